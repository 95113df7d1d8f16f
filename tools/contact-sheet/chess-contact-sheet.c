/* chess-contact-sheet.c — render a piece set onto light and dark squares
 *
 * Copyright 2026 The Chess authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * chess-contact-sheet [--theme=NAME] [--light=#RRGGBB] [--dark=#RRGGBB] SET_DIR OUT.png
 *
 * From top to bottom the sheet has 24, 48, 96 and 160 px squares, two rows
 * each: every piece is seen once on a light and once on a dark square, so a
 * person can judge the whole set at a glance.  (No text labels: cairo's toy
 * text API keeps fontconfig data alive until exit.)
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cairo.h>
#include <glib.h>
#include <librsvg/rsvg.h>

static const char *const piece_names[] = {
  "wK", "wQ", "wR", "wB", "wN", "wP",
  "bK", "bQ", "bR", "bB", "bN", "bP",
};
#define N_PIECES G_N_ELEMENTS (piece_names)

static const int square_sizes[] = { 24, 48, 96, 160 };
#define N_SIZES G_N_ELEMENTS (square_sizes)

#define MARGIN 16
#define GAP 12

typedef struct { double r, g, b; } ChessRgb;

/* The square colours of the board themes (src/game/chess-board-palette.c). */
static const struct
{
  const char *name;
  const char *light;
  const char *dark;
} board_themes[] = {
  { "brown", "#f0d9b5", "#b58863" },
  { "green", "#eeeed2", "#769656" },
  { "blue", "#dee3e6", "#8ca2ad" },
  { "grey", "#deddda", "#9a9996" },
};

static gboolean
chess_parse_rgb (const char *text,
                 ChessRgb   *out)
{
  unsigned int r, g, b;

  if (text == NULL || strlen (text) != 7 || text[0] != '#' ||
      sscanf (text + 1, "%2x%2x%2x", &r, &g, &b) != 3)
    return FALSE;
  out->r = r / 255.0;
  out->g = g / 255.0;
  out->b = b / 255.0;
  return TRUE;
}

static RsvgHandle *
chess_load_piece (const char  *set_dir,
                  const char  *name,
                  GError     **error)
{
  g_autofree char *file_name = g_strconcat (name, ".svg", NULL);
  g_autofree char *path = g_build_filename (set_dir, file_name, NULL);

  return rsvg_handle_new_from_file (path, error);
}

static gboolean
chess_draw_piece (cairo_t     *cr,
                  RsvgHandle  *handle,
                  double       x,
                  double       y,
                  double       size,
                  GError     **error)
{
  RsvgRectangle viewport = { x, y, size, size };

  return rsvg_handle_render_document (handle, cr, &viewport, error);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *theme_text = NULL;
  g_autofree char *light_text = NULL;
  g_autofree char *dark_text = NULL;
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  GOptionEntry entries[] = {
    { "theme", 0, 0, G_OPTION_ARG_STRING, &theme_text, "Square colours of a board theme: brown (default), green, blue, grey", "NAME" },
    { "light", 0, 0, G_OPTION_ARG_STRING, &light_text, "Light square colour (default #f0d9b5)", "#RRGGBB" },
    { "dark", 0, 0, G_OPTION_ARG_STRING, &dark_text, "Dark square colour (default #b58863)", "#RRGGBB" },
    { NULL, 0, 0, 0, NULL, NULL, NULL }
  };
  ChessRgb light = { 0xf0 / 255.0, 0xd9 / 255.0, 0xb5 / 255.0 };
  ChessRgb dark = { 0xb5 / 255.0, 0x88 / 255.0, 0x63 / 255.0 };
  RsvgHandle *handles[N_PIECES] = { NULL };
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  int width = 0, height = MARGIN;
  int exit_code = EXIT_SUCCESS;
  double y;

  context = g_option_context_new ("SET_DIR OUT.png");
  g_option_context_set_summary (context,
                                "Render the twelve pieces of a set on light and dark squares at several sizes.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("chess-contact-sheet: %s\n", error->message);
      return EXIT_FAILURE;
    }
  if (argc != 3)
    {
      g_printerr ("Usage: chess-contact-sheet [--theme=NAME] [--light=#RRGGBB] [--dark=#RRGGBB] SET_DIR OUT.png\n");
      return EXIT_FAILURE;
    }
  if (theme_text != NULL)
    {
      guint t;

      for (t = 0; t < G_N_ELEMENTS (board_themes); t++)
        if (g_str_equal (theme_text, board_themes[t].name))
          break;
      if (t == G_N_ELEMENTS (board_themes))
        {
          g_printerr ("chess-contact-sheet: no board theme named '%s' (brown, green, blue, grey)\n", theme_text);
          return EXIT_FAILURE;
        }
      chess_parse_rgb (board_themes[t].light, &light);
      chess_parse_rgb (board_themes[t].dark, &dark);
    }
  if ((light_text != NULL && !chess_parse_rgb (light_text, &light)) ||
      (dark_text != NULL && !chess_parse_rgb (dark_text, &dark)))
    {
      g_printerr ("chess-contact-sheet: a colour must be written #RRGGBB\n");
      return EXIT_FAILURE;
    }

  for (guint i = 0; i < N_PIECES; i++)
    {
      handles[i] = chess_load_piece (argv[1], piece_names[i], &error);
      if (handles[i] == NULL)
        {
          g_printerr ("chess-contact-sheet: %s: %s\n", piece_names[i], error->message);
          exit_code = EXIT_FAILURE;
          goto out;
        }
    }

  for (guint s = 0; s < N_SIZES; s++)
    {
      width = MAX (width, 2 * MARGIN + (int) N_PIECES * square_sizes[s]);
      height += 2 * square_sizes[s] + GAP;
    }
  height += MARGIN - GAP;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 0.96, 0.96, 0.95);
  cairo_paint (cr);

  y = MARGIN;
  for (guint s = 0; s < N_SIZES && exit_code == EXIT_SUCCESS; s++)
    {
      int size = square_sizes[s];

      for (int row = 0; row < 2 && exit_code == EXIT_SUCCESS; row++)
        for (guint i = 0; i < N_PIECES && exit_code == EXIT_SUCCESS; i++)
          {
            /* Alternate the colours within a row so every piece is seen on both. */
            const ChessRgb *sq = ((i + row) % 2 == 0) ? &light : &dark;
            double x = MARGIN + i * size;
            double top = y + row * size;

            cairo_set_source_rgb (cr, sq->r, sq->g, sq->b);
            cairo_rectangle (cr, x, top, size, size);
            cairo_fill (cr);
            if (!chess_draw_piece (cr, handles[i], x, top, size, &error))
              {
                g_printerr ("chess-contact-sheet: %s: %s\n", piece_names[i], error->message);
                exit_code = EXIT_FAILURE;
              }
          }
      y += 2 * size + GAP;
    }

  cairo_destroy (cr);
  if (exit_code == EXIT_SUCCESS)
    {
      status = cairo_surface_write_to_png (surface, argv[2]);
      if (status != CAIRO_STATUS_SUCCESS)
        {
          g_printerr ("chess-contact-sheet: %s: %s\n", argv[2], cairo_status_to_string (status));
          exit_code = EXIT_FAILURE;
        }
    }
  cairo_surface_destroy (surface);

out:
  for (guint i = 0; i < N_PIECES; i++)
    g_clear_object (&handles[i]);
  /* Frees cairo's font caches, so leak checkers see only real leaks. */
  cairo_debug_reset_static_data ();
  return exit_code;
}
