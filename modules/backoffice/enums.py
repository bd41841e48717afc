from enum import StrEnum


class StaffRole(StrEnum):
    """Who runs the store: staff handle orders, payments, provisioning, pickups and messages;
    admins also the catalog, promos, ICCID stock and the people of the back office."""

    STAFF = "staff"
    ADMIN = "admin"
