/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-model.c — see chess-library-model.h.
 *
 * The model and its worker share a Pager: the model pushes the numbers of
 * the pages it wants under the lock and wakes the worker; the worker
 * hands back the count and the pages it read, and schedules a flush in
 * the model's main context that puts them into the model.  The model may
 * go away first: the pager holds it weakly, and the worker ends at the
 * cancellable's word (a query in progress stops within 1 024 rows).
 *
 * A page is read by its offset, which SQLite reaches by stepping over the
 * games before it: cheap for the few pages a person scrolls to, far too
 * dear for all of them one by one, so reading everything is one pass. */
#include "config.h"

#include <string.h>

#include "chess-game-item.h"
#include "chess-library-model.h"
#include "chess-library-service.h"

/* Rows a page holds: a few screens. */
#define PAGE_SIZE 100
/* While reading every game, the rows go to the model at most this often. */
#define FLUSH_INTERVAL_MS 100

typedef struct {
  guint number;
  GPtrArray *items;   /* ChessGameItem */
} Page;

typedef struct {
  GMutex lock;
  GCond wake;
  GWeakRef model;
  GMainContext *context;
  GCancellable *cancellable;

  /* what to read */
  ChessLibraryService *service;   /* hands the worker its connection */
  ChessLibraryFilter filter;      /* its strings and position owned below */
  char *filter_strings[5];
  ChessPosition filter_position;
  ChessGameStrings *strings;      /* the items' (added to by the worker only) */

  /* under the lock */
  GArray *requests;               /* page numbers (guint), the newest last */
  gboolean read_all;
  gboolean recount;
  gint64 count;                   /* -1 until counted */
  GPtrArray *pages;               /* Page *, read and not yet in the model */
  GError *error;
  gboolean ended;                 /* the worker has nothing more to give (till a recount grows it) */
  GSource *flush;
} Pager;

typedef enum {
  PAGE_UNASKED,
  PAGE_ASKED,
  PAGE_READ
} PageState;

struct _ChessLibraryModel
{
  GObject parent_instance;

