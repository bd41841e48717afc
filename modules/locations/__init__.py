"""Locations: Indonesia's administrative areas (provinces, regencies, districts, villages) for the
delivery address, and the pickup points where SIM cards are collected. The areas come from the
npm package idn-area-data 4.0.1 (package MIT, data ODbL; see node_modules/idn-area-data)."""
