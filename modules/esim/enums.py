from enum import StrEnum


class SimKind(StrEnum):
    """What an ICCID is: a physical SIM card (handed over at pickup or posted) or an eSIM."""

    PHYSICAL = "physical_sim"
    ESIM = "esim"


class IccidStatus(StrEnum):
    AVAILABLE = "available"  # in stock
    HELD = "held"  # kept for an order that waits for its payment; back in stock if unpaid
    ASSIGNED = "assigned"  # sold to a buyer
    ACTIVE = "active"  # activated on the network
    RETIRED = "retired"  # withdrawn from sale


class InstallState(StrEnum):
    """Where an eSIM profile is, as the telco's events tell it. It only moves forward (by
    `rank`): a repeated or late event never takes it back."""

    NOT_INSTALLED = "not_installed"
    DOWNLOADED = "downloaded"  # the phone fetched the profile from the SM-DP+
    INSTALLED = "installed"
    ENABLED = "enabled"  # switched on: the traveller's line works
    DISABLED = "disabled"
    REMOVED = "removed"  # deleted from the phone, or voided by the store (a refund)

    @property
    def rank(self) -> int:
        return list(InstallState).index(self)


class EsimErrorCode(StrEnum):
    SOLD_OUT = "esim_sold_out"
    INVALID_ICCID = "esim_invalid_iccid"
    ICCID_NOT_FOUND = "esim_iccid_not_found"
    ICCID_NOT_THIS_ORDER = "esim_iccid_not_this_order"
    NOT_ACTIVATABLE = "esim_order_not_activatable"
    TELCO_UNAVAILABLE = "esim_telco_unavailable"
