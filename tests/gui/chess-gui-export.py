#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""GUI scenario of the pictures: Export Position as Picture writes the
board as drawn (a square's colour, the last move's highlight, the arrow of
the move shown on its path), Export Game as GIF a frame a position with
the delays chosen, Export Score Sheet as PDF the game on a page (pdfinfo,
pdftotext), and Copy Position as Picture offers a PNG to other
programs (xclip reads it).  On the helpers of chess-gui-test.py and
gnome-gui-test.py.

usage: chess-gui-export.py CHESS_BINARY OUTDIR export"""

import importlib.util
import os
import re
import shutil
import subprocess
import sys
import time

_here = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("gnome_gui_test", os.path.join(_here, "gnome-gui-test.py"))
gnome = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gnome)
gui = gnome.gui
Failure, App = gui.Failure, gui.App

GAME = '[Event "Export"]\n[White "Anna"]\n[Black "Boris"]\n\n1. e4 e5 2. Nf3 { [%cal Gf1c4] } *\n'
AFTER_NF3 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
LIGHT, DARK = (0xf0, 0xd9, 0xb5), (0xb5, 0x88, 0x63)      # the brown theme
ARROW_GREEN, LAST_MOVE = (0x15, 0x78, 0x1b), (0xcd, 0xd2, 0x3a)


def blend(under, over, alpha):
    return tuple(round(o * alpha + u * (1 - alpha)) for u, o in zip(under, over))


def pixel(path, x, y):
    out = gui.run("convert", path, "-format", "%%[hex:p{%d,%d}]" % (x, y), "info:").strip()
    return tuple(int(out[i:i + 2], 16) for i in (0, 2, 4))


def expect_pixel(path, square, expected, what, tolerance=3):
    """The centre of `square` (white at the bottom, 60 px a square)."""
    file, rank = ord(square[0]) - ord("a"), int(square[1]) - 1
    got = pixel(path, file * 60 + 30, (7 - rank) * 60 + 30)
    if max(abs(a - b) for a, b in zip(got, expected)) > tolerance:
        raise Failure("%s: %s is %s, not %s" % (what, square, got, expected))


def export_through_menu(app, item, title, path):
    """The menu item, then the file chooser titled `title`: the path typed,
    the default choice kept; waits for the file."""
    if os.path.exists(path):
        os.unlink(path)
    app.key("F10")
    gui.click_menu_item(app, gui.menu_item(item))
    chooser = gui.run("xdotool", "search", "--sync", "--onlyvisible", "--name", "^%s$" % title,
                      timeout=10).split()[0]
    time.sleep(0.4)
    app.key("ctrl+a", window=chooser)
    app.type_text(path)
    app.key("Return", window=chooser)
    deadline = time.monotonic() + 10
    while not os.path.exists(path) and time.monotonic() < deadline:
        time.sleep(0.05)
    if not os.path.exists(path):
        raise Failure("%s wrote no %s" % (item, path))
    time.sleep(0.2)


def test_export(binary, out):
    gui.needs_atspi()
    if any(shutil.which(tool) is None for tool in ("xclip", "convert", "pdfinfo")):
        print("SKIP: xclip, ImageMagick or poppler-utils is not installed")
        sys.exit(77)
    game = os.path.join(out, "export.pgn")
    with open(game, "w") as f:
        f.write(GAME)
    app = App(binary, out, [game])
    try:
        app.start()
        gui.expect_position(app, AFTER_NF3)

        png = os.path.join(out, "position.png")
        export_through_menu(app, "Export Position as Picture…", "Export Position", png)
        size = gui.run("identify", "-format", "%w %h", png).strip()
        if size != "480 480":
            raise Failure("the picture is %s pixels, not the 480 chosen by default" % size)
        expect_pixel(png, "d4", DARK, "an empty square", 0)
        expect_pixel(png, "g1", blend(DARK, LAST_MOVE, 0.5), "the last move's square")
        expect_pixel(png, "e2", blend(LIGHT, ARROW_GREEN, 0.8), "the arrow f1-c4")
        expect_pixel(png, "d3", blend(LIGHT, ARROW_GREEN, 0.8), "the arrow f1-c4")

        gif = os.path.join(out, "game.gif")
        export_through_menu(app, "Export Game as GIF…", "Export Game as GIF", gif)
        delays = gui.run("identify", "-format", "%T\n", gif).split()
        if delays != ["100", "100", "100", "300"]:
            raise Failure("the GIF's frames last %s hundredths, not a second each and 3 at the end" % delays)

        pdf = os.path.join(out, "game.pdf")
        export_through_menu(app, "Export Score Sheet as PDF…", "Export Score Sheet as PDF", pdf)
        info = gui.run("pdfinfo", pdf)
        pages = re.search(r"^Pages:\s+(\d+)$", info, re.M)
        if pages is None or pages.group(1) != "1":
            raise Failure("the score sheet of three moves is not one page:\n" + info)
        text = gui.run("pdftotext", pdf, "-")
        for word in ("Anna", "Boris", "Nf3"):
            if word not in text:
                raise Failure("the score sheet does not say %r:\n%s" % (word, text))

        # Print Score Sheet opens the print dialog, and Escape closes it
        app.key("F10")
        gui.click_menu_item(app, gui.menu_item("Print Score Sheet…"))
        dialog = gui.run("xdotool", "search", "--sync", "--onlyvisible", "--name", "^Print$",
                         timeout=10).split()[0]
        time.sleep(0.5)
        app.key("Escape", window=dialog)
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and gui.run("xdotool", "search", "--onlyvisible", "--name", "^Print$",
                                                      check=False).strip():
            time.sleep(0.2)

        app.key("F10")
        gui.click_menu_item(app, gui.menu_item("Copy Position as Picture"))
        deadline = time.monotonic() + 10
        targets = []
        while "image/png" not in targets and time.monotonic() < deadline:
            time.sleep(0.2)
            targets = subprocess.run(["xclip", "-selection", "clipboard", "-o", "-t", "TARGETS"],
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                                     timeout=10).stdout.split()
        if "image/png" not in targets:
            raise Failure("the clipboard offers %r, no image/png" % targets)
        data = subprocess.run(["xclip", "-selection", "clipboard", "-o", "-t", "image/png"],
                              stdout=subprocess.PIPE, timeout=10).stdout
        if not data.startswith(b"\x89PNG"):
            raise Failure("the clipboard's image/png is no PNG")
        app.screenshot("exported")
    finally:
        app.quit()


gui.SCENARIOS.clear()
gui.SCENARIOS["export"] = test_export

if __name__ == "__main__":
    sys.exit(gui.main())
