#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""GUI scenarios of the puzzle trainer, opened from the command line on
tests/training/puzzles.csv at a puzzle (chess --puzzles=FILE --puzzle=ID):
a mate in two solved by drags on the board turned to Black (PUZZLE
solved, its sound), a wrong move refused (PUZZLE failed, naming it, its
sound), a hint that marks
the right piece (MARK, and the square's colour), and the rating up after a
success and down after a failure (RATING), the next puzzle of the file
coming without a click.  And Learn from Your Mistakes in the main window
on a reviewed game: Stockfish checks White's missed mate, the trainer
opens on it, it is solved, and Source Game shows the game at it.  On the helpers of chess-gui-test.py.

usage: chess-gui-puzzles.py CHESS_BINARY OUTDIR SCENARIO"""

import importlib.util
import os
import re
import sys
import time

_spec = importlib.util.spec_from_file_location(
    "chess_gui_test", os.path.join(os.path.dirname(os.path.abspath(__file__)), "chess-gui-test.py"))
gui = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gui)

App, Failure, run = gui.App, gui.Failure, gui.run

PUZZLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "training", "puzzles.csv")
# t0002 after the opponent's 36. Kg2: Black mates by 36... Be4+ 37. f3 Rc2#.
T0002_TURN = "8/p6k/5R2/6p1/1PpP2Pp/2Pb3P/P4PK1/2r1r3 b - -"
T0002_AFTER_F3 = "8/p6k/5R2/6p1/1PpPb1Pp/2P2P1P/P5K1/2r1r3 b - -"
# t0003 after 33... h5: White mates by 34. g8=Q+ Kh6 35. Qxg6#.
T0003_TURN = "3b4/6Pk/6n1/p6p/1p1BQ3/1B1P4/PP5P/5K2 w - -"


def start_trainer(binary, out, puzzle):
    app = App(binary, out, args=["--puzzles=" + os.path.abspath(PUZZLES), "--puzzle=" + puzzle])
    app.wait_for(r"^READY$", 20, what="READY")
    found = run("xdotool", "search", "--sync", "--onlyvisible", "--name", "^Puzzles$", timeout=20)
    app.wid = found.split()[0]
    app.wait_for(r"^PUZZLE %s start$" % puzzle, 10, what="PUZZLE %s start" % puzzle)
    return app


def wait_turn(app, fen, since=0):
    """The board waits for the solver's move in this position."""
    app.wait_for(r"^POSITION %s" % re.escape(fen), 10, since, what="the solver's turn at %s" % fen)
    time.sleep(0.3)   # the opponent's move slides for about 150 ms
    app.update_geometry()


def test_puzzle_solve(binary, out):
    app = start_trainer(binary, out, "t0002")
    try:
        wait_turn(app, T0002_TURN)
        if not app.geometry[4]:
            raise Failure("the board is not turned to Black, the solver: %s" % app.events("BOARD ")[-1])
        app.screenshot("start")
        since = app.mark()
        app.drag("d3", "e4")
        wait_turn(app, T0002_AFTER_F3, since)
        # the solver's move and the reply sound as moves do in a game
        sounds = [l for l in app.events()[since:] if l.startswith("SOUND ")]
        if len(sounds) < 2 or any(l == "SOUND puzzle-failed" for l in sounds):
            raise Failure("the moves of the puzzle made no sounds, or the wrong ones: %s" % sounds)
        since = app.mark()
        app.drag("c1", "c2")
        app.wait_for(r"^PUZZLE t0002 solved$", 5, since, what="PUZZLE t0002 solved")
        if app.events("PUZZLE t0002 failed"):
            raise Failure("the solution counted as a failure: %s" % app.events("PUZZLE "))
        app.wait_for(r"^SOUND puzzle-solved$", 5, since, what="the puzzle-solved sound")
        # (The next puzzle follows 1.5 s later: the picture may show it.)
        app.screenshot("solved")
    finally:
        app.quit()


def test_puzzle_wrong(binary, out):
    app = start_trainer(binary, out, "t0002")
    try:
        wait_turn(app, T0002_TURN)
        since = app.mark()
        app.drag("h7", "g8")
        line = app.wait_for(r"^PUZZLE t0002 failed", 5, since, what="PUZZLE t0002 failed")
        if line != "PUZZLE t0002 failed h7g8":
            raise Failure("expected 'PUZZLE t0002 failed h7g8', got %r" % line)
        app.wait_for(r"^SOUND puzzle-failed$", 5, since, what="the puzzle-failed sound")
        # Refused: the king is back on h7 (the import's toast may cover
        # the eighth rank).
        shot = app.screenshot("refused")
        gui.expect_occupied(app, shot, "h7")
        app.expect_none(r"^PUZZLE t0002 solved", 0.5, since)
    finally:
        app.quit()


def green(hex_colour):
    r, g, b = (int(hex_colour[i:i + 2], 16) for i in (0, 2, 4))
    return g > r + 20 and g > b + 20


def test_puzzle_hint(binary, out):
    app = start_trainer(binary, out, "t0002")
    try:
        wait_turn(app, T0002_TURN)
        before = app.screenshot("before-hint")
        corner = app.centre("d3", 0.1, 0.1)
        if green(before.pixel(*corner)):
            raise Failure("d3 is green before the hint: %s" % before.pixel(*corner))
        since = app.mark()
        app.key("ctrl+h")
        line = app.wait_for(r"^MARK ", 5, since, what="MARK after the hint")
        if line != "MARK d3":
            raise Failure("the hint marks %r, not the bishop on d3" % line)
        after = app.screenshot("hint")
        if not green(after.pixel(*corner)):
            raise Failure("the bishop's square is not marked: %s" % after.pixel(*corner))
        other = app.centre("c1", 0.1, 0.1)
        if green(after.pixel(*other)):
            raise Failure("another square is marked too: c1 %s" % after.pixel(*other))
        if app.events("PUZZLE t0002 failed"):
            raise Failure("a hint counted as a failure")
    finally:
        app.quit()


def rating(line):
    return int(line.split()[1])


def test_puzzle_rating(binary, out):
    app = start_trainer(binary, out, "t0002")
    try:
        first = rating(app.events("RATING ")[-1])
        if first != 1500:
            raise Failure("a new solver starts at 1500, not %d" % first)
        wait_turn(app, T0002_TURN)
        since = app.mark()
        app.drag("d3", "e4")
        wait_turn(app, T0002_AFTER_F3, since)
        # the solver's move and the reply sound as moves do in a game
        sounds = [l for l in app.events()[since:] if l.startswith("SOUND ")]
        if len(sounds) < 2 or any(l == "SOUND puzzle-failed" for l in sounds):
            raise Failure("the moves of the puzzle made no sounds, or the wrong ones: %s" % sounds)
        since = app.mark()
        app.drag("c1", "c2")
        up = rating(app.wait_for(r"^RATING ", 5, since, what="RATING after a success"))
        if up <= first:
            raise Failure("the rating did not rise after a success: %d, then %d" % (first, up))
        # The next puzzle of the file comes by itself: t0003, White to move.
        since = app.mark()
        app.wait_for(r"^PUZZLE t0003 start$", 10, since, what="the next puzzle without a click")
        wait_turn(app, T0003_TURN, since)
        if app.geometry[4]:
            raise Failure("the board is not turned back to White for t0003")
        # a wrong move in the middle of the board: the import's toast sits
        # over the first rank for its 5 s, longer on a loaded machine (a
        # drag f1-e1 went to the toast, in CI and beside three other tests)
        since = app.mark()
        app.drag("e4", "e5")
        app.wait_for(r"^PUZZLE t0003 failed e4e5$", 5, since, what="PUZZLE t0003 failed e4e5")
        down = rating(app.wait_for(r"^RATING ", 5, since, what="RATING after a failure"))
        if down >= up:
            raise Failure("the rating did not fall after a failure: %d, then %d" % (up, down))
        app.screenshot("after-failure")
    finally:
        app.quit()


# White missed the scholar's mate (4. d3?? for 4. Qxf7#); reviewed.
SCHOLAR_REVIEWED = ('[White "Anna"]\n[Black "Bert"]\n[Result "*"]\n\n'
                    '1. e4 {[%eval 0.3]} e5 {[%eval 0.3]} 2. Qh5 {[%eval 0.0]} Nc6 {[%eval 0.1]} '
                    '3. Bc4 {[%eval -0.27]} Nf6 {[%eval #1]} 4. d3 {[%eval -9.5]} Nxh5 {[%eval -9.4]} *\n')
SCHOLAR_TURN = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq -"


def test_learn_from_mistakes(binary, out):
    gui.needs_atspi()
    path = os.path.join(out, "scholar.pgn")
    with open(path, "w") as f:
        f.write(SCHOLAR_REVIEWED)
    app = App(binary, out, args=[path])
    try:
        app.start()
        since = app.mark()
        gui.press(gui.accessible_button("Learn from Your Mistakes", timeout=10))
        # The trainer's window, on the puzzle Stockfish made of 4. d3??.
        app.wait_for(r"^READY$", 20, since, what="the trainer's READY")
        line = app.wait_for(r"^PUZZLE m\w{9} start$", 60, since, what="the puzzle of the mistake")
        found = run("xdotool", "search", "--sync", "--onlyvisible", "--name", "^Puzzles$", timeout=20)
        app.wid = found.split()[0]
        puzzle = line.split()[1]
        wait_turn(app, SCHOLAR_TURN, since)
        since = app.mark()
        app.drag("h5", "f7")
        app.wait_for(r"^PUZZLE %s solved$" % puzzle, 5, since, what="the mate found")
        app.screenshot("solved")
        # Source Game: the main window shows the game at the puzzle's position.
        since = app.mark()
        gui.press(gui.accessible_button("Source Game"))
        app.wait_for(r"^POSITION %s" % re.escape(SCHOLAR_TURN), 10, since, what="the source game at the puzzle")
    finally:
        app.quit()


SCENARIOS = {
    "learn-from-mistakes": test_learn_from_mistakes,
    "puzzle-solve": test_puzzle_solve,
    "puzzle-wrong": test_puzzle_wrong,
    "puzzle-hint": test_puzzle_hint,
    "puzzle-rating": test_puzzle_rating,
}

gui.SCENARIOS.clear()
gui.SCENARIOS.update(SCENARIOS)

if __name__ == "__main__":
    sys.exit(gui.main())
