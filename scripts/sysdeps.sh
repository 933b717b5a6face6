#!/usr/bin/env bash
# System libraries Qt needs on a bare Debian 12 (notes: ecosystem-handson §8), plus the CJK font
# and poppler for PDF checks.  Installs only as root and only what is missing; otherwise a no-op.
set -u
pkgs="libglib2.0-0 libgl1 libegl1 libxkbcommon0 libfontconfig1 libdbus-1-3 fonts-noto-cjk poppler-utils"
if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null 2>&1; then
  exit 0
fi
missing=""
for p in $pkgs; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
echo "installing system packages:$missing"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null && apt-get install -y -qq --no-install-recommends $missing >/dev/null
