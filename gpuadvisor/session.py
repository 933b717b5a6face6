"""ProjectSession: the one façade the UI talks to (no Qt).

It holds the open document, its file path, the catalog and the last advice, and exposes
``apply(edit)``, ``recompute()``, ``open(path)``, ``save(path)``, ``revert()`` and the autosave.
Listeners get a :class:`~gpuadvisor.domain.edits.Changes` after each edit, so each view redraws
only what concerns it (Anki's OpChanges).

Each session autosaves to its own slot in the state folder (:mod:`gpuadvisor.autosave`), locked
while it lives: another window never sees it as a crash to recover, and discarding or closing
deletes only its own.  The session keeps the stamp (mtime, size, SHA-256) of its file as it opened
or last saved it, so a save can tell when another window or program wrote the file meanwhile.
"""

from __future__ import annotations

import copy
import os
from pathlib import Path
from typing import Callable

from gpuadvisor.domain.edits import Changes, Edit, apply_edit
from gpuadvisor.domain.project import Assumptions, ProjectDocument

Listener = Callable[[Changes], None]


class ProjectSession:
    def __init__(self, catalog=None, document: ProjectDocument | None = None) -> None:
        self._catalog = catalog
        self.document: ProjectDocument = document or new_document()
        self.path: Path | None = None
        self.objective: str = "lowest_cost"
        self._listeners: list[Listener] = []
        self._result = None
        self._result_stale = True
        self.generation = 0  # bumps on every change; a background recompute checks it
        self.disk_stamp = None  # DiskStamp of self.path as opened or last saved (None: not from a file)
        self._autosave_slot = None  # AutosaveSlot, made at the first autosave

    # -- catalog -----------------------------------------------------------------------------
    @property
    def catalog(self):
        if self._catalog is None:
            from gpuadvisor.catalog import load_catalog

            self._catalog = load_catalog()
        return self._catalog

    def reload_catalog(self) -> None:
        from gpuadvisor.catalog import clear_cache, load_catalog

        clear_cache()
        self._catalog = load_catalog()
        self._touch(Changes(document=True))

    # -- listeners ---------------------------------------------------------------------------
    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def _touch(self, changes: Changes) -> None:
        self.generation += 1
        self._result_stale = True
        for listener in list(self._listeners):
            listener(changes)

    # -- edits -------------------------------------------------------------------------------
    def apply(self, edit: Edit) -> tuple[Edit, Changes]:
        """Apply an edit; returns (inverse, changes).  Raises EditError and changes nothing on bad input."""
        inverse, changes = apply_edit(self.document, edit)
        self._touch(changes)
        return inverse, changes

    # -- files -------------------------------------------------------------------------------
    def new(self, document: ProjectDocument | None = None) -> None:
        self.document = document or new_document()
        self.path = None
        self.disk_stamp = None
        self._touch(Changes(structure=True, assumptions=True, document=True))

    def open(self, path: str | os.PathLike) -> None:
        """Load a project file; on error (ProjectFileError) the current document stays."""
        from gpuadvisor.autosave import DiskStamp
        from gpuadvisor.persistence import load_project

        stamp = DiskStamp.of(path)  # before reading: a write in between shows as a change at save
        doc = load_project(path)
        self.document = doc
        self.path = Path(path)
        self.disk_stamp = stamp
        self._touch(Changes(structure=True, assumptions=True, document=True))

    def save(self, path: str | os.PathLike | None = None) -> Path:
        from gpuadvisor.autosave import DiskStamp
        from gpuadvisor.persistence import save_project

        target = Path(path) if path is not None else self.path
        if target is None:
            raise ValueError("no file name")
        save_project(self.document, target)
        self.path = target
        self.disk_stamp = DiskStamp.of(target)
        return target

    def changed_on_disk(self, path: str | os.PathLike | None = None) -> bool:
        """Whether this session's file (or ``path``, when it is that file) now holds other content
        than when this session opened or last saved it.  Another file, or a file that is gone: False."""
        if self.path is None or self.disk_stamp is None:
            return False
        if path is not None and not _same_file(Path(path), self.path):
            return False
        return self.disk_stamp.differs_from(self.path)

    def revert(self) -> None:
        if self.path is None:
            return
        self.open(self.path)

    def autosave(self) -> Path:
        """Write the document to this session's own autosave in the state folder (crash recovery);
        never touches the user's file nor another session's autosave."""
        from gpuadvisor.autosave import AutosaveSlot
        from gpuadvisor.paths import user_state_dir

        if self._autosave_slot is None:
            self._autosave_slot = AutosaveSlot.create(user_state_dir())
        return self._autosave_slot.write(self.document, self.path, self.disk_stamp)

    def autosave_path(self) -> Path | None:
        """This session's autosave file; None while it has none."""
        slot = self._autosave_slot
        return slot.document_path if slot is not None and slot.document_path.is_file() else None

    def discard_autosave(self) -> None:
        """Delete this session's autosave (saved, or closed cleanly); other sessions' stay."""
        slot, self._autosave_slot = self._autosave_slot, None
        if slot is not None:
            slot.discard()

    @staticmethod
    def recoverable_autosaves() -> list:
        """Autosaves whose window is gone (crashed), newest first, each claimed for the caller, who
        passes it to :meth:`recover`, or calls its ``discard()`` or ``release()``."""
        from gpuadvisor.autosave import recoverable
        from gpuadvisor.paths import user_state_dir

        return recoverable(user_state_dir())

    def recover(self, slot) -> None:
        """Load a crashed session's autosave; it becomes this session's own autosave (so it is kept
        until this session saves or closes cleanly).  On error (ProjectFileError) nothing changes."""
        from gpuadvisor.persistence import load_project

        doc = load_project(slot.document_path)
        self.discard_autosave()
        slot.adopt()
        self._autosave_slot = slot
        self.document = doc
        self.path = slot.origin
        self.disk_stamp = slot.stamp if slot.origin is not None else None
        self._touch(Changes(structure=True, assumptions=True, document=True))

    # -- advice ------------------------------------------------------------------------------
    @property
    def result(self):
        """The last advice (recomputed on demand when stale)."""
        if self._result is None or self._result_stale:
            self.recompute()
        return self._result

    @property
    def last_result(self):
        """The last advice computed, without recomputing (None before the first advise)."""
        return self._result

    @property
    def current_result(self):
        """The last advice when the document has not changed since it was computed, else None."""
        return None if self._result_stale else self._result

    def snapshot(self) -> tuple[int, ProjectDocument]:
        """A copy of the document for a background recompute, with the generation it belongs to."""
        return self.generation, self.document.model_copy(deep=True)

    def recompute(self):
        from gpuadvisor.engine.advisor import advise

        self._result = advise(self.document, self.catalog, self.objective)
        self._result_stale = False
        return self._result

    def advise_some(self, workload_ids):
        """Advice for these workloads only (and a plan of them alone): start-up shows the selected
        workload's first.  Not kept as the session's result; the engine keeps each workload's
        advice, so the whole document's :meth:`recompute` after it does not redo them."""
        from gpuadvisor.engine.advisor import advise

        return advise(self.document, self.catalog, self.objective, workload_ids=set(workload_ids))

    def accept_result(self, generation: int, result) -> bool:
        """Take a result computed in the background if the document has not changed since."""
        if generation != self.generation:
            return False
        self._result = result
        self._result_stale = False
        return True

    def set_objective(self, objective: str) -> None:
        self.objective = objective
        self._touch(Changes(document=True))


def _same_file(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.abspath(a) == os.path.abspath(b)


def new_document(assumptions: Assumptions | None = None, measurements: list | None = None) -> ProjectDocument:
    """An untitled document with one empty project; ``measurements`` None: the ones the user keeps
    for all projects (``user_measurements``, "My measurements…")."""
    from gpuadvisor.domain.project import Project
    from gpuadvisor.i18n import translate
    from gpuadvisor.user_measurements import load_user_measurements

    return ProjectDocument(
        title="Untitled",
        projects=[Project(name=translate("Session", "Project 1"))],
        assumptions=copy.deepcopy(assumptions) if assumptions else Assumptions(),
        measurements=load_user_measurements() if measurements is None else list(measurements),
    )
