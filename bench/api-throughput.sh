#!/usr/bin/env bash
# API figure of `make bench`: requests per second of catalog reads (the JP list in
# Indonesian and in English, the regions) on the running store,
# against a bare aiohttp JSON handler started here, in the same run on the same machine, as a
# ratio; with p99 latency at 64 connections. Loads only 127.0.0.1.
# Usage: api-throughput.sh <store base URL> [store server pid] [base URL of the same store with
#        METRICS_ENABLED=false] [its pid]
# With the pid it also prints the server's CPU time per request, read from /proc: on a machine
# that other work keeps busy, requests per second follow the CPU share the scheduler happens to
# give, while CPU time per request stays close to what the code costs. With the second store it
# also reads the country list there, in the same rounds, and prints what recording /metrics costs.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
store="$1"
store_pid="${2:-}"
plain_store="${3:-}"
plain_pid="${4:-}"
bare_port="${BENCH_BARE_PORT:-$(( ${BENCH_PORT:-8198} + 1 ))}"
connections="${BENCH_CONNECTIONS:-64}"
seconds="${BENCH_SECONDS:-8}"
rounds="${BENCH_ROUNDS:-3}"

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

cpu_ticks() { [ -n "$1" ] && awk '{print $14 + $15}' "/proc/$1/stat" || echo 0; }

# Prints "<requests per second> <p99 ms> <requests> <CPU ticks>" for one URL. One wrk thread,
# so the server keeps the other core. Bounded: timeout kills wrk should it not stop itself.
measure() {
  local out rps p99 requests before after
  before=$(cpu_ticks "$2")
  out=$(timeout $(( seconds + 15 )) wrk -t1 -c"$connections" -d"${seconds}s" --latency "$1")
  after=$(cpu_ticks "$2")
  rps=$(awk '/^Requests\/sec:/ {print $2}' <<<"$out")
  requests=$(awk '/requests in/ {print $1}' <<<"$out")
  p99=$(awk '$1 == "99%" {v=$2; if (v ~ /us$/) {sub(/us$/,"",v); v/=1000} else if (v ~ /ms$/) {sub(/ms$/,"",v)} else if (v ~ /s$/) {sub(/s$/,"",v); v*=1000}; print v}' <<<"$out")
  echo "$rps $p99 $requests $(( after - before ))"
}

names=(bare country country_en regions)
declare -A urls=(
  [bare]="http://127.0.0.1:$bare_port/bare"
  [country]="$store/api/products/country/JP"
  [country_en]="$store/api/products/country/JP?lang=en"
  [regions]="$store/api/regions"
)
declare -A pids=([bare]="$bare_pid" [country]="$store_pid" [country_en]="$store_pid" [regions]="$store_pid")
if [ -n "$plain_store" ]; then
  names+=(country_plain)
  urls[country_plain]="$plain_store/api/products/country/JP"
  pids[country_plain]="$plain_pid"
fi
declare -A rps_sum=() p99_max=() requests_sum=() ticks_sum=()
for name in "${names[@]}"; do
  timeout 10 wrk -t1 -c"$connections" -d2s "${urls[$name]}" >/dev/null  # warm-up
  rps_sum[$name]=0; p99_max[$name]=0; requests_sum[$name]=0; ticks_sum[$name]=0
done
# Interleaved rounds, so noise from other work on the machine falls on every URL alike.
for _ in $(seq 1 "$rounds"); do
  for name in "${names[@]}"; do
    pid="${pids[$name]}"
    [ "$name" = bare ] || [ -n "$store_pid" ] || pid=""
    [ "$name" != country_plain ] || pid="$plain_pid"
    read -r rps p99 requests ticks < <(measure "${urls[$name]}" "$pid")
    rps_sum[$name]=$(awk -v a="${rps_sum[$name]}" -v b="$rps" 'BEGIN {print a + b}')
    p99_max[$name]=$(awk -v a="${p99_max[$name]}" -v b="$p99" 'BEGIN {print (b > a) ? b : a}')
    requests_sum[$name]=$(( ${requests_sum[$name]} + requests ))
    ticks_sum[$name]=$(( ${ticks_sum[$name]} + ticks ))
  done
done

hz=$(getconf CLK_TCK)
cpu_us() { awk -v t="${ticks_sum[$1]}" -v n="${requests_sum[$1]}" -v hz="$hz" 'BEGIN {printf "%.0f", t / hz / n * 1e6}'; }
load=$(cut -d' ' -f1-3 /proc/loadavg)
echo "API throughput: $connections connections, wrk 1 thread, ${rounds}x${seconds} s per URL interleaved, load average $load"
bare_rps=$(awk -v s="${rps_sum[bare]}" -v n="$rounds" 'BEGIN {printf "%.0f", s / n}')
bare_cpu=$(cpu_us bare)
printf '  %-34s %6s req/s  p99 %7s ms  CPU %4s us/req\n' \
  "bare aiohttp JSON handler" "$bare_rps" "${p99_max[bare]}" "$bare_cpu"
for name in country country_en regions; do
  path="${urls[$name]#"$store"}"
  rps=$(awk -v s="${rps_sum[$name]}" -v n="$rounds" 'BEGIN {printf "%.0f", s / n}')
  ratio=$(awk -v a="$rps" -v b="$bare_rps" 'BEGIN {printf "%.2f", a / b}')
  line=$(printf '  GET %-30s %6s req/s  p99 %7s ms' "$path" "$rps" "${p99_max[$name]}")
  if [ -n "$store_pid" ]; then
    cpu=$(cpu_us "$name")
    cpu_ratio=$(awk -v a="$bare_cpu" -v b="$cpu" 'BEGIN {printf "%.2f", a / b}')
    line+=$(printf '  CPU %4s us/req  ratio %s (by CPU time %s; target >= 0.7)' "$cpu" "$ratio" "$cpu_ratio")
  else
    line+="  ratio $ratio (target >= 0.7)"
  fi
  echo "$line"
done

if [ -n "$plain_store" ]; then
  # The same URL on the same build, recording off: what /metrics costs a request.
  with_rps=$(awk -v s="${rps_sum[country]}" -v n="$rounds" 'BEGIN {printf "%.0f", s / n}')
  plain_rps=$(awk -v s="${rps_sum[country_plain]}" -v n="$rounds" 'BEGIN {printf "%.0f", s / n}')
  ratio=$(awk -v a="$with_rps" -v b="$plain_rps" 'BEGIN {printf "%.2f", a / b}')
  line=$(printf '  %-34s %6s req/s  p99 %7s ms' "JP list, METRICS_ENABLED=false" "$plain_rps" "${p99_max[country_plain]}")
  summary="  metrics on/off for the country list: req/s ratio $ratio"
  if [ -n "$store_pid" ] && [ -n "$plain_pid" ]; then
    with_cpu=$(cpu_us country)
    plain_cpu=$(cpu_us country_plain)
    line+=$(printf '  CPU %4s us/req' "$plain_cpu")
    summary+=$(awk -v a="$with_cpu" -v b="$plain_cpu" 'BEGIN {printf ", CPU %+d us/req (%d with, %d without)", a - b, a, b}')
  fi
  echo "$line"
  echo "$summary"
fi
