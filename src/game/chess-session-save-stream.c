/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-session-save-stream.c — saving a game in place into a file too
 * big to read whole (over _chess_session_max_file_size(): its games are
 * opened one at a time, from a game list).  The bytes before the game and
 * after it are copied from the old file to the temporary that then
 * replaces it (chess_write_file_atomic_with), a piece at a time: memory
 * stays the same whatever the file's size.  As for a game read alone, the
 * file must still have the size and modification time it had and the game
 * its bytes, before the copy and after it.  Only plain files: a
 * compressed one that big is refused as too large when read. */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "chess-session-private.h"
#include "chess-file-write.h"

#define PIECE (1024 * 1024)

typedef struct {
  ChessSession *session;
  GInputStream *in;
  GBytes *text;              /* the game, with the file's line ends */
  guint8 *buffer;            /* PIECE bytes */
  const char *name;
  GCancellable *cancellable;
} Copy;

static gboolean
changed_on_disk (const char  *name,
                 GError     **error)
{
  g_set_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_CHANGED_ON_DISK,
               _("“%s” was changed by another program since the game was read; saving now "
                 "would undo those changes. Save the game under a new name instead."), name);
  return FALSE;
}

/* A read error of the old file, naming it (a cancellation as it is). */
static gboolean
read_failed (const char  *name,
             GError      *local,
             GError     **error)
{
  if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_propagate_error (error, local);
  else
    {
      g_set_error (error, local->domain, local->code, _("Could not read “%s”: %s"), name, local->message);
      g_error_free (local);
    }
  return FALSE;
}

/* The next `length` bytes of the old file, a piece at a time, into `sink`
 * (or, without one, into `checksum`). */
static gboolean
copy_bytes (Copy           *copy,
            ChessFileSink  *sink,
            GChecksum      *checksum,
            goffset         length,
            GError        **error)
{
  while (length > 0)
    {
      gsize want = (gsize) MIN (length, PIECE), got = 0;
      GError *local = NULL;

      if (!g_input_stream_read_all (copy->in, copy->buffer, want, &got, copy->cancellable, &local))
        return read_failed (copy->name, local, error);
      if (got < want)
        return changed_on_disk (copy->name, error);
      if (sink != NULL && !chess_file_sink_write (sink, copy->buffer, got, error))
        return FALSE;
      if (checksum != NULL)
        g_checksum_update (checksum, copy->buffer, (gssize) got);
      length -= (goffset) got;
    }
  return TRUE;
}

static gboolean
seek_to (Copy     *copy,
         goffset   offset,
         GError  **error)
{
  GError *local = NULL;

  if (g_seekable_seek (G_SEEKABLE (copy->in), offset, G_SEEK_SET, copy->cancellable, &local))
    return TRUE;
  return read_failed (copy->name, local, error);
}

/* The file as the disk state says it was: size, modification time. */
static gboolean
still_as_read (ChessSession *self,
               GCancellable *cancellable)
{
  goffset size = 0;
  gint64 mtime = 0;

  return _chess_session_file_stamp (self->disk.file, cancellable, &size, &mtime) && size == self->disk.size
         && mtime == self->disk.mtime_usec;
}

/* The new contents: the bytes before the game, the game, the bytes after. */
static gboolean
fill_file (ChessFileSink  *sink,
           gpointer        user_data,
           GError        **error)
{
  Copy *copy = user_data;
  ChessGameSource *disk = &copy->session->disk;

  return seek_to (copy, 0, error) && copy_bytes (copy, sink, NULL, disk->start, error)
         && chess_file_sink_write (sink, g_bytes_get_data (copy->text, NULL), g_bytes_get_size (copy->text), error)
         && seek_to (copy, disk->end, error) && copy_bytes (copy, sink, NULL, disk->size - disk->end, error)
         && (still_as_read (copy->session, copy->cancellable) || changed_on_disk (copy->name, error));
}

gboolean
_chess_session_save_streaming (ChessSession     *self,
                               GBytes           *game_text,
                               ChessGameSource  *result,
                               GCancellable     *cancellable,
                               GError          **error)
{
  g_autofree char *name = _chess_session_display_name (self->disk.file);
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GChecksum) checksum = NULL;
  g_autoptr(GBytes) head = NULL;
  g_autoptr(GBytes) text = NULL;
  g_autofree guint8 *buffer = NULL;
  Copy copy = { 0 };
  gsize got = 0;
  goffset size = 0;
  gint64 mtime = 0;
  GError *local = NULL;

  if (self->disk.game_checksum == NULL || !still_as_read (self, cancellable) || self->disk.start > self->disk.end
      || self->disk.end > self->disk.size)
    return changed_on_disk (name, error);
  stream = g_file_read (self->disk.file, cancellable, &local);
  if (stream == NULL)
    return read_failed (name, local, error);
  buffer = g_malloc (PIECE);
  copy.session = self;
  copy.in = G_INPUT_STREAM (stream);
  copy.buffer = buffer;
  copy.name = name;
  copy.cancellable = cancellable;

  /* The first line says the file's line ends. */
  if (!g_input_stream_read_all (copy.in, buffer, MIN (PIECE, 64 * 1024), &got, cancellable, &local))
    return read_failed (name, local, error);
  head = g_bytes_new (buffer, got);
  text = _chess_session_text_for_file (game_text, g_bytes_get_data (head, NULL), got);

  /* The game still the bytes it was. */
  checksum = g_checksum_new (G_CHECKSUM_SHA256);
  if (!seek_to (&copy, self->disk.start, error)
      || !copy_bytes (&copy, NULL, checksum, self->disk.end - self->disk.start, error))
    return FALSE;
  if (g_strcmp0 (g_checksum_get_string (checksum), self->disk.game_checksum) != 0)
    return changed_on_disk (name, error);

  copy.text = text;
  if (!chess_write_file_atomic_with (self->disk.file, fill_file, &copy, CHESS_WRITE_FILE_DEFAULT, error))
    return FALSE;
  if (!_chess_session_file_stamp (self->disk.file, cancellable, &size, &mtime))
    size = self->disk.size - (self->disk.end - self->disk.start) + (goffset) g_bytes_get_size (text);

  g_set_object (&result->file, self->disk.file);
  result->start = self->disk.start;
  result->end = self->disk.start + (goffset) g_bytes_get_size (text);
  result->size = size;
  result->mtime_usec = mtime;
  result->stored_size = 0;
  g_clear_pointer (&result->checksum, g_free);
  g_free (result->game_checksum);
  result->game_checksum = g_compute_checksum_for_bytes (G_CHECKSUM_SHA256, text);
  return TRUE;
}
