#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""review-compare.py MODE ... — helpers of bench/review.sh.

  select IN.pgn OUT-ANALYSED.pgn OUT-BARE.pgn
      the games of IN that carry [%eval] on their moves: as they are (with
      lichess's marks), and bare (tags and main-line moves only) for review
  cut BARE.pgn PLIES OUT.pgn
      the first game with at least PLIES plies, cut to PLIES plies
  compare LICHESS.pgn OURS.pgn
      lichess's judgements (?!, ?, ?? after a move) against ours ($6, $2,
      $4) move by move on the main lines; prints the counts and the two
      figures the issue asks for
"""
import re
import sys

GAME = re.compile(r"(?:\A|\n\s*\n)(?=\[)")
SAN = re.compile(r"^[KQRBNOa-h][^\s]*$")


def games(path):
    text = open(path, encoding="utf-8").read()
    return [g.strip() + "\n" for g in GAME.split(text) if g.strip()]


def split_game(game):
    tags, _, movetext = game.partition("\n\n")
    return tags, movetext


def main_line(movetext):
    """(san, mark) of each main-line move; mark is '', '?!', '?' or '??'."""
    moves = []
    depth = 0
    i = 0
    tokens = re.findall(r"\{[^}]*\}|\(|\)|\$\d+|[^\s(){}]+", movetext)
    for tok in tokens:
        if tok == "(":
            depth += 1
        elif tok == ")":
            depth -= 1
        elif depth > 0 or tok.startswith("{"):
            continue
        elif tok.startswith("$"):
            nag = {"$6": "?!", "$2": "?", "$4": "??"}.get(tok)
            if nag and moves:
                moves[-1] = (moves[-1][0], nag)
        else:
            tok = re.sub(r"^\d+\.(\.\.)?", "", tok)
            if not tok or tok in ("1-0", "0-1", "1/2-1/2", "*"):
                continue
            m = re.match(r"^(.*?)(\?\?|\?!|!\?|\?|!!|!)?$", tok)
            san, suffix = m.group(1), m.group(2) or ""
            if SAN.match(san):
                moves.append((san, suffix if suffix in ("?!", "?", "??") else ""))
    return moves


def select(src, analysed, bare):
    with open(analysed, "w", encoding="utf-8") as a, open(bare, "w", encoding="utf-8") as b:
        for game in games(src):
            if "%eval" not in game:
                continue
            tags, movetext = split_game(game)
            a.write(game + "\n")
            result = movetext.split()[-1]
            moves = " ".join(san for san, _ in main_line(movetext))
            b.write(tags + "\n\n" + moves + " " + result + "\n\n")


def cut(bare, plies, out):
    plies = int(plies)
    for game in games(bare):
        tags, movetext = split_game(game)
        moves = [san for san, _ in main_line(movetext)]
        if len(moves) >= plies:
            with open(out, "w", encoding="utf-8") as f:
                f.write(tags + "\n\n" + " ".join(moves[:plies]) + " *\n")
            return
    sys.exit("no game with %d plies" % plies)


def compare(theirs_path, ours_path):
    theirs, ours = games(theirs_path), games(ours_path)
    if len(theirs) != len(ours):
        sys.exit("%d games against %d" % (len(theirs), len(ours)))
    kinds = ["", "?!", "?", "??"]
    table = {(t, o): 0 for t in kinds for o in kinds}
    plies = 0
    for g_theirs, g_ours in zip(theirs, ours):
        a, b = main_line(split_game(g_theirs)[1]), main_line(split_game(g_ours)[1])
        if [s for s, _ in a] != [s for s, _ in b]:
            sys.exit("the games differ: %s" % split_game(g_theirs)[0].splitlines()[:3])
        for (_, t), (_, o) in zip(a, b):
            table[(t, o)] += 1
            plies += 1
    print("lichess \\ ours      none    ?!     ?    ??")
    for t in kinds:
        print("%-16s %7d %5d %5d %5d" % (t or "none", *(table[(t, o)] for o in kinds)))
    blunders = sum(table[("??", o)] for o in kinds)
    caught = table[("??", "?")] + table[("??", "??")]
    ours_blunders = sum(table[(t, "??")] for t in kinds)
    unfounded = table[("", "??")]
    print("games %d, plies %d" % (len(theirs), plies))
    print("lichess blunders marked blunder or mistake by us: %d of %d = %.1f %%"
          % (caught, blunders, 100.0 * caught / max(blunders, 1)))
    print("our blunders where lichess saw no fault: %d of our %d (%.1f %%)"
          % (unfounded, ours_blunders, 100.0 * unfounded / max(ours_blunders, 1)))


if __name__ == "__main__":
    mode, args = sys.argv[1], sys.argv[2:]
    {"select": select, "cut": cut, "compare": compare}[mode](*args)
