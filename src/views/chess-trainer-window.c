/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-trainer-window.c — the trainer's board and side panel: what the
 * trainer says shown, the solver's moves handed to it, the replies,
 * hints and solutions played out on the board at a person's pace. */
#include "config.h"

#include "chess-trainer-window-private.h"

#include <glib/gi18n.h>
#include <math.h>

#include <stdlib.h>
#include <string.h>

#include "chess-digits.h"
#include "chess-move-words.h"
#include "chess-notation.h"
#include "chess-pgn.h"
#include "chess-trainer-themes.h"
#include "chess-views-resources.h"

/* A person's pace: the opponent's move after the puzzle appears, a reply
 * after the solver's move, a move of a solution shown, the next puzzle
 * after a success (ms). */
#define OPENING_DELAY 600
#define REPLY_DELAY 350
#define SOLUTION_STEP 700
#define NEXT_DELAY 1500

G_DEFINE_FINAL_TYPE (ChessTrainerWindow, chess_trainer_window, ADW_TYPE_APPLICATION_WINDOW)

enum { PROP_0, PROP_TRAINER, N_PROPS };
static GParamSpec *properties[N_PROPS];

void
chess_trainer_window_toast (ChessTrainerWindow *self, const char *text)
{
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (text));
}

void
chess_trainer_window_set_status (ChessTrainerWindow *self, const char *title, const char *text)
{
  gtk_label_set_text (GTK_LABEL (self->status_title), title);
  gtk_label_set_text (GTK_LABEL (self->status_text), text ? text : "");
  gtk_widget_set_visible (self->status_text, text != NULL && *text != '\0');
}

void
chess_trainer_window_update_queue (ChessTrainerWindow *self)
{
  guint queued = chess_puzzle_trainer_get_queue_length (self->trainer);
  guint due = chess_puzzle_store_count_due (chess_puzzle_trainer_get_store (self->trainer),
                                            g_get_real_time () / G_USEC_PER_SEC);
  g_autofree char *text = NULL;
  if (queued > 0)
    text = g_strdup_printf (ngettext ("%u more puzzle of your choice", "%u more puzzles of your choice", queued),
                            queued);
  else if (due > 0)
    text = g_strdup_printf (ngettext ("%u puzzle to repeat today", "%u puzzles to repeat today", due), due);
  g_autofree char *local = text ? chess_digits_localize (text, FALSE) : NULL;
  gtk_label_set_text (GTK_LABEL (self->queue_label), local ? local : "");
  gtk_widget_set_visible (self->queue_label, text != NULL);
}

static void
show_rating (ChessTrainerWindow *self, gboolean with_change)
{
  ChessGlicko2Rating rating = chess_puzzle_trainer_get_rating (self->trainer);
  g_autofree char *number = g_strdup_printf ("%.0f", rating.rating);
  g_autofree char *text = chess_digits_localize (number, FALSE);
  gtk_label_set_text (GTK_LABEL (self->rating_label), text);
  /* Translators: the accessible name of the solver's puzzle rating. */
  g_autofree char *said = g_strdup_printf (_("Your puzzle rating: %.0f"), rating.rating);
  g_autofree char *spoken = chess_digits_localize (said, FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->rating_label), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
  gtk_widget_set_tooltip_text (self->rating_label, spoken);
  g_autofree char *change = NULL;
  int delta = (int) lround (rating.rating) - (int) lround (self->rating_before);
  if (with_change && delta != 0)
    {
      /* A real minus sign for a fall. */
      g_autofree char *ascii = delta > 0 ? g_strdup_printf ("+%d", delta) : g_strdup_printf ("−%d", -delta);
      change = chess_digits_localize (ascii, FALSE);
    }
  gtk_label_set_text (GTK_LABEL (self->rating_change_label), change ? change : "");
  gtk_widget_remove_css_class (self->rating_change_label, "success");
  gtk_widget_remove_css_class (self->rating_change_label, "error");
  if (change)
    gtk_widget_add_css_class (self->rating_change_label, delta > 0 ? "success" : "error");
  self->rating_before = rating.rating;
}

static const char *
side_name (ChessColor side)
{
  return side == CHESS_WHITE ? _("Find the best move for White.") : _("Find the best move for Black.");
}

static void
cancel_steps (ChessTrainerWindow *self)
{
  g_clear_handle_id (&self->step_id, g_source_remove);
  g_clear_handle_id (&self->next_id, g_source_remove);
  g_array_set_size (self->solution, 0);
}

