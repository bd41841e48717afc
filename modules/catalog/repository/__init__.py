"""Reads the whole catalog into DTOs, adds missing seed rows and makes the back office's edits.
The only code touching the catalog's models."""

from modules.catalog.repository.reading import CatalogReads
from modules.catalog.repository.rows import (
    CountryRow,
    FactsRow,
    ItemRow,
    ProductRow,
    RegionRow,
    StoredCatalog,
    StoredProduct,
)
from modules.catalog.repository.seeding import CatalogSeeding
from modules.catalog.repository.staff import CatalogEdits


class CatalogRepository(CatalogReads, CatalogSeeding, CatalogEdits):
    """The catalog's one repository: reading it whole, seeding it, the back office's edits."""


__all__ = [
    "CatalogRepository",
    "CountryRow",
    "FactsRow",
    "ItemRow",
    "ProductRow",
    "RegionRow",
    "StoredCatalog",
    "StoredProduct",
]
