/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-tablebase.c — ChessTablebase against Debian's fathom command on
 * random 3- and 4-piece positions (the root and every move), and the
 * cases Fathom refuses or treats specially: castling rights, en passant,
 * the fifty-move clock, too many pieces, no tables, WDL-only sets.
 *
 * fathom prints the root's WDL and unsigned DTZ, and its moves sorted
 * into winning, drawing (cursed and blessed among them) and losing; a
 * move's DTZ is checked against fathom's DTZ of the position it leads to:
 * one more ply, or 1 (101 if cursed) for a capture or pawn move. */

#include <glib.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "chess-notation.h"
#include "chess-tablebase.h"

/* 40 positions (about a thousand probes, each checked against a fathom
 * process) in the test command; CHESS_TB_POSITIONS asks for more. */
#define N_RANDOM_POSITIONS_DEFAULT 40

static char *fathom_path;
static char *syzygy_dir;

typedef struct {
  char wdl[16];
  int dtz;
  char **winning, **drawing, **losing;
} FathomAnswer;

static void
fathom_answer_clear (FathomAnswer *answer)
{
  g_strfreev (answer->winning);
  g_strfreev (answer->drawing);
  g_strfreev (answer->losing);
}

static char *
tag_value (const char *output, const char *tag)
{
  g_autofree char *start = g_strdup_printf ("[%s \"", tag);
  const char *at = strstr (output, start);
  g_assert_nonnull (at);
  at += strlen (start);
  const char *end = strchr (at, '"');
  g_assert_nonnull (end);
  return g_strndup (at, (gsize) (end - at));
}

/* SAN without check signs (fathom and the core may differ there). */
static char **
move_list (const char *output, const char *tag)
{
  g_autofree char *value = tag_value (output, tag);
  g_strdelimit (value, "+#", ' ');
  g_auto (GStrv) parts = g_strsplit (value, ",", -1);
  GPtrArray *moves = g_ptr_array_new ();
  for (char **part = parts; *part; part++)
    {
      g_strstrip (*part);
      if (**part)
        g_ptr_array_add (moves, g_strdup (*part));
    }
  g_ptr_array_add (moves, NULL);
  return (char **) g_ptr_array_free (moves, FALSE);
}

static void
run_fathom (const char *fen, FathomAnswer *answer)
{
  g_autofree char *path_arg = g_strdup_printf ("--path=%s", syzygy_dir);
  const char *argv[] = { fathom_path, path_arg, fen, NULL };
  g_autofree char *out = NULL;
  g_autoptr (GError) error = NULL;
  int status;
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                               &out, NULL, &status, &error));
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("fathom refused %s", fen);
  g_autofree char *wdl = tag_value (out, "WDL");
  g_autofree char *dtz = tag_value (out, "DTZ");
  g_strlcpy (answer->wdl, wdl, sizeof answer->wdl);
  answer->dtz = atoi (dtz);
  answer->winning = move_list (out, "WinningMoves");
  answer->drawing = move_list (out, "DrawingMoves");
  answer->losing = move_list (out, "LosingMoves");
}

static const char *
fathom_word (ChessTablebaseVerdict verdict)
{
  static const char *words[] = { "Loss", "BlessedLoss", "Draw", "CursedWin", "Win" };
  return words[verdict + 2];
}

static ChessTablebaseVerdict
verdict_of_word (const char *word)
{
  for (int v = CHESS_TABLEBASE_LOSS; v <= CHESS_TABLEBASE_WIN; v++)
    if (g_str_equal (word, fathom_word (v)))
      return v;
  g_error ("unknown fathom verdict %s", word);
}

static ChessTablebase *
open_tables (const char *paths)
{
  ChessTablebase *tablebase = chess_tablebase_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (chess_tablebase_open (tablebase, paths, &error));
  g_assert_no_error (error);
  return tablebase;
}

static void
san_without_signs (const ChessPosition *pos, ChessMove move, char *san)
{
  chess_move_to_san (pos, move, san);
  san[strcspn (san, "+#")] = '\0';
}

/* fathom names a knight by its whole square where a file would do (Nb4c2):
 * read its SAN back with the lenient reader. */
