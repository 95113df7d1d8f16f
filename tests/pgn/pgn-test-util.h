/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pgn-test-util.h — small helpers shared by the PGN test programs. */
#pragma once

#include <glib.h>
#include <string.h>
#include <zlib.h>

#include "chess-notation.h"
#include "chess-pgn.h"

/* Path under $CHESS_TESTDATA (skips the test when it is not set). */
static inline char *
pgn_test_path (const char *relative)
{
  const char *dir = g_getenv ("CHESS_TESTDATA");
  if (!dir)
    return NULL;
  return g_build_filename (dir, relative, NULL);
}

/* Whole file, gunzipped when it ends in .gz. */
static inline GBytes *
pgn_test_load (const char *path)
{
  if (g_str_has_suffix (path, ".gz"))
    {
      gzFile gz = gzopen (path, "rb");
      g_assert_nonnull (gz);
      GByteArray *data = g_byte_array_new ();
      guint8 buf[65536];
      int n;
      while ((n = gzread (gz, buf, sizeof buf)) > 0)
        g_byte_array_append (data, buf, (guint) n);
      g_assert_cmpint (n, ==, 0);
      gzclose (gz);
      return g_byte_array_free_to_bytes (data);
    }
  char *contents = NULL;
  gsize length = 0;
  GError *error = NULL;
  g_file_get_contents (path, &contents, &length, &error);
  g_assert_no_error (error);
  return g_bytes_new_take (contents, length);
}

typedef struct {
  GPtrArray *records;        /* ChessRecord * */
  GArray *diagnostics;       /* ChessPgnDiagnostic */
  GArray *game_status;       /* ChessPgnStatus per game */
  GArray *plies;             /* unsigned per game: reader's main-line count */
  GArray *finals;            /* ChessPosition per game: reader's final position */
} PgnTestGames;

static inline void
pgn_test_record_free (gpointer p)
{
  chess_record_free (p);
}

static inline void
pgn_test_fen (const ChessPosition *pos, char *fen)
{
  chess_position_to_fen (pos, fen, CHESS_FEN_MAX);
}

/* ---- The main-line reader against the full one ---- */

typedef struct {
  const char *data;
  size_t size, pos, chunk;
} PgnTestChunks;

/* A pull source giving at most chunk bytes a call: tokens cross chunks. */
static inline size_t
pgn_test_pull_chunks (void *user, char *buf, size_t max)
{
  PgnTestChunks *s = user;
  size_t n = MIN (MIN (s->size - s->pos, s->chunk), max);
  memcpy (buf, s->data + s->pos, n);
  s->pos += n;
  return n;
}

/* More than a main line: what the main-line reader must call annotated. */
static inline gboolean
pgn_test_record_is_annotated (const ChessRecord *record)
{
  if (record->root->comment || record->root->n_nags)
    return TRUE;
  for (const ChessNode *node = record->root->first_child; node; node = node->first_child)
    if (node->comment || node->pre_comment || node->n_nags || node->next_sibling
        || node->clock_ms != CHESS_TIME_NONE || node->emt_ms != CHESS_TIME_NONE
        || node->eval || node->arrows || node->highlights)
      return TRUE;
  return FALSE;
}

static inline char *
pgn_test_record_text (const ChessRecord *record)
{
  return chess_pgn_record_to_string (record, CHESS_PGN_WRITE_DEFAULT, NULL);
}

/* Reads data with chess_pgn_reader_next_game and with
 * chess_pgn_reader_next_main_line (both flags; the second through a
 * chunked pull source) and checks they agree on every game: status,
 * diagnostics, tags, start, result, main line, ply count, final position;
 * the main line alone has an empty tree, and with the tree wanted for
 * annotated games such a game is written exactly as the full reader's. */
