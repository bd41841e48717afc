"""Mail is written with the change that causes it, with the job that sends it, and delivered over
real SMTP by that job; both parts come from templates, in the recipient's language."""

from collections.abc import Callable

import pytest
from dependency_injector.containers import DeclarativeContainer as Container
from tortoise.transactions import in_transaction

from core.jobs import JobState
from core.jobs.models import Job
from core.settings import Settings
from core.testing_smtp import SmtpServer
from modules.notifications.schemas import Language, MailKind, OutboxStatus

VALUES = {"code": "123456", "link": "http://x/a?oobCode=abc", "code_minutes": 30}


@pytest.fixture
def settings(
    make_settings: Callable[..., Settings], migrated_database_url: str, smtp_server: SmtpServer
) -> Settings:
    return make_settings(database_url=migrated_database_url, smtp_url=smtp_server.url)


async def _queue(
    container: Container, language: Language = Language.ID, name: str | None = "Sari"
) -> int:
    return await container.notifications.service().queue(
        kind=MailKind.VERIFY_EMAIL,
        recipient="Sari@Example.com",
        language=language,
        values={**VALUES, "recipient_name": name},
    )


async def _run_jobs(container: Container) -> int:
    return await container.job_runner().run_until_idle()


@pytest.mark.usefixtures("client")
async def test_mail_queued_in_a_transaction_that_rolls_back_is_never_sent(
    container: Container, smtp_server: SmtpServer
) -> None:
    async def change_that_fails() -> None:
        async with in_transaction():
            await _queue(container)
            raise RuntimeError("the change failed")

    with pytest.raises(RuntimeError):
        await change_that_fails()

    assert await container.notifications.service().outbox() == []
    assert await _run_jobs(container) == 0
    assert smtp_server.received == []


@pytest.mark.usefixtures("client")
async def test_queued_mail_arrives_once_with_both_parts_in_the_users_language(
    container: Container, smtp_server: SmtpServer
) -> None:
    async with in_transaction():
        await _queue(container, Language.ID)
        await _queue(container, Language.EN, name=None)

    assert await _run_jobs(container) == 2
    assert await _run_jobs(container) == 0
    # The two are sent by jobs running side by side: they may arrive in either order.
    arrived = {mail["Subject"]: mail for mail in await smtp_server.wait_for(2)}
    assert set(arrived) == {
        "Verifikasi email akun Kelana eSIM Anda",
        "Verify the e-mail of your Kelana eSIM account",
    }
    indonesian = arrived["Verifikasi email akun Kelana eSIM Anda"]
    english = arrived["Verify the e-mail of your Kelana eSIM account"]
    assert indonesian["To"] == english["To"] == "sari@example.com"
    assert indonesian.get_content_type() == "multipart/alternative"
    text_part, html_part = indonesian.get_payload()
    assert text_part.get_content_type() == "text/plain"
    assert html_part.get_content_type() == "text/html"
    assert text_part.get_content().startswith("Halo Sari,")
    assert "123456" in text_part.get_content()
    assert "http://x/a?oobCode=abc" in html_part.get_content()
    # No display name: a polite greeting without one.
    assert english.get_payload()[0].get_content().splitlines()[0] == "Hello,"
    # Delivered: the live link and code are not kept in the outbox.
    entries = await container.notifications.service().outbox()
    assert {entry.status for entry in entries} == {OutboxStatus.SENT}
    assert all("oobCode" not in entry.body for entry in entries)


@pytest.mark.usefixtures("client")
async def test_a_hostile_name_is_escaped_capped_and_kept_from_being_a_link(
    container: Container, smtp_server: SmtpServer
) -> None:
    hostile = '<a href="https://evil.example/x">Menang!</a>\nKlik www.evil.example ' + "x" * 5000
    await _queue(container, name=hostile)
    await _run_jobs(container)

    (message,) = await smtp_server.wait_for(1)
    text_part, html_part = message.get_payload()
    greeting = text_part.get_content().splitlines()[0]
    assert len(greeting) < 80
    assert "\n" not in greeting.strip()
    html = html_part.get_content()
    assert '<a href="https://evil.example' not in html
    assert "&lt;a href=" in html
    assert "www.evil.example" not in html  # broken up so mail programs do not link it
    assert "x" * 100 not in html


class TestAnUnreachableServer:
    @pytest.fixture
    def settings(
        self, make_settings: Callable[..., Settings], migrated_database_url: str
    ) -> Settings:
        # Port 1 on loopback: nothing listens, the connection is refused at once.
        return make_settings(
            database_url=migrated_database_url, smtp_url="smtp://mailer:x@127.0.0.1:1"
        )

    @pytest.mark.usefixtures("client")
    async def test_the_job_retries_then_the_mail_fails(self, container: Container) -> None:
        await _queue(container)
        queue = container.jobs()
        for _ in range(8):
            await _run_jobs(container)
            # The backoff would hold the next attempt back: bring it forward.
            await Job.filter(state=JobState.QUEUED).update(run_after=queue.now())
        (entry,) = await container.notifications.service().outbox()
        assert entry.status is OutboxStatus.FAILED
        assert entry.attempts == 8
        assert entry.last_error
        (dead,) = await queue.jobs(states=(JobState.DEAD,))
        assert dead.kind == "notifications.send"


@pytest.mark.usefixtures("client")
async def test_a_refused_recipient_is_retried(
    container: Container, smtp_server: SmtpServer
) -> None:
    smtp_server.refused_recipients.add("sari@example.com")
    await _queue(container)

    await _run_jobs(container)

    (entry,) = await container.notifications.service().outbox()
    assert entry.status is OutboxStatus.PENDING
    assert "SMTPRecipientsRefused" in (entry.last_error or "")
    (job,) = await container.jobs().jobs(states=(JobState.QUEUED,))
    assert job.attempts == 1
    assert smtp_server.received == []


class TestWithoutSmtp:
    @pytest.fixture
    def settings(
        self, make_settings: Callable[..., Settings], migrated_database_url: str
    ) -> Settings:
        return make_settings(database_url=migrated_database_url)

    @pytest.mark.usefixtures("client")
    async def test_mail_stays_in_the_outbox(
        self, container: Container, smtp_server: SmtpServer
    ) -> None:
        await _queue(container)
        await _run_jobs(container)

        (entry,) = await container.notifications.service().outbox(recipient="SARI@example.com")
        assert entry.status is OutboxStatus.PENDING
        assert "123456" in entry.body
        assert smtp_server.received == []


def test_language_is_picked_from_a_locale() -> None:
    assert Language.pick("en-US") is Language.EN
    assert Language.pick("id") is Language.ID
    assert Language.pick("fr") is Language.ID
    assert Language.pick(None) is Language.ID
