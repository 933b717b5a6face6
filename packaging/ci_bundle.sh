#!/usr/bin/env bash
# CI check of the frozen app: build dist/gpuadvisor/ from the current checkout (packaging/build.sh), then run
# the bundle the way a user would and fail (exit 1) if any step fails.
#
#   bash packaging/ci_bundle.sh             build, then check
#   bash packaging/ci_bundle.sh --no-build  check an existing dist/gpuadvisor/
#
# The checks run from a scratch folder with HOME pointed at a fresh temp dir and GPUADVISOR_HOME/XDG_* unset, so
# the bundle must find catalogs/, examples and icons through paths.bundle_root() (sys._MEIPASS), and its writes
# must land in the platformdirs folders under that HOME: the script fails if anything inside dist/ changes.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
t0=$(date +%s%N)
ms() { echo $(( ($(date +%s%N) - $1) / 1000000 )); }

if [ "${1:-}" != "--no-build" ]; then
  bash packaging/build.sh || { echo "ci_bundle: FAIL build"; exit 1; }
fi
DIST="$ROOT/dist/gpuadvisor"
BIN="$DIST/gpuadvisor"
[ -x "$BIN" ] || { echo "ci_bundle: FAIL no executable $BIN"; exit 1; }
PYJSON=${PYJSON:-python3}
command -v "$PYJSON" >/dev/null 2>&1 || PYJSON="$ROOT/.venv/bin/python"

SCRATCH=$(mktemp -d)
trap 'rm -rf "$SCRATCH"' EXIT
export HOME="$SCRATCH/home"
mkdir -p "$HOME" "$SCRATCH/work"
unset GPUADVISOR_HOME XDG_CONFIG_HOME XDG_DATA_HOME XDG_STATE_HOME XDG_CACHE_HOME GPUADVISOR_LANG
cd "$SCRATCH/work"
snapshot() { (cd "$DIST" && find . -printf '%p %s %T@\n' | LC_ALL=C sort); }
snapshot > "$SCRATCH/before.txt"

