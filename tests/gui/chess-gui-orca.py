#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""GUI scenarios with Orca itself running: what the screen reader really
says, read from Orca's debug log ("SPEECH OUTPUT: '…'"), on the helpers of
chess-gui-test.py.  The AT-SPI scenarios of chess-gui-reader.py check the
events Orca listens for; these check that Orca 43 turns them into speech.

Orca speaks through speech-dispatcher; there is no sound card here, so the
session's speech-dispatcher (its configuration in the wrapper's private
XDG_CONFIG_HOME) sends eSpeak NG's audio to ALSA's null device.  Without
that, the first utterance blocks Orca for good.  Orca runs through
orca-line-log.py, so that its log can be read while it runs.

  orca-moves  against Stockfish (--computer=black): the arrow keys on the
              board make Orca say the cell ("e2, white pawn"); Space says
              where the pawn may go; after e2-e4 by keys Orca says "White:
              Pawn from e2 to e4", then the computer's reply in words
              ("Black: Knight from g8 to f6"), read from the MOVE line
  orca-names  Tab through the window, the New Game dialog and Preferences:
              Orca says each icon button by its own name ("New Game push
              button"), never a toolkit's type name ("GtkImage New Game
              push button": GTK 4.8 labels an icon button by its unnamed
              image; "GtkToggleButton push button" inside a drop-down;
              "GtkListBox"), and no stop without a name ("scroll pane")

