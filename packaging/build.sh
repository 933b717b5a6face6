#!/usr/bin/env bash
# Build the one-folder bundle dist/gpuadvisor/ (executable dist/gpuadvisor/gpuadvisor) with PyInstaller.
#
#   bash packaging/build.sh            (make package runs this)
#
# Creates/uses .venv (the app installed editable plus packaging/requirements.txt), renders the icons if they
# are missing, runs packaging/gpuadvisor.spec, strips the shared libraries except numpy's (STRIP=0 to skip),
# then prints the bundle size and the time taken.  TARBALL=1 also writes dist/gpuadvisor-<version>-<os>-<arch>.tar.gz.
#
# As root on Debian it first installs what the build machine needs and the bundle should carry:
# libxcb-icccm4 / libxcb-keysyms1 / libxcb-cursor0 (NEEDED by Qt's xcb plugin; PyInstaller copies them into the
# bundle only if they are present here) and binutils (readelf for the spec's NEEDED pass, strip).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
PYTHON=${PYTHON:-python3}
VENV=${VENV:-.venv}
STRIP=${STRIP:-1}
TARBALL=${TARBALL:-0}
t0=$(date +%s%N)

if [ "$(uname -s)" = Linux ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  missing=""
  for p in libxcb-icccm4 libxcb-keysyms1 libxcb-cursor0 binutils; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
  done
  if [ -n "$missing" ]; then
    echo "build.sh: installing build packages:$missing"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
  fi
fi

[ -x "$VENV/bin/python" ] || "$PYTHON" -m venv "$VENV"
PY="$VENV/bin/python"
if ! "$PY" -c 'import gpuadvisor, PySide6, pyqtgraph' >/dev/null 2>&1; then
  "$PY" -m pip install --quiet --upgrade pip
  "$PY" -m pip install --quiet -e .
fi
if ! "$PY" -c 'import PyInstaller, sys; sys.exit(PyInstaller.__version__ != "6.22.3")' >/dev/null 2>&1; then
  "$PY" -m pip install --quiet -r packaging/requirements.txt
fi
if [ ! -f resources/icons/hicolor/512x512/apps/gpuadvisor.png ] || [ ! -f resources/icons/gpuadvisor.ico ]; then
  QT_QPA_PLATFORM=offscreen "$PY" packaging/make_icons.py
fi

VERSION=$("$PY" -c 'import gpuadvisor; print(gpuadvisor.__version__)')
echo "build.sh: building gpuadvisor $VERSION with PyInstaller $("$PY" -m PyInstaller --version)"
t_pyi=$(date +%s%N)
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath dist --workpath build/pyinstaller packaging/gpuadvisor.spec
t_built=$(date +%s%N)

BUNDLE=dist/gpuadvisor
if [ "$(uname -s)" = Linux ]; then
  # desktop integration travels with the bundle: dist/gpuadvisor/linux/install-user.sh
  mkdir -p "$BUNDLE/linux"
  cp packaging/linux/gpuadvisor.desktop packaging/linux/gpuadvisor-mime.xml packaging/linux/install-user.sh "$BUNDLE/linux/"
  chmod +x "$BUNDLE/linux/install-user.sh"
fi
if [ "$STRIP" = 1 ] && [ "$(uname -s)" = Linux ] && command -v strip >/dev/null 2>&1; then
  # never numpy.libs (strip corrupts the bundled openblas, see notes §7.1/§9); never the executable
  # itself (its archive is appended after the ELF image)
  find "$BUNDLE" -name '*.so*' -type f ! -path '*numpy.libs*' -exec strip --strip-unneeded {} +
fi

t1=$(date +%s%N)
echo "build.sh: bundle $ROOT/$BUNDLE"
echo "build.sh: size $(du -sh "$BUNDLE" | cut -f1) ($(du -sm "$BUNDLE" | cut -f1) MB, $(find "$BUNDLE" -type f | wc -l) files)"
if [ "$TARBALL" = 1 ]; then
  tarball="dist/gpuadvisor-$VERSION-$(uname -s | tr 'A-Z' 'a-z')-$(uname -m).tar.gz"
  tar -C dist -czf "$tarball" gpuadvisor
  echo "build.sh: tarball $tarball $(du -sm "$tarball" | cut -f1) MB"
fi
ms() { echo $(( ($2 - $1) / 1000000 )); }
echo "build.sh: time $(ms "$t0" "$t1") ms in all (PyInstaller $(ms "$t_pyi" "$t_built") ms, strip $(ms "$t_built" "$t1") ms)"
