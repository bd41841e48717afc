"""`kelana payments | sandbox-key | staff | iccids`: the store's day-to-day operations by hand
(a payment received at the counter, the back office's people, the ICCID stock)."""

import asyncio
from pathlib import Path
from typing import Any

import click

from core.cli_support import load_settings, opened
from core.container import Container, build_container
from core.errors import DomainError


@click.group()
def payments() -> None:
    """Payments staff record by hand."""


@payments.command("confirm")
@click.argument("order_id")
def confirm_payment(order_id: str) -> None:
    """Confirm a cash or transfer payment: the order becomes paid when its job runs (in
    `kelana serve` or `kelana worker`)."""
    order_id = order_id.strip().upper()
    try:
        moved = asyncio.run(_confirm(build_container(load_settings()), order_id))
    except DomainError as error:
        raise click.ClickException(error.message) from None
    if moved:
        click.echo(f"Payment of order {order_id} confirmed.")
    else:
        click.echo(f"Order {order_id} was already paid; nothing changed.")


async def _confirm(container: Container, order_id: str) -> bool:
    async with opened(container):
        confirmed: bool = await container.payments.service().confirm_offline_payment(
            order_id=order_id
        )
        return confirmed


@click.command("sandbox-key")
def sandbox_key() -> None:
    """Print the built-in payment sandbox's server key (development only): sign a notification
    with it, SHA512(order_id + status_code + gross_amount + key), as with Midtrans' sandbox key."""
    settings = load_settings()
    if not settings.is_development or settings.payment_gateway != "sandbox":
        # Never the merchant's Midtrans key: that one lives in MIDTRANS_SERVER_KEY only.
        raise click.ClickException(
            "the payment sandbox runs only with ENVIRONMENT=development (or test) and "
            "PAYMENT_GATEWAY=sandbox"
        )
    key = build_container(settings).payments.server_key()
    click.echo(key)


STAFF_COMMAND = "command line"  # who the audit log names for these commands


@click.group()
def staff() -> None:
    """Who may enter the back office (/admin) and as what."""


@staff.command("add")
@click.argument("email")
@click.option("--role", type=click.Choice(["staff", "admin"]), default="staff", show_default=True)
def add_staff(email: str, role: str) -> None:
    """Give a store account a back office role (or change it)."""
    try:
        added = asyncio.run(_staff(build_container(load_settings()), "add", email, role))
    except DomainError as error:
        raise click.ClickException(error.message) from None
    click.echo(f"{added} may now enter /admin as {role}.")


@staff.command("remove")
@click.argument("email")
def remove_staff(email: str) -> None:
    """Take a person's back office role away and end their sessions."""
    removed = asyncio.run(_staff(build_container(load_settings()), "remove", email, ""))
    click.echo(f"{email} removed." if removed else f"{email} had no back office role.")


@staff.command("list")
def list_staff() -> None:
    """Everyone with a back office role."""
    for member in asyncio.run(_staff(build_container(load_settings()), "list", "", "")):
        click.echo(f"{member.email}\t{member.role.value}")


async def _staff(container: Container, action: str, email: str, role: str) -> Any:
    async with opened(container):
        service = container.backoffice.service()
        if action == "add":
            return (await service.add_staff(email, role, by=STAFF_COMMAND)).email
        if action == "remove":
            return await service.remove_staff(email, by=STAFF_COMMAND)
        return await service.staff()


@click.group()
def iccids() -> None:
    """The SIM card and eSIM inventory."""


@iccids.command("import")
@click.argument("csv_file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
def import_iccids(csv_file: Path) -> None:
    """Add ICCIDs from a CSV (iccid,type[,vendor]; type physical_sim or esim). A file with any
    bad row imports nothing and names each bad line."""
    try:
        added = asyncio.run(_import_iccids(build_container(load_settings()), csv_file))
    except ValueError as problems:
        raise click.ClickException(f"nothing imported:\n{problems}") from None
    click.echo(f"{added} ICCIDs added.")


async def _import_iccids(container: Container, csv_file: Path) -> int:
    async with opened(container):
        added: int = await container.esim.stock().import_csv(csv_file)
        return added


STORE_COMMANDS = (payments, sandbox_key, staff, iccids)
