#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""GUI scenarios of the databases (issue 15), on the helpers of
chess-gui-test.py: the 11 039-game .pgn.gz opened shows its game list
(GAMES), a search for a player lists that player's games (LISTED, counted
here from the file itself), a game opened from the list is that game of
the file (GAME), the Games button shows the list again, where it was.

usage: chess-gui-library.py CHESS_BINARY OUTDIR SCENARIO"""

import gzip
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

FIVE_PLAYERS = "games/chesslablab-5-players-11039-games.pgn.gz"
KEYFILE_ENV = {"GSETTINGS_BACKEND": "keyfile"}


def testdata(relative):
    return os.path.join(os.environ["CHESS_TESTDATA"], relative)


def read_tags(path):
    """Each game's tags, read here line by line (a game starts where tag
    lines follow movetext): apart from the app's own reader."""
    games, current, in_tags = [], None, False
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8", errors="replace") as f:
        for line in f:
            match = re.match(r'\[(\w+)\s+"(.*)"\]\s*$', line)
            if match:
                if not in_tags:
                    current = {}
                    games.append(current)
                current[match.group(1)] = match.group(2)
                in_tags = True
            elif line.strip():
                in_tags = False
    return games


def matches(game, word):
    """The search's rule for one word: in a player, the event, the site,
    the date or the ECO code, ignoring case."""
    word = word.lower()
    return any(word in game.get(tag, "").lower() for tag in ("White", "Black", "Event", "Site", "Date", "ECO"))


def write_size(width, height):
    config = os.path.join(os.environ["XDG_CONFIG_HOME"], "glib-2.0", "settings")
    os.makedirs(config, exist_ok=True)
    with open(os.path.join(config, "keyfile"), "w") as f:
        f.write("[com/example/Chess]\nwindow-width=%d\nwindow-height=%d\n" % (width, height))


def start(app):
    """App.start for a window whose title is a file's name, not "Chess":
    found by the process, the game list's window left aside."""
    app.wait_for(r"^READY$", 20, what="READY")
    deadline = time.monotonic() + 20
    while app.wid is None and time.monotonic() < deadline:
        for wid in run("xdotool", "search", "--onlyvisible", "--pid", str(app.proc.pid), check=False).split():
            if not run("xdotool", "getwindowname", wid, check=False).startswith("Games — "):
                app.wid = wid
                break
        time.sleep(0.1)
    if app.wid is None:
        raise Failure("no window of the app shows")
    app.update_geometry()
    time.sleep(0.3)


def games_window(app, timeout=10):
    """The X window of the game list (its title starts with "Games — ")."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        out = run("xdotool", "search", "--onlyvisible", "--name", "^Games — ", check=False)
        if out.split():
            return out.split()[0]
        time.sleep(0.2)
    raise Failure("no game list window shows")


def column_titles():
    """The titles of the game list's columns that show, over AT-SPI."""
    import pyatspi

    def is_title(node):
        parent = node.parent.parent if node.parent is not None else None
        return (node.getRoleName() == "label" and parent is not None and parent.name == "GtkColumnViewTitle"
                and node.getState().contains(pyatspi.STATE_VISIBLE))
    return {n.name for n in gui.find_accessibles(is_title, every=True)}


def test_game_list(binary, out):
    """Open the 11 039-game file, search for a player, open a game."""
    gui.needs_atspi()
    path = testdata(FIVE_PLAYERS)
    games = read_tags(path)
    if len(games) != 11039:
        raise Failure("the test's own reading found %d games" % len(games))
    anand = [i + 1 for i, g in enumerate(games) if matches(g, "Anand")]
    write_size(800, 600)
    app = App(binary, out, [path], env=KEYFILE_ENV)
    try:
        start(app)
        app.wait_for(r"^GAMES 11039$", 20, what="GAMES 11039 (the whole index)")
        app.wait_for(r"^LISTED 11039$", 10, what="all games listed")
        app.wait_for(r"^GAME 1 11039$", 10, what="the file's first game on the board")
        wid = games_window(app)
        time.sleep(0.5)
        app.screenshot("game-list")

        # Search as you type (Ctrl+F to the search field).
        since = app.mark()
        app.key("ctrl+f", window=wid)
        app.type_text("Anand")
        app.wait_for(r"^LISTED %d$" % len(anand), 10, since,
                     what="LISTED %d (the games of Anand)" % len(anand))
        app.screenshot("searched")

        # Down to the games, Return opens the first one shown: Anand's
        # first game of the file, through the session.
        since = app.mark()
        app.key("Down", window=wid)
        time.sleep(0.3)
        app.key("Return", window=wid)
        app.wait_for(r"^GAME %d 11039$" % anand[0], 10, since, what="GAME %d 11039" % anand[0])
        title = "game %d of 11039" % anand[0]
        if gui.find_accessibles(lambda n: n.getRoleName() == "label" and (n.name or "").endswith(title)) is None:
            raise Failure("no title of the window ends with %r" % title)
        if run("xdotool", "search", "--onlyvisible", "--name", "^Games — ", check=False).split():
            raise Failure("the game list still shows over the game")
        app.screenshot("opened")

        # The Games button (Ctrl+G) shows the list again, searched as it was.
        app.key("ctrl+g")
        wid = games_window(app)
        time.sleep(0.5)
        shot = app.screenshot("again")
        found = gui.find_accessibles(lambda n: n.getRoleName() == "label"
                                     and (n.name or "") == "%d of 11039 games" % len(anand))
        if found is None:
            raise Failure("the list shown again does not say %d of 11039 games" % len(anand))
        # The next match, opened from there, is the next game of Anand.
        since = app.mark()
        app.key("Down", window=wid)
        time.sleep(0.3)
        app.key("Return", window=wid)
        app.wait_for(r"^GAME %d 11039$" % anand[1], 10, since, what="GAME %d 11039" % anand[1])
    finally:
        app.quit()


def test_game_list_narrow(binary, out):
    """At 360 × 480 the list keeps the columns that fit, nothing cut off."""
    gui.needs_atspi()
    write_size(360, 480)
    app = App(binary, out, [testdata(FIVE_PLAYERS)], env=KEYFILE_ENV)
    try:
        start(app)
        app.wait_for(r"^GAMES 11039$", 20, what="GAMES 11039")
        wid = games_window(app)
        time.sleep(0.8)
        geometry = dict(l.split("=", 1) for l in run("xdotool", "getwindowgeometry", "--shell", wid).split())
        if int(geometry["WIDTH"]) > 400:
            raise Failure("the list is %s pixels wide in a 360-pixel window" % geometry["WIDTH"])
        app.screenshot("narrow")
        headers = column_titles()
        for shown in ("White", "Black", "Result"):
            if shown not in headers:
                raise Failure("no %s column at 360 pixels (columns: %r)" % (shown, sorted(headers)))
        if "Event" in headers:
            raise Failure("the Event column shows at 360 pixels (columns: %r)" % sorted(headers))
    finally:
        app.quit()


SCENARIOS = {
    "game-list": test_game_list,
    "game-list-narrow": test_game_list_narrow,
}

gui.SCENARIOS.clear()
gui.SCENARIOS.update(SCENARIOS)

if __name__ == "__main__":
    sys.exit(gui.main())
