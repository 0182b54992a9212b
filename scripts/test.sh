#!/usr/bin/env bash
# Everything CI runs, in order: system packages, npm dependencies, the generated API pages, lint, content check, unit
# tests, one production build (with the test fixtures) and one with test ids for the third parties,
# the browser tests against them, the stock-runtime build and the browser tests on it, then every
# tested sample of the docs against a real Unleash server.
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
step "stock-runtime build: no performance patch, Docusaurus's own runtime (issue 29)"
DOCS_TEST_FIXTURES=true npm run --silent build:stock
# The whole suite on it (npm run test:e2e:stock) takes about 15 minutes more than CI's 45-minute
# budget allows; CI runs the files that check what every page does at load and on navigation, and
# that the files the switch must not change are the same (CONTRIBUTING, "Stock runtime").
step "browser tests on the stock-runtime build (pages, API reference, same redirect pages)"
npm run --silent test:e2e:stock -- e2e/stock-build.test.ts e2e/pages.test.ts e2e/api-reference.test.ts
step "samples against the real product"
npm run --silent test:real
step "done"
