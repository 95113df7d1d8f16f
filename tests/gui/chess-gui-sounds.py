#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""GUI scenarios of the sounds: the real window asks for the move,
capture and illegal-move sounds (test event SOUND, no sound card needed),
and none once Preferences → Sounds → Play Sounds is off, or for an event
whose own switch is off; and the moves' words handed to speech-dispatcher
once Speak Moves is on (test event SPEECH), in the main window and the
puzzle trainer.  On the helpers of
chess-gui-test.py.

usage: chess-gui-sounds.py CHESS_BINARY OUTDIR SCENARIO"""

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


def expect_sound(app, since, sound, what):
    """The first SOUND line after `since` is `sound`, and no other follows it
    at once (one event, one sound)."""
    line = app.wait_for(r"^SOUND ", 5, since, what="SOUND after " + what)
    if line != "SOUND " + sound:
        raise Failure("%s: expected 'SOUND %s', got %r" % (what, sound, line))
    time.sleep(0.3)
    sounds = [l for l in app.events()[since:] if l.startswith("SOUND ")]
    if len(sounds) != 1:
        raise Failure("%s: one sound expected, got %s" % (what, sounds))


def switch_named(name, timeout=10.0):
    """The switch of the Preferences row `name`, over AT-SPI (GTK 4.8 gives
    a GtkSwitch the role of a check box, named by its row)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        hit = gui.find_accessibles(lambda n: n.getRoleName() in ("check box", "switch")
                                   and n.name == name)
        if hit is not None:
            return hit
        time.sleep(0.2)
    raise Failure("no switch %r in Preferences" % name)


def is_on(node):
    import pyatspi
    states = node.getState()
    return states.contains(pyatspi.STATE_CHECKED) or states.contains(pyatspi.STATE_PRESSED)


def set_switch(app, name, on, shot=None):
    """Preferences (Ctrl+comma) → Sounds: the switch `name` turned on or
    off, then Preferences closed (Escape)."""
    app.key("ctrl+comma")
    preferences = gui.other_window(app)
    if preferences is None:
        raise Failure("Ctrl+comma opened no Preferences")
    # the Sounds page shown: its tab's own action
    tab = gui.find_accessibles(lambda n: n.getRoleName() == "page tab" and n.name == "Sounds")
    if tab is not None:
        action = tab.queryAction()
        if action.nActions > 0:
            action.doAction(0)
        time.sleep(0.3)
    toggle = switch_named(name)
    if shot is not None:
        app.screenshot(shot)
    if is_on(toggle) != on:
        action = toggle.queryAction()
        for i in range(action.nActions):
            action.doAction(i)
            break
    deadline = time.monotonic() + 5
    while is_on(toggle) != on:
        if time.monotonic() > deadline:
            raise Failure("the switch %r did not turn %s" % (name, "on" if on else "off"))
        time.sleep(0.1)
    app.key("Escape", window=preferences)
    time.sleep(0.5)


def test_sounds(binary, out):
    # the sounds where the app looks for them (chess/sounds of a data
    # folder), so that GSound is asked to play them on a machine with no
    # sound card: it must fail without a warning
    data = os.path.join(out, "data")
    os.makedirs(os.path.join(data, "chess"), exist_ok=True)
    link = os.path.join(data, "chess", "sounds")
    if not os.path.islink(link):
        os.symlink(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "data", "sounds"), link)
    app = App(binary, out, env={"XDG_DATA_DIRS": data + ":/usr/local/share:/usr/share",
                                "G_MESSAGES_DEBUG": "chess-window"})
    try:
        app.start()
        since = app.mark()
        app.play("e2", "e4", "e4")
        expect_sound(app, since, "move", "1. e4")
        since = app.mark()
        app.play("d7", "d5", "d5")
        expect_sound(app, since, "move", "1... d5")
        since = app.mark()
        app.play("e4", "d5", "exd5")
        expect_sound(app, since, "capture", "2. exd5")
        # a knight dropped where it cannot go
        since = app.mark()
        app.drag("b8", "b5")
        expect_sound(app, since, "illegal", "Nb8 dropped on b5")
        if app.events("MOVE ")[-1] != "MOVE e4d5 exd5":
            raise Failure("the illegal drop made a move: %r" % app.events("MOVE ")[-1])
        # the preference off: a capture and no sound requested
        set_switch(app, "Play Sounds", False, shot="preferences-sounds")
        since = app.mark()
        app.play("d8", "d5", "Qxd5")
        app.expect_none(r"^SOUND ", 1.0, since)
        # on again, the capture's own sound off: a move is heard, a capture not
        set_switch(app, "Play Sounds", True)
        set_switch(app, "Capture", False)
        since = app.mark()
        app.play("b1", "c3", "Nc3")
        expect_sound(app, since, "move", "3. Nc3")
        since = app.mark()
        app.play("d5", "a2", "Qxa2")
        app.expect_none(r"^SOUND ", 1.0, since)
        app.screenshot("muted")
    finally:
        app.quit()
    log = open(os.path.join(out, "app.log")).read()
    # GLib's warnings and criticals ("Gtk-WARNING **:"), not a sanitizer's
    warned = [l for l in log.splitlines() if re.search(r"-(CRITICAL|WARNING) \*\*", l)]
    if warned:
        raise Failure("the app warned: %s" % warned)
    # the file was found and handed to GSound (played, or refused by a
    # machine without sound, said at debug level only)
    if "no sounds:" not in log and "sound move:" not in log and not os.path.exists("/dev/snd"):
        raise Failure("GSound was never asked to play a file")


