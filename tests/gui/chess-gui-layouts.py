#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The window's layout where issue 20 found it wanting, measured from the
probe's LAYOUT and BOARD events (on the helpers of gnome-gui-test.py):
a reviewed game with the analysis on at the default size shows the
graph, the accuracy, eight lines of moves and the game's buttons whole;
a 360 px wide window gives the board its whole width; banners and toasts
leave the board where it is; Greek with a file open gets down to 360 px.
Screenshots are kept to be looked at, in English and in Persian.

usage: chess-gui-layouts.py CHESS_BINARY OUTDIR SCENARIO"""

import importlib.util
import os
import shutil
import sys
import time

_spec = importlib.util.spec_from_file_location(
    "gnome_gui", os.path.join(os.path.dirname(os.path.abspath(__file__)), "gnome-gui-test.py"))
gnome = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gnome)
gui = gnome.gui
Failure, run = gui.Failure, gui.run

PERSIAN = {"LC_ALL": "fa_IR.UTF-8", "LANGUAGE": "fa"}
GREEK = {"LC_ALL": "el_GR.UTF-8", "LANGUAGE": "el"}

# The Ruy Lopez of gnome-gui-test.py's FINISHED_GAME, 21 moves, with an
# evaluation on every move as lichess exports it, an inaccuracy and a
# mistake with the better move.
MOVES = ("e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7 Nbd2 Bb7 Bc2 Re8 "
         "Nf1 Bf8 Ng3 g6 a4 c5 d5 c4 Bg5 h6 Be3 Nc5 Qd2 h5 Bg5 Be7 Ra3").split()
JUDGED = {19: ("?!", "(0.45 → 1.00) Inaccuracy. exd4 was best.", "exd4"),
          28: ("?", "(0.40 → -0.90) Mistake. b4 was best.", "b4")}


def reviewed_game():
    text, evals = ['[Event "Layouts"]\n[White "Anna"]\n[Black "Boris"]\n[Result "1-0"]\n\n'], []
    for i, san in enumerate(MOVES):
        value = 0.3 + 0.05 * (i % 5) + (0.55 if i == 19 else 0) - (1.3 if i >= 28 else 0)
        evals.append(value)
        number = "%d. " % (i // 2 + 1) if i % 2 == 0 else "%d... " % (i // 2 + 1)
        if i in JUDGED:
            nag, comment, better = JUDGED[i]
            text.append("%s%s%s { %s } { [%%eval %.2f] } ( %s%s ) " % (number, san, nag, comment, value,
                                                                     number, better))
        else:
            text.append("%s%s { [%%eval %.2f] } " % (number, san, value))
    text.append("1-0\n")
    return "".join(text)


def write_game(out):
    path = os.path.join(out, "reviewed.pgn")
    with open(path, "w") as f:
        f.write(reviewed_game())
    return path


def needs_stockfish():
    if shutil.which("stockfish") is None and not os.path.exists("/usr/games/stockfish"):
        print("SKIP: Stockfish is not installed")
        sys.exit(77)


def whole(layout, part, what, may_hide=False):
    """The part shows (or is hidden, where it may be), and whole: not cut
    by the panel's edge."""
    x, y, w, h, full = layout[part]
    if may_hide and full == 0:
        return
    if h <= 0:
        raise Failure("%s: the %s does not show in the panel %r" % (what, part, layout["panel"]))
    if h < full:
        raise Failure("%s: the %s shows %d px of its %d: the panel %r cuts it" % (what, part, h, full, layout["panel"]))


def graph_has_curve(shot, layout):
    """The graph's picture holds both its colours, White's share and
    Black's, each over a fair part of it: a curve to read."""
    x, y, w, h, _ = layout["graph"]
    shot.pixel(0, 0)
    light = dark = 0
    for py in range(y + 2, y + h - 2, 2):
        for px in range(x + 2, x + w - 2, 3):
            value = gnome.luminance(shot.pixel(px, py))
            light += value > 170
            dark += value < 80
    total = max(1, light + dark)
    return light > total // 8 and dark > total // 8


def review_at_default_size(binary, out, env, name):
    """990 x 750, the default size, a reviewed game and the analysis on."""
    needs_stockfish()
    gui.needs_atspi()
    what = "990x750 %s" % name
    app = gnome.start_at_size(binary, out, 990, 750, [write_game(out)], env=env)
    try:
        since = app.mark()
        app.key("ctrl+shift+a")
        app.wait_for(r"^EVAL ", 20, since, what="the engine's first evaluation")
        layout = gnome.settled_layout(app, what, 990, 750)
        shot = app.screenshot(name)
        print("LAYOUT", " ".join("%s=%s" % kv for kv in sorted(layout.items())))
        gnome.check_layout(layout, "wide", what)
        if layout["graph"][3] < 80:
            raise Failure("%s: the evaluation graph shows %d px high, not 80" % (what, layout["graph"][3]))
        whole(layout, "graph", what)
        if not graph_has_curve(shot, layout):
            raise Failure("%s: the evaluation graph %r shows no curve (%s)" % (what, layout["graph"], shot.path))
        for part in ("summary", "mistakes"):
            whole(layout, part, what)
        # Offer Draw and Resign: gone for a game that is over, never cut
        whole(layout, "actions", what, may_hide=True)
        if layout["lines"][0] < 8:
            raise Failure("%s: %d lines of moves show, not 8 (the list %r)" % (what, layout["lines"][0], layout["moves"]))
        # the board as large as the window's height allows, no wide empty
        # bands above and below it (centred: the one below measured, from
        # the window's edge)
        bx, by, side, _ = layout["board"]
        below = layout["height"] - (by + side)
        if below > 36:
            raise Failure("%s: the board %r leaves %d px below it to the window's edge"
                          % (what, layout["board"], below))
    finally:
        app.quit()


