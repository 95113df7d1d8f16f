/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-window.c — see chess-library-window.h.
 *
 * The filters make a ChessLibraryFilter; a change waits a moment for the
 * next keystroke and then starts a new query, which replaces the list's
 * games as soon as it starts (rows come in as the worker finds them).  A
 * field the library could not use (a date that is none, an ECO code out
 * of A00–E99) is marked and left out until it is mended. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "chess-banner.h"
#include "chess-accessible-fixes.h"
#include "chess-digits.h"
#include "chess-library-model.h"
#include "chess-library-window-private.h"
#include "chess-views-resources.h"

/* A change of the filters waits this long for the next one. */
#define FILTER_DELAY_MS 300

enum { SIDE_EITHER, SIDE_WHITE, SIDE_BLACK };
enum { RESULT_ANY, RESULT_WHITE, RESULT_BLACK, RESULT_DRAW, RESULT_UNFINISHED };


enum {
  GAME_CHOSEN,
  FILLED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (ChessLibraryWindow, chess_library_window, ADW_TYPE_WINDOW)


void
_chess_library_window_toast (ChessLibraryWindow *self,
                             const char         *text)
{
  /* A toast's title is markup (libadwaita 1.2): a file's name is not. */
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (escaped));
}

/* ---- the filters ---- */

/* "2005", "2005.06", "2005.06.30" (or with - or /) as YYYYMMDD, the
 * unknown parts 00 for the start of a range and 99 for its end; 0 for
 * an empty field, -1 for what is no date. */
static int
parse_date (const char *text,
            gboolean    end)
{
  g_auto(GStrv) parts = NULL;
  int value[3] = { 0, end ? 99 : 0, end ? 99 : 0 };
  guint n;

  if (text == NULL || *text == '\0')
    return 0;
  parts = g_strsplit_set (text, ".-/", 4);
  n = g_strv_length (parts);
  if (n > 3)
    return -1;
  for (guint i = 0; i < n; i++)
    {
      guint64 number;

      if (!g_ascii_string_to_unsigned (parts[i], 10, i == 0 ? 1 : 1, i == 0 ? 9999 : (i == 1 ? 12 : 31), &number,
                                       NULL))
        return -1;
      value[i] = (int) number;
    }
  return value[0] * 10000 + value[1] * 100 + value[2];
}

/* A rating, 1 to 3999; 0 for an empty field (any rating), -1 for what is
 * no rating.  An empty field shows its placeholder, not a "0" that reads
 * as a range 0–0. */
static int
parse_rating (const char *text)
{
  guint64 number;

  if (text == NULL || *text == '\0')
    return 0;
  if (!g_ascii_string_to_unsigned (text, 10, 1, 3999, &number, NULL))
    return -1;
  return (int) number;
}

static gboolean
is_eco (const char *text)
{
  return strlen (text) == 3 && text[0] >= 'A' && text[0] <= 'E' && g_ascii_isdigit (text[1])
         && g_ascii_isdigit (text[2]);
}

/* A field's text, stripped, upper-cased for ECO codes. */
static char *
field_text (GtkWidget *entry,
            gboolean   upper)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));

  return upper ? g_ascii_strup (text, -1) : g_steal_pointer (&text);
}

/* A field of numbers: the locale's digits read as ASCII ones. */
static char *
number_text (GtkWidget *entry)
{
  g_autofree char *text = field_text (entry, FALSE);

  return chess_digits_unlocalize (text);
}

static void
mark (GtkWidget *entry,
      gboolean   bad)
{
  if (bad)
    gtk_widget_add_css_class (entry, "error");
  else
    gtk_widget_remove_css_class (entry, "error");
}

