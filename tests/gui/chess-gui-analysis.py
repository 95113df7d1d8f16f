#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""GUI scenario of the analysis: a finished game from a file, the Analysis
panel turned on by its shortcut, the engine's evaluation arriving (EVAL),
the evaluation bar beside the board, the analysis following navigation,
a move of a line clicked (it becomes a variation: the main line stays),
the session's rules for a line's move in an unfinished game from a file
(played among the moves read, refused with a toast beside a move played
here), and the panel refused in a game being played.  On the helpers of
chess-gui-test.py.

usage: chess-gui-analysis.py CHESS_BINARY OUTDIR SCENARIO"""

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

RUY_LOPEZ = ('[Event "Analysis"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n'
             '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 1-0\n')
AFTER_BE7 = "r1bqk2r/1pppbppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQ1RK1 w kq"
AFTER_OO = "r1bqkb1r/1ppp1ppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQ1RK1 b kq"
EVAL_DEEP = r"^EVAL (cp|mate) -?\d+ ([6-9]|\d\d)$"


def light(hex_colour):
    return gui.brightness(hex_colour) > 190


def dark(hex_colour):
    return gui.brightness(hex_colour) < 90


def line_label(prefix, timeout=10.0):
    """The label of an analysis line that starts with prefix, over AT-SPI."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        hit = gui.find_accessibles(lambda n: n.getRoleName() == "label"
                                   and (n.name or "").startswith(prefix))
        if hit is not None:
            return hit
        time.sleep(0.2)
    raise Failure("no analysis line starting with %r over AT-SPI" % prefix)


def click_line_move(app, prefix, outcome, what):
    """Clicks the first move of the analysis line that starts with prefix
    until `outcome(since)` (which waits briefly and raises Failure when
    nothing came) succeeds; the lines change as the engine deepens."""
    import pyatspi
    for attempt in range(6):
        label = line_label(prefix)
        x, y, w, h = label.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        since = app.mark()
        gui.run("xdotool", "mousemove", str(x + 34), str(y + 9), "sleep", "0.1", "click", "1")
        try:
            return outcome(since)
        except Failure:
            continue
    raise Failure("no click on a line's move gave %s" % what)


def start_ruy_lopez_analysed(binary, out):
    """The app on a finished game from a file, Engine Analysis on and
    its first evaluation at depth 6 or more in."""
    path = os.path.join(out, "ruy-lopez.pgn")
    with open(path, "w") as f:
        f.write(RUY_LOPEZ)
    app = App(binary, out, [path])
    try:
        app.start()
        gui.expect_position(app, AFTER_BE7)
        since = app.mark()
        app.key("ctrl+shift+a")
        app.wait_for(r"^ANALYSIS 1$", 5, since, what="ANALYSIS 1")
        app.wait_for(EVAL_DEEP, 20, since, what="an evaluation at depth 6 or more")
    except BaseException:
        app.quit()
        raise
    return app


def test_analysis(binary, out):
    app = start_ruy_lopez_analysed(binary, out)
    try:

        # The bar beside the board: White's light part at the bottom, and
        # Black's dark part at the top (the game is about level).
        time.sleep(0.5)
        shot = app.screenshot("analysis-on")
        app.update_geometry()
        gx, gy, sq, scale, _ = app.geometry
        bar_x = int((gx + 8 * sq + 9 + 10) * scale)
        bottom = shot.pixel(bar_x, int((gy + 8 * sq - 30) * scale))
        top = shot.pixel(bar_x, int((gy + 30) * scale))
        if not (light(bottom) and dark(top)):
            raise Failure("no evaluation bar beside the board (bottom %s, top %s)" % (bottom, top))

        # Navigation: the analysis follows to the position before 5... Be7.
        since = app.mark()
        app.key("Left")
        gui.expect_position(app, AFTER_OO, since)
        app.wait_for(EVAL_DEEP, 20, since, what="an evaluation of the new position")

        # A move of the first line clicked: played as a variation from here.
        since = app.mark()
        move = click_line_move(app, "5\u2026 ", lambda since: app.wait_for(r"^MOVE ", 1.5, since),
                               "the line's move played")
        position = app.wait_for(r"^POSITION ", 5, since, what="the position after the line's move")
        if position.split()[1] == AFTER_BE7.split()[0] and move.split()[2] != "Be7":
            raise Failure("the line's move replaced the game's")
        # The main line is intact: End goes back to 5... Be7.
        since = app.mark()
        app.key("Home")
        app.key("End")
        gui.expect_position(app, AFTER_BE7, since)

        # Turned off: no more evaluations.
        since = app.mark()
        app.key("ctrl+shift+a")
        app.wait_for(r"^ANALYSIS 0$", 5, since, what="ANALYSIS 0")
        time.sleep(0.3)
        app.expect_none(r"^EVAL ", 1.0, app.mark())
    finally:
        app.quit()


