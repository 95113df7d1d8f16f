/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-engine-window.c — the window's side of playing the computer: a
 * new game against an engine (from New Game or the command line), its
 * clock card while it thinks, a fault of the engine shown in a banner
 * that names it and offers to restart it or go on as two players, Take
 * Back of a move pair, Hint (Ctrl+H: the engine's best move for you, as
 * an arrow), and a premove while it thinks, played at once after its
 * reply when legal.  The opponent itself (ChessEngineOpponent, src/engine) has
 * no widgets; this file only shows it and asks it. */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-digits.h"
#include "chess-window-private.h"
#include "chess-move-words.h"

/* How long the engine looks for a hint. */
#define HINT_MOVETIME_MS 1500

/* ---- the engine's clock card ---------------------------------------- */

static void
update_thinking (ChessWindow *self)
{
  ChessEnginePlayer *player = chess_engine_opponent_get_player (self->opponent);
  int side = chess_engine_opponent_get_side (self->opponent);
  gboolean thinking = player != NULL && chess_player_get_thinking (CHESS_PLAYER (player));
  ChessClockView *views[2] = { self->top_clock, self->bottom_clock };

  for (guint i = 0; i < G_N_ELEMENTS (views); i++)
    chess_clock_view_set_thinking (views[i], thinking && (int) chess_clock_view_get_side (views[i]) == side);
}

/* ---- hints ----------------------------------------------------------- */

static void
clear_hint (ChessWindow *self)
{
  if (self->hint_cancellable != NULL)
    g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  if (self->hint_shown)
    {
      self->hint_shown = FALSE;
      chess_board_set_arrows (self->board, NULL, 0);
    }
}

static gboolean
hint_allowed (ChessWindow *self)
{
  return chess_play_get_can_hint (self->play);
}

static void
hint_found (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr (ChessWindow) self = user_data;
  g_autoptr (GError) error = NULL;
  ChessMove move;
  const ChessPosition *pos;
  ChessBoardArrow arrow;

  if (self->play == NULL)
    return;   /* the play went with the window */
  move = chess_play_hint_finish (self->play, result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->hint_cancellable);
  if (move == CHESS_MOVE_NONE)
    return;   /* the engine's fault is shown by its banner */
  pos = chess_game_get_live_position (self->game);
  arrow.from = (guint8) chess_move_from (move);
  arrow.to = (guint8) chess_move_king_destination (pos, move);
  arrow.strength = 1.0;
  chess_board_set_arrows (self->board, &arrow, 1);
  self->hint_shown = TRUE;
  self->hint_ply = chess_game_get_n_plies (self->game);
  if (chess_position_is_legal_move (pos, move))
    {
      g_autofree char *words = chess_move_words (pos, move);
      /* Translators: a hint said in words for a screen reader: "Hint: Knight from g1 to f3" */
      g_autofree char *hint = g_strdup_printf (_("Hint: %s"), words);

      chess_window_reader_say (self, hint);
    }
}

static void
action_hint (GtkWidget  *widget,
             const char *name,
             GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);

  if (!hint_allowed (self))
    return;
  clear_hint (self);
  self->hint_cancellable = g_cancellable_new ();
  chess_play_hint_async (self->play, HINT_MOVETIME_MS, self->hint_cancellable, hint_found, g_object_ref (self));
}

/* ---- premoves -------------------------------------------------------- */

/* The premove was chosen at this many plies; it is for the engine's reply. */
static void
on_premove_changed (ChessWindow *self)
{
  if (chess_board_get_premove (self->board) != CHESS_MOVE_NONE)
    self->premove_ply = chess_game_get_n_plies (self->game);
}

/* After the engine's reply: the premove is played at once if it is legal
 * now, else dropped. */
static gboolean
play_premove (gpointer data)
{
  ChessWindow *self = data;
  ChessMove premove = chess_board_get_premove (self->board);
  const ChessPosition *pos = chess_game_get_live_position (self->game);
  ChessMoveList legal;

  self->premove_id = 0;
  chess_board_clear_premove (self->board);
  if (premove == CHESS_MOVE_NONE || chess_game_get_n_plies (self->game) != self->premove_ply + 1)
    return G_SOURCE_REMOVE;
  chess_position_legal_moves (pos, &legal);
  for (int i = 0; i < legal.count; i++)
    if (chess_move_from (legal.moves[i]) == chess_move_from (premove)
        && chess_move_to (legal.moves[i]) == chess_move_to (premove)
        && chess_move_promotion (legal.moves[i]) == chess_move_promotion (premove))
      {
        chess_play_move (self->play, legal.moves[i], NULL);
        break;
      }
  return G_SOURCE_REMOVE;
}

