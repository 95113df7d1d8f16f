#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# install-test.sh BUILD_DIR PREFIX BINDIR DATADIR LOCALEDIR WRAPPER|--no-run
#
# Installs the build into a temporary DESTDIR, checks the installed files, and
# (unless --no-run) starts the installed program from there under Xvfb with
# CHESS_TEST_EVENTS=1, waits for its READY line and quits it.  The program must
# find its resources and schema without the source or build tree; only
# GSETTINGS_SCHEMA_DIR points into the DESTDIR.
#
# install-test.sh --run-installed BINARY SCHEMA_DIR   (inside the wrapper)
set -u

if [ "$1" = "--run-installed" ]; then
  bin=$2; schema_dir=$3
  out=$(mktemp) err=$(mktemp)
  cd "$(dirname "$out")" || exit 1
  GSETTINGS_SCHEMA_DIR="$schema_dir" GSETTINGS_BACKEND=memory CHESS_TEST_EVENTS=1 \
    "$bin" >"$out" 2>"$err" &
  pid=$!
  ready=no
  for _ in $(seq 1 300); do
    if grep -qx READY "$out"; then ready=yes; break; fi
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  if [ "$ready" = yes ]; then
    echo "the installed chess printed READY"
    # Quit as a person would (Ctrl+Q), then make sure it is gone.
    wid=$(timeout 10 xdotool search --sync --onlyvisible --pid "$pid" 2>/dev/null | head -n1)
    [ -n "$wid" ] && xdotool windowfocus --sync "$wid" key --clearmodifiers ctrl+q 2>/dev/null
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    if kill -0 "$pid" 2>/dev/null; then
      echo "note: chess did not quit on Ctrl+Q within 5 s; terminating it"
      kill "$pid"
    fi
    wait "$pid"
    echo "chess exited with status $?"
    rm -f "$out" "$err"
    exit 0
  fi
  kill "$pid" 2>/dev/null
  wait "$pid"
  status=$?
  echo "FAIL: the installed chess did not print READY within 30 s (exit status $status)"
  echo "--- stdout"; cat "$out"; echo "--- stderr"; cat "$err"
  rm -f "$out" "$err"
  exit 1
fi

build_dir=$1 prefix=$2 bindir=$3 datadir=$4 localedir=$5 wrapper=$6
app_id=com.example.Chess
failed=0
fail () { echo "FAIL: $*"; failed=1; }

destdir=$(mktemp -d) || exit 1
trap 'rm -rf "$destdir"' EXIT

case $bindir in /*) ;; *) bindir=$prefix/$bindir ;; esac
case $datadir in /*) ;; *) datadir=$prefix/$datadir ;; esac
case $localedir in /*) ;; *) localedir=$prefix/$localedir ;; esac

if ! meson install -C "$build_dir" --destdir "$destdir" --no-rebuild >"$destdir.log" 2>&1; then
  cat "$destdir.log"; rm -f "$destdir.log"
  echo "FAIL: meson install into $destdir failed"
  exit 1
fi
rm -f "$destdir.log"

echo "installed files:"
(cd "$destdir" && find . -type f -o -type l | sort | sed 's|^\.|  |')

share=$destdir$datadir
for f in "$destdir$bindir/chess" \
         "$share/applications/$app_id.desktop" \
         "$share/metainfo/$app_id.metainfo.xml" \
         "$share/icons/hicolor/scalable/apps/$app_id.svg" \
         "$share/icons/hicolor/symbolic/apps/$app_id-symbolic.svg" \
         "$share/glib-2.0/schemas/$app_id.gschema.xml" \
         "$share/glib-2.0/schemas/$app_id.enums.xml" \
         "$destdir$localedir/el/LC_MESSAGES/chess.mo" \
         "$destdir$localedir/fa/LC_MESSAGES/chess.mo" \
         "$share/help/C/$app_id/index.page" \
         "$share/help/C/$app_id/legal.xml" \
         "$share/help/el/$app_id/index.page" \
         "$share/help/fa/$app_id/index.page"; do
  [ -f "$f" ] || fail "not installed: ${f#$destdir}"
done
[ -x "$destdir$bindir/chess" ] || fail "${bindir}/chess is not executable"

# Caches belong to the system they are installed on: none under a DESTDIR.
[ -e "$share/glib-2.0/schemas/gschemas.compiled" ] && fail "gschemas.compiled was written into the DESTDIR"
[ -e "$share/icons/hicolor/icon-theme.cache" ] && fail "icon-theme.cache was written into the DESTDIR"

if [ -f "$share/applications/$app_id.desktop" ]; then
  desktop-file-validate "$share/applications/$app_id.desktop" || fail "installed desktop file is not valid"
  for lang in el fa; do
    grep -q "^Name\[$lang\]=" "$share/applications/$app_id.desktop" ||
      fail "installed desktop file has no Name[$lang]"
  done
fi
if [ -f "$share/metainfo/$app_id.metainfo.xml" ]; then
  appstreamcli validate --no-net "$share/metainfo/$app_id.metainfo.xml" >/dev/null ||
    fail "installed metainfo is not valid"
fi
# The guide yelp opens for help:com.example.Chess, translated (not a copy).
for lang in el fa; do
  page="$share/help/$lang/$app_id/index.page"
  [ -f "$page" ] && cmp -s "$page" "$share/help/C/$app_id/index.page" && fail "the $lang guide is the untranslated one"
done
for lang in el fa; do
  mo="$destdir$localedir/$lang/LC_MESSAGES/chess.mo"
  [ -f "$mo" ] && ! msgunfmt "$mo" | grep -q '^msgid "Chess"' && fail "$lang chess.mo does not translate \"Chess\""
done

if [ "$failed" = 0 ] && [ "$wrapper" != "--no-run" ]; then
  schema_dir="$share/glib-2.0/schemas"
  glib-compile-schemas --strict "$schema_dir" || fail "the installed schema does not compile"
  if [ "$failed" = 0 ]; then
    "$wrapper" "$0" --run-installed "$destdir$bindir/chess" "$schema_dir" || failed=1
  fi
fi

[ "$failed" = 0 ] && echo "install test passed"
exit $failed
