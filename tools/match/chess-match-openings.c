/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-match-openings.c — openings for matches (see the header). */

#include "config.h"

#include <string.h>

#include "chess-match-openings.h"
#include "chess-notation.h"

/* Main lines of well-known openings, each level by common consent. */
static const char *const balanced_lines[] = {
  "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6",             /* Ruy Lopez */
  "e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 c2c3 g8f6",             /* Giuoco Piano */
  "e2e4 e7e5 g1f3 b8c6 d2d4 e5d4 f3d4 g8f6",             /* Scotch */
  "e2e4 e7e5 g1f3 g8f6 f3e5 d7d6 e5f3 f6e4",             /* Petroff */
  "e2e4 e7e5 g1f3 b8c6 b1c3 g8f6 f1b5 f8b4",             /* Four Knights */
  "e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 a7a6",   /* Sicilian, Najdorf */
  "e2e4 c7c5 g1f3 e7e6 d2d4 c5d4 f3d4 b8c6 b1c3 d8c7",   /* Sicilian, Taimanov */
  "e2e4 c7c5 c2c3 g8f6 e4e5 f6d5 d2d4 c5d4",             /* Sicilian, Alapin */
  "e2e4 e7e6 d2d4 d7d5 b1c3 g8f6 c1g5 f8e7",             /* French, Classical */
  "e2e4 e7e6 d2d4 d7d5 b1d2 g8f6 e4e5 f6d7",             /* French, Tarrasch */
  "e2e4 c7c6 d2d4 d7d5 b1c3 d5e4 c3e4 c8f5 e4g3 f5g6",   /* Caro-Kann, Classical */
  "e2e4 d7d6 d2d4 g8f6 b1c3 g7g6 g1f3 f8g7",             /* Pirc */
  "d2d4 d7d5 c2c4 e7e6 b1c3 g8f6 c1g5 f8e7",             /* Queen's Gambit Declined */
  "d2d4 d7d5 c2c4 c7c6 g1f3 g8f6 b1c3 d5c4",             /* Slav */
  "d2d4 d7d5 c2c4 d5c4 g1f3 g8f6 e2e3 e7e6",             /* Queen's Gambit Accepted */
  "d2d4 g8f6 c2c4 e7e6 b1c3 f8b4 e2e3 e8g8",             /* Nimzo-Indian */
  "d2d4 g8f6 c2c4 e7e6 g1f3 b7b6 g2g3 c8b7",             /* Queen's Indian */
  "d2d4 g8f6 c2c4 g7g6 b1c3 f8g7 e2e4 d7d6 g1f3 e8g8",   /* King's Indian */
  "d2d4 g8f6 c2c4 g7g6 b1c3 d7d5 c4d5 f6d5 e2e4 d5c3 b2c3 f8g7", /* Grünfeld */
  "c2c4 e7e5 b1c3 g8f6 g1f3 b8c6 g2g3 d7d5",             /* English, Four Knights */
  "c2c4 c7c5 g1f3 g8f6 b1c3 b8c6 g2g3 g7g6",             /* English, Symmetrical */
  "g1f3 d7d5 g2g3 g8f6 f1g2 e7e6 e1g1 f8e7",             /* Réti */
  "d2d4 d7d5 g1f3 g8f6 c1f4 e7e6 e2e3 c7c5",             /* London System */
  "d2d4 g8f6 c2c4 e7e6 g2g3 d7d5 f1g2 f8e7",             /* Catalan */
};

guint
chess_match_openings_list_length (void)
{
  return G_N_ELEMENTS (balanced_lines);
}

static gboolean
same_opening (const ChessMatchOpening *a,
              const ChessMatchOpening *b)
{
  return a->n_moves == b->n_moves && memcmp (a->moves, b->moves, a->n_moves * sizeof a->moves[0]) == 0;
}

static gboolean
already_in (GArray                  *openings,
            const ChessMatchOpening *opening)
{
  for (guint i = 0; i < openings->len; i++)
    if (same_opening (&g_array_index (openings, ChessMatchOpening, i), opening))
      return TRUE;
  return FALSE;
}

