"""AppSettings: defaults, round trip, atomic save, recent files, bad files."""

import json

import pytest
from pydantic import ValidationError

from gpuadvisor.settings import MAX_RECENT, AppSettings, load_settings, save_settings, settings_path


def test_defaults_when_missing():
    s = load_settings()
    assert s.language == "system" and s.currency == "TWD" and s.recent_files == []


def test_round_trip_in_config_dir(_isolated_home):
    s = AppSettings(language="zh_TW", currency="USD", default_assumptions={"pue": 1.5, "usd_to_twd": 30.0})
    path = save_settings(s)
    assert path == settings_path() and str(path).startswith(str(_isolated_home))
    assert load_settings() == s
    assert not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]


def test_new_assumptions_use_overrides():
    a = AppSettings(currency="USD", default_assumptions={"pue": 1.8, "useful_life_months": 48}).new_assumptions()
    assert a.currency == "USD" and a.pue == 1.8 and a.useful_life_months == 48


def test_bad_overrides_rejected():
    with pytest.raises(ValidationError):
        AppSettings(default_assumptions={"pue": 0.5})
    with pytest.raises(ValidationError):
        AppSettings(default_assumptions={"colour": 1.0})


def test_recent_files(tmp_path):
    s = AppSettings()
    for i in range(MAX_RECENT + 3):
        s.add_recent(tmp_path / f"f{i}.gpuadv")
    assert len(s.recent_files) == MAX_RECENT
    assert s.recent_files[0].endswith(f"f{MAX_RECENT + 2}.gpuadv")
    s.add_recent(tmp_path / "f5.gpuadv")
    assert s.recent_files[0].endswith("f5.gpuadv") and len(set(s.recent_files)) == len(s.recent_files)
    s.remove_recent(tmp_path / "f5.gpuadv")
    assert not any(r.endswith("f5.gpuadv") for r in s.recent_files)


@pytest.mark.parametrize("content", ["{", "[]", json.dumps({"language": "klingon"})])
def test_corrupt_file_gives_defaults(content):
    p = settings_path()
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(content)
    assert load_settings() == AppSettings()


def write_settings(data) -> None:
    p = settings_path()
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(json.dumps(data), encoding="utf-8")


GOOD = {"language": "zh_TW", "currency": "USD", "default_assumptions": {"pue": 1.5},
        "cloud_providers": ["aws", "gcp"], "recent_files": ["/a/one.gpuadv", "/b/two.gpuadv"]}


@pytest.mark.parametrize("field, bad", [
    ("language", 5),
    ("currency", ["USD"]),
    ("default_assumptions", "pue=1.5"),
    ("cloud_providers", {"aws": True}),
    ("recent_files", "/a/one.gpuadv"),
])
def test_one_bad_field_falls_back_alone(field, bad):
    write_settings({**GOOD, field: bad})
    s = load_settings()
    assert getattr(s, field) == getattr(AppSettings(), field)
    for other, value in GOOD.items():
        if other != field:
            assert getattr(s, other) == getattr(AppSettings(**GOOD), other), other


def test_non_text_recent_entry_drops_only_that_entry():
    write_settings({**GOOD, "recent_files": ["/a/one.gpuadv", 7, None, {"x": 1}, "/b/two.gpuadv"]})
    s = load_settings()
    assert s.recent_files == ["/a/one.gpuadv", "/b/two.gpuadv"]
    assert s.language == "zh_TW" and s.currency == "USD"


def test_one_bad_default_assumption_drops_only_that_one():
    write_settings({**GOOD, "default_assumptions": {"pue": 1.5, "usd_to_twd": "thirty", "colour": 1.0}})
    s = load_settings()
    assert s.default_assumptions == {"pue": 1.5} and s.language == "zh_TW"


def test_atomic_save_leaves_no_temp_and_replaces(tmp_path):
    s = AppSettings(language="en")
    path = save_settings(s)
    save_settings(AppSettings(language="zh_TW"))
    assert load_settings().language == "zh_TW"
    assert [p.name for p in path.parent.iterdir()] == [path.name]
