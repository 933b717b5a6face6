#!/usr/bin/env bash
# Install the gpuadvisor bundle for the current user only (no root):
#
#   install-user.sh [BUNDLE_DIR] [--prefix DIR]     install (or update)
#   install-user.sh --uninstall [--prefix DIR]      remove it again (settings and user data are kept)
#
# BUNDLE_DIR is a built one-folder bundle (the folder holding the `gpuadvisor` executable and `_internal/`).
# Default: the bundle this script sits in (dist/gpuadvisor/linux/install-user.sh), else the checkout's
# dist/gpuadvisor.  DIR (default ~/.local/opt/gpuadvisor) receives a copy of the bundle; then:
#   ~/.local/bin/gpuadvisor                      -> DIR/gpuadvisor (symlink)
#   ~/.local/share/icons/hicolor/<N>x<N>/{apps,mimetypes}/...png, scalable/...svg
#   ~/.local/share/mime/packages/gpuadvisor-mime.xml   (xdg-mime install --mode user)
#   ~/.local/share/applications/gpuadvisor.desktop     (xdg-desktop-menu install --mode user; Exec made absolute)
#   ~/.config/mimeapps.list: application/x-gpuadvisor-project=gpuadvisor.desktop (xdg-mime default)
# Uses xdg-utils when present and falls back to plain copies + update-mime-database / update-desktop-database.
set -euo pipefail

MIME_TYPE=application/x-gpuadvisor-project
DESKTOP_ID=gpuadvisor.desktop
APP_ICON=gpuadvisor
MIME_ICON=application-x-gpuadvisor-project
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
DATA_HOME=${XDG_DATA_HOME:-$HOME/.local/share}
CONFIG_HOME=${XDG_CONFIG_HOME:-$HOME/.config}
BIN_DIR=$HOME/.local/bin
PREFIX=$HOME/.local/opt/gpuadvisor
BUNDLE=""
ACTION=do_install

usage() { sed -n '2,16p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; }
while [ $# -gt 0 ]; do
  case "$1" in
    --uninstall) ACTION=do_uninstall ;;
    --prefix) PREFIX=$2; shift ;;
    --prefix=*) PREFIX=${1#--prefix=} ;;
    -h|--help) usage; exit 0 ;;
    -*) echo "install-user.sh: unknown option $1" >&2; usage >&2; exit 2 ;;
    *) BUNDLE=$1 ;;
  esac
  shift
done
PREFIX=$(mkdir -p "$(dirname "$PREFIX")" && cd "$(dirname "$PREFIX")" && pwd)/$(basename "$PREFIX")

have() { command -v "$1" >/dev/null 2>&1; }
say() { echo "install-user.sh: $*"; }
is_bundle() { [ -x "$1/gpuadvisor" ] && [ -d "$1/_internal" ]; }

# the desktop entry and MIME file: next to this script (in the bundle: linux/), or in the checkout
find_file() {
  local f
  for f in "$HERE/$1" "$PREFIX/linux/$1"; do
    [ -f "$f" ] && { echo "$f"; return 0; }
  done
  echo "install-user.sh: cannot find $1" >&2
  return 1
}

refresh_caches() {
  if have update-mime-database && [ -d "$DATA_HOME/mime" ]; then update-mime-database "$DATA_HOME/mime" || true; fi
  if have update-desktop-database && [ -d "$DATA_HOME/applications" ]; then
    update-desktop-database "$DATA_HOME/applications" || true
  fi
  if have gtk-update-icon-cache && [ -d "$DATA_HOME/icons/hicolor" ]; then
    gtk-update-icon-cache -q -f -t "$DATA_HOME/icons/hicolor" 2>/dev/null || true
  fi
}

