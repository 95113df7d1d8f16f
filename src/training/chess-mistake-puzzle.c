/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-mistake-puzzle.c — a made puzzle's row: id, themes, GameUrl. */
#include "config.h"

#include "chess-mistake-puzzle.h"

#include <stdlib.h>
#include <string.h>

#include "chess-mistake-rules.h"
#include "chess-notation.h"

#define LIBRARY_SCHEME "chess-library"

static const char digits62[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

static char *
puzzle_id (const char *fen, const char *moves)
{
  g_autofree char *text = g_strconcat (fen, " ", moves, NULL);
  guint8 digest[20];
  gsize length = sizeof digest;
  g_autoptr (GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA1);
  g_checksum_update (checksum, (const guchar *) text, -1);
  g_checksum_get_digest (checksum, digest, &length);
  guint64 value = 0;
  for (guint i = 0; i < 8; i++)
    value = value << 8 | digest[i];
  char id[11] = "m";
  for (guint i = 1; i < 10; i++, value /= 62)
    id[i] = digits62[value % 62];
  return g_strdup (id);
}

/* Knights, bishops, rooks and queens on the board; and whether a side
 * has fewer than four of its pieces on its back rank. */
static const char *
phase (const ChessPosition *pos)
{
  guint pieces = 0, back[2] = { 0, 0 };
  for (int square = 0; square < 64; square++)
    {
      ChessPiece piece = chess_position_piece_at (pos, square);
      if (piece == CHESS_PIECE_NONE)
        continue;
      ChessPieceType type = CHESS_PIECE_TYPE (piece);
      ChessColor color = CHESS_PIECE_COLOR (piece);
      if (type != CHESS_PAWN && type != CHESS_KING)
        pieces++;
      if (CHESS_SQUARE_RANK (square) == (color == CHESS_WHITE ? 0 : 7))
        back[color]++;
    }
  if (pieces <= 6)
    return "endgame";
  if (pieces <= 10 || back[CHESS_WHITE] < 4 || back[CHESS_BLACK] < 4)
    return "middlegame";
  return "opening";
}

static char *
themes (const ChessPosition *start, const ChessPosition *end, guint solver_moves,
        ChessEval final_eval, ChessColor solver)
{
  GString *text = g_string_new (NULL);
  if (chess_position_is_checkmate (end))
    g_string_append_printf (text, "mate mateIn%u ", solver_moves);
  static const char *const lengths[] = { "oneMove", "short", "long", "veryLong" };
  g_string_append_printf (text, "%s %s ", lengths[MIN (solver_moves, 4) - 1], phase (start));
  if (!chess_position_is_checkmate (end) && final_eval.kind != CHESS_EVAL_NONE)
    {
      double chances = chess_mistake_chances (final_eval, solver);
      g_string_append (text, chances >= chess_winning_chances_from_cp (600) ? "crushing "
                             : chances >= chess_winning_chances_from_cp (200) ? "advantage " : "equality ");
    }
  g_string_append (text, "mistake");
  return g_string_free (text, FALSE);
}

void
chess_mistake_puzzle_build (ChessPuzzle *puzzle, const ChessPosition *before, const ChessMove *moves,
                            guint n_moves, ChessEval final_eval, int rating, const char *source, guint ply)
{
  g_return_if_fail (n_moves >= 2 && n_moves % 2 == 0 && n_moves <= CHESS_PUZZLE_MAX_MOVES);
  chess_puzzle_clear (puzzle);
  char fen[CHESS_FEN_MAX];
  chess_position_to_fen (before, fen, sizeof fen);
  puzzle->start = *before;
  memcpy (puzzle->moves, moves, n_moves * sizeof *moves);
  puzzle->n_moves = n_moves;
  g_autofree char *uci = chess_puzzle_moves_to_uci (puzzle);

  ChessPosition solver_start = *before, end;
  ChessUndo undo;
  chess_position_make_move (&solver_start, moves[0], &undo);
  end = solver_start;
  for (guint i = 1; i < n_moves; i++)
    chess_position_make_move (&end, moves[i], &undo);

  puzzle->id = puzzle_id (fen, uci);
  puzzle->fen = g_strdup (fen);
  puzzle->rating = rating > 0 ? rating : CHESS_MISTAKE_PUZZLE_RATING;
  puzzle->rating_deviation = CHESS_MISTAKE_PUZZLE_DEVIATION;
  puzzle->themes = themes (&solver_start, &end, n_moves / 2, final_eval,
                           chess_position_side_to_move (&solver_start));
  puzzle->game_url = source ? g_strdup_printf ("%s#%u", source, ply) : g_strdup ("");
  puzzle->opening_tags = g_strdup ("");
}

char *
chess_mistake_puzzle_file_source (GFile *file, guint game)
{
  g_autofree char *uri = g_file_get_uri (file);
  return g_strdup_printf ("%s?game=%u", uri, game);
}

char *
chess_mistake_puzzle_library_source (gint64 id)
{
  return g_strdup_printf (LIBRARY_SCHEME ":%" G_GINT64_FORMAT, id);
}

/* A whole positive number, nothing else. */
static gboolean
read_count (const char *text, guint64 *out)
{
  return text != NULL && g_ascii_string_to_unsigned (text, 10, 1, G_MAXINT, out, NULL);
}

gboolean
chess_mistake_puzzle_parse_source (const char *game_url, GFile **file, guint *game, gint64 *library_id,
                                   guint *ply)
{
  if (file)
    *file = NULL;
  if (game)
    *game = 0;
  if (library_id)
    *library_id = 0;
  if (ply)
    *ply = 0;
  g_autoptr (GUri) uri = game_url ? g_uri_parse (game_url, G_URI_FLAGS_NONE, NULL) : NULL;
  if (uri == NULL)
    return FALSE;
  guint64 number, at;
  if (ply && read_count (g_uri_get_fragment (uri), &at))
    *ply = (guint) at;
  const char *scheme = g_uri_get_scheme (uri);
  if (g_str_equal (scheme, LIBRARY_SCHEME))
    {
      if (!read_count (g_uri_get_path (uri), &number))
        return FALSE;
      if (library_id)
        *library_id = (gint64) number;
      return TRUE;
    }
  const char *query = g_uri_get_query (uri);
  if (!g_str_equal (scheme, "file") || query == NULL || !g_str_has_prefix (query, "game=")
      || !read_count (query + strlen ("game="), &number))
    return FALSE;
  if (game)
    *game = (guint) number;
  if (file)
    *file = g_file_new_for_path (g_uri_get_path (uri));
  return TRUE;
}
