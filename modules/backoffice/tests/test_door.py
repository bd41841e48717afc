"""Who gets into /admin: staff and admins with their own session cookie; a shopper's token or
password, a form without its CSRF token, a staff member on an admin's page, a session left idle:
each is refused, and each change is in the audit log."""

import asyncio
from collections.abc import Callable
from datetime import timedelta

from aiohttp.test_utils import TestClient
from dependency_injector.containers import DeclarativeContainer as Container

from core.settings import Environment, Settings
from core.testing_clock import FakeClock
from modules.backoffice.container import _development_seed
from modules.backoffice.models import AuditEntry, StaffMember, StaffSession
from modules.backoffice.tests.helpers import (
    csrf,
    sign_in,
    sign_in_with_cookies,
    store_account,
    verified_account,
)

ADMIN = "rina@kelana.test"
STAFF = "budi@kelana.test"
SHOPPER = "ani@kelana.test"


async def _people(client: TestClient, container: Container) -> str:
    """An admin, a staff member and a shopper; the shopper's ID token."""
    await verified_account(client, container, ADMIN)
    await verified_account(client, container, STAFF)
    token = await store_account(client, SHOPPER)
    service = container.backoffice.service()
    await service.add_staff(ADMIN, "admin", by="command line")
    await service.add_staff(STAFF, "staff", by=ADMIN)
    return token


async def test_a_visitor_is_sent_to_sign_in_and_an_action_is_refused(client: TestClient) -> None:
    page = await client.get("/admin", allow_redirects=False)
    action = await client.post("/admin/payments/ORDER00001/confirm", data={"reference": "x"})

    assert page.status == 303
    assert page.headers["Location"] == "/admin/login"
    assert action.status == 403


async def test_a_shopper_gets_403_on_every_admin_path(
    client: TestClient, container: Container
) -> None:
    token = await _people(client, container)
    bearer = {"Authorization": f"Bearer {token}"}

    statuses = [
        (await client.request(method, path, headers=bearer, allow_redirects=False)).status
        for method, path in (
            ("GET", "/admin"),
            ("GET", "/admin/audit"),
            ("GET", "/admin/orders"),
            ("POST", "/admin/payments/ORDER00001/confirm"),
            ("POST", "/admin/logout"),
        )
    ]
    password_status, page = await sign_in(client, SHOPPER)

    assert statuses == [403] * 5
    assert password_status == 403
    assert "tidak punya akses ke back office" in page
    assert await StaffSession.all().count() == 0


async def test_staff_sign_in_with_their_own_cookie_and_see_the_day(
    client: TestClient, container: Container
) -> None:
    await _people(client, container)

    status, location, cookies = await sign_in_with_cookies(client, STAFF)
    dashboard = await client.get("/admin")
    html = await dashboard.text()

    assert (status, location) == (303, "/admin")
    (session_cookie,) = [cookie for cookie in cookies if cookie.startswith("kelana_admin=")]
    attributes = {part.strip().split("=")[0].lower() for part in session_cookie.split(";")}
    assert {"httponly", "samesite", "path"} <= attributes
    assert "SameSite=Strict" in session_cookie
    assert "Path=/admin" in session_cookie
    assert "secure" not in attributes  # plain http in the test; https sets it
    assert "Masuk sebagai budi@kelana.test (staf)" in html
    assert "Pembayaran menunggu konfirmasi (0)" in html
    # The store's pages never see the back office's cookie.
    assert "kelana_admin" not in client.session.cookie_jar.filter_cookies(client.make_url("/"))


async def test_a_wrong_password_is_told_and_the_form_needs_its_token(
    client: TestClient, container: Container
) -> None:
    await _people(client, container)

    wrong_status, wrong_page = await sign_in(client, ADMIN, password="bukan-ini-2026")
    forged = await client.post(
        "/admin/login", data={"email": ADMIN, "password": "Jalan-jalan-2026"}
    )

    assert wrong_status == 401
    assert "E-mail atau kata sandi salah." in wrong_page
    assert forged.status == 403
    assert "kedaluwarsa" in await forged.text()
    assert await StaffSession.all().count() == 0


async def test_a_form_posted_without_its_csrf_token_is_refused(
    client: TestClient, container: Container
) -> None:
    await _people(client, container)
    await sign_in(client, STAFF)
    token = await csrf(client)

    missing = await client.post("/admin/logout", allow_redirects=False)
    wrong = await client.post(
        "/admin/logout", data={"csrf_token": token[:-2] + "xx"}, allow_redirects=False
    )
    right = await client.post("/admin/logout", data={"csrf_token": token}, allow_redirects=False)
    after = await client.get("/admin", allow_redirects=False)

    assert (missing.status, wrong.status, right.status) == (403, 403, 303)
    assert after.status == 303  # signed out: back to the sign-in page


