"""The window's way in and way out: the Answer page, the start page, the guided New workload…
flow, the exports and the help (kept out of ``main_window`` so that file stays small).

``WindowPages(window)`` is made by ``MainWindow.attach`` once the tabs exist:

* the Answer view (``views.answer_view``) becomes the first tab; a click on one of its
  workload lines shows the Workloads page with that workload selected;
* the central widget becomes a stack of the tabs and the start page (``views.start_page``),
  which ``show_start_page()`` brings up (at start-up when no file is given, and File → Start
  page) and which goes as soon as the file holds work;
* the guided flow (``dialogs.new_workload``) adds its workloads as one undoable edit;
* examples open as untitled copies, templates as a new untitled file;
* What's This? falls back to each widget's tooltip, and the assumptions get a plain sentence.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, QFileInfo, QObject, QTimer
from PySide6.QtWidgets import QMessageBox, QStackedWidget

from .textsafe import auto_text



class WindowPages(QObject):
    def __init__(self, window) -> None:
        super().__init__(window)
        from .help import explain_results_views, fill_whats_this, install_whats_this_fallback
        from .views.answer_view import AnswerView

        self.window = w = window
        # the Answer: the first tab
        self.answer_view = AnswerView(w.bridge, w)
        w.views.insertTab(0, self.answer_view, QCoreApplication.translate("MainWindow", "Answer"))
        w.views.setTabToolTip(0, QCoreApplication.translate(
            "MainWindow", "The decision for the whole file, its cost with a range, why, the risks, and one line per "
                          "workload: what to tell the boss."))
        self.answer_view.workload_activated.connect(self.show_workload)
        self.answer_view.new_workload_requested.connect(lambda: self.new_workload_guided(""))
        self.answer_view.start_page_requested.connect(self.show_start_page)
        # the start page, stacked with the tabs (built the first time it is shown)
        self._start_page = None
        self.stack = QStackedWidget(w)
        self.stack.setObjectName("centralStack")
        views = w.takeCentralWidget()
        self.stack.addWidget(views)
        w.setCentralWidget(self.stack)
        w.answer_view = self.answer_view  # the window's parts, by name
        w.bridge.changed.connect(self._on_changed)
        # help
        install_whats_this_fallback()
        self._header_help = explain_results_views(w.recommendations, None)
        fill_whats_this(w.editor)
        w.editor.page_built.connect(fill_whats_this)  # its tabs made later
        if w._plan_view is not None:  # else when the plan's page is first shown (``explain_plan``)
            self.explain_plan(w._plan_view)

    def explain_plan(self, plan_view) -> None:
        """The help of the plan's page: the assumptions' sentences, the table's header, the figures."""
        from .help import explain_assumption_fields, explain_results_views, fill_whats_this

        explain_assumption_fields(plan_view.assumptions)
        self._header_help += explain_results_views(None, plan_view)
        fill_whats_this(plan_view)

    @property
    def header_help(self) -> list:
        """The tables' header help (``help.HeaderHelp``), the plan's too (its page is built for it)."""
        self.window.ensure_plan()
        return self._header_help

    # -- start page ----------------------------------------------------------------------------------
    @property
    def start_page(self):
        """The start page (``views.start_page.StartPage``), made on first use."""
        if self._start_page is None:
            from .views.start_page import StartPage

            w = self.window
            sp = self._start_page = StartPage(lambda: w.settings, w)
            self.stack.addWidget(sp)
            sp.guided_requested.connect(self.new_workload_guided)
            sp.example_requested.connect(self.open_example)
            sp.template_requested.connect(self.new_from_template)
            sp.recent_requested.connect(self.open_recent)
            sp.recent_removed.connect(self.remove_recent)
            sp.open_requested.connect(self._open_dialog)
            sp.new_requested.connect(self._new_empty)
            sp.back_requested.connect(self.hide_start_page)
            sp.guide_requested.connect(self.show_user_guide)
            w.start_page = sp
        return self._start_page

    @property
    def start_page_shown(self) -> bool:
        return self._start_page is not None and self.stack.currentWidget() is self._start_page

    def _has_work(self) -> bool:
        doc = self.window.session.document
        return self.window.session.path is not None or any(p.workloads for p in doc.projects)

    def show_start_page(self) -> None:
        """File → Start page (and at start-up without a file)."""
        self.start_page.refresh()
        self.start_page.set_back(self.window.display_name() if self._has_work() else None)
        self.stack.setCurrentWidget(self.start_page)
        self.start_page.setFocus()

    def hide_start_page(self, tab: int | None = None) -> None:
        self.stack.setCurrentIndex(0)
        if tab is not None:
            self.window.views.setCurrentIndex(tab)

    def _on_changed(self, changes) -> None:
        # work arrived by another way (a menu, a drop, a recovered file): the start page goes
        if self.start_page_shown and getattr(changes, "structure", False) and self._has_work():
            self.hide_start_page()

    def _answer_tab(self) -> int:
        return self.window.views.indexOf(self.answer_view)

    def _workloads_tab(self) -> int:
        return self.window.views.indexOf(self.window.splitter)

    # -- what the start page offers ------------------------------------------------------------------------
    def open_example(self, path: str) -> bool:
        """Open a shipped example as an untitled copy (saving asks for a new name)."""
        from gpuadvisor.persistence import load_project

        w = self.window
        if not w.maybe_save():
            return False
        try:
            doc = load_project(path)
        except Exception as exc:  # noqa: BLE001 - reported, never a crash
            title = QCoreApplication.translate("MainWindow", "Cannot open project")
            text = QCoreApplication.translate("MainWindow", "Could not open {name}:\n\n{problem}")
            QMessageBox.critical(w, title, auto_text(text.format(name=QFileInfo(str(path)).fileName(), problem=exc)))
            return False
        w.session.new(doc)
        w._reset_history()
        self.hide_start_page(self._answer_tab())
        return True

    def new_from_template(self, key: str) -> bool:
        """A new untitled file holding one ready-made project."""
        from gpuadvisor import templates
        from gpuadvisor.session import new_document

        w = self.window
        if not w.maybe_save():
            return False
        project = templates.make_project(key)
        doc = new_document(w.settings.new_assumptions())
        doc.projects = [project]
        doc.title = project.name
        w.session.new(doc)
        w._reset_history()
        self.hide_start_page(self._answer_tab())
        return True

    def open_recent(self, path: str) -> bool:
        if not os.path.exists(path):
            self.start_page.refresh()
            return False
        if self.window.open_path(path):
            self.hide_start_page(self._answer_tab())
            return True
        return False

    def remove_recent(self, path: str) -> None:
        from gpuadvisor.settings import save_settings

        s = self.window.settings
        s.recent_files = [p for p in s.recent_files if p != path]
        try:
            save_settings(s)
        except OSError:
            pass  # the list on screen is right; the file is written next time
        self.start_page.refresh()

    def _open_dialog(self) -> None:
        before = self.window.session.path
        self.window.file_open()
        if self.window.session.path is not None and self.window.session.path != before:
            self.hide_start_page(self._answer_tab())

    def _new_empty(self) -> None:
        w = self.window
        if not w.maybe_save():
            return
        w.file_new()
        self.hide_start_page(self._workloads_tab())

    # -- the guided flow -----------------------------------------------------------------------------------
    def new_workload_guided(self, key: str = "") -> bool:
        """Edit → New workload…: ask the plain questions, add what they describe as one edit."""
        from .dialogs import new_workload

        got = new_workload.ask_new_workload(self.window, key or "")
        if got is None:
            return False
        return self.add_guided(*got)

    def add_guided(self, key: str, workloads) -> bool:
        """Add ``workloads`` (from ``guided.build_workloads``) to the selected project as ONE
        undoable edit; a file without projects gets a project named after the template, and the
        untouched first project of a new file takes the template's name."""
        from gpuadvisor.domain.edits import AddProject, AddWorkload, Batch, SetField
        from gpuadvisor.domain.project import Project
        from gpuadvisor.guided import GUIDED_TEMPLATES

        w = self.window
        if not workloads:
            return False
        title = GUIDED_TEMPLATES[key].title() if key in GUIDED_TEMPLATES else workloads[0].name
        label = QCoreApplication.translate("TreePanel", "Add “{name}”").format(name=title)
        doc = w.session.document
        pid = w.tree.current_project_id()
        project = next((p for p in doc.projects if p.id == pid), None) if pid else None
        if project is None:
            edit = AddProject(Project(name=title[:200], workloads=list(workloads)).model_dump(mode="json"), None, label)
        else:
            adds = [AddWorkload(pid, wl.model_dump(mode="json"), None, label) for wl in workloads]
            if not project.workloads and w.session.path is None and _default_project_name(project.name):
                adds.insert(0, SetField(pid, "name", title[:200], label))
            edit = Batch(tuple(adds), label)
        from_start = self.start_page_shown
        if not w.bridge.push(edit):
            return False
        w.tree.select_id(workloads[0].id)
        if from_start:  # a new user: the answer for what was just described
            self.hide_start_page(self._answer_tab())
        return True

    # -- links, exports, help ------------------------------------------------------------------------------
    def show_workload(self, workload_id: str) -> None:
        """A workload line of the Answer: select it and show its recommendations."""
        w = self.window
        self.hide_start_page(self._workloads_tab())
        w.tree.select_id(workload_id)
        w.bridge.select_workload(workload_id)
        QTimer.singleShot(0, lambda: w.recommendations.setFocus())

    def export_xlsx(self):
        from .exports import export_xlsx_dialog

        return export_xlsx_dialog(self.window.bridge, self.window)

    def export_summary(self):
        from .exports import export_pdf_dialog

        return export_pdf_dialog(self.window.bridge, self.window, summary_only=True)

    def show_user_guide(self):
        from .help import open_user_guide

        return open_user_guide(self.window)


def _default_project_name(name: str) -> bool:
    """The first project's name in a new file, in any language (never one the user typed)."""
    from gpuadvisor.i18n import LANGUAGES, catalogue

    names = {"Project 1"}
    for lang in LANGUAGES:
        cat = catalogue(lang) if lang != "en" else {}
        for ctx in ("Session", "TreePanel"):
            names.add(cat.get((ctx, "Project 1"), "Project 1"))
    return name.strip() in names
