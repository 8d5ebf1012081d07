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
phase "browser tests" npm run test -w @surcos/e2e
