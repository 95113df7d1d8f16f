/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-render-gif.c — a game's GIF read back with giflib: one frame per
 * position, the delays asked for (the last one longer), a move range, the
 * picture the frames leave equal to the board's own drawing of the last
 * position; and the room's LZW coder against giflib's decoder. */
#include "config.h"

#include <gif_lib.h>

#include "chess-diagram-file.h"
#include "chess-game-gif.h"
#include "chess-gif-lzw.h"
#include "chess-gif-palette.h"
#include "render-test-util.h"

static ChessPieceDrawings *pieces;

static const char *const ruy_lopez =
  "[Event \"Test\"]\n[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"1-0\"]\n\n"
  "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 1-0\n";

static const char *const clocked =
  "[Event \"Blitz\"]\n[White \"Anna\"]\n[Black \"Boris\"]\n[TimeControl \"180+0\"]\n\n"
  "1. e4 { [%clk 0:02:58] } e5 { [%clk 0:02:55] } 2. Nf3 { [%clk 0:02:50] } *\n";

typedef struct
{
  const guint8 *data;
  gsize length, offset;
} Input;

static int
read_bytes (GifFileType *gif, GifByteType *out, int length)
{
  Input *input = gif->UserData;
  int n = (int) MIN ((gsize) length, input->length - input->offset);

  memcpy (out, input->data + input->offset, (gsize) n);
  input->offset += (gsize) n;
  return n;
}

/* The GIF read whole by giflib (asserting it reads). */
static GifFileType *
slurp (GBytes *bytes, Input *input)
{
  int error = 0;
  GifFileType *gif;

  input->data = g_bytes_get_data (bytes, &input->length);
  input->offset = 0;
  gif = DGifOpen (input, read_bytes, &error);
  g_assert_nonnull (gif);
  if (DGifSlurp (gif) != GIF_OK)
    g_error ("giflib cannot read the GIF: %s", GifErrorString (gif->Error));
  return gif;
}

static void
close_gif (GifFileType *gif)
{
  int error = 0;

  DGifCloseFile (gif, &error);
}

static int
delay_of (GifFileType *gif, int frame)
{
  GraphicsControlBlock control;

  g_assert_cmpint (DGifSavedExtensionToGCB (gif, frame, &control), ==, GIF_OK);
  return control.DelayTime;
}

/* Frame f drawn over canvas (0xRRGGBB a pixel), as a viewer does. */
static void
apply_frame (GifFileType *gif, int f, guint32 *canvas)
{
  ColorMapObject *map = gif->SColorMap;
  const SavedImage *image = &gif->SavedImages[f];
  const GifImageDesc *desc = &image->ImageDesc;
  GraphicsControlBlock control;

  g_assert_nonnull (map);
  DGifSavedExtensionToGCB (gif, f, &control);
  g_assert_cmpint (control.DisposalMode, !=, DISPOSE_BACKGROUND);
  g_assert_cmpint (desc->Left + desc->Width, <=, gif->SWidth);
  g_assert_cmpint (desc->Top + desc->Height, <=, gif->SHeight);
  for (int y = 0; y < desc->Height; y++)
    for (int x = 0; x < desc->Width; x++)
      {
        int index = image->RasterBits[y * desc->Width + x];
        GifColorType c;

        if (index == control.TransparentColor)
          continue;
        g_assert_cmpint (index, <, map->ColorCount);
        c = map->Colors[index];
        canvas[(desc->Top + y) * gif->SWidth + desc->Left + x] = (guint32) c.Red << 16 | c.Green << 8 | c.Blue;
      }
}

/* The picture after all the frames. */
static guint32 *
compose (GifFileType *gif)
{
  guint32 *canvas = g_new0 (guint32, (gsize) gif->SWidth * gif->SHeight);

  for (int f = 0; f < gif->ImageCount; f++)
    apply_frame (gif, f, canvas);
  return canvas;
}

