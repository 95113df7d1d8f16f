#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""GUI scenario of the clipboard: Ctrl+C offers the game as PGN to other
programs (xclip reads it), and a game another program copied is pasted.
On the helpers of chess-gui-test.py and gnome-gui-test.py.

usage: chess-gui-clipboard.py CHESS_BINARY OUTDIR clipboard"""

import importlib.util
import os
import re
import shutil
import subprocess
import sys
import time

_here = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("gnome_gui_test", os.path.join(_here, "gnome-gui-test.py"))
gnome = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gnome)
gui = gnome.gui
Failure, App, run = gui.Failure, gui.App, gui.run
wait_label_with, LONE_ROOK = gnome.wait_label_with, gnome.LONE_ROOK


# ---- the clipboard ------------------------------------------------------

def clipboard(target):
    """What another program reads from the clipboard as `target`."""
    result = subprocess.run(["xclip", "-selection", "clipboard", "-o", "-t", target],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=10)
    if result.returncode != 0:
        raise Failure("xclip could not read %s from the clipboard: %s" % (target, result.stderr))
    return result.stdout


def put_on_clipboard(text):
    """Another program copies `text` (xclip serves it until the next copy)."""
    subprocess.run(["xclip", "-selection", "clipboard", "-i"], input=text, text=True, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=10)


def start_new_game(app, discard):
    """Ctrl+N, Start Game; Discard when the game on the board would be lost."""
    app.key("ctrl+n")
    gui.accessible_button("Start Game")
    time.sleep(0.3)
    since = app.mark()
    app.key("Return", window=gui.other_window(app) or app.wid)
    if discard:
        gui.press(gui.dialog_button("Discard"))
    app.wait_for(r"^POSITION " + re.escape(gui.START_FEN), 5, since, what="the new game")


AFTER_NF3 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
PGN_FROM_ELSEWHERE = """[Event "Pasted"]
[White "Anna"]
[Black "Boris"]

1. d4 d5 2. c4 *
"""
AFTER_C4 = "rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2"


def test_clipboard(binary, out):
    """Ctrl+C offers the game as PGN (text and application/vnd.chess-pgn)
    and the position as FEN (application/x-chess-fen); Shift+Ctrl+C the FEN
    as text; Ctrl+V takes back what was copied (the game, and the position
    through New Game), and a FEN or a PGN that another program copied."""
    gui.needs_atspi()
    if shutil.which("xclip") is None:
        print("SKIP: xclip is not installed")
        sys.exit(77)
    app = App(binary, out)
    try:
        app.start()
        app.play("e2", "e4", "e4")
        app.play("e7", "e5", "e5")
        app.play("g1", "f3", "Nf3")
        gui.expect_position(app, AFTER_NF3)

        app.key("ctrl+c")
        wait_label_with("Copied the game")
        targets = clipboard("TARGETS").split()
        for target in ("application/vnd.chess-pgn", "application/x-chess-fen", "text/plain;charset=utf-8"):
            if target not in targets:
                raise Failure("the clipboard offers %r, not %r" % (targets, target))
        pgn = clipboard("text/plain;charset=utf-8")
        if not re.search(r"^1\. e4 .*\be5 .*\b2\. Nf3 ", pgn, re.M) or not pgn.startswith("[Event "):
            raise Failure("the clipboard's text is not the game in PGN: %r" % pgn)
        if clipboard("application/vnd.chess-pgn") != pgn:
            raise Failure("application/vnd.chess-pgn differs from the text")
        if clipboard("application/x-chess-fen") != AFTER_NF3:
            raise Failure("the clipboard's FEN is %r" % clipboard("application/x-chess-fen"))

        # the game comes back from the clipboard into a new one
        start_new_game(app, discard=True)
        since = app.mark()
        app.key("ctrl+v")
        gui.expect_position(app, AFTER_NF3, since)

        # the position alone, as text
        app.key("ctrl+shift+c")
        wait_label_with("Copied the position")
        if clipboard("UTF8_STRING") != AFTER_NF3:
            raise Failure("Shift+Ctrl+C put %r on the clipboard" % clipboard("UTF8_STRING"))

        # ... and back: with the board at the start, Ctrl+V of that FEN
        # starts a new game from the position copied
        since = app.mark()
        app.key("Home")
        gui.expect_position(app, gui.START_FEN, since)
        app.key("ctrl+v")
        gui.accessible_button("Start Game")
        time.sleep(0.3)
        since = app.mark()
        app.key("Return", window=gui.other_window(app) or app.wid)
        gui.expect_position(app, AFTER_NF3, since)

        # a FEN from another program: New Game asks to start from it
        put_on_clipboard(LONE_ROOK + "\n")
        app.key("ctrl+v")
        gui.accessible_button("Start Game")
        time.sleep(0.3)
        since = app.mark()
        app.key("Return", window=gui.other_window(app) or app.wid)
        # (the game pasted before holds nothing that a new one would lose)
        gui.expect_position(app, LONE_ROOK, since)
        app.screenshot("pasted-fen")

        # a PGN from another program opens as the game
        put_on_clipboard(PGN_FROM_ELSEWHERE)
        since = app.mark()
        app.key("ctrl+v")
        gui.expect_position(app, AFTER_C4, since)
        wait_label_with("Anna")
        app.screenshot("pasted-pgn")
    finally:
        app.quit()


gui.SCENARIOS.clear()
gui.SCENARIOS["clipboard"] = test_clipboard

if __name__ == "__main__":
    sys.exit(gui.main())
