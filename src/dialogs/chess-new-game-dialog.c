/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-new-game-dialog.c — see chess-new-game-dialog.h */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "chess-new-game-dialog.h"
#include "chess-dialogs-resources.h"
#include "chess-digits.h"
#include "chess-engine-choice.h"
#include "chess-notation.h"

typedef struct {
  const char *title;        /* "3 + 2" */
  const char *kind;         /* "Blitz" */
  const char *control;      /* PGN TimeControl; NULL = custom */
} Preset;

static const Preset presets[] = {
  { N_("1 + 0"), N_("Bullet"), "60+0" },
  { N_("3 + 2"), N_("Blitz"), "180+2" },
  { N_("5 + 0"), N_("Blitz"), "300+0" },
  { N_("10 + 5"), N_("Rapid"), "600+5" },
  { N_("15 + 10"), N_("Rapid"), "900+10" },
  { N_("30 + 0"), N_("Rapid"), "1800+0" },
  { N_("90 + 30"), N_("Classical"), "5400+30" },
  { N_("40/90 + 30"), N_("Classical"), "40/5400+30:1800+30" },
  { N_("No Clock"), N_("Untimed"), "-" },
  { N_("Custom"), N_("Your own"), NULL },
};
#define N_PRESETS G_N_ELEMENTS (presets)
#define CUSTOM_PRESET (N_PRESETS - 1)

enum { START_STANDARD, START_FEN, START_CHESS960 };
enum { BONUS_INCREMENT, BONUS_BRONSTEIN, BONUS_SIMPLE_DELAY };

struct _ChessNewGameDialog
{
  GtkWindow parent_instance;

  GtkWidget *start_button;
  GtkWidget *presets_grid;
  GtkWidget *custom_list;
  GtkWidget *minutes_spin;
  GtkWidget *bonus_spin;
  GtkWidget *bonus_kind_dropdown;
  GtkWidget *white_entry;
  GtkWidget *black_entry;
  GtkWidget *start_dropdown;
  GtkWidget *fen_row;
  GtkWidget *fen_entry;
  GtkWidget *fen_error;
  GtkWidget *chess960_row;
  GtkWidget *chess960_spin;
  GtkWidget *chess960_rank;
  GtkWidget *shuffle_button;
  ChessEngineChoice *engine_choice;

  GtkWidget *preset_buttons[N_PRESETS];
  GSettings *settings;
  char *fen;                 /* valid during start-game */
};

G_DEFINE_FINAL_TYPE (ChessNewGameDialog, chess_new_game_dialog, GTK_TYPE_WINDOW)

enum { SIGNAL_START_GAME, N_SIGNALS };
static guint signals[N_SIGNALS];

/* ---- Chess960 ------------------------------------------------------- */

/* The position comes from the core; the dialog shows White's first rank
 * in figurines, which read the same in every language. */
static void
on_chess960_number_changed (ChessNewGameDialog *self)
{
  static const char *const figurines[] = {
    [CHESS_PAWN] = "♙", [CHESS_KNIGHT] = "♘", [CHESS_BISHOP] = "♗",
    [CHESS_ROOK] = "♖", [CHESS_QUEEN] = "♕", [CHESS_KING] = "♔",
  };
  guint number = (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->chess960_spin));
  g_autoptr (GString) rank = g_string_new (NULL);
  ChessPosition pos;

  if (!chess_position_set_chess960 (&pos, number))
    return;
  for (int file = 0; file < 8; file++)
    g_string_append (rank, figurines[CHESS_PIECE_TYPE (chess_position_piece_at (&pos, CHESS_SQUARE (file, 0)))]);
  gtk_label_set_text (GTK_LABEL (self->chess960_rank), rank->str);
}

static void
chess_new_game_dialog_shuffle (ChessNewGameDialog *self)
{
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->chess960_spin),
                             g_random_int_range (0, CHESS960_N_POSITIONS));
}

/* ---- numbers -------------------------------------------------------- */

/* Spin buttons write their numbers as the locale does, and no decimals
 * that say nothing: "5" minutes, not "5.0"; "0.5" stays. */
static gboolean
on_spin_output (GtkSpinButton *spin)
{
  double value = gtk_adjustment_get_value (gtk_spin_button_get_adjustment (spin));
  char format[8];
  char text[G_ASCII_DTOSTR_BUF_SIZE];
  g_autofree char *shown = NULL;

  g_snprintf (format, sizeof format, "%%.%uf", gtk_spin_button_get_digits (spin));
  g_ascii_formatd (text, sizeof text, format, value);
  if (strchr (text, '.') != NULL)
    {
      char *end = text + strlen (text) - 1;

      while (*end == '0')
        *end-- = '\0';
      if (*end == '.')
        *end = '\0';
    }
  shown = chess_digits_localize (text, TRUE);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (spin)), shown) != 0)
    gtk_editable_set_text (GTK_EDITABLE (spin), shown);
  return TRUE;
}

