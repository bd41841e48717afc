# Frontend targets: included by the root Makefile, or standalone:
#   make -f mk/frontend.mk fe-build fe-test fe-typecheck
# Every target is a real file (a dist's index/manifest, or a stamp), so make skips work whose inputs did not
# change. Stamps live in node_modules/.cache/kelana: a fresh clone (no node_modules) redoes everything.

FE_ROOT := $(abspath $(dir $(lastword $(MAKEFILE_LIST)))/..)
FE_STAMPS := $(FE_ROOT)/node_modules/.cache/kelana
FE_APPS := shell mfe-catalog mfe-checkout mfe-account mfe-scanner
FE_PACKAGES := runtime tooling $(FE_APPS)

# pnpm 10 is the last major that runs on Node 20 (TOOLCHAIN.md). The root Makefile sets PNPM to its
# project-local copy; standalone, a global pnpm of that exact version is used, else one is installed under
# .tools/pnpm with npm (no corepack: its signature check fails on these machines).
FE_PNPM_VERSION := 10.34.8
ifndef PNPM
ifeq ($(shell pnpm --version 2>/dev/null),$(FE_PNPM_VERSION))
PNPM := pnpm
else
PNPM := $(FE_ROOT)/.tools/pnpm/node_modules/.bin/pnpm
$(PNPM):
	npm install --silent --no-audit --no-fund --prefix $(FE_ROOT)/.tools/pnpm pnpm@$(FE_PNPM_VERSION)
endif
endif
# A pnpm given by path is a file to create first; a bare command is already on PATH.
FE_PNPM_DEP := $(if $(findstring /,$(PNPM)),$(PNPM))

fe_files = $(shell find $(addprefix $(FE_ROOT)/,$(1)) -type f \( $(2) \) -not -path '*/node_modules/*' -not -path '*/dist/*' 2>/dev/null)
FE_CODE := -name '*.ts' -o -name '*.tsx' -o -name '*.mjs' -o -name '*.css' -o -name '*.html' -o -name '*.json'

FE_MANIFESTS := $(FE_ROOT)/package.json $(FE_ROOT)/pnpm-workspace.yaml $(FE_ROOT)/pnpm-lock.yaml \
	$(wildcard $(FE_ROOT)/.npmrc $(FE_ROOT)/e2e/package.json $(FE_ROOT)/bench/package.json) \
	$(addsuffix /package.json,$(addprefix $(FE_ROOT)/,$(FE_PACKAGES)))
FE_RUNTIME_SRC := $(call fe_files,runtime/src,$(FE_CODE))
FE_TOOLING_SRC := $(call fe_files,tooling/src tooling/bin,$(FE_CODE))
FE_ALL_SRC := $(call fe_files,$(FE_PACKAGES),$(FE_CODE)) $(FE_ROOT)/tsconfig.base.json
FE_LOCALES := $(call fe_files,locales,-name '*.json')

FE_INSTALLED := $(FE_STAMPS)/install.stamp
FE_DIST_shell := $(FE_ROOT)/shell/dist/index.html
FE_DIST_remote = $(FE_ROOT)/$(1)/dist/mf-manifest.json
FE_DISTS := $(FE_DIST_shell) $(foreach app,$(filter mfe-%,$(FE_APPS)),$(call FE_DIST_remote,$(app)))

.PHONY: fe-install fe-build fe-typecheck fe-lint fe-test fe-clean api-types api-types-check

fe-install: $(FE_INSTALLED)
fe-build: $(FE_DISTS)
fe-typecheck: $(FE_STAMPS)/typecheck.stamp
fe-lint: $(FE_STAMPS)/lint.stamp
fe-test: $(FE_STAMPS)/test.stamp

$(FE_INSTALLED): $(FE_MANIFESTS) | $(FE_PNPM_DEP)
	@node -e 'const [a,b]=process.versions.node.split(".").map(Number); if (a<20||(a===20&&b<19)) { console.error("Node >= 20.19 is needed, found "+process.version); process.exit(1) }'
	cd $(FE_ROOT) && $(PNPM) install --frozen-lockfile
	@mkdir -p $(@D) && touch $@

# One rule per app: it rebuilds when its own sources, the runtime or the tooling change.
define fe_build_rule
$(1): $(FE_INSTALLED) $(call fe_files,$(2),$(FE_CODE)) $(FE_RUNTIME_SRC) $(FE_TOOLING_SRC)
	cd $(FE_ROOT) && $(PNPM) --filter ./$(2) build
	@touch $(1)
endef
$(eval $(call fe_build_rule,$(FE_DIST_shell),shell))
$(foreach app,$(filter mfe-%,$(FE_APPS)),$(eval $(call fe_build_rule,$(call FE_DIST_remote,$(app)),$(app))))

$(FE_STAMPS)/typecheck.stamp: $(FE_INSTALLED) $(FE_ALL_SRC)
	cd $(FE_ROOT) && $(PNPM) typecheck
	@touch $@

# Import boundaries between the shell, the remotes, the runtime and features (eslint.config.mjs).
$(FE_STAMPS)/lint.stamp: $(FE_INSTALLED) $(FE_ALL_SRC) $(FE_ROOT)/eslint.config.mjs
	cd $(FE_ROOT) && $(PNPM) lint
	@touch $@

$(FE_STAMPS)/test.stamp: $(FE_INSTALLED) $(FE_ALL_SRC) $(FE_LOCALES)
	cd $(FE_ROOT) && $(PNPM) test
	@touch $@

# The remotes' API types, generated from the server's OpenAPI document (`kelana openapi`, so the
# Python environment must exist: the root Makefile orders it). The check fails when the committed
# runtime/src/api/openapi-types.ts differs from what the server's code writes today.
api-types: $(FE_INSTALLED)
	cd $(FE_ROOT) && $(PNPM) api-types

api-types-check: $(FE_INSTALLED)
	cd $(FE_ROOT) && $(PNPM) api-types:check

fe-clean:
	rm -rf $(addsuffix /dist,$(addprefix $(FE_ROOT)/,$(FE_APPS))) $(FE_STAMPS)
