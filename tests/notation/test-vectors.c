/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-vectors.c — the shared FEN and SAN vectors that apply to standard
 * chess and Chess960: kokopu's FEN, position and Scharnagl tables,
 * chess.js's complete SAN move sets, lichess's named openings. */
#include "test-notation-util.h"

#include <string.h>

/* Lines of a tab-separated file with a header; columns by name. */
typedef struct {
  char **lines;
  char **header;
  int n_columns;
} Table;

static void
table_load (Table *t, const char *file)
{
  char *text = test_data_read (file, NULL);
  t->lines = g_strsplit (text, "\n", -1);
  g_free (text);
  for (char **l = t->lines; *l; l++)
    {
      size_t n = strlen (*l);
      if (n > 0 && (*l)[n - 1] == '\r')
        (*l)[n - 1] = '\0';  /* keep empty trailing columns */
    }
  t->header = test_split (t->lines[0], '\t');
  t->n_columns = (int) g_strv_length (t->header);
}

static int
table_column (const Table *t, const char *name)
{
  for (int i = 0; i < t->n_columns; i++)
    if (strcmp (t->header[i], name) == 0)
      return i;
  g_error ("no column %s", name);
}

static void
table_free (Table *t)
{
  g_strfreev (t->lines);
  g_strfreev (t->header);
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* Sorted, '/'-joined copy of a list. */
static char *
sorted_join (GPtrArray *items)
{
  g_ptr_array_sort (items, compare_strings);
  g_ptr_array_add (items, NULL);
  char *joined = g_strjoinv ("/", (char **) items->pdata);
  g_ptr_array_remove_index (items, items->len - 1);
  return joined;
}

static char *
sorted_list (const char *slash_list)
{
  char **items = test_split (slash_list, '/');
  GPtrArray *a = g_ptr_array_new ();
  for (char **i = items; *i; i++)
    if (**i)
      g_ptr_array_add (a, *i);
  char *s = sorted_join (a);
  g_ptr_array_unref (a);
  g_strfreev (items);
  return s;
}

/* Castling as (right → rook square) for semantic comparison of X-FEN,
 * Shredder-FEN and KQkq spellings. */
static void
assert_same_castling (const ChessPosition *a, const ChessPosition *b, const char *label)
{
  if (a->castling != b->castling)
    g_error ("%s: castling rights %#x, expected %#x", label, a->castling, b->castling);
  for (int r = 0; r < 4; r++)
    if ((a->castling & (1 << r)) && a->castling_rook[r] != b->castling_rook[r])
      g_error ("%s: castling rook of right %d on %d, expected %d", label, r, a->castling_rook[r],
               b->castling_rook[r]);
}

/* ------------------------------------------------------------------ */
/* kokopu-fens.csv */

static void
test_kokopu_fens (void)
{
  Table t;
  int rows = 0;
  table_load (&t, "fen/kokopu-fens.csv");
  int c_label = table_column (&t, "LABEL"), c_in = table_column (&t, "FEN_IN"),
      c_variant = table_column (&t, "VARIANT"), c_strict = table_column (&t, "STRICT"),
      c_ep = table_column (&t, "EN_PASSANT"), c_fifty = table_column (&t, "FIFTY_MOVE_CLOCK"),
      c_full = table_column (&t, "FULL_MOVE_NUMBER"), c_out = table_column (&t, "FEN_OUT_DEFAULT"),
      c_counters = table_column (&t, "FEN_OUT_WITH_MODIFIED_COUNTERS");

  for (char **line = t.lines + 1; *line; line++)
    {
      if (!**line)
        continue;
      char **f = test_split (*line, '\t');
      const char *label = f[c_label];
      bool regular = strcmp (f[c_variant], "regular") == 0;
      bool strict = strcmp (f[c_strict], "true") == 0;
      ChessPosition pos, expected;
      ChessFenError error;
      bool accepted;

      if (!regular && strcmp (f[c_variant], "chess960") != 0)
        {
          g_strfreev (f);
          continue;
        }
      rows++;
      accepted = chess_position_from_fen (&pos, f[c_in], &error);
      g_test_message ("%s: %s%s", label, accepted ? "accepted" : "rejected: ", accepted ? "" : error.message);
      if (!strict && regular && accepted)
        {
          /* Kokopu's strict mode also refuses an en-passant square no
           * capture can use.  The PGN standard records it after every double
           * push, and issue 2 rejects only squares no double push could
           * have produced; accepted, it must then be dropped as kokopu's
           * tolerant output does. */
          char *ours = test_fen_effective (&pos, 4), *theirs = test_fen_fields (f[c_out], 4);
          bool ineffective_ep = f[c_ep][0] != '-' && g_str_has_suffix (theirs, " -");
          if (!ineffective_ep || strcmp (ours, theirs) != 0)
            g_error ("%s: a strict reader must reject %s", label, f[c_in]);
          g_free (ours);
          g_free (theirs);
          g_strfreev (f);
          continue;
        }
      if (strict && !accepted && error.status == CHESS_FEN_BAD_COUNTER
          && strcmp (f[c_full], "0") == 0)
        {
          /* Kokopu takes a full-move number 0; our strict reader refuses
           * it (as chess.js does) and the lenient one reads it as 1. */
          ChessFenWarnings warnings;
          g_assert_true (chess_position_read_fen (&pos, f[c_in], CHESS_FEN_LENIENT, &error, &warnings));
          g_assert_cmpuint (warnings.repairs, ==, CHESS_FEN_REPAIRED_FULLMOVE);
          g_assert_cmpuint (pos.fullmove_number, ==, 1);
          g_strfreev (f);
          continue;
        }
      if (strict && !accepted)
        {
          /* Kokopu parses what it can set up and drops rights it cannot
           * use; issue 2's reader refuses a position without one king per
           * side and rights the placement cannot have. */
          char **in = g_strsplit (f[c_in], " ", -1), **out = g_strsplit (f[c_out], " ", -1);
          int white_kings = 0, black_kings = 0;
          for (const char *c = in[0]; *c; c++)
            white_kings += *c == 'K', black_kings += *c == 'k';
          bool kings_wrong = white_kings != 1 || black_kings != 1;
          bool rights_dropped = strcmp (in[2], out[2]) != 0;
          g_strfreev (in);
          g_strfreev (out);
          if (!((error.status == CHESS_FEN_KING_COUNT && kings_wrong)
                || (error.status == CHESS_FEN_BAD_CASTLING && rights_dropped)))
            g_error ("%s: %s rejected: %s", label, f[c_in], error.message);
        }
      if (!accepted)
        {
          /* a rejection names the field at fault */
          g_assert_cmpint (error.status, !=, CHESS_FEN_OK);
          g_assert_cmpint (error.field, >=, 1);
          g_assert_cmpint (error.field, <=, 6);
          g_assert_cmpuint (strlen (error.message), >, 0);
          g_strfreev (f);
          continue;
        }

      /* Accepted: the same position as kokopu's normalised output.  For
       * Chess960 rows that kokopu's strict mode rejects only for using
       * KQkq, which X-FEN allows, the rights must mean the same rooks. */
      test_position_set (&expected, f[c_out]);
      assert_same_castling (&pos, &expected, label);
      if (f[c_ep][0] == '-')
        g_assert_cmpuint (pos.ep_square, ==, CHESS_SQUARE_NONE);
      else
        {
          g_assert_cmpuint (pos.ep_square, <, 64);
          g_assert_cmpint ('a' + CHESS_SQUARE_FILE (pos.ep_square), ==, f[c_ep][0]);
        }
      g_assert_cmpuint (pos.halfmove_clock, ==, (unsigned) atoi (f[c_fifty]));
      g_assert_cmpuint (pos.fullmove_number, ==, (unsigned) atoi (f[c_full]));

      char ours[CHESS_FEN_MAX];
      chess_position_to_fen (&pos, ours, sizeof ours);
      char *our4 = test_fen_fields (ours, 4), *their4 = test_fen_fields (f[c_out], 4);
      if (regular)
        g_assert_cmpstr (our4, ==, their4);
      else
        {
          /* placement, side and en passant as text; castling by meaning */
          ChessPosition back;
          test_position_set (&back, ours);
          assert_same_castling (&back, &expected, label);
          char *ours_board = test_fen_fields (ours, 2), *their_board = test_fen_fields (f[c_out], 2);
          g_assert_cmpstr (ours_board, ==, their_board);
          g_free (ours_board);
          g_free (their_board);
        }
      g_free (our4);
      g_free (their4);

      /* counters written as they are: kokopu's column with 2×halfmove, fullmove + 1 */
      pos.halfmove_clock *= 2;
      pos.fullmove_number += 1;
      chess_position_to_fen (&pos, ours, sizeof ours);
      if (regular)
        g_assert_cmpstr (ours, ==, f[c_counters]);
      else
        {
          char **o = g_strsplit (ours, " ", -1), **e = g_strsplit (f[c_counters], " ", -1);
          g_assert_cmpstr (o[4], ==, e[4]);
          g_assert_cmpstr (o[5], ==, e[5]);
          g_strfreev (o);
          g_strfreev (e);
        }
      g_strfreev (f);
    }
  g_assert_cmpint (rows, ==, 27);
  table_free (&t);
}

/* ------------------------------------------------------------------ */
/* kokopu-positions.csv */

static bool
only_minor_pieces (const ChessPosition *pos)
{
  return (pos->by_type[CHESS_PAWN] | pos->by_type[CHESS_ROOK] | pos->by_type[CHESS_QUEEN]) == 0;
}

/* The FEN with its castling field replaced (kokopu's effective rights), and
 * the en-passant field dropped when it is not effective. */
static char *
effective_fen (const char *fen, const char *castling, const char *ep)
{
  char **f = g_strsplit (fen, " ", -1);
  char *s = g_strdup_printf ("%s %s %s %s %s %s", f[0], f[1], castling,
                             ep[0] == '-' ? "-" : f[3], f[4], f[5]);
  g_strfreev (f);
  return s;
}

/* Report a row's failure and go on with the next row. */
#define ROW_FAIL(...) \
  do { g_test_message (__VA_ARGS__); g_test_fail (); return; } while (0)

static void
check_position_row (char **f, const Table *t)
{
  g_assert_cmpint ((int) g_strv_length (f), ==, t->n_columns);
  const char *label = f[table_column (t, "LABEL")];
  const char *fen = f[table_column (t, "FEN")];
  bool legal = strcmp (f[table_column (t, "LEGAL")], "true") == 0;
  bool chess960 = strcmp (f[table_column (t, "VARIANT")], "chess960") == 0;
  const char *eff_castling = f[table_column (t, "EFF_CASTLING")];
  const char *eff_ep = f[table_column (t, "EFF_EN_PASSANT")];
  ChessPosition pos;
  ChessFenError error;

  if (!chess_position_from_fen (&pos, fen, &error))
    {
      if (legal)
        {
          /* Kokopu keeps only the effective rights; a strict reader may
           * refuse rights or en passant that the placement cannot have. */
          char **fields = g_strsplit (fen, " ", -1);
          bool castling_differs = strcmp (fields[2], eff_castling) != 0;
          bool ep_differs = fields[3][0] != '-' && eff_ep[0] == '-';
          g_strfreev (fields);
          if (!((error.status == CHESS_FEN_BAD_CASTLING && castling_differs)
                || (error.status == CHESS_FEN_BAD_EN_PASSANT && ep_differs)))
            ROW_FAIL ("%s: legal position rejected: %s", label, error.message);
          char *fixed = effective_fen (fen, eff_castling, eff_ep);
          test_position_set (&pos, fixed);
          g_free (fixed);
        }
      else
        return;  /* illegal and rejected: right */
    }
  else if (!legal)
    ROW_FAIL ("%s: illegal position accepted: %s", label, fen);
  else if (!chess960 && pos.chess960)
    {
      /* Our reader knows no variant: KQ with the king off e1 reads as
       * Chess960 castling.  In standard chess those rights do not exist
       * (kokopu drops them); go on with kokopu's effective rights. */
      char **fields = g_strsplit (fen, " ", -1);
      g_assert_cmpstr (fields[2], !=, eff_castling);
      g_strfreev (fields);
      char *fixed = effective_fen (fen, eff_castling, eff_ep);
      test_position_set (&pos, fixed);
      g_free (fixed);
      g_assert_false (pos.chess960);
    }

  if (chess960)
    pos.chess960 = true;

  /* king squares */
  char sq[3];
  chess_square_name (chess_position_king_square (&pos, CHESS_WHITE), sq);
  g_assert_cmpstr (sq, ==, f[table_column (t, "WHITE_KING")]);
  chess_square_name (chess_position_king_square (&pos, CHESS_BLACK), sq);
  g_assert_cmpstr (sq, ==, f[table_column (t, "BLACK_KING")]);

  bool check = strcmp (f[table_column (t, "CHECK")], "true") == 0;
  bool mate = strcmp (f[table_column (t, "CHECKMATE")], "true") == 0;
  bool stalemate = strcmp (f[table_column (t, "STALEMATE")], "true") == 0;
  bool dead = strcmp (f[table_column (t, "DEAD")], "true") == 0;
  bool has_move = strcmp (f[table_column (t, "HAS_MOVE")], "true") == 0;
  if (chess_position_in_check (&pos) != check)
    ROW_FAIL ("%s: in check should be %d", label, check);
  g_assert_cmpint (chess_position_is_checkmate (&pos), ==, mate);
  g_assert_cmpint (chess_position_is_stalemate (&pos), ==, stalemate);
  g_assert_cmpint (chess_position_has_legal_move (&pos), ==, has_move);
  /* Our automatic test is by material: what we call dead is dead; with only
   * minor pieces left, the material decides exactly. */
  if (chess_position_is_dead (&pos) && !dead)
    ROW_FAIL ("%s: we call it dead, kokopu does not", label);
  if (only_minor_pieces (&pos))
    if (chess_position_is_dead (&pos) != dead)
      ROW_FAIL ("%s: dead should be %d", label, dead);
  /* a dead position leaves nobody mating material */
  if (dead && only_minor_pieces (&pos))
    {
      g_assert_false (chess_position_has_mating_material (&pos, CHESS_WHITE));
      g_assert_false (chess_position_has_mating_material (&pos, CHESS_BLACK));
    }

  /* effective en passant: the repetition key counts it exactly then */
  ChessMoveList list;
  int ep_file = -1;
  chess_position_legal_moves (&pos, &list);
  for (int i = 0; i < list.count; i++)
    if (chess_move_kind (list.moves[i]) == CHESS_MOVE_EN_PASSANT)
      ep_file = CHESS_SQUARE_FILE (chess_move_to (list.moves[i]));
  if (eff_ep[0] == '-')
    {
      g_assert_cmpint (ep_file, ==, -1);
      ChessPosition plain = pos;
      plain.ep_square = CHESS_SQUARE_NONE;
      chess_position_finish_setup (&plain);
      g_assert_cmpuint (chess_position_repetition_key (&pos), ==, plain.key);
    }
  else
    {
      g_assert_cmpint (ep_file, ==, eff_ep[0] - 'a');
      g_assert_cmpuint (chess_position_repetition_key (&pos), ==, pos.key);
    }

  /* legal moves in UCI and SAN, and the position after each */
  char **uci = test_split (f[table_column (t, "UCI_MOVES")], '/');
  char **sans = test_split (f[table_column (t, "NOTATIONS")], '/');
  char **successors = test_split (f[table_column (t, "SUCCESSORS")], '|');
  int expected_count = f[table_column (t, "UCI_MOVES")][0] ? (int) g_strv_length (uci) : 0;
  GPtrArray *our_uci = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *our_san = g_ptr_array_new_with_free_func (g_free);
  if (list.count != expected_count)
    ROW_FAIL ("%s: %d legal moves, expected %d", label, list.count, expected_count);
  for (int i = 0; i < list.count; i++)
    {
      char text[CHESS_SAN_MAX];
      chess_move_to_uci (&pos, list.moves[i], text);
      g_ptr_array_add (our_uci, g_strdup (text));
      chess_move_to_san (&pos, list.moves[i], text);
      g_ptr_array_add (our_san, g_strdup (text));
    }
  char *a = sorted_join (our_uci), *b = sorted_list (f[table_column (t, "UCI_MOVES")]);
  if (strcmp (a, b) != 0)
    ROW_FAIL ("%s: UCI moves\n ours   %s\n kokopu %s", label, a, b);
  g_free (a);
  g_free (b);
  a = sorted_join (our_san);
  b = sorted_list (f[table_column (t, "NOTATIONS")]);
  if (strcmp (a, b) != 0)
    ROW_FAIL ("%s: SAN moves\n ours   %s\n kokopu %s", label, a, b);
  g_free (a);
  g_free (b);

  for (int i = 0; i < expected_count; i++)
    {
      ChessMove move, by_san;
      ChessUndo undo;
      ChessPosition next = pos, theirs;
      g_assert_cmpint (chess_move_from_uci (&pos, uci[i], strlen (uci[i]), &move), ==, CHESS_SAN_OK);
      g_assert_cmpint (chess_move_from_san (&pos, sans[i], strlen (sans[i]), &by_san), ==, CHESS_SAN_OK);
      g_assert_cmpuint (move, ==, by_san);
      chess_position_make_move (&next, move, &undo);
      test_position_set (&theirs, successors[i]);
      char *ours4 = test_fen_effective (&next, 2), *their2 = test_fen_fields (successors[i], 2);
      g_assert_cmpstr (ours4, ==, their2);
      g_free (ours4);
      g_free (their2);
      assert_same_castling (&next, &theirs, label);
      char *our_ep = test_fen_effective (&next, 4), *their_ep = test_fen_effective (&theirs, 4);
      g_assert_cmpstr (strrchr (our_ep, ' '), ==, strrchr (their_ep, ' '));
      g_free (our_ep);
      g_free (their_ep);
      g_assert_cmpuint (chess_position_repetition_key (&next), ==, chess_position_repetition_key (&theirs));
    }
  g_ptr_array_unref (our_uci);
  g_ptr_array_unref (our_san);
  g_strfreev (uci);
  g_strfreev (sans);
  g_strfreev (successors);
}

static void
test_kokopu_positions (void)
{
  Table t;
  int rows = 0;
  table_load (&t, "fen/kokopu-positions.csv");
  int c_variant = table_column (&t, "VARIANT");
  for (char **line = t.lines + 1; *line; line++)
    {
      if (!**line)
        continue;
      char **f = test_split (*line, '\t');
      if (strcmp (f[c_variant], "regular") == 0 || strcmp (f[c_variant], "chess960") == 0)
        {
          check_position_row (f, &t);
          rows++;
        }
      g_strfreev (f);
    }
  g_assert_cmpint (rows, ==, 76 + 19);
  table_free (&t);
}

/* ------------------------------------------------------------------ */
/* kokopu-scharnagl-chess960.csv: the 960 start positions */

static void
test_scharnagl (void)
{
  Table t;
  int rows = 0;
  table_load (&t, "fen/kokopu-scharnagl-chess960.csv");
  int c_scheme = table_column (&t, "SCHEME"), c_castling = table_column (&t, "CASTLING"),
      c_fen = table_column (&t, "FEN");
  GHashTable *seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (char **line = t.lines + 1; *line; line++)
    {
      if (!**line)
        continue;
      char **f = test_split (*line, '\t');
      const char *scheme = f[c_scheme];
      ChessPosition pos;
      ChessMoveList list;

      test_position_set (&pos, f[c_fen]);
      g_assert_true (g_hash_table_add (seen, g_strdup (scheme)));
      /* both rights of both sides, on the scheme's rook files */
      g_assert_cmpuint (pos.castling, ==, CHESS_CASTLE_ALL);
      for (int r = 0; r < 4; r++)
        {
          char file = (char) ('a' + CHESS_SQUARE_FILE (pos.castling_rook[r]));
          g_assert_nonnull (strchr (f[c_castling], file));
          g_assert_cmpint (scheme[CHESS_SQUARE_FILE (pos.castling_rook[r])], ==, 'r');
        }
      /* The legal moves: 16 pawn moves, each knight's squares on the third
       * rank, and castling where king and rook only swap (K d1 + R c1, or
       * K f1 + R g1: nothing else must move or be empty). */
      int expected = 16, king = (int) (strchr (scheme, 'k') - scheme);
      for (int file = 0; file < 8; file++)
        if (scheme[file] == 'n')
          expected += file == 0 || file == 7 ? 1 : 2;
      if (king == 3 && scheme[2] == 'r')
        expected++;
      if (king == 5 && scheme[6] == 'r')
        expected++;
      chess_position_legal_moves (&pos, &list);
      if (list.count != expected)
        g_error ("%s: %d legal moves, expected %d", f[c_fen], list.count, expected);
      for (int i = 0; i < list.count; i++)
        {
          char text[CHESS_SAN_MAX];
          ChessMove back;
          size_t n = chess_move_to_san (&pos, list.moves[i], text);
          g_assert_cmpint (chess_move_from_san (&pos, text, n, &back), ==, CHESS_SAN_OK);
          g_assert_cmpuint (back, ==, list.moves[i]);
        }
      rows++;
      g_strfreev (f);
    }
  g_assert_cmpint (rows, ==, 960);
  g_hash_table_unref (seen);
  table_free (&t);
}

/* ------------------------------------------------------------------ */
/* chess.js: complete SAN move sets */

/* The next "..." string at or after *p; NULL at the end. */
static char *
next_json_string (const char **p, const char *end)
{
  const char *s = strchr (*p, '"');
  if (!s || s >= end)
    return NULL;
  const char *e = strchr (s + 1, '"');
  g_assert_nonnull (e);
  *p = e + 1;
  return g_strndup (s + 1, (gsize) (e - s - 1));
}

static void
test_chessjs_san (void)
{
  char *text = test_data_read ("san/chessjs-san-legal-moves.json", NULL);
  const char *p = text;
  int cases = 0, moves = 0;

  while ((p = strstr (p, "\"fen\"")))
    {
      p += 5;
      const char *q = p;
      char *fen = next_json_string (&q, q + strlen (q));
      const char *list_start = strchr (q, '['), *list_end = strchr (q, ']');
      GPtrArray *expected = g_ptr_array_new_with_free_func (g_free);
      GPtrArray *ours = g_ptr_array_new_with_free_func (g_free);
      char *s;
      ChessPosition pos;
      ChessMoveList list;

      q = list_start;
      while ((s = next_json_string (&q, list_end)))
        g_ptr_array_add (expected, s);
      test_position_set (&pos, fen);
      chess_position_legal_moves (&pos, &list);
      for (int i = 0; i < list.count; i++)
        {
          char san[CHESS_SAN_MAX];
          chess_move_to_san (&pos, list.moves[i], san);
          g_ptr_array_add (ours, g_strdup (san));
        }
      char *a = sorted_join (ours), *b = sorted_join (expected);
      if (strcmp (a, b) != 0)
        g_error ("%s:\n ours     %s\n chess.js %s", fen, a, b);
      moves += (int) expected->len;
      g_free (a);
      g_free (b);
      g_free (fen);
      g_ptr_array_unref (expected);
      g_ptr_array_unref (ours);
      p = list_end;
      cases++;
    }
  g_assert_cmpint (cases, ==, 7);
  g_assert_cmpint (moves, ==, 234);
  g_free (text);
}

/* ------------------------------------------------------------------ */
/* lichess openings */

typedef struct {
  ChessPosition pos;
  GString *uci;
  const char *line;
} Opening;

static void
play_opening (const TestGame *game, gpointer user_data)
{
  Opening *o = user_data;
  chess_position_set_start (&o->pos);
  for (guint i = 0; i < game->moves->len; i++)
    {
      const char *text = game->moves->pdata[i];
      ChessMove move;
      ChessUndo undo;
      char uci[8], ours[CHESS_SAN_MAX];
      if (chess_move_from_san (&o->pos, text, strlen (text), &move) != CHESS_SAN_OK)
        g_error ("%s: \"%s\" not read", o->line, text);
      chess_move_to_san (&o->pos, move, ours);
      g_assert_cmpstr (ours, ==, text);  /* lichess writes canonical SAN */
      chess_move_to_uci (&o->pos, move, uci);
      if (o->uci->len)
        g_string_append_c (o->uci, ' ');
      g_string_append (o->uci, uci);
      chess_position_make_move (&o->pos, move, &undo);
    }
}

static void
test_lichess_openings (void)
{
  const char *volumes[] = { "san/lichess-openings-a.tsv", "san/lichess-openings-b.tsv",
                            "san/lichess-openings-c.tsv", "san/lichess-openings-d.tsv",
                            "san/lichess-openings-e.tsv", "san/lichess-openings-all.DERIVED.tsv", NULL };
  const int counts[] = { 817, 769, 1250, 614, 357, 3807 };

  for (int v = 0; volumes[v]; v++)
    {
      Table t;
      int rows = 0;
      table_load (&t, volumes[v]);
      int c_pgn = table_column (&t, "pgn");
      bool derived = t.n_columns >= 5;
      int c_uci = derived ? table_column (&t, "uci") : -1, c_epd = derived ? table_column (&t, "epd") : -1;
      for (char **line = t.lines + 1; *line; line++)
        {
          if (!**line)
            continue;
          char **f = test_split (*line, '\t');
          Opening o = { .uci = g_string_new (NULL), .line = *line };
          g_assert_cmpuint (test_pgn_for_each_game (f[c_pgn], strlen (f[c_pgn]), play_opening, &o), ==, 1);
          if (derived)
            {
              g_assert_cmpstr (o.uci->str, ==, f[c_uci]);
              char *epd = test_fen_effective (&o.pos, 4);
              if (strcmp (epd, f[c_epd]) != 0)
                g_error ("%s: ours %s", *line, epd);
              g_free (epd);
            }
          g_string_free (o.uci, TRUE);
          g_strfreev (f);
          rows++;
        }
      g_assert_cmpint (rows, ==, counts[v]);
      table_free (&t);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/vectors/kokopu-fens", test_kokopu_fens);
  g_test_add_func ("/vectors/scharnagl-chess960", test_scharnagl);
  g_test_add_func ("/vectors/chessjs-san", test_chessjs_san);
  g_test_add_func ("/vectors/lichess-openings", test_lichess_openings);
  g_test_add_func ("/vectors/kokopu-positions", test_kokopu_positions);
  return g_test_run ();
}
