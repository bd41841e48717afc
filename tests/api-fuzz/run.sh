#!/usr/bin/env bash
# schemathesis over the whole OpenAPI document against a live server: a fresh SQLite database,
# migrated and seeded, signed in as a verified user. Passes with 0 server errors and 0 answers
# that break the document (status codes, content types, response schemas).
# Bounded: API_FUZZ_MAX_EXAMPLES cases per operation (default 50), one worker per core.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
started=$SECONDS
workdir=$(mktemp -d -t kelana-api-fuzz-XXXXXX)
# API_FUZZ_DATABASE_URL: an empty PostgreSQL database instead (it is migrated and seeded).
export DATABASE_URL="${API_FUZZ_DATABASE_URL:-sqlite://$workdir/store.sqlite3}"
export VAR_DIR="$workdir/var"
export HOST=127.0.0.1
# A free port unless one is given: another checkout's server must never be the one fuzzed.
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
export PORT="${API_FUZZ_PORT:-$(free_port)}"
export ENVIRONMENT=development
export DEV_MAILBOX=true
export LOG_FORMAT=json
# The fuzzer signs in and fails logins on purpose: no lock-out in its way.
export LOGIN_MAX_FAILURES_PER_ADDRESS=1000000
export LOGIN_MAX_FAILURES_PER_ACCOUNT=1000000
export CONTACT_MAX_MESSAGES_PER_HOUR=1000000
base="http://$HOST:$PORT"
# The store's own address: its payment page and its built-in telco are reached through it.
export PUBLIC_URL="$base"
venv="$root/.venv/bin"
log="${API_FUZZ_LOG:-$workdir/server.log}"

cleanup() {
  [ -n "${server_pid:-}" ] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  if [ "${status:-1}" != 0 ] && [ -f "$log" ]; then
    echo "--- last server log lines ($log)"; tail -n 40 "$log"
  fi
  # The folder goes unless its server log is wanted after a failure.
  if [ "${status:-1}" = 0 ] || [ "$log" != "$workdir/server.log" ]; then rm -rf "$workdir"; fi
}
trap 'status=$?; cleanup' EXIT

"$venv/kelana" migrate > /dev/null
"$venv/kelana" seed > /dev/null
"$venv/kelana" serve > "$log" 2>&1 &
server_pid=$!
for _ in $(seq 100); do
  kill -0 "$server_pid" 2>/dev/null || { echo "the server did not start" >&2; exit 1; }
  curl -fsS "$base/api/health" > /dev/null 2>&1 && break
  sleep 0.2
done
token=$("$venv/python" "$root/tests/api-fuzz/sign-in.py" "$base")

# Every operation is fuzzed, none excluded.
# One worker: with two, schemathesis' threads may parse Python source at the same time (hypothesis
# describing its lambdas), and Python 3.11's ast module keeps its recursion counter for the whole
# interpreter, not per thread. A CI run failed so, with "SystemError: AST constructor recursion
# depth mismatch" (CPython gh-106905), every case having passed. On 2 cores one worker took 28 s,
# two 29 s.
# From the scratch folder: schemathesis keeps its cache (.schemathesis/) in the working directory.
cd "$workdir"
"$venv/schemathesis" run "$base/api/openapi.json" \
  --checks not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance \
  --max-examples "${API_FUZZ_MAX_EXAMPLES:-50}" \
  --phases examples,coverage,fuzzing \
  --workers "${API_FUZZ_WORKERS:-1}" \
  --seed "${API_FUZZ_SEED:-20261124}" \
  --request-timeout 10 \
  --suppress-health-check all \
  -H "Authorization: Bearer $token" \
  "$@"
echo "api fuzz: passed in $((SECONDS - started)) s"
