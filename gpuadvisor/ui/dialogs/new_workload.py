"""New workload…: a short wizard that asks what a small company would answer, nothing technical.

1. What do you want to run? (the guided templates of ``gpuadvisor.guided``; skipped when the
   start page already chose one);
2. the template's plain questions (how many staff, questions a day, "answer within 5 s",
   office hours or always, images a night, how often to retrain and how long it may take, must
   the data stay in the company), each with its one-line help under it; a duration is read as
   typed (``domain.units.parse_duration``) and how it was read is said under it;
3. what will be created, in words.

The wizard only asks: ``workloads`` holds what ``guided.build_workloads`` made of the answers
once it is accepted, and the window adds them as one undoable edit.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QWidget,
    QWizard,
    QWizardPage,
)

from gpuadvisor import guided
from gpuadvisor.domain.units import format_duration

from ..layout import ERROR_STYLE, FIELD_STYLESHEET, INVALID_PROPERTY, vbox
from ..textsafe import plain_label

KeyRole = Qt.ItemDataRole.UserRole + 1
MUTED = "#5a6470"



def _muted(parent: QWidget, text: str = "") -> QLabel:
    lab = plain_label(QLabel(text, parent))
    lab.setWordWrap(True)
    lab.setStyleSheet(f"color: {MUTED};")
    return lab


class ChoosePage(QWizardPage):
    """Page 1: what do you want to run?"""

    def __init__(self, wizard: "NewWorkloadWizard") -> None:
        super().__init__(wizard)
        self._wizard = wizard
        self.setTitle(QCoreApplication.translate("NewWorkload", "What do you want to run?"))
        self.setSubTitle(QCoreApplication.translate("NewWorkload", "Pick the closest. A few plain questions follow; "
                                                                   "every detail can be changed later "
                             "in the editor."))
        self.list = QListWidget(self)
        self.list.setObjectName("guidedTemplates")
        self.list.setWordWrap(True)
        self.list.setSpacing(2)
        for key, t in guided.GUIDED_TEMPLATES.items():
            item = QListWidgetItem(t.title() + "\n" + t.description())
            item.setData(KeyRole, key)
            item.setToolTip(t.description())
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        self.list.currentRowChanged.connect(lambda _r: self.completeChanged.emit())
        self.list.itemDoubleClicked.connect(lambda _i: wizard.next())
        self.setLayout(vbox(self.list))

    def key(self) -> str:
        item = self.list.currentItem()
        return item.data(KeyRole) if item is not None else ""

    def select(self, key: str) -> None:
        for i in range(self.list.count()):
            if self.list.item(i).data(KeyRole) == key:
                self.list.setCurrentRow(i)

    def isComplete(self) -> bool:  # noqa: N802 - Qt API
        return bool(self.key())


class QuestionsPage(QWizardPage):
    """Page 2: the chosen template's questions."""

    def __init__(self, wizard: "NewWorkloadWizard") -> None:
        super().__init__(wizard)
        self._wizard = wizard
        self.template: guided.GuidedTemplate | None = None
        self.inputs: dict[str, QWidget] = {}
        self.errors: dict[str, QLabel] = {}
        self.notes: dict[str, QLabel] = {}
        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.form.setVerticalSpacing(4)
        # in a scroll area: a message under a field, or a long list of questions, never squeezes the rows
        inner = QWidget(self)
        inner.setLayout(self.form)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(inner)
        self.setLayout(vbox(scroll))
        self.setStyleSheet(FIELD_STYLESHEET)
        self._answers: dict[str, object] = {}

    def initializePage(self) -> None:  # noqa: N802 - Qt API
        key = self._wizard.template_key()
        if self.template is not None and self.template.key == key:
            return  # coming back from the summary: keep what was typed
        self.template = guided.GUIDED_TEMPLATES[key]
        self.setTitle(self.template.title())
        self.setSubTitle(self.template.description())
        while self.form.rowCount():
            self.form.removeRow(0)
        self.inputs.clear()
        self.errors.clear()
        self.notes.clear()
        for q in self.template.questions:
            self._add_question(q)

    def _add_question(self, q: guided.Question) -> None:
        label = plain_label(QLabel(q.label(), self))
        label.setWordWrap(True)
        help_text = q.help()
        if q.kind == "choice":
            w = QComboBox(self)
            for k, text in (q.choices() if q.choices else {}).items():
                w.addItem(text, k)
            w.setCurrentIndex(max(0, w.findData(q.default)))
        elif q.kind == "yes_no":
            w = QCheckBox(QCoreApplication.translate("NewWorkload", "Yes"), self)
            w.setChecked(bool(q.default))
        else:
            w = QLineEdit(self)
            d = q.default
            w.setText(q.default_text() if q.kind == "duration" else
                      f"{int(d):,}" if float(d).is_integer() else f"{d:g}")
            if q.kind == "duration":
                w.setPlaceholderText(QCoreApplication.translate("NewWorkload", "e.g. 5 s, 300 ms, 2 分鐘"))
            w.textEdited.connect(lambda _t, key=q.key: self._check_one(key))
        w.setObjectName(f"guided:{q.key}")
        w.setToolTip(help_text)
        w.setWhatsThis(help_text)
        label.setToolTip(help_text)
        label.setBuddy(w)
        note = _muted(self, help_text)
        error = plain_label(QLabel(self))
        error.setStyleSheet(ERROR_STYLE)
        error.setWordWrap(True)
        error.hide()
        self.inputs[q.key] = w
        self.errors[q.key] = error
        self.notes[q.key] = note
        box = QWidget(self)  # a widget, not a bare layout: the wrapped lines get their height
        box.setLayout(vbox(w, error, note, spacing=2))
        self.form.addRow(label, box)
        if q.kind == "duration":
            self._check_one(q.key)

    # -- answers -------------------------------------------------------------------------------------
    def raw_answers(self) -> dict[str, object]:
        out: dict[str, object] = {}
        for key, w in self.inputs.items():
            if isinstance(w, QComboBox):
                out[key] = w.currentData()
            elif isinstance(w, QCheckBox):
                out[key] = w.isChecked()
            else:
                out[key] = w.text()
        return out

    def set_answer(self, key: str, value) -> None:
        w = self.inputs[key]
        if isinstance(w, QComboBox):
            w.setCurrentIndex(max(0, w.findData(value)))
        elif isinstance(w, QCheckBox):
            w.setChecked(bool(value))
        else:
            w.setText(str(value))
            self._check_one(key)

    def _check_one(self, key: str) -> bool:
        q = self.template.question(key)
        w = self.inputs[key]
        value = self.raw_answers()[key]
        try:
            parsed = guided.parse_answer(q, value)
        except guided.GuidedError as exc:
            self._show_error(key, str(exc))
            return False
        self._show_error(key, "")
        if q.kind == "duration":  # say how a duration was read when it was not typed that way
            shown = format_duration(parsed)
            typed = str(value).strip()
            self.notes[key].setText(q.help() if typed == shown else QCoreApplication.translate(
                "NewWorkload", "Read as {duration}. {help}").format(duration=shown, help=q.help()))
        w.setProperty(INVALID_PROPERTY, False)
        return True

    def _show_error(self, key: str, message: str) -> None:
        w = self.inputs[key]
        w.setProperty(INVALID_PROPERTY, bool(message))
        w.style().unpolish(w)
        w.style().polish(w)
        self.errors[key].setText(message)
        self.errors[key].setVisible(bool(message))

    def validatePage(self) -> bool:  # noqa: N802 - Qt API
        ok = all([self._check_one(k) for k in self.inputs])
        if not ok:
            return False
        try:
            self._wizard.workloads = guided.build_workloads(self.template.key, self.raw_answers())
        except guided.GuidedError as exc:
            key = exc.question if exc.question in self.inputs else next(iter(self.inputs))
            self._show_error(key, str(exc))
            return False
        return True


