/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-game-gif.c — a game as an animated GIF, made quickly and small.
 *
 * A frame differs from the one before in a few squares (the move's, the
 * last move's highlight, a check) and a clock.  So:
 * - every square is a tile: its piece on its background (light or dark,
 *   highlighted or not, in check or not; the edge squares with their
 *   coordinate).  Each tile the game needs is drawn once through the
 *   board's own drawing (chess-diagram.c) and turned into palette entries
 *   once; a frame is put together from them;
 * - the palette is fitted to those tiles and the captions
 *   (chess-gif-palette.c), so the squares keep their exact colours and
 *   the pieces' anti-aliased edges share the few entries left;
 * - after the first frame each frame is only the rectangle round the
 *   squares and caption text that changed, the pixels that stay as they
 *   were in it transparent (which LZW packs into almost nothing).
 * giflib writes the file into memory, the image data compressed by
 * chess-gif-lzw.c (giflib's own coder took most of the time); the caller
 * saves it. */
#include "config.h"

#include "chess-game-gif.h"

#include <gif_lib.h>
#include <glib/gi18n.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "chess-clock.h"
#include "chess-gif-lzw.h"
#include "chess-gif-palette.h"
#include "chess-time-control.h"

#define NO_LABEL 64

/* Colours of the GIF's palette, the last one transparent.  The tiles of a
 * game have thousands (4253 in bench/gif.sh's 93 moves: the pieces'
 * anti-aliased edges on each background, a king's glow); 32 keep the
 * squares', highlights' and captions' colours exact and every other pixel
 * within 52 of 255 in any channel of the board's own drawing, 0.8 on
 * average (the test /render/gif/every-frame holds them to it), and let LZW
 * start with 6-bit codes: a tenth less data than 64 colours. */
#define N_COLORS 32
#define TRANSPARENT (N_COLORS - 1)
/* The bits of a pixel, as giflib writes them before an image's data. */
#define COLOR_BITS 5
G_STATIC_ASSERT (1 << COLOR_BITS == N_COLORS);

/* The caption above and below the board. */
#define CAPTION_BACKGROUND 0x302e2b
#define CAPTION_TEXT 0xe8e6e3

typedef struct
{
  guint keys[64];   /* each square's tile */
  char *text[2][2]; /* [top, bottom][name, clock]: what the captions say */
} Frame;

typedef struct
{
  const ChessRecord *record;
  ChessPieceDrawings *pieces;
  ChessGameGifOptions options;
  int square, width, height, caption, board_top;
  ChessDiagram diagram;          /* the palette, orientation and coordinates of every tile */
  ChessGifPalette *palette;
  GHashTable *tile_images;       /* key → cairo_surface_t *, until mapped */
  GHashTable *tiles;             /* key → guint8[square × square] */
  guint8 *shown;                 /* the picture as the frames so far leave it */
  guint8 *next;                  /* the picture of the frame being made */
  guint8 *line;
  ChessGifLzw *lzw;
  GArray *frames;                /* Frame */
  GByteArray *out;
  GifFileType *gif;
} Maker;

void
chess_game_gif_options_init (ChessGameGifOptions *options)
{
  *options = (ChessGameGifOptions) {
    .size = 480,
    .palette = NULL,
    .flipped = FALSE,
    .coordinates = TRUE,
    .last_move = TRUE,
    .delay_ms = 1000,
    .last_delay_ms = 3000,
    .first_ply = 0,
    .last_ply = -1,
    .players = TRUE,
    .clocks = TRUE,
  };
}

/* ---- tiles ---------------------------------------------------------------- */

static gboolean
is_light (int square)
{
  return (CHESS_SQUARE_FILE (square) + CHESS_SQUARE_RANK (square)) % 2 == 1;
}

static gboolean
has_label (const Maker *m, int square)
{
  int left_file = m->options.flipped ? 7 : 0, bottom_rank = m->options.flipped ? 7 : 0;

  return m->options.coordinates
         && (CHESS_SQUARE_FILE (square) == left_file || CHESS_SQUARE_RANK (square) == bottom_rank);
}

/* piece (4 bits), light, highlighted, in check, and the square when its
 * coordinate shows. */
static guint
tile_key (const Maker *m, int square, ChessPiece piece, gboolean highlighted, gboolean check)
{
  return (guint) piece | (guint) is_light (square) << 4 | (guint) highlighted << 5 | (guint) check << 6
         | (guint) (has_label (m, square) ? square : NO_LABEL) << 7;
}

static cairo_surface_t *
draw_tile (Maker *m, guint key)
{
  ChessPiece piece = key & 15;
  gboolean light = key >> 4 & 1, highlighted = key >> 5 & 1, check = key >> 6 & 1;
  int square = (int) (key >> 7);
  gboolean labelled = square != NO_LABEL;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, m->square, m->square);
  cairo_t *cr = cairo_create (surface);
  ChessDiagram *d = &m->diagram;
  double x, y;

  /* an unlabelled square of that colour: c2 is light, b2 dark, whatever the
   * orientation */
  if (!labelled)
    square = light ? CHESS_C2 : CHESS_B2;
  chess_diagram_square_origin (d, square, m->square, &x, &y);
  cairo_translate (cr, -x, -y);
  /* the board's layers, as far as they touch this square */
  chess_diagram_fill_square (d, cr, m->square, square, light ? d->palette->light : d->palette->dark);
  if (highlighted)
    chess_diagram_fill_square (d, cr, m->square, square, d->palette->last_move);
  if (check)
    chess_diagram_draw_check_glow (d, cr, m->square, square);
  if (labelled)
    chess_diagram_draw_coordinates (d, cr, m->square);
  if (piece != CHESS_PIECE_NONE)
    chess_piece_drawings_draw_image (m->pieces, cr, piece, x, y, m->square, m->square);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* ---- captions --------------------------------------------------------------- */

static void
set_rgb (cairo_t *cr, guint32 rgb)
{
  cairo_set_source_rgb (cr, (rgb >> 16) / 255.0, (rgb >> 8 & 0xff) / 255.0, (rgb & 0xff) / 255.0);
}

static cairo_surface_t *
draw_caption (Maker *m, const char *name, const char *clock)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, m->width, m->caption);
  cairo_t *cr = cairo_create (surface);
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_new ();
  double pad = m->caption * 0.3;
  PangoRectangle logical;
  int clock_width = 0;

  set_rgb (cr, CAPTION_BACKGROUND);
  cairo_paint (cr);
  set_rgb (cr, CAPTION_TEXT);
  pango_font_description_set_family (font, "Sans");
  pango_font_description_set_absolute_size (font, m->caption * 0.45 * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  if (clock != NULL && *clock)
    {
      pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
      pango_layout_set_font_description (layout, font);
      pango_layout_set_text (layout, clock, -1);
      pango_layout_get_pixel_extents (layout, NULL, &logical);
      clock_width = logical.width;
      cairo_move_to (cr, m->width - pad - logical.width, (m->caption - logical.height) / 2.0);
      pango_cairo_show_layout (cr, layout);
      pango_font_description_set_weight (font, PANGO_WEIGHT_NORMAL);
      pango_layout_set_font_description (layout, font);
    }
  if (name != NULL && *name)
    {
      pango_layout_set_text (layout, name, -1);
      pango_layout_set_width (layout, (int) MAX (1, (m->width - 3 * pad - clock_width) * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      pango_layout_get_pixel_extents (layout, NULL, &logical);
      cairo_move_to (cr, pad, (m->caption - logical.height) / 2.0);
      pango_cairo_show_layout (cr, layout);
    }
  pango_font_description_free (font);
  g_object_unref (layout);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static char *
player_name (const ChessRecord *record, ChessColor side)
{
  const char *name = chess_record_get_tag (record, side == CHESS_WHITE ? "White" : "Black");
  const char *elo = chess_record_get_tag (record, side == CHESS_WHITE ? "WhiteElo" : "BlackElo");
  const char *title = chess_record_get_tag (record, side == CHESS_WHITE ? "WhiteTitle" : "BlackTitle");
  GString *text = g_string_new (NULL);

  if (name == NULL || *name == '\0' || strcmp (name, "?") == 0)
    name = side == CHESS_WHITE ? _("White") : _("Black");
  /* "GM Anna (2650)", as lichess and the broadcasts write a titled player */
  if (title != NULL && g_ascii_isalpha (*title))
    g_string_append_printf (text, "%s ", title);
  g_string_append (text, name);
  if (elo != NULL && g_ascii_isdigit (*elo))
    g_string_append_printf (text, " (%s)", elo);
  return g_string_free (text, FALSE);
}

/* "1", "0" or "½" for side, NULL while the game is not over. */
static const char *
score (ChessResult result, ChessColor side)
{
  switch (result)
    {
    case CHESS_RESULT_WHITE_WINS: return side == CHESS_WHITE ? "1" : "0";
    case CHESS_RESULT_BLACK_WINS: return side == CHESS_WHITE ? "0" : "1";
    case CHESS_RESULT_DRAW: return "½";
    case CHESS_RESULT_NONE:
    default: return NULL;
    }
}

/* The clock each side starts with (µs), from the TimeControl tag; -1 when
 * it does not say. */
static gint64
starting_time (const ChessRecord *record)
{
  const char *tag = chess_record_get_tag (record, "TimeControl");
  g_autoptr (ChessTimeControl) control = NULL;
  const ChessTimePeriod *period;

  if (tag == NULL)
    return -1;
  control = chess_time_control_parse (tag, NULL);
  if (control == NULL || !chess_time_control_is_timed (control))
    return -1;
  period = chess_time_control_get_period (control, 0);
  return period != NULL ? period->duration_us : -1;
}

/* ---- the frames' contents ------------------------------------------------- */

static void
clear_frame (gpointer data)
{
  Frame *frame = data;

  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++)
      g_free (frame->text[i][j]);
}

static int
main_line_length (const ChessRecord *record)
{
  int n = 0;

  for (const ChessNode *node = record->root->first_child; node != NULL; node = node->first_child)
    n++;
  return n;
}

static void
describe_frame (Maker *m, Frame *frame, const ChessPosition *pos, ChessMove last, const gint64 clocks[2],
                gboolean at_end, char *names[2])
{
  int king = CHESS_SQUARE_NONE;
  ChessBitboard highlighted = 0;

  if (chess_position_in_check (pos))
    king = chess_position_king_square (pos, chess_position_side_to_move (pos));
  if (m->options.last_move && last != CHESS_MOVE_NONE && last != CHESS_MOVE_NULL)
    highlighted = CHESS_SQUARE_BB (chess_move_from (last)) | CHESS_SQUARE_BB (chess_diagram_landing_square (last));
  for (int sq = 0; sq < 64; sq++)
    frame->keys[sq] = tile_key (m, sq, pos->board[sq], (highlighted & CHESS_SQUARE_BB (sq)) != 0, sq == king);
  if (m->caption == 0)
    return;
  for (int place = 0; place < 2; place++)
    {
      /* the top caption is the side at the top of the board */
      ChessColor side = (place == 0) != m->options.flipped ? CHESS_BLACK : CHESS_WHITE;
      const char *result = at_end ? score (m->record->result, side) : NULL;

      if (m->options.players)
        frame->text[place][0] = result ? g_strdup_printf ("%s   %s", names[side], result) : g_strdup (names[side]);
      if (m->options.clocks && clocks[side] >= 0)
        frame->text[place][1] = chess_clock_format_time (clocks[side]);
    }
}

static gboolean
has_clock_times (const ChessRecord *record)
{
  for (const ChessNode *node = record->root->first_child; node != NULL; node = node->first_child)
    if (node->clock_ms != CHESS_TIME_NONE)
      return TRUE;
  return FALSE;
}

static gboolean
collect_frames (Maker *m, GError **error)
{
  const ChessRecord *record = m->record;
  int n = main_line_length (record), first = m->options.first_ply;
  int last = m->options.last_ply < 0 ? n : m->options.last_ply;
  gint64 clocks[2];
  char *names[2] = { player_name (record, CHESS_WHITE), player_name (record, CHESS_BLACK) };
  ChessPosition pos = record->start;
  const ChessNode *node = record->root;
  ChessMove last_move = CHESS_MOVE_NONE;

  if (first < 0 || first > n || last < first || last > n)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("The moves %d to %d are not in the game, which has %d half-moves"), first, last, n);
      g_free (names[0]);
      g_free (names[1]);
      return FALSE;
    }
  clocks[0] = clocks[1] = starting_time (record);
  for (int ply = 0; ply <= last; ply++)
    {
      if (ply > 0)
        {
          ChessUndo undo;
          ChessColor mover = chess_position_side_to_move (&pos);

          node = node->first_child;
          if (node->clock_ms != CHESS_TIME_NONE)
            clocks[mover] = node->clock_ms * 1000;
          if (node->move == CHESS_MOVE_NULL)
            chess_position_make_null_move (&pos, &undo);
          else
            chess_position_make_move (&pos, node->move, &undo);
          last_move = node->move;
        }
      if (ply >= first)
        {
          Frame frame = { 0 };

          describe_frame (m, &frame, &pos, last_move, clocks, ply == n, names);
          g_array_append_val (m->frames, frame);
        }
    }
  g_free (names[0]);
  g_free (names[1]);
  return TRUE;
}

/* ---- the palette ------------------------------------------------------------ */

static void
count_image (Maker *m, cairo_surface_t *image)
{
  chess_gif_palette_count (m->palette, cairo_image_surface_get_data (image),
                           cairo_image_surface_get_width (image), cairo_image_surface_get_height (image),
                           cairo_image_surface_get_stride (image));
}

static void
map_image (Maker *m, cairo_surface_t *image, guint8 *out, int out_stride)
{
  chess_gif_palette_map (m->palette, cairo_image_surface_get_data (image),
                         cairo_image_surface_get_width (image), cairo_image_surface_get_height (image),
                         cairo_image_surface_get_stride (image), out, out_stride);
}

/* A tile's flat colour (its square's, highlighted or not), from the top
 * edge's middle, where no piece or coordinate reaches; a king's glow in
 * check has none. */
static void
keep_flat_color (Maker *m, guint key, cairo_surface_t *image)
{
  const guint8 *row = cairo_image_surface_get_data (image) + cairo_image_surface_get_stride (image);
  guint32 pixel;

  if (key >> 6 & 1)
    return;
  memcpy (&pixel, row + 4 * (m->square / 2), sizeof pixel);
  chess_gif_palette_keep (m->palette, pixel);
}

static void
fit_palette (Maker *m)
{
  GHashTableIter iter;
  gpointer key, value;

  chess_gif_palette_keep (m->palette, CAPTION_BACKGROUND);
  chess_gif_palette_keep (m->palette, CAPTION_TEXT);
  for (guint f = 0; f < m->frames->len; f++)
    for (int sq = 0; sq < 64; sq++)
      {
        guint k = g_array_index (m->frames, Frame, f).keys[sq];

        if (!g_hash_table_contains (m->tile_images, GUINT_TO_POINTER (k)))
          {
            cairo_surface_t *image = draw_tile (m, k);

            g_hash_table_insert (m->tile_images, GUINT_TO_POINTER (k), image);
            count_image (m, image);
            keep_flat_color (m, k, image);
          }
      }
  /* The captions' colours, from those of the first and last frames. */
  for (guint f = 0; m->caption > 0 && f < m->frames->len; f += MAX (1, m->frames->len - 1))
    for (int place = 0; place < 2; place++)
      {
        Frame *frame = &g_array_index (m->frames, Frame, f);
        cairo_surface_t *image = draw_caption (m, frame->text[place][0], frame->text[place][1]);

        count_image (m, image);
        cairo_surface_destroy (image);
      }
  chess_gif_palette_fit (m->palette);
  g_hash_table_iter_init (&iter, m->tile_images);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      guint8 *tile = g_malloc ((gsize) m->square * m->square);

      map_image (m, value, tile, m->square);
      g_hash_table_insert (m->tiles, key, tile);
    }
  g_hash_table_remove_all (m->tile_images);
}