/* While the engine thinks, the board takes a premove for the human. */
static void
update_premove (ChessWindow *self)
{
  int side = chess_engine_opponent_get_side (self->opponent);
  gboolean playing = side >= 0 && !chess_game_is_over (self->game) && !chess_session_get_paused (self->session)
                     && chess_game_is_at_live_position (self->game);
  int live = (int) chess_window_live_side (self);

  if (playing && live == side && g_settings_get_boolean (self->settings, "premoves"))
    chess_board_set_premove_side (self->board, !side);
  else if (playing && chess_board_get_premove (self->board) != CHESS_MOVE_NONE)
    {
      if (self->premove_id == 0)
        self->premove_id = g_idle_add (play_premove, self);
    }
  else
    chess_board_set_premove_side (self->board, -1);
}

/* ---- faults ---------------------------------------------------------- */

enum { RESPONSE_RESTART = 1, RESPONSE_WITHOUT_ENGINE };

static void
on_engine_bar_response (ChessBanner *bar,
                        int          response,
                        ChessWindow *self)
{
  chess_banner_set_revealed (bar, FALSE);
  if (response == RESPONSE_RESTART)
    chess_engine_opponent_restart (self->opponent);
  else if (response == RESPONSE_WITHOUT_ENGINE)
    chess_engine_opponent_leave (self->opponent);
}

static void
ensure_engine_bar (ChessWindow *self)
{
  if (self->engine_bar != NULL)
    return;
  self->engine_bar = CHESS_BANNER (chess_banner_new ());
  chess_banner_set_message_type (self->engine_bar, GTK_MESSAGE_ERROR);
  chess_banner_add_button (self->engine_bar, _("_Restart Engine"), RESPONSE_RESTART, "suggested-action");
  chess_banner_add_button (self->engine_bar, _("Continue _Without Engine"), RESPONSE_WITHOUT_ENGINE, NULL);
  g_signal_connect (self->engine_bar, "response", G_CALLBACK (on_engine_bar_response), self);
  gtk_box_prepend (GTK_BOX (self->banners), GTK_WIDGET (self->engine_bar));
}

/* The game stays as it was; the player decides how it goes on. */
static void
on_engine_failed (ChessEngineOpponent *opponent,
                  const GError        *error,
                  ChessWindow         *self)
{
  ensure_engine_bar (self);
  chess_banner_set_title (self->engine_bar, _("The computer cannot play on"));
  chess_banner_set_text (self->engine_bar, error->message);
  chess_banner_set_revealed (self->engine_bar, TRUE);
  update_thinking (self);
}

/* ---- the opponent ---------------------------------------------------- */

static void
on_opponent_changed (ChessWindow *self)
{
  ChessEnginePlayer *player = chess_engine_opponent_get_player (self->opponent);

  if (self->thinking_player != NULL)
    g_signal_handlers_disconnect_by_data (self->thinking_player, self);
  g_set_object (&self->thinking_player, player);
  if (player != NULL)
    g_signal_connect_swapped (player, "notify::thinking", G_CALLBACK (update_thinking), self);
  if (self->engine_bar != NULL)
    chess_banner_set_revealed (self->engine_bar, FALSE);
  clear_hint (self);
  update_thinking (self);
  chess_window_update_players (self);
  chess_window_update_board (self);
}

