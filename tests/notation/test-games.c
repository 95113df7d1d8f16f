/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-games.c — SAN round trip on every move of every game in games/ (and
 * the Chess960 games of pgn-edge/):
 * read the SAN as written, write it, read that again: the same move.  Where
 * a file writes canonical SAN, ours must equal it (annotation glyphs aside). */
#include "test-notation-util.h"

#include <string.h>

typedef struct {
  const char *file;
  unsigned games, moves, differences, suffix_differences;
  unsigned other_suffix_differences;  /* other than the file's + where we write # */
  char first_difference[160], first_suffix_difference[160];
} Stats;

/* The SAN as written without trailing ! ? glyphs (and + # if asked). */
static size_t
bare_length (const char *text, bool checks_too)
{
  size_t n = strlen (text);
  while (n > 0 && (text[n - 1] == '!' || text[n - 1] == '?'
                   || (checks_too && (text[n - 1] == '+' || text[n - 1] == '#'))))
    n--;
  return n;
}

static void
check_game (const TestGame *game, gpointer user_data)
{
  Stats *st = user_data;
  ChessPosition pos;

  if (game->fen)
    test_position_set (&pos, game->fen);
  else
    chess_position_set_start (&pos);
  for (guint i = 0; i < game->moves->len; i++)
    {
      const char *text = game->moves->pdata[i];
      char ours[CHESS_SAN_MAX];
      ChessMove move, again;
      ChessUndo undo;
      ChessSanStatus status = chess_move_from_san (&pos, text, strlen (text), &move);

      if (status != CHESS_SAN_OK)
        g_error ("%s: game %u (line %u), ply %u \"%s\": status %d", st->file, st->games + 1,
                 game->line, i + 1, text, status);
      g_assert_true (chess_position_is_legal_move (&pos, move));
      size_t n = chess_move_to_san (&pos, move, ours);
      status = chess_move_from_san (&pos, ours, n, &again);
      if (status != CHESS_SAN_OK || again != move)
        g_error ("%s: game %u ply %u: wrote \"%s\" for \"%s\", which reads back as status %d",
                 st->file, st->games + 1, i + 1, ours, text, status);
      size_t core = bare_length (ours, true);
      if (core != bare_length (text, true) || memcmp (ours, text, core) != 0)
        {
          if (st->differences++ == 0)
            g_snprintf (st->first_difference, sizeof st->first_difference,
                        "game %u (line %u) ply %u: file \"%s\", ours \"%s\"",
                        st->games + 1, game->line, i + 1, text, ours);
        }
      else if (n != bare_length (text, false) || memcmp (ours, text, n) != 0)
        {
          size_t tn = bare_length (text, false);
          if (!(tn > 0 && text[tn - 1] == '+' && ours[n - 1] == '#' && tn == n))
            {
              st->other_suffix_differences++;
              char fen[CHESS_FEN_MAX];
              chess_position_to_fen (&pos, fen, sizeof fen);
              g_test_message ("%s game %u ply %u: file \"%s\", ours \"%s\" in %s", st->file,
                              st->games + 1, i + 1, text, ours, fen);
            }
          if (st->suffix_differences++ == 0)
            g_snprintf (st->first_suffix_difference, sizeof st->first_suffix_difference,
                        "game %u (line %u) ply %u: file \"%s\", ours \"%s\"",
                        st->games + 1, game->line, i + 1, text, ours);
        }
      chess_position_make_move (&pos, move, &undo);
      st->moves++;
    }
  st->games++;
}

typedef struct {
  const char *file;
  unsigned games;       /* as counted by pgn-extract (README) */
  bool same_san;        /* the file disambiguates among legal moves only, as we do */
  bool same_marks;      /* and writes # for mate (chesslablab writes + for it) */
  unsigned odd_marks;   /* known slips of the file in + and # */
} GameFile;

