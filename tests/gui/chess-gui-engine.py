#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""GUI scenarios of playing the computer, on the helpers of chess-gui-test.py:

  engine-game       chess --computer=black --level=1: the human drags, Stockfish
                    answers (THINKING, ENGINE ready, its MOVE), both clocks run
  engine-takeback   New Game with the computer chosen in the dialog; Take Back
                    after the engine's reply takes back the move pair
  engine-hint       Ctrl+H draws the engine's move for the human as an arrow
  engine-hint-ends  the hint's arrow goes when the game ends (resigned)
  engine-draw       a draw offered to Stockfish a queen up: it declines by
                    itself (a toast naming it), no bar asks the person to
                    accept for it, and the game goes on
  engine-premove    while the engine thinks: a premove dropped when the reply
                    makes it illegal, one played at once after the reply
                    (highlighted until then), one taken back by a right click
                    and one by Escape
  fault-<mode>      the computer is tests/engine/fake-engine.py failing in one
                    way (missing, exit-early, no-uciok, crash, timeout,
                    illegal, garbage, flood):
                    ENGINE <side> error <id>, a banner naming the engine and
                    what happened, the game as it was, no process left behind,
                    then Restart Engine (crash) or Continue Without Engine
  fault-flag        an engine that never answers "go" in a timed game: its
                    card says it thinks, its clock runs and its flag falls,
                    like a human's
  engine-quit       Ctrl+Q while an engine is busy in a search, deaf to
                    "quit" and to the end of its input: the app ends, and
                    the engine's process does not outlive it

usage: chess-gui-engine.py CHESS_BINARY OUTDIR SCENARIO"""

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

START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq"
AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq"
# Knight moves White can always make early on, whatever Black does (a
# check aside): tried in order until one is taken.
WHITE_MOVES = [("g1", "f3"), ("b1", "c3"), ("f3", "g1"), ("c3", "b1"), ("g1", "h3"), ("b1", "a3"),
               ("h3", "g1"), ("a3", "b1")]


def keyfile_env(out, **keys):
    """Settings the app starts with (the keyfile backend in the private
    XDG_CONFIG_HOME of gui-test-wrapper.sh)."""
    config = os.path.join(os.environ["XDG_CONFIG_HOME"], "glib-2.0", "settings")
    os.makedirs(config, exist_ok=True)
    with open(os.path.join(config, "keyfile"), "w") as f:
        f.write("[com/example/Chess]\n")
        for key, value in keys.items():
            f.write("%s=%s\n" % (key.replace("_", "-"), value))
    return {"GSETTINGS_BACKEND": "keyfile"}


def index_of(app, line, since):
    with app.lock:
        return app.lines.index(line, since)


def engine_move(app, since, timeout=30):
    """The first MOVE at or after event index `since`, and its POSITION."""
    line = app.wait_for(r"^MOVE ", timeout, since, what="the engine's move")
    app.wait_for(r"^POSITION ", 5, index_of(app, line, since) + 1, what="the position after the engine's move")
    return line


def play_any(app, candidates):
    """Drags the first candidate the position takes; returns the event
    index just after its MOVE line."""
    for a, b in candidates:
        since = app.mark()
        app.drag(a, b)
        try:
            line = app.wait_for(r"^MOVE %s%s" % (a, b), 1.5, since, what="MOVE %s%s" % (a, b))
            return index_of(app, line, since) + 1
        except Failure:
            continue
    raise Failure("none of %s was taken" % candidates)


def human_then_engine(app, a, b, san):
    """The human's move, then the engine's reply (its MOVE line)."""
    since = app.mark()
    line = app.play(a, b, san)
    return engine_move(app, index_of(app, line, since) + 1)


def clock_times_of_draft(timeout=5.0):
    """White's and Black's [%clk] seconds after each of their moves, from
    the game's draft (written within a second of each move)."""
    folder = os.path.join(os.environ["XDG_DATA_HOME"], "com.example.Chess", "drafts")
    deadline = time.monotonic() + timeout
    clocks = []
    while time.monotonic() < deadline:
        time.sleep(0.5)
        drafts = [os.path.join(folder, n) for n in os.listdir(folder)] if os.path.isdir(folder) else []
        if not drafts:
            continue
        with open(max(drafts, key=os.path.getmtime)) as f:
            text = f.read()
        clocks = [int(h) * 3600 + int(m) * 60 + float(sec)
                  for h, m, sec in re.findall(r"\[%clk (\d+):(\d\d):(\d\d(?:\.\d+)?)\]", text)]
        if len(clocks) >= 6:
            return clocks[0::2], clocks[1::2]
    raise Failure("no draft with the clock times of the game (%s)" % clocks)


