#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Starts Debian's Orca unchanged, except that the file given with
--debug-file is written a line at a time: Orca opens it with Python's
default 8 KiB buffer, so a test reading what Orca said while it runs would
see nothing for seconds.  SIGUSR1 writes Orca's Python stacks to the log's
name + ".stacks" (where it is stuck, when a test fails).  And Orca refuses
to start while another Orca of the same user runs anywhere (pgrep), so two
tests, each in its own session, could not run at once: that check looks
no further than this test's session, which has no other.
usage: orca-line-log.py ORCA-ARGS..."""

import builtins
import faulthandler
import runpy
import signal
import sys

log = sys.argv[sys.argv.index("--debug-file") + 1]
_open = builtins.open
faulthandler.register(signal.SIGUSR1, file=_open(log + ".stacks", "w"), all_threads=True)


def _open_line_buffered(file, mode="r", *args, **kwargs):
    if file == log and "w" in mode:
        kwargs["buffering"] = 1
    return _open(file, mode, *args, **kwargs)


builtins.open = _open_line_buffered
sys.argv = ["orca"] + sys.argv[1:]
orca = runpy.run_path("/usr/bin/orca", run_name="orca_in_a_test")
orca["main"].__globals__["otherOrcas"] = lambda: []
sys.exit(orca["main"]())
