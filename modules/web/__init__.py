"""Web: serves the built shell, the remotes and the translations; the SPA fallback."""
