/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-play-library.c — ChessPlay's library rule: every game finished
 * here goes into the user's library, once, unless the settings say no (or
 * the library can only be read).
 *
 * What is stored is a copy of the game as it ended, completed where a game
 * against the computer leaves gaps: the person's name (a blank name would
 * be a game nobody played) and the ECO code of its opening, which the
 * library's filters and columns read.  The openings table loads on a helper
 * thread, and the library adds in its worker: nothing waits here.  The
 * addition goes on when the ChessPlay goes first (the window closed just
 * after the mate); only its report is dropped then.
 *
 * The game is marked as in the library when its addition starts (New Game
 * then does not ask to save it); an addition that fails takes the mark
 * back, so that the game is asked about again rather than lost.
 *
 * A position set up by hand goes in on request, as a game of no moves
 * that starts from it (SetUp and FEN tags), reported the same way. */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-notation.h"
#include "chess-openings.h"
#include "chess-play-private.h"

#define IN_LIBRARY_KEY "chess-library-added"

typedef struct {
  GWeakRef play;
  GWeakRef game;                /* marked in the library */
  ChessLibraryService *library;
  ChessRecord *record;
} Addition;

static void
addition_free (Addition *addition)
{
  g_weak_ref_clear (&addition->play);
  g_weak_ref_clear (&addition->game);
  g_clear_object (&addition->library);
  g_clear_pointer (&addition->record, chess_record_free);
  g_free (addition);
}

void
chess_play_game_mark_in_library (ChessGame *game)
{
  g_return_if_fail (CHESS_IS_GAME (game));
  g_object_set_data (G_OBJECT (game), IN_LIBRARY_KEY, GINT_TO_POINTER (TRUE));
}

gboolean
chess_play_game_is_in_library (ChessGame *game)
{
  g_return_val_if_fail (CHESS_IS_GAME (game), FALSE);
  return g_object_get_data (G_OBJECT (game), IN_LIBRARY_KEY) != NULL;
}

void
chess_play_set_library (ChessPlay           *self,
                        ChessLibraryService *library,
                        GSettings           *settings)
{
  g_return_if_fail (CHESS_IS_PLAY (self));
  g_return_if_fail (library == NULL || CHESS_IS_LIBRARY_SERVICE (library));
  g_return_if_fail (settings == NULL || G_IS_SETTINGS (settings));
  g_set_object (&self->library, library);
  g_set_object (&self->settings, settings);
}

/* The person's name for a game against the computer: theirs from the
 * New Game dialog, else the first of Your Names in Preferences, else "You". */
static char *
person_name (ChessPlay  *self,
             ChessColor  side)
{
  g_autofree char *name = NULL;

  if (self->settings != NULL)
    name = g_settings_get_string (self->settings, side == CHESS_WHITE ? "white-name" : "black-name");
  if (name != NULL)
    g_strstrip (name);
  if (_chess_play_is_real_name (name))
    return g_steal_pointer (&name);
  g_clear_pointer (&name, g_free);
  if (self->settings != NULL)
    {
      g_auto (GStrv) names = g_settings_get_strv (self->settings, "player-names");

      if (names[0] != NULL)
        name = g_strstrip (g_strdup (names[0]));
    }
  if (_chess_play_is_real_name (name))
    return g_steal_pointer (&name);
  /* Translators: the person's name in a game against the computer, as the
   * library lists it, when no name was given */
  return g_strdup (_("You"));
}

static void
on_added (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  Addition *addition = user_data;
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessPlay) play = g_weak_ref_get (&addition->play);
  g_autoptr (ChessGame) game = g_weak_ref_get (&addition->game);
  gint64 id = chess_library_service_add_finish (CHESS_LIBRARY_SERVICE (source), result, &error);

  if (id <= 0 && game != NULL)
    g_object_set_data (G_OBJECT (game), IN_LIBRARY_KEY, NULL);
  if (play != NULL)
    g_signal_emit (play, _chess_play_signals[CHESS_PLAY_SIGNAL_LIBRARY_ADDED], 0, id, error);
  addition_free (addition);
}

static void
on_openings (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  Addition *addition = user_data;
  g_autoptr (GError) error = NULL;
  const ChessOpeningTable *table = chess_opening_table_load_default_finish (result, &error);
  const char *eco = chess_record_get_tag (addition->record, "ECO");

  /* Without the table the game is still worth keeping, unclassified. */
  if (table != NULL && !_chess_play_is_real_name (eco))
    {
      ChessNode *last = addition->record->root;
      const ChessOpening *opening;

      while (last->first_child != NULL)
        last = last->first_child;
      opening = chess_opening_table_lookup_line (table, addition->record, last);
      if (opening != NULL)
        chess_record_set_tag (addition->record, "ECO", opening->eco);
    }
  chess_library_service_add_async (addition->library, addition->record, on_added, addition);
}

void
_chess_play_library_result_changed (ChessPlay *self)
{
  ChessGame *game = self->game;
  int engine_side = chess_engine_opponent_get_side (self->opponent);
  Addition *addition;

  /* An analysis board is nobody's game: its mates are not games played. */
  /* A library that can only be read takes nothing (the window says so). */
  if (self->library == NULL || chess_library_service_get_read_only (self->library)
      || !chess_game_is_over (game) || !chess_game_has_moves (game)
      || chess_session_get_analysis_board (self->session) || chess_play_game_is_in_library (game)
      || (self->settings != NULL && !g_settings_get_boolean (self->settings, "library-add-finished")))
    return;
  chess_play_game_mark_in_library (game);

  addition = g_new0 (Addition, 1);
  g_weak_ref_init (&addition->play, self);
  g_weak_ref_init (&addition->game, game);
  addition->library = g_object_ref (self->library);
  addition->record = chess_record_copy (chess_game_get_record (game));
  if (engine_side >= 0)
    {
      ChessColor person = engine_side == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE;
      const char *tag = person == CHESS_WHITE ? "White" : "Black";

      if (!_chess_play_is_real_name (chess_record_get_tag (addition->record, tag)))
        {
          g_autofree char *name = person_name (self, person);
          chess_record_set_tag (addition->record, tag, name);
        }
    }
  chess_opening_table_load_default_async (NULL, on_openings, addition);
}

gboolean
chess_play_add_position_to_library (ChessPlay   *self,
                                    const char  *fen,
                                    GError     **error)
{
  ChessPosition position;
  ChessFenError fen_error = { 0 };
  Addition *addition;

  g_return_val_if_fail (CHESS_IS_PLAY (self), FALSE);
  if (self->library == NULL || chess_library_service_get_read_only (self->library))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_READ_ONLY,
                           _("The library cannot take games now: it is missing or can only be read"));
      return FALSE;
    }
  if (!chess_position_from_fen (&position, fen, &fen_error))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, fen_error.message);
      return FALSE;
    }
  addition = g_new0 (Addition, 1);
  g_weak_ref_init (&addition->play, self);
  g_weak_ref_init (&addition->game, NULL);
  addition->library = g_object_ref (self->library);
  addition->record = chess_record_new ();
  addition->record->start = position;
  chess_record_set_tag (addition->record, "SetUp", "1");
  chess_record_set_tag (addition->record, "FEN", fen);
  chess_library_service_add_async (addition->library, addition->record, on_added, addition);
  return TRUE;
}

void
_chess_play_library_dispose (ChessPlay *self)
{
  g_clear_object (&self->library);
  g_clear_object (&self->settings);
}
