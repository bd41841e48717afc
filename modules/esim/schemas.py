"""The esim module's DTOs: what its endpoints answer (SPEC §3 ICCID record, ICCID package, eSIM
detail) and the job payloads of the orders-esim contract."""

from datetime import datetime
from typing import Literal

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field

from modules.esim.enums import IccidStatus, InstallState, SimKind

# What other modules (the back office) may filter the stock by.
SIM_KINDS: tuple[SimKind, ...] = tuple(SimKind)
ICCID_STATUSES: tuple[IccidStatus, ...] = tuple(IccidStatus)

PROVISION_JOB = "esim.provision"  # enqueued by orders when an order is paid
PROVISIONED_JOB = "esim.provisioned"  # enqueued by esim: the order's SIM or eSIM works
PROVISION_FAILED_JOB = "esim.provision_failed"  # enqueued by esim: it will not, after retries
INSTALL_REMINDER_JOB = "esim.install_reminder"  # an eSIM still not installed a day after delivery
VOID_JOB = "esim.void"  # enqueued by orders when an eSIM is refunded: {"order_id": ...}

InstallStateName = Literal[
    "not_installed", "downloaded", "installed", "enabled", "disabled", "removed"
]
INSTALL_STATE_DESCRIPTION = (
    "the eSIM profile as the telco's events tell it, only ever forward: not_installed, "
    "downloaded, installed, enabled (the line works), disabled, removed (deleted or voided)"
)


class ProvisionRequest(BaseModel):
    """The payload of PROVISION_JOB."""

    order_id: str
    uid: str
    email: str | None = None
    name: str | None = None
    language: Literal["id", "en"] = "id"
    product_id: str
    product_type: Literal["sim_bundle", "esim_bundle", "data_package"]
    package_name: str
    package_name_en: str = Field(default="", description="empty: the Indonesian name serves")
    validity_days: int = 0
    # The catalog's rule for the plan: when its days start, and the deadline to install it.
    validity_starts: Literal["first_connection", "installation"] = "first_connection"
    install_within_days: int = 30
    iccid: str | None = Field(default=None, description="the eSIM a data package tops up")


class ProvisionOutcome(BaseModel):
    """The payload of PROVISIONED_JOB and PROVISION_FAILED_JOB."""

    order_id: str
    iccid: str | None = None
    reason: str | None = None


class StockAvailability(BaseModel):
    """Whether each kind of card can be bought now: a product page shows "sold out" when not."""

    esim: bool = Field(description="an eSIM bundle can be ordered")
    physical_sim: bool = Field(description="a SIM card bundle can be ordered")


class IccidRecord(BaseModel):
    iccid: str
    type: str = Field(description="physical_sim or esim")
    vendor: str
    status: str = Field(description="available, held, assigned, active or retired")
    assigned_at: datetime | None = None
    top_up: bool = Field(
        default=False,
        description="a data package can go on it now (the buyer's own, assigned or active)",
    )
    order_id: str | None = Field(default=None, description="the order that sold it")
    product_id: str | None = Field(default=None, description="the catalog product it came with")
    product_name: str | None = Field(default=None, description="what was bought, Indonesian")
    product_name_en: str | None = Field(default=None, description="the same name in English")
    validity_days: int | None = Field(default=None, description="days the plan bought lasts")
    validity_starts: Literal["first_connection", "installation"] | None = Field(
        default=None,
        description="when those days start: at the first connection at the destination, or "
        "when the eSIM is installed / the SIM card activated (never at purchase)",
    )
    install_by: datetime | None = Field(
        default=None, description="the deadline to install the eSIM or activate the card"
    )
    install_state: InstallStateName | None = Field(
        default=None, description=INSTALL_STATE_DESCRIPTION + "; null for a SIM card"
    )
    installed_device: str | None = Field(default=None, description="e.g. Apple iPhone 15")
    install_state_at: datetime | None = Field(
        default=None, description="when the telco says the state was reached"
    )


