/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-engine-choice.c — see chess-engine-choice.h.  The rows of the
 * computer (colour, engine, level) show only when the computer is the
 * opponent. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "chess-digits.h"
#include "chess-engine-catalog.h"
#include "chess-engine-choice.h"
#include "chess-dialogs-resources.h"

enum { OPPONENT_HUMAN, OPPONENT_COMPUTER };
enum { COLOR_WHITE, COLOR_BLACK, COLOR_RANDOM };

static const char *const opponents[] = { "human", "computer" };
static const char *const colors[] = { "white", "black", "random" };

struct _ChessEngineChoice
{
  GtkWidget parent_instance;

  GtkWidget *list;
  AdwComboRow *opponent_row;
  AdwComboRow *color_row;
  AdwComboRow *engine_row;
  AdwComboRow *level_row;

  GSettings *settings;
  ChessEngineCatalog *catalog;
};

G_DEFINE_FINAL_TYPE (ChessEngineChoice, chess_engine_choice, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_COMPUTER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static guint
index_of (const char *const *choices,
          guint              n_choices,
          const char        *value)
{
  for (guint i = 0; i < n_choices; i++)
    if (g_strcmp0 (choices[i], value) == 0)
      return i;
  return 0;
}

gboolean
chess_engine_choice_get_computer (ChessEngineChoice *self)
{
  g_return_val_if_fail (CHESS_IS_ENGINE_CHOICE (self), FALSE);
  return adw_combo_row_get_selected (self->opponent_row) == OPPONENT_COMPUTER;
}

int
chess_engine_choice_draw_engine_side (ChessEngineChoice *self)
{
  g_return_val_if_fail (CHESS_IS_ENGINE_CHOICE (self), -1);

  if (!chess_engine_choice_get_computer (self))
    return -1;
  switch (adw_combo_row_get_selected (self->color_row))
    {
    case COLOR_WHITE:
      return CHESS_BLACK;
    case COLOR_BLACK:
      return CHESS_WHITE;
    default:
      return g_random_boolean () ? CHESS_WHITE : CHESS_BLACK;
    }
}

const char *
chess_engine_choice_get_engine_path (ChessEngineChoice *self)
{
  ChessEngineEntry *entry;

  g_return_val_if_fail (CHESS_IS_ENGINE_CHOICE (self), NULL);

  entry = adw_combo_row_get_selected_item (self->engine_row);
  return entry != NULL ? chess_engine_entry_get_path (entry) : NULL;
}

const ChessEngineLevel *
chess_engine_choice_get_level (ChessEngineChoice *self)
{
  g_return_val_if_fail (CHESS_IS_ENGINE_CHOICE (self), NULL);
  return chess_engine_level_get ((int) adw_combo_row_get_selected (self->level_row) + 1);
}

void
chess_engine_choice_save (ChessEngineChoice *self)
{
  ChessEngineEntry *entry;

  g_return_if_fail (CHESS_IS_ENGINE_CHOICE (self));

  if (self->settings == NULL)
    return;
  g_settings_set_string (self->settings, "opponent", opponents[adw_combo_row_get_selected (self->opponent_row)]);
  g_settings_set_string (self->settings, "human-color", colors[adw_combo_row_get_selected (self->color_row)]);
  g_settings_set_int (self->settings, "engine-level", chess_engine_choice_get_level (self)->number);
  entry = adw_combo_row_get_selected_item (self->engine_row);
  /* The default engine is kept as "" (Stockfish, wherever it is found). */
  g_settings_set_string (self->settings, "engine",
                         entry == NULL || !chess_engine_entry_get_removable (entry)
                         ? "" : chess_engine_entry_get_path (entry));
}

/* The chosen level's measured strength, under its name. */
static void
level_changed (ChessEngineChoice *self)
{
  const ChessEngineLevel *level = chess_engine_choice_get_level (self);
  g_autofree char *rating = level != NULL ? chess_engine_level_describe_rating (level) : NULL;

  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->level_row), rating != NULL ? rating : "");
}

static void
opponent_changed (ChessEngineChoice *self)
{
  gboolean computer = chess_engine_choice_get_computer (self);

  gtk_widget_set_visible (GTK_WIDGET (self->color_row), computer);
  gtk_widget_set_visible (GTK_WIDGET (self->engine_row), computer);
  gtk_widget_set_visible (GTK_WIDGET (self->level_row), computer);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPUTER]);
}

