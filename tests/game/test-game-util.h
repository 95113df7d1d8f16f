/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-util.h — helpers shared by the game tests. */
#pragma once

#include <string.h>
#include <stdlib.h>
#include <glib.h>

#include "chess-game.h"
#include "chess-pgn.h"

/* A clock that only moves when the test says so. */
typedef struct {
  gint64 now;
} FakeTime;

static inline gint64
fake_time_now (gpointer data)
{
  return ((FakeTime *) data)->now;
}

static inline ChessMove
test_san (ChessGame  *game,
          const char *san)
{
  ChessMove move = CHESS_MOVE_NONE;
  ChessSanStatus status = chess_move_from_san (chess_game_get_position (game), san, strlen (san), &move);

  if (status != CHESS_SAN_OK)
    g_error ("%s: not a legal move here (status %d)", san, status);
  return move;
}

static inline gboolean
test_play (ChessGame  *game,
           const char *san)
{
  return chess_game_make_move (game, test_san (game, san));
}

/* "1. e4 e5 2. Nf3": plays every move, asserting each is accepted. */
static inline void
test_play_line (ChessGame  *game,
                const char *line)
{
  g_auto(GStrv) words = g_strsplit_set (line, " \n", -1);

  for (guint i = 0; words[i] != NULL; i++)
    {
      const char *w = words[i];

      if (*w == '\0' || g_ascii_isdigit (*w))
        continue;   /* move numbers */
      if (!test_play (game, w))
        g_error ("move %s was refused", w);
    }
}

static inline char *
test_data_path (const char *relative)
{
  const char *dir = g_getenv ("CHESS_TESTDATA");

  if (dir == NULL)
    g_error ("CHESS_TESTDATA is not set");
  return g_build_filename (dir, relative, NULL);
}

/* The first game of a shared test file. */
static inline ChessRecord *
test_read_record (const char *relative)
{
  g_autofree char *path = test_data_path (relative);
  g_autofree char *contents = NULL;
  gsize length = 0;
  ChessRecord **games = NULL;
  ChessRecord *first;
  size_t n;

  if (!g_file_get_contents (path, &contents, &length, NULL))
    g_error ("cannot read %s", path);
  n = chess_pgn_read_string (contents, length, &games, NULL, NULL);
  g_assert_cmpuint (n, >=, 1);
  first = games[0];
  for (size_t i = 1; i < n; i++)
    chess_record_free (games[i]);
  free (games);
  return first;
}

/* The game of a PGN text that holds one. */
static inline ChessGame *
test_game_from_pgn (const char *pgn)
{
  ChessRecord **games = NULL;
  ChessGame *game;

  g_assert_cmpuint (chess_pgn_read_string (pgn, strlen (pgn), &games, NULL, NULL), ==, 1);
  game = chess_game_new_from_record (games[0]);
  free (games);
  return game;
}

static inline guint
test_count_plies (const ChessRecord *record)
{
  guint n = 0;
  for (ChessNode *node = record->root->first_child; node; node = node->first_child)
    n++;
  return n;
}

/* A new game from the record's start, playing its main line move by move
 * (as players would), up to `max_plies` (G_MAXUINT for all). */
static inline ChessGame *
test_replay (const ChessRecord *record,
             guint              max_plies)
{
  char fen[CHESS_FEN_MAX];
  ChessGame *game;
  guint n = 0;

  chess_position_to_fen (&record->start, fen, sizeof fen);
  game = chess_game_new_from_fen (fen, NULL);
  g_assert_nonnull (game);
  for (ChessNode *node = record->root->first_child; node && n < max_plies; node = node->first_child, n++)
    if (!chess_game_make_move (game, node->move))
      g_error ("move %u of the record was refused", n + 1);
  return game;
}

static inline char *
test_fen (ChessGame *game)
{
  char fen[CHESS_FEN_MAX];
  chess_position_to_fen (chess_game_get_position (game), fen, sizeof fen);
  return g_strdup (fen);
}

static inline char *
test_pgn (ChessGame *game)
{
  char *text = chess_pgn_record_to_string (chess_game_get_record (game), CHESS_PGN_WRITE_DEFAULT, NULL);
  char *copy = g_strdup (text);
  free (text);
  return copy;
}

/* Signal and notify counters. */
typedef struct {
  guint move_made;
  guint position_changed;
  guint result_changed;
  guint tree_changed;
  guint notify_result;
  guint notify_termination;
  guint notify_draw_offer;
  guint notify_modified;
  guint notify_can_claim;
} Counts;

static inline void on_count (gpointer p) { (*(guint *) p)++; }

static inline void
test_count_signals (ChessGame *game,
                    Counts    *c)
{
  memset (c, 0, sizeof *c);
  g_signal_connect_swapped (game, "move-made", G_CALLBACK (on_count), &c->move_made);
  g_signal_connect_swapped (game, "position-changed", G_CALLBACK (on_count), &c->position_changed);
  g_signal_connect_swapped (game, "result-changed", G_CALLBACK (on_count), &c->result_changed);
  g_signal_connect_swapped (game, "tree-changed", G_CALLBACK (on_count), &c->tree_changed);
  g_signal_connect_swapped (game, "notify::result", G_CALLBACK (on_count), &c->notify_result);
  g_signal_connect_swapped (game, "notify::termination", G_CALLBACK (on_count), &c->notify_termination);
  g_signal_connect_swapped (game, "notify::draw-offer", G_CALLBACK (on_count), &c->notify_draw_offer);
  g_signal_connect_swapped (game, "notify::modified", G_CALLBACK (on_count), &c->notify_modified);
  g_signal_connect_swapped (game, "notify::can-claim-draw", G_CALLBACK (on_count), &c->notify_can_claim);
}
