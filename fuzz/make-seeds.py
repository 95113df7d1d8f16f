#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""make-seeds.py OUTDIR [--prefix HEX] [--max-bytes N] SPEC... — a fuzz target's
seed corpus, cut from the project's test data.

The test data is kept in its own formats (PGN collections, EPD perft suites,
JSON and TSV vectors); a fuzz target wants one input per file.  Each SPEC says
where inputs come from and how to cut them:

  files:PATH        PATH itself, or every file under the folder PATH
  epd:PATH          the FEN before the first ';' of every line (not '#'), plus '\\n'
  pgn:PATH          every game of a PGN file (plain or .gz), one seed each
  json:PATH:KEY     every string value of KEY anywhere in a JSON document
  tsv:PATH:COLUMN   every value of a named column of a tab-separated table

--prefix puts the same bytes before every seed (for targets whose first bytes
choose something, as fuzz-san's position byte); --max-bytes drops larger seeds
(default 65536: large inputs slow a short run down more than they teach it).
Seeds are named by a hash of their bytes, so duplicates collapse.  A SPEC whose
file is missing is an error: a target must not lose its seeds silently."""

import argparse
import gzip
import hashlib
import json
import os
import re
import sys

MAX_GAMES_PER_FILE = 400


def read_text(path):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rb") as f:
        return f.read()


def from_files(path):
    if os.path.isfile(path):
        with open(path, "rb") as f:
            yield f.read()
        return
    if not os.path.isdir(path):
        raise FileNotFoundError(path)
    for folder, _dirs, names in sorted(os.walk(path)):
        for name in sorted(names):
            with open(os.path.join(folder, name), "rb") as f:
                yield f.read()


def from_epd(path):
    for line in read_text(path).splitlines():
        line = line.strip()
        if line and not line.startswith(b"#"):
            yield line.split(b";", 1)[0].strip() + b"\n"


# A game starts at a tag line that follows a blank line (or the start).
GAME_START = re.compile(rb"(?:\A|\n[ \t\r]*\n)(?=[ \t]*\[)")


def from_pgn(path):
    data = read_text(path)
    starts = [m.end() for m in GAME_START.finditer(data)]
    if not starts:
        yield data
        return
    starts.append(len(data))
    for i, (a, b) in enumerate(zip(starts, starts[1:])):
        if i == MAX_GAMES_PER_FILE:
            break
        game = data[a:b].strip()
        if game:
            yield game + b"\n"


def from_json(path, key):
    def walk(node):
        if isinstance(node, dict):
            for k, v in node.items():
                if k == key and isinstance(v, str):
                    yield v.encode("utf-8")
                else:
                    yield from walk(v)
        elif isinstance(node, list):
            for v in node:
                yield from walk(v)

    with open(path, encoding="utf-8") as f:
        yield from walk(json.load(f))


def from_tsv(path, column):
    lines = read_text(path).decode("utf-8").splitlines()
    header = lines[0].split("\t")
    index = header.index(column)
    for line in lines[1:]:
        fields = line.split("\t")
        if index < len(fields) and fields[index]:
            yield fields[index].encode("utf-8")


def inputs(spec):
    kind, _, rest = spec.partition(":")
    if kind == "files":
        return from_files(rest)
    if kind == "epd":
        return from_epd(rest)
    if kind == "pgn":
        return from_pgn(rest)
    if kind in ("json", "tsv"):
        path, _, key = rest.rpartition(":")
        if not path or not key:
            raise ValueError(f"{spec}: expected {kind}:PATH:NAME")
        return from_json(path, key) if kind == "json" else from_tsv(path, key)
    raise ValueError(f"{spec}: unknown kind '{kind}' (files, epd, pgn, json, tsv)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("outdir")
    parser.add_argument("specs", nargs="+")
    parser.add_argument("--prefix", default="", help="hex bytes put before every seed")
    parser.add_argument("--max-bytes", type=int, default=65536)
    args = parser.parse_args()

    prefix = bytes.fromhex(args.prefix)
    os.makedirs(args.outdir, exist_ok=True)
    written = 0
    for spec in args.specs:
        try:
            for data in inputs(spec):
                data = prefix + data
                if not data or len(data) > args.max_bytes:
                    continue
                name = hashlib.sha1(data).hexdigest()
                with open(os.path.join(args.outdir, name), "wb") as f:
                    f.write(data)
                written += 1
        except (OSError, ValueError, KeyError, json.JSONDecodeError) as error:
            print(f"make-seeds: {spec}: {error}", file=sys.stderr)
            return 1
    if written == 0:
        print("make-seeds: no seeds", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
