"""Guided New workload…: the wizard asks the plain questions; the window adds the result as ONE edit."""

import pytest
from PySide6.QtWidgets import QMessageBox, QWizard

from gpuadvisor.session import ProjectSession
from gpuadvisor.settings import AppSettings
from gpuadvisor.ui.dialogs import new_workload
from gpuadvisor.ui.dialogs.new_workload import NewWorkloadWizard
from gpuadvisor.ui.main_window import MainWindow

TIMEOUT = 30000
CHAT_40 = {"staff": "40", "answer_within": "5 s", "hours": "office_hours"}


@pytest.fixture
def window(qtbot, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    w = MainWindow(session=ProjectSession(), settings=AppSettings())
    qtbot.addWidget(w)
    w.show()
    yield w
    w.bridge.wait_idle()
    w.bridge.undo_stack.setClean()


def drive(monkeypatch, key, answers, seen=None):
    """Replace the wizard's exec: choose ``key`` (unless preset), type ``answers``, press Add."""

    def exec_(self):
        if seen is not None:
            seen.append(self)
        if key:
            self.choose.select(key)
        self.fill(answers)
        return QWizard.DialogCode.Accepted if self.finish() else QWizard.DialogCode.Rejected

    monkeypatch.setattr(NewWorkloadWizard, "exec", exec_)


def test_wizard_asks_and_builds(qtbot):
    wiz = NewWorkloadWizard(None, "chat_assistant")
    qtbot.addWidget(wiz)
    wiz.show()
    assert wiz.currentId() == wiz._questions_id  # the template was chosen on the start page
    page = wiz.questions
    assert set(page.inputs) == {"staff", "questions_per_day", "answer_within", "hours", "model_size", "data_stays"}
    for key, w in page.inputs.items():
        assert w.toolTip() and w.whatsThis(), key
        assert page.notes[key].text()  # the help sentence under each question
    wiz.fill(CHAT_40)
    assert "5" in page.notes["answer_within"].text()  # what was understood is said
    assert wiz.finish()
    (w,) = wiz.workloads
    assert w.kind == "llm_serving" and w.recipe.audience.users == 40 and w.recipe.latency_target_ms == 5000


def test_a_bad_answer_stays_on_the_page_with_its_message(qtbot):
    wiz = NewWorkloadWizard(None, "chat_assistant")
    qtbot.addWidget(wiz)
    wiz.show()
    wiz.fill({"answer_within": "soon-ish"})
    assert page_error(wiz, "answer_within")
    assert not wiz.finish()
    assert wiz.currentId() == wiz._questions_id and wiz.workloads == []
    wiz.fill({"answer_within": "3 秒"})
    assert not page_error(wiz, "answer_within")
    assert wiz.finish()
    assert wiz.workloads[0].recipe.latency_target_ms == 3000


def page_error(wiz, key) -> str:
    lab = wiz.questions.errors[key]
    return lab.text() if not lab.isHidden() else ""


def test_choose_page_lists_every_template(qtbot):
    from gpuadvisor.guided import GUIDED_TEMPLATES

    wiz = NewWorkloadWizard()
    qtbot.addWidget(wiz)
    wiz.show()
    assert wiz.currentId() == wiz._choose_id
    keys = [wiz.choose.list.item(i).data(new_workload.KeyRole) for i in range(wiz.choose.list.count())]
    assert keys == list(GUIDED_TEMPLATES)
    wiz.choose.select("nightly_images")
    wiz.next()
    assert set(wiz.questions.inputs) == {q.key for q in GUIDED_TEMPLATES["nightly_images"].questions}


def test_chat_assistant_for_40_staff_is_one_undo_step(window, qtbot, monkeypatch):
    drive(monkeypatch, "chat_assistant", CHAT_40)
    stack = window.bridge.undo_stack
    before = stack.count()
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        window.actions_.new_workload.trigger()
    assert stack.count() == before + 1
    workloads = [w for _p, w in window.session.document.workloads()]
    assert len(workloads) == 1
    (w,) = workloads
    assert w.kind == "llm_serving"
    assert w.recipe.audience.users == 40
    assert w.recipe.latency_target_ms == 5000
    assert w.schedule.window == "office_hours"
    assert window.bridge.selected_workload_id == w.id
    # the new file's untouched first project takes the template's name, in the same step
    assert window.session.document.projects[0].name == "Internal chat assistant"
    assert stack.undoText() == "Add “Internal chat assistant”"
    stack.undo()
    assert [w for _p, w in window.session.document.workloads()] == []
    assert window.session.document.projects[0].name == "Project 1"
    stack.redo()
    assert [x.id for _p, x in window.session.document.workloads()] == [w.id]


def test_two_workloads_in_one_step_into_the_selected_project(window, qtbot, monkeypatch):
    window.tree.add_template_workload("lora_8b", "LoRA")
    pid = window.session.document.projects[0].id
    name = window.session.document.projects[0].name
    drive(monkeypatch, "", {}, seen := [])
    monkeypatch.setattr(NewWorkloadWizard, "__init__", _preset_init("defect_detection"))
    stack = window.bridge.undo_stack
    before = stack.count()
    window.new_workload_guided()
    assert stack.count() == before + 1
    project = window.session.document.projects[0]
    assert project.id == pid and project.name == name  # a project with work keeps its name
    assert [w.kind for w in project.workloads] == ["lora", "full_finetune", "realtime_inference"]
    stack.undo()
    assert [w.kind for w in window.session.document.projects[0].workloads] == ["lora"]


def _preset_init(key):
    original = NewWorkloadWizard.__init__

    def init(self, parent=None, _key=""):
        original(self, parent, key)

    return init


def test_a_file_without_projects_gets_one(window, qtbot, monkeypatch):
    from gpuadvisor.domain.edits import RemoveProject

    window.bridge.push(RemoveProject(window.session.document.projects[0].id))
    assert window.session.document.projects == []
    drive(monkeypatch, "forecasting", {"series": "12"})
    window.new_workload_guided()
    (project,) = window.session.document.projects
    assert project.name == "Sales or sensor forecasting"
    assert project.workloads[0].recipe.dataset_samples == 12 * 24 * 365


def test_cancel_adds_nothing(window, monkeypatch):
    monkeypatch.setattr(NewWorkloadWizard, "exec", lambda self: QWizard.DialogCode.Rejected)
    before = window.bridge.undo_stack.count()
    window.new_workload_guided()
    assert window.bridge.undo_stack.count() == before


def test_start_page_card_opens_the_questions(window, qtbot, monkeypatch):
    seen = []
    drive(monkeypatch, "", {"images": "2,000"}, seen)
    window.show_start_page()
    with qtbot.waitSignal(window.bridge.result_ready, timeout=TIMEOUT):
        window.start_page.guided_cards["nightly_images"].click()
    assert seen and seen[0].template_key() == "nightly_images"
    (w,) = [w for _p, w in window.session.document.workloads()]
    assert w.recipe.samples_per_run == 2000
    assert window.centralWidget().currentWidget() is not window.start_page
    assert window.views.currentWidget() is window.answer_view
