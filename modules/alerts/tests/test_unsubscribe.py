"""The alert e-mail's unsubscribe link (RFC 8058 one-click POST), and the profile's switch: both
stop the alerts, checked when each alert is sent; a link the store did not sign changes nothing."""

import re
from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from core.testing_smtp import SmtpServer
from modules.alerts.tests.conftest import Buyer
from modules.alerts.tests.test_alerts import alerts_to

ONE_CLICK = {"List-Unsubscribe": "One-Click"}


async def _unsubscribe_path(buyer: Buyer, smtp_server: SmtpServer) -> str:
    await buyer.uses(used_percent=75)
    await buyer.sweep()
    (mail,) = alerts_to(smtp_server, buyer.email)
    (url,) = re.findall(r"^<https://[^/]+(/unsubscribe/[^>]+)>$", str(mail["List-Unsubscribe"]))
    return url


async def _alerts_on(client: TestClient, id_token: Any, uid: str) -> bool:
    token = await id_token(uid)
    answer = await client.get("/api/auth/me", headers={"Authorization": f"Bearer {token}"})
    return bool((await answer.json())["data"]["usage_alerts"])


async def test_one_click_post_unsubscribes_and_no_alert_follows(
    seeded_client: TestClient, buyer: Buyer, smtp_server: SmtpServer, id_token: Any
) -> None:
    path = await _unsubscribe_path(buyer, smtp_server)

    # What a mail program sends for its own unsubscribe button (RFC 8058).
    answer = await seeded_client.post(path, data=ONE_CLICK, allow_redirects=False)

    assert answer.status == 200
    page = await answer.text()
    assert "Anda telah berhenti berlangganan" in page
    assert answer.headers["Cache-Control"] == "no-store"
    assert await _alerts_on(seeded_client, id_token, buyer.uid) is False
    await buyer.uses(used_percent=95)
    await buyer.sweep()
    assert len(alerts_to(smtp_server, buyer.email)) == 1
    # Once more (a second click) still answers the confirmation.
    again = await seeded_client.post(path, data=ONE_CLICK)
    assert again.status == 200


async def test_get_shows_a_one_button_form_and_changes_nothing(
    seeded_client: TestClient, buyer: Buyer, smtp_server: SmtpServer, id_token: Any
) -> None:
    path = await _unsubscribe_path(buyer, smtp_server)

    answer = await seeded_client.get(path)

    page = await answer.text()
    assert answer.status == 200
    assert re.search(rf'<form method="post" action="{re.escape(path)}">', page)
    assert '<button class="button primary" type="submit">Berhenti berlangganan</button>' in page
    assert await _alerts_on(seeded_client, id_token, buyer.uid) is True


async def test_an_alert_already_queued_is_not_sent_after_unsubscribing(
    seeded_client: TestClient, buyer: Buyer, smtp_server: SmtpServer
) -> None:
    path = await _unsubscribe_path(buyer, smtp_server)
    await buyer.uses(used_percent=91)
    await buyer.container.alerts.service().sweep()  # the 90 % alert's job waits in the queue

    await seeded_client.post(path, data=ONE_CLICK)
    await buyer.run_jobs()

    assert len(alerts_to(smtp_server, buyer.email)) == 1


async def test_the_profile_switch_stops_alerts(
    seeded_client: TestClient, buyer: Buyer, smtp_server: SmtpServer, id_token: Any
) -> None:
    token = await id_token(buyer.uid)
    switched = await seeded_client.patch(
        "/api/auth/me", json={"usage_alerts": False}, headers={"Authorization": f"Bearer {token}"}
    )
    assert switched.status == 200
    await buyer.uses(used_percent=80)
    buyer.later(days=4, hours=1)
    await buyer.sweep()
    assert alerts_to(smtp_server, buyer.email) == []

    await seeded_client.patch(
        "/api/auth/me", json={"usage_alerts": True}, headers={"Authorization": f"Bearer {token}"}
    )
    await buyer.sweep()
    assert len(alerts_to(smtp_server, buyer.email)) == 2  # 75 % and ends within a day


def _tampered(path: str) -> list[str]:
    token = path.rsplit("/", 1)[1]
    payload, signature = token.split(".")
    flipped = signature[:-1] + ("A" if signature[-1] != "A" else "B")
    return [
        f"/unsubscribe/{payload}.{flipped}",  # one character of the signature
        f"/unsubscribe/{payload[:-2]}x{payload[-1]}.{signature}",  # the account it names
        f"/unsubscribe/{payload}",  # no signature
        f"/unsubscribe/{token}{token}",
        "/unsubscribe/" + "A" * 5000,  # overlong
        "/unsubscribe/%FF%FE%00garbage",  # bad UTF-8 and a NUL
        "/unsubscribe/..%2F..%2Fetc",
        "/unsubscribe/eyJ9.e30",
    ]


async def test_a_tampered_or_garbage_link_is_refused_and_changes_nothing(
    seeded_client: TestClient, buyer: Buyer, smtp_server: SmtpServer, id_token: Any
) -> None:
    path = await _unsubscribe_path(buyer, smtp_server)

    for bad in _tampered(path):
        for method in ("GET", "POST"):
            answer = await seeded_client.request(method, bad, data=ONE_CLICK)
            assert 400 <= answer.status < 500, (method, bad, answer.status)
            if answer.status == 400:
                assert "Tautan tidak valid" in await answer.text()

    assert await _alerts_on(seeded_client, id_token, buyer.uid) is True


async def test_a_link_signed_for_another_purpose_or_key_is_refused(
    seeded_client: TestClient, buyer: Buyer
) -> None:
    from itsdangerous import URLSafeSerializer  # noqa: PLC0415 - forging, as an attacker would

    forged_key = URLSafeSerializer("not-the-store-key", salt="kelana.alerts.unsubscribe")
    links = buyer.container.alerts.links()
    other_purpose = links._serializer.dumps([buyer.uid, "marketing", "id"])

    for token in (forged_key.dumps([buyer.uid, "usage_alerts", "id"]), other_purpose):
        answer = await seeded_client.post(f"/unsubscribe/{token}", data=ONE_CLICK)
        assert answer.status == 400


@pytest.mark.parametrize(
    ("language", "words"), [("id", "Tautan tidak valid"), ("en", "Invalid link")]
)
async def test_the_refusal_speaks_the_visitors_language(
    seeded_client: TestClient, language: str, words: str
) -> None:
    answer = await seeded_client.get(f"/unsubscribe/nope?lng={language}")

    assert answer.status == 400
    assert words in await answer.text()


async def test_the_english_confirmation(seeded_client: TestClient, buyer: Buyer) -> None:
    token = buyer.container.alerts.links().token(uid=buyer.uid, language="en")

    asked = await seeded_client.get(f"/unsubscribe/{token}")
    done = await seeded_client.post(f"/unsubscribe/{token}", data=ONE_CLICK)

    assert '<html lang="en">' in await asked.text()
    assert "Unsubscribe</button>" in await asked.text()
    assert "You have unsubscribed" in await done.text()
