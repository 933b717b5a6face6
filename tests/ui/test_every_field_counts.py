"""Issue #10 rule 5: every field the workload editor shows changes the advice or its validation.

Walks every field of the editor that is visible for each workload template (every kind is
covered), changes it to other values, and requires that at least one of them changes the advice
(ranking, figures, statuses, plan) — a field that changes nothing must not be shown.
"""

from __future__ import annotations

import json

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.edits import EditError, SetField, apply_edit
from gpuadvisor.domain.project import Project, ProjectDocument
from gpuadvisor.engine.advisor import advise
from gpuadvisor.report.summary import advice_dict
from gpuadvisor.templates import WORKLOAD_TEMPLATES

# Values to try for an empty optional field, by its last path part.
FILL = {
    "active_params_b": [None],  # replaced per model below
    "gflops_per_sample": [5.0, 500.0],
    "input_size": ["3x1280x1280"],
    "seq_len": [512, 8192],
    "image_size": [224, 1280],
    "dataset_samples": [10_000.0, 10_000_000.0],
    "dataset_tokens": [1e7, 1e10],
    "requests_per_day": [100.0, 1_000_000.0],
    "requests_per_second": [0.5, 200.0],
    "latency_target_ms": [50.0, 5000.0],
    "ttft_target_ms": [50.0, 2000.0],
    "samples_per_run": [1_000.0, 10_000_000.0],
    "hours_allowed_per_run": [0.01, 1.0, 5.0],
    "budget_per_year": [1_000.0, 100_000.0],
    "max_devices": [1, 2],
    "devices": [1, 2, 8],
    "kv_heads": [1, 8],
    "ffn": [1024, 65536],
    "vocab": [1000, 256_000],
    "experts": [8, 64],
    "experts_per_token": [1, 2],
    "max_context": [512, 1_000_000],
    "framework": ["pytorch_xla", "mlx", "jax"],
    "window": ["nights", "office_hours"],
    "interruptible": [False, True],
    "users": [5, 5_000],
    "questions_per_user_per_day": [1.0, 500.0],
    "busy_hour_share": [0.05, 0.9],
    "prefix_cached_share": [0.5, 0.9],
    "speculative_acceptance": [0.3, 0.9],
    "draft_params_b": [0.5, 3.0],
}


def _alternatives(spec, current, workload):
    name = spec.path.split(".")[-1]
    if name == "latency_percentile":
        return [50.0, 99.99]
    if spec.kind == "choice":
        keys = list(spec.choices().keys())
        return [k for k in keys if k != current]
    if spec.kind == "bool":
        return [not current]
    if spec.kind == "text":
        return ["Something else entirely", "3x1280x1280"]
    if spec.kind == "list":
        return [["q", "v"], ["all"]]
    if current is None:
        if name == "active_params_b":
            return [workload.model.params_b / 4]
        return FILL.get(name, [1, 10])
    if isinstance(current, bool):
        return [not current]
    if spec.kind == "int":
        return [int(current) * 4, max(1, int(current) // 4) if int(current) > 1 else int(current) + 7,
                int(current) * 1000, max(1, int(current) // 1000)]
    return [float(current) * 4, float(current) / 4, float(current) * 1000, float(current) / 1000]


def _loaded(doc):
    """The same document with 1,000 times the work (requests, inputs, data): fields whose effect
    depends on the load (a window, a percentile, allowed hours) are tried there too."""
    doc = doc.model_copy(deep=True)
    r = doc.projects[0].workloads[0].recipe
    for name in ("requests_per_day", "requests_per_second", "samples_per_run", "dataset_samples", "dataset_tokens"):
        value = getattr(r, name)
        if value:
            setattr(r, name, value * 1000)
    return doc


def _by_audience(doc):
    """The same document asked in the user's terms: the technical load cleared (it wins when set) and
    20,000 users asking 20 questions a day, so each audience field is tried where it is the load."""
    doc = doc.model_copy(deep=True)
    r = doc.projects[0].workloads[0].recipe
    r.requests_per_day = r.requests_per_second = None
    r.audience.users, r.audience.questions_per_user_per_day = 20_000, 20.0
    return doc


def _fingerprint(doc, catalog) -> str:
    data = advice_dict(advise(doc, catalog, use_cache=False), top=5)
    data.pop("elapsed_ms", None)
    return json.dumps(data, sort_keys=True, default=str)


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(include_user_overrides=False)


@pytest.fixture(scope="module")
def specs(qapp):
    from gpuadvisor.ui.views.workload_fields import model_fields, recipe_fields, schedule_fields, workload_fields

    return workload_fields() + model_fields() + recipe_fields() + schedule_fields()


@pytest.mark.parametrize("template", sorted(WORKLOAD_TEMPLATES))
def test_every_shown_field_changes_the_advice(template, catalog, specs):
    workload = WORKLOAD_TEMPLATES[template].make()
    doc = ProjectDocument(projects=[Project(name="P", workloads=[workload])])
    base = _fingerprint(doc, catalog)
    dead: list[str] = []
    for spec in specs:
        w = doc.projects[0].workloads[0]
        if spec.visible is not None and not spec.visible(w):
            continue
        holder = w
        for part in spec.path.split(".")[:-1]:
            holder = getattr(holder, part)
        current = getattr(holder, spec.path.split(".")[-1])
        changed = False
        starts = [(doc, base), (_loaded(doc), None)]
        if spec.path.startswith("recipe.audience."):
            starts.append((_by_audience(doc), None))
        for start, reference in starts:
            for value in _alternatives(spec, current, w):
                trial = start.model_copy(deep=True)
                try:
                    apply_edit(trial, SetField(target=w.id, path=spec.path, value=value))
                except EditError:
                    continue  # validation answered: refused with a message
                if reference is None:
                    reference = _fingerprint(start, catalog)
                if _fingerprint(trial, catalog) != reference:
                    changed = True
                    break
            if changed:
                break
        if not changed:
            dead.append(spec.path)
    assert not dead, f"{template}: fields shown that change nothing: {dead}"
