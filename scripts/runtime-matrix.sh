#!/usr/bin/env bash
# The short check of one supported Node.js (22, 24, 26): a clean install of this tree on it, the
# build, then scripts/runtime-smoke.mjs (start, sign up, search, add, 300 requests, SIGTERM → 0).
#   bash scripts/runtime-matrix.sh 22
set -euo pipefail
cd "$(dirname "$0")/.."
version="${1:?usage: scripts/runtime-matrix.sh 22|24|26}"

work="$(mktemp -d "${TMPDIR:-/tmp}/surcos-node-$version.XXXXXX")"
trap 'rm -rf "$work"' EXIT
# The tracked files as they are now (a clean clone in CI, edits included on a workstation).
git ls-files -z | tar --null -T - -cf - | tar -xf - -C "$work"
cd "$work"
export SURCOS_NODE="$version"
bash scripts/node.sh node --version
bash scripts/node.sh npm ci --prefer-offline --no-audit --no-fund --loglevel=error
bash scripts/node.sh npm run build --silent >/dev/null
bash scripts/node.sh node scripts/runtime-smoke.mjs
