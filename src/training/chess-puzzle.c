/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-puzzle.c — a row of lichess's puzzle CSV checked against the rules:
 * the FEN read strictly, every move legal in turn, the ratings numbers. */
#include "config.h"

#include "chess-puzzle.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gi18n.h>

#include "chess-notation.h"

void
chess_puzzle_clear (ChessPuzzle *puzzle)
{
  g_free (puzzle->id);
  g_free (puzzle->fen);
  g_free (puzzle->themes);
  g_free (puzzle->game_url);
  g_free (puzzle->opening_tags);
  memset (puzzle, 0, sizeof *puzzle);
}

ChessPuzzle *
chess_puzzle_copy (const ChessPuzzle *puzzle)
{
  ChessPuzzle *copy = g_memdup2 (puzzle, sizeof *puzzle);
  copy->id = g_strdup (puzzle->id);
  copy->fen = g_strdup (puzzle->fen);
  copy->themes = g_strdup (puzzle->themes);
  copy->game_url = g_strdup (puzzle->game_url);
  copy->opening_tags = g_strdup (puzzle->opening_tags);
  return copy;
}

void
chess_puzzle_free (ChessPuzzle *puzzle)
{
  if (puzzle == NULL)
    return;
  chess_puzzle_clear (puzzle);
  g_free (puzzle);
}

/* A field as CSV needs it: quoted, quotes doubled, when it holds a comma,
 * a quote or a line break. */
static void
append_field (GString *row, const char *text)
{
  if (text == NULL || strpbrk (text, ",\"\r\n") == NULL)
    {
      g_string_append (row, text ? text : "");
      return;
    }
  g_string_append_c (row, '"');
  for (const char *p = text; *p; p++)
    {
      if (*p == '"')
        g_string_append_c (row, '"');
      g_string_append_c (row, *p);
    }
  g_string_append_c (row, '"');
}

char *
chess_puzzle_to_csv_row (const ChessPuzzle *puzzle)
{
  GString *row = g_string_new (NULL);
  g_autofree char *moves = chess_puzzle_moves_to_uci (puzzle);
  append_field (row, puzzle->id);
  g_string_append_c (row, ',');
  append_field (row, puzzle->fen);
  g_string_append_printf (row, ",%s,%d,%d,%d,%d,", moves, puzzle->rating, puzzle->rating_deviation,
                          puzzle->popularity, puzzle->plays);
  append_field (row, puzzle->themes);
  g_string_append_c (row, ',');
  append_field (row, puzzle->game_url);
  g_string_append_c (row, ',');
  append_field (row, puzzle->opening_tags);
  g_string_append_c (row, '\n');
  return g_string_free (row, FALSE);
}

char *
chess_puzzle_moves_to_uci (const ChessPuzzle *puzzle)
{
  GString *text = g_string_new (NULL);
  ChessPosition pos = puzzle->start;
  for (guint i = 0; i < puzzle->n_moves; i++)
    {
      char uci[8];
      ChessUndo undo;
      chess_move_to_uci (&pos, puzzle->moves[i], uci);
      if (i > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, uci);
      chess_position_make_move (&pos, puzzle->moves[i], &undo);
    }
  return g_string_free (text, FALSE);
}

gboolean
chess_puzzle_has_theme (const ChessPuzzle *puzzle, const char *theme)
{
  size_t length = strlen (theme);
  for (const char *p = puzzle->themes ? puzzle->themes : ""; (p = strstr (p, theme)); p += length)
    if ((p == puzzle->themes || p[-1] == ' ') && (p[length] == '\0' || p[length] == ' '))
      return TRUE;
  return FALSE;
}

/* An integer column: empty reads as 0 for the optional ones. */
static gboolean
parse_number (const char *text, gboolean optional, int *out)
{
  if (*text == '\0')
    {
      *out = 0;
      return optional;
    }
  char *end;
  errno = 0;
  long value = strtol (text, &end, 10);
  if (errno != 0 || *end != '\0' || value < -1000000 || value > 1000000000)
    return FALSE;
  *out = (int) value;
  return TRUE;
}

static gboolean
parse_moves (ChessPuzzle *puzzle, const char *text, char **why)
{
  ChessPosition pos = puzzle->start;
  const char *p = text;
  puzzle->n_moves = 0;
  while (*p != '\0')
    {
      if (*p == ' ')
        {
          p++;
          continue;
        }
      size_t length = strcspn (p, " ");
      ChessMove move;
      if (puzzle->n_moves == CHESS_PUZZLE_MAX_MOVES)
        {
          *why = g_strdup_printf (_("more than %d moves"), CHESS_PUZZLE_MAX_MOVES);
          return FALSE;
        }
      if (chess_move_from_uci (&pos, p, length, &move) != CHESS_SAN_OK)
        {
          *why = g_strdup_printf (_("move %u, “%.*s”, is not a legal move in UCI notation"),
                                  puzzle->n_moves + 1, (int) MIN (length, 16), p);
          return FALSE;
        }
      ChessUndo undo;
      chess_position_make_move (&pos, move, &undo);
      puzzle->moves[puzzle->n_moves++] = move;
      p += length;
    }
  /* The opponent's move, then the solver's moves and the replies: the
   * solver always has the last move. */
  if (puzzle->n_moves < 2 || puzzle->n_moves % 2 != 0)
    {
      *why = g_strdup (_("the moves must be the opponent’s move and then the solution, ending with the solver’s move"));
      return FALSE;
    }
  return TRUE;
}

gboolean
chess_puzzle_parse_fields (ChessPuzzle *puzzle, const char *const *fields, guint n_fields,
                           char **why)
{
  chess_puzzle_clear (puzzle);
  *why = NULL;
  if (n_fields < 4 || fields[0][0] == '\0')
    {
      *why = g_strdup (_("a row needs at least the columns PuzzleId, FEN, Moves and Rating"));
      return FALSE;
    }
  /* The store keys puzzles by their id as a number (lichess's are five
   * letters and digits). */
  size_t id_length = strspn (fields[0], "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");
  if (fields[0][id_length] != '\0' || id_length > 10)
    {
      *why = g_strdup (_("the PuzzleId must be at most 10 letters and digits"));
      return FALSE;
    }
  ChessFenError fen_error;
  if (!chess_position_read_fen (&puzzle->start, fields[1], CHESS_FEN_STRICT, &fen_error, NULL))
    {
      *why = g_strdup_printf (_("bad FEN: %s"), fen_error.message);
      return FALSE;
    }
  if (!parse_moves (puzzle, fields[2], why))
    return FALSE;
  static const char *const names[] = { "Rating", "RatingDeviation", "Popularity", "NbPlays" };
  int *numbers[] = { &puzzle->rating, &puzzle->rating_deviation, &puzzle->popularity, &puzzle->plays };
  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    if (!parse_number (3 + i < n_fields ? fields[3 + i] : "", i > 0, numbers[i]))
      {
        *why = g_strdup_printf (_("the column %s holds “%.*s”, not a number"), names[i],
                                16, 3 + i < n_fields ? fields[3 + i] : "");
        return FALSE;
      }
  puzzle->id = g_strdup (fields[0]);
  puzzle->fen = g_strdup (fields[1]);
  puzzle->themes = g_strdup (n_fields > 7 ? fields[7] : "");
  puzzle->game_url = g_strdup (n_fields > 8 ? fields[8] : "");
  puzzle->opening_tags = g_strdup (n_fields > 9 ? fields[9] : "");
  return TRUE;
}
