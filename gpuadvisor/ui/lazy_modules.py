"""Standard-library modules the window's process loads only when something uses them.

``pydantic.types`` (loaded by the domain models) starts with ``import secrets`` for one function,
``secrets.compare_digest``, called when two ``Secret`` values are compared (gpuadvisor has none).
``secrets`` imports ``hmac``, and ``hmac`` imports ``_hashlib``: OpenSSL's libcrypto, about 3.5 MB
of the window's memory (and 3 ms of the start-up), for nothing.

:func:`install` puts a stand-in for each such module in ``sys.modules`` (as
:mod:`gpuadvisor.ui.pydantic_plugins` does for pydantic's plugin loader): ``import secrets`` then
gives the stand-in, and the first name asked of it loads the real module, which takes the
stand-in's place in ``sys.modules`` and lends it all its names (later uses go straight to them).
Whoever uses the module gets exactly the real one's functions.  Modules already loaded are left
alone.  (``importlib.util.LazyLoader`` does not do here: in Python 3.11 the import statement
itself asks the module for ``__spec__``, which loads it.)  The command line keeps the ordinary
imports.
"""

from __future__ import annotations

import sys
import threading
import types

#: loaded, unused, by the libraries the window needs (csv: by the charts' data, for its exports)
LAZY = ("secrets", "csv")


#: the dunder names asked of the stand-in that load the module (``from secrets import *``); any other
#: is a probe that does not use the module: ``__path__`` (is it a package?), ``__file__`` (PySide6's
#: import hook looks at every module imported, see :mod:`gpuadvisor.ui.pyside_scan`)
_MODULE_DUNDERS = frozenset({"__all__"})
_LOADING = threading.Lock()  # two threads using it at once: one import, one module


class OnFirstUse(types.ModuleType):
    """Stands for the module ``name`` until one of its names is used, then lends the real one's."""

    def __getattr__(self, attr: str):
        if attr.startswith("__") and attr not in _MODULE_DUNDERS:
            raise AttributeError(attr)
        return getattr(self.load(), attr)

    def load(self) -> types.ModuleType:
        """The real module (imported now if it is not yet); the stand-in takes on its names."""
        import importlib

        name = self.__name__
        with _LOADING:
            if sys.modules.get(name) is self:
                del sys.modules[name]
            real = importlib.import_module(name)
            self.__dict__.update(real.__dict__)
        return real


def install() -> list[str]:
    """Put a stand-in in place of each :data:`LAZY` module not loaded yet; the names it did."""
    done = []
    for name in LAZY:
        if name not in sys.modules:
            sys.modules[name] = OnFirstUse(name, f"{name}, loaded on first use (gpuadvisor.ui.lazy_modules)")
            done.append(name)
    return done
