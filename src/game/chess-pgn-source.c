/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-pgn-source.c — see chess-pgn-source.h.
 *
 * The compressed case runs zlib's inflate by hand: every member of a
 * multi-member file in turn (GConverterInputStream would end at the first
 * member's end, and a .pgn.gz made by concatenating two would lose its
 * second half silently), and with Z_BLOCK, which stops at each deflate
 * block's boundary, so that the file's access points are kept as it is
 * read (chess-gzip-index.h). */
#include "config.h"

#include <string.h>
#include <zlib.h>
#include <glib/gi18n.h>

#include "chess-pgn-source.h"

#define CHUNK (256 * 1024)

struct _ChessPgnSource
{
  GFile *file;
  GInputStream *stream;        /* the file's bytes */
  GCancellable *cancellable;
  guint64 size;
  guint64 position;            /* bytes taken from the stream */
  gboolean compressed;
  z_stream z;                  /* inflating a compressed file */
  guint8 last_byte;            /* the last compressed byte inflate took */
  ChessGzipIndex *access_points;
  guint8 *input;               /* compressed bytes not yet converted */
  gsize input_start, input_end;
  gboolean input_at_end;       /* the stream has nothing more */
  gboolean member_done;        /* the decompressor finished a member */
  GError *error;               /* what ended the input early */
};

static gboolean
fill_input (ChessPgnSource *self)
{
  gssize n;

  if (self->input_start > 0)
    {
      memmove (self->input, self->input + self->input_start, self->input_end - self->input_start);
      self->input_end -= self->input_start;
      self->input_start = 0;
    }
  if (self->input_at_end || self->input_end == CHUNK)
    return TRUE;
  n = g_input_stream_read (self->stream, self->input + self->input_end, CHUNK - self->input_end,
                           self->cancellable, &self->error);
  if (n < 0)
    return FALSE;
  if (n == 0)
    self->input_at_end = TRUE;
  self->input_end += (gsize) n;
  self->position += (guint64) n;
  return TRUE;
}

ChessPgnSource *
chess_pgn_source_open (GFile         *file,
                       GCancellable  *cancellable,
                       GError       **error)
{
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GFileInfo) info = NULL;
  ChessPgnSource *self;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  stream = g_file_read (file, cancellable, error);
  if (stream == NULL)
    return NULL;
  info = g_file_input_stream_query_info (stream, G_FILE_ATTRIBUTE_STANDARD_SIZE, cancellable, NULL);

  self = g_new0 (ChessPgnSource, 1);
  self->file = g_object_ref (file);
  self->stream = G_INPUT_STREAM (g_steal_pointer (&stream));
  self->cancellable = cancellable != NULL ? g_object_ref (cancellable) : NULL;
  self->size = info != NULL ? (guint64) g_file_info_get_size (info) : 0;
  self->input = g_malloc (CHUNK);
  if (!fill_input (self))
    {
      GError *local = g_steal_pointer (&self->error);
      g_autofree char *name = g_file_get_parse_name (file);

      g_propagate_prefixed_error (error, local, "%s: ", name);
      chess_pgn_source_free (self);
      return NULL;
    }
  if (self->input_end >= 2 && self->input[0] == 0x1f && self->input[1] == 0x8b)
    {
      /* Without access points the file is only read through slower. */
      self->access_points = chess_gzip_index_new_for_stream (G_FILE_INPUT_STREAM (self->stream), cancellable, NULL);
      /* zlib fails here only out of memory, as g_malloc() would. */
      if (inflateInit2 (&self->z, 15 + 16) != Z_OK)
        g_error ("%s: %s", G_STRLOC, self->z.msg != NULL ? self->z.msg : "inflateInit2");
      self->compressed = TRUE;
    }
  return self;
}

void
chess_pgn_source_free (ChessPgnSource *self)
{
  if (self == NULL)
    return;
  g_clear_object (&self->file);
  g_clear_object (&self->stream);
  g_clear_object (&self->cancellable);
  if (self->compressed)
    inflateEnd (&self->z);
  g_clear_pointer (&self->access_points, chess_gzip_index_unref);
  g_clear_error (&self->error);
  g_free (self->input);
  g_free (self);
}

guint64
chess_pgn_source_get_position (ChessPgnSource *self)
{
  return self->position;
}

guint64
chess_pgn_source_get_size (ChessPgnSource *self)
{
  return self->size;
}

gboolean
chess_pgn_source_is_compressed (ChessPgnSource *self)
{
  return self->compressed;
}

ChessGzipIndex *
chess_pgn_source_get_access_points (ChessPgnSource *self)
{
  return self->access_points;
}

