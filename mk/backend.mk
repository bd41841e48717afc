# Python backend: environment, lint, tests, migrations, serving.
# Included by the root Makefile; also works alone: `make -f mk/backend.mk py-lint py-test`.
# Steps that cost time leave a stamp file and run again only when their inputs change.

# Alone, `make -f mk/backend.mk` sets up the environment; included, the root's goal stands.
ifeq ($(.DEFAULT_GOAL),)
.DEFAULT_GOAL := py-env
endif

UV_VERSION ?= 0.13.9
UV ?= .tools/uv/bin/uv
VENV ?= .venv
STAMPS ?= .stamps
PY_TEST_TIMEOUT ?= 1800
# Backend test processes (pytest-xdist): one per core by default. Each test has its own SQLite file
# and its own scratch PostgreSQL database, so they share nothing. PY_TEST_WORKERS=0 runs in one process.
PY_TEST_WORKERS ?= auto

# uv uses this machine's Python (>= 3.11) and never downloads one.
export UV_PYTHON_DOWNLOADS := never
export UV_PROJECT_ENVIRONMENT := $(VENV)
# `kelana` runs as production unless told otherwise; what make starts (run, tests, bench) is a
# developer's machine: the Google sign-in stand-in and the development mailbox are on there.
export ENVIRONMENT ?= development

PY_SOURCES := $(shell find core modules -name '*.py' -not -path '*/__pycache__/*' 2>/dev/null)
MIGRATION_FILES := $(shell find migrations -name '*.py' -not -path '*/__pycache__/*' 2>/dev/null)
PY_ENV_STAMP := $(VENV)/.kelana-synced
# The PostgreSQL run is a different test run: it gets its own stamp.
PY_TEST_STAMP := $(STAMPS)/py-test-sqlite$(if $(TEST_DATABASE_URL),-postgres)

.PHONY: py-env py-lint py-test sdk-conformance api-fuzz openapi migrations migrate seed serve py-clean \
	staff-add staff-remove staff-list

$(UV):
	python3 -m pip install --quiet --disable-pip-version-check --target .tools/uv uv==$(UV_VERSION)

# The stamp lives inside the venv, so removing .venv also forgets it.
$(PY_ENV_STAMP): pyproject.toml uv.lock | $(UV)
	$(UV) sync --locked --quiet
	touch $@

py-env: $(PY_ENV_STAMP)

$(STAMPS):
	mkdir -p $@

# lint-imports --no-cache: its cache keys on mtimes and missed a file restored from a backup.
$(STAMPS)/py-lint: $(PY_ENV_STAMP) $(PY_SOURCES) pyproject.toml | $(STAMPS)
	$(VENV)/bin/ruff check core modules
	$(VENV)/bin/ruff format --check core modules
	$(VENV)/bin/lint-imports --no-cache
	touch $@

py-lint: $(STAMPS)/py-lint

$(PY_TEST_STAMP): $(PY_ENV_STAMP) $(PY_SOURCES) $(MIGRATION_FILES) pyproject.toml | $(STAMPS)
	@echo "backend tests on SQLite$(if $(TEST_DATABASE_URL), and PostgreSQL)"
	timeout $(PY_TEST_TIMEOUT) $(VENV)/bin/pytest -n $(PY_TEST_WORKERS)
	touch $@

py-test: $(PY_TEST_STAMP)

# The official firebase JS SDK against a fresh server (npm installs it into e2e/firebase-sdk).
sdk-conformance: $(PY_ENV_STAMP)
	bash e2e/firebase-sdk/run.sh

# schemathesis over the OpenAPI document against a live server on a scratch database (bounded:
# API_FUZZ_MAX_EXAMPLES cases per operation). Not stamped: it fuzzes with a fixed seed, but the
# server is the thing under test and takes only seconds.
api-fuzz: $(PY_ENV_STAMP)
	bash tests/api-fuzz/run.sh

# The OpenAPI document, sorted, on stdout (CI may diff it).
openapi: $(PY_ENV_STAMP)
	@$(VENV)/bin/kelana openapi

# Writes new migrations for both dialects from the models, using a throwaway SQLite file and a
# throwaway database on MIGRATIONS_POSTGRES_SERVER (default: the local PostgreSQL).
migrations: $(PY_ENV_STAMP)
	$(VENV)/bin/kelana make-migrations

# Not stamped: the database (DATABASE_URL) is the state; applying nothing takes about a second.
migrate: $(PY_ENV_STAMP)
	$(VENV)/bin/kelana migrate

seed: $(PY_ENV_STAMP)
	$(VENV)/bin/kelana seed

# ENVIRONMENT=development (above): the development mailbox and the Google stand-in are on.
serve: $(PY_ENV_STAMP)
	@if [ "$$ENVIRONMENT" = development ]; then \
	  echo "Back office: http://localhost:$${PORT:-8080}/admin (development admin: admin@kelana.test, password Kelana-admin-2026)"; \
	fi
	$(VENV)/bin/kelana serve

# Who may enter the back office, on the database `make run` serves (DATABASE_URL, and
# ENVIRONMENT=development above unless the shell says otherwise): EMAIL and ROLE reach the command
# as environment variables, never pasted into the shell line.
#   make staff-add EMAIL=sari@example.com ROLE=admin   (ROLE: staff, the default, or admin)
staff-add: $(PY_ENV_STAMP)
	@if [ -z "$${EMAIL:-}" ]; then \
	  echo "usage: make staff-add EMAIL=someone@example.com [ROLE=staff|admin]" >&2; exit 2; \
	fi
	@$(VENV)/bin/kelana staff add "$$EMAIL" --role "$${ROLE:-staff}"

staff-remove: $(PY_ENV_STAMP)
	@if [ -z "$${EMAIL:-}" ]; then \
	  echo "usage: make staff-remove EMAIL=someone@example.com" >&2; exit 2; \
	fi
	@$(VENV)/bin/kelana staff remove "$$EMAIL"

staff-list: $(PY_ENV_STAMP)
	@$(VENV)/bin/kelana staff list

py-clean:
	rm -rf $(VENV) $(STAMPS) .tools/uv .pytest_cache .ruff_cache .import_linter_cache
