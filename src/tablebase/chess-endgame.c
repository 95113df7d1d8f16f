/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-endgame.c — the endings to practise (see the header).  Random
 * settings are drawn by placing the men on random squares and keeping
 * the first legal placement the tables confirm; a few thousand draws
 * find one for every ending of four men. */
#include "config.h"

#include "chess-endgame.h"

#include <glib/gi18n.h>

#include "chess-notation.h"

#define MAX_TRIES 20000

typedef struct {
  const char *name;
  ChessEndgameGoal goal;
  const char *white, *black;       /* the men, kings first: "KQ", "K" */
  ChessColor person;
  int min_dtz;                     /* plies the win must take at least (0: any) */
  const char *textbook;            /* five men: the textbook setting */
} Ending;

static const Ending endings[CHESS_ENDGAME_N_KINDS] = {
  [CHESS_ENDGAME_QUEEN_MATE] = { N_("Mate with the queen"), CHESS_ENDGAME_GOAL_MATE, "KQ", "K", CHESS_WHITE, 9, NULL },
  [CHESS_ENDGAME_ROOK_MATE] = { N_("Mate with the rook"), CHESS_ENDGAME_GOAL_MATE, "KR", "K", CHESS_WHITE, 15, NULL },
  [CHESS_ENDGAME_BISHOPS_MATE] = { N_("Mate with two bishops"), CHESS_ENDGAME_GOAL_MATE, "KBB", "K", CHESS_WHITE, 21, NULL },
  [CHESS_ENDGAME_BISHOP_KNIGHT_MATE] = { N_("Mate with bishop and knight"), CHESS_ENDGAME_GOAL_MATE, "KBN", "K",
                                         CHESS_WHITE, 41, NULL },
  [CHESS_ENDGAME_PAWN_WON] = { N_("King and pawn: win"), CHESS_ENDGAME_GOAL_WIN, "KP", "K", CHESS_WHITE, 0, NULL },
  [CHESS_ENDGAME_PAWN_DRAWN] = { N_("King and pawn: hold the draw"), CHESS_ENDGAME_GOAL_DRAW, "KP", "K", CHESS_BLACK, 0,
                                 NULL },
  [CHESS_ENDGAME_LUCENA] = { N_("Lucena position"), CHESS_ENDGAME_GOAL_WIN, "KRP", "KR", CHESS_WHITE, 0,
                             "1K1k4/1P6/8/8/8/8/r7/2R5 w - - 0 1" },
  [CHESS_ENDGAME_PHILIDOR] = { N_("Philidor position"), CHESS_ENDGAME_GOAL_DRAW, "KRP", "KR", CHESS_BLACK, 0,
                               "3k4/1R6/7r/3PK3/8/8/8/8 b - - 0 1" },
  [CHESS_ENDGAME_QUEEN_AGAINST_ROOK] = { N_("Queen against rook"), CHESS_ENDGAME_GOAL_WIN, "KQ", "KR", CHESS_WHITE, 20,
                                         NULL },
};

const char *
chess_endgame_kind_name (ChessEndgameKind kind)
{
  g_return_val_if_fail (kind < CHESS_ENDGAME_N_KINDS, "");
  return _(endings[kind].name);
}

ChessEndgameGoal
chess_endgame_kind_goal (ChessEndgameKind kind)
{
  g_return_val_if_fail (kind < CHESS_ENDGAME_N_KINDS, CHESS_ENDGAME_GOAL_WIN);
  return endings[kind].goal;
}

const char *
chess_endgame_goal_name (ChessEndgameGoal goal)
{
  switch (goal)
    {
    case CHESS_ENDGAME_GOAL_MATE: return _("Checkmate");
    case CHESS_ENDGAME_GOAL_WIN: return _("Win");
    case CHESS_ENDGAME_GOAL_DRAW: return _("Hold the draw");
    default: g_return_val_if_reached ("");
    }
}

gboolean
chess_endgame_goal_holds (ChessEndgameGoal goal, ChessTablebaseVerdict verdict)
{
  return goal == CHESS_ENDGAME_GOAL_DRAW ? verdict > CHESS_TABLEBASE_LOSS : verdict == CHESS_TABLEBASE_WIN;
}

/* A FEN of the men on random squares (pawns off the first and last
 * ranks, two bishops of one side on squares of both colours). */
