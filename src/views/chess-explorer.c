/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-explorer.c — see chess-explorer.h.
 *
 * Rows are rebuilt for each answer (a position has a few dozen moves at
 * most, and at most MAX_GAMES games are listed).  Columns line up through
 * size groups shared by the titles and the rows. */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-digits.h"
#include "chess-explorer.h"
#include "chess-views-resources.h"
#include "chess-explorer-bar.h"
#include "chess-file-tree.h"
#include "chess-game-item.h"
#include "chess-notation.h"

/* Games listed below the moves. */
#define MAX_GAMES 50
/* A new position waits this long for the next one (quick navigation). */
#define QUERY_DELAY_MS 40

struct _ChessExplorer
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkWidget *library_button;
  GtkWidget *file_button;
  GtkWidget *status_label;
  GtkWidget *spinner;
  GtkWidget *titles;
  GtkWidget *move_title;
  GtkWidget *games_title;
  GtkWidget *elo_title;
  GtkWidget *year_title;
  GtkWidget *moves_list;
  GtkWidget *games_heading;
  GtkWidget *games_list;
  GtkSizeGroup *groups[4];     /* move, games, elo, year */

  ChessLibraryService *service;
  GFile *file;
  ChessFileTree *file_tree;    /* made when the file is first looked in */
  ChessExplorerSource source;
  ChessPosition position;
  gboolean has_position;

  gboolean dirty;              /* the answer shown is not for the position */
  guint query_timeout;
  GCancellable *query;
  GArray *moves;               /* ChessLibraryTreeMove shown */
  GPtrArray *games;            /* ChessGameItem shown */
};

G_DEFINE_FINAL_TYPE (ChessExplorer, chess_explorer, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SOURCE,
  N_PROPS
};

enum {
  UPDATED,
  MOVE_CHOSEN,
  GAME_CHOSEN,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* ---- rows ---- */

static char *
local_number (guint n)
{
  g_autofree char *text = g_strdup_printf ("%u", n);
  return chess_digits_localize (text, FALSE);
}

static GtkWidget *
cell (ChessExplorer *self,
      int            group,
      const char    *text,
      float          xalign)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_widget_add_css_class (label, "numeric");
  gtk_size_group_add_widget (self->groups[group], label);
  return label;
}

static GtkWidget *
move_row (ChessExplorer              *self,
          const ChessLibraryTreeMove *move)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *bar = chess_explorer_bar_new ();
  char san[CHESS_SAN_MAX];
  g_autofree char *games = local_number (move->games);
  g_autofree char *elo = move->average_elo > 0 ? local_number ((guint) move->average_elo) : g_strdup ("");
  g_autofree char *year = move->last_year > 0 ? local_number ((guint) move->last_year) : g_strdup ("");
  g_autofree char *spoken = NULL;
  GtkWidget *san_label;

  chess_move_to_san (&self->position, move->move, san);
  san_label = cell (self, 0, san, 0);
  gtk_widget_add_css_class (san_label, "heading");
  gtk_box_append (GTK_BOX (box), san_label);
  gtk_box_append (GTK_BOX (box), cell (self, 1, games, 1));
  chess_explorer_bar_set_counts (CHESS_EXPLORER_BAR (bar), move->white_wins, move->draws, move->black_wins);
  gtk_widget_set_hexpand (bar, TRUE);
  gtk_widget_set_valign (bar, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), bar);
  gtk_box_append (GTK_BOX (box), cell (self, 2, elo, 1));
  gtk_box_append (GTK_BOX (box), cell (self, 3, year, 1));
  gtk_widget_set_margin_start (box, 8);
  gtk_widget_set_margin_end (box, 8);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);

  /* Translators: a move of the explorer read aloud: "e4: 1234 games, White wins 40, draws 31, Black wins 29" */
  spoken = g_strdup_printf (ngettext ("%s: %u game, White wins %u, draws %u, Black wins %u",
                                      "%s: %u games, White wins %u, draws %u, Black wins %u", move->games),
                            san, move->games, move->white_wins, move->draws, move->black_wins);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
  gtk_widget_set_tooltip_text (row, _("Play this move"));
  return row;
}