static inline void
pgn_test_check_main_line (const char *data, size_t length, const char *what)
{
  ChessPgnReader *full = chess_pgn_reader_new_memory (data, length);
  ChessPgnReader *lines = chess_pgn_reader_new_memory (data, length);
  PgnTestChunks chunks = { data, length, 0, 7 };
  ChessPgnReader *trees = chess_pgn_reader_new (pgn_test_pull_chunks, &chunks);
  ChessRecord *record;
  ChessPgnStatus status;
  guint game = 0;
  while ((status = chess_pgn_reader_next_game (full, &record)) != CHESS_PGN_END)
    {
      game++;
      size_t n_full;
      const ChessPgnDiagnostic *d_full = chess_pgn_reader_get_diagnostics (full, &n_full);
      char fen_full[CHESS_FEN_MAX];
      pgn_test_fen (chess_pgn_reader_get_final_position (full), fen_full);
      GArray *line = g_array_new (FALSE, FALSE, sizeof (ChessMove));
      for (const ChessNode *node = record->root->first_child; node; node = node->first_child)
        g_array_append_val (line, node->move);

      for (int pass = 0; pass < 2; pass++)
        {
          ChessPgnReader *reader = pass == 0 ? lines : trees;
          ChessPgnMainLine got = { 0 };
          ChessPgnStatus s = chess_pgn_reader_next_main_line (reader,
              pass == 0 ? CHESS_PGN_MAIN_LINE_DEFAULT : CHESS_PGN_MAIN_LINE_TREE_IF_ANNOTATED, &got);
          if (s != status)
            g_error ("%s: game %u: status %d read for its main line, %d in full", what, game, s, status);
          size_t n;
          const ChessPgnDiagnostic *d = chess_pgn_reader_get_diagnostics (reader, &n);
          g_assert_cmpuint (n, ==, n_full);
          for (size_t i = 0; i < n; i++)
            {
              g_assert_cmpint (d[i].kind, ==, d_full[i].kind);
              g_assert_cmpint (d[i].severity, ==, d_full[i].severity);
              g_assert_cmpuint (d[i].line, ==, d_full[i].line);
              g_assert_cmpuint (d[i].column, ==, d_full[i].column);
              g_assert_cmpuint (d[i].offset, ==, d_full[i].offset);
              g_assert_cmpuint (d[i].game, ==, d_full[i].game);
              g_assert_cmpstr (d[i].message, ==, d_full[i].message);
            }
          g_assert_cmpuint (got.n_moves, ==, line->len);
          if (line->len)
            g_assert_cmpmem (got.moves, got.n_moves * sizeof (ChessMove), line->data, line->len * sizeof (ChessMove));
          g_assert_cmpuint (chess_pgn_reader_get_game_plies (reader), ==, line->len);
          g_assert_cmpuint (chess_pgn_reader_get_game_number (reader), ==, chess_pgn_reader_get_game_number (full));
          g_assert_cmpuint (chess_pgn_reader_get_game_offset (reader), ==, chess_pgn_reader_get_game_offset (full));
          char fen[CHESS_FEN_MAX];
          pgn_test_fen (chess_pgn_reader_get_final_position (reader), fen);
          g_assert_cmpstr (fen, ==, fen_full);
          if (pgn_test_record_is_annotated (record))
            g_assert_true (got.annotated);
          ChessRecord *r = got.record;
          g_assert_cmpint (r->result, ==, record->result);
          g_assert_cmpuint (r->n_tags, ==, record->n_tags);
          for (size_t i = 0; i < r->n_tags; i++)
            {
              g_assert_cmpstr (r->tags[i].name, ==, record->tags[i].name);
              g_assert_cmpstr (r->tags[i].value, ==, record->tags[i].value);
            }
          char fen_start[CHESS_FEN_MAX];
          pgn_test_fen (&r->start, fen);
          pgn_test_fen (&record->start, fen_start);
          g_assert_cmpstr (fen, ==, fen_start);
          g_assert_cmpint (r->start.chess960, ==, record->start.chess960);
          if (pass == 1 && got.annotated)
            {
              char *text = pgn_test_record_text (r), *full_text = pgn_test_record_text (record);
              if (strcmp (text, full_text) != 0)
                g_error ("%s: game %u: the tree built from its first annotation differs:\n%s\nfull:\n%s",
                         what, game, text, full_text);
              free (text);
              free (full_text);
            }
          else
            g_assert_null (r->root->first_child);
          chess_record_free (r);
        }
      g_array_unref (line);
      chess_record_free (record);
    }
  ChessPgnMainLine untouched = { .n_moves = 12345 };
  g_assert_cmpint (chess_pgn_reader_next_main_line (lines, 0, &untouched), ==, CHESS_PGN_END);
  g_assert_cmpint (chess_pgn_reader_next_main_line (trees, 0, &untouched), ==, CHESS_PGN_END);
  g_assert_cmpuint (untouched.n_moves, ==, 12345);
  chess_pgn_reader_free (full);
  chess_pgn_reader_free (lines);
  chess_pgn_reader_free (trees);
}

