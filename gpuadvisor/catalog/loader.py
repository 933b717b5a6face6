"""Load the shipped catalogs (``catalogs/*.json``) and the user's override file.

A bad *shipped* catalog is a packaging bug: :class:`CatalogError` names the file, the entry (index
and name) and the field.  A bad *user* override never stops the app: the entry is skipped and
``Catalog.warnings`` says why (file, entry, field).

The shipped files are validated once per process (pydantic ``TypeAdapter`` over plain dicts) and
the result is cached per (catalog folder, override file, override file mtime).
"""

from __future__ import annotations

import datetime as dt
import functools
import json
import os
import stat
from pathlib import Path
from typing import Any, Iterable

from pydantic import TypeAdapter, ValidationError

from gpuadvisor.domain.errors import GpuAdvisorError, describe_validation_error
from gpuadvisor.domain.hardware import (
    Accelerator,
    CloudOffer,
    ModelPreset,
    Provider,
    RegionDefaults,
    System,
)
from gpuadvisor.domain.project import ModelSpec
from gpuadvisor.i18n import current_language, translate

from . import compiled
from .names import accelerator_candidates, model_candidates, normalize_name

# section key -> (file name, entry type)
SECTIONS: dict[str, tuple[str, type]] = {
    "accelerators": ("accelerators.json", Accelerator),
    "cloud_offers": ("cloud_offers.json", CloudOffer),
    "systems": ("systems.json", System),
    "models": ("models.json", ModelPreset),
    "regions": ("regions.json", RegionDefaults),
    "providers": ("providers.json", Provider),
}
COMMITMENTS_FILE = "commitments.json"
# sections a user override file may hold
OVERRIDE_SECTIONS = ("accelerators", "cloud_offers", "systems", "models")


class CatalogError(GpuAdvisorError):
    """A shipped catalog file is missing or invalid (names the file, the entry and the field)."""


@functools.lru_cache(maxsize=None)
def _adapter(model: type) -> TypeAdapter:
    return TypeAdapter(list[model])


def _entry_label(section: str, entry: Any) -> str:
    if not isinstance(entry, dict):
        return ""
    if section == "models":
        spec = entry.get("spec")
        name = spec.get("name") if isinstance(spec, dict) else entry.get("name")
    elif section == "cloud_offers":
        name = ":".join(str(entry.get(k)) for k in ("provider", "instance_type") if entry.get(k))
        if entry.get("region"):
            name += f" ({entry['region']})"
    elif section == "systems":
        name = entry.get("id") or entry.get("name")
    else:
        name = entry.get("name") or entry.get("id")
    text = str(name) if name else ""
    return text if len(text) <= 60 else text[:57] + "..."


def _name_problem(field: str, value: Any) -> str:
    if value is None or (isinstance(value, str) and not value.strip()):
        return translate("Catalog", "{field}: is required").format(field=field)
    shown = repr(value)
    return translate("Catalog", "{field}: must be text (got {value})").format(
        field=field, value=shown if len(shown) <= 40 else shown[:37] + "...")


def _describe_entry(where: str, section: str, index: int, entry: Any, problem: str) -> str:
    label = _entry_label(section, entry)
    if label:
        return translate("Catalog", "{file}: {section} entry {index} ('{name}'): {problem}").format(
            file=where, section=section, index=index, name=label, problem=problem)
    return translate("Catalog", "{file}: {section} entry {index}: {problem}").format(
        file=where, section=section, index=index, problem=problem)


def _first_problem(lines: list[str]) -> str:
    if len(lines) > 1:
        return translate("Catalog", "{problem} (and {n} more)").format(problem=lines[0], n=len(lines) - 1)
    return lines[0]


# ---------------------------------------------------------------------------------------------
# the catalog


