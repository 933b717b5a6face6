"""Regression guard: the pinned PySide6 must not leak references to None on Python 3.11.

PySide6 6.12.0 took one reference from None on every Qt call returning nothing, so a few
thousand calls later the interpreter aborted ("deallocating None").  pyproject pins a release
without that bug; this test fails if a future pin brings it back.
"""

import sys

from PySide6.QtGui import QPen


def test_void_qt_calls_keep_none_refcount():
    pen = QPen()
    before = sys.getrefcount(None)
    for _ in range(2000):
        pen.setWidth(2)
    after = sys.getrefcount(None)
    assert abs(after - before) < 50, f"None lost {before - after} references over 2000 Qt calls"
