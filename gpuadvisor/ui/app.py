"""Composition root of the desktop app: QApplication, language, session, main window.

Start-up order keeps the first paint close to a bare PySide6 window and puts the file on screen in
that paint: only QtWidgets, the window frame and a read-only preview of the file's projects and
workloads (``gpuadvisor.project_peek``: the standard library's JSON, no pydantic) exist before
``show()``.  After the first paint a worker thread opens the file through the session façade
(``gpuadvisor.startup``: settings, validation, catalogs, the first advice); the advice goes into the
preview as soon as it exists, then the editable panes are built on the session as it is, without
advising again.  With autosaves to offer, or a file the preview cannot read, the file is opened
as before: panes first, recovery, then the file (the bridge advises off the UI thread).  pyqtgraph
is never imported here.
"""

from __future__ import annotations

import collections
import gc
import os
import sys
import threading

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QMetaObject, QObject, QRunnable, QTimer, QTranslator, Slot


def _language() -> str:
    """The language to use: ``--lang``/GPUADVISOR_LANG, else the saved preference (read without pydantic)."""
    lang = os.environ.get("GPUADVISOR_LANG", "")
    if lang:
        return lang
    from gpuadvisor.i18n import saved_language

    lang = saved_language()
    if lang not in ("en", "zh_TW"):
        lang = "zh_TW" if QLocale.system().name() in ("zh_TW", "zh_HK", "zh_MO") else "en"
    return lang


_installed: list[QTranslator] = []  # translators install_language put on the application


def install_language(app, lang: str | None = None, qm_path: str | os.PathLike | None = None) -> str:
    """Set the locale and install the translation (if shipped) for the chosen language.

    ``lang`` defaults to :func:`_language` (``--lang``, the preference, or the system locale when
    the preference is "system"); the Qt-free core is told the same language
    (``gpuadvisor.i18n.set_language``), so the window and the texts the engine and the report make
    always agree.  ``qm_path`` replaces the shipped ``resources/i18n/gpuadvisor_zh_TW.qm`` (tests).
    Calling it again replaces the translators installed before.
    """
    from gpuadvisor import i18n

    lang = i18n.normalise_language(lang or _language())
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    if lang == "zh_TW":
        QLocale.setDefault(QLocale(QLocale.Language.Chinese, QLocale.Country.Taiwan))
        from PySide6.QtGui import QFont

        from .fonts import cjk_families

        font = QFont(app.font())
        font.setFamilies([font.family(), *(f for f in cjk_families() if f != font.family())])
        app.setFont(font)
        if qm_path is None:
            from gpuadvisor.paths import resources_dir

            qm_path = resources_dir() / "i18n" / "gpuadvisor_zh_TW.qm"
        translator = QTranslator(app)
        if translator.load(str(qm_path)):
            app.installTranslator(translator)
            _installed.append(translator)
        # Qt's own strings (standard buttons, file dialogs) from the catalogues PySide6 ships
        from PySide6.QtCore import QLibraryInfo

        import PySide6

        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        qtbase = QTranslator(app)
        # Qt's own folder, else the one inside the PySide6 package (a bundle may not say where it is)
        for folder in (qt_dir, os.path.join(os.path.dirname(PySide6.__file__), "Qt", "translations")):
            if qtbase.load("qtbase_zh_TW", folder):
                app.installTranslator(qtbase)
                _installed.append(qtbase)
                break
        from .qt_gaps import QtGapsTranslator

        gaps = QtGapsTranslator(app)  # the few Qt 6 texts Qt's own catalogue leaves in English
        app.installTranslator(gaps)
        _installed.append(gaps)
    i18n.set_language(lang)  # the Qt-free layers (engine texts, report, labels) follow the window
    os.environ.setdefault("GPUADVISOR_LANG", lang)  # and so do subprocesses
    return lang


