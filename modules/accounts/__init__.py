"""Accounts: the signed-in user's profile (GET/PATCH /api/auth/me)."""