class IccidList(BaseModel):
    iccids: list[IccidRecord]


class IccidDetails(BaseModel):
    iccid: str
    type: str
    status: str
    qr_code: str | None = Field(description="PNG of the activation code, base64; eSIM only")
    qr_code_format: Literal["base64_png"] | None = None
    activation_code: str | None = Field(description="LPA:1$<SM-DP+ address>$<matching id>")
    smdp_address: str | None = None
    matching_id: str | None = None
    ios_install_url: str | None = None
    android_install_url: str | None = None
    install_state: InstallStateName | None = Field(
        default=None, description=INSTALL_STATE_DESCRIPTION + "; null for a SIM card"
    )
    installed_device: str | None = Field(default=None, description="e.g. Apple iPhone 15")
    install_state_at: datetime | None = Field(
        default=None, description="when the telco says the state was reached"
    )


class OrderIccid(BaseModel):
    iccid_details: IccidDetails


class ActivateBody(BaseModel):
    model_config = ConfigDict(str_strip_whitespace=True)

    iccid: str = Field(min_length=1, max_length=40, description="as typed or scanned")


class Activated(BaseModel):
    order_id: str
    iccid: str
    status: str


class Package(BaseModel):
    """SPEC §3 ICCID package, with the usage figure the quota page shows."""

    model_config = ConfigDict(populate_by_name=True)

    id: str
    name: str
    name_en: str | None = Field(default=None, description="the same name in English, when known")
    status: str = Field(description="ACTIVE, INACTIVE, or NOT_STARTED (waits for its first use)")
    endTime: datetime | None = None  # noqa: N815 - SPEC's name; null until it starts
    orderId: str | None = None  # noqa: N815
    packageType: str  # noqa: N815
    supportRefill: bool  # noqa: N815
    usedMb: int = 0  # noqa: N815
    totalMb: int | None = None  # noqa: N815
    usageUpdatedAt: datetime | None = None  # noqa: N815
    validityDays: int | None = None  # noqa: N815 - days it lasts once started


class Packages(BaseModel):
    packages: list[Package]


class IccidPath(BaseModel):
    iccid: str = Field(pattern=r"^\d{19,20}$")


class OrderPath(BaseModel):
    id: str = Field(pattern=r"^[A-Z0-9]{10}$")


TELCO_EVENT_STATES: dict[str, InstallState] = {
    "profile.downloaded": InstallState.DOWNLOADED,
    "profile.installed": InstallState.INSTALLED,
    "profile.enabled": InstallState.ENABLED,
    "profile.disabled": InstallState.DISABLED,
    "profile.deleted": InstallState.REMOVED,
}


class TelcoDevice(BaseModel):
    model_config = ConfigDict(extra="ignore")
    make: str = Field(default="", max_length=40)
    model: str = Field(default="", max_length=60)


class TelcoEvent(BaseModel):
    """A signed event the telco sends about an eSIM profile (the body of POST /api/telco/events)."""

    model_config = ConfigDict(extra="ignore")
    event_id: str = Field(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_.:-]+$")
    iccid: str = Field(min_length=18, max_length=22, pattern=r"^[0-9]+$")
    event: Literal[
        "profile.downloaded",
        "profile.installed",
        "profile.enabled",
        "profile.disabled",
        "profile.deleted",
    ]
    occurred_at: AwareDatetime
    device: TelcoDevice | None = None

    @property
    def device_name(self) -> str | None:
        if self.device is None:
            return None
        name = " ".join(part.strip() for part in (self.device.make, self.device.model) if part)
        return name[:80] or None


class TelcoEventReceived(BaseModel):
    iccid: str
    install_state: InstallStateName
    moved: bool = Field(description="false: a repeat or a late event, nothing changed")


class EsimRefundFacts(BaseModel):
    """What orders asks of esim before an eSIM is refunded: is it on a phone, since when is it
    delivered."""

    order_id: str
    install_state: InstallStateName
    delivered_at: datetime | None
