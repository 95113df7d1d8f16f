/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-game-list.c — see chess-game-list.h.
 *
 * Each column is a label made by one factory and filled from its item by
 * the column's text function; sorting is by the items' properties
 * (string and numeric sorters make their sort keys once per item, which
 * is what lets 100 000 rows sort at once).  In a narrow window the
 * columns people need least are hidden rather than scrolled to: the widget
 * allocates its one child itself (a layout manager would hide the width
 * from it). */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "chess-digits.h"
#include "chess-game-index.h"
#include "chess-game-list.h"
#include "chess-views-resources.h"
#include "chess-library-model.h"

/* Below this width the number, ratings, event, ECO and moves columns hide. */
#define NARROW_WIDTH 640

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

struct _ChessGameList
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkWidget *search_entry;
  GtkWidget *progress_bar;
  GtkWidget *stack;
  GtkWidget *column_view;
  GtkWidget *empty_page;
  GtkColumnViewColumn *columns[N_COLUMNS];

  GListModel *games;
  GtkSorter *sorter;          /* the column view's: what the user asked */
  GtkCustomFilter *filter;
  gboolean searching;         /* the filter has the search (else lets all through) */
  gboolean read_once;         /* a library's games were all read (rows added since come as read) */
  GtkFilterListModel *filtered;
  GtkSortListModel *sorted;
  GtkMultiSelection *selection;
  ChessGameQuery *query;
  char *search;

  gboolean narrow;
  guint narrow_idle;
  gboolean settling;          /* "filtered" is due once the filter is done */
  gboolean setting_entry;     /* the search text goes to the entry */
};

G_DEFINE_FINAL_TYPE (ChessGameList, chess_game_list, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAMES,
  PROP_N_SHOWN,
  PROP_SEARCH,
  N_PROPS
};

enum {
  GAME_ACTIVATED,
  FILTERED,
  SELECTION_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* ---- cells ---- */

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

static void
add_columns (ChessGameList *self)
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

/* ---- search ---- */

/* The library's games are read when shown; a search or a sort needs them all. */
static ChessLibraryModel *
lazy_games (ChessGameList *self)
{
  return CHESS_IS_LIBRARY_MODEL (self->games) ? CHESS_LIBRARY_MODEL (self->games) : NULL;
}

static gboolean
needs_every_game (ChessGameList *self)
{
  return self->query != NULL || gtk_sorter_get_order (self->sorter) != GTK_SORTER_ORDER_NONE;
}

/* Every game the search and the sort need is at hand; once they were,
 * rows an import adds are searched and sorted as they are read. */
static gboolean
games_ready (ChessGameList *self)
{
  ChessLibraryModel *lazy = lazy_games (self);

  if (lazy != NULL && chess_library_model_get_complete (lazy))
    self->read_once = TRUE;
  return lazy == NULL || self->read_once;
}

/* The reading has ended (a file's index), or has come as far as what is
 * shown needs (a query of the library). */
static gboolean
games_complete (ChessGameList *self)
{
  ChessLibraryModel *lazy = lazy_games (self);

  if (CHESS_IS_GAME_INDEX (self->games))
    return chess_game_index_get_complete (CHESS_GAME_INDEX (self->games));
  if (lazy != NULL)
    return chess_library_model_get_counted (lazy) && (!needs_every_game (self) || games_ready (self));
  return TRUE;
}

/* "filtered" once the search's and the index's changes are all through. */
static void
check_settled (ChessGameList *self)
{
  if (!self->settling || gtk_filter_list_model_get_pending (self->filtered) > 0 || !games_complete (self))
    return;
  self->settling = FALSE;
  g_signal_emit (self, signals[FILTERED], 0);
}

static gboolean
filter_game (gpointer item,
             gpointer user_data)
{
  ChessGameList *self = user_data;

  /* A row an import added, not read yet: shown once it is, if it matches. */
  return !chess_game_item_is_unread (item) && chess_game_query_matches (self->query, item);
}

/* The search and the sort take the games once they are all there: a
 * library's are read first (rows not read would match nothing and sort
 * first).  Without a search the filter lets every game through unread. */
static void
apply_search_and_sort (ChessGameList *self,
                       gboolean       new_search)
{
  ChessLibraryModel *lazy = lazy_games (self);
  gboolean ready = games_ready (self);
  gboolean searching = self->query != NULL && ready;
  GtkSorter *sorter = ready ? self->sorter : NULL;

  if (lazy != NULL && needs_every_game (self))
    chess_library_model_read_all (lazy);
  if (searching != self->searching && searching)
    gtk_custom_filter_set_filter_func (self->filter, filter_game, self, NULL);
  else if (searching != self->searching)
    gtk_custom_filter_set_filter_func (self->filter, NULL, NULL, NULL);
  else if (searching && new_search)
    gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
  self->searching = searching;
  if (gtk_sort_list_model_get_sorter (self->sorted) != sorter)
    gtk_sort_list_model_set_sorter (self->sorted, sorter);
}

static void
update_page (ChessGameList *self)
{
  gboolean empty = g_list_model_get_n_items (G_LIST_MODEL (self->sorted)) == 0
                   && gtk_filter_list_model_get_pending (self->filtered) == 0;
  gboolean loading = !games_complete (self);

  /* An empty file, or a search nothing matches. */
  if (empty && !loading && self->query != NULL)
    adw_status_page_set_description (ADW_STATUS_PAGE (self->empty_page), _("No game matches every word searched for."));
  else
    adw_status_page_set_description (ADW_STATUS_PAGE (self->empty_page), NULL);
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), empty && !loading ? "empty" : "list");
}

