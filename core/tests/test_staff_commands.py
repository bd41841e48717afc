"""`kelana staff`: who may enter the back office, managed from the command line."""

from pathlib import Path

from click.testing import CliRunner

from core.cli import main


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
