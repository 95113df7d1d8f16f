/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-pgn-source.c — see chess-pgn-source.h.
 *
 * The compressed case runs GZlibDecompressor by hand rather than through
 * GConverterInputStream: that stream ends at the first member's end, and a
 * .pgn.gz made by concatenating two would lose its second half silently. */
#include "config.h"

#include <string.h>
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
  GConverter *gunzip;          /* NULL: plain text */
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
    self->gunzip = G_CONVERTER (g_zlib_decompressor_new (G_ZLIB_COMPRESSOR_FORMAT_GZIP));
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
  g_clear_object (&self->gunzip);
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
  return self->gunzip != NULL;
}

/* Up to max bytes of text into buf: 0 at the end. */
static gssize
read_gzip (ChessPgnSource *self,
           char           *buf,
           gsize           max)
{
  for (;;)
    {
      gsize read = 0, written = 0;
      GConverterResult result;

      if (self->member_done)
        {
          /* Another member follows, or the text ends (trailing bytes that
           * are no gzip member are ignored, as gzip -d does). */
          if (self->input_end - self->input_start < 2 && !self->input_at_end && !fill_input (self))
            return -1;
          if (self->input_end - self->input_start < 2 || self->input[self->input_start] != 0x1f
              || self->input[self->input_start + 1] != 0x8b)
            return 0;
          g_converter_reset (self->gunzip);
          self->member_done = FALSE;
        }
      if (self->input_start == self->input_end && !self->input_at_end && !fill_input (self))
        return -1;
      result = g_converter_convert (self->gunzip, self->input + self->input_start,
                                    self->input_end - self->input_start, buf, max,
                                    self->input_at_end ? G_CONVERTER_INPUT_AT_END : G_CONVERTER_NO_FLAGS,
                                    &read, &written, &self->error);
      if (result == G_CONVERTER_ERROR)
        {
          /* More input wanted: read on, unless there is none. */
          if (g_error_matches (self->error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT) && !self->input_at_end)
            {
              g_clear_error (&self->error);
              if (!fill_input (self))
                return -1;
              continue;
            }
          return -1;
        }
      self->input_start += read;
      if (result == G_CONVERTER_FINISHED)
        self->member_done = TRUE;
      if (written > 0)
        return (gssize) written;
      if (result != G_CONVERTER_FINISHED && read == 0 && !fill_input (self))
        return -1;
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
  if (self->gunzip != NULL)
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
