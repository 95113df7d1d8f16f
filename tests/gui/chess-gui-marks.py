#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""GUI scenarios of the arrows and circles drawn on the board with the
right button.  marks-study: in a finished game read from a file, a right
drag draws a green arrow, Shift and a right click a red circle, the same
drag again takes the arrow away; saved as [%cal]/[%csl] in the move's
comment beside its [%clk] and text (and pgn-extract, where installed,
reads the file back as it is); the file opened again shows them on that move; a right click
on an empty square clears them.  marks-play: in a game on the clock an
arrow is the player's for the moment and goes with the next move.
annotate: a comment and a symbol, undone and redone, saved (pgn-extract
reads that file back as it is too).  On the helpers of chess-gui-test.py.

usage: chess-gui-marks.py CHESS_BINARY OUTDIR SCENARIO"""

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

GAME = ('[Event "Marks"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n[White "A"]\n[Black "B"]\n'
        '[Result "1-0"]\n\n1. e4 {[%clk 0:05:00] A good start.} e5 2. Nf3 1-0\n\n')
AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq"
AFTER_E5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq"


def right_drag(app, a, b, steps=8):
    x0, y0 = app.centre(a)
    x1, y1 = app.centre(b)
    gui.run("xdotool", "mousemove", "--window", app.wid, str(x0), str(y0), "sleep", "0.05",
            "mousedown", "3", "sleep", "0.05")
    for i in range(1, steps + 1):
        gui.run("xdotool", "mousemove", "--window", app.wid,
                str(x0 + (x1 - x0) * i // steps), str(y0 + (y1 - y0) * i // steps), "sleep", "0.02")
    gui.run("xdotool", "mouseup", "3")


def right_click(app, square, modifier=None):
    x, y = app.centre(square)
    gui.run("xdotool", "mousemove", "--window", app.wid, str(x), str(y), "sleep", "0.05")
    # the modifier, the click and the release in one xdotool command, in
    # that order
    if modifier:
        gui.run("xdotool", "keydown", modifier, "sleep", "0.05", "click", "3", "sleep", "0.05",
                "keyup", modifier)
    else:
        gui.run("xdotool", "click", "3", "sleep", "0.05")


def expect_marks(app, arrows, circles, since, what):
    # (15 s: a hang guard; on a machine also building, a right click with a
    # modifier was seen to take longer than 5 s to come through)
    app.wait_for(r"^MARKS %s %s$" % (arrows, circles), 15, since, what="%s (MARKS %s %s)" % (what, arrows, circles))


def colour(shot, x, y):
    hexa = shot.pixel(x, y)
    return int(hexa[0:2], 16), int(hexa[2:4], 16), int(hexa[4:6], 16)


def expect_drawn(app, name):
    """The green arrow g1-f3 crosses the corner of f2 and g2; the red ring
    of f7 runs along the edge of its square."""
    shot = app.screenshot(name)
    gx, gy, sq, scale, flipped = app.geometry
    x0, y0 = app.centre("g1")
    x1, y1 = app.centre("f3")
    r, g, b = colour(shot, (x0 + x1) // 2, (y0 + y1) // 2)
    if not (g > r + 40 and g > b + 40):
        raise Failure("no green arrow from g1 to f3: %02X%02X%02X (%s)" % (r, g, b, shot.path))
    x, y = app.centre("f7")
    ring = int((sq / 2 - sq / 32 - 1) * scale)
    r, g, b = colour(shot, x, y - ring)
    if not (r > g + 40 and r > b + 40):
        raise Failure("no red circle on f7: %02X%02X%02X (%s)" % (r, g, b, shot.path))


def pgn_words(text):
    """PGN text as one line; a comment's edges are not part of it (pgn-extract
    writes "{ text }" for "{text}")."""
    return " ".join(text.split()).replace("{ ", "{").replace(" }", "}")


def check_pgn_extract(path, out):
    """pgn-extract, the standard's workhorse, reads the file and writes it
    back the same: tags, moves, comments with their commands, symbols."""
    tool = shutil.which("pgn-extract") or shutil.which("pgn-extract", path="/usr/games")
    if tool is None:
        print("pgn-extract is not installed: the file is not checked with it")
        return
    written = os.path.join(out, "extracted.pgn")
    result = subprocess.run([tool, "-s", "-o", written, path], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, timeout=20)
    if result.returncode != 0:
        raise Failure("pgn-extract refused %s: %s" % (path, result.stderr))
    ours, theirs = pgn_words(open(path).read()), pgn_words(open(written).read())
    if ours != theirs:
        raise Failure("pgn-extract wrote the game otherwise:\n%s\n%s" % (ours, theirs))


def open_game(binary, out, name, plies):
    """The game written to OUT/name, opened, `plies` moves in; the app
    (started) and the file's path."""
    path = os.path.join(out, name)
    with open(path, "w") as f:
        f.write(GAME)
    app = App(binary, out, [path])
    try:
        app.start()
        app.wait_for(r"^RESULT 1-0 ", 5, what="the game's result")
        since = app.mark()
        app.key("Home")
        for _ in range(plies):
            app.key("Right")
        gui.expect_position(app, AFTER_E4 if plies == 1 else AFTER_E5, since)
    except BaseException:
        app.quit()
        raise
    return app, path


