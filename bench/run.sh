#!/usr/bin/env bash
# `make bench`: starts the built store on a scratch SQLite database and prints every figure.
# BENCH_ONLY=api prints only the API throughput (no browser, no frontend build needed); BENCH_ONLY=scanner only the
# scanner figures (decode rate and route weight, needs the built frontends and Chromium).
set -euo pipefail
# A developer's store: the development mailbox and the Google sign-in stand-in are on.
export ENVIRONMENT="${ENVIRONMENT:-development}"
# The development mailbox gives the signed-in shopper of the page-speed figures its verification code.
export DEV_MAILBOX=true
root=$(cd "$(dirname "$0")/.." && pwd)
port="${BENCH_PORT:-8198}"
# The same store with METRICS_ENABLED=false, so the API figure can show what /metrics costs.
plain_port="${BENCH_PLAIN_PORT:-$(( port + 2 ))}"
workdir=$(mktemp -d -t kelana-bench-XXXXXX)
mkdir -p "$root/bench/results"
rm -f "$root/bench/results/"*.txt  # a figure this run does not take is not reported from an older one

export DATABASE_URL="sqlite://$workdir/store.sqlite3" HOST=127.0.0.1 PORT="$port" LOG_FORMAT=json
"$root/.venv/bin/kelana" migrate >/dev/null
"$root/.venv/bin/kelana" seed >/dev/null
"$root/.venv/bin/kelana" serve >"$workdir/server.log" 2>&1 &
server_pid=$!
PORT="$plain_port" METRICS_ENABLED=false "$root/.venv/bin/kelana" serve >"$workdir/plain-server.log" 2>&1 &
plain_pid=$!
trap 'kill $server_pid $plain_pid 2>/dev/null; wait $server_pid $plain_pid 2>/dev/null; rm -rf "$workdir"' EXIT

for check_port in "$port" "$plain_port"; do
  for _ in $(seq 1 100); do
    curl -fsS "http://127.0.0.1:$check_port/api/health" >/dev/null 2>&1 && break
    sleep 0.2
  done
done

api_throughput() {
  bash "$root/bench/api-throughput.sh" "http://127.0.0.1:$port" "$server_pid" \
    "http://127.0.0.1:$plain_port" "$plain_pid" | tee "$root/bench/results/api-throughput.txt"
}
# Scanner engines: the generated fixture set decoded by each engine in Chromium (README, "Scanner engine").
scanner_engines() {
  local fixtures="$workdir/barcode-fixtures"
  node "$root/bench/barcode-fixtures/cli.mjs" fixtures "$fixtures" >/dev/null
  node "$root/bench/scanner-engines.mjs" "http://127.0.0.1:$port/" "$fixtures" | tee "$root/bench/results/scanner-engines.txt"
}
if [ "${BENCH_ONLY:-}" = scanner ]; then
  scanner_engines
  exit 0
fi
if [ "${BENCH_ONLY:-}" = api ]; then
  api_throughput
  exit 0
fi

node "$root/bench/page-weight.mjs" "http://127.0.0.1:$port/" | tee "$root/bench/results/page-weight.txt"
# Lighthouse in mobile mode, the CPU slowdown calibrated to one mid-range phone (README, "Measured"): score, LCP,
# TBT, CLS and the JS sent, each the median of five runs, on the home page, a country page, the sign-in page, and
# two signed-in pages (a shopper with three orders, bench/signed-in-profile.mjs): the checkout with a product
# chosen and the order history.
chromium_path="$(bash "$root/mk/find-chromium.sh")"
profile="$workdir/signed-in-profile"
CHROMIUM_PATH="$chromium_path" node "$root/bench/signed-in-profile.mjs" "http://127.0.0.1:$port" "$profile" 3 >&2
{
  for page in "" "orders/JP" "login"; do
    CHROMIUM_PATH="$chromium_path" node "$root/bench/lighthouse.mjs" "http://127.0.0.1:$port/$page" "${BENCH_LIGHTHOUSE_RUNS:-5}"
  done
  for page in "checkout/jp-esim-5gb-5d" "riwayat-order"; do
    CHROMIUM_PATH="$chromium_path" LIGHTHOUSE_PROFILE="$profile" \
      node "$root/bench/lighthouse.mjs" "http://127.0.0.1:$port/$page" "${BENCH_LIGHTHOUSE_RUNS:-5}"
  done
} | tee "$root/bench/results/lighthouse.txt"
api_throughput
# 30 sign-ups at once (argon2id) against an unrelated read's latency (README, "Measured").
"$root/.venv/bin/python" "$root/bench/signup_burst.py" "http://127.0.0.1:$port" | tee "$root/bench/results/signup-burst.txt"
# Durable jobs on PostgreSQL (README, "Measured"): jobs/s with 4 worker processes, NOTIFY wake-up.
if "$root/.venv/bin/python" -c "import asyncio, asyncpg, os; asyncio.run(asyncpg.connect(os.environ.get('BENCH_POSTGRES_URL', 'postgres://postgres@127.0.0.1:5432/postgres'), timeout=3))" 2>/dev/null; then
  "$root/.venv/bin/python" "$root/bench/jobs_throughput.py" 2>/dev/null | tee "$root/bench/results/jobs.txt"
  # The money path (README, "Measured"): 50 shoppers creating, paying and settling orders at once.
  "$root/.venv/bin/python" "$root/bench/orders_throughput.py" 50 20 | tee "$root/bench/results/orders.txt"
else
  echo "jobs: skipped, no PostgreSQL at BENCH_POSTGRES_URL (default the local server)"
fi

scanner_engines

# The run goes into docs/measurements.md and the README's table (bench/record.py), never by hand.
"$root/.venv/bin/python" "$root/bench/record.py" "$root/bench/results"