  Pager *pager;
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

static guint
n_pages_for (guint64 n_items)
{
  return (guint) ((n_items + PAGE_SIZE - 1) / PAGE_SIZE);
}

/* ---- the pager ---- */

static void
page_free (gpointer data)
{
  Page *page = data;

  g_clear_pointer (&page->items, g_ptr_array_unref);   /* NULL once the model has them */
  g_free (page);
}

static void
pager_clear (Pager *pager)
{
  g_mutex_clear (&pager->lock);
  g_cond_clear (&pager->wake);
  g_weak_ref_clear (&pager->model);
  g_main_context_unref (pager->context);
  g_object_unref (pager->cancellable);
  g_object_unref (pager->service);
  for (guint i = 0; i < G_N_ELEMENTS (pager->filter_strings); i++)
    g_free (pager->filter_strings[i]);
  chess_game_strings_unref (pager->strings);
  g_array_unref (pager->requests);
  g_ptr_array_unref (pager->pages);
  g_clear_error (&pager->error);
}

static Pager *
pager_ref (Pager *pager)
{
  return g_atomic_rc_box_acquire (pager);
}

static void
pager_unref (gpointer pager)
{
  g_atomic_rc_box_release_full (pager, (GDestroyNotify) pager_clear);
}

static gboolean flush_pager (gpointer data);

static void
schedule_flush_locked (Pager *pager,
                       guint  delay_ms)
{
  if (pager->flush != NULL)
    return;
  pager->flush = delay_ms == 0 ? g_idle_source_new () : g_timeout_source_new (delay_ms);
  g_source_set_priority (pager->flush, G_PRIORITY_DEFAULT_IDLE);
  g_source_set_callback (pager->flush, flush_pager, pager_ref (pager), pager_unref);
  g_source_attach (pager->flush, pager->context);
  g_source_unref (pager->flush);
}

/* ---- the worker ---- */

typedef struct {
  Pager *pager;
  Page *page;            /* being filled */
  const guint8 *read;    /* pages the model has or will have */
  guint n_pages;
  guint64 n;             /* rows seen */
} Reading;

/* From the worker: a page read (page NULL: none) or the end of reading
 * (error NULL: none). */
static void
deliver (Pager  *pager,
         Page   *page,
         GError *error,
         guint   delay_ms)
{
  g_mutex_lock (&pager->lock);
  if (page != NULL)
    g_ptr_array_add (pager->pages, page);
  if (error != NULL && pager->error == NULL)
    pager->error = error;
  else if (error != NULL)
    g_error_free (error);
  schedule_flush_locked (pager, delay_ms);
  g_mutex_unlock (&pager->lock);
}

static Page *
page_new (guint number)
{
  Page *page = g_new0 (Page, 1);

  page->number = number;
  page->items = g_ptr_array_new_full (PAGE_SIZE, g_object_unref);
  return page;
}

static gboolean
add_row (const ChessLibraryGameInfo *info,
         gpointer                    user_data)
{
  Reading *reading = user_data;

  g_ptr_array_add (reading->page->items, chess_game_item_new_from_library (info, reading->pager->strings));
  reading->n++;
  if (reading->page->items->len == PAGE_SIZE && reading->read != NULL)
    {
      /* Reading on: this page to the model (unless it has it), the next one begun. */
      guint number = reading->page->number;

      if (reading->read[number])
        page_free (reading->page);
      else
        deliver (reading->pager, reading->page, NULL, FLUSH_INTERVAL_MS);
      reading->page = page_new (number + 1);
      /* Games added since the count are not the model's. */
      if (number + 1 == reading->n_pages)
        return FALSE;
    }
  return (reading->n & 255) != 0 || !g_cancellable_is_cancelled (reading->pager->cancellable);
}

/* One page, by its offset. */
static Page *
read_page (Pager         *pager,
           ChessLibrary  *library,
           guint          number,
           GError       **error)
{
  Reading reading = { pager, page_new (number), NULL, 0, 0 };

  if (!chess_library_find_range (library, &pager->filter, (gint64) number * PAGE_SIZE, PAGE_SIZE, add_row,
                                 &reading, pager->cancellable, error))
    g_clear_pointer (&reading.page, page_free);
  return reading.page;
}

/* Every page from the first the model lacks, in one pass; `read` says
 * which pages it has or will have. */
static void
read_rest (Pager        *pager,
           ChessLibrary *library,
           const guint8 *read,
           guint         n_pages)
{
  guint first = 0;
  Reading reading = { pager, NULL, read, n_pages, 0 };
  GError *error = NULL;

  while (first < n_pages && read[first])
    first++;
  if (first == n_pages)
    return;
  reading.page = page_new (first);
  if (chess_library_find_range (library, &pager->filter, (gint64) first * PAGE_SIZE, -1, add_row, &reading,
                                pager->cancellable, &error)
      && !g_cancellable_set_error_if_cancelled (pager->cancellable, &error))
    {
      /* The last, shorter page. */
      if (reading.page->items->len > 0 && reading.page->number < n_pages && !read[reading.page->number])
        {
          deliver (pager, g_steal_pointer (&reading.page), NULL, 0);
          return;
        }
    }
  g_clear_pointer (&reading.page, page_free);
  if (error != NULL)
    deliver (pager, NULL, error, 0);
}

/* Counts again; games added since (an import: at the end, in id order)
 * make the list longer, and a last page read short is read again. */
static void
recount (Pager         *pager,
         ChessLibrary  *library,
         guint8       **read,
         guint         *n_pages,
         gint64        *count,
         GError       **error)
{
  gint64 now = chess_library_count (library, &pager->filter, pager->cancellable, error);
  guint grown;

  if (now <= *count)
    return;
  grown = n_pages_for ((guint64) MIN (now, G_MAXUINT));
  *read = g_realloc (*read, MAX (grown, 1));
  memset (*read + *n_pages, 0, grown - *n_pages);
  if (*n_pages > 0 && *count % PAGE_SIZE != 0)
    (*read)[*n_pages - 1] = FALSE;
  *n_pages = grown;
  *count = now;
  g_mutex_lock (&pager->lock);
  pager->count = now;
  pager->ended = FALSE;
  schedule_flush_locked (pager, 0);
  g_mutex_unlock (&pager->lock);
}

static gpointer
work (gpointer data)
{
  Pager *pager = data;
  g_autoptr(ChessLibrary) library = NULL;
  g_autofree guint8 *read = NULL;
  GError *error = NULL;
  Page *first = NULL;
  gint64 count = -1;
  guint n_pages = 0;
  gboolean failed;

  library = chess_library_service_open_connection (pager->service, &error);
  if (library != NULL)
    count = chess_library_count (library, &pager->filter, pager->cancellable, &error);
  count = MAX (count, 0);
  n_pages = n_pages_for ((guint64) MIN (count, G_MAXUINT));
  read = g_new0 (guint8, MAX (n_pages, 1));
  if (count > 0 && error == NULL)
    {
      first = read_page (pager, library, 0, &error);
      read[0] = TRUE;
    }
  g_mutex_lock (&pager->lock);
  pager->count = count;
  g_mutex_unlock (&pager->lock);
  failed = library == NULL || error != NULL;
  deliver (pager, first, g_steal_pointer (&error), 0);

  /* Then what the model asks, till it goes (a page that fails is
   * reported, and the next one tried). */
  while (!failed)
    {
      guint number;

      g_mutex_lock (&pager->lock);
      while (!g_cancellable_is_cancelled (pager->cancellable) && pager->requests->len == 0 && !pager->read_all
             && !pager->recount)
        g_cond_wait (&pager->wake, &pager->lock);
      if (g_cancellable_is_cancelled (pager->cancellable))
        {
          g_mutex_unlock (&pager->lock);
          break;
        }
      if (pager->recount)
        {
          pager->recount = FALSE;
          g_mutex_unlock (&pager->lock);
          recount (pager, library, &read, &n_pages, &count, &error);
          if (error != NULL)
            deliver (pager, NULL, g_steal_pointer (&error), 0);
          continue;
        }
      if (pager->read_all)
        {
          pager->read_all = FALSE;
          g_mutex_unlock (&pager->lock);
          read_rest (pager, library, read, n_pages);
          /* Every page it could: the model will not ask again. */
          memset (read, TRUE, n_pages);
          g_mutex_lock (&pager->lock);
          pager->ended = TRUE;
          schedule_flush_locked (pager, 0);
          g_mutex_unlock (&pager->lock);
          continue;
        }
      number = g_array_index (pager->requests, guint, pager->requests->len - 1);
      g_array_set_size (pager->requests, pager->requests->len - 1);
      g_mutex_unlock (&pager->lock);
      if (number >= n_pages || read[number])
        continue;
      read[number] = TRUE;
      first = read_page (pager, library, number, &error);
      deliver (pager, first, g_steal_pointer (&error), 0);
    }
  g_mutex_lock (&pager->lock);
  pager->ended = TRUE;
  schedule_flush_locked (pager, 0);
  g_mutex_unlock (&pager->lock);
  pager_unref (pager);
  return NULL;
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
store_page (ChessLibraryModel *self,
            Page              *page)
{
  GPtrArray *had;
  guint room;

  if (page->number >= self->n_pages)
    return FALSE;
  room = MIN (PAGE_SIZE, self->n_items - page->number * PAGE_SIZE);
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
      Page *page = i < pages->len ? g_ptr_array_index (pages, i) : NULL;
      guint start, length;

      if (page != NULL)
        {
          if (!store_page (self, page))
            continue;
          start = page->number * PAGE_SIZE;
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
  self->n_pages = n_pages_for (self->n_items);
  self->pages = g_renew (GPtrArray *, self->pages, self->n_pages);
  self->page_state = g_renew (guint8, self->page_state, self->n_pages);
  memset (self->pages + old_pages, 0, (self->n_pages - old_pages) * sizeof *self->pages);
  memset (self->page_state + old_pages, PAGE_UNASKED, self->n_pages - old_pages);
  if (old_pages > 0 && old_n % PAGE_SIZE != 0)
    self->page_state[old_pages - 1] = PAGE_UNASKED;
  self->read_all = FALSE;
  self->ended = FALSE;
  g_list_model_items_changed (G_LIST_MODEL (self), old_n, 0, self->n_items - old_n);
}

static gboolean
flush_pager (gpointer data)
{
  Pager *pager = data;
  g_autoptr(ChessLibraryModel) self = g_weak_ref_get (&pager->model);
  g_autoptr(GPtrArray) pages = NULL;
  g_autoptr(GError) error = NULL;
  gboolean ended;
  gint64 count;
  Seen before;

  g_mutex_lock (&pager->lock);
  pager->flush = NULL;
  pages = g_steal_pointer (&pager->pages);
  pager->pages = g_ptr_array_new_with_free_func (page_free);
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
      self->n_pages = n_pages_for (self->n_items);
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
  Pager *pager = self->pager;

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
  guint number = position / PAGE_SIZE;
  GPtrArray *page;

  if (position >= self->n_items)
    return NULL;
  page = self->pages[number];
  if (page != NULL && position % PAGE_SIZE < page->len)
    return g_object_ref (g_ptr_array_index (page, position % PAGE_SIZE));
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
          return (gint64) p * PAGE_SIZE + i;
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
      g_clear_pointer (&self->pager, pager_unref);
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
  Pager *pager;
  const char **strings[G_N_ELEMENTS (pager->filter_strings)];

  g_return_val_if_fail (CHESS_IS_LIBRARY_SERVICE (service), NULL);
  g_return_val_if_fail (filter != NULL, NULL);

  self = g_object_new (CHESS_TYPE_LIBRARY_MODEL, NULL);
  pager = g_atomic_rc_box_new0 (Pager);
  g_mutex_init (&pager->lock);
  g_cond_init (&pager->wake);
  g_weak_ref_init (&pager->model, self);
  pager->context = g_main_context_ref_thread_default ();
  pager->cancellable = g_cancellable_new ();
  pager->service = g_object_ref (service);
  pager->filter = *filter;
  strings[0] = &pager->filter.white;
  strings[1] = &pager->filter.black;
  strings[2] = &pager->filter.player;
  strings[3] = &pager->filter.eco_from;
  strings[4] = &pager->filter.eco_to;
  for (guint i = 0; i < G_N_ELEMENTS (strings); i++)
    {
      pager->filter_strings[i] = g_strdup (*strings[i]);
      *strings[i] = pager->filter_strings[i];
    }
  if (filter->position != NULL)
    {
      pager->filter_position = *filter->position;
      pager->filter.position = &pager->filter_position;
    }
  pager->strings = chess_game_strings_new ();
  pager->requests = g_array_new (FALSE, FALSE, sizeof (guint));
  pager->pages = g_ptr_array_new_with_free_func (page_free);
  pager->count = -1;
  self->pager = pager;

  chess_core_init ();   /* its tables, before the worker needs them */
  g_thread_unref (g_thread_new ("chess-library-model", work, pager_ref (pager)));
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
