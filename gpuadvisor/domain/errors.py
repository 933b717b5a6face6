"""Turn pydantic validation errors into short messages a user understands, naming the field."""

from __future__ import annotations

from pydantic import BaseModel, ValidationError

from gpuadvisor.i18n import translate


class GpuAdvisorError(Exception):
    """Base of every error the app reports to a user (never shown as a traceback)."""


def field_path(loc: tuple) -> str:
    """``('projects', 0, 'workloads', 1, 'recipe', 'micro_batch')`` -> ``projects[0].workloads[1].recipe.micro_batch``."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif str(part).startswith(("function-after", "function-before", "constrained-")):
            continue
        else:
            out += ("." if out else "") + str(part)
    return out or "(document)"


def _describe(err: dict) -> str:
    kind = err.get("type", "")
    ctx = err.get("ctx") or {}
    got = err.get("input")
    msg = err.get("msg") or translate("Errors", "invalid value")
    if kind in ("greater_than_equal", "greater_than", "less_than_equal", "less_than"):
        bound = next(iter(ctx.values()), "?")
        msg = {
            "greater_than_equal": translate("Errors", "must be at least {bound}"),
            "greater_than": translate("Errors", "must be greater than {bound}"),
            "less_than_equal": translate("Errors", "must be at most {bound}"),
            "less_than": translate("Errors", "must be less than {bound}"),
        }[kind].format(bound=bound)
    elif kind == "missing":
        return translate("Errors", "is required")
    elif kind == "string_too_short":
        n = ctx.get("min_length", 1)
        if n == 1:
            return translate("Errors", "must not be empty")
        msg = translate("Errors", "must have at least {n} characters").format(n=n)
    elif kind == "string_too_long":
        msg = translate("Errors", "must have at most {n} characters").format(n=ctx.get("max_length", "?"))
    elif kind == "extra_forbidden":
        return translate("Errors", "is not a known field")
    elif kind == "literal_error":
        msg = translate("Errors", "must be one of {choices}").format(choices=ctx.get("expected", "?"))
    elif kind == "finite_number":
        msg = translate("Errors", "must be a finite number")
    elif kind in ("float_parsing", "float_type", "int_parsing", "int_type", "int_from_float"):
        msg = translate("Errors", "must be a number") if kind.startswith("float") else translate("Errors", "must be a whole number")
    elif kind == "value_error":
        msg = str(ctx.get("error", msg))
    if got is not None and not isinstance(got, (dict, list, BaseModel)):
        shown = repr(got)
        if len(shown) > 40:
            shown = shown[:37] + "..."
        msg = translate("Errors", "{problem} (got {value})").format(problem=msg, value=shown)
    return msg


def describe_validation_error(exc: ValidationError, prefix: str = "") -> list[str]:
    """One line per problem: ``recipe.micro_batch: must be at least 1 (got 0)``."""
    lines = []
    for err in exc.errors():
        path = field_path(tuple(err.get("loc", ())))
        if prefix:
            path = f"{prefix}.{path}" if path != "(document)" else prefix
        lines.append(f"{path}: {_describe(err)}")
    return lines


def first_problem(exc: ValidationError, prefix: str = "") -> str:
    lines = describe_validation_error(exc, prefix)
    first = lines[0] if lines else translate("Errors", "invalid value")
    if len(lines) > 1:
        return translate("Errors", "{problem} (and {n} more)").format(problem=first, n=len(lines) - 1)
    return first