enum { MOVE_SHOWN, SAY, N_SIGNALS };
static guint signals[N_SIGNALS];

void
chess_trainer_window_say (ChessTrainerWindow *self, const char *text)
{
  g_signal_emit (self, signals[SAY], 0, text);
}

static void
show_position (ChessTrainerWindow *self, const ChessPosition *pos, ChessMove last, gboolean animate)
{
  ChessPosition before = self->shown;

  /* a move made on the board as shown (not a jump to another position) */
  if (last != CHESS_MOVE_NONE && chess_position_is_legal_move (&before, last))
    g_signal_emit (self, signals[MOVE_SHOWN], 0, (guint) last, &before);
  /* a piece put back (a wrong move) keeps the move that led here */
  if (last != CHESS_MOVE_NONE || memcmp (pos->board, before.board, sizeof pos->board) != 0
      || pos->side_to_move != before.side_to_move)
    {
      self->before_last = before;
      self->last_move = last;
    }
  self->shown = *pos;
  chess_board_set_position (self->board, pos, last, animate);
}

gboolean
chess_trainer_window_solver_may_move (ChessTrainerWindow *self)
{
  ChessPuzzleRun *run = chess_puzzle_trainer_get_run (self->trainer);
  return run != NULL && !chess_puzzle_run_is_solved (run) && self->step_id == 0 && self->solution->len == 0;
}

/* The board takes moves, and Hint and Solution work, on the solver's
 * turn only; the other buttons once there is a puzzle. */
static void
update_board_input (ChessTrainerWindow *self)
{
  gboolean turn = chess_trainer_window_solver_may_move (self);
  gboolean puzzle = chess_puzzle_trainer_get_puzzle (self->trainer) != NULL;
  chess_board_set_interactive (self->board, turn);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "trainer.hint", turn);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "trainer.solution", turn);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "trainer.retry", puzzle);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "trainer.analyse", puzzle);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "trainer.source", puzzle);
}

static void
clear_hint (ChessTrainerWindow *self)
{
  chess_board_set_marked_square (self->board, CHESS_SQUARE_NONE);
  chess_board_set_arrows (self->board, NULL, 0);
}

static void
puzzle_text (ChessTrainerWindow *self, gboolean finished)
{
  const ChessPuzzle *puzzle = chess_puzzle_trainer_get_puzzle (self->trainer);
  g_autofree char *text = NULL;
  if (puzzle == NULL)
    text = g_strdup ("");
  else if (finished && puzzle->themes[0] != '\0')
    {
      g_auto (GStrv) names = g_strsplit (puzzle->themes, " ", -1);
      g_autoptr (GString) themes = g_string_new (NULL);
      for (char **name = names; *name; name++)
        if (**name != '\0')
          /* Translators: the separator of a puzzle's themes in a list. */
          g_string_append_printf (themes, "%s%s", themes->len ? _(", ") : "", chess_trainer_theme_label (*name));
      /* Translators: a puzzle's id, its rating, then its themes. */
      text = g_strdup_printf (_("Puzzle %s, rated %d\n%s"), puzzle->id, puzzle->rating, themes->str);
    }
  else
    /* Translators: a puzzle's id. */
    text = g_strdup_printf (_("Puzzle %s"), puzzle->id);
  gtk_label_set_text (GTK_LABEL (self->puzzle_label), text);
}

static gboolean
play_opening_move (gpointer data)
{
  ChessTrainerWindow *self = data;
  ChessPuzzleRun *run = chess_puzzle_trainer_get_run (self->trainer);
  self->step_id = 0;
  show_position (self, chess_puzzle_run_get_position (run), chess_puzzle_run_get_opening_move (run), TRUE);
  chess_trainer_window_set_status (self, _("Your turn"), side_name (chess_puzzle_run_get_solver (run)));
  update_board_input (self);
  return G_SOURCE_REMOVE;
}

/* A puzzle begins: the board turned to the solver at the position before
 * the opponent's move, which comes a moment later. */
static void
on_puzzle_started (ChessTrainerWindow *self)
{
  ChessPuzzleRun *run = chess_puzzle_trainer_get_run (self->trainer);
  cancel_steps (self);
  clear_hint (self);
  chess_board_set_flipped (self->board, chess_puzzle_run_get_solver (run) == CHESS_BLACK);
  show_position (self, chess_puzzle_run_get_start (run), CHESS_MOVE_NONE, FALSE);
  chess_trainer_window_set_status (self, _("Your opponent moves"), NULL);
  puzzle_text (self, FALSE);
  chess_trainer_window_update_queue (self);
  self->step_id = g_timeout_add (OPENING_DELAY, play_opening_move, self);
  update_board_input (self);
}

