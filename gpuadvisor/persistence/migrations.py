"""Step-by-step migrations of ``*.gpuadv`` files, one ``dict -> dict`` function per schema version.

A file saved with schema *N* is brought to the current schema by running the migrations
``N -> N+1``, ``N+1 -> N+2`` ... in turn (the napari/Orange approach).  Each step takes the
whole decoded file (the JSON object, envelope included) and returns the object as the next
schema lays it out, with ``schema_version`` bumped.  Steps never touch the disk: the file is
rewritten in the new layout only when the user saves.

Rules for adding a step (see ``CURRENT_SCHEMA_VERSION`` in ``project_file.py``):

* add ``_vN_to_vN1`` below, register it in ``MIGRATIONS`` under ``N``, and describe layout *N*
  in this docstring;
* keep a hand-written schema-*N* file under ``tests/persistence/fixtures/`` for ever;
* a step never loses a value silently: it moves it, converts it, or raises
  :class:`MigrationError` naming the field (path in the *old* layout).

Schema 1 (gpuadvisor 0.0.x, before the project document had an envelope)
-------------------------------------------------------------------------
A flat object; there was no ``document`` key and no document title::

    {
      "format": "gpuadvisor-project",
      "schema_version": 1,
      "app_version": "0.0.9",                      # optional
      "saved_at": "2025-06-01T08:00:00+00:00",     # optional
      "projects": [
        {
          "id": "...", "name": "...", "description": "...",
          "workloads": [
            {
              "id": "...", "name": "...", "kind": "lora", "notes": "...",
              "model_name": "Llama 3 8B",       # -> model.name
              "model_preset": "Llama 3 8B",     # -> model.preset
              "family": "decoder_llm",          # -> model.family
              "params_b": 8.0,                  # -> model.params_b
              "active_params_b": null,          # -> model.active_params_b
              "gflops_per_sample": null,        # -> model.gflops_per_sample
              "input_size": null,               # -> model.input_size
              "arch": {...},                    # -> model.arch (same fields as schema 2)
              "model_source": "...",            # -> model.source
              "recipe": {
                "batch_size": 4,                # -> micro_batch
                "gradient_checkpointing": true, # -> recompute: "full" (false -> "none")
                ...                             # every other key as in schema 2
              },
              "schedule": {
                "every": "month",               # -> frequency; once/day/week/month/quarter/always
                                                #    become once/daily/weekly/monthly/quarterly/always_on
                "deadline_hours": 24,           # -> hours_allowed_per_run
                ...                             # runs_per_period, window, horizon_years unchanged
              },
              "constraints": {...}              # unchanged
            }
          ]
        }
      ],
      "assumptions": {
        "fx_usd_twd": 32.0,                     # -> usd_to_twd
        ...                                     # every other key as in schema 2
      }
    }

Schema 2
--------
``{"format", "schema_version": 2, "app_version", "saved_at", "document": {...}}`` where
``document`` is :class:`gpuadvisor.domain.project.ProjectDocument` as JSON: ``title``,
``projects`` (each workload with a nested ``model`` object), ``assumptions``.  The 1 -> 2 step
wraps the flat object into ``document``, gives it a title (the first project's name, else
"Untitled"), nests the model fields and renames the keys listed above.

Schema 3 (current)
------------------
As schema 2, plus ``document.quotes`` (the user's own prices) and, in ``assumptions``,
``cloud_providers`` and ``memory_margin``.  The 2 -> 3 step:

* ``assumptions.include_marketplaces`` becomes ``assumptions.cloud_providers``: ``true`` lists
  every provider schema-2 catalogs held (marketplaces included); ``false`` or absent leaves it
  empty (the default set, marketplaces off) - the same choice as before;
* ``assumptions.spot_discount`` is dropped: schema 2 invented a spot price for offers that
  publish none; schema 3 uses published spot prices only (nothing in the file depended on it
  but that invented price).
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from gpuadvisor.i18n import translate

JsonObject = dict[str, Any]
Migration = Callable[[JsonObject], JsonObject]


class MigrationError(ValueError):
    """A step could not convert the file; ``field`` is a dotted path in the old layout."""

    def __init__(self, problem: str, *, field: str | None = None, step: tuple[int, int] | None = None):
        super().__init__(problem)
        self.problem = problem
        self.field = field
        self.step = step

    def __str__(self) -> str:
        where = f"{self.field}: " if self.field else ""
        if self.step:
            return translate("ProjectFile", "migrating from schema {old} to {new}: {problem}").format(
                old=self.step[0], new=self.step[1], problem=f"{where}{self.problem}")
        return f"{where}{self.problem}"


# ---------------------------------------------------------------------------------------------
# helpers


def _expect_object(value: Any, field: str) -> JsonObject:
    if not isinstance(value, dict):
        raise MigrationError(translate("Migration", "must be an object (got {type})").format(type=type(value).__name__), field=field)
    return value


def _expect_list(value: Any, field: str) -> list:
    if not isinstance(value, list):
        raise MigrationError(translate("Migration", "must be a list (got {type})").format(type=type(value).__name__), field=field)
    return value


def _rename(obj: JsonObject, old: str, new: str, where: str, convert: Callable[[Any], Any] | None = None) -> None:
    if old not in obj:
        return
    if new in obj:
        raise MigrationError(translate("Migration", "has both '{old}' (schema 1) and '{new}' (schema 2)").format(old=old, new=new),
                             field=where or None)
    value = obj.pop(old)
    obj[new] = convert(value) if convert else value


def _join(prefix: str, name: str) -> str:
    return f"{prefix}.{name}" if prefix else name


# ---------------------------------------------------------------------------------------------
# 1 -> 2

# schema-1 ``schedule.every`` -> schema-2 ``schedule.frequency``
V1_EVERY = {
    "once": "once",
    "day": "daily",
    "week": "weekly",
    "month": "monthly",
    "quarter": "quarterly",
    "always": "always_on",
}

# schema-1 workload keys that moved into the nested ``model`` object (old -> new name)
V1_MODEL_KEYS = {
    "model_name": "name",
    "model_preset": "preset",
    "family": "family",
    "params_b": "params_b",
    "active_params_b": "active_params_b",
    "gflops_per_sample": "gflops_per_sample",
    "input_size": "input_size",
    "arch": "arch",
    "model_source": "source",
}


def _v1_every(field: str) -> Callable[[Any], Any]:
    def convert(value: Any) -> str:
        if not isinstance(value, str) or value not in V1_EVERY:
            shown = repr(value) if len(repr(value)) <= 40 else repr(value)[:37] + "..."
            raise MigrationError(translate("Migration", "must be one of {choices} (got {value})").format(
                choices=", ".join(V1_EVERY), value=shown), field=field)
        return V1_EVERY[value]

    return convert


def _v1_checkpointing(field: str) -> Callable[[Any], Any]:
    def convert(value: Any) -> str:
        if not isinstance(value, bool):
            raise MigrationError(translate("Migration", "must be true or false (got {type})").format(type=type(value).__name__),
                                 field=field)
        return "full" if value else "none"

    return convert


def _v1_workload(w: Any, where: str) -> JsonObject:
    w = _expect_object(w, where)
    flat = [k for k in V1_MODEL_KEYS if k in w]
    if "model" in w:
        if flat:
            raise MigrationError(
                translate("Migration", "has both 'model' (schema 2) and '{old}' (schema 1)").format(old=flat[0]),
                field=_join(where, "model")
            )
    else:
        w["model"] = {new: w.pop(old) for old, new in V1_MODEL_KEYS.items() if old in w}
    if "recipe" in w:
        recipe = _expect_object(w["recipe"], _join(where, "recipe"))
        r_where = _join(where, "recipe")
        _rename(recipe, "batch_size", "micro_batch", r_where)
        _rename(
            recipe,
            "gradient_checkpointing",
            "recompute",
            r_where,
            _v1_checkpointing(_join(r_where, "gradient_checkpointing")),
        )
    if "schedule" in w:
        s_where = _join(where, "schedule")
        schedule = _expect_object(w["schedule"], s_where)
        _rename(schedule, "every", "frequency", s_where, _v1_every(_join(s_where, "every")))
        _rename(schedule, "deadline_hours", "hours_allowed_per_run", s_where)
    return w


def _v1_to_v2(data: JsonObject) -> JsonObject:
    if "document" in data:
        raise MigrationError(translate("Migration", "schema-1 files have no 'document' (is the schema_version right?)"),
                             field="document")
    envelope_keys = ("format", "schema_version", "app_version", "saved_at")
    out: JsonObject = {k: data.pop(k) for k in envelope_keys if k in data}
    document: JsonObject = data  # everything else is the document
    projects = _expect_list(document.get("projects", []), "projects")
    for i, project in enumerate(projects):
        p_where = f"projects[{i}]"
        project = _expect_object(project, p_where)
        workloads = _expect_list(project.get("workloads", []), f"{p_where}.workloads")
        for j, w in enumerate(workloads):
            workloads[j] = _v1_workload(w, f"{p_where}.workloads[{j}]")
    if "assumptions" in document:
        assumptions = _expect_object(document["assumptions"], "assumptions")
        _rename(assumptions, "fx_usd_twd", "usd_to_twd", "assumptions")
    if "title" not in document:
        title = "Untitled"
        if projects and isinstance(projects[0], dict):
            name = projects[0].get("name")
            if isinstance(name, str) and name.strip() and len(name) <= 200:
                title = name
        document = {"title": title, **document}
    out["schema_version"] = 2
    out["document"] = document
    return out


#: Every cloud provider the schema-2 catalogs held (for ``include_marketplaces: true``).
_V2_PROVIDERS = (
    "aws", "azure", "cudo", "fluidstack", "gcp", "hyperbolic", "hyperstack", "jarvislabs", "lambda",
    "lium", "nebius", "oci", "runpod", "seeweb", "vast", "verda", "yotta",
)


def _v2_to_v3(data: JsonObject) -> JsonObject:
    if "document" not in data:
        raise MigrationError(translate("Migration", "has no document"), field="document")
    document = _expect_object(data.get("document"), "document")
    if "assumptions" in document:
        assumptions = _expect_object(document["assumptions"], "document.assumptions")
        include = assumptions.pop("include_marketplaces", False)
        if include not in (True, False, None):
            raise MigrationError(translate("Migration", "must be true or false"),
                                 field="document.assumptions.include_marketplaces")
        if include:
            assumptions["cloud_providers"] = list(_V2_PROVIDERS)
        assumptions.pop("spot_discount", None)
    data["schema_version"] = 3
    return data


# ---------------------------------------------------------------------------------------------
# registry and driver

# schema version N -> function converting a schema-N file into a schema-(N+1) file
MIGRATIONS: dict[int, Migration] = {
    1: _v1_to_v2,
    2: _v2_to_v3,
}


def migrate(data: JsonObject, from_version: int, to_version: int) -> JsonObject:
    """Run every step from ``from_version`` up to ``to_version``; ``data`` is left untouched.

    Raises :class:`MigrationError` naming the step (and the field, where known).
    """
    if from_version == to_version:
        return data
    if from_version > to_version:
        raise MigrationError(translate("Migration", "cannot migrate backwards from schema {old} to {new}").format(
            old=from_version, new=to_version))
    current = copy.deepcopy(data)
    for version in range(from_version, to_version):
        step = (version, version + 1)
        func = MIGRATIONS.get(version)
        if func is None:
            raise MigrationError(translate("Migration", "no migration from schema {old} to {new}").format(
                old=version, new=version + 1), step=step)
        try:
            current = func(current)
        except MigrationError as exc:
            exc.step = step
            raise
        except (RecursionError, MemoryError) as exc:
            raise MigrationError(translate("Migration", "the file is too complex to convert ({type})").format(
                type=type(exc).__name__), step=step) from exc
        except Exception as exc:  # a step hit a shape it did not expect: report, never crash
            raise MigrationError(translate("Migration", "unexpected content ({error})").format(
                error=f"{type(exc).__name__}: {exc}"), step=step) from exc
        if not isinstance(current, dict) or current.get("schema_version") != version + 1:
            raise MigrationError(translate("Migration", "the step did not produce the next schema version"), step=step)
    return current
