#!/usr/bin/env bash
# The short check of one supported Node.js (22, 24, 26): the build on it, then
# scripts/runtime-smoke.mjs (start, sign up, search, add, 300 requests, SIGTERM → 0).
#   bash scripts/runtime-matrix.sh 22           a clean install of this tree on that Node.js first
#   bash scripts/runtime-matrix.sh 26 --reuse   this checkout's install, as it is (run `npm ci` first)
# Either in two steps, as CI runs them (the install and build at low priority while the tests run,
# the check once they have ended, when no deadline of its can be starved):
#   bash scripts/runtime-matrix.sh 22 [--reuse] --prepare DIR    the install and the build, into DIR
#   bash scripts/runtime-matrix.sh 22 --check DIR                 the check of what DIR holds
# The installed packages are the same files on every supported Node.js (better-sqlite3 13 ships
# every ABI's binary, sharp one per platform), so what a clean install adds is its npm and the
# install scripts on that Node.js: CI pays for it on 22, whose npm 10 is the oldest supported.
set -euo pipefail
cd "$(dirname "$0")/.."
usage="usage: scripts/runtime-matrix.sh 22|24|26 [--reuse] [--prepare DIR | --check DIR]"
version="${1:?$usage}"
shift
install=clean
step=all
work=""
while [ "$#" -gt 0 ]; do
  case "$1" in
    --reuse) install=reuse ;;
    --prepare | --check)
      step="${1#--}"
      work="${2:?$usage}"
      shift
      ;;
    *) echo "$usage" >&2; exit 1 ;;
  esac
  shift
done

if [ "$step" = all ]; then
  work="$(mktemp -d "${TMPDIR:-/tmp}/surcos-node-$version.XXXXXX")"
  trap 'rm -rf "$work"' EXIT
fi
export SURCOS_NODE="$version"

if [ "$step" != check ]; then
  mkdir -p "$work"
  # The tracked files as they are now (a clean clone in CI, edits included on a workstation).
  git ls-files -z | tar --null -T - -cf - | tar -xf - -C "$work"
  if [ "$install" = reuse ]; then
    [ -d node_modules ] || { echo "runtime-matrix: --reuse needs this checkout's npm ci first" >&2; exit 1; }
    # Hard links: a second copy of the packages in no time, and the build writes only new files.
    # Workspace links are relative, so they point into the copy.
    for modules in node_modules */node_modules; do
      [ -d "$modules" ] && cp -al "$modules" "$work/$modules"
    done
  fi
  (
    cd "$work"
    bash scripts/node.sh node --version
    if [ "$install" = clean ]; then
      bash scripts/node.sh npm ci --prefer-offline --no-audit --no-fund --loglevel=error
    fi
    bash scripts/node.sh npm run build --silent >/dev/null
  )
fi

if [ "$step" != prepare ]; then
  cd "$work"
  bash scripts/node.sh node scripts/runtime-smoke.mjs
fi