/* The inflater at a block boundary: where the next block starts, for the
 * access points (a block after the last one of a member is no start). */
static void
note_block (ChessPgnSource *self)
{
  int type = self->z.data_type;

  if (self->access_points == NULL || (type & 128) == 0 || (type & 64) != 0)
    return;
  chess_gzip_index_at_block (self->access_points, self->position - (self->input_end - self->input_start),
                             type & 7, self->last_byte);
}

/* Up to max bytes of text into buf: 0 at the end. */
static gssize
read_gzip (ChessPgnSource *self,
           char           *buf,
           gsize           max)
{
  max = MIN (max, (gsize) G_MAXINT32);
  for (;;)
    {
      gsize available, used, written;
      int status;

      if (self->member_done)
        {
          /* Another member follows, or the text ends (trailing bytes that
           * are no gzip member are ignored, as gzip -d does). */
          if (self->input_end - self->input_start < 2 && !self->input_at_end && !fill_input (self))
            return -1;
          if (self->input_end - self->input_start < 2 || self->input[self->input_start] != 0x1f
              || self->input[self->input_start + 1] != 0x8b)
            {
              if (self->access_points != NULL)
                chess_gzip_index_finish (self->access_points, TRUE);
              return 0;
            }
          inflateReset (&self->z);
          self->member_done = FALSE;
        }
      if (self->input_start == self->input_end && !self->input_at_end && !fill_input (self))
        return -1;
      available = self->input_end - self->input_start;
      self->z.next_in = self->input + self->input_start;
      self->z.avail_in = (uInt) available;
      self->z.next_out = (Bytef *) buf;
      self->z.avail_out = (uInt) max;
      status = inflate (&self->z, Z_BLOCK);
      used = available - self->z.avail_in;
      written = max - self->z.avail_out;
      self->input_start += used;
      /* Kept apart: the input may move before the block boundary comes. */
      if (used > 0)
        self->last_byte = self->input[self->input_start - 1];
      if (written > 0 && self->access_points != NULL)
        chess_gzip_index_add_text (self->access_points, (const guint8 *) buf, written);
      if (status == Z_STREAM_END)
        self->member_done = TRUE;
      else if (status == Z_OK)
        note_block (self);
      else if (status == Z_BUF_ERROR && self->input_at_end && self->input_start == self->input_end)
        {
          g_set_error_literal (&self->error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT, "cut short");
          return -1;
        }
      else if (status != Z_BUF_ERROR)
        {
          g_set_error (&self->error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("the compressed data is damaged (%s)"),
                       self->z.msg != NULL ? self->z.msg : "?");
          return -1;
        }
      if (written > 0)
        return (gssize) written;
    }
}

static size_t
read_func (void   *user_data,
           char   *buf,
           size_t  max)
{
  ChessPgnSource *self = user_data;
  gssize n;

  if (self->error != NULL)
    return g_error_matches (self->error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT) ? CHESS_PGN_READ_TRUNCATED
                                                                               : CHESS_PGN_READ_ERROR;
  max = MIN (max, (size_t) G_MAXSSIZE);
  if (self->compressed)
    n = read_gzip (self, buf, max);
  else if (self->input_start < self->input_end)
    {
      /* What was read to look for the gzip magic. */
      n = (gssize) MIN (max, self->input_end - self->input_start);
      memcpy (buf, self->input + self->input_start, (gsize) n);
      self->input_start += (gsize) n;
    }
  else
    {
      n = g_input_stream_read (self->stream, buf, max, self->cancellable, &self->error);
      if (n > 0)
        self->position += (guint64) n;
    }
  if (n >= 0)
    return (size_t) n;
  return g_error_matches (self->error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT) ? CHESS_PGN_READ_TRUNCATED
                                                                             : CHESS_PGN_READ_ERROR;
}

ChessPgnReader *
chess_pgn_source_new_reader (ChessPgnSource *self)
{
  return chess_pgn_reader_new (read_func, self);
}

gboolean
chess_pgn_source_finish (ChessPgnSource  *self,
                         GError         **error)
{
  g_autofree char *name = NULL;

  if (self->error == NULL)
    return TRUE;
  name = g_file_get_parse_name (self->file);
  if (g_error_matches (self->error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT))
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT,
                 _("“%s” ends early: the compressed file is cut short"), name);
  else if (g_error_matches (self->error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_propagate_error (error, g_error_copy (self->error));
  else
    g_set_error (error, self->error->domain, self->error->code, _("Could not read “%s”: %s"), name,
                 self->error->message);
  return FALSE;
}