do_uninstall() {
  local xml_installed="$DATA_HOME/mime/packages/gpuadvisor-mime.xml"
  if have xdg-desktop-menu && [ -f "$DATA_HOME/applications/$DESKTOP_ID" ]; then
    xdg-desktop-menu uninstall --mode user "$DESKTOP_ID" || true
  fi
  rm -f "$DATA_HOME/applications/$DESKTOP_ID"
  if have xdg-mime && [ -f "$xml_installed" ]; then
    xdg-mime uninstall --mode user "$xml_installed" || true
  fi
  rm -f "$xml_installed"
  local d
  for d in "$DATA_HOME"/icons/hicolor/*/; do
    rm -f "$d/apps/$APP_ICON.png" "$d/apps/$APP_ICON.svg" "$d/mimetypes/$MIME_ICON.png" "$d/mimetypes/$MIME_ICON.svg"
  done
  # drop our default-application line, only if it still names us
  local list
  for list in "$CONFIG_HOME/mimeapps.list" "$DATA_HOME/applications/mimeapps.list" \
              "$DATA_HOME/applications/defaults.list"; do
    if [ -f "$list" ]; then sed -i "\#^$MIME_TYPE=$DESKTOP_ID;\{0,1\}\$#d" "$list"; fi
  done
  if [ -L "$BIN_DIR/gpuadvisor" ]; then
    case "$(readlink "$BIN_DIR/gpuadvisor")" in "$PREFIX"/*) rm -f "$BIN_DIR/gpuadvisor" ;; esac
  fi
  if is_bundle "$PREFIX"; then
    rm -rf "$PREFIX"
  elif [ -e "$PREFIX" ]; then
    say "left $PREFIX alone: it does not look like a gpuadvisor bundle"
  fi
  refresh_caches
  say "removed gpuadvisor (settings and data in ~/.config/gpuadvisor, ~/.local/share/gpuadvisor and"
  say "~/.local/state/gpuadvisor are kept; delete them yourself if you want them gone)"
}

do_install() {
  if [ -z "$BUNDLE" ]; then
    for BUNDLE in "$HERE/.." "$HERE/../../dist/gpuadvisor" ""; do
      if [ -n "$BUNDLE" ] && is_bundle "$BUNDLE"; then break; fi
    done
  fi
  if [ -z "$BUNDLE" ] || ! is_bundle "$BUNDLE"; then
    echo "install-user.sh: no bundle found; build one with 'make package' or pass its folder" >&2
    exit 2
  fi
  BUNDLE=$(cd "$BUNDLE" && pwd)
  local desktop_src mime_src
  desktop_src=$(find_file gpuadvisor.desktop)
  mime_src=$(find_file gpuadvisor-mime.xml)

  # 1. the bundle
  if [ "$BUNDLE" != "$PREFIX" ]; then
    if [ -e "$PREFIX" ] && ! is_bundle "$PREFIX"; then
      echo "install-user.sh: $PREFIX exists and is not a gpuadvisor bundle; not touching it" >&2
      exit 2
    fi
    local staging="$PREFIX.new.$$"
    rm -rf "$staging"
    cp -a "$BUNDLE/." "$staging/"
    rm -rf "$PREFIX"
    mv "$staging" "$PREFIX"
  fi
  mkdir -p "$PREFIX/linux"
  for f in "$desktop_src" "$mime_src" "${BASH_SOURCE[0]}"; do
    [ "$(cd "$(dirname "$f")" && pwd)/$(basename "$f")" = "$PREFIX/linux/$(basename "$f")" ] || cp -f "$f" "$PREFIX/linux/"
  done
  mkdir -p "$BIN_DIR"
  ln -sfn "$PREFIX/gpuadvisor" "$BIN_DIR/gpuadvisor"
  say "bundle in $PREFIX, command $BIN_DIR/gpuadvisor"

  # 2. icons (the hicolor tree shipped in the bundle's resources)
  local icons
  icons=$(find "$PREFIX" -maxdepth 4 -type d -path '*resources/icons/hicolor' | head -1)
  if [ -n "$icons" ]; then
    (cd "$icons" && find . -type f \( -name "$APP_ICON.*" -o -name "$MIME_ICON.*" \)) | while read -r rel; do
      install -D -m 644 "$icons/$rel" "$DATA_HOME/icons/hicolor/$rel"
    done
    if [ ! -f "$DATA_HOME/icons/hicolor/index.theme" ] && [ -f /usr/share/icons/hicolor/index.theme ]; then
      cp /usr/share/icons/hicolor/index.theme "$DATA_HOME/icons/hicolor/index.theme"
    fi
    say "icons in $DATA_HOME/icons/hicolor"
  else
    say "warning: no icons found in the bundle"
  fi

  # 3. MIME type for *.gpuadv
  if have xdg-mime; then
    xdg-mime install --mode user "$mime_src"
  else
    install -D -m 644 "$mime_src" "$DATA_HOME/mime/packages/gpuadvisor-mime.xml"
  fi

  # 4. menu entry, Exec pointing at the installed command (~/.local/bin is not on every session's PATH)
  local tmp
  tmp=$(mktemp -d)
  sed "s#^Exec=gpuadvisor #Exec=$BIN_DIR/gpuadvisor #; s#^TryExec=gpuadvisor\$#TryExec=$BIN_DIR/gpuadvisor#" \
    "$desktop_src" > "$tmp/$DESKTOP_ID"
  if have desktop-file-validate; then desktop-file-validate "$tmp/$DESKTOP_ID" | grep -v ': hint: ' || true; fi
  if have xdg-desktop-menu; then
    xdg-desktop-menu install --mode user --novendor "$tmp/$DESKTOP_ID"
  else
    install -D -m 644 "$tmp/$DESKTOP_ID" "$DATA_HOME/applications/$DESKTOP_ID"
  fi
  rm -rf "$tmp"

  # 5. open *.gpuadv with it
  if have xdg-mime; then
    xdg-mime default "$DESKTOP_ID" "$MIME_TYPE"
  else
    say "xdg-mime not found: choose GPU Advisor for .gpuadv files in your file manager once"
  fi
  refresh_caches
  say "installed; *.gpuadv files open with $DESKTOP_ID"
  case ":$PATH:" in *":$BIN_DIR:"*) ;; *) say "note: $BIN_DIR is not on PATH in this shell" ;; esac
}

"$ACTION"
