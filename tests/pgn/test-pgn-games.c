/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-pgn-games.c — every real game file in testdata/games/ (and draw/):
 * no diagnostics, the game counts pgn-extract found (README), the
 * reader's final position equal to a replay of the record through the
 * core, ply counts equal to the index scan, reading from an index offset,
 * a per-game round trip (tree equality, byte-stable output), and the
 * main-line reader agreeing with the full one. */
#include "pgn-test-util.h"

#include <stdlib.h>

typedef struct {
  const char *file;
  unsigned games;
} GameFile;

static const GameFile game_files[] = {
  { "games/chessjs-benchmark.pgn", 100 },
  { "games/chesslablab-Capablanca.pgn", 597 },
  { "games/chesslablab-Carlsen.pgn", 5662 },
  { "games/chesslablab-Fischer.pgn", 827 },
  { "games/chesslablab-Kasparov.pgn", 2128 },
  { "games/chesslablab-PolgarJ.pgn", 1825 },
  { "games/pgn-parser-32games.pgn", 32 },
  { "games/pgn-parser-lichess_mliebelt_2024-01-03.pgn", 8 },
  { "games/pgn-parser-twic-01-232games.pgn", 232 },
  { "games/pychess-dortmund.pgn", 347 },
  { "games/pychess-world_matches.pgn", 580 },
  { "games/shakmaty-lichess_db_1000k.pgn", 438 },
  { "games/shakmaty-twic1599_1000k.pgn", 1110 },
  { "games/chesslablab-5-players-11039-games.pgn.gz", 11039 },
  { "draw/pychess-3fold.pgn", 2 },
  { "draw/pychess-50.pgn", 1 },
  { "draw/pychess-50halfmoves.pgn", 1 },
  { "draw/pychess-draw.pgn", 1 },
  { "draw/pychess-insufficient_material.pgn", 1 },
  { "draw/pychess-mate.pgn", 1 },
  { "draw/pychess-material.pgn", 1 },
  { "draw/pychess-threefold.pgn", 1 },
};

typedef struct {
  gzFile gz;
} GzSource;

static size_t
gz_read (void *user, char *buf, size_t max)
{
  int n = gzread (((GzSource *) user)->gz, buf, (unsigned) max);
  return n < 0 ? (size_t) -1 : (size_t) n;
}

static void
fail_diagnostic (const char *file, ChessPgnReader *reader)
{
  size_t n;
  const ChessPgnDiagnostic *d = chess_pgn_reader_get_diagnostics (reader, &n);
  char line[512];
  chess_pgn_diagnostic_format (&d[0], file, line, sizeof line);
  g_error ("%s", line);
}

