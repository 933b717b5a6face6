"""Project files (``*.gpuadv``): load, validate, migrate and save atomically.  No Qt here."""

from .project_file import (
    BACKUP_SUFFIX,
    CURRENT_SCHEMA_VERSION,
    FILE_SUFFIX,
    FORMAT_NAME,
    MAX_FILE_BYTES,
    LoadedProject,
    ProjectFileError,
    backup_path,
    dumps_project,
    load_project,
    loads_project,
    read_project,
    reads_project,
    save_project,
)

__all__ = [
    "BACKUP_SUFFIX",
    "CURRENT_SCHEMA_VERSION",
    "FILE_SUFFIX",
    "FORMAT_NAME",
    "MAX_FILE_BYTES",
    "LoadedProject",
    "ProjectFileError",
    "backup_path",
    "dumps_project",
    "load_project",
    "loads_project",
    "read_project",
    "reads_project",
    "save_project",
]
