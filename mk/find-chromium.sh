#!/usr/bin/env bash
# Prints the path of the Chromium to use, installing Debian's package when allowed.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] || { echo "CHROMIUM_PATH=$CHROMIUM_PATH is not executable" >&2; exit 1; }
  echo "$CHROMIUM_PATH"; exit 0
fi
for candidate in chromium chromium-browser; do
  if path=$(command -v "$candidate"); then echo "$path"; exit 0; fi
done
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium (one time)..." >&2
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; } >&2
  command -v chromium; exit 0
fi
echo "No Chromium found. Install Debian's 'chromium' package or set CHROMIUM_PATH." >&2
exit 1
