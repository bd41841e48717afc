"""Contact: the contact form's messages, stored and e-mailed to support."""