static gboolean
list_has_move (const ChessPosition *pos, char **list, ChessMove move)
{
  for (char **san = list; *san; san++)
    {
      ChessMove read;
      if (chess_move_from_san (pos, *san, strlen (*san), &read) != CHESS_SAN_OK)
        g_error ("fathom's move %s is not read", *san);
      if (read == move)
        return TRUE;
    }
  return FALSE;
}

/* A capture or pawn move resets the clock: DTZ counts from there. */
static gboolean
is_zeroing (const ChessPosition *pos, ChessMove move)
{
  return chess_move_is_capture (pos, move)
         || CHESS_PIECE_TYPE (pos->board[chess_move_from (move)]) == CHESS_PAWN;
}

static void
check_against_fathom (ChessTablebase *tablebase, const char *fen)
{
  ChessPosition pos;
  g_assert_true (chess_position_from_fen (&pos, fen, NULL));
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessTablebaseResult) result = chess_tablebase_probe (tablebase, &pos, &error);
  g_assert_no_error (error);
  g_assert_true (result->has_dtz);
  if (result->checkmate || result->stalemate)
    {
      g_assert_cmpint (result->n_moves, ==, 0);
      return;
    }

  FathomAnswer root = { 0 };
  run_fathom (fen, &root);
  g_test_message ("%s: %s %d", fen, root.wdl, root.dtz);
  g_assert_cmpstr (fathom_word (result->verdict), ==, root.wdl);
  g_assert_cmpint (ABS (result->dtz), ==, root.dtz);
  g_assert_true (result->verdict > 0 ? result->dtz > 0 : result->verdict < 0 ? result->dtz < 0
                                                                             : result->dtz == 0);
  g_assert_cmpint (result->n_moves, ==,
                   g_strv_length (root.winning) + g_strv_length (root.drawing)
                   + g_strv_length (root.losing));
  /* The best move keeps the root's verdict and DTZ. */
  g_assert_cmpint (result->moves[0].verdict, ==, result->verdict);
  g_assert_cmpint (result->moves[0].dtz, ==, result->dtz);

  for (int i = 0; i < result->n_moves; i++)
    {
      const ChessTablebaseMove *entry = &result->moves[i];
      char san[CHESS_SAN_MAX];
      san_without_signs (&pos, entry->move, san);
      char **list = entry->verdict == CHESS_TABLEBASE_WIN ? root.winning
                    : entry->verdict == CHESS_TABLEBASE_LOSS ? root.losing : root.drawing;
      if (!list_has_move (&pos, list, entry->move))
        g_error ("%s: %s is %s here, not for fathom", fen, san,
                 chess_tablebase_verdict_name (entry->verdict));
      if (i > 0)
        g_assert_cmpint (entry->verdict, <=, result->moves[i - 1].verdict);

      ChessPosition child = pos;
      ChessUndo undo;
      chess_position_make_move (&child, entry->move, &undo);
      if (chess_position_is_checkmate (&child))
        {
          g_assert_cmpint (entry->verdict, ==, CHESS_TABLEBASE_WIN);
          g_assert_cmpint (entry->dtz, ==, 1);
          continue;
        }
      if (chess_position_is_stalemate (&child))
        {
          g_assert_cmpint (entry->verdict, ==, CHESS_TABLEBASE_DRAW);
          g_assert_cmpint (entry->dtz, ==, 0);
          continue;
        }
      char child_fen[CHESS_FEN_MAX];
      chess_position_to_fen (&child, child_fen, sizeof child_fen);
      FathomAnswer reply = { 0 };
      run_fathom (child_fen, &reply);
      ChessTablebaseVerdict child_verdict = verdict_of_word (reply.wdl);
      g_assert_cmpint (entry->verdict, ==, -child_verdict);
      int expected;
      if (child_verdict == CHESS_TABLEBASE_DRAW)
        expected = 0;
      else if (is_zeroing (&pos, entry->move))
        expected = ABS (child_verdict) == 2 ? 1 : 101;
      else
        expected = reply.dtz + 1;
      if (ABS (entry->dtz) != expected)
        g_error ("%s: %s has DTZ %d, fathom says %s %d after it", fen, san, entry->dtz,
                 reply.wdl, reply.dtz);
      fathom_answer_clear (&reply);
    }
  fathom_answer_clear (&root);
}

