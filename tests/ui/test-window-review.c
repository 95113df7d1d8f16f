/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window-review.c — Review Game in the window while the moves are
 * edited: an edit that leaves the main line alone (a variation deleted)
 * lets the review go on; one that changes the main line ends it at once
 * (its graph and progress go, nothing of it is written into the game, its
 * engine process goes away) and a new review covers the new main line.
 * The engine is tests/engine/fake-engine.py answering slowly, so that the
 * review is still running when the edits come. */
#include "config.h"

#include <adwaita.h>

#include "chess-application.h"
#include "chess-eval-graph.h"
#include "chess-window.h"
#include "engine-test-util.h"
#include "session-test-util.h"
#include "window-test-util.h"

static ChessApplication *app;

/* The game's moves, each the fake engine's answer at that ply: its lines
 * are then legal in every position of the main line. */
#define GAME_PGN "[Result \"1-0\"]\n\n1. e4 e5 (1... c5) 2. Nf3 Nc6 3. Bb5 a6 1-0\n"
#define GAME_MOVES "e2e4,e7e5,g1f3,b8c6,f1b5,a7a6,b5a4"

typedef struct {
  guint progress;        /* review-progress signals */
  guint done, total;     /* of the last one */
  guint finished;        /* review-finished signals */
} Review;

static void
on_progress (ChessPlay *play, guint done, guint total, Review *review)
{
  review->progress++;
  review->done = done;
  review->total = total;
}

static void
on_finished (ChessPlay *play, double white, double black, Review *review)
{
  review->finished++;
}

/* A hidden button of `action`: its sensitivity is the action's state. */
static GtkWidget *
action_probe (ChessWindow *window,
              const char  *action)
{
  GObject *panel = gtk_widget_get_template_child (GTK_WIDGET (window), CHESS_TYPE_WINDOW, "side_panel");
  GtkWidget *button = gtk_button_new ();

  g_assert_nonnull (panel);
  gtk_widget_set_visible (button, FALSE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_box_append (GTK_BOX (panel), button);
  return button;
}

/* Review Game, and the default budget accepted in its dialog. */
static void
start_review (ChessWindow *window)
{
  AdwMessageDialog *dialog = NULL;
  GListModel *toplevels = gtk_window_get_toplevels ();

  gtk_widget_activate_action (GTK_WIDGET (window), "win.review-game", NULL);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && dialog == NULL; i++)
    {
      g_autoptr (GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (toplevel) && gtk_window_get_transient_for (toplevel) == GTK_WINDOW (window))
        dialog = ADW_MESSAGE_DIALOG (toplevel);
    }
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "review");
}

