/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-engine-preferences.c — see chess-engine-preferences.h.
 *
 * An engine's options are known only from the engine itself, so the
 * page starts an engine when its row is first expanded, builds a row per
 * option from the option lines, and keeps that process for the buttons
 * (a UCI button is an action, not a value: it goes to this engine).
 * Options the program sets itself — MultiPV for the levels and the
 * analysis, the UCI_ ones for strength, Chess960 and analysis mode — are
 * not offered: a value set here would be overridden anyway; nor is
 * Ponder, since engines never think on the human's time here. */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-engine-catalog.h"
#include "chess-engine-preferences.h"

struct _ChessEnginePreferences
{
  AdwPreferencesPage parent_instance;

  GSettings *settings;
  ChessEngineCatalog *catalog;
  AdwPreferencesGroup *group;
  GPtrArray *rows;              /* the engines' AdwExpanderRows, as listed */
  GPtrArray *engines;           /* ChessEngine started to read options */
  GCancellable *cancellable;
};

G_DEFINE_FINAL_TYPE (ChessEnginePreferences, chess_engine_preferences, ADW_TYPE_PREFERENCES_PAGE)

static gboolean
option_is_offered (const ChessUciOption *option)
{
  return g_ascii_strncasecmp (option->name, "UCI_", 4) != 0 && g_ascii_strcasecmp (option->name, "MultiPV") != 0
         && g_ascii_strcasecmp (option->name, "Ponder") != 0;
}

/* ---- one option ------------------------------------------------------- */

typedef struct {
  ChessEnginePreferences *page;   /* not a reference: rows die with the page */
  ChessEngine *engine;
  char *name;
} OptionData;

static void
option_data_free (gpointer data)
{
  OptionData *option = data;

  g_free (option->name);
  g_free (option);
}

static OptionData *
option_data_new (ChessEnginePreferences *self,
                 ChessEngine            *engine,
                 GtkWidget              *row,
                 const char             *name)
{
  OptionData *option = g_new0 (OptionData, 1);

  option->page = self;
  option->engine = engine;
  option->name = g_strdup (name);
  g_object_set_data_full (G_OBJECT (row), "chess-option", option, option_data_free);
  /* Tests find a row by its option's name. */
  gtk_widget_set_name (row, name);
  return option;
}

/* Keeps the value; FALSE, said in a toast, when the catalog refuses it. */
static gboolean
store (OptionData *option,
       const char *value)
{
  g_autoptr (GError) error = NULL;
  GtkRoot *root;

  if (chess_engine_catalog_set_option_value (option->page->catalog, chess_engine_get_path (option->engine),
                                             option->name, value, &error))
    return TRUE;
  root = gtk_widget_get_root (GTK_WIDGET (option->page));
  if (ADW_IS_PREFERENCES_WINDOW (root))
    adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (root), adw_toast_new (error->message));
  else
    g_message ("%s", error->message);
  return FALSE;
}

static void
spin_changed (GtkSpinButton *spin,
              OptionData    *option)
{
  g_autofree char *value = g_strdup_printf ("%" G_GINT64_FORMAT, (gint64) gtk_spin_button_get_value (spin));

  store (option, value);
}

static void
switch_changed (GtkSwitch  *toggle,
                GParamSpec *pspec,
                OptionData *option)
{
  store (option, gtk_switch_get_active (toggle) ? "true" : "false");
}

static void
combo_changed (AdwComboRow *row,
               GParamSpec  *pspec,
               OptionData  *option)
{
  GtkStringObject *item = adw_combo_row_get_selected_item (row);

  if (item != NULL)
    store (option, gtk_string_object_get_string (item));
}

/* A value refused (a line break in it, pasted) stays in the row, marked,
 * until it is changed. */
static void
entry_applied (AdwEntryRow *row,
               OptionData  *option)
{
  if (store (option, gtk_editable_get_text (GTK_EDITABLE (row))))
    gtk_widget_remove_css_class (GTK_WIDGET (row), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (row), "error");
}

static void
button_activated (AdwActionRow *row,
                  OptionData   *option)
{
  chess_engine_set_option (option->engine, option->name, NULL, NULL);
}

