#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A small UCI engine that misbehaves on purpose, for the engine tests.

FAKE_ENGINE_MODE chooses the fault (default "good"):
  good          a correct engine: answers e2e4/e7e5-style moves from a list
  exit-early    exits with status 3 before saying anything
  no-uciok      reads forever, writes chatter but never "uciok"
  crash-on-go   handshakes, then kills itself (SIGSEGV) when told "go"
  silent-go     handshakes, then ignores "go" and "stop" (and "quit")
  illegal       answers "go" with an illegal move
  garbage       answers "go" with "bestmove banana"
  no-move       answers "go" with "bestmove (none)"
  flood         answers "go" with an endless stream of info lines
  long-line     answers "go" with one line that never ends
  burst         answers "go" with 768 KiB of info lines at once (twice what
                Stockfish writes when it finds a mate at MultiPV 5 and runs
                through every depth), then bestmove
  slow          waits FAKE_ENGINE_DELAY seconds (default 1) before "uciok",
                "readyok" and each bestmove, then behaves
  ignore-quit   a good engine that does not exit on "quit"
  dribble       writes its answer to "uci" a line every 50 ms, as a busy
                machine's Stockfish does (its lines are flushed one by one)
  busy-go       handshakes, then spends FAKE_ENGINE_DELAY seconds on each "go"
                without reading anything ("stop", "quit", the end of its
                input), then behaves: a search that does not listen
  crash-once    crashes on its first "go" ever (FAKE_ENGINE_STATE, a file,
                remembers that it did), then behaves: for Restart
FAKE_ENGINE_PIDFILE, if set, receives the process id at start.
FAKE_ENGINE_CHILD_PIDFILE, if set, makes the engine start a process of its
own at start ("sleep 600", as an engine's helper would run) and receives
that child's process id.
FAKE_ENGINE_TIMES, if set, gets a line "<move> <µs>" for each bestmove, the
instant it was written on the monotonic clock (the engine benchmark).
FAKE_ENGINE_MOVES: the bestmove for each ply of the game (comma-separated,
default "e2e4,e7e5,g1f3,b8c6,f1b5,a7a6").
Every command received is appended to FAKE_ENGINE_LOG if set.
"""

import os
import signal
import subprocess
import sys
import time

mode = os.environ.get("FAKE_ENGINE_MODE", "good")
delay = float(os.environ.get("FAKE_ENGINE_DELAY", "1"))
moves = os.environ.get("FAKE_ENGINE_MOVES", "e2e4,e7e5,g1f3,b8c6,f1b5,a7a6").split(",")
log_path = os.environ.get("FAKE_ENGINE_LOG")

if "FAKE_ENGINE_PIDFILE" in os.environ:
    # Written whole or not at all: the test may read it at any moment.
    pidfile = os.environ["FAKE_ENGINE_PIDFILE"]
    with open(pidfile + ".tmp", "w") as f:
        f.write(str(os.getpid()))
    os.rename(pidfile + ".tmp", pidfile)

if "FAKE_ENGINE_CHILD_PIDFILE" in os.environ:
    child = subprocess.Popen(["sleep", "600"], stdin=subprocess.DEVNULL,
                             stdout=subprocess.DEVNULL)
    childfile = os.environ["FAKE_ENGINE_CHILD_PIDFILE"]
    with open(childfile + ".tmp", "w") as f:
        f.write(str(child.pid))
    os.rename(childfile + ".tmp", childfile)


def say(text):
    sys.stdout.write(text + "\n")
    sys.stdout.flush()
    if mode == "dribble" and handshaking:
        time.sleep(0.05)


def log(line):
    if log_path:
        with open(log_path, "a") as f:
            f.write(line + "\n")


if mode == "exit-early":
    sys.exit(3)

ply = 0
handshaking = False
for raw in sys.stdin:
    line = raw.strip()
    log(line)
    words = line.split()
    if not words:
        continue
    command = words[0]
    if mode == "no-uciok":
        say("Hello, I am not a chess engine")
        continue
    if command == "uci":
        if mode == "slow":
            time.sleep(delay)
        handshaking = True
        say("id name Fake Engine " + mode)
        say("id author The Chess Team")
        say("option name Hash type spin default 16 min 1 max 1024")
        say("option name Ponder type check default false")
        say("option name Own Book type check default true")
        say("option name Style type combo default Normal var Solid var Normal var Risky")
        say("option name Book File type string default <empty>")
        say("option name Clear Hash type button")
        say("option name UCI_Chess960 type check default false")
        handshaking = False
        say("uciok")
    elif command == "isready":
        if mode == "slow":
            time.sleep(delay)
        say("readyok")
    elif command == "position":
        ply = len(words) - words.index("moves") - 1 if "moves" in words else 0
    elif command == "go":
        if mode == "crash-on-go":
            os.kill(os.getpid(), signal.SIGSEGV)
        elif mode == "crash-once" and not os.path.exists(os.environ["FAKE_ENGINE_STATE"]):
            open(os.environ["FAKE_ENGINE_STATE"], "w").close()
            os.kill(os.getpid(), signal.SIGSEGV)
        elif mode == "silent-go":
            continue
        elif mode == "illegal":
            say("bestmove e2e5")
        elif mode == "garbage":
            say("bestmove banana")
        elif mode == "no-move":
            say("bestmove (none)")
        elif mode == "flood":
            chunk = ("info depth 1 score cp 0 nodes 1 pv " + moves[ply % len(moves)] + "\n") * 1000
            while True:
                sys.stdout.write(chunk)
        elif mode == "burst":
            move = moves[ply % len(moves)]
            line = "info depth 30 seldepth 40 multipv 1 score mate 12 nodes 123456 nps 1000000 time 120 pv " + move + "\n"
            sys.stdout.write(line * (768 * 1024 // len(line) + 1))
            say("bestmove " + move)
        elif mode == "long-line":
            sys.stdout.write("info string ")
            while True:
                sys.stdout.write("x" * 4096)
                sys.stdout.flush()
                time.sleep(0.001)
        else:
            if mode in ("slow", "busy-go"):
                time.sleep(delay)
            move = moves[ply % len(moves)]
            say("info depth 1 seldepth 1 multipv 1 score cp 13 nodes 20 nps 20000 time 1 pv " + move)
            say("bestmove " + move)
            if "FAKE_ENGINE_TIMES" in os.environ:
                with open(os.environ["FAKE_ENGINE_TIMES"], "a") as f:
                    f.write("%s %d\n" % (move, time.monotonic_ns() // 1000))
    elif command == "quit":
        if mode in ("ignore-quit", "silent-go"):
            continue
        sys.exit(0)
