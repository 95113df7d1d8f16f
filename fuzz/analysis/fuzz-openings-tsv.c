/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-openings-tsv — libFuzzer target: arbitrary bytes as a table of
 * openings (TSV: ECO code, name, SAN movetext).
 *
 * Read in one piece or split in two at a line break, the same bytes must
 * give the same table (as far as both read without error), with no more
 * openings than lines; a failure must say why; every opening found has an
 * ECO code A00–E99 and a name that is text. */
#include <stdlib.h>
#include <string.h>

#include "chess-openings.h"
#include "chess-pgn.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* A few lines to look names up along. */
static const char probe_pgn[] =
  "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n"
  "1. d4 d5 2. c4 e6 3. Nc3 Nf6 *\n"
  "1. Nh3 d5 2. g3 e5 3. f4 *\n";

static void
check_opening (const ChessOpening *opening)
{
  if (!opening)
    return;
  if (!opening->eco || strlen (opening->eco) != 3 || opening->eco[0] < 'A' || opening->eco[0] > 'E'
      || !g_ascii_isdigit (opening->eco[1]) || !g_ascii_isdigit (opening->eco[2]))
    abort ();
  if (!opening->name || !g_utf8_validate (opening->name, -1, NULL))
    abort ();
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  const char *text = (const char *) data;
  ChessOpeningTable *whole = chess_opening_table_new ();
  ChessOpeningTable *halves = chess_opening_table_new ();
  GError *error = NULL;
  gboolean whole_ok, halves_ok;
  /* The first line break from the middle on. */
  const char *split = size ? memchr (text + size / 2, '\n', size - size / 2) : NULL;
  size_t first = split ? (size_t) (split - text) + 1 : size;
  size_t lines = 1;
  ChessRecord **games = NULL;
  size_t n_games;

  for (size_t i = 0; i < size; i++)
    lines += text[i] == '\n';

  whole_ok = chess_opening_table_add_tsv (whole, text, size, "whole", &error);
  if (whole_ok != (error == NULL) || (error && !*error->message))
    abort ();
  g_clear_error (&error);

  halves_ok = chess_opening_table_add_tsv (halves, text, first, "first", &error)
              && chess_opening_table_add_tsv (halves, text + first, size - first, "second", &error);
  g_clear_error (&error);

  if (chess_opening_table_get_size (whole) > lines)
    abort ();
  /* The second half is read as a volume of its own, so its first line is
   * skipped if it is exactly the header "eco\tname\tpgn"; in the whole
   * table that line is refused (no ECO code), so when both reads succeed
   * they read the same lines. */
  if (whole_ok && halves_ok && chess_opening_table_get_size (whole) != chess_opening_table_get_size (halves))
    abort ();

  n_games = chess_pgn_read_string (probe_pgn, sizeof probe_pgn - 1, &games, NULL, NULL);
  for (size_t g = 0; g < n_games; g++)
    {
      for (const ChessNode *node = games[g]->root; node; node = node->first_child)
        {
          const ChessOpening *a = chess_opening_table_lookup_line (whole, games[g], node);
          const ChessOpening *b = chess_opening_table_lookup_line (halves, games[g], node);

          check_opening (a);
          check_opening (b);
          if (whole_ok && halves_ok && (!a != !b || (a && (strcmp (a->eco, b->eco) || strcmp (a->name, b->name)))))
            abort ();
        }
      chess_record_free (games[g]);
    }
  free (games);

  chess_opening_table_free (whole);
  chess_opening_table_free (halves);
  return 0;
}