static void
check_file (gconstpointer data)
{
  const GameFile *gf = data;
  char *path = pgn_test_path (gf->file);
  if (!path)
    {
      g_test_skip ("CHESS_TESTDATA not set");
      return;
    }

  /* 1. The index scan, streaming through zlib in chunks. */
  GzSource src = { gzopen (path, "rb") };
  g_assert_nonnull (src.gz);
  ChessPgnReader *reader = chess_pgn_reader_new (gz_read, &src);
  GArray *index = g_array_new (FALSE, TRUE, sizeof (ChessPgnIndexEntry));
  ChessPgnIndexEntry entry = { 0 };
  while (chess_pgn_reader_scan_game (reader, &entry))
    {
      g_assert_false (entry.has_errors);
      g_array_append_val (index, entry);
      memset (&entry, 0, sizeof entry);
    }
  chess_pgn_reader_free (reader);
  gzclose (src.gz);
  g_assert_cmpuint (index->len, ==, gf->games);

  /* 2. Full read, game by game, with a round trip of each. */
  GBytes *bytes = pgn_test_load (path);
  gsize len;
  const char *text = g_bytes_get_data (bytes, &len);
  pgn_test_check_main_line (text, len, gf->file);
  reader = chess_pgn_reader_new_memory (text, len);
  ChessRecord *r;
  guint i = 0;
  ChessPgnBuffer out1, out2;
  chess_pgn_buffer_init (&out1);
  chess_pgn_buffer_init (&out2);
  ChessPgnStatus status;
  while ((status = chess_pgn_reader_next_game (reader, &r)) != CHESS_PGN_END)
    {
      if (status != CHESS_PGN_GAME_OK)
        fail_diagnostic (gf->file, reader);
      g_assert_cmpuint (i, <, index->len);
      ChessPgnIndexEntry *e = &g_array_index (index, ChessPgnIndexEntry, i);

      /* Replay through the core equals the position the reader reached. */
      ChessPosition replay;
      ChessNode *end = chess_record_main_line_end (r);
      chess_record_position_at (r, end, &replay);
      char fen_reader[CHESS_FEN_MAX], fen_replay[CHESS_FEN_MAX];
      pgn_test_fen (chess_pgn_reader_get_final_position (reader), fen_reader);
      pgn_test_fen (&replay, fen_replay);
      g_assert_cmpstr (fen_reader, ==, fen_replay);
      g_assert_cmpuint (chess_pgn_reader_get_game_plies (reader), ==, (unsigned) chess_node_ply (end));
      if (e->plies != (unsigned) chess_node_ply (end))
        g_error ("%s game %u: index counts %u plies, reader %d", gf->file, i + 1, e->plies, chess_node_ply (end));
      g_assert_cmpuint (e->offset, ==, chess_pgn_reader_get_game_offset (reader));
      g_assert_cmpint (e->result, ==, r->result);
      const char *white = chess_record_get_tag (r, "White");
      g_assert_cmpstr (e->roster[CHESS_PGN_ROSTER_WHITE], ==, white ? white : "?");

      /* Round trip of this game. */
      out1.length = out2.length = 0;
      chess_pgn_write_record (r, CHESS_PGN_WRITE_DEFAULT, &out1);
      ChessPgnReader *back = chess_pgn_reader_new_memory (out1.data, out1.length);
      ChessRecord *r2;
      g_assert_cmpint (chess_pgn_reader_next_game (back, &r2), ==, CHESS_PGN_GAME_OK);
      if (!chess_record_equal (r, r2))
        g_error ("%s game %u differs after write and read:\n%s", gf->file, i + 1, out1.data);
      g_assert_cmpint (chess_pgn_reader_next_game (back, NULL), ==, CHESS_PGN_END);
      chess_pgn_reader_free (back);
      chess_pgn_write_record (r2, CHESS_PGN_WRITE_DEFAULT, &out2);
      g_assert_cmpuint (out1.length, ==, out2.length);
      g_assert_true (memcmp (out1.data, out2.data, out1.length) == 0);

      /* Every 97th game: reading from its index offset gives the same game. */
      if (i % 97 == 0)
        {
          ChessPgnReader *at = chess_pgn_reader_new_memory (text + e->offset, len - e->offset);
          chess_pgn_reader_set_origin (at, e->offset, e->line, e->game);
          ChessRecord *r3;
          g_assert_cmpint (chess_pgn_reader_next_game (at, &r3), ==, CHESS_PGN_GAME_OK);
          g_assert_true (chess_record_equal (r, r3));
          g_assert_cmpuint (chess_pgn_reader_get_game_number (at), ==, i + 1);
          chess_record_free (r3);
          chess_pgn_reader_free (at);
        }
      chess_record_free (r2);
      chess_record_free (r);
      i++;
    }
  g_assert_cmpuint (i, ==, gf->games);
  chess_pgn_reader_free (reader);
  chess_pgn_buffer_clear (&out1);
  chess_pgn_buffer_clear (&out2);
  for (guint k = 0; k < index->len; k++)
    chess_pgn_index_entry_clear (&g_array_index (index, ChessPgnIndexEntry, k));
  g_array_unref (index);
  g_bytes_unref (bytes);
  g_free (path);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (size_t i = 0; i < G_N_ELEMENTS (game_files); i++)
    {
      char *name = g_strdup_printf ("/pgn/games/%s", game_files[i].file);
      g_test_add_data_func (name, &game_files[i], check_file);
      g_free (name);
    }
  return g_test_run ();
}