static void
on_rating_changed (ChessTrainerWindow *self)
{
  show_rating (self, TRUE);
}

void
chess_trainer_window_next (ChessTrainerWindow *self)
{
  cancel_steps (self);
  if (!chess_puzzle_trainer_next (self->trainer))
    {
      clear_hint (self);
      update_board_input (self);
      chess_trainer_window_set_status (self, _("No puzzle to solve"),
                                       _("Import lichess’s puzzles from the main menu, choose other themes, "
                                         "or make puzzles from your games in the library."));
      gtk_label_set_text (GTK_LABEL (self->puzzle_label), "");
    }
}

static gboolean
next_after_success (gpointer data)
{
  ChessTrainerWindow *self = data;
  self->next_id = 0;
  chess_trainer_window_next (self);
  return G_SOURCE_REMOVE;
}

static void
finished (ChessTrainerWindow *self)
{
  ChessPuzzleRun *run = chess_puzzle_trainer_get_run (self->trainer);
  puzzle_text (self, TRUE);
  if (chess_puzzle_run_has_failed (run))
    chess_trainer_window_set_status (self, _("Puzzle complete"), _("Retry it, or go on to the next one."));
  else
    {
      chess_trainer_window_set_status (self, _("Success!"), NULL);
      /* No click between puzzles. */
      self->next_id = g_timeout_add (NEXT_DELAY, next_after_success, self);
    }
  update_board_input (self);
}

static gboolean
play_reply (gpointer data)
{
  ChessTrainerWindow *self = data;
  ChessPuzzleRun *run = chess_puzzle_trainer_get_run (self->trainer);
  ChessMove reply = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (self), "chess-reply"));
  self->step_id = 0;
  show_position (self, chess_puzzle_run_get_position (run), reply, TRUE);
  update_board_input (self);
  return G_SOURCE_REMOVE;
}

static void
on_move_chosen (ChessTrainerWindow *self, guint move_value)
{
  ChessMove move = (ChessMove) move_value;
  ChessPuzzleRun *run = chess_puzzle_trainer_get_run (self->trainer);
  if (!chess_trainer_window_solver_may_move (self))
    return;
  ChessPosition before = *chess_puzzle_run_get_position (run);
  ChessMove reply = CHESS_MOVE_NONE;
  switch (chess_puzzle_trainer_play (self->trainer, move, &reply))
    {
    case CHESS_PUZZLE_WRONG:
      /* The piece goes back: the position stays. */
      show_position (self, &before, CHESS_MOVE_NONE, FALSE);
      chess_trainer_window_set_status (self, _("That’s not the move!"), _("Try something else."));
      break;
    case CHESS_PUZZLE_RIGHT:
      {
        ChessPosition after = before;
        ChessUndo undo;
        chess_position_make_move (&after, move, &undo);
        clear_hint (self);
        show_position (self, &after, move, TRUE);
        chess_trainer_window_set_status (self, _("Best move!"), _("Keep going…"));
        g_object_set_data (G_OBJECT (self), "chess-reply", GUINT_TO_POINTER (reply));
        self->step_id = g_timeout_add (REPLY_DELAY, play_reply, self);
        break;
      }
    case CHESS_PUZZLE_SOLVED:
    default:
      clear_hint (self);
      show_position (self, chess_puzzle_run_get_position (run), move, TRUE);
      finished (self);
      break;
    }
  update_board_input (self);
}

/* ---- actions ---- */

/* The move from `from` to `to` in words (a promotion as to a queen). */
static char *
hint_move_words (const ChessPosition *pos, int from, int to)
{
  ChessMoveList list;
  ChessMove found = CHESS_MOVE_NONE;

  chess_position_legal_moves (pos, &list);
  for (int i = 0; i < list.count; i++)
    {
      ChessMove move = list.moves[i];
      int lands = chess_move_kind (move) == CHESS_MOVE_CASTLING ? chess_move_king_destination (pos, move)
                                                                : chess_move_to (move);

      if (chess_move_from (move) == from && (lands == to || chess_move_to (move) == to)
          && (found == CHESS_MOVE_NONE || chess_move_promotion (move) == CHESS_QUEEN))
        found = move;
    }
  return found != CHESS_MOVE_NONE ? chess_move_words (pos, found) : NULL;
}

