# SPDX-License-Identifier: GPL-3.0-or-later
"""The GUI tests' screenshots: the private Xvfb's root window read through
Xlib (ctypes) and written as a PNG by zlib, in the test's own process.

ImageMagick's `import -window root` did the same in a process of its own
that loads all of ImageMagick: about a quarter of a second of CPU per
picture, and the tests take hundreds (CI's two cores are its budget).
The pixels come back with the file, so a test that reads them needs no
`convert` either.  Loaded by chess-gui-test.py; runs nothing of its own."""
import ctypes
import ctypes.util
import struct
import time
import zlib

Z_PIXMAP = 2
LSB_FIRST = 0


class _XImage(ctypes.Structure):
    # the head of Xlib's XImage, as far as the masks
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.c_void_p), ("byte_order", ctypes.c_int),
                ("bitmap_unit", ctypes.c_int), ("bitmap_bit_order", ctypes.c_int),
                ("bitmap_pad", ctypes.c_int), ("depth", ctypes.c_int),
                ("bytes_per_line", ctypes.c_int), ("bits_per_pixel", ctypes.c_int),
                ("red_mask", ctypes.c_ulong), ("green_mask", ctypes.c_ulong),
                ("blue_mask", ctypes.c_ulong)]


class Screen:
    """One connection to $DISPLAY, opened on first use."""

    def __init__(self):
        lib = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
        lib.XOpenDisplay.restype = ctypes.c_void_p
        lib.XOpenDisplay.argtypes = [ctypes.c_char_p]
        lib.XDefaultRootWindow.restype = ctypes.c_ulong
        lib.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        lib.XDisplayWidth.argtypes = [ctypes.c_void_p, ctypes.c_int]
        lib.XDisplayHeight.argtypes = [ctypes.c_void_p, ctypes.c_int]
        lib.XDefaultScreen.argtypes = [ctypes.c_void_p]
        lib.XGetImage.restype = ctypes.POINTER(_XImage)
        lib.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                                  ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
        lib.XDestroyImage.argtypes = [ctypes.POINTER(_XImage)]
        self.lib = lib
        self.dpy = lib.XOpenDisplay(None)
        if not self.dpy:
            raise OSError("cannot open the display")
        self.root = lib.XDefaultRootWindow(self.dpy)
        screen = lib.XDefaultScreen(self.dpy)
        self.width, self.height = lib.XDisplayWidth(self.dpy, screen), lib.XDisplayHeight(self.dpy, screen)

    def grab(self):
        """(width, height, RGB bytes) of the whole screen."""
        image = self.lib.XGetImage(self.dpy, self.root, 0, 0, self.width, self.height, 0xFFFFFFFF, Z_PIXMAP)
        if not image:
            raise OSError("XGetImage failed")
        try:
            im = image.contents
            if (im.bits_per_pixel != 32 or im.byte_order != LSB_FIRST or im.red_mask != 0xFF0000
                    or im.green_mask != 0xFF00 or im.blue_mask != 0xFF):
                raise OSError("unexpected pixel format (%d bits, masks %x %x %x)"
                              % (im.bits_per_pixel, im.red_mask, im.green_mask, im.blue_mask))
            width, height, stride = im.width, im.height, im.bytes_per_line
            raw = ctypes.string_at(im.data, stride * height)
        finally:
            self.lib.XDestroyImage(image)
        if stride != width * 4:
            raw = b"".join(raw[y * stride:y * stride + width * 4] for y in range(height))
        # B G R X in memory: every fourth byte from the third, second, first
        rgb = bytearray(width * height * 3)
        rgb[0::3], rgb[1::3], rgb[2::3] = raw[2::4], raw[1::4], raw[0::4]
        return width, height, bytes(rgb)


def write_png(path, width, height, rgb):
    """RGB bytes as an 8-bit truecolour PNG (filter 0 on every row)."""
    row = width * 3
    lines = b"".join(b"\0" + rgb[y * row:(y + 1) * row] for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(lines, 1)) + chunk(b"IEND", b""))


_screen = None


def screenshot(path, settle=2.5):
    """The screen into path as PNG, once it has stopped changing (two
    looks 0.1 s apart agree; at most `settle` seconds, for a clock that
    shows tenths); (width, height, RGB bytes).  An app under ASan on a
    loaded machine may still be sliding a piece when the test looks:
    `import` hid that by the quarter second it took to start."""
    global _screen
    if _screen is None:
        _screen = Screen()
    width, height, rgb = _screen.grab()
    deadline = time.monotonic() + settle
    while time.monotonic() < deadline:
        time.sleep(0.1)
        again = _screen.grab()
        if again[2] == rgb:
            break
        width, height, rgb = again
    write_png(path, width, height, rgb)
    return width, height, rgb