static void
random_fen (const Ending *ending, ChessColor to_move, GRand *random, char *fen, gsize size)
{
  char board[64] = { 0 };
  int bishop_colour[2] = { -1, -1 };

  for (int side = 0; side < 2; side++)
    for (const char *man = side == 0 ? ending->white : ending->black; *man; man++)
      for (;;)
        {
          int square = g_rand_int_range (random, 0, 64);
          int rank = square / 8, colour = (square / 8 + square % 8) % 2;

          if (board[square] || (*man == 'P' && (rank == 0 || rank == 7))
              || (*man == 'B' && bishop_colour[side] == colour))
            continue;
          if (*man == 'B')
            bishop_colour[side] = colour;
          board[square] = side == 0 ? *man : g_ascii_tolower (*man);
          break;
        }
  GString *text = g_string_new (NULL);
  for (int rank = 7; rank >= 0; rank--)
    {
      int empty = 0;
      for (int file = 0; file < 8; file++)
        {
          char man = board[rank * 8 + file];
          if (!man)
            {
              empty++;
              continue;
            }
          if (empty)
            g_string_append_printf (text, "%d", empty);
          empty = 0;
          g_string_append_c (text, man);
        }
      if (empty)
        g_string_append_printf (text, "%d", empty);
      if (rank)
        g_string_append_c (text, '/');
    }
  g_string_append (text, to_move == CHESS_WHITE ? " w - - 0 1" : " b - - 0 1");
  g_strlcpy (fen, text->str, size);
  g_string_free (text, TRUE);
}

static gboolean
confirmed (const Ending *ending, ChessTablebase *tablebase, const ChessPosition *pos, GError **error)
{
  g_autoptr (ChessTablebaseResult) result = chess_tablebase_probe (tablebase, pos, error);
  int dtz;

  if (result == NULL)
    return FALSE;
  dtz = ABS (result->dtz);
  return result->n_moves > 0 && chess_endgame_goal_holds (ending->goal, result->verdict)
         && (ending->goal == CHESS_ENDGAME_GOAL_DRAW ? result->verdict == CHESS_TABLEBASE_DRAW
                                                       : dtz >= ending->min_dtz);
}

/* The textbook setting, mirrored left to right at random. */
static void
textbook_setting (const Ending *ending, GRand *random, ChessPosition *setting)
{
  ChessPosition pos;

  g_assert (chess_position_from_fen (&pos, ending->textbook, NULL));
  if (g_rand_boolean (random))
    {
      char fen[CHESS_FEN_MAX], mirrored[CHESS_FEN_MAX];
      g_auto (GStrv) fields = NULL, ranks = NULL;

      chess_position_to_fen (&pos, fen, sizeof fen);
      fields = g_strsplit (fen, " ", 2);
      ranks = g_strsplit (fields[0], "/", 8);
      GString *text = g_string_new (NULL);
      for (int r = 0; r < 8; r++)
        {
          g_autofree char *reversed = g_utf8_strreverse (ranks[r], -1);
          g_string_append (text, reversed);
          if (r < 7)
            g_string_append_c (text, '/');
        }
      g_snprintf (mirrored, sizeof mirrored, "%s %s", text->str, fields[1]);
      g_string_free (text, TRUE);
      g_assert (chess_position_from_fen (&pos, mirrored, NULL));
    }
  *setting = pos;
}

gboolean
chess_endgame_make_setting (ChessEndgameKind kind, ChessTablebase *tablebase, GRand *random,
                            ChessPosition *setting, GError **error)
{
  const Ending *ending;

  g_return_val_if_fail (kind < CHESS_ENDGAME_N_KINDS, FALSE);
  g_return_val_if_fail (CHESS_IS_TABLEBASE (tablebase), FALSE);
  ending = &endings[kind];

  if (ending->textbook != NULL)
    {
      textbook_setting (ending, random, setting);
      if (chess_tablebase_covers (tablebase, setting) && !confirmed (ending, tablebase, setting, NULL))
        {
          g_set_error (error, CHESS_TABLEBASE_ERROR, CHESS_TABLEBASE_ERROR_NOT_COVERED,
                       _("The tables do not confirm the textbook setting"));
          return FALSE;
        }
      return TRUE;
    }
  for (int i = 0; i < MAX_TRIES; i++)
    {
      char fen[CHESS_FEN_MAX];
      GError *probe_error = NULL;

      random_fen (ending, ending->person, random, fen, sizeof fen);
      if (!chess_position_from_fen (setting, fen, NULL) || chess_position_status (setting) != CHESS_STATUS_ONGOING)
        continue;
      if (!chess_tablebase_covers (tablebase, setting))
        {
          g_set_error (error, CHESS_TABLEBASE_ERROR, CHESS_TABLEBASE_ERROR_NOT_COVERED,
                       _("The tablebase does not cover this ending"));
          return FALSE;
        }
      if (confirmed (ending, tablebase, setting, &probe_error))
        return TRUE;
      if (probe_error != NULL)
        {
          g_propagate_error (error, probe_error);
          return FALSE;
        }
    }
  g_set_error (error, CHESS_TABLEBASE_ERROR, CHESS_TABLEBASE_ERROR_NOT_COVERED,
               _("No setting of this ending was found"));
  return FALSE;
}
