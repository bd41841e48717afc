"""An admin manages who may enter from the back office itself; staff cannot, and nobody removes
their own access by a slip."""

from aiohttp.test_utils import TestClient
from dependency_injector.containers import DeclarativeContainer as Container

from modules.backoffice.models import AuditEntry, StaffMember
from modules.backoffice.tests.helpers import csrf, sign_in, verified_account

ADMIN = "rina@kelana.test"
NEWCOMER = "sari@kelana.test"


async def _admin_signed_in(client: TestClient, container: Container) -> str:
    await verified_account(client, container, ADMIN)
    await container.backoffice.service().add_staff(ADMIN, "admin", by="command line")
    await sign_in(client, ADMIN)
    return await csrf(client)


async def test_an_admin_adds_a_staff_member_who_can_then_sign_in(
    client: TestClient, container: Container
) -> None:
    token = await _admin_signed_in(client, container)
    await verified_account(client, container, NEWCOMER)

    added = await client.post(
        "/admin/people", data={"csrf_token": token, "email": NEWCOMER, "role": "staff"}
    )
    html = await added.text()
    client.session.cookie_jar.clear()
    status, location = await sign_in(client, NEWCOMER)
    as_staff = await client.get("/admin/people")

    assert "sari@kelana.test sekarang punya akses ke back office." in html
    assert "sari@kelana.test</strong> · staf" in html
    assert (status, location) == (303, "/admin")
    assert as_staff.status == 403  # people are an admin's business
    (entry,) = await AuditEntry.filter(action="staff.add", subject=NEWCOMER)
    assert (entry.actor, entry.before, entry.after) == (ADMIN, None, {"role": "staff"})


async def test_an_unknown_address_or_role_is_named_and_nothing_changes(
    client: TestClient, container: Container
) -> None:
    token = await _admin_signed_in(client, container)

    unknown = await client.post(
        "/admin/people", data={"csrf_token": token, "email": NEWCOMER, "role": "staff"}
    )
    odd_role = await client.post(
        "/admin/people", data={"csrf_token": token, "email": ADMIN, "role": "owner"}
    )

    assert "Tidak ada akun toko dengan e-mail sari@kelana.test." in await unknown.text()
    assert odd_role.status == 200
    assert [(m.email, m.role.value) for m in await StaffMember.all()] == [(ADMIN, "admin")]


async def test_an_admin_removes_someone_but_not_themselves(
    client: TestClient, container: Container
) -> None:
    token = await _admin_signed_in(client, container)
    await verified_account(client, container, NEWCOMER)
    await container.backoffice.service().add_staff(NEWCOMER, "staff", by=ADMIN)

    themselves = await client.post(
        "/admin/people/remove", data={"csrf_token": token, "email": ADMIN}
    )
    other = await client.post("/admin/people/remove", data={"csrf_token": token, "email": NEWCOMER})

    assert themselves.status == 403
    assert "Akses sari@kelana.test dicabut." in await other.text()
    assert [m.email for m in await StaffMember.all()] == [ADMIN]
