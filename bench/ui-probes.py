# SPDX-License-Identifier: GPL-3.0-or-later
"""What bench/ui-measure.py looks and acts through, kept apart from what it
measures: the X server through Xlib (ctypes: the top-level windows of a
pid, screen pixels, XTest keys), /proc (CPU time, peak memory) and
xdotool (the pointer).  Loaded by bench/ui-measure.py; runs nothing of
its own."""
import ctypes
import ctypes.util
import os
import subprocess

HZ = os.sysconf("SC_CLK_TCK")
TOLERANCE = 6


# ---- Xlib through ctypes: the top-level windows of a pid, one pixel -------

class XWindowAttributes(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int),
                ("width", ctypes.c_int), ("height", ctypes.c_int),
                ("border_width", ctypes.c_int), ("depth", ctypes.c_int),
                ("visual", ctypes.c_void_p), ("root", ctypes.c_ulong),
                ("class_", ctypes.c_int), ("bit_gravity", ctypes.c_int),
                ("win_gravity", ctypes.c_int), ("backing_store", ctypes.c_int),
                ("backing_planes", ctypes.c_ulong), ("backing_pixel", ctypes.c_ulong),
                ("save_under", ctypes.c_int), ("colormap", ctypes.c_ulong),
                ("map_installed", ctypes.c_int), ("map_state", ctypes.c_int),
                ("all_event_masks", ctypes.c_long), ("your_event_mask", ctypes.c_long),
                ("do_not_propagate_mask", ctypes.c_long),
                ("override_redirect", ctypes.c_int), ("screen", ctypes.c_void_p)]


IS_VIEWABLE = 2
Z_PIXMAP = 2
XA_CARDINAL = 6
ERROR_HANDLER = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)


