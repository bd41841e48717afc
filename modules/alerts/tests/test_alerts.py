"""Usage alerts end to end: the telco simulator's usage, the sweep, the alert jobs and the
e-mails as the real SMTP server receives them."""

import asyncio
import re
from email.message import EmailMessage
from typing import Any

from dependency_injector.containers import DeclarativeContainer as Container

from core.jobs import JobRunner
from core.jobs.models import Job
from core.testing_smtp import SmtpServer
from modules.alerts.schemas import AlertJob
from modules.alerts.tests.conftest import PUBLIC_URL, Buyer, make_buyer

ALERT_SUBJECT = re.compile(r"terpakai|berakhir|is used|ends in")


def alerts_to(smtp_server: SmtpServer, email: str) -> list[EmailMessage]:
    return [
        message
        for message in smtp_server.received
        if message["To"] == email and ALERT_SUBJECT.search(str(message["Subject"]))
    ]


def text_of(message: EmailMessage) -> str:
    part = message.get_body(preferencelist=("plain",))
    assert part is not None
    return str(part.get_content())


def html_of(message: EmailMessage) -> str:
    part = message.get_body(preferencelist=("html",))
    assert part is not None
    return str(part.get_content())


async def test_data_alerts_at_75_and_90_percent_each_once(
    buyer: Buyer, smtp_server: SmtpServer
) -> None:
    await buyer.uses(used_mb=3788)  # 73.98 % of 5 GB
    await buyer.sweep()
    assert alerts_to(smtp_server, buyer.email) == []

    await buyer.uses(used_percent=74.9)
    await buyer.sweep()
    assert alerts_to(smtp_server, buyer.email) == []

    await buyer.uses(used_mb=3840)  # exactly 75 %
    await buyer.sweep()
    (first,) = alerts_to(smtp_server, buyer.email)
    assert first["Subject"] == "Kuota eSIM Jepang 5GB 5 Hari sudah terpakai 75%"
    assert "3,8 GB dari 5 GB" in text_of(first)

    await buyer.uses(used_percent=80)
    await buyer.sweep()
    assert len(alerts_to(smtp_server, buyer.email)) == 1

    await buyer.uses(used_percent=90)
    await buyer.sweep()
    second = alerts_to(smtp_server, buyer.email)[1]
    assert second["Subject"] == "Kuota eSIM Jepang 5GB 5 Hari sudah terpakai 90%"

    for _ in range(3):
        await buyer.sweep()
    await buyer.uses(used_percent=99)
    await buyer.sweep()
    assert len(alerts_to(smtp_server, buyer.email)) == 2
    sent = await buyer.container.alerts.service().sent(iccid=buyer.iccid)
    assert [alert.kind.value for alert in sent] == ["data_75", "data_90"]


async def test_a_jump_past_90_percent_sends_only_the_90_percent_alert(
    buyer: Buyer, smtp_server: SmtpServer
) -> None:
    await buyer.uses(used_percent=95)
    await buyer.sweep()
    await buyer.sweep()

    (only,) = alerts_to(smtp_server, buyer.email)
    assert "90%" in only["Subject"]


async def test_end_alerts_3_days_and_1_day_before_the_end(
    buyer: Buyer, smtp_server: SmtpServer
) -> None:
    await buyer.uses(used_mb=100)
    buyer.later(days=1, hours=23)  # 3 days 1 hour left
    await buyer.sweep()
    assert alerts_to(smtp_server, buyer.email) == []

    buyer.later(days=2, hours=1)  # 2 days 23 hours left
    await buyer.sweep()
    (three,) = alerts_to(smtp_server, buyer.email)
    assert three["Subject"] == "Paket eSIM Jepang 5GB 5 Hari berakhir dalam 3 hari"
    assert "25.11.2026 10.00 WIB" in text_of(three)  # START + 5 days, in Jakarta's time

    buyer.later(days=3, hours=12)
    await buyer.sweep()
    assert len(alerts_to(smtp_server, buyer.email)) == 1

    buyer.later(days=4, hours=1)  # 23 hours left
    await buyer.sweep()
    buyer.later(days=4, hours=20)
    await buyer.sweep()
    one = alerts_to(smtp_server, buyer.email)
    assert [message["Subject"] for message in one][1] == (
        "Paket eSIM Jepang 5GB 5 Hari berakhir dalam 1 hari"
    )
    assert len(one) == 2

    buyer.later(days=5, hours=1)  # ended: nothing more
    await buyer.sweep()
    assert len(alerts_to(smtp_server, buyer.email)) == 2


