#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/think.sh — how long the computer at level 8 thinks for one move on
# the clock: games of level 8 against level 8 through tools/chess-match at
# 1+0, 3+2, 5+3 and 15+10, and from each move's [%clk] (the clock before
# the move, plus the increment, minus the clock after it) the median and
# the longest think of each time control, and how many games were lost on
# time.  The goal (issue 20): a few seconds a move at 5+3, never the 38 s
# seen before the engine's budget was capped.
#
#   bench/think.sh [BUILD_DIR] [GAMES]   (defaults: build-bench-think, 2)
#
# THINK_CONTROLS="300+3 900+10" runs only those time controls.
# Needs stockfish.  Takes about GAMES × 15 minutes.
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build-bench-think}
games=${2:-2}
case $build in /*) ;; *) build=$here/$build ;; esac
export LC_ALL=C

if [ ! -d "$build" ]; then
  meson setup "$build" "$here" --buildtype=release -Dgui=disabled >/dev/null
fi
ninja -C "$build" tools/match/chess-match >/dev/null
out=$build/think-bench
mkdir -p "$out"

echo "Level 8 thinking on the clock ($(date -u '+%Y-%m-%d %H:%M UTC'), $games games each, load $(cut -d' ' -f1 /proc/loadavg))"
echo
echo "| time control | moves | median think | longest think | lost on time |"
echo "| --- | --- | --- | --- | --- |"
for tc in ${THINK_CONTROLS:-60+0 180+2 300+3 900+10}; do
  rm -f "$out/$tc.pgn"
  "$build/tools/match/chess-match" --levels 8,8 --games "$games" --time-control "$tc" \
    --seed 2026 --pgn "$out/$tc.pgn" > "$out/$tc.txt"
  forfeits=$(grep -c ' time-forfeit' "$out/$tc.txt" || true)
  python3 - "$out/$tc.pgn" "$tc" "$forfeits" <<'PY'
import re, statistics, sys
path, tc, forfeits = sys.argv[1:4]
base, inc = (int(x) for x in tc.split("+"))
thinks = []
for game in open(path, encoding="utf-8").read().split("[Event ")[1:]:
    movetext = game.split("\n\n", 1)[1] if "\n\n" in game else ""
    clocks = [sum(float(p) * m for p, m in zip(c.split(":"), (3600, 60, 1)))
              for c in re.findall(r"\[%clk ([0-9:.]+)\]", movetext)]
    last = [float(base), float(base)]
    for ply, clock in enumerate(clocks):
        side = ply % 2
        thinks.append(max(0.0, last[side] + inc - clock))
        last[side] = clock
if thinks:
    print("| %s | %d | %.2f s | %.2f s | %s |" % (tc, len(thinks), statistics.median(thinks), max(thinks), forfeits))
else:
    print("| %s | 0 | – | – | %s |" % (tc, forfeits))
PY
done