/* The filter of the fields; its strings are in `keep` (freed with it). */
static ChessLibraryFilter
read_filter (ChessLibraryWindow *self,
             GPtrArray          *keep)
{
  ChessLibraryFilter filter = CHESS_LIBRARY_FILTER_INIT;
  char *player = field_text (self->player_entry, FALSE);
  char *eco_from = field_text (self->eco_from_entry, TRUE);
  char *eco_to = field_text (self->eco_to_entry, TRUE);
  g_autofree char *date_from = number_text (self->date_from_entry);
  g_autofree char *date_to = number_text (self->date_to_entry);
  g_autofree char *elo_from = number_text (self->elo_from_entry);
  g_autofree char *elo_to = number_text (self->elo_to_entry);
  int from = parse_date (date_from, FALSE), to = parse_date (date_to, TRUE);
  int elo_low = parse_rating (elo_from), elo_high = parse_rating (elo_to);

  g_ptr_array_add (keep, player);
  g_ptr_array_add (keep, eco_from);
  g_ptr_array_add (keep, eco_to);
  if (*player != '\0')
    switch (gtk_drop_down_get_selected (GTK_DROP_DOWN (self->side_dropdown)))
      {
      case SIDE_WHITE: filter.white = player; break;
      case SIDE_BLACK: filter.black = player; break;
      default: filter.player = player; break;
      }
  switch (gtk_drop_down_get_selected (GTK_DROP_DOWN (self->result_dropdown)))
    {
    case RESULT_WHITE: filter.result = CHESS_RESULT_WHITE_WINS; break;
    case RESULT_BLACK: filter.result = CHESS_RESULT_BLACK_WINS; break;
    case RESULT_DRAW: filter.result = CHESS_RESULT_DRAW; break;
    case RESULT_UNFINISHED: filter.result = CHESS_RESULT_NONE; break;
    default: break;
    }
  mark (self->date_from_entry, from < 0);
  mark (self->date_to_entry, to < 0);
  filter.date_from = MAX (from, 0);
  filter.date_to = MAX (to, 0);
  mark (self->elo_from_entry, elo_low < 0);
  mark (self->elo_to_entry, elo_high < 0);
  filter.elo_from = MAX (elo_low, 0);
  filter.elo_to = MAX (elo_high, 0);
  mark (self->eco_from_entry, *eco_from != '\0' && !is_eco (eco_from));
  mark (self->eco_to_entry, *eco_to != '\0' && !is_eco (eco_to));
  filter.eco_from = is_eco (eco_from) ? eco_from : NULL;
  filter.eco_to = is_eco (eco_to) ? eco_to : NULL;
  return filter;
}

static gboolean
filter_is_open (const ChessLibraryFilter *f)
{
  return f->white == NULL && f->black == NULL && f->player == NULL && f->result < 0 && f->date_from == 0
         && f->date_to == 0 && f->elo_from == 0 && f->elo_to == 0 && f->eco_from == NULL && f->eco_to == NULL;
}

static void
update_subtitle (ChessLibraryWindow *self)
{
  guint total = chess_game_list_get_n_games (self->list);
  guint shown = chess_game_list_get_n_shown (self->list);
  g_autoptr(GPtrArray) keep = g_ptr_array_new_with_free_func (g_free);
  ChessLibraryFilter filter = read_filter (self, keep);
  g_autofree char *text = NULL;
  g_autofree char *local = NULL;

  if (self->model == NULL || !chess_library_model_get_counted (self->model))
    {
      adw_window_title_set_subtitle (self->window_title, NULL);
      return;
    }
  if (self->waiting != NULL || (*chess_game_list_get_search (self->list) != '\0'
                                       && !chess_library_model_get_complete (self->model)))
    {
      /* Every game read for a search (or a sort, or the games selected). */
      guint read = (guint) (chess_library_model_get_fraction (self->model) * total);

      text = g_strdup_printf (ngettext ("Reading… %u game", "Reading… %u games", read), read);
    }
  else if (*chess_game_list_get_search (self->list) != '\0')
    text = g_strdup_printf (ngettext ("%u of %u game", "%u of %u games", total), shown, total);
  else if (!filter_is_open (&filter))
    /* Translators: the games of the library that pass the filters */
    text = g_strdup_printf (ngettext ("%u game passes the filters", "%u games pass the filters", total), total);
  else
    text = g_strdup_printf (ngettext ("%u game", "%u games", total), total);
  local = chess_digits_localize (text, FALSE);
  adw_window_title_set_subtitle (self->window_title, local);
}

