"""The ICCID stock: the seed, CSV imports that are all or nothing, and allocation under a rush."""

import asyncio
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from dependency_injector.containers import DeclarativeContainer as Container

from core.db import Dialect
from modules.esim.enums import SimKind
from modules.esim.iccids import is_valid_iccid, with_check_digit
from modules.esim.repository import SoldOut
from modules.esim.service import BuyerService, ImportProblems, ProvisioningService, StockService
from modules.esim.tests.conftest import provision_job


async def test_the_seed_is_believable_stock_with_valid_check_digits(
    buyer: BuyerService, stock: StockService
) -> None:
    figures = await stock.report_stock()
    listed = await buyer.iccids(uid="nobody")

    assert figures == {SimKind.PHYSICAL: 200, SimKind.ESIM: 200}
    assert listed.iccids == []
    assert await stock.seed() == 0  # seeding again adds nothing


async def test_a_csv_import_adds_good_rows(stock: StockService, tmp_path: Path) -> None:
    good = [with_check_digit(f"89621200000000{n:04d}") for n in range(3)]
    csv_file = tmp_path / "stock.csv"
    csv_file.write_text(
        "iccid,type,vendor\n" + "".join(f"{iccid},esim,Telkomsel\n" for iccid in good)
    )

    added = await stock.import_csv(csv_file)

    assert added == 3
    assert (await stock.report_stock())[SimKind.ESIM] == 203


async def test_a_csv_with_any_bad_row_imports_nothing_and_names_each_line(
    stock: StockService, tmp_path: Path
) -> None:
    good = with_check_digit("896212000000009999")
    csv_file = tmp_path / "stock.csv"
    csv_file.write_text(
        "iccid,type\n"
        f"{good},esim\n"
        "8962120000000099991,esim\n"  # a wrong check digit
        f"{good},esim\n"  # twice
        f"{with_check_digit('896212000000008888')},sim\n"  # an unknown type
        f"{with_check_digit('896212000000007777')},esim,{'V' * 41}\n"  # a vendor too long
    )

    with pytest.raises(ImportProblems) as refused:
        await stock.import_csv(csv_file)

    assert [problem.split(":")[0] for problem in refused.value.problems] == [
        "line 3",
        "line 4",
        "line 5",
        "line 6",
    ]
    assert (await stock.report_stock())[SimKind.ESIM] == 200


async def test_two_hundred_buyers_for_the_last_ten_cards_get_exactly_ten(
    stock: StockService, seeded_container: Container
) -> None:
    repository = seeded_container.esim.repository()
    # Sell all but ten physical cards first.
    for n in range(190):
        async with repository.transaction():
            await repository.allocate(
                kind=SimKind.PHYSICAL,
                uid="uid-early",
                order_id=f"EARLY{n:05d}",
                at=datetime.now(UTC),
            )

    async def buy(n: int) -> str | None:
        try:
            async with repository.transaction():
                return await repository.allocate(
                    kind=SimKind.PHYSICAL,
                    uid=f"uid-{n}",
                    order_id=f"RUSH{n:06d}",
                    at=datetime.now(UTC),
                )
        except SoldOut:
            return None

    sold = await asyncio.gather(*(buy(n) for n in range(200)))

    got = [iccid for iccid in sold if iccid is not None]
    assert len(got) == 10
    assert len(set(got)) == 10
    assert all(is_valid_iccid(iccid) for iccid in got)
    assert (await stock.report_stock())[SimKind.PHYSICAL] == 0


async def test_a_card_another_buyer_is_taking_is_passed_over_not_waited_for(
    stock: StockService, seeded_container: Container
) -> None:
    """While one buyer's transaction holds the first card, a second buyer gets the next card at
    once (PostgreSQL: FOR UPDATE SKIP LOCKED); racing for the same card, a rush of buyers was told
    "sold out" with cards left. SQLite has one writer at a time, so it has no race to show."""
    if seeded_container.database().dialect is not Dialect.POSTGRES:
        return
    repository = seeded_container.esim.repository()
    first_holds = asyncio.Event()
    first_may_finish = asyncio.Event()

    async def first_buyer() -> str:
        async with repository.transaction():
            iccid = await repository.allocate(
                kind=SimKind.ESIM, uid="uid-first", order_id="FIRST00001", at=datetime.now(UTC)
            )
            first_holds.set()
            await first_may_finish.wait()
            return iccid

    first = asyncio.create_task(first_buyer())
    await first_holds.wait()
    async with asyncio.timeout(3), repository.transaction():
        second = await repository.allocate(
            kind=SimKind.ESIM, uid="uid-second", order_id="SECOND0001", at=datetime.now(UTC)
        )
    first_may_finish.set()

    assert second != await first
    assert (await stock.report_stock())[SimKind.ESIM] == 198


async def test_the_stock_shows_in_metrics(
    provisioning: ProvisioningService, seeded_client: Any
) -> None:
    await provisioning.provision(provision_job("ORDER30001", product_type="sim_bundle"))

    text = await (await seeded_client.get("/metrics")).text()

    assert 'kelana_iccid_available{kind="physical_sim"} 199.0' in text
    assert 'kelana_iccid_available{kind="esim"} 200.0' in text


async def test_a_large_import_is_taken_in_batches(stock: StockService, tmp_path: Path) -> None:
    csv_file = tmp_path / "stock.csv"
    rows = [with_check_digit(f"896298{n:012d}") for n in range(40_000)]
    csv_file.write_text("iccid,type\n" + "".join(f"{iccid},esim\n" for iccid in rows))

    assert await stock.import_csv(csv_file) == 40_000
    assert await stock.import_csv(csv_file) == 0
