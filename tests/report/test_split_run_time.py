"""A batch job that several machines share to meet its allowed hours: the printed answer gives the time
one run takes on those machines.  Whisper over 10,000 hours of audio a month (72 h allowed) went to
'2 instances of Azure … T4', and page 1 read '5.7 days per run' — one T4's time, over the 3 days
allowed, for a pick that meets them."""

import pytest

from gpuadvisor import i18n
from gpuadvisor.catalog import load_catalog
from gpuadvisor.domain.project import Project, ProjectDocument, Recipe, Schedule, Workload
from gpuadvisor.engine.advisor import advise
from gpuadvisor.report import answer as A
from gpuadvisor.report import document as D
from gpuadvisor.report.summary import fmt_hours


@pytest.fixture(scope="module")
def split():
    catalog = load_catalog(include_user_overrides=False)
    w = Workload(name="asr", kind="batch_inference", model=catalog.find_model("Whisper large-v3").spec,
                 recipe=Recipe(precision="fp16", weight_format="fp16", micro_batch=16, samples_per_run=1.2e6),
                 schedule=Schedule(frequency="monthly", hours_allowed_per_run=100))
    doc = ProjectDocument(title="asr", projects=[Project(name="p", workloads=[w])])
    with i18n.language("en"):
        res = advise(doc, catalog)
    best = res.workloads[0].best
    assert best is not None and best.replicas > 1  # the case: machines share each run
    return res, best


def test_the_answer_gives_a_runs_time_on_the_machines_that_share_it(split):
    res, best = split
    with i18n.language("en"):
        line = next(ln for ln in A.build_answer(res).lines if ln.workload_id == res.workloads[0].workload.id)
        shared = fmt_hours(best.estimate.time_per_run_h / best.replicas)
        alone = fmt_hours(best.estimate.time_per_run_h)
    assert shared in line.speed and alone not in line.speed, (line.speed, shared, alone)
    assert best.estimate.time_per_run_h / best.replicas <= 100.0


def test_the_option_table_gives_it_too(split):
    res, best = split
    with i18n.language("en"):
        text = D._speed(best)
        assert text.startswith(fmt_hours(best.estimate.time_per_run_h / best.replicas)), text


def test_the_cli_table_gives_it_too(split, tmp_path):
    """`gpuadvisor advise`'s 'per run' column gave one machine's time (5.7 days) for the split pick."""
    import subprocess
    import sys
    from pathlib import Path

    from gpuadvisor.cli.advise_cmd import _h
    from gpuadvisor.persistence import save_project

    res, best = split
    w = res.workloads[0].workload
    path = tmp_path / "asr.gpuadv"
    save_project(ProjectDocument(title="asr", projects=[Project(name="p", workloads=[w])]), path)
    out = subprocess.run([sys.executable, "-m", "gpuadvisor", "--lang", "en", "advise", str(path)],
                         capture_output=True, text=True, cwd=Path(__file__).resolve().parents[2], timeout=120)
    assert out.returncode == 0, out.stderr
    first = next(ln for ln in out.stdout.splitlines() if ln.strip().startswith("1") and "instances" in ln)
    assert _h(best.estimate.time_per_run_h / best.replicas) in first
    assert _h(best.estimate.time_per_run_h) not in first
