# Kelana eSIM store: the two commands are `make run` and `make test`.
# Every step is a file target with a stamp, so a second run skips what did not change.
SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help
MAKEFLAGS += --no-print-directory

# pnpm is installed inside the project so a fresh machine needs only Node and Python.
PNPM_VERSION := 10.34.8
PNPM := .tools/pnpm/node_modules/.bin/pnpm
export PATH := $(CURDIR)/.tools/pnpm/node_modules/.bin:$(PATH)

include mk/backend.mk
include mk/frontend.mk
include mk/browser.mk
include mk/ops.mk

.PHONY: help install build run test lint e2e bench clean

help:
	@echo "make run    install, build, migrate, seed and serve the store on http://localhost:$${PORT:-8080}"
	@echo "make test   linters, backend tests, frontend unit tests and browser tests"
	@echo "make bench  page weight of / and API throughput figures"
	@echo "make staff-add EMAIL=... ROLE=admin   give a verified account of make run's store a back office"
	@echo "           role (ROLE staff or admin); make staff-list; make staff-remove EMAIL=..."

$(PNPM):
	npm install --silent --no-audit --no-fund --prefix .tools/pnpm pnpm@$(PNPM_VERSION)

install: py-env fe-install

build: install fe-build

run: build migrate seed serve

lint: py-lint fe-typecheck fe-lint

test: lint py-test alert-rules-check prod-smoke sdk-conformance api-fuzz api-types-check fe-test e2e

# The SDK check (mk/backend.mk) runs the firebase package from the pnpm workspace.
sdk-conformance: fe-install
# The API types are generated from `kelana openapi` (mk/frontend.mk).
api-types api-types-check: py-env

e2e: build chromium-shell
	chromium="$$($(JOURNEY_CHROMIUM_BIN))" && cd e2e && CHROMIUM_PATH="$$chromium" ../$(PNPM) exec playwright test

bench: build chromium
	chromium="$$($(CHROMIUM_BIN))" && CHROMIUM_PATH="$$chromium" bash bench/run.sh

clean:
	rm -rf .venv .tools node_modules */node_modules */dist var/*.sqlite3 e2e/artifacts e2e/test-results