/* "filled" once the count is in, and again when an import adds rows. */
static void
report_filled (ChessLibraryWindow *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->model));

  if (!chess_library_model_get_counted (self->model) || chess_library_model_get_error (self->model) != NULL
      || n == self->filled_count)
    return;
  self->filled_count = n;
  g_signal_emit (self, signals[FILLED], 0, n);
}

/* The count is in: the list shows its rows. */
static void
on_counted (ChessLibraryWindow *self)
{
  update_subtitle (self);
  _chess_library_window_update_actions (self);
  report_filled (self);
}

static void
on_rows_changed (GListModel         *model,
                 guint               position,
                 guint               removed,
                 guint               added,
                 ChessLibraryWindow *self)
{
  if (added > removed)
    {
      update_subtitle (self);
      _chess_library_window_update_actions (self);
      report_filled (self);
    }
}

static void
on_model_error (ChessLibraryWindow *self)
{
  const GError *error = chess_library_model_get_error (self->model);

  /* A damaged library: the main window offers to set it aside. */
  if (error != NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    _chess_library_window_toast (self, error->message);
}

/* Every row is read: what waited for them goes on. */
static void
on_model_complete (ChessLibraryWindow *self)
{
  void (*waiting) (ChessLibraryWindow *self) = g_steal_pointer (&self->waiting);

  update_subtitle (self);
  if (waiting != NULL && chess_library_model_get_error (self->model) == NULL)
    waiting (self);
}

void
_chess_library_window_wait_for_every_row (ChessLibraryWindow *self,
                                          void (*then) (ChessLibraryWindow *self))
{
  self->waiting = then;
  chess_library_model_read_all (self->model);
  update_subtitle (self);
}

static void
forget_model (ChessLibraryWindow *self)
{
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
  self->filled_count = G_MAXUINT;
  self->waiting = NULL;
  g_clear_object (&self->export_file);
}

/* A new query of the library for the filters. */
static void
refresh (ChessLibraryWindow *self)
{
  g_autoptr(GPtrArray) keep = g_ptr_array_new_with_free_func (g_free);
  ChessLibraryFilter filter = read_filter (self, keep);

  g_clear_handle_id (&self->filter_timeout, g_source_remove);
  forget_model (self);
  self->model = chess_library_model_new (self->service, &filter);
  g_signal_connect_swapped (self->model, "notify::counted", G_CALLBACK (on_counted), self);
  g_signal_connect_swapped (self->model, "notify::error", G_CALLBACK (on_model_error), self);
  g_signal_connect_swapped (self->model, "notify::complete", G_CALLBACK (on_model_complete), self);
  g_signal_connect_swapped (self->model, "notify::fraction", G_CALLBACK (update_subtitle), self);
  g_signal_connect (self->model, "items-changed", G_CALLBACK (on_rows_changed), self);
  chess_game_list_set_games (self->list, G_LIST_MODEL (self->model));
  update_subtitle (self);
  _chess_library_window_update_actions (self);
}

gboolean
_chess_library_window_recount_now (gpointer data)
{
  ChessLibraryWindow *self = data;

  self->recount_timeout = 0;
  if (self->model != NULL)
    chess_library_model_recount (self->model);
  return G_SOURCE_REMOVE;
}

/* The library changed: after an import of this window's (which only
 * added games), the rows added; after anything else, a new query. */
static void
on_library_changed (ChessLibraryWindow *self)
{
  if (self->import_ended && self->model != NULL)
    {
      self->import_ended = FALSE;
      g_clear_handle_id (&self->recount_timeout, g_source_remove);
      chess_library_model_recount (self->model);
      return;
    }
  refresh (self);
}

static gboolean
refresh_now (gpointer data)
{
  ChessLibraryWindow *self = data;

  self->filter_timeout = 0;
  refresh (self);
  return G_SOURCE_REMOVE;
}

static void
on_filter_changed (ChessLibraryWindow *self)
{
  if (self->setting_filter)
    return;
  g_clear_handle_id (&self->filter_timeout, g_source_remove);
  self->filter_timeout = g_timeout_add (FILTER_DELAY_MS, refresh_now, self);
}

static void
set_text (GtkWidget  *entry,
          const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (entry), text != NULL ? text : "");
}

