"""SessionBridge: the one QObject between the Qt widgets and the Qt-free ProjectSession.

Widgets never mutate the document: they call ``bridge.push(edit)``, which applies the edit
through the session and records an undoable command.  After every change the bridge re-emits
the session's Changes as ``changed`` and schedules a recompute: in the UI thread when the last
one took less than a frame, otherwise on a worker thread; stale results are discarded.

The worker gets a copy of the document made on the UI thread.  Only the workloads edited since
the previous copy are copied again (``Changes.workload_ids``); the others are shared with the
previous copy, which nothing edits: a 500-workload document costs one workload's copy per edit,
not half a second of deep copy while the window waits.
"""

from __future__ import annotations

import copy

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, Slot
from PySide6.QtGui import QUndoStack

from gpuadvisor.domain.edits import Changes, Edit, EditError
from gpuadvisor.session import ProjectSession

from .undo import EditCommand

FRAME_MS = 16.0


class _Signals(QObject):
    done = Signal(int, object)


class _AdviseJob(QRunnable):
    def __init__(self, generation: int, document, catalog, objective: str, signals: _Signals) -> None:
        super().__init__()
        self.generation, self.document, self.catalog, self.objective = generation, document, catalog, objective
        self.signals = signals

    def run(self) -> None:  # worker thread
        from gpuadvisor.engine.advisor import advise

        try:
            result = advise(self.document, self.catalog, self.objective)
        except Exception as exc:  # noqa: BLE001 - reported to the UI, never crashes the worker
            result = exc
        self.signals.done.emit(self.generation, result)


class SessionBridge(QObject):
    changed = Signal(object)  # Changes
    result_ready = Signal(object)  # AdviceResult
    advise_failed = Signal(str)
    busy_changed = Signal(bool)
    selection_changed = Signal(str)  # workload id ("" = none)
    edit_rejected = Signal(str, str)  # field path, message

    def __init__(self, session: ProjectSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.undo_stack = QUndoStack(self)
        self._selected = ""
        self._last_ms = float("inf")  # unknown until the first advise: run it off the UI thread
        self._pending = False
        self._busy = False
        self._signals = _Signals()
        self._signals.done.connect(self._on_job_done)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._recompute)
        self._copies: dict[str, tuple[object, object]] = {}  # workload id -> (live workload, its copy)
        self._edited: set[str] = set()  # workloads edited since the last copy
        session.subscribe(self._on_session_changed)

    # -- edits -------------------------------------------------------------------------------
    def push(self, edit: Edit) -> bool:
        """Apply an edit and record it for undo.  A bad value emits edit_rejected and returns False."""
        try:
            inverse, _changes = self.session.apply(edit)
        except EditError as exc:
            self.edit_rejected.emit(exc.field, str(exc))
            return False
        self.undo_stack.push(EditCommand(self, edit, inverse))
        return True

    def _apply_raw(self, edit: Edit) -> Edit:
        inverse, _ = self.session.apply(edit)
        return inverse

    # -- selection ---------------------------------------------------------------------------
    @property
    def selected_workload_id(self) -> str:
        return self._selected

    def select_workload(self, workload_id: str) -> None:
        if workload_id != self._selected:
            self._selected = workload_id
            self.selection_changed.emit(workload_id)

    # -- recompute ---------------------------------------------------------------------------
    def _on_session_changed(self, changes: Changes) -> None:
        self._edited |= changes.workload_ids
        self.changed.emit(changes)
        self.schedule_recompute()

    def snapshot(self):
        """(generation, a copy of the document) for a background advise.  A workload is copied
        again when it was edited (or replaced: a new object) since the last snapshot; otherwise
        its last copy is reused (copies are never edited, so the snapshots may share them)."""
        doc = self.session.document
        edited, self._edited = self._edited, set()
        copies: dict[str, tuple[object, object]] = {}
        projects = []
        for p in doc.projects:
            workloads = []
            for w in p.workloads:
                hit = self._copies.get(w.id)
                if hit is None or hit[0] is not w or w.id in edited:
                    hit = (w, w.model_copy(deep=True))
                copies[w.id] = hit
                workloads.append(hit[1])
            projects.append(_copy_with(p, "workloads", workloads))
        self._copies = copies
        return self.session.generation, _copy_with(doc, "projects", projects)

    def schedule_recompute(self) -> None:
        self._timer.start()

    @property
    def busy(self) -> bool:
        return self._busy

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busy_changed.emit(busy)

    @Slot()
    def _recompute(self) -> None:
        if self._busy:
            self._pending = True
            return
        current = self.session.current_result
        if current is not None:  # nothing changed since it was computed (at start-up, off the UI thread)
            self._last_ms = current.elapsed_ms
            self.result_ready.emit(current)
            return
        if self._last_ms and self._last_ms > FRAME_MS:
            generation, doc = self.snapshot()
            self._set_busy(True)
            self._pool.start(_AdviseJob(generation, doc, self.session.catalog, self.session.objective, self._signals))
            return
        try:
            result = self.session.recompute()
        except Exception as exc:  # noqa: BLE001
            self.advise_failed.emit(str(exc))
            return
        self._last_ms = result.elapsed_ms
        self.result_ready.emit(result)

    @Slot(int, object)
    def _on_job_done(self, generation: int, result) -> None:
        self._set_busy(False)
        if isinstance(result, Exception):
            self.advise_failed.emit(str(result))
        else:
            self._last_ms = result.elapsed_ms
            if self.session.accept_result(generation, result):
                self.result_ready.emit(result)
            else:
                self._pending = True
        if self._pending:
            self._pending = False
            self.schedule_recompute()

    def recompute_now(self):
        """Synchronous recompute (tests, printing)."""
        result = self.session.recompute()
        self._last_ms = result.elapsed_ms
        self.result_ready.emit(result)
        return result

    def wait_idle(self, timeout_ms: int = 10000) -> None:
        self._pool.waitForDone(timeout_ms)


def _copy_with(model, name: str, value):
    """A copy of a pydantic ``model`` whose field ``name`` is ``value``, every other field deep-copied."""
    update = {k: copy.deepcopy(getattr(model, k)) for k in type(model).model_fields if k != name}
    update[name] = value
    return model.model_copy(update=update)
