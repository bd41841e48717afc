"""Through the real app: the web process's job runner delivers after a commit, and the
development mailbox page shows the outbox only when its setting is on."""

from collections.abc import Callable

import pytest
from aiohttp.test_utils import TestClient
from dependency_injector.containers import DeclarativeContainer as Container
from prometheus_client.parser import text_string_to_metric_families
from tortoise.transactions import in_transaction

from core.settings import RunJobs, Settings
from core.testing_smtp import SmtpServer
from modules.notifications.schemas import Language, MailKind

VALUES = {
    "recipient_name": "Budi",
    "link": "http://localhost:8080/auth/action?mode=resetPassword&oobCode=x",
}


class TestDispatcher:
    @pytest.fixture
    def settings(
        self,
        make_settings: Callable[..., Settings],
        migrated_database_url: str,
        smtp_server: SmtpServer,
    ) -> Settings:
        return make_settings(
            database_url=migrated_database_url, smtp_url=smtp_server.url, run_jobs=RunJobs.INLINE
        )

    async def test_mail_goes_out_soon_after_the_commit(
        self, client: TestClient, container: Container, smtp_server: SmtpServer
    ) -> None:
        service = container.notifications.service()
        async with in_transaction():
            await service.queue(
                kind=MailKind.PASSWORD_RESET,
                recipient="budi@example.com",
                language=Language.EN,
                values=VALUES,
            )

        (message,) = await smtp_server.wait_for(1, seconds=5)
        assert message["Subject"] == "Reset your Kelana eSIM password"
        assert client.server is not None


class TestFailedDelivery:
    @pytest.fixture
    def settings(
        self,
        make_settings: Callable[..., Settings],
        migrated_database_url: str,
        smtp_server: SmtpServer,
    ) -> Settings:
        smtp_server.refused_recipients.add("budi@example.com")
        return make_settings(database_url=migrated_database_url, smtp_url=smtp_server.url)

    async def test_a_refused_delivery_is_counted_in_metrics(
        self, client: TestClient, container: Container
    ) -> None:
        service = container.notifications.service()
        async with in_transaction():
            await service.queue(
                kind=MailKind.PASSWORD_RESET,
                recipient="budi@example.com",
                language=Language.EN,
                values=VALUES,
            )
        await container.job_runner().run_until_idle()

        assert await _email_failures(client) == 1


async def _email_failures(client: TestClient) -> float:
    text = await (await client.get("/metrics")).text()
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            if sample.name == "kelana_email_delivery_failures_total":
                return sample.value
    raise AssertionError("no e-mail failure counter in /metrics")


class TestMailboxOn:
    @pytest.fixture
    def settings(
        self, make_settings: Callable[..., Settings], migrated_database_url: str
    ) -> Settings:
        return make_settings(database_url=migrated_database_url, dev_mailbox=True)

    async def test_the_page_and_json_list_the_outbox(
        self, client: TestClient, container: Container
    ) -> None:
        await container.notifications.service().queue(
            kind=MailKind.PASSWORD_RESET,
            recipient="budi@example.com",
            language=Language.ID,
            values={**VALUES, "recipient_name": "<script>x</script>"},
        )

        page = await client.get("/dev/mailbox")
        listing = await client.get("/api/dev/mailbox", params={"to": "budi@example.com"})
        other = await client.get("/api/dev/mailbox", params={"to": "nobody@example.com"})

        assert page.status == 200
        text = await page.text()
        assert "Atur ulang password Kelana eSIM Anda" in text
        assert "<script>x" not in text  # the body is escaped
        # The whole link is clickable, its query included.
        link = "http://localhost:8080/auth/action?mode=resetPassword&amp;oobCode=x"
        assert f'<a href="{link}">{link}</a>' in text
        (entry,) = (await listing.json())["data"]
        assert entry["recipient"] == "budi@example.com"
        assert entry["status"] == "pending"
        assert (await other.json())["data"] == []


class TestMailboxOff:
    @pytest.fixture
    def settings(
        self, make_settings: Callable[..., Settings], migrated_database_url: str
    ) -> Settings:
        return make_settings(database_url=migrated_database_url, dev_mailbox=False)

    async def test_the_mailbox_is_not_served(self, client: TestClient) -> None:
        listing = await client.get("/api/dev/mailbox")
        page = await client.get("/dev/mailbox")

        assert listing.status == 404
        assert "Development mailbox" not in await page.text()
