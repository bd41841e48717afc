#!/usr/bin/env bash
# The official firebase JS SDK against a fresh server: sign up, verify, sign in, refresh,
# change and reset the password, Google stand-in, delete. Usage: bash e2e/firebase-sdk/run.sh
# (from the project root, after `make install`). PORT defaults to 8303.
set -euo pipefail
# A developer's store: the development mailbox and the Google sign-in stand-in are on.
export ENVIRONMENT="${ENVIRONMENT:-development}"
cd "$(dirname "$0")"
root="$(cd ../.. && pwd)"
port="${SDK_CONFORMANCE_PORT:-8303}"
scratch="$(mktemp -d)"
server_pid=""
cleanup() {
  [[ -n "$server_pid" ]] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null || true
  rm -rf "$scratch"
}
trap cleanup EXIT

export DATABASE_URL="sqlite://$scratch/sdk.sqlite3" PORT="$port" HOST=127.0.0.1 DEV_MAILBOX=true \
  LOG_FORMAT=json VAR_DIR="$scratch/var" WEB_ROOT="$scratch"
if curl -sf "http://127.0.0.1:$port/api/health" >/dev/null; then
  echo "port $port is taken: set SDK_CONFORMANCE_PORT" >&2
  exit 1
fi
"$root/.venv/bin/kelana" migrate >/dev/null 2>&1
"$root/.venv/bin/kelana" serve >"$scratch/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 100); do
  curl -sf "http://127.0.0.1:$port/api/health" >/dev/null && break
  sleep 0.2
done
KELANA_URL="http://127.0.0.1:$port" node conformance.mjs || { tail -20 "$scratch/server.log"; exit 1; }