void
chess_game_list_set_search (ChessGameList *self,
                            const char    *text)
{
  g_return_if_fail (CHESS_IS_GAME_LIST (self));

  if (g_strcmp0 (text, self->search) == 0)
    return;
  g_free (self->search);
  self->search = g_strdup (text != NULL ? text : "");
  /* Setting the entry empties it first, and the entry says so at once:
   * that is not the user's search. */
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->search_entry)), self->search) != 0)
    {
      g_autofree char *copy = g_strdup (self->search);

      self->setting_entry = TRUE;
      gtk_editable_set_text (GTK_EDITABLE (self->search_entry), copy);
      self->setting_entry = FALSE;
    }
  g_clear_pointer (&self->query, chess_game_query_free);
  self->query = chess_game_query_new (self->search);
  apply_search_and_sort (self, TRUE);
  update_page (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEARCH]);
  self->settling = TRUE;
  check_settled (self);
}

const char *
chess_game_list_get_search (ChessGameList *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_LIST (self), NULL);
  return self->search;
}

static void
on_search_changed (GtkSearchEntry *entry,
                   ChessGameList  *self)
{
  if (self->setting_entry)
    return;
  chess_game_list_set_search (self, gtk_editable_get_text (GTK_EDITABLE (entry)));
}

/* Down from the search field goes to the games. */
static void
on_next_match (GtkSearchEntry *entry,
               ChessGameList  *self)
{
  chess_game_list_focus_table (self);
}

/* ---- progress ---- */

static void
update_progress (ChessGameList *self)
{
  gboolean loading = !games_complete (self);
  double fraction = 0;

  if (CHESS_IS_GAME_INDEX (self->games))
    fraction = chess_game_index_get_fraction (CHESS_GAME_INDEX (self->games));
  else if (lazy_games (self) != NULL)
    fraction = chess_library_model_get_fraction (lazy_games (self));
  gtk_widget_set_visible (self->progress_bar, loading);
  if (loading)
    gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->progress_bar), fraction);
  update_page (self);
}

static void
on_games_complete (ChessGameList *self)
{
  apply_search_and_sort (self, FALSE);
  update_progress (self);
  self->settling = TRUE;
  check_settled (self);
}

/* A column's title clicked. */
static void
on_sorter_changed (ChessGameList *self)
{
  apply_search_and_sort (self, FALSE);
  update_progress (self);
}

