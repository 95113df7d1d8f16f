/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-endgame-window.c — ChessEndgameWindow (see the header).  A view:
 * the board emits the person's moves and ChessPlay plays them; the
 * practice judges, and its "finished" fills the summary.  The moves are
 * heard as in the main window: their sounds (ChessSoundCues on the play)
 * and, with "speak-moves" on, their words. */
#include "config.h"

#include "chess-endgame-window.h"

#include <glib/gi18n.h>

#include "chess-board.h"
#include "chess-engine-catalog.h"
#include "chess-sound-cues.h"
#include "chess-sound-player.h"
#include "chess-speaker.h"
#include "chess-window-resources.h"

struct _ChessEndgameWindow
{
  AdwWindow parent_instance;

  GtkListBox *endings;
  GtkLabel *goal_label;
  AdwBin *board_bin;
  GtkLabel *summary_label;
  GtkWidget *again_button;

  ChessBoard *board;
  GSettings *settings;
  ChessSession *session;
  ChessPlay *play;
  ChessSoundCues *cues;
  ChessEndgamePractice *practice;
  ChessGame *game;              /* followed for the board */
  ChessEndgameKind kind;
  GCancellable *starting;
};

G_DEFINE_FINAL_TYPE (ChessEndgameWindow, chess_endgame_window, ADW_TYPE_WINDOW)

enum { STARTED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
show_position (ChessEndgameWindow *self)
{
  const ChessNode *node;

  if (self->game == NULL)
    return;
  node = chess_game_get_current_node (self->game);
  chess_board_set_position (self->board, chess_game_get_position (self->game),
                            node != NULL && node->parent != NULL ? node->move : CHESS_MOVE_NONE, TRUE);
}

static void
follow_game (ChessEndgameWindow *self)
{
  ChessGame *game = chess_play_get_game (self->play);

  if (game == self->game)
    return;
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  g_signal_connect_swapped (game, "position-changed", G_CALLBACK (show_position), self);
  show_position (self);
}

static void
on_move_chosen (ChessBoard *board, guint move, ChessEndgameWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (!chess_play_move (self->play, (ChessMove) move, &error))
    show_position (self);   /* not the person's turn: the board goes back */
}

static void
on_cue (ChessSoundCues *cues, guint event, ChessEndgameWindow *self)
{
  chess_sound_player_play (chess_sound_player_get_default (), (ChessSoundEvent) event, GTK_WIDGET (self));
}

static void
on_move_refused (ChessBoard *board, int from, int to, ChessEndgameWindow *self)
{
  chess_sound_player_play (chess_sound_player_get_default (), CHESS_SOUND_ILLEGAL, GTK_WIDGET (self));
}

static void
on_move_said (ChessBoard *board, const char *words, ChessEndgameWindow *self)
{
  chess_speaker_say_if_wanted (self->settings, words);
}

static void
on_finished (ChessEndgameWindow *self)
{
  g_autofree char *summary = chess_endgame_practice_describe (self->practice);

  gtk_label_set_text (self->summary_label, summary);
}

static void
started_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  ChessEndgameWindow *self = user_data;
  g_autoptr (GError) error = NULL;

