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
# Tests at three times as many at once as there are cores: a GUI test
# spends two thirds of its time waiting (for a window, an engine, AT-SPI),
# measured 13.6 s of CPU in 37.5 s for three of them, so about three of
# them fill a core; the builds in the background, at the lowest priority,
# take what is left.  The TSan stage runs twice as many as there are cores:
# its engine tests mostly wait for engines that are slow or silent on
# purpose.
test_jobs=$((jobs * 3))
started=$(date +%s)
# Seconds since the start, on each stage's line: where CI's time goes.
elapsed () { echo "$(( $(date +%s) - started )) s"; }
fuzz_seconds=${FUZZ_SECONDS:-5}
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

# A build in the background while the stage before it tests: the GUI
# tests spend most of their time waiting, so the cores would idle.  Its
# output goes to DIR.compile.log (shown if it fails), its status to
# DIR.compile.status.
build_in_background () {   # build_in_background DIR; its pid in $background
  ( if nice -n 19 meson compile -C "$1" > "$1.compile.log" 2>&1; then echo 0; else echo 1; fi > "$1.compile.status" ) &
  background=$!
}

# Waits for DIR's background build ($1, pid $2); true if it built.
built () {   # built DIR PID
  wait "$2" || true
  if [ "$(cat "$1.compile.status" 2>/dev/null)" != 0 ]; then
    tail -n 60 "$1.compile.log"
    echo "build $1" >> "$failed_builds"
    return 1
  fi
}

run_tests () {   # run_tests DIR [meson test args]
  dir=$1; shift
  echo "== test $dir (at $(elapsed))"
  meson test -C "$dir" --no-rebuild --print-errorlogs --num-processes "$test_jobs" "$@" || true
  logs="$logs $dir/meson-logs/testlog.json"
}

rm -f build-asan.compile.status build-tsan.ready build-tsan.prepare.status build-fuzz.compile.status
background=

# 1. Normal build, warnings are errors.
setup build-test --werror --buildtype=debugoptimized -Dgui_tests=true \
  || echo "setup build-test" >> "$failed_builds"
echo "== build build-test (at $(elapsed))"
if meson compile -C build-test; then
  normal_built=1
else
  echo "build build-test" >> "$failed_builds"; status=1; normal_built=0
fi

# 2's build starts now, while 1's tests run.
setup build-asan --werror -Doptimization=1 -Ddebug=true -Db_sanitize=address,undefined -Db_lundef=false -Dgui_tests=true \
  || echo "setup build-asan" >> "$failed_builds"
echo "== build build-asan, in the background (at $(elapsed))"
build_in_background build-asan
asan_build=$background
[ "$normal_built" = 1 ] && run_tests build-test

