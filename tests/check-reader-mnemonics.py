#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Which of the board's reader keys (Alt+letter, chess-board-reader-keys.c)
share their key with a button's mnemonic (its underlined letter) in the
main window and the puzzle trainer, in the English, Greek and Persian
interfaces (the Greek and Persian letters placed on the keys as
xkeyboard-config's "gr" and "ir" layouts place them), and that the
shortcuts window and Help say which wins: the reader key, only while the
board has the focus (issue 23).

usage: check-reader-mnemonics.py SOURCE_ROOT"""

import os
import re
import sys
import unicodedata

XKB = "/usr/share/X11/xkb/symbols"
# where the buttons of the main window and the trainer are made
UI_FILES = ["data/ui/chess-explorer.ui", "data/ui/chess-analysis-panel.ui", "data/ui/chess-trainer-window.ui"]
C_DIRS = ["src/window", "src/views"]


def xkb_section(name, section, seen=None):
    """The first symbol of each key of a layout's section, includes followed."""
    seen = seen if seen is not None else set()
    if (name, section) in seen or not os.path.exists(os.path.join(XKB, name)):
        return {}
    seen.add((name, section))
    text = open(os.path.join(XKB, name), encoding="utf-8").read()
    match = re.search(r'xkb_symbols\s+"%s"\s*\{(.*?)\n\};' % re.escape(section), text, re.S)
    if match is None:
        return {}
    keys = {}
    for inc in re.findall(r'include\s+"(\w+)(?:\((\w+)\))?"', match.group(1)):
        keys.update(xkb_section(inc[0], inc[1] or "basic", seen))
    for key, sym in re.findall(r"key\s+<(\w+)>\s*\{\s*(?:\w+\s*=\s*\"?[\w:]+\"?\s*,\s*)*"
                               r"(?:symbols\[Group1\]\s*=\s*)?\[\s*([\w]+)", match.group(1)):
        if sym != "NoSymbol":            # NoSymbol: what an include put stays
            keys[key] = sym
    return keys


def keysym_char(sym):
    import gi
    gi.require_version("Gdk", "4.0")
    from gi.repository import Gdk
    code = Gdk.keyval_to_unicode(Gdk.keyval_from_name(sym))
    return chr(code).lower() if code else None


def physical_keys(layout, section):
    """A letter of the layout -> the Latin letter of the US layout's same key."""
    us = xkb_section("us", "basic")
    theirs = xkb_section(layout, section)
    table = {}
    for key, sym in theirs.items():
        char, latin = keysym_char(sym), us.get(key)
        if char and latin and len(latin) == 1:
            table[char] = latin
    return table


def po_table(path):
    table = {}
    for entry in open(path, encoding="utf-8").read().split("\n\n"):
        def field(name):
            m = re.search(r'^%s "(.*)"((?:\n".*")*)' % name, entry, re.M)
            if not m:
                return None
            return m.group(1) + "".join(re.findall(r'"(.*)"', m.group(2)))
        msgid, msgstr = field("msgid"), field("msgstr")
        if msgid and msgstr and "#, fuzzy" not in entry:
            table[(field("msgctxt"), msgid)] = msgstr
    return table


def mnemonic_labels(root):
    labels = set()
    for ui in UI_FILES:
        text = open(os.path.join(root, ui), encoding="utf-8").read()
        for ctx, label in re.findall(r'<property name="label" translatable="yes"(?: context="([^"]*)")?>([^<]*_[^<]*)<',
                                     text):
            labels.add((ctx or None, label))
    for folder in C_DIRS:
        for name in sorted(os.listdir(os.path.join(root, folder))):
            if name.endswith(".c"):
                text = open(os.path.join(root, folder, name), encoding="utf-8").read()
                for label in re.findall(r'(?:chess_banner_add_button \([^,]+,|gtk_button_new_with_mnemonic \()'
                                        r'\s*_\("([^"]*_[^"]*)"\)', text):
                    labels.add((None, label))
    return labels


def mnemonic(label):
    at = label.find("_")
    if at < 0 or at + 1 >= len(label):
        return None
    char = unicodedata.normalize("NFD", label[at + 1])[0]
    return char.lower()


def main(root):
    reader = set(re.findall(r"case '([a-z0-9])':",
                            open(os.path.join(root, "src/widgets/chess-board-reader-keys.c")).read()))
    labels = mnemonic_labels(root)
    languages = {"en": (None, {}), "el": (po_table(os.path.join(root, "po/el.po")), physical_keys("gr", "basic")),
                 "fa": (po_table(os.path.join(root, "po/fa.po")), physical_keys("ir", "pes"))}
    shared = {}
    for lang, (po, keys) in languages.items():
        for ctx, label in sorted(labels, key=lambda l: l[1]):
            shown = label if po is None else po.get((ctx, label), label)
            char = mnemonic(shown)
            key = char if po is None else keys.get(char, char)
            if key in reader:
                shared.setdefault(lang, []).append("Alt+%s: %s" % (key.upper(), shown.replace("_", "")))
    for lang in languages:
        print("%s: %s" % (lang, "; ".join(shared.get(lang, [])) or "none"))
    problems = []
    if not shared.get("en"):
        problems.append("no English mnemonic found that shares a reader key: the sources' reading is broken")
    overlay = open(os.path.join(root, "data/ui/help-overlay.ui"), encoding="utf-8").read()
    if "Only while the board has the focus; there the keys of this group come before a button’s underlined letter" \
            not in overlay:
        problems.append("the shortcuts window does not say that the reader keys come first on the board")
    for page in ("help/C/play-game.page", "help/C/puzzles.page"):
        text = " ".join(open(os.path.join(root, page), encoding="utf-8").read().split())
        if "underlined letter" not in text:
            problems.append("%s does not say which wins, a reader key or a button's underlined letter" % page)
    for problem in problems:
        print("FAIL: " + problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
