#!/usr/bin/env bash
# API figure of `make bench`: requests per second of two catalog reads on the running store,
# against a bare aiohttp JSON handler started here, in the same run on the same machine, as a
# ratio; with p99 latency. Usage: api-throughput.sh <store base URL>. Loads only 127.0.0.1.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
store="$1"
bare_port="${BENCH_BARE_PORT:-$(( ${BENCH_PORT:-8198} + 1 ))}"
connections="${BENCH_CONNECTIONS:-64}"
seconds="${BENCH_SECONDS:-10}"
rounds="${BENCH_ROUNDS:-2}"

if ! command -v wrk >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's wrk (one time)..." >&2
    { apt-get install -y -qq wrk || { apt-get update -qq && apt-get install -y -qq wrk; }; } >&2
  else
    echo "API figure skipped: wrk is missing (Debian: apt-get install wrk)"; exit 0
  fi
fi

PORT="$bare_port" "$root/.venv/bin/python" "$root/bench/bare_server.py" &
bare_pid=$!
trap 'kill $bare_pid 2>/dev/null; wait $bare_pid 2>/dev/null || true' EXIT
for _ in $(seq 1 50); do
  curl -fsS "http://127.0.0.1:$bare_port/bare" >/dev/null 2>&1 && break
  sleep 0.2
done

# Prints "<requests per second> <p99 in ms>" for one URL; one wrk thread, so the server keeps
# the other core. Bounded: wrk stops after $seconds, timeout kills it if it does not.
measure() {
  local out rps p99
  out=$(timeout $(( seconds + 15 )) wrk -t1 -c"$connections" -d"${seconds}s" --latency "$1")
  rps=$(awk '/^Requests\/sec:/ {print $2}' <<<"$out")
  p99=$(awk '$1 == "99%" {v=$2; if (v ~ /us$/) {sub(/us$/,"",v); v/=1000} else if (v ~ /ms$/) {sub(/ms$/,"",v)} else if (v ~ /s$/) {sub(/s$/,"",v); v*=1000}; print v}' <<<"$out")
  echo "$rps $p99"
}

declare -A urls=(
  [bare]="http://127.0.0.1:$bare_port/bare"
  [country]="$store/api/products/country/JP"
  [regions]="$store/api/regions"
)
declare -A rps_sum=() p99_max=()
for name in bare country regions; do
  timeout 10 wrk -t1 -c"$connections" -d2s "${urls[$name]}" >/dev/null  # warm-up
  rps_sum[$name]=0; p99_max[$name]=0
done
# Interleaved rounds, so noise from other work on the machine falls on every URL alike.
for _ in $(seq 1 "$rounds"); do
  for name in bare country regions; do
    read -r rps p99 < <(measure "${urls[$name]}")
    rps_sum[$name]=$(awk -v a="${rps_sum[$name]}" -v b="$rps" 'BEGIN {print a + b}')
    p99_max[$name]=$(awk -v a="${p99_max[$name]}" -v b="$p99" 'BEGIN {print (b > a) ? b : a}')
  done
done

echo "API throughput ($connections connections, wrk 1 thread, ${rounds}x${seconds} s each, interleaved)"
bare_rps=$(awk -v s="${rps_sum[bare]}" -v n="$rounds" 'BEGIN {printf "%.0f", s / n}')
printf '  %-34s %8s req/s  p99 %7s ms\n' "bare aiohttp JSON handler" "$bare_rps" "${p99_max[bare]}"
for name in country regions; do
  path="${urls[$name]#"$store"}"
  rps=$(awk -v s="${rps_sum[$name]}" -v n="$rounds" 'BEGIN {printf "%.0f", s / n}')
  ratio=$(awk -v a="$rps" -v b="$bare_rps" 'BEGIN {printf "%.2f", a / b}')
  printf '  GET %-30s %8s req/s  p99 %7s ms  ratio %s (target >= 0.6)\n' \
    "$path" "$rps" "${p99_max[$name]}" "$ratio"
done
