#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""GUI scenario of Set Up Position (Shift+Ctrl+E): pieces dragged from the
palette onto the board and off it, the FEN following each change and the
board following a FEN typed (one refused named by its field), pieces put
by clicks (the right button or Shift for the other colour) and by keys
(the arrows, piece letters, Delete and BackSpace), a castling
right offered only where king and rook stand, a game played from the
position set up, and a FEN pasted that cannot be played shown with why.  On the helpers of chess-gui-test.py.

usage: chess-gui-setup.py CHESS_BINARY OUTDIR setup-position"""

import importlib.util
import os
import shutil
import subprocess
import sys
import time

_here = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("chess_gui_test", os.path.join(_here, "chess-gui-test.py"))
gui = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gui)
App, Failure = gui.App, gui.Failure


def find(role, name, timeout=10.0):
    """The accessible of that role and name (a palette piece is a toggle
    button, or a push button to GTK 4.8's AT-SPI)."""
    roles = ("toggle button", "push button") if role == "toggle button" else (role,)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        hit = gui.find_accessibles(lambda n: n.getRoleName() in roles and gui.button_name_is(n.name, name))
        if hit is not None:
            return hit
        time.sleep(0.2)
    raise Failure("no %s %r found over AT-SPI" % (role, name))


def centre_of(node):
    import pyatspi
    box = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    return box.x + box.width // 2, box.y + box.height // 2


def drag_points(wid, x0, y0, x1, y1, steps=12):
    gui.run("xdotool", "mousemove", "--window", wid, str(x0), str(y0), "sleep", "0.1",
            "mousedown", "1", "sleep", "0.1")
    for i in range(1, steps + 1):
        gui.run("xdotool", "mousemove", "--window", wid,
                str(x0 + (x1 - x0) * i // steps), str(y0 + (y1 - y0) * i // steps), "sleep", "0.03")
    gui.run("xdotool", "sleep", "0.1", "mouseup", "1")


def find_entry(timeout=10.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        hit = gui.find_accessibles(lambda n: n.getRoleName() in ("entry", "text")
                                   and (n.name or "").replace("_", "") == "Position (FEN)")
        if hit is not None:
            return hit
        time.sleep(0.2)
    raise Failure("no FEN field found over AT-SPI")


def click_on(wid, node):
    x, y = centre_of(node)
    gui.run("xdotool", "mousemove", "--window", wid, str(x), str(y), "sleep", "0.05", "click", "1")


def expect_setup(app, fen, since):
    app.wait_for(r"^SETUP %s$" % fen.replace("/", r"\/"), 5, since, what="SETUP " + fen)


def test_setup_position(binary, out):
    gui.needs_atspi()
    app = App(binary, out)
    try:
        app.start()
        main_wid, main_board = app.wid, app.events("BOARD ")[-1]
        since = app.mark()
        app.key("ctrl+shift+e")
        app.wait_for(r"^READY$", 10, since, what="the editor's READY")
        expect_setup(app, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", since)
        wid = gui.other_window(app)
        if wid is None:
            raise Failure("Set Up Position did not open")
        app.wid = wid   # squares from now on in the editor's window

        since = app.mark()
        gui.press(find("push button", "Clear Board"))
        expect_setup(app, "8/8/8/8/8/8/8/8 w - - 0 1", since)
        if gui.find_accessibles(lambda n: n.getRoleName() == "label"
                                and (n.name or "").startswith("White has no king.\nBlack has no king.")) is None:
            raise Failure("the reasons do not say that neither side has a king")

        # By drags from the palette: the white king to e1, a white rook to h1.
        for piece, square, fen in (("White king", "e1", "8/8/8/8/8/8/8/4K3 w - - 0 1"),
                                   ("White rook", "h1", "8/8/8/8/8/8/8/4K2R w - - 0 1"),
                                   ("Black king", "e8", "4k3/8/8/8/8/8/8/4K2R w - - 0 1")):
            since = app.mark()
            x0, y0 = centre_of(find("toggle button", piece))
            x1, y1 = app.centre(square)
            drag_points(wid, x0, y0, x1, y1)
            expect_setup(app, fen, since)
        app.screenshot("placed")

        # Castling: king-side possible (rook h1), queen-side not (no rook on a1-d1).
        queen_side = find("check box", "White queen-side (O-O-O)")
        king_side = find("check box", "White king-side (O-O)")
        if gui.is_sensitive(queen_side):
            raise Failure("White may tick queen-side castling with no rook on that side")
        if not gui.is_sensitive(king_side):
            raise Failure("White may not tick king-side castling with king e1 and rook h1")
        since = app.mark()
        click_on(wid, king_side)
        expect_setup(app, "4k3/8/8/8/8/8/8/4K2R w K - 0 1", since)

        # The rook dragged off the board: gone, and the right with it.
        since = app.mark()
        x0, y0 = app.centre("h1")
        x1, y1 = centre_of(find("toggle button", "Black pawn"))
        drag_points(wid, x0, y0, x1, y1)
        expect_setup(app, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", since)
        if gui.is_sensitive(find("check box", "White king-side (O-O)")):
            raise Failure("king-side castling stays offered with the rook gone")

        # Back on h1 by a drag, the right ticked again, a pawn, then play.
        since = app.mark()
        x0, y0 = centre_of(find("toggle button", "White rook"))
        x1, y1 = app.centre("h1")
        drag_points(wid, x0, y0, x1, y1)
        expect_setup(app, "4k3/8/8/8/8/8/8/4K2R w - - 0 1", since)
        since = app.mark()
        click_on(wid, find("check box", "White king-side (O-O)"))
        expect_setup(app, "4k3/8/8/8/8/8/8/4K2R w K - 0 1", since)
        # The FEN field follows the board; the board follows the field, and
        # a FEN refused stays to mend with the reader's reason under it.
        entry = find_entry()
        text = entry.queryText().getText(0, entry.queryText().characterCount)
        if text != "4k3/8/8/8/8/8/8/4K2R w K - 0 1":
            raise Failure("the FEN field shows %r" % text)
        click_on(wid, entry)
        since = app.mark()
        gui.run("xdotool", "key", "ctrl+a")
        app.type_text("4k3/8/8/8/8/8/8/4K2R w KQ - 0 1")
        time.sleep(0.5)
        if gui.find_accessibles(lambda n: n.getRoleName() == "label"
                                and (n.name or "").startswith("Not a position: field 3 (castling)")) is None:
            raise Failure("no message names the castling field of a FEN refused")
        app.expect_none(r"^SETUP .* KQ ", 0.2, since)
        gui.run("xdotool", "key", "ctrl+a")
        app.type_text("4k3/8/8/8/8/8/P7/4K2R w K - 0 1")
        expect_setup(app, "4k3/8/8/8/8/8/P7/4K2R w K - 0 1", since)
        # Click to place: a white pawn chosen, put on b2 with the left button
        # and, of the other colour, on c7 with the right one.
        click_on(wid, find("toggle button", "White pawn"))
        since = app.mark()
        app.click("b2")
        expect_setup(app, "4k3/8/8/8/8/8/PP6/4K2R w K - 0 1", since)
        x, y = app.centre("c7")
        gui.run("xdotool", "mousemove", "--window", wid, str(x), str(y), "sleep", "0.05", "click", "3")
        expect_setup(app, "4k3/2p5/8/8/8/8/PP6/4K2R w K - 0 1", since)
        # Shift with a click: the other colour too, and again takes it away.
        x, y = app.centre("g2")
        for fen in ("4k3/2p5/8/8/8/8/PP4p1/4K2R w K - 0 1", "4k3/2p5/8/8/8/8/PP6/4K2R w K - 0 1"):
            since = app.mark()
            gui.run("xdotool", "mousemove", "--window", wid, str(x), str(y), "sleep", "0.05",
                    "keydown", "shift", "click", "1", "keyup", "shift")
            expect_setup(app, fen, since)

        # By keys: a click gives the board the focus (the pawn no longer
        # chosen, it puts nothing), the arrows take the frame to a1 and on
        # to d4; Q puts a white queen, n a black knight, Delete and
        # BackSpace take them away.
        click_on(wid, find("toggle button", "White pawn"))
        since = app.mark()
        app.click("d5")
        app.expect_none(r"^SETUP ", 0.3, since)
        app.key(*(["Left"] * 8 + ["Down"] * 8 + ["Up"] * 3 + ["Right"] * 3), window=wid)
        for keys, fen in ((["Q"], "4k3/2p5/8/8/3Q4/8/PP6/4K2R w K - 0 1"),
                          (["Right", "n"], "4k3/2p5/8/8/3Qn3/8/PP6/4K2R w K - 0 1"),
                          (["Delete"], "4k3/2p5/8/8/3Q4/8/PP6/4K2R w K - 0 1"),
                          (["Left", "BackSpace"], "4k3/2p5/8/8/8/8/PP6/4K2R w K - 0 1")):
            since = app.mark()
            gui.run("xdotool", "key", *keys)
            expect_setup(app, fen, since)
        # Shift with a drop from the palette: the black knight lands white;
        # dragged off the board it goes again.
        since = app.mark()
        x0, y0 = centre_of(find("toggle button", "Black knight"))
        x1, y1 = app.centre("f6")
        gui.run("xdotool", "keydown", "shift")
        try:
            drag_points(wid, x0, y0, x1, y1)
        finally:
            gui.run("xdotool", "keyup", "shift")
        expect_setup(app, "4k3/2p5/5N2/8/8/8/PP6/4K2R w K - 0 1", since)
        since = app.mark()
        drag_points(wid, x1, y1, x0, y0)
        expect_setup(app, "4k3/2p5/8/8/8/8/PP6/4K2R w K - 0 1", since)
        app.screenshot("ready-to-play")

        # A FEN another program copied, pasted with the focus on the palette:
        # the field takes it and the board follows.
        if shutil.which("xclip") is not None:
            pasted = "4k3/8/8/8/8/8/8/4K3 b - - 0 1"
            subprocess.run(["xclip", "-selection", "clipboard", "-i"], input=pasted, text=True, check=True,
                           timeout=10)
            click_on(wid, find("toggle button", "Black queen"))
            since = app.mark()
            app.key("ctrl+v", window=wid)
            expect_setup(app, pasted, since)
            click_on(wid, find_entry())
            gui.run("xdotool", "key", "ctrl+a")
            app.type_text("4k3/2p5/8/8/8/8/PP6/4K2R w K - 0 1")
            expect_setup(app, "4k3/2p5/8/8/8/8/PP6/4K2R w K - 0 1", since)

        since = app.mark()
        gui.press(find("push button", "Play from Here…"))
        gui.press(gui.dialog_button("Start Game"))
        gui.expect_position(app, "4k3/2p5/8/8/8/8/PP6/4K2R w K -", since)
        # and it plays: castling king-side from the position set up
        # The main board did not move, so it printed no BOARD again: its
        # place is the one printed before the editor's.
        app.wid = main_wid
        with app.lock:
            app.lines.append(main_board)
        since = app.mark()
        app.drag("e1", "g1")
        app.wait_for(r"^MOVE e1g1 O-O$", 5, since, what="MOVE e1g1 O-O")
        gui.expect_position(app, "4k3/2p5/8/8/8/8/PP6/5RK1 b - -", since)

        # A FEN pasted in the main window that cannot be played as it is
        # (two rooks check along one line): Set Up Position shows it, says
        # why, and will not play it.
        if shutil.which("xclip") is not None:
            impossible = "4k3/8/8/8/8/8/8/r3K2r w - - 0 1"
            subprocess.run(["xclip", "-selection", "clipboard", "-i"], input=impossible, text=True,
                           check=True, timeout=10)
            since = app.mark()
            app.key("ctrl+v")
            app.wait_for(r"^READY$", 10, since, what="the editor's READY")
            expect_setup(app, impossible, since)
            if gui.find_accessibles(lambda n: n.getRoleName() == "label" and (n.name or "").startswith(
                    "White is in a check that no move of Black’s could have given.")) is None:
                raise Failure("the editor does not say why the pasted position cannot be played")
            if gui.is_sensitive(find("push button", "Play from Here…")):
                raise Failure("Play from Here is offered for a position that cannot be played")
    finally:
        app.quit()


SCENARIOS = {
    "setup-position": test_setup_position,
}

gui.SCENARIOS.clear()
gui.SCENARIOS.update(SCENARIOS)

if __name__ == "__main__":
    sys.exit(gui.main())