/* A rating in the locale's digits; nothing for 0 (any). */
static void
set_rating (GtkWidget *entry,
            int        rating)
{
  g_autofree char *text = rating > 0 ? g_strdup_printf ("%d", rating) : g_strdup ("");
  g_autofree char *local = chess_digits_localize (text, FALSE);

  set_text (entry, local);
}

static char *
date_text (int date)
{
  if (date <= 0)
    return g_strdup ("");
  if (date % 10000 == 0 || date % 10000 == 9999)
    return g_strdup_printf ("%04d", date / 10000);
  if (date % 100 == 0 || date % 100 == 99)
    return g_strdup_printf ("%04d.%02d", date / 10000, date / 100 % 100);
  return g_strdup_printf ("%04d.%02d.%02d", date / 10000, date / 100 % 100, date % 100);
}

void
chess_library_window_set_filter (ChessLibraryWindow       *self,
                                 const ChessLibraryFilter *filter)
{
  g_autofree char *from = NULL, *to = NULL;
  guint result = RESULT_ANY;

  g_return_if_fail (CHESS_IS_LIBRARY_WINDOW (self));
  g_return_if_fail (filter != NULL);

  self->setting_filter = TRUE;
  set_text (self->player_entry, filter->white != NULL ? filter->white
                                : filter->black != NULL ? filter->black : filter->player);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->side_dropdown),
                              filter->white != NULL ? SIDE_WHITE : filter->black != NULL ? SIDE_BLACK : SIDE_EITHER);
  switch (filter->result)
    {
    case CHESS_RESULT_WHITE_WINS: result = RESULT_WHITE; break;
    case CHESS_RESULT_BLACK_WINS: result = RESULT_BLACK; break;
    case CHESS_RESULT_DRAW: result = RESULT_DRAW; break;
    case CHESS_RESULT_NONE: result = RESULT_UNFINISHED; break;
    default: break;
    }
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->result_dropdown), result);
  from = date_text (filter->date_from > 0 ? filter->date_from : filter->year_from * 10000);
  to = date_text (filter->date_to > 0 ? filter->date_to : (filter->year_to > 0 ? filter->year_to * 10000 + 9999 : 0));
  set_text (self->date_from_entry, from);
  set_text (self->date_to_entry, to);
  set_rating (self->elo_from_entry, filter->elo_from);
  set_rating (self->elo_to_entry, filter->elo_to);
  set_text (self->eco_from_entry, filter->eco_from);
  set_text (self->eco_to_entry, filter->eco_to);
  self->setting_filter = FALSE;
  refresh (self);
}

static void
action_clear_filters (GtkWidget  *widget,
                      const char *name,
                      GVariant   *parameter)
{
  ChessLibraryFilter open = CHESS_LIBRARY_FILTER_INIT;

  chess_library_window_set_filter (CHESS_LIBRARY_WINDOW (widget), &open);
}

/* ---- the games ---- */

static void
on_game_activated (ChessGameList      *list,
                   ChessGameItem      *item,
                   ChessLibraryWindow *self)
{
  g_signal_emit (self, signals[GAME_CHOSEN], 0, (gint64) chess_game_item_get_number (item));
}

