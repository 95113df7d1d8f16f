/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-play-origin.c — what follows from where a game came from: a game
 * played here ends with the offer of a rematch (the same opponent, colours
 * swapped, the same start and clock), a game taken in (pasted, dropped,
 * opened from the library) or read from a file does not, and is shown from
 * White's side unless the user's own name plays Black.  And which games
 * may be analysed and reviewed, with the reason when one may not, so that
 * a view never refuses without a word.
 *
 * A game taken in is marked on the game itself (like the library's mark),
 * so the mark goes with the game wherever the session puts it. */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-notation.h"
#include "chess-play-private.h"

#define TAKEN_IN_KEY "chess-play-taken-in"

void
chess_play_take_in_game (ChessPlay *self,
                         ChessGame *game)
{
  g_return_if_fail (CHESS_IS_PLAY (self));
  g_return_if_fail (CHESS_IS_GAME (game));

  g_object_set_data (G_OBJECT (game), TAKEN_IN_KEY, GINT_TO_POINTER (TRUE));
  chess_session_set_game (self->session, game);
}

/* A game the session took from a file (opened, or a draft of one) is
 * taken in too; one saved to a file later stays a game played here. */
void
_chess_play_note_origin (ChessPlay *self)
{
  if (chess_session_get_file (self->session) != NULL)
    g_object_set_data (G_OBJECT (self->game), TAKEN_IN_KEY, GINT_TO_POINTER (TRUE));
}

gboolean
_chess_play_game_taken_in (ChessGame *game)
{
  return g_object_get_data (G_OBJECT (game), TAKEN_IN_KEY) != NULL;
}

/* A game is being played when it goes on against a clock or against the
 * computer: then the engine's opinion would be help for one side. */
gboolean
_chess_play_is_being_played (ChessPlay *self)
{
  if (chess_game_is_over (self->game) || chess_session_get_analysis_board (self->session))
    return FALSE;
  return chess_game_get_clock (self->game) != NULL || chess_engine_opponent_get_side (self->opponent) >= 0;
}

/* The words of a name, case folded: "Anand, Viswanathan" and
 * "Viswanathan Anand" give the same words once sorted. */
static GPtrArray *
name_words (const char *name)
{
  GPtrArray *words = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *folded = g_utf8_casefold (name, -1);
  const char *p = folded;

  while (*p != '\0')
    {
      const char *start;

      while (*p != '\0' && !g_unichar_isalnum (g_utf8_get_char (p)))
        p = g_utf8_next_char (p);
      start = p;
      while (*p != '\0' && g_unichar_isalnum (g_utf8_get_char (p)))
        p = g_utf8_next_char (p);
      if (p > start)
        g_ptr_array_add (words, g_strndup (start, p - start));
    }
  return words;
}

static int
compare_words (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

gboolean
chess_play_names_match (const char *name,
                        const char *other)
{
  g_autoptr (GPtrArray) a = NULL;
  g_autoptr (GPtrArray) b = NULL;

  if (!_chess_play_is_real_name (name) || !_chess_play_is_real_name (other))
    return FALSE;
  a = name_words (name);
  b = name_words (other);
  g_ptr_array_sort (a, compare_words);
  g_ptr_array_sort (b, compare_words);
  if (a->len == 0 || a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (!g_str_equal (g_ptr_array_index (a, i), g_ptr_array_index (b, i)))
      return FALSE;
  return TRUE;
}

/* The user's own names: Your Names in Preferences, else the account's
 * full name. */
static GStrv
own_names (ChessPlay *self)
{
  GSettings *settings = chess_session_get_settings (self->session);
  GStrv names = settings != NULL ? g_settings_get_strv (settings, "player-names") : NULL;
  const char *real = g_get_real_name ();

  if (names != NULL && names[0] != NULL)
    return names;
  g_strfreev (names);
  names = g_new0 (char *, 2);
  if (g_strcmp0 (real, "Unknown") != 0)
    names[0] = g_strdup (real);
  return names;
}

static gboolean
is_own_name (const char *name, GStrv own)
{
  for (char **n = own; *n != NULL; n++)
    if (chess_play_names_match (name, *n))
      return TRUE;
  return FALSE;
}

int
chess_play_get_viewer_side (ChessPlay *self)
{
  g_auto (GStrv) names = NULL;
  ChessGame *game;

  g_return_val_if_fail (CHESS_IS_PLAY (self), -1);

  /* The session's game: views may ask before this object has seen it. */
  game = chess_session_get_game (self->session);
  if (!_chess_play_game_taken_in (game) && chess_session_get_file (self->session) == NULL)
    return -1;
  names = own_names (self);
  if (is_own_name (chess_game_get_tag (game, "Black"), names)
      && !is_own_name (chess_game_get_tag (game, "White"), names))
    return CHESS_BLACK;
  return CHESS_WHITE;
}

const char *
chess_play_get_review_refusal (ChessPlay *self)
{
  g_return_val_if_fail (CHESS_IS_PLAY (self), NULL);

  if (!_chess_play_is_being_played (self))
    return NULL;
  if (chess_engine_opponent_get_side (self->opponent) >= 0)
    return _("Analysis is off while you play the computer: it would play your moves for you. "
             "Ask for a hint instead, or analyse the game when it is over.");
  return _("Analysis is off while the game is played on the clock. "
           "Analyse it when it is over, or start a New Analysis Board.");
}

/* A rematch follows a finished game played here: not one read from a
 * file, taken in or set up on an analysis board. */
gboolean
_chess_play_can_rematch (ChessPlay *self)
{
  return chess_game_is_over (self->game) && !chess_session_get_analysis_board (self->session)
         && !_chess_play_game_taken_in (self->game);
}

/* The options of the game just played with the colours swapped: its
 * start (a set-up or Chess960 position too), its time control, the
 * people's names on their new sides. */
static ChessGameOptions *
rematch_options (ChessPlay *self,
                 int        engine_side)
{
  ChessGameOptions *options = chess_session_dup_default_options (self->session);
  const ChessRecord *record = chess_game_get_record (self->game);
  ChessClock *clock = chess_game_get_clock (self->game);
  const char *white = chess_game_get_tag (self->game, "White");
  const char *black = chess_game_get_tag (self->game, "Black");
  ChessPosition standard;

  g_clear_pointer (&options->time_control, chess_time_control_free);
  g_clear_pointer (&options->white_name, g_free);
  g_clear_pointer (&options->black_name, g_free);
  if (clock != NULL)
    options->time_control = chess_time_control_copy (chess_clock_get_time_control (clock));
  chess_position_set_start (&standard);
  if (record->start.chess960 || record->start.key != standard.key)
    {
      char fen[CHESS_FEN_MAX];

      chess_position_to_fen (&record->start, fen, sizeof fen);
      options->fen = g_strdup (fen);
    }
  /* The engine names its own side when it sits down. */
  if (engine_side != CHESS_WHITE && _chess_play_is_real_name (white))
    options->black_name = g_strdup (white);
  if (engine_side != CHESS_BLACK && _chess_play_is_real_name (black))
    options->white_name = g_strdup (black);
  return options;
}

gboolean
chess_play_rematch (ChessPlay  *self,
                    GError    **error)
{
  int engine_side;
  g_autoptr (ChessGameOptions) options = NULL;
  g_autofree char *path = NULL;
  const ChessEngineLevel *level;
  gboolean made;

  g_return_val_if_fail (CHESS_IS_PLAY (self), FALSE);
  if (!_chess_play_can_rematch (self))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("Only a game played here, once it is over, can be played again"));
      return FALSE;
    }
  engine_side = chess_engine_opponent_get_side (self->opponent);
  options = rematch_options (self, engine_side);
  if (engine_side < 0)
    return chess_play_new_game (self, options, error);
  path = g_strdup (chess_engine_opponent_get_path (self->opponent));
  level = chess_engine_opponent_get_level (self->opponent);
  made = chess_play_new_computer_game (self, options, engine_side == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE,
                                       path, level, error);
  return made;
}
