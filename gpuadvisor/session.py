"""ProjectSession: the one façade the UI talks to (no Qt).

It holds the open document, its file path, the catalog and the last advice, and exposes
``apply(edit)``, ``recompute()``, ``open(path)``, ``save(path)``, ``revert()`` and the autosave.
Listeners get a :class:`~gpuadvisor.domain.edits.Changes` after each edit, so each view redraws
only what concerns it (Anki's OpChanges).
"""

from __future__ import annotations

import copy
import os
from pathlib import Path
from typing import Callable

from gpuadvisor.domain.edits import Changes, Edit, apply_edit
from gpuadvisor.domain.project import Assumptions, ProjectDocument

Listener = Callable[[Changes], None]

AUTOSAVE_NAME = "autosave.gpuadv"


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
        self._touch(Changes(structure=True, assumptions=True, document=True))

    def open(self, path: str | os.PathLike) -> None:
        """Load a project file; on error (ProjectFileError) the current document stays."""
        from gpuadvisor.persistence import load_project

        doc = load_project(path)
        self.document = doc
        self.path = Path(path)
        self._touch(Changes(structure=True, assumptions=True, document=True))

    def save(self, path: str | os.PathLike | None = None) -> Path:
        from gpuadvisor.persistence import save_project

        target = Path(path) if path is not None else self.path
        if target is None:
            raise ValueError("no file name")
        save_project(self.document, target)
        self.path = target
        return target

    def revert(self) -> None:
        if self.path is None:
            return
        self.open(self.path)

    def autosave(self) -> Path:
        """Write the document to the state folder (crash recovery); never touches the user's file."""
        from gpuadvisor.paths import ensure_dir, user_state_dir
        from gpuadvisor.persistence import save_project

        target = ensure_dir(user_state_dir()) / AUTOSAVE_NAME
        save_project(self.document, target, backup=False)
        meta = target.with_suffix(".origin")
        meta.write_text(str(self.path or ""), encoding="utf-8")
        return target

    @staticmethod
    def autosave_path() -> Path:
        from gpuadvisor.paths import user_state_dir

        return user_state_dir() / AUTOSAVE_NAME

    @staticmethod
    def discard_autosave() -> None:
        p = ProjectSession.autosave_path()
        for f in (p, p.with_suffix(".origin")):
            try:
                f.unlink()
            except OSError:
                pass

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

    def snapshot(self) -> tuple[int, ProjectDocument]:
        """A copy of the document for a background recompute, with the generation it belongs to."""
        return self.generation, self.document.model_copy(deep=True)

    def recompute(self):
        from gpuadvisor.engine.advisor import advise

        self._result = advise(self.document, self.catalog, self.objective)
        self._result_stale = False
        return self._result

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


def new_document(assumptions: Assumptions | None = None) -> ProjectDocument:
    from gpuadvisor.domain.project import Project

    return ProjectDocument(
        title="Untitled",
        projects=[Project(name="Project 1")],
        assumptions=copy.deepcopy(assumptions) if assumptions else Assumptions(),
    )