class Catalog:
    """Everything the advisor knows about hardware, clouds, models and regions."""

    def __init__(
        self,
        accelerators: list[Accelerator],
        cloud_offers: list[CloudOffer],
        systems: list[System],
        models: list[ModelPreset],
        regions: list[RegionDefaults],
        commitments: dict[str, dict[str, float]],
        warnings: list[str] | None = None,
        catalog_dir: Path | None = None,
        providers: list[Provider] | None = None,
    ) -> None:
        self.accelerators = accelerators
        self.cloud_offers = cloud_offers
        self.systems = systems
        self.models = models
        self.regions = regions
        self.commitments = commitments
        self.warnings = list(warnings or [])
        self.catalog_dir = catalog_dir
        self._acc_index = _name_index(accelerators, lambda a: [a.name], lambda a: a.aliases)
        self._acc_found: dict[str, Accelerator | None] = {}  # name as asked -> find_accelerator's answer
        self._model_index = _name_index(models, lambda m: [m.spec.name], lambda m: m.aliases)
        self._offers_by_acc: dict[str, list[CloudOffer]] = {}
        for offer in cloud_offers:
            if offer.accelerator:
                self._offers_by_acc.setdefault(offer.accelerator, []).append(offer)
        self.providers: list[Provider] = _with_offer_providers(list(providers or []), cloud_offers)
        self._provider_index: dict[str, Provider] = {}
        for p in self.providers:
            self._provider_index.setdefault(p.id.lower(), p)
        for p in self.providers:
            self._provider_index.setdefault(normalize_name(p.name), p)

    # -- lookups ---------------------------------------------------------------------------

    def find_accelerator(self, name: str) -> Accelerator | None:
        """Case- and punctuation-insensitive lookup on names and aliases (vendor prefix optional)."""
        if not name:
            return None
        try:  # the options ask for the same few dozen names hundreds of times
            return self._acc_found[name]
        except (KeyError, TypeError):
            pass
        found = None
        for key in accelerator_candidates(name):
            found = self._acc_index.get(key)
            if found is not None:
                break
        if isinstance(name, str):
            self._acc_found[name] = found
        return found

    def accelerator(self, name: str) -> Accelerator:
        hit = self.find_accelerator(name)
        if hit is None:
            raise KeyError(f"unknown accelerator '{name}'")
        return hit

    def find_model(self, name: str) -> ModelPreset | None:
        """Lookup on names and aliases; also accepts Hugging Face repo ids and -Instruct/-hf suffixes."""
        if not name:
            return None
        for key in model_candidates(name):
            hit = self._model_index.get(key)
            if hit is not None:
                return hit
        return None

    def model(self, name: str) -> ModelPreset:
        hit = self.find_model(name)
        if hit is None:
            raise KeyError(f"unknown model '{name}'")
        return hit

    def find_system(self, id_or_name: str) -> System | None:
        if not id_or_name:
            return None
        key = normalize_name(id_or_name)
        for system in self.systems:
            if system.id == id_or_name or system.id.lower() == str(id_or_name).lower():
                return system
        for system in self.systems:
            if normalize_name(system.id) == key or normalize_name(system.name) == key:
                return system
        return None

    def find_provider(self, id_or_name: str) -> Provider | None:
        """A cloud provider by id (``"aws"``, as offers carry it) or by name (``"Microsoft Azure"``)."""
        if not id_or_name:
            return None
        key = str(id_or_name).strip()
        return self._provider_index.get(key.lower()) or self._provider_index.get(normalize_name(key))

    @property
    def provider_ids(self) -> list[str]:
        """Sorted ids of the providers the cloud offers come from."""
        return sorted({o.provider for o in self.cloud_offers})

    def find_region(self, region_id: str) -> RegionDefaults | None:
        key = normalize_name(region_id or "")
        for region in self.regions:
            if normalize_name(region.id) == key or normalize_name(region.label) == key:
                return region
        return None

    def offers_for(self, accelerator_name: str) -> list[CloudOffer]:
        acc = self.find_accelerator(accelerator_name)
        if acc is None:
            return []
        return list(self._offers_by_acc.get(acc.name, []))

    def commitment(self, provider: str, term: str) -> float:
        """Share saved by a ``"1y"``/``"3y"`` commitment at ``provider`` (the default when unknown)."""
        table = self.commitments.get(provider) or self.commitments.get("default") or {}
        return float(table.get(term, self.commitments.get("default", {}).get(term, 0.0)))

    # -- summaries -------------------------------------------------------------------------

    def _dates(self) -> list[dt.date]:
        out: list[dt.date] = []
        for group in (self.accelerators, self.cloud_offers, self.systems, self.models, self.regions):
            out.extend(e.as_of for e in group)
        return out

    @functools.cached_property
    def _date_range(self) -> tuple[dt.date, dt.date]:
        dates = self._dates()
        if not dates:
            today = dt.date.today()
            return today, today
        return min(dates), max(dates)

    @property
    def oldest_as_of(self) -> dt.date:
        return self._date_range[0]

    @property
    def newest_as_of(self) -> dt.date:
        return self._date_range[1]

    @property
    def counts(self) -> dict[str, int]:
        return {
            "accelerators": len(self.accelerators),
            "cloud_offers": len(self.cloud_offers),
            "systems": len(self.systems),
            "models": len(self.models),
        }

    def __repr__(self) -> str:
        c = self.counts
        return (
            f"Catalog({c['accelerators']} accelerators, {c['cloud_offers']} offers, {c['systems']} systems, "
            f"{c['models']} models, {len(self.warnings)} warnings)"
        )