/* Every game of data, read in full; the main-line reader is checked
 * against it on the way (pgn_test_check_main_line), so every input of
 * the reader's tests checks that too. */
static inline PgnTestGames *
pgn_test_read (const char *data, size_t length)
{
  pgn_test_check_main_line (data, length, "input");
  PgnTestGames *g = g_new0 (PgnTestGames, 1);
  g->records = g_ptr_array_new_with_free_func (pgn_test_record_free);
  g->diagnostics = g_array_new (FALSE, FALSE, sizeof (ChessPgnDiagnostic));
  g->game_status = g_array_new (FALSE, FALSE, sizeof (ChessPgnStatus));
  g->plies = g_array_new (FALSE, FALSE, sizeof (unsigned));
  g->finals = g_array_new (FALSE, FALSE, sizeof (ChessPosition));
  ChessPgnReader *reader = chess_pgn_reader_new_memory (data, length);
  ChessRecord *record;
  ChessPgnStatus status;
  while ((status = chess_pgn_reader_next_game (reader, &record)) != CHESS_PGN_END)
    {
      size_t n;
      const ChessPgnDiagnostic *d = chess_pgn_reader_get_diagnostics (reader, &n);
      g_array_append_vals (g->diagnostics, d, (guint) n);
      g_ptr_array_add (g->records, record);
      g_array_append_val (g->game_status, status);
      unsigned plies = chess_pgn_reader_get_game_plies (reader);
      g_array_append_val (g->plies, plies);
      g_array_append_vals (g->finals, chess_pgn_reader_get_final_position (reader), 1);
    }
  chess_pgn_reader_free (reader);
  return g;
}

static inline PgnTestGames *
pgn_test_read_str (const char *text)
{
  return pgn_test_read (text, strlen (text));
}

/* Fails on the first diagnostic of the games read, naming it. */
static inline void
pgn_test_assert_no_errors (PgnTestGames *g)
{
  if (g->diagnostics->len)
    {
      const ChessPgnDiagnostic *d = &g_array_index (g->diagnostics, ChessPgnDiagnostic, 0);
      g_error ("unexpected diagnostic %u:%" G_GUINT64_FORMAT " game %zu: %s", d->line, d->column, d->game, d->message);
    }
}

/* Every game of a file under $CHESS_TESTDATA (gunzipped when it ends in .gz). */
static inline PgnTestGames *
pgn_test_read_data_file (const char *relative)
{
  char *path = pgn_test_path (relative);
  GBytes *bytes = pgn_test_load (path);
  gsize length;
  const char *data = g_bytes_get_data (bytes, &length);
  PgnTestGames *g = pgn_test_read (data, length);
  g_bytes_unref (bytes);
  g_free (path);
  return g;
}

