/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-preferences-dialog.c — see chess-preferences-dialog.h */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-library-preferences.h"
#include "chess-move-letters.h"
#include "chess-sound-preferences.h"
#include "chess-preferences-dialog.h"
#include "chess-dialogs-resources.h"
#include "chess-engine-preferences.h"
#include "chess-tablebase-preferences.h"

struct _ChessPreferencesDialog
{
  AdwPreferencesWindow parent_instance;

  AdwComboRow *style_row;
  AdwComboRow *piece_set_row;
  AdwComboRow *board_theme_row;
  GtkSwitch *coordinates_switch;
  GtkSwitch *material_switch;
  GtkSwitch *legal_moves_switch;
  GtkSwitch *animate_switch;
  GtkSwitch *auto_flip_switch;
  GtkSwitch *touch_move_switch;
  GtkSwitch *auto_queen_switch;
  GtkSwitch *premoves_switch;
  AdwComboRow *clock_start_row;
  AdwComboRow *notation_row;
  AdwEntryRow *player_names_row;

  GSettings *settings;
};

G_DEFINE_FINAL_TYPE (ChessPreferencesDialog, chess_preferences_dialog, ADW_TYPE_PREFERENCES_WINDOW)

/* The schema's choices, in the order of the rows' items in the template. */
static const char *styles[] = { "follow", "light", "dark", NULL };
static const char *piece_sets[] = { "classic", "contrast", NULL };
static const char *board_themes[] = { "brown", "green", "blue", "grey", NULL };
static const char *clock_starts[] = { "first-move", "immediately", NULL };
static const char *notations[] = { "english", "local", "figurine", NULL };

static gboolean
choice_to_index (GValue *value, GVariant *variant, gpointer user_data)
{
  const char **choices = user_data;
  const char *text = g_variant_get_string (variant, NULL);

  for (guint i = 0; choices[i] != NULL; i++)
    if (g_str_equal (choices[i], text))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  g_value_set_uint (value, 0);
  return TRUE;
}

static GVariant *
index_to_choice (const GValue *value, const GVariantType *type, gpointer user_data)
{
  const char **choices = user_data;
  guint index = g_value_get_uint (value);

  if (index >= g_strv_length ((char **) choices))
    return NULL;
  return g_variant_new_string (choices[index]);
}

static void
bind_choice (GSettings *settings, const char *key, AdwComboRow *row, const char **choices)
{
  g_settings_bind_with_mapping (settings, key, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                choice_to_index, index_to_choice, (gpointer) choices, NULL);
}

static void
bind_switch (GSettings *settings, const char *key, GtkSwitch *toggle)
{
  g_settings_bind (settings, key, toggle, "active", G_SETTINGS_BIND_DEFAULT);
}

/* The names as one text, "Carlsen, Magnus; magnus2000": a name may hold
 * a comma, so they are parted by semicolons.  Kept when the row's Apply
 * button is pressed, not at each key (a semicolon being typed would be
 * taken away at once). */
static void
show_names (ChessPreferencesDialog *self)
{
  g_auto (GStrv) names = g_settings_get_strv (self->settings, "player-names");
  g_autofree char *text = g_strjoinv ("; ", names);
  gtk_editable_set_text (GTK_EDITABLE (self->player_names_row), text);
}

static void
on_names_applied (AdwEntryRow *row, ChessPreferencesDialog *self)
{
  g_auto (GStrv) parts = g_strsplit (gtk_editable_get_text (GTK_EDITABLE (row)), ";", -1);
  g_autoptr (GStrvBuilder) names = g_strv_builder_new ();
  for (char **part = parts; *part; part++)
    if (*g_strstrip (*part) != '\0')
      g_strv_builder_add (names, *part);
  g_auto (GStrv) list = g_strv_builder_end (names);
  g_settings_set_strv (self->settings, "player-names", (const char *const *) list);
  show_names (self);
}

static void
chess_preferences_dialog_dispose (GObject *object)
{
  ChessPreferencesDialog *self = CHESS_PREFERENCES_DIALOG (object);

  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_PREFERENCES_DIALOG);
  G_OBJECT_CLASS (chess_preferences_dialog_parent_class)->dispose (object);
}

/* Parts of AdwPreferencesWindow GTK 4.8 names after their types, as Orca
 * 43 says them: the pages of its stacks have no title ("GtkStackPage
 * panel" as Tab enters a page), and its search button no label
 * ("GtkToggleButton push button", the focus as the window opens).  The
 * pages take the window's title, the button its own name, when the dialog
 * shows. */
