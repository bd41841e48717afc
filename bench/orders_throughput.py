"""Orders figure of `make bench`: N shoppers at once, each buying in a loop: POST /api/order/create,
POST /api/order/{id}/pay (the sandbox gateway's page) and the provider's signed notification.
Prints orders per second, errors, the p50/p95 of one whole purchase and of each call, and checks
that every order ends paid exactly once. On a scratch PostgreSQL database with one `kelana serve`.
Usage: python bench/orders_throughput.py [shoppers=50] [seconds=20] [postgres server URL]"""

import asyncio
import hashlib
import json
import os
import secrets
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

import aiohttp

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.container import build_container  # noqa: E402
from core.logging import configure_logging  # noqa: E402
from core.pg_admin import create_scratch_database, drop_database  # noqa: E402
from core.settings import Settings  # noqa: E402
from modules.esim.iccids import with_check_digit  # noqa: E402
from modules.identity.models import Account  # noqa: E402
from modules.identity.schemas import SignInProvider  # noqa: E402
from modules.orders.models import OrderRecord  # noqa: E402

PRODUCT = "jp-esim-5gb-5d"
KELANA = str(ROOT / ".venv/bin/kelana")
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def order_id() -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(10))


def settings_from(env: dict[str, str]) -> Settings:
    """The settings `kelana serve` reads from this environment."""
    saved = dict(os.environ)
    os.environ.update(env)
    try:
        return Settings()
    finally:
        os.environ.clear()
        os.environ.update(saved)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))] if ordered else 0.0


async def shoppers_tokens(env: dict[str, str], count: int) -> tuple[list[str], str]:
    """Verified accounts made in the database, their ID tokens, and the sandbox's server key."""
    container = build_container(settings_from(env))
    database = container.database()
    await database.open()
    try:
        uids = [f"bench-{secrets.token_hex(4)}-{n}" for n in range(count)]
        await Account.bulk_create(
            [
                Account(uid=uid, email=f"{uid}@example.com", email_verified=True, valid_since=datetime.fromtimestamp(0, UTC))
                for uid in uids
            ]
        )
        issue = container.identity.id_tokens().issue
        tokens = [
            issue(uid=uid, email=f"{uid}@example.com", email_verified=True, auth_time=int(time.time()), provider=SignInProvider.PASSWORD)
            for uid in uids
        ]
        return tokens, container.payments.server_key()
    finally:
        await database.close()


async def paid_orders(env: dict[str, str]) -> tuple[int, int]:
    container = build_container(settings_from(env))
    database = container.database()
    await database.open()
    try:
        settled = await OrderRecord.filter(
            status__in=["paid", "provesioning", "provisioned"]
        ).count()
        return settled, await OrderRecord.all().count()
    finally:
        await database.close()


async def run(base: str, tokens: list[str], server_key: str, seconds: float) -> dict[str, object]:
    cycles: list[float] = []
    calls: dict[str, list[float]] = {"create": [], "pay": [], "notify": []}
    errors: list[str] = []
    made: list[str] = []
    deadline = time.perf_counter() + seconds

    async def timed(name: str, request: object) -> tuple[int, dict]:
        started = time.perf_counter()
        async with request as response:  # type: ignore[attr-defined]
            body = await response.json(content_type=None)
            calls[name].append((time.perf_counter() - started) * 1000)
            return response.status, body

    async def shopper(session: aiohttp.ClientSession, token: str) -> None:
        headers = {"Authorization": f"Bearer {token}"}
        while time.perf_counter() < deadline:
            started = time.perf_counter()
            oid = order_id()
            payload = {
                "order_id": oid,
                "promo_code": None,
                "order_details": [{"product_id": PRODUCT, "currency": "IDR", "quantity": 1}],
                "country": "JP",
                "payment_method": "gateway",
            }
            status, body = await timed("create", session.post("/api/order/create", json=payload, headers=headers))
            if status != 200:
                errors.append(f"create {status} {body.get('message')}")
                continue
            amount = body["data"]["total_amount"]
            status, body = await timed("pay", session.post(f"/api/order/{oid}/pay", headers=headers))
            if status != 200 or "/payment/sandbox/" not in body["data"]["payment_url"]:
                errors.append(f"pay {status} {body.get('message')}")
                continue
            gross = f"{amount}.00"
            notification = {
                "order_id": oid,
                "status_code": "200",
                "gross_amount": gross,
                "transaction_status": "settlement",
                "fraud_status": "accept",
                "transaction_id": secrets.token_hex(16),
                "payment_type": "qris",
                "signature_key": hashlib.sha512(f"{oid}200{gross}{server_key}".encode()).hexdigest(),
            }
            status, body = await timed("notify", session.post("/api/payments/notification", data=json.dumps(notification), headers={"Content-Type": "application/json"}))
            if status != 200:
                errors.append(f"notify {status} {body.get('message')}")
                continue
            made.append(oid)
            cycles.append((time.perf_counter() - started) * 1000)

    connector = aiohttp.TCPConnector(limit=len(tokens))
    async with aiohttp.ClientSession(base, connector=connector) as session:
        started = time.perf_counter()
        await asyncio.gather(*(shopper(session, token) for token in tokens))
        elapsed = time.perf_counter() - started
    return {"cycles": cycles, "calls": calls, "errors": errors, "made": made, "elapsed": elapsed}