/* What was typed, in the locale's digits or ASCII ones. */
static int
on_spin_input (GtkSpinButton *spin,
               double        *value)
{
  g_autofree char *typed = chess_digits_unlocalize (gtk_editable_get_text (GTK_EDITABLE (spin)));
  char *end;

  g_strstrip (typed);
  *value = g_ascii_strtod (typed, &end);
  if (end == typed || *end != '\0')
    return GTK_INPUT_ERROR;
  return TRUE;
}

/* (The spins are not "numeric": that would refuse Persian digits.) */
static void
localize_spin (GtkWidget *spin)
{
  g_signal_connect (spin, "output", G_CALLBACK (on_spin_output), NULL);
  g_signal_connect (spin, "input", G_CALLBACK (on_spin_input), NULL);
  on_spin_output (GTK_SPIN_BUTTON (spin));
}

/* ---- choices -------------------------------------------------------- */

static guint
selected_preset (ChessNewGameDialog *self)
{
  for (guint i = 0; i < N_PRESETS; i++)
    if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->preset_buttons[i])))
      return i;
  return 0;
}

ChessTimeControl *
chess_new_game_dialog_get_time_control (ChessNewGameDialog *self)
{
  guint preset = selected_preset (self);
  gint64 base, bonus;
  ChessBonusKind kind;

  if (presets[preset].control != NULL)
    return chess_time_control_parse (presets[preset].control, NULL);

  base = (gint64) (gtk_spin_button_get_value (GTK_SPIN_BUTTON (self->minutes_spin)) * 60 * G_USEC_PER_SEC);
  bonus = (gint64) (gtk_spin_button_get_value (GTK_SPIN_BUTTON (self->bonus_spin)) * G_USEC_PER_SEC);
  switch (gtk_drop_down_get_selected (GTK_DROP_DOWN (self->bonus_kind_dropdown)))
    {
    case BONUS_BRONSTEIN: kind = CHESS_BONUS_BRONSTEIN; break;
    case BONUS_SIMPLE_DELAY: kind = CHESS_BONUS_SIMPLE_DELAY; break;
    default: kind = CHESS_BONUS_INCREMENT; break;
    }
  if (bonus == 0)
    kind = CHESS_BONUS_INCREMENT;
  return chess_time_control_new_simple (MAX (base, G_USEC_PER_SEC), kind, bonus);
}

const char *
chess_new_game_dialog_get_fen (ChessNewGameDialog *self)
{
  return self->fen;
}

int
chess_new_game_dialog_get_chess960_number (ChessNewGameDialog *self)
{
  if (gtk_drop_down_get_selected (GTK_DROP_DOWN (self->start_dropdown)) != START_CHESS960)
    return -1;
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->chess960_spin));
}

ChessEngineChoice *
chess_new_game_dialog_get_engine_choice (ChessNewGameDialog *self)
{
  return self->engine_choice;
}

const char *
chess_new_game_dialog_get_white_name (ChessNewGameDialog *self)
{
  return gtk_editable_get_text (GTK_EDITABLE (self->white_entry));
}

const char *
chess_new_game_dialog_get_black_name (ChessNewGameDialog *self)
{
  return gtk_editable_get_text (GTK_EDITABLE (self->black_entry));
}

/* A window keeps the size it has once shown: the dialog takes the height
 * of what it shows again after rows come (Custom, From FEN, Computer) or
 * go. */
static void
fit_height (ChessNewGameDialog *self)
{
  int width, height;

  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  gtk_window_set_default_size (GTK_WINDOW (self), width, -1);
}

static void
on_preset_toggled (ChessNewGameDialog *self)
{
  gboolean custom = selected_preset (self) == CUSTOM_PRESET;

  if (custom == gtk_widget_get_visible (self->custom_list))
    return;
  gtk_widget_set_visible (self->custom_list, custom);
  fit_height (self);
}

/* The position in the FEN field, or NULL (and the reader's word in
 * `message`, NULL for an empty field). */
static char *
read_fen (ChessNewGameDialog  *self,
          const char         **message)
{
  g_autofree char *fen = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->fen_entry))));
  ChessFenError error = { 0 };
  ChessPosition pos;

  *message = NULL;
  if (fen[0] == '\0')
    return NULL;
  if (!chess_position_from_fen (&pos, fen, &error))
    {
      *message = error.message;
      return NULL;
    }
  return g_steal_pointer (&fen);
}

/* Start only with a position to start from; the reader says what is wrong
 * with a FEN while it is typed. */
