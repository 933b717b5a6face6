"""Guided New workload… (gpuadvisor.guided): plain answers become valid workloads that advise."""

import re

import pytest

from gpuadvisor import guided as G
from gpuadvisor.domain.project import DEFAULT_BUSY_HOUR_SHARE, Project, ProjectDocument, Workload
from gpuadvisor.session import ProjectSession

KINDS = {
    "chat_assistant": ["llm_serving"],
    "document_qa": ["llm_serving", "batch_inference"],
    "finetune_llm": ["lora"],
    "defect_detection": ["full_finetune", "realtime_inference"],
    "nightly_images": ["batch_inference"],
    "forecasting": ["pretrain"],
}


def test_six_templates_cover_what_smes_do():
    assert list(G.GUIDED_TEMPLATES) == list(KINDS)


@pytest.mark.parametrize("key", list(KINDS))
def test_defaults_make_valid_workloads_of_the_right_kinds(key):
    ws = G.build_workloads(key)
    assert [w.kind for w in ws] == KINDS[key]
    for w in ws:
        Workload.model_validate(w.model_dump(mode="json"))
    assert {w.id for w in G.build_workloads(key)}.isdisjoint({w.id for w in ws})  # fresh ids


def test_every_template_advises_with_a_feasible_option():
    ws = [w for key in KINDS for w in G.build_workloads(key)]
    session = ProjectSession(document=ProjectDocument(projects=[Project(name="p", workloads=ws)]))
    result = session.recompute()
    for adv in result.workloads:
        assert adv.error is None, adv.error
        assert adv.feasible, f"{adv.workload.name}: nothing fits"


def test_chat_assistant_for_40_staff_answer_within_5_s_office_hours():
    (w,) = G.build_workloads("chat_assistant", {"staff": 40, "answer_within": "5 s", "hours": "office_hours"})
    assert w.kind == "llm_serving"
    assert w.recipe.audience.users == 40
    assert w.recipe.audience.questions_per_user_per_day == 10  # the default
    assert w.recipe.audience.busy_hour_share is None  # office hours: the document's default share
    assert w.recipe.latency_target_ms == pytest.approx(5000)
    assert w.recipe.requests_per_day is None and w.recipe.requests_per_second is None  # the audience decides
    assert w.schedule.frequency == "always_on" and w.schedule.window == "office_hours"
    assert w.constraints.on_prem_only  # must the data stay? yes by default
    assert "40" in w.name


def test_always_on_is_flatter_and_runs_any_time():
    (w,) = G.build_workloads("chat_assistant", {"hours": "always", "data_stays": False})
    assert w.schedule.window == "any"
    assert w.recipe.audience.busy_hour_share == pytest.approx(G.ALWAYS_BUSY_HOUR_SHARE)
    assert G.ALWAYS_BUSY_HOUR_SHARE < DEFAULT_BUSY_HOUR_SHARE
    assert not w.constraints.on_prem_only


@pytest.mark.parametrize("typed, ms", [("5 s", 5000), ("5秒", 5000), ("五秒", 5000), ("within 2 s", 2000),
                                       ("1 min", 60000), ("3", 3000), ("1,500 ms", 1500)])
def test_answer_within_is_read_as_typed(typed, ms):
    (w,) = G.build_workloads("chat_assistant", {"answer_within": typed})
    assert w.recipe.latency_target_ms == pytest.approx(ms)


def test_durations_in_hours_take_a_bare_number_as_hours():
    (w,) = G.build_workloads("finetune_llm", {"may_take": "36"})
    assert w.schedule.hours_allowed_per_run == pytest.approx(36)
    (w,) = G.build_workloads("finetune_llm", {"may_take": "2 天"})
    assert w.schedule.hours_allowed_per_run == pytest.approx(48)


@pytest.mark.parametrize("answers, question", [
    ({"answer_within": "soon"}, "answer_within"),
    ({"answer_within": "0 s"}, "answer_within"),
    ({"staff": "forty"}, "staff"),
    ({"staff": 0}, "staff"),
    ({"staff": float("nan")}, "staff"),
    ({"hours": "weekends"}, "hours"),
    ({"model_size": "huge"}, "model_size"),
])
def test_bad_answers_name_the_question(answers, question):
    with pytest.raises(G.GuidedError) as err:
        G.build_workloads("chat_assistant", answers)
    assert err.value.question == question
    label = G.GUIDED_TEMPLATES["chat_assistant"].question(question).label()
    assert str(err.value).startswith(label)


def test_large_model_choices():
    (serve,) = G.build_workloads("chat_assistant", {"model_size": "large"})
    assert serve.model.params_b > 60
    (tune,) = G.build_workloads("finetune_llm", {"model_size": "large", "examples": "5,000"})
    assert tune.kind == "qlora" and tune.recipe.weight_format == "nf4"
    assert tune.recipe.dataset_samples == 5000


def test_defect_detection_makes_training_and_a_line_pc():
    train, line = G.build_workloads("defect_detection", {"train_images": 30000, "image_size": "1280",
                                                         "line_rate": 8, "check_within": "80 ms",
                                                         "retrain": "weekly", "may_take": "12 h"})
    assert train.recipe.dataset_samples == 30000 and train.recipe.image_size == 1280
    assert train.schedule.frequency == "weekly" and train.schedule.hours_allowed_per_run == pytest.approx(12)
    assert line.constraints.edge_deployment and line.constraints.on_prem_only
    assert line.recipe.requests_per_second == 8 and line.recipe.latency_target_ms == pytest.approx(80)


def test_nightly_batch_and_rag_index():
    (w,) = G.build_workloads("nightly_images", {"images": "120,000", "may_finish": "6 小時", "task": "detect"})
    assert w.recipe.samples_per_run == 120000 and w.schedule.hours_allowed_per_run == pytest.approx(6)
    assert w.schedule.window == "nights" and w.model.family == "detector"
    serve, index = G.build_workloads("document_qa", {"pages": 1000, "reindex": "daily"})
    assert serve.recipe.prompt_tokens > 1000  # the question carries the passages found
    assert index.recipe.samples_per_run == 1000 * G.CHUNKS_PER_PAGE and index.schedule.frequency == "daily"


def test_forecast_samples_from_history():
    (w,) = G.build_workloads("forecasting", {"series": 50, "readings_per_day": 24, "history_days": 100})
    assert w.recipe.dataset_samples == 50 * 24 * 100


def test_questions_are_plain_texts_without_internal_keys():
    key_like = re.compile(r"\b[a-z]+_[a-z_]+\b|default_assumptions|\{")
    for t in G.GUIDED_TEMPLATES.values():
        texts = [t.title(), t.description(), t.creates()]
        for q in t.questions:
            texts += [q.label(), q.help()]
            if q.choices:
                texts += list(q.choices().values())
            G.parse_answer(q, q.default)  # every default is a usable answer
            if q.kind == "duration":
                assert G.parse_answer(q, q.default_text()) == pytest.approx(q.default, rel=0.02)
        for text in texts:
            assert text.strip(), t.key
            assert not key_like.search(text), text
