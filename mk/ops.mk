# The production layout's checks: the alert rules (promtool) and `make prod-smoke` (nginx, two web
# processes, two workers, PostgreSQL, the payment provider's and the telco's stand-ins).
# Debian's prometheus (promtool) and nginx are installed when missing and allowed (root).

PROMTOOL_BIN := bash mk/find-debian-tool.sh promtool prometheus
NGINX_BIN := bash mk/find-debian-tool.sh nginx nginx
ALERT_RULES := deploy/prometheus/alerts.yml
PROD_SMOKE_POSTGRES ?= postgres://postgres@127.0.0.1:5432/postgres

.PHONY: alert-rules-check prod-smoke

# promtool's syntax check of the rules and of the example scrape configuration, then the rules'
# unit tests (deploy/prometheus/alerts.test.yml). Skipped, saying so, only where Debian's
# prometheus package can be neither found nor installed.
alert-rules-check:
	@status=0; promtool="$$($(PROMTOOL_BIN))" || status=$$?; \
	if [ $$status = 3 ]; then echo "alert-rules-check: SKIPPED, no promtool (Debian's prometheus package)"; exit 0; fi; \
	[ $$status = 0 ] || exit $$status; \
	"$$promtool" check rules $(ALERT_RULES) && \
	"$$promtool" check config deploy/prometheus/prometheus.yml && \
	"$$promtool" test rules deploy/prometheus/alerts.test.yml

# The money path through nginx against the production layout on a scratch PostgreSQL database
# (deploy/prod_smoke.py). Needs the built frontends.
prod-smoke: $(PY_ENV_STAMP) fe-build
	@nginx="$$($(NGINX_BIN))" && \
	$(VENV)/bin/python deploy/prod_smoke.py --nginx "$$nginx" --postgres "$(PROD_SMOKE_POSTGRES)"
