"""Notifications: e-mail written to an outbox with the state change, delivered over SMTP after."""