usage: chess-gui-orca.py CHESS_BINARY OUTDIR SCENARIO"""

import importlib.util
import os
import re
import shutil
import signal
import subprocess
import sys
import time

_spec = importlib.util.spec_from_file_location(
    "chess_gui_test", os.path.join(os.path.dirname(os.path.abspath(__file__)), "chess-gui-test.py"))
gui = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gui)

App, Failure, run = gui.App, gui.Failure, gui.run

SPOKEN = re.compile(r"SPEECH OUTPUT: '(.*)'\s*(?:voice=\S+\s*)?\{[^{}]*\}\s*$")


class Orca:
    """Orca with its own preferences and a debug log of what it says."""

    def __init__(self, out):
        if shutil.which("orca") is None:
            print("SKIP: no orca (Debian package orca)")
            sys.exit(77)
        config = os.environ.get("XDG_CONFIG_HOME")
        if not config or os.path.realpath(config) == os.path.realpath(os.path.expanduser("~/.config")):
            raise Failure("run under tests/gui-test-wrapper.sh: it gives a private XDG_CONFIG_HOME")
        speechd = os.path.join(config, "speech-dispatcher")
        os.makedirs(speechd, exist_ok=True)
        with open("/etc/speech-dispatcher/speechd.conf") as f:
            base = f.read()
        with open(os.path.join(speechd, "speechd.conf"), "w") as f:
            f.write(base + '\nAudioOutputMethod "alsa"\nAudioALSADevice "null"\n')
        if not os.path.exists(os.path.join(speechd, "modules")):
            os.symlink("/etc/speech-dispatcher/modules", os.path.join(speechd, "modules"))
        prefs = os.path.join(out, "orca-prefs")
        os.makedirs(prefs, exist_ok=True)
        self.log = os.path.join(out, "orca-debug.log")
        for old in (self.log, self.log + ".stacks"):     # an earlier run's
            if os.path.exists(old):
                os.remove(old)
        launcher = os.path.join(os.path.dirname(os.path.abspath(__file__)), "orca-line-log.py")
        self.proc = subprocess.Popen([sys.executable, launcher, "--disable", "braille", "-u", prefs,
                                      "--debug-file", self.log],
                                     stdout=open(os.path.join(out, "orca.out"), "w"),
                                     stderr=subprocess.STDOUT)
        self.wait_said(r"^Screen reader on\.$", 30, 0, "Orca's start")

    def said(self):
        try:
            with open(self.log, errors="replace") as f:
                return [m.group(1) for m in map(SPOKEN.search, f) if m]
        except FileNotFoundError:
            return []

    def mark(self):
        return len(self.said())

    def wait_said(self, pattern, timeout, since, what):
        regex = re.compile(pattern)
        deadline = time.monotonic() + timeout
        while True:
            spoken = self.said()[since:]
            for text in spoken:
                if regex.search(text):
                    return text
            if self.proc.poll() is not None:
                raise Failure("Orca exited (status %s) before saying %s" % (self.proc.returncode, what))
            if time.monotonic() > deadline:
                self.proc.send_signal(signal.SIGUSR1)   # its stacks, beside the log
                raise Failure("Orca did not say %s (%r) within %.0f s; it said:\n  %s"
                              % (what, pattern, timeout, "\n  ".join(spoken) or "(nothing)"))
            time.sleep(0.1)

    def stop(self):
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


def test_orca_moves(binary, out):
    gui.needs_atspi()
    app = App(binary, out, ["--computer=black", "--level=1"])
    orca = None
    try:
        app.start()
        orca = Orca(out)
        run("xdotool", "windowfocus", "--sync", app.wid, check=False)
        # Orca may lag seconds behind on a busy machine: each step waits for
        # what it said (the limits guard against a hang, they time nothing)
        app.click("e5")                  # an empty square: the board has the focus, on e2
        # (said when Orca starts, or when the click gives the board the focus)
        orca.wait_said(r"^e2, white pawn\.?$", 30, 0, "the cell of e2")
        app.key("Up")                    # the focus square shows
        since = orca.mark()
        app.key("space")
        orca.wait_said(r"^Possible moves: e3, e4\.?$", 30, since, "where the pawn may go")
        since = orca.mark()
        app.key("Up")
        orca.wait_said(r"^e3, empty, possible move\.?$", 30, since, "the cell of e3")
        since = orca.mark()
        app.key("Up")
        orca.wait_said(r"^e4, empty, possible move\.?$", 30, since, "the cell of e4")
        moves = app.mark()
        since = orca.mark()
        app.key("space")
        app.wait_for(r"^MOVE e2e4 e4$", 5, moves, what="e2-e4 by keys")
        with app.lock:
            index = app.lines.index("MOVE e2e4 e4", moves)
        line = app.wait_for(r"^MOVE ", 30, index + 1, what="the computer's reply to e4")
        uci = line.split()[1]
        orca.wait_said(r"^White: Pawn from e2 to e4\.?$", 30, since, "the move played")
        words = orca.wait_said(r"^Black: \w+ from %s to %s" % (uci[:2], uci[2:4]), 30, since,
                               "the computer's reply %s" % uci)
        print("Orca said: %s" % words)
    finally:
        if orca is not None:
            orca.stop()
        app.quit()


ROLES = (r"(push button|toggle button|page tab|scroll pane|combo box|check box|spin button|radio button|"
         r"list|text|slider|menu|table cell)")
# a Tab stop as Orca says it: "New Game push button.", "Show Coordinates
# check box checked.", "Minutes per Player 5 spin button."
STOP = re.compile(ROLES + r"( (not )?(checked|selected|pressed|expanded|collapsed))*\.?$")
UNNAMED = re.compile(r"^\W*" + ROLES + r"\b")


CONTEXT = re.compile(r"^\W*list\.?$")


def settled(orca, since):
    """What Orca said since a mark once it has finished: no new line for
    0.4 s, and not only the context ("Appearance. list.") that it
    says before the widget with the focus; a loaded machine can put the
    two a second apart."""
    deadline = time.monotonic() + 5
    spoken = orca.said()[since:]
    quiet_since = time.monotonic()
    while time.monotonic() < deadline:
        time.sleep(0.1)
        now = orca.said()[since:]
        if now != spoken:
            spoken, quiet_since = now, time.monotonic()
            continue
        stops = [text for text in spoken if STOP.search(text)]
        if time.monotonic() - quiet_since >= 0.4 and stops and not CONTEXT.match(stops[-1]):
            break
    return spoken


def tab_stops(app, orca, count, where, window=None):
    """What Orca says at each of count presses of Tab: a list of stops."""
    stops = []
    since = orca.mark()
    for _ in range(count):
        app.key("Tab", window=window)
        orca.wait_said(r"^(?!tab $)", 30, since, "anything after Tab in %s" % where)
        spoken = settled(orca, since)
        since += len(spoken)
        # the widgets around the focus come first ("Appearance. list."),
        # the one with the focus last
        said = [text for text in spoken if STOP.search(text)]
        if said:
            stops.append(said[-1])
    return stops


def check_names(stops, said, where):
    unnamed = [text for text in stops if UNNAMED.match(text)]
    if unnamed:
        raise Failure("in %s, Tab stops on widgets without a name: %r (all: %r)" % (where, unnamed, stops))
    named = [text for text in said if re.search(r"\b(Gtk|Adw)[A-Z]\w*", text)]
    if named:
        raise Failure("in %s, Orca said a toolkit's type name: %r" % (where, named))


def test_orca_names(binary, out):
    gui.needs_atspi()
    app = App(binary, out)
    orca = None
    try:
        app.start()
        orca = Orca(out)
        run("xdotool", "windowfocus", "--sync", app.wid, check=False)
        orca.wait_said(STOP.pattern, 30, 0, "the widget with the focus at start")
        since = orca.mark()
        stops = tab_stops(app, orca, 12, "the window")
        print("the window: %r" % stops)
        check_names(stops, orca.said()[since:], "the window")
        for button in ("New Game push button", "Pause push button", "Moves scroll pane"):
            if not any(text.startswith(button) for text in stops):
                raise Failure("Orca never said %r while Tab went round the window: %r" % (button, stops))

        for keys, where, title in (("ctrl+n", "the New Game dialog", r"^New Game dialog"),
                                   ("ctrl+comma", "Preferences", r"^Preferences frame")):
            since = orca.mark()
            app.key(keys)
            window = gui.other_window(app, 10)
            if window is None:
                raise Failure("%s did not open" % where)
            # what a window manager does (Xvfb has none): the new window
            # takes the keyboard focus
            run("xdotool", "windowfocus", "--sync", window, check=False)
            # the window is said as it opens: a GtkWindow subclass is a
            # "filler" Orca says nothing of unless its role is told
            orca.wait_said(title, 30, since, "%s as it opens" % where)
            orca.wait_said(STOP.pattern, 30, since, "the focus in %s" % where)
            stops = tab_stops(app, orca, 14 if keys == "ctrl+n" else 6, where, window)
            print("%s: %r" % (where, stops))
            check_names(stops, orca.said()[since:], where)
            app.key("Escape", window=window)
            deadline = time.monotonic() + 10
            while window in run("xdotool", "search", "--onlyvisible", "--pid", str(app.proc.pid),
                                check=False).split():
                if time.monotonic() > deadline:
                    raise Failure("Escape did not close %s" % where)
                time.sleep(0.2)
            # the main window has the focus again (a window manager's part)
            since = orca.mark()
            run("xdotool", "windowfocus", "--sync", app.wid, check=False)
            orca.wait_said(r"^(?!tab $|escape $)", 30, since, "the window again after %s" % where)
    finally:
        if orca is not None:
            orca.stop()
        app.quit()


gui.SCENARIOS.clear()
gui.SCENARIOS.update({
    "orca-moves": test_orca_moves,
    "orca-names": test_orca_names,
})

if __name__ == "__main__":
    sys.exit(gui.main())
