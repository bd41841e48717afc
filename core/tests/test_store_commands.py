"""`kelana iccids import` and `kelana payments confirm`: stock and counter payments by hand."""

from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from core.cli import main

# ICCIDs with their Luhn check digits, as printed on cards.
FIRST, SECOND, THIRD = "8962000000000000011", "8962000000000000029", "8962000000000000037"

Kelana = Callable[..., Result]


@pytest.fixture
def kelana(tmp_path: Path) -> Kelana:
    """`kelana ARGS…` on a migrated development store of its own."""
    runner = CliRunner()
    env = {
        "ENVIRONMENT": "development",
        "DATABASE_URL": f"sqlite://{tmp_path / 'store.sqlite3'}",
        "LOG_FORMAT": "json",
    }
    assert runner.invoke(main, ["migrate"], env=env).exit_code == 0
    return lambda *args: runner.invoke(main, list(args), env=env)


def _csv(path: Path, rows: str) -> str:
    path.write_text(f"iccid,type\n{rows}", encoding="utf-8")
    return str(path)


def test_iccids_are_imported_from_a_file_and_a_bad_file_imports_nothing(
    kelana: Kelana, tmp_path: Path
) -> None:
    added = kelana(
        "iccids", "import", _csv(tmp_path / "good.csv", f"{FIRST},esim\n{SECOND},physical_sim\n")
    )
    refused = kelana(
        "iccids", "import", _csv(tmp_path / "mixed.csv", f"{THIRD},esim\n12345,esim\n")
    )
    # The refused file's good line was not added: on its own, it is still new.
    later = kelana("iccids", "import", _csv(tmp_path / "third.csv", f"{THIRD},esim\n"))

    assert added.exit_code == 0, added.output
    assert added.stdout == "2 ICCIDs added.\n"
    assert refused.exit_code == 1
    assert "nothing imported" in refused.output
    assert "line 3: '12345' is not an ICCID" in refused.output
    assert later.stdout == "1 ICCIDs added.\n"


def test_confirming_an_unknown_order_is_refused_with_its_message(kelana: Kelana) -> None:
    unknown = kelana("payments", "confirm", "kl-nope")

    assert unknown.exit_code == 1
    assert "Pembayaran untuk order ini tidak ditemukan" in unknown.output
