#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Drive the real chess window like a person: xdotool pointer and keys on a
private Xvfb (run under tests/gui-test-wrapper.sh), the app's test events
on stdout (CHESS_TEST_EVENTS=1) and pixels of screenshots
(chess-gui-screen.py).  The helpers of every driver, and the start-up
scenario; the board's scenarios are in chess-gui-board.py.

usage: chess-gui-test.py CHESS_BINARY OUTDIR SCENARIO
Exit 0 = pass, 1 = fail (with a message), 77 = skip (tools missing)."""

import importlib.util
import os
import re
import shutil
import subprocess
import sys
import threading
import time

FILES = "abcdefgh"
START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"


class Failure(Exception):
    pass


def run(*args, timeout=10, check=True):
    """A command's output; a failure or a command still running after
    `timeout` seconds (then killed) raises Failure when `check`.  The limit
    is Python's, not timeout(1)'s: one process less per command, and the
    GUI tests run thousands of them (every key, pointer move, window
    search), which CI pays for in CPU."""
    args = [str(a) for a in args]
    try:
        result = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                timeout=timeout)
    except subprocess.TimeoutExpired as expired:
        if check:
            raise Failure("command timed out after %s s: %s" % (timeout, " ".join(args)))
        out = expired.stdout or ""
        return out.decode() if isinstance(out, bytes) else out
    if check and result.returncode != 0:
        raise Failure("command failed (%d): %s\n%s" % (result.returncode, " ".join(args), result.stderr))
    return result.stdout


class App:
    """The chess program with its event lines collected by a thread."""

    def __init__(self, binary, out, args=(), env=None):
        self.out = out
        self.lines = []
        self.lock = threading.Lock()
        self.log = open(os.path.join(out, "app.log"), "w")
        environment = dict(os.environ, CHESS_TEST_EVENTS="1", CHESS_NON_UNIQUE="1")
        environment.update(env or {})
        self.proc = subprocess.Popen([binary] + list(args), stdout=subprocess.PIPE,
                                     stderr=self.log, text=True, env=environment)
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()
        self.wid = None
        self.geometry = None
        self.shot_count = 0

    def _read(self):
        for line in self.proc.stdout:
            line = line.rstrip("\n")
            with self.lock:
                self.lines.append(line)
            self.log.write("stdout: " + line + "\n")
            self.log.flush()

    def events(self, prefix=None):
        with self.lock:
            return [l for l in self.lines if prefix is None or l.startswith(prefix)]

    def mark(self):
        """Index to wait for events after this point."""
        with self.lock:
            return len(self.lines)

    def wait_for(self, pattern, timeout=5.0, since=0, what=None):
        regex = re.compile(pattern)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self.lock:
                for line in self.lines[since:]:
                    if regex.search(line):
                        return line
            if self.proc.poll() is not None:
                raise Failure("the app exited (status %s) while waiting for %s" % (self.proc.returncode, what or pattern))
            time.sleep(0.03)
        raise Failure("no %s within %.1f s; events since then:\n  %s"
                      % (what or repr(pattern), timeout, "\n  ".join(self.lines[since:]) or "(none)"))

    def expect_none(self, pattern, seconds, since):
        time.sleep(seconds)
        regex = re.compile(pattern)
        with self.lock:
            for line in self.lines[since:]:
                if regex.search(line):
                    raise Failure("unexpected event %r" % line)

    def start(self):
        self.wait_for(r"^READY$", 20, what="READY")
        out = run("xdotool", "search", "--sync", "--onlyvisible", "--name", "^Chess$", timeout=20)
        self.wid = out.split()[0]
        self.update_geometry()
        time.sleep(0.3)   # the first frame reaches the X server just after READY

    def update_geometry(self):
        line = self.events("BOARD ")[-1]
        _, x, y, square, scale, flipped = line.split()
        self.geometry = (float(x), float(y), float(square), int(scale), flipped == "1")

    # squares in X window pixels
    def centre(self, square, dx=0.5, dy=0.5):
        self.update_geometry()
        gx, gy, sq, scale, flipped = self.geometry
        f, r = FILES.index(square[0]), int(square[1]) - 1
        col, row = (7 - f, r) if flipped else (f, 7 - r)
        return int((gx + (col + dx) * sq) * scale), int((gy + (row + dy) * sq) * scale)

    def move_pointer(self, x, y):
        run("xdotool", "mousemove", "--window", self.wid, str(x), str(y))

    def drag(self, a, b, steps=10):
        x0, y0 = self.centre(a)
        x1, y1 = self.centre(b)
        # one xdotool for the whole gesture, its pauses its own (a hand
        # rests a moment on the square before it lets go)
        path = []
        for i in range(1, steps + 1):
            path += ["mousemove", "--window", self.wid, x0 + (x1 - x0) * i // steps,
                     y0 + (y1 - y0) * i // steps, "sleep", "0.02"]
        run("xdotool", "mousemove", "--window", self.wid, x0, y0, "sleep", "0.05",
            "mousedown", "1", "sleep", "0.05", *path, "sleep", "0.05", "mouseup", "1",
            timeout=10 + 0.05 * steps)

    def click(self, square):
        x, y = self.centre(square)
        run("xdotool", "mousemove", "--window", self.wid, str(x), str(y), "sleep", "0.05", "click", "1")

    def play(self, a, b, san):
        """A drag that must be accepted: waits for its MOVE line."""
        since = self.mark()
        self.drag(a, b)
        uci = a + b
        line = self.wait_for(r"^MOVE %s" % re.escape(uci), 5, since, what="MOVE %s (%s)" % (uci, san))
        # the POSITION of the new position follows the MOVE line
        with self.lock:
            index = self.lines.index(line, since)
        self.wait_for(r"^POSITION ", 5, index + 1, what="POSITION after %s" % san)
        return line

    def key(self, *keys, window=None):
        run("xdotool", "windowfocus", "--sync", window or self.wid, check=False)
        run("xdotool", "key", "--clearmodifiers", *keys)

    def type_text(self, text):
        run("xdotool", "type", "--delay", "20", text, timeout=30)

    def screenshot(self, name):
        # pointer off the board: no hover marks in the picture
        run("xdotool", "mousemove", "--window", self.wid, "2", "60")
        time.sleep(0.45)   # moves animate for about 150 ms
        self.shot_count += 1
        path = os.path.join(self.out, "%02d-%s.png" % (self.shot_count, name))
        return Shot(path, self.wid, grab_screen(path))

    def quit(self):
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        self.log.close()


def grab_screen(path):
    """The screen into path as PNG (chess-gui-screen.py, in this process);
    (width, height, RGB bytes), or None when ImageMagick had to do it."""
    try:
        if "screen" not in _loaded:
            spec = importlib.util.spec_from_file_location(
                "chess_gui_screen", os.path.join(os.path.dirname(os.path.abspath(__file__)), "chess-gui-screen.py"))
            _loaded["screen"] = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(_loaded["screen"])
        return _loaded["screen"].screenshot(path)
    except OSError as error:
        print("screenshot through Xlib failed (%s): ImageMagick instead" % error, file=sys.stderr)
        run("import", "-window", "root", path)
        return None


_loaded = {}


class Shot:
    def __init__(self, path, wid, pixels=None):
        """A screenshot at path; pixels: its (width, height, RGB bytes) when
        known, else read from the file on first use."""
        self.path = path
        geometry = run("xdotool", "getwindowgeometry", "--shell", wid)
        values = dict(l.split("=", 1) for l in geometry.split())
        self.ox, self.oy = int(values["X"]), int(values["Y"])
        self.rgb = None
        if pixels is not None:
            self.width, self.height, self.rgb = pixels

    def _load(self):
        """The whole picture as 8-bit RGB, read once (one ImageMagick run
        per picture, not one per pixel: tests look at dozens of pixels)."""
        try:
            result = subprocess.run(["convert", self.path, "-depth", "8", "ppm:-"],
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=30)
        except subprocess.TimeoutExpired:
            raise Failure("convert took over 30 s on %s" % self.path)
        if result.returncode != 0:
            raise Failure("convert failed on %s: %s" % (self.path, result.stderr.decode(errors="replace")))
        data = result.stdout
        # P6 header: magic, width, height, maxval, each followed by white space
        fields, pos = [], 0
        while len(fields) < 4:
            while data[pos:pos + 1].isspace():
                pos += 1
            start = pos
            while not data[pos:pos + 1].isspace():
                pos += 1
            fields.append(data[start:pos])
        self.width, self.height = int(fields[1]), int(fields[2])
        self.rgb = data[pos + 1:]

    def pixel(self, x, y):
        """The colour at window pixel (x, y) as RRGGBB in upper case."""
        if self.rgb is None:
            self._load()
        x, y = x + self.ox, y + self.oy
        if not (0 <= x < self.width and 0 <= y < self.height):
            raise Failure("pixel %d,%d is outside the %dx%d screenshot" % (x, y, self.width, self.height))
        i = 3 * (y * self.width + x)
        return "%02X%02X%02X" % (self.rgb[i], self.rgb[i + 1], self.rgb[i + 2])


def outside_lists(node):
    """For walk's `skip`: the rows of the lists of games (rows of cells of
    labels, hundreds of nodes) hold no button, field or menu item; a walk
    that looks for one need not read them.  (The board's table is walked:
    its banners' buttons are inside it.)"""
    return node.getRoleName() == "table row"


def walk(node, predicate, found=None, skip=None):
    """The first descendant of node, in depth-first order, that satisfies
    predicate (None if none), or with a list `found` every one of them
    appended to it.  pyatspi's findDescendant walks the whole tree again
    for every child of the node it starts from (the application's every
    window) before it says "none": this walks it once, and reads each
    node's child count once, where pyatspi's iteration reads it again for
    every child (each read a D-Bus round trip).  A predicate that raises
    is false, and a subtree that goes while it is walked (a dialog
    closing) is left, as pyatspi does.  The children of a node for which
    `skip` is true are not walked."""
    from gi.repository import GLib
    try:
        # the count read once: iterating the node reads it again a child
        for i in range(node.childCount):
            child = node.getChildAtIndex(i)
            if child is None:
                continue
            try:
                hit = predicate(child)
            except Exception:
                hit = False
            if hit:
                if found is None:
                    return child
                found.append(child)
            if skip is not None and skip(child):
                continue
            below = walk(child, predicate, found, skip)
            if below is not None:
                return below
    except (GLib.Error, TypeError):   # gone, or a child read as None
        pass
    return None


def find_accessibles(predicate, every=False, skip=None):
    """The chess app's first accessible that satisfies predicate (or None),
    or with every=True all of them, over AT-SPI; `skip` as walk's."""
    import pyatspi
    from gi.repository import GLib
    found = []
    try:
        applications = list(pyatspi.Registry.getDesktop(0))
    except GLib.Error:
        return found if every else None
    for application in applications:
        try:
            if application is None or (application.name or "").lower() != "chess":
                continue
        except GLib.Error:
            continue
        hit = walk(application, predicate, found if every else None, skip)
        if hit is not None:
            return hit
    return found if every else None


def accessible_button(name, timeout=15.0):
    """The push button `name` of the chess app, over AT-SPI."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        hit = find_accessibles(lambda n: n.getRoleName() == "push button" and button_name_is(n.name, name),
                               skip=outside_lists)
        if hit is not None:
            return hit
        time.sleep(0.2)
    raise Failure("no button %r found over AT-SPI" % name)


def wait_gone(predicate, timeout=5.0):
    """Waits (at most `timeout` s) until no accessible of the chess app
    satisfies predicate: a dialog closed, a toast gone."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and find_accessibles(predicate) is not None:
        time.sleep(0.2)


def toplevel_of(node):
    while node.parent is not None and node.parent.getRoleName() != "application":
        node = node.parent
    return node


def dialog_button(name, timeout=15.0):
    """The push button `name` of a dialog (a toplevel other than the main
    window, whose role is "frame"), over AT-SPI.  Only the dialogs are
    walked, not the main window's tree of hundreds of nodes: this is polled
    five times a second while a dialog opens, and each node read is a
    D-Bus round trip."""
    import pyatspi
    from gi.repository import GLib

    def is_button(n):
        return n.getRoleName() == "push button" and button_name_is(n.name, name)

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for application in pyatspi.Registry.getDesktop(0):
            try:
                if application is None or (application.name or "").lower() != "chess":
                    continue
                for toplevel in application:
                    if toplevel is None or toplevel.getRoleName() == "frame":
                        continue
                    hit = walk(toplevel, is_button, skip=outside_lists)
                    if hit is not None:
                        return hit
            except (GLib.Error, TypeError):   # gone meanwhile: look again
                continue
        time.sleep(0.2)
    raise Failure("no dialog with a button %r found over AT-SPI" % name)


def button_name_is(accessible_name, label):
    # GTK 4.8 names a mnemonic button "_Cancel Cancel": accept that too
    return accessible_name == label or accessible_name == "_%s %s" % (label, label) \
        or accessible_name.replace("_", "") == "%s %s" % (label, label)


def is_sensitive(node):
    import pyatspi
    return node.getState().contains(pyatspi.STATE_SENSITIVE)


def press(node):
    action = node.queryAction()
    for i in range(action.nActions):
        if action.getName(i) == "click":
            action.doAction(i)
            return
    raise Failure("button %r has no click action" % node.name)


def menu_item(name, timeout=15.0):
    """The item `name` of the open menu, over AT-SPI (a closed popover
    leaves the tree)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        hit = find_accessibles(lambda n: n.getRoleName() == "menu item" and n.name == name, skip=outside_lists)
        if hit is not None:
            return hit
        time.sleep(0.2)
    raise Failure("no menu item %r shows" % name)


def is_focused(node):
    import pyatspi
    return node.getState().contains(pyatspi.STATE_FOCUSED)


def click_menu_item(app, item):
    """A click in the middle of a menu item.  GTK 4.8 gives the extents of
    a popover's widgets from its parent's origin, not from the popover's
    own window: the item is placed inside the menu, and the menu's window
    (the app's other visible X window) says where the menu is."""
    import pyatspi
    menu = item
    while menu is not None and menu.getRoleName() != "menu":
        menu = menu.parent
    if menu is None:
        raise Failure("menu item %r is in no menu" % item.name)
    popup = None
    for wid in run("xdotool", "search", "--onlyvisible", "--pid", str(app.proc.pid), check=False).split():
        geometry = dict(l.split("=", 1) for l in run("xdotool", "getwindowgeometry", "--shell", wid).split())
        if wid != app.wid and int(geometry["WIDTH"]) > 50:
            popup = int(geometry["X"]), int(geometry["Y"])
    if popup is None:
        raise Failure("no window of the menu shows")
    mx, my, _, _ = menu.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    ix, iy, iw, ih = item.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    run("xdotool", "mousemove", str(popup[0] + ix - mx + iw // 2), str(popup[1] + iy - my + ih // 2),
        "sleep", "0.1", "click", "1")


def choose_by_keys(app, item):
    """Down through the menu to the item, then Return, as a keyboard user
    does; the first item that can be chosen has the focus."""
    for _ in range(8):
        if is_focused(item):
            app.key("Return")
            return
        app.key("Down")
        time.sleep(0.1)
    raise Failure("the keys never reach menu item %r" % item.name)


def parse_layout(line):
    """A LAYOUT event: {"mode", "width", "height", part: (x, y, w, h)}."""
    words = line.split()
    layout = {"mode": words[1], "width": int(words[2]), "height": int(words[3])}
    for word in words[4:]:
        name, box = word.split("=")
        layout[name] = tuple(int(v) for v in box.split(","))
    return layout


def current_layout(app):
    lines = app.events("LAYOUT ")
    if not lines:
        raise Failure("no LAYOUT event")
    return parse_layout(lines[-1])


def expect_banner(app, text, first_board):
    """A banner reads `text` beside the board, and the board has not moved
    for it: banners take their room from the side panel (issue 13)."""
    deadline = time.monotonic() + 5
    while current_layout(app)["banners"][3] == 0 and time.monotonic() < deadline:
        time.sleep(0.1)
    layout = current_layout(app)
    if layout["banners"][3] == 0:
        raise Failure("no banner shows (LAYOUT %r)" % (layout,))
    if layout["board"] != first_board:
        raise Failure("the board moved for a banner: %r, before %r" % (layout["board"], first_board))
    if find_accessibles(lambda n: n.getRoleName() == "label" and text in (n.name or "")) is None:
        raise Failure("no banner reads %r" % text)


def occupied(app, shot, square):
    """A piece stands on the square: its middle differs from the square's
    own background near the top edge (highlights tint both alike)."""
    middle = shot.pixel(*app.centre(square, 0.5, 0.55))
    edge = shot.pixel(*app.centre(square, 0.5, 0.07))
    return middle != edge, middle, edge


def expect_occupied(app, shot, square):
    full, middle, edge = occupied(app, shot, square)
    if not full:
        raise Failure("%s: expected a piece on %s, but its middle is the background colour %s" % (shot.path, square, middle))


def expect_empty(app, shot, square):
    full, middle, edge = occupied(app, shot, square)
    if full:
        raise Failure("%s: expected %s empty, but its middle is %s and its edge %s" % (shot.path, square, middle, edge))


def brightness(hex_colour):
    r, g, b = int(hex_colour[0:2], 16), int(hex_colour[2:4], 16), int(hex_colour[4:6], 16)
    return (r * 299 + g * 587 + b * 114) / 1000


def last_position(app):
    return app.events("POSITION ")[-1][len("POSITION "):]


def expect_position(app, fen_prefix, since=0, timeout=5):
    return app.wait_for(r"^POSITION " + re.escape(fen_prefix), timeout, since, what="POSITION " + fen_prefix)


def save_in_place(app, path):
    """Ctrl+S on a game that has its file: waits until the file is written."""
    mtime = os.stat(path).st_mtime_ns
    app.key("ctrl+s")
    deadline = time.monotonic() + 10
    while os.stat(path).st_mtime_ns == mtime and time.monotonic() < deadline:
        time.sleep(0.05)
    if os.stat(path).st_mtime_ns == mtime:
        raise Failure("Ctrl+S did not write the file")
    time.sleep(0.2)


# ---- scenarios ---------------------------------------------------------

def needs_atspi():
    try:
        import pyatspi  # noqa: F401
    except ImportError:
        print("SKIP: no pyatspi")
        sys.exit(77)


def other_window(app, timeout=5):
    """A visible top-level window of the app other than the main one (the
    shortcuts window has no X title to search for), or None."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        out = run("xdotool", "search", "--onlyvisible", "--pid", str(app.proc.pid), check=False)
        for wid in out.split():
            if wid == app.wid:
                continue
            geometry = run("xdotool", "getwindowgeometry", "--shell", wid, check=False)
            values = dict(l.split("=", 1) for l in geometry.split() if "=" in l)
            if int(values.get("WIDTH", 0)) > 200 and int(values.get("HEIGHT", 0)) > 200:
                return wid
        time.sleep(0.2)
    return None


def test_start_up(binary, out):
    """What start-up leaves for later is still there: no GL driver under the
    cairo renderer, the window icon once the first frame is up, the main
    menu (built when first opened: F10), the shortcuts window (built on
    first use, with the accelerators of the application: Ctrl+?) and the
    library service, whose worker starts only after the first frame; no
    sound or speech library before a sound or a word."""
    needs_atspi()
    if os.environ.get("GSK_RENDERER") != "cairo":
        raise Failure("this scenario runs with GSK_RENDERER=cairo")
    # without the wrapper's GDK_DEBUG=gl-disable: the app must skip GL itself
    app = App(binary, out, env={"GDK_DEBUG": ""})
    try:
        app.start()
        app.wait_for(r"^STARTED library$", 10, what="STARTED library (its check after the first frame)")
        if app.events().index("STARTED library") < app.events().index("READY"):
            raise Failure("the library service started before the first frame: %r" % app.events()[:6])
        with open("/proc/%d/maps" % app.proc.pid) as f:
            gl = sorted({line.split()[-1] for line in f
                         if re.search(r"(_dri\.so|libGLX_mesa|libEGL_mesa|libgallium|libGL\.so)", line)})
        if gl:
            raise Failure("GL libraries loaded under the cairo renderer: %s" % ", ".join(gl))
        with open("/proc/%d/maps" % app.proc.pid) as f:   # opened at the first sound or word
            late = sorted({line.split()[-1] for line in f if re.search(r"lib(gsound|canberra|speechd)", line)})
        if late:
            raise Failure("sound or speech libraries loaded before any sound: %s" % ", ".join(late))
        icon = ""
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and "=" not in icon:
            icon = run("xprop", "-id", app.wid, "_NET_WM_ICON", check=False)
            time.sleep(0.1)
        sizes = re.findall(r"Icon \((\d+) x (\d+)\)", icon)
        if not sizes:
            raise Failure("the window has no _NET_WM_ICON after start-up: %r" % icon[:200])

        app.key("F10")                                  # the primary menu
        item = None
        deadline = time.monotonic() + 5
        while item is None and time.monotonic() < deadline:
            # the menu's items exist only once it has been opened
            item = find_accessibles(lambda n: n.name == "Keyboard Shortcuts"
                                    and n.getRoleName() == "menu item")
            time.sleep(0.2)
        if item is None:
            raise Failure("F10 did not open a main menu with Keyboard Shortcuts")
        app.screenshot("menu-open")
        app.key("Escape")
        time.sleep(0.3)
        app.key("ctrl+question")
        shortcuts = other_window(app)
        if shortcuts is None:
            raise Failure("Ctrl+? opened no Shortcuts window")
        labels = [n.name for n in find_accessibles(
            lambda n: n.getRoleName() == "label" and n.name in ("Ctrl", "N"), every=True)]
        if "Ctrl" not in labels or "N" not in labels:
            raise Failure("the Shortcuts window shows no Ctrl+N for New game (labels %r)" % labels)
        app.screenshot("shortcuts")
        app.key("Escape", window=shortcuts)
        time.sleep(0.5)
        if other_window(app, timeout=1) is not None:
            raise Failure("Escape did not close the Shortcuts window")
        app.key("ctrl+question")
        if other_window(app) is None:
            raise Failure("Ctrl+? did not show the Shortcuts window again")
    finally:
        app.quit()


SCENARIOS = {
    "start-up": test_start_up,
}


def main():
    if len(sys.argv) != 4 or sys.argv[3] not in SCENARIOS:
        print("usage: %s CHESS_BINARY OUTDIR {%s}" % (sys.argv[0], "|".join(SCENARIOS)), file=sys.stderr)
        return 2
    binary, out, name = sys.argv[1:]
    for tool in ("xdotool", "import", "convert"):
        if shutil.which(tool) is None:
            print("SKIP: %s is not installed" % tool)
            return 77
    if not os.environ.get("DISPLAY"):
        print("SKIP: no DISPLAY (run under gui-test-wrapper.sh)")
        return 77
    os.makedirs(out, exist_ok=True)
    started = time.monotonic()
    try:
        SCENARIOS[name](binary, out)
    except Failure as failure:
        print("FAIL %s: %s" % (name, failure))
        print("(app log and screenshots in %s)" % out)
        try:
            subprocess.run(["import", "-window", "root", os.path.join(out, "failure.png")], timeout=10)
        except Exception:
            pass
        return 1
    print("PASS %s (%.1f s)" % (name, time.monotonic() - started))
    return 0


if __name__ == "__main__":
    sys.exit(main())
