#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""GUI scenario of a reviewed game read as lichess players read it: a game
exported from lichess with its analysis opens with the evaluation graph,
its judged moves as dots in lichess's colours, each side's accuracy and
average centipawn loss in the summary, Alt+Right / Alt+Left going to
the next and previous mistake (and the summary's buttons likewise), and
the better move as an arrow at a judged move.  No
engine: everything comes from the file.  On the helpers of
chess-gui-test.py.

usage: chess-gui-review-marks.py CHESS_BINARY OUTDIR SCENARIO"""

import importlib.util
import os
import subprocess
import sys
import time

_spec = importlib.util.spec_from_file_location(
    "chess_gui_test", os.path.join(os.path.dirname(os.path.abspath(__file__)), "chess-gui-test.py"))
gui = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gui)

App, Failure = gui.App, gui.Failure

# As lichess exports an analysed game: [%eval] on each move but the mate,
# ?! and ?? with the better move's variation after the comment.
LICHESS_SCHOLAR = (
    '[Event "Marks"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n'
    "1. e4 { [%eval 0.3] } 1... e5 { [%eval 0.25] } "
    "2. Qh5?! { (0.25 → -0.20) Inaccuracy. Nf3 was best. } { [%eval -0.2] } "
    "( 2. Nf3 { [%eval 0.3] } ) 2... Nc6 { [%eval -0.15] } 3. Bc4 { [%eval -0.2] } "
    "3... Nf6?? { (-0.20 → Mate in 1) Checkmate is now unavoidable. g6 was best. } { [%eval #1] } "
    "( 3... g6 { [%eval -0.2] } ) 4. Qxf7# 1-0\n")
AFTER_QH5 = "rnbqkbnr/pppp1ppp/8/4p2Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq"
AFTER_NC6 = "r1bqkbnr/pppp1ppp/2n5/4p2Q/4P3/8/PPPP1PPP/RNB1KBNR w KQkq"
AFTER_NF6 = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq"
START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq"
# lichess's colours of ?! and ??
INACCURACY, BLUNDER = (0x56, 0xB4, 0xE9), (0xDF, 0x53, 0x53)


def summary_label(prefix, timeout=10.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        hit = gui.find_accessibles(lambda n: n.getRoleName() == "label" and prefix in (n.name or ""))
        if hit is not None:
            return hit.name
        time.sleep(0.2)
    raise Failure("no label with %r over AT-SPI" % prefix)


def count_colour(shot, colour):
    """Pixels of the window within a few steps of colour."""
    shot.pixel(0, 0)   # loads the picture
    rgb, found = shot.rgb, 0
    for i in range(0, len(rgb) - 2, 3):
        if abs(rgb[i] - colour[0]) < 8 and abs(rgb[i + 1] - colour[1]) < 8 and abs(rgb[i + 2] - colour[2]) < 8:
            found += 1
    return found


def write_game(out):
    path = os.path.join(out, "lichess-analysed.pgn")
    with open(path, "w") as f:
        f.write(LICHESS_SCHOLAR)
    return path


def go(app, keys_and_positions):
    for key, fen in keys_and_positions:
        since = app.mark()
        app.key(key)
        gui.expect_position(app, fen, since)


def test_review_marks(binary, out):
    app = App(binary, out, [write_game(out)])
    try:
        app.start()
        summary = summary_label("average centipawn loss")
        # lichess's counting: White 50 / 4 = 12.5, Black 1025 / 3
        if "average centipawn loss 13," not in summary or "average centipawn loss 342," not in summary:
            raise Failure("the summary lacks each side's average centipawn loss 13 and 342: %r" % summary)
        shot = app.screenshot("marks")
        for name, colour in (("inaccuracy", INACCURACY), ("blunder", BLUNDER)):
            if count_colour(shot, colour) < 12:
                raise Failure("no %s dot (#%02X%02X%02X) on the graph" % ((name,) + colour))

        go(app, (("Home", START), ("alt+Right", AFTER_QH5), ("alt+Right", AFTER_NF6), ("alt+Left", AFTER_QH5)))
        # at Qh5?! the better move, Nf3, is an arrow from g1 to f3 (through
        # the corner of f2 and g2, where no piece is); at Nc6, not judged,
        # no arrow
        between = app.centre("f2", 1.0, 0.5)
        with_arrow = app.screenshot("better-move").pixel(*between)
        since = app.mark()
        app.key("Right")
        gui.expect_position(app, AFTER_NC6, since)
        without = app.screenshot("no-arrow").pixel(*between)
        if with_arrow == without:
            raise Failure("no arrow of the better move Nf3 at Qh5?! (%s at the corner of f2 and g2 as without)"
                          % with_arrow)
        # the summary's button goes on
        since = app.mark()
        gui.press(gui.accessible_button("Next Mistake"))
        gui.expect_position(app, AFTER_NF6, since)
    finally:
        app.quit()


def test_review_marks_rtl(binary, out):
    """Persian: the loss in Persian digits, and the keys mirrored as the
    move list reads (Alt+Left goes on to the next mistake)."""
    if "fa_ir.utf8" not in subprocess.run(["locale", "-a"], stdout=subprocess.PIPE, text=True).stdout.lower():
        raise Failure("the fa_IR.UTF-8 locale is missing: build-aux/ensure-locales.sh generates it")
    app = App(binary, out, [write_game(out)], env={"LC_ALL": "fa_IR.UTF-8", "LANGUAGE": "fa"})
    try:
        # the window's title is translated: found by the app's process
        app.wait_for(r"^READY$", 20, what="READY")
        app.wid = gui.run("xdotool", "search", "--sync", "--onlyvisible", "--pid", str(app.proc.pid),
                          timeout=20).split()[0]
        app.update_geometry()
        summary_label("۳۴۲")
        app.screenshot("fa")
        go(app, (("Home", START), ("alt+Left", AFTER_QH5), ("alt+Left", AFTER_NF6), ("alt+Right", AFTER_QH5)))
    finally:
        app.quit()


SCENARIOS = {
    "review-marks": test_review_marks,
    "review-marks-rtl": test_review_marks_rtl,
}


gui.SCENARIOS.clear()
gui.SCENARIOS.update(SCENARIOS)

if __name__ == "__main__":
    sys.exit(gui.main())