EXAMPLES="$DIST/_internal/resources/examples"
[ -d "$EXAMPLES" ] || EXAMPLES=$(find "$DIST" -type d -path '*resources/examples' | head -1)
EX="$EXAMPLES/manufacturer.gpuadv"
VERSION=$(sed -n 's/^__version__ *= *["'\'']\([^"'\'']*\)["'\''].*/\1/p' "$ROOT/gpuadvisor/__init__.py")

failures=0
LOG="$SCRATCH/step.log"
step() {  # step NAME COMMAND...: run it, print ok/FAIL with the time, show the output tail on failure
  local name=$1 s rc
  shift
  s=$(date +%s%N)
  "$@" >"$LOG" 2>&1
  rc=$?
  if [ $rc -eq 0 ]; then
    printf 'ci_bundle: ok   %-34s %6s ms\n' "$name" "$(ms "$s")"
  else
    printf 'ci_bundle: FAIL %-34s rc=%s\n' "$name" "$rc"
    tail -n 25 "$LOG" | sed 's/^/    /'
    failures=$((failures + 1))
  fi
}

json_ok() {  # json_ok PYTHON-CONDITION COMMAND...: the command's stdout is JSON satisfying the condition on d
  local cond=$1
  shift
  "$@" >"$SCRATCH/out.json" || return $?
  "$PYJSON" -c "import json,sys; d=json.load(open(sys.argv[1], encoding='utf-8')); sys.exit(0 if ($cond) else 1)" \
    "$SCRATCH/out.json"
}
expect_rc() { local want=$1; shift; "$@"; local rc=$?; [ $rc -eq "$want" ] || { echo "exit $rc, expected $want"; return 1; }; }
version_ok() { "$BIN" --version | grep -qx "gpuadvisor $VERSION"; }
pdf_ok() { "$BIN" report "$EX" --pdf "$SCRATCH/report.pdf" && [ "$(head -c 5 "$SCRATCH/report.pdf")" = "%PDF-" ]; }
no_unwanted_qt() {
  local bad
  bad=$(find "$DIST" \( -iname '*Qt6Test*' -o -iname 'QtTest.abi3*' -o -iname '*Qt6Qml*' -o -iname '*Qt6Quick*' \
        -o -iname '*WebEngine*' -o -iname '*Qt63D*' -o -iname '*Multimedia*' -o -iname '*Designer*' \) -print)
  [ -z "$bad" ] || { echo "unwanted Qt parts in the bundle:"; echo "$bad"; return 1; }
}
data_shipped() {
  local f
  for f in catalogs/accelerators.json resources/examples/manufacturer.gpuadv resources/icons/gpuadvisor.svg \
           resources/icons/hicolor/256x256/apps/gpuadvisor.png PySide6/Qt/translations/qtbase_zh_TW.qm; do
    [ -f "$DIST/_internal/$f" ] || { echo "missing in the bundle: _internal/$f"; return 1; }
  done
}
dist_unchanged() {
  snapshot > "$SCRATCH/after.txt"
  diff "$SCRATCH/before.txt" "$SCRATCH/after.txt" || { echo "the bundle wrote inside dist/ (diff above)"; return 1; }
}
no_broken_links() { local b; b=$(find "$DIST" -xtype l); [ -z "$b" ] || { echo "dangling links: $b"; return 1; }; }
startup_marks() {  # the bundle's cold start to its first advice, against its own bare window (medians)
  BENCH_RUNS=${BENCH_RUNS:-5} "$PYJSON" "$ROOT/benchmarks/bench_startup.py" --bundle "$BIN" >"$SCRATCH/startup.txt" \
    && grep -q '^bundle_first_advice_ratio=' "$SCRATCH/startup.txt"
}

printf '{"format": "gpuadvisor-project", "schema_version": 2, "document": 42}\n' > "$SCRATCH/broken.gpuadv"

step "data shipped in the bundle" data_shipped
step "no unwanted Qt modules" no_unwanted_qt
step "no dangling symlinks" no_broken_links
step "--self-test (no DISPLAY, no QPA)" env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$BIN" --self-test
step "--self-test (offscreen)" env QT_QPA_PLATFORM=offscreen "$BIN" --self-test
step "--version" version_ok
step "catalog --json" json_ok "all(v > 0 for v in d['counts'].values())" "$BIN" catalog --json
step "validate example" "$BIN" validate "$EX"
step "validate broken file exits 2" expect_rc 2 "$BIN" validate "$SCRATCH/broken.gpuadv"
step "advise example --json" json_ok "len(d['workloads']) > 0 and d['plan']['lines']" "$BIN" advise "$EX" --json
step "advise example (text)" "$BIN" advise "$EXAMPLES/ecommerce.gpuadv"
step "diagnose --json" json_ok "isinstance(d, dict) and d" \
  "$BIN" diagnose --gpu 40 --cpu 95 --mem 10 --mem-total 80 --json
if [ -f "$ROOT/gpuadvisor/ui/printing.py" ]; then
  step "report --pdf (no DISPLAY)" env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM bash -c "$(declare -f pdf_ok); BIN='$BIN' EX='$EX' SCRATCH='$SCRATCH' pdf_ok"
fi
step "start-up marks (GPUADVISOR_STARTUP_PROBE)" startup_marks
[ -s "$SCRATCH/startup.txt" ] && grep '^bundle_' "$SCRATCH/startup.txt"
step "nothing written inside dist/" dist_unchanged

echo "ci_bundle: user folders written under the temp HOME:"
(cd "$HOME" && find . -mindepth 1 -maxdepth 3 | LC_ALL=C sort | sed 's/^/    /')
echo "ci_bundle: bundle $(du -sm "$DIST" | cut -f1) MB; $failures failure(s); $(ms "$t0") ms in all"
[ $failures -eq 0 ]
