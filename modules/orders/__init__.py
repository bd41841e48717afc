"""Orders: a signed-in traveller's order, priced on the server, paid, expired or provisioned."""
