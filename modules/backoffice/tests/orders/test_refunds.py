"""Staff ask for a refund with a reason (the buyer's bank account for a transfer order), only an
admin approves it, the order becomes refunded and its payout waits on the refunds page until
staff record the transfer. Each step is in the audit log. On SQLite and PostgreSQL."""

from typing import Any

from aiohttp.test_utils import TestClient
from dependency_injector.containers import DeclarativeContainer as Container

from modules.backoffice.tests.helpers import csrf, signed_in_as
from modules.backoffice.tests.orders.shop import buy, confirm_and_provision, shopper

ADMIN = "dewi@kelana.test"
ACCOUNT = {"bank_name": "BCA", "account_number": "5270 4455 21", "account_holder": "Ani Lestari"}


async def _post(store: TestClient, path: str, **fields: str) -> str:
    answer = await store.post(
        path, data={"csrf_token": await csrf(store), **fields}, allow_redirects=False
    )
    assert answer.status == 303, answer.status
    return answer.headers["Location"]


async def test_staff_ask_an_admin_approves_and_the_payout_is_recorded(
    store: TestClient, container: Container, identity_account: Any
) -> None:
    _ani, headers = await shopper(store, container, identity_account, "uid-ani")
    await buy(store, headers, "ORDERRFND1")
    await confirm_and_provision(store, container, "ORDERRFND1")

    no_reason = await _post(store, "/admin/refunds", order_id="ORDERRFND1", reason=" ")
    asked = await _post(
        store,
        "/admin/refunds",
        order_id="orderrfnd1",
        reason="Ponsel tidak mendukung eSIM",
        **ACCOUNT,
    )
    twice = await _post(store, "/admin/refunds", order_id="ORDERRFND1", reason="lagi", **ACCOUNT)
    waiting = await (await store.get("/admin/refunds")).text()
    refused = await store.post(
        "/admin/refunds/ORDERRFND1/approve",
        data={"csrf_token": await csrf(store)},
        allow_redirects=False,
    )

    assert "problem=reason_missing" in no_reason
    assert "notice=requested" in asked
    assert "problem=exists" in twice
    assert "Menunggu persetujuan" in waiting
    assert "Ponsel tidak mendukung eSIM" in waiting
    assert "Menunggu admin" in waiting  # staff see no approve button
    assert refused.status == 403

    admin = await signed_in_as(store, container, ADMIN, "admin")
    approved = await _post(admin, "/admin/refunds/ORDERRFND1/approve")
    again = await _post(admin, "/admin/refunds/ORDERRFND1/approve")
    await container.job_runner().run_until_idle()
    to_pay = await (await admin.get("/admin/refunds")).text()
    order = await (await admin.get("/admin/orders/ORDERRFND1")).text()
    no_reference = await _post(admin, "/admin/refunds/ORDERRFND1/paid-out", reference="")
    paid = await _post(admin, "/admin/refunds/ORDERRFND1/paid-out", reference="BCA 7781")
    after = await (await admin.get("/admin/refunds")).text()
    audit = await (await admin.get("/admin/audit")).text()

    assert "notice=approved" in approved
    assert "problem=not_approvable" in again
    assert "Perlu ditransfer" in to_pay
    assert "BCA 5270 4455 21" in to_pay
    assert '<span class="bo-status bo-status-refunded">Dana dikembalikan</span>' in order
    assert "problem=reference_missing" in no_reference
    assert "notice=paid_out" in paid
    assert "ORDERRFND1" not in after
    for action in ("refund_requested", "refund_approved", "refund_paid_out"):
        assert action in audit, action


async def test_an_unpaid_or_unknown_order_cannot_be_refunded(
    store: TestClient, container: Container, identity_account: Any
) -> None:
    _ani, headers = await shopper(store, container, identity_account, "uid-ani")
    await buy(store, headers, "ORDERRFND2")

    unpaid = await _post(store, "/admin/refunds", order_id="ORDERRFND2", reason="x", **ACCOUNT)
    unknown = await _post(store, "/admin/refunds", order_id="NOSUCHORD9", reason="x")
    garbage = await _post(store, "/admin/refunds", order_id="'; DROP TABLE", reason="x")
    bad_account = await _post(
        store,
        "/admin/refunds",
        order_id="ORDERRFND2",
        reason="x",
        **{**ACCOUNT, "account_number": "not a number"},
    )

    assert "problem=not_refundable" in unpaid
    assert "problem=not_found" in unknown
    assert "problem=not_found" in garbage
    assert "problem=payout_invalid" in bad_account

    # Hostile fields: Arabic-Indic digits, a NUL, an overlong reason, full-width letters.
    arabic_digits = await _post(
        store,
        "/admin/refunds",
        order_id="ORDERRFND2",
        reason="x",
        **{**ACCOUNT, "account_number": "٥٢٧٠٤٤٥٥٢١"},
    )
    nul = await store.post(
        "/admin/refunds",
        data={"csrf_token": await csrf(store), "order_id": "ORDERRFND2", "reason": "a\x00b"},
        allow_redirects=False,
    )
    overlong = await _post(store, "/admin/refunds", order_id="ORDERRFND2", reason="x" * 100_000)
    full_width = "".join(chr(ord(letter) + 0xFEE0) for letter in "ORDERRFND2")
    other_script = await _post(store, "/admin/refunds", order_id=full_width, reason="x")
    approve_unknown = await store.post(
        "/admin/refunds/%E2%80%AE%00/approve",
        data={"csrf_token": await csrf(store)},
        allow_redirects=False,
    )

    assert "problem=payout_invalid" in arabic_digits
    assert nul.status == 400
    assert "problem=not_refundable" in overlong  # cut to the form's limit, then refused as unpaid
    assert "problem=not_found" in other_script
    assert approve_unknown.status == 403  # a staff member approves nothing, whatever the address
