/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-model.c — see chess-library-model.h.
 *
 * The model and its worker (chess-library-model-worker.c) share a
 * ChessLibraryModelPager: the model pushes the numbers of the pages it
 * wants under the lock and wakes the worker; the worker hands back the
 * count and the pages it read, and schedules a flush in the model's main
 * context that puts them into the model.  The model may go away first:
 * the pager holds it weakly, and the worker ends at the cancellable's
 * word (a query in progress stops within 1 024 rows). */
#include "config.h"

#include <string.h>

#include "chess-game-item.h"
#include "chess-library-model-private.h"

typedef enum {
  PAGE_UNASKED,
  PAGE_ASKED,
  PAGE_READ
} PageState;

struct _ChessLibraryModel
{
  GObject parent_instance;

  ChessLibraryModelPager *pager;
  guint n_items;
  guint n_pages;
  GPtrArray **pages;              /* n_pages: the items of each page read, or NULL */
  guint8 *page_state;             /* n_pages PageState */
  guint n_read;                   /* items read */
  gboolean counted;
  gboolean read_all;              /* asked of the worker */
  gboolean ended;                 /* the worker has nothing more to give */
  GError *error;
};

static void chess_library_model_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ChessLibraryModel, chess_library_model, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, chess_library_model_model_init))

