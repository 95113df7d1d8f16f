/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window-banners.c — the banners beside the board: the result, a
 * draw offer to answer, problems with a file, a restored game, drafts
 * kept, a draft that cannot be written.  Each answer goes to ChessPlay or
 * to an action. */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-window-private.h"

enum {
  RESPONSE_ACCEPT_DRAW = 1, RESPONSE_DECLINE_DRAW, RESPONSE_NEW_GAME, RESPONSE_RESUME, RESPONSE_DRAFTS,
  RESPONSE_REMATCH, RESPONSE_REVIEW, RESPONSE_ANALYSE,
};

/* What the result's banner offers (bits of result_choices). */
enum {
  CHOICE_REMATCH = 1 << 0,
  CHOICE_NEW_GAME = 1 << 1,
  CHOICE_REVIEW = 1 << 2,
  CHOICE_ANALYSE = 1 << 3,
};

static void on_bar_response (ChessBanner *bar, int response, ChessWindow *self);

static const char *
side_name (ChessColor side)
{
  return side == CHESS_WHITE ? _("White") : _("Black");
}

/* A banner beside the board, after the problems. */
static ChessBanner *
add_banner (ChessWindow *self)
{
  GtkWidget *bar = chess_banner_new ();

  gtk_box_insert_child_after (GTK_BOX (self->banners), bar, GTK_WIDGET (self->problems_bar));
  g_signal_connect (bar, "response", G_CALLBACK (on_bar_response), self);
  return CHESS_BANNER (bar);
}

/* After a game played here: Rematch first, then New Game; after any
 * game: Review and Analyse while they have something to do.  A game from
 * a file offers no New Game: it was not a game to play again. */
void
chess_window_update_result_choices (ChessWindow *self)
{
  guint choices = 0;

  if (self->play == NULL || self->game == NULL || !chess_game_is_over (self->game))
    return;
  if (chess_play_get_can_rematch (self->play))
    choices |= CHOICE_REMATCH | CHOICE_NEW_GAME;
  if (chess_window_analysis_allowed (self) && chess_game_has_moves (self->game)
      && chess_play_get_review (self->play) == NULL && chess_play_get_review_players (self->play) == NULL)
    choices |= CHOICE_REVIEW;
  if (chess_window_analysis_allowed (self) && !self->analysis_on)
    choices |= CHOICE_ANALYSE;
  if (choices == self->result_choices)
    return;
  self->result_choices = choices;
  chess_banner_remove_buttons (self->result_bar);
  if (choices & CHOICE_REMATCH)
    chess_banner_add_button (self->result_bar, _("Re_match"), RESPONSE_REMATCH, "suggested-action");
  if (choices & CHOICE_NEW_GAME)
    chess_banner_add_button (self->result_bar, _("_New Game"), RESPONSE_NEW_GAME, NULL);
  if (choices & CHOICE_REVIEW)
    chess_banner_add_button (self->result_bar, _("Re_view"), RESPONSE_REVIEW,
                             choices & CHOICE_REMATCH ? NULL : "suggested-action");
  if (choices & CHOICE_ANALYSE)
    chess_banner_add_button (self->result_bar, _("_Analyse"), RESPONSE_ANALYSE, NULL);
}

void
chess_window_update_banners (ChessWindow *self)
{
  int offer = chess_game_get_draw_offer (self->game);
  gboolean over = chess_game_is_over (self->game);
  gboolean paused = chess_session_get_paused (self->session);

  if (over)
    {
      g_autofree char *text = chess_game_describe_result (self->game);
      chess_banner_set_title (self->result_bar, text);
      chess_window_update_result_choices (self);
      /* said as it shows (a screen reader, Speak Moves): a resignation or
       * a flag fall has no move that says it */
      if (!chess_banner_get_revealed (self->result_bar))
        chess_window_reader_say (self, text);
    }
  chess_banner_set_revealed (self->result_bar, over);

  if (!over && offer >= 0)
    {
      g_autofree char *text = NULL;
      ChessColor answering = offer == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE;

      /* Translators: "White offers a draw. Black, do you accept?" */
      text = g_strdup_printf (_("%s offers a draw. %s, do you accept?"),
                              side_name (offer), side_name (answering));
      chess_banner_set_text (self->draw_bar, text);
      if (!paused && !chess_banner_get_revealed (self->draw_bar))
        chess_window_reader_say (self, text);
    }
  chess_banner_set_revealed (self->draw_bar, !over && !paused && offer >= 0);

  if (!paused)
    self->restored = FALSE;
  if (self->restored && self->restored_bar == NULL)
    {
      self->restored_bar = add_banner (self);
      chess_banner_set_title (self->restored_bar, _("Game restored"));
      chess_banner_add_button (self->restored_bar, _("_Resume"), RESPONSE_RESUME, "suggested-action");
    }
  if (self->restored_bar != NULL)
    chess_banner_set_revealed (self->restored_bar, self->restored && paused);
}

/* ---- banners -------------------------------------------------------- */

