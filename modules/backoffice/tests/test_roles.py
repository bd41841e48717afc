"""A back office role belongs to a verified store account, not to an e-mail text: deleting or
disabling the account, or removing the role, ends the person's open sessions on their next
request; a new account with the same address has no role; an account whose address nobody
proved is never given a role and never gets in, and Google's take-over of such an account
leaves its maker nothing."""

import re
from typing import Any

from aiohttp.test_utils import TestClient
from dependency_injector.containers import DeclarativeContainer as Container
from tortoise import Tortoise

from modules.backoffice.models import StaffMember, StaffSession
from modules.backoffice.tests.helpers import (
    PASSWORD,
    SIGN_UP,
    csrf,
    sign_in,
    store_account,
    verified_account,
)

ADMIN = "rina@kelana.test"
STAFF = "budi@kelana.test"
TOOLKIT = "/identitytoolkit.googleapis.com/v1/accounts"


async def _staff_signed_in(client: TestClient, container: Container) -> str:
    """A staff member signed in to /admin (the client holds the session); their ID token."""
    id_token = await verified_account(client, container, STAFF)
    await container.backoffice.service().add_staff(STAFF, "staff", by=ADMIN)
    assert await sign_in(client, STAFF) == (303, "/admin")
    assert (await client.get("/admin", allow_redirects=False)).status == 200
    return id_token


async def _admin_signed_in(client: TestClient, container: Container) -> str:
    """An admin signed in to /admin; the session's CSRF token."""
    await verified_account(client, container, ADMIN)
    await container.backoffice.service().add_staff(ADMIN, "admin", by="command line")
    assert await sign_in(client, ADMIN) == (303, "/admin")
    return await csrf(client)


async def _google_sign_in(client: TestClient, email: str, name: str) -> dict[str, Any]:
    """The traveller signs in with Google (the development stand-in of the popup)."""
    popup = await client.get("/dev/google-sign-in", params={"email": email, "name": name})
    match = re.search(r'"idToken": "([^"]+)"', await popup.text())
    assert match
    body = {
        "postBody": f"id_token={match.group(1)}&providerId=google.com",
        "requestUri": "http://localhost",
        "returnSecureToken": True,
    }
    response = await client.post(f"{TOOLKIT}:signInWithIdp", json=body)
    assert response.status == 200, await response.text()
    return dict(await response.json())


async def test_deleting_the_account_ends_its_open_session_at_once(
    client: TestClient, container: Container
) -> None:
    id_token = await _staff_signed_in(client, container)

    deleted = await client.post(f"{TOOLKIT}:delete", json={"idToken": id_token})
    after = await client.get("/admin", allow_redirects=False)
    action = await client.post("/admin/payments/ORDER00001/confirm", data={"reference": "x"})

    assert deleted.status == 200
    assert (after.status, after.headers["Location"]) == (303, "/admin/login")
    assert action.status == 403
    assert await StaffSession.all().count() == 0
    assert await StaffMember.all().count() == 0  # the deleted account's role went with it


async def test_a_new_account_with_the_same_address_has_no_role(
    client: TestClient, container: Container
) -> None:
    id_token = await _staff_signed_in(client, container)
    await client.post(f"{TOOLKIT}:delete", json={"idToken": id_token})
    client.session.cookie_jar.clear()

    await verified_account(client, container, STAFF)  # someone else, later, same address
    status, page = await sign_in(client, STAFF)

    assert status == 403
    assert "tidak punya akses ke back office" in page
    assert await container.backoffice.service().staff() == []


async def test_disabling_the_account_ends_its_open_session(
    client: TestClient, container: Container
) -> None:
    await _staff_signed_in(client, container)

    # An operator disables the account at the identity provider (there is no API for it).
    await Tortoise.get_connection("default").execute_script(
        """UPDATE "identity_account" SET "disabled" = TRUE WHERE "email" = 'budi@kelana.test'"""
    )
    after = await client.get("/admin", allow_redirects=False)
    again_status, _page = await sign_in(client, STAFF)

    assert (after.status, after.headers["Location"]) == (303, "/admin/login")
    assert await StaffSession.all().count() == 0
    assert again_status == 401  # the identity provider refuses a disabled account's password