enum {
  PROP_0,
  PROP_COUNTED,
  PROP_FRACTION,
  PROP_COMPLETE,
  PROP_ERROR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

guint
_chess_library_model_n_pages_for (guint64 n_items)
{
  return (guint) ((n_items + CHESS_LIBRARY_MODEL_PAGE_SIZE - 1) / CHESS_LIBRARY_MODEL_PAGE_SIZE);
}


/* ---- the model's side ---- */

static void
notify (ChessLibraryModel *self,
        int                prop)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

/* Puts a page read into the model; FALSE if it had it (or as much of
 * it: a last page read again after a recount replaces a shorter one).
 * Games added to the library since the count are not the model's: the
 * page keeps to the rows counted. */
static gboolean
store_page (ChessLibraryModel     *self,
            ChessLibraryModelPage *page)
{
  GPtrArray *had;
  guint room;

  if (page->number >= self->n_pages)
    return FALSE;
  room = MIN (CHESS_LIBRARY_MODEL_PAGE_SIZE, self->n_items - page->number * CHESS_LIBRARY_MODEL_PAGE_SIZE);
  if (page->items->len > room)
    g_ptr_array_set_size (page->items, room);
  had = self->pages[page->number];
  if (had != NULL && had->len >= page->items->len)
    return FALSE;
  if (had != NULL)
    {
      self->n_read -= had->len;
      g_ptr_array_unref (had);
    }
  self->pages[page->number] = g_steal_pointer (&page->items);
  self->page_state[page->number] = PAGE_READ;
  self->n_read += self->pages[page->number]->len;
  return TRUE;
}

/* Tells what changed between two states of the model. */
typedef struct {
  gboolean counted, complete, has_error;
  guint n_read, n_items;
} Seen;

static Seen
seen (ChessLibraryModel *self)
{
  return (Seen) { self->counted, chess_library_model_get_complete (self), self->error != NULL, self->n_read,
                  self->n_items };
}

static void
notify_changes (ChessLibraryModel *self,
                Seen               before)
{
  Seen now = seen (self);

  if (now.counted != before.counted)
    notify (self, PROP_COUNTED);
  if (now.n_read != before.n_read || now.n_items != before.n_items)
    notify (self, PROP_FRACTION);
  if (now.has_error != before.has_error)
    notify (self, PROP_ERROR);
  if (now.complete != before.complete)
    notify (self, PROP_COMPLETE);
}

/* The pages read, as "items-changed" of each run of them. */
static void
store_pages (ChessLibraryModel *self,
             GPtrArray         *pages)
{
  guint run_start = 0, run_end = 0;

  for (guint i = 0; i <= pages->len; i++)
    {
      ChessLibraryModelPage *page = i < pages->len ? g_ptr_array_index (pages, i) : NULL;
      guint start, length;

      if (page != NULL)
        {
          if (!store_page (self, page))
            continue;
          start = page->number * CHESS_LIBRARY_MODEL_PAGE_SIZE;
          length = self->pages[page->number]->len;
          /* Pages come in order while everything is read. */
          if (start == run_end && run_end > run_start)
            {
              run_end += length;
              continue;
            }
        }
      if (run_end > run_start)
        g_list_model_items_changed (G_LIST_MODEL (self), run_start, run_end - run_start, run_end - run_start);
      if (page != NULL)
        {
          run_start = start;
          run_end = start + length;
        }
    }
}

/* More games counted (an import): new rows at the end; a last page read
 * short is asked again for its new rows (its old ones stay meanwhile). */
static void
grow (ChessLibraryModel *self,
      gint64             count)
{
  guint old_n = self->n_items, old_pages = self->n_pages;

  self->n_items = (guint) MIN (count, G_MAXUINT);
  self->n_pages = _chess_library_model_n_pages_for (self->n_items);
  self->pages = g_renew (GPtrArray *, self->pages, self->n_pages);
  self->page_state = g_renew (guint8, self->page_state, self->n_pages);
  memset (self->pages + old_pages, 0, (self->n_pages - old_pages) * sizeof *self->pages);
  memset (self->page_state + old_pages, PAGE_UNASKED, self->n_pages - old_pages);
  if (old_pages > 0 && old_n % CHESS_LIBRARY_MODEL_PAGE_SIZE != 0)
    self->page_state[old_pages - 1] = PAGE_UNASKED;
  self->read_all = FALSE;
  self->ended = FALSE;
  g_list_model_items_changed (G_LIST_MODEL (self), old_n, 0, self->n_items - old_n);
}

gboolean
_chess_library_model_flush_pager (gpointer data)
{
  ChessLibraryModelPager *pager = data;
  g_autoptr(ChessLibraryModel) self = g_weak_ref_get (&pager->model);
  g_autoptr(GPtrArray) pages = NULL;
  g_autoptr(GError) error = NULL;
  gboolean ended;
  gint64 count;
  Seen before;

  g_mutex_lock (&pager->lock);
  pager->flush = NULL;
  pages = g_steal_pointer (&pager->pages);
  pager->pages = g_ptr_array_new_with_free_func (_chess_library_model_page_free);
  count = pager->count;
  error = g_steal_pointer (&pager->error);
  ended = pager->ended;
  g_mutex_unlock (&pager->lock);

  if (self == NULL)
    return G_SOURCE_REMOVE;
  before = seen (self);
  if (!self->counted && count >= 0)
    {
      self->n_items = (guint) MIN (count, G_MAXUINT);
      self->n_pages = _chess_library_model_n_pages_for (self->n_items);
      self->pages = g_new0 (GPtrArray *, self->n_pages);
      self->page_state = g_new0 (guint8, self->n_pages);
      self->counted = TRUE;
      /* The count and the first page together: the rows at once. */
      for (guint i = 0; i < pages->len; i++)
        store_page (self, g_ptr_array_index (pages, i));
      if (self->n_items > 0)
        g_list_model_items_changed (G_LIST_MODEL (self), 0, 0, self->n_items);
    }
  else if (self->counted)
    {
      /* Pages read after a recount come with it. */
      if (count > (gint64) self->n_items)
        grow (self, count);
      store_pages (self, pages);
    }
  if (error != NULL && self->error == NULL)
    self->error = g_steal_pointer (&error);
  /* A recount the worker has made but not yet flushed: not ended. */
  self->ended = ended && count <= (gint64) self->n_items;
  notify_changes (self, before);
  return G_SOURCE_REMOVE;
}

static void
ask_page (ChessLibraryModel *self,
          guint              number)
{
  ChessLibraryModelPager *pager = self->pager;

  self->page_state[number] = PAGE_ASKED;
  g_mutex_lock (&pager->lock);
  g_array_append_val (pager->requests, number);
  g_cond_signal (&pager->wake);
  g_mutex_unlock (&pager->lock);
}

/* ---- the list model ---- */

static GType
chess_library_model_get_item_type (GListModel *model)
{
  return CHESS_TYPE_GAME_ITEM;
}

static guint
chess_library_model_get_n_items (GListModel *model)
{
  return CHESS_LIBRARY_MODEL (model)->n_items;
}

static gpointer
chess_library_model_get_item (GListModel *model,
                              guint       position)
{
  ChessLibraryModel *self = CHESS_LIBRARY_MODEL (model);
  guint number = position / CHESS_LIBRARY_MODEL_PAGE_SIZE;
  GPtrArray *page;

  if (position >= self->n_items)
    return NULL;
  page = self->pages[number];
  if (page != NULL && position % CHESS_LIBRARY_MODEL_PAGE_SIZE < page->len)
    return g_object_ref (g_ptr_array_index (page, position % CHESS_LIBRARY_MODEL_PAGE_SIZE));
  /* While everything is read, the page is on its way. */
  if (self->page_state[number] == PAGE_UNASKED && !self->read_all && !self->ended)
    ask_page (self, number);
  return chess_game_item_new_unread ();
}

gint64
chess_library_model_find_read (ChessLibraryModel *self,
                               guint64            number)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY_MODEL (self), -1);

  for (guint p = 0; p < self->n_pages; p++)
    {
      GPtrArray *page = self->pages[p];

      for (guint i = 0; page != NULL && i < page->len; i++)
        if (chess_game_item_get_number (g_ptr_array_index (page, i)) == number)
          return (gint64) p * CHESS_LIBRARY_MODEL_PAGE_SIZE + i;
    }
  return -1;
}