static const char *
player (const char *name)
{
  return name == NULL || name[0] == '\0' || g_str_equal (name, "?") ? "…" : name;
}

static GtkWidget *
game_row (ChessGameItem *item)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  g_autofree char *players = NULL;
  g_autofree char *date = chess_game_item_format_date (item);
  const char *event = chess_game_item_get_event (item);
  g_autoptr(GString) details = g_string_new (chess_game_item_format_result (item));
  GtkWidget *label;

  /* Translators: the players of a game in the explorer: "Anand – Carlsen" */
  players = g_strdup_printf (_("%s – %s"), player (chess_game_item_get_white (item)),
                             player (chess_game_item_get_black (item)));
  if (event[0] != '\0' && !g_str_equal (event, "?"))
    g_string_append_printf (details, " · %s", event);
  if (date[0] != '\0')
    g_string_append_printf (details, " · %s", date);

  label = gtk_label_new (players);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (box), label);
  label = gtk_label_new (details->str);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (box), label);
  gtk_widget_set_margin_start (box, 8);
  gtk_widget_set_margin_end (box, 8);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_widget_set_tooltip_text (row, _("Open this game"));
  return row;
}

static void
clear_list (GtkWidget *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (list), child);
}

static void
show_answer (ChessExplorer   *self,
             ChessTreeResult *result)
{
  guint total = 0;
  g_autofree char *status = NULL;
  g_autoptr(ChessGameStrings) strings = chess_game_strings_new ();

  clear_list (self->moves_list);
  clear_list (self->games_list);
  g_clear_pointer (&self->moves, g_array_unref);
  g_clear_pointer (&self->games, g_ptr_array_unref);
  self->moves = g_array_ref (result->moves);
  /* The rows of both sources are the library's, the list's are items. */
  self->games = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < result->games->len; i++)
    g_ptr_array_add (self->games, chess_game_item_new_from_library (g_ptr_array_index (result->games, i), strings));
  for (guint i = 0; i < self->moves->len; i++)
    {
      const ChessLibraryTreeMove *move = &g_array_index (self->moves, ChessLibraryTreeMove, i);

      total += move->games;
      gtk_list_box_append (GTK_LIST_BOX (self->moves_list), move_row (self, move));
    }
  for (guint i = 0; i < self->games->len; i++)
    gtk_list_box_append (GTK_LIST_BOX (self->games_list), game_row (g_ptr_array_index (self->games, i)));

  if (self->moves->len == 0 && self->games->len == 0)
    status = g_strdup (self->source == CHESS_EXPLORER_FILE ? _("No game of the file reached this position")
                                                           : _("No game of the library reached this position"));
  else if (self->moves->len == 0)
    status = g_strdup (_("The games that reached this position ended here"));
  else
    {
      g_autofree char *text = g_strdup_printf (ngettext ("%u game went on from here", "%u games went on from here",
                                                         total), total);
      status = chess_digits_localize (text, FALSE);
    }
  gtk_label_set_text (GTK_LABEL (self->status_label), status);
  gtk_widget_set_visible (self->titles, self->moves->len > 0);
  gtk_widget_set_visible (self->moves_list, self->moves->len > 0);
  gtk_widget_set_visible (self->games_heading, self->games->len > 0);
  gtk_widget_set_visible (self->games_list, self->games->len > 0);
}

static void
show_failure (ChessExplorer *self,
              const GError  *error)
{
  clear_list (self->moves_list);
  clear_list (self->games_list);
  g_clear_pointer (&self->moves, g_array_unref);
  g_clear_pointer (&self->games, g_ptr_array_unref);
  gtk_label_set_text (GTK_LABEL (self->status_label), error->message);
  gtk_widget_set_visible (self->titles, FALSE);
  gtk_widget_set_visible (self->moves_list, FALSE);
  gtk_widget_set_visible (self->games_heading, FALSE);
  gtk_widget_set_visible (self->games_list, FALSE);
}

/* ---- queries ---- */