async def main(count: int, seconds: float, server: str) -> None:
    os.environ.setdefault("ENVIRONMENT", "development")  # a scratch store on this machine
    configure_logging(log_format=Settings().log_format, level="WARNING")
    database_url = await create_scratch_database(server, prefix="kelana_bench_orders")
    workdir = tempfile.mkdtemp(prefix="kelana-bench-orders-")
    port = free_port()
    env = {
        **os.environ,
        "ENVIRONMENT": "development",
        "DATABASE_URL": database_url,
        "VAR_DIR": workdir,
        "HOST": "127.0.0.1",
        "PORT": str(port),
        "PUBLIC_URL": f"http://127.0.0.1:{port}",
        "LOG_LEVEL": "WARNING",
        "LOG_FORMAT": "json",
        "RUN_JOBS": "inline",
    }
    server_process = None
    try:
        subprocess.run([KELANA, "migrate"], env=env, check=True, capture_output=True)
        # Stock for every eSIM the run sells (each paid order is provisioned in the server).
        stock = Path(workdir) / "stock.csv"
        stock.write_text(
            "iccid,type\n"
            + "".join(f"{with_check_digit(f'896299{n:012d}')},esim\n" for n in range(40_000))
        )
        seeded = time.perf_counter()
        subprocess.run([KELANA, "seed"], env=env, check=True, capture_output=True)
        print(f"orders: `kelana seed` on PostgreSQL (91,599 areas included) took {time.perf_counter() - seeded:.2f} s")
        subprocess.run([KELANA, "iccids", "import", str(stock)], env=env, check=True, capture_output=True)
        tokens, server_key = await shoppers_tokens(env, count)
        server_process = subprocess.Popen([KELANA, "serve"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        base = f"http://127.0.0.1:{port}"
        async with aiohttp.ClientSession() as probe:
            for _ in range(100):
                try:
                    async with probe.get(f"{base}/api/health") as response:
                        if response.status == 200:
                            break
                except aiohttp.ClientError:
                    pass
                await asyncio.sleep(0.2)
        result = await run(base, tokens, server_key, seconds)
        # The payments.settled jobs run in the server: wait until every order is paid (or 30 s).
        made = result["made"]
        paid, total = 0, 0
        for _ in range(150):
            paid, total = await paid_orders(env)
            if paid >= len(made):
                break
            await asyncio.sleep(0.2)
    finally:
        if server_process is not None:
            server_process.send_signal(signal.SIGTERM)
            try:
                server_process.wait(timeout=60)
            except subprocess.TimeoutExpired:
                server_process.kill()
                server_process.wait()
        await drop_database(database_url)
    cycles = result["cycles"]
    errors = result["errors"]
    elapsed = result["elapsed"]
    print(
        f"orders: {count} shoppers for {elapsed:.1f} s: {len(made)} orders created, paid and notified, "
        f"{len(made) / elapsed:.1f} orders/s, {len(errors)} errors"
    )
    print(
        f"orders: one purchase (3 calls) p50 {statistics.median(cycles):.0f} ms, p95 {percentile(cycles, 0.95):.0f} ms; "
        + ", ".join(
            f"{name} p95 {percentile(values, 0.95):.0f} ms" for name, values in result["calls"].items()
        )
    )
    print(f"orders: {paid} of {total} orders paid (or provisioned) after the jobs ran (expected {len(made)})")
    if errors:
        print("orders: first errors:", errors[:5])


if __name__ == "__main__":
    asyncio.run(
        main(
            int(sys.argv[1]) if len(sys.argv) > 1 else 50,
            float(sys.argv[2]) if len(sys.argv) > 2 else 20,
            sys.argv[3] if len(sys.argv) > 3 else os.environ.get("BENCH_POSTGRES_URL", "postgres://postgres@127.0.0.1:5432/postgres"),
        )
    )