/* pychess and pgn-parser-32games disambiguate some moves of pinned pieces
 * ("Nge2" with the other knight pinned) or write both file and rank where
 * one suffices ("Rd1d2"): read, but not written, like that.  Kasparov's
 * game 827 move 38 is written "gxf6" but the en-passant capture opens
 * e4-h7 for the queen: gxf6+ (3qb3/6pk/4p3/5pP1/4Qnr1/5N2/5P2/2R2B1K w - f6). */

static const GameFile game_files[] = {
  { "games/chessjs-benchmark.pgn", 100, true, true, 0 },
  { "games/chesslablab-Capablanca.pgn", 597, true, false, 0 },
  { "games/chesslablab-Carlsen.pgn", 5662, true, false, 0 },
  { "games/chesslablab-Fischer.pgn", 827, true, false, 0 },
  { "games/chesslablab-Kasparov.pgn", 2128, true, false, 1 },
  { "games/chesslablab-PolgarJ.pgn", 1825, true, false, 0 },
  { "games/pgn-parser-32games.pgn", 32, false, true, 0 },
  { "games/pgn-parser-lichess_mliebelt_2024-01-03.pgn", 8, true, true, 0 },
  { "games/pgn-parser-twic-01-232games.pgn", 232, true, true, 0 },
  { "games/pychess-dortmund.pgn", 347, false, true, 0 },
  { "games/pychess-world_matches.pgn", 580, false, true, 0 },
  { "games/shakmaty-lichess_db_1000k.pgn", 438, true, true, 0 },
  { "games/shakmaty-twic1599_1000k.pgn", 1110, true, true, 0 },
  { "games/chesslablab-5-players-11039-games.pgn.gz", 11039, true, false, 1 },
  /* Chess960 games from set-up positions (castling king-to-rook, O-O on any file) */
  { "pgn-edge/pychess/chess960rwch.pgn", 20, false, false, 0 },
  { "pgn-edge/python-chess/cutechess-fischerrandom.pgn", 4, true, true, 0 },
  { "pgn-edge/kokopu/chess960/database.pgn", 4, true, true, 0 },
  /* movetext in UCI long algebraic (g1f3 c7c5 …): the SAN reader takes it too */
  { "pgn-edge/python-chess/uci-moves.pgn", 1, false, false, 0 },
};

static void
test_game_file (gconstpointer data)
{
  const GameFile *gf = data;
  gsize length;
  char *text = test_data_read (gf->file, &length);
  Stats st = { gf->file, 0, 0, 0, 0, 0, "", "" };

  test_pgn_for_each_game (text, length, check_game, &st);
  g_test_message ("%s: %u games, %u moves, %u differ from the file's SAN%s%s; %u only in + or #%s%s",
                  gf->file, st.games, st.moves, st.differences, st.differences ? "; first: " : "",
                  st.first_difference, st.suffix_differences, st.suffix_differences ? "; first: " : "",
                  st.first_suffix_difference);
  g_assert_cmpuint (st.games, ==, gf->games);
  g_assert_cmpuint (st.moves, >, 0);
  if (gf->same_san && st.differences > 0)
    g_error ("%s: %u moves not written as in the file; first: %s", gf->file, st.differences,
             st.first_difference);
  if (gf->same_san && st.other_suffix_differences != gf->odd_marks)
    g_error ("%s: %u check marks differ other than + for mate", gf->file, st.other_suffix_differences);
  if (gf->same_san && gf->same_marks && st.suffix_differences > 0)
    g_error ("%s: %u check/mate marks not as in the file; first: %s", gf->file,
             st.suffix_differences, st.first_suffix_difference);
  g_free (text);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  for (size_t i = 0; i < G_N_ELEMENTS (game_files); i++)
    {
      char *name = g_strdup_printf ("/games/%s", strrchr (game_files[i].file, '/') + 1);
      g_test_add_data_func (name, &game_files[i], test_game_file);
      g_free (name);
    }
  return g_test_run ();
}
