/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-model-worker.c — the worker thread of ChessLibraryModel:
 * it counts the games of the query and reads the pages the model asks
 * for (or all of them) off its own connection to the library, handing
 * them over through the pager; kept apart from the model's side, which
 * runs only in the main context, so that each file keeps to one thread.
 *
 * A page is read by its offset, which SQLite reaches by stepping over the
 * games before it: cheap for the few pages a person scrolls to, far too
 * dear for all of them one by one, so reading everything is one pass. */
#include "config.h"

#include <string.h>

#include "chess-game-item.h"
#include "chess-library-model-private.h"

/* While reading every game, the rows go to the model at most this often. */
#define FLUSH_INTERVAL_MS 100

/* ---- the pager ---- */

void
_chess_library_model_page_free (gpointer data)
{
  ChessLibraryModelPage *page = data;

  g_clear_pointer (&page->items, g_ptr_array_unref);   /* NULL once the model has them */
  g_free (page);
}

static void
pager_clear (ChessLibraryModelPager *pager)
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

static ChessLibraryModelPager *
pager_ref (ChessLibraryModelPager *pager)
{
  return g_atomic_rc_box_acquire (pager);
}

void
_chess_library_model_pager_unref (gpointer pager)
{
  g_atomic_rc_box_release_full (pager, (GDestroyNotify) pager_clear);
}

static void
schedule_flush_locked (ChessLibraryModelPager *pager,
                       guint                   delay_ms)
{
  if (pager->flush != NULL)
    return;
  pager->flush = delay_ms == 0 ? g_idle_source_new () : g_timeout_source_new (delay_ms);
  g_source_set_priority (pager->flush, G_PRIORITY_DEFAULT_IDLE);
  g_source_set_callback (pager->flush, _chess_library_model_flush_pager, pager_ref (pager),
                         _chess_library_model_pager_unref);
  g_source_attach (pager->flush, pager->context);
  g_source_unref (pager->flush);
}

/* ---- the worker ---- */

typedef struct {
  ChessLibraryModelPager *pager;
  ChessLibraryModelPage *page;            /* being filled */
  const guint8 *read;    /* pages the model has or will have */
  guint n_pages;
  guint64 n;             /* rows seen */
} Reading;

/* From the worker: a page read (page NULL: none) or the end of reading
 * (error NULL: none). */
static void
deliver (ChessLibraryModelPager *pager,
         ChessLibraryModelPage  *page,
         GError                 *error,
         guint                   delay_ms)
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

static ChessLibraryModelPage *
page_new (guint number)
{
  ChessLibraryModelPage *page = g_new0 (ChessLibraryModelPage, 1);

  page->number = number;
  page->items = g_ptr_array_new_full (CHESS_LIBRARY_MODEL_PAGE_SIZE, g_object_unref);
  return page;
}

static gboolean
add_row (const ChessLibraryGameInfo *info,
         gpointer                    user_data)
{
  Reading *reading = user_data;

  g_ptr_array_add (reading->page->items, chess_game_item_new_from_library (info, reading->pager->strings));
  reading->n++;
  if (reading->page->items->len == CHESS_LIBRARY_MODEL_PAGE_SIZE && reading->read != NULL)
    {
      /* Reading on: this page to the model (unless it has it), the next one begun. */
      guint number = reading->page->number;

      if (reading->read[number])
        _chess_library_model_page_free (reading->page);
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
static ChessLibraryModelPage *
read_page (ChessLibraryModelPager  *pager,
           ChessLibrary            *library,
           guint                    number,
           GError                 **error)
{
  Reading reading = { pager, page_new (number), NULL, 0, 0 };

  if (!chess_library_find_range (library, &pager->filter, (gint64) number * CHESS_LIBRARY_MODEL_PAGE_SIZE,
                                 CHESS_LIBRARY_MODEL_PAGE_SIZE, add_row, &reading, pager->cancellable, error))
    g_clear_pointer (&reading.page, _chess_library_model_page_free);
  return reading.page;
}

/* Every page from the first the model lacks, in one pass; `read` says
 * which pages it has or will have. */
static void
read_rest (ChessLibraryModelPager *pager,
           ChessLibrary           *library,
           const guint8           *read,
           guint                   n_pages)
{
  guint first = 0;
  Reading reading = { pager, NULL, read, n_pages, 0 };
  GError *error = NULL;

  while (first < n_pages && read[first])
    first++;
  if (first == n_pages)
    return;
  reading.page = page_new (first);
  if (chess_library_find_range (library, &pager->filter, (gint64) first * CHESS_LIBRARY_MODEL_PAGE_SIZE, -1, add_row,
                                &reading, pager->cancellable, &error)
      && !g_cancellable_set_error_if_cancelled (pager->cancellable, &error))
    {
      /* The last, shorter page. */
      if (reading.page->items->len > 0 && reading.page->number < n_pages && !read[reading.page->number])
        {
          deliver (pager, g_steal_pointer (&reading.page), NULL, 0);
          return;
        }
    }
  g_clear_pointer (&reading.page, _chess_library_model_page_free);
  if (error != NULL)
    deliver (pager, NULL, error, 0);
}

/* Counts again; games added since (an import: at the end, in id order)
 * make the list longer, and a last page read short is read again. */
static void
recount (ChessLibraryModelPager  *pager,
         ChessLibrary            *library,
         guint8                 **read,
         guint                   *n_pages,
         gint64                  *count,
         GError                 **error)
{
  gint64 now = chess_library_count (library, &pager->filter, pager->cancellable, error);
  guint grown;

  if (now <= *count)
    return;
  grown = _chess_library_model_n_pages_for ((guint64) MIN (now, G_MAXUINT));
  *read = g_realloc (*read, MAX (grown, 1));
  memset (*read + *n_pages, 0, grown - *n_pages);
  if (*n_pages > 0 && *count % CHESS_LIBRARY_MODEL_PAGE_SIZE != 0)
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
  ChessLibraryModelPager *pager = data;
  g_autoptr(ChessLibrary) library = NULL;
  g_autofree guint8 *read = NULL;
  GError *error = NULL;
  ChessLibraryModelPage *first = NULL;
  gint64 count = -1;
  guint n_pages = 0;
  gboolean failed;

  library = chess_library_service_open_connection (pager->service, &error);
  if (library != NULL)
    count = chess_library_count (library, &pager->filter, pager->cancellable, &error);
  count = MAX (count, 0);
  n_pages = _chess_library_model_n_pages_for ((guint64) MIN (count, G_MAXUINT));
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
  _chess_library_model_pager_unref (pager);
  return NULL;
}

/* ---- the start ---- */

ChessLibraryModelPager *
_chess_library_model_start_worker (ChessLibraryModel        *model,
                                   ChessLibraryService      *service,
                                   const ChessLibraryFilter *filter)
{
  ChessLibraryModelPager *pager = g_atomic_rc_box_new0 (ChessLibraryModelPager);
  const char **strings[G_N_ELEMENTS (pager->filter_strings)];

  g_mutex_init (&pager->lock);
  g_cond_init (&pager->wake);
  g_weak_ref_init (&pager->model, model);
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
  pager->pages = g_ptr_array_new_with_free_func (_chess_library_model_page_free);
  pager->count = -1;

  chess_core_init ();   /* its tables, before the worker needs them */
  g_thread_unref (g_thread_new ("chess-library-model", work, pager_ref (pager)));
  return pager;
}
