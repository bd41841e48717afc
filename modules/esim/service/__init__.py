"""eSIM use cases: stock, provisioning after payment (a durable job, exactly once towards the
telco), the eSIM's QR, activation of a physical SIM, and the packages on an ICCID. One class, its
methods in a file per use case."""

from modules.esim.service.base import (
    INVALID_ICCID,
    ORDERS_PAGE,
    QR_PATH,
    ImportProblem,
    ImportProblems,
    StockFigures,
    utc_now,
)
from modules.esim.service.buyer import BuyerUseCases
from modules.esim.service.provisioning import ProvisioningUseCases
from modules.esim.service.staff import ProvisionFacts, StaffUseCases, StockLevel
from modules.esim.service.stock import MAX_IMPORT_ROWS, StockImport, StockUseCases

__all__ = [
    "INVALID_ICCID",
    "MAX_IMPORT_ROWS",
    "ORDERS_PAGE",
    "QR_PATH",
    "EsimService",
    "ImportProblem",
    "ImportProblems",
    "ProvisionFacts",
    "StockFigures",
    "StockImport",
    "StockLevel",
    "utc_now",
]


class EsimService(StockUseCases, ProvisioningUseCases, BuyerUseCases, StaffUseCases):
    """The esim module's service: see stock.py, provisioning.py, buyer.py and staff.py."""
