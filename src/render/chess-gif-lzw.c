/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-gif-lzw.c — the LZW coder of GIF89a (its appendix F).
 *
 * The dictionary maps (prefix code, pixel) to a code.  With 4096 codes and
 * at most 256 pixel values it is a table of 4096 × 2^min_code_size slots,
 * each 16 bits: the code and the generation it was written in (1…15).
 * Clearing the dictionary (when it is full, and for every image) is one
 * increment of the generation, and only every fifteenth clear zeroes the
 * table; at 16 bits a slot the table of 64 colours (512 KiB) stays in the
 * cache, which is most of the coder's speed.
 *
 * Codes are packed least significant bit first into sub-blocks of at
 * most 255 bytes.  The code size grows as soon as the next code to assign
 * needs another bit, as the decoder (one code behind) expects; when code
 * 4095 has been assigned a clear code follows. */
#include "chess-gif-lzw.h"

#include <string.h>

#define MAX_CODES 4096

struct _ChessGifLzw
{
  int min_code_size;
  ChessGifLzwWriteFunc write;
  gpointer user_data;
  guint16 *table;       /* [code << min_code_size | pixel]: generation << 12 | code */
  guint16 generation;
  int code_size;
  int next_code;        /* the code the next entry gets */
  int prefix;           /* the code of the string read so far, -1 for none */
  guint32 bits;         /* bits not yet in a byte */
  int n_bits;
  guint8 block[256];    /* block[0]: bytes in it */
  gboolean failed;
};

ChessGifLzw *
chess_gif_lzw_new (int min_code_size, ChessGifLzwWriteFunc write, gpointer user_data)
{
  ChessGifLzw *lzw;

  g_return_val_if_fail (min_code_size >= 2 && min_code_size <= 8, NULL);
  lzw = g_new0 (ChessGifLzw, 1);
  lzw->min_code_size = min_code_size;
  lzw->write = write;
  lzw->user_data = user_data;
  lzw->table = g_new0 (guint16, (gsize) MAX_CODES << min_code_size);
  return lzw;
}

void
chess_gif_lzw_free (ChessGifLzw *lzw)
{
  if (lzw == NULL)
    return;
  g_free (lzw->table);
  g_free (lzw);
}

static void
flush_block (ChessGifLzw *lzw)
{
  if (lzw->block[0] == 0)
    return;
  if (!lzw->failed && !lzw->write (lzw->block, lzw->user_data))
    lzw->failed = TRUE;
  lzw->block[0] = 0;
}

static void
put_code (ChessGifLzw *lzw, int code)
{
  lzw->bits |= (guint32) code << lzw->n_bits;
  lzw->n_bits += lzw->code_size;
  while (lzw->n_bits >= 8)
    {
      lzw->block[++lzw->block[0]] = (guint8) lzw->bits;
      lzw->bits >>= 8;
      lzw->n_bits -= 8;
      if (lzw->block[0] == 255)
        flush_block (lzw);
    }
}

/* An empty dictionary: the next generation (its first is 1, so that the
 * zeros of a new table hold nothing). */
static void
reset (ChessGifLzw *lzw)
{
  lzw->generation++;
  if (lzw->generation >= 16)
    {
      memset (lzw->table, 0, sizeof (guint16) * ((gsize) MAX_CODES << lzw->min_code_size));
      lzw->generation = 1;
    }
  lzw->code_size = lzw->min_code_size + 1;
  lzw->next_code = (1 << lzw->min_code_size) + 2;
}

void
chess_gif_lzw_begin (ChessGifLzw *lzw)
{
  lzw->bits = 0;
  lzw->n_bits = 0;
  lzw->block[0] = 0;
  lzw->prefix = -1;
  lzw->failed = FALSE;
  reset (lzw);
  put_code (lzw, 1 << lzw->min_code_size);   /* clear */
}

gboolean
chess_gif_lzw_add (ChessGifLzw *lzw, const guint8 *pixels, gsize n_pixels)
{
  const int shift = lzw->min_code_size, clear = 1 << shift;
  guint16 *table = lzw->table, generation_mark = (guint16) (lzw->generation << 12);
  int prefix = lzw->prefix;
  gsize i = 0;

  if (prefix < 0 && n_pixels > 0)
    prefix = pixels[i++] & (clear - 1);
  for (; i < n_pixels; i++)
    {
      int pixel = pixels[i] & (clear - 1);
      guint16 *slot = &table[(gsize) prefix << shift | (gsize) pixel];

      if ((*slot & 0xf000u) == generation_mark)
        {
          prefix = (int) (*slot & 0xfff);
          continue;
        }
      put_code (lzw, prefix);
      if (lzw->next_code < MAX_CODES)
        {
          *slot = (guint16) (generation_mark | lzw->next_code);
          lzw->next_code++;
          if (lzw->next_code > (1 << lzw->code_size) && lzw->code_size < 12)
            lzw->code_size++;
        }
      if (lzw->next_code >= MAX_CODES)
        {
          put_code (lzw, clear);
          reset (lzw);
          generation_mark = (guint16) (lzw->generation << 12);
        }
      prefix = pixel;
    }
  lzw->prefix = prefix;
  return !lzw->failed;
}

gboolean
chess_gif_lzw_end (ChessGifLzw *lzw)
{
  if (lzw->prefix >= 0)
    put_code (lzw, lzw->prefix);
  put_code (lzw, (1 << lzw->min_code_size) + 1);   /* end of information */
  if (lzw->n_bits > 0)
    {
      lzw->block[++lzw->block[0]] = (guint8) lzw->bits;
      lzw->bits = 0;
      lzw->n_bits = 0;
    }
  flush_block (lzw);
  return !lzw->failed;
}
