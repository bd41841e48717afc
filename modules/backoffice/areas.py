"""The back office's areas, one folder each (its routes, its desk when it has one), and this one
list: the routes are built from it and the navigation is drawn from it. Adding an area is a
folder and a line here."""

from collections.abc import Callable
from dataclasses import dataclass

from aiohttp import web

from modules.backoffice.audit.routes import audit_routes
from modules.backoffice.catalog.routes import catalog_routes
from modules.backoffice.inbox.routes import inbox_routes
from modules.backoffice.orders.desk import OrderDesk
from modules.backoffice.orders.routes import order_routes
from modules.backoffice.payments.routes import payment_routes
from modules.backoffice.people.routes import people_routes
from modules.backoffice.pickups.routes import pickup_routes
from modules.backoffice.promos.routes import promo_routes
from modules.backoffice.refunds.desk import RefundDesk
from modules.backoffice.refunds.routes import refund_routes
from modules.backoffice.service import BackOfficeService
from modules.backoffice.stock.desk import StockDesk
from modules.backoffice.stock.routes import stock_routes
from modules.catalog.service import CatalogService
from modules.contact.service import ContactService
from modules.locations.service import LocationService
from modules.promos.service import PromoService


@dataclass(frozen=True)
class Faces:
    """What the areas are built with: the back office's own service and desks, and the services
    of the modules it works on."""

    service: BackOfficeService
    desk: OrderDesk
    stock: StockDesk
    refunds: RefundDesk
    contact: ContactService
    promos: PromoService
    locations: LocationService
    catalog: CatalogService


@dataclass(frozen=True)
class Area:
    path: str  # below /admin
    label: str | None  # its word in locales/*/backoffice.json; None: not in the navigation
    admin_only: bool  # in the navigation for admins only (each route guards itself too)
    routes: Callable[[Faces], list[web.RouteDef]]


STAFF, ADMIN = False, True

AREAS: tuple[Area, ...] = (
    Area("orders", "orders", STAFF, lambda faces: order_routes(faces.service, faces.desk)),
    Area("payments", None, STAFF, lambda faces: payment_routes(faces.service)),
    Area("refunds", "refunds", STAFF, lambda faces: refund_routes(faces.service, faces.refunds)),
    Area("messages", "messages", STAFF, lambda faces: inbox_routes(faces.service, faces.contact)),
    Area("pickups", "pickups", STAFF, lambda faces: pickup_routes(faces.service, faces.locations)),
    Area("catalog", "catalog", ADMIN, lambda faces: catalog_routes(faces.service, faces.catalog)),
    Area("promos", "promos", ADMIN, lambda faces: promo_routes(faces.service, faces.promos)),
    Area("stock", "stock", ADMIN, lambda faces: stock_routes(faces.service, faces.stock)),
    Area("people", "people", ADMIN, lambda faces: people_routes(faces.service)),
    Area("audit", "audit", ADMIN, lambda faces: audit_routes(faces.service)),
)


@dataclass(frozen=True)
class NavItem:
    path: str
    label: str


def navigation(*, is_admin: bool) -> list[NavItem]:
    """The bar's links for this person: the dashboard, then each area they may open."""
    return [
        NavItem("", "dashboard"),
        *(
            NavItem(f"/{area.path}", area.label)
            for area in AREAS
            if area.label is not None and (is_admin or not area.admin_only)
        ),
    ]
