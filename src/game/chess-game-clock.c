/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-autosave.c — the clock state of saved games, and the game in
 * progress written after every move, so a crash or kill -9 loses at most
 * the half-move being made.
 *
 * A game read from a file (or an autosave) gets its clock back from the
 * TimeControl tag and the [%clk] of each side's last main-line move; the
 * clock of a game in progress then runs for the side to move.  A game with
 * moves but no clock times at all gets no clock.
 *
 * The autosave file is ordinary PGN (the export text of the record) plus,
 * when the game has a clock, two private tags with each side's remaining
 * time in milliseconds at the instant of the save:
 *
 *   [ChessClockWhite "287345"]
 *   [ChessClockBlack "299000"]
 *   [ChessClockPaused "1"]      (only when the clock was paused)
 *
 * They matter for the side whose time runs (its [%clk] is from its previous
 * move); on restore they take precedence over the [%clk] values and are
 * removed from the game's tags.  The file is written synchronously with
 * chess_write_file_atomic (private: 0600) — a few kilobytes per move. */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "chess-game-private.h"
#include "chess-file-write.h"
#include "chess-pgn.h"

/* ------------------------------------------------------------------ */
/* Clock state of a saved game: [%clk] and the private tags           */

int
_chess_game_count_moves (ChessGame  *self,
                       ChessColor  side)
{
  ChessColor mover = chess_position_side_to_move (&self->record->start);
  int n = 0;

  for (ChessNode *node = self->record->root->first_child; node; node = node->first_child)
    {
      if (mover == side)
        n++;
      mover = (ChessColor) !mover;
    }
  return n;
}

/* The mover's [%clk] after its last main-line move at or above `node`, or
 * CHESS_TIME_NONE. */
gint64
_chess_game_last_clock_ms (ChessGame  *self,
                  ChessNode  *node,
                  ChessColor  side)
{
  /* The side that made the move into `node`: odd plies are the first mover's. */
  ChessColor first = chess_position_side_to_move (&self->record->start);
  ChessColor mover = chess_node_ply (node) % 2 == 1 ? first : (ChessColor) !first;

  for (; node && node->parent; node = node->parent)
    {
      if (mover == side && node->clock_ms != CHESS_TIME_NONE)
        return node->clock_ms;
      mover = (ChessColor) !mover;
    }
  return CHESS_TIME_NONE;
}

static gboolean
parse_ms_tag (const char *text,
              gint64     *out)
{
  char *end = NULL;
  gint64 v;

  if (text == NULL || *text == '\0')
    return FALSE;
  v = g_ascii_strtoll (text, &end, 10);
  if (end == text || *end != '\0' || v < 0)
    return FALSE;
  *out = v;
  return TRUE;
}

void
_chess_game_setup_clock_from_record (ChessGame              *self,
                                     const ChessTimeControl *tc)
{
  static const char *const private_tags[2] = { CHESS_GAME_TAG_CLOCK_WHITE, CHESS_GAME_TAG_CLOCK_BLACK };
  gboolean has_times = self->live == self->record->root ||
                       chess_record_get_tag (self->record, private_tags[CHESS_WHITE]) != NULL;

  /* Moves without any clock time: we do not know the clock, so none. */
  for (ChessNode *n = self->record->root->first_child; n && !has_times; n = n->first_child)
    has_times = n->clock_ms != CHESS_TIME_NONE;
  _chess_game_create_clock (self, has_times ? tc : NULL);
  if (self->clock != NULL)
    {
      for (int c = CHESS_WHITE; c <= CHESS_BLACK; c++)
        {
          gint64 ms = _chess_game_last_clock_ms (self, self->live, (ChessColor) c);
          gint64 saved;

          chess_clock_set_moves_made (self->clock, (ChessColor) c,
                                      _chess_game_count_moves (self, (ChessColor) c));
          if (parse_ms_tag (chess_record_get_tag (self->record, private_tags[c]), &saved))
            ms = saved;
          if (ms != CHESS_TIME_NONE)
            chess_clock_set_remaining (self->clock, (ChessColor) c, ms * 1000);
        }
      self->clock_started = self->live != self->record->root;
      if (self->clock_started && self->result == CHESS_RESULT_NONE)
        {
          if (g_strcmp0 (chess_record_get_tag (self->record, CHESS_GAME_TAG_CLOCK_PAUSED), "1") == 0)
            chess_clock_pause (self->clock);
          chess_clock_start (self->clock, chess_position_side_to_move (&self->live_pos));
        }
    }
  /* The private tags describe one instant; they are rewritten at each autosave. */
  for (int c = CHESS_WHITE; c <= CHESS_BLACK; c++)
    chess_record_set_tag (self->record, private_tags[c], NULL);
  chess_record_set_tag (self->record, CHESS_GAME_TAG_CLOCK_PAUSED, NULL);
}

