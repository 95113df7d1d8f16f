#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-targets.py BUILDDIR [--suite S]... [--no-suite S]...

Prints the files (relative to BUILDDIR, for ninja) of every target built
by default except the benchmarks and the programs that only the other
suites' tests run.  build-aux/test.sh builds only these in a tree that runs
part of the suite (the TSan tree runs the threaded suites), so CI's two
cores do not compile tests and benchmarks it never runs.  Everything else
is kept: a test may find a program or a catalogue through its environment,
which meson does not count among its dependencies."""
import json
import os
import subprocess
import sys


def info_source(build):
    """The source tree BUILDDIR was configured from."""
    with open(os.path.join(build, "meson-info", "meson-info.json")) as f:
        return json.load(f)["directories"]["source"]


def main():
    args = sys.argv[1:]
    if not args:
        sys.exit(__doc__)
    build, want, skip = os.path.abspath(args[0]), set(), set()
    i = 1
    while i < len(args):
        if args[i] in ("--suite", "--no-suite") and i + 1 < len(args):
            (want if args[i] == "--suite" else skip).add(args[i + 1])
            i += 2
        else:
            sys.exit("test-targets.py: unknown argument %r" % args[i])
    info = json.loads(subprocess.check_output(["meson", "introspect", build, "--tests", "--targets"]))
    needed, others = set(), set()
    for test in info["tests"]:
        suites = {s.split(":")[-1] for s in test["suite"]}
        chosen = not (want and not suites & want) and not suites & skip
        used = set(test["depends"])
        program = test["cmd"][0] if test["cmd"] else ""
        used.update(t["id"] for t in info["targets"] if program in t["filename"])
        (needed if chosen else others).update(used)
    if not needed:
        sys.exit("test-targets.py: no test of those suites in %s" % build)
    files = set()
    for target in info["targets"]:
        benchmark = os.path.relpath(target["defined_in"], info_source(build)).startswith("bench" + os.sep)
        if not target["build_by_default"] or benchmark or (target["id"] in others - needed):
            continue
        files.update(target["filename"])
    if not files:
        sys.exit("test-targets.py: no test of those suites in %s" % build)
    print(" ".join(sorted(os.path.relpath(f, build) for f in files)))


if __name__ == "__main__":
    main()
