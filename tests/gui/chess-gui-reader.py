#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""GUI scenarios of the board as a screen reader meets it (issue 23),
over AT-SPI as Orca reads it, on the helpers of chess-gui-test.py.

  reader-board     the board is a table named "Chess board" of 64 table
                   cells named after their squares ("e2, white pawn",
                   "e4, empty"); the arrow keys move the focus from cell to
                   cell (the cell's focused state and AT-SPI's
                   object:state-changed:focused event); Space on e2 names
                   it "selected" and e4 "possible move"; after e2-e4 the
                   names have changed and the move is said: the focused
                   cell's description becomes "White: Pawn from e2 to e4"
                   (object:property-change:accessible-description, which
                   Orca 43 says for the object with the focus)
  reader-computer  against Stockfish (--computer=black): after e4 played
                   by keys the computer's reply is said in words ("Black:
                   …") on the focused cell
  reader-keys      lichess's blind-mode keys on the focused board: Alt+N
                   and Alt+Shift+N move the focus to the next white and
                   black knight, Alt+1…8 to a rank, Alt+Shift+1…8 to a
                   file (focus events with the cells' names); Alt+O, Alt+X,
                   Alt+I, Alt+T, Alt+E, Alt+H say where a piece may go,
                   what stands around, the last move (before and after
                   e4), the clocks, and why there is no evaluation or best
                   move, through the focused cell's description
  reader-puzzle-hint  in the puzzle trainer, the board's reader keys:
                   Alt+R, Alt+B jump to the solver's rook and bishop (Alt+R
                   is also Retry's mnemonic: on the board the rook wins),
                   Alt+O, Alt+Q, Alt+I, Alt+T say where the bishop may go,
                   where the queens stand, the opponent's last move, whose
                   turn it is (after a wrong move too, the opponent's
                   move); Control+H's and Alt+H's hints are said in
                   words ("Hint: d3, black bishop", then "Hint: Bishop from
                   d3 to e4, check"), not only marked and drawn; with the
                   solution shown, Alt+H says all of it in words
  reader-review    a game lichess analysed: at Qh5?! Alt+H says
                   "Inaccuracy. Best was Knight from g1 to f3" and Alt+E
                   the evaluation; at Nf6?? "Blunder. Best was Pawn from g7
                   to g6"
  reader-analysis  with Stockfish's analysis on, at the start of a game
                   loaded from a file: Alt+H says "Best move: …" in words
                   and Alt+E "Evaluation …, depth N"
  reader-command   the command line in the move field ("/" opens it):
                   "p N", "s e", "/s 4", "last", "clock", "eval" are
                   answered through the description of the focused field
                   (the event's source holds the focus, as Orca needs)

usage: chess-gui-reader.py CHESS_BINARY OUTDIR SCENARIO"""

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


def board(timeout=15.0):
    """The board's table over AT-SPI."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        hit = gui.find_accessibles(lambda n: n.getRoleName() == "table" and n.name == "Chess board")
        if hit is not None:
            return hit
        time.sleep(0.2)
    raise Failure("no table named 'Chess board' over AT-SPI")


def cells(table):
    """The table's cells by square name ("e4")."""
    found = {}
    for child in table:
        if child is None or child.getRoleName() != "table cell":
            continue
        found[child.name.split(",")[0]] = child
    return found


def expect_name(table, square, name, what, timeout=5.0):
    deadline = time.monotonic() + timeout
    while True:
        cell = cells(table).get(square)
        if cell is not None and cell.name == name:
            return cell
        if time.monotonic() > deadline:
            raise Failure("%s: the cell of %s is named %r, not %r"
                          % (what, square, cell.name if cell is not None else None, name))
        time.sleep(0.1)


class Events:
    """AT-SPI events of one kind, as Orca listens for them: the roles of
    their sources and the sources' names (a state set, detail1 = 1) or the
    new value (a property changed)."""

    def __init__(self, kind):
        import pyatspi
        self.kind = kind
        self.seen = []
        pyatspi.Registry.registerEventListener(self.listener, kind)

    def listener(self, event):
        if self.kind.startswith("object:property-change:"):
            self.seen.append((event.source.getRoleName(), event.any_data))
        elif event.detail1:
            self.seen.append((event.source.getRoleName(), event.source.name))

    def pump(self, seconds):
        from gi.repository import GLib
        context = GLib.MainContext.default()
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            while context.pending():
                context.iteration(False)
            time.sleep(0.02)

    def wait_for(self, role, pattern, timeout=5.0):
        regex = re.compile(pattern)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.pump(0.1)
            for seen_role, name in self.seen:
                if role in (None, seen_role) and regex.search(name or ""):
                    return name
        raise Failure("no %s event of a %s named %r; events: %r" % (self.kind, role, pattern, self.seen))

    def close(self):
        import pyatspi
        pyatspi.Registry.deregisterEventListener(self.listener, self.kind)


class FocusedDescriptions(Events):
    """New descriptions of the object that holds the focus, the only ones
    Orca 43 says."""

    def __init__(self):
        super().__init__("object:property-change:accessible-description")

    def listener(self, event):
        import pyatspi
        if event.source.getState().contains(pyatspi.STATE_FOCUSED):
            self.seen.append((event.source.getRoleName(), event.any_data))


def announcements():
    """Orca 43 says a new description of the object with the focus."""
    return Events("object:property-change:accessible-description")


def test_reader_board(binary, out):
    gui.needs_atspi()
    import pyatspi
    app = App(binary, out)
    try:
        app.start()
        run("xdotool", "windowfocus", "--sync", app.wid, check=False)
        table = board()
        found = cells(table)
        if len(found) != 64:
            raise Failure("the board has %d cells over AT-SPI, not 64: %r" % (len(found), sorted(found)))
        expect_name(table, "e2", "e2, white pawn", "at the start")
        expect_name(table, "e4", "e4, empty", "at the start")
        expect_name(table, "g8", "g8, black knight", "at the start")

        # the arrows move the focus from cell to cell
        events = Events("object:state-changed:focused")
        try:
            app.click("e5")          # an empty square: the board takes the focus
            app.key("Up")            # the focus square shows, on e2
            events.wait_for("table cell", "^e2, white pawn$")
            app.key("Up")
            events.wait_for("table cell", "^e3, empty$")
            if not gui.is_focused(cells(table)["e3"]):
                raise Failure("the cell of e3 is not focused after Up")
            app.key("Down")
            events.seen.clear()
            events.wait_for("table cell", "^e2, white pawn$")
        finally:
            events.close()
        app.screenshot("focus-e2")

        # Space takes the pawn: the selection and its targets are named,
        # its cell selected, and where it may go said
        said = announcements()
        try:
            app.key("space")
            expect_name(table, "e2", "e2, white pawn, selected", "after Space on e2")
            expect_name(table, "e4", "e4, empty, possible move", "after Space on e2")
            expect_name(table, "e5", "e5, empty", "after Space on e2")
            if not cells(table)["e2"].getState().contains(pyatspi.STATE_SELECTED):
                raise Failure("the cell of e2 is not selected after Space")
            said.wait_for("table cell", "^Possible moves: e3, e4$")
        finally:
            said.close()
        since = app.mark()
        said = announcements()
        try:
            app.key("Up")
            app.key("Up")
            app.key("space")
            line = app.wait_for(r"^MOVE ", 5, since, what="e2-e4 by keys")
            if line != "MOVE e2e4 e4":
                raise Failure("the keys played %r, not e4" % line)
            expect_name(table, "e2", "e2, empty", "after e4")
            expect_name(table, "e4", "e4, white pawn", "after e4")
            said.wait_for("table cell", r"^White: Pawn from e2 to e4$")
        finally:
            said.close()
    finally:
        app.quit()


def test_reader_computer(binary, out):
    gui.needs_atspi()
    app = App(binary, out, ["--computer=black", "--level=1"])
    said = None
    try:
        app.start()
        run("xdotool", "windowfocus", "--sync", app.wid, check=False)
        board()
        said = announcements()
        since = app.mark()
        # e2-e4 by keys: the focus stays on the board's cell of e4
        app.click("e5")
        for key in ("Up", "space", "Up", "Up", "space"):
            app.key(key)
        app.wait_for(r"^MOVE e2e4 e4$", 5, since, what="e2-e4 by keys")
        with app.lock:
            index = app.lines.index("MOVE e2e4 e4", since)
        line = app.wait_for(r"^MOVE ", 30, index + 1, what="the computer's reply to e4")
        uci = line.split()[1]
        said.wait_for("table cell", r"^White: Pawn from e2 to e4$")
        # "Black: Knight from g8 to f6", "Black: Pawn from e7 to e5"
        words = said.wait_for("table cell", r"^Black: \w+ from %s to %s$" % (uci[:2], uci[2:4]))
        print("announced: %s" % words)
        # the hint against the computer, said in words
        app.key("ctrl+h")
        hint = said.wait_for("table cell", r"^Hint: (\w+ from [a-h][1-8] (to|takes \w+ on) [a-h][1-8]|Castles)",
                             timeout=30)
        print("hint: %s" % hint)
    finally:
        if said is not None:
            said.close()
        app.quit()


# Without analysis (a game in play allows none), the evaluation and the
# best move say why there is none.
NO_ANALYSIS = r"^(The analysis is off: Control\+Shift\+A turns it on|No engine help during this game)$"


def test_reader_keys(binary, out):
    gui.needs_atspi()
    app = App(binary, out)
    focus = said = None
    try:
        app.start()
        run("xdotool", "windowfocus", "--sync", app.wid, check=False)
        table = board()
        focus = Events("object:state-changed:focused")
        said = announcements()
        app.click("e5")
        app.key("Up")                        # the focus square shows, on e2
        focus.wait_for("table cell", "^e2, white pawn$")

        # the next knight of the side at the foot, then of the other side
        for keys, name in (("alt+n", "b1, white knight"), ("alt+n", "g1, white knight"),
                           ("alt+shift+n", "b8, black knight"), ("alt+4", "b4, empty"),
                           ("alt+shift+5", "e4, empty"), ("alt+shift+7", "g4, empty"),
                           ("alt+1", "g1, white knight")):
            focus.seen.clear()
            app.key(keys)
            focus.wait_for("table cell", "^%s$" % re.escape(name))
            if not gui.is_focused(cells(table)[name.split(",")[0]]):
                raise Failure("%s did not leave the focus on %s" % (keys, name))

        # the answers, said on the focused cell
        for keys, pattern in (
                ("alt+o", r"^g1, white knight\. Possible moves: f3, h3$"),
                ("alt+x", r"^Around g1: f2, white pawn; g2, white pawn; h2, white pawn; "
                          r"f1, white bishop; h1, white rook$"),
                ("alt+i", r"^No move yet$"),
                ("alt+t", r"^(This game has no clock|White: \d+:\d\d; Black: \d+:\d\d)$"),
                ("alt+e", NO_ANALYSIS),
                ("alt+h", NO_ANALYSIS)):
            said.seen.clear()
            app.key(keys)
            print("%s: %s" % (keys, said.wait_for("table cell", pattern)))

        # the last move once there is one; an empty square has no moves
        app.drag("e2", "e4")
        app.wait_for(r"^MOVE e2e4 e4$", 5, 0, what="e4 dragged")
        app.click("e5")
        app.key("alt+shift+5", "alt+5")
        focus.wait_for("table cell", "^e5, empty$")
        said.seen.clear()
        app.key("alt+i")
        said.wait_for("table cell", r"^White: Pawn from e2 to e4$")
        said.seen.clear()
        app.key("alt+o")
        said.wait_for("table cell", r"^e5, empty$")
    finally:
        for events in (focus, said):
            if events is not None:
                events.close()
        app.quit()


def test_reader_puzzle_hint(binary, out):
    gui.needs_atspi()
    spec = importlib.util.spec_from_file_location(
        "chess_gui_puzzles", os.path.join(os.path.dirname(os.path.abspath(__file__)), "chess-gui-puzzles.py"))
    puzzles = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(puzzles)
    said = announcements()
    app = None
    try:
        app = puzzles.start_trainer(binary, out, "t0002")
        puzzles.wait_turn(app, puzzles.T0002_TURN)
        focus = Events("object:state-changed:focused")
        app.click("e5")                  # an empty square: the board has the focus
        app.key("Up")                    # the frame shows, on a cell
        focus.wait_for("table cell", "")
        # the board's reader keys: the side at the foot is Black, the solver's
        # Alt+R is also Retry's mnemonic: on the board, the rook
        for keys, name in (("alt+r", "c1, black rook"), ("alt+b", "d3, black bishop")):
            focus.seen.clear()
            app.key(keys)
            focus.wait_for("table cell", "^%s$" % re.escape(name))
        for keys, pattern in (
                ("alt+o", r"^d3, black bishop\. Possible moves: .*e4"),
                ("alt+q", r"^Black queens: none$"),
                ("alt+i", r"^White: King from [a-h][1-8] to g2$"),
                ("alt+t", r"^Black to move\. Your turn\. Find the best move for Black\.$"),
                ("ctrl+h", r"^Hint: d3, black bishop$"),
                ("alt+h", r"^Hint: Bishop from d3 to e4, check$")):
            said.seen.clear()
            app.key(keys)
            print("%s: %s" % (keys, said.wait_for("table cell", pattern)))
        # a wrong move by keys (Bd3-e2), put back: the last move is still
        # the opponent's
        since = app.mark()
        app.key("space")                 # the bishop on d3 taken
        focus.seen.clear()
        app.key("alt+2", "alt+shift+5")  # d2, then e2
        focus.wait_for("table cell", "^e2, empty")
        app.key("space")
        app.wait_for(r"^PUZZLE t0002 failed d3e2$", 5, since, what="PUZZLE t0002 failed d3e2")
        said.seen.clear()
        app.key("alt+i")
        said.wait_for("table cell", r"^White: King from g1 to g2$")
        # the solution shown by its mnemonic, no reader key: the focus stays
        # on the board, where Alt+H then says all of it in words
        said.seen.clear()
        app.key("alt+s")
        said.wait_for("table cell", r"^Black: Bishop from d3 to e4, check$")   # its first move shown
        said.seen.clear()
        app.key("alt+h")
        said.wait_for("table cell", r"^Solution: Bishop from d3 to e4, check; White: Pawn from f2 to f3; "
                                    r"Black: Rook from c1 to c2, checkmate$")
        focus.close()
    finally:
        said.close()
        if app is not None:
            app.quit()


def test_reader_review(binary, out):
    gui.needs_atspi()
    spec = importlib.util.spec_from_file_location(
        "chess_gui_review_marks",
        os.path.join(os.path.dirname(os.path.abspath(__file__)), "chess-gui-review-marks.py"))
    review = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(review)
    app = App(binary, out, [review.write_game(out)])
    said = announcements()
    try:
        app.start()
        review.go(app, (("Home", review.START), ("alt+Right", review.AFTER_QH5)))
        app.click("d4")
        for keys, pattern in (("alt+h", r"^Inaccuracy\. Best was Knight from g1 to f3$"),
                              ("alt+e", "^Evaluation \u2066?[−-]0\\.20?\u2069?$")):
            said.seen.clear()
            app.key(keys)
            print("%s: %s" % (keys, said.wait_for("table cell", pattern)))
        review.go(app, (("alt+Right", review.AFTER_NF6),))
        said.seen.clear()
        app.key("alt+h")
        said.wait_for("table cell", r"^Blunder\. Best was Pawn from g7 to g6$")
    finally:
        said.close()
        app.quit()


def test_reader_analysis(binary, out):
    gui.needs_atspi()
    spec = importlib.util.spec_from_file_location(
        "chess_gui_review_marks",
        os.path.join(os.path.dirname(os.path.abspath(__file__)), "chess-gui-review-marks.py"))
    review = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(review)
    app = App(binary, out, [review.write_game(out)])
    said = announcements()
    try:
        app.start()
        review.go(app, (("Home", review.START),))
        app.key("ctrl+shift+a")
        app.click("d4")
        for keys, pattern in (("alt+h", r"^Best move: (\w+ from [a-h][1-8] to [a-h][1-8])$"),
                              ("alt+e", "^Evaluation \u2066?[−+]?\\d+\\.\\d\\d\u2069?, depth \\d+$")):
            deadline = time.monotonic() + 30
            while True:
                said.seen.clear()
                app.key(keys)
                try:
                    print("%s: %s" % (keys, said.wait_for("table cell", pattern, timeout=2)))
                    break
                except Failure:
                    if time.monotonic() > deadline:
                        raise
    finally:
        said.close()
        app.quit()


def test_reader_command(binary, out):
    gui.needs_atspi()
    app = App(binary, out)
    said = None
    try:
        app.start()
        run("xdotool", "windowfocus", "--sync", app.wid, check=False)
        board()
        app.click("e5")
        said = FocusedDescriptions()
        app.key("slash")
        for text, pattern in (
                ("p N", r"^White knights: b1, g1$"),
                ("p q", r"^Black queens: d8$"),
                ("s e", r"^File e: e1, white king; e2, white pawn; e7, black pawn; e8, black king$"),
                ("/s 4", r"^Rank 4: empty$"),
                ("last", r"^No move yet$"),
                ("clock", r"^(This game has no clock|White: \d+:\d\d; Black: \d+:\d\d)$"),
                ("eval", NO_ANALYSIS)):
            said.seen.clear()
            app.type_text(text)
            app.key("Return")
            found = said.wait_for(None, pattern)
            print("%s: %s" % (text, found))
        print("said on: %r" % sorted(set(role for role, _ in said.seen)))
    finally:
        if said is not None:
            said.close()
        app.quit()


def test_reader_result(binary, out):
    """A draw offer and the result are said as their bars show, on the
    focused cell: a resignation has no move whose words would say it.
    Then, with the result bar's "_New Game" showing, Alt+N on the board
    is the reader key: the focus goes to a knight."""
    gui.needs_atspi()
    app = App(binary, out, ["--time-control=300+2"])
    said = None
    try:
        app.start()
        run("xdotool", "windowfocus", "--sync", app.wid, check=False)
        board()
        app.play("e2", "e4", "e4")
        app.click("e6")                  # an empty square: the board has the focus
        said = announcements()
        gui.press(gui.accessible_button("Offer Draw"))
        said.wait_for("table cell", r"^Black offers a draw\. White, do you accept\?$")
        gui.press(gui.accessible_button("Decline"))
        said.seen.clear()
        gui.press(gui.accessible_button("Resign"))      # Black, to move, resigns
        time.sleep(0.5)
        gui.press(gui.dialog_button("Resign"))
        app.wait_for(r"^RESULT ", 10, what="RESULT after resigning")
        words = said.wait_for("table cell", r"^White wins — Black resigned$")
        print("said: %s" % words)
        # the result bar's "_New Game" shares Alt+N with the reader key:
        # on the board, the knight
        focus = Events("object:state-changed:focused")
        try:
            app.click("e6")
            app.key("Up")
            focus.wait_for("table cell", "")
            focus.seen.clear()
            app.key("alt+n")
            focus.wait_for("table cell", r"^[a-h][1-8], white knight$")
        finally:
            focus.close()
    finally:
        if said is not None:
            said.close()
        app.quit()


gui.SCENARIOS.clear()
gui.SCENARIOS.update({
    "reader-board": test_reader_board,
    "reader-computer": test_reader_computer,
    "reader-keys": test_reader_keys,
    "reader-command": test_reader_command,
    "reader-puzzle-hint": test_reader_puzzle_hint,
    "reader-review": test_reader_review,
    "reader-analysis": test_reader_analysis,
    "reader-result": test_reader_result,
})

if __name__ == "__main__":
    sys.exit(gui.main())
