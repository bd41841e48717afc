"""Bounded modules; each is composed into the app by core.container and core.app."""