async def test_an_unlimited_package_gets_only_the_end_alerts(
    *,
    seeded_client: Any,
    seeded_container: Container,
    telco_simulator: Any,
    clock: Any,
    id_token: Any,
    smtp_server: SmtpServer,
) -> None:
    unlimited = await make_buyer(
        seeded_container,
        telco_simulator,
        clock,
        id_token,
        uid="uid-tanpabatas",
        order_id="ORDER30002",
        package_name="eSIM Jepang Unlimited 5 Hari",
        product_id="jp-esim-unlimited-15d",
    )
    await unlimited.uses(used_mb=900_000)
    unlimited.later(days=4, hours=2)
    await unlimited.sweep()

    (only,) = alerts_to(smtp_server, unlimited.email)
    assert "berakhir dalam 1 hari" in only["Subject"]
    assert "GB dari" not in text_of(only)


async def test_the_alert_mail_has_the_one_click_headers_and_the_top_up_link(
    buyer: Buyer, smtp_server: SmtpServer
) -> None:
    await buyer.uses(used_percent=76)
    await buyer.sweep()

    (mail,) = alerts_to(smtp_server, buyer.email)
    top_up = f"{PUBLIC_URL}/orders/JP?iccid={buyer.iccid}"
    (unsubscribe,) = re.findall(r"^<(https://[^>]+)>$", str(mail["List-Unsubscribe"]))
    assert unsubscribe.startswith(f"{PUBLIC_URL}/unsubscribe/")
    assert mail["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    assert top_up in text_of(mail)
    assert f'href="{top_up}"' in html_of(mail)
    assert unsubscribe in text_of(mail)
    assert f'href="{unsubscribe}"' in html_of(mail)


async def test_an_english_speaking_buyer_gets_english_alerts(
    seeded_client: Any,
    seeded_container: Container,
    buyer: Buyer,
    smtp_server: SmtpServer,
) -> None:
    recipients = seeded_container.identity.service().mail_recipient

    async def in_english(*, uid: str) -> Any:
        found = await recipients(uid=uid)
        return found.model_copy(update={"language": "en"}) if found else None

    service = seeded_container.alerts.service()
    service._recipients = in_english
    await buyer.uses(used_percent=91)
    await buyer.sweep()

    (mail,) = alerts_to(smtp_server, buyer.email)
    assert mail["Subject"] == "90% of your Japan eSIM 5GB 5 Days data is used"
    assert "4.5 GB of 5 GB" in text_of(mail)
    assert f"/orders/JP?iccid={buyer.iccid}&lng=en" in text_of(mail)
    unsubscribe = re.findall(r"<([^>]+)>", str(mail["List-Unsubscribe"]))[0]
    link = buyer.container.alerts.links().read(unsubscribe.rsplit("/", 1)[1])
    assert link is not None
    assert link.language == "en"


async def test_twenty_sweeps_at_once_send_each_alert_once(
    buyer: Buyer, smtp_server: SmtpServer
) -> None:
    await buyer.uses(used_percent=77)
    service = buyer.container.alerts.service()

    await asyncio.gather(*(service.sweep() for _ in range(20)))
    # Two workers, each its own lease owner, share the queue.
    workers = [
        JobRunner(queue=buyer.container.jobs(), handlers=buyer.container.job_handlers())
        for _ in range(2)
    ]
    await asyncio.gather(*(worker.run_until_idle() for worker in workers))
    await buyer.run_jobs()
    keys = [job.key for job in await buyer.container.jobs().jobs(kind="alerts.send")]

    assert keys == [f"alerts.data:{buyer.iccid}:PKG-000001:75"]
    assert len(alerts_to(smtp_server, buyer.email)) == 1


async def test_an_alert_job_run_twice_at_once_writes_one_mail(
    buyer: Buyer, smtp_server: SmtpServer
) -> None:
    """Delivery is at least once: a job whose worker died runs again, maybe alongside."""
    await buyer.uses(used_percent=92)
    service = buyer.container.alerts.service()
    await service.sweep()
    (job,) = await buyer.container.jobs().jobs(kind="alerts.send")
    assert job.key == f"alerts.data:{buyer.iccid}:PKG-000001:90"
    stored = (await Job.get(id=job.id)).payload
    results = await asyncio.gather(*(service.send(AlertJob(**stored)) for _ in range(20)))
    await buyer.run_jobs()

    assert sum(results) == 1
    assert len(alerts_to(smtp_server, buyer.email)) == 1
