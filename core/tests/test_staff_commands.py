"""`kelana staff`: who may enter the back office, managed from the command line."""

import asyncio
from pathlib import Path

from click.testing import CliRunner

from core.cli import main
from core.container import build_container
from core.settings import Environment, Settings


def test_staff_are_added_listed_and_removed_from_the_command_line(tmp_path: Path) -> None:
    runner = CliRunner()
    env = {
        "ENVIRONMENT": "development",
        "DATABASE_URL": f"sqlite://{tmp_path / 'staff.sqlite3'}",
        "LOG_FORMAT": "json",
    }
    assert runner.invoke(main, ["migrate"], env=env).exit_code == 0
    # A development store seeds its admin (README, "Back office").
    assert runner.invoke(main, ["seed"], env=env).exit_code == 0

    listed = runner.invoke(main, ["staff", "list"], env=env)
    unknown = runner.invoke(main, ["staff", "add", "nobody@kelana.test"], env=env)
    demoted = runner.invoke(main, ["staff", "add", "ADMIN@kelana.test", "--role", "staff"], env=env)
    after = runner.invoke(main, ["staff", "list"], env=env)
    removed = runner.invoke(main, ["staff", "remove", "admin@kelana.test"], env=env)
    again = runner.invoke(main, ["staff", "remove", "admin@kelana.test"], env=env)
    empty = runner.invoke(main, ["staff", "list"], env=env)

    assert listed.stdout == "admin@kelana.test\tadmin\n"
    assert unknown.exit_code == 1
    assert "Tidak ada akun toko dengan e-mail nobody@kelana.test" in unknown.output
    assert demoted.stdout == "admin@kelana.test may now enter /admin as staff.\n"
    assert after.stdout == "admin@kelana.test\tstaff\n"
    assert removed.stdout == "admin@kelana.test removed.\n"
    assert again.stdout == "admin@kelana.test had no back office role.\n"
    assert empty.stdout == ""


async def _sign_up(database_url: str, email: str) -> None:
    """A shopper signs up with this address and never verifies it."""
    container = build_container(
        Settings(environment=Environment.DEVELOPMENT, database_url=database_url)
    )
    database = container.database()
    await database.open()
    try:
        await container.identity.service().sign_up(
            email=email, password="Jalan-jalan-2026", display_name=None, locale="id"
        )
    finally:
        await database.close()


def test_an_unverified_account_is_not_given_a_role_from_the_command_line(tmp_path: Path) -> None:
    runner = CliRunner()
    database_url = f"sqlite://{tmp_path / 'staff.sqlite3'}"
    env = {"ENVIRONMENT": "development", "DATABASE_URL": database_url, "LOG_FORMAT": "json"}
    assert runner.invoke(main, ["migrate"], env=env).exit_code == 0
    asyncio.run(_sign_up(database_url, "sari@kelana.test"))

    added = runner.invoke(main, ["staff", "add", "sari@kelana.test", "--role", "admin"], env=env)
    listed = runner.invoke(main, ["staff", "list"], env=env)

    assert added.exit_code == 1
    assert "Akun sari@kelana.test belum memverifikasi e-mail" in added.output
    assert listed.stdout == ""
