/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-game-list-columns.c — the game list's columns: each is a label
 * made by one factory and filled from its item by the column's text
 * function; sorting is by the items' properties (string and numeric
 * sorters make their sort keys once per item, which is what lets 100 000
 * rows sort at once).  The columns people need least are marked to hide
 * in a narrow window. */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-digits.h"
#include "chess-game-list-private.h"

typedef char *(*ColumnText) (ChessGameItem *item);

typedef struct {
  const char *title;          /* translated with C_("games column", …) */
  ColumnText text;
  const char *property;       /* what the column sorts by */
  gboolean numeric;
  gboolean expand;
  gboolean wide_only;         /* hidden in a narrow window */
  float xalign;
} ColumnInfo;

static char *
number_text (ChessGameItem *item)
{
  g_autofree char *text = g_strdup_printf ("%" G_GUINT64_FORMAT, chess_game_item_get_number (item));
  return chess_digits_localize (text, FALSE);
}

/* "?" is PGN's "unknown": shown as nothing. */
static char *
known (const char *text)
{
  return g_strdup (g_strcmp0 (text, "?") == 0 ? "" : text);
}

static char *
white_text (ChessGameItem *item)
{
  return known (chess_game_item_get_white (item));
}

static char *
black_text (ChessGameItem *item)
{
  return known (chess_game_item_get_black (item));
}

static char *
event_text (ChessGameItem *item)
{
  return known (chess_game_item_get_event (item));
}

static char *
eco_text (ChessGameItem *item)
{
  return g_strdup (chess_game_item_get_eco (item));
}

static char *
result_text (ChessGameItem *item)
{
  return g_strdup (chess_game_item_format_result (item));
}

static char *
moves_text (ChessGameItem *item)
{
  g_autofree char *text = g_strdup_printf ("%u", (chess_game_item_get_plies (item) + 1) / 2);
  return chess_digits_localize (text, FALSE);
}

enum {
  COLUMN_NUMBER,
  COLUMN_WHITE,
  COLUMN_BLACK,
  COLUMN_ELO,
  COLUMN_RESULT,
  COLUMN_DATE,
  COLUMN_EVENT,
  COLUMN_ECO,
  COLUMN_MOVES,
  N_COLUMNS
};

static const ColumnInfo columns[N_COLUMNS] = {
  [COLUMN_NUMBER] = { NC_("games column", "No."), number_text, "number", TRUE, FALSE, TRUE, 1.0f },
  [COLUMN_WHITE] = { NC_("games column", "White"), white_text, "white", FALSE, TRUE, FALSE, 0.0f },
  [COLUMN_BLACK] = { NC_("games column", "Black"), black_text, "black", FALSE, TRUE, FALSE, 0.0f },
  [COLUMN_ELO] = { NC_("games column", "Elo"), chess_game_item_format_elo, "elo", TRUE, FALSE, TRUE, 0.5f },
  [COLUMN_RESULT] = { NC_("games column", "Result"), result_text, "result", FALSE, FALSE, FALSE, 0.5f },
  [COLUMN_DATE] = { NC_("games column", "Date"), chess_game_item_format_date, "date", FALSE, FALSE, FALSE, 0.0f },
  [COLUMN_EVENT] = { NC_("games column", "Event"), event_text, "event", FALSE, TRUE, TRUE, 0.0f },
  [COLUMN_ECO] = { NC_("games column", "ECO"), eco_text, "eco", FALSE, FALSE, TRUE, 0.0f },
  [COLUMN_MOVES] = { NC_("games column", "Moves"), moves_text, "plies", TRUE, FALSE, TRUE, 1.0f },
};

static void
setup_cell (GtkSignalListItemFactory *factory,
            GtkListItem              *list_item,
            gpointer                  user_data)
{
  const ColumnInfo *info = user_data;
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), info->xalign);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_single_line_mode (GTK_LABEL (label), TRUE);
  if (info->numeric || info->text == result_text)
    gtk_widget_add_css_class (label, "numeric");
  gtk_list_item_set_child (list_item, label);
}

static void
bind_cell (GtkSignalListItemFactory *factory,
           GtkListItem              *list_item,
           gpointer                  user_data)
{
  const ColumnInfo *info = user_data;
  ChessGameItem *item = gtk_list_item_get_item (list_item);
  g_autofree char *text = chess_game_item_is_unread (item) ? NULL : info->text (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (list_item)), text);
}

static GtkSorter *
make_sorter (const ColumnInfo *info)
{
  GtkExpression *expression = gtk_property_expression_new (CHESS_TYPE_GAME_ITEM, NULL, info->property);

  if (info->numeric)
    return GTK_SORTER (gtk_numeric_sorter_new (expression));
  return GTK_SORTER (gtk_string_sorter_new (expression));
}

void
_chess_game_list_add_columns (ChessGameList *self)
{
  for (guint i = 0; i < N_COLUMNS; i++)
    {
      const ColumnInfo *info = &columns[i];
      GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
      GtkColumnViewColumn *column;
      g_autoptr(GtkSorter) sorter = make_sorter (info);

      g_signal_connect (factory, "setup", G_CALLBACK (setup_cell), (gpointer) info);
      g_signal_connect (factory, "bind", G_CALLBACK (bind_cell), (gpointer) info);
      column = gtk_column_view_column_new (g_dpgettext2 (NULL, "games column", info->title), factory);
      gtk_column_view_column_set_sorter (column, sorter);
      gtk_column_view_column_set_expand (column, info->expand);
      gtk_column_view_column_set_resizable (column, TRUE);
      gtk_column_view_append_column (GTK_COLUMN_VIEW (self->column_view), column);
      self->columns[i] = column;
      g_object_unref (column);
    }
}

void
_chess_game_list_show_wide_columns (ChessGameList *self,
                                    gboolean       shown)
{
  for (guint i = 0; i < N_COLUMNS; i++)
    if (columns[i].wide_only)
      gtk_column_view_column_set_visible (self->columns[i], shown);
}