UNFINISHED = ('[Event "Unfinished"]\n[White "A"]\n[Black "B"]\n[Result "*"]\n\n'
              '1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n')
AFTER_NC6 = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq"
AFTER_BB5 = "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq"
AFTER_A6 = "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq"


def test_analysis_unfinished(binary, out):
    """An unfinished untimed game from a file: a line's move at an earlier
    position among the moves read becomes a variation (the session's rule);
    beside a move played here it is refused, and a toast says why."""
    path = os.path.join(out, "unfinished.pgn")
    with open(path, "w") as f:
        f.write(UNFINISHED)
    app = App(binary, out, [path])
    try:
        app.start()
        gui.expect_position(app, AFTER_BB5)
        since = app.mark()
        app.key("Left")
        gui.expect_position(app, AFTER_NC6, since)
        since = app.mark()
        app.key("ctrl+shift+a")
        app.wait_for(r"^ANALYSIS 1$", 5, since, what="ANALYSIS 1")
        app.wait_for(EVAL_DEEP, 20, since, what="an evaluation at depth 6 or more")

        # At 2… Nc6, among the moves read: the line's move is played.
        since = app.mark()
        click_line_move(app, "3. ", lambda since: app.wait_for(r"^MOVE ", 1.5, since),
                               "the line's move played")
        app.wait_for(r"^POSITION ", 5, since, what="the position after the line's move")
        app.screenshot("played")
        # The main line is intact: Home, End go to 3. Bb5.
        since = app.mark()
        app.key("Home")
        app.key("End")
        gui.expect_position(app, AFTER_BB5, since)

        # A move played here, then back: no variation beside it.
        app.update_geometry()
        app.play("a7", "a6", "a6")
        since = app.mark()
        app.key("Left")
        gui.expect_position(app, AFTER_BB5, since)
        app.wait_for(EVAL_DEEP, 20, since, what="an evaluation after 3. Bb5")

        def toast(since):
            deadline = time.monotonic() + 1.5
            while time.monotonic() < deadline:
                if gui.find_accessibles(lambda n: n.getRoleName() == "label"
                                        and "only from its last position" in (n.name or "")):
                    return since
                time.sleep(0.1)
            raise Failure("no toast")
        since = click_line_move(app, "3\u2026 ", toast, "a toast saying why the move was refused")
        app.screenshot("refused")
        app.expect_none(r"^MOVE ", 0.5, since)
        since = app.mark()
        app.key("End")
        gui.expect_position(app, AFTER_A6, since)
    finally:
        app.quit()


def test_analysis_refused(binary, out):
    """In a game being played the shortcut does nothing."""
    app = App(binary, out)
    try:
        app.start()
        app.play("e2", "e4", "e4")
        since = app.mark()
        app.key("ctrl+shift+a")
        app.expect_none(r"^(ANALYSIS 1|EVAL )", 2.0, since)
    finally:
        app.quit()


def root_shot(app, name):
    """A screenshot with the pointer left where it is (App.screenshot moves
    it off the board, which would end a hover)."""
    app.shot_count += 1
    path = os.path.join(app.out, "%02d-%s.png" % (app.shot_count, name))
    gui.run("import", "-window", "root", path)
    return gui.Shot(path, app.wid)


