#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# run-fuzzers.sh BUILDDIR SECONDS: runs every fuzz-* executable of BUILDDIR/fuzz
# for SECONDS (two at a time), seeded from the shared test data, and writes
# meson-style result lines to BUILDDIR/fuzz-results.json.
set -u
build=$1; seconds=$2
top=$(cd "$(dirname "$0")/.." && pwd)
data=${CHESS_TESTDATA:-$top/../shared/testdata}
out="$build/fuzz-results.json"
: > "$out"
seeds () {   # a private, writable corpus folder per target (shared/ is read-only)
  name=$1; dir="$build/fuzz-corpus/$name"; mkdir -p "$dir"
  case $name in
    fuzz-fen) cp "$data"/fen/chessops-fuzz-corpus/* "$dir"/ 2>/dev/null ;;
    fuzz-san) cp "$data"/san/chessops-fuzz-corpus/* "$dir"/ 2>/dev/null ;;
    fuzz-pgn) find "$data/pgn-edge" -name '*.pgn' -size -64k -exec cp {} "$dir"/ \; 2>/dev/null ;;
  esac
  echo "$dir"
}
run_one () {
  exe=$1; name=$(basename "$exe")
  corpus=$(seeds "$name")
  if "$exe" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
       -artifact_prefix="$build/fuzz-corpus/$name-" "$corpus" > "$build/$name.log" 2>&1; then
    result=OK
  else
    result=FAIL
    echo "fuzz target $name failed; tail of $build/$name.log:" >&2
    tail -n 40 "$build/$name.log" >&2
  fi
  echo "{\"name\": \"$name\", \"result\": \"$result\"}" >> "$out"
  echo "fuzz $name: $result ($(grep -E 'stat::number_of_executed_units' "$build/$name.log" | awk '{print $2}') runs)"
}
targets=$(find "$build/fuzz" -type f -name 'fuzz-*' -perm -u+x 2>/dev/null | sort)
[ -n "$targets" ] || { echo "no fuzz targets built"; echo '{"name": "fuzz-targets-built", "result": "FAIL"}' >> "$out"; exit 1; }
set -- $targets
while [ $# -gt 0 ]; do
  run_one "$1" & p1=$!
  shift
  if [ $# -gt 0 ]; then run_one "$1" & p2=$!; shift; else p2=""; fi
  wait $p1; [ -n "$p2" ] && wait $p2
done
exit 0