static void
name_window_parts (GtkWidget *widget, const char *title)
{
  if (GTK_IS_TOGGLE_BUTTON (widget)
      && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), "edit-find-symbolic") == 0)
    /* Translators: the search button of Preferences, as a screen reader says it */
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Search"), -1);
  else if (GTK_IS_STACK (widget))
    {
      g_autoptr (GtkSelectionModel) pages = gtk_stack_get_pages (GTK_STACK (widget));

      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (pages)); i++)
        {
          g_autoptr (GObject) item = g_list_model_get_item (G_LIST_MODEL (pages), i);
          GtkStackPage *page = GTK_STACK_PAGE (item);

          if (gtk_stack_page_get_title (page) == NULL)
            gtk_stack_page_set_title (page, title);
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    name_window_parts (child, title);
}

static void
chess_preferences_dialog_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (chess_preferences_dialog_parent_class)->map (widget);
  name_window_parts (widget, gtk_window_get_title (GTK_WINDOW (widget)));
}

static void
chess_preferences_dialog_class_init (ChessPreferencesDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_preferences_dialog_dispose;

  /* the room's own resources: referenced, so that the linker keeps them */
  (void) chess_dialogs_get_resource ();

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/com/example/Chess/ui/chess-preferences-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesDialog, style_row);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesDialog, piece_set_row);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesDialog, board_theme_row);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesDialog, coordinates_switch);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesDialog, material_switch);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesDialog, legal_moves_switch);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesDialog, animate_switch);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesDialog, auto_flip_switch);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesDialog, touch_move_switch);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesDialog, auto_queen_switch);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesDialog, premoves_switch);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesDialog, clock_start_row);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesDialog, notation_row);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesDialog, player_names_row);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  widget_class->map = chess_preferences_dialog_map;
}

static void
chess_preferences_dialog_init (ChessPreferencesDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

void
chess_preferences_dialog_add_tablebase_page (ChessPreferencesDialog *self, ChessTablebase *tablebase)
{
  g_return_if_fail (CHESS_IS_PREFERENCES_DIALOG (self));
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (self),
                              ADW_PREFERENCES_PAGE (chess_tablebase_preferences_new (self->settings, tablebase)));
}

/* The three notations, each with the letters it writes (the language's
 * own from its translation, as the move list will show them). */
static void
show_notations (ChessPreferencesDialog *self)
{
  static const ChessPieceType order[] = { CHESS_KING, CHESS_QUEEN, CHESS_ROOK, CHESS_BISHOP, CHESS_KNIGHT };
  g_autoptr (GtkStringList) list = gtk_string_list_new (NULL);
  g_autoptr (GString) local = g_string_new (NULL);
  g_autofree char *local_item = NULL;
  ChessMoveLetters letters;

  chess_move_letters_local (&letters);
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    g_string_append_printf (local, i > 0 ? " %s" : "%s", letters.pieces[order[i]]);
  /* Translators: the move notation with the piece letters of chess books
   * in this language; %s is those letters, "K Q R B N" in English */
  local_item = g_strdup_printf (_("Letters of Your Language (%s)"), local->str);
  gtk_string_list_append (list, _("English Letters (K Q R B N)"));
  gtk_string_list_append (list, local_item);
  gtk_string_list_append (list, _("Figurines (♔ ♕ ♖ ♗ ♘)"));
  adw_combo_row_set_model (self->notation_row, G_LIST_MODEL (list));
}

ChessPreferencesDialog *
chess_preferences_dialog_new (GtkWindow *parent, GSettings *settings)
{
  ChessPreferencesDialog *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (CHESS_TYPE_PREFERENCES_DIALOG, "transient-for", parent, NULL);
  self->settings = g_object_ref (settings);
  bind_choice (settings, "style", self->style_row, styles);
  bind_choice (settings, "piece-set", self->piece_set_row, piece_sets);
  bind_choice (settings, "board-theme", self->board_theme_row, board_themes);
  bind_choice (settings, "clock-start", self->clock_start_row, clock_starts);
  show_notations (self);
  bind_choice (settings, "move-notation", self->notation_row, notations);
  bind_switch (settings, "show-coordinates", self->coordinates_switch);
  bind_switch (settings, "show-material", self->material_switch);
  bind_switch (settings, "show-legal-moves", self->legal_moves_switch);
  bind_switch (settings, "animate-moves", self->animate_switch);
  bind_switch (settings, "auto-flip", self->auto_flip_switch);
  bind_switch (settings, "touch-move", self->touch_move_switch);
  bind_switch (settings, "auto-queen", self->auto_queen_switch);
  bind_switch (settings, "premoves", self->premoves_switch);
  show_names (self);
  g_signal_connect (self->player_names_row, "apply", G_CALLBACK (on_names_applied), self);
  /* Pages of other rooms go here, after General:
   *   adw_preferences_window_add (ADW_PREFERENCES_WINDOW (self), page); */
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (self),
                              ADW_PREFERENCES_PAGE (chess_sound_preferences_new (settings)));
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (self),
                              ADW_PREFERENCES_PAGE (chess_engine_preferences_new (settings)));
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (self),
                              ADW_PREFERENCES_PAGE (chess_library_preferences_new (settings)));
  return self;
}
