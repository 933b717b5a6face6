"""Turn pydantic validation errors into short messages a user understands, naming the field."""

from __future__ import annotations

from pydantic import ValidationError


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
    msg = err.get("msg", "invalid value")
    if kind in ("greater_than_equal", "greater_than", "less_than_equal", "less_than"):
        words = {
            "greater_than_equal": "at least",
            "greater_than": "greater than",
            "less_than_equal": "at most",
            "less_than": "less than",
        }[kind]
        bound = next(iter(ctx.values()), "?")
        msg = f"must be {words} {bound}"
    elif kind == "missing":
        return "is required"
    elif kind == "extra_forbidden":
        return "is not a known field"
    elif kind == "literal_error":
        msg = f"must be one of {ctx.get('expected', '?')}"
    elif kind == "finite_number":
        msg = "must be a finite number"
    elif kind in ("float_parsing", "float_type", "int_parsing", "int_type", "int_from_float"):
        msg = "must be a number" if kind.startswith("float") else "must be a whole number"
    elif kind == "value_error":
        msg = str(ctx.get("error", msg))
    if got is not None and not isinstance(got, (dict, list)):
        shown = repr(got)
        if len(shown) > 40:
            shown = shown[:37] + "..."
        msg += f" (got {shown})"
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
    more = f" (and {len(lines) - 1} more)" if len(lines) > 1 else ""
    return (lines[0] if lines else "invalid value") + more
