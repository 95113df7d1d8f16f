/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-position-editor.c — Set Up Position's fields follow the placement:
 * the castling boxes are enabled only where king and rook allow the right,
 * the en-passant list offers only the squares possible and sets the one
 * chosen, the FEN field shows the reader's message naming the field of a
 * FEN refused and keeps the position, the reasons show, and Play from Here
 * and Analyse wait for a playable position, then hand on its FEN. */
#include "config.h"

#include <gtk/gtk.h>

#include "chess-notation.h"
#include "chess-position-editor.h"

static GObject *
child_object (ChessPositionEditor *editor, const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (editor), CHESS_TYPE_POSITION_EDITOR, name);

  g_assert_nonnull (object);
  return object;
}

static GtkWidget *
child (ChessPositionEditor *editor, const char *name)
{
  return GTK_WIDGET (child_object (editor, name));
}

static ChessPositionEditor *
editor_for (const char *fen)
{
  ChessPosition pos;
  ChessFenError error;

  g_assert_true (chess_position_from_fen (&pos, fen, &error));
  return chess_position_editor_new (NULL, &pos, NULL, NULL);
}

static char *
editor_fen (ChessPositionEditor *editor)
{
  char fen[CHESS_FEN_MAX];

  chess_position_to_fen (chess_position_editor_get_position (editor), fen, sizeof fen);
  return g_strdup (fen);
}

static void
type_fen (ChessPositionEditor *editor, const char *fen)
{
  gtk_editable_set_text (GTK_EDITABLE (child (editor, "fen_entry")), fen);
}

static void
test_castling_boxes (void)
{
  ChessPositionEditor *editor = editor_for ("4k3/8/8/8/8/8/8/4K2R w - - 0 1");
  g_autofree char *after = NULL;

  g_assert_true (gtk_widget_get_sensitive (child (editor, "white_king_side")));
  g_assert_false (gtk_widget_get_sensitive (child (editor, "white_queen_side")));
  g_assert_false (gtk_widget_get_sensitive (child (editor, "black_king_side")));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (child (editor, "white_king_side")), TRUE);
  after = editor_fen (editor);
  g_assert_cmpstr (after, ==, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
  /* a box forced on where no right is possible changes nothing */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (child (editor, "white_queen_side")), TRUE);
  g_free (after);
  after = editor_fen (editor);
  g_assert_cmpstr (after, ==, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (child (editor, "white_queen_side"))));
  gtk_window_destroy (GTK_WINDOW (editor));
}

static void
test_en_passant_list (void)
{
  ChessPositionEditor *editor = editor_for ("4k3/8/8/8/3pP1p1/8/8/4K3 b - - 3 9");
  GListModel *names = G_LIST_MODEL (child_object (editor, "en_passant_names"));
  g_autofree char *after = NULL;

  /* e3 only: no white pawn stands before d3 or f3 */
  g_assert_cmpuint (g_list_model_get_n_items (names), ==, 2);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (names), 1), ==, "e3");
  g_assert_true (gtk_widget_get_sensitive (child (editor, "en_passant")));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (child (editor, "en_passant")), 1);
  after = editor_fen (editor);
  g_assert_cmpstr (after, ==, "4k3/8/8/8/3pP1p1/8/8/4K3 b - e3 0 9");
  /* White to move now: no double push of Black's just happened */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (child (editor, "white_to_move")), TRUE);
  g_assert_cmpuint (g_list_model_get_n_items (names), ==, 1);
  g_assert_false (gtk_widget_get_sensitive (child (editor, "en_passant")));
  gtk_window_destroy (GTK_WINDOW (editor));
}

static void
on_chosen (ChessPositionEditor *editor, const char *what, const char *fen, char **got)
{
  *got = g_strdup_printf ("%s %s", what, fen);
}

static void
test_fen_field_and_reasons (void)
{
  ChessPositionEditor *editor = editor_for (CHESS_FEN_START);
  g_autofree char *chosen = NULL;
  g_autofree char *kept = NULL;
  GtkWidget *message = child (editor, "fen_message");
  GtkWidget *reasons = child (editor, "problems_label");

  g_signal_connect (editor, "chosen", G_CALLBACK (on_chosen), &chosen);
  g_assert_false (gtk_widget_get_visible (reasons));

  /* refused: the position stays, the reader's message names the field */
  type_fen (editor, "4k3/8/8/8/8/8/8/4K3 w K - 0 1");
  g_assert_true (gtk_widget_get_visible (message));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (message)), "Not a position: field 3 (castling)"));
  kept = editor_fen (editor);
  g_assert_cmpstr (kept, ==, CHESS_FEN_START);

  /* taken: the board follows; nine pawns can be played, with a warning */
  type_fen (editor, "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1");
  g_assert_false (gtk_widget_get_visible (message));
  g_assert_true (gtk_widget_get_visible (reasons));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (reasons)), ==, "White has more than eight pawns.");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.analyse", NULL));
  g_assert_cmpstr (chosen, ==, "analyse 4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1");
}

static void
test_unplayable_waits (void)
{
  ChessPositionEditor *editor = editor_for ("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  g_autofree char *chosen = NULL;

  g_signal_connect (editor, "chosen", G_CALLBACK (on_chosen), &chosen);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.clear", NULL));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (child (editor, "problems_label"))), ==,
                   "White has no king.\nBlack has no king.");
  gtk_widget_activate_action (GTK_WIDGET (editor), "editor.play", NULL);
  gtk_widget_activate_action (GTK_WIDGET (editor), "editor.library", NULL);
  g_assert_null (chosen);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.start", NULL));
  gtk_widget_activate_action (GTK_WIDGET (editor), "editor.play", NULL);
  g_assert_cmpstr (chosen, ==, "play " CHESS_FEN_START);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (!gtk_init_check ())
    {
      g_test_skip ("no display");
      return 77;
    }
  g_test_add_func ("/position-editor/castling", test_castling_boxes);
  g_test_add_func ("/position-editor/en-passant", test_en_passant_list);
  g_test_add_func ("/position-editor/fen-field", test_fen_field_and_reasons);
  g_test_add_func ("/position-editor/unplayable", test_unplayable_waits);
  return g_test_run ();
}
