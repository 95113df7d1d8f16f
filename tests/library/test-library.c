/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-library.c — the library on real games: trees and position searches
 * against an independent count (library-test-util.h), filters against the
 * tags read by the core, export back to the same games, removal and tag
 * edits reflected in the tree, bad games, gzip. */
#include "library-test-util.h"

#include <stdlib.h>

static const char *const game_files[] = {
  "games/chesslablab-Fischer.pgn",            /* a master's games, no comments */
  "games/pychess-dortmund.pgn",               /* comments, variations, NAGs */
  "games/pgn-parser-twic-01-232games.pgn",
  "games/shakmaty-lichess_db_1000k.pgn",      /* [%clk] and [%eval] comments */
  "games/pychess-world_matches.pgn",
};

typedef struct {
  char *dir;
  char *db;
  ChessLibrary *library;
  GPtrArray *records;       /* game i is stored as id i + 1 */
  GHashTable *occurrences;
} Fixture;

static void
diagnostic_fails (const ChessPgnDiagnostic *diagnostic, const char *filename, gpointer user_data)
{
  /* pychess-dortmund.pgn is Latin-1: the reader says so once (a warning). */
  if (diagnostic->severity == CHESS_PGN_SEVERITY_WARNING && g_str_has_suffix (filename, "pychess-dortmund.pgn")
      && strstr (diagnostic->message, "not UTF-8") != NULL)
    return;
  g_error ("unexpected diagnostic in %s: %s", filename, diagnostic->message);
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->dir = lt_temp_dir ();
  f->db = g_build_filename (f->dir, "library.db", NULL);
  GError *error = NULL;
  f->library = chess_library_open (f->db, &error);
  g_assert_no_error (error);
  f->records = g_ptr_array_new_with_free_func ((GDestroyNotify) chess_record_free);
  for (size_t i = 0; i < G_N_ELEMENTS (game_files); i++)
    {
      char *path = lt_testdata (game_files[i]);
      lt_read_records (path, f->records);
      GFile *file = g_file_new_for_path (path);
      ChessLibraryImportProgress progress;
      g_assert_true (chess_library_import_file (f->library, file, diagnostic_fails, NULL, NULL, &progress, NULL, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (progress.errors, ==, 0);
      g_object_unref (file);
      g_free (path);
    }
  g_assert_cmpint (chess_library_count_games (f->library, NULL), ==, (gint64) f->records->len);
  f->occurrences = lt_occurrences (f->records);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_object_unref (f->library);
  g_hash_table_unref (f->occurrences);
  g_ptr_array_unref (f->records);
  lt_remove_dir (f->dir);
  g_free (f->db);
  g_free (f->dir);
}

static gboolean
collect_ids (const ChessLibraryGameInfo *info, gpointer user_data)
{
  g_array_append_val ((GArray *) user_data, info->id);
  return TRUE;
}

/* The ids find --fen gives, against the games that reach the position. */
static void
check_find_position (Fixture *f, const ChessPosition *pos)
{
  char *id = lt_position_id (pos);
  GArray *list = g_hash_table_lookup (f->occurrences, id);
  g_free (id);
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  ChessLibraryFilter filter = CHESS_LIBRARY_FILTER_INIT;
  filter.position = pos;
  GError *error = NULL;
  g_assert_true (chess_library_find (f->library, &filter, collect_ids, ids, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ids->len, ==, list ? list->len : 0);
  for (guint i = 0; i < ids->len; i++)
    g_assert_cmpint (g_array_index (ids, gint64, i), ==, (gint64) g_array_index (list, LtOccurrence, i).game + 1);
  g_array_unref (ids);
}

/* Positions from the opening table's plies, around its edge, and deep in
 * the games (found by replay), in every 29th game; and the start. */
static void
test_tree_and_find (Fixture *f, gconstpointer data)
{
  static const int plies[] = { 0, 1, 2, 5, 12, 19, 20, 21, 22, 30, 45, 70, -1 };
  guint checked = 0, deep = 0, single = 0;
  for (guint g = 0; g < f->records->len; g += 29)
    {
      const ChessRecord *record = f->records->pdata[g];
      int length = chess_node_ply (chess_record_main_line_end (record));
      for (size_t i = 0; i < G_N_ELEMENTS (plies); i++)
        {
          int ply = plies[i] < 0 ? length : plies[i];
          if (ply > length || (g > 0 && ply == 0))
            continue;
          const ChessNode *node = record->root;
          for (int k = 0; k < ply; k++)
            node = node->first_child;
          ChessPosition pos;
          chess_record_position_at (record, node, &pos);
          guint reaching = lt_check_tree (f->library, &pos, f->records, f->occurrences, NULL);
          g_assert_cmpuint (reaching, >=, 1);
          check_find_position (f, &pos);
          checked++;
          deep += ply > CHESS_LIBRARY_TREE_PLIES;
          single += reaching == 1;
        }
    }
  /* The walk above must really have reached both kinds of position. */
  g_assert_cmpuint (checked, >, 500);
  g_assert_cmpuint (deep, >, 100);
  g_assert_cmpuint (single, >, 100);
}

/* The games replayed by the last position search, from its debug line
 * (-1 before any): a page of the games at a position must not replay
 * the games past it. */
static int last_replayed = -1;

static GLogWriterOutput
log_writer (GLogLevelFlags log_level, const GLogField *fields, gsize n_fields, gpointer user_data)
{
  const char *domain = NULL, *message = NULL;
  for (gsize i = 0; i < n_fields; i++)
    if (g_str_equal (fields[i].key, "GLIB_DOMAIN"))
      domain = fields[i].value;
    else if (g_str_equal (fields[i].key, "MESSAGE"))
      message = fields[i].value;
  const char *found = message && g_strcmp0 (domain, "chess-library") == 0 ? strstr (message, " games replayed") : NULL;
  if (found)
    {
      const char *digits = found;
      while (digits > message && g_ascii_isdigit (digits[-1]))
        digits--;
      last_replayed = atoi (digits);
    }
  return g_log_writer_default (log_level, fields, n_fields, user_data);
}

/* Pages of the games at a position: the same ids as the whole list, and
 * the first page of the start position (every game reaches it) read
 * without replaying the games after it. */
static void
test_position_pages (Fixture *f, gconstpointer data)
{
  ChessPosition start, sicilian;
  chess_position_set_start (&start);
  g_assert_true (chess_position_from_fen (&sicilian, "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
                                          NULL));
  const ChessPosition *positions[] = { &start, &sicilian };
  for (size_t p = 0; p < G_N_ELEMENTS (positions); p++)
    {
      ChessLibraryFilter filter = CHESS_LIBRARY_FILTER_INIT;
      filter.position = positions[p];
      GArray *ids = g_array_new (FALSE, FALSE, sizeof (gint64));
      GError *error = NULL;
      g_assert_true (chess_library_find (f->library, &filter, collect_ids, ids, NULL, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (ids->len, >, 20);
      static const gint64 ranges[][2] = { { 0, 1 }, { 0, 10 }, { 3, 7 }, { 15, 1000000 } };
      for (size_t r = 0; r < G_N_ELEMENTS (ranges); r++)
        {
          GArray *page = g_array_new (FALSE, FALSE, sizeof (gint64));
          g_assert_true (chess_library_find_range (f->library, &filter, ranges[r][0], ranges[r][1], collect_ids, page,
                                                   NULL, &error));
          g_assert_no_error (error);
          guint expected = (guint) MIN (ranges[r][1], (gint64) ids->len - ranges[r][0]);
          g_assert_cmpuint (page->len, ==, expected);
          g_assert_cmpmem (page->data, page->len * sizeof (gint64),
                           &g_array_index (ids, gint64, ranges[r][0]), expected * sizeof (gint64));
          g_array_unref (page);
        }
      g_array_unref (ids);
    }

  /* Every game reaches the start: the whole list replays them all, its
   * first ten games only ten. */
  ChessLibraryFilter filter = CHESS_LIBRARY_FILTER_INIT;
  filter.position = &start;
  GArray *page = g_array_new (FALSE, FALSE, sizeof (gint64));
  GError *error = NULL;
  last_replayed = -1;
  g_assert_true (chess_library_find (f->library, &filter, collect_ids, page, NULL, &error));
  g_assert_cmpint (last_replayed, ==, (int) f->records->len);
  g_array_set_size (page, 0);
  last_replayed = -1;
  g_assert_true (chess_library_find_range (f->library, &filter, 0, 10, collect_ids, page, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (page->len, ==, 10);
  g_assert_cmpint (last_replayed, ==, 10);
  /* With another test, every game is still needed. */
  filter.result = CHESS_RESULT_DRAW;
  g_array_set_size (page, 0);
  last_replayed = -1;
  g_assert_true (chess_library_find_range (f->library, &filter, 0, 10, collect_ids, page, NULL, &error));
  g_assert_cmpuint (page->len, ==, 10);
  g_assert_cmpint (last_replayed, ==, (int) f->records->len);
  g_array_unref (page);
}

/* The games at a position come from two parts of a grouping (games with
 * few pawn departures by the end of the opening table, then the rest):
 * a game of the first part with a higher id than games of the second
 * must not hide them.  Game 3 moves no pawn in its first 20 plies. */
static void
test_position_parts (void)
{
  char *dir = lt_temp_dir ();
  char *db = g_build_filename (dir, "library.db", NULL), *pgn = g_build_filename (dir, "parts.pgn", NULL);
  static const char text[] =
    "[White \"a\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n"
    "[White \"b\"]\n\n1. d4 d5 *\n\n"
    "[White \"c\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nc3 Nc6 4. Nb1 Nb8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nc3 Nc6 8. Nb1 Nb8"
    " 9. Nf3 Nf6 10. Ng1 Ng8 11. e4 e5 *\n\n"
    "[White \"d\"]\n\n1. c4 e5 *\n";
  g_assert_true (g_file_set_contents (pgn, text, -1, NULL));
  GError *error = NULL;
  ChessLibrary *library = chess_library_open (db, &error);
  g_assert_no_error (error);
  GFile *file = g_file_new_for_path (pgn);
  ChessLibraryImportProgress progress;
  g_assert_true (chess_library_import_file (library, file, diagnostic_fails, NULL, NULL, &progress, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (progress.games, ==, 4);

  ChessPosition start, open_game;
  chess_position_set_start (&start);
  g_assert_true (chess_position_from_fen (&open_game, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
                                          NULL));
  const struct { const ChessPosition *pos; gint64 ids[4]; guint n; } cases[] = {
    { &start, { 1, 2, 3, 4 }, 4 },
    { &open_game, { 1, 3 }, 2 },
  };
  for (size_t c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      ChessLibraryFilter filter = CHESS_LIBRARY_FILTER_INIT;
      filter.position = cases[c].pos;
      GArray *ids = g_array_new (FALSE, FALSE, sizeof (gint64));
      g_assert_true (chess_library_find (library, &filter, collect_ids, ids, NULL, &error));
      g_assert_no_error (error);
      g_assert_cmpmem (ids->data, ids->len * sizeof (gint64), cases[c].ids, cases[c].n * sizeof (gint64));
      g_assert_cmpint (chess_library_count (library, &filter, NULL, &error), ==, (gint64) cases[c].n);
      g_array_unref (ids);
    }
  g_object_unref (file);
  g_object_unref (library);
  lt_remove_dir (dir);
  g_free (pgn);
  g_free (db);
  g_free (dir);
}

/* Transpositions: the same position by two move orders counts once per
 * game, in both trees. */
static void
test_transposition (Fixture *f, gconstpointer data)
{
  ChessPosition a, b;
  g_assert_true (chess_position_from_fen (&a, "rnbqkb1r/pppp1ppp/4pn2/8/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - 0 3", NULL));
  g_assert_true (chess_position_from_fen (&b, "rnbqkb1r/pppp1ppp/4pn2/8/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - 5 40", NULL));
  guint n = lt_check_tree (f->library, &a, f->records, f->occurrences, NULL);
  g_assert_cmpuint (n, >, 5);
  g_assert_cmpuint (lt_check_tree (f->library, &b, f->records, f->occurrences, NULL), ==, n);
  GError *error = NULL;
  GArray *ta = chess_library_tree (f->library, &a, NULL, &error), *tb = chess_library_tree (f->library, &b, NULL, &error);
  g_assert_cmpmem (ta->data, ta->len * sizeof (ChessLibraryTreeMove), tb->data, tb->len * sizeof (ChessLibraryTreeMove));
  g_array_unref (ta);
  g_array_unref (tb);
}

static gboolean
name_contains (const char *name, const char *part)
{
  char *a = g_utf8_casefold (name ? name : "?", -1), *b = g_utf8_casefold (part, -1);
  gboolean found = strstr (a, b) != NULL;
  g_free (a);
  g_free (b);
  return found;
}

typedef struct {
  const char *white, *black, *player;
  int result, year_from, year_to, elo_from;
  const char *eco_from, *eco_to;
} FilterCase;

static gboolean
record_passes (const ChessRecord *r, const FilterCase *c)
{
  const char *white = chess_record_get_tag (r, "White"), *black = chess_record_get_tag (r, "Black");
  const char *eco = chess_record_get_tag (r, "ECO");
  int year = lt_year (r);
  return (!c->white || name_contains (white, c->white)) && (!c->black || name_contains (black, c->black))
         && (!c->player || name_contains (white, c->player) || name_contains (black, c->player))
         && (c->result < 0 || (int) r->result == c->result)
         && (!c->year_from || (year && year >= c->year_from)) && (!c->year_to || (year && year <= c->year_to))
         && (!c->elo_from || (lt_elo (r, "WhiteElo") >= c->elo_from && lt_elo (r, "BlackElo") >= c->elo_from))
         && (!c->eco_from || (eco && strlen (eco) >= 3 && strncmp (eco, c->eco_from, 3) >= 0
                              && strncmp (eco, c->eco_to, 3) <= 0));
}

static void
test_filters (Fixture *f, gconstpointer data)
{
  static const FilterCase cases[] = {
    { .player = "FISCHER", .result = -1 },
    { .white = "fischer", .result = CHESS_RESULT_BLACK_WINS },
    { .black = "Spassky", .result = -1 },
    { .player = "karpov", .result = CHESS_RESULT_DRAW, .year_from = 1980 },
    { .result = -1, .year_from = 1960, .year_to = 1965 },
    { .result = -1, .elo_from = 2500 },
    { .result = -1, .eco_from = "B20", .eco_to = "B99" },
    { .player = "no such player anywhere", .result = -1 },
    /* Both sides at once, and a player with a rating range. */
    { .white = "fischer", .black = "spassky", .result = -1 },
    { .player = "kasparov", .result = -1, .elo_from = 2700 },
  };
  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const FilterCase *c = &cases[i];
      ChessLibraryFilter filter = CHESS_LIBRARY_FILTER_INIT;
      filter.white = c->white;
      filter.black = c->black;
      filter.player = c->player;
      filter.result = c->result;
      filter.year_from = c->year_from;
      filter.year_to = c->year_to;
      filter.elo_from = c->elo_from;
      filter.eco_from = c->eco_from;
      filter.eco_to = c->eco_to;
      GArray *ids = g_array_new (FALSE, FALSE, sizeof (gint64));
      GError *error = NULL;
      g_assert_true (chess_library_find (f->library, &filter, collect_ids, ids, NULL, &error));
      g_assert_no_error (error);
      guint expected = 0;
      for (guint g = 0; g < f->records->len; g++)
        if (record_passes (f->records->pdata[g], c))
          {
            g_assert_cmpuint (expected, <, ids->len);
            g_assert_cmpint (g_array_index (ids, gint64, expected), ==, (gint64) g + 1);
            expected++;
          }
      g_assert_cmpuint (ids->len, ==, expected);
      if (i != 7)
        g_assert_cmpuint (expected, >, 0);
      g_assert_cmpint (chess_library_count (f->library, &filter, NULL, &error), ==, (gint64) expected);
      g_assert_no_error (error);
      /* Pages of a list: one game, seven, and one past the end. */
      static const gint64 page_sizes[] = { 1, 7, 1000000 };
      for (size_t k = 0; k < G_N_ELEMENTS (page_sizes); k++)
        {
          GArray *paged = g_array_new (FALSE, FALSE, sizeof (gint64));
          for (gint64 offset = 0; offset <= (gint64) expected; offset += page_sizes[k])
            {
              guint before = paged->len;
              g_assert_true (chess_library_find_range (f->library, &filter, offset, page_sizes[k], collect_ids, paged,
                                                       NULL, &error));
              g_assert_no_error (error);
              g_assert_cmpint (paged->len - before, ==, MIN (page_sizes[k], (gint64) expected - offset));
            }
          g_assert_cmpmem (paged->data, paged->len * sizeof (gint64), ids->data, ids->len * sizeof (gint64));
          g_array_unref (paged);
        }
      g_array_unref (ids);
    }
}

/* Every game comes back as it went in: tags, moves, comments, variations. */
static void
test_export (Fixture *f, gconstpointer data)
{
  GOutputStream *out = g_memory_output_stream_new_resizable ();
  ChessLibraryFilter filter = CHESS_LIBRARY_FILTER_INIT;
  guint64 n = 0;
  GError *error = NULL;
  g_assert_true (chess_library_export (f->library, &filter, out, &n, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_output_stream_close (out, NULL, NULL));
  g_assert_cmpuint (n, ==, f->records->len);
  gsize size = g_memory_output_stream_get_data_size (G_MEMORY_OUTPUT_STREAM (out));
  ChessRecord **games = NULL;
  size_t count = chess_pgn_read_string (g_memory_output_stream_get_data (G_MEMORY_OUTPUT_STREAM (out)), size,
                                        &games, NULL, NULL);
  g_assert_cmpuint (count, ==, f->records->len);
  for (size_t i = 0; i < count; i++)
    {
      if (!chess_record_equal (games[i], f->records->pdata[i]))
        g_error ("game %zu differs after export:\n%s\nwas:\n%s", i + 1,
                 chess_pgn_record_to_string (games[i], 0, NULL),
                 chess_pgn_record_to_string (f->records->pdata[i], 0, NULL));
      chess_record_free (games[i]);
    }
  free (games);
  g_object_unref (out);
}

static void
test_remove_and_edit (Fixture *f, gconstpointer data)
{
  GError *error = NULL;
  GHashTable *removed = g_hash_table_new (NULL, NULL);
  ChessPosition start, e4;
  chess_position_set_start (&start);
  g_assert_true (chess_position_from_fen (&e4, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", NULL));

  /* The games with the latest year among those that open 1.e4: removing
   * them leaves the tree's "last year" to be found again. */
  int latest = 0;
  for (guint g = 0; g < f->records->len; g++)
    {
      const ChessRecord *r = f->records->pdata[g];
      if (r->root->first_child && r->root->first_child->move == chess_move_make (CHESS_E2, CHESS_E4))
        latest = MAX (latest, lt_year (r));
    }
  for (guint g = 0; g < f->records->len; g++)
    {
      const ChessRecord *r = f->records->pdata[g];
      gboolean latest_e4 = r->root->first_child && r->root->first_child->move == chess_move_make (CHESS_E2, CHESS_E4)
                           && lt_year (r) == latest;
      if (g % 7 == 3 || latest_e4)
        {
          g_assert_true (chess_library_remove_game (f->library, g + 1, &error));
          g_assert_no_error (error);
          g_hash_table_add (removed, GUINT_TO_POINTER (g));
        }
    }
  g_assert_false (chess_library_remove_game (f->library, 4, &error));
  g_assert_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_cmpint (chess_library_count_games (f->library, NULL), ==,
                   (gint64) (f->records->len - g_hash_table_size (removed)));
  lt_check_tree (f->library, &start, f->records, f->occurrences, removed);
  lt_check_tree (f->library, &e4, f->records, f->occurrences, removed);

  /* A result changed: the tree follows, and so does the export. */
  ChessRecord *first = f->records->pdata[0];
  ChessResult changed = first->result == CHESS_RESULT_WHITE_WINS ? CHESS_RESULT_BLACK_WINS : CHESS_RESULT_WHITE_WINS;
  g_assert_true (chess_library_set_tag (f->library, 1, "Result", chess_result_to_string (changed), &error));
  g_assert_no_error (error);
  first->result = changed;
  chess_record_set_tag (first, "Result", chess_result_to_string (changed));
  g_assert_true (chess_library_set_tag (f->library, 1, "White", "Somebody Else", &error));
  chess_record_set_tag (first, "White", "Somebody Else");
  g_assert_true (chess_library_set_tag (f->library, 1, "Annotator", "A tester", &error));
  chess_record_set_tag (first, "Annotator", "A tester");
  g_assert_true (chess_library_set_tag (f->library, 1, "WhiteElo", "2799", &error));
  chess_record_set_tag (first, "WhiteElo", "2799");
  g_assert_no_error (error);
  lt_check_tree (f->library, &start, f->records, f->occurrences, removed);
  ChessRecord *back = chess_library_get_record (f->library, 1, &error);
  g_assert_no_error (error);
  g_assert_true (chess_record_equal (back, first));
  chess_record_free (back);

  /* The players' lists follow: the new name finds the game, the old one
   * does not, and removed games are gone from both sides' lists. */
  ChessLibraryFilter by_name = CHESS_LIBRARY_FILTER_INIT;
  by_name.white = "somebody else";
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_assert_true (chess_library_find (f->library, &by_name, collect_ids, ids, NULL, &error));
  g_assert_cmpuint (ids->len, ==, 1);
  g_assert_cmpint (g_array_index (ids, gint64, 0), ==, 1);
  g_array_set_size (ids, 0);
  by_name.white = NULL;
  by_name.player = "fischer";
  g_assert_true (chess_library_find (f->library, &by_name, collect_ids, ids, NULL, &error));
  guint expected = 0;
  for (guint g = 0; g < f->records->len; g++)
    {
      const ChessRecord *r = f->records->pdata[g];
      if (g_hash_table_contains (removed, GUINT_TO_POINTER (g)))
        continue;
      if (name_contains (chess_record_get_tag (r, "White"), "fischer")
          || name_contains (chess_record_get_tag (r, "Black"), "fischer"))
        {
          g_assert_cmpuint (expected, <, ids->len);
          g_assert_cmpint (g_array_index (ids, gint64, expected), ==, (gint64) g + 1);
          expected++;
        }
    }
  g_assert_cmpuint (ids->len, ==, expected);
  g_assert_cmpuint (expected, >, 500);
  g_array_unref (ids);

  g_assert_false (chess_library_set_tag (f->library, 1, "Result", "2-0", &error));
  g_assert_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (chess_library_set_tag (f->library, 1, "FEN", "8/8/8/8/8/8/8/K6k w - - 0 1", &error));
  g_assert_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (chess_library_set_tag (f->library, 1, "bad name!", "x", &error));
  g_assert_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_INVALID);
  g_clear_error (&error);
  g_hash_table_unref (removed);
}

static void
count_diagnostic (const ChessPgnDiagnostic *diagnostic, const char *filename, gpointer user_data)
{
  char line[512];
  chess_pgn_diagnostic_format (diagnostic, filename, line, sizeof line);
  g_ptr_array_add (user_data, g_strdup (line));
}

static void
test_bad_games (void)
{
  char *dir = lt_temp_dir ();
  char *db = g_build_filename (dir, "library.db", NULL), *pgn = g_build_filename (dir, "bad.pgn", NULL);
  static const char text[] =
    "[Event \"one\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n"
    "[Event \"two\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 *\n\n"
    "[Event \"three\"]\n[White \"E\"]\n[Black \"F\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";
  g_assert_true (g_file_set_contents (pgn, text, -1, NULL));
  GError *error = NULL;
  ChessLibrary *library = chess_library_open (db, &error);
  g_assert_no_error (error);
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  GFile *file = g_file_new_for_path (pgn);
  ChessLibraryImportProgress progress;
  g_assert_true (chess_library_import_file (library, file, count_diagnostic, NULL, lines, &progress, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (progress.games, ==, 2);
  g_assert_cmpuint (progress.errors, ==, 1);
  g_assert_cmpuint (lines->len, ==, 1);
  char *expected = g_strdup_printf ("%s:13:13: game 2: ", pgn);
  if (!g_str_has_prefix (lines->pdata[0], expected))
    g_error ("diagnostic “%s” does not start with “%s”", (char *) lines->pdata[0], expected);
  g_assert_nonnull (strstr (lines->pdata[0], "Ke3"));
  g_free (expected);

  ChessLibraryFilter filter = CHESS_LIBRARY_FILTER_INIT;
  filter.white = "E";
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_assert_true (chess_library_find (library, &filter, collect_ids, ids, NULL, &error));
  g_assert_cmpuint (ids->len, ==, 1);
  g_assert_cmpint (g_array_index (ids, gint64, 0), ==, 2);
  g_array_unref (ids);

  /* A file that cannot be read: an error, nothing imported. */
  GFile *missing = g_file_new_for_path ("/nonexistent/games.pgn");
  g_assert_false (chess_library_import_file (library, missing, NULL, NULL, NULL, NULL, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_cmpint (chess_library_count_games (library, NULL), ==, 2);

  g_object_unref (missing);
  g_object_unref (file);
  g_ptr_array_unref (lines);
  g_object_unref (library);
  lt_remove_dir (dir);
  g_free (pgn);
  g_free (db);
  g_free (dir);
}

/* A game from a composed position the PGN reader takes with a warning
 * (two bishops giving check at once) is stored, found and exported. */
static void
test_composed_position (void)
{
  char *dir = lt_temp_dir ();
  char *db = g_build_filename (dir, "library.db", NULL), *pgn = g_build_filename (dir, "composed.pgn", NULL);
  static const char text[] =
    "[Event \"perft\"]\n[SetUp \"1\"]\n[FEN \"B6b/8/8/8/2K5/5k2/8/b6B b - - 0 1\"]\n\n1... Ke3 2. Kb5 *\n";
  g_assert_true (g_file_set_contents (pgn, text, -1, NULL));
  GError *error = NULL;
  ChessLibrary *library = chess_library_open (db, &error);
  g_assert_no_error (error);
  GFile *file = g_file_new_for_path (pgn);
  ChessLibraryImportProgress progress;
  g_assert_true (chess_library_import_file (library, file, NULL, NULL, NULL, &progress, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (progress.games, ==, 1);

  GOutputStream *out = g_memory_output_stream_new_resizable ();
  ChessLibraryFilter filter = CHESS_LIBRARY_FILTER_INIT;
  guint64 n = 0;
  g_assert_true (chess_library_export (library, &filter, out, &n, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_output_stream_close (out, NULL, NULL));
  g_assert_cmpuint (n, ==, 1);
  ChessRecord **games = NULL;
  size_t count = chess_pgn_read_string (g_memory_output_stream_get_data (G_MEMORY_OUTPUT_STREAM (out)),
                                        g_memory_output_stream_get_data_size (G_MEMORY_OUTPUT_STREAM (out)),
                                        &games, NULL, NULL);
  g_assert_cmpuint (count, ==, 1);
  ChessRecord **originals = NULL;
  g_assert_cmpuint (chess_pgn_read_string (text, sizeof text - 1, &originals, NULL, NULL), ==, 1);
  g_assert_true (chess_record_equal (games[0], originals[0]));
  chess_record_free (games[0]);
  chess_record_free (originals[0]);
  free (games);
  free (originals);
  g_object_unref (out);
  g_object_unref (file);
  g_object_unref (library);
  lt_remove_dir (dir);
  g_free (pgn);
  g_free (db);
  g_free (dir);
}

/* A .pgn.gz gives the same library as the plain file. */
static void
test_gzip (void)
{
  char *dir = lt_temp_dir ();
  char *source = lt_testdata ("games/chesslablab-Fischer.pgn");
  char *gz = g_build_filename (dir, "fischer.pgn.gz", NULL), *db = g_build_filename (dir, "library.db", NULL);
  char *text;
  gsize length;
  g_assert_true (g_file_get_contents (source, &text, &length, NULL));
  GZlibCompressor *compressor = g_zlib_compressor_new (G_ZLIB_COMPRESSOR_FORMAT_GZIP, 6);
  GOutputStream *memory = g_memory_output_stream_new_resizable ();
  GOutputStream *zipped = g_converter_output_stream_new (memory, G_CONVERTER (compressor));
  g_assert_true (g_output_stream_write_all (zipped, text, length, NULL, NULL, NULL));
  g_assert_true (g_output_stream_close (zipped, NULL, NULL));
  g_assert_true (g_file_set_contents (gz, g_memory_output_stream_get_data (G_MEMORY_OUTPUT_STREAM (memory)),
                                      (gssize) g_memory_output_stream_get_data_size (G_MEMORY_OUTPUT_STREAM (memory)), NULL));
  g_object_unref (zipped);
  g_object_unref (memory);
  g_object_unref (compressor);

  GError *error = NULL;
  ChessLibrary *library = chess_library_open (db, &error);
  GFile *file = g_file_new_for_path (gz);
  ChessLibraryImportProgress progress;
  g_assert_true (chess_library_import_file (library, file, diagnostic_fails, NULL, NULL, &progress, NULL, &error));
  g_assert_no_error (error);
  GPtrArray *records = g_ptr_array_new_with_free_func ((GDestroyNotify) chess_record_free);
  lt_read_records (source, records);
  g_assert_cmpuint (progress.games, ==, records->len);
  g_assert_cmpuint (progress.bytes_read, ==, progress.bytes_total);
  GHashTable *occurrences = lt_occurrences (records);
  ChessPosition start;
  chess_position_set_start (&start);
  g_assert_cmpuint (lt_check_tree (library, &start, records, occurrences, NULL), ==, records->len);

  g_hash_table_unref (occurrences);
  g_ptr_array_unref (records);
  g_object_unref (file);
  g_object_unref (library);
  g_free (text);
  lt_remove_dir (dir);
  g_free (gz);
  g_free (db);
  g_free (dir);
  g_free (source);
}

/* The tests that only read share one library (an import is the slow part
 * under the sanitizers); the one that changes games has its own. */
static Fixture shared;
static gboolean shared_ready;

static void
shared_set_up (Fixture *f, gconstpointer data)
{
  if (!shared_ready)
    {
      fixture_set_up (&shared, data);
      shared_ready = TRUE;
    }
  *f = shared;
}

static void
shared_tear_down (Fixture *f, gconstpointer data)
{
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_log_set_writer_func (log_writer, NULL, NULL);
  g_test_add ("/library/tree-and-find", Fixture, NULL, shared_set_up, test_tree_and_find, shared_tear_down);
  g_test_add ("/library/position-pages", Fixture, NULL, shared_set_up, test_position_pages, shared_tear_down);
  g_test_add ("/library/transposition", Fixture, NULL, shared_set_up, test_transposition, shared_tear_down);
  g_test_add ("/library/filters", Fixture, NULL, shared_set_up, test_filters, shared_tear_down);
  g_test_add ("/library/export", Fixture, NULL, shared_set_up, test_export, shared_tear_down);
  g_test_add ("/library/remove-and-edit", Fixture, NULL, fixture_set_up, test_remove_and_edit, fixture_tear_down);
  g_test_add_func ("/library/bad-games", test_bad_games);
  g_test_add_func ("/library/gzip", test_gzip);
  g_test_add_func ("/library/position-parts", test_position_parts);
  g_test_add_func ("/library/composed-position", test_composed_position);
  int status = g_test_run ();
  if (shared_ready)
    fixture_tear_down (&shared, NULL);
  return status;
}
