"""`kelana staff`: who may enter the back office, managed from the command line."""

import asyncio
import os
import subprocess
from pathlib import Path

from click.testing import CliRunner

from core.cli import main
from core.container import build_container
from core.settings import PROJECT_ROOT, Environment, Settings


def test_staff_are_added_listed_and_removed_from_the_command_line(tmp_path: Path) -> None:
    runner = CliRunner()
    env = {
        "ENVIRONMENT": "development",
        "DATABASE_URL": f"sqlite://{tmp_path / 'staff.sqlite3'}",
        "LOG_FORMAT": "json",
    }
    assert runner.invoke(main, ["migrate"], env=env).exit_code == 0
    # A development store seeds its admin (docs/backoffice.md).
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


# What a surrounding `make test` exports, and the names the make targets read: none of them is in a
# developer's own shell.
NOT_IN_A_DEVELOPERS_SHELL = ("ENVIRONMENT", "MAKEFLAGS", "MAKELEVEL", "MFLAGS", "EMAIL", "ROLE")


def _developer_shell(tmp_path: Path, **values: str) -> dict[str, str]:
    """A developer's shell: ENVIRONMENT never set, `make run`'s database (a scratch file here)."""
    shell = {
        name: value
        for name, value in os.environ.items()
        if name.upper() not in NOT_IN_A_DEVELOPERS_SHELL
    }
    shell.update(
        DATABASE_URL=f"sqlite://{tmp_path / 'store.sqlite3'}", LOG_FORMAT="json", SEED_AREAS="false"
    )
    return {**shell, **values}


def _run(shell: dict[str, str], *command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(  # noqa: S603 - the project's own make targets and command
        list(command),
        cwd=PROJECT_ROOT,
        env=shell,
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )


def test_a_developer_gives_a_back_office_role_with_make_without_knowing_environment(
    tmp_path: Path,
) -> None:
    shell = _developer_shell(tmp_path)
    # The database as `make run` leaves it: migrated and seeded (with the development admin).
    prepared = _run(shell, "make", "migrate", "seed")

    demoted = _run(shell, "make", "staff-add", "EMAIL=ADMIN@kelana.test", "ROLE=staff")
    listed = _run(shell, "make", "staff-list")
    promoted = _run(shell, "make", "staff-add", "EMAIL=admin@kelana.test", "ROLE=admin")
    without_email = _run(shell, "make", "staff-add", "ROLE=admin")
    by_hand = _run(shell, ".venv/bin/kelana", "staff", "list")

    assert prepared.returncode == 0, prepared.stderr
    assert demoted.returncode == 0, demoted.stderr
    assert "admin@kelana.test may now enter /admin as staff." in demoted.stdout
    assert "admin@kelana.test\tstaff\n" in listed.stdout
    assert "admin@kelana.test may now enter /admin as admin." in promoted.stdout
    assert without_email.returncode != 0
    assert "usage: make staff-add EMAIL=" in without_email.stderr
    # `kelana` alone stays production, and says what a developer runs instead.
    assert by_hand.returncode == 1
    assert "make staff-add EMAIL=" in by_hand.stderr
    assert "admin@kelana.test" not in by_hand.stdout


def test_the_make_targets_never_turn_a_production_shell_into_development(
    tmp_path: Path,
) -> None:
    shell = _developer_shell(tmp_path)
    assert _run(shell, "make", "migrate", "seed").returncode == 0
    production = {**shell, "ENVIRONMENT": "production"}

    listed = _run(production, "make", "staff-list")
    added = _run(production, "make", "staff-add", "EMAIL=admin@kelana.test", "ROLE=staff")

    for refused in (listed, added):
        assert refused.returncode != 0
        assert "SECRET_KEY must be a random value" in refused.stderr
        assert "admin@kelana.test" not in refused.stdout