def _name_index(items: Iterable[Any], names, aliases) -> dict[str, Any]:
    """normalised name -> item; names win over aliases, earlier entries over later ones."""
    index: dict[str, Any] = {}
    items = list(items)
    for item in items:
        for name in names(item):
            index.setdefault(normalize_name(name), item)
    for item in items:
        for alias in aliases(item):
            key = normalize_name(alias)
            if key:
                index.setdefault(key, item)
    return index


def _with_offer_providers(providers: list[Provider], offers: Iterable[CloudOffer]) -> list[Provider]:
    """``providers`` plus a plain entry for each offer provider it lacks (a user override's new cloud)."""
    known = {p.id.lower() for p in providers}
    extra: dict[str, Provider] = {}
    for offer in offers:
        pid = offer.provider
        if pid.lower() in known or pid in extra:
            continue
        extra[pid] = Provider.model_construct(
            id=pid, name=pid, short_name=None, kind="gpu_cloud", default_enabled=True, website=None, notes=None,
            source=offer.source, as_of=offer.as_of,
        )
    return providers + list(extra.values())


# ---------------------------------------------------------------------------------------------
# reading the shipped files


def _read_json(path: Path) -> Any:
    try:
        with path.open("rb") as fh:
            return json.loads(fh.read().decode("utf-8"))
    except FileNotFoundError:
        raise CatalogError(translate("Catalog", "{file}: catalog file is missing").format(file=path)) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise CatalogError(translate("Catalog", "{file}: cannot read the catalog file ({error})").format(
            file=path, error=exc)) from None
    except json.JSONDecodeError as exc:
        raise CatalogError(translate("Catalog", "{file}: not valid JSON (line {line}, column {column}: {error})").format(
            file=path, line=exc.lineno, column=exc.colno, error=exc.msg)) from None


def _shipped_entries(path: Path, section: str) -> list[dict]:
    doc = _read_json(path)
    entries = doc.get(section) if isinstance(doc, dict) else None
    if not isinstance(entries, list):
        raise CatalogError(f"{path}: expected an object with a '{section}' list")
    return entries


def _validate_shipped(path: Path, section: str, model: type, entries: list) -> list:
    try:
        return _adapter(model).validate_python(entries)
    except ValidationError as exc:
        err = exc.errors()[0]
        loc = err.get("loc", ())
        index = loc[0] if loc and isinstance(loc[0], int) else 0
        entry = entries[index] if 0 <= index < len(entries) else None
        problem = translate("Catalog", "invalid entry")
        try:
            model.model_validate(entry)
        except ValidationError as one:
            problem = _first_problem(describe_validation_error(one))
        raise CatalogError(_describe_entry(str(path), section, index, entry, problem)) from None


