"""The Qt-free translation layer (gpuadvisor.i18n) and the rules its call sites follow."""

from __future__ import annotations

import ast
import os
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gpuadvisor import i18n
from gpuadvisor.i18n import translate

ROOT = Path(__file__).resolve().parent.parent
PKG = ROOT / "gpuadvisor"
TS = ROOT / "resources" / "i18n" / "gpuadvisor_zh_TW.ts"

TS_TEXT = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>Engine</name>
    <message>
        <source>does not fit in memory</source>
        <translation>記憶體放不下</translation>
    </message>
    <message>
        <source>uses {n} devices, limit is {limit}</source>
        <translation>使用 {n} 個裝置，上限為 {limit}</translation>
    </message>
    <message>
        <source>over the annual budget</source>
        <translation type="unfinished">超出年度預算</translation>
    </message>
    <message>
        <source>data must stay on-premises</source>
        <translation type="vanished">資料必須留在內部</translation>
    </message>
    <message>
        <source>on-demand price</source>
        <translation type="obsolete">隨需價格</translation>
    </message>
    <message>
        <source>commitment billed whether used or not</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>Weights</source>
        <translation>權重</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>記憶體頻寬</translation>
    </message>
    <message>
        <source>LoRA fine-tune</source>
        <translation>LoRA 微調</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>must be at least {bound}</source>
        <translation>必須至少為 {bound}</translation>
    </message>
    <message>
        <source>{problem} (got {value})</source>
        <translation>{problem}（目前為 {value}）</translation>
    </message>
</context>
</TS>
"""


@pytest.fixture
def zh(tmp_path):
    """Translations from a temporary resources folder, language zh_TW; restored afterwards."""
    (tmp_path / "i18n").mkdir()
    (tmp_path / "i18n" / "gpuadvisor_zh_TW.ts").write_text(TS_TEXT, encoding="utf-8")
    i18n.set_resources_dir(tmp_path)
    i18n.set_language("zh_TW")
    yield tmp_path
    i18n.set_language(None)
    i18n.set_resources_dir(None)


@pytest.fixture(autouse=True)
def _restore_language():
    yield
    i18n.set_language(None)
    i18n.set_resources_dir(None)


# ---------------------------------------------------------------------------------------------
# behaviour


def test_unknown_text_falls_back_to_the_source():
    assert translate("Engine", "no such message, anywhere") == "no such message, anywhere"


def test_english_is_the_source_text(zh):
    i18n.set_language("en")
    assert translate("Engine", "does not fit in memory") == "does not fit in memory"


def test_finished_translation_and_placeholders(zh):
    assert i18n.current_language() == "zh_TW"
    assert translate("Engine", "does not fit in memory") == "記憶體放不下"
    text = translate("Engine", "uses {n} devices, limit is {limit}").format(n=8, limit=4)
    assert text == "使用 8 個裝置，上限為 4"
    # the context matters
    assert translate("Report", "does not fit in memory") == "does not fit in memory"
    # unknown texts still fall back
    assert translate("Engine", "something new") == "something new"


@pytest.mark.parametrize("source", ["over the annual budget", "data must stay on-premises", "on-demand price",
                                    "commitment billed whether used or not"])
def test_only_finished_translations_count(zh, source):
    assert translate("Engine", source) == source


def test_missing_or_broken_ts_file_means_english(tmp_path):
    i18n.set_resources_dir(tmp_path)  # no i18n/ folder at all
    i18n.set_language("zh_TW")
    assert translate("Engine", "does not fit in memory") == "does not fit in memory"
    (tmp_path / "i18n").mkdir()
    (tmp_path / "i18n" / "gpuadvisor_zh_TW.ts").write_text("<TS><context>", encoding="utf-8")
    i18n.reset()
    assert translate("Engine", "does not fit in memory") == "does not fit in memory"


def test_language_sources_and_cache(monkeypatch):
    monkeypatch.setenv("GPUADVISOR_LANG", "zh_TW.UTF-8")
    i18n.reset()
    assert i18n.current_language() == "zh_TW"
    monkeypatch.setenv("GPUADVISOR_LANG", "en")
    assert i18n.current_language() == "zh_TW"  # cached until reset()
    i18n.reset()
    assert i18n.current_language() == "en"
    i18n.set_language("zh-Hant-TW")  # the override beats the environment
    assert i18n.current_language() == "zh_TW"
    i18n.set_language(None)
    assert i18n.current_language() == "en"
    with i18n.language("zh_TW"):
        assert i18n.current_language() == "zh_TW"
    assert i18n.current_language() == "en"


def test_translate_is_a_dict_lookup_after_the_first_call(zh, monkeypatch):
    translate("Engine", "does not fit in memory")

    def boom(*_a, **_k):
        raise AssertionError("the .ts file was read again")

    monkeypatch.setattr(i18n, "load_ts", boom)
    monkeypatch.setattr(i18n, "_resolve", boom)
    for _ in range(3):
        assert translate("Engine", "does not fit in memory") == "記憶體放不下"


def test_labels_and_engine_texts_follow_the_language(zh):
    from gpuadvisor.domain.errors import first_problem
    from gpuadvisor.domain.project import Recipe
    from gpuadvisor.report import labels

    assert labels.memory_item_label("weights") == "權重"
    assert labels.bottleneck_label("memory bandwidth") == "記憶體頻寬"
    assert labels.kind_label("lora") == "LoRA 微調"
    assert labels.memory_item_label("gradients") == "Gradients"  # not translated yet
    with pytest.raises(Exception) as exc:
        Recipe(micro_batch=0)
    assert first_problem(exc.value) == "micro_batch: 必須至少為 1（目前為 0）"
    i18n.set_language("en")
    assert labels.memory_item_label("weights") == "Weights"


def test_advice_is_redone_in_the_new_language(zh):
    """The advice cache and the options' labels are per language."""
    from gpuadvisor.catalog import load_catalog
    from gpuadvisor.engine.advisor import advise
    from gpuadvisor.persistence import load_project

    doc = load_project(ROOT / "resources" / "examples" / "manufacturer.gpuadv")
    cat = load_catalog()
    i18n.set_language("en")
    en = advise(doc, cat)
    i18n.set_language("zh_TW")
    zh_result = advise(doc, cat)
    assert zh_result.workloads[0] is not en.workloads[0]
    reasons = {r for wa in zh_result.workloads for res in wa.results for r in res.reasons}
    assert "記憶體放不下" in reasons or any("GiB" in r for r in reasons)
    assert en.plan.recommendation_kind in ("shared", "per_workload", "missing")
    assert zh_result.plan.recommendation_kind == en.plan.recommendation_kind


