"""Opening the file the app was started with, off the UI thread (no Qt).

``gpuadvisor FILE`` paints its window first, with the file's projects and workloads as
:mod:`gpuadvisor.project_peek` reads them.  Everything slow happens here, in a worker thread,
through the same façade the window uses afterwards (:class:`~gpuadvisor.session.ProjectSession`):
the document validated and migrated, the catalogs, the first advice (the workload selected in the
preview first, then the whole file's), and only then the settings, which the panes alone need.  The
window then takes the session as it is: the advice is already there, nothing is computed twice.

When the state folder holds autosaves (a window that crashed, or another one open) nothing is
opened here: the window's own start-up offers the recovery first, as it always did.
"""

from __future__ import annotations

import os


class Opened:
    """What :func:`open_for_window` made: the session (with its first advice) and the settings.

    ``recovery`` is True when nothing was opened because autosaves wait to be offered;
    ``advise_error`` is the exception of a first advice that failed (the window advises again
    and shows the error as it does after any edit).
    """

    def __init__(self, session=None, settings=None, recovery: bool = False, advise_error: Exception | None = None):
        self.session, self.settings, self.recovery, self.advise_error = session, settings, recovery, advise_error


def open_for_window(path: str | os.PathLike, first: str = "", on_first=None) -> Opened:
    """Open ``path`` in a new session and advise it.  Raises what opening the file raises
    (``ProjectFileError`` and the like: the caller shows it as File → Open does).

    ``first``: a workload to advise before the others; ``on_first(result)`` gets that advice (an
    ``AdviceResult`` of that workload alone) as soon as it exists, before the whole document's.
    """
    from gpuadvisor.autosave import has_candidates
    from gpuadvisor.paths import user_state_dir

    if has_candidates(user_state_dir()):
        return Opened(recovery=True)
    from gpuadvisor.session import ProjectSession

    session = ProjectSession()  # its blank document gives way to the file at once
    session.open(path)
    error = None
    try:
        if first and on_first is not None and any(w.id == first for _p, w in session.document.workloads()):
            on_first(session.advise_some({first}))  # loads the catalogs and the engine on the way
        session.recompute()
    except Exception as exc:  # noqa: BLE001 - shown by the window, like any advice that fails
        error = exc
    from gpuadvisor.settings import load_settings  # for the panes: after the advice (~8 ms)

    return Opened(session, load_settings(), advise_error=error)