def _commitments(path: Path) -> dict[str, dict[str, float]]:
    doc = _read_json(path)
    body = doc.get("commitments") if isinstance(doc, dict) else None
    if not isinstance(body, dict) or not isinstance(body.get("default"), dict):
        raise CatalogError(f"{path}: expected 'commitments' with a 'default' entry")
    out: dict[str, dict[str, float]] = {}
    tables = [("default", body["default"])] + list((body.get("providers") or {}).items())
    for provider, table in tables:
        if not isinstance(table, dict):
            raise CatalogError(f"{path}: commitments entry '{provider}': must be an object")
        shares: dict[str, float] = {}
        for term in ("1y", "3y"):
            value = table.get(term)
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value < 1:
                raise CatalogError(
                    f"{path}: commitments entry '{provider}': {term}: must be a share between 0 and 1 (got {value!r})"
                )
            shares[term] = float(value)
        # "published": the figures are the provider's own prices (else the document's assumption
        # stands in for them); "sold": false where the provider offers no commitment at all
        for flag, default in (("published", False), ("sold", True)):
            value = table.get(flag, default)
            if not isinstance(value, bool):
                raise CatalogError(f"{path}: commitments entry '{provider}': {flag}: must be true or false (got {value!r})")
            if value != default:
                shares[flag] = value
        if not table.get("source"):
            raise CatalogError(f"{path}: commitments entry '{provider}': source: is required")
        out[provider] = shares
    return out


def _check_shipped(path_of: dict[str, Path], data: dict[str, list]) -> None:
    """Cross-entry checks: unique names, offers and systems point at known accelerators and providers."""
    seen: dict[str, int] = {}
    for i, acc in enumerate(data["accelerators"]):
        key = normalize_name(acc.name)
        if key in seen:
            raise CatalogError(
                f"{path_of['accelerators']}: accelerators entry {i} ('{acc.name}'): name: duplicates entry {seen[key]}"
            )
        seen[key] = i
    names = {a.name for a in data["accelerators"]}
    for i, offer in enumerate(data["cloud_offers"]):
        if offer.accelerator is not None and offer.accelerator not in names:
            raise CatalogError(
                f"{path_of['cloud_offers']}: cloud_offers entry {i} ('{offer.key}'): accelerator: "
                f"unknown accelerator '{offer.accelerator}'"
            )
    provider_ids: dict[str, int] = {}
    for i, provider in enumerate(data["providers"]):
        if provider.id in provider_ids:
            raise CatalogError(
                f"{path_of['providers']}: providers entry {i} ('{provider.id}'): id: duplicates entry {provider_ids[provider.id]}"
            )
        provider_ids[provider.id] = i
    for i, offer in enumerate(data["cloud_offers"]):
        if offer.provider not in provider_ids:
            raise CatalogError(
                f"{path_of['cloud_offers']}: cloud_offers entry {i} ('{offer.key}'): provider: "
                f"unknown provider '{offer.provider}' (add it to {path_of['providers'].name})"
            )
    ids: dict[str, int] = {}
    for i, system in enumerate(data["systems"]):
        if system.id in ids:
            raise CatalogError(f"{path_of['systems']}: systems entry {i} ('{system.id}'): id: duplicates entry {ids[system.id]}")
        ids[system.id] = i
        if system.accelerator not in names:
            raise CatalogError(
                f"{path_of['systems']}: systems entry {i} ('{system.id}'): accelerator: unknown accelerator '{system.accelerator}'"
            )
    models: dict[str, int] = {}
    for i, preset in enumerate(data["models"]):
        key = normalize_name(preset.spec.name)
        if key in models:
            raise CatalogError(
                f"{path_of['models']}: models entry {i} ('{preset.spec.name}'): name: duplicates entry {models[key]}"
            )
        models[key] = i


# ---------------------------------------------------------------------------------------------
# user overrides

_MODEL_TOP = {"aliases", "notes", "source", "as_of", "spec"}
_SPEC_FIELDS = set(ModelSpec.model_fields)