static void
update_start_button (ChessNewGameDialog *self)
{
  guint start = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->start_dropdown));
  const char *message = NULL;
  g_autofree char *fen = start == START_FEN ? read_fen (self, &message) : NULL;

  gtk_widget_set_sensitive (self->start_button, start != START_FEN || fen != NULL);
  gtk_label_set_text (GTK_LABEL (self->fen_error), message != NULL ? message : "");
  if (message != NULL)
    gtk_widget_add_css_class (self->fen_entry, "error");
  else
    gtk_widget_remove_css_class (self->fen_entry, "error");
  if (gtk_widget_get_visible (self->fen_error) != (message != NULL))
    {
      gtk_widget_set_visible (self->fen_error, message != NULL);
      fit_height (self);
    }
}

static void
on_start_position_changed (ChessNewGameDialog *self)
{
  guint start = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->start_dropdown));

  gtk_widget_set_visible (self->fen_row, start == START_FEN);
  gtk_widget_set_visible (self->chess960_row, start == START_CHESS960);
  update_start_button (self);
  fit_height (self);
  if (start == START_FEN)
    gtk_widget_grab_focus (self->fen_entry);
}

void
chess_new_game_dialog_set_fen (ChessNewGameDialog *self,
                               const char         *fen)
{
  g_return_if_fail (CHESS_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (fen != NULL);

  gtk_editable_set_text (GTK_EDITABLE (self->fen_entry), fen);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->start_dropdown), START_FEN);
  update_start_button (self);
}

/* Checks the choices; on success emits start-game and closes. */
static void
on_start_clicked (ChessNewGameDialog *self)
{
  guint start = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->start_dropdown));
  g_autoptr (ChessTimeControl) tc = NULL;

  g_clear_pointer (&self->fen, g_free);
  if (start == START_FEN)
    {
      const char *message;

      /* Enter in the field starts too: not without a position */
      self->fen = read_fen (self, &message);
      if (self->fen == NULL)
        return;
    }

  tc = chess_new_game_dialog_get_time_control (self);
  if (tc != NULL)
    {
      g_autofree char *text = chess_time_control_to_string (tc);
      g_settings_set_string (self->settings, "last-time-control", text);
      g_settings_set_string (self->settings, "white-name", chess_new_game_dialog_get_white_name (self));
      g_settings_set_string (self->settings, "black-name", chess_new_game_dialog_get_black_name (self));
      chess_engine_choice_save (self->engine_choice);
    }

  g_signal_emit (self, signals[SIGNAL_START_GAME], 0);
  gtk_window_close (GTK_WINDOW (self));
}

/* Selects the preset for `text`, or Custom with its values. */
static void
chess_new_game_dialog_select_control (ChessNewGameDialog *self, const char *text)
{
  g_autoptr (ChessTimeControl) wanted = text != NULL ? chess_time_control_parse (text, NULL) : NULL;

  for (guint i = 0; i < CUSTOM_PRESET; i++)
    {
      g_autoptr (ChessTimeControl) tc = chess_time_control_parse (presets[i].control, NULL);
      if (wanted != NULL && tc != NULL && chess_time_control_equal (tc, wanted))
        {
          gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->preset_buttons[i]), TRUE);
          return;
        }
    }
  if (wanted != NULL && chess_time_control_get_n_periods (wanted) >= 1)
    {
      const ChessTimePeriod *period = chess_time_control_get_period (wanted, 0);
      guint kind = period->bonus == CHESS_BONUS_BRONSTEIN ? BONUS_BRONSTEIN
                   : period->bonus == CHESS_BONUS_SIMPLE_DELAY ? BONUS_SIMPLE_DELAY : BONUS_INCREMENT;

      gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->minutes_spin), period->duration_us / 60e6);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->bonus_spin), period->bonus_us / 1e6);
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->bonus_kind_dropdown), kind);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->preset_buttons[CUSTOM_PRESET]), TRUE);
      return;
    }
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->preset_buttons[4]), TRUE);
}

static void
chess_new_game_dialog_build_presets (ChessNewGameDialog *self)
{
  for (guint i = 0; i < N_PRESETS; i++)
    {
      GtkWidget *button = gtk_toggle_button_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      g_autofree char *digits = chess_digits_localize (_(presets[i].title), FALSE);
      GtkWidget *title = gtk_label_new (digits);
      GtkWidget *kind = gtk_label_new (_(presets[i].kind));

      gtk_widget_add_css_class (title, "preset-title");
      /* on two lines rather than hold a narrow window wider */
      gtk_label_set_wrap (GTK_LABEL (kind), TRUE);
      gtk_label_set_justify (GTK_LABEL (kind), GTK_JUSTIFY_CENTER);
      gtk_widget_add_css_class (kind, "caption");
      gtk_widget_add_css_class (kind, "dim-label");
      gtk_box_append (GTK_BOX (box), title);
      gtk_box_append (GTK_BOX (box), kind);
      gtk_button_set_child (GTK_BUTTON (button), box);
      /* a screen reader read "GtkToggleButton" */
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, digits,
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, _(presets[i].kind),
                                      -1);
      gtk_widget_add_css_class (button, "time-preset");
      if (i > 0)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), GTK_TOGGLE_BUTTON (self->preset_buttons[0]));
      g_signal_connect_swapped (button, "toggled", G_CALLBACK (on_preset_toggled), self);
      gtk_flow_box_append (GTK_FLOW_BOX (self->presets_grid), button);
      /* the button takes the focus, not the flow box's child around it */
      gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
      self->preset_buttons[i] = button;
    }
}