/* The ids of the games selected, or NULL when some are rows not read
 * yet: then every row is read, and `then` is called once they are. */
GArray *
_chess_library_window_selected_ids (ChessLibraryWindow *self,
              void (*then) (ChessLibraryWindow *self))
{
  g_autoptr(GPtrArray) items = chess_game_list_get_selection (self->list);
  g_autoptr(GArray) ids = g_array_sized_new (FALSE, FALSE, sizeof (gint64), items->len);

  for (guint i = 0; i < items->len; i++)
    {
      ChessGameItem *item = g_ptr_array_index (items, i);
      gint64 id = (gint64) chess_game_item_get_number (item);

      if (chess_game_item_is_unread (item))
        {
          /* Complete: a row the library no longer has (another program removed its game). */
          if (chess_library_model_get_complete (self->model))
            continue;
          _chess_library_window_wait_for_every_row (self, then);
          return NULL;
        }
      g_array_append_val (ids, id);
    }
  return g_steal_pointer (&ids);
}

void
_chess_library_window_update_actions (ChessLibraryWindow *self)
{
  guint selected = chess_game_list_get_n_selected (self->list);
  gboolean importing = self->import != NULL && !chess_library_import_get_done (self->import);
  /* A library that can only be read: its games are looked at, not changed. */
  gboolean writable = self->service == NULL || !chess_library_service_get_read_only (self->service);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.import", !importing && writable);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.export", chess_game_list_get_n_shown (self->list) > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.edit-tags", selected == 1 && writable);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.remove", selected > 0 && writable);
  /* the puzzles go to their own store: a library only read is enough */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.make-puzzles",
                                 selected > 0 && !_chess_library_window_making_puzzles (self));
  update_subtitle (self);
}

static void
action_search (GtkWidget  *widget,
               const char *name,
               GVariant   *parameter)
{
  chess_game_list_focus_search (CHESS_LIBRARY_WINDOW (widget)->list);
}

/* ---- object ---- */

static void
chess_library_window_dispose (GObject *object)
{
  ChessLibraryWindow *self = CHESS_LIBRARY_WINDOW (object);

  g_clear_handle_id (&self->filter_timeout, g_source_remove);
  g_clear_handle_id (&self->recount_timeout, g_source_remove);
  forget_model (self);
  if (self->import != NULL)
    g_signal_handlers_disconnect_by_data (self->import, self);
  g_clear_object (&self->import);
  _chess_library_window_puzzles_dispose (self);
  if (self->service != NULL)
    g_signal_handlers_disconnect_by_data (self->service, self);
  g_clear_object (&self->service);
  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_LIBRARY_WINDOW);
  G_OBJECT_CLASS (chess_library_window_parent_class)->dispose (object);
}

