#!/usr/bin/env bash
# The short check of one supported Node.js (22, 24, 26): the build on it, then
# scripts/runtime-smoke.mjs (start, sign up, search, add, 300 requests, SIGTERM → 0).
#   bash scripts/runtime-matrix.sh 22           a clean install of this tree on that Node.js first
#   bash scripts/runtime-matrix.sh 26 --reuse   this checkout's install, as it is (run `npm ci` first)
# The installed packages are the same files on every supported Node.js (better-sqlite3 13 ships
# every ABI's binary, sharp one per platform), so what a clean install adds is its npm and the
# install scripts on that Node.js: CI pays for it on 22, whose npm 10 is the oldest supported.
set -euo pipefail
cd "$(dirname "$0")/.."
version="${1:?usage: scripts/runtime-matrix.sh 22|24|26 [--reuse]}"
install="${2:-clean}"

work="$(mktemp -d "${TMPDIR:-/tmp}/surcos-node-$version.XXXXXX")"
trap 'rm -rf "$work"' EXIT
# The tracked files as they are now (a clean clone in CI, edits included on a workstation).
git ls-files -z | tar --null -T - -cf - | tar -xf - -C "$work"
case "$install" in
  clean) ;;
  --reuse)
    [ -d node_modules ] || { echo "runtime-matrix: --reuse needs this checkout's npm ci first" >&2; exit 1; }
    # Hard links: a second copy of the packages in no time, and the build writes only new files.
    # Workspace links are relative, so they point into the copy.
    for modules in node_modules */node_modules; do
      [ -d "$modules" ] && cp -al "$modules" "$work/$modules"
    done
    ;;
  *) echo "usage: scripts/runtime-matrix.sh 22|24|26 [--reuse]" >&2; exit 1 ;;
esac
cd "$work"
export SURCOS_NODE="$version"
bash scripts/node.sh node --version
if [ "$install" = clean ]; then
  bash scripts/node.sh npm ci --prefer-offline --no-audit --no-fund --loglevel=error
fi
bash scripts/node.sh npm run build --silent >/dev/null
bash scripts/node.sh node scripts/runtime-smoke.mjs
