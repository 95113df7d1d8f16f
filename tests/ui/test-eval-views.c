/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-eval-views.c — the evaluation bar and the evaluation graph, read
 * back from their pixels: White's share where it should be (also flipped,
 * also right to left), mates at the edges, the current ply marked, a click
 * picking the ply under it. */
#include "board-test-utils.h"

#include <locale.h>
#include <stdlib.h>

#include "chess-eval-bar.h"
#include "chess-eval-graph.h"

/* The bar's two colours are far apart: light above this, dark below. */
static gboolean
is_light (Rgb p)
{
  return (p.r + p.g + p.b) / 3 > 160;
}

static GtkWidget *
show_in_window (GtkWidget *widget, int width, int height)
{
  GtkWidget *window = gtk_window_new ();

  gtk_widget_set_size_request (widget, width, height);
  gtk_window_set_child (GTK_WINDOW (window), widget);
  gtk_window_present (GTK_WINDOW (window));
  while (gtk_widget_get_width (widget) < width)
    g_main_context_iteration (NULL, TRUE);
  return window;
}

static void
test_bar (void)
{
  ChessEvalBar *bar = CHESS_EVAL_BAR (chess_eval_bar_new ());
  GtkWidget *window = show_in_window (GTK_WIDGET (bar), 24, 400);
  Image *image;

  /* Nothing known: even. */
  g_assert_cmpfloat (chess_eval_bar_get_white_share (bar), ==, 0.5);

  /* +3 pawns: White's share is lichess's winning percentage, 75.2 %:
   * light at the bottom up to a quarter from the top, dark above. */
  chess_eval_bar_set_eval (bar, chess_eval_cp (300));
  g_assert_cmpfloat_with_epsilon (chess_eval_bar_get_white_share (bar), 0.7518, 1e-3);
  g_assert_cmpstr (chess_eval_bar_get_text (bar), ==, "3.0");
  image = render_widget (GTK_WIDGET (bar));
  g_assert_true (is_light (pixel (image, 4, 400 - 120)));
  g_assert_true (is_light (pixel (image, 4, 400 - 290)));
  g_assert_false (is_light (pixel (image, 4, 400 - 310)));
  g_assert_false (is_light (pixel (image, 4, 30)));
  image_free (image);

  /* Flipped with the board, White's part is at the top. */
  chess_eval_bar_set_flipped (bar, TRUE);
  image = render_widget (GTK_WIDGET (bar));
  g_assert_true (is_light (pixel (image, 4, 120)));
  g_assert_false (is_light (pixel (image, 4, 310)));
  image_free (image);
  chess_eval_bar_set_flipped (bar, FALSE);

  /* A mate for Black: all dark (outside the number at Black's end). */
  chess_eval_bar_set_eval (bar, chess_eval_mate (-2));
  g_assert_cmpfloat (chess_eval_bar_get_white_share (bar), ==, 0.0);
  g_assert_cmpstr (chess_eval_bar_get_text (bar), ==, "#2");
  image = render_widget (GTK_WIDGET (bar));
  g_assert_false (is_light (pixel (image, 2, 398)));
  g_assert_false (is_light (pixel (image, 2, 200)));
  image_free (image);
  /* ...for White, all light, also at ten pawns' worth of ceiling. */
  chess_eval_bar_set_eval (bar, chess_eval_mate (5));
  g_assert_cmpfloat (chess_eval_bar_get_white_share (bar), ==, 1.0);
  chess_eval_bar_set_eval (bar, chess_eval_cp (5000));
  g_assert_cmpfloat (chess_eval_bar_get_white_share (bar), <, 1.0);
  g_assert_cmpstr (chess_eval_bar_get_text (bar), ==, "50");
  chess_eval_bar_set_eval (bar, chess_eval_cp (-34));
  g_assert_cmpstr (chess_eval_bar_get_text (bar), ==, "0.3");
  chess_eval_bar_set_eval (bar, chess_eval_checkmate (CHESS_WHITE));
  g_assert_cmpstr (chess_eval_bar_get_text (bar), ==, "#");

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
activated_cb (ChessEvalGraph *graph, guint ply, guint *activated)
{
  *activated = ply;
}

static void
test_graph (void)
{
  ChessEvalGraph *graph = CHESS_EVAL_GRAPH (chess_eval_graph_new ());
  GtkWidget *window = show_in_window (GTK_WIDGET (graph), 400, 100);
  GtkEventController *click;
  guint activated = G_MAXUINT;
  Image *image;

  /* Four plies: level, White winning, a mate for White, a mate for Black. */
  chess_eval_graph_set_n_plies (graph, 4);
  chess_eval_graph_set_eval (graph, 1, chess_eval_cp (0));
  chess_eval_graph_set_eval (graph, 2, chess_eval_cp (300));
  chess_eval_graph_set_eval (graph, 3, chess_eval_mate (1));
  chess_eval_graph_set_eval (graph, 4, chess_eval_checkmate (CHESS_BLACK));
  g_assert_cmpfloat (chess_eval_graph_get_share (graph, 0), ==, 0.5);   /* not given */
  g_assert_cmpfloat_with_epsilon (chess_eval_graph_get_share (graph, 2), 0.7518, 1e-3);
  g_assert_cmpfloat (chess_eval_graph_get_share (graph, 3), ==, 1.0);
  g_assert_cmpfloat (chess_eval_graph_get_share (graph, 4), ==, 0.0);
  chess_eval_graph_set_current_ply (graph, 1);

  /* Ply 3 sits at x = 300: light from the bottom to the very top (a mate is
   * at the edge); at ply 2 (x = 200) light below 75 % only. */
  image = render_widget (GTK_WIDGET (graph));
  g_assert_true (is_light (pixel (image, 300, 3)));
  g_assert_true (is_light (pixel (image, 300, 97)));
  g_assert_true (is_light (pixel (image, 203, 40)));
  g_assert_false (is_light (pixel (image, 203, 15)));
  /* The current ply (x = 100) is marked in blue. */
  {
    Rgb marker = pixel (image, 100, 30);

    g_assert_cmpint (marker.b, >, marker.r + 60);
  }
  image_free (image);

  /* Plies under the pointer; a click activates the nearest. */
  g_assert_cmpuint (chess_eval_graph_ply_at (graph, 0), ==, 0);
  g_assert_cmpuint (chess_eval_graph_ply_at (graph, 140), ==, 1);
  g_assert_cmpuint (chess_eval_graph_ply_at (graph, 160), ==, 2);
  g_assert_cmpuint (chess_eval_graph_ply_at (graph, 400), ==, 4);
  g_signal_connect (graph, "ply-activated", G_CALLBACK (activated_cb), &activated);
  click = find_controller (GTK_WIDGET (graph), GTK_TYPE_GESTURE_CLICK);
  g_signal_emit_by_name (click, "pressed", 1, 290.0, 50.0);
  g_assert_cmpuint (activated, ==, 3);

  /* Right to left: the game runs from the right edge. */
  gtk_widget_set_direction (GTK_WIDGET (graph), GTK_TEXT_DIR_RTL);
  g_assert_cmpuint (chess_eval_graph_ply_at (graph, 390), ==, 0);
  g_assert_cmpuint (chess_eval_graph_ply_at (graph, 100), ==, 3);
  image = render_widget (GTK_WIDGET (graph));
  g_assert_true (is_light (pixel (image, 100, 3)));
  image_free (image);

  /* A shorter game keeps the current ply inside it. */
  chess_eval_graph_set_current_ply (graph, 4);
  chess_eval_graph_set_n_plies (graph, 2);
  g_assert_cmpuint (chess_eval_graph_get_current_ply (graph), ==, 2);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Judged moves as dots on the curve in lichess's colours: ?! blue, ?
 * orange, ?? red; a move not judged has none. */
static void
test_graph_marks (void)
{
  ChessEvalGraph *graph = CHESS_EVAL_GRAPH (chess_eval_graph_new ());
  GtkWidget *window = show_in_window (GTK_WIDGET (graph), 400, 100);
  const Rgb want[] = { { 0x56, 0xb4, 0xe9 }, { 0xe6, 0x9f, 0x00 }, { 0xdf, 0x53, 0x53 } };
  Image *image;

  /* level all along: the dots sit on the mid line (y = 50) at x = 100, 200, 300 */
  chess_eval_graph_set_n_plies (graph, 4);
  for (guint ply = 0; ply <= 4; ply++)
    chess_eval_graph_set_eval (graph, ply, chess_eval_cp (0));
  chess_eval_graph_set_mark (graph, 1, CHESS_EVAL_GRAPH_MARK_INACCURACY);
  chess_eval_graph_set_mark (graph, 2, CHESS_EVAL_GRAPH_MARK_MISTAKE);
  chess_eval_graph_set_mark (graph, 3, CHESS_EVAL_GRAPH_MARK_BLUNDER);
  g_assert_cmpint (chess_eval_graph_get_mark (graph, 4), ==, CHESS_EVAL_GRAPH_MARK_NONE);
  image = render_widget (GTK_WIDGET (graph));
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    assert_rgb_near (pixel (image, 100 * (int) (i + 1), 50), want[i], 12, "a judged move's dot");
  /* no dot at ply 4 (x = 400 is the edge: look just inside) */
  {
    Rgb plain = pixel (image, 397, 50);

    g_assert_false (abs (plain.r - 0xdf) < 12 && abs (plain.g - 0x53) < 12 && abs (plain.b - 0x53) < 12);
  }
  image_free (image);

  /* a new game's plies start without marks */
  chess_eval_graph_set_n_plies (graph, 0);
  chess_eval_graph_set_n_plies (graph, 4);
  g_assert_cmpint (chess_eval_graph_get_mark (graph, 3), ==, CHESS_EVAL_GRAPH_MARK_NONE);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  gtk_disable_setlocale ();
  setlocale (LC_ALL, "C.UTF-8");

  if (!gtk_init_check ())
    {
      g_test_skip ("no display");
      return g_test_run ();
    }
  g_test_add_func ("/ui/eval-bar", test_bar);
  g_test_add_func ("/ui/eval-graph", test_graph);
  g_test_add_func ("/ui/eval-graph-marks", test_graph_marks);
  return g_test_run ();
}