static void
walk_book (const ChessBook   *book,
           guint              plies,
           GRand             *random,
           ChessMatchOpening *opening)
{
  ChessPosition pos;
  ChessBookMove moves[CHESS_MAX_MOVES];

  chess_position_set_start (&pos);
  memset (opening, 0, sizeof *opening);
  while (opening->n_moves < MIN (plies, CHESS_MATCH_MAX_OPENING_PLIES))
    {
      size_t n = chess_book_lookup (book, &pos, moves, G_N_ELEMENTS (moves));
      int pick = n > 0 ? chess_book_pick (moves, n, g_rand_int (random)) : -1;
      ChessUndo undo;

      if (pick < 0)
        break;
      opening->moves[opening->n_moves++] = moves[pick].move;
      chess_position_make_move (&pos, moves[pick].move, &undo);
    }
}

GArray *
chess_match_openings_from_book (const ChessBook *book,
                                guint            count,
                                guint            plies,
                                GRand           *random)
{
  GArray *openings = g_array_sized_new (FALSE, FALSE, sizeof (ChessMatchOpening), count);

  g_return_val_if_fail (book != NULL && random != NULL, openings);

  for (guint i = 0; i < count; i++)
    {
      ChessMatchOpening opening;

      /* A few tries for a line no other pair plays; a small book may not
       * have one, and then a line is played twice. */
      for (int try = 0; try < 32; try++)
        {
          walk_book (book, plies, random, &opening);
          if (!already_in (openings, &opening))
            break;
        }
      g_array_append_val (openings, opening);
    }
  return openings;
}

static void
parse_line (const char        *line,
            ChessMatchOpening *opening)
{
  g_auto (GStrv) words = g_strsplit (line, " ", -1);
  ChessPosition pos;

  chess_position_set_start (&pos);
  memset (opening, 0, sizeof *opening);
  for (guint i = 0; words[i] != NULL && opening->n_moves < CHESS_MATCH_MAX_OPENING_PLIES; i++)
    {
      ChessMove move;
      ChessUndo undo;

      if (chess_move_from_uci (&pos, words[i], strlen (words[i]), &move) != CHESS_SAN_OK)
        g_error ("built-in opening “%s”: “%s” is not legal", line, words[i]);
      opening->moves[opening->n_moves++] = move;
      chess_position_make_move (&pos, move, &undo);
    }
}

GArray *
chess_match_openings_from_list (guint  count,
                                GRand *random)
{
  GArray *openings = g_array_sized_new (FALSE, FALSE, sizeof (ChessMatchOpening), count);
  guint order[G_N_ELEMENTS (balanced_lines)];

  g_return_val_if_fail (random != NULL, openings);

  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    order[i] = i;
  for (guint i = 0; i < count; i++)
    {
      guint k = i % G_N_ELEMENTS (order);
      ChessMatchOpening opening;

      if (k == 0)
        /* A new round of the list, freshly shuffled (Fisher–Yates). */
        for (guint j = G_N_ELEMENTS (order) - 1; j > 0; j--)
          {
            guint r = g_rand_int_range (random, 0, (gint32) j + 1);
            guint swap = order[j];

            order[j] = order[r];
            order[r] = swap;
          }
      parse_line (balanced_lines[order[k]], &opening);
      g_array_append_val (openings, opening);
    }
  return openings;
}

char *
chess_match_opening_to_string (const ChessMatchOpening *opening)
{
  GString *text = g_string_new (NULL);
  ChessPosition pos;

  chess_position_set_start (&pos);
  for (guint i = 0; i < opening->n_moves; i++)
    {
      char san[16];
      ChessUndo undo;

      chess_move_to_san (&pos, opening->moves[i], san);
      g_string_append_printf (text, "%s%s", i > 0 ? " " : "", san);
      chess_position_make_move (&pos, opening->moves[i], &undo);
    }
  return g_string_free (text, FALSE);
}
