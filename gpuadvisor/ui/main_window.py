"""The main window: tree of projects and workloads | workload editor | recommendations and plan.

Start-up is in two steps so the window paints before the heavy imports: ``MainWindow()`` builds
only the frame (title, size, a "starting" label); ``attach(session)`` then creates the bridge,
the panes, menus and timers.  File operations ask about unsaved changes, report unreadable files
in a dialog naming the file and the problem, and keep the current project when a file fails.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QFileInfo, QTimer
from PySide6.QtWidgets import QFileDialog, QLabel, QMainWindow, QMessageBox, QSplitter, QTabWidget, QVBoxLayout, QWidget

from . import ui_state
from .textsafe import auto_text, mnemonic_free, plain_box, plain_label, safe_file_name, title_part, tooltip

AUTOSAVE_MS = 2 * 60 * 1000  # safety net: every two minutes while there are unsaved changes
AUTOSAVE_DELAY_MS = 3000  # and a few seconds after the last edit (restarted by each edit)


class _AfterEdits(QTimer):
    """A single-shot timer that each edit restarts: it fires once the editing pauses.  Its own
    method is the slot, so the connection goes with the timer when the window is destroyed."""

    def __init__(self, parent, interval_ms: int) -> None:
        super().__init__(parent)
        self.setSingleShot(True)
        self.setInterval(interval_ms)

    def restart(self, *_args) -> None:
        self.start()


class MainWindow(QMainWindow):
    def __init__(self, session=None, settings=None) -> None:
        super().__init__()
        self.session = None
        self.bridge = None
        self._settings = settings
        #: replaces the "file changed on disk" question: a callable(name) -> "overwrite" | "save_as" | "reload" | "cancel"
        self.file_changed_prompt = None
        self._ui_state = ui_state.load_ui_state()
        self.preview = None  # the read-only panes shown until ``attach`` (``show_preview``)
        self._plan_view = None  # the plan's page, built when first shown (``ensure_plan``)
        self.project_on_screen = False  # the panes show the file's projects (preview or editable)
        self.advice_on_screen = False  # and advice is shown
        self.setWindowTitle(self.tr("gpuadvisor"))
        self.resize(1280, 800)
        self.setAcceptDrops(True)
        # centred with markup: touching PySide6's Qt namespace costs ~18 ms, kept until after the paint
        self._starting = QLabel("<div align='center'>%s</div>" % self.tr("Starting gpuadvisor…"), self)
        self.setCentralWidget(self._starting)
        geometry = ui_state.from_b64(self._ui_state.get("geometry"))
        if geometry is not None:
            self.restoreGeometry(geometry)
        if session is not None:
            self.attach(session)

    # -- construction ------------------------------------------------------------------------------
    def show_preview(self, path) -> bool:
        """Show the file's projects and workloads, read-only, until ``attach`` builds the panes
        (no validation, no pydantic: see ``gpuadvisor.project_peek``); False when it cannot tell."""
        from gpuadvisor.project_peek import peek_project

        peek = peek_project(path)
        if peek is None or not peek.projects:
            return False
        from .views.preview import PreviewPanes

        self.preview = PreviewPanes(peek, self)
        self.setCentralWidget(self.preview)
        self._starting = None
        self.project_on_screen = True
        return True

    def show_preview_advice(self, result) -> None:
        """The first advice in the preview, as soon as it exists (the panes follow)."""
        if self.preview is not None and result is not None:
            self.preview.show_advice(result)
            self.advice_on_screen = True

    @property
    def settings(self):
        if self._settings is None:
            from gpuadvisor.settings import load_settings

            self._settings = load_settings()
        return self._settings

    def attach(self, session) -> None:
        """Create the bridge and every pane for ``session`` (imports the engine-facing modules)."""
        from PySide6.QtCore import Qt

        from .actions import Actions
        from .bridge import SessionBridge
        from .views.recommendation_panel import RecommendationPanel
        from .views.tree_panel import TreePanel
        from .views.workload_editor import WorkloadEditor

        self.session = session
        self.bridge = SessionBridge(session, self)
        self.tree = TreePanel(self.bridge, self)
        self.editor = WorkloadEditor(self.bridge, self)
        self.recommendations = RecommendationPanel(self.bridge, self)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setObjectName("mainSplitter")
        for w in (self.tree, self.editor, self.recommendations):
            self.splitter.addWidget(w)
            self.splitter.setCollapsible(self.splitter.indexOf(w), False)
        # the panes' own minimum hints are generous; these keep all three usable at 1280 px
        self.tree.setMinimumWidth(160)
        self.editor.setMinimumWidth(340)
        self.recommendations.setMinimumWidth(420)
        self.splitter.setStretchFactor(2, 1)
        self.splitter.setSizes([222, 330, 728])
        # the plan spans every project, so it gets the whole width on its own page
        self.views = QTabWidget(self)
        self.views.setObjectName("views")
        self.views.setDocumentMode(True)
        self.views.addTab(self.splitter, self.tr("Workloads"))
        # the charts load pyqtgraph, so they are built the first time their page is shown
        self.charts_view = None
        self._charts_page = QWidget(self)
        self._charts_page.setLayout(QVBoxLayout())
        self._charts_page.layout().setContentsMargins(0, 0, 0, 0)
        self.views.addTab(self._charts_page, self.tr("Buy or rent"))
        # the plan (and the assumptions beside it) is built the first time its page is shown
        self._plan_view = None
        self._plan_page = QWidget(self)
        self._plan_page.setLayout(QVBoxLayout())
        self._plan_page.layout().setContentsMargins(0, 0, 0, 0)
        self.views.addTab(self._plan_page, self.tr("Plan for all projects"))
        self.views.setTabToolTip(0, self.tr("Edit each workload and see the options ranked for it."))
        self.views.setTabToolTip(1, self.tr("Cumulative cost, break-even, memory, cost per run and sensitivity "
                                            "for the selected workload."))
        self.views.setTabToolTip(2, self.tr("The best choice per workload, a shared server, and the assumptions."))
        self.views.currentChanged.connect(self._on_view_changed)
        preview, self.preview = self.preview, None
        keep = preview.selected_id() if preview is not None else ""
        self.setCentralWidget(self.views)  # the preview (or the "starting" label) goes
        self._starting = None
        from .pages import WindowPages

        self.window_pages = WindowPages(self)  # the Answer tab, the start page, the guided flow, help
        self.actions_ = Actions(self)
        menus = self.actions_.build_menus(self, self.menuBar())
        from .shortcuts import keep_window_shortcuts

        keep_window_shortcuts(self, self.actions_)  # Ctrl+E in a text field exports
        self._recent_menu, self._move_menu = menus["recent"], menus["move_to"]
        self._fill_templates_menu(menus["templates"])
        self.tree.set_actions(self.actions_, menus["templates"])
        self._status = plain_label(QLabel(self))  # the advice's error may quote a name
        self.statusBar().addPermanentWidget(self._status)
        self._autosave = QTimer(self)
        self._autosave.setInterval(AUTOSAVE_MS)
        self._autosave_soon = _AfterEdits(self, AUTOSAVE_DELAY_MS)
        self._restore_ui_state()
        self._connect_signals()
        self._autosave.start()
        self._update_title()
        self.setTabOrder(self.tree.view, self.editor)
        self.setTabOrder(self.editor, self.recommendations)
        if keep:  # the workload the user picked in the preview
            self.tree.select_id(keep)

    def _on_view_changed(self, index: int) -> None:
        if self.views.widget(index) is self._charts_page:
            self.ensure_charts()
        elif self.views.widget(index) is self._plan_page:
            self.ensure_plan()

    @property
    def plan_view(self):
        """The plan page's view (``views.plan_view.PlanView``), built on first use."""
        return self.ensure_plan()

    def ensure_built(self) -> None:
        """Build now what is built on first use (the plan's page, the editor's tabs; not the
        charts: ``ensure_charts``), e.g. for a walk over every widget of the window."""
        self.ensure_plan()
        self.editor.ensure_built()

    def ensure_plan(self):
        """Build the plan for all projects and the assumptions form on first use; it starts from
        the advice as it is (``session.last_result``) and the help texts are given to it then."""
        if self._plan_view is None:
            if self.bridge is None:
                raise AttributeError("plan_view")  # no panes yet
            from .views.plan_view import PlanView

            self._plan_view = PlanView(self.bridge, self._plan_page)
            self._plan_page.layout().addWidget(self._plan_view)
            pages = getattr(self, "window_pages", None)
            if pages is not None:
                pages.explain_plan(self._plan_view)
        return self._plan_view

    def ensure_charts(self):
        """Build the buy-or-rent charts on first use (imports pyqtgraph)."""
        if self.charts_view is None:
            from PySide6.QtCore import Qt
            from PySide6.QtWidgets import QApplication

            # the first time loads pyqtgraph: 0.6-1.0 s on a slow machine, so the cursor says it works
            QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
            try:
                from .charts.charts_view import ChartsView

                self.charts_view = ChartsView(self.bridge, self._charts_page)
                self._charts_page.layout().addWidget(self.charts_view)
            finally:
                QApplication.restoreOverrideCursor()
        return self.charts_view

    def _connect_signals(self) -> None:
        stack = self.bridge.undo_stack
        stack.cleanChanged.connect(self._on_clean_changed)
        self.bridge.busy_changed.connect(self._on_busy_changed)
        self.bridge.result_ready.connect(self._on_result_ready)
        self.bridge.advise_failed.connect(self._on_advise_failed)
        self._recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self._move_menu.aboutToShow.connect(lambda: self.tree.fill_move_menu(self._move_menu))
        self._autosave.timeout.connect(self.autosave_now)
        stack.indexChanged.connect(self._autosave_soon.restart)  # edits, undo and redo
        self._autosave_soon.timeout.connect(self.autosave_now)

    def _fill_templates_menu(self, menu) -> None:
        from . import labels

        for key, label in labels.workload_templates().items():
            act = menu.addAction(label)
            act.triggered.connect(lambda _c=False, k=key, lb=label: self.tree.add_template_workload(k, lb))
        menu.addSeparator()
        for key, name in labels.project_templates().items():
            label = self.tr("Project: {name}").format(name=name)
            act = menu.addAction(label)
            act.triggered.connect(lambda _c=False, k=key, lb=label: self.tree.add_template_project(k, lb))

    # -- UI state ------------------------------------------------------------------------------------
    def _restore_ui_state(self) -> None:
        s = self._ui_state
        blob = ui_state.from_b64(s.get("splitter"))
        if blob is not None:
            self.splitter.restoreState(blob)
        if isinstance(s.get("tab"), int):
            self.views.setCurrentIndex(s["tab"])
        prefs = self.settings
        self.recommendations.restore_layout(prefs.results_column_widths, prefs.results_detail_width)

    def save_ui_state(self) -> None:
        data = {"geometry": ui_state.to_b64(self.saveGeometry())}
        if self.bridge is not None:
            data["splitter"] = ui_state.to_b64(self.splitter.saveState())
            data["tab"] = self.views.currentIndex()
            self._save_results_layout()
        ui_state.save_ui_state(data)

    def _save_results_layout(self) -> None:
        """The results table's column widths and detail pane width the user set, into the
        preferences; read afresh from disk first, so what another window saved is kept."""
        from gpuadvisor.settings import load_settings, save_settings

        state = self.recommendations.layout_state()
        columns, detail = state["columns"], state["detail_width"]
        if columns == self.settings.results_column_widths and detail == self.settings.results_detail_width:
            return  # nothing the user changed
        fresh = load_settings()
        try:
            for prefs in (fresh, self.settings):
                prefs.results_column_widths = columns
                prefs.results_detail_width = detail
            save_settings(fresh)
        except (ValueError, OSError):
            pass  # losing the table's layout is not worth an error dialog

    # -- title, status -----------------------------------------------------------------------------
    def display_name(self) -> str:
        if self.session is not None and self.session.path is not None:
            return self.session.path.name
        return self.tr("Untitled")

    def _update_title(self) -> None:
        self.setWindowTitle(self.tr("{name}[*] — gpuadvisor").format(name=title_part(self.display_name())))
        self.setWindowModified(not self.bridge.undo_stack.isClean())
        self.actions_.revert.setEnabled(self.session.path is not None)

    def _on_clean_changed(self, clean: bool) -> None:
        self.setWindowModified(not clean)

    def _on_busy_changed(self, busy: bool) -> None:
        if busy:
            self._status.setText(self.tr("Advising…"))

    def _on_result_ready(self, result) -> None:
        self._status.setText(self.tr("{n} options compared in {ms} ms").format(
            n=result.option_count, ms=round(result.elapsed_ms)))
        self._show_catalog_warnings()

    def _show_catalog_warnings(self) -> None:
        """Entries of the user's price overrides that were skipped: said once, without blocking."""
        if getattr(self, "_warned", False):
            return
        self._warned = True
        warnings = list(getattr(self.session.catalog, "warnings", []) or [])
        if not warnings:
            return
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Price overrides skipped"), self.tr(
            "Some entries of your catalog overrides could not be used and were skipped:"), parent=self)
        box.setDetailedText("\n".join(warnings))
        box.setInformativeText("\n".join(warnings[:3]) + ("\n…" if len(warnings) > 3 else ""))
        plain_box(box)  # the entries' names are the user's: shown as written, never as markup
        box.open()

    def _on_advise_failed(self, message: str) -> None:
        self._status.setText(self.tr("Advice failed: {message}").format(message=message))

    # -- files -------------------------------------------------------------------------------------
    def file_filter(self) -> str:
        return self.tr("gpuadvisor projects (*.gpuadv);;All files (*)")

    def is_modified(self) -> bool:
        return self.bridge is not None and not self.bridge.undo_stack.isClean()

    def maybe_save(self) -> bool:
        """True when it is fine to drop the current document (saved, discarded or unchanged)."""
        if not self.is_modified():
            return True
        answer = QMessageBox.question(
            self, self.tr("Unsaved changes"),
            auto_text(self.tr("Save the changes to {name}?").format(name=self.display_name())),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.file_save()
        return answer == QMessageBox.StandardButton.Discard

    def _reset_history(self) -> None:
        self.bridge.undo_stack.clear()
        self.bridge.undo_stack.setClean()
        self.session.discard_autosave()  # another document, or the file as on disk: nothing to recover
        self._update_title()

    def file_new(self) -> None:
        from gpuadvisor.session import new_document

        if not self.maybe_save():
            return
        self.session.new(new_document(self.settings.new_assumptions()))
        self._reset_history()

    def file_open(self) -> None:
        start = str(self.session.path.parent) if self.session.path else str(Path.home())
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open project"), start, self.file_filter())
        if path:
            self.open_path(path)

    def open_path(self, path: str, ask: bool = True) -> bool:
        """Open a project file; on failure a dialog names the file and the problem, the current project stays."""
        if ask and not self.maybe_save():
            return False
        try:
            self.session.open(path)
        except Exception as exc:  # noqa: BLE001 - any unreadable file is reported, never a crash
            QMessageBox.critical(self, self.tr("Cannot open project"), auto_text(self.tr(
                "Could not open {name}:\n\n{problem}").format(name=QFileInfo(str(path)).fileName(), problem=exc)))
            return False
        self.adopt_opened_file(path)
        return True

    def adopt_opened_file(self, path) -> None:
        """The session now holds ``path`` (opened here, or at start-up off the UI thread): a fresh
        undo history, the title, and the recent files."""
        self._reset_history()
        self.remember_recent(path)

    def file_save(self) -> bool:
        if self.session.path is None:
            return self.file_save_as()
        return self.save_to(self.session.path)

    def file_save_as(self) -> bool:
        start = str(self.session.path or Path.home() / (safe_file_name(self.session.document.title) + ".gpuadv"))
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save project as"), start, self.file_filter())
        if not path:
            return False
        if not Path(path).suffix:
            path += ".gpuadv"
        return self.save_to(path, check=False)  # the file dialog asked about replacing it

    def save_to(self, path, check: bool = True) -> bool:
        """Save to ``path``; when it is this window's file and another window or program changed it
        since it was opened or saved here, first ask: Overwrite, Save As…, Reload or Cancel."""
        if check and self.session.changed_on_disk(path):
            choice = self.ask_file_changed(QFileInfo(str(path)).fileName())
            if choice == "save_as":
                return self.file_save_as()
            if choice == "reload":
                self.reload_from_disk()
                return False  # nothing was saved: the window now shows the file on disk
            if choice != "overwrite":
                return False
        try:
            saved = self.session.save(path)
        except Exception as exc:  # noqa: BLE001
            QMessageBox.critical(self, self.tr("Cannot save project"), auto_text(self.tr(
                "Could not save {name}:\n\n{problem}").format(name=QFileInfo(str(path)).fileName(), problem=exc)))
            return False
        self.bridge.undo_stack.setClean()
        self.session.discard_autosave()
        self._update_title()
        self.remember_recent(saved)
        self.statusBar().showMessage(self.tr("Saved {name}").format(name=saved.name), 4000)
        return True

    def ask_file_changed(self, name: str) -> str:
        """"overwrite", "save_as", "reload" or "cancel" for a file changed on disk since this window
        opened or saved it (``file_changed_prompt``, when set, answers instead of the box)."""
        if self.file_changed_prompt is not None:
            return self.file_changed_prompt(name)
        from PySide6.QtCore import Qt

        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("File changed on disk"), self.tr(
            "{name} was changed by another window or program since it was opened or saved here.").format(
                name=name), parent=self)
        box.setTextFormat(Qt.TextFormat.PlainText)  # the name as written, never as markup
        box.setInformativeText(self.tr(
            "Overwrite it with this window's version, save this version under another name, or reload "
            "the file from disk and discard this window's changes?"))
        overwrite = box.addButton(self.tr("Overwrite"), QMessageBox.ButtonRole.DestructiveRole)
        save_as = box.addButton(self.tr("Save As…"), QMessageBox.ButtonRole.AcceptRole)
        reload_ = box.addButton(self.tr("Reload"), QMessageBox.ButtonRole.ResetRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(save_as)
        box.setEscapeButton(cancel)
        box.exec()
        clicked = box.clickedButton()
        for button, choice in ((overwrite, "overwrite"), (save_as, "save_as"), (reload_, "reload")):
            if clicked is button:
                return choice
        return "cancel"

    def reload_from_disk(self) -> bool:
        """Load this window's file again from disk, after confirming that its changes go; True when reloaded."""
        if self.session.path is None:
            return False
        if self.is_modified():
            answer = QMessageBox.question(
                self, self.tr("Reload"), self.tr(
                    "Discard this window's changes and load {name} as it is on disk now?").format(
                    name=self.display_name()),
                QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Cancel)
            if answer != QMessageBox.StandardButton.Discard:
                return False
        return self.open_path(str(self.session.path), ask=False)

    def file_revert(self) -> None:
        if self.session.path is None:
            return
        if self.is_modified():
            answer = QMessageBox.question(
                self, self.tr("Revert"), auto_text(self.tr("Discard all unsaved changes to {name}?").format(
                    name=self.display_name())))
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.open_path(str(self.session.path), ask=False)

    # -- printing ----------------------------------------------------------------------------------
    def file_print_preview(self) -> None:
        from .printing import print_preview

        print_preview(self.bridge, self)

    def file_print(self) -> None:
        from .printing import print_document

        print_document(self.bridge, self)

    def file_export_pdf(self) -> None:
        from .printing import export_pdf

        base = self.session.path.with_suffix(".pdf") if self.session.path else Path.home() / (
            safe_file_name(self.session.document.title) + ".pdf")
        path, chosen = QFileDialog.getSaveFileName(
            self, self.tr("Export PDF"), str(base), self.tr("PDF, A4 (*.pdf);;PDF, Letter (*.pdf)"))
        if not path:
            return
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        page = "Letter" if "Letter" in chosen else "A4"
        try:
            export_pdf(self.bridge, path, page)
        except Exception as exc:  # noqa: BLE001
            QMessageBox.critical(self, self.tr("Cannot export PDF"), auto_text(self.tr(
                "Could not write {name}:\n\n{problem}").format(name=QFileInfo(path).fileName(), problem=exc)))
            return
        self.statusBar().showMessage(self.tr("Saved {name}").format(name=Path(path).name), 4000)

    def remember_recent(self, path) -> None:
        from gpuadvisor.settings import save_settings

        self.settings.add_recent(path)
        try:
            save_settings(self.settings)
        except OSError:
            pass

    def _save_settings_quietly(self) -> None:
        from gpuadvisor.settings import save_settings

        try:
            save_settings(self.settings)
        except OSError:
            pass

    def _prune_recent(self) -> None:
        """Drop the recent files that no longer exist (saved at once)."""
        kept = [p for p in self.settings.recent_files if os.path.exists(p)]
        if kept != self.settings.recent_files:
            self.settings.recent_files = kept
            self._save_settings_quietly()

    def _open_recent(self, path: str) -> bool:
        if not os.path.exists(path):  # gone since the menu was built
            self.settings.recent_files = [r for r in self.settings.recent_files if r != path]
            self._save_settings_quietly()
            self.statusBar().showMessage(self.tr(
                "{name} no longer exists; it was removed from the recent files.").format(
                name=QFileInfo(path).fileName()), 8000)
            return False
        return self.open_path(path)

    def _fill_recent_menu(self) -> None:
        menu = self._recent_menu
        menu.clear()
        self._prune_recent()
        for i, p in enumerate(self.settings.recent_files):
            act = menu.addAction(f"&{(i + 1) % 10} {mnemonic_free(QFileInfo(p).fileName())}")
            act.setToolTip(tooltip(p))
            act.setStatusTip(p)
            act.triggered.connect(lambda _c=False, path=p: self._open_recent(path))
        if not self.settings.recent_files:
            menu.addAction(self.tr("(no recent files)")).setEnabled(False)

    # -- autosave and recovery -------------------------------------------------------------------------
    def autosave_now(self) -> bool:
        """Write this window's own autosave when there are unsaved changes; with none (saved, or
        undone back to the saved state) there is nothing to recover and the autosave goes."""
        if not self.is_modified():
            self.session.discard_autosave()
            return False
        try:
            self.session.autosave()
        except Exception:  # noqa: BLE001 - autosave must never interrupt the user
            return False
        return True

    def offer_recovery(self) -> bool:
        """Offer the autosaves of windows that did not close normally (never those of windows still
        open, here or in another gpuadvisor), newest first; True when one was recovered.  Discard
        deletes only the one offered; once one is recovered here, the others stay for the next start."""
        from .dialogs import recover

        recovered = False
        for slot in self.session.recoverable_autosaves():
            if recovered:
                slot.release()
                continue
            if not recover.ask_recover(self, str(slot.origin or ""), slot.saved_at_ms or None):
                slot.discard()
                continue
            try:
                self.session.recover(slot)  # it becomes this window's own autosave
            except Exception as exc:  # noqa: BLE001
                QMessageBox.critical(self, self.tr("Cannot recover"), auto_text(exc))
                slot.discard()
                continue
            recovered = True
        if recovered:
            self.bridge.undo_stack.clear()
            self.bridge.undo_stack.resetClean()  # recovered changes are unsaved
            self._update_title()
            self.setWindowModified(True)
        return recovered

    # -- other actions -------------------------------------------------------------------------------
    def add_blank_workload(self) -> None:
        self.tree.add_blank_workload()

    def add_blank_project(self) -> None:
        self.tree.add_blank_project()

    def duplicate_selected(self) -> None:
        self.tree.duplicate_selected()

    def delete_selected(self) -> None:
        self.tree.delete_selected()

    def rename_selected(self) -> None:
        self.tree.rename_selected()

    def move_selected_up(self) -> None:
        self.tree.move_selected(-1)

    def move_selected_down(self) -> None:
        self.tree.move_selected(+1)

    def show_preferences(self) -> None:
        from gpuadvisor.settings import save_settings

        from .dialogs.preferences import open_preferences

        new = open_preferences(self.settings, self)
        if new is not None:
            self._settings = new
            try:
                save_settings(new)
            except OSError as exc:
                QMessageBox.warning(self, self.tr("Preferences"), auto_text(exc))

    def show_cloud_providers(self) -> None:
        """Choose the clouds this project may rent from (one undoable edit)."""
        from .dialogs.providers import open_providers_dialog

        open_providers_dialog(self.bridge, self)

    def show_diagnosis(self) -> None:
        from .dialogs.diagnosis import open_diagnosis_dialog

        open_diagnosis_dialog(self)

    # -- answer, start page, guided flow, help (ui/pages.py) ----------------------------------------------
    def show_start_page(self) -> None:
        self.window_pages.show_start_page()

    def new_workload_guided(self) -> None:
        self.window_pages.new_workload_guided()

    def file_export_xlsx(self) -> None:
        self.window_pages.export_xlsx()

    def file_export_summary(self) -> None:
        self.window_pages.export_summary()

    def show_user_guide(self) -> None:
        self.window_pages.show_user_guide()

    def show_about(self) -> None:
        from .dialogs.about import show_about

        show_about(self)

    # -- events --------------------------------------------------------------------------------------
    def closeEvent(self, event) -> None:  # noqa: N802 - Qt API
        if self.bridge is not None and not self.maybe_save():
            event.ignore()
            return
        self.save_ui_state()
        if self.bridge is not None:
            self._autosave.stop()
            self._autosave_soon.stop()
            self.session.discard_autosave()  # a clean close leaves nothing to recover
            self.bridge.wait_idle(5000)
        event.accept()

    def dragEnterEvent(self, event) -> None:  # noqa: N802 - Qt API
        if self.bridge is not None and any(u.isLocalFile() for u in event.mimeData().urls()):
            event.acceptProposedAction()

    def dragMoveEvent(self, event) -> None:  # noqa: N802 - Qt API
        self.dragEnterEvent(event)

    def dropEvent(self, event) -> None:  # noqa: N802 - Qt API
        files = [u.toLocalFile() for u in event.mimeData().urls() if u.isLocalFile()]
        if files:
            event.acceptProposedAction()
            QTimer.singleShot(0, lambda: self.open_path(files[0]))  # not inside the drag's event loop
