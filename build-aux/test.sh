#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# One command on a fresh Debian 12 machine: install what is missing (the
# packages, and the Persian and Greek locales the tests run under), build
# with -Werror, run every test (GUI tests under private Xvfb servers), again
# under AddressSanitizer + UndefinedBehaviorSanitizer, the threaded suites
# under ThreadSanitizer, run each fuzz target
# for FUZZ_SECONDS (default 10; some targets ask for more: fuzz/meson.build), and print "N passed, N failed".
set -eu
cd "$(dirname "$0")/.."
top=$PWD
build-aux/install-deps.sh
build-aux/ensure-locales.sh

jobs=$(nproc)
# Tests at twice as many at once as there are cores: a GUI test spends two
# thirds of its time waiting (for a window, an engine, AT-SPI), measured
# 13.6 s of CPU in 37.5 s for three of them.  The TSan stage, all CPU,
# keeps one per core.
test_jobs=$((jobs * 2))
started=$(date +%s)
# Seconds since the start, on each stage's line: where CI's time goes.
elapsed () { echo "$(( $(date +%s) - started )) s"; }
fuzz_seconds=${FUZZ_SECONDS:-10}
logs=""
status=0
# A build that fails hides its tests from the count; each one is named here
# and counted as a failure so the last line never reads clean after it.
failed_builds=$top/build-failures.txt
: > "$failed_builds"

setup () {   # setup DIR ARGS...
  dir=$1; shift
  if [ -f "$dir/build.ninja" ]; then
    meson setup --reconfigure "$dir" "$@" > "$dir.setup.log" 2>&1 || { cat "$dir.setup.log"; return 1; }
  else
    meson setup "$dir" "$@" > "$dir.setup.log" 2>&1 || { cat "$dir.setup.log"; return 1; }
  fi
}

run_suite () {   # run_suite DIR [meson test args]
  dir=$1; shift
  echo "== build $dir (at $(elapsed))"
  meson compile -C "$dir" || { echo "build $dir" >> "$failed_builds"; return 1; }
  echo "== test $dir (at $(elapsed))"
  meson test -C "$dir" --no-rebuild --print-errorlogs --num-processes "$test_jobs" "$@" || true
  logs="$logs $dir/meson-logs/testlog.json"
}

# 1. Normal build, warnings are errors.
setup build-test --werror --buildtype=debugoptimized -Dgui_tests=true \
  || echo "setup build-test" >> "$failed_builds"
run_suite build-test || status=1

# 2. The same tests under ASan + UBSan.
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:suppressions=$top/build-aux/asan.supp"
export LSAN_OPTIONS="suppressions=$top/build-aux/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
setup build-asan --werror --buildtype=debug -Db_sanitize=address,undefined -Db_lundef=false -Dgui_tests=true \
  || echo "setup build-asan" >> "$failed_builds"
run_suite build-asan --timeout-multiplier 4 || status=1
unset ASAN_OPTIONS LSAN_OPTIONS

# 3. The suites that run threads (game, engine, analysis, library, models,
# play, training) under
# ThreadSanitizer, GTK-free.  Debian's GLib is not built with TSan and its
# GMutex/GCond are futexes TSan cannot see, so GLib itself is built with
# TSan from Debian's source package (build-aux/build-tsan-glib.sh, cached
# in build-tsan/glib) and loaded instead of the system's for the tests only.
# The single-threaded core, notation and pgn suites stay out: they take
# minutes under TSan and find nothing; so do the tests of processes
# killed and racing (suite "processes": the library's faults, whose threads
# are test-library's, and the drafts' kill -9, whose are
# test-session-drafts'; 65 TSan processes started under load).
echo "== GLib with TSan (at $(elapsed))"
if tsan_glib=$(build-aux/build-tsan-glib.sh build-tsan/glib); then
  setup build-tsan/build --werror --buildtype=debug -Db_sanitize=thread -Db_lundef=false -Dgui=disabled \
    || echo "setup build-tsan" >> "$failed_builds"
  echo "== build build-tsan/build (at $(elapsed))"
  if meson compile -C build-tsan/build; then
    mkdir -p build-tsan/no-gio-modules
    echo "== test build-tsan/build (at $(elapsed))"
    # GIO modules of the system (gvfs, dconf) are built on the system's GLib.
    LD_LIBRARY_PATH=$tsan_glib GIO_MODULE_DIR=$top/build-tsan/no-gio-modules G_SLICE=always-malloc \
    TSAN_OPTIONS="halt_on_error=0:second_deadlock_stack=1:suppressions=$top/build-aux/tsan.supp" \
      meson test -C build-tsan/build --no-rebuild --print-errorlogs --num-processes "$jobs" \
        --timeout-multiplier 4 --suite game --suite engine --suite analysis --suite library \
        --suite models --suite play --suite training --no-suite processes || true
    logs="$logs build-tsan/build/meson-logs/testlog.json"
  else
    echo "build build-tsan/build" >> "$failed_builds"; status=1
  fi
else
  echo "build GLib with TSan (build-aux/build-tsan-glib.sh)" >> "$failed_builds"; status=1
fi

# 4. Fuzz targets (libFuzzer, clang), each for $fuzz_seconds.
echo "== fuzz (at $(elapsed))"
if [ "$fuzz_seconds" -gt 0 ]; then
  CC=clang setup build-fuzz --werror --buildtype=debugoptimized -Dfuzzing=true -Dgui=disabled \
    -Db_sanitize=address,undefined -Db_lundef=false || { echo "setup build-fuzz" >> "$failed_builds"; status=1; }
  if [ -f build-fuzz/build.ninja ]; then
    meson compile -C build-fuzz || { echo "build build-fuzz (clang)" >> "$failed_builds"; status=1; }
    build-aux/run-fuzzers.sh build-fuzz "$fuzz_seconds" || true
    logs="$logs build-fuzz/fuzz-results.json"
  fi
fi

echo "== count (at $(elapsed))"
# shellcheck disable=SC2086
python3 build-aux/count-results.py --failed-builds "$failed_builds" $logs || status=1
exit $status
