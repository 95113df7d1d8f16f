#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""GUI scenarios of the session: a game of a multi-game file saved in place,
Save refused on a file changed on disk, pause, a game restored after
kill -9, and a game appended to a file of games (Append to File…).  They
drive the real window with the helpers of chess-gui-test.py.

usage: chess-gui-session.py CHESS_BINARY OUTDIR SCENARIO
Environment: CHESS_PGN_TOOL (the chess-pgn program), CHESS_TESTDATA."""

import importlib.util
import os
import re
import shutil
import subprocess
import sys
import time

_spec = importlib.util.spec_from_file_location(
    "chess_gui_test", os.path.join(os.path.dirname(os.path.abspath(__file__)), "chess-gui-test.py"))
gui = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gui)

App, Failure = gui.App, gui.Failure
START_FEN = gui.START_FEN


def chess_pgn(*args):
    return subprocess.run([os.environ["CHESS_PGN_TOOL"]] + list(args), check=True,
                          stdout=subprocess.PIPE, text=True).stdout


def game_slices(path):
    """The bytes of each game of a PGN file, cut where `chess-pgn index`
    says each game begins."""
    with open(path, "rb") as f:
        data = f.read()
    starts = [int(line.split("\t")[1]) for line in chess_pgn("index", path).splitlines()]
    return [data[a:b] for a, b in zip(starts, starts[1:] + [len(data)])]


def wait_for_change(path, old_mtime, timeout=10):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if os.stat(path).st_mtime_ns != old_mtime:
            time.sleep(0.2)
            return
        time.sleep(0.05)
    raise Failure("%s was not written" % path)


def label_shown(text, timeout=5.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if gui.find_accessibles(lambda n: n.getRoleName() == "label" and (n.name or "") == text) is not None:
            return True
        time.sleep(0.2)
    return False


def label_containing(text, timeout=5.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        hit = gui.find_accessibles(lambda n: n.getRoleName() == "label" and text in (n.name or ""))
        if hit is not None:
            return hit.name
        time.sleep(0.2)
    return None


def clock_labels():
    """What each clock says to a screen reader: {"White": "4:58", ...}."""
    found = {}
    for node in gui.find_accessibles(lambda n: (n.name or "").split(" ")[0] in ("White", "Black")
                                     and n.getRoleName() in ("panel", "grouping", "group"), every=True):
        side, _, time_text = node.name.partition(" ")
        found[side] = time_text
    return found


# ---- scenarios ----------------------------------------------------------

def test_multi_game_save(binary, out):
    """Game 500 of the 827-game file: a new move, Ctrl+S; the other 826
    games stay byte for byte, game 500 has the move (bytes and FENs)."""
    gui.needs_atspi()
    source = os.path.join(os.environ["CHESS_TESTDATA"], "games", "chesslablab-Fischer.pgn")
    path = os.path.join(out, "Fischer.pgn")
    shutil.copyfile(source, path)
    before = game_slices(path)
    fens_before = chess_pgn("fens", path).splitlines()
    if len(before) != 827:
        raise Failure("the copy holds %d games" % len(before))
    app = App(binary, out, [path, "--game=500"])
    try:
        app.start()
        app.wait_for(r"^GAME 500 827$", 5, what="GAME 500 827")
        if not label_shown("Fischer.pgn — game 500 of 827"):
            raise Failure("the title does not say “Fischer.pgn — game 500 of 827”")
        since = app.mark()
        app.key("Home")
        gui.expect_position(app, START_FEN, since)
        since = app.mark()
        app.key("Right")                       # 1. Nf3
        gui.expect_position(app, "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b", since)
        app.play("d7", "d5", "d5")             # instead of 1... Nf6: a variation
        mtime = os.stat(path).st_mtime_ns
        app.key("ctrl+s")
        wait_for_change(path, mtime)
        app.screenshot("saved")
    finally:
        app.quit()
    after = game_slices(path)
    if len(after) != 827:
        raise Failure("after Save the file holds %d games, not 827" % len(after))
    changed = [i + 1 for i in range(827) if before[i] != after[i]]
    if changed != [500]:
        raise Failure("games changed by the save: %s (only 500 should)" % changed[:10])
    if b"(1... d5)" not in after[499]:
        raise Failure("game 500 lacks the new move:\n%s" % after[499].decode())
    fens_after = chess_pgn("fens", path).splitlines()
    if fens_after != fens_before:
        raise Failure("the games' final positions changed")
    # game 500 as read back: the variation is there, its main line intact
    single = os.path.join(out, "game500.pgn")
    with open(single, "wb") as f:
        f.write(after[499])
    exported = chess_pgn("export", single)
    if "(1... d5)" not in exported or "24. Rd2 Rd7" not in exported:
        raise Failure("game 500 does not read back with its move:\n" + exported)


def test_save_changed_on_disk(binary, out):
    """Another program wrote the file after it was opened: Save refuses,
    says why, offers Save As, and leaves that program's file alone."""
    gui.needs_atspi()
    path = os.path.join(out, "three.pgn")
    with open(path, "w") as f:
        f.write('[Event "One"]\n\n1. e4 e5 *\n\n[Event "Two"]\n\n1. d4 *\n\n[Event "Three"]\n\n1. c4 *\n')
    app = App(binary, out, [path, "--game=2"])
    try:
        app.start()
        app.wait_for(r"^GAME 2 3$", 5, what="GAME 2 3")
        app.play("d7", "d5", "d5")
        with open(path, "a") as f:             # someone else adds a game
            f.write('\n[Event "Four"]\n\n1. f4 *\n')
        with open(path) as f:
            theirs = f.read()
        app.key("ctrl+s")
        message = label_containing("changed by another program")
        if message is None:
            raise Failure("no message says the file changed on disk")
        if "three.pgn" not in message:
            raise Failure("the message does not name the file: %r" % message)
        gui.accessible_button("Save As…")
        app.screenshot("refused")
        time.sleep(0.5)
        with open(path) as f:
            if f.read() != theirs:
                raise Failure("the refused save changed the file")
        gui.press(gui.accessible_button("Cancel"))
    finally:
        app.quit()


