/* chess-autosave.c — the game in progress written after every move, so a
 * crash or kill -9 loses at most the half-move being made.
 *
 * The autosave file is ordinary PGN (the export text of the record) plus,
 * when the game has a clock, two private tags with each side's remaining
 * time in milliseconds at the instant of the save:
 *
 *   [ChessClockWhite "287345"]
 *   [ChessClockBlack "299000"]
 *
 * They matter for the side whose time runs (its [%clk] is from its previous
 * move); on restore they take precedence over the [%clk] values and are
 * removed from the game's tags.  The file is written synchronously with
 * g_file_set_contents_full (CONSISTENT | DURABLE): temporary file, fsync,
 * rename — a few kilobytes per move. */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "chess-game-private.h"
#include "chess-pgn.h"

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
          continue;
        }
      g_snprintf (value, sizeof value, "%" G_GINT64_FORMAT,
                  chess_clock_get_remaining (self->clock, (ChessColor) c) / 1000);
      chess_record_set_tag (self->record, names[c], value);
    }
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
  if (!g_file_set_contents_full (path, text, length,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                 0600, &error))
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
