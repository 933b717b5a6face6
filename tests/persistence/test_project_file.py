"""Project files: round trips, atomic saves with backup, and one clear error per kind of broken file."""

from __future__ import annotations

import errno
import importlib.util
import json
import os
import time
from pathlib import Path

import pytest

from gpuadvisor.domain.errors import GpuAdvisorError
from gpuadvisor.domain.project import ModelSpec, Project, ProjectDocument, Workload
from gpuadvisor.persistence.project_file import display_name
from gpuadvisor.persistence import (
    CURRENT_SCHEMA_VERSION,
    FORMAT_NAME,
    MAX_FILE_BYTES,
    ProjectFileError,
    backup_path,
    dumps_project,
    load_project,
    loads_project,
    read_project,
    save_project,
)

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "resources" / "examples"


def _doc(title: str = "Doc", n: int = 1) -> ProjectDocument:
    return ProjectDocument(
        title=title,
        projects=[
            Project(
                id="p",
                name="P",
                workloads=[Workload(id=f"w{i}", name=f"W{i}", model=ModelSpec(params_b=1.0 + i)) for i in range(n)],
            )
        ],
    )


def _error(data, source="bad.gpuadv") -> ProjectFileError:
    with pytest.raises(ProjectFileError) as info:
        loads_project(data, source)
    err = info.value
    assert isinstance(err, GpuAdvisorError)
    text = str(err)
    assert text.startswith(f"{display_name(source)}: "), text
    assert "\n" not in text
    return err


# ---------------------------------------------------------------------------------------------
# the examples


def test_examples_exist():
    names = sorted(p.name for p in EXAMPLES.glob("*.gpuadv"))
    assert names == ["ecommerce.gpuadv", "manufacturer.gpuadv"]


def test_example_round_trip_text(example_path):
    doc = load_project(example_path)
    again = loads_project(dumps_project(doc))
    assert again == doc
    assert again.model_dump() == doc.model_dump()


def test_example_round_trip_save(example_path, tmp_path):
    doc = load_project(example_path)
    target = tmp_path / example_path.name
    save_project(doc, target)
    assert load_project(target) == doc
    loaded = read_project(target)
    assert loaded.schema_version == CURRENT_SCHEMA_VERSION and not loaded.migrated


def test_example_files_are_current_schema(example_path):
    raw = json.loads(example_path.read_text(encoding="utf-8"))
    assert raw["format"] == FORMAT_NAME
    assert raw["schema_version"] == CURRENT_SCHEMA_VERSION
    assert set(raw) == {"format", "schema_version", "app_version", "saved_at", "document"}


