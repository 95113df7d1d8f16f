#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""GUI scenarios of what follows a game and who may analyse it, on the
helpers of chess-gui-test.py (issue 20):

  result-rematch    a game against the computer resigned: the banner offers
                    Rematch, New Game, Review and Analyse; Rematch starts
                    the same opponent with the colours swapped (the engine
                    plays White's first move, the person's pieces at the
                    bottom)
  result-file-game  a finished game from a file: the banner offers Review
                    and Analyse only; Analyse turns the analysis on and its
                    button goes
  paste-analyse     an unfinished game pasted (no clock): Ctrl+Shift+A
                    analyses it and Ctrl+Shift+R asks for a review; in a
                    game on the clock Ctrl+Shift+A says why not in a toast,
                    and the greyed analysis button's tooltip says the same
  file-orientation  after a game as Black against the computer a file's
                    game opens with White at the bottom, with Black there
                    when the user's own name plays Black in it

usage: chess-gui-after-game.py CHESS_BINARY OUTDIR SCENARIO"""

import importlib.util
import os
import shutil
import subprocess
import sys
import time

_spec = importlib.util.spec_from_file_location(
    "chess_gui_test", os.path.join(os.path.dirname(os.path.abspath(__file__)), "chess-gui-test.py"))
gui = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gui)

App, Failure = gui.App, gui.Failure

FINISHED = ('[Event "From a file"]\n[White "Anna"]\n[Black "Boris"]\n[Result "0-1"]\n\n'
            '1. f3 e5 2. g4 Qh4# 0-1\n')
UNFINISHED = ('[Event "Pasted"]\n[White "Anna"]\n[Black "Boris"]\n[Result "*"]\n\n'
              '1. e4 c5 2. Nf3 d6 3. d4 cxd4 *\n')
AFTER_CXD4 = "rnbqkbnr/pp2pppp/3p4/8/3pP3/5N2/PPP2PPP/RNBQKB1R w KQkq"


def buttons_named(names):
    """Which of `names` are push buttons of the banner now, over AT-SPI
    (the header bar's New Game is not one of them)."""
    present = []
    for name in names:
        buttons = gui.find_accessibles(lambda n: n.getRoleName() == "push button"
                                       and gui.button_name_is(n.name, name), every=True)
        if [b for b in buttons if b.description != "New Game"]:
            present.append(name)
    return present


def expect_buttons(present, absent, timeout=5.0):
    deadline = time.monotonic() + timeout
    while True:
        found = buttons_named(present + absent)
        if all(p in found for p in present) and not any(a in found for a in absent):
            return
        if time.monotonic() > deadline:
            raise Failure("buttons shown: %s; expected %s and none of %s" % (found, present, absent))
        time.sleep(0.2)


def label_with(text_part, timeout=5.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        hit = gui.find_accessibles(lambda n: n.getRoleName() == "label" and text_part in (n.name or ""))
        if hit is not None:
            return hit
        time.sleep(0.2)
    raise Failure("no label reads %r" % text_part)


def test_result_rematch(binary, out):
    gui.needs_atspi()
    app = App(binary, out, ["--computer=black", "--level=1"])
    try:
        app.start()
        since = app.mark()
        app.play("e2", "e4", "e4")
        app.wait_for(r"^MOVE (?!e2e4)", 30, since, what="the engine's reply")
        time.sleep(0.5)
        since = app.mark()
        gui.press(gui.accessible_button("Resign"))
        time.sleep(0.5)
        gui.press(gui.dialog_button("Resign"))
        app.wait_for(r"^RESULT 0-1 resignation$", 5, since, what="the resignation")
        expect_buttons(["Rematch", "New Game", "Review", "Analyse"], [])
        app.screenshot("result-banner")

        since = app.mark()
        gui.press(gui.accessible_button("Rematch"))
        app.wait_for(r"^POSITION " + gui.START_FEN.split(" - ")[0], 5, since, what="the rematch's start")
        # the computer has White now: it moves first, and the person's
        # black pieces are at the bottom
        app.wait_for(r"^MOVE ", 30, since, what="the computer's first move as White")
        app.update_geometry()
        if not app.geometry[4]:
            raise Failure("the board is not turned for the person playing Black: %s" % app.events("BOARD ")[-1])
        if app.events("RESULT ")[-1:] != ["RESULT 0-1 resignation"]:
            raise Failure("a result after the rematch began: %s" % app.events("RESULT "))
        expect_buttons([], ["Rematch"])
        app.screenshot("rematch")
    finally:
        app.quit()


def test_result_file_game(binary, out):
    gui.needs_atspi()
    path = os.path.join(out, "finished.pgn")
    with open(path, "w") as f:
        f.write(FINISHED)
    app = App(binary, out, [path])
    try:
        app.start()
        app.wait_for(r"^RESULT 0-1 checkmate$", 5, what="the game's result")
        expect_buttons(["Review", "Analyse"], ["Rematch", "New Game"])
        app.screenshot("file-game-banner")
        since = app.mark()
        gui.press(gui.accessible_button("Analyse"))
        app.wait_for(r"^ANALYSIS 1$", 5, since, what="the analysis turned on")
        expect_buttons(["Review"], ["Analyse"])
        since = app.mark()
        gui.press(gui.accessible_button("Review"))
        gui.dialog_button("Review")   # the review's dialog asks for its depth
        app.screenshot("review-asked")
    finally:
        app.quit()


def test_paste_analyse(binary, out):
    gui.needs_atspi()
    if shutil.which("xclip") is None:
        print("SKIP: xclip is not installed")
        sys.exit(77)
    app = App(binary, out)
    try:
        app.start()
        # on the clock (the default game, 5+3): greyed out, and it says why
        app.play("e2", "e4", "e4")
        # GTK 4.8 gives a toggle button the role of a push button
        button = gui.find_accessibles(lambda n: n.getRoleName() in ("toggle button", "push button")
                                      and n.name == "Analysis")
        if button is None:
            raise Failure("no Analysis button over AT-SPI")
        if gui.is_sensitive(button):
            raise Failure("the analysis button is enabled in a game on the clock")
        description = button.description or ""
        if "clock" not in description:
            raise Failure("the greyed analysis button's tooltip does not say why: %r" % description)
        since = app.mark()
        app.key("ctrl+shift+a")
        label_with("Analysis is off while the game is played on the clock")
        app.expect_none(r"^ANALYSIS 1", 0.5, since)
        app.screenshot("refused")

        subprocess.run(["xclip", "-selection", "clipboard", "-i"], input=UNFINISHED, text=True, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=10)
        since = app.mark()
        app.key("ctrl+v")
        gui.press(gui.dialog_button("Discard"))
        gui.expect_position(app, AFTER_CXD4, since)
        since = app.mark()
        app.key("ctrl+shift+a")
        app.wait_for(r"^ANALYSIS 1$", 5, since, what="the pasted game analysed")
        app.wait_for(r"^EVAL ", 20, since, what="an evaluation of the pasted game")
        app.key("ctrl+shift+r")
        try:
            gui.dialog_button("Review", timeout=8.0)
        except Failure:
            # a key lost while the analysing app was busy (seen under ASan
            # on a loaded machine): asked once more
            app.key("ctrl+shift+r")
            gui.dialog_button("Review")
        app.screenshot("pasted-analysed")
    finally:
        app.quit()


ANAND_BLACK = ('[Event "Linares"]\n[White "Kasparov, Garry"]\n[Black "Anand, Viswanathan"]\n'
               '[Result "1/2-1/2"]\n\n1. e4 c5 1/2-1/2\n')


def open_file(app, path, expected):
    """Ctrl+O, the path typed, Return: the game of the file on the board;
    whether Black is at the bottom once the board settles (it may turn a
    moment after the game's event: waited for up to 5 s when `expected`,
    the orientation the test wants, is not there yet)."""
    since = app.mark()
    app.key("ctrl+o")
    chooser = gui.run("xdotool", "search", "--sync", "--onlyvisible", "--name", "^Open Game$", timeout=10).split()[0]
    time.sleep(0.4)
    app.type_text(path)
    app.key("Return", window=chooser)
    time.sleep(0.8)
    if gui.find_accessibles(lambda n: n.getRoleName() == "push button" and gui.button_name_is(n.name, "Discard")):
        gui.press(gui.dialog_button("Discard"))
    app.wait_for(r"^GAME 1 1$|^POSITION .* b KQkq c6 ", 10, since, what="the file's game")
    deadline = time.monotonic() + 5
    while True:
        time.sleep(0.3)
        app.update_geometry()
        if bool(app.geometry[4]) == expected or time.monotonic() > deadline:
            return app.geometry[4]


def test_file_orientation(binary, out):
    """After a game as Black against the computer, a file's game opens with
    White at the bottom; with the user's own name (Preferences) playing
    Black in it, with Black at the bottom."""
    gui.needs_atspi()
    path = os.path.join(out, "anand.pgn")
    with open(path, "w") as f:
        f.write(ANAND_BLACK)
    app = App(binary, out, ["--computer=white", "--level=1"])
    try:
        app.start()
        app.wait_for(r"^MOVE ", 30, what="the computer's first move as White")
        app.update_geometry()
        if not app.geometry[4]:
            raise Failure("the person's black pieces are not at the bottom against the computer")
        if open_file(app, path, False):
            raise Failure("the file's game opened upside down (Black at the bottom): %s" % app.events("BOARD ")[-1])
        app.screenshot("white-at-the-bottom")
    finally:
        app.quit()
    config = os.path.join(os.environ["XDG_CONFIG_HOME"], "glib-2.0", "settings")
    os.makedirs(config, exist_ok=True)
    with open(os.path.join(config, "keyfile"), "w") as f:
        f.write("[com/example/Chess]\nplayer-names=['Viswanathan Anand']\n")
    app = App(binary, out, [], env={"GSETTINGS_BACKEND": "keyfile"})
    try:
        app.start()
        if not open_file(app, path, True):
            raise Failure("a game in which the user's own name plays Black opened with White at the bottom")
        app.screenshot("own-name-black")
    finally:
        app.quit()


SCENARIOS = {
    "result-rematch": test_result_rematch,
    "result-file-game": test_result_file_game,
    "paste-analyse": test_paste_analyse,
    "file-orientation": test_file_orientation,
}


gui.SCENARIOS.clear()
gui.SCENARIOS.update(SCENARIOS)

if __name__ == "__main__":
    sys.exit(gui.main())