  if (!chess_endgame_practice_start_finish (CHESS_ENDGAME_PRACTICE (source), result, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        gtk_label_set_text (self->summary_label, error->message);
    }
  else
    {
      ChessColor person = chess_endgame_practice_get_person (self->practice);
      g_autofree char *goal = NULL;

      follow_game (self);
      chess_board_set_flipped (self->board, person == CHESS_BLACK);
      /* Translators: "Mate with the rook — goal: Checkmate; you play White" */
      goal = g_strdup_printf (person == CHESS_WHITE ? _("%1$s — goal: %2$s; you play White")
                                                    : _("%1$s — goal: %2$s; you play Black"),
                              chess_endgame_kind_name (self->kind),
                              chess_endgame_goal_name (chess_endgame_kind_goal (self->kind)));
      gtk_label_set_text (self->goal_label, goal);
      gtk_widget_set_sensitive (self->again_button, TRUE);
    }
  g_signal_emit (self, signals[STARTED], 0);
  g_object_unref (self);
}

void
chess_endgame_window_start (ChessEndgameWindow *self, ChessEndgameKind kind, guint32 seed)
{
  g_return_if_fail (CHESS_IS_ENDGAME_WINDOW (self));

  if (self->starting != NULL)
    g_cancellable_cancel (self->starting);
  g_clear_object (&self->starting);
  self->starting = g_cancellable_new ();
  self->kind = kind;
  gtk_label_set_text (self->summary_label, "");
  chess_endgame_practice_start_async (self->practice, kind, seed, self->starting, started_cb, g_object_ref (self));
}

static void
ending_activated_cb (GtkListBox *list, GtkListBoxRow *row, ChessEndgameWindow *self)
{
  chess_endgame_window_start (self, (ChessEndgameKind) gtk_list_box_row_get_index (row), g_random_int ());
}

static void
again_clicked_cb (GtkButton *button, ChessEndgameWindow *self)
{
  chess_endgame_window_start (self, self->kind, g_random_int ());
}

ChessEndgamePractice *
chess_endgame_window_get_practice (ChessEndgameWindow *self)
{
  return self->practice;
}

ChessPlay *
chess_endgame_window_get_play (ChessEndgameWindow *self)
{
  return self->play;
}

GtkWidget *
chess_endgame_window_get_board (ChessEndgameWindow *self)
{
  return GTK_WIDGET (self->board);
}

const char *
chess_endgame_window_get_goal_text (ChessEndgameWindow *self)
{
  return gtk_label_get_text (self->goal_label);
}

const char *
chess_endgame_window_get_summary_text (ChessEndgameWindow *self)
{
  return gtk_label_get_text (self->summary_label);
}

static void
chess_endgame_window_dispose (GObject *object)
{
  ChessEndgameWindow *self = CHESS_ENDGAME_WINDOW (object);

  if (self->starting != NULL)
    g_cancellable_cancel (self->starting);
  g_clear_object (&self->starting);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  if (self->practice != NULL)
    g_signal_handlers_disconnect_by_data (self->practice, self);
  g_clear_object (&self->practice);
  g_clear_object (&self->cues);
  g_clear_object (&self->play);
  g_clear_object (&self->session);
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_ENDGAME_WINDOW);
  G_OBJECT_CLASS (chess_endgame_window_parent_class)->dispose (object);
}

static void
chess_endgame_window_class_init (ChessEndgameWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = chess_endgame_window_dispose;
  (void) chess_window_get_resource ();   /* keeps the room's resource in the link */
  gtk_widget_class_set_template_from_resource (widget_class, "/com/example/Chess/ui/chess-endgame-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessEndgameWindow, endings);
  gtk_widget_class_bind_template_child (widget_class, ChessEndgameWindow, goal_label);
  gtk_widget_class_bind_template_child (widget_class, ChessEndgameWindow, board_bin);
  gtk_widget_class_bind_template_child (widget_class, ChessEndgameWindow, summary_label);
  gtk_widget_class_bind_template_child (widget_class, ChessEndgameWindow, again_button);
  gtk_widget_class_bind_template_callback (widget_class, ending_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, again_clicked_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  signals[STARTED] = g_signal_new ("started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);
}

static void
chess_endgame_window_init (ChessEndgameWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  for (ChessEndgameKind kind = 0; kind < CHESS_ENDGAME_N_KINDS; kind++)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), chess_endgame_kind_name (kind));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), chess_endgame_goal_name (chess_endgame_kind_goal (kind)));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_list_box_append (self->endings, row);
    }
  self->board = CHESS_BOARD (chess_board_new ());
  adw_bin_set_child (self->board_bin, GTK_WIDGET (self->board));
  g_signal_connect (self->board, "move-chosen", G_CALLBACK (on_move_chosen), self);
  g_signal_connect (self->board, "move-refused", G_CALLBACK (on_move_refused), self);
  g_signal_connect (self->board, "move-said", G_CALLBACK (on_move_said), self);
}

ChessEndgameWindow *
chess_endgame_window_new (GtkWindow *parent, GSettings *settings, ChessTablebase *tablebase)
{
  ChessEndgameWindow *self;
  g_autoptr (ChessEngineCatalog) catalog = NULL;
  ChessEngineEntry *stockfish;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (CHESS_TYPE_ENDGAME_WINDOW, "transient-for", parent, NULL);
  self->settings = g_object_ref (settings);
  g_settings_bind (settings, "piece-set", self->board, "piece-set", G_SETTINGS_BIND_GET);
  g_settings_bind (settings, "board-theme", self->board, "theme", G_SETTINGS_BIND_GET);
  catalog = chess_engine_catalog_new (settings);
  stockfish = chess_engine_catalog_get_default (catalog);
  self->session = chess_session_new (NULL);
  self->play = chess_play_new (self->session, catalog, NULL);
  chess_play_set_tablebase (self->play, tablebase);
  self->cues = chess_sound_cues_new (self->play);
  g_signal_connect_object (self->cues, "cue", G_CALLBACK (on_cue), self, 0);
  /* Full strength: the strongest engine there is, Stockfish. */
  self->practice = chess_endgame_practice_new (self->play, stockfish ? chess_engine_entry_get_path (stockfish)
                                                                     : "stockfish");
  g_signal_connect_swapped (self->practice, "finished", G_CALLBACK (on_finished), self);
  return self;
}
