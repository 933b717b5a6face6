"""Every QAction of the main window, declared once: text, shortcut, tooltip, and the slot it calls."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QStyle

SK = QKeySequence.StandardKey


class Actions(QObject):
    """The window's actions; ``connect(window)`` wires each to the window method of the same role."""

    def __init__(self, window) -> None:
        super().__init__(window)
        w = window
        style = w.style()

        def act(text: str, tip: str, slot, shortcut=None, icon=None) -> QAction:
            a = QAction(text, w)
            a.setToolTip(tip)
            a.setStatusTip(tip)
            if shortcut is not None:
                a.setShortcuts(QKeySequence.keyBindings(shortcut) if isinstance(shortcut, SK) else [QKeySequence(shortcut)])
            if icon is not None:
                a.setIcon(style.standardIcon(icon))
            a.triggered.connect(lambda _checked=False: slot())
            return a

        P = QStyle.StandardPixmap
        # File
        self.new = act(self.tr("&New"), self.tr("Start a new project file."), w.file_new, SK.New, P.SP_FileIcon)
        self.open = act(self.tr("&Open…"), self.tr("Open a project file (*.gpuadv)."), w.file_open, SK.Open,
                        P.SP_DialogOpenButton)
        self.save = act(self.tr("&Save"), self.tr("Save the project file."), w.file_save, SK.Save,
                        P.SP_DialogSaveButton)
        self.save_as = act(self.tr("Save &As…"), self.tr("Save the project under a new name."), w.file_save_as,
                           SK.SaveAs)
        self.revert = act(self.tr("&Revert"), self.tr("Discard unsaved changes and reload the file."),
                          w.file_revert)
        self.print_preview = act(self.tr("Print Pre&view…"), self.tr("Preview the printed recommendation summary."),
                                 w.file_print_preview, "Ctrl+Shift+P")
        self.print = act(self.tr("&Print…"), self.tr("Print the recommendation summary."), w.file_print, SK.Print)
        self.export_pdf = act(self.tr("&Export PDF…"), self.tr("Save the recommendation summary as a PDF (A4 or Letter)."),
                              w.file_export_pdf, "Ctrl+E")
        self.export_summary = act(self.tr("Export s&ummary (1 page)…"),
                                  self.tr("Save only the answer, on one page, as a PDF for the boss."),
                                  w.file_export_summary)
        self.export_xlsx = act(self.tr("Export E&xcel…"),
                               self.tr("Save the answer, the recommendations and the plan as an Excel workbook."),
                               w.file_export_xlsx)
        self.start_page = act(self.tr("S&tart page"),
                              self.tr("Examples, templates, recent files, and the guided way to describe a workload."),
                              w.show_start_page)
        self.quit = act(self.tr("&Quit"), self.tr("Close gpuadvisor."), w.close, SK.Quit)
        # Edit
        self.new_workload = act(self.tr("New wor&kload…"),
                                self.tr("Describe a workload in plain words (staff, questions a day, answer within…) "
                                        "and add it."), w.new_workload_guided)
        self.add_workload = act(self.tr("Add &workload"), self.tr("Add a blank workload to the selected project."),
                                w.add_blank_workload, "Ctrl+Shift+N")
        self.add_project = act(self.tr("Add &project"), self.tr("Add an empty project to the file."),
                               w.add_blank_project)
        self.duplicate = act(self.tr("D&uplicate"), self.tr("Copy the selected workload or project."),
                             w.duplicate_selected, "Ctrl+D")
        self.delete = act(self.tr("&Delete"), self.tr("Delete the selected workload or project."),
                          w.delete_selected, SK.Delete)
        self.rename = act(self.tr("Re&name"), self.tr("Rename the selected workload or project."),
                          w.rename_selected, "F2")
        self.move_up = act(self.tr("Move &up"), self.tr("Move the selection one place up."), w.move_selected_up,
                           "Ctrl+Shift+Up", P.SP_ArrowUp)
        self.move_down = act(self.tr("Move dow&n"), self.tr("Move the selection one place down."),
                             w.move_selected_down, "Ctrl+Shift+Down", P.SP_ArrowDown)
        self.cloud_providers = act(self.tr("C&loud providers…"),
                                   self.tr("Choose the clouds this project may rent from."),
                                   w.show_cloud_providers)
        self.preferences = act(self.tr("Pre&ferences…"), self.tr("Language, currency and defaults for new projects."),
                               w.show_preferences, SK.Preferences)
        # Tools / Help
        self.diagnose = act(self.tr("&Diagnose slow training…"),
                            self.tr("Find the bottleneck of a training run from its utilisation figures."),
                            w.show_diagnosis)
        self.measurements = act(self.tr("My &measurements…"),
                                self.tr("Runs you measured yourself: they calibrate the speed estimates of that GPU "
                                        "and runtime."), lambda: _open_measurements(w))
        self.about = act(self.tr("&About gpuadvisor"), self.tr("Version and credits."), w.show_about)
        self.user_guide = act(self.tr("&User guide"), self.tr("How to use gpuadvisor, how the numbers are made, and "
                                                              "a glossary."), w.show_user_guide, SK.HelpContents)
        from .help import whats_this_action

        self.whats_this = whats_this_action(w)  # Shift+F1; Qt's own text and shortcut

    def build_menus(self, window, bar: QMenuBar) -> dict[str, QMenu]:
        """File, Edit, Tools and Help menus; returns the submenus the window fills at run time."""
        w = window
        file_menu = bar.addMenu(self.tr("&File"))
        file_menu.addActions([self.new, self.open])
        recent = file_menu.addMenu(self.tr("Open &Recent"))
        file_menu.addAction(self.start_page)
        file_menu.addSeparator()
        file_menu.addActions([self.save, self.save_as, self.revert])
        file_menu.addSeparator()
        file_menu.addActions([self.print_preview, self.print, self.export_pdf, self.export_summary, self.export_xlsx])
        file_menu.addSeparator()
        file_menu.addAction(self.quit)

        edit = bar.addMenu(self.tr("&Edit"))
        undo = w.bridge.undo_stack.createUndoAction(w, self.tr("Undo"))
        undo.setShortcuts(QKeySequence.keyBindings(SK.Undo))
        redo = w.bridge.undo_stack.createRedoAction(w, self.tr("Redo"))
        redo.setShortcuts(QKeySequence.keyBindings(SK.Redo))
        self.undo, self.redo = undo, redo
        edit.addActions([undo, redo])
        edit.addSeparator()
        edit.addActions([self.new_workload, self.add_workload, self.add_project])
        templates = edit.addMenu(self.tr("Add from &template"))
        edit.addActions([self.duplicate, self.rename, self.delete])
        move_to = edit.addMenu(self.tr("Move &to project"))
        edit.addActions([self.move_up, self.move_down])
        edit.addSeparator()
        edit.addAction(self.cloud_providers)
        edit.addAction(self.preferences)

        tools = bar.addMenu(self.tr("&Tools"))
        tools.addAction(self.diagnose)
        tools.addAction(self.measurements)
        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addActions([self.user_guide, self.whats_this])
        help_menu.addSeparator()
        help_menu.addAction(self.about)
        return {"recent": recent, "templates": templates, "move_to": move_to}


def _open_measurements(window) -> None:
    """Tools → My measurements… (ui/dialogs/measurements.py): one undoable edit on OK."""
    from .dialogs.measurements import open_measurements_dialog

    open_measurements_dialog(window.bridge, window)
