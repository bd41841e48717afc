"""What a person proves themselves with: passwords (and the sign-in throttle), one-time codes."""