class _FirstPaint(QObject):
    """Calls ``callback`` once, after the window's first paint event has been handled."""

    def __init__(self, window, callback) -> None:
        super().__init__(window)
        self._window, self._callback, self._done = window, callback, False
        window.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt API
        if not self._done and event.type() == QEvent.Type.Paint:
            self._done = True
            self._window.removeEventFilter(self)
            QTimer.singleShot(0, self, self._callback)  # not if the window goes meanwhile
        return False


def finish_startup(window, file: str | None) -> None:
    """Second start-up step: session and panes, then recovery or the file from the command line."""
    from gpuadvisor.session import ProjectSession, new_document

    session = ProjectSession(document=new_document(window.settings.new_assumptions()))
    window.attach(session)
    recovered = window.offer_recovery()
    if not recovered and file:
        window.open_path(file, ask=False)  # the bridge runs the first advise off the UI thread
    elif not recovered:
        window.show_start_page()  # no file open: examples, templates, recent files, New workload…


class _GcPause:
    """Python's cyclic garbage collector held off while a window opens its file at start-up.

    Importing the engine's stack (pydantic, numpy, the domain models) and building the panes make
    hundreds of thousands of objects and almost no garbage cycles, yet they set off some 150
    collections (one of them full): 50-60 ms of the start-up, most of it before the first advice.
    Counted, so two windows opening at once share one pause; the collector runs again (if it ran
    before) once the last of them has its panes, or has given up."""

    _count = 0
    _was_enabled = False
    _lock = threading.Lock()

    def __init__(self) -> None:
        with _GcPause._lock:
            self._held = True
            if _GcPause._count == 0:
                _GcPause._was_enabled = gc.isenabled()
                gc.disable()
            _GcPause._count += 1

    def release(self) -> None:
        with _GcPause._lock:
            if not self._held:
                return
            self._held = False
            _GcPause._count -= 1
            if _GcPause._count == 0 and _GcPause._was_enabled:
                gc.enable()


class _Mailbox(QObject):
    """The start-up workers' way back to the UI thread: one per application, a child of it.

    A worker calls no Qt object that a window owns (the user may close and delete the window at any
    moment): it puts what it hands over into ``messages`` (plain Python) and asks this object to
    read them on the UI thread.  This object is never deleted while a worker runs: it goes with the
    application, after ``~QCoreApplication`` has waited for the global thread pool (whereas PySide
    deletes the windows, which Python owns, before that wait).  Emitting signals of an object the
    window owned raced its deletion: a use after free in the worker's ``emit``, or a dead-lock of
    the interpreter's lock against Qt's connection locks."""

    _instance: _Mailbox | None = None

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.messages: collections.deque = collections.deque()  # appends and pops are thread-safe

    @classmethod
    def instance(cls) -> _Mailbox:  # UI thread
        box = cls._instance
        if box is None or not shiboken6.isValid(box):  # none yet, or one of an application now gone
            box = cls._instance = cls(QCoreApplication.instance())
        return box

    def post(self, handover: _Handover, kind: str, value) -> None:  # worker thread
        self.messages.append((handover, kind, value))
        # from another thread, a queued call: an event posted to this object, made and deleted by Qt
        # (``Qt.ConnectionType`` left out: PySide builds the ``Qt`` namespace when first used, 20 ms)
        QMetaObject.invokeMethod(self, "deliver")

    @Slot()
    def deliver(self) -> None:  # UI thread
        while True:
            try:
                handover, kind, value = self.messages.popleft()
            except IndexError:
                return
            try:
                handover.deliver(kind, value)
            except BaseException:
                if self.messages:  # the others still go to their windows
                    QTimer.singleShot(0, self.deliver)
                raise


