"""Payments: a provider-hosted payment page (the built-in sandbox or Midtrans Snap), the
provider's signed notifications, and cash or transfer payments confirmed by staff. Payments never
reads orders: it enqueues `payments.settled` and the orders module moves the order."""