def press_button(label):
    gui.press(gui.accessible_button(label, timeout=10))


def start_new_game_from_dialog(app):
    """New Game, Start Game: the dialog's choices (from the settings)."""
    app.key("ctrl+n")
    since = app.mark()
    press_button("Start Game")
    app.wait_for(r"^POSITION " + re.escape(START_FEN), 5, since, what="the new game")
    # The dialog is gone (while it is up, it is modal: a drag on the board
    # would do nothing).  Under ASan on a loaded machine that took over
    # the half second this used to wait (gui-fault-flood, CI 03:4x UTC).
    gui.wait_gone(lambda n: n.getRoleName() == "push button" and gui.button_name_is(n.name, "Start Game"))
    time.sleep(0.3)


def start_then_e4(app):
    """Starts the app, a New Game from the dialog's choices, 1. e4; the
    event index just before e4."""
    app.start()
    start_new_game_from_dialog(app)
    since = app.mark()
    app.play("e2", "e4", "e4")
    return since


def expect_label(text, timeout=5.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if gui.find_accessibles(lambda n: n.getRoleName() == "label" and text in (n.name or "")) is not None:
            return
        time.sleep(0.2)
    raise Failure("no label reads %r" % text)


def expect_no_label(text, timeout=5.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if gui.find_accessibles(lambda n: n.getRoleName() == "label" and text in (n.name or "")) is None:
            return
        time.sleep(0.2)
    raise Failure("a label still reads %r" % text)


def pid_from(path, timeout=10.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with open(path) as f:
                text = f.read().strip()
            if text:
                return int(text)
        except FileNotFoundError:
            pass
        time.sleep(0.1)
    raise Failure("the fake engine never wrote its pid to %s" % path)


def expect_process_gone(pid, timeout=15.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not os.path.exists("/proc/%d" % pid):
            return
        time.sleep(0.1)   # running, or a zombie the reaper has not waited for
    raise Failure("the engine process %d was left behind" % pid)


# ---- scenarios ---------------------------------------------------------

def test_engine_game(binary, out):
    app = App(binary, out, ["--computer=black", "--level=1", "--time-control=300+0"])
    try:
        app.start()
        since = app.mark()
        human_then_engine(app, "e2", "e4", "e4")
        app.wait_for(r"^THINKING black$", 1, since, what="THINKING black")
        # On until the book is left and Stockfish has played twice; White
        # thinks a little before each move, so its clock runs.
        after_ready = 0
        for _ in range(12):
            time.sleep(0.5)
            engine_move(app, play_any(app, WHITE_MOVES))
            if app.events("ENGINE black ready"):
                after_ready += 1
                if after_ready == 2:
                    break
        ready = app.events("ENGINE black ready")
        if not ready or not ready[0].startswith("ENGINE black ready Stockfish"):
            raise Failure("Stockfish never played: %s" % ready)
        app.screenshot("engine-game")
        white, black = clock_times_of_draft()
        if not (white[0] == 300 and white[-1] < 300 - 2):
            raise Failure("White's clock did not run: %s" % white)
        if not black[-1] < black[0] <= 300:
            raise Failure("the engine's clock did not run: %s" % black)
    finally:
        app.quit()


def test_engine_takeback(binary, out):
    env = keyfile_env(out, opponent="'computer'", human_color="'white'", engine_level="1",
                      last_time_control="'300+0'")
    app = App(binary, out, env=env)
    try:
        app.start()
        start_new_game_from_dialog(app)
        human_then_engine(app, "e2", "e4", "e4")
        since = app.mark()
        app.key("ctrl+z")
        gui.expect_position(app, START_FEN, since)
        # The human is to move again: nothing more happens by itself.
        app.expect_none(r"^(MOVE|THINKING) ", 1.5, app.mark())
        human_then_engine(app, "d2", "d4", "d4")
    finally:
        app.quit()


def hint_arrow_shown(app, first, name):
    """Whether the engine's green arrow is on the board (lichess's engine
    arrow colour): somewhere along the ranks 2 to 4, where White's first
    moves go, in a pixel that differs from `first`."""
    shot = app.screenshot(name)
    for square in [f + r for f in "abcdefgh" for r in "234"]:
        x, y = app.centre(square, 0.5, 0.3)
        pixel = shot.pixel(x, y)
        if pixel != first.pixel(x, y):
            r, g, b = int(pixel[0:2], 16), int(pixel[2:4], 16), int(pixel[4:6], 16)
            if g > r + 30 and g > b + 30:
                return True
    return False


def wait_for_hint(app):
    first = app.screenshot("before-hint")
    app.key("ctrl+h")
    start = time.monotonic()
    asked_again = False
    while time.monotonic() < start + 20:
        time.sleep(0.5)
        if hint_arrow_shown(app, first, "hint"):
            return first
        # a key lost on a loaded machine (Xvfb has no window manager to
        # keep the focus): asked once more, which only renews the hint
        if not asked_again and time.monotonic() > start + 8:
            app.key("ctrl+h")
            asked_again = True
    raise Failure("no green hint arrow on the board")


def test_engine_hint(binary, out):
    app = App(binary, out, ["--computer=black", "--level=1"])
    try:
        app.start()
        wait_for_hint(app)
        # The game goes on.
        engine_move(app, play_any(app, WHITE_MOVES))
    finally:
        app.quit()


def test_engine_hint_ends(binary, out):
    gui.needs_atspi()
    app = App(binary, out, ["--computer=black", "--level=1"])
    try:
        app.start()
        first = wait_for_hint(app)
        since = app.mark()
        gui.press(gui.accessible_button("Resign", timeout=10))
        time.sleep(0.5)
        gui.press(gui.dialog_button("Resign"))
        app.wait_for(r"^RESULT 0-1 resignation", 5, since, what="RESULT after resigning")
        time.sleep(0.5)
        if hint_arrow_shown(app, first, "resigned"):
            raise Failure("the hint's arrow stays on the board of a finished game")
    finally:
        app.quit()


def showing(node):
    import pyatspi
    return node.getState().contains(pyatspi.STATE_SHOWING)


def toast_name(text, timeout):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        node = gui.find_accessibles(lambda n: n.getRoleName() == "label" and text in (n.name or ""))
        name = node.name if node is not None else None
        if name:
            return name
        time.sleep(0.2)
    raise Failure("no label reads %r" % text)


def king_moves(fen):
    """The squares White's king may go to from a FEN of kings and Black's
    queens alone (without capturing): the test picks a legal move rather
    than trying moves in turn, which a slow machine confuses."""
    board = {}
    for rank, row in zip(range(7, -1, -1), fen.split()[0].split("/")):
        file = 0
        for c in row:
            if c.isdigit():
                file += int(c)
            else:
                board[(file, rank)] = c
                file += 1
    king = next(sq for sq, c in board.items() if c == "K")
    attacked = set()
    for (f, r), c in board.items():
        if c == "k":
            attacked |= {(f + df, r + dr) for df in (-1, 0, 1) for dr in (-1, 0, 1)}
        elif c == "q":
            for df, dr in [(df, dr) for df in (-1, 0, 1) for dr in (-1, 0, 1) if df or dr]:
                x, y = f + df, r + dr
                # the white king does not shield the squares behind it
                while 0 <= x < 8 and 0 <= y < 8:
                    attacked.add((x, y))
                    if (x, y) in board and board[(x, y)] != "K":
                        break
                    x, y = x + df, y + dr
    moves = ["%s%d" % ("abcdefgh"[x], y + 1)
             for x, y in ((king[0] + df, king[1] + dr) for df in (-1, 0, 1) for dr in (-1, 0, 1))
             if 0 <= x < 8 and 0 <= y < 8 and (x, y) != king and (x, y) not in attacked and (x, y) not in board]
    if not moves:
        raise Failure("no move for White's king in %s" % fen)
    return moves


def test_engine_draw(binary, out):
    gui.needs_atspi()
    # Black (the computer) a queen up: at level 5 it declines a draw.
    app = App(binary, out, ["--computer=black", "--level=5", "--fen=3qk3/8/8/8/8/8/8/4K3 w - - 0 1"])
    try:
        app.start()
        engine_move(app, index_of(app, app.play("e1", "e2", "Ke2"), 0) + 1)
        since = app.mark()
        press_button("Offer Draw")
        # The toast first (its name read as it is found: a toast goes away
        # by itself, sooner than two walks of the tree take under ASan);
        # the computer's answer and any bar come together.
        name = toast_name("declines the draw", 10)
        if "Stockfish" not in name:
            raise Failure("the toast does not name the engine: %r" % name)
        asking = gui.find_accessibles(lambda n: n.getRoleName() == "label" and "do you accept" in (n.name or "")
                                      and showing(n))
        accept = gui.find_accessibles(lambda n: n.getRoleName() == "push button"
                                      and gui.button_name_is(n.name, "Accept Draw") and showing(n))
        app.screenshot("draw-offered")
        if asking is not None or accept is not None:
            raise Failure("a bar asks the person to answer the draw offer for the computer")
        app.expect_none(r"^RESULT ", 0.5, since)
        # The game goes on: the person moves, the computer answers.
        fen = [line for line in app.events() if line.startswith("POSITION ")][-1].split(" ", 1)[1]
        to = king_moves(fen)[0]
        since = app.mark()
        line = app.play("e2", to, "K" + to)
        engine_move(app, index_of(app, line, since) + 1)
    finally:
        app.quit()


def premove_env(out, **settings):
    path = os.environ["FAKE_ENGINE"]
    env = keyfile_env(out, opponent="'computer'", human_color="'white'", engine="'%s'" % path,
                      engines="[('%s', 'Fake Engine')]" % path, last_time_control="'-'",
                      engine_book="false", **settings)
    # Each answer takes 4 s: time for a premove while the engine thinks,
    # also on a loaded machine.
    env.update(FAKE_ENGINE_MODE="slow", FAKE_ENGINE_DELAY="4",
               FAKE_ENGINE_MOVES="e2e4,e7e5,g1f3,b8c6,f1c4,g8f6,d2d3,f8c5")
    return env


def bluish(hex_colour):
    r, g, b = int(hex_colour[0:2], 16), int(hex_colour[2:4], 16), int(hex_colour[4:6], 16)
    return b > r + 20 and b > g


def test_engine_premove(binary, out):
    app = App(binary, out, env=premove_env(out))
    try:
        since = start_then_e4(app)
        app.wait_for(r"^THINKING black$", 5, since, what="THINKING black")

        # e4-e5, legal now, is blocked by the reply e7-e5: dropped.
        app.drag("e4", "e5")
        app.wait_for(r"^PREMOVE e4e5$", 3, since, what="PREMOVE e4e5")
        # after the person's e4, wherever other events put it
        mine = app.wait_for(r"^MOVE e2e4", 3, since, what="MOVE e2e4")
        reply = engine_move(app, index_of(app, mine, since) + 1, timeout=20)
        if not reply.startswith("MOVE e7e5"):
            raise Failure("the engine played %r" % reply)
        app.wait_for(r"^PREMOVE none$", 3, since, what="the premove dropped")
        app.expect_none(r"^MOVE e4e5", 1.0, since)

        # Nf3 as a normal move; then Bc4 in advance: highlighted, then
        # played at once after ...Nc6.
        # (the picture without the premove first: taken while the engine
        # thinks, it could outlast the engine's answer on a loaded machine)
        before = app.screenshot("before-premove")
        app.play("g1", "f3", "Nf3")
        since = app.mark()
        app.wait_for(r"^THINKING black$", 5, since - 4, what="THINKING black")
        app.drag("f1", "c4")
        app.wait_for(r"^PREMOVE f1c4$", 3, since, what="PREMOVE f1c4")
        shot = app.screenshot("premove")
        for square in ("f1", "c4"):
            x, y = app.centre(square, 0.5, 0.08)
            if not bluish(shot.pixel(x, y)) or bluish(before.pixel(x, y)):
                raise Failure("%s is not highlighted for the premove (%s, before %s)"
                              % (square, shot.pixel(x, y), before.pixel(x, y)))
        reply = app.wait_for(r"^MOVE b8c6", 20, since, what="the engine's reply Nc6")
        app.wait_for(r"^MOVE f1c4 Bc4", 2, index_of(app, reply, since) + 1, what="the premove played at once")

        # A premove taken back by a right click, and one by Escape.
        since = app.mark()
        app.wait_for(r"^THINKING black$", 5, since - 4, what="THINKING black")
        app.drag("d2", "d3")
        app.wait_for(r"^PREMOVE d2d3$", 3, since, what="PREMOVE d2d3")
        x, y = app.centre("a6")
        gui.run("xdotool", "mousemove", "--window", app.wid, str(x), str(y), "click", "3")
        app.wait_for(r"^PREMOVE none$", 3, since, what="the premove taken back by a right click")
        reply = app.wait_for(r"^MOVE g8f6", 20, since, what="the engine's reply Nf6")
        app.expect_none(r"^MOVE d2d3", 1.0, index_of(app, reply, since))

        app.play("d2", "d3", "d3")
        since = app.mark()
        app.drag("c1", "g5")
        app.wait_for(r"^PREMOVE c1g5$", 3, since, what="PREMOVE c1g5")
        app.key("Escape")
        app.wait_for(r"^PREMOVE none$", 3, since, what="the premove taken back by Escape")
        reply = app.wait_for(r"^MOVE f8c5", 20, since, what="the engine's reply Bc5")
        app.expect_none(r"^MOVE c1g5", 1.0, index_of(app, reply, since))
    finally:
        app.quit()


def test_engine_premoves_off(binary, out):
    """With Premoves off in Preferences, a drag while the computer thinks
    is no premove: nothing is kept, nothing played after the reply."""
    app = App(binary, out, env=premove_env(out, premoves="false"))
    try:
        since = start_then_e4(app)
        app.wait_for(r"^THINKING black$", 5, since, what="THINKING black")
        app.drag("g1", "f3")
        reply = app.wait_for(r"^MOVE e7e5", 20, since, what="the engine's reply e5")
        app.expect_none(r"^PREMOVE g1f3$", 0.1, since)
        app.expect_none(r"^MOVE g1f3", 1.0, index_of(app, reply, since))
    finally:
        app.quit()


FAULTS = {
    # mode: (FAKE_ENGINE_MODE, error id, text of the banner, engine path)
    "missing": (None, "missing", "could not be started", "/nonexistent/deep-thought"),
    "no-uciok": ("no-uciok", "no-uciok", "is not a UCI chess engine", None),
    "exit-early": ("exit-early", "no-uciok", "ended before completing the UCI handshake (exit status 3)", None),
    "crash": ("crash-once", "crashed", "Fake Engine crash-once” stopped unexpectedly", None),
    "timeout": ("silent-go", "timeout", "Fake Engine silent-go” did not answer", None),
    "illegal": ("illegal", "illegal-move", "Fake Engine illegal” answered “e7e5”", None),
    "garbage": ("garbage", "illegal-move", "Fake Engine garbage” answered “banana”", None),
    "flood": ("flood", "flood", "Fake Engine flood” flooded its output", None),
}


def test_fault(binary, out, fault):
    mode, error_id, text, path = FAULTS[fault]
    path = path or os.environ["FAKE_ENGINE"]
    pidfile = os.path.join(out, "engine.pid")
    if os.path.exists(pidfile):
        os.unlink(pidfile)
    env = keyfile_env(out, opponent="'computer'", human_color="'white'", engine="'%s'" % path,
                      engines="[('%s', 'Fake Engine')]" % path, last_time_control="'-'",
                      engine_book="false")
    env.update(FAKE_ENGINE_MODE=mode or "good", FAKE_ENGINE_PIDFILE=pidfile,
               FAKE_ENGINE_STATE=os.path.join(out, "crashed-once"),
               # illegal: e7e5 is Black's reply to e4 in the fake's list, but
               # the fake in "illegal" mode plays e2e5; keep its list short
               FAKE_ENGINE_MOVES="e2e4,e7e5,g1f3,b8c6")
    if os.path.exists(env["FAKE_ENGINE_STATE"]):
        os.unlink(env["FAKE_ENGINE_STATE"])
    if fault == "illegal":
        text = "Fake Engine illegal” answered “e2e5”"
    app = App(binary, out, env=env)
    try:
        since = start_then_e4(app)
        app.wait_for(r"^ENGINE black error %s$" % error_id, 30, since, what="ENGINE black error " + error_id)
        expect_label(text)
        app.screenshot("fault-" + fault)
        if not gui.last_position(app).startswith(AFTER_E4):
            raise Failure("the game changed: %s" % gui.last_position(app))
        if mode is not None:
            expect_process_gone(pid_from(pidfile))
        since = app.mark()
        if fault == "crash":
            os.unlink(pidfile)
            press_button("Restart Engine")
            line = engine_move(app, since)
            if not line.startswith("MOVE e7e5"):
                raise Failure("the restarted engine played %r" % line)
            app.wait_for(r"^ENGINE black ready Fake Engine crash-once$", 5, since, what="the new engine ready")
        else:
            press_button("Continue Without Engine")
            time.sleep(0.5)
            app.play("e7", "e5", "e5")     # the human plays Black now
            app.expect_none(r"^(THINKING|ENGINE) ", 1.0, app.mark())
    finally:
        app.quit()


def test_fault_flag(binary, out):
    """A silent engine in a timed game loses on time; it is no fault."""
    pidfile = os.path.join(out, "engine.pid")
    path = os.environ["FAKE_ENGINE"]
    env = keyfile_env(out, opponent="'computer'", human_color="'white'", engine="'%s'" % path,
                      engines="[('%s', 'Fake Engine')]" % path, last_time_control="'4+0'",
                      engine_book="false")
    env.update(FAKE_ENGINE_MODE="silent-go", FAKE_ENGINE_PIDFILE=pidfile)
    app = App(binary, out, env=env)
    try:
        since = start_then_e4(app)
        app.wait_for(r"^THINKING black$", 5, since, what="THINKING black")
        expect_label("thinking…")         # on the engine's clock card
        result = app.wait_for(r"^RESULT ", 15, since, what="the engine's flag falling")
        if result != "RESULT 1-0 time-forfeit":
            raise Failure("expected White to win on time, got %r" % result)
        if app.events("ENGINE black error"):
            raise Failure("a silent engine on the clock was reported as a fault")
        expect_no_label("thinking…")
        expect_process_gone(pid_from(pidfile))
    finally:
        app.quit()


def test_engine_quit(binary, out):
    """Quitting while the engine thinks: no engine process is left behind,
    even one that neither obeys "quit" nor notices that its input ended."""
    pidfile = os.path.join(out, "engine.pid")
    path = os.environ["FAKE_ENGINE"]
    env = keyfile_env(out, opponent="'computer'", human_color="'white'", engine="'%s'" % path,
                      engines="[('%s', 'Fake Engine')]" % path, last_time_control="'-'",
                      engine_book="false")
    # Busier than the app's grace period for "quit" (2 s) and the wait below.
    env.update(FAKE_ENGINE_MODE="busy-go", FAKE_ENGINE_DELAY="60", FAKE_ENGINE_PIDFILE=pidfile,
               G_DEBUG="fatal-warnings")   # and the way out is clean
    app = App(binary, out, env=env)
    try:
        since = start_then_e4(app)
        app.wait_for(r"^THINKING black$", 5, since, what="THINKING black")
        pid = pid_from(pidfile)
        time.sleep(0.5)   # the engine has its "go"
        app.key("ctrl+q")
        try:
            status = app.proc.wait(15)
        except Exception:
            raise Failure("the app did not end after Ctrl+Q")
        if status != 0:
            raise Failure("the app ended with status %s" % status)
        # The app waited for it: the engine is gone already (not even a
        # zombie: once we are gone, init would reap it).
        if os.path.exists("/proc/%d" % pid):
            with open("/proc/%d/stat" % pid) as f:
                state = f.read().split(") ", 1)[1][:1]
            if state != "Z":
                os.kill(pid, 9)
                raise Failure("the engine process %d outlived the app" % pid)
    finally:
        app.quit()


SCENARIOS = {
    "engine-game": test_engine_game,
    "engine-quit": test_engine_quit,
    "engine-takeback": test_engine_takeback,
    "engine-hint": test_engine_hint,
    "engine-hint-ends": test_engine_hint_ends,
    "engine-draw": test_engine_draw,
    "engine-premove": test_engine_premove,
    "engine-premoves-off": test_engine_premoves_off,
    "fault-flag": test_fault_flag,
}
for _fault in FAULTS:
    SCENARIOS["fault-" + _fault] = (lambda name: lambda binary, out: test_fault(binary, out, name))(_fault)

gui.SCENARIOS.clear()
gui.SCENARIOS.update(SCENARIOS)

if __name__ == "__main__":
    sys.exit(gui.main())
