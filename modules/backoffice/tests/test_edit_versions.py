"""Two admins edit the same product or promo from forms opened at the same version: the first
save wins, the second is refused (409) with the fields changed meanwhile and their value now,
what the second typed is kept in the form, nothing is overwritten and nothing is audited for
it. Twenty saves from one version at once: one is saved. A pause moves a promo's version too;
a customer's use of the code does not."""

import asyncio
import re
from typing import Any

import pytest
from aiohttp.test_utils import TestClient
from dependency_injector.containers import DeclarativeContainer as Container

from modules.backoffice.models import AuditEntry
from modules.backoffice.tests.helpers import csrf, edit_form, opened_at, signed_in_as
from modules.backoffice.tests.test_catalog import product_form
from modules.backoffice.tests.test_promos import promo_form

ADMIN = "wulan@kelana.test"
JP_ESIM = "jp-esim-5gb-5d"
PRODUCT = f"/admin/catalog/products/{JP_ESIM}"
PROMO = "/admin/promos/LIBURAN25"
_ALERT = re.compile(r'<div class="bo-error" role="alert">(.*?)</div>', re.S)


@pytest.fixture
async def admin(seeded_client: TestClient, container: Container) -> TestClient:
    return await signed_in_as(seeded_client, container, ADMIN, "admin")


def changed_list(page: str) -> list[str]:
    """The lines of the refusal's list: "<field>: <value now>"."""
    (alert,) = _ALERT.findall(page)
    return re.findall(r"<li>(.*?)</li>", alert)


async def product(client: TestClient) -> Any:
    answer = await client.get(f"/api/products/{JP_ESIM}")
    assert answer.status == 200
    return (await answer.json())["data"]


async def test_of_two_product_forms_opened_together_the_first_save_wins(
    admin: TestClient, container: Container
) -> None:
    token = await csrf(admin)
    # The product as the form below writes it, so only what each admin changes differs.
    await admin.post(PRODUCT, data=product_form(token, **await edit_form(admin, PRODUCT)))
    opened = await edit_form(admin, PRODUCT)  # both admins open the product now

    first = await admin.post(
        PRODUCT,
        data=product_form(token, item_0_price_idr="99.000", **opened),
        allow_redirects=False,
    )
    second = await admin.post(PRODUCT, data=product_form(token, name="eSIM Jepang Kilat", **opened))
    page = await second.text()
    stored = await product(admin)

    assert first.status == 303
    assert second.status == 409
    assert "Produk ini sudah disimpan orang lain" in page
    assert changed_list(page) == ["Item 1: Paket 20GB · 30 hari · Rp. 99.000"]
    assert 'value="eSIM Jepang Kilat"' in page  # what the second admin typed is kept
    assert stored["name"] == "eSIM Jepang 20GB 30 Hari"
    assert stored["price"] == [{"currency": "IDR", "amount": 99_000}]
    updates = await AuditEntry.filter(action="catalog.product.update").order_by("id")
    assert len(updates) == 2  # the product made ready, then the first save: not the refused one
    assert updates[-1].after["items"][0]["price_idr"] == 99_000

    # The refusal's form is opened at the stored version: saved again, it knowingly replaces.
    again = await admin.post(
        PRODUCT, data=product_form(token, name="eSIM Jepang Kilat", **opened_at(page))
    )

    assert again.status == 200
    assert "Produk disimpan" in await again.text()
    assert (await product(admin))["name"] == "eSIM Jepang Kilat"


async def test_twenty_saves_of_one_product_form_at_once_save_one(
    admin: TestClient, container: Container
) -> None:
    token = await csrf(admin)
    opened = await edit_form(admin, PRODUCT)

    answers = await asyncio.gather(
        *(
            admin.post(
                PRODUCT,
                data=product_form(token, name=f"eSIM Jepang {number}", **opened),
                allow_redirects=False,
            )
            for number in range(20)
        )
    )

    assert sorted(answer.status for answer in answers) == [303] + [409] * 19
    (winner,) = [number for number, answer in enumerate(answers) if answer.status == 303]
    assert (await product(admin))["name"] == f"eSIM Jepang {winner}"
    assert await AuditEntry.filter(action="catalog.product.update").count() == 1