static void
on_answer (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(ChessExplorer) self = user_data;
  g_autoptr(ChessTreeResult) answer = NULL;
  g_autoptr(GError) error = NULL;

  if (CHESS_IS_FILE_TREE (source))
    answer = chess_file_tree_query_finish (CHESS_FILE_TREE (source), result, &error);
  else
    answer = chess_library_service_tree_finish (CHESS_LIBRARY_SERVICE (source), result, &error);
  /* Superseded: the next answer is on its way. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || self->query == NULL
      || g_cancellable_is_cancelled (self->query))
    return;
  g_clear_object (&self->query);
  gtk_spinner_set_spinning (GTK_SPINNER (self->spinner), FALSE);
  if (answer != NULL)
    show_answer (self, answer);
  else
    show_failure (self, error);
  g_signal_emit (self, signals[UPDATED], 0);
}

static gboolean
run_query (gpointer data)
{
  ChessExplorer *self = data;

  self->query_timeout = 0;
  if (!self->has_position || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return G_SOURCE_REMOVE;
  if (self->source == CHESS_EXPLORER_LIBRARY && self->service == NULL)
    return G_SOURCE_REMOVE;
  self->dirty = FALSE;
  if (self->query != NULL)
    g_cancellable_cancel (self->query);
  g_clear_object (&self->query);
  self->query = g_cancellable_new ();
  gtk_spinner_set_spinning (GTK_SPINNER (self->spinner), TRUE);
  if (self->source == CHESS_EXPLORER_FILE && self->file != NULL)
    {
      if (self->file_tree == NULL)
        self->file_tree = chess_file_tree_new (self->file);
      chess_file_tree_query_async (self->file_tree, &self->position, MAX_GAMES, self->query, on_answer,
                                   g_object_ref (self));
    }
  else
    chess_library_service_tree_async (self->service, &self->position, MAX_GAMES, self->query, on_answer,
                                      g_object_ref (self));
  return G_SOURCE_REMOVE;
}

/* The answer shown is out of date: a query when the panel shows. */
static void
invalidate (ChessExplorer *self)
{
  self->dirty = TRUE;
  if (self->query != NULL)
    g_cancellable_cancel (self->query);
  g_clear_object (&self->query);
  if (gtk_widget_get_mapped (GTK_WIDGET (self)) && self->query_timeout == 0)
    self->query_timeout = g_timeout_add (QUERY_DELAY_MS, run_query, self);
}

static void
chess_explorer_map (GtkWidget *widget)
{
  ChessExplorer *self = CHESS_EXPLORER (widget);

  GTK_WIDGET_CLASS (chess_explorer_parent_class)->map (widget);
  if (self->dirty && self->query_timeout == 0)
    self->query_timeout = g_idle_add (run_query, self);
}

/* ---- the user ---- */

static void
on_source_toggled (GtkToggleButton *button,
                   ChessExplorer   *self)
{
  if (!gtk_toggle_button_get_active (button))
    return;
  chess_explorer_set_source (self, GTK_WIDGET (button) == self->file_button ? CHESS_EXPLORER_FILE
                                                                            : CHESS_EXPLORER_LIBRARY);
}

static void
on_move_activated (GtkListBox    *list,
                   GtkListBoxRow *row,
                   ChessExplorer *self)
{
  int index = gtk_list_box_row_get_index (row);

  if (self->moves != NULL && index >= 0 && (guint) index < self->moves->len)
    g_signal_emit (self, signals[MOVE_CHOSEN], 0, (guint) g_array_index (self->moves, ChessLibraryTreeMove, index).move);
}

static void
on_game_activated (GtkListBox    *list,
                   GtkListBoxRow *row,
                   ChessExplorer *self)
{
  int index = gtk_list_box_row_get_index (row);

  if (self->games != NULL && index >= 0 && (guint) index < self->games->len)
    g_signal_emit (self, signals[GAME_CHOSEN], 0, g_ptr_array_index (self->games, index), self->source);
}

/* ---- object ---- */

static void
chess_explorer_dispose (GObject *object)
{
  ChessExplorer *self = CHESS_EXPLORER (object);

  g_clear_handle_id (&self->query_timeout, g_source_remove);
  if (self->query != NULL)
    g_cancellable_cancel (self->query);
  g_clear_object (&self->query);
  if (self->service != NULL)
    g_signal_handlers_disconnect_by_data (self->service, self);
  g_clear_object (&self->service);
  g_clear_object (&self->file);
  g_clear_object (&self->file_tree);
  g_clear_pointer (&self->moves, g_array_unref);
  g_clear_pointer (&self->games, g_ptr_array_unref);
  for (guint i = 0; i < G_N_ELEMENTS (self->groups); i++)
    g_clear_object (&self->groups[i]);
  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_EXPLORER);
  G_OBJECT_CLASS (chess_explorer_parent_class)->dispose (object);
}

