"""eSIM and SIM cards: the ICCID inventory, provisioning through the telco after an order is
paid, the eSIM's QR code, activation of a physical SIM, and the data packages on each ICCID.
The esim module never reads orders: orders enqueues `esim.provision`, and esim answers with
`esim.provisioned` or `esim.provision_failed`."""
