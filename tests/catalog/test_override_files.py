"""Issue #11 item 5: a bad user override file never hangs, exhausts memory or crashes; each bad
entry is skipped with a message naming the file, the entry and the field, in the CLI too."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.catalog.loader import MAX_OVERRIDE_BYTES
from gpuadvisor.catalog.loader import clear_cache as clear_catalog_cache

ROOT = Path(__file__).resolve().parents[2]


def _load(path: Path):
    clear_catalog_cache()
    return load_catalog(overrides_path=path)


@pytest.mark.parametrize(
    "content, words",
    [
        ('{"accelerators": [{"name": 5, "price_usd": 1}]}', ("accelerators entry 0", "name: must be text")),
        ('{"cloud_offers": [{"provider": "aws", "instance_type": "p3.2xlarge", "price_usd_hour": 1e308}]}',
         ("aws:p3.2xlarge", "price_usd_hour", "at most")),
        ('{"accelerators": [{"name": "GeForce RTX 4090", "price_usd": ' + "9" * 5000 + "}]}", ("5000 digits",)),
        ("[" * 100_000 + "]" * 100_000, ("nested too deeply",)),
        ('{"systems": [{"id": "a", "accelerator": [1]}]}', ("systems entry 0", "accelerator: must be text")),
        ('{"accelerators": [{"name": "GeForce RTX 4090", "price_usd": NaN}]}', ("NaN",)),
    ],
)
def test_bad_override_content_is_skipped_with_a_message(tmp_path, content, words):
    path = tmp_path / "catalog_overrides.json"
    path.write_text(content, "utf-8")
    cat = _load(path)
    text = " | ".join(cat.warnings)
    assert str(path) in text
    for word in words:
        assert word in text, text
    assert "sys.set_int_max_str_digits" not in text
    assert len(cat.accelerators) > 50  # the shipped catalogs are intact


def test_a_good_entry_next_to_a_bad_one_still_counts(tmp_path):
    path = tmp_path / "o.json"
    path.write_text(json.dumps({"accelerators": [{"name": 5}, {"name": "GeForce RTX 4090", "price_usd": 1234}]}), "utf-8")
    cat = _load(path)
    assert cat.find_accelerator("GeForce RTX 4090").price_usd == 1234
    assert len(cat.warnings) == 1


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes need POSIX")
def test_pipes_devices_and_folders_are_refused_without_reading(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    link = tmp_path / "zero.json"
    link.symlink_to("/dev/zero")
    for path in (fifo, link, tmp_path):
        cat = _load(path)
        assert any("not a regular file" in w for w in cat.warnings), cat.warnings


def test_an_oversized_file_is_refused(tmp_path):
    path = tmp_path / "big.json"
    with path.open("wb") as fh:
        fh.truncate(MAX_OVERRIDE_BYTES + 1)
    cat = _load(path)
    assert any("larger than" in w for w in cat.warnings)


def test_advise_says_an_override_was_skipped(tmp_path):
    home = tmp_path / "home"
    env = dict(os.environ, GPUADVISOR_HOME=str(home))

    proc = subprocess.run([sys.executable, "-c", "from gpuadvisor import paths; print(paths.user_overrides_file())"],
                          capture_output=True, text=True, env=env, cwd=ROOT, timeout=60)
    override = Path(proc.stdout.strip())
    override.parent.mkdir(parents=True, exist_ok=True)
    override.write_text('{"accelerators": [{"name": 5}]}', "utf-8")
    proc = subprocess.run([sys.executable, "-m", "gpuadvisor", "advise", "resources/examples/ecommerce.gpuadv"],
                          capture_output=True, text=True, env=env, cwd=ROOT, timeout=180)
    assert proc.returncode == 0, proc.stderr
    assert "name: must be text" in proc.stdout and str(override) in proc.stdout
