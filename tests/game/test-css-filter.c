/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-css-filter.c — chess_css_filter_for_nodes: which rules and which
 * selectors of a style sheet stay for a set of node names. */
#include "config.h"

#include <string.h>

#include "chess-css-filter.h"

static const char *const names[] = { "window", "button", "box", "label", "scrollbar", "slider", NULL };

static char *
filter (const char *css)
{
  return chess_css_filter_for_nodes (css, strlen (css), names);
}

static void
assert_filters_to (const char *css, const char *expected)
{
  g_autofree char *got = filter (css);

  g_assert_cmpstr (got, ==, expected);
}

static void
test_rules (void)
{
  /* element names all known: kept; one unknown: dropped */
  assert_filters_to ("button { color: red; }", "button { color: red; }\n");
  assert_filters_to ("calendar { color: red; }", "");
  assert_filters_to ("window button.flat:hover > label { a: b; }", "window button.flat:hover > label { a: b; }\n");
  assert_filters_to ("calendar button { a: b; }", "");
  assert_filters_to ("button + calendar { a: b; }", "");
  assert_filters_to ("scrollbar ~ slider { a: b; }", "scrollbar ~ slider { a: b; }\n");
  /* no element name: classes, ids, pseudo-classes, the universal selector */
  assert_filters_to (".card { a: b; }", ".card { a: b; }\n");
  assert_filters_to ("*:focus-visible, #id { a: b; }", "*:focus-visible, #id { a: b; }\n");
  assert_filters_to (".toolbar > .linked calendar { a: b; }", "");
  /* what is inside () does not count */
  assert_filters_to ("button:not(calendar):not(.x) { a: b; }", "button:not(calendar):not(.x) { a: b; }\n");
  assert_filters_to ("calendar:not(button) { a: b; }", "");
  /* a class named like an unknown node is a class */
  assert_filters_to ("button.calendar { a: b; }", "button.calendar { a: b; }\n");
}

static void
test_lists (void)
{
  /* the selectors of a list that pass, the block once */
  assert_filters_to ("calendar, button,\n  popover label, .x { a: b; }", "button, .x { a: b; }\n");
  assert_filters_to ("calendar, popover { a: b; }", "");
  /* a comma inside () does not split the list */
  assert_filters_to ("button:not(.a, calendar) { a: b; }", "button:not(.a, calendar) { a: b; }\n");
}

static void
test_at_rules_and_text (void)
{
  /* at-rules are kept whole, nested blocks included */
  assert_filters_to ("@define-color blue #3584e4;\ncalendar { a: b; }\n@keyframes spin { to { x: y; } }",
                     "@define-color blue #3584e4;\n@keyframes spin { to { x: y; } }\n");
  /* comments go; braces and commas in strings and comments are text */
  assert_filters_to ("/* calendar { */ button /* , calendar */ { content: \"}, calendar {\"; }",
                     "button /* , calendar */ { content: \"}, calendar {\"; }\n");
  assert_filters_to ("button { background: url(\"a{b}.png\"); } label { a: b; }",
                     "button { background: url(\"a{b}.png\"); }\nlabel { a: b; }\n");
  /* a rule without its block, an unterminated comment or string */
  assert_filters_to ("button { a: b; } label", "button { a: b; }\n");
  assert_filters_to ("button { a: b; } /* label { }", "button { a: b; }\n");
  assert_filters_to ("button { content: \"x; } label { a: b; }", "button { content: \"x; } label { a: b; }\n");
  assert_filters_to ("", "");
}

/* Everything known: the whole sheet back (less comments and layout); the
 * filter never grows a sheet and never keeps an unknown element name. */
static void
test_whole_sheet (void)
{
  const char *css = "@define-color a #fff;\nwindow, calendar { a: b; }\n.x button { c: d; }\npopover label { e: f; }";
  const char *const all[] = { "window", "calendar", "button", "popover", "label", NULL };
  const char *const none[] = { NULL };
  g_autofree char *whole = chess_css_filter_for_nodes (css, strlen (css), all);
  g_autofree char *bare = chess_css_filter_for_nodes (css, strlen (css), none);

  g_assert_cmpstr (whole, ==, "@define-color a #fff;\nwindow, calendar { a: b; }\n.x button { c: d; }\n"
                              "popover label { e: f; }\n");
  g_assert_cmpstr (bare, ==, "@define-color a #fff;\n");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/css-filter/rules", test_rules);
  g_test_add_func ("/css-filter/lists", test_lists);
  g_test_add_func ("/css-filter/at-rules-and-text", test_at_rules_and_text);
  g_test_add_func ("/css-filter/whole-sheet", test_whole_sheet);
  return g_test_run ();
}
