#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""GUI scenarios of the databases (issue 15), on the helpers of
chess-gui-test.py: the 11 039-game .pgn.gz opened shows its game list
(GAMES), a search for a player lists that player's games (LISTED, counted
here from the file itself), a game opened from the list is that game of
the file (GAME), the Games button shows the list again, where it was; the
Explorer shows the moves of the library (TREE, against chess-db's tree)
and a click plays one; File → Import to Library… fills the Library view
(LIBRARY, against chess-db's own import), its player filter, a game opened
from it; a damaged library at start, moved aside for a new one; a game
finished here is in the library.

usage: chess-gui-library.py CHESS_BINARY OUTDIR SCENARIO"""

import gzip
import importlib.util
import os
import re
import subprocess
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
        app.screenshot("again")
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


START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
FISCHER = "games/chesslablab-Fischer.pgn"


def library_path():
    return os.path.join(os.environ["XDG_DATA_HOME"], "com.example.Chess", "library.db")


def chess_db(*args, check=True):
    result = subprocess.run([os.environ["CHESS_DB_TOOL"]] + list(args), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, timeout=120)
    if check and result.returncode != 0:
        raise Failure("chess-db %s failed (%d): %s" % (" ".join(args), result.returncode, result.stderr))
    return result


def import_count(out, path):
    """How many games chess-db imports from path (into a library of its own)."""
    scratch = os.path.join(out, "count.db")
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(scratch + suffix):
            os.unlink(scratch + suffix)
    last = chess_db("import", scratch, path).stdout.strip().splitlines()[-1]
    match = re.match(r"^(\d+) games imported", last)
    if match is None:
        raise Failure("chess-db said %r" % last)
    return int(match.group(1))


def tree_lines(fen):
    return [l.split() for l in chess_db("tree", library_path(), fen).stdout.splitlines() if l.strip()]


def click_node(node):
    """A click in the middle of an accessible (windows sit at 0,0: no
    window manager)."""
    import pyatspi
    x, y, w, h = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    run("xdotool", "mousemove", str(x + w // 2), str(y + h // 2), "sleep", "0.1", "click", "1")


def wait_node(predicate, what, timeout=10.0, skip=None):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        hit = gui.find_accessibles(predicate, skip=skip)
        if hit is not None:
            return hit
        time.sleep(0.2)
    raise Failure("no %s over AT-SPI" % what)


def show_explorer(app):
    tab = wait_node(lambda n: n.getRoleName() == "page tab" and n.name == "Explorer", "Explorer tab")
    gui.press(tab)


def test_explorer(binary, out):
    """The Explorer on the library: its source buttons named "Library" and
    "This File"; the moves of chess-db's tree, the most played first; a
    click on one plays it, and the tree follows."""
    gui.needs_atspi()
    os.makedirs(os.path.dirname(library_path()), exist_ok=True)
    chess_db("import", library_path(), testdata(FISCHER))
    expected = tree_lines(START_FEN)
    app = App(binary, out)
    try:
        app.start()
        since = app.mark()
        show_explorer(app)
        app.wait_for(r"^TREE %d$" % len(expected), 10, since, what="TREE %d" % len(expected))
        time.sleep(0.3)
        app.screenshot("explorer")
        # its source buttons are named as a screen reader should say them
        # (GTK 4.8 alone says "_Library Library")
        for name in ("Library", "This File"):
            wait_node(lambda n: n.getRoleName() == "push button" and n.name == name,
                      "a button named %r" % name)
        san, games = expected[0][0], int(expected[0][1])
        row = wait_node(lambda n: (n.name or "").startswith("%s: %d games" % (san, games)), "the row of %s" % san)
        since = app.mark()
        click_node(row)
        move = app.wait_for(r"^MOVE ", 5, since, what="the explorer's move played")
        if move.split()[2] != san:
            raise Failure("clicked %s, played %r" % (san, move))
        position = app.wait_for(r"^POSITION ", 5, since, what="the position after it")
        after = tree_lines(position[len("POSITION "):])
        app.wait_for(r"^TREE %d$" % len(after), 10, since, what="TREE %d after %s" % (len(after), san))
        app.screenshot("explorer-after-move")
    finally:
        app.quit()


def test_library_import(binary, out):
    """File → Import to Library… (Ctrl+I): the Library view lists the games
    chess-db imports from the same file; the player filter; a game opened."""
    gui.needs_atspi()
    path = testdata(FISCHER)
    expected = import_count(out, path)
    app = App(binary, out)
    try:
        app.start()
        since = app.mark()
        app.key("ctrl+i")
        chooser = run("xdotool", "search", "--sync", "--onlyvisible", "--name", "^Import to Library$",
                      timeout=10).split()[0]
        time.sleep(0.4)
        app.type_text(path)
        app.key("Return", window=chooser)
        app.wait_for(r"^LIBRARY %d$" % expected, 60, since, what="LIBRARY %d (the games imported)" % expected)
        library = run("xdotool", "search", "--onlyvisible", "--name", "^Library$").split()[0]
        time.sleep(0.5)
        app.screenshot("library")

        spassky = [l.split("\t") for l in chess_db("find", library_path(), "--player", "Spassky").stdout.splitlines()]
        since = app.mark()
        gui.press(wait_node(lambda n: n.getRoleName() == "push button" and n.name == "Filters", "Filters"))
        time.sleep(0.4)
        app.key("alt+p", window=library)
        app.type_text("Spassky")
        app.wait_for(r"^LIBRARY %d$" % len(spassky), 20, since, what="LIBRARY %d (Spassky's games)" % len(spassky))
        app.screenshot("library-filtered")

        # The first game listed (in the library's order) opens on the board.
        app.key("ctrl+f", window=library)
        app.key("Down", window=library)
        time.sleep(0.3)
        since = app.mark()
        app.key("Return", window=library)
        app.wait_for(r"^POSITION ", 10, since, what="the game opened")
        white, black = spassky[0][5], spassky[0][6]
        wait_node(lambda n: n.getRoleName() == "label" and n.name == "%s – %s" % (white, black),
                  "the title %s – %s" % (white, black))
    finally:
        app.quit()


def test_damaged_library(binary, out):
    """A library that is no database: the app starts, says so, and starts
    a new library when asked, keeping the old file under another name."""
    gui.needs_atspi()
    folder = os.path.dirname(library_path())
    os.makedirs(folder, exist_ok=True)
    with open(library_path(), "wb") as f:
        f.write(b"These are not the games you are looking for.\n" * 100)
    app = App(binary, out)
    try:
        app.start()
        wait_node(lambda n: n.getRoleName() == "label" and n.name == "The library of games cannot be opened",
                  "the banner of the damaged library")
        app.screenshot("damaged")
        gui.press(gui.accessible_button("Start a New Library"))
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            moved = [n for n in os.listdir(folder) if n.startswith("library.db.damaged-")]
            if moved:
                break
            time.sleep(0.2)
        if not moved:
            raise Failure("the damaged library was not moved aside: %r" % os.listdir(folder))
        with open(os.path.join(folder, moved[0]), "rb") as f:
            if not f.read().startswith(b"These are not the games"):
                raise Failure("the file moved aside is not the old library")
        chess_db("find", library_path())   # a library again, empty
        app.play("e2", "e4", "e4")          # and the app goes on
    finally:
        app.quit()


def test_finished_game_added(binary, out):
    """A game finished here goes into the library by itself."""
    app = App(binary, out)
    try:
        app.start()
        app.play("f2", "f3", "f3")
        app.play("e7", "e5", "e5")
        app.play("g2", "g4", "g4")
        app.play("d8", "h4", "Qh4#")
        app.wait_for(r"^RESULT 0-1 checkmate$", 5, what="RESULT 0-1 checkmate")
        deadline = time.monotonic() + 10
        rows = []
        while time.monotonic() < deadline:
            if os.path.exists(library_path()):
                rows = [l for l in chess_db("find", library_path(), check=False).stdout.splitlines() if l]
                if rows:
                    break
            time.sleep(0.2)
        if len(rows) != 1 or not rows[0].endswith("\t0-1"):
            raise Failure("the library holds %r" % rows)
        moves = chess_db("export", library_path()).stdout
        # The main line, without its clock comments and move numbers.
        plain = re.sub(r"\{[^}]*\}|\d+\.(\.\.)?", " ", moves.split("\n\n", 1)[1])
        if plain.split()[:5] != ["f3", "e5", "g4", "Qh4#", "0-1"]:
            raise Failure("the game in the library is not the one played:\n" + moves)
    finally:
        app.quit()


def label_containing(text, what, timeout=10.0):
    return wait_node(lambda n: n.getRoleName() == "label" and text in (n.name or ""), what, timeout)


def test_library_folder(binary, out):
    """A folder where the library's file should be: the same banner at
    start as other unusable libraries, naming the reason (before: nothing
    until the Library view opened, then a toast)."""
    gui.needs_atspi()
    os.makedirs(library_path())
    app = App(binary, out)
    try:
        app.start()
        wait_node(lambda n: n.getRoleName() == "label" and n.name == "The library of games cannot be opened",
                  "the banner of the unusable library")
        label_containing("is a folder, not a library file", "the reason, a folder")
        app.screenshot("library-folder")
        if gui.find_accessibles(lambda n: n.getRoleName() == "push button" and n.name == "Rebuild Library"
                                and n.getState().contains(__import__("pyatspi").STATE_VISIBLE)):
            raise Failure("a folder is offered a rebuild")
    finally:
        app.quit()


def damage_games_table(path):
    """Two leaf pages of the games table in the middle of the file
    overwritten, as a bad sector would: the header and schema stay whole."""
    import sqlite3
    conn = sqlite3.connect(path)
    pages = [r[0] for r in conn.execute(
        "SELECT pageno FROM dbstat WHERE name = 'games' AND pagetype = 'leaf' ORDER BY pageno")]
    conn.close()
    with open(path, "r+b") as f:
        for page in pages[len(pages) // 2:len(pages) // 2 + 2]:
            f.seek((page - 1) * 4096 + 8)
            f.write(b"\xff" * 200)


def test_library_rebuild(binary, out):
    """A library damaged in the middle opens as before; the check of the
    whole file after start finds it and the banner offers Rebuild Library,
    which keeps every game that reads and the damaged file beside it."""
    gui.needs_atspi()
    os.makedirs(os.path.dirname(library_path()))
    chess_db("import", library_path(), testdata(FISCHER))
    before = int(chess_db("count", library_path()).stdout)
    damage_games_table(library_path())
    app = App(binary, out)
    try:
        app.start()
        label_containing("a check of the whole file found", "the banner of the check", 30)
        app.screenshot("library-damaged")
        gui.press(gui.accessible_button("Rebuild Library"))
        # (its text read once: a toast leaves by itself)
        said = label_containing("The library was rebuilt with", "the toast of the rebuild", 60).name
        match = re.search(r"rebuilt with (\d+) games?; (\d+) could not be read", said)
        if match is None:
            raise Failure("the toast says %r" % said)
        saved, lost = int(match.group(1)), int(match.group(2))
        if lost == 0 or saved + lost != before:
            raise Failure("%d saved and %d lost of %d games" % (saved, lost, before))
        app.screenshot("library-rebuilt")
    finally:
        app.quit()
    if chess_db("check", library_path()).stdout != "ok\n":
        raise Failure("the rebuilt library does not check clean")
    if int(chess_db("count", library_path()).stdout) != saved:
        raise Failure("the rebuilt library does not hold the games the toast counts")
    folder = os.path.dirname(library_path())
    if not [n for n in os.listdir(folder) if n.startswith("library.db.damaged-")]:
        raise Failure("the damaged file was not kept: %r" % os.listdir(folder))


def test_library_read_only(binary, out):
    """A library the user cannot write (here its folder mounted read-only
    in a user namespace of the app's own: the tests run as root, which a
    file's mode does not stop) is read, and the window says it can only be
    read; the Library view lists its games and offers no import."""
    gui.needs_atspi()
    folder = os.path.dirname(library_path())
    os.makedirs(folder)
    chess_db("import", library_path(), testdata(FISCHER))
    count = int(chess_db("count", library_path()).stdout)
    if subprocess.run(["unshare", "--user", "--map-root-user", "--mount", "true"]).returncode != 0:
        raise Failure("no user namespace here to mount the library read-only")
    script = 'mount --bind "$1" "$1" && mount -o remount,bind,ro "$1" && shift && exec "$@"'
    app = App("/usr/bin/unshare", out, ["--user", "--map-root-user", "--mount", "sh", "-c", script, "sh", folder,
                                         binary])
    try:
        app.start()
        wait_node(lambda n: n.getRoleName() == "label" and n.name == "The library of games can only be read",
                  "the banner of the read-only library")
        app.screenshot("library-read-only")
        since = app.mark()
        app.key("ctrl+shift+l")
        app.wait_for(r"^LIBRARY %d$" % count, 30, since, what="LIBRARY %d (its games read)" % count)
        time.sleep(0.5)
        app.screenshot("library-view")
        import pyatspi
        button = wait_node(lambda n: n.getRoleName() == "push button" and n.name == "Import to Library",
                           "the import button")
        if button.getState().contains(pyatspi.STATE_SENSITIVE):
            raise Failure("a library that can only be read offers an import")
    finally:
        app.quit()


SCENARIOS = {
    "game-list": test_game_list,
    "game-list-narrow": test_game_list_narrow,
    "explorer": test_explorer,
    "library-import": test_library_import,
    "damaged-library": test_damaged_library,
    "finished-game-added": test_finished_game_added,
    "library-folder": test_library_folder,
    "library-rebuild": test_library_rebuild,
    "library-read-only": test_library_read_only,
}

gui.SCENARIOS.clear()
gui.SCENARIOS.update(SCENARIOS)

if __name__ == "__main__":
    sys.exit(gui.main())
