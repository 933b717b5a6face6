"""Fixtures shared by the engine tests: the shipped catalog (without the user's overrides) and its
hardware options, built once per module that asks for them."""

from __future__ import annotations

import pytest

from gpuadvisor.catalog import load_catalog
from gpuadvisor.engine.advisor import options_for


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(include_user_overrides=False)


@pytest.fixture(scope="module")
def options(catalog):
    return options_for(catalog)