static void
test_frames_and_delays (void)
{
  ChessRecord *record = render_test_read_game (ruy_lopez);
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = NULL;
  ChessGameGifOptions options;
  guint n_frames = 0;
  GifFileType *gif;
  Input input;

  chess_game_gif_options_init (&options);
  options.size = 240;
  options.delay_ms = 250;
  options.last_delay_ms = 2000;
  bytes = chess_game_gif_make (record, pieces, &options, &n_frames, &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (g_bytes_get_data (bytes, NULL), "GIF89a"));
  gif = slurp (bytes, &input);
  /* the start and eight moves */
  g_assert_cmpint (gif->ImageCount, ==, 9);
  g_assert_cmpuint (n_frames, ==, 9);
  g_assert_cmpint (gif->SWidth, ==, 240);
  g_assert_cmpint (gif->SHeight, >, 240);   /* the names above and below */
  for (int f = 0; f < 8; f++)
    g_assert_cmpint (delay_of (gif, f), ==, 25);
  g_assert_cmpint (delay_of (gif, 8), ==, 200);
  /* the first frame is the whole picture */
  g_assert_cmpint (gif->SavedImages[0].ImageDesc.Width, ==, gif->SWidth);
  g_assert_cmpint (gif->SavedImages[0].ImageDesc.Height, ==, gif->SHeight);
  close_gif (gif);
  g_clear_pointer (&bytes, g_bytes_unref);

  /* moves 2 to 5 only, no names: four frames of the board alone */
  options.first_ply = 2;
  options.last_ply = 5;
  options.players = FALSE;
  bytes = chess_game_gif_make (record, pieces, &options, &n_frames, &error);
  g_assert_no_error (error);
  gif = slurp (bytes, &input);
  g_assert_cmpint (gif->ImageCount, ==, 4);
  g_assert_cmpint (gif->SHeight, ==, 240);
  g_assert_cmpint (delay_of (gif, 3), ==, 200);
  close_gif (gif);
  g_clear_pointer (&bytes, g_bytes_unref);

  /* a range outside the game, a size out of range */
  options.last_ply = 9;
  g_assert_null (chess_game_gif_make (record, pieces, &options, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  options.last_ply = -1;
  options.size = 40;
  g_assert_null (chess_game_gif_make (record, pieces, &options, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  chess_record_free (record);
}

/* Whether frame f touches the bands above or below the board. */
static gboolean
touches_bands (GifFileType *gif, int f, int board)
{
  const GifImageDesc *desc = &gif->SavedImages[f].ImageDesc;
  int top = (gif->SHeight - board) / 2;

  return desc->Top < top || desc->Top + desc->Height > top + board;
}

/* With [%clk], each move changes the mover's clock in a band; without the
 * clocks shown, a move changes the board alone. */
static void
test_clocks (void)
{
  ChessRecord *record = render_test_read_game (clocked);
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) with = NULL;
  g_autoptr (GBytes) without = NULL;
  ChessGameGifOptions options;
  GifFileType *gif;
  Input input;

  chess_game_gif_options_init (&options);
  options.size = 160;
  with = chess_game_gif_make (record, pieces, &options, NULL, &error);
  g_assert_no_error (error);
  gif = slurp (with, &input);
  g_assert_cmpint (gif->ImageCount, ==, 4);
  for (int f = 1; f < 3; f++)
    g_assert_true (touches_bands (gif, f, 160));
  close_gif (gif);

  options.clocks = FALSE;
  without = chess_game_gif_make (record, pieces, &options, NULL, &error);
  g_assert_no_error (error);
  gif = slurp (without, &input);
  g_assert_cmpint (gif->ImageCount, ==, 4);
  /* the names stay; the game is not over, so no result comes */
  for (int f = 1; f < 4; f++)
    g_assert_false (touches_bands (gif, f, 160));
  close_gif (gif);
  chess_record_free (record);
}

/* What the frames leave is the board as the renderer draws the last
 * position: the squares in their exact colours, every pixel close. */
static void
test_last_picture (void)
{
  ChessRecord *record = render_test_read_game (ruy_lopez);
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GBytes) png = NULL;
  g_autofree guint32 *canvas = NULL;
  const ChessNode *last = record->root;
  ChessGameGifOptions options;
  ChessDiagram diagram;
  cairo_surface_t *image;
  GifFileType *gif;
  Input input;
  int size = 320, square = size / 8, far = 0, top;
  double total = 0;

  chess_game_gif_options_init (&options);
  options.size = size;
  options.flipped = TRUE;
  options.palette = chess_board_palette_lookup ("blue");
  bytes = chess_game_gif_make (record, pieces, &options, NULL, &error);
  g_assert_no_error (error);
  gif = slurp (bytes, &input);
  canvas = compose (gif);
  top = (gif->SHeight - size) / 2;

  while (last->first_child != NULL)
    last = last->first_child;
  chess_diagram_init (&diagram);
  diagram.palette = options.palette;
  diagram.flipped = TRUE;
  chess_diagram_set_record_node (&diagram, record, last);
  png = chess_diagram_to_bytes (&diagram, pieces, CHESS_PICTURE_PNG, size, &error);
  g_assert_no_error (error);
  image = render_test_read_png (png);

  /* e4 (a white pawn's) is at the top half when flipped; e3 is empty and dark */
  {
    double x, y;

    chess_diagram_square_origin (&diagram, CHESS_E3, square, &x, &y);
    g_assert_cmphex (canvas[(top + (int) y + square / 2) * size + (int) x + square / 2], ==,
                     render_test_rgb (diagram.palette->dark));
    /* c6, where the last move landed: highlighted, as the renderer does it */
    chess_diagram_square_origin (&diagram, CHESS_C6, square, &x, &y);
    g_assert_cmphex (canvas[(top + (int) y + 2) * size + (int) x + square / 2], ==,
                     render_test_pixel (image, (int) x + square / 2, (int) y + 2));
  }
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        int d = render_test_distance (canvas[(top + y) * size + x], render_test_pixel (image, x, y));

        total += d;
        far += d > 48;
      }
  /* 31 colours for the board: close everywhere, exact on the flat areas */
  g_assert_cmpfloat (total / (size * size), <, 2.0);
  g_assert_cmpint (far, <, size * size / 200);
  /* the caption's dark band above the board */
  g_assert_cmphex (canvas[2 * size + 2], ==, 0x302e2b);
  cairo_surface_destroy (image);
  close_gif (gif);

  /* without the highlight, c6 is a plain light square and the file smaller */
  {
    g_autoptr (GBytes) plain = NULL;
    g_autofree guint32 *plain_canvas = NULL;
    double x, y;

    options.last_move = FALSE;
    plain = chess_game_gif_make (record, pieces, &options, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (g_bytes_get_size (plain), <, g_bytes_get_size (bytes));
    gif = slurp (plain, &input);
    plain_canvas = compose (gif);
    chess_diagram_square_origin (&diagram, CHESS_C6, square, &x, &y);
    g_assert_cmphex (plain_canvas[(top + (int) y + 2) * size + (int) x + square / 2], ==,
                     render_test_rgb (diagram.palette->light));
    close_gif (gif);
  }
  chess_record_free (record);
}

/* Every frame, composed over the ones before it as a viewer does, is the
 * renderer's picture of that position: the last move highlighted and the
 * one before no longer, the king in check glowing, every square's colour
 * exact at its top edge and every pixel close. */
static void
test_every_frame (void)
{
  ChessRecord *record = render_test_read_game (
    "[Event \"Test\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n");
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = NULL;
  g_autofree guint32 *canvas = NULL;
  const ChessNode *node = record->root;
  ChessGameGifOptions options;
  GifFileType *gif;
  Input input;
  int size = 240, square = size / 8, top;

  chess_game_gif_options_init (&options);
  options.size = size;
  bytes = chess_game_gif_make (record, pieces, &options, NULL, &error);
  g_assert_no_error (error);
  gif = slurp (bytes, &input);
  g_assert_cmpint (gif->ImageCount, ==, 8);
  canvas = g_new0 (guint32, (gsize) gif->SWidth * gif->SHeight);
  top = (gif->SHeight - size) / 2;
  for (int f = 0; f < gif->ImageCount; f++, node = node->first_child)
    {
      g_autoptr (GBytes) png = NULL;
      ChessDiagram diagram;
      cairo_surface_t *image;
      int farthest = 0, king = CHESS_SQUARE_NONE;
      double total = 0;

      apply_frame (gif, f, canvas);
      chess_diagram_init (&diagram);
      chess_diagram_set_record_node (&diagram, record, node);
      png = chess_diagram_to_bytes (&diagram, pieces, CHESS_PICTURE_PNG, size, &error);
      g_assert_no_error (error);
      image = render_test_read_png (png);
      if (chess_position_in_check (&diagram.position))
        king = chess_position_king_square (&diagram.position, chess_position_side_to_move (&diagram.position));
      for (int sq = 0; sq < 64; sq++)
        {
          double x, y;
          int px, py;

          if (sq == king)
            continue;
          chess_diagram_square_origin (&diagram, sq, square, &x, &y);
          px = (int) x + square / 2;
          py = (int) y + 1;
          g_assert_cmphex (canvas[(top + py) * size + px], ==, render_test_pixel (image, px, py));
        }
      for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++)
          {
            int d = render_test_distance (canvas[(top + y) * size + x], render_test_pixel (image, x, y));

            total += d;
            farthest = MAX (farthest, d);
          }
      /* 31 colours: measured at most 28 (52 in the glow of the king in
       * check) and 0.82 on average, of 255 in one channel */
      g_assert_cmpint (farthest, <=, 56);
      g_assert_cmpfloat (total / (size * size), <, 1.0);
      cairo_surface_destroy (image);
    }
  g_assert_null (node);
  close_gif (gif);
  chess_record_free (record);
}

static int
write_bytes (GifFileType *gif, const GifByteType *data, int length)
{
  g_byte_array_append (gif->UserData, data, (guint) length);
  return length;
}

static gboolean
put_block (const guint8 *block, gpointer user_data)
{
  return EGifPutCodeNext (user_data, block) != GIF_ERROR;
}

/* One image of width × height pixels of `bits` bits, coded by
 * chess-gif-lzw.c in rows of `chunk`, decoded by giflib. */
static void
assert_round_trip (int bits, int width, int height, const guint8 *pixels, gsize chunk)
{
  g_autoptr (GByteArray) out = g_byte_array_new ();
  g_autoptr (GBytes) bytes = NULL;
  ColorMapObject *map = GifMakeMapObject (1 << bits, NULL);
  int error = 0;
  GifFileType *gif = EGifOpen (out, write_bytes, &error);
  ChessGifLzw *lzw = chess_gif_lzw_new (bits, put_block, gif);
  gsize n = (gsize) width * height;
  Input input;

  g_assert_nonnull (gif);
  EGifSetGifVersion (gif, true);
  g_assert_cmpint (EGifPutScreenDesc (gif, width, height, 8, 0, map), ==, GIF_OK);
  g_assert_cmpint (EGifPutImageDesc (gif, 0, 0, width, height, false, NULL), ==, GIF_OK);
  chess_gif_lzw_begin (lzw);
  for (gsize i = 0; i < n; i += chunk)
    g_assert_true (chess_gif_lzw_add (lzw, pixels + i, MIN (chunk, n - i)));
  g_assert_true (chess_gif_lzw_end (lzw));
  g_assert_cmpint (EGifPutCodeNext (gif, NULL), ==, GIF_OK);
  g_assert_cmpint (EGifCloseFile (gif, &error), ==, GIF_OK);
  chess_gif_lzw_free (lzw);
  GifFreeMapObject (map);

  bytes = g_byte_array_free_to_bytes (g_steal_pointer (&out));
  gif = slurp (bytes, &input);
  g_assert_cmpint (gif->ImageCount, ==, 1);
  g_assert_cmpmem (gif->SavedImages[0].RasterBits, n, pixels, n);
  close_gif (gif);
}

static void
test_lzw (void)
{
  const int width = 333, height = 217;
  g_autofree guint8 *pixels = g_malloc ((gsize) width * height);
  GRand *rand = g_rand_new_with_seed (22);

  for (int bits = 2; bits <= 8; bits += 2)
    {
      /* noise: the dictionary fills and is cleared again and again */
      for (int i = 0; i < width * height; i++)
        pixels[i] = (guint8) g_rand_int_range (rand, 0, 1 << bits);
      assert_round_trip (bits, width, height, pixels, (gsize) width);
      assert_round_trip (bits, width, height, pixels, 7);
      /* runs and repeats, as a board has them */
      for (int i = 0; i < width * height; i++)
        pixels[i] = (guint8) ((i / 37 + (i % width) / 50) % (1 << bits));
      assert_round_trip (bits, width, height, pixels, (gsize) width);
      /* one colour: the longest strings */
      memset (pixels, (1 << bits) - 1, (gsize) width * height);
      assert_round_trip (bits, width, height, pixels, (gsize) width * height);
      /* one pixel */
      assert_round_trip (bits, 1, 1, pixels, 1);
    }
  g_rand_free (rand);
}

/* A picture of 64 greys, each over 1/64 of it, and one red pixel: fitted
 * to 8 entries, the red one named keeps its exact colour; the greys share
 * the rest, each within reach of its entry. */
static void
test_palette_keep (void)
{
  enum { WIDTH = 64, HEIGHT = 64 };
  g_autoptr (ChessGifPalette) palette = chess_gif_palette_new (8);
  guint32 pixels[WIDTH * HEIGHT];
  gboolean red_entry = FALSE;

  for (int i = 0; i < WIDTH * HEIGHT; i++)
    pixels[i] = 0x010101u * (guint32) (4 * (i % WIDTH));
  pixels[5] = 0xc03020;
  chess_gif_palette_keep (palette, 0xc03020);
  chess_gif_palette_count (palette, (const guint8 *) pixels, WIDTH, HEIGHT, WIDTH * 4);
  chess_gif_palette_fit (palette);
  g_assert_cmpuint (chess_gif_palette_get_size (palette), <=, 8);
  g_assert_cmphex (chess_gif_palette_get_color (palette, chess_gif_palette_index (palette, 0xc03020)), ==,
                   0xc03020);
  for (guint e = 0; e < chess_gif_palette_get_size (palette); e++)
    red_entry |= chess_gif_palette_get_color (palette, e) == 0xc03020;
  g_assert_true (red_entry);
  /* 64 greys 4 apart over 7 entries (three of them exact greys): none
   * further than 32 from its own */
  for (int x = 0; x < WIDTH; x++)
    {
      guint32 grey = 0x010101u * (guint32) (4 * x);
      guint32 entry = chess_gif_palette_get_color (palette, chess_gif_palette_index (palette, grey));

      g_assert_cmpint (render_test_distance (grey, entry), <=, 32);
    }
}

/* The picture after all the frames of a one-move game with these tags. */
static guint32 *
compose_tagged (const char *tags, int size, int *height)
{
  g_autofree char *pgn = g_strdup_printf ("[Event \"Test\"]\n[White \"Anna\"]\n[Black \"Boris\"]\n%s\n1. e4 *\n", tags);
  ChessRecord *record = render_test_read_game (pgn);
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = NULL;
  ChessGameGifOptions options;
  guint32 *canvas;
  GifFileType *gif;
  Input input;

  chess_game_gif_options_init (&options);
  options.size = size;
  bytes = chess_game_gif_make (record, pieces, &options, NULL, &error);
  g_assert_no_error (error);
  gif = slurp (bytes, &input);
  g_assert_cmpint (gif->SWidth, ==, size);
  *height = gif->SHeight;
  canvas = compose (gif);
  close_gif (gif);
  chess_record_free (record);
  return canvas;
}

/* A title tag puts the title before the name: White's caption (below the
 * board) changes and Black's does not; a "-" title is no title. */
static void
test_titles (void)
{
  const int size = 240;
  int height, h2, h3, caption;
  g_autofree guint32 *plain = compose_tagged ("", size, &height);
  g_autofree guint32 *titled = compose_tagged ("[WhiteTitle \"GM\"]\n", size, &h2);
  g_autofree guint32 *dashed = compose_tagged ("[WhiteTitle \"-\"]\n", size, &h3);
  int top_differs = 0, bottom_differs = 0;

  g_assert_cmpint (height, ==, h2);
  g_assert_cmpint (height, ==, h3);
  caption = (height - size) / 2;
  g_assert_cmpint (caption, >, 0);
  for (int y = 0; y < caption; y++)
    for (int x = 0; x < size; x++)
      {
        /* the palette is fitted to each GIF: the same text may differ a little */
        top_differs += render_test_distance (plain[y * size + x], titled[y * size + x]) > 48;
        bottom_differs += render_test_distance (plain[(height - 1 - y) * size + x],
                                                titled[(height - 1 - y) * size + x]) > 48;
      }
  g_assert_cmpint (top_differs, ==, 0);
  g_assert_cmpint (bottom_differs, >, 20);
  g_assert_cmpmem (plain, (gsize) height * size * 4, dashed, (gsize) height * size * 4);
}

int
main (int argc, char *argv[])
{
  g_autoptr (GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  pieces = chess_piece_drawings_new (CHESS_PIECE_DRAWINGS_DEFAULT, &error);
  g_assert_no_error (error);
  g_test_add_func ("/render/gif/frames-and-delays", test_frames_and_delays);
  g_test_add_func ("/render/gif/last-picture", test_last_picture);
  g_test_add_func ("/render/gif/every-frame", test_every_frame);
  g_test_add_func ("/render/gif/lzw", test_lzw);
  g_test_add_func ("/render/gif/clocks", test_clocks);
  g_test_add_func ("/render/gif/palette-keep", test_palette_keep);
  g_test_add_func ("/render/gif/titles", test_titles);
  status = g_test_run ();
  g_object_unref (pieces);
  return status;
}
