"""Fuzzing the loader: every input gives a ProjectDocument or a ProjectFileError, nothing else.

A ProjectFileError must be one line naming the source, and must not come from the loader's
last-resort handler (``cannot be read (SomeException: ...)``), which would mean an input reached
code that did not expect it.  Whatever loads must save and load back equal.
"""

from __future__ import annotations

import json
import math
import os
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gpuadvisor.domain.project import ProjectDocument
from gpuadvisor.persistence import CURRENT_SCHEMA_VERSION, FORMAT_NAME, ProjectFileError, dumps_project, loads_project

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
VALID_FILES = [
    ROOT / "resources" / "examples" / "ecommerce.gpuadv",
    ROOT / "resources" / "examples" / "manufacturer.gpuadv",
    HERE / "fixtures" / "v1_project.gpuadv",
]
VALID = [json.loads(p.read_text(encoding="utf-8")) for p in VALID_FILES]

#: GPUADVISOR_FUZZ_EXAMPLES=5000 for a deeper run; the default keeps this file to a few seconds.
FUZZ = settings(
    max_examples=int(os.environ.get("GPUADVISOR_FUZZ_EXAMPLES", "250")),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

SOURCE = "fuzz.gpuadv"


def check(data) -> ProjectDocument | ProjectFileError:
    try:
        doc = loads_project(data, SOURCE)
    except ProjectFileError as err:
        text = str(err)
        assert text.startswith(SOURCE + ": "), text
        assert "\n" not in text and "\r" not in text, text
        assert "cannot be read (" not in text, f"unexpected internal error: {text}"
        return err
    assert isinstance(doc, ProjectDocument)
    assert loads_project(dumps_project(doc), SOURCE) == doc  # what loads, saves and loads back
    return doc


# ---------------------------------------------------------------------------------------------
# strategies

floats = st.floats(allow_nan=True, allow_infinity=True) | st.sampled_from(
    [0.0, -0.0, 1e308, -1e308, 5e-324, 1e-320, math.nan, math.inf, -math.inf]
)
ints = st.integers() | st.integers(min_value=-(10**40), max_value=10**40) | st.sampled_from(
    [0, -1, 1, 2, 3, 2**31, 2**63, -(2**63), 10**300]
)
texts = st.text(max_size=30) | st.sampled_from(
    ["", "gpuadvisor-project", "bf16", "monthly", "month", "always_on", "\x00", "\ud800", "專案", "a" * 300]
)
leaves = st.none() | st.booleans() | ints | floats | texts
keys = st.text(max_size=12) | st.sampled_from(
    ["format", "schema_version", "document", "projects", "workloads", "model", "recipe", "title", "id", "name"]
)
json_values = st.recursive(
    leaves,
    lambda children: st.lists(children, max_size=5) | st.dictionaries(keys, children, max_size=5),
    max_leaves=25,
)


def dump(value) -> str:
    return json.dumps(value, allow_nan=True)


# ---------------------------------------------------------------------------------------------
# raw input


@FUZZ
@given(st.binary(max_size=2000))
def test_random_bytes(data):
    check(data)


@FUZZ
@given(st.text(max_size=500))
def test_random_text(data):
    check(data)


@FUZZ
@given(json_values)
def test_random_json(value):
    check(dump(value))


@FUZZ
@given(
    version=st.one_of(st.sampled_from([1, 2, CURRENT_SCHEMA_VERSION, 3, 0, -1]), leaves),
    document=json_values,
    extra=st.dictionaries(keys, json_values, max_size=3),
)
def test_random_envelope(version, document, extra):
    data = {**extra, "format": FORMAT_NAME, "schema_version": version, "document": document}
    check(dump(data))
    # schema-1 layout: the document's keys at top level
    if isinstance(document, dict):
        check(dump({**document, "format": FORMAT_NAME, "schema_version": 1}))


@FUZZ
@given(st.binary(min_size=1, max_size=200), st.integers(min_value=0, max_value=15000))
def test_valid_file_with_random_bytes_spliced_in(junk, position):
    raw = VALID_FILES[position % len(VALID_FILES)].read_bytes()
    cut = position % len(raw)
    check(raw[:cut] + junk + raw[cut:])


# ---------------------------------------------------------------------------------------------
# one field broken at a random place in a valid file


def _paths(value, prefix=()):
    """Every path into a JSON value (leaves and containers)."""
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out.extend(_paths(v, prefix + (k,)))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out.extend(_paths(v, prefix + (i,)))
    return out


PATHS = [(i, p) for i, data in enumerate(VALID) for p in _paths(data) if p]

def _get(value, path):
    for part in path:
        value = value[part]
    return value


def _set(value, path, new):
    _get(value, path[:-1])[path[-1]] = new


def test_every_valid_file_loads():
    for data in VALID:
        assert isinstance(check(dump(data)), ProjectDocument)


@FUZZ
@given(st.sampled_from(PATHS), json_values)
def test_one_field_replaced(where, new_value):
    index, path = where
    data = json.loads(dump(VALID[index]))
    _set(data, path, new_value)
    result = check(dump(data))
    if isinstance(result, ProjectFileError) and index < 2 and path[0] == "document":
        # a current-schema file: the error names the broken field, something inside it, or
        # something containing it (a model-level check such as kv_heads <= heads)
        broken = _dotted(path)
        field = result.field or ""
        assert field == "document" or field.startswith(broken) or broken.startswith(field), (broken, str(result))


def _dotted(path) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


@FUZZ
@given(st.sampled_from([(i, p) for i, p in PATHS if not isinstance(_get(VALID[i], p), (dict, list))]), leaves)
def test_one_leaf_replaced(where, new_value):
    index, path = where
    data = json.loads(dump(VALID[index]))
    _set(data, path, new_value)
    check(dump(data))


@FUZZ
@given(st.sampled_from(PATHS))
def test_one_field_removed(where):
    index, path = where
    data = json.loads(dump(VALID[index]))
    parent = _get(data, path[:-1])
    del parent[path[-1]]
    check(dump(data))


@FUZZ
@given(st.sampled_from([(i, p) for i, p in PATHS if isinstance(_get(VALID[i], p), dict)]), keys, json_values)
def test_one_key_added(where, key, value):
    index, path = where
    data = json.loads(dump(VALID[index]))
    _get(data, path)[key] = value
    check(dump(data))