def test_analysis_hover(binary, out):
    """The pointer over a move of a line shows the line's position up to
    that move on the board (PREVIEW, and the squares in a screenshot); off
    it, the game's position comes back."""
    import pyatspi
    app = start_ruy_lopez_analysed(binary, out)
    try:
        preview = None
        for attempt in range(6):
            label = line_label("6. ")
            x, y, w, h = label.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
            since = app.mark()
            gui.run("xdotool", "mousemove", str(x + 30), str(y + 9), "sleep", "0.1", "mousemove", str(x + 34), str(y + 9))
            try:
                preview = app.wait_for(r"^PREVIEW [a-h][1-8][a-h][1-8] ", 1.5, since, what="PREVIEW")
                break
            except Failure:
                gui.run("xdotool", "mousemove", "2", "60")
                time.sleep(0.3)
        if preview is None:
            raise Failure("the pointer over a line's first move showed nothing")
        # The engine deepens meanwhile: the preview follows the line under
        # the pointer; check a screenshot that no new preview straddles.
        time.sleep(0.5)
        app.update_geometry()
        for attempt in range(5):
            preview = app.events("PREVIEW ")[-1]
            shot = root_shot(app, "hover")
            if app.events("PREVIEW ")[-1] == preview:
                break
        if preview == "PREVIEW none":
            raise Failure("the preview ended with the pointer still over the move")
        _, move, fen = preview.split(" ", 2)
        if fen.startswith(AFTER_BE7.split()[0] + " "):
            raise Failure("the preview shows the game's own position: %r" % preview)
        gui.expect_empty(app, shot, move[0:2])
        gui.expect_occupied(app, shot, move[2:4])
        if app.events("POSITION ")[-1].split()[1] != AFTER_BE7.split()[0]:
            raise Failure("hovering changed the game's position")

        since = app.mark()
        gui.run("xdotool", "mousemove", "2", "60")
        app.wait_for(r"^PREVIEW none$", 3, since, what="PREVIEW none once the pointer left")
        # the board redraws a moment after the event (longer under ASan on
        # a loaded machine): looked at again for up to 5 s
        deadline = time.monotonic() + 5
        while True:
            time.sleep(0.5)
            shot = root_shot(app, "left")
            try:
                gui.expect_occupied(app, shot, move[0:2])
                break
            except Failure:
                if time.monotonic() > deadline:
                    raise
        app.expect_none(r"^(MOVE|POSITION) ", 0.3, since)
    finally:
        app.quit()


def spin_focused(spin):
    """The spin button, or its text inside, has the keyboard focus."""
    if gui.is_focused(spin):
        return True
    return any(gui.is_focused(child) for child in spin)