@pytest.mark.parametrize("version", ["", "abc", "\u0661", "9" * 40, "-1", None])
async def test_a_save_without_a_version_it_was_opened_at_is_refused(
    admin: TestClient, container: Container, version: str | None
) -> None:
    token = await csrf(admin)
    opened = await edit_form(admin, PRODUCT)
    form = product_form(token, name="eSIM Jepang Tanpa Versi", opened=opened["opened"])
    if version is not None:
        form["version"] = version

    answer = await admin.post(f"{PRODUCT}?lng=en", data=form)

    assert answer.status == 409
    assert "Someone else saved this product" in await answer.text()
    assert (await product(admin))["name"] != "eSIM Jepang Tanpa Versi"
    assert await AuditEntry.filter(action="catalog.product.update").count() == 0


async def test_of_two_promo_forms_opened_together_the_first_save_wins(
    admin: TestClient, container: Container
) -> None:
    token = await csrf(admin)
    await admin.post("/admin/promos", data=promo_form(token))
    opened = await edit_form(admin, PROMO)

    first = await admin.post(
        PROMO, data=promo_form(token, amount="30", **opened), allow_redirects=False
    )
    second = await admin.post(PROMO, data=promo_form(token, name="Liburan hemat", **opened))
    page = await second.text()
    stored = await container.promos.service().draft(code="LIBURAN25")

    assert first.status == 303
    assert second.status == 409
    assert "Promo LIBURAN25 sudah diubah orang lain" in page
    assert changed_list(page) == ["Besar diskon: 30"]
    assert 'value="Liburan hemat"' in page
    assert (stored.name, stored.amount) == ("Liburan akhir tahun", 30)
    assert await AuditEntry.filter(action="promo.update").count() == 1


async def test_twenty_saves_of_one_promo_form_at_once_save_one(
    admin: TestClient, container: Container
) -> None:
    token = await csrf(admin)
    await admin.post("/admin/promos", data=promo_form(token))
    opened = await edit_form(admin, PROMO)

    answers = await asyncio.gather(
        *(
            admin.post(
                PROMO,
                data=promo_form(token, amount=str(number + 1), **opened),
                allow_redirects=False,
            )
            for number in range(20)
        )
    )

    assert sorted(answer.status for answer in answers) == [303] + [409] * 19
    (winner,) = [number for number, answer in enumerate(answers) if answer.status == 303]
    assert (await container.promos.service().draft(code="LIBURAN25")).amount == winner + 1
    assert await AuditEntry.filter(action="promo.update").count() == 1


async def test_a_pause_moves_the_promo_on_and_a_customers_use_does_not(
    admin: TestClient, container: Container
) -> None:
    token = await csrf(admin)
    form = {"start_date": "2026-01-01T00:00", "expiry_date": "2099-12-31T23:59"}
    await admin.post("/admin/promos", data=promo_form(token, **form))
    opened = await edit_form(admin, PROMO)
    await admin.post(f"{PROMO}/pause", data={"csrf_token": token})

    after_pause = await admin.post(PROMO, data=promo_form(token, name="Lain", **form, **opened))
    page = await after_pause.text()
    await admin.post(f"{PROMO}/resume", data={"csrf_token": token})
    opened = await edit_form(admin, PROMO)
    await container.promos.service().redeem(
        code="LIBURAN25",
        user_id="uid-ani",
        order_id="KL-1",
        total_amount=104_000,
        product_id=JP_ESIM,
    )
    after_use = await admin.post(
        PROMO, data=promo_form(token, name="Liburan hemat", **form, **opened), allow_redirects=False
    )

    assert after_pause.status == 409
    assert changed_list(page) == ["Dihentikan sementara: ya"]
    assert after_use.status == 303
    stored = await container.promos.service().draft(code="LIBURAN25")
    assert (stored.name, stored.paused) == ("Liburan hemat", False)
