"""eSIM use cases, a class for each of their users, each its own provider in the container:

- BuyerService (buyer.py): the esim routes: the buyer's ICCIDs, an order's QR, a SIM card's
  activation, the packages on an ICCID, the stock notice;
- ProvisioningService (provisioning.py): orders: the provisioning job after payment (exactly
  once towards the telco), the unit held at checkout and released, a top-up's ICCID checked,
  the eSIM e-mail again;
- StaffService (staff.py): the back office: stock levels and list, an ICCID's orders, an
  order's provisioning facts;
- StockService (stock.py): the seed, CSV imports, the /metrics figures;
- InstallEvents and InstallReminders (install.py): the telco's signed profile events (the
  install state, forward only) and the reminder for an eSIM not installed a day after delivery.

What two of them share is an object each is handed (shared.py): EsimLinks, ProvisionOutcomes,
StockWatch."""

from modules.esim.service.buyer import INVALID_ICCID, BuyerService
from modules.esim.service.install import InstallEvents, InstallReminders
from modules.esim.service.provisioning import ProvisioningService
from modules.esim.service.shared import (
    ORDERS_PAGE,
    QR_PATH,
    EsimLinks,
    ProvisionOutcomes,
    StockWatch,
    utc_now,
)
from modules.esim.service.staff import ProvisionFacts, StaffService, StockLevel
from modules.esim.service.stock import (
    MAX_IMPORT_ROWS,
    ImportProblem,
    ImportProblems,
    StockFigures,
    StockImport,
    StockService,
)

__all__ = [
    "INVALID_ICCID",
    "MAX_IMPORT_ROWS",
    "ORDERS_PAGE",
    "QR_PATH",
    "BuyerService",
    "EsimLinks",
    "ImportProblem",
    "ImportProblems",
    "InstallEvents",
    "InstallReminders",
    "ProvisionFacts",
    "ProvisionOutcomes",
    "ProvisioningService",
    "StaffService",
    "StockFigures",
    "StockImport",
    "StockLevel",
    "StockService",
    "StockWatch",
    "utc_now",
]
