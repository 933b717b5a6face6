"""The shipped catalogs (accelerators, cloud offers and providers, owned systems, models, regions) and lookups.

No Qt here.  Usage::

    from gpuadvisor.catalog import load_catalog
    cat = load_catalog()                  # shipped catalogs + the user's override file (cached)
    cat.accelerator("RTX 4090").memory_gb
    cat.find_provider("azure").name      # "Microsoft Azure"; cat.providers lists them all
    cat.model("meta-llama/Meta-Llama-3-8B").spec.params_b
"""

from __future__ import annotations

from .loader import Catalog, CatalogError, clear_cache, load_catalog
from .names import normalize_name

__all__ = ["Catalog", "CatalogError", "clear_cache", "load_catalog", "normalize_name"]
