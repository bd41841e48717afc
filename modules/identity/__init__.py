"""Identity: a Firebase-Authentication-compatible identity provider at the site root."""
