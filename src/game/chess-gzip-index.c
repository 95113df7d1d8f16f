/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-gzip-index.c — see chess-gzip-index.h.
 *
 * The technique is the one zlib's examples/zran.c shows: points at block
 * boundaries found with inflate(Z_BLOCK), resumed with a raw inflater,
 * inflatePrime() for the bits of a block that starts inside a byte and
 * inflateSetDictionary() for the 32 KiB window.  A point in a later
 * member of a multi-member file resumes that member's deflate data raw;
 * at its end the 8-byte trailer is skipped and the members after it are
 * read as gzip again. */
#include "config.h"

#include <string.h>
#include <zlib.h>
#include <glib/gi18n.h>

#include "chess-gzip-index.h"

#define WINDOW 32768
#define CHUNK (64 * 1024)

typedef struct {
  guint64 out;          /* text offset */
  guint64 in;           /* compressed offset of the first whole byte */
  int bits;             /* bits of the byte before `in` still to read */
  guint8 byte_before;
  guint8 *window;       /* the WINDOW bytes of text before `out` */
} Point;

struct _ChessGzipIndex
{
  gatomicrefcount ref;
  goffset file_size;
  gint64 mtime_usec;

  GMutex lock;          /* points, complete, text_size, inflated */
  GArray *points;       /* Point, by `out` */
  gboolean complete;
  guint64 text_size;
  guint64 inflated;

  /* the builder's, one thread */
  guint8 *ring;         /* the last WINDOW bytes of text, circular */
  guint64 out;          /* text so far */
  guint64 last_point;   /* `out` of the last point */
};

static void
clear_point (gpointer data)
{
  g_free (((Point *) data)->window);
}

/* The file's size and modification time (µs), or FALSE. */
static gboolean
stream_stamp (GFileInputStream  *stream,
              GCancellable      *cancellable,
              goffset           *size,
              gint64            *mtime_usec,
              GError           **error)
{
  g_autoptr(GFileInfo) info = g_file_input_stream_query_info (stream, G_FILE_ATTRIBUTE_STANDARD_SIZE ","
                                                              G_FILE_ATTRIBUTE_TIME_MODIFIED ","
                                                              G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                                                              cancellable, error);

  if (info == NULL)
    return FALSE;
  *size = g_file_info_get_size (info);
  *mtime_usec = (gint64) g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED) * G_USEC_PER_SEC
                + g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC);
  return TRUE;
}

ChessGzipIndex *
chess_gzip_index_new_for_stream (GFileInputStream  *stream,
                                 GCancellable      *cancellable,
                                 GError           **error)
{
  ChessGzipIndex *self;
  goffset size = 0;
  gint64 mtime = 0;

  g_return_val_if_fail (G_IS_FILE_INPUT_STREAM (stream), NULL);

  if (!stream_stamp (stream, cancellable, &size, &mtime, error))
    return NULL;
  self = g_new0 (ChessGzipIndex, 1);
  g_atomic_ref_count_init (&self->ref);
  self->file_size = size;
  self->mtime_usec = mtime;
  g_mutex_init (&self->lock);
  self->points = g_array_new (FALSE, FALSE, sizeof (Point));
  g_array_set_clear_func (self->points, clear_point);
  self->ring = g_malloc (WINDOW);
  return self;
}

ChessGzipIndex *
chess_gzip_index_ref (ChessGzipIndex *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_atomic_ref_count_inc (&self->ref);
  return self;
}

void
chess_gzip_index_unref (ChessGzipIndex *self)
{
  if (self == NULL || !g_atomic_ref_count_dec (&self->ref))
    return;
  g_array_unref (self->points);
  g_mutex_clear (&self->lock);
  g_free (self->ring);
  g_free (self);
}

/* ---- building ---- */

void
chess_gzip_index_add_text (ChessGzipIndex *self,
                           const guint8   *text,
                           gsize           length)
{
  gsize at;

  if (self->ring == NULL)
    return;
  if (length >= WINDOW)
    {
      /* Only the last window counts; keep it where the ring expects it. */
      self->out += length - WINDOW;
      text += length - WINDOW;
      length = WINDOW;
    }
  at = (gsize) (self->out % WINDOW);
  if (at + length <= WINDOW)
    memcpy (self->ring + at, text, length);
  else
    {
      memcpy (self->ring + at, text, WINDOW - at);
      memcpy (self->ring, text + (WINDOW - at), length - (WINDOW - at));
    }
  self->out += length;
}

