#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""GUI scenario of editing the moves through the move list: a finished
game of a file of three, a variation played at an earlier position on the
board, promoted through the menu of its move (a right click), a move
deleted through the menu opened from the keyboard (Shift+F10), put back
from the toast and deleted again with the Delete key, Save, and the saved
file: the other games byte for byte, the edited one as edited; and the
keys into the side lines (Alt+Down, Alt+Up).  On the helpers of
chess-gui-test.py.

usage: chess-gui-edit.py CHESS_BINARY OUTDIR SCENARIO
Environment: CHESS_PGN_TOOL (the chess-pgn program)."""

import importlib.util
import os
import subprocess
import sys

_spec = importlib.util.spec_from_file_location(
    "chess_gui_test", os.path.join(os.path.dirname(os.path.abspath(__file__)), "chess-gui-test.py"))
gui = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gui)

App, Failure = gui.App, gui.Failure

FIRST = '[Event "One"]\n[Result "*"]\n\n1. d4 d5 *\n\n'
SECOND = ('[Event "Two"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n'
          '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 1-0\n\n')
THIRD = '[Event "Three"]\n[Result "*"]\n\n1. c4 *\n'
AFTER_BA4 = "r1bqkbnr/1ppp1ppp/p1n5/4p3/B3P3/5N2/PPPP1PPP/RNBQK2R b KQkq"
AFTER_B5 = "r1bqkbnr/2pp1ppp/p1n5/1p2p3/B3P3/5N2/PPPP1PPP/RNBQK2R w KQkq"
AFTER_BB3 = "r1bqkbnr/2pp1ppp/p1n5/1p2p3/4P3/1B3N2/PPPP1PPP/RNBQK2R b KQkq"
ACCENT = "#3584e4"   # libadwaita's accent background: the current move


def chess_pgn(*args):
    return subprocess.run([os.environ["CHESS_PGN_TOOL"]] + list(args), check=True,
                          stdout=subprocess.PIPE, text=True).stdout


def current_move_centre(app):
    """Where the move list shows the current move (its accent background),
    in screen pixels: found in a screenshot of the side panel, as a person
    finds it by eye."""
    shot = app.screenshot("current-move")
    x, y, w, h = gui.current_layout(app)["panel"]
    box = gui.run("convert", shot.path, "-crop", "%dx%d+%d+%d" % (w, h, x + shot.ox, y + shot.oy), "+repage",
                  "-fill", "black", "+opaque", ACCENT, "-format", "%@", "info:").strip()
    size, _, offset = box.partition("+")
    bw, bh = (int(v) for v in size.split("x"))
    bx, by = (int(v) for v in offset.split("+"))
    if bw < 4 or bh < 4 or bw > 200:
        raise Failure("no current move highlighted in the move list (%s; %s)" % (box, shot.path))
    return x + shot.ox + bx + bw // 2, y + shot.oy + by + bh // 2


def test_edit_moves(binary, out):
    gui.needs_atspi()
    path = os.path.join(out, "three.pgn")
    with open(path, "w") as f:
        f.write(FIRST + SECOND + THIRD)
    app = App(binary, out, [path, "--game=2"])
    try:
        app.start()
        app.wait_for(r"^GAME 2 3$", 5, what="GAME 2 3")
        app.wait_for(r"^RESULT 1-0 ", 5, what="the game's result")

        # A variation: 4... b5 5. Bb3 instead of 4... Nf6, played on the board.
        since = app.mark()
        app.key("Home")
        for _ in range(7):
            app.key("Right")
        gui.expect_position(app, AFTER_BA4, since)
        app.play("b7", "b5", "b5")
        app.play("a4", "b3", "Bb3")
        gui.expect_position(app, AFTER_BB3)

        # Its menu, by a right click on the move: Promote Variation.
        x, y = current_move_centre(app)
        gui.run("xdotool", "mousemove", str(x), str(y), "sleep", "0.1", "click", "3")
        promote = gui.menu_item("Promote Variation")
        if not gui.is_sensitive(promote):
            raise Failure("Promote Variation is not available on a variation")
        app.screenshot("menu")
        gui.click_menu_item(app, promote)
        # The variation is the main line: its end is where the game ends now.
        since = app.mark()
        app.key("Home")
        app.key("End")
        gui.expect_position(app, AFTER_BB3, since)

        # From the keyboard: Shift+F10 at 5. Bb3, Delete From Here.
        app.key("shift+F10")
        delete = gui.menu_item("Delete From Here")
        if gui.is_sensitive(gui.menu_item("Promote Variation")):
            raise Failure("Promote Variation is offered on the main line")
        since = app.mark()
        gui.choose_by_keys(app, delete)
        gui.expect_position(app, AFTER_B5, since)
        if gui.find_accessibles(lambda n: n.getRoleName() == "label" and n.name == "1 move deleted") is None:
            raise Failure("no toast says a move was deleted")

        # The toast puts it back (pressed at once: a toast leaves by itself,
        # sooner than a loaded machine takes a screenshot), and the Delete
        # key takes it again.
        since = app.mark()
        gui.press(gui.accessible_button("Undo"))
        app.screenshot("deleted-then-undone")
        gui.expect_position(app, AFTER_BB3, since)
        since = app.mark()
        app.key("Delete")
        gui.expect_position(app, AFTER_B5, since)

        gui.save_in_place(app, path)
    finally:
        app.quit()

    with open(path) as f:
        text = f.read()
    if not text.startswith(FIRST) or not text.endswith(THIRD):
        raise Failure("the other games of the file changed:\n" + text)
    second = os.path.join(out, "second.pgn")
    with open(second, "w") as f:
        f.write(text[len(FIRST):len(text) - len(THIRD)])
    exported = chess_pgn("export", second)
    if "4. Ba4 b5 (4... Nf6 5. O-O Be7) 1-0" not in " ".join(exported.split()):
        raise Failure("the saved game is not the edited one:\n" + exported)
    if '[Result "1-0"]' not in exported:
        raise Failure("the saved game lost its result:\n" + exported)


BRANCHES = ('[Event "Branches"]\n[Result "1-0"]\n\n'
            '1. e4 e5 (1... c5 2. Nf3) (1... e6) 2. Nf3 Nc6 1-0\n')
AFTER_E5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq"
AFTER_C5 = "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq"
AFTER_C5_NF3 = "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq"
AFTER_E6 = "rnbqkbnr/pppp1ppp/4p3/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq"


def test_variation_keys(binary, out):
    """The keyboard into the side lines: Alt+Down and Alt+Up go through the
    moves played from the same position, Right and Left then follow the
    line chosen."""
    path = os.path.join(out, "branches.pgn")
    with open(path, "w") as f:
        f.write(BRANCHES)
    app = App(binary, out, [path])
    try:
        app.start()

        def keys_to(fen, *keys):
            since = app.mark()
            for key in keys:
                app.key(key)
            gui.expect_position(app, fen, since)

        keys_to(AFTER_E5, "Home", "Right", "Right")
        keys_to(AFTER_C5, "alt+Down")
        keys_to(AFTER_C5_NF3, "Right")
        keys_to(AFTER_C5, "Left")
        keys_to(AFTER_E6, "alt+Down")
        # The last of the three: no further down.
        since = app.mark()
        app.key("alt+Down")
        app.expect_none(r"^POSITION ", 0.8, since)
        keys_to(AFTER_C5, "alt+Up")
        keys_to(AFTER_E5, "alt+Up")
        since = app.mark()
        app.key("alt+Up")
        app.expect_none(r"^POSITION ", 0.8, since)
        app.screenshot("main-line")
    finally:
        app.quit()


gui.SCENARIOS.clear()
gui.SCENARIOS.update({
    "edit-moves": test_edit_moves,
    "variation-keys": test_variation_keys,
})

if __name__ == "__main__":
    sys.exit(gui.main())