void
chess_engine_choice_set_settings (ChessEngineChoice *self,
                                  GSettings         *settings)
{
  g_autofree char *opponent = NULL, *color = NULL, *engine = NULL;
  g_autoptr (GtkExpression) name = NULL;
  guint n_engines, selected = 0;

  g_return_if_fail (CHESS_IS_ENGINE_CHOICE (self));
  g_return_if_fail (G_IS_SETTINGS (settings));

  g_set_object (&self->settings, settings);
  g_clear_object (&self->catalog);
  self->catalog = chess_engine_catalog_new (settings);
  name = gtk_property_expression_new (CHESS_TYPE_ENGINE_ENTRY, NULL, "name");
  adw_combo_row_set_expression (self->engine_row, name);
  adw_combo_row_set_model (self->engine_row, G_LIST_MODEL (self->catalog));

  opponent = g_settings_get_string (settings, "opponent");
  color = g_settings_get_string (settings, "human-color");
  engine = g_settings_get_string (settings, "engine");
  adw_combo_row_set_selected (self->opponent_row, index_of (opponents, G_N_ELEMENTS (opponents), opponent));
  adw_combo_row_set_selected (self->color_row, index_of (colors, G_N_ELEMENTS (colors), color));
  adw_combo_row_set_selected (self->level_row, (guint) g_settings_get_int (settings, "engine-level") - 1);
  n_engines = g_list_model_get_n_items (G_LIST_MODEL (self->catalog));
  if (engine[0] != '\0')
    for (guint i = 0; i < n_engines; i++)
      {
        g_autoptr (ChessEngineEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->catalog), i);

        if (g_strcmp0 (chess_engine_entry_get_path (entry), engine) == 0)
          selected = i;
      }
  if (n_engines > 0)
    adw_combo_row_set_selected (self->engine_row, selected);
  else
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self->engine_row),
                                 _("None: install Stockfish, or add an engine in Preferences"));
  opponent_changed (self);
}

static void
chess_engine_choice_dispose (GObject *object)
{
  ChessEngineChoice *self = CHESS_ENGINE_CHOICE (object);

  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_ENGINE_CHOICE);
  g_clear_object (&self->catalog);
  G_OBJECT_CLASS (chess_engine_choice_parent_class)->dispose (object);
}

static void
chess_engine_choice_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  ChessEngineChoice *self = CHESS_ENGINE_CHOICE (object);

  switch (prop_id)
    {
    case PROP_COMPUTER:
      g_value_set_boolean (value, chess_engine_choice_get_computer (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_engine_choice_class_init (ChessEngineChoiceClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_engine_choice_dispose;
  object_class->get_property = chess_engine_choice_get_property;

  properties[PROP_COMPUTER] =
    g_param_spec_boolean ("computer", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* the room's own resources: referenced, so that the linker keeps them */
  (void) chess_dialogs_get_resource ();

  gtk_widget_class_set_template_from_resource (widget_class, "/com/example/Chess/ui/chess-engine-choice.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessEngineChoice, list);
  gtk_widget_class_bind_template_child (widget_class, ChessEngineChoice, opponent_row);
  gtk_widget_class_bind_template_child (widget_class, ChessEngineChoice, color_row);
  gtk_widget_class_bind_template_child (widget_class, ChessEngineChoice, engine_row);
  gtk_widget_class_bind_template_child (widget_class, ChessEngineChoice, level_row);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
chess_engine_choice_init (ChessEngineChoice *self)
{
  g_autoptr (GtkStringList) levels = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  for (int n = 1; n <= CHESS_ENGINE_N_LEVELS; n++)
    {
      g_autofree char *ascii = g_strdup_printf ("%d", n);
      g_autofree char *number = chess_digits_localize (ascii, FALSE);
      /* Translators: a level of the computer in its list, "1 · Beginner" */
      g_autofree char *text = g_strdup_printf (_("%s · %s"), number, _(chess_engine_level_get (n)->name));

      gtk_string_list_append (levels, text);
    }
  adw_combo_row_set_model (self->level_row, G_LIST_MODEL (levels));
  g_signal_connect_swapped (self->level_row, "notify::selected", G_CALLBACK (level_changed), self);
  level_changed (self);
  g_signal_connect_swapped (self->opponent_row, "notify::selected", G_CALLBACK (opponent_changed), self);
  opponent_changed (self);
}