def _merge(base: dict, patch: dict) -> dict:
    out = dict(base)
    for key, value in patch.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = _merge(out[key], value)
        else:
            out[key] = value
    return out


def _model_shape(entry: dict) -> dict:
    """Accept ``{"spec": {...}}`` or a flat ``{"name": ..., "params_b": ...}`` override."""
    if "spec" in entry:
        return dict(entry)
    top = {k: v for k, v in entry.items() if k in _MODEL_TOP}
    spec = {k: v for k, v in entry.items() if k not in _MODEL_TOP}
    top["spec"] = spec
    return top


class _Overrides:
    def __init__(self, path: Path, data: dict[str, list], warnings: list[str]):
        self.path = path
        self.data = data
        self.warnings = warnings
        self.today = dt.date.today().isoformat()
        self.user_source = f"user override file {path}"

    def warn(self, section: str, index: int, entry: Any, problem: str) -> None:
        self.warnings.append(_describe_entry(str(self.path), section, index, entry,
                                             translate("Catalog", "{problem}; entry skipped").format(problem=problem)))

    def apply(self, doc: Any) -> None:
        if not isinstance(doc, dict):
            self.warnings.append(translate("Catalog", "{file}: expected a JSON object with {sections}; file ignored").format(
                file=self.path, sections=", ".join(OVERRIDE_SECTIONS)))
            return
        for key in doc:
            if key not in OVERRIDE_SECTIONS and not str(key).startswith(("$", "_")):
                self.warnings.append(translate("Catalog", "{file}: unknown section '{section}' ignored (use {sections})").format(
                    file=self.path, section=key, sections=", ".join(OVERRIDE_SECTIONS)))
        for section in OVERRIDE_SECTIONS:
            entries = doc.get(section)
            if entries is None:
                continue
            if not isinstance(entries, list):
                self.warnings.append(translate("Catalog", "{file}: {section}: must be a list; section ignored").format(
                    file=self.path, section=section))
                continue
            for index, entry in enumerate(entries):
                if not isinstance(entry, dict):
                    self.warn(section, index, entry, translate("Catalog", "must be an object"))
                    continue
                try:
                    getattr(self, f"_{section}")(index, entry)
                except ValidationError as exc:
                    self.warn(section, index, entry, _first_problem(describe_validation_error(exc)))
                except (TypeError, ValueError, AttributeError, KeyError, RecursionError) as exc:
                    # a shape no rule foresaw: that entry is skipped, the others still count
                    self.warn(section, index, entry, translate("Catalog", "cannot be read ({error})").format(
                        error=f"{type(exc).__name__}: {str(exc)[:80]}"))

    # one handler per section -------------------------------------------------------------

    def _patched(self, old: Any, patch: dict, model: type) -> Any:
        base = old.model_dump(mode="json", exclude_none=False)
        merged = _merge(base, patch)
        if "source" not in patch:
            merged["source"] = f"{old.source}; changed by {self.user_source}"
        if "as_of" not in patch:
            merged["as_of"] = self.today
        return model.model_validate(merged)

    def _new(self, entry: dict, model: type) -> Any:
        full = dict(entry)
        full.setdefault("source", self.user_source)
        full.setdefault("as_of", self.today)
        return model.model_validate(full)

    def _accelerators(self, index: int, entry: dict) -> None:
        items: list[Accelerator] = self.data["accelerators"]
        name = entry.get("name")
        if not isinstance(name, str) or not name.strip():
            self.warn("accelerators", index, entry, _name_problem("name", name))
            return
        keys = set(accelerator_candidates(name))
        pos = next(
            (i for i, a in enumerate(items) if keys & {normalize_name(n) for n in [a.name, *a.aliases]}),
            None,
        )
        if pos is None:
            items.append(self._new(entry, Accelerator))
            return
        old = items[pos]
        patch = dict(entry)
        patch["name"] = old.name  # an alias may have been used to address it
        if "price_usd" in patch:
            patch.setdefault("price_source", self.user_source)
            patch.setdefault("price_as_of", self.today)
            if "price_twd" not in patch:  # the user's own price replaces the shipped Taiwan retail price too
                patch.update(price_twd=None, price_twd_source=None, price_twd_as_of=None)
        items[pos] = self._patched(old, patch, Accelerator)

    def _cloud_offers(self, index: int, entry: dict) -> None:
        items: list[CloudOffer] = self.data["cloud_offers"]
        for field in ("provider", "instance_type", "accelerator", "region"):
            value = entry.get(field)
            if value is not None and not isinstance(value, str):
                self.warn("cloud_offers", index, entry, _name_problem(field, value))
                return
        provider = str(entry.get("provider") or "").lower()
        itype = str(entry.get("instance_type") or "").lower()
        if not provider or not itype:
            self.warn("cloud_offers", index, entry, translate("Catalog", "provider and instance_type: are required"))
            return
        region = entry.get("region")
        entry = dict(entry)
        if entry.get("accelerator"):
            acc = _find_in(self.data["accelerators"], entry["accelerator"])
            if acc is None:
                self.warn("cloud_offers", index, entry, _unknown_accelerator(entry["accelerator"]))
                return
            entry["accelerator"] = acc.name
        matches = [
            i
            for i, o in enumerate(items)
            if o.provider.lower() == provider
            and o.instance_type.lower() == itype
            and (region is None or o.region.lower() == str(region).lower())
        ]
        if not matches:
            entry.setdefault("accelerator_label", entry.get("accelerator") or "")
            if "accelerator" not in entry and entry.get("accelerator_label"):
                acc = _find_in(self.data["accelerators"], entry["accelerator_label"])
                entry["accelerator"] = acc.name if acc else None
            items.append(self._new(entry, CloudOffer))
            return
        updated = [self._patched(items[i], entry, CloudOffer) for i in matches]  # validate all first
        for i, new in zip(matches, updated):
            items[i] = new

    def _systems(self, index: int, entry: dict) -> None:
        items: list[System] = self.data["systems"]
        key = entry.get("id") or entry.get("name")
        if not isinstance(key, str) or not key.strip():
            self.warn("systems", index, entry, _name_problem("id", key))
            return
        entry = dict(entry)
        if entry.get("accelerator") is not None and not isinstance(entry["accelerator"], str):
            self.warn("systems", index, entry, _name_problem("accelerator", entry["accelerator"]))
            return
        if entry.get("accelerator"):
            acc = _find_in(self.data["accelerators"], entry["accelerator"])
            if acc is None:
                self.warn("systems", index, entry, _unknown_accelerator(entry["accelerator"]))
                return
            entry["accelerator"] = acc.name
        norm = normalize_name(key)
        pos = next(
            (i for i, s in enumerate(items) if s.id == key or normalize_name(s.id) == norm or normalize_name(s.name) == norm),
            None,
        )
        if pos is None:
            entry.setdefault("id", key)
            entry.setdefault("name", key)
            items.append(self._new(entry, System))
            return
        entry.pop("id", None)
        items[pos] = self._patched(items[pos], entry, System)

    def _models(self, index: int, entry: dict) -> None:
        items: list[ModelPreset] = self.data["models"]
        shaped = _model_shape(entry)
        spec = shaped.get("spec")
        name = spec.get("name") if isinstance(spec, dict) else None
        if not isinstance(name, str) or not name.strip():
            self.warn("models", index, entry, _name_problem("name", name))
            return
        keys = set(model_candidates(name))
        pos = next(
            (i for i, m in enumerate(items) if normalize_name(m.spec.name) in keys),
            None,
        )
        if pos is None:
            pos = next(
                (i for i, m in enumerate(items) if keys & {normalize_name(a) for a in m.aliases}),
                None,
            )
        if pos is None:
            shaped["spec"] = dict(spec)
            shaped["spec"].setdefault("source", self.user_source)
            items.append(self._new(shaped, ModelPreset))
            return
        old = items[pos]
        shaped["spec"] = dict(spec, name=old.spec.name)
        items[pos] = self._patched(old, shaped, ModelPreset)


