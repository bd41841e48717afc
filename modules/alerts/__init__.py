"""Usage alerts: e-mails when a package's data runs low or its days run out, each with a
one-click unsubscribe."""
