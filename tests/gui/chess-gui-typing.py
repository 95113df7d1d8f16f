#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""GUI scenarios of moves typed on the keyboard (issue 23), on the helpers
of chess-gui-test.py and gnome-gui-test.py: every move below is typed but
the first of typed-moves, which is dragged.

  typed-moves   N lists the knights' moves and a drag (e4) closes the
                field; then e5, Nf3, nc6 (small letters), Bc4 …: each whole and
                unique move plays as its last character is typed; Nd2 with
                two knights to go there is refused, the message beside the
                field naming Nbd2 and Nfd2, and Enter does not play it;
                Escape empties the field and gives the board the keys back
                (Left then goes through the game); 0-0 while O-O-O is legal
                waits for Enter; o-o-o, the only castling left, plays at once
  typed-computer  against Stockfish (--computer=black): e4 typed, the
                computer's reply, then Nf3 typed and a second reply; typed
                moves go through the same owner of the game as drags
  typed-greek   the same in Greek letters under LANGUAGE=el: ε4, ε5, Ιζ3
                (knight, the f-file), Ιγ6, Αγ4 (bishop), and Greek α..θ
  typed-persian under LANGUAGE=fa: Persian digits (e۴), the Persian
                letters ا (knight) and ف (bishop); اe4 with Black's knights
                unable to go there is refused with a Persian message naming
                their moves in Persian letters (اf6)

