# The two commands of the README: `make start` and `make test`. Both install what is missing first.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
export NEXT_TELEMETRY_DISABLED := 1

CHROMIUM := /usr/bin/chromium
E2E_DIST := .next-e2e

.PHONY: start test install chromium java faketime postgres lint typecheck unit unit-postgres e2e-build e2e two-instances clock-ahead screenshots build migrate bench clean

## Install npm packages when they are missing or the lock file changed; make sure the native
## SQLite binding really loads (better-sqlite3 compiles from source on this machine).
node_modules/.install-stamp: package.json package-lock.json
	# npm 11 here records only this platform's optional packages in the lock, which `npm ci` then
	# rejects as out of sync; `npm install` honours the lock and installs what is missing.
	npm install --no-audit --no-fund
	node -e "require('better-sqlite3')(':memory:').close()" || npm rebuild better-sqlite3
	touch $@

install: node_modules/.install-stamp

## Debian's Chromium for the browser tests (Playwright cannot download its own browser here).
chromium:
	@if [ ! -x $(CHROMIUM) ]; then \
	  echo "Installing Debian's chromium..."; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation; \
	fi

migrate: install
	npm run migrate

build: install
	npm run build

## Serve the site on http://localhost:3000 with embedded defaults (SQLite, outbox, local providers).
start: install migrate build
	npm run start

lint: install
	npm run lint
	npm run format:check

typecheck: install
	npm run typecheck

unit: install
	npm run test:unit

## Debian's PostgreSQL server for the second engine's tests (issue 18), like Chromium above.
postgres:
	@if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then \
	  echo "Installing Debian's postgresql..."; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql; \
	fi

## The stores' suites again on PostgreSQL (docs/decisions/0170): a throwaway cluster in a temporary
## folder, started for this run and removed after it, whatever the tests' outcome.
# Suites that open their database with openTestDb, directly or through the signup harness or the
# lead view's endpoint bench (tests/support/lead-view.ts).
POSTGRES_SUITES := $(shell grep -rlE 'openTestDb|startSignupHarness|openLeadViewEndpoint' --include=*.test.ts lib tests)
unit-postgres: install postgres
	url=$$(scripts/db/postgres-cluster.sh start); \
	dir=$${url##*host=}; \
	trap 'scripts/db/postgres-cluster.sh stop "$$dir"' EXIT; \
	TEST_DATABASE_URL="$$url" npx jest $(POSTGRES_SUITES) --selectProjects node

## Debian's Java for the Nu HTML Checker (the vnu-jar package) that the browser tests run.
java:
	@if ! command -v java >/dev/null; then \
	  echo "Installing Debian's Java..."; \
	  mkdir -p /usr/share/man/man1; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless; \
	fi

## Debian's libfaketime, for the year-ahead pass below.
LIBFAKETIME := /usr/lib/*/faketime/libfaketimeMT.so.1
faketime:
	@if ! ls $(LIBFAKETIME) >/dev/null 2>&1; then \
	  echo "Installing Debian's faketime..."; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq faketime; \
	fi

## The tests' instant on the site's clock (docs/decisions/0105): the e2e build and its server see
## content as it stands then (which webinars are upcoming), whatever today's date is.
TEST_SITE_CLOCK := $(shell node -p "require('./tests/support/test-clock.json').siteClock")

# The e2e build names a tag-manager container so consent gating of it is tested (requests to it
# are intercepted in the browser; no real network exists).
# Built once per make run: the browser tests and the two-instance test serve the same build.
e2e-build: install
	SITE_CLOCK=$(TEST_SITE_CLOCK) NEXT_DIST_DIR=$(E2E_DIST) NEXT_PUBLIC_GTM_ID=GTM-E2ETEST APP_STAGE=test npm run build

e2e: install chromium java e2e-build
	SITE_CLOCK=$(TEST_SITE_CLOCK) NEXT_DIST_DIR=$(E2E_DIST) npm run test:e2e

## Two `next start` processes of the e2e build on one throwaway PostgreSQL cluster (issue 18,
## docs/decisions/0171): leads stored and delivered once, a slot booked once, a killed instance's
## leads finished by the other. About two minutes, most of it the outbox lease running out.
two-instances: e2e-build postgres
	url=$$(scripts/db/postgres-cluster.sh start); \
	dir=$${url##*host=}; \
	trap 'scripts/db/postgres-cluster.sh stop "$$dir"' EXIT; \
	TEST_DATABASE_URL="$$url" TWO_INSTANCES_DIST_DIR=$(E2E_DIST) \
	  npx jest tests/two-instances --selectProjects node

## Draws the screenshot baselines of every template again (tests/e2e/__screenshots__/, decision
## 0142) after an intended change of look; review the PNGs in the diff, then commit them.
screenshots: install chromium
	SITE_CLOCK=$(TEST_SITE_CLOCK) NEXT_DIST_DIR=$(E2E_DIST) NEXT_PUBLIC_GTM_ID=GTM-E2ETEST APP_STAGE=test npm run build
	SITE_CLOCK=$(TEST_SITE_CLOCK) NEXT_DIST_DIR=$(E2E_DIST) \
	  npx playwright test tests/e2e/screenshots.spec.ts --update-snapshots

## The suite's date-sensitive part again as if run a year from now (docs/decisions/0105): the unit
## tests, then the webinar and form-page axe journeys against the same e2e build (its date decisions
## read only SITE_CLOCK). Node (and SQLite in it) runs under libfaketime a year ahead; Chromium,
## which hangs under it, follows with page.clock (tests/support/browser-clock.ts).
YEAR_AHEAD := LD_PRELOAD="$$(ls $(LIBFAKETIME))" FAKETIME=+365d DONT_FAKE_MONOTONIC=1
clock-ahead: e2e faketime
	@ls $(LIBFAKETIME) >/dev/null
	$(YEAR_AHEAD) npm run test:unit
	$(YEAR_AHEAD) NEXT_DIST_DIR=$(E2E_DIST) \
	  npx playwright test tests/e2e/forms.spec.ts -g "webinar|are axe-clean"

## Lint, type-check, unit and integration tests (on SQLite, then the stores' and routes' on
## PostgreSQL), browser tests against a production build, two instances of that build on one
## PostgreSQL, then the date-sensitive part a year ahead.
test: install chromium lint typecheck unit unit-postgres e2e two-instances clock-ahead

## docs/performance.md: Lighthouse, load and the outbox drain; the write scenarios again on a
## throwaway PostgreSQL cluster the bench starts and removes (issue 18). BENCH_SCENARIOS=leads,events,signup
## runs just those, on each engine of BENCH_ENGINES (sqlite,postgres).
## The page, load and outbox benches (docs/performance.md), then each speed override of the rendering
## layer on and off in one run (decision 0150; it prints its table).
bench: install chromium postgres
	npm run bench
	npm run bench:overrides

clean:
	rm -rf .next .next-* data/e2e test-results playwright-report
