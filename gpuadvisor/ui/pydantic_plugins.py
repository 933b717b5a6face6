"""The window's process looks for no pydantic plugins (gpuadvisor uses none).

At its first model class pydantic asks ``pydantic.plugin._loader.get_plugins()`` for the plugins
installed in the environment: that module imports :mod:`importlib.metadata` (with ``email``,
``zipfile``, ``csv`` and some thirty more modules) and reads the entry points of every installed
package, 20-25 ms of the window's start-up, before the first advice.  :func:`install` puts a module
in its place, before pydantic is used, whose ``get_plugins()`` finds none: what
``PYDANTIC_DISABLE_PLUGINS=__all__`` does, without the imports.  Any other name pydantic asks of
that module is taken from the real one, loaded then (it replaces this one from that moment on).

Nothing is done when pydantic has already looked (its module is loaded), or when
``PYDANTIC_DISABLE_PLUGINS`` is set (pydantic then follows it as documented).  The command line
keeps pydantic's own behaviour.
"""

from __future__ import annotations

import os
import sys
import types

LOADER = "pydantic.plugin._loader"


class _NoPlugins(types.ModuleType):
    """Stands for ``pydantic.plugin._loader``: no plugins; anything else from the real module."""

    def __init__(self) -> None:
        super().__init__(LOADER, "pydantic's plugin loader, finding no plugins (gpuadvisor.ui.pydantic_plugins)")

    @staticmethod
    def get_plugins() -> tuple:
        return ()

    def __getattr__(self, name: str):
        if name.startswith("__"):
            raise AttributeError(name)
        import importlib

        if sys.modules.get(LOADER) is self:
            del sys.modules[LOADER]
        return getattr(importlib.import_module(LOADER), name)


def install() -> bool:
    """Put the plugin-less loader in place; False when pydantic is left to look for itself."""
    if LOADER in sys.modules or os.environ.get("PYDANTIC_DISABLE_PLUGINS") is not None:
        return False
    sys.modules[LOADER] = _NoPlugins()
    return True
