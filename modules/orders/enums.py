"""The orders' enums, defined once: used by its models and its DTOs alike."""

from enum import StrEnum


class OrderStatus(StrEnum):
    """SPEC §4, spelt as SPEC spells them (`provesioning` included)."""

    AWAITING_PAYMENT = "awaiting_payment"
    PAID = "paid"
    PROVISIONING = "provesioning"
    PROVISIONED = "provisioned"
    PROVISION_FAILED = "provision_failed"
    PAYMENT_FAILED = "payment_failed"
    EXPIRED = "expired"
    REFUNDED = "refunded"  # paid, never fulfilled, and the money given back by staff


class DeliveryType(StrEnum):
    PICKUP = "pickup"
    DELIVERY = "delivery"


class ShippingStep(StrEnum):
    """A SIM card sent to an address, as staff move it: forward only, one step at a time."""

    PACKED = "packed"
    SHIPPED = "shipped"  # with the courier and its tracking number
    DELIVERED = "delivered"

    @property
    def before(self) -> "ShippingStep | None":
        """The step an order must be at for this one to be taken (None: not started)."""
        order = list(ShippingStep)
        index = order.index(self)
        return order[index - 1] if index else None


class TransitionCause(StrEnum):
    """Why an order's status changed (or, for a recorded event, why nothing changed)."""

    CREATED = "created"
    PROMO_CLAIM = "promo_claim"  # fully discounted: paid at once
    PAYMENT_PAID = "payment_paid"
    PAYMENT_FAILED = "payment_failed"
    PAYMENT_EXPIRED = "payment_expired"
    UNPAID_IN_TIME = "unpaid_in_time"  # the orders.expire job
    LATE_PAYMENT = "late_payment"  # a "paid" for an order no longer awaiting payment
    AMOUNT_MISMATCH = "amount_mismatch"  # a "paid" for another amount than the order's
    PROVISION_STARTED = "provision_started"  # the esim.provision job is queued
    PROVISIONED = "provisioned"  # the eSIM was issued, the package added or the SIM activated
    PROVISION_FAILED = "provision_failed"  # the telco kept refusing
    STAFF_CANCELLED = "staff_cancelled"  # an unpaid order closed from the back office
    PROVISION_RETRY = "provision_retry"  # staff asked for a failed provisioning again
    LATE_SETTLED = "late_settled"  # staff refunded or honoured a late or mismatched payment
    STAFF_REFUNDED = "staff_refunded"  # staff gave the money of an unfulfilled order back
    BUYER_REFUNDED = "buyer_refunded"  # the buyer's own refund of an eSIM never installed
    REFUND_APPROVED = "refund_approved"  # an admin approved staff's refund request
    PROMISE_BROKEN = "promise_broken"  # not delivered within PROVISION_PROMISE_MINUTES of payment
    # A delivered SIM card's steps (the status stays; the log keeps when each was taken).
    PACKED = "packed"
    SHIPPED = "shipped"
    DELIVERED = "delivered"