static void
chess_new_game_dialog_dispose (GObject *object)
{
  ChessNewGameDialog *self = CHESS_NEW_GAME_DIALOG (object);

  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_NEW_GAME_DIALOG);
  G_OBJECT_CLASS (chess_new_game_dialog_parent_class)->dispose (object);
}

static void
chess_new_game_dialog_finalize (GObject *object)
{
  ChessNewGameDialog *self = CHESS_NEW_GAME_DIALOG (object);

  g_free (self->fen);
  G_OBJECT_CLASS (chess_new_game_dialog_parent_class)->finalize (object);
}

static void
chess_new_game_dialog_class_init (ChessNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_new_game_dialog_dispose;
  object_class->finalize = chess_new_game_dialog_finalize;

  signals[SIGNAL_START_GAME] = g_signal_new ("start-game", G_TYPE_FROM_CLASS (klass),
                                             G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                             G_TYPE_NONE, 0);

  /* the room's own resources: referenced, so that the linker keeps them */
  (void) chess_dialogs_get_resource ();

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/com/example/Chess/ui/chess-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, presets_grid);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, custom_list);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, minutes_spin);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, bonus_spin);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, bonus_kind_dropdown);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, white_entry);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, black_entry);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, start_dropdown);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, fen_row);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, fen_entry);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, fen_error);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, chess960_row);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, chess960_spin);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, chess960_rank);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, shuffle_button);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, engine_choice);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
chess_new_game_dialog_init (ChessNewGameDialog *self)
{
  g_type_ensure (CHESS_TYPE_ENGINE_CHOICE);
  gtk_widget_init_template (GTK_WIDGET (self));
  chess_new_game_dialog_build_presets (self);
  localize_spin (self->minutes_spin);
  localize_spin (self->bonus_spin);
  localize_spin (self->chess960_spin);
  /* The rank reads left to right, as the board does, in every language. */
  gtk_widget_set_direction (self->chess960_rank, GTK_TEXT_DIR_LTR);
  g_signal_connect_swapped (self->chess960_spin, "value-changed",
                            G_CALLBACK (on_chess960_number_changed), self);
  chess_new_game_dialog_shuffle (self);
  on_chess960_number_changed (self);   /* the random number may equal the default one */

  g_signal_connect_swapped (self->start_button, "clicked", G_CALLBACK (on_start_clicked), self);
  g_signal_connect_swapped (self->shuffle_button, "clicked", G_CALLBACK (chess_new_game_dialog_shuffle), self);
  g_signal_connect_swapped (self->start_dropdown, "notify::selected",
                            G_CALLBACK (on_start_position_changed), self);
  g_signal_connect_swapped (self->fen_entry, "changed", G_CALLBACK (update_start_button), self);
  /* the computer's rows (side, engine, level) come and go too */
  g_signal_connect_swapped (self->engine_choice, "notify::computer", G_CALLBACK (fit_height), self);
  gtk_window_set_default_widget (GTK_WINDOW (self), self->start_button);
  /* Enter starts the game; on the first preset, it chose Bullet */
  gtk_window_set_focus (GTK_WINDOW (self), self->start_button);
}

ChessNewGameDialog *
chess_new_game_dialog_new (GtkWindow *parent, GSettings *settings)
{
  ChessNewGameDialog *self;
  g_autofree char *white = NULL;
  g_autofree char *black = NULL;
  g_autofree char *control = NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (CHESS_TYPE_NEW_GAME_DIALOG, "transient-for", parent, NULL);
  self->settings = g_object_ref (settings);
  white = g_settings_get_string (settings, "white-name");
  black = g_settings_get_string (settings, "black-name");
  control = g_settings_get_string (settings, "last-time-control");
  chess_engine_choice_set_settings (self->engine_choice, settings);
  gtk_editable_set_text (GTK_EDITABLE (self->white_entry), white);
  gtk_editable_set_text (GTK_EDITABLE (self->black_entry), black);
  chess_new_game_dialog_select_control (self, control);
  on_preset_toggled (self);
  return self;
}