static void
chess_explorer_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_SOURCE:
      g_value_set_int (value, CHESS_EXPLORER (object)->source);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_explorer_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_SOURCE:
      chess_explorer_set_source (CHESS_EXPLORER (object), g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_explorer_class_init (ChessExplorerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_explorer_dispose;
  object_class->get_property = chess_explorer_get_property;
  object_class->set_property = chess_explorer_set_property;
  widget_class->map = chess_explorer_map;

  properties[PROP_SOURCE] = g_param_spec_int ("source", NULL, NULL, CHESS_EXPLORER_LIBRARY, CHESS_EXPLORER_FILE,
                                              CHESS_EXPLORER_LIBRARY,
                                              G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[UPDATED] = g_signal_new ("updated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[MOVE_CHOSEN] = g_signal_new ("move-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[GAME_CHOSEN] = g_signal_new ("game-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 2, CHESS_TYPE_GAME_ITEM, G_TYPE_INT);

  /* the room's own resources: referenced, so that the linker keeps them */
  (void) chess_views_get_resource ();

  gtk_widget_class_set_template_from_resource (widget_class, "/com/example/Chess/ui/chess-explorer.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessExplorer, box);
  gtk_widget_class_bind_template_child (widget_class, ChessExplorer, library_button);
  gtk_widget_class_bind_template_child (widget_class, ChessExplorer, file_button);
  gtk_widget_class_bind_template_child (widget_class, ChessExplorer, status_label);
  gtk_widget_class_bind_template_child (widget_class, ChessExplorer, spinner);
  gtk_widget_class_bind_template_child (widget_class, ChessExplorer, titles);
  gtk_widget_class_bind_template_child (widget_class, ChessExplorer, move_title);
  gtk_widget_class_bind_template_child (widget_class, ChessExplorer, games_title);
  gtk_widget_class_bind_template_child (widget_class, ChessExplorer, elo_title);
  gtk_widget_class_bind_template_child (widget_class, ChessExplorer, year_title);
  gtk_widget_class_bind_template_child (widget_class, ChessExplorer, moves_list);
  gtk_widget_class_bind_template_child (widget_class, ChessExplorer, games_heading);
  gtk_widget_class_bind_template_child (widget_class, ChessExplorer, games_list);
  gtk_widget_class_bind_template_callback (widget_class, on_source_toggled);
  gtk_widget_class_bind_template_callback (widget_class, on_move_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_game_activated);
  gtk_widget_class_set_css_name (widget_class, "explorer");
}

/* GTK 4.8 names a button with a mnemonic after both its label property
 * (the text with its underline) and the label widget it is labelled by:
 * "_Library Library".  Without the property, the label widget's text
 * alone names it, as a screen reader should say it. */
static void
name_without_mnemonic (GtkWidget *button)
{
  gtk_accessible_reset_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

static void
chess_explorer_init (ChessExplorer *self)
{
  GtkWidget *titles[4];

  gtk_widget_init_template (GTK_WIDGET (self));
  titles[0] = self->move_title;
  titles[1] = self->games_title;
  titles[2] = self->elo_title;
  titles[3] = self->year_title;
  for (guint i = 0; i < G_N_ELEMENTS (self->groups); i++)
    {
      self->groups[i] = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
      gtk_size_group_add_widget (self->groups[i], titles[i]);
    }
  name_without_mnemonic (self->library_button);
  name_without_mnemonic (self->file_button);
  gtk_widget_set_sensitive (self->file_button, FALSE);
  gtk_widget_set_visible (self->titles, FALSE);
  gtk_widget_set_visible (self->moves_list, FALSE);
  gtk_widget_set_visible (self->games_heading, FALSE);
  gtk_widget_set_visible (self->games_list, FALSE);
  self->dirty = TRUE;
}

GtkWidget *
chess_explorer_new (void)
{
  return g_object_new (CHESS_TYPE_EXPLORER, NULL);
}

void
chess_explorer_set_service (ChessExplorer       *self,
                            ChessLibraryService *service)
{
  g_return_if_fail (CHESS_IS_EXPLORER (self));
  g_return_if_fail (service == NULL || CHESS_IS_LIBRARY_SERVICE (service));

  if (self->service != NULL)
    g_signal_handlers_disconnect_by_data (self->service, self);
  g_set_object (&self->service, service);
  /* Games added, removed or changed here: the library's answer changes. */
  if (service != NULL)
    g_signal_connect_swapped (service, "changed", G_CALLBACK (invalidate), self);
  if (self->source == CHESS_EXPLORER_LIBRARY)
    invalidate (self);
}

void
chess_explorer_set_file (ChessExplorer *self,
                         GFile         *file)
{
  g_return_if_fail (CHESS_IS_EXPLORER (self));

  if ((file == NULL && self->file == NULL) || (file != NULL && self->file != NULL && g_file_equal (file, self->file)))
    return;
  g_set_object (&self->file, file);
  g_clear_object (&self->file_tree);
  gtk_widget_set_sensitive (self->file_button, file != NULL);
  if (file == NULL && self->source == CHESS_EXPLORER_FILE)
    chess_explorer_set_source (self, CHESS_EXPLORER_LIBRARY);
  else if (self->source == CHESS_EXPLORER_FILE)
    invalidate (self);
}

void
chess_explorer_set_source (ChessExplorer       *self,
                           ChessExplorerSource  source)
{
  g_return_if_fail (CHESS_IS_EXPLORER (self));

  if (source == CHESS_EXPLORER_FILE && self->file == NULL)
    source = CHESS_EXPLORER_LIBRARY;
  if (source == self->source)
    return;
  self->source = source;
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (source == CHESS_EXPLORER_FILE ? self->file_button
                                                                                 : self->library_button), TRUE);
  invalidate (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOURCE]);
}

ChessExplorerSource
chess_explorer_get_source (ChessExplorer *self)
{
  g_return_val_if_fail (CHESS_IS_EXPLORER (self), CHESS_EXPLORER_LIBRARY);
  return self->source;
}

void
chess_explorer_set_position (ChessExplorer       *self,
                             const ChessPosition *position)
{
  g_return_if_fail (CHESS_IS_EXPLORER (self));
  g_return_if_fail (position != NULL);

  if (self->has_position && chess_position_repetition_key (position) == chess_position_repetition_key (&self->position))
    return;
  self->position = *position;
  self->has_position = TRUE;
  invalidate (self);
}

guint
chess_explorer_get_n_moves (ChessExplorer *self)
{
  g_return_val_if_fail (CHESS_IS_EXPLORER (self), 0);
  return self->moves != NULL ? self->moves->len : 0;
}

const ChessLibraryTreeMove *
chess_explorer_get_move (ChessExplorer *self,
                         guint          index)
{
  g_return_val_if_fail (CHESS_IS_EXPLORER (self), NULL);
  g_return_val_if_fail (self->moves != NULL && index < self->moves->len, NULL);
  return &g_array_index (self->moves, ChessLibraryTreeMove, index);
}

guint
chess_explorer_get_n_games (ChessExplorer *self)
{
  g_return_val_if_fail (CHESS_IS_EXPLORER (self), 0);
  return self->games != NULL ? self->games->len : 0;
}