def test_pause(binary, out):
    """Ctrl+P: both clocks stop, the board is covered, moves wait; Ctrl+P
    again goes on."""
    gui.needs_atspi()
    app = App(binary, out, ["--time-control=300"])
    try:
        app.start()
        app.play("e2", "e4", "e4")
        time.sleep(1.2)
        since = app.mark()
        app.key("ctrl+p")
        app.wait_for(r"^PAUSED 1$", 5, since, what="PAUSED 1")
        time.sleep(0.5)
        stopped = clock_labels()
        shot = app.screenshot("paused")
        for square in ("a1", "h1", "a8", "h7", "b2"):
            gui.expect_empty(app, shot, square)   # covered: no piece shows
        app.drag("d7", "d5")
        app.expect_none(r"^MOVE ", 0.8, since)
        time.sleep(2.2)
        if clock_labels() != stopped or len(stopped) != 2:
            raise Failure("the clocks ran while paused: %r, then %r" % (stopped, clock_labels()))
        since = app.mark()
        app.key("ctrl+p")
        app.wait_for(r"^PAUSED 0$", 5, since, what="PAUSED 0")
        time.sleep(2.2)
        if clock_labels().get("Black") == stopped.get("Black"):
            raise Failure("Black's clock did not run after the resume (%r)" % clock_labels())
        shot = app.screenshot("resumed")
        gui.expect_occupied(app, shot, "e4")
        app.play("d7", "d5", "d5")
    finally:
        app.quit()


def play_and_kill(binary, out, moves, log, time_control="60"):
    """A game started with --time-control (which leaves other drafts
    alone), its moves played, then kill -9; returns its last FEN."""
    app = App(binary, out, ["--time-control=" + time_control])
    try:
        app.start()
        for a, b, san in moves:
            app.play(a, b, san)
        fen = gui.last_position(app)
        time.sleep(1.0)
        app.proc.kill()
        app.proc.wait(5)
    finally:
        app.quit()
    os.rename(os.path.join(out, "app.log"), os.path.join(out, log))
    return fen