/* ---- writing ------------------------------------------------------------ */

static int
write_bytes (GifFileType *gif, const GifByteType *data, int length)
{
  g_byte_array_append (((Maker *) gif->UserData)->out, data, (guint) length);
  return length;
}

static gboolean
gif_failed (Maker *m, GError **error)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The GIF could not be written: %s"),
               GifErrorString (m->gif->Error));
  return FALSE;
}

static gboolean
write_header (Maker *m, GError **error)
{
  ColorMapObject *map = GifMakeMapObject (N_COLORS, NULL);
  static const guint8 loop[3] = { 1, 0, 0 };   /* play for ever */
  int status;

  for (guint i = 0; i < N_COLORS; i++)
    {
      guint32 rgb = i < chess_gif_palette_get_size (m->palette) ? chess_gif_palette_get_color (m->palette, i) : 0;

      map->Colors[i] = (GifColorType) { rgb >> 16, rgb >> 8 & 0xff, rgb & 0xff };
    }
  EGifSetGifVersion (m->gif, true);
  status = EGifPutScreenDesc (m->gif, m->width, m->height, 8, 0, map);
  GifFreeMapObject (map);
  if (status == GIF_ERROR
      || EGifPutExtensionLeader (m->gif, APPLICATION_EXT_FUNC_CODE) == GIF_ERROR
      || EGifPutExtensionBlock (m->gif, 11, "NETSCAPE2.0") == GIF_ERROR
      || EGifPutExtensionBlock (m->gif, 3, loop) == GIF_ERROR
      || EGifPutExtensionTrailer (m->gif) == GIF_ERROR)
    return gif_failed (m, error);
  return TRUE;
}