void
chess_gzip_index_at_block (ChessGzipIndex *self,
                           guint64         in_offset,
                           int             bits,
                           guint8          byte_before)
{
  Point point;
  gsize at;

  /* Before the first span the file's start is as near. */
  if (self->ring == NULL || self->out - self->last_point < CHESS_GZIP_INDEX_SPAN)
    return;
  point.out = self->out;
  point.in = in_offset;
  point.bits = bits;
  point.byte_before = byte_before;
  point.window = g_malloc (WINDOW);
  at = (gsize) (self->out % WINDOW);
  memcpy (point.window, self->ring + at, WINDOW - at);
  memcpy (point.window + (WINDOW - at), self->ring, at);
  self->last_point = self->out;
  g_mutex_lock (&self->lock);
  g_array_append_val (self->points, point);
  g_mutex_unlock (&self->lock);
}

void
chess_gzip_index_finish (ChessGzipIndex *self,
                         gboolean        complete)
{
  g_mutex_lock (&self->lock);
  self->complete = complete;
  self->text_size = self->out;
  g_mutex_unlock (&self->lock);
  g_clear_pointer (&self->ring, g_free);
}

gboolean
chess_gzip_index_get_text_size (ChessGzipIndex *self,
                                guint64        *size)
{
  gboolean complete;

  g_mutex_lock (&self->lock);
  complete = self->complete;
  *size = self->text_size;
  g_mutex_unlock (&self->lock);
  return complete;
}

guint
chess_gzip_index_get_n_points (ChessGzipIndex *self)
{
  guint n;

  g_mutex_lock (&self->lock);
  n = self->points->len;
  g_mutex_unlock (&self->lock);
  return n;
}

guint64
chess_gzip_index_get_inflated (ChessGzipIndex *self)
{
  guint64 n;

  g_mutex_lock (&self->lock);
  n = self->inflated;
  g_mutex_unlock (&self->lock);
  return n;
}

/* ---- reading ---- */

/* A copy of the last point at or before text offset `start`: FALSE when
 * there is none (the text is read from the file's start). */
static gboolean
find_point (ChessGzipIndex *self,
            guint64         start,
            Point          *found)
{
  guint low = 0, high;

  g_mutex_lock (&self->lock);
  high = self->points->len;
  while (low < high)
    {
      guint middle = low + (high - low) / 2;

      if (g_array_index (self->points, Point, middle).out <= start)
        low = middle + 1;
      else
        high = middle;
    }
  if (low > 0)
    {
      *found = g_array_index (self->points, Point, low - 1);
      found->window = g_memdup2 (found->window, WINDOW);
    }
  g_mutex_unlock (&self->lock);
  return low > 0;
}

typedef struct {
  z_stream z;
  gboolean z_ready;
  GInputStream *stream;
  guint8 in[CHUNK];
  guint8 out[CHUNK];
} Inflater;

static void
inflater_clear (Inflater *inflater)
{
  if (inflater->z_ready)
    inflateEnd (&inflater->z);
  g_clear_object (&inflater->stream);
}

/* More compressed bytes in z.next_in: FALSE at the end of the file (no
 * error) or on an error. */
static gboolean
refill (Inflater      *inflater,
        GCancellable  *cancellable,
        GError       **error)
{
  gssize n = g_input_stream_read (inflater->stream, inflater->in, sizeof inflater->in, cancellable, error);

  if (n <= 0)
    return FALSE;
  inflater->z.next_in = inflater->in;
  inflater->z.avail_in = (uInt) n;
  return TRUE;
}

static gboolean
fail_early (GError **error)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT, _("The compressed file is cut short"));
  return FALSE;
}

/* Inflates on from where `inflater` stands (text offset `out`; `raw`: in a
 * member's deflate data, without its header) and keeps [start, end). */