/* A random placement of kings and one or two more men, legal by the strict
 * FEN reader, and with both sides to move. */
static gboolean
random_fen (GRand *rand, char *fen, gsize size)
{
  static const char men[] = "QRBNPqrbnp";
  char board[64];
  memset (board, 0, sizeof board);
  int n_extra = g_rand_int_range (rand, 1, 3);
  char pieces[4] = { 'K', 'k' };
  for (int i = 0; i < n_extra; i++)
    pieces[2 + i] = men[g_rand_int_range (rand, 0, 10)];
  for (int i = 0; i < 2 + n_extra; i++)
    {
      int square;
      do
        square = g_rand_int_range (rand, 0, 64);
      while (board[square]
             || ((pieces[i] == 'P' || pieces[i] == 'p') && (square < 8 || square >= 56)));
      board[square] = pieces[i];
    }
  GString *text = g_string_new (NULL);
  for (int rank = 7; rank >= 0; rank--)
    {
      int empty = 0;
      for (int file = 0; file < 8; file++)
        {
          char piece = board[rank * 8 + file];
          if (!piece)
            {
              empty++;
              continue;
            }
          if (empty)
            g_string_append_printf (text, "%d", empty);
          empty = 0;
          g_string_append_c (text, piece);
        }
      if (empty)
        g_string_append_printf (text, "%d", empty);
      if (rank)
        g_string_append_c (text, '/');
    }
  g_string_append (text, g_rand_boolean (rand) ? " w - - 0 1" : " b - - 0 1");
  g_strlcpy (fen, text->str, size);
  g_string_free (text, TRUE);
  ChessPosition pos;
  return chess_position_from_fen (&pos, fen, NULL);
}

static void
test_random_against_fathom (void)
{
  g_autoptr (ChessTablebase) tablebase = open_tables (syzygy_dir);
  g_assert_cmpuint (chess_tablebase_get_n_tables (tablebase), ==, 35);
  g_assert_cmpuint (chess_tablebase_get_n_dtz_tables (tablebase), ==, 35);
  g_assert_cmpuint (chess_tablebase_get_largest (tablebase), ==, 4);
  g_autoptr (GRand) rand = g_rand_new_with_seed (24);
  int checked = 0, decisive = 0;
  const char *wanted = g_getenv ("CHESS_TB_POSITIONS");
  int n_positions = wanted != NULL && atoi (wanted) > 0 ? atoi (wanted) : N_RANDOM_POSITIONS_DEFAULT;
  while (checked < n_positions)
    {
      char fen[CHESS_FEN_MAX];
      if (!random_fen (rand, fen, sizeof fen))
        continue;
      check_against_fathom (tablebase, fen);
      ChessPosition pos;
      chess_position_from_fen (&pos, fen, NULL);
      g_autoptr (ChessTablebaseResult) result = chess_tablebase_probe (tablebase, &pos, NULL);
      decisive += result->verdict != CHESS_TABLEBASE_DRAW;
      checked++;
    }
  /* Random material is often drawn; make sure wins and losses were seen. */
  g_assert_cmpint (decisive, >, n_positions / 5);
}

static ChessTablebaseResult *
probe_fen (ChessTablebase *tablebase, const char *fen, GError **error)
{
  ChessPosition pos;
  g_assert_true (chess_position_from_fen (&pos, fen, NULL));
  return chess_tablebase_probe (tablebase, &pos, error);
}

static void
assert_not_covered (ChessTablebase *tablebase, const char *fen, int code)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessTablebaseResult) result = probe_fen (tablebase, fen, &error);
  g_assert_null (result);
  g_assert_error (error, CHESS_TABLEBASE_ERROR, code);
}

static void
test_castling_rights (void)
{
  g_autoptr (ChessTablebase) tablebase = open_tables (syzygy_dir);
  assert_not_covered (tablebase, "r3k3/8/8/8/8/8/8/4K3 w q - 0 1", CHESS_TABLEBASE_ERROR_NOT_COVERED);
  /* The same placement without the right is covered. */
  g_autoptr (ChessTablebaseResult) result = probe_fen (tablebase, "r3k3/8/8/8/8/8/8/4K3 w - - 0 1", NULL);
  g_assert_nonnull (result);
  g_assert_cmpint (result->verdict, ==, CHESS_TABLEBASE_LOSS);
}

