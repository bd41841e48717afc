"""`make prod-smoke`: the production layout of docs/production.md started on this machine and the
money path run through it, with a web process and a worker killed on the way.

On a scratch PostgreSQL database: nginx (deploy/nginx/kelana.conf, unprivileged, in the
foreground, its own prefix in a temporary folder) in front of two `kelana serve` (RUN_JOBS=off)
and two `kelana worker`, all with ENVIRONMENT=production and secrets made for this run; the
telco is `kelana telco-simulator` on its own port; the payment provider is a stand-in speaking
Midtrans' contract (Snap's POST /snap/v1/transactions; the Core API's GET /v2/{id}/status and
POST /v2/{id}/expire|cancel), which sends signed HTTP notifications to the store through nginx and
sends them again while the store does not answer 200, as Midtrans does; e-mail goes to a local
SMTP server. Buyers sign up through the identity API (the verification code from their e-mail),
then create, pay and settle orders. Meanwhile one web process and one worker are SIGKILLed and
started again. At the end every order must be in a final state, paid once and provisioned once
(read in the database), and the files nginx serves must carry their caching rules.

Prints orders per second and the p99 latency; exits 1 on any failure.
Usage: python deploy/prod_smoke.py [--buyers 200] [--orders-per-buyer 2] [--port-base 8300]
"""

import argparse
import asyncio
import contextlib
import hashlib
import json
import logging
import os
import resource
import re
import secrets
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
import warnings
from collections import Counter
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import aiohttp
import asyncpg
from aiohttp import web
from aiosmtpd.smtp import SMTP
from prometheus_client.parser import text_string_to_metric_families
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
# The local SMTP server accepts AUTH without TLS (loopback); aiosmtpd's log says so per session.
logging.getLogger("mail.log").setLevel(logging.ERROR)

from core.container import build_container  # noqa: E402
from core.logging import configure_logging  # noqa: E402
from core.pg_admin import create_scratch_database, drop_database  # noqa: E402
from core.settings import Settings  # noqa: E402
from core.testing_smtp import SmtpServer  # noqa: E402
from modules.esim.iccids import with_check_digit  # noqa: E402
from modules.identity.models import Account  # noqa: E402
from modules.identity.schemas import SignInProvider  # noqa: E402

KELANA = str(ROOT / ".venv" / "bin" / "kelana")
NGINX_CONF = ROOT / "deploy" / "nginx" / "kelana.conf"
PRODUCT = "jp-esim-5gb-5d"
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
TOOLKIT = "/identitytoolkit.googleapis.com/v1/accounts:"
FINAL = {"provisioned", "provision_failed", "payment_failed", "expired", "refunded"}
# What a buyer's call may meet while a web process dies: nginx's 502 for a request the dead
# process held, or the connection cut. The store's calls are idempotent, so the buyer asks again.
RETRYABLE = {502, 503, 504}
CALL_ATTEMPTS = 8


def log(message: str) -> None:
    print(f"prod-smoke: {message}", flush=True)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))] if ordered else 0.0


def new_order_id() -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(10))


# --- the payment provider's stand-in (Midtrans' contract) -------------------------------------


@dataclass
class Transaction:
    order_id: str
    gross_amount: int
    token: str
    status: str = "pending"  # pending (no way to pay chosen yet), settlement, expire, cancel
    transaction_id: str = field(default_factory=lambda: str(uuid.uuid4()))
    payment_type: str | None = None
    settled_at: str | None = None


