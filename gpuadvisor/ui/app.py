"""Composition root of the desktop app: QApplication, language, session, main window.

Start-up order keeps the first paint close to a bare PySide6 window: only QtWidgets and the
window frame load before ``show()``; the document model, settings, session and panes are built
in the first event-loop turn after the window is painted, and the first advise runs off the UI
thread (the bridge does that).  pyqtgraph is never imported here.
"""

from __future__ import annotations

import json
import os
import sys

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, QTimer, QTranslator


def _language() -> str:
    """The language to use: ``--lang``/GPUADVISOR_LANG, else the saved preference (read without pydantic)."""
    lang = os.environ.get("GPUADVISOR_LANG", "")
    if lang:
        return lang
    try:
        from gpuadvisor.paths import user_config_dir

        data = json.loads((user_config_dir() / "settings.json").read_text(encoding="utf-8"))
        lang = data.get("language", "system") if isinstance(data, dict) else "system"
    except (OSError, ValueError):
        lang = "system"
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
            QTimer.singleShot(0, self._callback)
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


def create_window(file: str | None = None, on_ready=None):
    """Build and show the window; the rest of the start-up runs after its first paint."""
    from gpuadvisor.ui.main_window import MainWindow

    window = MainWindow()
    if file:
        from gpuadvisor.ui.textsafe import title_part

        window.setWindowTitle(QCoreApplication.translate("App", "Opening {name}…").format(
            name=title_part(os.path.basename(file))))

    def ready() -> None:
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


def run_app(file: str | None = None) -> int:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("gpuadvisor")
    app.setOrganizationName("gpuadvisor")
    _set_icon(app)
    install_language(app)
    window = create_window(file)  # noqa: F841 - kept alive by this frame until exec() returns
    return app.exec()