class X:
    def __init__(self):
        lib = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
        self.lib = lib
        lib.XOpenDisplay.restype = ctypes.c_void_p
        lib.XOpenDisplay.argtypes = [ctypes.c_char_p]
        lib.XDefaultRootWindow.restype = ctypes.c_ulong
        lib.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        lib.XInternAtom.restype = ctypes.c_ulong
        lib.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        lib.XQueryTree.argtypes = [ctypes.c_void_p, ctypes.c_ulong,
                                   ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_ulong),
                                   ctypes.POINTER(ctypes.POINTER(ctypes.c_ulong)),
                                   ctypes.POINTER(ctypes.c_uint)]
        lib.XGetWindowAttributes.argtypes = [ctypes.c_void_p, ctypes.c_ulong,
                                             ctypes.POINTER(XWindowAttributes)]
        lib.XGetWindowProperty.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong,
                                           ctypes.c_long, ctypes.c_long, ctypes.c_int,
                                           ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
                                           ctypes.POINTER(ctypes.c_int),
                                           ctypes.POINTER(ctypes.c_ulong),
                                           ctypes.POINTER(ctypes.c_ulong),
                                           ctypes.POINTER(ctypes.c_void_p)]
        lib.XGetImage.restype = ctypes.c_void_p
        lib.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                                  ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
        lib.XGetPixel.restype = ctypes.c_ulong
        lib.XGetPixel.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int]
        lib.XDestroyImage.argtypes = [ctypes.c_void_p]
        lib.XFree.argtypes = [ctypes.c_void_p]
        lib.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        lib.XSetErrorHandler.argtypes = [ERROR_HANDLER]
        # Windows come and go while we look: ignore BadWindow and the like.
        self.handler = ERROR_HANDLER(lambda dpy, event: 0)
        lib.XSetErrorHandler(self.handler)
        self.dpy = lib.XOpenDisplay(None)
        if not self.dpy:
            raise SystemExit("measure: cannot open display")
        self.root = lib.XDefaultRootWindow(self.dpy)
        self.pid_atom = lib.XInternAtom(self.dpy, b"_NET_WM_PID", 0)

    def pid_of(self, window):
        kind, fmt = ctypes.c_ulong(), ctypes.c_int()
        n, after, data = ctypes.c_ulong(), ctypes.c_ulong(), ctypes.c_void_p()
        status = self.lib.XGetWindowProperty(self.dpy, window, self.pid_atom, 0, 1, 0, XA_CARDINAL,
                                             ctypes.byref(kind), ctypes.byref(fmt), ctypes.byref(n),
                                             ctypes.byref(after), ctypes.byref(data))
        pid = None
        if status == 0 and data.value:
            if n.value >= 1 and fmt.value == 32:
                pid = ctypes.cast(data, ctypes.POINTER(ctypes.c_long))[0]
            self.lib.XFree(data)
        return pid

    def window_of(self, pid):
        """(id, x, y, width, height) of a viewable top-level window of pid."""
        root, parent = ctypes.c_ulong(), ctypes.c_ulong()
        children, count = ctypes.POINTER(ctypes.c_ulong)(), ctypes.c_uint()
        if not self.lib.XQueryTree(self.dpy, self.root, ctypes.byref(root), ctypes.byref(parent),
                                   ctypes.byref(children), ctypes.byref(count)):
            return None
        found = None
        try:
            for i in range(count.value):
                w = children[i]
                attrs = XWindowAttributes()
                if not self.lib.XGetWindowAttributes(self.dpy, w, ctypes.byref(attrs)):
                    continue
                if (attrs.map_state == IS_VIEWABLE and attrs.width > 1 and attrs.height > 1
                        and not attrs.override_redirect and self.pid_of(w) == pid):
                    found = (w, attrs.x, attrs.y, attrs.width, attrs.height)
        finally:
            if children:
                self.lib.XFree(children)
        return found

    def pixels(self, x, y, width, height):
        """Rows of (r, g, b) of the screen (root window) area."""
        image = self.lib.XGetImage(self.dpy, self.root, x, y, width, height, 0xFFFFFFFF, Z_PIXMAP)
        if not image:
            return None
        rows = []
        for j in range(height):
            row = []
            for i in range(width):
                p = self.lib.XGetPixel(image, i, j)
                row.append(((p >> 16) & 255, (p >> 8) & 255, p & 255))
            rows.append(row)
        self.lib.XDestroyImage(image)
        return rows

    def key(self, combo):
        """Press and release a key combination ("ctrl+shift+a") through
        XTest, flushed: the instant it returns is the instant the X server
        has the keys (no xdotool process to start in between)."""
        if not hasattr(self, "xtst"):
            self.xtst = ctypes.CDLL(ctypes.util.find_library("Xtst") or "libXtst.so.6")
            self.xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
            self.lib.XStringToKeysym.restype = ctypes.c_ulong
            self.lib.XStringToKeysym.argtypes = [ctypes.c_char_p]
            self.lib.XKeysymToKeycode.restype = ctypes.c_ubyte
            self.lib.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
            self.lib.XFlush.argtypes = [ctypes.c_void_p]
        names = {"ctrl": "Control_L", "shift": "Shift_L", "alt": "Alt_L"}
        codes = [self.lib.XKeysymToKeycode(self.dpy, self.lib.XStringToKeysym(names.get(k, k).encode()))
                 for k in combo.split("+")]
        for code in codes:
            self.xtst.XTestFakeKeyEvent(self.dpy, code, 1, 0)
        for code in reversed(codes):
            self.xtst.XTestFakeKeyEvent(self.dpy, code, 0, 0)
        self.lib.XFlush(self.dpy)

    def pixel(self, x, y):
        rows = self.pixels(x, y, 1, 1)
        return rows[0][0] if rows else None


def close(a, b):
    return a is not None and b is not None and all(abs(p - q) <= TOLERANCE for p, q in zip(a, b))


# ---- /proc and xdotool --------------------------------------------------

def cpu_seconds(pid):
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / HZ      # utime + stime


def run_ns(pid):
    """CPU time of all live threads from schedstat, in ns (None if absent):
    finer than the 10 ms ticks of utime+stime."""
    total = 0
    try:
        for tid in os.listdir("/proc/%d/task" % pid):
            with open("/proc/%d/task/%s/schedstat" % (pid, tid)) as f:
                total += int(f.read().split()[0])
    except (OSError, ValueError, IndexError):
        return None
    return total



def vm_hwm_mib(pid):
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return None


def xdotool(*args, timeout=20):
    return subprocess.run(["timeout", str(timeout), "xdotool"] + [str(a) for a in args],
                          check=True, stdout=subprocess.PIPE, stdin=subprocess.DEVNULL,
                          text=True).stdout


def pointer_away():
    xdotool("mousemove", 1279, 899)    # the screen corner, outside both windows
