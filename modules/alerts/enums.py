from enum import StrEnum


class AlertKind(StrEnum):
    """The alerts a package gets, each at most once. Within a family only the furthest one
    reached is sent: a package found at 92 % gets the 90 % alert, not the 75 % one as well."""

    DATA_75 = "data_75"  # 75 % of its data used
    DATA_90 = "data_90"
    ENDS_3D = "ends_3d"  # it ends within 3 days
    ENDS_1D = "ends_1d"

    @property
    def family(self) -> str:
        return "data" if self.value.startswith("data") else "ends"

    @property
    def threshold(self) -> str:
        """What the job key names: `75`, `90`, `3d`, `1d`."""
        return self.value.split("_", 1)[1]


class AlertsErrorCode(StrEnum):
    BAD_LINK = "alerts_bad_unsubscribe_link"