void
chess_window_engine_update (ChessWindow *self)
{
  if (self->opponent == NULL)
    return;
  /* A move, a takeback, navigation: the hint was for another moment.  A
   * game that ended (resigned, drawn, flagged) has no move to hint, and
   * the arrow must not stay on its board (nor a search still bring one). */
  if (chess_game_is_over (self->game)
      || (self->hint_shown
          && (chess_game_get_n_plies (self->game) != self->hint_ply
              || !chess_game_is_at_live_position (self->game))))
    clear_hint (self);
  update_thinking (self);
  update_premove (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hint", hint_allowed (self));
}

gboolean
chess_window_engine_takeback (ChessWindow *self)
{
  return chess_play_take_back (self->play);
}

typedef struct {
  ChessGameOptions *options;
  ChessColor engine_side;
  char *path;
  const ChessEngineLevel *level;
} EngineGame;

static void
engine_game_free (gpointer data)
{
  EngineGame *game = data;

  chess_game_options_free (game->options);
  g_free (game->path);
  g_free (game);
}

static void
engine_game_now (ChessWindow *self,
                 gpointer     data)
{
  EngineGame *game = data;
  g_autoptr (GError) error = NULL;

  /* Your pieces at the bottom. */
  chess_window_set_flipped (self, game->engine_side == CHESS_WHITE);
  chess_play_set_book (self->play, g_settings_get_boolean (self->settings, "engine-book")
                                   ? CHESS_ENGINE_DEFAULT_BOOK : NULL);
  if (!chess_play_new_computer_game (self->play, game->options, game->engine_side, game->path, game->level,
                                     &error))
    {
      chess_window_show_problems (self, GTK_MESSAGE_ERROR, _("The new game could not be started"),
                                  error->message);
      return;
    }
  chess_window_hide_problems (self);
}

void
chess_window_engine_new_game (ChessWindow            *self,
                              ChessGameOptions       *options,
                              ChessColor              engine_side,
                              const char             *path,
                              const ChessEngineLevel *level)
{
  EngineGame *game;

  if (path == NULL)
    {
      chess_game_options_free (options);
      chess_window_show_problems (self, GTK_MESSAGE_ERROR, _("There is no chess engine to play against"),
                                  _("Install Stockfish (the package “stockfish”), or add a UCI chess engine "
                                    "in Preferences."));
      return;
    }
  game = g_new0 (EngineGame, 1);
  game->options = options;
  game->engine_side = engine_side;
  game->path = g_strdup (path);
  game->level = level;
  chess_window_confirm_discard (self, engine_game_now, game, engine_game_free);
}

void
chess_window_play_computer (ChessWindow            *self,
                            ChessColor              engine_side,
                            const char             *path,
                            const ChessEngineLevel *level)
{
  g_return_if_fail (CHESS_IS_WINDOW (self));
  g_return_if_fail (path != NULL && level != NULL);

  /* Your pieces at the bottom. */
  chess_window_set_flipped (self, engine_side == CHESS_WHITE);
  chess_play_set_book (self->play, g_settings_get_boolean (self->settings, "engine-book")
                                   ? CHESS_ENGINE_DEFAULT_BOOK : NULL);
  chess_play_play_computer (self->play, engine_side, path, level);
}

ChessPlay *
chess_window_get_play (ChessWindow *self)
{
  g_return_val_if_fail (CHESS_IS_WINDOW (self), NULL);
  return self->play;
}

ChessEngineOpponent *
chess_window_get_opponent (ChessWindow *self)
{
  g_return_val_if_fail (CHESS_IS_WINDOW (self), NULL);
  return self->opponent;
}

/* The computer answered the person's offer (ChessPlay's rule); an
 * accepted draw shows as the game's result.  The engine is named as its
 * clock card names it (the game's tag for its side). */
static void
on_draw_declined (ChessWindow *self)
{
  int side = chess_play_get_engine_side (self->play);
  const char *name = side >= 0 ? chess_game_get_tag (self->game, side == CHESS_WHITE ? "White" : "Black") : NULL;
  g_autofree char *text = NULL;

  if (name == NULL || name[0] == '\0' || g_str_equal (name, "?"))
    text = g_strdup (_("The computer declines the draw"));
  else
    {
      /* (isolated: a Latin name and its version in a right-to-left text) */
      g_autofree char *isolated = chess_digits_isolate_text (name);

      /* Translators: a toast, %s is the engine's name: "Stockfish 15.1 declines the draw" */
      text = g_strdup_printf (_("%s declines the draw"), isolated);
    }
  chess_window_show_toast (self, text);
}

void
chess_window_engine_init (ChessWindow *self)
{
  g_autoptr (ChessEngineCatalog) catalog = chess_engine_catalog_new (self->settings);

  self->play = chess_play_new (self->session, catalog, CHESS_ENGINE_DEFAULT_BOOK);
  self->opponent = g_object_ref (chess_play_get_opponent (self->play));
  g_settings_bind (self->settings, "tablebase-adjudication", self->play, "tablebase-adjudication",
                   G_SETTINGS_BIND_GET);
  g_signal_connect_swapped (self->play, "changed", G_CALLBACK (chess_window_update_actions), self);
  g_signal_connect_swapped (self->play, "draw-declined", G_CALLBACK (on_draw_declined), self);
  g_signal_connect_swapped (self->opponent, "changed", G_CALLBACK (on_opponent_changed), self);
  /* The engine's name, known at last. */
  g_signal_connect_swapped (self->opponent, "engine-ready", G_CALLBACK (chess_window_update_players), self);
  g_signal_connect (self->opponent, "engine-failed", G_CALLBACK (on_engine_failed), self);
  g_signal_connect_swapped (self->board, "premove-changed", G_CALLBACK (on_premove_changed), self);
  /* turned off while the computer thinks: a premove chosen is dropped */
  g_signal_connect_swapped (self->settings, "changed::premoves", G_CALLBACK (chess_window_engine_update), self);
}

void
chess_window_engine_dispose (ChessWindow *self)
{
  g_clear_handle_id (&self->premove_id, g_source_remove);
  clear_hint (self);
  if (self->thinking_player != NULL)
    g_signal_handlers_disconnect_by_data (self->thinking_player, self);
  g_clear_object (&self->thinking_player);
  if (self->opponent != NULL)
    g_signal_handlers_disconnect_by_data (self->opponent, self);
  g_clear_object (&self->opponent);
  if (self->play != NULL)
    g_signal_handlers_disconnect_by_data (self->play, self);
  /* The engine leaves with the play; the session may outlive it. */
  g_clear_object (&self->play);
}

void
chess_window_engine_install (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, action_hint);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK, "win.hint", NULL);
}