typedef struct
{
  int x0, y0, x1, y1;   /* x1, y1 past the end; empty when x0 >= x1 */
} Rect;

static void
grow_rect (Rect *r, int x0, int y0, int x1, int y1)
{
  if (r->x0 >= r->x1)
    {
      *r = (Rect) { x0, y0, x1, y1 };
      return;
    }
  r->x0 = MIN (r->x0, x0);
  r->y0 = MIN (r->y0, y0);
  r->x1 = MAX (r->x1, x1);
  r->y1 = MAX (r->y1, y1);
}

/* Puts frame f into m->next; *dirty gets the rectangle that may differ. */
static void
compose (Maker *m, guint f, Rect *dirty)
{
  Frame *frame = &g_array_index (m->frames, Frame, f);
  Frame *before = f > 0 ? &g_array_index (m->frames, Frame, f - 1) : NULL;

  for (int sq = 0; sq < 64; sq++)
    {
      const guint8 *tile;
      double x, y;
      int px, py;

      if (before != NULL && before->keys[sq] == frame->keys[sq])
        continue;
      tile = g_hash_table_lookup (m->tiles, GUINT_TO_POINTER (frame->keys[sq]));
      chess_diagram_square_origin (&m->diagram, sq, m->square, &x, &y);
      px = (int) x;
      py = (int) y + m->board_top;
      for (int row = 0; row < m->square; row++)
        memcpy (m->next + (gsize) (py + row) * m->width + px, tile + (gsize) row * m->square, m->square);
      grow_rect (dirty, px, py, px + m->square, py + m->square);
    }
  for (int place = 0; m->caption > 0 && place < 2; place++)
    {
      int top = place == 0 ? 0 : m->board_top + 8 * m->square;
      cairo_surface_t *image;

      if (before != NULL && g_strcmp0 (before->text[place][0], frame->text[place][0]) == 0
          && g_strcmp0 (before->text[place][1], frame->text[place][1]) == 0)
        continue;
      image = draw_caption (m, frame->text[place][0], frame->text[place][1]);
      map_image (m, image, m->next + (gsize) top * m->width, m->width);
      cairo_surface_destroy (image);
      grow_rect (dirty, 0, top, m->width, top + m->caption);
    }
}