/* A row for `option`, showing `value` (the saved one, else the default). */
static GtkWidget *
option_row (ChessEnginePreferences *self,
            ChessEngine            *engine,
            const ChessUciOption   *option,
            const char             *value)
{
  GtkWidget *row, *widget;
  OptionData *data;

  switch (option->type)
    {
    case CHESS_UCI_OPTION_SPIN:
      row = adw_action_row_new ();
      widget = gtk_spin_button_new_with_range ((double) option->min, (double) option->max, 1);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), g_ascii_strtod (value, NULL));
      gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), widget);
      data = option_data_new (self, engine, row, option->name);
      g_signal_connect (widget, "value-changed", G_CALLBACK (spin_changed), data);
      break;
    case CHESS_UCI_OPTION_CHECK:
      row = adw_action_row_new ();
      widget = gtk_switch_new ();
      gtk_switch_set_active (GTK_SWITCH (widget), g_ascii_strcasecmp (value, "true") == 0);
      gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), widget);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), widget);
      data = option_data_new (self, engine, row, option->name);
      g_signal_connect (widget, "notify::active", G_CALLBACK (switch_changed), data);
      break;
    case CHESS_UCI_OPTION_COMBO:
      {
        g_autoptr (GtkStringList) vars = gtk_string_list_new ((const char *const *) option->vars);
        guint selected = 0;

        row = adw_combo_row_new ();
        adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (vars));
        for (guint i = 0; option->vars[i] != NULL; i++)
          if (g_strcmp0 (option->vars[i], value) == 0)
            selected = i;
        adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
        data = option_data_new (self, engine, row, option->name);
        g_signal_connect (row, "notify::selected", G_CALLBACK (combo_changed), data);
      }
      break;
    case CHESS_UCI_OPTION_STRING:
      row = adw_entry_row_new ();
      gtk_editable_set_text (GTK_EDITABLE (row), value);
      adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
      data = option_data_new (self, engine, row, option->name);
      g_signal_connect (row, "apply", G_CALLBACK (entry_applied), data);
      break;
    case CHESS_UCI_OPTION_BUTTON:
    default:
      row = adw_action_row_new ();
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("An action: the engine does it when you choose it"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      data = option_data_new (self, engine, row, option->name);
      g_signal_connect (row, "activated", G_CALLBACK (button_activated), data);
      break;
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), option->name);
  return row;
}

/* ---- one engine ------------------------------------------------------- */

static void fill_engine_row (ChessEnginePreferences *self, AdwExpanderRow *row, ChessEngine *engine);

static void
clear_expander (AdwExpanderRow *row)
{
  GPtrArray *children = g_object_get_data (G_OBJECT (row), "chess-children");

  for (guint i = 0; children != NULL && i < children->len; i++)
    adw_expander_row_remove (row, g_ptr_array_index (children, i));
  if (children != NULL)
    g_ptr_array_set_size (children, 0);
}

static void
add_to_expander (AdwExpanderRow *row,
                 GtkWidget      *child)
{
  GPtrArray *children = g_object_get_data (G_OBJECT (row), "chess-children");

  if (children == NULL)
    {
      children = g_ptr_array_new ();
      g_object_set_data_full (G_OBJECT (row), "chess-children", children, (GDestroyNotify) g_ptr_array_unref);
    }
  g_ptr_array_add (children, child);
  adw_expander_row_add_row (row, child);
}

static void
reset_clicked (GtkButton              *button,
               ChessEnginePreferences *self)
{
  AdwExpanderRow *row = g_object_get_data (G_OBJECT (button), "chess-row");
  ChessEngine *engine = g_object_get_data (G_OBJECT (button), "chess-engine");
  GPtrArray *options = chess_engine_get_options (engine);

  for (guint i = 0; i < options->len; i++)
    chess_engine_catalog_set_option_value (self->catalog, chess_engine_get_path (engine),
                                           ((ChessUciOption *) g_ptr_array_index (options, i))->name, NULL, NULL);
  fill_engine_row (self, row, engine);
}