async def test_only_an_admin_reads_the_audit_log_and_nobody_edits_it(
    client: TestClient, container: Container
) -> None:
    await _people(client, container)
    await sign_in(client, STAFF)
    as_staff = await client.get("/admin/audit")
    client.session.cookie_jar.clear()
    await sign_in(client, ADMIN)
    as_admin = await client.get("/admin/audit?action=staff.add")
    html = await as_admin.text()

    assert as_staff.status == 403
    assert as_admin.status == 200
    assert html.count("<tr><td>") == 2
    assert '{"role": "staff"}' in html
    # There is no route that changes an entry: every /admin path but these few is a 404.
    edit = await client.post("/admin/audit/1/delete", data={"csrf_token": await csrf(client)})
    assert edit.status == 404
    assert await AuditEntry.filter(action="staff.add").count() == 2


async def test_a_session_left_idle_ends_and_removing_someone_ends_theirs(
    client: TestClient, container: Container, clock: FakeClock
) -> None:
    await _people(client, container)
    await sign_in(client, STAFF)
    clock.now += timedelta(minutes=29)
    still = await client.get("/admin", allow_redirects=False)
    clock.now += timedelta(minutes=31)
    idle = await client.get("/admin", allow_redirects=False)

    await sign_in(client, STAFF)
    removed = await container.backoffice.service().remove_staff(STAFF, by=ADMIN)
    after_removal = await client.get("/admin", allow_redirects=False)

    assert still.status == 200
    assert idle.status == 303
    assert removed is True
    assert after_removal.status == 303
    assert await StaffMember.filter(email=STAFF).count() == 0
    (entry,) = await AuditEntry.filter(action="staff.remove")
    assert (entry.actor, entry.subject, entry.before, entry.after) == (
        ADMIN,
        STAFF,
        {"role": "staff"},
        None,
    )


async def test_twenty_sign_ups_as_staff_at_once_leave_one_role(
    client: TestClient, container: Container
) -> None:
    await verified_account(client, container, ADMIN)
    service = container.backoffice.service()

    await asyncio.gather(*(service.add_staff(ADMIN, "staff", by="x") for _ in range(20)))

    assert await StaffMember.filter(email=ADMIN).count() == 1


async def test_hostile_input_gets_a_clear_answer_never_a_500(
    client: TestClient, container: Container
) -> None:
    await _people(client, container)
    bad_bytes = {"Content-Type": "application/x-www-form-urlencoded"}

    answers = [
        await client.post("/admin/login", data={"login_token": "x" * 10_000}),
        await client.post("/admin/login", data=b"\xff\xfe\x00", headers=bad_bytes),
        await client.get("/admin/login?lng=" + "x" * 3000),
    ]
    long_status, _page = await sign_in(client, "a" * 5000 + "@kelana.test", password="x")

    assert all(answer.status < 500 for answer in answers)
    assert long_status in (400, 401)


async def test_only_a_development_store_seeds_its_admin(
    client: TestClient,
    container: Container,
    make_settings: Callable[..., Settings],
    migrated_database_url: str,
) -> None:
    service = container.backoffice.service()
    development = make_settings(
        database_url=migrated_database_url, environment=Environment.DEVELOPMENT
    )

    in_test = await container.backoffice.seed()()
    first = await _development_seed(development, service)()
    again = await _development_seed(development, service)()
    status, location = await sign_in(client, "admin@kelana.test", password="Kelana-admin-2026")

    assert (in_test, first, again) == (0, 1, 0)  # the test store is not a development one
    assert (status, location) == (303, "/admin")
    audit = await client.get("/admin/audit")
    assert audit.status == 200  # an admin
    seeded = await container.identity.service().account_by_email("admin@kelana.test")
    assert seeded.email_verified is True  # only a verified account holds a role


async def test_seeding_gives_back_the_role_of_an_admin_made_before_roles_needed_verifying(
    client: TestClient,
    container: Container,
    make_settings: Callable[..., Settings],
    migrated_database_url: str,
) -> None:
    # An older development store made its admin's account unverified; moving roles to verified
    # accounts dropped that role. The next `kelana seed` vouches for the account and gives it back.
    development = make_settings(
        database_url=migrated_database_url, environment=Environment.DEVELOPMENT
    )
    await store_account(client, "admin@kelana.test")

    seeded = await _development_seed(development, container.backoffice.service())()
    status, location = await sign_in(client, "admin@kelana.test")

    assert seeded == 1
    assert (status, location) == (303, "/admin")
    assert (await client.get("/admin/people")).status == 200  # an admin