static gboolean
inflate_range (ChessGzipIndex  *self,
               Inflater        *inflater,
               gboolean         raw,
               guint64          out,
               guint64          start,
               guint64          end,
               GByteArray      *text,
               GCancellable    *cancellable,
               GError         **error)
{
  z_stream *z = &inflater->z;
  guint64 inflated = 0;
  guint skip = 0;          /* of a member's trailer, after a raw member */
  gboolean ok = TRUE;
  GError *local = NULL;

  while (out < end && ok)
    {
      gsize produced;
      int status;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        {
          ok = FALSE;
          break;
        }
      if (z->avail_in == 0 && !refill (inflater, cancellable, &local))
        {
          if (local != NULL)
            g_propagate_error (error, g_steal_pointer (&local));
          else
            fail_early (error);
          ok = FALSE;
          break;
        }
      if (skip > 0)
        {
          guint n = MIN (skip, z->avail_in);

          z->next_in += n;
          z->avail_in -= n;
          skip -= n;
          /* The next member, header and all. */
          if (skip == 0)
            inflateReset2 (z, 15 + 16);
          continue;
        }
      z->next_out = inflater->out;
      z->avail_out = sizeof inflater->out;
      status = inflate (z, Z_NO_FLUSH);
      produced = sizeof inflater->out - z->avail_out;
      inflated += produced;
      if (out + produced > start)
        {
          guint64 from = MAX (out, start), to = MIN (out + produced, end);

          g_byte_array_append (text, inflater->out + (from - out), (guint) (to - from));
        }
      out += produced;
      if (status == Z_STREAM_END && raw)
        {
          raw = FALSE;
          skip = 8;
        }
      else if (status == Z_STREAM_END)
        inflateReset (z);
      else if (status != Z_OK && status != Z_BUF_ERROR)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("The compressed data is damaged: %s"),
                       z->msg != NULL ? z->msg : "?");
          ok = FALSE;
        }
    }
  g_mutex_lock (&self->lock);
  self->inflated += inflated;
  g_mutex_unlock (&self->lock);
  return ok;
}

GBytes *
chess_gzip_index_read (ChessGzipIndex  *self,
                       GFile           *file,
                       guint64          start,
                       guint64          end,
                       GCancellable    *cancellable,
                       GError         **error)
{
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GByteArray) text = NULL;
  Inflater *inflater = NULL;
  Point point = { 0 };
  gboolean from_point, ok = FALSE;
  goffset size = 0;
  gint64 mtime = 0;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (start <= end && end - start <= G_MAXUINT, NULL);

  stream = g_file_read (file, cancellable, error);
  if (stream == NULL || !stream_stamp (stream, cancellable, &size, &mtime, error))
    return NULL;
  if (size != self->file_size || mtime != self->mtime_usec)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The file was changed since it was indexed"));
      return NULL;
    }

  inflater = g_new0 (Inflater, 1);
  inflater->stream = G_INPUT_STREAM (g_object_ref (stream));
  from_point = find_point (self, start, &point);
  if (from_point)
    {
      /* zlib resumes a raw inflater in the middle of a byte through
       * inflatePrime() with that byte's remaining top bits. */
      if (!g_seekable_seek (G_SEEKABLE (stream), (goffset) point.in, G_SEEK_SET, cancellable, error))
        goto out;
      inflater->z_ready = inflateInit2 (&inflater->z, -15) == Z_OK;
      if (!inflater->z_ready
          || (point.bits > 0 && inflatePrime (&inflater->z, point.bits, point.byte_before >> (8 - point.bits)) != Z_OK)
          || inflateSetDictionary (&inflater->z, point.window, WINDOW) != Z_OK)
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The decompressor could not be started"));
          goto out;
        }
    }
  else
    {
      inflater->z_ready = inflateInit2 (&inflater->z, 15 + 16) == Z_OK;
      if (!inflater->z_ready)
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The decompressor could not be started"));
          goto out;
        }
    }
  text = g_byte_array_sized_new ((guint) (end - start));
  ok = inflate_range (self, inflater, from_point, from_point ? point.out : 0, start, end, text, cancellable, error);

out:
  g_free (point.window);
  inflater_clear (inflater);
  g_free (inflater);
  if (!ok)
    return NULL;
  return g_byte_array_free_to_bytes (g_steal_pointer (&text));
}
