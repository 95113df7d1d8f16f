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

static inline PgnTestGames *
pgn_test_read (const char *data, size_t length)
{
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

static inline void
pgn_test_fen (const ChessPosition *pos, char *fen)
{
  chess_position_to_fen (pos, fen, CHESS_FEN_MAX);
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
