#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""GUI scenarios of numbers and text direction in the translations (issue
20), on the helpers of chess-gui-test.py and gnome-gui-test.py:

  numbers-persian   the analysis of a game in Persian: evaluations in
                    Persian digits with the Arabic decimal separator, the
                    sign isolated left to right before them (not "2.53–"),
                    the engine lines' move numbers in Persian digits; an
                    English comment of the file isolated in the move list,
                    so its full stop stays at its end
  numbers-greek     the same evaluations in Greek: a decimal comma

usage: chess-gui-locale.py CHESS_BINARY OUTDIR SCENARIO"""

import importlib.util
import os
import re
import sys
import time

_here = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("gnome_gui_test", os.path.join(_here, "gnome-gui-test.py"))
gnome = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gnome)
gui = gnome.gui

App, Failure = gui.App, gui.Failure

LRI, PDI, FSI = "\u2066", "\u2069", "\u2068"
COMMENTED = ('[Event "Analysis"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n'
             '1. e4 e5 2. Nf3 Nc6 3. Bb5 { White keeps the bishop. } a6 4. Ba4 Nf6 5. O-O Be7 1-0\n')


def analysed_labels(app, evaluation, move_number, timeout=25.0):
    """The labels of the first engine line once the engine is deep enough:
    its evaluation (matching the regex `evaluation`) and its moves (which
    start with `move_number`)."""
    deadline = time.monotonic() + timeout
    evals, lines = [], []
    while time.monotonic() < deadline:
        labels = gui.find_accessibles(lambda n: n.getRoleName() == "label", every=True)
        evals = [l.name for l in labels if l.name and re.fullmatch(evaluation, l.name)]
        lines = [l.name for l in labels if l.name and l.name.startswith(move_number)]
        if evals and lines:
            return evals, lines
        time.sleep(0.5)
    shown = [l.name for l in gui.find_accessibles(lambda n: n.getRoleName() == "label", every=True) if l.name]
    raise Failure("no evaluation %r and line from %r among the labels: %r" % (evaluation, move_number, shown[-40:]))


def open_analysed(binary, out, env):
    path = os.path.join(out, "commented.pgn")
    with open(path, "w") as f:
        f.write(COMMENTED)
    app = App(binary, out, [path], env=env)
    gnome.start_translated(app)
    since = app.mark()
    app.key("ctrl+shift+a")
    app.wait_for(r"^ANALYSIS 1$", 5, since, what="the analysis on")
    app.wait_for(r"^EVAL (cp|mate) -?\d+ ([6-9]|\d\d)$", 25, since, what="an evaluation at depth 6")
    return app


def test_numbers_persian(binary, out):
    gui.needs_atspi()
    gnome.needs_locale("fa_IR.UTF-8")
    app = open_analysed(binary, out, {"LC_ALL": "fa_IR.UTF-8", "LANGUAGE": "fa"})
    try:
        evals, lines = analysed_labels(app, LRI + "[+\u2212][۰-۹]+\u066b[۰-۹]{2}" + PDI
                                       + "|" + LRI + "#[+\u2212]?[۰-۹]+" + PDI + "|" + "[۰-۹]\u066b[۰-۹]{2}", "۶")
        # the moves are SAN, Latin letters and digits; their numbers are not
        if any(re.search(r"[0-9]", text) for text in evals) or any(re.search(r"(^| )[0-9]+\.", t) for t in lines):
            raise Failure("Latin digits in the analysis's numbers: %r %r" % (evals, lines))
        # the tree is walked again while the app, busy analysing (slow
        # under ASan), answers AT-SPI late: a hang guard, not a timing
        deadline = time.monotonic() + 20
        while True:
            texts = [n.queryText().getText(0, n.queryText().characterCount)
                     for n in gui.find_accessibles(lambda n: n.getRoleName() == "text", every=True)]
            commented = [t for t in texts if "White keeps the bishop." in t]
            if commented:
                break
            if time.monotonic() > deadline:
                raise Failure("no move list with the comment over AT-SPI: %r" % texts)
            time.sleep(0.5)
        if FSI + "White keeps the bishop." + PDI not in commented[0]:
            raise Failure("the English comment is not isolated in the move list: %r" % commented[0])
        app.screenshot("persian")
    finally:
        app.quit()


def test_numbers_greek(binary, out):
    gui.needs_atspi()
    gnome.needs_locale("el_GR.UTF-8")
    app = open_analysed(binary, out, {"LC_ALL": "el_GR.UTF-8", "LANGUAGE": "el"})
    try:
        evals, lines = analysed_labels(app, LRI + "[+\u2212][0-9]+,[0-9]{2}" + PDI + "|[0-9],[0-9]{2}"
                                       + "|" + LRI + "#[+\u2212]?[0-9]+" + PDI, "6")
        if any("." in text for text in evals):
            raise Failure("a decimal point, not a comma, in Greek: %r" % evals)
        app.screenshot("greek")
    finally:
        app.quit()


SCENARIOS = {
    "numbers-persian": test_numbers_persian,
    "numbers-greek": test_numbers_greek,
}

gui.SCENARIOS.clear()
gui.SCENARIOS.update(SCENARIOS)

if __name__ == "__main__":
    sys.exit(gui.main())