class _Handover:
    """What one start-up worker hands to its window, and whether the window is still there.

    Plain Python, shared by the worker and the UI thread.  ``receiver`` (the ``_BackgroundOpen``) is
    read and cleared on the UI thread alone, where windows are deleted: what comes for a window
    that went is dropped."""

    def __init__(self, receiver: _BackgroundOpen, gc_pause: _GcPause, first_shown: threading.Event) -> None:
        self.receiver: _BackgroundOpen | None = receiver
        self.gc_pause, self.first_shown = gc_pause, first_shown
        self.mailbox = _Mailbox.instance()

    def send(self, kind: str, value) -> None:  # worker thread
        self.mailbox.post(self, kind, value)

    def forget(self) -> None:  # UI thread: the window went before its panes were built
        self.receiver = None
        self.gc_pause.release()
        self.first_shown.set()  # the worker waits for no paint

    def deliver(self, kind: str, value) -> None:  # UI thread
        receiver = self.receiver
        if receiver is None or not shiboken6.isValid(receiver):
            self.forget()
            return
        if kind == "first":
            receiver._on_first(value)
        else:
            receiver._on_opened(value)


class _OpenJob(QRunnable):
    # how long the worker waits for the window to paint the first advice before it goes on
    FIRST_SHOWN_WAIT_S = 0.25

    def __init__(self, path: str, first: str, handover: _Handover) -> None:
        super().__init__()
        self.path, self.first, self.handover = path, first, handover

    def run(self) -> None:  # worker thread: no Qt call but the mailbox's (see _Mailbox)
        from . import code_cache

        code_cache.install()  # the dataclasses and annotations of the engine's stack: compiled before
        try:
            from gpuadvisor.startup import open_for_window

            opened = open_for_window(self.path, self.first, self._first_advice)
        except Exception as exc:  # noqa: BLE001 - the window opens it again and shows why it cannot
            opened = exc
        finally:
            code_cache.save()  # what was compiled now, for the next start
            code_cache.uninstall()
        _drop_source_lines()  # before the panes are built: their memory can take its place
        _trim_free_memory()  # and what this thread freed
        self.handover.send("opened", opened)  # the window builds its panes, or (gone) the gc pause ends

    def _first_advice(self, result) -> None:
        """Hand the first advice to the window and let it paint it before advising the rest: the
        UI thread then has the interpreter to itself (a busy worker holds it most of the time)."""
        self.handover.send("first", result)
        self.handover.first_shown.wait(self.FIRST_SHOWN_WAIT_S)  # set at once if the window went


class _BackgroundOpen(QObject):
    """Opens ``file`` off the UI thread for ``window`` (showing a preview), then hands over."""

    def __init__(self, window, file: str, on_ready) -> None:
        super().__init__(window)
        self.window, self.file, self.on_ready = window, file, on_ready
        from PySide6.QtCore import QThreadPool

        first = window.preview.selected_id() if window.preview is not None else ""
        self._gc_pause, self._first_shown = _GcPause(), threading.Event()
        self._handover = handover = _Handover(self, self._gc_pause, self._first_shown)
        self.destroyed.connect(handover.forget)  # the window went before its panes were built
        QThreadPool.globalInstance().start(_OpenJob(file, first, handover))

    def _on_first(self, result) -> None:
        try:
            self.window.show_preview_advice(result)  # the selected workload's; the others' follow
            self.window.repaint()  # on screen before the worker goes on
        finally:
            self._first_shown.set()

    def _on_opened(self, opened) -> None:
        w = self.window
        if isinstance(opened, Exception) or opened.recovery:
            self._finish_the_old_way()
            return
        if opened.advise_error is None:
            w.show_preview_advice(opened.session.last_result)
            w.repaint()  # on screen now: building the panes keeps the UI thread busy for a while
        QTimer.singleShot(0, self, lambda: self._attach(opened))  # not if the window goes meanwhile

    def _attach(self, opened) -> None:
        w = self.window
        try:
            if w._settings is None:
                w._settings = opened.settings
            w.attach(opened.session)
            w.adopt_opened_file(self.file)
            if self.on_ready is not None:
                self.on_ready(w)
            w.bridge.schedule_recompute()  # publishes the advice made in the worker (nothing changed since)
            _drop_source_lines()
        finally:
            self._gc_pause.release()
        self.deleteLater()

    def _finish_the_old_way(self) -> None:
        self._gc_pause.release()
        finish_startup(self.window, self.file)  # recovery first; an unreadable file is reported
        if self.on_ready is not None:
            self.on_ready(self.window)
        self.deleteLater()


