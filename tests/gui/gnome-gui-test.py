#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The window as a GNOME application, driven like chess-gui-test.py (whose
helpers it uses): the light and dark style through the settings the app
reads, the guide opened with F1 and the main menu, the About window.

usage: gnome-gui-test.py CHESS_BINARY OUTDIR SCENARIO
Exit 0 = pass, 1 = fail (with a message), 77 = skip (tools missing).
Environment: CHESS_HELP_SOURCE, the folder of the guide's English pages;
CHESS_VERSION, the version the About window must show."""

import importlib.util
import os
import re
import shutil
import signal
import subprocess
import sys
import time

_spec = importlib.util.spec_from_file_location(
    "chess_gui", os.path.join(os.path.dirname(os.path.abspath(__file__)), "chess-gui-test.py"))
gui = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gui)
Failure, App, run = gui.Failure, gui.App, gui.run

# settings in a file of the private XDG_CONFIG_HOME that outside changes reach
KEYFILE_ENV = dict(os.environ, GSETTINGS_BACKEND="keyfile")


def luminance(hex_colour):
    r, g, b = (int(hex_colour[i:i + 2], 16) for i in (0, 2, 4))
    return 0.299 * r + 0.587 * g + 0.114 * b


def set_key(schema, key, value):
    """A key changed from outside, as GNOME Settings or a user with the
    gsettings tool would: the app reads the same keyfile backend."""
    result = subprocess.run(["gsettings", "set", schema, key, value], env=KEYFILE_ENV,
                            stderr=subprocess.PIPE, text=True, timeout=10)
    if result.returncode != 0:
        raise Failure("gsettings set %s %s %s: %s" % (schema, key, value, result.stderr))


def background_and_board(app, name):
    """Screenshot; the window's background beside the board (left margin,
    at the board's middle) and the middle of the empty square d4."""
    shot = app.screenshot(name)
    gx, gy, square, scale, _ = app.geometry
    background = shot.pixel(int(gx / 2 * scale), int((gy + 4 * square) * scale))
    return shot, background, shot.pixel(*app.centre("d4"))


def wait_for_style(app, dark, name, timeout=5.0):
    """The window turns dark (or light) within timeout."""
    deadline = time.monotonic() + timeout
    while True:
        shot, background, board = background_and_board(app, name)
        if (luminance(background) < 80) == dark and (luminance(background) > 180) != dark:
            return shot, background, board
        if time.monotonic() > deadline:
            raise Failure("%s: the window's background is %s, expected it %s"
                          % (shot.path, background, "dark" if dark else "light"))
        time.sleep(0.3)


def test_dark_style(binary, out):
    """Preferences → Style and the desktop's own preference, both read live:
    the window's background goes dark and light, the board keeps its
    colours."""
    app = App(binary, out, env=KEYFILE_ENV)
    try:
        set_key("org.gnome.desktop.interface", "color-scheme", "default")
        app.start()
        _, _, board = wait_for_style(app, False, "light")

        set_key("com.example.Chess", "style", "dark")
        _, _, dark_board = wait_for_style(app, True, "style-dark")
        if dark_board != board:
            raise Failure("the board's d4 changed colour with the style: %s, then %s" % (board, dark_board))

        set_key("com.example.Chess", "style", "follow")
        wait_for_style(app, False, "follow-light-desktop")
        set_key("org.gnome.desktop.interface", "color-scheme", "prefer-dark")
        wait_for_style(app, True, "follow-dark-desktop")
        set_key("org.gnome.desktop.interface", "color-scheme", "default")
        wait_for_style(app, False, "follow-light-again")

        set_key("org.gnome.desktop.interface", "color-scheme", "prefer-dark")
        set_key("com.example.Chess", "style", "light")
        wait_for_style(app, False, "light-despite-desktop")
    finally:
        app.quit()


def open_main_menu_item(app, name):
    """Opens the main menu (F10) and returns its item `name`, over AT-SPI
    (the items exist once the menu has been opened)."""
    app.key("F10")
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        item = gui.find_accessibles(lambda n: n.name == name and n.getRoleName() == "menu item")
        if item is not None:
            return item
        time.sleep(0.2)
    raise Failure("the main menu has no %s item" % name)


