/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-tablebase-panel.c — ChessTablebasePanel (see the header).  Every
 * change of the position shown cancels the probe under way and starts
 * another; an answer for a position no longer shown is dropped. */
#include "config.h"

#include "chess-tablebase-panel.h"

#include <glib/gi18n.h>

#include "chess-notation.h"
#include "chess-window-resources.h"

struct _ChessTablebasePanel
{
  GtkWidget parent_instance;

  GtkWidget *box;                 /* the template's child, unparented by its disposal */
  GtkLabel *verdict_label;
  GtkListBox *move_list;

  ChessGame *game;
  ChessTablebase *tablebase;
  gboolean active;
  GCancellable *probe;
  ChessPosition shown;            /* the position of the rows */
  ChessTablebaseResult *result;   /* NULL: nothing shown */
};

G_DEFINE_FINAL_TYPE (ChessTablebasePanel, chess_tablebase_panel, GTK_TYPE_WIDGET)

enum { PROBED, MOVE_CHOSEN, N_SIGNALS };
static guint signals[N_SIGNALS];

static void probe (ChessTablebasePanel *self);

/* "−12": a real minus sign, as the evaluations write it. */
static char *
format_dtz (int dtz)
{
  return dtz < 0 ? g_strdup_printf ("−%d", -dtz) : g_strdup_printf ("%d", dtz);
}

static char *
describe_root (const ChessPosition *pos, const ChessTablebaseResult *result)
{
  gboolean white = chess_position_side_to_move (pos) == CHESS_WHITE;
  g_autofree char *dtz = format_dtz (result->dtz);

  if (result->checkmate)
    return g_strdup (white ? _("White is checkmated") : _("Black is checkmated"));
  if (result->stalemate)
    return g_strdup (_("Stalemate"));
  if (!result->has_dtz)
    /* Translators: "White to move: cursed win (no DTZ tables)" */
    return g_strdup_printf (white ? _("White to move: %s (no DTZ tables)") : _("Black to move: %s (no DTZ tables)"),
                            chess_tablebase_verdict_name (result->verdict));
  /* Translators: "White to move: cursed win, DTZ 17" */
  return g_strdup_printf (white ? _("White to move: %s, DTZ %s") : _("Black to move: %s, DTZ %s"),
                          chess_tablebase_verdict_name (result->verdict), dtz);
}

static GtkWidget *
make_label (const char *text, gboolean expand, float xalign)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_set_hexpand (label, expand);
  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  return label;
}

static GtkWidget *
make_row (const ChessPosition *pos, const ChessTablebaseMove *move, gboolean has_dtz)
{
  char san[CHESS_SAN_MAX];
  g_autofree char *dtz = has_dtz ? format_dtz (move->dtz) : g_strdup ("–");
  g_autofree char *spoken = NULL;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *dtz_label = make_label (dtz, FALSE, 1.0);

  chess_move_to_san (pos, move->move, san);
  gtk_widget_set_margin_start (box, 8);
  gtk_widget_set_margin_end (box, 8);
  gtk_widget_set_margin_top (box, 4);
  gtk_widget_set_margin_bottom (box, 4);
  gtk_box_append (GTK_BOX (box), make_label (san, TRUE, 0.0));
  gtk_box_append (GTK_BOX (box), make_label (chess_tablebase_verdict_name (move->verdict), FALSE, 0.0));
  gtk_label_set_width_chars (GTK_LABEL (dtz_label), 4);
  gtk_widget_add_css_class (dtz_label, "numeric");
  gtk_box_append (GTK_BOX (box), dtz_label);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  /* Translators: a move's row for screen readers: "Kc4: loss, DTZ −12" */
  spoken = g_strdup_printf (_("%1$s: %2$s, DTZ %3$s"), san, chess_tablebase_verdict_name (move->verdict), dtz);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
  g_object_set_data_full (G_OBJECT (row), "chess-row-text",
                          g_strdup_printf ("%s %s %s", san, chess_tablebase_verdict_name (move->verdict), dtz),
                          g_free);
  return row;
}

static void
clear_rows (ChessTablebasePanel *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->move_list))) != NULL)
    gtk_list_box_remove (self->move_list, child);
}

static void
show_result (ChessTablebasePanel *self, const ChessPosition *pos, ChessTablebaseResult *result)
{
  g_autofree char *verdict = NULL;

  clear_rows (self);
  g_clear_pointer (&self->result, chess_tablebase_result_free);
  self->result = result;
  self->shown = *pos;
  gtk_widget_set_visible (GTK_WIDGET (self), result != NULL && self->active);
  if (result == NULL)
    {
      gtk_label_set_text (self->verdict_label, "");
      return;
    }
  verdict = describe_root (pos, result);
  gtk_label_set_text (self->verdict_label, verdict);
  for (int i = 0; i < result->n_moves; i++)
    gtk_list_box_append (self->move_list, make_row (pos, &result->moves[i], result->has_dtz));
}

typedef struct {
  ChessTablebasePanel *self;   /* a reference */
  ChessPosition position;
} Probe;