def test_layouts_review(binary, out):
    review_at_default_size(binary, out, None, "review")


def test_layouts_review_rtl(binary, out):
    gnome.needs_locale("fa_IR.UTF-8")
    review_at_default_size(binary, out, PERSIAN, "review-fa")


def board_place(app):
    """The board's BOARD event once the frames have settled."""
    time.sleep(0.8)                               # a bar's or a toast's slide is over
    return app.events("BOARD ")[-1]


def expect_board_stays(app, first, what):
    now = board_place(app)
    if now != first:
        app.screenshot(what.replace(" ", "-"))
        raise Failure("the board moved for %s: %r, before %r" % (what, now, first))


ENGLISH_BUTTONS = {"offer": "Offer Draw", "decline": "Decline", "resign": "Resign"}
PERSIAN_BUTTONS = {"offer": "پیشنهاد تساوی", "decline": "نپذیرفتن", "resign": "تسلیم"}


def banners_and_toasts(binary, out, width, height, env=None, names=ENGLISH_BUTTONS):
    """A game between two people at one size: the draw offer's bar, a toast,
    the result's bar and a toast over it leave the board where it was."""
    gui.needs_atspi()
    what = "%dx%d" % (width, height)
    app = gnome.start_at_size(binary, out, width, height, ["--time-control=300+2"], env=env)
    try:
        first = board_place(app)
        # a phone's width: the board takes it (issue 20)
        layout = gnome.current_layout(app)
        if width <= 360 and layout["board"][2] < layout["width"] - 20:
            raise Failure("%s: the board is %d px wide, not the window's width" % (what, layout["board"][2]))
        app.play("e2", "e4", "e4")
        gui.press(gui.accessible_button(names["offer"]))
        expect_board_stays(app, first, what + " the draw offer's bar")
        app.screenshot(what + "-offer")
        gui.press(gui.accessible_button(names["decline"]))
        expect_board_stays(app, first, what + " the declined offer")
        app.key("alt+Right")                      # a toast: no mistakes marked
        expect_board_stays(app, first, what + " a toast")
        app.screenshot(what + "-toast")
        gui.press(gui.accessible_button(names["resign"]))
        time.sleep(0.5)
        gui.press(gui.dialog_button(names["resign"]))
        app.wait_for(r"^RESULT ", 5, what="RESULT after resigning")
        expect_board_stays(app, first, what + " the result's bar")
        app.key("alt+Right")
        expect_board_stays(app, first, what + " a toast over the result's bar")
        app.screenshot(what + "-result-toast")
    finally:
        app.quit()


def test_layouts_banners(binary, out):
    # the default size, the largest and the narrow layout (each size is a
    # new window: CI's time)
    for width, height in ((990, 750), (1920, 1080), (360, 640)):
        banners_and_toasts(binary, out, width, height)


def test_layouts_banners_rtl(binary, out):
    gnome.needs_locale("fa_IR.UTF-8")
    for width, height in ((990, 750),):
        banners_and_toasts(binary, out, width, height, PERSIAN, PERSIAN_BUTTONS)


def narrow_with_a_file(binary, out, env, name):
    """A file open at the default size: the window asks for no more than
    360 px of width (its least in the narrow layout), so a phone's shell or
    a tiling window manager can give it 360 px; given them, the window takes
    them, narrow, the board the window's width (issue 20)."""
    what = "%s, a file open, 360 px given" % name
    app = gnome.start_at_size(binary, out, 990, 750, [write_game(out)], env=env)
    try:
        gnome.settled_layout(app, what, 990, 750)
        minimum = gnome.minimum_size(app.wid)[0]
        print("minimum width at 990 x 750:", minimum)
        if minimum > 360:
            raise Failure("%s: the wide window asks for %d px of width, more than 360" % (what, minimum))
        frame = gnome.window_size(app)[0] - gnome.current_layout(app)["width"]
        run("xdotool", "windowsize", app.wid, "360", "750")
        # a hang guard of 10 s, not a timing
        deadline = time.monotonic() + 10
        while gnome.current_layout(app)["width"] != 360 - frame:
            if time.monotonic() > deadline:
                raise Failure("%s: the window did not take 360 px: %r" % (what, gnome.current_layout(app)))
            time.sleep(0.1)
        layout = gnome.settled_layout(app, what, 360, 750)
        app.screenshot(name + "-360x750")
        gnome.check_layout(layout, "narrow", what)
        if layout["board"][2] < layout["width"] - 20:
            raise Failure("%s: the board is %d px wide, not the window's width" % (what, layout["board"][2]))
        if gnome.minimum_size(app.wid)[0] > 360:
            raise Failure("%s: narrow, the window asks for %d px" % (what, gnome.minimum_size(app.wid)[0]))
    finally:
        app.quit()


def test_layouts_narrow_file(binary, out):
    gnome.needs_locale("el_GR.UTF-8")
    narrow_with_a_file(binary, out, GREEK, "el")


SCENARIOS = {
    "layouts-review": test_layouts_review,
    "layouts-review-rtl": test_layouts_review_rtl,
    "layouts-banners": test_layouts_banners,
    "layouts-banners-rtl": test_layouts_banners_rtl,
    "layouts-narrow-file": test_layouts_narrow_file,
}

if __name__ == "__main__":
    gui.SCENARIOS = SCENARIOS
    sys.exit(gui.main())
