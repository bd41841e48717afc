# Debian's Chromium drives every browser check. Nothing here downloads a browser build:
# CHROMIUM_PATH wins, then a chromium on PATH, then (as root) Debian's package is installed.
CHROMIUM_BIN := bash mk/find-chromium.sh

.PHONY: chromium
chromium:
	@$(CHROMIUM_BIN) >/dev/null