static void
fill_engine_row (ChessEnginePreferences *self,
                 AdwExpanderRow         *row,
                 ChessEngine            *engine)
{
  GPtrArray *options = chess_engine_get_options (engine);
  GtkWidget *reset_row, *reset;
  guint shown = 0;

  clear_expander (row);
  for (guint i = 0; i < options->len; i++)
    {
      const ChessUciOption *option = g_ptr_array_index (options, i);
      g_autofree char *saved = NULL;

      if (!option_is_offered (option))
        continue;
      saved = chess_engine_catalog_dup_option_value (self->catalog, chess_engine_get_path (engine), option->name);
      add_to_expander (row, option_row (self, engine, option, saved != NULL ? saved : option->default_value));
      shown++;
    }
  if (shown == 0)
    {
      GtkWidget *none = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (none), _("This engine has no options to set"));
      add_to_expander (row, none);
      return;
    }
  reset_row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (reset_row), _("All Options"));
  reset = gtk_button_new_with_mnemonic (_("_Reset to Defaults"));
  gtk_widget_set_name (reset, "reset");
  gtk_widget_set_valign (reset, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (reset), "chess-row", row);
  g_object_set_data (G_OBJECT (reset), "chess-engine", engine);
  g_signal_connect (reset, "clicked", G_CALLBACK (reset_clicked), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (reset_row), reset);
  add_to_expander (row, reset_row);
}

static void
engine_started (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  ChessEnginePreferences *self;
  AdwExpanderRow *row;
  g_autoptr (GError) error = NULL;

  if (!chess_engine_start_finish (CHESS_ENGINE (source), result, &error)
      && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;   /* the page is gone */
  self = user_data;
  row = g_object_get_data (source, "chess-row");
  if (error != NULL)
    {
      GtkWidget *failed = adw_action_row_new ();

      clear_expander (row);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (failed), _("The engine’s options could not be read"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (failed), error->message);
      add_to_expander (row, failed);
      return;
    }
  fill_engine_row (self, row, CHESS_ENGINE (source));
}

static void
engine_row_expanded (AdwExpanderRow         *row,
                     GParamSpec             *pspec,
                     ChessEnginePreferences *self)
{
  ChessEngineEntry *entry = g_object_get_data (G_OBJECT (row), "chess-entry");
  GtkWidget *reading;
  ChessEngine *engine;

  if (!adw_expander_row_get_expanded (row) || g_object_get_data (G_OBJECT (row), "chess-started") != NULL)
    return;
  g_object_set_data (G_OBJECT (row), "chess-started", GINT_TO_POINTER (TRUE));
  reading = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (reading), _("Reading the engine’s options…"));
  add_to_expander (row, reading);

  /* The catalog's engine: its entry learns the name the engine gives. */
  engine = chess_engine_catalog_create_engine (self->catalog, chess_engine_entry_get_path (entry));
  g_object_set_data (G_OBJECT (engine), "chess-row", row);
  g_ptr_array_add (self->engines, engine);
  chess_engine_start_async (engine, self->cancellable, engine_started, self);
}

static void
remove_clicked (GtkButton              *button,
                ChessEnginePreferences *self)
{
  ChessEngineEntry *entry = g_object_get_data (G_OBJECT (button), "chess-entry");

  chess_engine_catalog_remove (self->catalog, chess_engine_entry_get_path (entry));
}

static GtkWidget *
engine_row (ChessEnginePreferences *self,
            ChessEngineEntry       *entry)
{
  GtkWidget *row = adw_expander_row_new ();

  g_object_bind_property (entry, "name", row, "title", G_BINDING_SYNC_CREATE);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), chess_engine_entry_get_path (entry));
  g_object_set_data_full (G_OBJECT (row), "chess-entry", g_object_ref (entry), g_object_unref);
  gtk_widget_set_name (row, chess_engine_entry_get_path (entry));
  if (chess_engine_entry_get_removable (entry))
    {
      GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");

      gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (remove, "flat");
      gtk_widget_set_tooltip_text (remove, _("Remove This Engine"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (remove), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Remove This Engine"), -1);
      g_object_set_data_full (G_OBJECT (remove), "chess-entry", g_object_ref (entry), g_object_unref);
      g_signal_connect (remove, "clicked", G_CALLBACK (remove_clicked), self);
      adw_expander_row_add_action (ADW_EXPANDER_ROW (row), remove);
    }
  g_signal_connect (row, "notify::expanded", G_CALLBACK (engine_row_expanded), self);
  return row;
}

/* The rows follow the catalog (an engine added or removed, here or in
 * another window). */
static void
rebuild (ChessEnginePreferences *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->catalog));

  for (guint i = 0; i < self->rows->len; i++)
    adw_preferences_group_remove (self->group, g_ptr_array_index (self->rows, i));
  g_ptr_array_set_size (self->rows, 0);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (ChessEngineEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->catalog), i);
      GtkWidget *row = engine_row (self, entry);

      g_ptr_array_add (self->rows, row);
      adw_preferences_group_add (self->group, row);
    }
}