async def test_removing_the_role_ends_every_session_of_the_person(
    client: TestClient, container: Container
) -> None:
    await _staff_signed_in(client, container)
    staff_cookies = client.session.cookie_jar.filter_cookies(client.make_url("/admin"))
    client.session.cookie_jar.clear()
    token = await _admin_signed_in(client, container)

    removed = await client.post("/admin/people/remove", data={"csrf_token": token, "email": STAFF})
    client.session.cookie_jar.clear()
    client.session.cookie_jar.update_cookies(staff_cookies, client.make_url("/admin"))
    after = await client.get("/admin", allow_redirects=False)

    assert removed.status == 200
    assert (after.status, after.headers["Location"]) == (303, "/admin/login")
    assert [session.uid for session in await StaffSession.all()] == [
        (await container.identity.service().account_by_email(ADMIN)).uid
    ]


async def test_an_unverified_account_is_never_given_a_role_from_the_people_page(
    client: TestClient, container: Container
) -> None:
    token = await _admin_signed_in(client, container)
    await store_account(client, STAFF)  # signed up, the address never proven

    refused = await client.post(
        "/admin/people", data={"csrf_token": token, "email": STAFF, "role": "staff"}
    )
    client.session.cookie_jar.clear()
    status, page = await sign_in(client, STAFF)

    html = await refused.text()
    assert "Akun budi@kelana.test belum memverifikasi e-mail-nya" in html
    assert "budi@kelana.test</strong>" not in html  # not in the list of people
    assert [member.email for member in await StaffMember.all()] == [ADMIN]
    assert status == 403
    assert "tidak punya akses ke back office" in page
    assert await StaffSession.filter(uid__not=(await _uid(container, ADMIN))).count() == 0


async def test_a_role_left_on_an_unverified_account_opens_nothing_and_is_dropped(
    client: TestClient, container: Container
) -> None:
    # A role on an account whose address nobody proved (only possible from before roles needed
    # a verified account) lets nobody in, and goes at the first try.
    await store_account(client, STAFF)
    await StaffMember.create(
        uid=await _uid(container, STAFF),
        email=STAFF,
        role="admin",
        added_at=container.backoffice.clock()(),
        added_by="command line",
    )

    status, page = await sign_in(client, STAFF)

    assert status == 403
    assert "tidak punya akses ke back office" in page
    assert await StaffSession.all().count() == 0
    assert await StaffMember.all().count() == 0


async def test_google_taking_over_an_unverified_account_gives_no_role_and_drops_its_name(
    client: TestClient, container: Container
) -> None:
    token = await _admin_signed_in(client, container)
    # Someone signs up with the traveller's address, names the account, and asks for a role...
    squatter = await client.post(
        SIGN_UP,
        json={
            "email": STAFF,
            "password": PASSWORD,
            "displayName": "Admin Kelana",
            "returnSecureToken": True,
        },
    )
    assert squatter.status == 200
    asked = await client.post(
        "/admin/people", data={"csrf_token": token, "email": STAFF, "role": "admin"}
    )

    # ...then the traveller, who owns the address, signs in with Google.
    owner = await _google_sign_in(client, STAFF, "Budi Santoso")
    client.session.cookie_jar.clear()
    status, _page = await sign_in(client, STAFF)  # the squatter's password

    assert "belum memverifikasi e-mail-nya" in await asked.text()
    assert owner["displayName"] == "Budi Santoso"
    account = await container.identity.service().account_by_email(STAFF)
    assert (account.display_name, account.email_verified) == ("Budi Santoso", True)
    assert [member.email for member in await container.backoffice.service().staff()] == [ADMIN]
    assert status == 401


async def _uid(container: Container, email: str) -> str:
    account = await container.identity.service().account_by_email(email)
    assert account is not None
    return str(account.uid)
