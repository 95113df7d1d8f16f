/* SPDX-License-Identifier: GPL-3.0-or-later */
/* puzzle-test-data.h — the tests' puzzles.csv (rows from the games of
 * tests/data/games, see test-puzzle-reader.c), read whole. */
#pragma once

#include <glib.h>

static inline GBytes *
puzzle_test_load_csv (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "puzzles.csv", NULL);
  char *text;
  gsize length;
  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  return g_bytes_new_take (text, length);
}