static void
on_shown_changed (GListModel    *model,
                  guint          position,
                  guint          removed,
                  guint          added,
                  ChessGameList *self)
{
  if (removed != added)
    {
      update_page (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_SHOWN]);
    }
}

/* ---- the games ---- */

void
chess_game_list_set_games (ChessGameList *self,
                           GListModel    *games)
{
  g_return_if_fail (CHESS_IS_GAME_LIST (self));
  g_return_if_fail (games == NULL || G_IS_LIST_MODEL (games));

  if (self->games == games)
    return;
  if (self->games != NULL)
    g_signal_handlers_disconnect_by_data (self->games, self);
  g_set_object (&self->games, games);
  self->read_once = FALSE;
  if (CHESS_IS_GAME_INDEX (games) || CHESS_IS_LIBRARY_MODEL (games))
    {
      g_signal_connect_swapped (games, "notify::fraction", G_CALLBACK (update_progress), self);
      g_signal_connect_swapped (games, "notify::complete", G_CALLBACK (on_games_complete), self);
    }
  if (CHESS_IS_LIBRARY_MODEL (games))
    g_signal_connect_swapped (games, "notify::counted", G_CALLBACK (on_games_complete), self);
  /* Before the games come: a library's are not all read yet. */
  apply_search_and_sort (self, FALSE);
  gtk_filter_list_model_set_model (self->filtered, games);
  update_progress (self);
  self->settling = TRUE;
  check_settled (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAMES]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_SHOWN]);
}

GListModel *
chess_game_list_get_games (ChessGameList *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_LIST (self), NULL);
  return self->games;
}

guint
chess_game_list_get_n_shown (ChessGameList *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_LIST (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->sorted));
}

guint
chess_game_list_get_n_games (ChessGameList *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_LIST (self), 0);
  return self->games != NULL ? g_list_model_get_n_items (self->games) : 0;
}

GListModel *
chess_game_list_get_shown (ChessGameList *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_LIST (self), NULL);
  return G_LIST_MODEL (self->sorted);
}

GPtrArray *
chess_game_list_get_selection (ChessGameList *self)
{
  g_autoptr(GtkBitset) selected = NULL;
  GtkBitsetIter iter;
  GPtrArray *items = g_ptr_array_new_with_free_func (g_object_unref);
  guint position;

  g_return_val_if_fail (CHESS_IS_GAME_LIST (self), items);

  selected = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));
  for (gboolean more = gtk_bitset_iter_init_first (&iter, selected, &position); more;
       more = gtk_bitset_iter_next (&iter, &position))
    g_ptr_array_add (items, g_list_model_get_item (G_LIST_MODEL (self->sorted), position));
  return items;
}

guint
chess_game_list_get_n_selected (ChessGameList *self)
{
  g_autoptr(GtkBitset) selected = NULL;

  g_return_val_if_fail (CHESS_IS_GAME_LIST (self), 0);

  selected = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));
  return (guint) MIN (gtk_bitset_get_size (selected), G_MAXUINT);
}

ChessGameItem *
chess_game_list_get_selected (ChessGameList *self)
{
  g_autoptr(GtkBitset) selected = NULL;

  g_return_val_if_fail (CHESS_IS_GAME_LIST (self), NULL);

  selected = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));
  if (gtk_bitset_get_size (selected) != 1)
    return NULL;
  return g_list_model_get_item (G_LIST_MODEL (self->sorted), gtk_bitset_get_nth (selected, 0));
}

/* The column view's own list: it has the scroll and focus actions. */
static GtkWidget *
inner_list_view (ChessGameList *self)
{
  for (GtkWidget *child = gtk_widget_get_first_child (self->column_view); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_VIEW (child))
      return child;
  return self->column_view;
}

gboolean
chess_game_list_select_number (ChessGameList *self,
                               guint64        number)
{
  GListModel *shown;
  guint n;

  g_return_val_if_fail (CHESS_IS_GAME_LIST (self), FALSE);

  shown = G_LIST_MODEL (self->sorted);
  n = g_list_model_get_n_items (shown);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(ChessGameItem) item = g_list_model_get_item (shown, i);

      if (chess_game_item_get_number (item) != number)
        continue;
      gtk_selection_model_select_item (GTK_SELECTION_MODEL (self->selection), i, TRUE);
      gtk_widget_activate_action (inner_list_view (self), "list.scroll-to-item", "u", i);
      return TRUE;
    }
  return FALSE;
}