static void
probed_cb (GObject *source, GAsyncResult *res, gpointer user_data)
{
  Probe *probe = user_data;
  ChessTablebasePanel *self = probe->self;
  g_autoptr (GError) error = NULL;
  ChessTablebaseResult *result = chess_tablebase_probe_finish (CHESS_TABLEBASE (source), res, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_clear_pointer (&result, chess_tablebase_result_free);
  else
    {
      /* Not in the tables after all (a table missing): nothing to show. */
      show_result (self, &probe->position, result);
      g_signal_emit (self, signals[PROBED], 0);
    }
  g_object_unref (self);
  g_free (probe);
}

static void
probe (ChessTablebasePanel *self)
{
  const ChessPosition *pos;
  Probe *data;

  chess_tablebase_cancel_probe (&self->probe);
  if (!self->active || self->game == NULL || self->tablebase == NULL
      || !chess_tablebase_covers (self->tablebase, chess_game_get_position (self->game)))
    {
      ChessPosition none = { 0 };

      show_result (self, &none, NULL);
      return;
    }
  pos = chess_game_get_position (self->game);
  if (self->result != NULL && chess_position_repetition_key (pos) == chess_position_repetition_key (&self->shown)
      && pos->halfmove_clock == self->shown.halfmove_clock)
    return;
  data = g_new0 (Probe, 1);
  data->self = g_object_ref (self);
  data->position = *pos;
  chess_tablebase_probe_again (self->tablebase, pos, &self->probe, probed_cb, data);
}

static void
row_activated_cb (GtkListBox *list, GtkListBoxRow *row, ChessTablebasePanel *self)
{
  int index = gtk_list_box_row_get_index (row);

  if (self->result == NULL || index < 0 || index >= self->result->n_moves)
    return;
  g_signal_emit (self, signals[MOVE_CHOSEN], 0, (guint) self->result->moves[index].move);
}

void
chess_tablebase_panel_set_game (ChessTablebasePanel *self, ChessGame *game)
{
  g_return_if_fail (CHESS_IS_TABLEBASE_PANEL (self));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game != NULL)
    g_signal_connect_swapped (game, "position-changed", G_CALLBACK (probe), self);
  g_clear_pointer (&self->result, chess_tablebase_result_free);
  probe (self);
}

void
chess_tablebase_panel_set_tablebase (ChessTablebasePanel *self, ChessTablebase *tablebase)
{
  g_return_if_fail (CHESS_IS_TABLEBASE_PANEL (self));

  if (self->tablebase == tablebase)
    return;
  if (self->tablebase != NULL)
    g_signal_handlers_disconnect_by_data (self->tablebase, self);
  g_set_object (&self->tablebase, tablebase);
  if (tablebase != NULL)
    g_signal_connect_swapped (tablebase, "changed", G_CALLBACK (chess_tablebase_panel_refresh), self);
  chess_tablebase_panel_refresh (self);
}

void
chess_tablebase_panel_refresh (ChessTablebasePanel *self)
{
  g_clear_pointer (&self->result, chess_tablebase_result_free);
  probe (self);
}

void
chess_tablebase_panel_set_active (ChessTablebasePanel *self, gboolean active)
{
  g_return_if_fail (CHESS_IS_TABLEBASE_PANEL (self));

  self->active = active;
  probe (self);
}

const char *
chess_tablebase_panel_get_verdict_text (ChessTablebasePanel *self)
{
  g_return_val_if_fail (CHESS_IS_TABLEBASE_PANEL (self), NULL);
  return gtk_label_get_text (self->verdict_label);
}

guint
chess_tablebase_panel_get_n_moves (ChessTablebasePanel *self)
{
  g_return_val_if_fail (CHESS_IS_TABLEBASE_PANEL (self), 0);
  return self->result != NULL ? (guint) self->result->n_moves : 0;
}

char *
chess_tablebase_panel_dup_move_text (ChessTablebasePanel *self, guint index)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (CHESS_IS_TABLEBASE_PANEL (self), NULL);
  row = gtk_list_box_get_row_at_index (self->move_list, (int) index);
  return row != NULL ? g_strdup (g_object_get_data (G_OBJECT (row), "chess-row-text")) : NULL;
}

void
chess_tablebase_panel_activate_move (ChessTablebasePanel *self, guint index)
{
  GtkListBoxRow *row;

  g_return_if_fail (CHESS_IS_TABLEBASE_PANEL (self));
  row = gtk_list_box_get_row_at_index (self->move_list, (int) index);
  if (row != NULL)
    g_signal_emit_by_name (self->move_list, "row-activated", row);
}

static void
chess_tablebase_panel_dispose (GObject *object)
{
  ChessTablebasePanel *self = CHESS_TABLEBASE_PANEL (object);

  chess_tablebase_cancel_probe (&self->probe);
  chess_tablebase_panel_set_game (self, NULL);
  if (self->tablebase != NULL)
    g_signal_handlers_disconnect_by_data (self->tablebase, self);
  g_clear_object (&self->tablebase);
  g_clear_pointer (&self->result, chess_tablebase_result_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_TABLEBASE_PANEL);
  G_OBJECT_CLASS (chess_tablebase_panel_parent_class)->dispose (object);
}

static void
chess_tablebase_panel_class_init (ChessTablebasePanelClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = chess_tablebase_panel_dispose;
  /* Its template is in the room's resource, which this reference keeps
   * in the link (a static library's registering object). */
  (void) chess_window_get_resource ();
  gtk_widget_class_set_template_from_resource (widget_class, "/com/example/Chess/ui/chess-tablebase-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessTablebasePanel, box);
  gtk_widget_class_bind_template_child (widget_class, ChessTablebasePanel, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, ChessTablebasePanel, move_list);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  signals[PROBED] = g_signal_new ("probed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                  NULL, G_TYPE_NONE, 0);
  signals[MOVE_CHOSEN] = g_signal_new ("move-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                       NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
chess_tablebase_panel_init (ChessTablebasePanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
chess_tablebase_panel_new (void)
{
  return g_object_new (CHESS_TYPE_TABLEBASE_PANEL, NULL);
}
