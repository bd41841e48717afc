"""Google sign-in: Google ID tokens, the popup pages, and the local stand-in of the consent page."""