def _find_in(accs: list[Accelerator], name: str) -> Accelerator | None:
    keys = accelerator_candidates(name)
    for key in keys:
        for acc in accs:
            if normalize_name(acc.name) == key:
                return acc
    for key in keys:
        for acc in accs:
            if any(normalize_name(a) == key for a in acc.aliases):
                return acc
    return None


# ---------------------------------------------------------------------------------------------
# entry points


@functools.lru_cache(maxsize=8)
def _load_shipped(catalog_dir: str, stamp: tuple) -> tuple[dict[str, list], dict[str, dict[str, float]]]:
    """The validated shipped entries: from the compiled cache (:mod:`.compiled`) when it was made
    from these very files, else validated here (and compiled for the next start)."""
    folder = Path(catalog_dir)
    files = [folder / name for name, _ in SECTIONS.values()] + [folder / COMMITMENTS_FILE]
    return compiled.cached("shipped", files, lambda: _validate_shipped_folder(folder))


def _validate_shipped_folder(folder: Path) -> tuple[dict[str, list], dict[str, dict[str, float]]]:
    data: dict[str, list] = {}
    path_of: dict[str, Path] = {}
    for section, (filename, model) in SECTIONS.items():
        path = folder / filename
        path_of[section] = path
        data[section] = _validate_shipped(path, section, model, _shipped_entries(path, section))
    _check_shipped(path_of, data)
    commitments = _commitments(folder / COMMITMENTS_FILE)
    return data, commitments


