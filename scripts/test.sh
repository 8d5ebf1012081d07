#!/usr/bin/env bash
# The README's test command (`npm test`): every suite, each timed.
set -euo pipefail
cd "$(dirname "$0")/.."
node scripts/check-node.mjs
source scripts/phases.sh

phase "browser (Chromium)" bash scripts/ensure-chromium.sh
phase "server tests" npm run test -w @surcos/server
phase "web tests" npm run test -w @surcos/web
phase "build" npm run build
phase "first-load budget" npm run budget -w @surcos/web
# The browser tests record no trace (e2e/playwright.config.ts); those that failed run once more
# with one, into e2e/test-results/with-trace, and the run fails whatever that second try says.
if ! phase "browser tests" npm run test -w @surcos/e2e; then
  last_run=e2e/test-results/.last-run.json
  if [ -f "$last_run" ] && ! grep -q '"failedTests": \[\]' "$last_run"; then
    phase "browser tests that failed, traced" npm run test -w @surcos/e2e -- --last-failed \
      --last-failed-file test-results/.last-run.json --output test-results/with-trace \
      --trace retain-on-failure || true
  fi
  exit 1
fi
