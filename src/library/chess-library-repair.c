/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-repair.c — a library that is damaged: the check of the
 * whole file (SQLite's quick_check), the rebuild of a new library from
 * what can still be read, and moving a bad file aside.
 *
 * Opening reads only the file's first pages, so bytes damaged in the
 * middle are met only by the query that reads them; the check reads every
 * page (a few seconds for a million games) and is cancellable.  The
 * rebuild reads the games one by one by id (a damaged page loses the
 * games on it, not those after it), stores them in a new library beside
 * the old one, then puts the new one in the old one's place with one
 * rename, the damaged file kept under another name. */
#include "config.h"

#include "chess-library-private.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

/* Games stored per transaction of a rebuild. */
#define REBUILD_BATCH 10000

/* sqlite3_progress_handler: a non-zero answer interrupts the statement. */
static int
is_cancelled (void *cancellable)
{
  return g_cancellable_is_cancelled (cancellable);
}

gboolean
chess_library_check (ChessLibrary *self, GCancellable *cancellable, GError **error)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY (self), FALSE);
  sqlite3_stmt *stmt = _chess_library_prepare (self, "PRAGMA quick_check (3)", error);
  if (!stmt)
    return FALSE;
  if (cancellable)
    sqlite3_progress_handler (self->db, 10000, is_cancelled, cancellable);
  GString *found = g_string_new (NULL);
  int rc;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      /* "*** in database main ***\nOn tree page 919 cell 31: …", a
       * problem a row: the pages, on one line. */
      const char *text = (const char *) sqlite3_column_text (stmt, 0);
      char **lines = g_strsplit (text && strcmp (text, "ok") != 0 ? text : "", "\n", -1);
      for (char **line = lines; *line; line++)
        if (**line && !g_str_has_prefix (*line, "***"))
          g_string_append_printf (found, "%s%s", found->len ? "; " : "", *line);
      g_strfreev (lines);
    }
  sqlite3_finalize (stmt);
  sqlite3_progress_handler (self->db, 0, NULL, NULL);

  gboolean ok = FALSE;
  char *name = g_filename_display_name (self->path);
  if (rc == SQLITE_INTERRUPT)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The check of %s was cancelled"), name);
  else if (rc != SQLITE_DONE)
    _chess_library_fail (self, rc, _("checking the library"), error);
  else if (found->len > 0)
    g_set_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_DAMAGED,
                 _("%s: the library is damaged (a check of the whole file found: %s)"), name, found->str);
  else
    ok = TRUE;
  g_free (name);
  g_string_free (found, TRUE);
  return ok;
}

/* ---- Moving aside ---- */

/* path.damaged-YYYYMMDD-HHMMSS, or with -2, -3… when that is taken. */
static char *
aside_name (const char *path)
{
  GDateTime *now = g_date_time_new_now_local ();
  char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_date_time_unref (now);
  char *target = g_strdup_printf ("%s.damaged-%s", path, stamp);
  for (int n = 2; g_file_test (target, G_FILE_TEST_EXISTS); n++)
    {
      g_free (target);
      target = g_strdup_printf ("%s.damaged-%s-%d", path, stamp, n);
    }
  g_free (stamp);
  return target;
}

/* The write-ahead log belongs to the file, wherever the file goes; the
 * shared-memory index is rebuilt from it. */
static void
move_log (const char *path, const char *target)
{
  char *wal = g_strconcat (path, "-wal", NULL), *wal_target = g_strconcat (target, "-wal", NULL);
  char *shm = g_strconcat (path, "-shm", NULL);
  if (g_file_test (wal, G_FILE_TEST_EXISTS))
    g_rename (wal, wal_target);
  g_unlink (shm);
  g_free (wal);
  g_free (wal_target);
  g_free (shm);
}

static gboolean
fail_to_move (const char *path, int saved, GError **error)
{
  char *name = g_filename_display_name (path);
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), _("Could not move %s aside: %s"), name,
               g_strerror (saved));
  g_free (name);
  return FALSE;
}

GFile *
chess_library_move_aside (const char *path, GError **error)
{
  g_return_val_if_fail (path != NULL, NULL);
  char *target = aside_name (path);
  GFile *result = NULL;
  if (g_rename (path, target) != 0)
    fail_to_move (path, errno, error);
  else
    {
      move_log (path, target);
      result = g_file_new_for_path (target);
    }
  g_free (target);
  return result;
}

/* ---- Rebuilding ---- */

static void
remove_library_files (const char *path)
{
  static const char *const suffixes[] = { "", "-wal", "-shm", "-journal" };
  for (gsize i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      char *file = g_strconcat (path, suffixes[i], NULL);
      g_unlink (file);
      g_free (file);
    }
}

/* Stores one game read from the damaged library in the new one. */
static gboolean
store (ChessLibrary *target, ChessLibraryWriter *writer, const ChessRecord *record, gboolean *stored,
       GError **error)
{
  ChessLibraryGameFields fields;
  _chess_library_fields_from_record (&fields, record);
  ChessLibraryAnalysis analysis;
  _chess_library_analysis_init (&analysis);
  _chess_library_analyse_record (&analysis, record);
  gint64 id = _chess_library_writer_add (target, writer, &fields, &analysis, error);
  *stored = id != 0 && !writer->skipped;
  _chess_library_analysis_clear (&analysis);
  _chess_library_fields_clear (&fields);
  return id != 0;
}

