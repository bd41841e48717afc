"""Catalog: countries, multi-country regions and the products sold for each (SPEC §3, §7)."""