def _stamp(paths: Iterable[Path]) -> tuple:
    out = []
    for path in paths:
        try:
            st = os.stat(path)
            out.append((st.st_mtime_ns, st.st_size))
        except OSError:
            out.append(None)
    return tuple(out)


def read_validated_file(path: Path, model: type, what: str):
    """A hand-maintained catalog file (compatibility, networks) read and validated as ``model``;
    a missing, unreadable or invalid file raises :class:`CatalogError` naming it and the field."""
    return compiled.cached(path.stem, [path], lambda: _read_validated_file(path, model, what),
                           extra_modules=(model.__module__,))


def _read_validated_file(path: Path, model: type, what: str):
    try:
        raw = json.loads(path.read_bytes().decode("utf-8"))
    except FileNotFoundError:
        raise CatalogError(f"{path}: catalog file is missing") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise CatalogError(f"{path}: cannot read the {what} ({exc})") from None
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        problems = describe_validation_error(exc)
        raise CatalogError(f"{path}: {problems[0] if problems else exc}") from None


#: An override file is a hand-written list of prices and machines: larger than this it is not one.
MAX_OVERRIDE_BYTES = 5 * 1024 * 1024


class UserFileProblem(Exception):
    """A file the user pointed us at that is not a readable regular file of sensible size."""


