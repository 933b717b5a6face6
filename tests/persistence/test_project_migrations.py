"""Schema migrations: the hand-written schema-1 file lands where schema 2 expects it."""

from __future__ import annotations

import copy
import json
import shutil
from pathlib import Path

import pytest

from gpuadvisor.persistence import CURRENT_SCHEMA_VERSION, ProjectFileError, load_project, loads_project, read_project
from gpuadvisor.persistence import save_project
from gpuadvisor.persistence.migrations import MIGRATIONS, V1_EVERY, MigrationError, migrate
from gpuadvisor.persistence.project_file import OLDEST_SCHEMA_VERSION

V1_FIXTURE = Path(__file__).resolve().parent / "fixtures" / "v1_project.gpuadv"


def _v1() -> dict:
    return json.loads(V1_FIXTURE.read_text(encoding="utf-8"))


def test_every_old_schema_has_a_step():
    assert sorted(MIGRATIONS) == list(range(OLDEST_SCHEMA_VERSION, CURRENT_SCHEMA_VERSION))


def test_v1_fixture_is_schema_1():
    data = _v1()
    assert data["schema_version"] == 1 and "document" not in data


def test_v1_fixture_migrates():
    loaded = read_project(V1_FIXTURE)
    assert loaded.schema_version == 1 and loaded.migrated
    assert loaded.app_version == "0.0.9" and loaded.saved_at == "2025-06-01T08:00:00+00:00"
    doc = loaded.document
    assert doc.title == "Lab chatbot"  # schema 1 had no title: the first project's name
    lab, vision = doc.projects
    assert (lab.id, lab.name, vision.id) == ("lab", "Lab chatbot", "vision")
    assert vision.description == ""

    lora, serve = lab.workloads
    assert lora.id == "lab-lora" and lora.kind == "lora" and lora.notes == "fine-tune on support tickets"
    m = lora.model
    assert (m.name, m.preset, m.family, m.params_b) == ("Llama 3 8B", "Llama 3 8B", "decoder_llm", 8.0)
    assert m.source == "pytorch/torchtune llama3_8b()"
    assert m.arch is not None and m.arch.kv_heads == 8 and m.arch.attention == "gqa"
    r = lora.recipe
    assert r.micro_batch == 4 and r.recompute == "full" and r.seq_len == 2048 and r.lora_rank == 16
    assert r.dataset_samples == 20000 and r.epochs == 3
    s = lora.schedule
    assert (s.frequency, s.runs_per_period, s.hours_allowed_per_run, s.window) == ("monthly", 2, 24, "nights")
    assert lora.constraints.on_prem_only

    assert serve.model.name == "Llama 3 8B (merged)" and serve.model.preset is None
    assert serve.recipe.weight_format == "awq_4bit" and serve.recipe.requests_per_day == 2000
    assert serve.schedule.frequency == "always_on"

    (batch,) = vision.workloads
    assert batch.model.gflops_per_sample == 8.178 and batch.model.input_size == "3x224x224"
    assert batch.recipe.micro_batch == 128 and batch.recipe.recompute == "none"
    assert batch.schedule.frequency == "weekly"

    a = doc.assumptions
    assert a.usd_to_twd == 32.0 and a.electricity_twd_per_kwh == 4.5 and a.currency == "TWD"


def test_v1_loading_does_not_rewrite(tmp_path):
    copy_ = tmp_path / "old.gpuadv"
    shutil.copyfile(V1_FIXTURE, copy_)
    before = copy_.read_bytes()
    load_project(copy_)
    assert copy_.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["old.gpuadv"]


def test_v1_saved_becomes_current(tmp_path):
    doc = load_project(V1_FIXTURE)
    target = tmp_path / "old.gpuadv"
    shutil.copyfile(V1_FIXTURE, target)
    save_project(doc, target)
    data = json.loads(target.read_text(encoding="utf-8"))
    assert data["schema_version"] == CURRENT_SCHEMA_VERSION and "document" in data
    assert load_project(target) == doc
    # the schema-1 original is the backup
    assert json.loads((tmp_path / "old.gpuadv.bak").read_text(encoding="utf-8"))["schema_version"] == 1


def test_migrate_does_not_change_its_input():
    data = _v1()
    before = copy.deepcopy(data)
    out = migrate(data, 1, 2)
    assert data == before
    assert out["schema_version"] == 2 and set(out) == {"format", "schema_version", "app_version", "saved_at", "document"}


def test_v1_minimal_and_title_rules():
    doc = loads_project(json.dumps({"format": "gpuadvisor-project", "schema_version": 1}))
    assert doc.title == "Untitled" and doc.projects == []
    doc = loads_project(
        json.dumps({"format": "gpuadvisor-project", "schema_version": 1, "projects": [{"id": "a", "name": "  "}]})
    )
    assert doc.title == "Untitled"