/* ------------------------------------------------------------------ */
/* Autosave                                                            */

GFile *
chess_game_get_default_autosave_file (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), APP_ID, NULL);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    g_warning ("Cannot create the folder %s for autosaves: %s", dir, g_strerror (errno));
  return g_file_new_build_filename (dir, "autosave.pgn", NULL);
}

static void
put_clock_tags (ChessGame *self,
                gboolean   put)
{
  static const char *const names[2] = { CHESS_GAME_TAG_CLOCK_WHITE, CHESS_GAME_TAG_CLOCK_BLACK };

  for (int c = CHESS_WHITE; c <= CHESS_BLACK; c++)
    {
      char value[32];

      if (!put)
        {
          chess_record_set_tag (self->record, names[c], NULL);
          chess_record_set_tag (self->record, CHESS_GAME_TAG_CLOCK_PAUSED, NULL);
          continue;
        }
      g_snprintf (value, sizeof value, "%" G_GINT64_FORMAT,
                  chess_clock_get_remaining (self->clock, (ChessColor) c) / 1000);
      chess_record_set_tag (self->record, names[c], value);
    }
  if (put && chess_clock_is_paused (self->clock))
    chess_record_set_tag (self->record, CHESS_GAME_TAG_CLOCK_PAUSED, "1");
}

void
_chess_game_autosave_now (ChessGame *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *parent = NULL;
  const char *path;
  char *text;
  size_t length = 0;

  if (self->autosave_file == NULL)
    return;
  path = g_file_peek_path (self->autosave_file);
  if (path == NULL)
    {
      g_warning ("Autosave needs a local file");
      return;
    }

  if (self->clock != NULL)
    put_clock_tags (self, TRUE);
  text = chess_pgn_record_to_string (self->record, CHESS_PGN_WRITE_DEFAULT, &length);
  if (self->clock != NULL)
    put_clock_tags (self, FALSE);
  if (text == NULL)
    return;

  parent = g_path_get_dirname (path);
  g_mkdir_with_parents (parent, 0700);
  if (!chess_write_file_atomic (self->autosave_file, text, length, CHESS_WRITE_FILE_PRIVATE, &error))
    g_warning ("Autosave failed: %s", error->message);
  free (text);
}

void
chess_game_autosave (ChessGame *self)
{
  g_return_if_fail (CHESS_IS_GAME (self));
  _chess_game_autosave_now (self);
}

/* Writes the game at once, then after every move, takeback and result. */
void
chess_game_set_autosave_file (ChessGame *self,
                              GFile     *file)
{
  g_return_if_fail (CHESS_IS_GAME (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  g_set_object (&self->autosave_file, file);
  if (file != NULL)
    _chess_game_autosave_now (self);
}

GFile *
chess_game_get_autosave_file (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), NULL);
  return self->autosave_file;
}

/* The restored game keeps autosaving to `file`, counts as modified (it was
 * never saved by the user) and its clock, if any, runs for the side to
 * move from now. */
ChessGame *
chess_game_restore_autosave (GFile   *file,
                             GError **error)
{
  g_autoptr(GError) local = NULL;
  g_autofree char *contents = NULL;
  ChessRecord **games = NULL;
  ChessRecord *record = NULL;
  ChessGame *game;
  gsize length = 0;
  size_t n;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  if (!g_file_load_contents (file, NULL, &contents, &length, NULL, &local))
    {
      if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        return NULL;
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }

  n = chess_pgn_read_string (contents, length, &games, NULL, NULL);
  for (size_t i = 0; i < n; i++)
    {
      if (i == 0)
        record = games[i];
      else
        chess_record_free (games[i]);
    }
  free (games);
  if (record == NULL)
    {
      g_autofree char *name = g_file_get_parse_name (file);
      g_set_error (error, CHESS_GAME_ERROR, CHESS_GAME_ERROR_NO_GAME,
                   _("%s: the autosaved game cannot be read"), name);
      return NULL;
    }
  if (record->result != CHESS_RESULT_NONE)
    {
      chess_record_free (record);
      return NULL;
    }

  game = chess_game_new_from_record (record);
  if (game->result != CHESS_RESULT_NONE)
    {
      /* The last saved move ended it (a file from an older version). */
      g_object_unref (game);
      return NULL;
    }
  g_set_object (&game->autosave_file, file);
  chess_game_set_modified (game, TRUE);
  return game;
}
