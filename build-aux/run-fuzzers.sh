#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# run-fuzzers.sh BUILDDIR SECONDS: runs every fuzz target of BUILDDIR (the
# meson tests of suite "fuzz", declared in fuzz/meson.build) for SECONDS each,
# two at a time, prints each target's coverage line (edges instrumented,
# coverage after the seeds and at the end; see fuzz/run-target.sh) and leaves
# meson's result lines in BUILDDIR/fuzz-results.json.
set -u
build=$1; seconds=$2
out="$build/fuzz-results.json"
: > "$out"

# The tests' timeout is 240 s for 60 s of fuzzing; stretch it for longer runs.
multiplier=$(( (seconds + 180 + 239) / 240 ))
FUZZ_SECONDS=$seconds meson test -C "$build" --no-rebuild --suite fuzz --num-processes 2 \
  --timeout-multiplier "$multiplier" --print-errorlogs
status=$?

echo "== fuzz coverage ($seconds s per target)"
found=0
for summary in "$build"/fuzz/work/*/summary; do
  [ -f "$summary" ] || continue
  cat "$summary"
  found=1
done
if [ -f "$build/meson-logs/testlog.json" ] && [ "$found" = 1 ]; then
  cp "$build/meson-logs/testlog.json" "$out"
else
  echo "no fuzz targets ran"
  echo '{"name": "fuzz-targets-built", "result": "FAIL"}' > "$out"
  exit 1
fi
exit $status
