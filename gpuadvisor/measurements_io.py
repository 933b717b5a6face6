"""Import the user's own measurements from a CSV in the calibration format (Qt-free).

The columns are those of ``gpuadvisor calibrate`` files (id, metric, value, unit, model_ref,
hardware_ref, workload, runtime, weight_format, devices, micro_batch, seq_len, prompt_tokens,
gen_tokens, concurrency, train_tokens, grad_checkpointing, lora_rank …); each usable row becomes a
:class:`gpuadvisor.domain.project.Measurement`, each unusable one a line saying why.  The file is
read with the same limits as other user files (a regular file of at most 5 MB).
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from pydantic import ValidationError

from gpuadvisor.domain.errors import GpuAdvisorError, first_problem
from gpuadvisor.domain.project import Measurement
from gpuadvisor.i18n import translate

MAX_BYTES = 5 * 1024 * 1024
#: The calibration CSV's ``workload`` words that are not project kinds (engine.personal.CSV_WORKLOAD back).
CSV_KINDS = {"inference": "batch_inference", "serving": "llm_serving"}


class MeasurementImportError(GpuAdvisorError):
    """The file as a whole cannot be read (one line naming the file)."""


def _num(text: str | None, kind=float):
    text = (text or "").strip().replace(",", "")
    if not text:
        return None
    value = kind(float(text))
    return value


def read_measurements(path: str | Path) -> tuple[list[Measurement], list[str]]:
    """(measurements, one message per row that could not be used)."""
    from gpuadvisor.catalog.loader import UserFileProblem, read_user_file

    path = Path(path)
    try:
        raw = read_user_file(path, MAX_BYTES)
    except UserFileProblem as exc:
        raise MeasurementImportError(f"{path}: {exc}") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise MeasurementImportError(translate("Measurements", "{file}: not UTF-8 text").format(file=path)) from None
    reader = csv.DictReader(io.StringIO(text))
    needed = {"metric", "value", "model_ref", "hardware_ref"}
    if not reader.fieldnames or not needed <= {f.strip() for f in reader.fieldnames}:
        raise MeasurementImportError(translate(
            "Measurements", "{file}: not a measurement CSV (needs the columns {columns})").format(
            file=path, columns=", ".join(sorted(needed))))
    out: list[Measurement] = []
    problems: list[str] = []
    for i, row in enumerate(reader, start=2):
        row = {(k or "").strip(): (v or "").strip() for k, v in row.items()}
        rid = row.get("id") or f"line {i}"
        try:
            data = {
                "hardware": row.get("hardware_ref", ""),
                "model": row.get("model_ref", ""),
                "metric": row.get("metric", ""),
                "value": _num(row.get("value")),
                "devices": _num(row.get("devices"), int) or 1,
                "micro_batch": _num(row.get("micro_batch"), int),
                "seq_len": _num(row.get("seq_len"), int),
                "prompt_tokens": _num(row.get("prompt_tokens"), int),
                "gen_tokens": _num(row.get("gen_tokens"), int),
                "concurrency": _num(row.get("concurrency"), int),
                "lora_rank": _num(row.get("lora_rank"), int),
                "train_tokens": _num(row.get("train_tokens")),
                "grad_checkpointing": row.get("grad_checkpointing", "").lower() in ("yes", "true", "1", "full"),
                "note": row.get("notes", "")[:2000],
            }
            for name in ("workload", "runtime", "weight_format"):
                if row.get(name):
                    data[name] = row[name]
            if data.get("workload") in CSV_KINDS:  # the CSV's words for inference and serving
                data["workload"] = CSV_KINDS[data["workload"]]
            out.append(Measurement.model_validate(data))
        except ValidationError as exc:
            problems.append(translate("Measurements", "{file}: row {row}: {problem}").format(
                file=path.name, row=rid, problem=first_problem(exc)))
        except (ValueError, OverflowError) as exc:
            problems.append(translate("Measurements", "{file}: row {row}: {problem}").format(
                file=path.name, row=rid, problem=str(exc)[:120]))
    return out, problems
