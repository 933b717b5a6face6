import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
REFERENCE = ROOT.parent / "shared" / "reference"
CATALOGS = ROOT / "catalogs"

needs_reference = pytest.mark.skipif(
    not (REFERENCE / "accelerators.csv").is_file(), reason="shared reference tables not present"
)


@pytest.fixture(autouse=True)
def _fresh_cache():
    from gpuadvisor.catalog import clear_cache

    clear_cache()
    yield
    clear_cache()


@pytest.fixture
def catalog_copy(tmp_path):
    """A writable copy of the shipped catalogs."""
    dest = tmp_path / "catalogs"
    shutil.copytree(CATALOGS, dest)
    return dest
