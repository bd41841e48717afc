"""Staff read the contact form's messages, reply by e-mail from the back office (the reply reaches
the sender over SMTP, in their language, and is kept with the message) or mark one answered;
the dashboard counts the unanswered ones and the day's orders."""

import asyncio
import re
from typing import Any

import pytest
from aiohttp.test_utils import TestClient
from dependency_injector.containers import DeclarativeContainer as Container

from core.settings import Settings
from core.testing_smtp import SmtpServer
from modules.backoffice.models import AuditEntry
from modules.backoffice.tests.helpers import csrf, sign_in, verified_account

STAFF = "rudi@kelana.test"


def form(name: str, email: str, *, language: str = "id", message: str = "Halo") -> dict[str, str]:
    return {
        "name": name,
        "email": email,
        "address": "Jl. Merdeka 17, Bandung",
        "phone_number": "+6281234567890",
        "message": message,
        "language": language,
    }


@pytest.fixture
def settings(make_settings: Any, migrated_database_url: str, smtp_server: SmtpServer) -> Settings:
    return make_settings(
        database_url=migrated_database_url,
        smtp_url=smtp_server.url,
        contact_max_messages_per_hour=50,
    )


@pytest.fixture
async def staff(client: TestClient, container: Container) -> TestClient:
    await verified_account(client, container, STAFF)
    await container.backoffice.service().add_staff(STAFF, "staff", by="command line")
    await sign_in(client, STAFF)
    return client


async def inbox_ids(client: TestClient, view: str = "open") -> list[int]:
    html = await (await client.get("/admin/messages", params={"view": view})).text()
    return [int(number) for number in re.findall(r'href="/admin/messages/(\d+)"', html)]


async def test_staff_reply_to_a_message_and_the_sender_gets_it(
    staff: TestClient, container: Container, smtp_server: SmtpServer
) -> None:
    await staff.post(
        "/api/contact", json=form("Ani", "ani@example.com", message="Kapan eSIM aktif?")
    )
    await staff.post("/api/contact", json=form("Tom", "tom@example.com", language="en"))
    await container.job_runner().run_until_idle()
    await smtp_server.wait_for(4)  # each message: the notice to support, the sender's receipt
    open_before = await inbox_ids(staff)
    ani, tom = sorted(open_before)
    page = await (await staff.get(f"/admin/messages/{ani}")).text()
    token = await csrf(staff)

    details = "Step by step: " + "settings, mobile data, add eSIM. " * 80  # about 2,700 characters
    replied = await staff.post(
        f"/admin/messages/{tom}/reply",
        data={
            "csrf_token": token,
            "body": f"Your eSIM works in Japan.\nEnjoy <b>the</b> trip!\n{details}",
        },
    )
    await container.job_runner().run_until_idle()
    (mail,) = [
        message
        for message in await smtp_server.wait_for(5)
        if message["To"] == "tom@example.com" and "reply" in message["Subject"]
    ]

    assert "Kapan eSIM aktif?" in page
    assert "ani@example.com" in page
    assert "Balasan dikirim ke tom@example.com." in await replied.text()
    assert mail["Subject"] == f"A reply to your message (number {tom})"
    text, html = mail.get_payload()
    assert "Hello Tom," in text.get_content()
    assert "Enjoy <b>the</b> trip!" in text.get_content()
    assert details.strip() in text.get_content()  # a long reply arrives whole
    assert "Enjoy &lt;b&gt;the&lt;/b&gt; trip!" in html.get_content()
    assert await inbox_ids(staff) == [ani]
    assert await inbox_ids(staff, "answered") == [tom]
    shown = await (await staff.get(f"/admin/messages/{tom}")).text()
    assert "Balasan terkirim" in shown
    assert STAFF in shown
    (entry,) = await AuditEntry.filter(action="message.reply")
    assert (entry.actor, entry.subject) == (STAFF, str(tom))


async def test_marking_answered_twenty_times_at_once_changes_it_once(
    staff: TestClient, container: Container
) -> None:
    await staff.post("/api/contact", json=form("Budi", "budi@example.com"))
    (message_id,) = await inbox_ids(staff)
    token = await csrf(staff)

    answers = await asyncio.gather(
        *(
            staff.post(f"/admin/messages/{message_id}/answered", data={"csrf_token": token})
            for _ in range(20)
        )
    )

    assert [answer.status for answer in answers] == [200] * 20
    assert await inbox_ids(staff) == []
    assert await AuditEntry.filter(action="message.answered").count() == 1
    assert "Tidak ada pesan di sini." in await (await staff.get("/admin/messages")).text()


async def test_an_empty_reply_or_an_unknown_message_is_told(
    staff: TestClient, container: Container
) -> None:
    await staff.post("/api/contact", json=form("Citra", "citra@example.com"))
    (message_id,) = await inbox_ids(staff)
    token = await csrf(staff)

    empty = await staff.post(
        f"/admin/messages/{message_id}/reply", data={"csrf_token": token, "body": "   "}
    )
    too_long = await staff.post(
        f"/admin/messages/{message_id}/reply", data={"csrf_token": token, "body": "x" * 5001}
    )
    unknown = await staff.get("/admin/messages/999999")
    not_a_number = await staff.get("/admin/messages/abc")
    too_big = await staff.get("/admin/messages/99999999999999999999")
    no_token = await staff.post(f"/admin/messages/{message_id}/reply", data={"body": "Hi"})

    assert empty.status == 400
    assert "Tulis balasan (1 sampai 5000 karakter)." in await empty.text()
    assert too_long.status == 400
    assert [unknown.status, not_a_number.status, too_big.status] == [404, 404, 404]
    assert no_token.status == 403
    assert await inbox_ids(staff) == [message_id]
    outbox = await container.notifications.service().outbox(recipient="citra@example.com")
    assert [mail.kind.value for mail in outbox] == ["contact_received"]


async def test_the_dashboard_counts_what_needs_someone(
    staff: TestClient, container: Container
) -> None:
    for seed in container.seeders().values():
        await seed()
    await staff.post("/api/contact", json=form("Dewi", "dewi@example.com"))

    html = await (await staff.get("/admin")).text()

    assert re.search(r"Pesan belum dijawab</a></dt><dd[^>]*>1</dd>", html)
    assert re.search(r"Pendapatan</dt><dd[^>]*>Rp\. 0</dd>", html)
    assert "Kartu SIM</dt><dd>200 tersedia" in html