def test_speech(binary, out):
    """Speak Moves off (the default): no words; on: each move, the reply
    too, handed to speech-dispatcher in words (test event SPEECH, whether
    or not a voice says them on this machine), and what the reader keys
    say on the focused board (Alt+I, Alt+Shift+Q)."""
    app = App(binary, out)
    try:
        app.start()
        since = app.mark()
        app.play("e2", "e4", "e4")
        app.expect_none(r"^SPEECH ", 1.0, since)
        set_switch(app, "Speak Moves", True)
        since = app.mark()
        app.play("e7", "e5", "e5")
        line = app.wait_for(r"^SPEECH ", 5, since, what="the words of 1... e5")
        if line != "SPEECH Black: Pawn from e7 to e5":
            raise Failure("1... e5 was said as %r" % line)
        since = app.mark()
        app.play("g1", "f3", "Nf3")
        line = app.wait_for(r"^SPEECH ", 5, since, what="the words of 2. Nf3")
        if line != "SPEECH White: Knight from g1 to f3":
            raise Failure("2. Nf3 was said as %r" % line)
        # the reader keys on the focused board are spoken too
        app.click("d4")
        since = app.mark()
        app.key("alt+i")
        line = app.wait_for(r"^SPEECH ", 5, since, what="the last move asked for (Alt+I)")
        if line != "SPEECH White: Knight from g1 to f3":
            raise Failure("Alt+I was said as %r" % line)
        since = app.mark()
        app.key("alt+shift+q")
        line = app.wait_for(r"^SPEECH ", 5, since, what="the black queen's square (Alt+Shift+Q)")
        if line != "SPEECH d8, black queen":
            raise Failure("Alt+Shift+Q was said as %r" % line)
    finally:
        app.quit()


def write_speak_moves(config, on):
    """Speak Moves as GSettings' keyfile backend reads it (and sees it
    change: the backend watches its file)."""
    folder = os.path.join(config, "glib-2.0", "settings")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "keyfile.new"), "w") as f:
        f.write("[com/example/Chess]\nspeak-moves=%s\n" % ("true" if on else "false"))
    os.replace(os.path.join(folder, "keyfile.new"), os.path.join(folder, "keyfile"))


def test_speech_puzzle(binary, out):
    """The puzzle trainer speaks as the main window does: with Speak
    Moves on, the solver's move and the reply, and what a reader key
    answers on its board; once it is turned off, nothing."""
    spec = importlib.util.spec_from_file_location(
        "chess_gui_puzzles", os.path.join(os.path.dirname(os.path.abspath(__file__)), "chess-gui-puzzles.py"))
    puzzles = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(puzzles)
    config = os.environ.get("XDG_CONFIG_HOME") or os.path.join(out, "config")
    write_speak_moves(config, True)
    os.environ.update(GSETTINGS_BACKEND="keyfile", XDG_CONFIG_HOME=config)
    app = None
    try:
        app = puzzles.start_trainer(binary, out, "t0002")
        puzzles.wait_turn(app, puzzles.T0002_TURN)
        since = app.mark()
        app.drag("d3", "e4")
        puzzles.wait_turn(app, puzzles.T0002_AFTER_F3, since)
        said = [l for l in app.events()[since:] if l.startswith("SPEECH ")]
        if said[:2] != ["SPEECH Black: Bishop from d3 to e4, check", "SPEECH White: Pawn from f2 to f3"]:
            raise Failure("the solver's move and the reply were said as %s" % said)
        app.click("e5")                  # an empty square: the board has the focus
        since = app.mark()
        app.key("alt+i")
        line = app.wait_for(r"^SPEECH ", 5, since, what="the last move asked for (Alt+I)")
        if line != "SPEECH White: Pawn from f2 to f3":
            raise Failure("Alt+I was said as %r" % line)
        write_speak_moves(config, False)
        time.sleep(1.0)                  # the backend reads its file again
        since = app.mark()
        app.key("alt+i")
        app.expect_none(r"^SPEECH ", 1.5, since)
    finally:
        if app is not None:
            app.quit()


gui.SCENARIOS.clear()
gui.SCENARIOS.update({
    "sounds": test_sounds,
    "speech": test_speech,
    "speech-puzzle": test_speech_puzzle,
})

if __name__ == "__main__":
    sys.exit(gui.main())