def test_keys_to_focus(binary, out):
    """Left/Right/Home/End go to a focused text field (the lines' spin
    button) and the arrows to the board's keyboard frame while it shows;
    elsewhere they move through the game."""
    import pyatspi
    app = start_ruy_lopez_analysed(binary, out)
    try:

        # The spin button of the lines, clicked into: its text takes the keys.
        spin = gui.find_accessibles(lambda n: n.getRoleName() == "spin button")
        if spin is None:
            raise Failure("no spin button over AT-SPI")
        # Clicked until it has the focus (a loaded machine may take a while).
        for attempt in range(5):
            x, y, w, h = spin.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
            gui.run("xdotool", "mousemove", str(x + 10), str(y + h // 2), "sleep", "0.1", "click", "1")
            deadline = time.monotonic() + 2
            while time.monotonic() < deadline and not spin_focused(spin):
                time.sleep(0.1)
            if spin_focused(spin):
                break
        time.sleep(0.3)
        since = app.mark()
        for key in ("Left", "Right", "Home", "End"):
            app.key(key)
        app.expect_none(r"^POSITION ", 0.8, since)
        # Home, Right, BackSpace, 2: the text was edited by those keys.
        app.key("Home")
        app.key("Right")
        app.key("BackSpace")
        app.type_text("2")
        app.key("Tab")
        deadline = time.monotonic() + 3
        while spin.queryValue().currentValue != 2 and time.monotonic() < deadline:
            time.sleep(0.1)
        if spin.queryValue().currentValue != 2:
            raise Failure("the spin button's text did not get the keys: value %s"
                          % spin.queryValue().currentValue)

        # The board: a click gives it the focus, Up shows its frame, and
        # the arrows move the frame, not the game; Escape hides it, and
        # Left goes back a move again.
        app.update_geometry()
        app.click("e4")
        app.key("Up")
        time.sleep(0.3)
        since = app.mark()
        app.key("Left")
        app.key("Right")
        app.expect_none(r"^POSITION ", 0.8, since)
        app.screenshot("frame")
        app.key("Escape")
        since = app.mark()
        app.key("Left")
        gui.expect_position(app, AFTER_OO, since)
    finally:
        app.quit()


AFTER_E4_E5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq"
AFTER_E4_E5_NF3 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq"
AFTER_E4_E5_NC3 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq"
LUCENA = "1K1k4/1P6/8/8/8/8/r7/2R5 w - - 0 1"
BACK_RANK = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1"


def open_analysis_board(app):
    """Main Menu → New Analysis Board…: the dialog, its FEN entry."""
    app.key("F10")
    gui.click_menu_item(app, gui.menu_item("New Analysis Board…"))
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        entry = gui.find_accessibles(lambda n: n.getRoleName() in ("entry", "text")
                                     and n.name == "Position (FEN)")
        if entry is not None:
            return entry
        time.sleep(0.2)
    raise Failure("no FEN entry in the New Analysis Board dialog")


def test_analysis_board_bad_fen(binary, out):
    """A bad FEN in New Analysis Board: the dialog stays open with the text
    typed and says what is wrong under the field, Analyse waits; mended,
    the board starts."""
    gui.needs_atspi()
    app = App(binary, out)
    try:
        app.start()
        entry = open_analysis_board(app)
        gui.run("xdotool", "key", "ctrl+a")
        bad = "8/8/8/8/8/8/8/8 w - - 0 1"
        app.type_text(bad)
        since = app.mark()
        gui.run("xdotool", "key", "Return")
        time.sleep(0.8)
        entry = gui.find_accessibles(lambda n: n.getRoleName() in ("entry", "text") and n.name == "Position (FEN)")
        if entry is None:
            raise Failure("the dialog closed on a bad FEN")
        text = entry.queryText().getText(0, entry.queryText().characterCount)
        if text != bad:
            raise Failure("the text typed became %r" % text)
        if gui.find_accessibles(lambda n: n.getRoleName() == "label"
                                and (n.name or "").startswith("Not a position: ")) is None:
            raise Failure("no message under the field says what is wrong")
        if gui.is_sensitive(gui.dialog_button("Analyse")):
            raise Failure("Analyse is enabled for a bad FEN")
        app.expect_none(r"^ANALYSIS 1", 0.2, since)
        app.screenshot("bad-fen")
        gui.run("xdotool", "key", "ctrl+a")
        app.type_text(LUCENA)
        since = app.mark()
        gui.run("xdotool", "key", "Return")
        gui.expect_position(app, LUCENA.rsplit(" ", 2)[0], since)
    finally:
        app.quit()


def discard_button():
    """The Discard button of the "Save the current game?" dialog, which
    comes as the New Analysis Board dialog goes: a walk over the
    accessibles may meet a widget that is gone (retried)."""
    from gi.repository import GLib
    deadline = time.monotonic() + 10
    while True:
        try:
            return gui.dialog_button("Discard", timeout=1.0)
        except (Failure, GLib.GError):
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)


def test_analysis_board(binary, out):
    """New Analysis Board from the position of a game being played: the
    engine analyses it, both sides move, a move at an earlier position is
    a variation (refused in a game being played); then one from a FEN."""
    gui.needs_atspi()
    app = App(binary, out)
    try:
        app.start()
        app.play("e2", "e4", "e4")
        app.play("e7", "e5", "e5")
        since = app.mark()
        app.key("ctrl+shift+a")
        app.expect_none(r"^ANALYSIS 1", 1.0, since)     # a game being played

        open_analysis_board(app)
        app.screenshot("dialog")
        since = app.mark()
        gui.run("xdotool", "key", "Return")               # to the dialog, not the window
        gui.press(discard_button())           # the game's moves were not saved
        app.wait_for(r"^ANALYSIS 1$", 5, since, what="ANALYSIS 1 on the analysis board")
        app.wait_for(EVAL_DEEP, 20, since, what="an evaluation of the analysis board")
        gui.expect_position(app, AFTER_E4_E5, since)
        app.update_geometry()
        app.play("g1", "f3", "Nf3")
        app.play("b8", "c6", "Nc6")
        since = app.mark()
        app.key("Left")
        app.key("Left")
        gui.expect_position(app, AFTER_E4_E5, since)
        app.play("b1", "c3", "Nc3")                       # a variation
        gui.expect_position(app, AFTER_E4_E5_NC3)
        app.screenshot("variation")
        since = app.mark()
        app.key("Home")
        app.key("Right")
        gui.expect_position(app, AFTER_E4_E5_NF3, since)  # the board's own line stays

        # From a FEN typed over the one shown.
        open_analysis_board(app)
        gui.run("xdotool", "key", "ctrl+a")
        app.type_text(LUCENA)
        since = app.mark()
        gui.run("xdotool", "key", "Return")
        gui.press(discard_button())
        gui.expect_position(app, LUCENA.rsplit(" ", 2)[0], since)
        app.wait_for(r"^EVAL (cp|mate) ", 20, since, what="an evaluation of the FEN")
        app.screenshot("from-fen")

        # A mate on an analysis board is no game played: the library
        # (which takes every game finished here) stays without it.
        open_analysis_board(app)
        gui.run("xdotool", "key", "ctrl+a")
        app.type_text(BACK_RANK)
        since = app.mark()
        gui.run("xdotool", "key", "Return")
        gui.expect_position(app, BACK_RANK.rsplit(" ", 2)[0], since)
        app.update_geometry()
        app.play("d1", "d8", "Rd8#")
        app.wait_for(r"^RESULT 1-0 checkmate$", 5, what="RESULT 1-0 checkmate")
        time.sleep(2.0)
        library = os.path.join(os.environ["XDG_DATA_HOME"], "com.example.Chess", "library.db")
        if os.path.exists(library):
            import sqlite3
            games = sqlite3.connect(library).execute("SELECT count(*) FROM games").fetchone()[0]
            if games != 0:
                raise Failure("the analysis board's mate went into the library (%d games)" % games)
    finally:
        app.quit()


SCHOLARS_MATE = ('[Event "Review"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n'
                 '1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n')


def test_review(binary, out):
    """Review Game on a short game, then Save: the file holds the review."""
    path = os.path.join(out, "scholars-mate.pgn")
    with open(path, "w") as f:
        f.write(SCHOLARS_MATE)
    app = App(binary, out, [path])
    try:
        app.start()
        since = app.mark()
        app.key("ctrl+shift+r")
        time.sleep(1.0)   # the dialog opens, focused; Return takes the default budget
        gui.run("xdotool", "key", "Return")
        app.wait_for(r"^REVIEW 1 8$", 20, since, what="the first position reviewed")
        line = app.wait_for(r"^REVIEWED ", 90, since, what="REVIEWED")
        white, black = (float(v) for v in line.split()[1:])
        if not black < white:
            raise Failure("Black walked into mate, yet accuracy white %s, black %s" % (white, black))
        reviews = [l for l in app.events("REVIEW ")]
        if len(reviews) != 8:
            raise Failure("expected 8 REVIEW lines, got %d" % len(reviews))
        app.screenshot("reviewed")

        app.key("ctrl+s")
        deadline = time.monotonic() + 10
        text = ""
        while time.monotonic() < deadline:
            with open(path) as f:
                text = f.read()
            if "[%eval" in text:
                break
            time.sleep(0.2)
        flat = " ".join(text.split())
        if "3... Nf6 $4 {[%eval #1]" not in flat:
            raise Failure("the saved file lacks the blunder 3... Nf6 $4 with [%%eval #1]:\n%s" % text)
        if flat.count("[%eval") < 6:
            raise Failure("the saved file lacks [%%eval] on its moves:\n%s" % text)
    finally:
        app.quit()


SCENARIOS = {
    "analysis": test_analysis,
    "analysis-refused": test_analysis_refused,
    "analysis-unfinished": test_analysis_unfinished,
    "keys-to-focus": test_keys_to_focus,
    "analysis-hover": test_analysis_hover,
    "analysis-board": test_analysis_board,
    "review": test_review,
    "analysis-board-bad-fen": test_analysis_board_bad_fen,
}


gui.SCENARIOS.clear()
gui.SCENARIOS.update(SCENARIOS)

if __name__ == "__main__":
    sys.exit(gui.main())
