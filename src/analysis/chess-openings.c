/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-openings.c — opening names by position: a sorted array of
 * position keys, searched by bisection; the names live in one string
 * chunk.  Building the default table plays about 3 400 short lines. */
#include "config.h"

#include "chess-openings.h"

#include <glib/gi18n.h>
#include <string.h>
#include "chess-analysis-resources.h"
#include "chess-notation.h"

#define OPENINGS_RESOURCE_DIR "/com/example/Chess/openings/"
/* The first line of each of lichess's volumes.  Only this exact line is a
 * header: any other line is an opening, so a volume read whole or cut in
 * two reads the same lines. */
#define TSV_HEADER "eco\tname\tpgn"

typedef struct {
  guint64 key;
  guint order;          /* insertion order: the first name of a position wins */
  ChessOpening opening;
} Entry;

struct _ChessOpeningTable {
  GArray *entries;      /* of Entry, sorted by key, keys unique */
  GStringChunk *strings;
  guint next_order;
};

ChessOpeningTable *
chess_opening_table_new (void)
{
  ChessOpeningTable *table = g_new0 (ChessOpeningTable, 1);

  table->entries = g_array_new (FALSE, FALSE, sizeof (Entry));
  table->strings = g_string_chunk_new (64 * 1024);
  return table;
}

void
chess_opening_table_free (ChessOpeningTable *table)
{
  if (!table)
    return;
  g_array_unref (table->entries);
  g_string_chunk_free (table->strings);
  g_free (table);
}

gsize
chess_opening_table_get_size (const ChessOpeningTable *table)
{
  return table->entries->len;
}

static gint
compare_entries (gconstpointer a, gconstpointer b)
{
  const Entry *x = a, *y = b;

  if (x->key != y->key)
    return x->key < y->key ? -1 : 1;
  return (x->order > y->order) - (x->order < y->order);
}

/* Sorted, then only the first-added entry of each key kept. */
static void
sort_and_deduplicate (ChessOpeningTable *table)
{
  Entry *entries = (Entry *) (gpointer) table->entries->data;
  guint kept = 0;

  g_array_sort (table->entries, compare_entries);
  for (guint i = 0; i < table->entries->len; i++)
    if (kept == 0 || entries[kept - 1].key != entries[i].key)
      entries[kept++] = entries[i];
  g_array_set_size (table->entries, kept);
}

/* Plays the movetext of one line ("1. e4 e5 2. Nf3") from the standard
 * start; FALSE with the offending token in *bad if a move is illegal. */
static gboolean
play_movetext (const char *movetext, ChessPosition *pos, char **bad)
{
  g_auto (GStrv) tokens = g_strsplit (movetext, " ", -1);

  chess_position_set_start (pos);
  for (char **t = tokens; *t; t++)
    {
      gsize length = strlen (*t);
      ChessMove move;
      ChessUndo undo;

      /* Move numbers ("1." and "1...") and runs of spaces. */
      if (length == 0 || (g_ascii_isdigit ((*t)[0]) && (*t)[length - 1] == '.'))
        continue;
      if (chess_move_from_san (pos, *t, length, &move) != CHESS_SAN_OK)
        {
          *bad = g_strdup (*t);
          return FALSE;
        }
      chess_position_make_move (pos, move, &undo);
    }
  return TRUE;
}

/* "A00" to "E99", the codes of the Encyclopaedia of Chess Openings. */
static gboolean
is_eco_code (const char *code)
{
  return code[0] >= 'A' && code[0] <= 'E' && g_ascii_isdigit (code[1]) && g_ascii_isdigit (code[2])
         && code[3] == '\0';
}

static gboolean
add_line (ChessOpeningTable *table, const char *line, const char *source_name, guint line_number,
          GError **error)
{
  g_auto (GStrv) fields = g_strsplit (line, "\t", -1);
  g_autofree char *bad = NULL;
  ChessPosition pos;
  Entry entry;

  if (g_strv_length (fields) != 3 || !*fields[0] || !*fields[1] || !*fields[2])
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s:%u: an opening needs three fields (ECO code, name, moves) separated by tabs"),
                   source_name, line_number);
      return FALSE;
    }
  if (!is_eco_code (fields[0]))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s:%u: “%s” is not an ECO code (A00 to E99)"),
                   source_name, line_number, fields[0]);
      return FALSE;
    }
  if (!play_movetext (fields[2], &pos, &bad))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s:%u: “%s” is not a legal move in the line of %s"),
                   source_name, line_number, bad, fields[1]);
      return FALSE;
    }

  entry.key = chess_position_repetition_key (&pos);
  entry.order = table->next_order++;
  entry.opening.eco = g_string_chunk_insert_const (table->strings, fields[0]);
  entry.opening.name = g_string_chunk_insert (table->strings, fields[1]);
  g_array_append_val (table->entries, entry);
  return TRUE;
}

