"""PySide6's per-import "does this module use PySide?" test, done on the file's bytes: the same
answers as PySide6's own, and no module source left in ``linecache`` by importing."""

from __future__ import annotations

import importlib
import json
import linecache
import sys

import pytest

import gpuadvisor.ui  # noqa: F401 - installs the byte test
from gpuadvisor.ui import pyside_scan


def _feature():
    return sys.modules["shibokensupport.feature"]


def test_the_byte_test_is_in_place_once():
    scan = _feature()._mod_uses_pyside
    assert getattr(scan, "original", None) is not None
    assert pyside_scan.install()
    assert _feature()._mod_uses_pyside is scan  # installing again wraps nothing twice


@pytest.mark.parametrize("name", ["gpuadvisor.ui.app", "gpuadvisor.ui.views.preview", "gpuadvisor.project_peek",
                                  "json", "sys", "numpy._core._multiarray_umath", "PySide6.QtCore"])
def test_it_answers_as_pysides_own_test(name):
    module = importlib.import_module(name)
    scan = _feature()._mod_uses_pyside
    assert scan(module) == scan.original(module)


def test_the_answers_are_those_of_the_source(tmp_path, monkeypatch):
    scan = _feature()._mod_uses_pyside
    (tmp_path / "scan_uses_qt.py").write_text("# PySide6 named in a comment\nX = 1\n", encoding="utf-8")
    (tmp_path / "scan_no_qt.py").write_text("X = 'Qt, but not the package'\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    uses, plain = importlib.import_module("scan_uses_qt"), importlib.import_module("scan_no_qt")
    assert scan(uses) is True and scan(plain) is False
    assert scan(json) is False


def test_importing_a_module_leaves_no_source_lines(tmp_path, monkeypatch):
    source = tmp_path / "scan_fresh_module.py"
    source.write_text("from PySide6.QtCore import QObject\nVALUE = 42\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    linecache.clearcache()
    module = importlib.import_module("scan_fresh_module")
    assert module.VALUE == 42
    assert str(source) not in linecache.cache
