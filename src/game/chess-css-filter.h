/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-css-filter.h — the part of a GTK style sheet that can style a given
 * set of CSS nodes (GLib, no GTK).
 *
 * The shell parses libadwaita's whole style sheet (260 KB, a third of the
 * start-up's main thread) only after the first frame; the first frame needs
 * the rules for the nodes the window shows, about a third of it.  The filter
 * keeps every at-rule (@define-color, @keyframes…) and every selector in
 * which each element name (a node name: button, box, scrollbar…) is one of
 * the given names; a rule keeps the selectors of its list that pass and is
 * dropped when none does.  A selector with no element name (.card, *,
 * :hover) always passes.  What is dropped can match only a node that has
 * one of the other names, or sits in one, so on a tree of nodes with the
 * given names the result styles exactly as the whole sheet. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* css: length bytes (no NUL needed); names: NULL-terminated.  Returns a
 * NUL-terminated style sheet; input that is not CSS (a rule without its
 * block) is dropped from where it stops making sense. */
char *chess_css_filter_for_nodes (const char         *css,
                                  gsize               length,
                                  const char * const *names);

G_END_DECLS
