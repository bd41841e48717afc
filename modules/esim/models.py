"""The ICCID inventory and what provisioning made for each order."""

from tortoise import fields, models

from modules.esim.enums import IccidStatus, InstallState, SimKind


class Iccid(models.Model):
    iccid = fields.CharField(max_length=20, primary_key=True)
    kind = fields.CharEnumField(SimKind, max_length=12)
    vendor = fields.CharField(max_length=40)
    status = fields.CharEnumField(IccidStatus, max_length=10, default=IccidStatus.AVAILABLE)
    owner_uid = fields.CharField(max_length=128, null=True, db_index=True)  # identity's uid
    order_id = fields.CharField(max_length=10, null=True, db_index=True)  # the order that sold it
    assigned_at = fields.DatetimeField(null=True)
    activated_at = fields.DatetimeField(null=True)
    created_at = fields.DatetimeField(auto_now_add=True)
    # An eSIM's profile as the telco's events tell it (a SIM card stays not_installed); the
    # rank is the state's place in InstallState, so one conditional UPDATE moves it forward.
    install_state = fields.CharEnumField(
        InstallState, max_length=16, default=InstallState.NOT_INSTALLED
    )
    install_rank = fields.SmallIntField(default=0)
    install_state_at = fields.DatetimeField(null=True)  # when the telco says it happened
    installed_device = fields.CharField(max_length=80, null=True)  # "Apple iPhone 15"

    class Meta:
        table = "esim_iccid"
        indexes = (("status", "kind"),)


class Provision(models.Model):
    """One order's provisioning: the ICCID it got and, for an eSIM, its activation code."""

    order_id = fields.CharField(max_length=10, primary_key=True)
    uid = fields.CharField(max_length=128, db_index=True)
    iccid = fields.CharField(max_length=20, db_index=True)
    product_type = fields.CharField(max_length=20)
    package_name = fields.CharField(max_length=200)
    # The same name in English (empty: the Indonesian one serves both) and the catalog's
    # product id (null for a provision made before it was kept): the buyer's ICCID list
    # names what was bought, and where to buy a top-up for it.
    package_name_en = fields.CharField(max_length=200, default="")
    product_id = fields.CharField(max_length=64, null=True)
    # Days the package sold lasts (0: not known); a SIM card's package is told to the telco
    # when its buyer activates it.
    validity_days = fields.IntField(default=0)
    # When those days start (first_connection or installation) and how many days after the
    # purchase the eSIM may still be installed or the card activated: the catalog's rule.
    validity_starts = fields.CharField(max_length=20, default="first_connection")
    install_within_days = fields.IntField(default=30)
    lpa = fields.CharField(max_length=255, null=True)  # LPA:1$<SM-DP+ address>$<matching id>
    telco_reference = fields.CharField(max_length=64, null=True)
    provisioned_at = fields.DatetimeField(null=True)
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "esim_provision"


class InstallEvent(models.Model):
    """Each signed event the telco sent about a profile, kept as received (a repeat of the
    same event id is stored once)."""

    id = fields.BigIntField(primary_key=True)
    event_id = fields.CharField(max_length=64, unique=True)
    iccid = fields.CharField(max_length=20, db_index=True)
    state = fields.CharEnumField(InstallState, max_length=16)
    device = fields.CharField(max_length=80, null=True)
    occurred_at = fields.DatetimeField()
    moved = fields.BooleanField()  # whether it moved the eSIM's state forward
    received_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "esim_install_event"