static void
wait_for_progress (Review *review, guint count)
{
  while (review->progress < count && review->finished == 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (review->finished, ==, 0);
}

/* How many moves of the main line carry a review's [%eval]. */
static guint
evals_written (ChessGame *game)
{
  guint n = 0;

  for (ChessNode *node = chess_game_get_record (game)->root; node != NULL; node = node->first_child)
    if (node->eval != NULL)
      n++;
  return n;
}

/* The widgets of `type` under `widget`. */
static guint
count_of_type (GtkWidget *widget, GType type)
{
  guint n = G_TYPE_CHECK_INSTANCE_TYPE (widget, type);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_of_type (child, type);
  return n;
}

/* A new window builds no mistake bar (its drop-down of sides): that waits
 * for a game with judged moves (gui-review-marks shows it then). */
static void
test_no_mistake_bar_at_start (void)
{
  g_autoptr (ChessSession) session = chess_session_new (chess_application_get_settings (app));
  ChessWindow *window = chess_window_new (GTK_APPLICATION (app), session, chess_application_get_library (app));

  g_assert_cmpuint (count_of_type (GTK_WIDGET (window), GTK_TYPE_DROP_DOWN), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_reset_on_main_line_edit (void)
{
  g_autofree char *path = g_build_filename (test_engine_tmp_dir (), "review.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (ChessSession) session = chess_session_new (chess_application_get_settings (app));
  g_autoptr (GError) error = NULL;
  ChessWindow *window = chess_window_new (GTK_APPLICATION (app), session, chess_application_get_library (app));
  GtkWidget *review_action = action_probe (window, "win.review-game");
  GtkWidget *graph, *progress;
  Review review = { 0 };
  ChessGame *game;
  GPid first;

  g_signal_connect (chess_window_get_play (window), "review-progress", G_CALLBACK (on_progress), &review);
  g_signal_connect (chess_window_get_play (window), "review-finished", G_CALLBACK (on_finished), &review);
  gtk_window_present (GTK_WINDOW (window));
  test_write_text (path, GAME_PGN);
  g_assert_true (test_session_open (session, file, 0, NULL, &error));
  g_assert_no_error (error);
  game = chess_session_get_game (session);
  graph = find_descendant (GTK_WIDGET (window), CHESS_TYPE_EVAL_GRAPH);
  progress = find_descendant (GTK_WIDGET (window), GTK_TYPE_PROGRESS_BAR);
  g_assert_nonnull (graph);
  g_assert_nonnull (progress);
  g_assert_true (gtk_widget_get_sensitive (review_action));

  start_review (window);
  g_assert_false (gtk_widget_get_sensitive (review_action));
  g_assert_true (gtk_widget_get_visible (graph));
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_parent (progress)));
  first = test_fake_engine_pid ();
  wait_for_progress (&review, 1);
  g_assert_cmpuint (review.total, ==, 7);    /* the start and six moves */

  /* A variation deleted: the main line is the same, the review goes on. */
  chess_game_go_to_node (game, test_main_line_node (game, 2)->next_sibling);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.delete-variation", NULL);
  g_assert_null (test_main_line_node (game, 2)->next_sibling);
  g_assert_true (gtk_widget_get_visible (graph));
  wait_for_progress (&review, review.progress + 1);
  g_assert_cmpuint (review.total, ==, 7);
  g_assert_cmpuint (review.done, <, 7);

  /* The main line cut after 2. Nf3: that review is over at once. */
  chess_game_go_to_node (game, test_main_line_node (game, 4));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.delete-from-here", NULL);
  g_assert_cmpuint (chess_game_get_n_plies (game), ==, 3);
  g_assert_false (gtk_widget_get_visible (graph));
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_parent (progress)));
  g_assert_true (gtk_widget_get_sensitive (review_action));
  /* Its engine goes away, and nothing more comes of it. */
  review.progress = 0;
  test_assert_process_gone (first);
  g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (review.progress, ==, 0);
  g_assert_cmpuint (review.finished, ==, 0);
  g_assert_cmpuint (evals_written (game), ==, 0);

  /* A new review: the new main line, to its end, written into the game. */
  test_fake_engine_prepare ("slow");
  start_review (window);
  g_assert_cmpint (test_fake_engine_pid (), !=, first);
  while (review.finished == 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (review.total, ==, 4);
  g_assert_cmpuint (review.done, ==, 4);
  g_assert_cmpuint (review.progress, ==, 4);
  g_assert_true (gtk_widget_get_visible (graph));
  g_assert_cmpuint (evals_written (game), ==, 3);
  g_assert_true (gtk_widget_get_sensitive (review_action));

  gtk_window_destroy (GTK_WINDOW (window));
  test_assert_process_gone (test_fake_engine_pid ());
}

int
main (int argc, char *argv[])
{
  g_autoptr (GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  gtk_init ();
  adw_init ();
  test_engine_init ();
  test_fake_engine_prepare ("slow");
  g_setenv ("FAKE_ENGINE_DELAY", "0.3", TRUE);
  g_setenv ("FAKE_ENGINE_MOVES", GAME_MOVES, TRUE);
  app = chess_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  g_settings_set_string (chess_application_get_settings (app), "analysis-engine", g_getenv ("FAKE_ENGINE"));

  g_test_add_func ("/ui/window/review/no-mistake-bar-at-start", test_no_mistake_bar_at_start);
  g_test_add_func ("/ui/window/review/reset-on-main-line-edit", test_reset_on_main_line_edit);
  status = g_test_run ();

  g_object_unref (app);
  test_engine_cleanup ();
  return status;
}