static void
chess_library_model_model_init (GListModelInterface *iface)
{
  iface->get_item_type = chess_library_model_get_item_type;
  iface->get_n_items = chess_library_model_get_n_items;
  iface->get_item = chess_library_model_get_item;
}

/* ---- object ---- */

static void
chess_library_model_dispose (GObject *object)
{
  ChessLibraryModel *self = CHESS_LIBRARY_MODEL (object);

  if (self->pager != NULL)
    {
      /* Under the lock: the worker tests it before it waits. */
      g_mutex_lock (&self->pager->lock);
      g_cancellable_cancel (self->pager->cancellable);
      g_cond_signal (&self->pager->wake);
      g_mutex_unlock (&self->pager->lock);
      g_clear_pointer (&self->pager, _chess_library_model_pager_unref);
    }
  G_OBJECT_CLASS (chess_library_model_parent_class)->dispose (object);
}

static void
chess_library_model_finalize (GObject *object)
{
  ChessLibraryModel *self = CHESS_LIBRARY_MODEL (object);

  for (guint i = 0; i < self->n_pages; i++)
    g_clear_pointer (&self->pages[i], g_ptr_array_unref);
  g_free (self->pages);
  g_free (self->page_state);
  g_clear_error (&self->error);
  G_OBJECT_CLASS (chess_library_model_parent_class)->finalize (object);
}

static void
chess_library_model_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  ChessLibraryModel *self = CHESS_LIBRARY_MODEL (object);

  switch (prop_id)
    {
    case PROP_COUNTED:
      g_value_set_boolean (value, self->counted);
      break;
    case PROP_FRACTION:
      g_value_set_double (value, chess_library_model_get_fraction (self));
      break;
    case PROP_COMPLETE:
      g_value_set_boolean (value, chess_library_model_get_complete (self));
      break;
    case PROP_ERROR:
      g_value_set_boxed (value, self->error);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_library_model_class_init (ChessLibraryModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = chess_library_model_dispose;
  object_class->finalize = chess_library_model_finalize;
  object_class->get_property = chess_library_model_get_property;

  properties[PROP_COUNTED] = g_param_spec_boolean ("counted", NULL, NULL, FALSE, flags);
  properties[PROP_FRACTION] = g_param_spec_double ("fraction", NULL, NULL, 0, 1, 0, flags);
  properties[PROP_COMPLETE] = g_param_spec_boolean ("complete", NULL, NULL, FALSE, flags);
  properties[PROP_ERROR] = g_param_spec_boxed ("error", NULL, NULL, G_TYPE_ERROR, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
chess_library_model_init (ChessLibraryModel *self)
{
}

ChessLibraryModel *
chess_library_model_new (ChessLibraryService      *service,
                         const ChessLibraryFilter *filter)
{
  ChessLibraryModel *self;

  g_return_val_if_fail (CHESS_IS_LIBRARY_SERVICE (service), NULL);
  g_return_val_if_fail (filter != NULL, NULL);

  self = g_object_new (CHESS_TYPE_LIBRARY_MODEL, NULL);
  self->pager = _chess_library_model_start_worker (self, service, filter);
  return self;
}

gboolean
chess_library_model_get_counted (ChessLibraryModel *self)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY_MODEL (self), FALSE);
  return self->counted;
}

double
chess_library_model_get_fraction (ChessLibraryModel *self)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY_MODEL (self), 0);
  if (self->n_items == 0)
    return self->counted ? 1.0 : 0.0;
  return MIN (1.0, (double) self->n_read / (double) self->n_items);
}

gboolean
chess_library_model_get_complete (ChessLibraryModel *self)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY_MODEL (self), FALSE);
  return self->counted && (self->n_read >= self->n_items || self->ended);
}

const GError *
chess_library_model_get_error (ChessLibraryModel *self)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY_MODEL (self), NULL);
  return self->error;
}

void
chess_library_model_recount (ChessLibraryModel *self)
{
  g_return_if_fail (CHESS_IS_LIBRARY_MODEL (self));

  g_mutex_lock (&self->pager->lock);
  self->pager->recount = TRUE;
  g_cond_signal (&self->pager->wake);
  g_mutex_unlock (&self->pager->lock);
}

void
chess_library_model_read_all (ChessLibraryModel *self)
{
  g_return_if_fail (CHESS_IS_LIBRARY_MODEL (self));

  if (self->read_all || chess_library_model_get_complete (self))
    return;
  self->read_all = TRUE;
  g_mutex_lock (&self->pager->lock);
  self->pager->read_all = TRUE;
  g_cond_signal (&self->pager->wake);
  g_mutex_unlock (&self->pager->lock);
}
