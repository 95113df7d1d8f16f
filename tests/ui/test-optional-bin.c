/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-optional-bin.c — ChessOptionalBin asks for no width of its own,
 * the child's natural width all the same, its height whether it shows or
 * not; allocated less than the child's least it leaves the child out of
 * sight, and shows it again once given it. */
#include "config.h"

#include <gtk/gtk.h>

#include "chess-optional-bin.h"

static void
test_optional_bin_sizes (void)
{
  GtkWidget *bin = g_object_ref_sink (chess_optional_bin_new ());
  GtkWidget *button = gtk_button_new_with_label ("A button of some width");
  int bin_min, bin_nat, child_min, child_nat, bin_height, child_height;

  chess_optional_bin_set_child (CHESS_OPTIONAL_BIN (bin), button);
  g_assert_true (chess_optional_bin_get_child (CHESS_OPTIONAL_BIN (bin)) == button);
  gtk_widget_measure (button, GTK_ORIENTATION_HORIZONTAL, -1, &child_min, &child_nat, NULL, NULL);
  gtk_widget_measure (bin, GTK_ORIENTATION_HORIZONTAL, -1, &bin_min, &bin_nat, NULL, NULL);
  g_assert_cmpint (child_min, >, 0);
  g_assert_cmpint (bin_min, ==, 0);
  g_assert_cmpint (bin_nat, ==, child_nat);
  gtk_widget_measure (button, GTK_ORIENTATION_VERTICAL, -1, &child_height, NULL, NULL, NULL);
  gtk_widget_measure (bin, GTK_ORIENTATION_VERTICAL, 1, &bin_height, NULL, NULL, NULL);
  g_assert_cmpint (bin_height, ==, child_height);

  gtk_widget_allocate (bin, child_min - 1, child_height, -1, NULL);
  g_assert_false (gtk_widget_get_child_visible (button));
  gtk_widget_allocate (bin, child_min, child_height, -1, NULL);
  g_assert_true (gtk_widget_get_child_visible (button));

  /* a hidden child: nothing asked */
  gtk_widget_set_visible (button, FALSE);
  gtk_widget_measure (bin, GTK_ORIENTATION_HORIZONTAL, -1, &bin_min, &bin_nat, NULL, NULL);
  g_assert_cmpint (bin_nat, ==, 0);
  chess_optional_bin_set_child (CHESS_OPTIONAL_BIN (bin), NULL);
  g_assert_null (chess_optional_bin_get_child (CHESS_OPTIONAL_BIN (bin)));
  g_object_unref (bin);
}

int
main (int argc, char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/optional-bin/sizes", test_optional_bin_sizes);
  return g_test_run ();
}