class Midtrans:
    """Snap and the Core API as the store calls them, in memory. Counts what the store asked."""

    def __init__(self, *, server_key: str, base: str, notify_url: str) -> None:
        self.server_key = server_key
        self.base = base
        self.notify_url = notify_url
        self.transactions: dict[str, Transaction] = {}
        self.by_token: dict[str, Transaction] = {}
        self.snap_calls: Counter[str] = Counter()
        self.status_calls = 0
        self.notifications_sent = 0
        self.notification_retries = 0
        self.notification_failures: list[str] = []
        self._tasks: set[asyncio.Task[None]] = set()
        self._session: aiohttp.ClientSession | None = None

    def _authorised(self, request: web.Request) -> bool:
        expected = aiohttp.BasicAuth(self.server_key, "").encode()
        return secrets.compare_digest(request.headers.get("Authorization", ""), expected)

    def app(self) -> web.Application:
        app = web.Application()
        app.router.add_post("/snap/v1/transactions", self.snap)
        app.router.add_post("/snap/v4/redirection/{token}/pay", self.pay)
        app.router.add_get("/v2/{order_id}/status", self.status)
        app.router.add_post("/v2/{order_id}/{action:expire|cancel}", self.close)
        return app

    async def snap(self, request: web.Request) -> web.Response:
        if not self._authorised(request):
            return web.json_response({"error_messages": ["Access denied"]}, status=401)
        body = await request.json()
        details = body["transaction_details"]
        order_id, amount = details["order_id"], int(details["gross_amount"])
        self.snap_calls[order_id] += 1
        known = self.transactions.get(order_id)
        if known is None:
            known = Transaction(order_id=order_id, gross_amount=amount, token=str(uuid.uuid4()))
            self.transactions[order_id] = known
            self.by_token[known.token] = known
        elif known.gross_amount != amount:
            return web.json_response(
                {"error_messages": ["transaction_details.order_id sudah digunakan"]}, status=400
            )
        return web.json_response(
            {
                "token": known.token,
                "redirect_url": f"{self.base}/snap/v4/redirection/{known.token}",
            },
            status=201,
        )

    async def pay(self, request: web.Request) -> web.Response:
        """The buyer pays on the hosted page; the notification follows on its own."""
        transaction = self.by_token.get(request.match_info["token"])
        if transaction is None:
            raise web.HTTPNotFound
        if transaction.status == "pending":
            transaction.status = "settlement"
            transaction.payment_type = "qris"
            transaction.settled_at = datetime.now(UTC).strftime("%Y-%m-%d %H:%M:%S")
            task = asyncio.create_task(self._notify(transaction))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
        return web.json_response({"status": transaction.status})

    def fields(self, transaction: Transaction) -> dict[str, Any]:
        code = {"settlement": "200", "pending": "201", "expire": "407", "cancel": "200"}[
            transaction.status
        ]
        gross = f"{transaction.gross_amount}.00"
        signature = hashlib.sha512(
            f"{transaction.order_id}{code}{gross}{self.server_key}".encode()
        ).hexdigest()
        return {
            "transaction_time": transaction.settled_at or "",
            "transaction_status": transaction.status,
            "transaction_id": transaction.transaction_id,
            "status_message": "midtrans payment notification",
            "status_code": code,
            "signature_key": signature,
            "payment_type": transaction.payment_type or "qris",
            "order_id": transaction.order_id,
            "merchant_id": "G000000000",
            "gross_amount": gross,
            "fraud_status": "accept",
            "currency": "IDR",
        }

    async def _notify(self, transaction: Transaction) -> None:
        assert self._session is not None
        body = json.dumps(self.fields(transaction))
        for attempt in range(20):
            try:
                async with self._session.post(
                    self.notify_url, data=body, headers={"Content-Type": "application/json"}
                ) as answer:
                    await answer.read()
                    if answer.status == 200:
                        self.notifications_sent += 1
                        return
            except (aiohttp.ClientError, TimeoutError):
                pass
            self.notification_retries += 1
            await asyncio.sleep(min(2.0, 0.1 * 2**attempt))
        self.notification_failures.append(transaction.order_id)

    async def status(self, request: web.Request) -> web.Response:
        self.status_calls += 1
        if not self._authorised(request):
            return web.json_response({"status_code": "401", "status_message": "Access denied"})
        transaction = self.transactions.get(request.match_info["order_id"])
        if transaction is None or transaction.status == "pending":
            # Midtrans has no transaction until the buyer chooses a way to pay.
            return web.json_response(
                {"status_code": "404", "status_message": "Transaction doesn't exist."}
            )
        return web.json_response(self.fields(transaction))

    async def close(self, request: web.Request) -> web.Response:
        if not self._authorised(request):
            return web.json_response({"status_code": "401", "status_message": "Access denied"})
        action = request.match_info["action"]
        transaction = self.transactions.get(request.match_info["order_id"])
        if transaction is None:
            return web.json_response({"status_code": "404"})
        if transaction.status != "pending":
            return web.json_response({"status_code": "412"})
        transaction.status = action
        return web.json_response({"status_code": "407" if action == "expire" else "200"})

    async def start(self) -> None:
        self._session = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=10))

    async def stop(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        if self._session is not None:
            await self._session.close()


# --- the processes ------------------------------------------------------------------------------


@dataclass
class Ports:
    nginx: int
    web: tuple[int, int]
    workers: tuple[int, int]
    midtrans: int
    telco: int
    smtp: int

    @classmethod
    def from_base(cls, base: int) -> "Ports":
        # Within base..base+9; base+11 is left to the browser journeys.
        return cls(
            nginx=base + 10,
            web=(base + 1, base + 2),
            workers=(base + 3, base + 4),
            midtrans=base + 5,
            telco=base + 6,
            smtp=base + 7,
        )


class Process:
    """One of the store's processes, its output in a log file, restartable."""

    def __init__(self, name: str, argv: list[str], env: dict[str, str], logs: Path) -> None:
        self.name = name
        self.argv = argv
        self.env = env
        self.log_path = logs / f"{name}.log"
        self.process: subprocess.Popen[bytes] | None = None
        self.starts = 0

    def start(self) -> None:
        self.starts += 1
        with self.log_path.open("ab") as out:
            self.process = subprocess.Popen(  # noqa: S603 - our own command
                self.argv, env=self.env, stdout=out, stderr=subprocess.STDOUT, cwd=ROOT
            )

    def kill(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()

    def stop(self) -> None:
        if self.process is None or self.process.poll() is not None:
            return
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()

    def cpu_seconds(self) -> float:
        """CPU time of the running process (user + system), from /proc."""
        if self.process is None or self.process.poll() is not None:
            return 0.0
        try:
            fields = Path(f"/proc/{self.process.pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            return 0.0
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def tail(self, lines: int = 15) -> str:
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return ""


async def wait_until_answers(
    url: str, *, seconds: float = 30.0, process: Process | None = None
) -> None:
    deadline = time.monotonic() + seconds
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=2)) as probe:
        while time.monotonic() < deadline:
            if process is not None and process.process is not None:
                if process.process.poll() is not None:
                    raise RuntimeError(f"{process.name} stopped:\n{process.tail()}")
            with contextlib.suppress(aiohttp.ClientError, TimeoutError):
                async with probe.get(url) as answer:
                    if answer.status == 200:
                        return
            await asyncio.sleep(0.1)
    raise RuntimeError(f"{url} did not answer 200 in {seconds:.0f} s")


def signing_key() -> str:
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    return key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    ).decode()


