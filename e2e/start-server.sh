#!/usr/bin/env bash
# Starts the real store on a fresh temporary SQLite database for the browser tests (WEB_ROOT, when
# set, is the release it serves; SERVER_LOG where its log goes).
set -euo pipefail
# A developer's store: the development mailbox and the Google sign-in stand-in are on.
export ENVIRONMENT="${ENVIRONMENT:-development}"
root=$(cd "$(dirname "$0")/.." && pwd)
workdir=$(mktemp -d -t kelana-e2e-XXXXXX)
export DATABASE_URL="sqlite://$workdir/store.sqlite3"
export HOST=127.0.0.1
export PORT="${E2E_PORT:-8199}"
# The store's own address: the sandbox payment page and e-mail links point at it.
export PUBLIC_URL="http://$HOST:$PORT"
export LOG_FORMAT="${LOG_FORMAT:-json}"
# The development mailbox (/api/dev/mailbox) gives the journeys the e-mailed verification codes.
export DEV_MAILBOX=true
kelana="$root/.venv/bin/kelana"

cleanup() {
  [ -n "${server_pid:-}" ] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  rm -rf "$workdir"
}
trap cleanup EXIT
trap 'exit 0' TERM INT

"$kelana" migrate
"$kelana" seed
# The SIM card the camera test shows (bench/barcode-fixtures: iccid(1)); it sorts first, so the
# first SIM card sold in this store is this one.
"$kelana" iccids import "$root/e2e/fixtures/iccids.csv"
"$kelana" serve > "${SERVER_LOG:-$root/e2e/artifacts/server.log}" 2>&1 &
server_pid=$!
wait "$server_pid"