# 3. The suites that run threads (game, engine, analysis, library, models,
# play, training) under ThreadSanitizer, GTK-free.  Debian's GLib is not
# built with TSan and its GMutex/GCond are futexes TSan cannot see, so GLib
# itself is built with TSan from Debian's source package
# (build-aux/build-tsan-glib.sh, cached in build-tsan/glib) and loaded
# instead of the system's for the tests only.  The single-threaded core,
# notation and pgn suites stay out: they take minutes under TSan and find
# nothing; so do the tests of processes killed and racing (suite
# "processes": the library's faults, whose threads are test-library's, and
# the drafts' kill -9, whose are test-session-drafts'; 65 TSan processes
# started under load), and suite "one-thread" (tests of code that starts
# no thread, in the threaded rooms).
# 4. Fuzz targets (libFuzzer, clang), each for $fuzz_seconds.
# Their builds (GLib with TSan, our TSan tree, the clang fuzz tree) run in
# the background while 2's tests run; build-tsan.ready holds GLib's library
# folder once all of TSan's part is built.
tsan_suites="--suite game --suite engine --suite analysis --suite library --suite models --suite play --suite training --no-suite processes --no-suite one-thread"
prepare_tsan () {
  tsan_glib=$(nice -n 19 build-aux/build-tsan-glib.sh build-tsan/glib) || { echo "build GLib with TSan (build-aux/build-tsan-glib.sh)"; return 1; }
  setup build-tsan/build --werror -Doptimization=1 -Ddebug=true -Db_sanitize=thread -Db_lundef=false -Dgui=disabled \
    || { echo "setup build-tsan"; return 1; }
  # Only what its suites run (build-aux/test-targets.py): not the tests of
  # the suites it leaves out, nor the benchmarks.
  # shellcheck disable=SC2086 # the suites' options are words
  targets=$(python3 build-aux/test-targets.py build-tsan/build $tsan_suites) \
    || { echo "the targets of build-tsan/build's suites"; return 1; }
  # shellcheck disable=SC2086 # the targets are words
  nice -n 19 ninja -C build-tsan/build $targets > build-tsan.compile.log 2>&1 || { tail -n 60 build-tsan.compile.log; echo "build build-tsan/build"; return 1; }
  echo "$tsan_glib" > build-tsan.ready
}
prepare_fuzz () {
  CC=clang setup build-fuzz --werror --buildtype=debugoptimized -Dfuzzing=true -Dgui=disabled \
    -Db_sanitize=address,undefined -Db_lundef=false || { echo "setup build-fuzz"; return 1; }
  # The fuzz targets alone (14 of the tree's 166): each compiles the code
  # it fuzzes into itself, and the rest of the tree (libraries, tests,
  # benchmarks) cost this stage more time than the fuzzing.
  targets=$(meson introspect build-fuzz --targets | python3 -c 'import json, sys
print(" ".join(t["name"] for t in json.load(sys.stdin) if t["type"] == "executable" and "/fuzz/" in t["defined_in"]))') \
    || { echo "the fuzz targets of build-fuzz"; return 1; }
  # shellcheck disable=SC2086 # the targets are words
  nice -n 19 meson compile -C build-fuzz $targets > build-fuzz.compile.log 2>&1 || { tail -n 60 build-fuzz.compile.log; echo "build build-fuzz (clang)"; return 1; }
}

# Both in one background job, one after the other (each alone takes both
# cores); every failure is caught, so the job always ends.  Background
# builds run at the lowest priority: the tests they overlap come first,
# and the builds take the time the tests spend waiting.  TSan's status
# is written as soon as its part ends, so its tests need not wait for
# the fuzz build.
prepare_in_background () {
  mkdir -p build-tsan
  ( if prepare_tsan > build-tsan.prepare.log 2>&1; then echo 0; else echo 1; fi > build-tsan.prepare.status
    if [ "$fuzz_seconds" -gt 0 ]; then
      if prepare_fuzz > build-fuzz.prepare.log 2>&1; then echo 0; else echo 1; fi > build-fuzz.compile.status
    fi ) &
  background=$!
}

# 2. The same tests under ASan + UBSan.  Both sanitizer trees build at
# -O1, as ASan's and TSan's authors advise: -O0 made the CPU-bound tests
# 1.7-3.8 times slower (test-pgn-games, test-perft) for no report -O1 hides.
if built build-asan "$asan_build"; then
  echo "== GLib with TSan, the TSan and fuzz builds, in the background (at $(elapsed))"
  prepare_in_background
  export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:suppressions=$top/build-aux/asan.supp"
  export LSAN_OPTIONS="suppressions=$top/build-aux/lsan.supp:print_suppressions=0"
  export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
  run_tests build-asan --timeout-multiplier 4
  unset ASAN_OPTIONS LSAN_OPTIONS
else
  status=1
  prepare_in_background
fi
# TSan's part only; the fuzz build goes on beside the TSan tests.
while [ ! -s build-tsan.prepare.status ] && kill -0 "$background" 2>/dev/null; do sleep 2; done

echo "== test build-tsan/build (at $(elapsed))"
if [ -f build-tsan.ready ]; then
  tsan_glib=$(cat build-tsan.ready)
  mkdir -p build-tsan/no-gio-modules
  # GIO modules of the system (gvfs, dconf) are built on the system's GLib.
  # shellcheck disable=SC2086 # the suites' options are words
  LD_LIBRARY_PATH=$tsan_glib GIO_MODULE_DIR=$top/build-tsan/no-gio-modules G_SLICE=always-malloc \
  TSAN_OPTIONS="halt_on_error=0:second_deadlock_stack=1:suppressions=$top/build-aux/tsan.supp" \
    meson test -C build-tsan/build --no-rebuild --print-errorlogs --num-processes "$((jobs * 2))" \
      --timeout-multiplier 4 $tsan_suites || true
  logs="$logs build-tsan/build/meson-logs/testlog.json"
else
  cat build-tsan.prepare.log
  tail -n 1 build-tsan.prepare.log >> "$failed_builds"; status=1
fi

echo "== fuzz (at $(elapsed))"
wait "$background" || true
if [ "$fuzz_seconds" -gt 0 ]; then
  if [ "$(cat build-fuzz.compile.status 2>/dev/null)" = 0 ]; then
    build-aux/run-fuzzers.sh build-fuzz "$fuzz_seconds" || true
    logs="$logs build-fuzz/fuzz-results.json"
  else
    cat build-fuzz.prepare.log 2>/dev/null
    tail -n 1 build-fuzz.prepare.log >> "$failed_builds" 2>/dev/null || echo "build build-fuzz (clang)" >> "$failed_builds"
    status=1
  fi
fi

echo "== count (at $(elapsed))"
# shellcheck disable=SC2086
python3 build-aux/count-results.py --failed-builds "$failed_builds" $logs || status=1
exit $status