static void
chess_library_window_class_init (ChessLibraryWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_library_window_dispose;

  signals[GAME_CHOSEN] = g_signal_new ("game-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);
  signals[FILLED] = g_signal_new ("filled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  g_type_ensure (CHESS_TYPE_BANNER);
  g_type_ensure (CHESS_TYPE_GAME_LIST);
  /* the room's own resources: referenced, so that the linker keeps them */
  (void) chess_views_get_resource ();
  gtk_widget_class_set_template_from_resource (widget_class, "/com/example/Chess/ui/chess-library-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessLibraryWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, ChessLibraryWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, ChessLibraryWindow, filters_button);
  gtk_widget_class_bind_template_child (widget_class, ChessLibraryWindow, import_bar);
  gtk_widget_class_bind_template_child (widget_class, ChessLibraryWindow, import_progress);
  gtk_widget_class_bind_template_child (widget_class, ChessLibraryWindow, import_details);
  gtk_widget_class_bind_template_child (widget_class, ChessLibraryWindow, player_entry);
  gtk_widget_class_bind_template_child (widget_class, ChessLibraryWindow, side_dropdown);
  gtk_widget_class_bind_template_child (widget_class, ChessLibraryWindow, result_dropdown);
  gtk_widget_class_bind_template_child (widget_class, ChessLibraryWindow, date_from_entry);
  gtk_widget_class_bind_template_child (widget_class, ChessLibraryWindow, date_to_entry);
  gtk_widget_class_bind_template_child (widget_class, ChessLibraryWindow, elo_from_entry);
  gtk_widget_class_bind_template_child (widget_class, ChessLibraryWindow, elo_to_entry);
  gtk_widget_class_bind_template_child (widget_class, ChessLibraryWindow, eco_from_entry);
  gtk_widget_class_bind_template_child (widget_class, ChessLibraryWindow, eco_to_entry);
  gtk_widget_class_bind_template_child (widget_class, ChessLibraryWindow, list);
  gtk_widget_class_bind_template_callback (widget_class, on_filter_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_game_activated);
  gtk_widget_class_bind_template_callback_full (widget_class, "update_actions",
                                                G_CALLBACK (_chess_library_window_update_actions));
  gtk_widget_class_bind_template_callback_full (widget_class, "on_import_bar_response",
                                                G_CALLBACK (_chess_library_window_on_import_bar_response));

  gtk_widget_class_install_action (widget_class, "library.import", NULL, _chess_library_window_action_import);
  gtk_widget_class_install_action (widget_class, "library.export", NULL, _chess_library_window_action_export);
  gtk_widget_class_install_action (widget_class, "library.edit-tags", NULL, _chess_library_window_action_edit_tags);
  gtk_widget_class_install_action (widget_class, "library.remove", NULL, _chess_library_window_action_remove);
  gtk_widget_class_install_action (widget_class, "library.make-puzzles", NULL,
                                   _chess_library_window_action_make_puzzles);
  gtk_widget_class_install_action (widget_class, "library.clear-filters", NULL, action_clear_filters);
  gtk_widget_class_install_action (widget_class, "library.search", NULL, action_search);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_i, GDK_CONTROL_MASK, "library.import", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "library.search", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "library.remove", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static void
chess_library_window_init (ChessLibraryWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  chess_drop_down_set_name (self->side_dropdown, _("Side of the player"));
  self->import_button = chess_banner_add_button (self->import_bar, _("_Cancel"), 0, NULL);
  g_signal_connect_swapped (self->list, "notify::search", G_CALLBACK (update_subtitle), self);
}

ChessLibraryWindow *
chess_library_window_new (GtkWindow           *parent,
                          ChessLibraryService *service)
{
  ChessLibraryWindow *self;
  int width = 0, height = 0;

  g_return_val_if_fail (CHESS_IS_LIBRARY_SERVICE (service), NULL);

  self = g_object_new (CHESS_TYPE_LIBRARY_WINDOW, "transient-for", parent, NULL);
  self->service = g_object_ref (service);
  /* Games added, removed, changed here: the list looks again. */
  g_signal_connect_swapped (service, "changed", G_CALLBACK (on_library_changed), self);
  g_signal_connect_object (service, "notify::read-only", G_CALLBACK (_chess_library_window_update_actions), self,
                           G_CONNECT_SWAPPED);
  if (parent != NULL && gtk_widget_get_width (GTK_WIDGET (parent)) > 0)
    {
      width = gtk_widget_get_width (GTK_WIDGET (parent));
      height = gtk_widget_get_height (GTK_WIDGET (parent));
      gtk_window_set_default_size (GTK_WINDOW (self), width, height);
    }
  refresh (self);
  return self;
}

ChessGameList *
chess_library_window_get_list (ChessLibraryWindow *self)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY_WINDOW (self), NULL);
  return self->list;
}

ChessLibraryModel *
chess_library_window_get_model (ChessLibraryWindow *self)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY_WINDOW (self), NULL);
  return self->model;
}