def nginx_site(ports: Ports) -> str:
    """deploy/nginx/kelana.conf as shipped, with this run's address, tree and web processes."""
    site = NGINX_CONF.read_text()
    servers = "".join(
        f"    server 127.0.0.1:{port} max_fails=1 fail_timeout=5s;\n" for port in ports.web
    )
    site, replaced = re.subn(
        r"(    # web processes: begin\n).*?(    # web processes: end\n)",
        lambda match: match.group(1) + servers + match.group(2),
        site,
        flags=re.DOTALL,
    )
    assert replaced == 1, "kelana.conf lost its web processes' markers"
    assert site.count("listen 80;") == 1
    site = site.replace("listen 80;", f"listen 127.0.0.1:{ports.nginx};")
    return site.replace("/srv/kelana", str(ROOT))


def nginx_command(nginx: str, prefix: Path, ports: Ports) -> list[str]:
    """nginx in the foreground with everything it writes under `prefix`. As root it is started as
    `nobody` when that user can read the built tree (else as root, said in the log)."""
    for folder in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi", "logs"):
        (prefix / folder).mkdir(parents=True, exist_ok=True)
    (prefix / "kelana.conf").write_text(nginx_site(ports))
    as_nobody = False
    if os.geteuid() == 0 and shutil.which("setpriv"):
        probe = subprocess.run(  # noqa: S603
            [
                "setpriv",
                "--reuid=nobody",
                "--regid=nogroup",
                "--clear-groups",
                "test",
                "-r",
                str(ROOT / "shell" / "dist" / "index.html"),
            ],
            check=False,
        )
        as_nobody = probe.returncode == 0
    user = "" if os.geteuid() != 0 or as_nobody else "user root;\n"
    (prefix / "nginx.conf").write_text(
        f"""{user}worker_processes 1;
daemon off;
pid {prefix}/nginx.pid;
error_log {prefix}/logs/error.log warn;
events {{ worker_connections 2048; }}
http {{
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path {prefix}/client_body;
    proxy_temp_path {prefix}/proxy;
    fastcgi_temp_path {prefix}/fastcgi;
    uwsgi_temp_path {prefix}/uwsgi;
    scgi_temp_path {prefix}/scgi;
    include {prefix}/kelana.conf;
}}
"""
    )
    command = [
        nginx,
        "-p",
        str(prefix),
        "-c",
        str(prefix / "nginx.conf"),
        "-e",
        str(prefix / "logs" / "error.log"),
    ]
    if as_nobody:
        subprocess.run(["chown", "-R", "nobody:nogroup", str(prefix)], check=True)  # noqa: S603, S607
        command = ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups", *command]
    elif os.geteuid() == 0:
        log("nginx runs as root: the user nobody cannot read the built tree here")
    return command


# --- the buyers ----------------------------------------------------------------------------------


@dataclass
class Figures:
    calls: dict[str, list[float]] = field(default_factory=lambda: {})
    purchases: list[float] = field(default_factory=list)
    retries: Counter[str] = field(default_factory=Counter)
    errors: list[str] = field(default_factory=list)
    orders: dict[str, str] = field(default_factory=dict)  # order id -> buyer's uid
    created: int = 0

    def record(self, name: str, milliseconds: float) -> None:
        self.calls.setdefault(name, []).append(milliseconds)