void
chess_game_list_focus_table (ChessGameList *self)
{
  g_autoptr(GtkBitset) selected = NULL;
  guint position = 0;

  g_return_if_fail (CHESS_IS_GAME_LIST (self));

  if (g_list_model_get_n_items (G_LIST_MODEL (self->sorted)) == 0)
    return;
  selected = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));
  if (!gtk_bitset_is_empty (selected))
    position = gtk_bitset_get_minimum (selected);
  /* scroll-to-item moves the focus to the row too */
  gtk_widget_activate_action (inner_list_view (self), "list.scroll-to-item", "u", position);
  if (gtk_bitset_is_empty (selected))
    gtk_selection_model_select_item (GTK_SELECTION_MODEL (self->selection), position, TRUE);
}

void
chess_game_list_focus_search (ChessGameList *self)
{
  g_return_if_fail (CHESS_IS_GAME_LIST (self));
  gtk_widget_grab_focus (self->search_entry);
}

static void
on_selection_changed (ChessGameList *self)
{
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

static void
on_activate (GtkColumnView *view,
             guint          position,
             ChessGameList *self)
{
  g_autoptr(ChessGameItem) item = g_list_model_get_item (G_LIST_MODEL (self->sorted), position);

  if (item != NULL)
    g_signal_emit (self, signals[GAME_ACTIVATED], 0, item);
}

/* ---- narrow or wide ---- */

static gboolean
apply_narrow (gpointer data)
{
  ChessGameList *self = data;

  self->narrow_idle = 0;
  for (guint i = 0; i < N_COLUMNS; i++)
    if (columns[i].wide_only)
      gtk_column_view_column_set_visible (self->columns[i], !self->narrow);
  return G_SOURCE_REMOVE;
}

static void
chess_game_list_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  gtk_widget_measure (CHESS_GAME_LIST (widget)->box, orientation, for_size, minimum, natural,
                      minimum_baseline, natural_baseline);
}

static void
chess_game_list_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  ChessGameList *self = CHESS_GAME_LIST (widget);
  gboolean narrow = width < NARROW_WIDTH;

  gtk_widget_allocate (self->box, width, height, baseline, NULL);
  /* Columns change after this allocation, not during it. */
  if (narrow != self->narrow)
    {
      self->narrow = narrow;
      if (self->narrow_idle == 0)
        self->narrow_idle = g_idle_add (apply_narrow, self);
    }
}

/* ---- object ---- */

static void
chess_game_list_dispose (GObject *object)
{
  ChessGameList *self = CHESS_GAME_LIST (object);

  g_clear_handle_id (&self->narrow_idle, g_source_remove);
  if (self->games != NULL)
    g_signal_handlers_disconnect_by_data (self->games, self);
  if (self->sorted != NULL)
    g_signal_handlers_disconnect_by_data (self->sorted, self);
  if (self->filtered != NULL)
    g_signal_handlers_disconnect_by_data (self->filtered, self);
  if (self->selection != NULL)
    g_signal_handlers_disconnect_by_data (self->selection, self);
  if (self->sorter != NULL)
    g_signal_handlers_disconnect_by_data (self->sorter, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_GAME_LIST);
  g_clear_object (&self->selection);
  g_clear_object (&self->sorted);
  g_clear_object (&self->filtered);
  g_clear_object (&self->filter);
  g_clear_object (&self->sorter);
  g_clear_object (&self->games);
  g_clear_pointer (&self->query, chess_game_query_free);
  g_clear_pointer (&self->search, g_free);
  G_OBJECT_CLASS (chess_game_list_parent_class)->dispose (object);
}