usage: chess-gui-typing.py CHESS_BINARY OUTDIR SCENARIO"""

import importlib.util
import os
import re
import sys
import time

_here = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("gnome_gui_test", os.path.join(_here, "gnome-gui-test.py"))
gnome = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gnome)
gui = gnome.gui

App, Failure, run = gui.App, gui.Failure, gui.run


def focus_window(app):
    run("xdotool", "windowfocus", "--sync", app.wid, check=False)


def type_move(app, text, uci, san):
    """Types text, which must play at once: waits for its MOVE line and
    the position after it."""
    since = app.mark()
    app.type_text(text)
    line = app.wait_for(r"^MOVE ", 5, since, what="the move typed as %r" % text)
    if line != "MOVE %s %s" % (uci, san):
        raise Failure("typing %r played %r, not MOVE %s %s" % (text, line, uci, san))
    with app.lock:
        index = app.lines.index(line, since)
    app.wait_for(r"^POSITION ", 5, index + 1, what="POSITION after %s" % san)


def test_typed_moves(binary, out):
    gui.needs_atspi()
    app = App(binary, out)
    try:
        app.start()
        focus_window(app)
        # N lists the knights' moves; a drag then closes the field and its text
        app.type_text("N")
        gnome.wait_label_with("Nf3")
        app.play("e2", "e4", "e4")
        time.sleep(0.3)
        # left open, it would read its N again for Black: Na6, Nc6, Nf6, Nh6
        if gnome.label_with("Nc6") is not None or gnome.label_with("Nf3") is not None:
            raise Failure("the field typed in stays open after a drag")
        for text, uci, san in [("e5", "e7e5", "e5"), ("Nf3", "g1f3", "Nf3"),
                               ("nc6", "b8c6", "Nc6"), ("Bc4", "f1c4", "Bc4"), ("Bc5", "f8c5", "Bc5"),
                               ("d3", "d2d3", "d3"), ("d6", "d7d6", "d6")]:
            type_move(app, text, uci, san)

        # two knights may go to d2: refused, the candidates named beside the field
        since = app.mark()
        app.type_text("Nd2")
        message = gnome.wait_label_with("Nbd2")
        if "ambiguous" not in message.name or "Nfd2" not in message.name:
            raise Failure("the message for Nd2 does not say it is ambiguous between Nbd2 and Nfd2: %r"
                          % message.name)
        app.key("Return")
        app.expect_none(r"^MOVE ", 0.6, since)
        if gnome.label_with("Nbd2") is None:
            raise Failure("the message for Nd2 went away after Enter")
        app.screenshot("ambiguous")

        # Escape: the field empties and the board has the keys again
        app.key("Escape")
        since = app.mark()
        app.key("Left")
        app.wait_for(r"^POSITION r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R b KQkq", 5, since,
                     what="Left going back a move after Escape")
        app.key("End")
        app.wait_for(r"^POSITION r1bqk1nr/ppp2ppp/2np4/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq", 5, since,
                     what="End back at the last move")
        if gnome.label_with("Nbd2") is not None:
            raise Failure("the message for Nd2 still shows after Escape")

        for text, uci, san in [("Nc3", "b1c3", "Nc3"), ("Nf6", "g8f6", "Nf6"), ("Be3", "c1e3", "Be3"),
                               ("Be6", "c8e6", "Be6"), ("Qd2", "d1d2", "Qd2"), ("Qd7", "d8d7", "Qd7")]:
            type_move(app, text, uci, san)

        # both castlings are legal: 0-0 waits for Enter
        since = app.mark()
        app.type_text("0-0")
        gnome.wait_label_with("O-O-O")
        app.expect_none(r"^MOVE ", 0.8, since)
        app.screenshot("castling-waits")
        app.key("Return")
        line = app.wait_for(r"^MOVE ", 5, since, what="O-O after Enter")
        if line != "MOVE e1g1 O-O":
            raise Failure("Enter after 0-0 played %r, not O-O" % line)

        # the long castling is the only one that begins so: at once
        type_move(app, "o-o-o", "e8c8", "O-O-O")
        gui.expect_position(app, "2kr3r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R4RK1 w - -")
    finally:
        app.quit()


def test_typed_computer(binary, out):
    app = App(binary, out, ["--computer=black", "--level=1"])
    try:
        app.start()
        focus_window(app)
        for text, uci, san in [("e4", "e2e4", "e4"), ("Nf3", "g1f3", "Nf3")]:
            since = app.mark()
            type_move(app, text, uci, san)
            line = app.wait_for(r"^MOVE ", 30, app.lines.index("MOVE %s %s" % (uci, san), since) + 1,
                                what="the computer's reply to %s" % san)
            if not re.match(r"^MOVE [a-h][1-8][a-h][1-8] ", line):
                raise Failure("no reply of the computer's: %r" % line)
            app.wait_for(r"^POSITION .* w ", 5, since, what="White to move after the reply")
    finally:
        app.quit()


# Greek letters on keys of their own (F20 to F24, which the tests never
# press): xdotool would otherwise lend a key to each letter for one
# stroke and take it back, and GTK, reading the keyboard map again after
# the stroke, can see the key without its letter.
GREEK_KEYS = [("FK20", "Greek_epsilon", "Greek_EPSILON"), ("FK21", "Greek_zeta", "Greek_ZETA"),
              ("FK22", "Greek_gamma", "Greek_GAMMA"), ("FK23", "Greek_iota", "Greek_IOTA"),
              ("FK24", "Greek_alpha", "Greek_ALPHA")]
# Persian: alef (the knight), feh (the bishop), the Persian digits 4 and 5
PERSIAN_KEYS = [("FK20", "Arabic_alef", "Arabic_alef"), ("FK21", "Arabic_feh", "Arabic_feh"),
                ("FK22", "U06F4", "U06F4"), ("FK23", "U06F5", "U06F5")]


def add_keys(out, keys):
    display = os.environ["DISPLAY"]
    path = os.path.join(out, "keymap.xkb")
    run("xkbcomp", "-xkb", display, path)
    with open(path) as f:
        keymap = f.read()
    symbols = keymap.index("xkb_symbols")
    end = keymap.index("\n};", symbols)
    keys = "".join("\n    key <%s> { [ %s, %s ] };" % key for key in keys)
    with open(path, "w") as f:
        f.write(keymap[:end] + keys + keymap[end:])
    run("xkbcomp", path, display)


def start_in(binary, out, locale, language, keys, moves):
    """The app in a language, the letters to type put on keys, and the
    opening moves typed in them."""
    gnome.needs_locale(locale)
    add_keys(out, keys)
    app = App(binary, out, env={"LC_ALL": locale, "LANGUAGE": language})
    try:
        gnome.start_translated(app)
        focus_window(app)
        for text, uci, san in moves:
            type_move(app, text, uci, san)
    except BaseException:
        app.quit()
        raise
    return app


def test_typed_greek(binary, out):
    app = start_in(binary, out, "el_GR.UTF-8", "el", GREEK_KEYS,
                   [("ε4", "e2e4", "e4"), ("ε5", "e7e5", "e5"), ("Ιζ3", "g1f3", "Nf3"),
                    ("ιγ6", "b8c6", "Nc6"), ("Αγ4", "f1c4", "Bc4")])
    try:
        app.screenshot("greek")
    finally:
        app.quit()


def test_typed_persian(binary, out):
    app = start_in(binary, out, "fa_IR.UTF-8", "fa", PERSIAN_KEYS,
                   [("e\u06f4", "e2e4", "e4"), ("e\u06f5", "e7e5", "e5"), ("\u0627f3", "g1f3", "Nf3"),
                    ("\u0627c6", "b8c6", "Nc6"), ("\u0641c4", "f1c4", "Bc4")])
    try:
        # a knight's move that is not legal: refused, in Persian, naming
        # the knights' moves in Persian letters (\u0627f6 is Nf6)
        app.type_text("\u0627e4")
        message = gnome.wait_label_with("\u0627f6")
        if "\u0627e4" not in message.name or not re.search("[\u0600-\u06ff]{3}", message.name.replace("\u0627e4", "")):
            raise Failure("the refusal of \u0627e4 is not a Persian message about it: %r" % message.name)
        app.screenshot("persian")
    finally:
        app.quit()


SCENARIOS = {
    "typed-moves": test_typed_moves,
    "typed-computer": test_typed_computer,
    "typed-greek": test_typed_greek,
    "typed-persian": test_typed_persian,
}

gui.SCENARIOS.clear()
gui.SCENARIOS.update(SCENARIOS)

if __name__ == "__main__":
    sys.exit(gui.main())