def test_cli_lang_option_sets_the_language(monkeypatch, capsys, zh):
    from gpuadvisor.cli import main

    i18n.set_language(None)
    monkeypatch.delenv("GPUADVISOR_LANG", raising=False)
    assert main(["diagnose", "--gpu", "45", "--cpu", "87", "--mem", "8", "--mem-total", "24", "--lang", "zh_TW"]) == 0
    assert i18n.current_language() == "zh_TW"
    out = capsys.readouterr().out
    assert out.startswith("Bottleneck: ")  # no finished translation in the test catalogue
    assert main(["diagnose", "--gpu", "45", "--cpu", "87", "--mem", "8", "--mem-total", "24", "--lang", "en"]) == 0
    assert i18n.current_language() == "en"


def test_shipped_ts_parses_and_has_no_unusable_entries():
    """The shipped catalogue: well-formed XML whose finished translations keep their placeholders."""
    root = ET.parse(TS).getroot()
    assert root.get("language") == "zh_TW"
    for (ctx, source), text in i18n.load_ts(TS).items():
        assert set(_fields(text)) == set(_fields(source)), (ctx, source, text)


# ---------------------------------------------------------------------------------------------
# call sites (core modules: everything outside gpuadvisor/ui)


def _core_files() -> list[Path]:
    return [p for p in sorted(PKG.rglob("*.py")) if "ui" not in p.relative_to(PKG).parts[:1]]


def _is_translate(node: ast.Call) -> bool:
    f = node.func
    name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None
    return name == "translate"