def test_restore_after_kill(binary, out):
    """kill -9 one second after a move loses nothing: the next start shows
    the game, paused, with the banner "Game restored"; Resume goes on."""
    gui.needs_atspi()
    fen = play_and_kill(binary, out, [("e2", "e4", "e4"), ("e7", "e5", "e5")], "app-first.log", "300+2")
    app = App(binary, out)
    try:
        app.start()
        positions = app.events("POSITION ")
        if positions[0] != "POSITION " + fen:
            raise Failure("after kill -9 the next start shows %r, not the game (%s)" % (positions[0], fen))
        app.wait_for(r"^PAUSED 1$", 5, what="PAUSED 1 right after the restore")
        if not label_shown("Game restored"):
            raise Failure("no banner says the game was restored")
        shot = app.screenshot("restored")
        # covered while paused: no piece shows (squares away from the
        # "Paused" label in the middle, whose letters are not the board)
        for square in ("a1", "h1", "d8", "e8", "b2"):
            gui.expect_empty(app, shot, square)
        since = app.mark()
        gui.press(gui.accessible_button("Resume"))
        app.wait_for(r"^PAUSED 0$", 5, since, what="PAUSED 0")
        shot = app.screenshot("resumed")
        gui.expect_occupied(app, shot, "e5")
        gui.expect_empty(app, shot, "e7")
        app.play("g1", "f3", "Nf3")            # and it continues
    finally:
        app.quit()


def test_other_drafts(binary, out):
    """Two games left unfinished: a plain start restores the newer one and
    offers the other, which opens in a window of its own."""
    gui.needs_atspi()
    older = play_and_kill(binary, out, [("d2", "d4", "d4")], "app-older.log")
    newer = play_and_kill(binary, out, [("e2", "e4", "e4"), ("c7", "c5", "c5")], "app-newer.log")
    app = App(binary, out)
    try:
        app.start()
        if app.events("POSITION ")[0] != "POSITION " + newer:
            raise Failure("the newer game was not the one restored: %r" % app.events("POSITION ")[:2])
        if not label_shown("1 more unfinished game is kept"):
            raise Failure("no banner offers the other unfinished game")
        gui.press(gui.accessible_button("Show…"))
        gui.accessible_button("Open")
        time.sleep(0.3)
        app.screenshot("drafts-dialog")
        since = app.mark()
        gui.press(gui.accessible_button("Open"))
        gui.expect_position(app, older, since)
        app.wait_for(r"^PAUSED 1$", 5, since, what="PAUSED 1 for the other game")
        app.screenshot("other-draft")
    finally:
        app.quit()