/* The rectangle of the pixels that really changed, within `dirty`. */
static Rect
changed_pixels (Maker *m, Rect dirty)
{
  Rect changed = { 0, 0, 0, 0 };

  for (int y = dirty.y0; y < dirty.y1; y++)
    {
      const guint8 *a = m->shown + (gsize) y * m->width, *b = m->next + (gsize) y * m->width;
      int x0 = dirty.x0, x1 = dirty.x1;

      if (memcmp (a + x0, b + x0, (gsize) (x1 - x0)) == 0)
        continue;
      while (x0 < x1 && a[x0] == b[x0])
        x0++;
      if (x0 == x1)
        continue;
      while (a[x1 - 1] == b[x1 - 1])
        x1--;
      grow_rect (&changed, x0, y, x1, y + 1);
    }
  return changed;
}

/* out[x]: the transparent index where a row shown and the row to show
 * agree, else the one to show (a loop the compiler makes vector code of). */
static void
mark_unchanged (guint8 *restrict out, const guint8 *restrict shown, const guint8 *restrict next, int n)
{
  for (int x = 0; x < n; x++)
    out[x] = shown[x] == next[x] ? TRANSPARENT : next[x];
}

static gboolean
write_frame (Maker *m, guint f, GError **error)
{
  gboolean first = f == 0, last = f + 1 == m->frames->len;
  guint delay = last ? MAX (m->options.last_delay_ms, m->options.delay_ms) : m->options.delay_ms;
  Rect dirty = { 0, 0, 0, 0 }, rect;
  GraphicsControlBlock control = { DISPOSE_DO_NOT, false, (int) ((delay + 5) / 10), NO_TRANSPARENT_COLOR };
  GifByteType extension[4];
  gboolean transparent = FALSE;

  compose (m, f, &dirty);
  rect = first ? (Rect) { 0, 0, m->width, m->height } : changed_pixels (m, dirty);
  if (rect.x0 >= rect.x1)
    rect = (Rect) { 0, 0, 1, 1 };   /* nothing changed: one pixel, kept */
  for (int y = rect.y0; y < rect.y1 && !first; y++)
    {
      const guint8 *a = m->shown + (gsize) y * m->width, *b = m->next + (gsize) y * m->width;

      for (int x = rect.x0; x < rect.x1 && !transparent; x++)
        transparent = a[x] == b[x];
    }
  if (transparent)
    control.TransparentColor = TRANSPARENT;
  EGifGCBToExtension (&control, extension);
  if (EGifPutExtension (m->gif, GRAPHICS_EXT_FUNC_CODE, 4, extension) == GIF_ERROR
      || EGifPutImageDesc (m->gif, rect.x0, rect.y0, rect.x1 - rect.x0, rect.y1 - rect.y0, false, NULL) == GIF_ERROR)
    return gif_failed (m, error);
  chess_gif_lzw_begin (m->lzw);
  for (int y = rect.y0; y < rect.y1; y++)
    {
      guint8 *a = m->shown + (gsize) y * m->width + rect.x0;
      const guint8 *b = m->next + (gsize) y * m->width + rect.x0;
      int n = rect.x1 - rect.x0;

      if (transparent)
        mark_unchanged (m->line, a, b, n);
      else
        memcpy (m->line, b, (gsize) n);
      memcpy (a, b, (gsize) n);
      if (!chess_gif_lzw_add (m->lzw, m->line, (gsize) n))
        return gif_failed (m, error);
    }
  if (!chess_gif_lzw_end (m->lzw) || EGifPutCodeNext (m->gif, NULL) == GIF_ERROR)
    return gif_failed (m, error);
  return TRUE;
}