gboolean
chess_opening_table_add_tsv (ChessOpeningTable *table, const char *data, gsize length,
                             const char *source_name, GError **error)
{
  const char *s = data, *end = data + length;
  gboolean ok = TRUE;
  guint line_number = 0;

  g_return_val_if_fail (table != NULL, FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);

  while (ok && s < end)
    {
      const char *eol = memchr (s, '\n', (gsize) (end - s));
      const char *stop = eol ? eol : end;
      g_autofree char *line = NULL;

      line_number++;
      if (stop > s && stop[-1] == '\r')
        stop--;
      /* With a length, validation also refuses NUL bytes. */
      if (!g_utf8_validate_len (s, (gsize) (stop - s), NULL))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("%s:%u: the text is not valid UTF-8"), source_name, line_number);
          ok = FALSE;
          break;
        }
      line = g_strndup (s, (gsize) (stop - s));
      s = eol ? eol + 1 : end;

      if (*line == '\0' || (line_number == 1 && strcmp (line, TSV_HEADER) == 0))
        continue;
      ok = add_line (table, line, source_name, line_number, error);
    }

  sort_and_deduplicate (table);
  return ok;
}

const ChessOpening *
chess_opening_table_lookup (const ChessOpeningTable *table, const ChessPosition *pos)
{
  const Entry *entries = (const Entry *) (gconstpointer) table->entries->data;
  guint64 key = chess_position_repetition_key (pos);
  guint low = 0, high = table->entries->len;

  while (low < high)
    {
      guint middle = low + (high - low) / 2;

      if (entries[middle].key < key)
        low = middle + 1;
      else
        high = middle;
    }
  return low < table->entries->len && entries[low].key == key ? &entries[low].opening : NULL;
}

const ChessOpening *
chess_opening_table_lookup_line (const ChessOpeningTable *table, const ChessRecord *record,
                                 const ChessNode *node)
{
  g_autoptr (GPtrArray) path = g_ptr_array_new ();
  const ChessOpening *found;
  ChessPosition pos = record->start;

  for (const ChessNode *n = node; n && n->parent; n = n->parent)
    g_ptr_array_add (path, (gpointer) n);

  found = chess_opening_table_lookup (table, &pos);
  for (guint i = path->len; i > 0; i--)
    {
      const ChessNode *n = g_ptr_array_index (path, i - 1);
      const ChessOpening *here;
      ChessUndo undo;

      if (n->move == CHESS_MOVE_NULL || !chess_position_is_legal_move (&pos, n->move))
        break;
      chess_position_make_move (&pos, n->move, &undo);
      here = chess_opening_table_lookup (table, &pos);
      if (here)
        found = here;
    }
  return found;
}

static gpointer
build_default_table (gpointer data)
{
  static const char *const volumes[] = { "a.tsv", "b.tsv", "c.tsv", "d.tsv", "e.tsv" };
  /* Referring to the resource also keeps its object file, and so its
   * registration, in a program linked with this static library. */
  GResource *resource = chess_analysis_get_resource ();
  ChessOpeningTable *table = chess_opening_table_new ();

  for (gsize i = 0; i < G_N_ELEMENTS (volumes); i++)
    {
      g_autofree char *path = g_strconcat (OPENINGS_RESOURCE_DIR, volumes[i], NULL);
      g_autoptr (GError) error = NULL;
      g_autoptr (GBytes) bytes = g_resource_lookup_data (resource, path,
                                                         G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
      gsize length;
      const char *text;

      /* The volumes are part of the program: a failure here is a broken build. */
      if (!bytes)
        {
          g_critical ("Opening names unavailable: %s", error->message);
          continue;
        }
      text = g_bytes_get_data (bytes, &length);
      if (!chess_opening_table_add_tsv (table, text, length, path, &error))
        g_critical ("Opening names incomplete: %s", error->message);
    }
  return table;
}

const ChessOpeningTable *
chess_opening_table_get_default (void)
{
  static GOnce once = G_ONCE_INIT;

  return g_once (&once, build_default_table, NULL);
}

static void
load_default_in_thread (GTask *task, gpointer source_object, gpointer task_data,
                        GCancellable *cancellable)
{
  const ChessOpeningTable *table = chess_opening_table_get_default ();

  if (!g_task_return_error_if_cancelled (task))
    g_task_return_pointer (task, (gpointer) table, NULL);
}

void
chess_opening_table_load_default_async (GCancellable *cancellable, GAsyncReadyCallback callback,
                                        gpointer user_data)
{
  g_autoptr (GTask) task = g_task_new (NULL, cancellable, callback, user_data);

  g_task_set_source_tag (task, chess_opening_table_load_default_async);
  /* The program may end while the thread reads the volumes (a window
   * closed at once): exit's destructors then unregister the static
   * resource and would free it under the thread.  A reference taken
   * here, before the thread starts, keeps it whole until the task goes. */
  g_task_set_task_data (task, g_resource_ref (chess_analysis_get_resource ()),
                        (GDestroyNotify) g_resource_unref);
  g_task_run_in_thread (task, load_default_in_thread);
}

const ChessOpeningTable *
chess_opening_table_load_default_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
