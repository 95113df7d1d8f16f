#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# run-target.sh NAME EXE WORKDIR [--dict FILE] [--prefix HEX] [--seconds N] -- SEEDSPEC...
#
# Runs one libFuzzer target for $FUZZ_SECONDS (default 60), or at least N
# seconds with --seconds (a target that must be able to find a known bug
# again gets the time that takes, however short the run): builds its seed
# corpus from the test data (make-seeds.py), fuzzes with WORKDIR/corpus as
# the growing corpus, and prints one line that shows whether the fuzzer
# sees the code under test:
#
#   fuzz-fen: 2210 edges instrumented; coverage 905 after the seeds, 1164 at the end (+259); 4.1M runs; corpus 61 -> 343 inputs
#
# "edges instrumented" counts the coverage counters libFuzzer found in the
# binary: if the code under test were linked from an uninstrumented library,
# only the harness would count and the number would be small.  The full
# libFuzzer log is WORKDIR/fuzz.log (build-fuzz/fuzz/work/NAME); crashes are saved as WORKDIR/crash-*.
# The exit status is 1 when libFuzzer found a crash, leak or timeout.
set -eu
name=$1; exe=$2; work=$3; shift 3
here=$(cd "$(dirname "$0")" && pwd)
dict=""; prefix=""; at_least=0
while [ $# -gt 0 ]; do
  case $1 in
    --dict) dict=$2; shift 2 ;;
    --prefix) prefix=$2; shift 2 ;;
    --seconds) at_least=$2; shift 2 ;;
    --) shift; break ;;
    *) echo "run-target.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
seconds=${FUZZ_SECONDS:-60}
[ "$seconds" -ge "$at_least" ] || seconds=$at_least

mkdir -p "$work/corpus"
rm -rf "$work/seeds"
python3 "$here/make-seeds.py" "$work/seeds" ${prefix:+--prefix "$prefix"} "$@"
n_seeds=$(find "$work/seeds" -type f | wc -l)

log="$work/fuzz.log"
status=0
"$exe" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
  ${dict:+-dict="$dict"} -artifact_prefix="$work/" "$work/corpus" "$work/seeds" > "$log" 2>&1 || status=$?

# libFuzzer's lines: "INFO: Loaded 1 modules   (2210 inline 8-bit counters): …",
# "#61 INITED cov: 905 ft: …" and "#4100000 DONE cov: 1164 ft: …".
edges=$(sed -n 's/.*(\([0-9][0-9]*\) inline 8-bit counters).*/\1/p' "$log" | head -n 1)
start=$(sed -n 's/^#[0-9]*[[:space:]]*INITED.* cov: \([0-9][0-9]*\).*/\1/p' "$log" | head -n 1)
end=$(sed -n 's/^#[0-9]*[[:space:]]*DONE.* cov: \([0-9][0-9]*\).*/\1/p' "$log" | tail -n 1)
[ -n "$end" ] || end=$(sed -n 's/^#[0-9]*[[:space:]].* cov: \([0-9][0-9]*\).*/\1/p' "$log" | tail -n 1)
runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
corpus=$(find "$work/corpus" -type f | wc -l)
summary="$name: ${edges:-?} edges instrumented; coverage ${start:-?} after the seeds, ${end:-?} at the end"
if [ -n "$start" ] && [ -n "$end" ]; then
  summary="$summary (+$((end - start)))"
fi
summary="$summary; ${runs:-?} runs; $n_seeds seeds, $corpus new inputs kept"
echo "$summary" | tee "$work/summary"

if [ "$status" -ne 0 ]; then
  echo "$name: libFuzzer exited with status $status; end of $log:" >&2
  tail -n 40 "$log" >&2
  exit 1  # libFuzzer's own code (77) would read as "skipped" to meson
fi
exit 0
