"""A training recipe stated without gradient checkpointing whose memory forces a dear machine: the
advice says what full checkpointing would buy (found in the advice audit: a LoRA of an 8B model at
4 × 4,096 tokens without recompute needs 129 GiB and a 4× H200 server at NT$1.83M a year; with it, a
4× RTX 6000 Ada workstation at about a fifth of that). Made when read, not with every advice."""

from __future__ import annotations

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import Constraints, Project, ProjectDocument, Recipe, Schedule, Workload
from gpuadvisor.engine.advisor import RECOMPUTE_HINT_SHARE, advise
from gpuadvisor.report.summary import workload_dict


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(include_user_overrides=False)


def _lora(catalog, recompute: str) -> ProjectDocument:
    w = Workload(name="LoRA 8B", kind="lora", model=catalog.find_model("Llama 3.1 8B").spec,
                 recipe=Recipe(runtime="hf_transformers", micro_batch=4, seq_len=4096, grad_accum=4,
                               dataset_samples=50_000, epochs=3, recompute=recompute),
                 schedule=Schedule(frequency="weekly", hours_allowed_per_run=24),
                 constraints=Constraints(on_prem_only=True))
    return ProjectDocument(projects=[Project(name="P", workloads=[w])])


def test_checkpointing_that_cuts_the_cost_is_said(catalog):
    adv = advise(_lora(catalog, "none"), catalog).workloads[0]
    hint = adv.recompute_hint()
    assert hint is not None and hint.best_label == adv.best.label
    assert hint.annual_usd <= RECOMPUTE_HINT_SHARE * adv.best.annual_usd
    with_it = advise(_lora(catalog, "full"), catalog).workloads[0]
    assert with_it.best.label == hint.label and with_it.best.annual_usd == pytest.approx(hint.annual_usd)
    assert with_it.recompute_hint() is None  # already checkpointing
    # the CLI / JSON carry it
    res = advise(_lora(catalog, "none"), catalog)
    row = workload_dict(res.workloads[0], res.assumptions)
    assert row["recompute_hint"]["option"] == hint.label


def test_no_hint_where_checkpointing_changes_little(catalog):
    doc = _lora(catalog, "none")
    doc.projects[0].workloads[0].recipe.micro_batch = 1
    doc.projects[0].workloads[0].recipe.seq_len = 512
    adv = advise(doc, catalog).workloads[0]
    assert adv.best is not None and adv.recompute_hint() is None
