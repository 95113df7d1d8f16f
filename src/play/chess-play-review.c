/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-play-review.c — the review of the game in play: ChessPlay runs it
 * (one ChessReview on one engine, in the background), writes its result
 * into the game (NAGs, better moves as variations, [%eval]) and keeps each
 * player's accuracy.  It belongs to the game it started on: a new game
 * cancels it, and so does an edit of its main line.  Views follow
 * "review-progress", "review-finished", "review-failed" and
 * "review-stopped"; nothing here knows a window. */
#include "config.h"

#include "chess-play-private.h"

#include "chess-engine-catalog.h"

ChessEngine *
chess_play_create_analysis_engine (ChessPlay *self)
{
  GSettings *settings;
  g_autoptr (ChessEngineCatalog) catalog = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (CHESS_IS_PLAY (self), NULL);

  /* A catalog read now: it has the option values (threads, hash) the user
   * gave the engine since the play was made. */
  settings = chess_session_get_settings (self->session);
  catalog = settings ? chess_engine_catalog_new (settings) : g_object_ref (self->catalog);
  /* Without Stockfish the engine fails to start, and says so. */
  path = chess_engine_catalog_dup_analysis_path (catalog);
  return chess_engine_catalog_create_engine (catalog, path);
}

static void
on_position_reviewed (ChessReview *review,
                      guint        index,
                      ChessPlay   *self)
{
  g_signal_emit (self, _chess_play_signals[CHESS_PLAY_SIGNAL_REVIEW_PROGRESS], 0, index + 1,
                 chess_review_get_n_positions (review));
}

static void
annotate (ChessRecord *record,
          gpointer     user_data)
{
  ChessPlay *self = user_data;

  chess_annotate_record (record, chess_review_get_positions (self->review), chess_review_get_n_done (self->review),
                         self->review_players);
}

static void
on_review_done (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr (ChessPlay) self = user_data;
  ChessReview *review = CHESS_REVIEW (source);
  g_autoptr (GError) error = NULL;
  gboolean finished = chess_review_run_finish (review, result, &error);

  if (self->review != review)
    return;   /* cancelled for another game: that says nothing */
  if (finished)
    {
      chess_game_annotate (self->game, annotate, self);
      self->review_players_known = TRUE;
    }
  g_clear_object (&self->review_cancellable);
  g_clear_object (&self->review);
  if (finished)
    g_signal_emit (self, _chess_play_signals[CHESS_PLAY_SIGNAL_REVIEW_FINISHED], 0,
                   self->review_players[CHESS_WHITE].accuracy, self->review_players[CHESS_BLACK].accuracy);
  else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_signal_emit (self, _chess_play_signals[CHESS_PLAY_SIGNAL_REVIEW_FAILED], 0, error);
}

gboolean
chess_play_review_start (ChessPlay   *self,
                         ChessEngine *engine,
                         guint64      nodes)
{
  g_autoptr (ChessEngine) made = NULL;
  ChessUciGo limit = { .nodes = nodes ? nodes : CHESS_REVIEW_DEFAULT_NODES };

  g_return_val_if_fail (CHESS_IS_PLAY (self), FALSE);
  g_return_val_if_fail (engine == NULL || CHESS_IS_ENGINE (engine), FALSE);

  if (self->review != NULL || !chess_play_get_can_review (self))
    return FALSE;
  if (engine == NULL)
    engine = made = chess_play_create_analysis_engine (self);
  self->review = chess_review_new (engine, chess_game_get_record (self->game), &limit);
  /* Endgame moves the tables cover are judged by them, exactly. */
  chess_review_set_tablebase (self->review, self->tablebase);
  self->review_cancellable = g_cancellable_new ();
  self->review_players_known = FALSE;
  self->review_last = chess_game_get_last_node (self->game);
  g_signal_connect_object (self->review, "position-reviewed", G_CALLBACK (on_position_reviewed), self, 0);
  chess_review_run_async (self->review, self->review_cancellable, on_review_done, g_object_ref (self));
  return TRUE;
}

void
chess_play_review_cancel (ChessPlay *self)
{
  g_return_if_fail (CHESS_IS_PLAY (self));

  if (self->review_cancellable != NULL)
    g_cancellable_cancel (self->review_cancellable);
}

ChessReview *
chess_play_get_review (ChessPlay *self)
{
  g_return_val_if_fail (CHESS_IS_PLAY (self), NULL);
  return self->review;
}

const ChessPlayerReview *
chess_play_get_review_players (ChessPlay *self)
{
  g_return_val_if_fail (CHESS_IS_PLAY (self), NULL);
  return self->review_players_known ? self->review_players : NULL;
}

/* A new game: the review of the old one stops and is forgotten (its
 * callback finds another review, or none, and says nothing). */
void
_chess_play_review_forget (ChessPlay *self)
{
  chess_play_review_cancel (self);
  g_clear_object (&self->review_cancellable);
  g_clear_object (&self->review);
  self->review_players_known = FALSE;
}

/* The game changed: an edit that gave it another main line (edits
 * allocate no node and free none, so another last node is another main
 * line) ends a review of the old one. */
void
_chess_play_review_game_changed (ChessPlay *self)
{
  if (self->review == NULL || chess_game_get_last_node (self->game) == self->review_last)
    return;
  _chess_play_review_forget (self);
  g_signal_emit (self, _chess_play_signals[CHESS_PLAY_SIGNAL_REVIEW_STOPPED], 0);
}
