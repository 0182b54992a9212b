#!/usr/bin/env bash
# Everything CI runs, in order: system packages, npm dependencies, the generated API pages, lint, content check, unit
# tests, one production build (with the test fixtures) and one with test ids for the third parties,
# the browser tests against them, then the stock-runtime build and the browser tests on it while
# every tested sample of the docs runs against a real Unleash server beside them.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
step() { printf '\n== %s (%ss)\n' "$1" "$(( $(date +%s) - start ))"; }

step "system packages"
bash scripts/install-system-deps.sh
step "npm dependencies"
npm install --no-audit --no-fund --loglevel=error
step "API reference pages (generated from openapi/)"
npm run --silent gen:api
step "lint"
npm run --silent lint
step "content check"
npm run --silent check:content
step "syntax of the docs' code samples (bash, Python, Java, Rust, JS/TS, JSON, YAML)"
npm run --silent check:samples
step "unit tests"
npm run --silent test:unit
step "build"
DOCS_TEST_FIXTURES=true npm run --silent build
step "build with every third party on, with test ids (for e2e/integrations.test.ts)"
npm run --silent build:integrations
step "browser tests"
npm run --silent test:e2e
# The real-product samples need neither build: they run alongside the stock-runtime build and its
# browser tests (which leave a core idle much of the time), with their output kept in a file and
# printed once they end. A failure of either side fails the run; leaving early stops the samples.
step "samples against the real product: started in the background (output below, when they end)"
mkdir -p reports
UNLEASH_HEALTH_TIMEOUT_MS=120000 setsid npm run --silent test:real > reports/test-real.log 2>&1 &
real_pid=$!
trap 'kill -- "-$real_pid" 2>/dev/null || true' EXIT
step "stock-runtime build: no performance patch, Docusaurus's own runtime (issue 29)"
DOCS_TEST_FIXTURES=true npm run --silent build:stock
# The whole suite on it (npm run test:e2e:stock) takes about 15 minutes more than CI's 45-minute
# budget allows; CI runs the files that check what every page does at load and on navigation, and
# that the files the switch must not change are the same (CONTRIBUTING, "Stock runtime").
step "browser tests on the stock-runtime build (pages, API reference, same redirect pages)"
npm run --silent test:e2e:stock -- e2e/stock-build.test.ts e2e/pages.test.ts e2e/api-reference.test.ts
step "samples against the real product: waiting for them to end"
real_status=0
wait "$real_pid" || real_status=$?
trap - EXIT
cat reports/test-real.log
if [ "$real_status" -ne 0 ]; then
  echo "test:real failed (exit $real_status); its output is above and in reports/test-real.log" >&2
  exit "$real_status"
fi
step "done"