@pytest.mark.parametrize("old, new", sorted(V1_EVERY.items()))
def test_v1_every_values(old, new):
    data = _v1()
    data["projects"][0]["workloads"][0]["schedule"]["every"] = old
    assert loads_project(json.dumps(data)).projects[0].workloads[0].schedule.frequency == new


@pytest.mark.parametrize(
    "mutate, field, words",
    [
        (lambda d: d["projects"][0]["workloads"][0]["schedule"].update(every="fortnight"),
         "projects[0].workloads[0].schedule.every", "must be one of once, day, week, month, quarter, always"),
        (lambda d: d["projects"][0]["workloads"][0]["recipe"].update(gradient_checkpointing="yes"),
         "projects[0].workloads[0].recipe.gradient_checkpointing", "true or false"),
        (lambda d: d["projects"][0]["workloads"][0]["recipe"].update(micro_batch=4),
         "projects[0].workloads[0].recipe", "has both 'batch_size' (schema 1) and 'micro_batch'"),
        (lambda d: d["projects"][0]["workloads"][0].update(model={"params_b": 1}),
         "projects[0].workloads[0].model", "has both 'model' (schema 2) and 'model_name'"),
        (lambda d: d["assumptions"].update(usd_to_twd=30), "assumptions", "has both 'fx_usd_twd'"),
        (lambda d: d.update(projects={}), "projects", "must be a list"),
        (lambda d: d["projects"].append(3), "projects[2]", "must be an object"),
        (lambda d: d["projects"][1].update(workloads=[[]]), "projects[1].workloads[0]", "must be an object"),
        (lambda d: d["projects"][0]["workloads"][0].update(schedule="monthly"),
         "projects[0].workloads[0].schedule", "must be an object"),
        (lambda d: d.update(document={}), "document", "schema-1 files have no 'document'"),
    ],
)
def test_v1_migration_errors(mutate, field, words):
    data = _v1()
    mutate(data)
    with pytest.raises(ProjectFileError) as info:
        loads_project(json.dumps(data), "old.gpuadv")
    err = info.value
    assert err.field == field
    assert str(err).startswith(f"old.gpuadv: migrating from schema 1 to 2: {field}: ")
    assert words in str(err)


def test_v1_bad_value_after_migration_names_v2_field():
    data = _v1()
    data["projects"][0]["workloads"][0]["params_b"] = -3
    with pytest.raises(ProjectFileError) as info:
        loads_project(json.dumps(data), "old.gpuadv")
    assert info.value.field == "document.projects[0].workloads[0].model.params_b"
    assert "migrated from schema 1" in str(info.value)


def test_migration_step_missing_or_backwards():
    with pytest.raises(MigrationError, match="no migration from schema 3 to 4"):
        migrate({"schema_version": 3}, 3, 4)
    with pytest.raises(MigrationError, match="backwards"):
        migrate({}, 2, 1)
    assert migrate({"x": 1}, 2, 2) == {"x": 1}


def test_unexpected_failure_in_a_step_is_reported(monkeypatch):
    def broken(data):
        raise KeyError("boom")

    monkeypatch.setitem(MIGRATIONS, 1, broken)
    with pytest.raises(ProjectFileError) as info:
        loads_project(V1_FIXTURE.read_bytes(), "old.gpuadv")
    assert str(info.value).startswith("old.gpuadv: migrating from schema 1 to 2: unexpected content (KeyError")


def test_v2_file_migrates_marketplaces_and_drops_the_invented_spot_discount():
    """Schema 2 -> 3: include_marketplaces becomes cloud_providers; spot_discount goes."""
    path = Path(__file__).parent / "fixtures" / "v2_project.gpuadv"
    data = json.loads(path.read_text("utf-8"))
    assert data["document"]["assumptions"]["include_marketplaces"] is True
    out = migrate(data, 2, 3)
    a = out["document"]["assumptions"]
    assert "include_marketplaces" not in a and "spot_discount" not in a
    assert "vast" in a["cloud_providers"] and "aws" in a["cloud_providers"]
    doc = loads_project(path.read_text("utf-8"), "v2.gpuadv")
    assert doc.assumptions.cloud_providers is not None and "lium" in doc.assumptions.cloud_providers
    off = json.loads(path.read_text("utf-8"))
    off["document"]["assumptions"]["include_marketplaces"] = False
    assert "cloud_providers" not in migrate(off, 2, 3)["document"]["assumptions"]
    bad = json.loads(path.read_text("utf-8"))
    bad["document"]["assumptions"]["include_marketplaces"] = "yes"
    with pytest.raises(MigrationError, match="include_marketplaces"):
        migrate(bad, 2, 3)
