"""The translated labels of the engine's keys, for the report and the window: ``gpuadvisor.labels``
(a layer below the engine, which words its own explanations with the same functions)."""

from gpuadvisor.labels import *  # noqa: F401,F403
from gpuadvisor.labels import __all__  # noqa: F401
