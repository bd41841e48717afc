"""Shared kernel of the Kelana monolith: settings, app factory, database, HTTP envelope, logging."""