static void
test_en_passant (void)
{
  g_autoptr (ChessTablebase) tablebase = open_tables (syzygy_dir);
  const char *fen = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";
  check_against_fathom (tablebase, fen);
  g_autoptr (ChessTablebaseResult) result = probe_fen (tablebase, fen, NULL);
  gboolean seen = FALSE;
  for (int i = 0; i < result->n_moves; i++)
    seen |= chess_move_kind (result->moves[i].move) == CHESS_MOVE_EN_PASSANT;
  g_assert_true (seen);
  /* Black to move, a capture en passant that wins. */
  check_against_fathom (tablebase, "8/8/8/8/2Pp4/8/8/K1k5 b - c3 0 1");
}

/* The clock turns a win into a cursed win, never into a draw. */
static void
test_fifty_move_clock (void)
{
  g_autoptr (ChessTablebase) tablebase = open_tables (syzygy_dir);
  g_autoptr (ChessTablebaseResult) fresh = probe_fen (tablebase, "8/8/8/8/8/1k6/1Q6/K7 b - - 0 1", NULL);
  g_autoptr (ChessTablebaseResult) late = probe_fen (tablebase, "8/8/8/8/8/1k6/1Q6/K7 b - - 99 1", NULL);
  g_assert_cmpint (fresh->verdict, ==, CHESS_TABLEBASE_LOSS);
  g_assert_cmpint (fresh->dtz, ==, -12);
  g_assert_cmpint (late->verdict, ==, CHESS_TABLEBASE_BLESSED_LOSS);
  g_assert_cmpint (late->dtz, ==, -12);
  check_against_fathom (tablebase, "8/8/8/8/8/1k6/1Q6/K7 b - - 99 1");
  check_against_fathom (tablebase, "8/8/8/4k3/8/8/8/KQ6 w - - 90 1");
}

static void
test_too_many_pieces (void)
{
  g_autoptr (ChessTablebase) tablebase = open_tables (syzygy_dir);
  assert_not_covered (tablebase, "4k3/8/8/8/8/8/8/RNB1K3 w - - 0 1", CHESS_TABLEBASE_ERROR_NOT_COVERED);
}

static void
test_no_tables (void)
{
  g_autoptr (ChessTablebase) empty = open_tables ("");
  g_assert_cmpuint (chess_tablebase_get_n_tables (empty), ==, 0);
  g_assert_cmpuint (chess_tablebase_get_largest (empty), ==, 0);
  assert_not_covered (empty, "8/8/8/8/8/1k6/1Q6/K7 b - - 0 1", CHESS_TABLEBASE_ERROR_NO_TABLES);
  g_autoptr (ChessTablebase) missing = open_tables ("/nonexistent/syzygy");
  assert_not_covered (missing, "8/8/8/8/8/1k6/1Q6/K7 b - - 0 1", CHESS_TABLEBASE_ERROR_NO_TABLES);
  /* Two objects on different folders share Fathom: each gets its own. */
  g_autoptr (ChessTablebase) full = open_tables (syzygy_dir);
  g_autoptr (ChessTablebaseResult) result = probe_fen (full, "8/8/8/8/8/1k6/1Q6/K7 b - - 0 1", NULL);
  g_assert_nonnull (result);
  assert_not_covered (empty, "8/8/8/8/8/1k6/1Q6/K7 b - - 0 1", CHESS_TABLEBASE_ERROR_NO_TABLES);
}

