#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing: Chromium for the browser
# tests, PostgreSQL for the real-product tests, nginx for the server-config tests, curl and jq
# for the docs' tested shell samples, GNU time for the bench's build measurements.
# Never downloads a browser of its own: the tests drive Debian's Chromium.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
fc-list 2>/dev/null | grep -qi "noto color emoji" || missing+=(fonts-noto-color-emoji)
# The docs' tested shell samples use curl and jq.
command -v curl >/dev/null 2>&1 || missing+=(curl)
command -v jq >/dev/null 2>&1 || missing+=(jq)
# npm run bench reads wall time and peak memory of the builds from GNU time (/usr/bin/time -v).
[ -x /usr/bin/time ] || missing+=(time)
if [ ${#missing[@]} -gt 0 ]; then
  echo "install-system-deps: installing ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
echo "install-system-deps: chromium $(chromium --version 2>/dev/null | awk '{print $2}'), nginx and postgresql present"
