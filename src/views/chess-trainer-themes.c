/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-trainer-themes.c — the themes of puzzles as people read them
 * (lichess's names translated), and the trainer's Themes popover: a check
 * button for each theme the store's puzzles have, the choice kept in the
 * "puzzle-themes" setting and handed to the trainer. */
#include "config.h"

#include "chess-trainer-window-private.h"

#include <glib/gi18n.h>

#include "chess-trainer-themes.h"

/* The themes offered first, in this order; lichess's others follow by name. */
static const struct {
  const char *name;
  const char *label;
} known[] = {
  { "mateIn1", N_("Mate in 1") },
  { "mateIn2", N_("Mate in 2") },
  { "mateIn3", N_("Mate in 3") },
  { "mate", N_("Checkmate") },
  { "fork", N_("Fork") },
  { "pin", N_("Pin") },
  { "skewer", N_("Skewer") },
  { "discoveredAttack", N_("Discovered attack") },
  { "doubleCheck", N_("Double check") },
  { "hangingPiece", N_("Hanging piece") },
  { "trappedPiece", N_("Trapped piece") },
  { "sacrifice", N_("Sacrifice") },
  { "deflection", N_("Deflection") },
  { "attraction", N_("Attraction") },
  { "backRankMate", N_("Back rank mate") },
  { "promotion", N_("Promotion") },
  { "defensiveMove", N_("Defensive move") },
  { "quietMove", N_("Quiet move") },
  { "zugzwang", N_("Zugzwang") },
  { "opening", N_("Opening") },
  { "middlegame", N_("Middlegame") },
  { "endgame", N_("Endgame") },
  { "rookEndgame", N_("Rook endgame") },
  { "pawnEndgame", N_("Pawn endgame") },
  { "oneMove", N_("One move") },
  { "short", N_("Short puzzle") },
  { "long", N_("Long puzzle") },
  { "veryLong", N_("Very long puzzle") },
  { "advantage", N_("Advantage") },
  { "crushing", N_("Crushing") },
  { "equality", N_("Equality") },
  { "mistake", N_("From your mistakes") },
};

const char *
chess_trainer_theme_label (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (known); i++)
    if (g_str_equal (known[i].name, name))
      return _(known[i].label);
  return name;
}

/* The store's themes, the known ones first in their order. */
GStrv
chess_trainer_themes_in_order (ChessPuzzleStore *store)
{
  g_auto (GStrv) names = chess_puzzle_store_list_themes (store);
  g_autoptr (GStrvBuilder) ordered = g_strv_builder_new ();
  for (guint i = 0; i < G_N_ELEMENTS (known); i++)
    if (g_strv_contains ((const char *const *) names, known[i].name))
      g_strv_builder_add (ordered, known[i].name);
  for (char **name = names; *name; name++)
    if (chess_trainer_theme_label (*name) == *name)
      g_strv_builder_add (ordered, *name);
  return g_strv_builder_end (ordered);
}

static void
on_theme_toggled (GtkCheckButton *button, ChessTrainerWindow *self)
{
  g_autoptr (GStrvBuilder) chosen = g_strv_builder_new ();
  for (GtkWidget *child = gtk_widget_get_first_child (self->themes_box); child;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_check_button_get_active (GTK_CHECK_BUTTON (child)))
      g_strv_builder_add (chosen, g_object_get_data (G_OBJECT (child), "chess-theme"));
  g_auto (GStrv) themes = g_strv_builder_end (chosen);
  g_settings_set_strv (self->settings, "puzzle-themes", (const char *const *) themes);
  chess_puzzle_trainer_set_themes (self->trainer, (const char *const *) themes);
  gtk_menu_button_set_label (GTK_MENU_BUTTON (self->themes_button),
                             themes[0] ? _("_Themes (chosen)") : _("_Themes"));
}

void
chess_trainer_window_fill_themes (ChessTrainerWindow *self)
{
  g_auto (GStrv) chosen = g_settings_get_strv (self->settings, "puzzle-themes");
  g_auto (GStrv) names = chess_trainer_themes_in_order (chess_puzzle_trainer_get_store (self->trainer));
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (self->themes_box)))
    gtk_box_remove (GTK_BOX (self->themes_box), child);
  for (char **name = names; *name; name++)
    {
      GtkWidget *button = gtk_check_button_new_with_label (chess_trainer_theme_label (*name));
      g_object_set_data_full (G_OBJECT (button), "chess-theme", g_strdup (*name), g_free);
      gtk_check_button_set_active (GTK_CHECK_BUTTON (button), g_strv_contains ((const char *const *) chosen, *name));
      g_signal_connect (button, "toggled", G_CALLBACK (on_theme_toggled), self);
      gtk_box_append (GTK_BOX (self->themes_box), button);
    }
  gtk_widget_set_sensitive (self->themes_button, names[0] != NULL);
  chess_puzzle_trainer_set_themes (self->trainer, (const char *const *) chosen);
  gtk_menu_button_set_label (GTK_MENU_BUTTON (self->themes_button),
                             chosen[0] ? _("_Themes (chosen)") : _("_Themes"));
}