/* The next hint: the piece to move marked, then the move drawn; returned
 * in words ("Hint: …"), for a player who does not see the mark or the
 * arrow, or NULL when there is none. */
char *
chess_trainer_window_give_hint (ChessTrainerWindow *self)
{
  g_autofree char *words = NULL;
  int level;
  int square;

  if (!chess_trainer_window_solver_may_move (self))
    return NULL;
  square = chess_puzzle_trainer_hint (self->trainer, &level);
  if (square == CHESS_SQUARE_NONE)
    return NULL;
  if (level == 1)
    {
      chess_board_set_marked_square (self->board, square);
      chess_trainer_window_set_status (self, _("Hint"), _("Move the marked piece."));
      words = chess_square_content_words (&self->shown, square);
    }
  else
    {
      int from = chess_board_get_marked_square (self->board);
      ChessBoardArrow arrow = { (guint8) from, (guint8) square, 1.0 };
      if (from != CHESS_SQUARE_NONE && from != square)
        chess_board_set_arrows (self->board, &arrow, 1);
      chess_trainer_window_set_status (self, _("Hint"), _("The arrow shows the move."));
      words = hint_move_words (&self->shown, from, square);
    }
  return words != NULL ? g_strdup_printf (_("Hint: %s"), words) : NULL;
}

static void
hint_activated (GtkWidget *widget, const char *name, GVariant *parameter)
{
  ChessTrainerWindow *self = CHESS_TRAINER_WINDOW (widget);
  g_autofree char *hint = chess_trainer_window_give_hint (self);

  if (hint != NULL)
    chess_board_say (self->board, hint);
}

static gboolean
play_solution_step (gpointer data)
{
  ChessTrainerWindow *self = data;
  if (self->solution->len == 0)
    {
      self->step_id = 0;
      finished (self);
      return G_SOURCE_REMOVE;
    }
  ChessMove move = g_array_index (self->solution, ChessMove, 0);
  g_array_remove_index (self->solution, 0);
  ChessPosition after = self->shown;
  ChessUndo undo;
  chess_position_make_move (&after, move, &undo);
  show_position (self, &after, move, TRUE);
  return G_SOURCE_CONTINUE;
}

static void
solution_activated (GtkWidget *widget, const char *name, GVariant *parameter)
{
  ChessTrainerWindow *self = CHESS_TRAINER_WINDOW (widget);
  if (!chess_trainer_window_solver_may_move (self))
    return;
  guint n;
  const ChessMove *rest = chess_puzzle_trainer_show_solution (self->trainer, &n);
  clear_hint (self);
  g_array_append_vals (self->solution, rest, n);
  chess_trainer_window_set_status (self, _("Solution"), NULL);
  update_board_input (self);
  self->step_id = g_timeout_add (SOLUTION_STEP, play_solution_step, self);
  play_solution_step (self);
}

static void
retry_activated (GtkWidget *widget, const char *name, GVariant *parameter)
{
  ChessTrainerWindow *self = CHESS_TRAINER_WINDOW (widget);
  ChessPuzzleRun *run = chess_puzzle_trainer_get_run (self->trainer);
  if (run == NULL)
    return;
  cancel_steps (self);
  clear_hint (self);
  chess_puzzle_trainer_retry (self->trainer);
  show_position (self, chess_puzzle_run_get_position (run), chess_puzzle_run_get_opening_move (run), FALSE);
  chess_trainer_window_set_status (self, _("Your turn"), side_name (chess_puzzle_run_get_solver (run)));
  update_board_input (self);
}

static void
next_activated (GtkWidget *widget, const char *name, GVariant *parameter)
{
  chess_trainer_window_next (CHESS_TRAINER_WINDOW (widget));
}

/* The puzzle's line as PGN: its start, the opponent's move, the solution. */
static char *
line_as_pgn (const ChessPuzzle *puzzle)
{
  ChessRecord *record = chess_record_new ();
  record->start = puzzle->start;
  chess_record_set_tag (record, "SetUp", "1");
  chess_record_set_tag (record, "FEN", puzzle->fen);
  /* Translators: the Event tag of a puzzle's line opened for analysis; %s is its id. */
  g_autofree char *event = g_strdup_printf (_("Puzzle %s"), puzzle->id);
  chess_record_set_tag (record, "Event", event);
  ChessNode *node = record->root;
  for (guint i = 0; i < puzzle->n_moves; i++)
    node = chess_node_append_child (node, puzzle->moves[i]);
  char *text = chess_pgn_record_to_string (record, CHESS_PGN_WRITE_DEFAULT, NULL);
  chess_record_free (record);
  return text;
}

