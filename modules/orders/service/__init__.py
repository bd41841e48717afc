"""Order use cases: create, pay and list, and the jobs that move an order. One class, its methods
in a file per use case."""

from modules.orders.service.again import AgainUseCases
from modules.orders.service.base import (
    EXPIRE_JOB,
    PAID_STATES,
    ExpiryTimes,
    PickupLocations,
    utc_now,
)
from modules.orders.service.jobs import JobUseCases
from modules.orders.service.receipt import ReceiptPasses, ReceiptUseCases
from modules.orders.service.staff import StaffUseCases

__all__ = [
    "EXPIRE_JOB",
    "PAID_STATES",
    "ExpiryTimes",
    "OrderService",
    "PickupLocations",
    "ReceiptPasses",
    "utc_now",
]


class OrderService(AgainUseCases, ReceiptUseCases, StaffUseCases, JobUseCases):
    """The orders module's service: see create.py, paying.py, again.py, receipt.py, staff.py
    and jobs.py."""