def test_marks_study(binary, out):
    app, path = open_game(binary, out, "marks.pgn", 1)
    try:

        since = app.mark()
        right_drag(app, "g1", "f3")
        expect_marks(app, "Gg1f3", "-", since, "a green arrow")
        since = app.mark()
        right_click(app, "f7", "shift")
        expect_marks(app, "Gg1f3", "Rf7", since, "a red circle")
        # the same gesture again takes the arrow away, once more draws it
        since = app.mark()
        right_drag(app, "g1", "f3")
        expect_marks(app, "-", "Rf7", since, "the arrow taken away")
        since = app.mark()
        right_drag(app, "g1", "f3")
        expect_marks(app, "Gg1f3", "Rf7", since, "the arrow again")
        expect_drawn(app, "drawn")

        # another move has none; back on 1. e4 they are there
        since = app.mark()
        app.key("Right")
        expect_marks(app, "-", "-", since, "no marks on 1... e5")
        since = app.mark()
        app.key("Left")
        expect_marks(app, "Gg1f3", "Rf7", since, "the marks of 1. e4 again")
        gui.save_in_place(app, path)
    finally:
        app.quit()

    text = " ".join(open(path).read().split())
    if "1. e4 {[%clk 0:05:00] [%cal Gg1f3] [%csl Rf7] A good start.} 1... e5 2. Nf3 1-0" not in text:
        raise Failure("the saved file does not hold the marks beside the clock and the text:\n" + text)
    check_pgn_extract(path, out)

    app = App(binary, out, [path])
    try:
        app.start()
        since = app.mark()
        app.key("Home")
        app.key("Right")
        gui.expect_position(app, AFTER_E4, since)
        expect_marks(app, "Gg1f3", "Rf7", since, "the marks read back from the file")
        expect_drawn(app, "reopened")
        # a right click on an empty square clears them all
        since = app.mark()
        right_click(app, "e3")
        expect_marks(app, "-", "-", since, "every mark cleared")
    finally:
        app.quit()


def test_marks_play(binary, out):
    app = App(binary, out, ["--time-control=600+5"])
    try:
        app.start()
        app.play("e2", "e4", "e4")
        since = app.mark()
        right_drag(app, "g8", "f6", steps=6)
        expect_marks(app, "Gg8f6", "-", since, "an arrow during the game")
        since = app.mark()
        right_click(app, "e7", "alt")
        expect_marks(app, "Gg8f6", "Be7", since, "a blue circle during the game")
        since = app.mark()
        app.play("e7", "e5", "e5")
        expect_marks(app, "-", "-", since, "the marks gone with the next move")
    finally:
        app.quit()


def move_list_texts():
    try:
        return [n.queryText().getText(0, n.queryText().characterCount)
                for n in gui.find_accessibles(lambda n: n.getRoleName() == "text", every=True)]
    except Exception:   # a node gone meanwhile (GLib.Error): look again
        return []


def expect_move_list(part, absent=()):
    """The move list's text (over AT-SPI) comes to hold `part` and none of
    `absent`."""
    deadline = time.monotonic() + 8
    while True:
        texts = move_list_texts()
        for text in texts:
            if "e4" in text and "Nf3" in text and part in text and not any(a in text for a in absent):
                return text
        if time.monotonic() > deadline:
            raise Failure("no move list with %r and without %r over AT-SPI: %r" % (part, absent, texts))
        time.sleep(0.2)


def test_annotate(binary, out):
    """A comment written in the editor (Ctrl+E) after 1... e5 and a ?!
    typed on it: the move list shows them as players read them; Ctrl+Z
    takes them back one by one and Shift+Ctrl+Z makes them again; the
    comment of 1. e4 keeps its clock, and the saved file holds both."""
    gui.needs_atspi()
    app, path = open_game(binary, out, "annotate.pgn", 2)
    try:

        app.key("ctrl+e")
        save_button = gui.dialog_button("Save")
        time.sleep(0.3)
        app.type_text("Black answers in the centre.")
        app.screenshot("comment-editor")
        gui.press(save_button)
        expect_move_list("Black answers in the centre.")

        # "?" then "!" is one symbol, ?!; "!" alone then takes its place
        app.key("question")
        app.key("exclam")
        text = expect_move_list("e5?!")
        if "e5??" in text or "e5?!?" in text:
            raise Failure("the symbols typed were not one: %r" % text)
        app.screenshot("symbol")

        # Undo takes back the symbol, then the comment; Redo makes both again
        app.key("ctrl+z")
        expect_move_list("Black answers in the centre.", absent=("e5?",))
        app.key("ctrl+z")
        expect_move_list("e5", absent=("Black answers", "e5?"))
        app.key("ctrl+shift+z")
        expect_move_list("Black answers in the centre.", absent=("e5?",))
        app.key("ctrl+shift+z")
        expect_move_list("e5?!")
        gui.save_in_place(app, path)
    finally:
        app.quit()

    text = " ".join(open(path).read().split())
    want = ("1. e4 {[%clk 0:05:00] A good start.} 1... e5 $6 {Black answers in the centre.} 2. Nf3 1-0")
    if want not in text:
        raise Failure("the saved file does not hold the comment and the symbol:\n" + text)
    check_pgn_extract(path, out)


gui.SCENARIOS.clear()
gui.SCENARIOS.update({
    "marks-study": test_marks_study,
    "marks-play": test_marks_play,
    "annotate": test_annotate,
})

if __name__ == "__main__":
    sys.exit(gui.main())