def processes_of(name):
    """(pid, arguments) of the running processes whose program is `name`."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open("/proc/%s/cmdline" % entry, "rb") as f:
                args = [a.decode(errors="replace") for a in f.read().split(b"\0") if a]
        except OSError:
            continue
        if args and os.path.basename(args[0]) == name:
            found.append((int(entry), args))
    return found


def stop(pid):
    try:
        os.kill(pid, signal.SIGTERM)
    except ProcessLookupError:
        return
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline and os.path.exists("/proc/%d" % pid):
        time.sleep(0.1)


def viewer_node(role, name):
    """A node of the help viewer (yelp) with that role and name, over AT-SPI
    (WebKit exposes the page's document and headings)."""
    import pyatspi
    for application in pyatspi.Registry.getDesktop(0):
        if application is not None and (application.name or "").lower() == "yelp":
            hit = gui.walk(application, lambda n: n.getRoleName() == role and n.name == name)
            if hit is not None:
                return hit
    return None


def test_help(binary, out):
    """F1 starts the help viewer on help:com.example.Chess and it shows the
    guide's front page; the main menu has a Help item."""
    gui.needs_atspi()
    # the guide where yelp looks for it: help/C/com.example.Chess in XDG_DATA_DIRS
    data = os.path.join(out, "help-data")
    os.makedirs(os.path.join(data, "help", "C"), exist_ok=True)
    link = os.path.join(data, "help", "C", "com.example.Chess")
    if os.path.lexists(link):
        os.remove(link)
    os.symlink(os.environ["CHESS_HELP_SOURCE"], link)
    before = {pid for pid, _ in processes_of("yelp")}
    app = App(binary, out, env={"XDG_DATA_DIRS": data + ":/usr/local/share:/usr/share",
                                "LANGUAGE": "C"})
    viewers = []
    try:
        app.start()
        app.key("F1")
        deadline = time.monotonic() + 10
        while not viewers and time.monotonic() < deadline:
            viewers = [(pid, args) for pid, args in processes_of("yelp") if pid not in before]
            time.sleep(0.2)
        if not viewers:
            raise Failure("F1 started no help viewer (yelp)")
        pid, args = viewers[0]
        if "help:com.example.Chess" not in args:
            raise Failure("the help viewer was started as %r, not on help:com.example.Chess" % args)

        # the guide's front page: the document "Chess" with its first section
        shown = False
        deadline = time.monotonic() + 20
        while not shown and time.monotonic() < deadline:
            shown = viewer_node("document web", "Chess") is not None and viewer_node("heading", "Playing") is not None
            time.sleep(0.3)
        app.screenshot("help")
        if not shown:
            raise Failure("the help viewer does not show the guide's front page (\"Chess\", \"Playing\")")

        open_main_menu_item(app, "Help")
        app.key("Escape")
    finally:
        for pid, _ in viewers:
            stop(pid)
        app.quit()


def test_about(binary, out):
    """Main menu → About Chess: the About window shows this version and its
    release notes (What's New), and Escape closes it."""
    gui.needs_atspi()
    app = App(binary, out)
    try:
        app.start()
        gui.press(open_main_menu_item(app, "About Chess"))
        about = gui.other_window(app)
        if about is None:
            raise Failure("About Chess opened no window")
        version = os.environ["CHESS_VERSION"]
        names = {n.name for n in gui.find_accessibles(lambda n: n.name in (version, "What’s New"), every=True)}
        app.screenshot("about")
        if names != {version, "What’s New"}:
            raise Failure("the About window lacks the version or What's New (found %r)" % sorted(names))
        app.key("Escape", window=about)
        time.sleep(0.5)
        if gui.other_window(app, timeout=1) is not None:
            raise Failure("Escape did not close the About window")
    finally:
        app.quit()


# The window sizes the issue names, and the layout each must get.
SIZES = [(360, 480, "narrow"), (800, 600, "wide"), (1280, 800, "wide"), (1920, 1080, "wide"),
         (600, 1000, "narrow")]


def overlap(a, b):
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


def check_layout(layout, expected_mode, what):
    """Nothing is cut off or overlaps; the board is the largest square the
    mode allows; the clocks are above and below the board when narrow."""
    width, height = layout["width"], layout["height"]
    if layout["mode"] != expected_mode:
        raise Failure("%s: %s layout, expected %s" % (what, layout["mode"], expected_mode))
    # content taller than the window (a phone's width) scrolls: inside it
    value, upper, page = layout.get("scroll", (0, 0, 0))
    above, below = value, max(0, upper - page - value)
    for part in ("board", "top", "bottom", "panel"):
        x, y, w, h = layout[part]
        if w <= 0 or h <= 0 or x < 0 or y < -above or x + w > width or y + h > height + below:
            raise Failure("%s: the %s %r is not wholly inside the %dx%d window" % (what, part, layout[part], width, height))
    bx, by, side, side_h = layout["board"]
    if side != side_h:
        raise Failure("%s: the board is not square: %r" % (what, layout["board"]))
    parts = ["board", "top", "bottom", "panel"]
    for i, a in enumerate(parts):
        for b in parts[i + 1:] + (["banners"] if a != "panel" and layout["banners"][3] > 0 else []):
            if overlap(layout[a], layout[b]):
                raise Failure("%s: the %s %r overlaps the %s %r" % (what, a, layout[a], b, layout[b]))
    if expected_mode == "narrow":
        top, bottom = layout["top"], layout["bottom"]
        if not (top[1] + top[3] <= by and bottom[1] >= by + side):
            raise Failure("%s: the clocks are not above and below the board" % what)
        # the largest square: as wide as the window, or else the column
        # below it (clocks, panel) already takes the rest of the height
        panel = layout["panel"]
        if side < width - 30 - layout["strip"][2] and panel[1] + panel[3] < height - 20:
            raise Failure("%s: the board (%d) leaves room unused in the %dx%d window" % (what, side, width, height))
    else:
        # down to the window's bottom margin, or else board and column
        # together across the window's width
        panel = layout["panel"]
        left, right = min(bx, panel[0]), max(bx + side, panel[0] + panel[2])
        if by + side < height - 25 and right - left < width - 50:
            raise Failure("%s: the board (%d) is smaller than the %dx%d window allows" % (what, side, width, height))


def start_at_size(binary, out, width, height, args, env=None):
    """The app with a window of that size (from its settings, as a user's
    last size), and a check that the window really has it: a part that
    cannot shrink would hold it wider or taller."""
    config = os.path.join(os.environ["XDG_CONFIG_HOME"], "glib-2.0", "settings")
    os.makedirs(config, exist_ok=True)
    with open(os.path.join(config, "keyfile"), "w") as f:
        f.write("[com/example/Chess]\nwindow-width=%d\nwindow-height=%d\n" % (width, height))
    app = App(binary, out, args, env=dict(KEYFILE_ENV, **(env or {})))
    app.wait_for(r"^READY$", 20, what="READY")
    app.wid = run("xdotool", "search", "--sync", "--onlyvisible", "--pid", str(app.proc.pid), timeout=20).split()[0]
    app.update_geometry()
    return app


def window_size(app):
    values = dict(l.split("=", 1) for l in run("xdotool", "getwindowgeometry", "--shell", app.wid).split())
    return int(values["WIDTH"]), int(values["HEIGHT"])


def settled_layout(app, what, width, height):
    """The layout once the restyle for its mode has settled, in a window of
    the size asked for."""
    time.sleep(0.5)
    if window_size(app) != (width, height):
        raise Failure("%s: the window is %dx%d: it cannot be as small as asked" % ((what,) + window_size(app)))
    return current_layout(app)


def test_layouts(binary, out):
    """At each size of the issue the window has that size and the expected
    layout, and nothing is cut off: above 360 x 480 the panel's contents fit
    it without scrolling (geometry from LAYOUT events, screenshots kept)."""
    for width, height, mode in SIZES:
        what = "%dx%d" % (width, height)
        app = start_at_size(binary, out, width, height, ["--time-control=300+2"])
        try:
            layout = settled_layout(app, what, width, height)
            app.screenshot(what)
            check_layout(layout, mode, what)
            # At the smallest size the board keeps its share and the panel
            # its room under it (chess-window-layout.c); what more the
            # panel holds (the page switcher once the Explorer is there)
            # scrolls.  At every other size it all shows.
            if (width, height) == (360, 480):
                if layout["panel"][3] < 150:
                    raise Failure("%s: the panel %r has less than its room under the board"
                                  % (what, layout["panel"]))
                scrolled_to_panel(app, layout, what)
            elif layout["contents"][3] > layout["panel"][3]:
                raise Failure("%s: the panel's contents %r do not fit the panel %r"
                              % (what, layout["contents"], layout["panel"]))
        finally:
            app.quit()


def scroll_to_end(app, layout):
    """The window's content scrolled to its end with the wheel (the pointer
    on the top clock), where it is taller than the window; the layout
    then."""
    value, upper, page = layout["scroll"]
    if upper <= page:
        return layout
    x, y, w, h = layout["top"]
    run("xdotool", "mousemove", "--window", app.wid, str(x + w // 2), str(max(y, 0) + h // 2))
    # each wheel step scrolls a part of the page: sent until the end shows
    # (a hang guard of 10 s, not a timing)
    deadline = time.monotonic() + 10
    while current_layout(app)["scroll"][0] < upper - page:
        if time.monotonic() > deadline:
            raise Failure("the wheel did not scroll the content to its end: %r" % (current_layout(app)["scroll"],))
        run("xdotool", "click", "5")
        time.sleep(0.2)
    return current_layout(app)


def scrolled_to_panel(app, layout, what):
    """A phone's width: the board takes the width (issue 20), and the
    panel under it is reached by scrolling the window's content."""
    width = layout["width"]
    if layout["board"][2] < width - 20:
        raise Failure("%s: the board is %d px wide, not the window's width" % (what, layout["board"][2]))
    if layout["panel"][1] + layout["panel"][3] <= layout["height"]:
        return
    if layout["scroll"][1] <= layout["scroll"][2]:
        raise Failure("%s: the panel %r is out of sight and the content does not scroll %r"
                      % (what, layout["panel"], layout["scroll"]))
    scrolled = scroll_to_end(app, layout)
    app.screenshot("%dx%d-scrolled" % (width, layout["height"]))
    x, y, w, h = scrolled["panel"]
    if y < 0 or y + h > scrolled["height"]:
        raise Failure("%s: scrolled to its end, the panel %r is not wholly in sight" % (what, scrolled["panel"]))


def minimum_size(wid):
    """The minimum size a window asks of the window manager (WM_NORMAL_HINTS)."""
    hints = run("xprop", "-id", wid, "WM_NORMAL_HINTS")
    found = re.search(r"minimum size: (\d+) by (\d+)", hints)
    if found is None:
        raise Failure("window %s gives no minimum size: %s" % (wid, hints))
    return int(found.group(1)), int(found.group(2))


def fits_narrow(app, wid, known, what, width=360, frame=0):
    """The window (the one that holds the accessible `known`) can be `width` wide (and `frame` more, see
    Preferences below); made so, every label in it lies inside it, none cut
    by its edge.  The screenshot is kept to be looked at."""
    import pyatspi
    minimum = minimum_size(wid)
    if minimum[0] > width + frame:
        app.screenshot(what.replace(" ", "-") + "-too-wide")
        raise Failure("%s cannot be narrower than %d px (minimum %r)" % (what, minimum[0], minimum))
    width += frame
    geometry = dict(l.split("=", 1) for l in run("xdotool", "getwindowgeometry", "--shell", wid).split())
    run("xdotool", "windowsize", wid, str(width), geometry["HEIGHT"])
    time.sleep(0.8)
    app.screenshot(what.replace(" ", "-"))
    window = gui.toplevel_of(known)
    labels = pyatspi.findAllDescendants(window, lambda n: n.getRoleName() == "label")
    if len(labels) < 5:
        raise Failure("%s: only %d labels found over AT-SPI" % (what, len(labels)))
    extents = [(label, label.queryComponent().getExtents(pyatspi.WINDOW_COORDS)) for label in labels]
    # A narrow Preferences lays its page switcher out twice: the header's
    # is laid aside (its labels keep their wide places, wholly outside the
    # window or across its edge, and GTK 4.8 says nothing of it over
    # AT-SPI) and the bar at the bottom shows the same names whole.
    whole = {label.name for label, e in extents if e.width > 0 and 0 <= e.x and e.x + e.width <= width}
    for label, e in extents:
        # one that straddles an edge is cut
        if e.width > 0 and e.height > 0 and (e.x < 0 < e.x + e.width or e.x < width < e.x + e.width) \
           and not (label.name in whole and label.name):
            raise Failure("%s: the label %r (%d px from %d) is cut by the %d px window"
                          % (what, label.name, e.width, e.x, width))


SUBTITLE_WIDTH = """
import sys
import time
import gi
gi.require_version("Gtk", "4.0")
gi.require_version("Adw", "1")
from gi.repository import Adw, GLib, Gtk
Adw.init()
text = sys.argv[1]
title = Adw.WindowTitle(title="-", subtitle=text)
window = Adw.Window(content=Adw.HeaderBar(title_widget=title), default_width=800, default_height=100)
window.present()
deadline = time.monotonic() + 1
while time.monotonic() < deadline:
    GLib.MainContext.default().iteration(False)


def labels(widget):
    child = widget.get_first_child()
    while child is not None:
        yield child
        yield from labels(child)
        child = child.get_next_sibling()


found = [w for w in labels(window) if isinstance(w, Gtk.Label) and w.get_text() == text]
print(found[0].create_pango_layout(text).get_pixel_size()[0] if found else -1)
"""


def subtitle_width(text, env):
    """The width of `text` in a window title's subtitle, as libadwaita lays
    it out here: same fonts, same stylesheet, and the same locale
    (fontconfig chooses a font for the language)."""
    result = subprocess.run([sys.executable, "-c", SUBTITLE_WIDTH, text], env=dict(os.environ, **env),
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, timeout=30)
    width = int(result.stdout.split()[-1]) if result.stdout.split() else -1
    if width <= 0:
        raise Failure("could not measure the subtitle %r (%r)" % (text, result.stdout))
    return width


def test_greek_narrow(binary, out):
    """Greek, the longest of our languages, at 360 x 480: the window keeps
    that size with the narrow layout and its header; New Game (with the
    Custom rows and Chess960's) and Preferences can be 360 px wide too,
    their labels inside (screenshots kept to be looked at)."""
    gui.needs_atspi()
    needs_locale("el_GR.UTF-8")
    greek = {"LC_ALL": "el_GR.UTF-8", "LANGUAGE": "el"}
    app = start_at_size(binary, out, 360, 480, ["--time-control=300+3"], env=greek)
    try:
        layout = settled_layout(app, "Greek 360x480", 360, 480)
        app.screenshot("el-360x480")
        check_layout(layout, "narrow", "Greek 360x480")
        # the header's subtitle: the time control alone, and whole
        subtitle = wait_label_with("λεπ.")
        if subtitle.name != "5 λεπ. + 3 δευτ.":
            raise Failure("the narrow header's subtitle reads %r, not the time control alone" % subtitle.name)
        shown, needed = subtitle.queryComponent().getExtents(0).width, subtitle_width(subtitle.name, greek)
        if shown < needed:
            raise Failure("the subtitle %r is cut: %d px of %d" % (subtitle.name, shown, needed))

        app.key("ctrl+n")
        start = gui.accessible_button("Έναρξη παρτίδας")
        dialog = gui.other_window(app)
        # every field named for a screen reader (by the label of its row)
        import pyatspi
        for field in pyatspi.findAllDescendants(gui.toplevel_of(start), lambda n: n.getRoleName()
                                                in ("combo box", "spin button", "text")):
            if not field.name or field.name.startswith("Gtk"):
                raise Failure("New Game has a %s named %r" % (field.getRoleName(), field.name))
        # with all it can show: the Custom rows (a time control of no
        # preset) and, from Starting Position, Chess960's number and first
        # rank (chosen before the window is resized: a popover of a window
        # resized from outside finds no monitor under Xvfb)
        position = gui.walk(gui.toplevel_of(start), lambda n: n.getRoleName() == "combo box" and n.name == "Θέση")
        if position is None:
            raise Failure("New Game has no drop-down named Θέση (Position)")
        gui.press(gui.walk(position, lambda n: n.getRoleName() == "push button"))
        time.sleep(0.5)
        app.key("Down", "Down", "Return", window=dialog)
        wait_label_with("♔")
        fits_narrow(app, dialog, start, "New Game")
        app.key("Escape", window=dialog)
        time.sleep(0.5)

        app.key("ctrl+comma")
        time.sleep(1.0)
        preferences = gui.other_window(app)
        if preferences is None:
            raise Failure("Ctrl+comma opened no Preferences")
        # libadwaita 1.2's preferences window asks 360 px for its contents
        # (its leaflet), and GTK draws a 5 px frame around a window where
        # nothing composites (Xvfb): 370 here, 360 on a desktop.
        fits_narrow(app, preferences, wait_label_with("Χρώματα σκακιέρας"), "Preferences", frame=10)
    finally:
        app.quit()


# A finished game read from a file: analysis is allowed, and the result
# banner shows.
FINISHED_GAME = """[Event "Layouts"]
[White "Anna"]
[Black "Boris"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O
9. h3 Nb8 10. d4 Nbd7 11. Nbd2 Bb7 12. Bc2 Re8 13. Nf1 Bf8 14. Ng3 g6 15. a4 c5
16. d5 c4 17. Bg5 h6 18. Be3 Nc5 19. Qd2 h5 20. Bg5 Be7 21. Ra3 1-0
"""


ACCENT = "#3584e4"   # libadwaita's accent background: the current move


def current_move_shows(shot, layout):
    """The move list's current move (its accent background) is in sight in
    the panel of the screenshot."""
    x, y, w, h = layout["panel"]
    box = run("convert", shot.path, "-crop", "%dx%d+%d+%d" % (w, h, x + shot.ox, y + shot.oy), "+repage",
              "-fill", "black", "+opaque", ACCENT, "-format", "%@", "info:").strip()
    size = box.partition("+")[0]
    bw, bh = (int(v) for v in size.split("x"))
    return bw >= 8 and bh >= 8 and bw < w


def test_layouts_analysis(binary, out):
    """The same sizes with Engine Analysis on (its panel above the moves,
    the evaluation bar beside the board) and the result banner: the window
    still takes each size, the board gives up no more than the bar's width
    for them, nothing overlaps, and where the panel is too short for its
    contents they scroll inside it; the current move stays in sight in the
    list of a game just opened (screenshots kept)."""
    if shutil.which("stockfish") is None and not os.path.exists("/usr/games/stockfish"):
        print("SKIP: Stockfish is not installed")
        sys.exit(77)
    path = os.path.join(out, "finished.pgn")
    with open(path, "w") as f:
        f.write(FINISHED_GAME)
    for width, height, mode in SIZES:
        what = "%dx%d" % (width, height)
        app = start_at_size(binary, out, width, height, [path])
        try:
            plain = settled_layout(app, what, width, height)
            if plain["banners"][3] == 0:
                raise Failure("%s: no result banner shows" % what)
            # a phone's width: the panel under the board, scrolled to
            plain = scroll_to_end(app, plain)
            # the last move is current, and the list shows it although the
            # banner slid in while it scrolled there
            # (on a busy machine the banner's slide and the scroll may take
            # longer than the settling pause: looked at again until they end,
            # 10 s at most, a hang guard, not a timing)
            deadline = time.monotonic() + 10
            shot = app.screenshot(what + "-opened")
            while not current_move_shows(shot, plain):
                if time.monotonic() > deadline:
                    raise Failure("%s: the current move is out of sight in the panel (%s)" % (what, shot.path))
                time.sleep(0.3)
                plain = current_layout(app)
                shot = app.screenshot(what + "-opened")
            since = app.mark()
            app.key("ctrl+shift+a")
            app.wait_for(r"^EVAL ", 20, since, what="the engine's first evaluation")
            layout = settled_layout(app, what, width, height)
            app.screenshot(what)
            check_layout(layout, mode, what + ", analysing")
            if layout["strip"][2] == 0:
                raise Failure("%s: no evaluation bar beside the board" % what)
            # the bar takes its width from the board, the panel nothing
            if layout["board"][3] < plain["board"][3] - layout["strip"][2] - 8:
                raise Failure("%s: the board %r shrank more than the bar's width for the analysis (before %r)"
                              % (what, layout["board"], plain["board"]))
            if height >= 800 and mode == "wide" and layout["contents"][3] > layout["panel"][3]:
                raise Failure("%s: the analysis and the moves do not fit the panel %r" % (what, layout["panel"]))
        finally:
            app.quit()


def current_layout(app):
    return gui.parse_layout(app.events("LAYOUT ")[-1])


def start_translated(app):
    """App.start for a translated window, whose title is not "Chess"."""
    app.wait_for(r"^READY$", 20, what="READY")
    out = run("xdotool", "search", "--sync", "--onlyvisible", "--pid", str(app.proc.pid), timeout=20)
    app.wid = out.split()[0]
    app.update_geometry()
    time.sleep(0.3)


def needs_locale(name):
    out = subprocess.run(["locale", "-a"], stdout=subprocess.PIPE, text=True).stdout.lower()
    if name.lower().replace("utf-8", "utf8") not in out:
        raise Failure("the %s locale is missing: build-aux/ensure-locales.sh generates it" % name)


def label_with(text_part):
    """A label of the app whose text contains text_part (AT-SPI), or None."""
    return gui.find_accessibles(lambda n: n.getRoleName() == "label" and text_part in (n.name or ""))


def wait_label_with(text_part, timeout=5.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        hit = label_with(text_part)
        if hit is not None:
            return hit
        time.sleep(0.2)
    raise Failure("no label reads %r" % text_part)


# Only White's rook on a1 and the kings: a board mirrored by mistake shows
# the rook at the bottom right.
LONE_ROOK = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"


def test_rtl(binary, out):
    """Persian: the window mirrors (the panel on the left of the board), the
    board does not (a1 at the bottom left), numbers are Persian, and Left
    and Right go through the moves as the mirrored move list reads."""
    gui.needs_atspi()
    needs_locale("fa_IR.UTF-8")
    app = App(binary, out, ["--time-control=180+2", "--fen=" + LONE_ROOK],
              env={"LC_ALL": "fa_IR.UTF-8", "LANGUAGE": "fa"})
    try:
        start_translated(app)
        layout = current_layout(app)
        if not layout["panel"][0] + layout["panel"][2] <= layout["board"][0]:
            raise Failure("the panel %r is not left of the board %r" % (layout["panel"], layout["board"]))
        if layout["top"][0] >= layout["board"][0]:
            raise Failure("the clocks %r are not left of the board %r" % (layout["top"], layout["board"]))
        shot = app.screenshot("fa")
        gui.expect_occupied(app, shot, "a1")       # bottom left …
        gui.expect_empty(app, shot, "h1")          # … and not bottom right
        gui.expect_occupied(app, shot, "e1")
        # "3 + 2" as "۳ دقیقه + ۲ ثانیه": Persian digits, minutes first in reading order
        subtitle = wait_label_with("۳")
        if "3" in subtitle.name or subtitle.name.index("۳") > subtitle.name.index("۲"):
            raise Failure("the subtitle %r does not give the time control in Persian digits, minutes first"
                          % subtitle.name)

        app.play("a1", "a7", "Ra7")
        app.play("e8", "d8", "Kd8")
        since = app.mark()
        app.key("Right")                          # in Persian: back one move
        app.wait_for(r"^POSITION 4k3/R7/", 5, since, what="the position before Kd8 after Right")
        since = app.mark()
        app.key("Left")                           # and forward again
        app.wait_for(r"^POSITION 3k4/R7/", 5, since, what="the position after Kd8 after Left")
    finally:
        app.quit()


def test_greek(binary, out):
    """Greek at the default width: the game's buttons read on one line."""
    gui.needs_atspi()
    needs_locale("el_GR.UTF-8")
    app = App(binary, out, ["--time-control=300+3"], env={"LC_ALL": "el_GR.UTF-8", "LANGUAGE": "el"})
    try:
        start_translated(app)
        app.screenshot("el")
        one_line = wait_label_with("Παίζουν").queryComponent().getExtents(0).height
        for text in ("Πρόταση ισοπαλίας", "Παραίτηση"):
            height = wait_label_with(text).queryComponent().getExtents(0).height
            if height > one_line * 1.5:
                raise Failure("the button label %r takes %d px, more than one line (%d px)" % (text, height, one_line))
    finally:
        app.quit()


# The first rank empty but for a knight and the king in its corner: a
# toast laid over the board would show on c1…f1.
KNIGHT_AND_PAWNS = "4k3/8/8/8/8/8/PP6/6NK w - - 0 1"


def test_touch_move_toast(binary, out):
    """Under the touch-move rule a second piece is refused, and a toast says
    which piece was touched and must move — whole, beside the board, not
    over it."""
    gui.needs_atspi()
    config = os.path.join(os.environ["XDG_CONFIG_HOME"], "glib-2.0", "settings")
    os.makedirs(config, exist_ok=True)
    with open(os.path.join(config, "keyfile"), "w") as f:
        f.write("[com/example/Chess]\ntouch-move=true\n")
    app = App(binary, out, ["--fen=" + KNIGHT_AND_PAWNS], env=KEYFILE_ENV)
    try:
        app.start()
        board = app.events("BOARD ")[-1]
        app.click("g1")
        time.sleep(0.3)
        app.click("b2")
        toast = wait_label_with("the knight on g1 was touched and must move")
        # its width read at once: a toast leaves by itself, sooner than a
        # loaded machine gets through the checks below
        width = toast.queryComponent().getExtents(0).width
        time.sleep(0.5)                           # the toast's slide in is over
        shot = app.screenshot("touch-move")
        if app.events("BOARD ")[-1] != board:
            raise Failure("the board moved for the toast: %r, then %r" % (board, app.events("BOARD ")[-1]))
        for square in ("c1", "d1", "e1", "f1"):
            gui.expect_empty(app, shot, square)
        layout = current_layout(app)
        if width > layout["panel"][2]:
            raise Failure("the toast is wider than the panel %r" % (layout["panel"],))
        app.play("g1", "f3", "Nf3")               # the touched knight still moves
    finally:
        app.quit()


def is_pressed(node):
    import pyatspi
    state = node.getState()
    return state.contains(pyatspi.STATE_PRESSED) or state.contains(pyatspi.STATE_CHECKED)


def test_cli_time_control(binary, out):
    """A time control given on the command line is remembered as the last
    one, as New Game remembers its choice: the next New Game offers it."""
    gui.needs_atspi()
    app = App(binary, out, ["--time-control=600+5"], env=KEYFILE_ENV)
    try:
        app.start()
        deadline = time.monotonic() + 5
        while True:
            result = subprocess.run(["gsettings", "get", "com.example.Chess", "last-time-control"],
                                    env=KEYFILE_ENV, stdout=subprocess.PIPE, text=True, timeout=10)
            if result.stdout.strip() == "'600+5'":
                break
            if time.monotonic() > deadline:
                raise Failure("last-time-control is %s, not '600+5'" % result.stdout.strip())
            time.sleep(0.2)
        app.key("ctrl+n")
        preset = gui.accessible_button("10 + 5")
        if not is_pressed(preset):
            raise Failure("New Game does not offer 10 + 5 after --time-control=600+5")
    finally:
        app.quit()


SCENARIOS = {
    "dark-style": test_dark_style,
    "help": test_help,
    "about": test_about,
    "layouts": test_layouts,
    "layouts-analysis": test_layouts_analysis,
    "rtl": test_rtl,
    "greek": test_greek,
    "greek-narrow": test_greek_narrow,
    "touch-move-toast": test_touch_move_toast,
    "cli-time-control": test_cli_time_control,
}

if __name__ == "__main__":
    gui.SCENARIOS = SCENARIOS
    sys.exit(gui.main())
