#!/usr/bin/env bash
# Prints the path of a command Debian packages, installing the package when allowed (as root with
# apt-get, like mk/find-chromium.sh installs Chromium). Exits 3 when it cannot be had.
#   find-debian-tool.sh promtool prometheus
#   find-debian-tool.sh nginx nginx
# An environment variable named after the command (PROMTOOL_PATH, NGINX_PATH) wins.
set -euo pipefail
command_name="$1" package="$2"
override_name=$(echo "$command_name" | tr '[:lower:]-' '[:upper:]_')_PATH
override="${!override_name:-}"
if [ -n "$override" ]; then
  [ -x "$override" ] || { echo "$override_name=$override is not executable" >&2; exit 1; }
  echo "$override"; exit 0
fi
# nginx lives in /usr/sbin, which a user's PATH may lack.
find_it() { PATH="$PATH:/usr/sbin:/sbin" command -v "$command_name"; }
if path=$(find_it); then echo "$path"; exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's $package (one time)..." >&2
  # Debian's packages start their service on install where an init system runs; this machine's
  # copies are run by the make targets themselves, so no service is started.
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 \
      apt-get install -y -qq --no-install-recommends "$package"; } >&2 || true
  if path=$(find_it); then echo "$path"; exit 0; fi
fi
echo "Debian's $package package is not installed and cannot be installed here (needs root and apt-get)." >&2
exit 3
