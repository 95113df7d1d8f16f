#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Reads meson's testlog.json files and prints one line: N passed, N failed.

A test counts as passed when meson says OK or EXPECTEDFAIL; everything else
(FAIL, TIMEOUT, ERROR, UNEXPECTEDPASS) failed.  SKIP counts as failed too: the
test command installs every tool a test needs, so a skip there means a test
did not run (it is still named as skipped).
With --failed-builds FILE, each line of FILE names a build that failed; each
counts as one failure, since its tests could not run.
Exit status 1 when anything failed or no test ran at all."""
import json
import sys

passed = failed = 0
args = sys.argv[1:]
if len(args) >= 2 and args[0] == "--failed-builds":
    with open(args[1], encoding="utf-8") as f:
        for name in f.read().splitlines():
            if name.strip():
                failed += 1
                print(f"FAILED BUILD (counted as failed): {name}", file=sys.stderr)
    args = args[2:]
for path in args:
    try:
        with open(path, encoding="utf-8") as f:
            for line in f:
                line = line.strip()
                if not line:
                    continue
                result = json.loads(line).get("result")
                if result in ("OK", "EXPECTEDFAIL"):
                    passed += 1
                elif result == "SKIP":
                    failed += 1
                    print(f"SKIPPED (counted as failed): {json.loads(line).get('name')} in {path}",
                          file=sys.stderr)
                else:
                    failed += 1
                    entry = json.loads(line)
                    print(f"FAILED: {entry.get('name')} ({result}) in {path}", file=sys.stderr)
    except FileNotFoundError:
        print(f"missing test log: {path}", file=sys.stderr)
        failed += 1

print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed or passed == 0 else 0)