/* The line on an analysis board: the application opens it in its window. */
static void
analyse_activated (GtkWidget *widget, const char *name, GVariant *parameter)
{
  ChessTrainerWindow *self = CHESS_TRAINER_WINDOW (widget);
  const ChessPuzzle *puzzle = chess_puzzle_trainer_get_puzzle (self->trainer);
  if (puzzle == NULL)
    return;
  char *pgn = line_as_pgn (puzzle);
  gtk_widget_activate_action (widget, "app.analyse-line", "s", pgn);
  free (pgn);
}

/* The source game: the application opens a file's or the library's game,
 * or lichess's page. */
static void
source_activated (GtkWidget *widget, const char *name, GVariant *parameter)
{
  ChessTrainerWindow *self = CHESS_TRAINER_WINDOW (widget);
  const ChessPuzzle *puzzle = chess_puzzle_trainer_get_puzzle (self->trainer);
  if (puzzle == NULL || puzzle->game_url[0] == '\0')
    {
      chess_trainer_window_toast (self, _("This puzzle does not say where it comes from"));
      return;
    }
  gtk_widget_activate_action (widget, "app.open-game-url", "s", puzzle->game_url);
}

static void
history_activated (GtkWidget *widget, const char *name, GVariant *parameter)
{
  chess_trainer_window_show_history (CHESS_TRAINER_WINDOW (widget));
}

static void
cancel_activated (GtkWidget *widget, const char *name, GVariant *parameter)
{
  chess_trainer_window_cancel_tasks (CHESS_TRAINER_WINDOW (widget));
}

static void
help_activated (GtkWidget *widget, const char *name, GVariant *parameter)
{
  gtk_widget_activate_action (widget, "app.help-page", "s", "puzzles");
}

/* ---- life ---- */

static void
chess_trainer_window_constructed (GObject *object)
{
  ChessTrainerWindow *self = CHESS_TRAINER_WINDOW (object);
  G_OBJECT_CLASS (chess_trainer_window_parent_class)->constructed (object);
  g_signal_connect_object (self->trainer, "puzzle-started", G_CALLBACK (on_puzzle_started), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->trainer, "rating-changed", G_CALLBACK (on_rating_changed), self, G_CONNECT_SWAPPED);
  self->rating_before = chess_puzzle_trainer_get_rating (self->trainer).rating;
  show_rating (self, FALSE);
  chess_trainer_window_fill_themes (self);
  chess_trainer_window_set_status (self, _("Puzzles"), NULL);
  /* The keys play on the board first. */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->board));
  update_board_input (self);
}

static void
chess_trainer_window_dispose (GObject *object)
{
  ChessTrainerWindow *self = CHESS_TRAINER_WINDOW (object);
  cancel_steps (self);
  chess_trainer_window_dispose_tasks (self);
  if (self->trainer)
    g_signal_handlers_disconnect_by_data (self->trainer, self);
  g_clear_object (&self->trainer);
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_TRAINER_WINDOW);
  G_OBJECT_CLASS (chess_trainer_window_parent_class)->dispose (object);
}

static void
chess_trainer_window_finalize (GObject *object)
{
  ChessTrainerWindow *self = CHESS_TRAINER_WINDOW (object);
  g_array_unref (self->solution);
  g_free (self->store_path);
  G_OBJECT_CLASS (chess_trainer_window_parent_class)->finalize (object);
}

static void
chess_trainer_window_set_property (GObject *object, guint id, const GValue *value, GParamSpec *pspec)
{
  ChessTrainerWindow *self = CHESS_TRAINER_WINDOW (object);
  if (id == PROP_TRAINER)
    self->trainer = g_value_dup_object (value);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
}

static void
chess_trainer_window_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  ChessTrainerWindow *self = CHESS_TRAINER_WINDOW (object);
  if (id == PROP_TRAINER)
    g_value_set_object (value, self->trainer);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
}