def test_examples_match_generator(tmp_path):
    spec = importlib.util.spec_from_file_location("make_examples", ROOT / "tools" / "make_examples.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for name, build in module.EXAMPLES.items():
        assert load_project(EXAMPLES / name) == build(), f"{name} is out of date: run tools/make_examples.py"
    assert module.main(["--check"]) == 0
    # and the generator writes files that load
    assert module.main(["--out", str(tmp_path)]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(module.EXAMPLES)


def test_ecommerce_content():
    doc = load_project(EXAMPLES / "ecommerce.gpuadv")
    assert doc.title == "E-commerce company (8 engineers)"
    assert len(doc.projects) == 1
    kinds = [w.kind for w in doc.projects[0].workloads]
    assert kinds == ["batch_inference", "batch_inference", "pretrain", "realtime_inference"]
    images, reviews, recsys, search = doc.projects[0].workloads
    assert images.model.preset == "ResNet-50" and images.recipe.samples_per_run == 50_000
    assert images.model.gflops_per_sample == pytest.approx(2 * 4.089)
    assert images.schedule.frequency == "daily" and images.schedule.window == "nights"
    assert reviews.model.preset == "BERT-base" and reviews.model.arch.layers == 12
    assert reviews.recipe.samples_per_run == 200_000 and reviews.recipe.seq_len == 128
    assert recsys.schedule.frequency == "quarterly" and recsys.schedule.hours_allowed_per_run == 72
    assert recsys.model.family == "other" and recsys.recipe.dataset_samples == 5e8
    assert "48-72 h" in recsys.notes
    assert search.recipe.latency_target_ms == 100 and search.recipe.latency_percentile == 99
    assert search.schedule.always_on
    assert doc.assumptions.currency == "TWD"


def test_manufacturer_content():
    doc = load_project(EXAMPLES / "manufacturer.gpuadv")
    assert doc.title == "Manufacturer: wafer defects, sensors, internal QA"
    a, b, c = doc.projects
    assert [w.kind for w in a.workloads] == ["full_finetune", "realtime_inference"]
    train, edge = a.workloads
    assert train.model.preset == "YOLOv8m" and train.model.gflops_per_sample == 78.9
    assert train.recipe.dataset_samples == 80_000 and train.schedule.frequency == "monthly"
    assert edge.constraints.edge_deployment and edge.constraints.on_prem_only
    assert edge.recipe.latency_target_ms == 50
    (sensor,) = b.workloads
    assert sensor.model.family == "rnn" and sensor.schedule.frequency == "weekly"
    assert sensor.recipe.dataset_samples == 200 * (3 * 365 * 24 * 60 // 30)
    (qa,) = c.workloads
    assert qa.kind == "llm_serving" and qa.model.preset == "Llama 3 70B"
    arch = qa.model.arch
    assert (arch.layers, arch.hidden, arch.heads, arch.kv_heads, arch.ffn, arch.vocab) == (
        80, 8192, 64, 8, 28672, 128256,
    )
    assert qa.model.params_b == 70.6 and qa.recipe.weight_format == "bf16" and qa.recipe.runtime == "vllm"
    assert qa.recipe.requests_per_day == 500 and qa.constraints.on_prem_only


MODELS_CSV = ROOT.parent / "shared" / "reference" / "models.csv"


@pytest.mark.skipif(not MODELS_CSV.exists(), reason="reference/models.csv not available (CI has it)")
def test_example_presets_exist_in_reference_models():
    models_csv = MODELS_CSV
    import csv

    with models_csv.open(encoding="utf-8") as fh:
        names = {row["name"] for row in csv.DictReader(fh)}
    for path in EXAMPLES.glob("*.gpuadv"):
        for _p, w in load_project(path).workloads():
            if w.model.preset is not None:
                assert w.model.preset in names, (path.name, w.model.preset)


# ---------------------------------------------------------------------------------------------
# saving


def test_save_creates_file_without_backup(tmp_path):
    target = tmp_path / "new.gpuadv"
    save_project(_doc(), target)
    assert load_project(target) == _doc()
    assert not backup_path(target).exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["new.gpuadv"]


def test_save_keeps_previous_as_backup(tmp_path):
    target = tmp_path / "p.gpuadv"
    save_project(_doc("one"), target)
    save_project(_doc("two"), target)
    assert load_project(target).title == "two"
    assert load_project(backup_path(target)).title == "one"
    save_project(_doc("three"), target)
    assert load_project(target).title == "three"
    assert load_project(backup_path(target)).title == "two"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["p.gpuadv", "p.gpuadv.bak"]


def test_save_without_backup(tmp_path):
    target = tmp_path / "p.gpuadv"
    save_project(_doc("one"), target)
    save_project(_doc("two"), target, backup=False)
    assert not backup_path(target).exists()


def test_save_keeps_file_mode(tmp_path):
    target = tmp_path / "p.gpuadv"
    save_project(_doc("one"), target)
    os.chmod(target, 0o640)
    save_project(_doc("two"), target)
    assert (target.stat().st_mode & 0o777) == 0o640


def test_save_through_symlink(tmp_path):
    real = tmp_path / "real.gpuadv"
    link = tmp_path / "link.gpuadv"
    save_project(_doc("one"), real)
    link.symlink_to(real)
    save_project(_doc("two"), link)
    assert link.is_symlink()
    assert load_project(real).title == "two"


def test_saved_file_is_utf8_json_with_envelope(tmp_path):
    target = tmp_path / "p.gpuadv"
    doc = _doc("專案 — 中文")
    save_project(doc, target, saved_at="2026-01-02T03:04:05+00:00")
    raw = target.read_bytes()
    data = json.loads(raw.decode("utf-8"))
    assert data["format"] == FORMAT_NAME and data["schema_version"] == CURRENT_SCHEMA_VERSION
    assert data["saved_at"] == "2026-01-02T03:04:05+00:00"
    assert "專案" in raw.decode("utf-8")  # not \u-escaped
    assert raw.endswith(b"\n")


def test_failed_save_leaves_old_file(tmp_path, monkeypatch):
    target = tmp_path / "p.gpuadv"
    save_project(_doc("old"), target)
    before = target.read_bytes()

    def no_space(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", no_space)
    with pytest.raises(ProjectFileError) as info:
        save_project(_doc("new"), target)
    monkeypatch.undo()
    assert "disk is full" in str(info.value) and str(info.value).startswith(str(target))
    assert target.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["p.gpuadv"]  # temp file removed


def test_failed_rename_leaves_old_file(tmp_path, monkeypatch):
    target = tmp_path / "p.gpuadv"
    save_project(_doc("old"), target)
    save_project(_doc("older-backup-replaced"), target)
    before = target.read_bytes()
    real_replace = os.replace

    def failing_replace(src, dst):
        if Path(dst) == target:
            raise OSError(errno.EIO, "Input/output error")
        return real_replace(src, dst)

    monkeypatch.setattr(os, "replace", failing_replace)
    with pytest.raises(ProjectFileError):
        save_project(_doc("new"), target)
    monkeypatch.undo()
    assert target.read_bytes() == before
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_save_into_missing_folder(tmp_path):
    with pytest.raises(ProjectFileError) as info:
        save_project(_doc(), tmp_path / "nope" / "p.gpuadv")
    assert "cannot be saved" in str(info.value)


def test_save_refuses_invalid_document(tmp_path):
    doc = _doc()
    bad = doc.model_copy(deep=True)
    object.__setattr__(bad.projects[0].workloads[0].recipe, "micro_batch", 0)  # bypass validation
    target = tmp_path / "p.gpuadv"
    with pytest.raises(ProjectFileError) as info:
        save_project(bad, target)
    assert "micro_batch" in str(info.value)
    assert not target.exists()


def test_dumps_is_reproducible_with_fixed_time():
    doc = _doc()
    assert dumps_project(doc, saved_at="2026-01-01T00:00:00+00:00") == dumps_project(
        doc, saved_at="2026-01-01T00:00:00+00:00"
    )


# ---------------------------------------------------------------------------------------------
# every kind of broken file


def _envelope(document=None, **over) -> dict:
    data = {
        "format": FORMAT_NAME,
        "schema_version": CURRENT_SCHEMA_VERSION,
        "app_version": "0.1.0",
        "saved_at": "2026-01-01T00:00:00+00:00",
        "document": json.loads(dumps_project(_doc()))["document"] if document is None else document,
    }
    data.update(over)
    return data


def test_field_error_names_file_and_field(manufacturer_json):
    manufacturer_json["document"]["projects"][0]["workloads"][1]["recipe"]["micro_batch"] = 0
    err = _error(json.dumps(manufacturer_json), "manufacturer.gpuadv")
    assert err.field == "document.projects[0].workloads[1].recipe.micro_batch"
    assert str(err) == (
        "manufacturer.gpuadv: document.projects[0].workloads[1].recipe.micro_batch: must be at least 1 (got 0)"
    )
    assert err.path == "manufacturer.gpuadv"


def test_field_error_from_file_uses_path(tmp_path, manufacturer_json):
    manufacturer_json["document"]["projects"][2]["workloads"][0]["model"]["arch"]["kv_heads"] = 128
    path = tmp_path / "manufacturer.gpuadv"
    path.write_text(json.dumps(manufacturer_json), encoding="utf-8")
    with pytest.raises(ProjectFileError) as info:
        load_project(path)
    assert info.value.path == path
    assert str(info.value).startswith(f"{path}: document.projects[2].workloads[0].model.arch")
    assert "the key/value heads cannot be more than the attention heads" in str(info.value)


@pytest.mark.parametrize(
    "mutate, field, words",
    [
        (lambda d: d["projects"][0]["workloads"][0]["model"].update(params_b=-1), "model.params_b", "greater than 0"),
        (lambda d: d["projects"][0]["workloads"][0]["model"].update(params_b="big"), "model.params_b", "number"),
        (lambda d: d["projects"][0]["workloads"][0].update(kind="dance"), "kind", "must be one of"),
        (lambda d: d["projects"][0]["workloads"][0].update(colour="red"), "colour", "not a known field"),
        (lambda d: d["projects"][0]["workloads"][0].pop("model"), "model", "is required"),
        (lambda d: d["projects"][0]["workloads"][0]["schedule"].update(frequency="month"), "frequency", "one of"),
        (lambda d: d["assumptions"].update(usd_to_twd=float("nan")), "assumptions.usd_to_twd", "finite"),
        (lambda d: d["assumptions"].update(pue=float("inf")), "assumptions.pue", ""),
        (lambda d: d.update(title=""), "document.title", "must not be empty"),
        (lambda d: d.update(projects={"a": 1}), "document.projects", "list"),
    ],
)
def test_document_errors(mutate, field, words):
    data = _envelope()
    mutate(data["document"])
    err = _error(json.dumps(data))
    assert err.field.endswith(field) and err.field.startswith("document")
    assert words.lower() in str(err).lower()


def test_duplicate_ids():
    data = _envelope()
    data["document"]["projects"][0]["workloads"][0]["id"] = "p"
    err = _error(json.dumps(data))
    assert err.field == "document" and "duplicate id 'p'" in str(err)


def test_several_problems_are_counted():
    data = _envelope()
    w = data["document"]["projects"][0]["workloads"][0]
    w["recipe"]["micro_batch"] = 0
    w["recipe"]["grad_accum"] = 0
    w["recipe"]["concurrency"] = 0
    assert "(and 2 more problems)" in str(_error(json.dumps(data)))


@pytest.mark.parametrize(
    "content, words",
    [
        (b"", "is empty"),
        (b"   \n", "is empty"),
        (b"{", "not valid JSON"),
        (b'{"format": "gpuadvisor-project",\n "schema_version": 2,\n oops}', "line 3, column 2"),
        (b"[1, 2]", "the JSON is a list, not an object"),
        (b'"text"', "the JSON is text"),
        (b"null", "the JSON is null"),
        (b"\xff\xfe{}", "saved as UTF-16"),
        (b'{"format": "gpuadvisor-project", "x": "\xe9"}', "byte 0xe9"),
        (b'{"schema_version": 2}', 'no "format" field'),
        (b'{"format": "other", "schema_version": 2}', "format is 'other'"),
        (b'{"format": ["gpuadvisor-project"]}', "format is a list"),
        (b'{"format": "gpuadvisor-project"}', "has no schema_version"),
        (b'{"format": "gpuadvisor-project", "schema_version": "2"}', "schema_version: must be a whole number"),
        (b'{"format": "gpuadvisor-project", "schema_version": 2.0}', "must be a whole number"),
        (b'{"format": "gpuadvisor-project", "schema_version": true}', "must be a whole number"),
        (b'{"format": "gpuadvisor-project", "schema_version": 0}', "must be between 1 and 3 (got 0)"),
        (b'{"format": "gpuadvisor-project", "schema_version": 2}', "document: has no document"),
        (b'{"format": "gpuadvisor-project", "schema_version": 2, "document": []}', "document: must be an object"),
        (b'{"format": "gpuadvisor-project", "schema_version": 2, "document": {}, "app_version": 3}', "app_version"),
        (b'{"a": 1, "a": 2}', "the key 'a' appears twice"),
        (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
        (b'{"format": "gpuadvisor-project", "x": ' + b"[" * 80 + b"]" * 80 + b"}", "nested too deeply"),
        (b"1" + b"0" * 5000, "not usable JSON"),
        (b'{"format": "gpuadvisor-project", "schema_version": 2, "document": {"title": "\\ud800"}}', "surrogate"),
    ],
)
def test_broken_files(content, words):
    err = _error(content)
    assert words in str(err), str(err)


def test_newer_schema_is_refused():
    data = _envelope(schema_version=CURRENT_SCHEMA_VERSION + 1)
    err = _error(json.dumps(data), "future.gpuadv")
    assert str(err) == (
        f"future.gpuadv: was saved by a newer gpuadvisor (schema {CURRENT_SCHEMA_VERSION + 1}); "
        f"this version reads up to {CURRENT_SCHEMA_VERSION} \u2014 update gpuadvisor"
    )
    assert err.field == "schema_version"


def test_newer_schema_refused_even_if_document_is_odd():
    err = _error(json.dumps({"format": FORMAT_NAME, "schema_version": 99, "whatever": [1]}))
    assert "newer gpuadvisor (schema 99)" in str(err)


def test_bom_and_crlf_are_accepted():
    text = dumps_project(_doc()).replace("\n", "\r\n")
    assert loads_project("\ufeff" + text) == _doc()
    assert loads_project(("\ufeff" + text).encode("utf-8")) == _doc()


def test_unknown_envelope_keys_are_ignored():
    data = _envelope(comment="added by a script")
    assert loads_project(json.dumps(data)) == _doc()


def test_str_with_surrogate_is_refused():
    assert "UTF-8" in str(_error('{"format": "\ud800"}'))


def test_wrong_content_type():
    assert "text or bytes" in str(_error(12345))


def test_missing_file(tmp_path):
    with pytest.raises(ProjectFileError) as info:
        load_project(tmp_path / "none.gpuadv")
    assert str(info.value) == f"{tmp_path / 'none.gpuadv'}: no such file"


def test_folder_instead_of_file(tmp_path):
    with pytest.raises(ProjectFileError) as info:
        load_project(tmp_path)
    assert "is a folder" in str(info.value)


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root reads anything")
def test_unreadable_file(tmp_path):
    path = tmp_path / "secret.gpuadv"
    save_project(_doc(), path)
    os.chmod(path, 0)
    with pytest.raises(ProjectFileError) as info:
        load_project(path)
    assert "permission denied" in str(info.value)


def test_file_too_large(tmp_path):
    path = tmp_path / "huge.gpuadv"
    with path.open("wb") as fh:  # sparse: nothing is really written
        fh.truncate(MAX_FILE_BYTES + 1)
    with pytest.raises(ProjectFileError) as info:
        load_project(path)
    assert "too large" in str(info.value) and "50 MB" in str(info.value)


def test_bad_file_names():
    with pytest.raises(ProjectFileError):
        load_project("bad\0name.gpuadv")
    with pytest.raises(ProjectFileError):
        load_project(None)  # type: ignore[arg-type]


def test_control_characters_in_names_stay_on_one_line():
    data = _envelope()
    data["document"]["projects"][0]["workloads"][0]["odd\nkey\x1b[31m"] = 1
    err = _error(json.dumps(data), "two\nlines.gpuadv")
    assert str(err).startswith("two\\nlines.gpuadv: document.projects[0]")
    assert "\n" not in str(err) and "\x1b" not in str(err)
    assert "odd\\nkey" in str(err)


def test_loading_never_rewrites_the_file(example_path, tmp_path):
    copy = tmp_path / example_path.name
    copy.write_bytes(example_path.read_bytes())
    before = (copy.read_bytes(), copy.stat().st_mtime_ns)
    load_project(copy)
    assert (copy.read_bytes(), copy.stat().st_mtime_ns) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == [example_path.name]


@pytest.mark.parametrize(
    "exc, words",
    [
        (PermissionError(errno.EACCES, "Permission denied"), "cannot be read: permission denied"),
        (OSError(errno.EIO, "Input/output error"), "cannot be read: Input/output error"),
    ],
)
def test_unreadable_file_simulated(tmp_path, monkeypatch, exc, words):
    from gpuadvisor.persistence import project_file

    path = tmp_path / "p.gpuadv"
    save_project(_doc(), path)

    def failing_open(*args, **kwargs):
        raise exc

    monkeypatch.setattr(project_file, "open", failing_open, raising=False)
    with pytest.raises(ProjectFileError) as info:
        load_project(path)
    assert str(info.value) == f"{path}: {words}"


def test_stale_temp_files_are_removed(tmp_path):
    target = tmp_path / "p.gpuadv"
    old = tmp_path / ".p.gpuadv.saving-0123456789ab.tmp"
    young = tmp_path / ".p.gpuadv.saving-ba9876543210.tmp"
    other = tmp_path / ".q.gpuadv.saving-0123456789ab.tmp"
    for p in (old, young, other):
        p.write_text("{", encoding="utf-8")
    long_ago = time.time() - 7200
    for p in (old, other):
        os.utime(p, (long_ago, long_ago))
    save_project(_doc(), target)
    assert not old.exists()
    assert young.exists() and other.exists()  # maybe a save in progress; another file's


# --- issue #11 item 6 ---------------------------------------------------------------------------


def test_a_huge_number_is_named_plainly(tmp_path):
    path = tmp_path / "big.gpuadv"
    path.write_text('{"format": "gpuadvisor-project", "schema_version": 3, "document": {"title": ' + "9" * 5000 + "}}",
                    "utf-8")
    with pytest.raises(ProjectFileError) as info:
        load_project(path)
    assert "5000 digits" in str(info.value) and "set_int_max_str_digits" not in str(info.value)


def test_utf16_is_named_as_such(tmp_path):
    src = Path(__file__).resolve().parents[2] / "resources" / "examples" / "ecommerce.gpuadv"
    for encoding in ("utf-16", "utf-16-le", "utf-16-be"):
        path = tmp_path / f"{encoding}.gpuadv"
        path.write_bytes(src.read_text("utf-8").encode(encoding))
        with pytest.raises(ProjectFileError, match="UTF-16"):
            load_project(path)


def test_temp_files_of_a_dead_writer_are_removed_at_the_next_save(tmp_path):
    import subprocess
    import sys

    target = tmp_path / "p.gpuadv"
    save_project(ProjectDocument(title="one"), target)
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    pid = int(dead.stdout)
    leftover = tmp_path / f".p.gpuadv.saving-{pid}-abcdef012345.tmp"
    leftover.write_bytes(b"x" * 1000)
    live = tmp_path / f".p.gpuadv.saving-{os.getppid()}-abcdef012345.tmp"  # a running process's
    live.write_bytes(b"y")
    save_project(ProjectDocument(title="two"), target)
    assert not leftover.exists()
    assert live.exists()


def test_a_kill_before_replace_keeps_the_previous_backup(tmp_path, monkeypatch):
    from gpuadvisor.persistence import project_file as pf

    target = tmp_path / "p.gpuadv"
    save_project(ProjectDocument(title="v1"), target)
    save_project(ProjectDocument(title="v2"), target)  # .bak = v1
    real_replace = os.replace

    def die(src, dst):
        if Path(dst) == target:
            raise KeyboardInterrupt  # the process dies between keeping the old file and replacing it
        return real_replace(src, dst)

    monkeypatch.setattr(pf.os, "replace", die)
    with pytest.raises(KeyboardInterrupt):
        save_project(ProjectDocument(title="v3"), target)
    monkeypatch.setattr(pf.os, "replace", real_replace)
    assert load_project(target).title == "v2"
    assert load_project(pf.backup_path(target)).title == "v1"
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_reading_a_small_file_does_not_allocate_the_size_limit(tmp_path):
    """read(MAX_FILE_BYTES + 1) allocated a 50 MB buffer for every file opened (address space the
    pages of which the file's bytes then touched, tracemalloc's peak).  A file is read at its own
    size."""
    import tracemalloc

    from gpuadvisor.persistence.project_file import MAX_FILE_BYTES

    example = Path(__file__).resolve().parents[2] / "resources" / "examples" / "manufacturer.gpuadv"
    load_project(example)  # imports and caches warmed
    tracemalloc.start()
    try:
        load_project(example)
        _current, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < MAX_FILE_BYTES / 10, peak
    # a file that says nothing of its size (a pipe's content) is still read whole, up to the limit
    from gpuadvisor.persistence import project_file as PF

    data = example.read_bytes()
    fifo = tmp_path / "fifo.gpuadv"
    os.mkfifo(fifo)
    import threading

    writer = threading.Thread(target=lambda: fifo.write_bytes(data))
    writer.start()
    try:
        assert PF._read_bytes(fifo) == data
    finally:
        writer.join(5)
