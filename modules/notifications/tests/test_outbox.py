"""Mail is written with the change that causes it and delivered over real SMTP afterwards."""

from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime, timedelta

import pytest
from tortoise.transactions import in_transaction

from core.db import open_tortoise
from core.testing_smtp import SmtpServer
from modules.notifications.adapters import SmtpSender
from modules.notifications.schemas import Language, MailKind, OutboxStatus
from modules.notifications.service import NotificationService

NOTIFICATION_MODELS = {"notifications": ("modules.notifications.models",)}
VALUES = {"name": "Sari", "code": "123456", "link": "http://x/a?oobCode=abc", "code_minutes": 30}


@pytest.fixture
async def database(migrated_database_url: str) -> AsyncIterator[None]:
    context = await open_tortoise(migrated_database_url, NOTIFICATION_MODELS)
    yield
    await context.close_connections()


def _service(smtp_url: str | None, **kwargs: object) -> NotificationService:
    sender = SmtpSender(url=smtp_url, timeout_seconds=2) if smtp_url else None
    return NotificationService(
        sender=sender, mail_from="Kelana <no-reply@kelana.test>", brand="Kelana eSIM", **kwargs
    )


async def _queue(service: NotificationService, language: Language = Language.ID) -> int:
    return await service.queue(
        kind=MailKind.VERIFY_EMAIL, recipient="Sari@Example.com", language=language, values=VALUES
    )


@pytest.mark.usefixtures("database")
async def test_mail_queued_in_a_transaction_that_rolls_back_is_never_sent(
    smtp_server: SmtpServer,
) -> None:
    service = _service(smtp_server.url)

    async def change_that_fails() -> None:
        async with in_transaction():
            await _queue(service)
            raise RuntimeError("the change failed")

    with pytest.raises(RuntimeError):
        await change_that_fails()

    assert await service.outbox() == []
    assert (await service.deliver_due()).sent == 0
    assert smtp_server.received == []


@pytest.mark.usefixtures("database")
async def test_queued_mail_arrives_over_smtp_once_in_the_users_language(
    smtp_server: SmtpServer,
) -> None:
    service = _service(smtp_server.url)
    async with in_transaction():
        await _queue(service, Language.ID)
        await _queue(service, Language.EN)

    first = await service.deliver_due()
    again = await service.deliver_due()

    assert (first.sent, again.sent) == (2, 0)
    indonesian, english = await smtp_server.wait_for(2)
    assert indonesian["To"] == "sari@example.com"
    assert indonesian["From"] == "Kelana <no-reply@kelana.test>"
    assert indonesian["Subject"] == "Verifikasi email akun Kelana eSIM Anda"
    assert "123456" in indonesian.get_content()
    assert "http://x/a?oobCode=abc" in indonesian.get_content()
    assert english["Subject"] == "Verify the e-mail of your Kelana eSIM account"
    assert "Enter this verification code" in english.get_content()
    assert {entry.status for entry in await service.outbox()} == {OutboxStatus.SENT}


@pytest.mark.usefixtures("database")
async def test_an_unreachable_server_leaves_the_mail_to_retry_then_gives_up(
    smtp_server: SmtpServer,
) -> None:
    now = datetime.now(UTC)
    clock: Callable[[], datetime] = lambda: now  # noqa: E731 - a clock the test moves
    # Port 1 on loopback: nothing listens, the connection is refused at once.
    service = _service("smtp://mailer:x@127.0.0.1:1", max_attempts=2, clock=lambda: clock())  # noqa: PLW0108 - reads the moved clock
    await _queue(service)

    first = await service.deliver_due()
    not_yet = await service.deliver_due()
    (entry,) = await service.outbox()
    assert (first.retrying, not_yet.retrying) == (1, 0)
    assert entry.status is OutboxStatus.PENDING
    assert entry.attempts == 1
    assert entry.last_error

    clock = lambda: now + timedelta(hours=2)  # noqa: E731
    second = await service.deliver_due()
    (entry,) = await service.outbox()
    assert second.failed == 1
    assert entry.status is OutboxStatus.FAILED
    assert smtp_server.received == []


@pytest.mark.usefixtures("database")
async def test_without_smtp_mail_stays_in_the_outbox(smtp_server: SmtpServer) -> None:
    service = _service(None)
    await _queue(service)

    report = await service.deliver_due()

    assert report.sent == 0
    (entry,) = await service.outbox(recipient="SARI@example.com")
    assert entry.status is OutboxStatus.PENDING
    assert smtp_server.received == []


def test_language_is_picked_from_a_locale() -> None:
    assert Language.pick("en-US") is Language.EN
    assert Language.pick("id") is Language.ID
    assert Language.pick("fr") is Language.ID
    assert Language.pick(None) is Language.ID
