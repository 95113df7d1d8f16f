/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-gif-palette.c — median cut over a colour histogram.
 *
 * A board has few colours but many pixels of each (two square colours,
 * their highlighted blends, the pieces' fills); anti-aliased edges add
 * thousands of colours of a few pixels each.  So the colours the caller
 * names (a square's flat colour, which a few tiles may not make common)
 * and those covering at least 1/400 of the pixels counted keep an exact
 * entry (at most 48, at most half the entries unless named), and median
 * cut shares the rest of the entries among the remaining colours, then a
 * few rounds of k-means move them closer to the colours they stand for:
 * the box with the most pixels times its widest spread is split at its
 * weighted median, along that widest channel.  A colour maps to the
 * nearest entry.
 *
 * The histogram is an open-addressing hash of 24-bit colours, which also
 * remembers each colour's entry: mapping a picture made of the colours
 * counted is one probe a pixel. */
#include "chess-gif-palette.h"

#include <stdlib.h>
#include <string.h>

#define MAX_EXACT 48
#define EXACT_SHARE 400
#define EMPTY_KEY G_MAXUINT32
#define REFINE_ROUNDS 4

typedef struct
{
  guint32 key;     /* 0xRRGGBB, EMPTY_KEY when free */
  guint32 count;
  guint8 index;
  guint8 kept;     /* named by chess_gif_palette_keep() */
} Slot;

typedef struct
{
  guint32 rgb;
  guint32 count;
  guint8 *index;   /* the slot's entry, to fill in */
  gboolean kept;
} Colour;

struct _ChessGifPalette
{
  Slot *slots;
  gsize n_slots;   /* a power of two */
  gsize n_used;
  guint64 total;
  gboolean fitted;
  guint n_entries;
  guint32 entries[CHESS_GIF_PALETTE_MAX];
  guint n_exact;   /* entries 0 … n_exact-1 are exact colours */
  guint max_colors;
};

static gsize
hash (guint32 key)
{
  return (gsize) ((key * 0x9E3779B1u) >> 7);
}

static void
init_slots (Slot *slots, gsize n)
{
  for (gsize i = 0; i < n; i++)
    slots[i].key = EMPTY_KEY;
}

ChessGifPalette *
chess_gif_palette_new (guint max_colors)
{
  ChessGifPalette *palette = g_new0 (ChessGifPalette, 1);

  g_return_val_if_fail (max_colors >= 2 && max_colors <= CHESS_GIF_PALETTE_MAX, NULL);
  palette->max_colors = max_colors;
  palette->n_slots = 1 << 14;
  palette->slots = g_new (Slot, palette->n_slots);
  init_slots (palette->slots, palette->n_slots);
  return palette;
}

void
chess_gif_palette_free (ChessGifPalette *palette)
{
  if (palette == NULL)
    return;
  g_free (palette->slots);
  g_free (palette);
}

static Slot *
lookup (ChessGifPalette *palette, guint32 key)
{
  gsize mask = palette->n_slots - 1;

  for (gsize i = hash (key) & mask;; i = (i + 1) & mask)
    if (palette->slots[i].key == key || palette->slots[i].key == EMPTY_KEY)
      return &palette->slots[i];
}

static void
grow (ChessGifPalette *palette)
{
  Slot *old = palette->slots;
  gsize n_old = palette->n_slots;

  palette->n_slots *= 2;
  palette->slots = g_new (Slot, palette->n_slots);
  init_slots (palette->slots, palette->n_slots);
  for (gsize i = 0; i < n_old; i++)
    if (old[i].key != EMPTY_KEY)
      *lookup (palette, old[i].key) = old[i];
  g_free (old);
}

/* The slot of key, added (count 0) when new. */
static Slot *
insert (ChessGifPalette *palette, guint32 key, gboolean *added)
{
  Slot *slot = lookup (palette, key);

  *added = slot->key == EMPTY_KEY;
  if (*added)
    {
      if ((palette->n_used + 1) * 2 > palette->n_slots)
        {
          grow (palette);
          slot = lookup (palette, key);
        }
      slot->key = key;
      slot->count = 0;
      slot->index = 0;
      slot->kept = FALSE;
      palette->n_used++;
    }
  return slot;
}

void
chess_gif_palette_count (ChessGifPalette *palette, const guint8 *data, int width, int height, int stride)
{
  g_return_if_fail (!palette->fitted);
  for (int y = 0; y < height; y++)
    {
      const guint32 *row = (const guint32 *) (data + (gsize) y * stride);
      guint32 last = EMPTY_KEY;
      Slot *slot = NULL;

      for (int x = 0; x < width; x++)
        {
          guint32 key = row[x] & 0xffffff;
          gboolean added;

          if (key != last || slot == NULL)
            {
              slot = insert (palette, key, &added);
              /* a growing table moves the slots: look it up next time */
              last = added ? EMPTY_KEY : key;
            }
          slot->count++;
        }
      palette->total += (guint64) width;
    }
}

void
chess_gif_palette_keep (ChessGifPalette *palette, guint32 rgb)
{
  gboolean added;

  g_return_if_fail (!palette->fitted);
  insert (palette, rgb & 0xffffff, &added)->kept = TRUE;
}

static int
channel (guint32 rgb, int c)
{
  return (int) ((rgb >> (16 - 8 * c)) & 0xff);
}

/* Perceptual weights for red, green and blue in squared distances. */
static const int weight[3] = { 2, 4, 3 };

static guint
distance (guint32 a, guint32 b)
{
  guint d = 0;

  for (int c = 0; c < 3; c++)
    {
      int e = channel (a, c) - channel (b, c);
      d += (guint) (weight[c] * e * e);
    }
  return d;
}

typedef struct
{
  Colour *colours;
  gsize n;
  guint64 count;
  int widest;      /* channel of the widest spread */
  int spread;
} Box;

static void
measure (Box *box)
{
  int lo[3] = { 255, 255, 255 }, hi[3] = { 0, 0, 0 };

  box->count = 0;
  for (gsize i = 0; i < box->n; i++)
    {
      box->count += box->colours[i].count;
      for (int c = 0; c < 3; c++)
        {
          int v = channel (box->colours[i].rgb, c);
          lo[c] = MIN (lo[c], v);
          hi[c] = MAX (hi[c], v);
        }
    }
  box->widest = 0;
  box->spread = -1;
  for (int c = 0; c < 3; c++)
    if ((hi[c] - lo[c]) * weight[c] > box->spread)
      {
        box->spread = (hi[c] - lo[c]) * weight[c];
        box->widest = c;
      }
}

static int
compare_channel (gconstpointer a, gconstpointer b, gpointer data)
{
  int c = GPOINTER_TO_INT (data);
  int x = channel (((const Colour *) a)->rgb, c), y = channel (((const Colour *) b)->rgb, c);

  return (x > y) - (x < y);
}

static guint32
box_mean (const Box *box)
{
  guint64 sum[3] = { 0, 0, 0 };
  guint32 rgb = 0;

  for (gsize i = 0; i < box->n; i++)
    for (int c = 0; c < 3; c++)
      sum[c] += (guint64) channel (box->colours[i].rgb, c) * box->colours[i].count;
  for (int c = 0; c < 3; c++)
    rgb |= (guint32) ((sum[c] + box->count / 2) / MAX (box->count, 1)) << (16 - 8 * c);
  return rgb;
}

/* The entry nearest to rgb, among `entries` (n of them, each red, green,
 * blue as ints: the loop runs for thousands of colours a round). */
static guint8
nearest (const int (*entries)[3], guint n, guint32 rgb)
{
  int r = channel (rgb, 0), g = channel (rgb, 1), b = channel (rgb, 2);
  int best = G_MAXINT;
  guint8 index = 0;

  for (guint e = 0; e < n; e++)
    {
      int dr = r - entries[e][0], dg = g - entries[e][1], db = b - entries[e][2];
      int d = weight[0] * dr * dr + weight[1] * dg * dg + weight[2] * db * db;

      if (d < best)
        {
          best = d;
          index = (guint8) e;
        }
    }
  return index;
}

/* Median cut's boxes are straight cuts; a few rounds of k-means (each
 * colour to its nearest entry, each shared entry to the mean of its
 * colours) move the shared entries to where the colours are, which
 * halves the error of the pieces' edges at a few dozen entries.  The
 * exact entries stay. */
static void
refine (ChessGifPalette *palette, Colour *colours, gsize n)
{
  guint n_entries = palette->n_entries;
  guint64 (*sums)[4] = g_malloc (sizeof (guint64[4]) * n_entries);
  int (*entries)[3] = g_malloc (sizeof (int[3]) * n_entries);

  for (int round = 0; round <= REFINE_ROUNDS; round++)
    {
      for (guint e = 0; e < n_entries; e++)
        for (int c = 0; c < 3; c++)
          entries[e][c] = channel (palette->entries[e], c);
      memset (sums, 0, sizeof (guint64[4]) * n_entries);
      for (gsize i = 0; i < n; i++)
        {
          guint8 e = nearest ((const int (*)[3]) entries, n_entries, colours[i].rgb);

          *colours[i].index = e;
          for (int c = 0; c < 3; c++)
            sums[e][c] += (guint64) channel (colours[i].rgb, c) * colours[i].count;
          sums[e][3] += colours[i].count;
        }
      /* the last round only assigns */
      for (guint e = palette->n_exact; e < n_entries && round < REFINE_ROUNDS; e++)
        if (sums[e][3] > 0)
          {
            guint32 rgb = 0;

            for (int c = 0; c < 3; c++)
              rgb |= (guint32) ((sums[e][c] + sums[e][3] / 2) / sums[e][3]) << (16 - 8 * c);
            palette->entries[e] = rgb;
          }
    }
  g_free (entries);
  g_free (sums);
}

static void
median_cut (ChessGifPalette *palette, Colour *colours, gsize n)
{
  guint max_boxes = palette->max_colors - palette->n_exact;
  Box *boxes = g_new (Box, max_boxes);
  guint n_boxes = 0;

  if (n == 0 || max_boxes == 0)
    {
      g_free (boxes);
      return;
    }
  boxes[n_boxes++] = (Box) { colours, n, 0, 0, 0 };
  measure (&boxes[0]);
  while (n_boxes < max_boxes)
    {
      int best = -1;
      double best_score = 0;
      Box *box;
      guint64 half, seen = 0;
      gsize split = 0;

      for (guint b = 0; b < n_boxes; b++)
        if (boxes[b].n > 1 && boxes[b].spread > 0)
          {
            double score = (double) boxes[b].count * boxes[b].spread;
            if (best < 0 || score > best_score)
              {
                best = (int) b;
                best_score = score;
              }
          }
      if (best < 0)
        break;
      box = &boxes[best];
      g_qsort_with_data (box->colours, (gint) box->n, sizeof (Colour), compare_channel,
                         GINT_TO_POINTER (box->widest));
      half = box->count / 2;
      while (split + 1 < box->n && seen + box->colours[split].count <= half)
        seen += box->colours[split++].count;
      if (split == 0)
        split = 1;
      boxes[n_boxes] = (Box) { box->colours + split, box->n - split, 0, 0, 0 };
      box->n = split;
      measure (box);
      measure (&boxes[n_boxes]);
      n_boxes++;
    }
  for (guint b = 0; b < n_boxes; b++)
    palette->entries[palette->n_entries++] = box_mean (&boxes[b]);
  refine (palette, colours, n);
  g_free (boxes);
}

static int
compare_count (const void *a, const void *b)
{
  guint32 x = ((const Colour *) a)->count, y = ((const Colour *) b)->count;

  return (x < y) - (x > y);
}

void
chess_gif_palette_fit (ChessGifPalette *palette)
{
  Colour *colours = g_new (Colour, MAX (palette->n_used, 1));
  gsize n = 0, n_named = 0, rest;

  g_return_if_fail (!palette->fitted);
  for (gsize i = 0; i < palette->n_slots; i++)
    if (palette->slots[i].key != EMPTY_KEY)
      colours[n++] = (Colour) { palette->slots[i].key, palette->slots[i].count, &palette->slots[i].index,
                                palette->slots[i].kept };
  qsort (colours, n, sizeof (Colour), compare_count);
  /* the named colours first, the rest still by count */
  for (gsize i = 0; i < n; i++)
    if (colours[i].kept)
      {
        Colour named = colours[i];

        memmove (colours + n_named + 1, colours + n_named, (i - n_named) * sizeof (Colour));
        colours[n_named++] = named;
      }
  n_named = MIN (n_named, palette->max_colors - 1);
  /* Few colours: each its own entry. */
  if (n <= palette->max_colors)
    {
      for (gsize i = 0; i < n; i++)
        {
          palette->entries[i] = colours[i].rgb;
          *colours[i].index = (guint8) i;
        }
      palette->n_entries = palette->n_exact = (guint) n;
    }
  else
    {
      while (palette->n_exact < n_named
             || (palette->n_exact < MIN (MAX_EXACT, palette->max_colors / 2)
                 && colours[palette->n_exact].count * EXACT_SHARE >= palette->total))
        {
          palette->entries[palette->n_exact] = colours[palette->n_exact].rgb;
          *colours[palette->n_exact].index = (guint8) palette->n_exact;
          palette->n_exact++;
        }
      palette->n_entries = palette->n_exact;
      rest = n - palette->n_exact;
      median_cut (palette, colours + palette->n_exact, rest);
    }
  if (palette->n_entries == 0)
    palette->entries[palette->n_entries++] = 0;
  palette->fitted = TRUE;
  g_free (colours);
}

guint
chess_gif_palette_get_size (const ChessGifPalette *palette)
{
  return palette->n_entries;
}

guint32
chess_gif_palette_get_color (const ChessGifPalette *palette, guint index)
{
  g_return_val_if_fail (index < palette->n_entries, 0);
  return palette->entries[index];
}

guint8
chess_gif_palette_index (ChessGifPalette *palette, guint32 rgb)
{
  gboolean added;
  Slot *slot;

  g_return_val_if_fail (palette->fitted, 0);
  rgb &= 0xffffff;
  slot = insert (palette, rgb, &added);
  if (added)
    {
      guint best = G_MAXUINT;

      for (guint e = 0; e < palette->n_entries; e++)
        if (distance (rgb, palette->entries[e]) < best)
          {
            best = distance (rgb, palette->entries[e]);
            slot->index = (guint8) e;
          }
    }
  return slot->index;
}

void
chess_gif_palette_map (ChessGifPalette *palette, const guint8 *data, int width, int height, int stride,
                       guint8 *out, int out_stride)
{
  for (int y = 0; y < height; y++)
    {
      const guint32 *row = (const guint32 *) (data + (gsize) y * stride);
      guint8 *o = out + (gsize) y * out_stride;
      guint32 last = EMPTY_KEY;
      guint8 index = 0;

      for (int x = 0; x < width; x++)
        {
          guint32 key = row[x] & 0xffffff;

          if (key != last)
            {
              index = chess_gif_palette_index (palette, key);
              last = key;
            }
          o[x] = index;
        }
    }
}
