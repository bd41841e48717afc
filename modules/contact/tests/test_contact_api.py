"""POST /api/contact: the message is stored, support is told by e-mail, bad input is named."""

from collections.abc import Callable
from datetime import timedelta
from typing import Any

import pytest
from aiohttp.test_utils import TestClient
from dependency_injector.containers import DeclarativeContainer as Container

from core.settings import RunJobs, Settings
from core.testing_clock import FakeClock
from core.testing_smtp import SmtpServer
from modules.contact.models import ContactMessage
from modules.contact.routes import SENT_MESSAGE
from modules.contact.schemas import ContactForm

FORM = {
    "name": "Sari Dewi",
    "email": "sari@example.com",
    "address": "Jl. Merdeka No. 17, Bandung",
    "phone_number": "+6281234567890",
    "message": "Apakah eSIM Jepang bisa dipakai untuk tethering?",
}


async def _post(client: TestClient, form: dict[str, Any], status: int) -> dict[str, Any]:
    response = await client.post("/api/contact", json=form)
    body = await response.json()
    assert response.status == status, body
    return body


async def test_a_message_is_stored_and_support_is_told(
    client: TestClient, container: Container
) -> None:
    body = await _post(client, FORM, 200)

    assert body == {"success": True, "message": SENT_MESSAGE, "data": None}
    (row,) = await ContactMessage.all()
    assert (row.name, row.email, row.address, row.phone_number, row.message) == tuple(FORM.values())
    assert row.client_address == "127.0.0.1"
    (mail,) = await container.notifications.service().outbox(recipient="bantuan@kelana.id")
    assert mail.kind == "contact_message"
    assert mail.subject == "Pesan baru dari formulir kontak Kelana eSIM"
    for value in FORM.values():
        assert value in mail.body
    assert "Balas langsung ke sari@example.com." in mail.body


@pytest.mark.parametrize(
    ("language", "subject", "text"),
    [
        (None, "Pesan Anda sudah kami terima (nomor {id})", "tim kami akan membalas"),
        ("en", "We have your message (number {id})", "our team will answer"),
    ],
)
async def test_the_sender_gets_a_receipt_in_their_language_that_repeats_nothing_they_typed(
    client: TestClient, container: Container, language: str | None, subject: str, text: str
) -> None:
    form = FORM | ({"language": language} if language else {})
    await _post(client, form, 200)

    (row,) = await ContactMessage.all()
    (mail,) = await container.notifications.service().outbox(recipient="sari@example.com")
    assert mail.kind == "contact_received"
    assert mail.subject == subject.format(id=row.id)
    assert text in mail.body
    for typed in (FORM["name"], FORM["message"], FORM["address"], FORM["phone_number"]):
        assert typed not in mail.body


async def test_the_phone_number_is_stored_in_e164(client: TestClient) -> None:
    await _post(client, FORM | {"phone_number": "+1 (415) 555-2671 "}, 200)

    assert (await ContactMessage.get()).phone_number == "+14155552671"


@pytest.mark.parametrize("field", list(FORM))
async def test_every_field_is_required(client: TestClient, field: str) -> None:
    missing = await _post(client, {k: v for k, v in FORM.items() if k != field}, 400)
    blank = await _post(client, FORM | {field: "   "}, 400)

    for body in (missing, blank):
        assert body["success"] is False
        assert body["data"]["field"] == field
        assert body["message"].startswith(f"{field}: ")
    assert await ContactMessage.all().count() == 0


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("name", "x" * 121),
        ("name", "Sari\nBcc: spam@example.com"),
        ("email", "sari.example.com"),
        ("email", "sari@example"),
        ("email", "a" * 250 + "@x.id"),
        ("address", "x" * 501),
        ("phone_number", "081234567890"),  # no country code
        ("phone_number", "+62123"),
        ("phone_number", "+62 812 abcd"),
        ("message", "x" * 5001),
        ("message", 42),
    ],
)
async def test_bad_values_are_400s_naming_the_field(
    client: TestClient, container: Container, field: str, value: object
) -> None:
    body = await _post(client, FORM | {field: value}, 400)

    assert body["data"]["field"] == field
    assert body["data"]["code"] == "invalid_input"
    assert await ContactMessage.all().count() == 0
    assert await container.notifications.service().outbox() == []


async def test_a_body_that_is_not_json_is_a_400(client: TestClient) -> None:
    response = await client.post("/api/contact", data="name=Sari")

    assert response.status == 400
    assert (await response.json())["message"] == "Request body must be valid JSON"


async def test_one_address_may_send_five_messages_an_hour(
    client: TestClient, container: Container, clock: FakeClock
) -> None:
    for _ in range(5):
        await _post(client, FORM, 200)
        clock.now += timedelta(minutes=5)

    refused = await _post(client, FORM, 429)
    clock.now += timedelta(minutes=36)  # the first message is now more than an hour old
    again = await _post(client, FORM, 200)

    assert refused["data"] == {"code": "contact_too_many_messages"}
    assert refused["message"].startswith("Terlalu banyak pesan")
    assert again["success"] is True
    assert await ContactMessage.all().count() == 6
    outbox = container.notifications.service()
    assert len(await outbox.outbox(recipient="bantuan@kelana.id")) == 6
    assert len(await outbox.outbox(recipient="sari@example.com")) == 6  # one receipt each


async def test_the_limit_counts_per_client_address(
    client: TestClient, container: Container
) -> None:
    for _ in range(5):
        await _post(client, FORM, 200)

    receipt = await container.contact.service().send(
        form=ContactForm.model_validate(FORM), client_address="203.0.113.7"
    )

    assert receipt.message_id == 6
    assert (await _post(client, FORM, 429))["success"] is False


class TestWithSmtpAndOwnSettings:
    @pytest.fixture
    def settings(
        self,
        make_settings: Callable[..., Settings],
        migrated_database_url: str,
        smtp_server: SmtpServer,
    ) -> Settings:
        return make_settings(
            database_url=migrated_database_url,
            smtp_url=smtp_server.url,
            support_email="cs@example.com",
            contact_max_messages_per_hour=1,
            run_jobs=RunJobs.INLINE,
        )

    async def test_the_notice_leaves_over_smtp_to_the_support_address(
        self, client: TestClient, smtp_server: SmtpServer
    ) -> None:
        await _post(client, FORM, 200)

        # Two mails: the notice to support and the sender's receipt, in whichever order they leave.
        sent = {message["To"]: message for message in await smtp_server.wait_for(2)}
        assert set(sent) == {"cs@example.com", FORM["email"]}
        mail = sent["cs@example.com"]
        assert sent[FORM["email"]]["Subject"].startswith("Pesan Anda sudah kami terima")
        assert mail["Subject"] == "Pesan baru dari formulir kontak Kelana eSIM"
        text, html = mail.get_payload()
        assert "Apakah eSIM Jepang bisa dipakai untuk tethering?" in text.get_content()
        assert "Apakah eSIM Jepang bisa dipakai untuk tethering?" in html.get_content()
        assert (await _post(client, FORM, 429))["success"] is False


async def test_a_nul_character_is_a_400_not_a_database_error(client: TestClient) -> None:
    form = {
        "name": "Budi\x00",
        "email": "budi@example.com",
        "address": "Jl. Merdeka 1",
        "phone_number": "+6281234567890",
        "message": "Halo",
    }

    response = await client.post("/api/contact", json=form)

    assert response.status == 400
    assert (await response.json())["data"]["code"] == "invalid_character"
