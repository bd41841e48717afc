"""Order use cases, one class per user of them, composed rather than inherited:

- the shopper: `OrderCheckout` (make an order), `OrderPaying` (pay it), `PayAgain` (make a failed
  one again) and `ShopperOrders` (read one's orders and receipts);
- staff: `StaffOrders` (search, one order whole, the back office's actions);
- the jobs: `OrderJobs` (a payment settled, an order's time ran out, esim answered);
- `OrderLifecycle`: the steps that move an order that more than one of them take.

Each receives only what it uses (see the container)."""

from modules.orders.service.again import PayAgain
from modules.orders.service.checkout import OrderCheckout
from modules.orders.service.common import (
    EXPIRE_JOB,
    PAID_STATES,
    PROMISE_JOB,
    EsimMail,
    ExpiryTimes,
    IccidChecks,
    PickupLocations,
    StockHolds,
    utc_now,
)
from modules.orders.service.lifecycle import OrderLifecycle
from modules.orders.service.paying import OrderPaying
from modules.orders.service.receipt import ReceiptPasses
from modules.orders.service.refunds import OrderRefunds
from modules.orders.service.shopper import ShopperOrders
from modules.orders.service.staff import StaffOrders
from modules.orders.service.worker import OrderJobs

__all__ = [
    "EXPIRE_JOB",
    "PAID_STATES",
    "PROMISE_JOB",
    "EsimMail",
    "ExpiryTimes",
    "IccidChecks",
    "OrderCheckout",
    "OrderJobs",
    "OrderLifecycle",
    "OrderPaying",
    "OrderRefunds",
    "PayAgain",
    "PickupLocations",
    "ReceiptPasses",
    "ShopperOrders",
    "StaffOrders",
    "StockHolds",
    "utc_now",
]