def _drop_source_lines() -> None:
    """Forget the source lines PySide6's import hook read (several MB: it reads the source of every
    module imported after it to look for ``__feature__`` use); tracebacks read them again."""
    import linecache

    linecache.clearcache()


def _trim_free_memory() -> None:
    """Give the system back the memory freed in the C heap of this thread (glibc, Linux).

    glibc's malloc gives each thread that allocates its own heap (arena): what the start-up worker
    freed there (pydantic's and numpy's temporaries, the document read and validated) is reused by
    that thread alone, while the panes are built on the UI thread, in the main heap.
    ``malloc_trim(0)`` returns the free pages of every heap: about 1.5 MB less in the window's
    memory, in well under a millisecond.  Elsewhere (no glibc) nothing is done."""
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        trim = ctypes.CDLL(None).malloc_trim  # glibc; musl has none
        trim(0)
    except (OSError, AttributeError):
        pass


def create_window(file: str | None = None, on_ready=None):
    """Build and show the window (with a preview of ``file``); the rest runs after its first paint.

    ``on_ready(window)`` is called once the editable panes hold the file; the first advice reaches
    ``window.bridge.result_ready`` after that call.
    """
    from gpuadvisor.ui.main_window import MainWindow

    window = MainWindow()
    preview = False
    if file:
        from gpuadvisor.ui.textsafe import title_part

        window.setWindowTitle(QCoreApplication.translate("App", "Opening {name}…").format(
            name=title_part(os.path.basename(file))))
        preview = window.show_preview(file)

    def ready() -> None:
        if preview:
            window._opening = _BackgroundOpen(window, file, on_ready)
            return
        finish_startup(window, file)
        if on_ready is not None:
            on_ready(window)

    window._first_paint = _FirstPaint(window, ready)
    window.show()
    return window


def _set_icon(app) -> None:
    from PySide6.QtGui import QIcon

    from gpuadvisor.paths import resources_dir

    icons = resources_dir() / "icons"
    icon = QIcon()
    for png in sorted(icons.glob("hicolor/*/apps/gpuadvisor.png")):
        icon.addFile(str(png))
    if icon.isNull() and (icons / "gpuadvisor.svg").is_file():
        icon = QIcon(str(icons / "gpuadvisor.svg"))
    app.setWindowIcon(icon)


def prepare_application(app) -> None:
    """Name, icon and language of the application, before any window.

    Also: numpy's OpenBLAS gets one thread unless told otherwise.  The engine's arrays are small
    and element-wise (no BLAS call); OpenBLAS's own threads only start and spin at import, which
    on a 2-core machine halves the speed of the start-up worker (numpy's import: 160-230 ms with
    the default, 80-100 ms with one thread, measured here).  And pydantic looks for no plugins
    (:mod:`gpuadvisor.ui.pydantic_plugins`: 20-25 ms of the start-up), and the modules it loads
    but the app never uses load when used (:mod:`gpuadvisor.ui.lazy_modules`: libcrypto, ~3.5 MB)."""
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    from .lazy_modules import install as lazy_modules
    from .pydantic_plugins import install as no_pydantic_plugins

    no_pydantic_plugins()
    lazy_modules()
    app.setApplicationName("gpuadvisor")
    app.setOrganizationName("gpuadvisor")
    _set_icon(app)
    install_language(app)


def run_app(file: str | None = None) -> int:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    prepare_application(app)
    if os.environ.get("GPUADVISOR_STARTUP_PROBE") == "app":  # hidden: marks for the bundle check
        from .startup_probe import run

        return run(app, "app", file)
    window = create_window(file)  # noqa: F841 - kept alive by this frame until exec() returns
    return app.exec()
