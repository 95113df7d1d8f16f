#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""GUI scenarios of how a game ends: checkmate, a flag that falls (a loss,
or a draw against a bare king), a draw offered and answered, resignation
and a claimed draw.  They drive the real window with the helpers of
chess-gui-test.py, which keeps the moves themselves.

usage: chess-gui-results.py CHESS_BINARY OUTDIR SCENARIO"""

import importlib.util
import os
import sys
import time

_spec = importlib.util.spec_from_file_location(
    "chess_gui_test", os.path.join(os.path.dirname(os.path.abspath(__file__)), "chess-gui-test.py"))
gui = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gui)

App, Failure = gui.App, gui.Failure
accessible_button, brightness, current_layout = gui.accessible_button, gui.brightness, gui.current_layout
dialog_button, expect_banner, find_accessibles = gui.dialog_button, gui.expect_banner, gui.find_accessibles
expect_empty, expect_occupied, last_position = gui.expect_empty, gui.expect_occupied, gui.last_position
is_sensitive, needs_atspi, press = gui.is_sensitive, gui.needs_atspi, gui.press


def test_checkmate(binary, out):
    app = App(binary, out)
    try:
        app.start()
        app.play("f2", "f3", "f3")
        app.play("e7", "e5", "e5")
        app.play("g2", "g4", "g4")
        since = app.mark()
        line = app.play("d8", "h4", "Qh4#")
        if line != "MOVE d8h4 Qh4#":
            raise Failure("expected 'MOVE d8h4 Qh4#', got %r" % line)
        result = app.wait_for(r"^RESULT ", 5, since, what="RESULT after fool's mate")
        if result != "RESULT 0-1 checkmate":
            raise Failure("expected 'RESULT 0-1 checkmate', got %r" % result)
        shot = app.screenshot("checkmate")
        expect_occupied(app, shot, "h4")
        expect_empty(app, shot, "d8")
        if brightness(shot.pixel(*app.centre("h4", 0.5, 0.55))) > 110:
            raise Failure("the queen on h4 is not black: %s" % shot.pixel(*app.centre("h4", 0.5, 0.55)))
        # a finished game takes no move at its last position as a new main-line move
        since = app.mark()
        app.drag("e1", "f2")
        time.sleep(0.5)
        if any(l.startswith("RESULT ") and l != "RESULT 0-1 checkmate" for l in app.events()[since:]):
            raise Failure("the result changed after the mate")
    finally:
        app.quit()


def test_flag_fall(binary, out):
    app = App(binary, out, ["--time-control=2"])
    try:
        app.start()
        since = app.mark()
        app.play("e2", "e4", "e4")       # Black's clock now runs: 2 s
        result = app.wait_for(r"^RESULT ", 6, since, what="RESULT after Black's flag fell")
        if result != "RESULT 1-0 time-forfeit":
            raise Failure("expected 'RESULT 1-0 time-forfeit', got %r" % result)
        shot = app.screenshot("flag-fall")
        expect_occupied(app, shot, "e4")
        since = app.mark()
        app.drag("e7", "e5")             # too late: the game is over
        time.sleep(0.6)
        for l in app.events()[since:]:
            if l.startswith("MOVE e7e5") and "1-0" not in last_position(app):
                pass
        if any(l.startswith("RESULT ") for l in app.events()[since:]):
            raise Failure("another RESULT after the flag fell: %s" % app.events()[since:])
    finally:
        app.quit()


def test_flag_bare_king(binary, out):
    # White has only its king: Black's flag falling is a draw.
    app = App(binary, out, ["--time-control=2", "--fen", "q3k3/8/8/8/8/8/8/4K3 w - - 0 1"])
    try:
        app.start()
        since = app.mark()
        app.play("e1", "d2", "Kd2")
        result = app.wait_for(r"^RESULT ", 6, since, what="RESULT after Black's flag fell")
        if result != "RESULT 1/2-1/2 timeout-vs-insufficient-material":
            raise Failure("expected 'RESULT 1/2-1/2 timeout-vs-insufficient-material', got %r" % result)
        shot = app.screenshot("flag-bare-king")
        expect_occupied(app, shot, "d2")
        expect_empty(app, shot, "e1")
    finally:
        app.quit()


def test_draw_offer(binary, out):
    needs_atspi()
    app = App(binary, out)
    try:
        app.start()
        first_board = current_layout(app)["board"]
        app.play("e2", "e4", "e4")
        press(accessible_button("Offer Draw"))          # Black offers
        time.sleep(0.6)                                  # the bar slides in
        decline = accessible_button("Decline")
        since = app.mark()
        press(decline)
        app.expect_none(r"^RESULT ", 0.8, since)
        if not is_sensitive(accessible_button("Offer Draw")):
            raise Failure("Offer Draw stays disabled after a declined offer")
        time.sleep(0.6)
        press(accessible_button("Offer Draw"))
        time.sleep(0.6)
        press(accessible_button("Accept Draw"))
        result = app.wait_for(r"^RESULT ", 5, since, what="RESULT after the accepted draw")
        if result != "RESULT 1/2-1/2 agreement":
            raise Failure("expected 'RESULT 1/2-1/2 agreement', got %r" % result)
        time.sleep(0.5)
        shot = app.screenshot("draw-agreed")
        expect_banner(app, "Draw — agreed by the players", first_board)
        expect_occupied(app, shot, "e4")
    finally:
        app.quit()


def test_resign(binary, out):
    needs_atspi()
    app = App(binary, out)
    try:
        app.start()
        first_board = current_layout(app)["board"]
        app.play("e2", "e4", "e4")
        since = app.mark()
        press(accessible_button("Resign"))              # Black to move resigns…
        time.sleep(0.5)
        press(accessible_button("Cancel"))              # …no, not yet
        app.expect_none(r"^RESULT ", 0.8, since)
        press(accessible_button("Resign"))
        time.sleep(0.5)
        # the dialog's Resign, not the window's
        press(dialog_button("Resign"))
        result = app.wait_for(r"^RESULT ", 5, since, what="RESULT after resigning")
        if result != "RESULT 1-0 resignation":
            raise Failure("expected 'RESULT 1-0 resignation', got %r" % result)
        time.sleep(0.5)
        app.screenshot("resigned")
        expect_banner(app, "White wins — Black resigned", first_board)
    finally:
        app.quit()


def optional_button(name, timeout=0.5):
    """The push button `name` of the chess app, or None."""
    try:
        return accessible_button(name, timeout)
    except Failure:
        return None


def test_claim_draw(binary, out):
    """One draw button: it offers, and claims when a claim holds (a toast
    says so); the claim ends the game as a threefold repetition."""
    needs_atspi()
    app = App(binary, out)
    try:
        app.start()
        if not is_sensitive(accessible_button("Offer Draw")):
            raise Failure("Offer Draw is disabled at the start")
        claim = optional_button("Claim Draw")
        if claim is not None and is_sensitive(claim):
            raise Failure("Claim Draw is enabled at the start")
        for _ in range(2):
            app.play("g1", "f3", "Nf3")
            app.play("g8", "f6", "Nf6")
            app.play("f3", "g1", "Ng1")
            claim = optional_button("Claim Draw")
            if claim is not None and is_sensitive(claim):
                raise Failure("Claim Draw is enabled before any threefold repetition")
            app.play("f6", "g8", "Ng8")
        # the start position stands for the third time, White to move
        time.sleep(0.3)
        claim = accessible_button("Claim Draw")
        if not is_sensitive(claim):
            raise Failure("Claim Draw is disabled at a threefold repetition")
        if find_accessibles(lambda n: n.getRoleName() == "label"
                            and (n.name or "").startswith("A draw can be claimed")) is None:
            raise Failure("no toast says that a draw can be claimed")
        app.screenshot("claimable")
        since = app.mark()
        press(claim)
        result = app.wait_for(r"^RESULT ", 5, since, what="RESULT after the claim")
        if result != "RESULT 1/2-1/2 threefold":
            raise Failure("expected 'RESULT 1/2-1/2 threefold', got %r" % result)
        shot = app.screenshot("claimed")
        expect_occupied(app, shot, "g1")
        expect_empty(app, shot, "f3")
    finally:
        app.quit()

gui.SCENARIOS.clear()
gui.SCENARIOS.update({
    "checkmate": test_checkmate,
    "flag-fall": test_flag_fall,
    "flag-bare-king": test_flag_bare_king,
    "draw-offer": test_draw_offer,
    "resign": test_resign,
    "claim-draw": test_claim_draw,
})

if __name__ == "__main__":
    sys.exit(gui.main())