class SummaryPage(QWizardPage):
    """Page 3: what will be added."""

    def __init__(self, wizard: "NewWorkloadWizard") -> None:
        super().__init__(wizard)
        self._wizard = wizard
        self.setTitle(QCoreApplication.translate("NewWorkload", "Ready"))
        self.text = plain_label(QLabel(self))
        self.text.setWordWrap(True)
        self.text.setObjectName("guidedSummary")
        self.after = _muted(self, QCoreApplication.translate("NewWorkload", "The advice appears as soon as it is "
                                                                            "added. Change any detail in the editor; "
                                      "Edit → Undo removes it again."))
        self.setLayout(vbox(self.text, 10, self.after, "stretch"))
        self.setFinalPage(True)

    def initializePage(self) -> None:  # noqa: N802 - Qt API
        from gpuadvisor.report.labels import kind_labels

        kinds = kind_labels()
        t = guided.GUIDED_TEMPLATES[self._wizard.template_key()]
        lines = [t.creates(), ""]
        for w in self._wizard.workloads:
            line = QCoreApplication.translate("NewWorkload", "{name} ({kind})")
            lines.append("• " + line.format(name=w.name, kind=kinds.get(w.kind, w.kind)))
            if w.notes:
                lines.append("   " + w.notes)
        self.text.setText("\n".join(lines))


class NewWorkloadWizard(QWizard):
    """The guided New workload… flow; ``workloads`` is set when it is accepted."""

    def __init__(self, parent: QWidget | None = None, key: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("newWorkloadWizard")
        self.setWindowTitle(QCoreApplication.translate("NewWorkload", "New workload"))
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage, True)
        self.workloads: list = []
        self.choose = ChoosePage(self)
        self.questions = QuestionsPage(self)
        self.summary = SummaryPage(self)
        self._choose_id = self.addPage(self.choose)
        self._questions_id = self.addPage(self.questions)
        self._summary_id = self.addPage(self.summary)
        self.setButtonText(QWizard.WizardButton.FinishButton, QCoreApplication.translate("NewWorkload", "Add"))
        if key and key in guided.GUIDED_TEMPLATES:
            self.choose.select(key)
            self.setStartId(self._questions_id)
        self.resize(680, 620)

    def template_key(self) -> str:
        return self.choose.key()

    def template(self) -> guided.GuidedTemplate:
        return guided.GUIDED_TEMPLATES[self.template_key()]

    # -- driving it without a person (tests, scripts) ----------------------------------------------------
    def fill(self, answers: dict) -> None:
        """Go to the questions and type ``answers`` ({question key: value as typed})."""
        if self.currentId() == -1:
            self.restart()
        if self.currentId() == self._choose_id:
            self.next()
        for key, value in answers.items():
            self.questions.set_answer(key, value)

    def finish(self) -> bool:
        """Validate, go to the summary and accept; False (and still open) when an answer is refused."""
        if self.currentId() == self._questions_id:
            self.next()
        if self.currentId() != self._summary_id:
            return False
        self.accept()
        return True


def ask_new_workload(parent: QWidget | None = None, key: str = "") -> tuple[str, list] | None:
    """Run the wizard; (template key, workloads) when the user adds them, else None."""
    wizard = NewWorkloadWizard(parent, key)
    if wizard.exec() != QWizard.DialogCode.Accepted or not wizard.workloads:
        return None
    return wizard.template_key(), list(wizard.workloads)