def test_redo(binary, out):
    """Ctrl+Z takes back, Ctrl+Shift+Z plays the move again."""
    app = App(binary, out)
    try:
        app.start()
        app.play("e2", "e4", "e4")
        app.play("e7", "e5", "e5")
        since = app.mark()
        app.key("ctrl+z")
        gui.expect_position(app, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq", since)
        since = app.mark()
        app.key("ctrl+shift+z")
        if app.wait_for(r"^MOVE ", 5, since, what="MOVE after Ctrl+Shift+Z") != "MOVE e7e5 e5":
            raise Failure("Redo played %r, not e5" % app.events("MOVE ")[-1])
        gui.expect_position(app, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq", since)
        since = app.mark()
        app.key("ctrl+shift+z")                # nothing left to redo
        app.expect_none(r"^MOVE ", 0.8, since)
    finally:
        app.quit()


def test_dev_zero(binary, out):
    """`chess /dev/zero` used to spin for ever: reading stops at a sane
    size and the window says why, and the program goes on."""
    gui.needs_atspi()
    app = App(binary, out, ["/dev/zero"])
    try:
        app.start()
        message = label_containing("not a game file", timeout=15)
        if message is None or "/dev/zero" not in message:
            raise Failure("no message names /dev/zero as no game file (%r)" % message)
        app.screenshot("dev-zero")
        app.play("e2", "e4", "e4")
    finally:
        app.quit()


def test_append_to_file(binary, out):
    """Main Menu → Append to File…: the game goes to the end of a file of
    two games, which stay as they were, byte for byte; the game then
    belongs to that file (its title says game 3 of 3), and Save writes it
    there in place."""
    AFTER_C4_E5 = "rnbqkbnr/pppp1ppp/8/4p3/2P5/8/PP1PPPPP/RNBQKBNR w"
    AFTER_NF3 = "rnbqkbnr/pppp1ppp/8/4p3/2P5/5N2/PP1PPPPP/RNBQKB1R b"
    gui.needs_atspi()
    path = os.path.join(out, "collection.pgn")
    old = ('[Event "One"]\n[Result "1-0"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n'
           '[Event "Two"]\n[Result "*"]\n\n1. d4 d5 *\n')
    with open(path, "w") as f:
        f.write(old)
    app = App(binary, out, ["--time-control=300"])
    try:
        app.start()
        app.play("c2", "c4", "c4")
        app.play("e7", "e5", "e5")
        app.key("F10")
        gui.click_menu_item(app, gui.menu_item("Append to File…"))
        chooser = gui.run("xdotool", "search", "--sync", "--onlyvisible", "--name", "^Append to File$",
                          timeout=10).split()[0]
        time.sleep(0.4)
        mtime = os.stat(path).st_mtime_ns
        app.type_text(path)
        app.key("Return", window=chooser)
        wait_for_change(path, mtime)
        if not label_shown("collection.pgn — game 3 of 3"):
            raise Failure("the title does not say “collection.pgn — game 3 of 3”")
        with open(path) as f:
            text = f.read()
        if not text.startswith(old):
            raise Failure("Append changed the games already in the file:\n" + text)
        if len(chess_pgn("index", path).splitlines()) != 3:
            raise Failure("the file does not hold three games:\n" + text)
        if not chess_pgn("fens", path).splitlines()[2].startswith(AFTER_C4_E5):
            raise Failure("the appended game lacks its moves:\n" + text[len(old):])
        if '[TimeControl "300"]' not in text[len(old):]:
            raise Failure("the appended game lacks its time control:\n" + text[len(old):])

        # It is that file's game now: Save writes it in place.
        app.play("g1", "f3", "Nf3")
        mtime = os.stat(path).st_mtime_ns
        app.key("ctrl+s")
        wait_for_change(path, mtime)
        with open(path) as f:
            text = f.read()
        if not text.startswith(old) or not chess_pgn("fens", path).splitlines()[2].startswith(AFTER_NF3):
            raise Failure("Save after Append did not write the game in place:\n" + text)
        if len(chess_pgn("index", path).splitlines()) != 3:
            raise Failure("after Save the file does not hold three games:\n" + text)
    finally:
        app.quit()


def label_showing(text):
    """A label of the app with that text shows now (a hidden banner's
    labels leave the accessible tree with it)."""
    import pyatspi
    return gui.find_accessibles(lambda n: n.getRoleName() == "label" and (n.name or "") == text
                                and n.getState().contains(pyatspi.STATE_VISIBLE)) is not None


def test_draft_error(binary, out):
    """A draft that cannot be written (its folder is a file here; a full
    disk refuses it the same way) is said in a banner that stays; once the
    folder can be made the app writes the draft by itself, with no move,
    and the banner goes."""
    gui.needs_atspi()
    data = os.path.join(os.environ["XDG_DATA_HOME"], "com.example.Chess")
    os.makedirs(data, exist_ok=True)
    drafts = os.path.join(data, "drafts")
    with open(drafts, "w") as f:
        f.write("a file where the drafts' folder goes\n")
    app = App(binary, out, ["--time-control=300+2"])
    try:
        app.start()
        app.play("e2", "e4", "e4")
        if label_containing("Your game is not being saved in the background", 10) is None:
            raise Failure("no banner says the game is not being saved")
        if not label_showing("The game is not being saved"):
            raise Failure("the banner's title does not show")
        app.screenshot("draft-error")
        app.play("e7", "e5", "e5")
        if not label_showing("The game is not being saved"):
            raise Failure("the banner went while the draft still cannot be written")
        os.unlink(drafts)
        deadline = time.monotonic() + 15
        written = False
        while time.monotonic() < deadline and not (written and not label_showing("The game is not being saved")):
            for name in os.listdir(drafts) if os.path.isdir(drafts) else []:
                if name.endswith(".pgn"):
                    with open(os.path.join(drafts, name)) as f:
                        # (clock comments may stand between the moves)
                        written = re.search(r"1\. e4\b.*\be5\b", f.read(), re.S) is not None
            time.sleep(0.2)
        if not written:
            raise Failure("the draft was not written once its folder could be made")
        if label_showing("The game is not being saved"):
            raise Failure("the banner stays after the draft was written")
        app.screenshot("draft-written")
    finally:
        app.quit()


gui.SCENARIOS.clear()
gui.SCENARIOS.update({
    "multi-game-save": test_multi_game_save,
    "save-changed-on-disk": test_save_changed_on_disk,
    "pause": test_pause,
    "restore-after-kill": test_restore_after_kill,
    "dev-zero": test_dev_zero,
    "other-drafts": test_other_drafts,
    "redo": test_redo,
    "append-to-file": test_append_to_file,
    "draft-error": test_draft_error,
})

if __name__ == "__main__":
    sys.exit(gui.main())
