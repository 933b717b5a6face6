"""Guided "New workload…": what small companies do with AI, asked in their own terms (no Qt).

Each :class:`GuidedTemplate` lists the plain questions it asks (how many staff, questions a day,
"answer within 5 s", office hours or always, images a night, how often to retrain and how long
it may take, must the data stay in the company) and turns the answers into one or more
:class:`~gpuadvisor.domain.project.Workload` objects with the technical fields filled in from
published model shapes and ordinary defaults.  The window only asks (``ui.dialogs.new_workload``)
and adds what :func:`build_workloads` returns as one undoable edit.

Answers are a dict ``{question key: value}``: numbers for ``count`` questions, text as typed for
``duration`` questions ("5 s", "8 小時", a bare number in the question's unit), a key of the
question's choices for ``choice`` questions, a bool for ``yes_no``.  A missing answer takes the
question's default.  A bad answer raises :class:`GuidedError` naming the question.

Texts (titles, questions, help, workload names) are in the current language
(:func:`gpuadvisor.i18n.translate`, "Guided" context); keys never reach the user.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from gpuadvisor.domain.errors import GpuAdvisorError
from gpuadvisor.domain.project import ModelSpec, Workload
from gpuadvisor.domain.units import UNIT_SECONDS, format_duration, parse_duration
from gpuadvisor.i18n import translate
from gpuadvisor.templates import MODELS

#: Busiest-hour share of a day's questions for a service open around the clock (flatter than an
#: office day's 20 %, ``domain.project.DEFAULT_BUSY_HOUR_SHARE``): see ``BUSY_HOUR_SOURCE``.
ALWAYS_BUSY_HOUR_SHARE = 0.10
#: Share of answers that must arrive within the time the user gives ("answer within 5 s").
ANSWER_PERCENTILE = 95.0
#: Tokens of a chat question and its answer (a paragraph in, a few paragraphs out).
CHAT_PROMPT_TOKENS, CHAT_OUTPUT_TOKENS = 500, 300
#: A document question: the question plus the retrieved passages (about 6 chunks of 500 tokens).
RAG_PROMPT_TOKENS, RAG_OUTPUT_TOKENS = 3000, 300
#: Chunks of about 500 tokens a document page is cut into for the search index.
CHUNKS_PER_PAGE = 2


class GuidedError(GpuAdvisorError):
    """An answer that cannot be used; ``question`` is the key of the question, the message says why."""

    def __init__(self, message: str, question: str = "") -> None:
        super().__init__(message)
        self.question = question


@dataclass(frozen=True)
class Question:
    """One plain question.  ``kind``: "count" (a number), "duration" (typed text), "choice" or
    "yes_no".  ``label`` and ``help`` are callables so they follow the current language;
    ``choices`` returns {key: label}; ``unit`` is the unit of a bare number in a duration."""

    key: str
    kind: str
    label: Callable[[], str]
    help: Callable[[], str]
    default: Any
    minimum: float | None = None
    maximum: float | None = None
    unit: str = "s"
    choices: Callable[[], dict[str, str]] | None = None
    integer: bool = True

    def default_text(self) -> str:
        """The default as a user would type it (durations in the current language)."""
        if self.kind == "duration":
            return format_duration(float(self.default))
        return str(self.default)


@dataclass(frozen=True)
class GuidedTemplate:
    key: str
    title: Callable[[], str]
    description: Callable[[], str]
    questions: tuple[Question, ...]
    make: Callable[[dict[str, Any]], list[Workload]]
    creates: Callable[[], str] = field(default=lambda: "")  # "one workload: …" in plain words

    def question(self, key: str) -> Question:
        for q in self.questions:
            if q.key == key:
                return q
        raise KeyError(key)


# ---------------------------------------------------------------------------------------------
# the questions (shared by several templates)


def _q_staff(default: int = 40) -> Question:
    return Question(
        "staff", "count",
        lambda: translate("Guided", "How many people will use it?"),
        lambda: translate("Guided", "Everyone who may ask it questions, e.g. 40 staff."),
        default, 1, 1_000_000)


def _q_questions(default: float = 10) -> Question:
    return Question(
        "questions_per_day", "count",
        lambda: translate("Guided", "Questions per person per working day"),
        lambda: translate("Guided", "How often one person asks on an ordinary day; 10 is a keen user."),
        default, 0.1, 10_000, integer=False)


def _q_answer_within(default_s: float = 5.0) -> Question:
    return Question(
        "answer_within", "duration",
        lambda: translate("Guided", "Answer within"),
        lambda: translate("Guided", "The longest a person should wait for a whole answer, typed as you would say "
                          "it: 5 s, 10 秒, 1 min. 19 of 20 answers must arrive within it."),
        default_s, 0.05, 3600.0, unit="s")


def _q_hours(default: str = "office_hours") -> Question:
    return Question(
        "hours", "choice",
        lambda: translate("Guided", "When is it used?"),
        lambda: translate("Guided", "Office hours: working days, 09:00–18:00 (set in the assumptions). "
                          "Always: around the clock, every day."),
        default, choices=lambda: {
            "office_hours": translate("Guided", "Office hours"),
            "always": translate("Guided", "Always (24 hours a day)"),
        })


def _q_data_stays(default: bool = True) -> Question:
    return Question(
        "data_stays", "yes_no",
        lambda: translate("Guided", "Must the data stay in the company?"),
        lambda: translate("Guided", "Yes: only machines you own are considered; cloud rentals are shown for "
                          "comparison only."),
        default)


def _q_llm_size(default: str = "small") -> Question:
    return Question(
        "model_size", "choice",
        lambda: translate("Guided", "Model size"),
        lambda: translate("Guided", "A small model (8 billion parameters) answers fast on one graphics card; a "
                          "large one (70 billion) answers better and needs several."),
        default, choices=lambda: {
            "small": translate("Guided", "Small (Llama 3 8B): fast, one GPU"),
            "large": translate("Guided", "Large (Llama 3 70B): better answers, several GPUs"),
        })


def _q_retrain(default: str = "monthly", once: bool = False) -> Question:
    def choices() -> dict[str, str]:
        out = {}
        if once:
            out["once"] = translate("Guided", "Once")
        out.update({
            "weekly": translate("Guided", "Every week"),
            "monthly": translate("Guided", "Every month"),
            "quarterly": translate("Guided", "Every quarter"),
        })
        return out

    return Question(
        "retrain", "choice",
        lambda: translate("Guided", "How often is it trained again?"),
        lambda: translate("Guided", "Training again on new data keeps the model up to date."),
        default, choices=choices)


def _q_may_take(default_h: float, key: str = "may_take") -> Question:
    return Question(
        key, "duration",
        lambda: translate("Guided", "One training may take at most"),
        lambda: translate("Guided", "The deadline of one run, e.g. 24 h, 2 天, a weekend = 60 h."),
        default_h * 3600.0, 60.0, 365 * 86400.0, unit="h")


# ---------------------------------------------------------------------------------------------
# building workloads


def _model(key: str) -> dict:
    return ModelSpec.model_validate(MODELS[key]).model_dump()


def _workload(name: str, kind: str, model: str, recipe: dict, schedule: dict, constraints: dict,
              notes: str) -> Workload:
    return Workload.model_validate({
        "name": name[:200], "kind": kind, "model": _model(model), "recipe": recipe,
        "schedule": schedule, "constraints": constraints, "notes": notes,
    })


def _count_text(n: float) -> str:
    return f"{n:,.0f}" if float(n).is_integer() else f"{n:,.1f}"


def _service_schedule(hours: str) -> dict:
    return {"frequency": "always_on", "window": "office_hours" if hours == "office_hours" else "any"}


def _audience(a: dict) -> dict:
    aud = {"users": int(a["staff"]), "questions_per_user_per_day": float(a["questions_per_day"])}
    if a["hours"] == "always":
        aud["busy_hour_share"] = ALWAYS_BUSY_HOUR_SHARE
    return aud


def _llm_serving(a: dict, name: str, prompt: int, output: int, notes: str) -> Workload:
    large = a["model_size"] == "large"
    return _workload(
        name, "llm_serving", "llama3_70b" if large else "llama3_8b",
        {"runtime": "vllm", "precision": "bf16", "weight_format": "bf16", "micro_batch": 4, "seq_len": 4096,
         "prompt_tokens": prompt, "output_tokens": output,
         "latency_target_ms": a["answer_within"] * 1000.0, "latency_percentile": ANSWER_PERCENTILE,
         "audience": _audience(a)},
        _service_schedule(a["hours"]),
        {"on_prem_only": bool(a["data_stays"])},
        notes)


def _chat(a: dict) -> list[Workload]:
    name = translate("Guided", "Chat assistant for {n} staff").format(n=_count_text(a["staff"]))
    notes = translate("Guided", "Internal chat assistant: {n} people, {q} questions each a working day, each answer "
                      "within {t}.").format(n=_count_text(a["staff"]), q=_count_text(a["questions_per_day"]),
                                            t=format_duration(a["answer_within"]))
    return [_llm_serving(a, name, CHAT_PROMPT_TOKENS, CHAT_OUTPUT_TOKENS, notes)]


def _rag(a: dict) -> list[Workload]:
    name = translate("Guided", "Document Q&A for {n} staff").format(n=_count_text(a["staff"]))
    notes = translate("Guided", "Answers questions from company documents (retrieval-augmented generation): each "
                      "question carries the passages found in the documents.")
    serve = _llm_serving(a, name, RAG_PROMPT_TOKENS, RAG_OUTPUT_TOKENS, notes)
    pages = int(a["pages"])
    index = _workload(
        translate("Guided", "Index {n} document pages").format(n=_count_text(pages)),
        "batch_inference", "bert_base",
        {"precision": "fp16", "weight_format": "fp16", "micro_batch": 64, "seq_len": 512,
         "samples_per_run": pages * CHUNKS_PER_PAGE},
        {"frequency": a["reindex"], "hours_allowed_per_run": 8, "window": "nights"},
        {"on_prem_only": bool(a["data_stays"])},
        translate("Guided", "Turns every page into search vectors with an embedding model of BERT-base size "
                  "(about {n} passages of 500 tokens), at night.").format(
            n=_count_text(pages * CHUNKS_PER_PAGE)))
    return [serve, index]


def _finetune(a: dict) -> list[Workload]:
    large = a["model_size"] == "large"
    examples = float(a["examples"])
    if large:
        name = translate("Guided", "QLoRA fine-tune of a 70B LLM on company documents")
        recipe = {"precision": "bf16", "weight_format": "nf4", "micro_batch": 1, "seq_len": 2048, "grad_accum": 16,
                  "dataset_samples": examples, "epochs": 2, "recompute": "full", "lora_rank": 16}
    else:
        name = translate("Guided", "LoRA fine-tune of an 8B LLM on company documents")
        recipe = {"precision": "bf16", "weight_format": "bf16", "micro_batch": 4, "seq_len": 2048, "grad_accum": 4,
                  "dataset_samples": examples, "epochs": 3, "recompute": "full", "lora_rank": 16}
    return [_workload(
        name, "qlora" if large else "lora", "llama3_70b" if large else "llama3_8b", recipe,
        {"frequency": a["retrain"], "hours_allowed_per_run": a["may_take"] / 3600.0},
        {"on_prem_only": bool(a["data_stays"])},
        translate("Guided", "Adapts the model to {n} examples from company documents (passages of about "
                  "2,000 tokens).").format(n=_count_text(examples)))]


def _defects(a: dict) -> list[Workload]:
    size = int(a["image_size"])
    train = _workload(
        translate("Guided", "Defect detector training"), "full_finetune", "yolov8m",
        {"precision": "fp16", "weight_format": "fp16", "micro_batch": 16 if size <= 640 else 8, "seq_len": None,
         "image_size": size, "optimizer": "sgd_momentum", "dataset_samples": float(a["train_images"]),
         "epochs": 100},
        {"frequency": a["retrain"], "hours_allowed_per_run": a["may_take"] / 3600.0},
        {"on_prem_only": bool(a["data_stays"])},
        translate("Guided", "A YOLOv8m detector trained on {n} labelled images of {size} pixels.").format(
            n=_count_text(a["train_images"]), size=size))
    line = _workload(
        translate("Guided", "Defect inspection on the line PC"), "realtime_inference", "yolov8m",
        {"precision": "fp16", "weight_format": "fp16", "runtime": "onnxruntime", "micro_batch": 1, "seq_len": None,
         "image_size": size, "requests_per_second": float(a["line_rate"]),
         "latency_target_ms": a["check_within"] * 1000.0},
        {"frequency": "always_on"},
        {"on_prem_only": True, "framework": "onnxruntime", "edge_deployment": True},
        translate("Guided", "Checks {rate} images a second beside the production line, each within {t}.").format(
            rate=_count_text(a["line_rate"]), t=format_duration(a["check_within"])))
    return [train, line]


def _nightly(a: dict) -> list[Workload]:
    detect = a["task"] == "detect"
    n = float(a["images"])
    name = (translate("Guided", "Nightly object detection on {n} images") if detect
            else translate("Guided", "Nightly classification of {n} images")).format(n=_count_text(n))
    recipe = ({"precision": "fp16", "weight_format": "fp16", "micro_batch": 16, "seq_len": None, "image_size": 640,
               "samples_per_run": n} if detect else
              {"precision": "fp16", "weight_format": "fp16", "micro_batch": 64, "seq_len": None, "image_size": 224,
               "samples_per_run": n})
    return [_workload(
        name, "batch_inference", "yolov8m" if detect else "resnet50", recipe,
        {"frequency": "daily", "hours_allowed_per_run": a["may_finish"] / 3600.0, "window": "nights"},
        {"on_prem_only": bool(a["data_stays"])},
        translate("Guided", "Every night, {n} images, finished within {t}.").format(
            n=_count_text(n), t=format_duration(a["may_finish"])))]


def _forecast(a: dict) -> list[Workload]:
    series = float(a["series"])
    per_day = float(a["readings_per_day"])
    days = float(a["history_days"])
    samples = max(1.0, series * per_day * days)
    return [_workload(
        translate("Guided", "Forecaster for {n} series").format(n=_count_text(series)),
        "pretrain", "sensor_lstm",
        {"precision": "fp16", "weight_format": "fp16", "micro_batch": 256, "seq_len": 60,
         "dataset_samples": samples, "epochs": 10},
        {"frequency": a["retrain"], "hours_allowed_per_run": a["may_take"] / 3600.0, "window": "nights"},
        {"on_prem_only": bool(a["data_stays"])},
        translate("Guided", "An LSTM + Transformer forecaster of about 3 million parameters, trained on {n} "
                  "series x {r} readings a day x {d} days of history.").format(
            n=_count_text(series), r=_count_text(per_day), d=_count_text(days)))]


# ---------------------------------------------------------------------------------------------
# the templates

GUIDED_TEMPLATES: dict[str, GuidedTemplate] = {t.key: t for t in (
    GuidedTemplate(
        "chat_assistant",
        lambda: translate("Guided", "Internal chat assistant"),
        lambda: translate("Guided", "A ChatGPT-like assistant that staff ask questions, running on your own "
                          "model."),
        (_q_staff(), _q_questions(), _q_answer_within(5.0), _q_hours(), _q_llm_size(), _q_data_stays()),
        _chat,
        lambda: translate("Guided", "Creates one service workload: a language model answering staff.")),
    GuidedTemplate(
        "document_qa",
        lambda: translate("Guided", "Document Q&A over company files (RAG)"),
        lambda: translate("Guided", "Staff ask questions and get answers taken from your own documents, manuals "
                          "and regulations."),
        (_q_staff(), _q_questions(5), _q_answer_within(10.0), _q_hours(),
         Question("pages", "count", lambda: translate("Guided", "How many pages of documents?"),
                  lambda: translate("Guided", "All the pages it should search, e.g. 20,000 pages of manuals and "
                                    "procedures."), 20_000, 1, 1e9),
         Question("reindex", "choice", lambda: translate("Guided", "How often are the documents read again?"),
                  lambda: translate("Guided", "New and changed documents are indexed at night."), "weekly",
                  choices=lambda: {"daily": translate("Guided", "Every night"),
                                   "weekly": translate("Guided", "Every week"),
                                   "monthly": translate("Guided", "Every month")}),
         _q_llm_size(), _q_data_stays()),
        _rag,
        lambda: translate("Guided", "Creates two workloads: the question-answering service and the nightly "
                          "indexing of the documents.")),
    GuidedTemplate(
        "finetune_llm",
        lambda: translate("Guided", "Fine-tune a language model on company documents"),
        lambda: translate("Guided", "Teach an open model your company's terms and style (LoRA on a small model, "
                          "QLoRA on a large one)."),
        (Question("examples", "count", lambda: translate("Guided", "How many training examples?"),
                  lambda: translate("Guided", "Question-and-answer pairs or document passages, e.g. 20,000."),
                  20_000, 10, 1e9),
         _q_retrain("monthly", once=True), _q_may_take(24.0), _q_llm_size(), _q_data_stays()),
        _finetune,
        lambda: translate("Guided", "Creates one training workload.")),
    GuidedTemplate(
        "defect_detection",
        lambda: translate("Guided", "Defect detection on a production line"),
        lambda: translate("Guided", "Train a detector on labelled photos of good and bad parts, then check every "
                          "part on a PC beside the line."),
        (Question("train_images", "count", lambda: translate("Guided", "How many labelled images to train on?"),
                  lambda: translate("Guided", "Photos with the defects marked, e.g. 20,000."), 20_000, 10, 1e9),
         Question("image_size", "choice", lambda: translate("Guided", "Camera image size"),
                  lambda: translate("Guided", "Larger images find smaller defects and need more computing."), "640",
                  choices=lambda: {"640": translate("Guided", "640 × 640 pixels"),
                                   "1280": translate("Guided", "1280 × 1280 pixels (small defects)")}),
         _q_retrain("monthly"), _q_may_take(48.0),
         Question("line_rate", "count", lambda: translate("Guided", "Parts checked per second on the line"),
                  lambda: translate("Guided", "How many images the line PC must check each second."), 5, 0.01, 10_000,
                  integer=False),
         Question("check_within", "duration", lambda: translate("Guided", "Each part checked within"),
                  lambda: translate("Guided", "The longest one check may take, e.g. 100 ms or 0.5 s."), 0.1, 0.001, 60.0,
                  unit="ms"),
         _q_data_stays()),
        _defects,
        lambda: translate("Guided", "Creates two workloads: the training and the inspection on the line PC.")),
    GuidedTemplate(
        "nightly_images",
        lambda: translate("Guided", "Nightly image batch"),
        lambda: translate("Guided", "Sort, tag or inspect the day's photos overnight (product images, scans)."),
        (Question("images", "count", lambda: translate("Guided", "How many images per night?"),
                  lambda: translate("Guided", "All the images of one night's batch, e.g. 50,000."), 50_000, 1, 1e12),
         Question("task", "choice", lambda: translate("Guided", "What is done to each image?"),
                  lambda: translate("Guided", "Classifying gives each image a label; detecting finds and boxes "
                                    "objects in it (more work)."), "classify",
                  choices=lambda: {"classify": translate("Guided", "Classify (ResNet-50)"),
                                   "detect": translate("Guided", "Detect objects (YOLOv8m)")}),
         Question("may_finish", "duration", lambda: translate("Guided", "The batch must finish within"),
                  lambda: translate("Guided", "The night's window, e.g. 8 h."), 8 * 3600.0, 60.0, 7 * 86400.0, unit="h"),
         _q_data_stays(False)),
        _nightly,
        lambda: translate("Guided", "Creates one nightly batch workload.")),
    GuidedTemplate(
        "forecasting",
        lambda: translate("Guided", "Sales or sensor forecasting"),
        lambda: translate("Guided", "Predict tomorrow's sales or a machine's readings from their history."),
        (Question("series", "count", lambda: translate("Guided", "How many things to forecast?"),
                  lambda: translate("Guided", "Products, stores, machines or sensors, each with its own history, "
                                    "e.g. 200."), 200, 1, 1e8),
         Question("readings_per_day", "count", lambda: translate("Guided", "Readings per day of each"),
                  lambda: translate("Guided", "1 for daily sales, 24 for hourly, 96 for every 15 minutes."), 24, 1,
                  86_400),
         Question("history_days", "count", lambda: translate("Guided", "Days of history to learn from"),
                  lambda: translate("Guided", "How far back the data goes, e.g. 365 days."), 365, 1, 36_500),
         _q_retrain("weekly"), _q_may_take(12.0), _q_data_stays()),
        _forecast,
        lambda: translate("Guided", "Creates one training workload.")),
)}


# ---------------------------------------------------------------------------------------------
# answers


def _number(q: Question, value: Any) -> float:
    if isinstance(value, bool):
        raise GuidedError(translate("Guided", "{question}: write a number.").format(question=q.label()), q.key)
    if isinstance(value, str):
        text = value.strip().replace(",", "").replace("，", "").replace(" ", "")
        try:
            value = float(text)
        except ValueError:
            raise GuidedError(translate("Guided", "{question}: “{text}” is not a number.").format(
                question=q.label(), text=value[:40]), q.key) from None
    try:
        x = float(value)
    except (TypeError, ValueError):
        raise GuidedError(translate("Guided", "{question}: write a number.").format(question=q.label()), q.key) from None
    if x != x or x in (float("inf"), float("-inf")):
        raise GuidedError(translate("Guided", "{question}: write a number.").format(question=q.label()), q.key)
    return x


def _check_range(q: Question, x: float, shown: str) -> None:
    if q.minimum is not None and x < q.minimum:
        raise GuidedError(translate("Guided", "{question}: at least {min}.").format(
            question=q.label(), min=shown if shown else _count_text(q.minimum)), q.key)
    if q.maximum is not None and x > q.maximum:
        raise GuidedError(translate("Guided", "{question}: at most {max}.").format(
            question=q.label(), max=shown if shown else _count_text(q.maximum)), q.key)


def parse_answer(q: Question, value: Any) -> Any:
    """One answer as the template uses it (seconds for a duration); GuidedError when unusable."""
    if value is None or (isinstance(value, str) and not value.strip() and q.kind != "choice"):
        value = q.default
    if q.kind == "count":
        x = _number(q, value)
        if q.minimum is not None and x < q.minimum:
            _check_range(q, x, "")
        if q.maximum is not None and x > q.maximum:
            _check_range(q, x, "")
        return int(round(x)) if q.integer else x
    if q.kind == "duration":
        try:
            seconds = parse_duration(value, q.unit) if isinstance(value, str) else float(value)
        except (ValueError, TypeError) as exc:
            raise GuidedError(translate("Guided", "{question}: {problem}").format(
                question=q.label(), problem=str(exc)), q.key) from None
        if seconds != seconds:
            raise GuidedError(translate("Guided", "{question}: write a number.").format(question=q.label()), q.key)
        if q.minimum is not None and seconds < q.minimum:
            _check_range(q, seconds, format_duration(q.minimum))
        if q.maximum is not None and seconds > q.maximum:
            _check_range(q, seconds, format_duration(q.maximum))
        return seconds
    if q.kind == "choice":
        options = q.choices() if q.choices else {}
        key = q.default if value in (None, "") else str(value)
        if key not in options:
            raise GuidedError(translate("Guided", "{question}: choose one of the options.").format(
                question=q.label()), q.key)
        return key
    if q.kind == "yes_no":
        if isinstance(value, str):
            return value.strip().lower() in ("1", "true", "yes", "y", "是")
        return bool(value)
    raise GuidedError(f"unknown question kind {q.kind!r}", q.key)


def answers_with_defaults(template: GuidedTemplate, answers: dict[str, Any] | None = None) -> dict[str, Any]:
    """Every question's parsed answer: the given one, else the default."""
    answers = answers or {}
    return {q.key: parse_answer(q, answers.get(q.key)) for q in template.questions}


def build_workloads(key: str, answers: dict[str, Any] | None = None) -> list[Workload]:
    """The workloads (fresh ids) for the guided template ``key`` and the user's answers.
    KeyError for an unknown template; GuidedError for an unusable answer."""
    template = GUIDED_TEMPLATES[key]
    parsed = answers_with_defaults(template, answers)
    try:
        return template.make(parsed)
    except GuidedError:
        raise
    except ValueError as exc:  # a combination the document refuses (pydantic names the field)
        raise GuidedError(str(exc).splitlines()[0]) from None


def duration_seconds(text: str, unit: str = "s") -> float:
    """A typed duration in seconds (for the window's live check of a duration answer)."""
    return parse_duration(text, unit)


__all__ = ["GUIDED_TEMPLATES", "GuidedError", "GuidedTemplate", "Question", "answers_with_defaults",
           "build_workloads", "parse_answer", "UNIT_SECONDS"]