/* Game i (0-based) */
static inline ChessRecord *
pgn_test_game (PgnTestGames *g, guint i)
{
  g_assert_cmpuint (i, <, g->records->len);
  return g_ptr_array_index (g->records, i);
}

static inline void
pgn_test_games_free (PgnTestGames *g)
{
  g_ptr_array_unref (g->records);
  g_array_unref (g->diagnostics);
  g_array_unref (g->game_status);
  g_array_unref (g->plies);
  g_array_unref (g->finals);
  g_free (g);
}

/* The first diagnostic of game n (1-based), or NULL */
static inline const ChessPgnDiagnostic *
pgn_test_first_diagnostic (const PgnTestGames *g, size_t game)
{
  for (guint i = 0; i < g->diagnostics->len; i++)
    {
      const ChessPgnDiagnostic *d = &g_array_index (g->diagnostics, ChessPgnDiagnostic, i);
      if (d->game == game)
        return d;
    }
  return NULL;
}

/* The first error (not warning) of game n (1-based), or NULL */
static inline const ChessPgnDiagnostic *
pgn_test_first_error (const PgnTestGames *g, size_t game)
{
  for (guint i = 0; i < g->diagnostics->len; i++)
    {
      const ChessPgnDiagnostic *d = &g_array_index (g->diagnostics, ChessPgnDiagnostic, i);
      if (d->game == game && d->severity == CHESS_PGN_SEVERITY_ERROR)
        return d;
    }
  return NULL;
}

static inline char *
pgn_test_write_all (const PgnTestGames *g, size_t *length)
{
  ChessPgnBuffer out;
  chess_pgn_buffer_init (&out);
  for (guint i = 0; i < g->records->len; i++)
    chess_pgn_write_record (g_ptr_array_index (g->records, i), CHESS_PGN_WRITE_DEFAULT, &out);
  *length = out.length;
  return out.data ? out.data : g_strdup ("");
}


/* Round trip: write, read back (equal trees, no new errors), write again (same bytes). */
static inline void
pgn_test_round_trip (const PgnTestGames *g, const char *what)
{
  size_t len1, len2;
  char *text1 = pgn_test_write_all (g, &len1);
  PgnTestGames *again = pgn_test_read (text1, len1);
  g_assert_cmpuint (again->records->len, ==, g->records->len);
  for (guint i = 0; i < g->records->len; i++)
    {
      ChessRecord *a = g_ptr_array_index (g->records, i);
      ChessRecord *b = g_ptr_array_index (again->records, i);
      if (!chess_record_equal (a, b))
        g_error ("%s: game %u differs after write and read", what, i + 1);
    }
  /* Only games that had errors may have errors again (e.g. unsupported variants). */
  for (guint i = 0; i < again->diagnostics->len; i++)
    {
      const ChessPgnDiagnostic *d = &g_array_index (again->diagnostics, ChessPgnDiagnostic, i);
      ChessPgnStatus before = g_array_index (g->game_status, ChessPgnStatus, d->game - 1);
      if (before != CHESS_PGN_GAME_ERRORS)
        g_error ("%s: our own output has an error: %u:%" G_GUINT64_FORMAT ": %s", what, d->line, d->column, d->message);
    }
  char *text2 = pgn_test_write_all (again, &len2);
  g_assert_cmpuint (len1, ==, len2);
  g_assert_true (memcmp (text1, text2, len1) == 0);
  /* Export format: movetext lines of at most 79 characters (a single
   * over-long token may stand alone on its line). */
  for (char *line = text1; *line;)
    {
      char *nl = strchr (line, '\n');
      size_t n = nl ? (size_t) (nl - line) : strlen (line);
      if (n > 79 && line[0] != '[' && memchr (line, ' ', n) != NULL)
        g_error ("%s: line longer than 79 characters: %.*s", what, (int) n, line);
      if (!nl)
        break;
      line = nl + 1;
    }
  pgn_test_games_free (again);
  free (text1);
  free (text2);
}
