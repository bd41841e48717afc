import re
from urllib.parse import urlencode

from aiohttp import web

from core.http import envelope
from core.openapi import documented
from core.templating import page as render
from modules.payments.sandbox import SANDBOX_PATH, SandboxPage
from modules.payments.schemas import BankAccounts, Notification, NotificationAnswer
from modules.payments.service import PaymentService

TAG = "payments"
# The choices the sandbox page offers, as Midtrans names them in payment_type.
SANDBOX_METHODS = (
    ("qris", "QRIS"),
    ("bank_transfer", "Virtual account BCA"),
    ("gopay", "GoPay"),
    ("shopeepay", "ShopeePay"),
)
FINISH_PATH = "/payment/thankyou"
# An order number as the checkout makes it; anything else is not passed on to the page.
_ORDER_ID = re.compile(r"[A-Z0-9]{10}")


def payment_routes(*, service: PaymentService, accounts: BankAccounts) -> list[web.RouteDef]:
    @documented(
        summary="The payment provider's HTTP notification (Midtrans' contract, SHA512 signed)",
        tag=TAG,
        operation_id="payment_notification",
        body=Notification,
        response=NotificationAnswer,
        errors=[401, 404, 409],
        description="Sent by the provider, never by a browser. A forged or missing "
        "signature_key is refused with 401 and changes nothing; duplicates answer 200.",
    )
    async def notification(request: web.Request) -> web.Response:
        answer = await service.receive_notification(body=await request.read())
        return envelope(answer.model_dump(mode="json"))

    @documented(
        summary="The bank accounts a transfer is paid to, and within how many hours",
        tag=TAG,
        operation_id="bank_accounts",
        response=BankAccounts,
    )
    async def bank_accounts(_request: web.Request) -> web.Response:
        return envelope(accounts.model_dump(mode="json"))

    async def finish(request: web.Request) -> web.Response:
        """Where Midtrans sends the buyer back (order_id, status_code, transaction_status in the
        query). It only shows a page: the notification, never this return, marks an order paid."""
        succeeded = request.query.get("transaction_status", "") in {"settlement", "capture"}
        query = {"status": "2" if succeeded else "0"}
        # The page reads that order from the store and says what is true of it.
        order_id = request.query.get("order_id", "")
        if _ORDER_ID.fullmatch(order_id):
            query["order_id"] = order_id
        raise web.HTTPSeeOther(f"{FINISH_PATH}?{urlencode(query)}")

    return [
        web.post("/api/payments/notification", notification),
        web.get("/api/payments/bank-accounts", bank_accounts),
        web.get("/payment/finish", finish),
    ]


def sandbox_routes(*, page: SandboxPage, brand: str) -> list[web.RouteDef]:
    """The built-in provider's hosted page (development and tests only)."""

    async def show(request: web.Request) -> web.Response:
        order_id, key = request.match_info["order_id"], request.match_info["key"]
        view = await page.view(order_id=order_id, key=key)
        status = view.payment.status.value
        if view.decided == "settlement":
            status = "paid"  # the provider holds the money, whatever the store has heard
        elif view.decided is not None and status == "pending":
            status = "closed"
        context = {
            "brand": brand,
            "lang": view.payment.language,
            "merchant": brand,
            "order_id": order_id,
            "amount": view.payment.gross_amount,
            "status": status,
            "expired": view.expired,
            "expires_at": view.payment.expires_at,
            "methods": SANDBOX_METHODS,
            "action": f"{SANDBOX_PATH}/{order_id}/{key}",
        }
        return render(request, "payments/sandbox.html", context)

    async def decide(request: web.Request) -> web.Response:
        order_id, key = request.match_info["order_id"], request.match_info["key"]
        form = await request.post()
        pay = form.get("decision") == "pay"
        chosen = str(form.get("payment_type", "qris"))
        payment_type = chosen if chosen in dict(SANDBOX_METHODS) else "qris"
        paid = await page.decide(order_id=order_id, key=key, pay=pay, payment_type=payment_type)
        # As a provider's finish redirect: the store's finish page reads status=2 as success.
        status = "2" if paid else "0"
        raise web.HTTPSeeOther(f"{FINISH_PATH}?status={status}&order_id={order_id}")

    return [
        web.get(SANDBOX_PATH + "/{order_id}/{key}", show),
        web.post(SANDBOX_PATH + "/{order_id}/{key}", decide),
    ]