static gboolean
finish_batch (ChessLibrary *target, ChessLibraryWriter *writer, GError **error)
{
  if (!_chess_library_writer_flush (target, writer, error))
    {
      _chess_library_rollback (target);
      return FALSE;
    }
  return _chess_library_commit (target, error);
}

/* Copies every game of source that reads into target; *lost counts those
 * that do not. */
static gboolean
copy_games (ChessLibrary *source, ChessLibrary *target, ChessLibraryRebuildProgress *progress,
            ChessLibraryRebuildFunc on_progress, gpointer user_data, GCancellable *cancellable, GError **error)
{
  gint64 last = 0, count = -1;
  /* The last id is on the rightmost path of the table's tree: it reads
   * when most of the table does not.  The count, when it reads, tells
   * games lost where a damaged page hides their ids too. */
  if (!_chess_library_read_int (source, "SELECT coalesce (max (id), 0) FROM games", &last, error))
    return FALSE;
  if (!_chess_library_read_int (source, "SELECT count(*) FROM games", &count, NULL))
    count = -1;
  progress->total = (guint64) last;

  ChessLibraryWriter writer;
  if (!_chess_library_writer_init (target, &writer, error))
    return FALSE;
  gboolean ok = TRUE, in_batch = FALSE;
  guint64 read_back = 0;
  for (gint64 id = 1; ok && id <= last; id++)
    {
      GError *local = NULL;
      ChessRecord *record = chess_library_get_record (source, id, &local);
      progress->done = (guint64) id;
      if (!record)
        {
          /* A removed game left its id free. */
          if (!g_error_matches (local, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_NOT_FOUND))
            progress->lost++;
          g_clear_error (&local);
        }
      else
        {
          read_back++;
          gboolean stored = FALSE;
          if (!in_batch)
            in_batch = ok = _chess_library_begin (target, error);
          ok = ok && store (target, &writer, record, &stored, error);
          progress->saved += stored;
          chess_record_free (record);
        }
      if (ok && in_batch && (id % REBUILD_BATCH == 0 || id == last))
        {
          in_batch = FALSE;
          ok = finish_batch (target, &writer, error);
        }
      if (ok && id % 1024 == 0)
        {
          if (on_progress)
            on_progress (progress, user_data);
          if (g_cancellable_set_error_if_cancelled (cancellable, error))
            ok = FALSE;
        }
    }
  if (in_batch)
    _chess_library_rollback (target);
  _chess_library_writer_clear (&writer);
  if (ok && count > 0 && (guint64) count > read_back + progress->lost)
    progress->lost = (guint64) count - read_back;
  return ok;
}

/* Puts the library at built in the place of the one at path, which is
 * kept as *aside.  One rename replaces it when the old file can be
 * linked to its new name first, so there is no moment without a library
 * at path; where links cannot be made, two renames do it. */
static gboolean
replace (const char *path, const char *built, char **aside_out, GError **error)
{
  char *aside = aside_name (path);
  if (link (path, aside) == 0)
    move_log (path, aside);
  else if (g_rename (path, aside) == 0)
    move_log (path, aside);
  else
    {
      fail_to_move (path, errno, error);
      g_free (aside);
      return FALSE;
    }
  if (g_rename (built, path) != 0)
    {
      int saved = errno;
      char *name = g_filename_display_name (path);
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                   _("Could not put the rebuilt library in the place of %s: %s"), name, g_strerror (saved));
      g_free (name);
      g_free (aside);
      return FALSE;
    }
  *aside_out = aside;
  return TRUE;
}

gboolean
chess_library_rebuild (const char *path, ChessLibraryRebuildFunc on_progress, gpointer user_data,
                       ChessLibraryRebuildProgress *progress_out, GFile **aside_out,
                       GCancellable *cancellable, GError **error)
{
  g_return_val_if_fail (path != NULL, FALSE);
  ChessLibraryRebuildProgress progress = { 0 };
  if (aside_out)
    *aside_out = NULL;
  ChessLibrary *source = chess_library_open (path, error);
  if (!source)
    return FALSE;
  gboolean ok = _chess_library_check_writable (source, error);
  char *built = g_strconcat (path, ".rebuilding", NULL);
  ChessLibrary *target = NULL;
  if (ok)
    {
      /* What a rebuild killed midway left. */
      remove_library_files (built);
      ok = (target = chess_library_open (built, error)) != NULL
           && copy_games (source, target, &progress, on_progress, user_data, cancellable, error);
    }
  g_clear_object (&source);
  /* Closed: the last connection writes its log into the file and
   * removes it, so the new file stands alone. */
  g_clear_object (&target);
  char *aside = NULL;
  if (ok)
    ok = replace (path, built, &aside, error);
  if (!ok)
    remove_library_files (built);
  else if (aside_out)
    *aside_out = g_file_new_for_path (aside);
  if (on_progress)
    on_progress (&progress, user_data);
  if (progress_out)
    *progress_out = progress;
  g_free (aside);
  g_free (built);
  return ok;
}