/* A WDL-only set (only the .rtbw files): verdicts without DTZ. */
static void
test_wdl_only (void)
{
  g_autofree char *dir = g_dir_make_tmp ("chess-wdl-XXXXXX", NULL);
  g_autoptr (GDir) source = g_dir_open (syzygy_dir, 0, NULL);
  const char *name;
  while ((name = g_dir_read_name (source)))
    if (g_str_has_suffix (name, ".rtbw"))
      {
        g_autofree char *from = g_build_filename (syzygy_dir, name, NULL);
        g_autofree char *to = g_build_filename (dir, name, NULL);
        g_assert_cmpint (symlink (from, to), ==, 0);
      }
  g_autoptr (ChessTablebase) wdl = open_tables (dir);
  g_autoptr (ChessTablebase) full = open_tables (syzygy_dir);
  g_assert_cmpuint (chess_tablebase_get_n_tables (wdl), ==, 35);
  g_assert_cmpuint (chess_tablebase_get_n_dtz_tables (wdl), ==, 0);
  const char *fens[] = { "8/8/8/4k3/8/8/8/KQ6 b - - 0 1", "8/4P3/8/8/8/1k6/8/K7 w - - 0 1",
                         "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "k7/2Q5/1K6/8/8/8/8/8 w - - 0 1" };
  for (gsize i = 0; i < G_N_ELEMENTS (fens); i++)
    {
      g_autoptr (ChessTablebaseResult) a = probe_fen (wdl, fens[i], NULL);
      g_autoptr (ChessTablebaseResult) b = probe_fen (full, fens[i], NULL);
      /* A drawn position whose moves all draw needs no DTZ table. */
      if (a->verdict != CHESS_TABLEBASE_DRAW)
        g_assert_false (a->has_dtz);
      g_assert_cmpint (a->verdict, ==, b->verdict);
      g_assert_cmpint (a->n_moves, ==, b->n_moves);
      for (int m = 0; m < b->n_moves; m++)
        {
          for (int n = 0; n < a->n_moves; n++)
            if (a->moves[n].move == b->moves[m].move)
              {
                g_assert_cmpint (a->moves[n].verdict, ==, b->moves[m].verdict);
                g_assert_cmpint (a->moves[n].dtz, ==, a->has_dtz ? b->moves[m].dtz : 0);
              }
        }
    }
  g_autoptr (GDir) made = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (made)))
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (dir);
}

static void
on_probed (GObject *source, GAsyncResult *res, gpointer user_data)
{
  ChessTablebaseResult **out = user_data;
  g_autoptr (GError) error = NULL;
  *out = chess_tablebase_probe_finish (CHESS_TABLEBASE (source), res, &error);
  g_assert_no_error (error);
}

static void
test_async (void)
{
  g_autoptr (ChessTablebase) tablebase = open_tables (syzygy_dir);
  ChessPosition pos;
  g_assert_true (chess_position_from_fen (&pos, "8/8/8/4k3/8/8/8/KQ6 w - - 0 1", NULL));
  ChessTablebaseResult *results[8] = { 0 };
  for (gsize i = 0; i < G_N_ELEMENTS (results); i++)
    chess_tablebase_probe_async (tablebase, &pos, NULL, on_probed, &results[i]);
  for (gsize i = 0; i < G_N_ELEMENTS (results); i++)
    {
      while (!results[i])
        g_main_context_iteration (NULL, TRUE);
      g_assert_cmpint (results[i]->verdict, ==, CHESS_TABLEBASE_WIN);
      g_assert_cmpint (results[i]->dtz, ==, 17);
      chess_tablebase_result_free (results[i]);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  const char *testdata = g_getenv ("CHESS_TESTDATA");
  g_assert_nonnull (testdata);
  syzygy_dir = g_build_filename (testdata, "syzygy", NULL);
  /* The fathom command, found by meson: the test's one argument. */
  g_assert_cmpint (argc, ==, 2);
  fathom_path = g_strdup (argv[1]);

  g_test_add_func ("/tablebase/random-against-fathom", test_random_against_fathom);
  g_test_add_func ("/tablebase/castling-rights", test_castling_rights);
  g_test_add_func ("/tablebase/en-passant", test_en_passant);
  g_test_add_func ("/tablebase/fifty-move-clock", test_fifty_move_clock);
  g_test_add_func ("/tablebase/too-many-pieces", test_too_many_pieces);
  g_test_add_func ("/tablebase/no-tables", test_no_tables);
  g_test_add_func ("/tablebase/wdl-only", test_wdl_only);
  g_test_add_func ("/tablebase/async", test_async);
  int status = g_test_run ();
  g_free (syzygy_dir);
  g_free (fathom_path);
  return status;
}
