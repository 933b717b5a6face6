"""Shared fixtures for the project-file tests."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "resources" / "examples"
FIXTURES = Path(__file__).resolve().parent / "fixtures"
EXAMPLE_FILES = sorted(EXAMPLES.glob("*.gpuadv"))
V1_FIXTURE = FIXTURES / "v1_project.gpuadv"


@pytest.fixture(params=[p.name for p in EXAMPLE_FILES])
def example_path(request) -> Path:
    return EXAMPLES / request.param


@pytest.fixture
def manufacturer_json() -> dict:
    return json.loads((EXAMPLES / "manufacturer.gpuadv").read_text(encoding="utf-8"))
