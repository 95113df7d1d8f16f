#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The board's own scenarios, driven like a person (chess-gui-test.py's
helpers): a move by drag and by clicks, an illegal drop, promotion,
castling and en passant, save and open, take-back, navigation and a broken
file.

usage: chess-gui-board.py CHESS_BINARY OUTDIR SCENARIO"""

import importlib.util
import os
import re
import sys
import time

_spec = importlib.util.spec_from_file_location(
    "chess_gui_test", os.path.join(os.path.dirname(os.path.abspath(__file__)), "chess-gui-test.py"))
gui = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gui)

App, Failure = gui.App, gui.Failure


def test_drag(binary, out):
    app = App(binary, out)
    try:
        app.start()
        gui.expect_position(app, gui.START_FEN)
        before = app.screenshot("start")
        gui.expect_occupied(app, before, "e2")
        gui.expect_empty(app, before, "e4")
        line = app.play("e2", "e4", "e4")
        if line != "MOVE e2e4 e4":
            raise Failure("expected 'MOVE e2e4 e4', got %r" % line)
        gui.expect_position(app, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq")
        after = app.screenshot("after-drag")
        gui.expect_occupied(app, after, "e4")
        gui.expect_empty(app, after, "e2")
        if gui.brightness(after.pixel(*app.centre("e4", 0.5, 0.55))) < 150:
            raise Failure("the piece on e4 is not white: %s" % after.pixel(*app.centre("e4", 0.5, 0.55)))
    finally:
        app.quit()


def test_click(binary, out):
    app = App(binary, out)
    try:
        app.start()
        since = app.mark()
        app.click("g1")
        time.sleep(0.25)
        app.click("f3")
        line = app.wait_for(r"^MOVE ", 5, since, what="MOVE after click-click")
        if line != "MOVE g1f3 Nf3":
            raise Failure("expected 'MOVE g1f3 Nf3', got %r" % line)
        shot = app.screenshot("after-click")
        gui.expect_occupied(app, shot, "f3")
        gui.expect_empty(app, shot, "g1")
    finally:
        app.quit()


def test_illegal(binary, out):
    app = App(binary, out)
    try:
        app.start()
        since = app.mark()
        app.drag("e2", "e5")       # a pawn cannot go three squares
        app.expect_none(r"^MOVE ", 1.0, since)
        if gui.last_position(app) != gui.START_FEN:
            raise Failure("position changed after an illegal drop: %s" % gui.last_position(app))
        shot = app.screenshot("after-illegal")
        gui.expect_occupied(app, shot, "e2")
        gui.expect_empty(app, shot, "e5")
        app.play("d2", "d4", "d4")   # and the board still takes a legal move
        shot = app.screenshot("after-legal")
        gui.expect_occupied(app, shot, "d4")
        gui.expect_empty(app, shot, "d2")
    finally:
        app.quit()


def test_promotion(binary, out):
    app = App(binary, out, ["--fen", "k7/4P3/8/8/8/8/8/4K3 w - - 0 1"])
    try:
        app.start()
        since = app.mark()
        app.drag("e7", "e8")
        app.wait_for(r"^PROMOTION$", 5, since, what="PROMOTION (the chooser)")
        time.sleep(0.3)
        app.screenshot("chooser")
        app.key("n")
        line = app.wait_for(r"^MOVE ", 5, since, what="MOVE after choosing the knight")
        if line != "MOVE e7e8n e8=N":
            raise Failure("expected 'MOVE e7e8n e8=N', got %r" % line)
        gui.expect_position(app, "k3N3/8/8/8/8/8/8/4K3 b", since)
        shot = app.screenshot("after-promotion")
        gui.expect_occupied(app, shot, "e8")
        gui.expect_empty(app, shot, "e7")
    finally:
        app.quit()


def test_castling(binary, out):
    app = App(binary, out, ["--fen", "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1"])
    try:
        app.start()
        line = app.play("e1", "g1", "O-O")
        if line != "MOVE e1g1 O-O":
            raise Failure("expected 'MOVE e1g1 O-O', got %r" % line)
        gui.expect_position(app, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 b kq")
        shot = app.screenshot("after-castling")
        gui.expect_occupied(app, shot, "g1")
        gui.expect_occupied(app, shot, "f1")
        gui.expect_empty(app, shot, "e1")
        gui.expect_empty(app, shot, "h1")
    finally:
        app.quit()


def test_en_passant(binary, out):
    app = App(binary, out)
    try:
        app.start()
        app.play("e2", "e4", "e4")
        app.play("a7", "a6", "a6")
        app.play("e4", "e5", "e5")
        app.play("d7", "d5", "d5")
        before = app.screenshot("before-en-passant")
        gui.expect_occupied(app, before, "d5")
        line = app.play("e5", "d6", "exd6")
        if line != "MOVE e5d6 exd6":
            raise Failure("expected 'MOVE e5d6 exd6', got %r" % line)
        gui.expect_position(app, "rnbqkbnr/1pp1pppp/p2P4/8/8/8/PPPP1PPP/RNBQKBNR b KQkq")
        shot = app.screenshot("after-en-passant")
        gui.expect_occupied(app, shot, "d6")
        gui.expect_empty(app, shot, "d5")
        gui.expect_empty(app, shot, "e5")
    finally:
        app.quit()


def test_save_open(binary, out):
    path = os.path.join(out, "saved-game.pgn")
    if os.path.exists(path):
        os.unlink(path)
    app = App(binary, out, ["--time-control=600+5"])
    try:
        app.start()
        app.play("e2", "e4", "e4")
        app.play("e7", "e5", "e5")
        saved_fen = gui.last_position(app)
        app.key("ctrl+s")
        chooser = gui.run("xdotool", "search", "--sync", "--onlyvisible", "--name", "^Save Game$", timeout=10).split()[0]
        time.sleep(0.4)
        app.key("ctrl+a", window=chooser)
        app.type_text(path)
        app.key("Return", window=chooser)
        deadline = time.monotonic() + 5
        while not os.path.exists(path) and time.monotonic() < deadline:
            time.sleep(0.05)
        if not os.path.exists(path):
            raise Failure("the game was not saved to %s" % path)
        time.sleep(0.2)
        text = open(path).read()
        if not re.search(r"1\.\s*e4\s.*\be5\b", text, re.S):
            raise Failure("the saved file does not hold 1. e4 e5:\n" + text)
        if "[TimeControl \"600+5\"]" not in text:
            raise Failure("the saved file lacks the time control:\n" + text)

        app.play("g1", "f3", "Nf3")      # a change that is not saved
        since = app.mark()
        app.key("ctrl+o")
        chooser = gui.run("xdotool", "search", "--sync", "--onlyvisible", "--name", "^Open Game$", timeout=10).split()[0]
        time.sleep(0.4)
        app.type_text(path)
        app.key("Return", window=chooser)
        # the unsaved Nf3 is not dropped silently: Save / Discard / Cancel
        time.sleep(0.8)
        if any(l.startswith("POSITION ") for l in app.events()[since:]):
            raise Failure("the file was opened over unsaved changes without asking")
        app.key("alt+d")                 # _Discard
        gui.expect_position(app, saved_fen, since)
        shot = app.screenshot("after-open")
        gui.expect_occupied(app, shot, "e5")
        gui.expect_occupied(app, shot, "g1")
        gui.expect_empty(app, shot, "f3")
    finally:
        app.quit()


def test_takeback(binary, out):
    app = App(binary, out)
    try:
        app.start()
        app.play("e2", "e4", "e4")
        since = app.mark()
        app.key("ctrl+z")
        gui.expect_position(app, gui.START_FEN, since)
        shot = app.screenshot("after-takeback")
        gui.expect_occupied(app, shot, "e2")
        gui.expect_empty(app, shot, "e4")
    finally:
        app.quit()


def test_navigation(binary, out):
    app = App(binary, out)
    try:
        app.start()
        app.play("e2", "e4", "e4")
        app.play("e7", "e5", "e5")
        since = app.mark()
        app.key("Left")
        gui.expect_position(app, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq", since)
        shot = app.screenshot("after-left")
        gui.expect_occupied(app, shot, "e7")
        gui.expect_empty(app, shot, "e5")
        since = app.mark()
        app.key("Home")
        gui.expect_position(app, gui.START_FEN, since)
        since = app.mark()
        app.key("End")
        gui.expect_position(app, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq", since)
    finally:
        app.quit()


def test_broken_file(binary, out):
    """A partly broken file opens up to the problem and says where it is."""
    path = os.path.join(out, "broken.pgn")
    with open(path, "w") as f:
        f.write('[Event "Broken"]\n[White "A"]\n[Black "B"]\n[Result "*"]\n\n'
                '1. e4 e5 2. Nf3 Nc6 3. Bb5 Qxz9 4. O-O *\n')
    app = App(binary, out, [path])
    try:
        app.start()
        gui.expect_position(app, "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq")
        first_board = gui.parse_layout(app.events("LAYOUT ")[0])["board"]
        # the problems bar says what and where, beside the board
        gui.needs_atspi()
        gui.expect_banner(app, "what could be read is shown", first_board)
        if gui.find_accessibles(lambda n: n.getRoleName() == "label" and "Qxz9" in (n.name or "")) is None:
            raise Failure("the problems bar does not name the bad move Qxz9")
        shot = app.screenshot("broken-file")
        gui.expect_occupied(app, shot, "b5")
        gui.expect_empty(app, shot, "f1")
    finally:
        app.quit()


SCENARIOS = {
    "drag": test_drag,
    "click": test_click,
    "illegal": test_illegal,
    "promotion": test_promotion,
    "castling": test_castling,
    "en-passant": test_en_passant,
    "save-open": test_save_open,
    "takeback": test_takeback,
    "navigation": test_navigation,
    "broken-file": test_broken_file,
}


gui.SCENARIOS.clear()
gui.SCENARIOS.update(SCENARIOS)

if __name__ == "__main__":
    sys.exit(gui.main())
