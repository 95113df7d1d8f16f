/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Perft over every suite of the shared test data, each depth whose node
 * count is at most the cap (--max-nodes N, default 1000000). */
#include "chess-core-private.h"
#include "chess-notation.h"

#include <glib.h>
#include <stdlib.h>
#include <string.h>

static guint64 max_nodes = 1000000;

typedef struct {
  const char *file;
  guint min_checks;   /* fewer checks than this means the file was not read */
} Suite;

static void
run_suite (gconstpointer data)
{
  const Suite *suite = data;
  const char *dir = g_getenv ("CHESS_TESTDATA");
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (GError) error = NULL;
  guint checks = 0, failures = 0, positions = 0;

  if (!dir)
    {
      g_test_skip ("CHESS_TESTDATA is not set");
      return;
    }
  path = g_build_filename (dir, "perft", suite->file, NULL);
  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (contents, "\n", -1);

  for (guint i = 0; lines[i]; i++)
    {
      g_auto (GStrv) parts = NULL;
      ChessPosition pos;
      ChessFenError fen_error;
      ChessFenWarnings warnings;
      char *line = g_strstrip (lines[i]);

      if (line[0] == '\0' || line[0] == '#')
        continue;
      parts = g_strsplit (line, ";", -1);
      /* Lenient: the suites hold composed positions whose checks no game
       * reaches (two bishops checking at once), which the strict reader
       * refuses.  Nothing else may need repairing. */
      if (!chess_position_read_fen (&pos, parts[0], CHESS_FEN_LENIENT, &fen_error, &warnings))
        g_error ("%s:%u: %s", suite->file, i + 1, fen_error.message);
      g_assert_cmpuint (warnings.repairs & ~(unsigned) CHESS_FEN_REPAIRED_IMPOSSIBLE_CHECK, ==, 0);
      positions++;
      for (guint p = 1; parts[p]; p++)
        {
          const char *entry = g_strstrip (parts[p]);
          char *end;
          if (entry[0] != 'D')
            continue;
          int depth = (int) strtol (entry + 1, &end, 10);
          guint64 expected = g_ascii_strtoull (end, NULL, 10);
          if (expected > max_nodes || depth < 1)
            continue;
          guint64 found = chess_perft (&pos, depth);
          checks++;
          if (found != expected)
            {
              failures++;
              g_test_message ("%s:%u: %s depth %d: expected %" G_GUINT64_FORMAT ", found %" G_GUINT64_FORMAT,
                              suite->file, i + 1, parts[0], depth, expected, found);
            }
        }
    }
  g_test_message ("%s: %u positions, %u checks, %u failures", suite->file, positions, checks, failures);
  g_assert_cmpuint (failures, ==, 0);
  g_assert_cmpuint (checks, >=, suite->min_checks);
}

/* The counting generator has a portable popcount and a POPCNT build chosen
 * at run time; run the suites through the portable one as well. */
static void
run_suite_portable (gconstpointer data)
{
  guint64 saved = max_nodes;
  chess_movegen_portable_only = true;
  max_nodes = MIN (max_nodes, 100000);
  run_suite (data);
  chess_movegen_portable_only = false;
  max_nodes = saved;
}

int
main (int argc, char **argv)
{
  static const Suite suites[] = {
    { "cpw-standard-positions.epd", 20 },
    { "normalized/ethereal-standard.epd", 400 },
    { "normalized/ferdy-perft-single-check-1.epd", 5000 },
    { "normalized/ethereal-fischer-chess960.epd", 2880 },
  };

  /* Our own option first; g_test_init would reject it. */
  for (int i = 1; i + 1 < argc; i++)
    if (strcmp (argv[i], "--max-nodes") == 0)
      {
        max_nodes = g_ascii_strtoull (argv[i + 1], NULL, 10);
        memmove (argv + i, argv + i + 2, (size_t) (argc - i - 1) * sizeof *argv);
        argc -= 2;
        break;
      }
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (suites); i++)
    {
      g_autofree char *name = g_strdup_printf ("/core/perft/%s", suites[i].file);
      g_test_add_data_func (name, &suites[i], run_suite);
    }
  static const Suite portable[] = {
    { "cpw-standard-positions.epd", 20 },
    { "normalized/ethereal-standard.epd", 400 },
    { "normalized/ethereal-fischer-chess960.epd", 2000 },
  };
  for (guint i = 0; i < G_N_ELEMENTS (portable); i++)
    {
      g_autofree char *name = g_strdup_printf ("/core/perft-portable-popcount/%s", portable[i].file);
      g_test_add_data_func (name, &portable[i], run_suite_portable);
    }
  return g_test_run ();
}
