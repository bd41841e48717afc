# Debian's Chromium drives every browser check. Nothing here downloads a browser build:
# CHROMIUM_PATH wins, then the Debian package on PATH, then (as root) Debian's package is installed.
# The browser journeys run on chromium-headless-shell, the benches on the full chromium (mk/find-chromium.sh).
CHROMIUM_BIN := bash mk/find-chromium.sh
JOURNEY_CHROMIUM_BIN := bash mk/find-chromium.sh --shell

.PHONY: chromium chromium-shell
chromium:
	@$(CHROMIUM_BIN) >/dev/null
chromium-shell:
	@$(JOURNEY_CHROMIUM_BIN) >/dev/null
