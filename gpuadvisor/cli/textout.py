"""Names from files, printed to a terminal: control characters made visible.

A workload, project, model or override entry may be named with an ESC sequence (colours, cursor
moves, a terminal title, a hyperlink), a carriage return that overwrites the line before it, or
a line break that forges a line of output.  The text output of the commands passes every such
string through ``visible``: each control character (C0, DEL, C1, the Unicode line and paragraph
separators and the bidirectional overrides) is written as an escape, ``\\x1b``, ``\\n``, ``\\t``,
``\\u202e``.  JSON output needs nothing: ``json.dumps`` escapes control characters already.
"""

from __future__ import annotations

import re
from typing import Any

_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escape(match: re.Match) -> str:
    ch = match.group()
    if ch in _NAMED:
        return _NAMED[ch]
    code = ord(ch)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def visible(text: Any) -> str:
    """``text`` with every control character written as a visible escape."""
    return _CONTROL.sub(_escape, str(text))


def visible_data(value: Any) -> Any:
    """The same for every string inside dicts (keys too: a calibration CSV's metric names), lists
    and tuples (``report.summary.advice_dict``)."""
    if isinstance(value, str):
        return visible(value)
    if isinstance(value, dict):
        return {visible_data(k): visible_data(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return type(value)(visible_data(v) for v in value)
    return value
