#!/usr/bin/env bash
# Prints the path of the Chromium to use, installing Debian's package when allowed.
#   find-chromium.sh          the full browser (Lighthouse and the other benches)
#   find-chromium.sh --shell  Debian's chromium-headless-shell for the browser journeys: the same Blink without
#                             the desktop shell, about 30 % less CPU per journey (docs/frontend.md); the full
#                             browser when the shell cannot be had.
# CHROMIUM_PATH wins over both.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] || { echo "CHROMIUM_PATH=$CHROMIUM_PATH is not executable" >&2; exit 1; }
  echo "$CHROMIUM_PATH"; exit 0
fi

as_root_install() {
  [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null || return 1
  echo "Installing Debian's $1 (one time)..." >&2
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$1"; } >&2
}

if [ "${1:-}" = "--shell" ]; then
  if path=$(command -v chromium-headless-shell) || { as_root_install chromium-headless-shell && path=$(command -v chromium-headless-shell); }; then
    echo "$path"; exit 0
  fi
  echo "Debian's chromium-headless-shell is not available: the journeys use the full browser." >&2
fi

for candidate in chromium chromium-browser; do
  if path=$(command -v "$candidate"); then echo "$path"; exit 0; fi
done
if as_root_install chromium; then command -v chromium; exit 0; fi
echo "No Chromium found. Install Debian's 'chromium' package or set CHROMIUM_PATH." >&2
exit 1
