/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-move-entry.c — the field moves are typed in: a whole and unique
 * move is chosen as it is typed, one that waits (0-0 while O-O-O is
 * legal) only on Enter, an ambiguous one never, with the candidates named
 * beside the field; a text read again in a new position is not played by
 * itself; clearing empties the field and its message (suite 'ui';
 * Escape is pressed in chess-gui-typing.py). */
#include <string.h>

#include <gtk/gtk.h>

#include "chess-move-entry.h"
#include "chess-notation.h"

typedef struct {
  guint chosen;
  int n_chosen;
  int n_cancelled;
} Seen;

static void
on_chosen (ChessMoveEntry *entry, guint move, Seen *seen)
{
  seen->chosen = move;
  seen->n_chosen++;
}

static void
on_cancelled (ChessMoveEntry *entry, Seen *seen)
{
  seen->n_cancelled++;
}

static void
spin (void)
{
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
}

static GtkWidget *
field_of (GtkWidget *entry)
{
  for (GtkWidget *child = gtk_widget_get_first_child (entry); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_ENTRY (child))
      return child;
  g_assert_not_reached ();
  return NULL;
}

/* Typed as a person does: one character after another. */
static void
type (GtkWidget *widget, const char *text)
{
  GtkWidget *field = field_of (widget);

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      int position = -1;

      gtk_editable_insert_text (GTK_EDITABLE (field), p, (int) (g_utf8_next_char (p) - p), &position);
      spin ();
    }
}

static void
activate (GtkWidget *widget)
{
  g_signal_emit_by_name (field_of (widget), "activate");
  spin ();
}

static GtkWidget *
make_entry (const char *fen, Seen *seen)
{
  GtkWidget *entry = g_object_ref_sink (chess_move_entry_new ());
  ChessPosition pos;

  if (fen == NULL)
    chess_position_set_start (&pos);
  else
    g_assert_true (chess_position_from_fen (&pos, fen, NULL));
  chess_move_entry_set_position (CHESS_MOVE_ENTRY (entry), &pos);
  g_signal_connect (entry, "move-chosen", G_CALLBACK (on_chosen), seen);
  g_signal_connect (entry, "cancelled", G_CALLBACK (on_cancelled), seen);
  return entry;
}

static void
test_unique_plays_at_once (void)
{
  Seen seen = { 0 };
  GtkWidget *entry = make_entry (NULL, &seen);

  type (entry, "n");
  g_assert_cmpint (seen.n_chosen, ==, 0);
  /* the knights' four moves, listed beside the field */
  g_assert_nonnull (strstr (chess_move_entry_get_message (CHESS_MOVE_ENTRY (entry)), "Nf3"));
  g_assert_nonnull (strstr (chess_move_entry_get_message (CHESS_MOVE_ENTRY (entry)), "Na3"));
  type (entry, "f3");
  g_assert_cmpint (seen.n_chosen, ==, 1);
  g_assert_cmpuint (seen.chosen, ==, chess_move_make (CHESS_G1, CHESS_F3));
  g_object_unref (entry);
}

static void
test_ambiguous_refused (void)
{
  Seen seen = { 0 };
  /* 1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.d3 d6: both knights go to d2 */
  GtkWidget *entry = make_entry ("r1bqk1nr/ppp2ppp/2np4/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq - 0 5", &seen);
  const char *message;

  type (entry, "Nd2");
  activate (entry);
  g_assert_cmpint (seen.n_chosen, ==, 0);
  message = chess_move_entry_get_message (CHESS_MOVE_ENTRY (entry));
  g_assert_nonnull (strstr (message, "Nbd2"));
  g_assert_nonnull (strstr (message, "Nfd2"));
  g_assert_cmpstr (chess_move_entry_get_text (CHESS_MOVE_ENTRY (entry)), ==, "Nd2");
  type (entry, "x");   /* Nd2x: no move */
  g_assert_cmpint (seen.n_chosen, ==, 0);
  g_object_unref (entry);
}

static void
test_castling_waits_for_enter (void)
{
  Seen seen = { 0 };
  GtkWidget *entry = make_entry ("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", &seen);

  type (entry, "0-0");
  g_assert_cmpint (seen.n_chosen, ==, 0);
  g_assert_nonnull (strstr (chess_move_entry_get_message (CHESS_MOVE_ENTRY (entry)), "O-O-O"));
  activate (entry);
  g_assert_cmpint (seen.n_chosen, ==, 1);
  /* castling king-to-rook */
  g_assert_cmpuint (chess_move_from (seen.chosen), ==, CHESS_E1);
  g_assert_cmpuint (chess_move_to (seen.chosen), ==, CHESS_H1);
  g_object_unref (entry);
}

static void
test_new_position_waits (void)
{
  Seen seen = { 0 };
  GtkWidget *entry = make_entry ("4k3/8/8/8/8/8/8/4K2R b K - 0 1", &seen);
  ChessPosition pos;

  /* Black to move: "Rh2" is no move of Black's */
  type (entry, "Rh2");
  g_assert_cmpint (seen.n_chosen, ==, 0);
  g_assert_cmpstr (chess_move_entry_get_message (CHESS_MOVE_ENTRY (entry)), !=, "");
  /* the same text in White's turn fits one move, but waits for Enter */
  g_assert_true (chess_position_from_fen (&pos, "4k3/8/8/8/8/8/8/4K2R w K - 0 1", NULL));
  chess_move_entry_set_position (CHESS_MOVE_ENTRY (entry), &pos);
  spin ();
  g_assert_cmpint (seen.n_chosen, ==, 0);
  activate (entry);
  g_assert_cmpint (seen.n_chosen, ==, 1);
  g_assert_cmpuint (seen.chosen, ==, chess_move_make (CHESS_H1, CHESS_H2));
  g_object_unref (entry);
}

static void
test_clear_empties (void)
{
  Seen seen = { 0 };
  GtkWidget *window = gtk_window_new ();
  GtkWidget *entry = make_entry (NULL, &seen);

  gtk_window_set_child (GTK_WINDOW (window), entry);
  type (entry, "q");
  g_assert_cmpstr (chess_move_entry_get_message (CHESS_MOVE_ENTRY (entry)), !=, "");
  chess_move_entry_clear (CHESS_MOVE_ENTRY (entry));
  g_assert_cmpstr (chess_move_entry_get_text (CHESS_MOVE_ENTRY (entry)), ==, "");
  g_assert_cmpstr (chess_move_entry_get_message (CHESS_MOVE_ENTRY (entry)), ==, "");
  g_assert_cmpint (seen.n_chosen, ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (entry);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  if (!gtk_init_check ())
    {
      g_test_skip ("no display");
      return 77;
    }
  g_test_add_func ("/move-entry/unique-plays-at-once", test_unique_plays_at_once);
  g_test_add_func ("/move-entry/ambiguous-refused", test_ambiguous_refused);
  g_test_add_func ("/move-entry/castling-waits-for-enter", test_castling_waits_for_enter);
  g_test_add_func ("/move-entry/new-position-waits", test_new_position_waits);
  g_test_add_func ("/move-entry/clear-empties", test_clear_empties);
  return g_test_run ();
}