static gboolean
put_block (const guint8 *block, gpointer user_data)
{
  Maker *m = user_data;

  return EGifPutCodeNext (m->gif, block) != GIF_ERROR;
}

GBytes *
chess_game_gif_make (const ChessRecord *record, ChessPieceDrawings *pieces,
                     const ChessGameGifOptions *options, guint *n_frames, GError **error)
{
  Maker m = { 0 };
  gboolean ok = FALSE;
  int status = 0;
  GBytes *bytes = NULL;

  g_return_val_if_fail (record != NULL && options != NULL, NULL);
  g_return_val_if_fail (CHESS_IS_PIECE_DRAWINGS (pieces), NULL);
  if (options->size < 64 || options->size > 4096)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("The size %d is not between 64 and 4096 pixels"), options->size);
      return NULL;
    }
  m.record = record;
  m.pieces = pieces;
  m.options = *options;
  m.square = options->size / 8;
  m.width = 8 * m.square;
  /* a game without [%clk] shows no clocks, not its starting time throughout */
  if (!has_clock_times (record))
    m.options.clocks = FALSE;
  m.caption = m.options.players || m.options.clocks ? MAX (16, (int) lround (m.square * 0.55)) : 0;
  m.board_top = m.caption;
  m.height = m.width + 2 * m.caption;
  chess_diagram_init (&m.diagram);
  m.diagram.palette = options->palette != NULL ? options->palette : m.diagram.palette;
  m.diagram.flipped = options->flipped;
  m.diagram.coordinates = options->coordinates;
  m.frames = g_array_new (FALSE, TRUE, sizeof (Frame));
  g_array_set_clear_func (m.frames, clear_frame);
  if (!collect_frames (&m, error))
    goto out;

  m.palette = chess_gif_palette_new (N_COLORS - 1);
  m.tile_images = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) cairo_surface_destroy);
  m.tiles = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  fit_palette (&m);

  m.shown = g_malloc0 ((gsize) m.width * m.height);
  m.next = g_malloc0 ((gsize) m.width * m.height);
  m.line = g_malloc ((gsize) m.width);
  m.lzw = chess_gif_lzw_new (COLOR_BITS, put_block, &m);
  m.out = g_byte_array_sized_new (64 * 1024);
  m.gif = EGifOpen (&m, write_bytes, &status);
  if (m.gif == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The GIF could not be written: %s"),
                   GifErrorString (status));
      goto out;
    }
  if (!write_header (&m, error))
    goto out;
  for (guint f = 0; f < m.frames->len; f++)
    if (!write_frame (&m, f, error))
      goto out;
  ok = TRUE;

out:
  if (m.gif != NULL && EGifCloseFile (m.gif, &status) == GIF_ERROR && ok)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The GIF could not be written: %s"),
                   GifErrorString (status));
      ok = FALSE;
    }
  if (ok)
    {
      if (n_frames != NULL)
        *n_frames = m.frames->len;
      bytes = g_byte_array_free_to_bytes (g_steal_pointer (&m.out));
    }
  if (m.out != NULL)
    g_byte_array_unref (m.out);
  g_clear_pointer (&m.frames, g_array_unref);
  g_clear_pointer (&m.tile_images, g_hash_table_unref);
  g_clear_pointer (&m.tiles, g_hash_table_unref);
  g_clear_pointer (&m.palette, chess_gif_palette_free);
  g_free (m.shown);
  g_free (m.next);
  g_free (m.line);
  chess_gif_lzw_free (m.lzw);
  return bytes;
}