static void
chess_trainer_window_class_init (ChessTrainerWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->constructed = chess_trainer_window_constructed;
  object_class->dispose = chess_trainer_window_dispose;
  object_class->finalize = chess_trainer_window_finalize;
  signals[MOVE_SHOWN] = g_signal_new ("move-shown", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                      NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_POINTER);
  signals[SAY] = g_signal_new ("say", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                               NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  object_class->set_property = chess_trainer_window_set_property;
  object_class->get_property = chess_trainer_window_get_property;
  properties[PROP_TRAINER] = g_param_spec_object ("trainer", NULL, NULL, CHESS_TYPE_PUZZLE_TRAINER,
                                                  G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (CHESS_TYPE_BOARD);
  /* the room's own resources: referenced, so that the linker keeps them */
  (void) chess_views_get_resource ();
  gtk_widget_class_set_template_from_resource (widget_class, "/com/example/Chess/ui/chess-trainer-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessTrainerWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, ChessTrainerWindow, board);
  gtk_widget_class_bind_template_child (widget_class, ChessTrainerWindow, themes_button);
  gtk_widget_class_bind_template_child (widget_class, ChessTrainerWindow, themes_box);
  gtk_widget_class_bind_template_child (widget_class, ChessTrainerWindow, rating_label);
  gtk_widget_class_bind_template_child (widget_class, ChessTrainerWindow, rating_change_label);
  gtk_widget_class_bind_template_child (widget_class, ChessTrainerWindow, status_title);
  gtk_widget_class_bind_template_child (widget_class, ChessTrainerWindow, status_text);
  gtk_widget_class_bind_template_child (widget_class, ChessTrainerWindow, puzzle_label);
  gtk_widget_class_bind_template_child (widget_class, ChessTrainerWindow, queue_label);
  gtk_widget_class_bind_template_child (widget_class, ChessTrainerWindow, progress_box);
  gtk_widget_class_bind_template_child (widget_class, ChessTrainerWindow, progress_label);
  gtk_widget_class_bind_template_child (widget_class, ChessTrainerWindow, progress_bar);
  gtk_widget_class_bind_template_callback (widget_class, on_move_chosen);

  gtk_widget_class_install_action (widget_class, "trainer.hint", NULL, hint_activated);
  gtk_widget_class_install_action (widget_class, "trainer.solution", NULL, solution_activated);
  gtk_widget_class_install_action (widget_class, "trainer.retry", NULL, retry_activated);
  gtk_widget_class_install_action (widget_class, "trainer.next", NULL, next_activated);
  gtk_widget_class_install_action (widget_class, "trainer.analyse", NULL, analyse_activated);
  gtk_widget_class_install_action (widget_class, "trainer.source", NULL, source_activated);
  gtk_widget_class_install_action (widget_class, "trainer.history", NULL, history_activated);
  gtk_widget_class_install_action (widget_class, "trainer.cancel", NULL, cancel_activated);
  gtk_widget_class_install_action (widget_class, "trainer.help", NULL, help_activated);
  gtk_widget_class_install_action (widget_class, "trainer.import", NULL, chess_trainer_window_import_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK, "trainer.hint", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "trainer.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK, "trainer.retry", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "trainer.help", NULL);
}

static void
chess_trainer_window_init (ChessTrainerWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->solution = g_array_new (FALSE, FALSE, sizeof (ChessMove));
  self->settings = g_settings_new (APP_ID);
  g_settings_bind (self->settings, "piece-set", self->board, "piece-set", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "board-theme", self->board, "theme", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-coordinates", self->board, "show-coordinates", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-legal-moves", self->board, "show-legal-moves", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "animate-moves", self->board, "animate", G_SETTINGS_BIND_GET);
  chess_board_set_interactive (self->board, FALSE);
  self->last_move = CHESS_MOVE_NONE;
  chess_trainer_window_reader_init (self);
}

ChessTrainerWindow *
chess_trainer_window_new (GtkApplication *application, ChessPuzzleTrainer *trainer, const char *store_path)
{
  ChessTrainerWindow *self = g_object_new (CHESS_TYPE_TRAINER_WINDOW, "application", application,
                                           "trainer", trainer, NULL);
  self->store_path = g_strdup (store_path);
  return self;
}

ChessPuzzleTrainer *
chess_trainer_window_get_trainer (ChessTrainerWindow *self)
{
  return self->trainer;
}

GtkWidget *
chess_trainer_window_get_board (ChessTrainerWindow *self)
{
  return GTK_WIDGET (self->board);
}