static void
chess_game_list_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  ChessGameList *self = CHESS_GAME_LIST (object);

  switch (prop_id)
    {
    case PROP_GAMES:
      g_value_set_object (value, self->games);
      break;
    case PROP_N_SHOWN:
      g_value_set_uint (value, chess_game_list_get_n_shown (self));
      break;
    case PROP_SEARCH:
      g_value_set_string (value, self->search);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_game_list_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  ChessGameList *self = CHESS_GAME_LIST (object);

  switch (prop_id)
    {
    case PROP_GAMES:
      chess_game_list_set_games (self, g_value_get_object (value));
      break;
    case PROP_SEARCH:
      chess_game_list_set_search (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_game_list_class_init (ChessGameListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_game_list_dispose;
  object_class->get_property = chess_game_list_get_property;
  object_class->set_property = chess_game_list_set_property;
  widget_class->measure = chess_game_list_measure;
  widget_class->size_allocate = chess_game_list_size_allocate;

  properties[PROP_GAMES] = g_param_spec_object ("games", NULL, NULL, G_TYPE_LIST_MODEL,
                                                G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_SHOWN] = g_param_spec_uint ("n-shown", NULL, NULL, 0, G_MAXUINT, 0,
                                                G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEARCH] = g_param_spec_string ("search", NULL, NULL, "",
                                                 G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[GAME_ACTIVATED] = g_signal_new ("game-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 1, CHESS_TYPE_GAME_ITEM);
  signals[FILTERED] = g_signal_new ("filtered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SELECTION_CHANGED] = g_signal_new ("selection-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                             0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (ADW_TYPE_STATUS_PAGE);
  /* the room's own resources: referenced, so that the linker keeps them */
  (void) chess_views_get_resource ();
  gtk_widget_class_set_template_from_resource (widget_class, "/com/example/Chess/ui/chess-game-list.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessGameList, box);
  gtk_widget_class_bind_template_child (widget_class, ChessGameList, search_entry);
  gtk_widget_class_bind_template_child (widget_class, ChessGameList, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, ChessGameList, stack);
  gtk_widget_class_bind_template_child (widget_class, ChessGameList, column_view);
  gtk_widget_class_bind_template_child (widget_class, ChessGameList, empty_page);
  gtk_widget_class_bind_template_callback (widget_class, on_search_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_next_match);
  gtk_widget_class_set_css_name (widget_class, "gamelist");
}

static void
chess_game_list_init (ChessGameList *self)
{
  self->search = g_strdup ("");
  gtk_widget_init_template (GTK_WIDGET (self));
  add_columns (self);

  /* No search yet: the filter lets every game through unread. */
  self->filter = gtk_custom_filter_new (NULL, NULL, NULL);
  self->filtered = gtk_filter_list_model_new (NULL, GTK_FILTER (g_object_ref (self->filter)));
  gtk_filter_list_model_set_incremental (self->filtered, TRUE);
  self->sorter = g_object_ref (gtk_column_view_get_sorter (GTK_COLUMN_VIEW (self->column_view)));
  self->sorted = gtk_sort_list_model_new (G_LIST_MODEL (g_object_ref (self->filtered)), g_object_ref (self->sorter));
  gtk_sort_list_model_set_incremental (self->sorted, TRUE);
  g_signal_connect_swapped (self->sorter, "changed", G_CALLBACK (on_sorter_changed), self);
  self->selection = gtk_multi_selection_new (G_LIST_MODEL (g_object_ref (self->sorted)));
  gtk_column_view_set_model (GTK_COLUMN_VIEW (self->column_view), GTK_SELECTION_MODEL (self->selection));
  g_signal_connect (self->sorted, "items-changed", G_CALLBACK (on_shown_changed), self);
  g_signal_connect_swapped (self->filtered, "notify::pending", G_CALLBACK (check_settled), self);
  g_signal_connect (self->column_view, "activate", G_CALLBACK (on_activate), self);
  g_signal_connect_swapped (self->selection, "selection-changed", G_CALLBACK (on_selection_changed), self);
}

GtkWidget *
chess_game_list_new (void)
{
  return g_object_new (CHESS_TYPE_GAME_LIST, NULL);
}
