#!/usr/bin/env bash
# Browser tests drive Debian's Chromium: the headless shell for most specs, the full browser for
# the camera and the installable app (e2e/support/environment.ts). Installs what is missing.
set -euo pipefail

packages=()
[ -x /usr/bin/chromium ] || packages+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || packages+=(chromium-headless-shell)
if [ "${#packages[@]}" -eq 0 ]; then
  exit 0
fi

echo "Installing Debian's ${packages[*]} for the browser tests..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${packages[@]}" fonts-liberation >/dev/null
/usr/bin/chromium --version
/usr/bin/chromium-headless-shell --version