/* ---- adding ------------------------------------------------------------ */

static void
engine_added (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr (ChessEngineEntry) entry = NULL;
  g_autoptr (GError) error = NULL;
  ChessEnginePreferences *self;
  GtkWidget *dialog;

  entry = chess_engine_catalog_add_finish (CHESS_ENGINE_CATALOG (source), result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = user_data;
  if (entry != NULL)
    return;   /* its row comes with the catalog's change */
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                   _("This program cannot be added"), error->message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

void
chess_engine_preferences_add_engine (ChessEnginePreferences *self,
                                     const char             *path)
{
  g_return_if_fail (CHESS_IS_ENGINE_PREFERENCES (self));
  g_return_if_fail (path != NULL);

  chess_engine_catalog_add_async (self->catalog, path, self->cancellable, engine_added, self);
}

static void
file_chosen (GtkNativeDialog        *dialog,
             int                     response,
             ChessEnginePreferences *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = g_file_get_path (file);

      if (path != NULL)
        chess_engine_preferences_add_engine (self, path);
    }
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
}

/* GtkFileChooserNative is deprecated from GTK 4.10 on; its replacement,
 * GtkFileDialog, is 4.10 API: kept (tests/check-deprecated.sh). */
static void
add_clicked (ChessEnginePreferences *self)
{
  GtkFileChooserNative *dialog;

  dialog = gtk_file_chooser_native_new (_("Add a Chess Engine"),
                                        GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                        GTK_FILE_CHOOSER_ACTION_OPEN, _("_Add"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect_object (dialog, "response", G_CALLBACK (file_chosen), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* ---- GObject ------------------------------------------------------------ */

static void
chess_engine_preferences_dispose (GObject *object)
{
  ChessEnginePreferences *self = CHESS_ENGINE_PREFERENCES (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->catalog != NULL)
    g_signal_handlers_disconnect_by_data (self->catalog, self);
  g_clear_object (&self->catalog);
  g_clear_object (&self->settings);
  /* The engines quit (and are killed if they linger) with their last reference. */
  g_clear_pointer (&self->engines, g_ptr_array_unref);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  G_OBJECT_CLASS (chess_engine_preferences_parent_class)->dispose (object);
}

static void
chess_engine_preferences_class_init (ChessEnginePreferencesClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = chess_engine_preferences_dispose;
}

static void
chess_engine_preferences_init (ChessEnginePreferences *self)
{
  GtkWidget *add;

  self->rows = g_ptr_array_new ();
  self->engines = g_ptr_array_new_with_free_func (g_object_unref);
  self->cancellable = g_cancellable_new ();

  adw_preferences_page_set_title (ADW_PREFERENCES_PAGE (self), _("Engines"));
  adw_preferences_page_set_icon_name (ADW_PREFERENCES_PAGE (self), "applications-science-symbolic");
  self->group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (self->group, _("Chess Engines"));
  adw_preferences_group_set_description (self->group,
                                         _("The computer opponent and the analysis use these UCI engines. "
                                           "Open an engine to set its options."));
  add = gtk_button_new_with_mnemonic (_("_Add Engine…"));
  gtk_widget_set_valign (add, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (add, "clicked", G_CALLBACK (add_clicked), self);
  adw_preferences_group_set_header_suffix (self->group, add);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (self), self->group);
}

ChessEnginePreferences *
chess_engine_preferences_new (GSettings *settings)
{
  ChessEnginePreferences *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (CHESS_TYPE_ENGINE_PREFERENCES, NULL);
  self->settings = g_object_ref (settings);
  self->catalog = chess_engine_catalog_new (settings);
  g_signal_connect_swapped (self->catalog, "items-changed", G_CALLBACK (rebuild), self);
  rebuild (self);
  return self;
}