def read_user_file(path: Path, limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes.  Never blocks or reads without end:
    a named pipe, a device (a link to /dev/zero), a folder or an over-large file is refused before
    it is read; the open is non-blocking and the size is checked again on the open file."""
    try:
        st = os.stat(path)
    except OSError as exc:
        raise UserFileProblem(translate("Catalog", "cannot read the file ({error})").format(error=exc.strerror or exc)) from None
    if not stat.S_ISREG(st.st_mode):
        raise UserFileProblem(translate("Catalog", "not a regular file (a folder, a pipe or a device)"))
    if st.st_size > limit:
        raise UserFileProblem(translate("Catalog", "larger than {limit} MB").format(limit=limit // (1024 * 1024)))
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as exc:
        raise UserFileProblem(translate("Catalog", "cannot read the file ({error})").format(error=exc.strerror or exc)) from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or st.st_size > limit:  # replaced between the two looks
            raise UserFileProblem(translate("Catalog", "not a regular file (a folder, a pipe or a device)"))
        chunks: list[bytes] = []
        total = 0
        while True:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                break
            total += len(chunk)
            if total > limit:
                raise UserFileProblem(translate("Catalog", "larger than {limit} MB").format(limit=limit // (1024 * 1024)))
            chunks.append(chunk)
        return b"".join(chunks)
    except OSError as exc:
        raise UserFileProblem(translate("Catalog", "cannot read the file ({error})").format(error=exc.strerror or exc)) from None
    finally:
        os.close(fd)


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > 30:
        raise ValueError(translate("Catalog", "a number with {n} digits is not a price or a count").format(n=len(text)))
    return int(text)


def _no_constant(text: str) -> float:
    raise ValueError(translate("Catalog", "{value} is not a number a catalog entry can hold").format(value=text))


def _unknown_accelerator(name: Any) -> str:
    return translate("Catalog", "accelerator: unknown accelerator '{name}'").format(name=name)


@functools.lru_cache(maxsize=16)
def _load(catalog_dir: str, shipped_stamp: tuple, overrides: str | None, override_stamp: tuple | None,
          lang: str = "en") -> Catalog:
    """(``lang``: the warnings' language, part of the cache key.)"""
    shipped, commitments = _load_shipped(catalog_dir, shipped_stamp)
    data = {section: list(items) for section, items in shipped.items()}
    warnings: list[str] = []
    if overrides is not None and override_stamp is not None and override_stamp[0] is not None:
        path = Path(overrides)
        try:
            doc = json.loads(read_user_file(path, MAX_OVERRIDE_BYTES).decode("utf-8"), parse_int=_bounded_int,
                             parse_constant=_no_constant)
        except UserFileProblem as exc:
            warnings.append(translate("Catalog", "{file}: {problem}; file ignored").format(file=path, problem=exc))
        except UnicodeDecodeError:
            warnings.append(translate("Catalog", "{file}: not UTF-8 text; file ignored").format(file=path))
        except json.JSONDecodeError as exc:
            warnings.append(translate("Catalog", "{file}: not valid JSON (line {line}, column {column}: {error}); file ignored").format(
                file=path, line=exc.lineno, column=exc.colno, error=exc.msg))
        except RecursionError:
            warnings.append(translate("Catalog", "{file}: nested too deeply to be an override file; file ignored").format(file=path))
        except ValueError as exc:
            warnings.append(translate("Catalog", "{file}: {problem}; file ignored").format(file=path, problem=exc))
        else:
            _Overrides(path, data, warnings).apply(doc)
    return Catalog(
        accelerators=data["accelerators"],
        cloud_offers=data["cloud_offers"],
        systems=data["systems"],
        models=data["models"],
        regions=data["regions"],
        commitments={k: dict(v) for k, v in commitments.items()},
        warnings=warnings,
        catalog_dir=Path(catalog_dir),
        providers=data["providers"],
    )


def load_catalog(
    include_user_overrides: bool = True,
    *,
    catalog_dir: str | os.PathLike | None = None,
    overrides_path: str | os.PathLike | None = None,
) -> Catalog:
    """The shipped catalogs plus (by default) the user's override file; cached.

    ``catalog_dir`` defaults to the bundled ``catalogs/``; ``overrides_path`` to
    :func:`gpuadvisor.paths.user_overrides_file`.  The cache key includes the files' modification
    times, so an edited override file is picked up on the next call.  Treat the returned lists as
    read-only: they are shared between callers.
    """
    from gpuadvisor import paths

    folder = Path(catalog_dir) if catalog_dir is not None else paths.catalogs_dir()
    folder = folder.resolve()
    files = [folder / name for name, _ in SECTIONS.values()] + [folder / COMMITMENTS_FILE]
    shipped_stamp = _stamp(files)
    overrides: str | None = None
    override_stamp: tuple | None = None
    if include_user_overrides:
        path = Path(overrides_path) if overrides_path is not None else paths.user_overrides_file()
        overrides = str(path)
        override_stamp = _stamp([path])
    return _load(str(folder), shipped_stamp, overrides, override_stamp, current_language())


def clear_cache() -> None:
    """Forget every loaded catalog (tests, or after writing the override file in the same second)."""
    _load.cache_clear()
    _load_shipped.cache_clear()
