"""Domain model: pydantic types only (no Qt, no I/O).

Names are loaded on first use (PEP 562): the window's start-up needs the project types, not the
catalog entry types, whose pydantic classes take tens of milliseconds to build.
"""

from __future__ import annotations

import importlib

_WHERE = {
    "GpuAdvisorError": "errors", "describe_validation_error": "errors", "first_problem": "errors",
    "Accelerator": "hardware", "CloudOffer": "hardware", "ModelPreset": "hardware", "RegionDefaults": "hardware",
    "System": "hardware",
    "Assumptions": "project", "Audience": "project", "Constraints": "project", "ModelSpec": "project", "Parallelism": "project",
    "Project": "project", "ProjectDocument": "project", "Recipe": "project", "Schedule": "project",
    "TransformerArch": "project", "Workload": "project",
}

__all__ = sorted(_WHERE)


def __getattr__(name: str):
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module 'gpuadvisor.domain' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value
