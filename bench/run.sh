#!/usr/bin/env bash
# `make bench`: starts the built store on a scratch SQLite database and prints every figure.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
port="${BENCH_PORT:-8198}"
workdir=$(mktemp -d -t kelana-bench-XXXXXX)
mkdir -p "$root/bench/results"

export DATABASE_URL="sqlite://$workdir/store.sqlite3" HOST=127.0.0.1 PORT="$port" LOG_FORMAT=json
"$root/.venv/bin/kelana" migrate >/dev/null
"$root/.venv/bin/kelana" seed >/dev/null
"$root/.venv/bin/kelana" serve >"$workdir/server.log" 2>&1 &
server_pid=$!
trap 'kill $server_pid 2>/dev/null; wait $server_pid 2>/dev/null; rm -rf "$workdir"' EXIT

for _ in $(seq 1 100); do
  curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break
  sleep 0.2
done

node "$root/bench/page-weight.mjs" "http://127.0.0.1:$port/" | tee "$root/bench/results/page-weight.txt"
# Lighthouse in mobile mode on the home page (README, "Measured"): score, LCP and the JS sent.
CHROMIUM_PATH="$(bash "$root/mk/find-chromium.sh")" node "$root/bench/lighthouse.mjs" "http://127.0.0.1:$port/" "${BENCH_LIGHTHOUSE_RUNS:-3}" | tee "$root/bench/results/lighthouse.txt"
bash "$root/bench/api-throughput.sh" "http://127.0.0.1:$port" "$server_pid" | tee "$root/bench/results/api-throughput.txt"

# Scanner engines: the generated fixture set decoded by each engine in Chromium (README, "Scanner engine").
fixtures="$workdir/barcode-fixtures"
node "$root/bench/barcode-fixtures/cli.mjs" fixtures "$fixtures" >/dev/null
node "$root/bench/scanner-engines.mjs" "http://127.0.0.1:$port/" "$fixtures" | tee "$root/bench/results/scanner-engines.txt"