def _translate_calls(tree: ast.AST):
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _is_translate(node):
            yield node


def _fields(text: str) -> list[str]:
    return sorted(m.group(1) for m in re.finditer(r"(?<!\{)\{([^{}:!]*)[^{}]*\}(?!\})", text))


def test_core_modules_import_no_qt_in_i18n():
    import subprocess
    import sys

    code = ("import sys, gpuadvisor.i18n, gpuadvisor.report.labels; "
            "sys.exit(1 if any(m.split('.')[0] in ('PySide6', 'shiboken6') for m in sys.modules) else 0)")
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0


def test_no_two_argument_tr_calls_in_core_modules():
    """lupdate reads ``tr("Context", "text")`` as source + comment: core code calls translate()."""
    bad = []
    for path in _core_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("tr", "_t")
                    and len(node.args) >= 1):
                bad.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not bad, bad


def test_every_translate_call_has_literal_context_and_text():
    """Both arguments plain string constants (no f-strings, no variables, no concatenation), so
    lupdate extracts exactly the text translate() looks up.  (``str.translate(table)`` has one
    argument and is not ours.)"""
    bad = []
    for path in _core_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for call in _translate_calls(tree):
            if len(call.args) == 1 and isinstance(call.func, ast.Attribute):
                continue  # str.translate
            args = call.args
            ok = (len(args) == 2 and not call.keywords
                  and all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args))
            if not ok:
                bad.append(f"{path.relative_to(ROOT)}:{call.lineno}")
    assert not bad, bad


def test_placeholders_are_named_and_filled():
    """Every ``{field}`` of a core source text is filled by the ``.format(...)`` applied to it."""
    bad = []
    for path in _core_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format"
                    and isinstance(node.func.value, ast.Call) and _is_translate(node.func.value)):
                text = node.func.value.args[1].value
                fields = _fields(text)
                named = {k.arg for k in node.keywords}
                positional = len(node.args)
                for f in fields:
                    if f.isdigit():
                        if int(f) >= positional:
                            bad.append(f"{path.relative_to(ROOT)}:{node.lineno} {{{f}}}")
                    elif f not in named:
                        bad.append(f"{path.relative_to(ROOT)}:{node.lineno} {{{f}}}")
    assert not bad, bad


def test_shipped_ts_holds_every_core_message():
    """``make translations`` has been run since the core's texts last changed."""
    have = set()
    root = ET.parse(TS).getroot()
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            have.add((name, msg.findtext("source")))
    missing = []
    for path in _core_files():
        for call in _translate_calls(ast.parse(path.read_text(encoding="utf-8"))):
            if len(call.args) == 2 and all(isinstance(a, ast.Constant) for a in call.args):
                key = (call.args[0].value, call.args[1].value)
                if key not in have:
                    missing.append(f"{path.relative_to(ROOT)}:{call.lineno} {key}")
    assert not missing, "run `make translations`: " + "; ".join(missing[:10])


@pytest.mark.parametrize("content, expected", [
    ('{"language": "zh_TW", "currency": "USD"}', "zh_TW"),
    ('{"language": "en"}', "en"),
    ('{"language": "klingon"}', "system"),
    ('{"language": 5}', "system"),
    ('[1, 2]', "system"),
    ("not json", "system"),
    (None, "system"),
])
def test_the_saved_language_is_read_as_settings_has_it_without_pydantic(content, expected):
    import subprocess
    import sys

    from gpuadvisor.settings import load_settings, settings_path

    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    if content is not None:
        path.write_text(content, encoding="utf-8")
    assert i18n.saved_language() == expected == load_settings().language
    # the language of `gpuadvisor FILE` (its help texts are translated before the window) costs no pydantic
    code = ("import sys, gpuadvisor.i18n as i; i.current_language(); i.translate('Cli', 'x'); "
            "print(i.current_language(), 'pydantic' in sys.modules)")
    env = {k: v for k, v in os.environ.items() if k != "GPUADVISOR_LANG"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    lang = i18n.normalise_language(os.environ.get("LC_ALL") or os.environ.get("LANG")) if expected == "system" \
        else expected
    assert out.stdout.split() == [lang, "False"], out.stderr
