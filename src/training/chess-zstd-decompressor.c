/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-zstd-decompressor.c — GConverter over ZSTD_decompressStream: each
 * call decompresses what fits of the input into the output buffer, frames
 * one after another (as `zstd` writes concatenated files) included. */
#include "chess-zstd-decompressor.h"

#include <zstd.h>

struct _ChessZstdDecompressor {
  GObject parent_instance;
  ZSTD_DStream *stream;
  /* 0 when the last frame read is complete; a frame cut short is an error
   * at the end of the input, not a silent end of file. */
  size_t pending;
};

static void chess_zstd_decompressor_converter_init (GConverterIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ChessZstdDecompressor, chess_zstd_decompressor, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_CONVERTER,
                                                      chess_zstd_decompressor_converter_init))

gboolean
chess_zstd_has_magic (const guint8 *bytes, gsize size)
{
  return size >= 4 && bytes[0] == 0x28 && bytes[1] == 0xb5 && bytes[2] == 0x2f && bytes[3] == 0xfd;
}

static GConverterResult
chess_zstd_decompressor_convert (GConverter *converter, const void *inbuf, gsize inbuf_size,
                                 void *outbuf, gsize outbuf_size, GConverterFlags flags,
                                 gsize *bytes_read, gsize *bytes_written, GError **error)
{
  ChessZstdDecompressor *self = CHESS_ZSTD_DECOMPRESSOR (converter);
  ZSTD_inBuffer in = { inbuf, inbuf_size, 0 };
  ZSTD_outBuffer out = { outbuf, outbuf_size, 0 };

  if (inbuf_size > 0 || self->pending != 0)
    {
      size_t ret = ZSTD_decompressStream (self->stream, &out, &in);
      if (ZSTD_isError (ret))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       "zstd: %s", ZSTD_getErrorName (ret));
          return G_CONVERTER_ERROR;
        }
      self->pending = ret;
    }
  *bytes_read = in.pos;
  *bytes_written = out.pos;

  gboolean input_done = (flags & G_CONVERTER_INPUT_AT_END) && in.pos == inbuf_size;
  /* Output filled up: more may follow from what the stream holds. */
  if (out.pos == outbuf_size && outbuf_size > 0)
    return G_CONVERTER_CONVERTED;
  if (input_done && self->pending == 0)
    return G_CONVERTER_FINISHED;
  if (in.pos == 0 && out.pos == 0)
    {
      if (input_done)
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT,
                             "zstd: the file ends inside a frame");
      else if (outbuf_size == 0)
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE, "zstd: no room for output");
      else
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT, "zstd: needs more input");
      return G_CONVERTER_ERROR;
    }
  return G_CONVERTER_CONVERTED;
}

static void
chess_zstd_decompressor_reset (GConverter *converter)
{
  ChessZstdDecompressor *self = CHESS_ZSTD_DECOMPRESSOR (converter);
  ZSTD_DCtx_reset (self->stream, ZSTD_reset_session_only);
  self->pending = 0;
}

static void
chess_zstd_decompressor_converter_init (GConverterIface *iface)
{
  iface->convert = chess_zstd_decompressor_convert;
  iface->reset = chess_zstd_decompressor_reset;
}

static void
chess_zstd_decompressor_finalize (GObject *object)
{
  ChessZstdDecompressor *self = CHESS_ZSTD_DECOMPRESSOR (object);
  ZSTD_freeDStream (self->stream);
  G_OBJECT_CLASS (chess_zstd_decompressor_parent_class)->finalize (object);
}

static void
chess_zstd_decompressor_class_init (ChessZstdDecompressorClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = chess_zstd_decompressor_finalize;
}

static void
chess_zstd_decompressor_init (ChessZstdDecompressor *self)
{
  self->stream = ZSTD_createDStream ();
  ZSTD_initDStream (self->stream);
}

ChessZstdDecompressor *
chess_zstd_decompressor_new (void)
{
  return g_object_new (CHESS_TYPE_ZSTD_DECOMPRESSOR, NULL);
}