class Buyer:
    def __init__(self, session: aiohttp.ClientSession, figures: Figures, mail: "Mailbox") -> None:
        self.session = session
        self.figures = figures
        self.mail = mail
        self.email = f"buyer-{secrets.token_hex(6)}@example.com"
        self.password = "Rahasia-Kelana-" + secrets.token_hex(4)
        self.token = ""
        self.refresh = ""
        self.uid = ""

    def made_in_database(self, uid: str, token: str) -> "Buyer":
        self.uid, self.token = uid, token
        self.email = f"{uid}@example.com"
        return self

    async def call(self, name: str, method: str, path: str, **kwargs: Any) -> tuple[int, Any]:
        """One call through nginx, asked again when a dying web process lost it."""
        for attempt in range(CALL_ATTEMPTS):
            started = time.perf_counter()
            try:
                async with self.session.request(method, path, **kwargs) as answer:
                    body = await answer.json(content_type=None)
                    status = answer.status
            except (aiohttp.ClientError, TimeoutError, json.JSONDecodeError) as error:
                status, body = 0, {"error": type(error).__name__}
            self.figures.record(name, (time.perf_counter() - started) * 1000)
            if status not in RETRYABLE and status != 0:
                return status, body
            self.figures.retries[name] += 1
            await asyncio.sleep(0.05 * (attempt + 1))
        return status, body

    def _auth(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"}

    async def sign_up(self) -> None:
        status, body = await self.call(
            "signUp",
            "POST",
            f"{TOOLKIT}signUp",
            json={"email": self.email, "password": self.password, "returnSecureToken": True},
        )
        if status != 200:
            raise RuntimeError(f"signUp {status} {body}")
        self.token, self.refresh, self.uid = body["idToken"], body["refreshToken"], body["localId"]
        status, body = await self.call(
            "sendOobCode",
            "POST",
            f"{TOOLKIT}sendOobCode",
            json={"requestType": "VERIFY_EMAIL", "idToken": self.token},
        )
        if status != 200:
            raise RuntimeError(f"sendOobCode {status} {body}")
        code = await self.mail.code_for(self.email)
        status, body = await self.call(
            "verifyEmailCode",
            "POST",
            f"{TOOLKIT}verifyEmailCode",
            json={"email": self.email, "code": code},
        )
        if status != 200:
            raise RuntimeError(f"verifyEmailCode {status} {body}")
        # A fresh ID token says the address is verified now.
        status, body = await self.call(
            "token",
            "POST",
            "/securetoken.googleapis.com/v1/token",
            data={"grant_type": "refresh_token", "refresh_token": self.refresh},
        )
        if status != 200:
            raise RuntimeError(f"token {status} {body}")
        self.token = body["id_token"]

    async def buy(self, midtrans: aiohttp.ClientSession) -> None:
        started = time.perf_counter()
        order_id = new_order_id()
        self.figures.orders[order_id] = self.uid
        payload = {
            "order_id": order_id,
            "promo_code": None,
            "order_details": [{"product_id": PRODUCT, "currency": "IDR", "quantity": 1}],
            "country": "JP",
            "payment_method": "gateway",
        }
        status, body = await self.call(
            "create", "POST", "/api/order/create", json=payload, headers=self._auth()
        )
        if status != 200:
            raise RuntimeError(f"create {order_id}: {status} {body}")
        self.figures.created += 1
        status, body = await self.call(
            "pay", "POST", f"/api/order/{order_id}/pay", headers=self._auth()
        )
        if status != 200:
            raise RuntimeError(f"pay {order_id}: {status} {body}")
        # The hosted page: the buyer pays there; Midtrans then notifies the store.
        async with midtrans.post(body["data"]["payment_url"] + "/pay") as answer:
            if answer.status != 200:
                raise RuntimeError(f"paying {order_id} at the provider: {answer.status}")
        self.figures.purchases.append((time.perf_counter() - started) * 1000)

    async def orders_seen(self) -> dict[str, str]:
        status, body = await self.call("orders", "GET", "/api/order", headers=self._auth())
        if status != 200:
            raise RuntimeError(f"order list {status} {body}")
        return {order["order_id"]: order["status"] for order in body["data"]}


class Mailbox:
    """The SMTP server the store's workers send to; finds a buyer's verification code."""

    CODE = re.compile(r"\b(\d{6})\b")

    def __init__(self, server: SmtpServer) -> None:
        self.server = server

    async def code_for(self, address: str, *, seconds: float = 30.0) -> str:
        deadline = time.monotonic() + seconds
        seen = 0
        while time.monotonic() < deadline:
            messages = self.server.received
            for message in messages[seen:]:
                if address in str(message["To"]):
                    body = message.get_body(preferencelist=("plain", "html"))
                    text = body.get_content() if body is not None else ""
                    if match := self.CODE.search(text):
                        return match.group(1)
            # Every message is looked at again (another buyer's may come first).
            await asyncio.sleep(0.05)
        raise RuntimeError(f"no verification e-mail reached {address} in {seconds:.0f} s")


async def start_smtp(port: int) -> tuple[SmtpServer, asyncio.AbstractServer]:
    holder = SmtpServer(port=port)

    def protocol() -> SMTP:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", UserWarning)  # AUTH without TLS, on loopback
            return SMTP(
                holder,
                hostname="kelana-prod-smoke",
                authenticator=holder.authenticate,
                auth_required=True,
                auth_require_tls=False,
            )

    server = await asyncio.get_running_loop().create_server(protocol, "127.0.0.1", port)
    return holder, server


# --- the checks ----------------------------------------------------------------------------------


async def check_files(base: str, failures: list[str]) -> None:
    """What nginx answers from disk, and what it leaves to the web processes."""
    manifest = json.loads((ROOT / "mfe-catalog" / "dist" / "mf-manifest.json").read_text())
    hashed = next(
        path
        for path in (ROOT / "shell" / "dist" / "static" / "js").glob("*.js")
        if re.search(r"\.[0-9a-f]{8,}\.js$", path.name)
    )
    expectations = [
        ("/", 200, "no-cache", "text/html"),
        ("/orders/JP", 200, "no-cache", "text/html"),
        ("/mfe/catalog/mf-manifest.json", 200, "no-cache", None),
        ("/mfe/catalog/remoteEntry.js", 200, "no-cache", None),
        (f"/static/js/{hashed.name}", 200, "public, max-age=31536000, immutable", None),
        ("/locales/id/common.json", 200, "no-cache", "application/json"),
        ("/locales/id/heads.json", 404, None, None),
        ("/locales/en/backoffice-orders.json", 404, None, None),
        ("/mfe/catalog/no-such-chunk.0123456789.js", 404, None, None),
        ("/static/js/missing.0123456789.js", 404, None, None),
        ("/metrics", 404, None, None),
        ("/api/health/ready", 200, "no-store", None),
        ("/api/health/live", 200, "no-store", None),
    ]
    assert manifest  # the remote is built
    async with aiohttp.ClientSession(base) as session:
        for path, status, cache, content_type in expectations:
            async with session.get(path) as answer:
                await answer.read()
                if answer.status != status:
                    failures.append(f"GET {path} through nginx: {answer.status}, expected {status}")
                    continue
                got = answer.headers.get("Cache-Control")
                if cache is not None and got != cache:
                    failures.append(f"GET {path}: Cache-Control {got!r}, expected {cache!r}")
                if content_type and not answer.headers.get("Content-Type", "").startswith(
                    content_type
                ):
                    failures.append(
                        f"GET {path}: Content-Type {answer.headers.get('Content-Type')}"
                    )
        # The page carries its own head, written by a web process.
        async with session.get("/orders/JP") as answer:
            page = await answer.text()
            if "Jepang" not in page and "Japan" not in page:
                failures.append("GET /orders/JP through nginx: the page's own head is missing")
        async with session.get(
            f"/static/js/{hashed.name}", headers={"Accept-Encoding": "gzip"}
        ) as answer:
            if answer.headers.get("Content-Encoding") != "gzip":
                failures.append("a built script is not sent from its precompressed .gz")


async def check_database(
    database_url: str, orders: dict[str, str], failures: list[str]
) -> dict[str, int]:
    connection = await asyncpg.connect(database_url)
    try:
        rows = await connection.fetch("SELECT order_id, uid, status FROM orders_order")
        stored = {row["order_id"]: (row["uid"], row["status"]) for row in rows}
        lost = [order_id for order_id in orders if order_id not in stored]
        strangers = [order_id for order_id in stored if order_id not in orders]
        wrong_owner = [
            oid for oid, uid in orders.items() if oid in stored and stored[oid][0] != uid
        ]
        not_final = [oid for oid in orders if oid in stored and stored[oid][1] not in FINAL]
        statuses = Counter(status for _, status in stored.values())

        async def twice(sql: str) -> list[str]:
            return [row[0] for row in await connection.fetch(sql)]

        paid_twice = await twice(
            "SELECT order_id FROM orders_transition WHERE to_status = 'paid' "
            "GROUP BY order_id HAVING count(*) > 1"
        )
        paid_twice += await twice(
            "SELECT order_id FROM payments_notification WHERE effect = 'paid' "
            "GROUP BY order_id HAVING count(*) > 1"
        )
        provisioned_twice = await twice(
            "SELECT order_id FROM orders_transition WHERE to_status = 'provisioned' "
            "GROUP BY order_id HAVING count(*) > 1"
        )
        provisioned_twice += await twice(
            "SELECT order_id FROM esim_iccid WHERE order_id IS NOT NULL "
            "GROUP BY order_id HAVING count(*) > 1"
        )
        unpaid_payments = await connection.fetchval(
            "SELECT count(*) FROM payments_payment WHERE status <> 'paid'"
        )
        dead_jobs = await connection.fetch(
            "SELECT kind, last_error FROM jobs WHERE state = 'dead' LIMIT 5"
        )
        stock = {
            row["status"]: row["count"]
            for row in await connection.fetch(
                "SELECT status, count(*) FROM esim_iccid WHERE kind = 'esim' GROUP BY status"
            )
        }
        open_jobs = await connection.fetchval(
            "SELECT count(*) FROM jobs WHERE state IN ('queued', 'running') AND run_after <= now()"
        )
    finally:
        await connection.close()
    for name, found in (
        ("lost", lost),
        ("not in a final state", not_final),
        ("paid twice", paid_twice),
        ("provisioned twice", provisioned_twice),
        ("with another owner", wrong_owner),
        ("that no buyer made", strangers),
    ):
        if found:
            failures.append(f"{len(found)} orders {name}: {sorted(set(found))[:5]}")
    if statuses.get("provisioned", 0) != len(orders):
        failures.append(
            f"orders by status: {dict(statuses)}, expected all {len(orders)} provisioned "
            f"(eSIM ICCIDs by status: {stock})"
        )
    if unpaid_payments:
        failures.append(f"{unpaid_payments} payments not paid")
    if dead_jobs:
        failures.append(f"dead jobs: {[(row['kind'], row['last_error']) for row in dead_jobs]}")
    return {
        "lost": len(lost),
        "paid_twice": len(set(paid_twice)),
        "provisioned_twice": len(set(provisioned_twice)),
        "provisioned": statuses.get("provisioned", 0),
        "open_jobs": open_jobs,
    }


async def final_states(database_url: str, orders: dict[str, str], *, seconds: float) -> float:
    """Waits until every order is final; returns when that was (perf_counter)."""
    deadline = time.perf_counter() + seconds
    connection = await asyncpg.connect(database_url)
    try:
        while time.perf_counter() < deadline:
            final = await connection.fetchval(
                "SELECT count(*) FROM orders_order WHERE status = ANY($1::text[])", list(FINAL)
            )
            if final >= len(orders):
                return time.perf_counter()
            await asyncio.sleep(0.1)
    finally:
        await connection.close()
    return time.perf_counter()


async def scrape(port: int) -> dict[str, float]:
    async with (
        aiohttp.ClientSession() as session,
        session.get(f"http://127.0.0.1:{port}/metrics") as answer,
    ):
        text = await answer.text()
    values: dict[str, float] = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            values[sample.name] = values.get(sample.name, 0.0) + sample.value
    return values


# --- the run -------------------------------------------------------------------------------------


async def load_store(env: dict[str, str], stock: Path, buyers: int) -> list[tuple[str, str]]:
    """What `kelana seed` and `kelana iccids import` load, in this process (one Python start
    instead of two), and `buyers` verified accounts made in the database with ID tokens from the
    store's own signing key: the buyers who do not sign up through the API."""
    saved = dict(os.environ)
    os.environ.update(env)
    try:
        settings = Settings()
    finally:
        os.environ.clear()
        os.environ.update(saved)
    configure_logging(log_format=settings.log_format, level="WARNING")
    container = build_container(settings)
    database = container.database()
    await database.open()
    try:
        for seed in container.seeders().values():
            await seed()
        await container.esim.stock().import_csv(stock)
        uids = [f"buyer-{secrets.token_hex(5)}" for _ in range(buyers)]
        await Account.bulk_create(
            [
                Account(
                    uid=uid,
                    email=f"{uid}@example.com",
                    email_verified=True,
                    valid_since=datetime.fromtimestamp(0, UTC),
                )
                for uid in uids
            ]
        )
        issue = container.identity.id_tokens().issue
        now = int(time.time())
        return [
            (
                uid,
                issue(
                    uid=uid,
                    email=f"{uid}@example.com",
                    email_verified=True,
                    auth_time=now,
                    provider=SignInProvider.PASSWORD,
                ),
            )
            for uid in uids
        ]
    finally:
        await database.close()


async def run(options: argparse.Namespace) -> int:
    started = time.perf_counter()
    ports = Ports.from_base(options.port_base)
    workdir = Path(tempfile.mkdtemp(prefix="kelana-prod-smoke-"))
    workdir.chmod(0o711)  # nginx, started as nobody, reaches its own folder inside
    logs = workdir / "logs"
    logs.mkdir()
    failures: list[str] = []
    database_url = await create_scratch_database(options.postgres, prefix="kelana_prod_smoke")
    public_url = f"http://127.0.0.1:{ports.nginx}"
    server_key = "Mid-server-" + secrets.token_urlsafe(24)
    smtp, smtp_listener = await start_smtp(ports.smtp)
    env = {
        **os.environ,
        "ENVIRONMENT": "production",
        "DATABASE_URL": database_url,
        "PUBLIC_URL": public_url,
        "HOST": "127.0.0.1",
        "TRUSTED_PROXIES": "127.0.0.1/32",
        "WEB_ROOT": str(ROOT),
        "VAR_DIR": str(workdir / "var"),
        "LOG_FORMAT": "json",
        "LOG_LEVEL": "WARNING",
        "SECRET_KEY": secrets.token_urlsafe(48),
        "IDENTITY_SIGNING_KEY": signing_key(),
        "GOOGLE_CLIENT_ID": f"prod-smoke-{secrets.token_hex(4)}.apps.googleusercontent.com",
        "SMTP_URL": f"smtp://{smtp.username}:{smtp.password}@127.0.0.1:{ports.smtp}",
        "PAYMENT_GATEWAY": "midtrans",
        "MIDTRANS_SERVER_KEY": server_key,
        "MIDTRANS_SNAP_URL": f"http://127.0.0.1:{ports.midtrans}",
        "MIDTRANS_API_URL": f"http://127.0.0.1:{ports.midtrans}",
        "TELCO_BASE_URL": f"http://127.0.0.1:{ports.telco}",
        "TELCO_API_KEY": secrets.token_urlsafe(24),
        "TELCO_WEBHOOK_SECRET": secrets.token_urlsafe(24),
        "SEED_AREAS": "false",
        # A killed worker's jobs come back after this lease (60 s in production).
        "JOBS_LEASE_SECONDS": "3",
        "JOBS_POLL_SECONDS": "1",
    }
    midtrans = Midtrans(
        server_key=server_key,
        base=f"http://127.0.0.1:{ports.midtrans}",
        notify_url=f"{public_url}/api/payments/notification",
    )
    await midtrans.start()
    midtrans_runner = web.AppRunner(midtrans.app(), access_log=None)
    await midtrans_runner.setup()
    await web.TCPSite(midtrans_runner, "127.0.0.1", ports.midtrans).start()

    webs = [
        Process(f"web{n}", [KELANA, "serve"], {**env, "PORT": str(port), "RUN_JOBS": "off"}, logs)
        for n, port in enumerate(ports.web, 1)
    ]
    workers = [
        Process(f"worker{n}", [KELANA, "worker"], {**env, "WORKER_METRICS_PORT": str(port)}, logs)
        for n, port in enumerate(ports.workers, 1)
    ]
    telco = Process(
        "telco",
        [KELANA, "telco-simulator", "--host", "127.0.0.1", "--port", str(ports.telco)],
        env,
        logs,
    )
    # NGINX in nginx's environment names sockets to inherit: it gets a plain one.
    nginx_env = {key: value for key, value in env.items() if key != "NGINX"}
    nginx = Process(
        "nginx", nginx_command(options.nginx, workdir / "nginx", ports), nginx_env, logs
    )
    everything = [nginx, *webs, *workers, telco]
    figures = Figures()
    try:
        stock = workdir / "stock.csv"
        count = options.buyers * options.orders_per_buyer + 50
        stock.write_text(
            "iccid,type\n"
            + "".join(f"{with_check_digit(f'896299{n:012d}')},esim\n" for n in range(count))
        )
        done = subprocess.run([KELANA, "migrate"], env=env, capture_output=True, check=False)  # noqa: S603
        if done.returncode != 0:
            raise RuntimeError(
                f"kelana migrate:\n{done.stdout.decode()[-2000:]}{done.stderr.decode()[-2000:]}"
            )
        api_signups = min(options.api_signups, options.buyers)
        made = await load_store(env, stock, options.buyers - api_signups)
        for process in everything:
            process.start()
        await asyncio.gather(
            *(
                wait_until_answers(f"http://127.0.0.1:{p}/api/health/ready", process=w)
                for p, w in zip(ports.web, webs, strict=True)
            ),
            *(
                wait_until_answers(f"http://127.0.0.1:{p}/api/health/live", process=w)
                for p, w in zip(ports.workers, workers, strict=True)
            ),
            wait_until_answers(f"{public_url}/api/health/ready", process=nginx),
        )
        ready = time.perf_counter()
        log(
            f"started nginx, 2 web processes, 2 workers, the telco and the provider in {ready - started:.1f} s (migrate and seed included)"
        )

        await check_files(public_url, failures)

        connector = aiohttp.TCPConnector(limit=options.buyers)
        timeout = aiohttp.ClientTimeout(total=30)
        async with (
            aiohttp.ClientSession(public_url, connector=connector, timeout=timeout) as session,
            aiohttp.ClientSession(timeout=timeout) as at_provider,
        ):
            mailbox = Mailbox(smtp)
            signing_up = [Buyer(session, figures, mailbox) for _ in range(api_signups)]
            started_signing_up = time.perf_counter()
            results = await asyncio.gather(
                *(buyer.sign_up() for buyer in signing_up), return_exceptions=True
            )
            sign_up_errors = [
                repr(result) for result in results if isinstance(result, BaseException)
            ]
            if sign_up_errors:
                failures.append(f"{len(sign_up_errors)} sign-ups failed: {sign_up_errors[:3]}")
            signed_up = [
                b
                for b, r in zip(signing_up, results, strict=True)
                if not isinstance(r, BaseException)
            ]
            log(
                f"{len(signed_up)} buyers signed up through nginx (signUp, the code from their e-mail, "
                f"verifyEmailCode, a fresh token) in {time.perf_counter() - started_signing_up:.1f} s; "
                f"{len(made)} more accounts made in the database"
            )
            buyers = signed_up + [
                Buyer(session, figures, mailbox).made_in_database(uid, token) for uid, token in made
            ]

            total = len(buyers) * options.orders_per_buyer
            chaos_log: list[str] = []

            async def kill_and_restart(victim: Process, share: float, url: str) -> None:
                """SIGKILL once `share` of the orders exist, start again half a second later."""
                while figures.created < total * share:
                    await asyncio.sleep(0.02)
                victim.kill()
                killed = time.perf_counter()
                chaos_log.append(f"SIGKILL {victim.name} after {figures.created} of {total} orders")
                await asyncio.sleep(0.5)
                victim.start()
                await wait_until_answers(url, process=victim)
                chaos_log.append(
                    f"{victim.name} answers again {time.perf_counter() - killed:.1f} s after the kill"
                )

            async def chaos() -> None:
                await asyncio.gather(
                    kill_and_restart(
                        webs[0], 0.25, f"http://127.0.0.1:{ports.web[0]}/api/health/ready"
                    ),
                    kill_and_restart(
                        workers[0], 0.5, f"http://127.0.0.1:{ports.workers[0]}/api/health/live"
                    ),
                )

            async def shop(buyer: Buyer) -> None:
                for _ in range(options.orders_per_buyer):
                    await buyer.buy(at_provider)

            buying = time.perf_counter()
            chaos_task = asyncio.create_task(chaos())
            results = await asyncio.gather(
                *(shop(buyer) for buyer in buyers), return_exceptions=True
            )
            bought = time.perf_counter()
            for result in results:
                if isinstance(result, BaseException):
                    failures.append(f"a buyer failed: {result!r}")
            try:
                await asyncio.wait_for(chaos_task, timeout=30)
            except TimeoutError:
                failures.append("the web process or worker killed did not come back in time")
            for line in chaos_log:
                log(line)
            all_final = await final_states(
                database_url, figures.orders, seconds=options.settle_seconds
            )
            # Each buyer sees its orders, provisioned, through nginx.
            seen = await asyncio.gather(
                *(buyer.orders_seen() for buyer in buyers), return_exceptions=True
            )
            for buyer, orders in zip(buyers, seen, strict=True):
                if isinstance(orders, BaseException):
                    failures.append(f"a buyer's order list: {orders!r}")
                    continue
                mine = {oid for oid, uid in figures.orders.items() if uid == buyer.uid}
                if set(orders) != mine:
                    failures.append(
                        f"{buyer.email} sees orders {sorted(orders)}, made {sorted(mine)}"
                    )
                elif any(status != "provisioned" for status in orders.values()):
                    failures.append(f"{buyer.email} sees {orders}")

        outcome = await check_database(database_url, figures.orders, failures)
        if midtrans.notification_failures:
            failures.append(f"notifications never accepted: {midtrans.notification_failures[:5]}")
        web_figures = [await scrape(port) for port in ports.web]
        worker_figures = [await scrape(port) for port in ports.workers]
        provisioned_seen = sum(
            f.get("kelana_paid_to_provisioned_seconds_count", 0) for f in worker_figures
        )
        beats = [f.get("kelana_worker_heartbeat_timestamp_seconds", 0) for f in worker_figures]
        if not all(time.time() - beat < 30 for beat in beats):
            failures.append(f"a worker's heartbeat is stale: {beats}")
        if provisioned_seen <= 0:
            failures.append("no worker observed kelana_paid_to_provisioned_seconds")
        cpu = {process.name: process.cpu_seconds() for process in everything}
        own = resource.getrusage(resource.RUSAGE_SELF)
        cpu["this script (buyers, provider, SMTP)"] = own.ru_utime + own.ru_stime
        log(
            "CPU seconds since each process (re)started: "
            + ", ".join(f"{name} {seconds:.1f}" for name, seconds in cpu.items())
        )
        server_errors = sum(
            value
            for f in web_figures
            for name, value in f.items()
            if name == "kelana_http_requests_total"
        )
    except Exception as error:  # noqa: BLE001 - reported with the processes' last lines
        failures.append(f"{type(error).__name__}: {error}")
        for process in everything:
            log(f"--- {process.name} (last lines) ---\n{process.tail()}")
        outcome, bought, buying, all_final, provisioned_seen, server_errors = (
            {},
            0.0,
            0.0,
            0.0,
            0,
            0,
        )
    finally:
        for process in reversed(everything):
            process.stop()
        await midtrans_runner.cleanup()
        await midtrans.stop()
        smtp_listener.close()
        await drop_database(database_url)

    orders = len(figures.orders)
    calls = [value for name in ("create", "pay") for value in figures.calls.get(name, [])]
    every_call = [value for values in figures.calls.values() for value in values]
    if orders and all_final:
        span = all_final - buying
        log(
            f"{orders} orders by {options.buyers} buyers created, paid at the provider, notified and "
            f"provisioned in {span:.1f} s: {orders / span:.1f} orders/s (buying alone {bought - buying:.1f} s)"
        )
        log(
            f"latency through nginx: create+pay p50 {statistics.median(calls):.0f} ms, "
            f"p99 {percentile(calls, 0.99):.0f} ms; every call p99 {percentile(every_call, 0.99):.0f} ms "
            f"({len(every_call)} calls); one purchase p99 {percentile(figures.purchases, 0.99):.0f} ms"
        )
        log(
            f"calls asked again after a 502 or a cut connection: {dict(figures.retries) or 'none'}; "
            f"notifications sent again by the provider: {midtrans.notification_retries}; "
            f"Snap asked twice for one order: {sum(1 for n in midtrans.snap_calls.values() if n > 1)}; "
            f"status checks: {midtrans.status_calls}"
        )
        log(
            f"database: {outcome.get('provisioned', 0)} of {orders} provisioned, {outcome.get('lost', '?')} lost, "
            f"{outcome.get('paid_twice', '?')} paid twice, {outcome.get('provisioned_twice', '?')} provisioned twice; "
            f"/metrics: paid-to-provisioned observed {provisioned_seen:.0f} times by the workers "
            f"(the killed one's count restarts), {server_errors:.0f} requests counted by the web processes"
        )
    log(f"run time {time.perf_counter() - started:.1f} s")
    if failures:
        for failure in failures:
            log(f"FAILED: {failure}")
        log(f"logs kept in {logs}")
        return 1
    shutil.rmtree(workdir, ignore_errors=True)
    log("passed")
    return 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--buyers", type=int, default=int(os.environ.get("PROD_SMOKE_BUYERS", "200"))
    )
    parser.add_argument("--orders-per-buyer", type=int, default=2)
    # Sign-up hashes a password (argon2id, a tenth of a second of CPU): these buyers take the
    # whole path through the identity API and their e-mail; the others are made in the database.
    parser.add_argument("--api-signups", type=int, default=20)
    parser.add_argument(
        "--port-base", type=int, default=int(os.environ.get("PROD_SMOKE_PORT_BASE", "8300"))
    )
    parser.add_argument("--settle-seconds", type=float, default=60.0)
    parser.add_argument("--postgres", default="postgres://postgres@127.0.0.1:5432/postgres")
    parser.add_argument("--nginx", default=shutil.which("nginx") or "/usr/sbin/nginx")
    sys.exit(asyncio.run(run(parser.parse_args())))


if __name__ == "__main__":
    main()
