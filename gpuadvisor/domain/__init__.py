"""Domain model: pydantic types only (no Qt, no I/O)."""

from .errors import GpuAdvisorError, describe_validation_error, first_problem
from .hardware import Accelerator, CloudOffer, ModelPreset, RegionDefaults, System
from .project import (
    Assumptions,
    Constraints,
    ModelSpec,
    Parallelism,
    Project,
    ProjectDocument,
    Recipe,
    Schedule,
    TransformerArch,
    Workload,
)

__all__ = [
    "Accelerator", "Assumptions", "CloudOffer", "Constraints", "GpuAdvisorError", "ModelPreset",
    "ModelSpec", "Parallelism", "Project", "ProjectDocument", "Recipe", "RegionDefaults", "Schedule",
    "System", "TransformerArch", "Workload", "describe_validation_error", "first_problem",
]
