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
 * A board's frames are mostly long runs of one index (the transparent
 * pixels that did not change, a square's flat colour), and a run walks
 * the dictionary one slot a pixel.  So the codes of the strings of one
 * pixel repeated, p, pp, ppp…, are kept apart too (they are made in that
 * order, so a length says which are known): a run is measured eight
 * bytes at a time and the code of its longest known prefix taken at
 * once.  The codes written are the same as without it.
 *
 * Codes are packed least significant bit first into sub-blocks of at
 * most 255 bytes.  The code size grows as soon as the next code to assign
 * needs another bit, as the decoder (one code behind) expects; when code
 * 4095 has been assigned a clear code follows. */
#include "chess-gif-lzw.h"

#include <string.h>

#define MAX_CODES 4096
#define RUN_STRIDE (MAX_CODES + 1)

struct _ChessGifLzw
{
  int min_code_size;
  ChessGifLzwWriteFunc write;
  gpointer user_data;
  guint16 *table;       /* [code << min_code_size | pixel]: generation << 12 | code */
  guint16 generation;
  guint16 *runs;        /* [pixel × RUN_STRIDE + k]: the code of pixel repeated k times */
  int run_known[256];   /* the longest such string in the dictionary, per pixel */
  int run_pixel;        /* the prefix is run_pixel repeated run_length times, */
  int run_length;       /* or another string when 0 */
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
  lzw->runs = g_new (guint16, (gsize) RUN_STRIDE << min_code_size);
  for (int pixel = 0; pixel < 1 << min_code_size; pixel++)
    lzw->runs[pixel * RUN_STRIDE + 1] = (guint16) pixel;
  return lzw;
}

void
chess_gif_lzw_free (ChessGifLzw *lzw)
{
  if (lzw == NULL)
    return;
  g_free (lzw->table);
  g_free (lzw->runs);
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
  for (int pixel = 0; pixel < 1 << lzw->min_code_size; pixel++)
    lzw->run_known[pixel] = 1;
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

/* How many of the first n bytes at p are v, eight at a time where it can. */
static inline gsize
same_bytes (const guint8 *p, gsize n, guint8 v)
{
  const guint64 pattern = G_GUINT64_CONSTANT (0x0101010101010101) * v;
  gsize m = 0;

  while (m + 8 <= n)
    {
      guint64 word;

      memcpy (&word, p + m, 8);
      word ^= pattern;
      if (word != 0)
        return m + (gsize) (G_BYTE_ORDER == G_LITTLE_ENDIAN ? __builtin_ctzll (word) : __builtin_clzll (word)) / 8;
      m += 8;
    }
  while (m < n && p[m] == v)
    m++;
  return m;
}

gboolean
chess_gif_lzw_add (ChessGifLzw *lzw, const guint8 *pixels, gsize n_pixels)
{
  const int shift = lzw->min_code_size, clear = 1 << shift, mask = clear - 1;
  guint16 *table = lzw->table, generation_mark = (guint16) (lzw->generation << 12);
  int prefix = lzw->prefix, run_pixel = lzw->run_pixel, run_length = lzw->run_length;
  gsize i = 0;

  if (prefix < 0 && n_pixels > 0)
    {
      prefix = run_pixel = pixels[i++] & mask;
      run_length = 1;
    }
  while (i < n_pixels)
    {
      int pixel = pixels[i] & mask;
      guint16 *slot;

      if (run_length > 0 && pixel == run_pixel)
        {
          const guint16 *codes = lzw->runs + (gsize) pixel * RUN_STRIDE;
          int known = lzw->run_known[pixel];
          gsize limit = MIN (n_pixels - i, (gsize) (known - run_length) + 1);
          gsize m = 1 + same_bytes (pixels + i + 1, limit - 1, (guint8) pixel);

          while (m < limit && (pixels[i + m] & mask) == pixel)
            m++;
          if (run_length + (int) m <= known)
            {
              /* the run ends (or the input does) inside a known string */
              run_length += (int) m;
              prefix = codes[run_length];
              i += m;
              continue;
            }
          /* the longest known string, then a pixel the dictionary lacks */
          i += (gsize) (known - run_length);
          run_length = known;
          prefix = codes[known];
        }
      slot = &table[(gsize) prefix << shift | (gsize) pixel];
      if ((*slot & 0xf000u) == generation_mark)
        {
          prefix = (int) (*slot & 0xfff);
          run_length = 0;
          i++;
          continue;
        }
      put_code (lzw, prefix);
      if (lzw->next_code < MAX_CODES)
        {
          *slot = (guint16) (generation_mark | lzw->next_code);
          if (run_length > 0 && pixel == run_pixel)
            {
              lzw->runs[(gsize) pixel * RUN_STRIDE + (gsize) run_length + 1] = (guint16) lzw->next_code;
              lzw->run_known[pixel] = run_length + 1;
            }
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
      prefix = run_pixel = pixel;
      run_length = 1;
      i++;
    }
  lzw->prefix = prefix;
  lzw->run_pixel = run_pixel;
  lzw->run_length = run_length;
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