void
chess_window_show_problems (ChessWindow    *self,
                            GtkMessageType  type,
                            const char     *title,
                            const char     *details)
{
  g_return_if_fail (CHESS_IS_WINDOW (self));

  chess_banner_set_message_type (self->problems_bar, type);
  chess_banner_set_title (self->problems_bar, title);
  chess_banner_set_text (self->problems_bar, details);
  chess_banner_set_revealed (self->problems_bar, TRUE);
}

void
chess_window_hide_problems (ChessWindow *self)
{
  chess_banner_set_revealed (self->problems_bar, FALSE);
}

void
chess_window_announce_restore (ChessWindow *self)
{
  g_return_if_fail (CHESS_IS_WINDOW (self));

  self->restored = chess_session_get_paused (self->session);
  chess_window_update_banners (self);
}

void
chess_window_offer_drafts (ChessWindow *self,
                           guint        count)
{
  g_autofree char *text = NULL;

  g_return_if_fail (CHESS_IS_WINDOW (self));

  if (count == 0)
    {
      if (self->drafts_bar != NULL)
        chess_banner_set_revealed (self->drafts_bar, FALSE);
      return;
    }
  if (self->drafts_bar == NULL)
    {
      self->drafts_bar = add_banner (self);
      chess_banner_set_show_close_button (self->drafts_bar, TRUE);
      chess_banner_add_button (self->drafts_bar, _("_Show…"), RESPONSE_DRAFTS, NULL);
    }
  text = g_strdup_printf (ngettext ("%u more unfinished game is kept", "%u more unfinished games are kept",
                                    count), count);
  chess_banner_set_text (self->drafts_bar, text);
  chess_banner_set_revealed (self->drafts_bar, TRUE);
}

/* The session's draft cannot be written (a full disk): said until it is
 * written again, which the session tries by itself. */
void
chess_window_update_draft_banner (ChessWindow *self)
{
  const GError *error = chess_session_get_draft_error (self->session);

  if (error != NULL && self->draft_error_bar == NULL)
    {
      self->draft_error_bar = add_banner (self);
      chess_banner_set_message_type (self->draft_error_bar, GTK_MESSAGE_WARNING);
      chess_banner_set_title (self->draft_error_bar, _("The game is not being saved"));
      chess_banner_set_text_selectable (self->draft_error_bar, TRUE);
    }
  if (self->draft_error_bar == NULL)
    return;
  if (error != NULL)
    {
      /* Translators: %s says why ("Your game is not being saved in the background: …: the disk is full") */
      g_autofree char *text = g_strdup_printf (_("%s. It is saved again as soon as it can be; until then, "
                                                 "quitting or a crash would lose the moves since."), error->message);
      chess_banner_set_text (self->draft_error_bar, text);
    }
  chess_banner_set_revealed (self->draft_error_bar, error != NULL);
}

static void
on_bar_response (ChessBanner *bar,
                 int          response,
                 ChessWindow *self)
{
  int offer = chess_game_get_draw_offer (self->game);

  switch (response)
    {
    case RESPONSE_ACCEPT_DRAW:
    case RESPONSE_DECLINE_DRAW:
      if (offer >= 0)
        chess_play_answer_draw (self->play, response == RESPONSE_ACCEPT_DRAW);
      break;
    case RESPONSE_NEW_GAME:
      gtk_widget_activate_action (GTK_WIDGET (self), "app.new-game", NULL);
      break;
    case RESPONSE_REMATCH:
      chess_window_rematch (self);
      break;
    case RESPONSE_REVIEW:
      gtk_widget_activate_action (GTK_WIDGET (self), "win.review-game", NULL);
      break;
    case RESPONSE_ANALYSE:
      chess_window_set_analysis (self, TRUE);
      break;
    case RESPONSE_RESUME:
      chess_play_set_paused (self->play, FALSE);
      break;
    case RESPONSE_DRAFTS:
      chess_banner_set_revealed (self->drafts_bar, FALSE);
      gtk_widget_activate_action (GTK_WIDGET (self), "app.drafts", NULL);
      break;
    default:
      /* CHESS_BANNER_RESPONSE_CLOSE: the banner hides itself */
      break;
    }
}

void
chess_window_banners_init (ChessWindow *self)
{
  chess_banner_add_button (self->draw_bar, _("Decline"), RESPONSE_DECLINE_DRAW, NULL);
  chess_banner_add_button (self->draw_bar, _("Accept Draw"), RESPONSE_ACCEPT_DRAW, "suggested-action");
  chess_banner_set_show_close_button (self->problems_bar, TRUE);
  chess_banner_set_text_selectable (self->problems_bar, TRUE);
  g_signal_connect (self->draw_bar, "response", G_CALLBACK (on_bar_response), self);
  g_signal_connect (self->result_bar, "response", G_CALLBACK (on_bar_response), self);
  g_signal_connect (self->problems_bar, "response", G_CALLBACK (on_bar_response), self);
}
