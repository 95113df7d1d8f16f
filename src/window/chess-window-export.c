/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window-export.c — pictures of the board and of the game from the
 * window: Export Position (PNG or SVG, by the name's ending, at a size
 * chosen in the file chooser), Export Game as GIF (a frame a move, at a
 * speed chosen there), Copy Position Image, and the game's score sheet as
 * PDF or printed (GtkPrintOperation), its diagrams as often as chosen.
 * All are drawn by the
 * render room (chess-diagram.c), the one drawing of a board, from what
 * the board shows: its theme, piece set, orientation, coordinates, the
 * last move, and the arrows and circles of the move shown. */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "chess-diagram-file.h"
#include "chess-file-chooser.h"
#include "chess-game-gif.h"
#include "chess-score-sheet.h"
#include "chess-window-private.h"

/* the one offered first, then the others */
static const char * const size_ids[] = { "480", "240", "720", "1080", NULL };
static const char * const delay_ids[] = { "1000", "500", "2000", NULL };
static const char * const diagram_ids[] = { "0", "10", "5", NULL };

/* Points inside the printable area of a printed page. */
#define PRINT_MARGIN 28.0

/* What the board shows, as the render room draws it. */
static void
read_board (ChessWindow *self, ChessDiagram *diagram)
{
  const ChessBoardPalette *palette = chess_board_palette_lookup (chess_board_get_theme (self->board));
  ChessNode *node = chess_game_get_current_node (self->game);

  chess_diagram_init (diagram);
  diagram->position = *chess_board_get_position (self->board);
  diagram->last_move = chess_board_get_last_move (self->board);
  if (palette != NULL)
    diagram->palette = palette;
  diagram->flipped = chess_board_get_flipped (self->board);
  diagram->coordinates = chess_board_get_show_coordinates (self->board);
  /* the marks belong to the move shown, not to a line previewed */
  if (node != NULL && !self->previewing)
    chess_marks_read (&diagram->marks, node->arrows, node->highlights);
}

static ChessPieceDrawings *
board_pieces (ChessWindow *self, GError **error)
{
  const char *name = chess_board_get_piece_set_name (self->board);
  ChessPieceDrawings *pieces = name != NULL ? chess_piece_drawings_new (name, NULL) : NULL;

  /* a set the render room does not know: its default */
  return pieces != NULL ? pieces : chess_piece_drawings_new (CHESS_PIECE_DRAWINGS_DEFAULT, error);
}

static void
report (ChessWindow *self, GFile *file, GError *error)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *text = NULL;

  if (error != NULL)
    text = g_strdup_printf (_("Could not export “%s”: %s"), name, error->message);
  else
    text = g_strdup_printf (_("Exported “%s”"), name);
  chess_window_show_toast (self, text);
}

/* The file chosen when its name ends in .extension (in any case), else
 * that name with .extension added. */
static GFile *
with_extension (GFile *chosen, const char *extension)
{
  g_autofree char *name = g_file_get_basename (chosen);
  g_autofree char *longer = NULL;
  g_autoptr (GFile) folder = NULL;
  const char *dot = strrchr (name, '.');

  if (dot != NULL && g_ascii_strcasecmp (dot + 1, extension) == 0)
    return g_object_ref (chosen);
  longer = g_strconcat (name, ".", extension, NULL);
  folder = g_file_get_parent (chosen);
  return g_file_get_child (folder, longer);
}

/* A drawing for `file` (its name ends as the format asks), with the
 * pieces of the board and the choice made in the file chooser. */
typedef GBytes *(*ChessExportDrawing) (ChessWindow        *self,
                                       ChessPieceDrawings *pieces,
                                       GFile              *file,
                                       const char         *choice,
                                       GError            **error);

/* What every export into a file does once the file chooser answers: the
 * name given its ending, the board's pieces, the drawing made, the file
 * written and the outcome told in a toast. */
static void
export_to_file (GtkWindow          *parent,
                GFile              *chosen,
                const char         *extension,
                const char         *choice,
                ChessExportDrawing  draw)
{
  ChessWindow *self = CHESS_WINDOW (parent);
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) file = NULL;
  g_autoptr (ChessPieceDrawings) pieces = NULL;
  g_autoptr (GBytes) bytes = NULL;

  if (chosen == NULL)
    return;
  file = with_extension (chosen, extension);
  pieces = board_pieces (self, &error);
  if (pieces != NULL)
    bytes = draw (self, pieces, file, choice, &error);
  if (bytes != NULL)
    chess_picture_save (bytes, file, &error);
  report (self, file, error);
}

/* ---- a position ------------------------------------------------------------ */

static GBytes *
draw_position (ChessWindow *self, ChessPieceDrawings *pieces, GFile *file, const char *choice, GError **error)
{
  g_autofree char *name = g_file_get_basename (file);
  ChessDiagram diagram;

  read_board (self, &diagram);
  return chess_diagram_to_bytes (&diagram, pieces, chess_picture_format_for_name (name),
                                 choice != NULL ? atoi (choice) : 480, error);
}

static void
position_chosen (GtkWindow *parent, GFile *chosen, const char *choice)
{
  g_autofree char *name = NULL;
  ChessPictureFormat format;

  if (chosen == NULL)
    return;
  name = g_file_get_basename (chosen);
  format = chess_picture_format_for_name (name);
  /* a name without .png or .svg gets .png */
  if (format != CHESS_PICTURE_SVG)
    format = CHESS_PICTURE_PNG;
  export_to_file (parent, chosen, chess_picture_format_extension (format), choice, draw_position);
}

static GtkFileFilter *
picture_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("PNG and SVG Pictures"));
  gtk_file_filter_add_mime_type (filter, "image/png");
  gtk_file_filter_add_mime_type (filter, "image/svg+xml");
  gtk_file_filter_add_pattern (filter, "*.png");
  gtk_file_filter_add_pattern (filter, "*.svg");
  return filter;
}

static void
action_export_position (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  g_autoptr (GtkFileFilter) filter = picture_filter ();
  const char *labels[] = {
    /* Translators: the size of an exported picture of the board */
    _("Medium (480 pixels)"), _("Small (240 pixels)"), _("Large (720 pixels)"), _("Very large (1080 pixels)"), NULL
  };

  chess_file_chooser_save_with_choice (GTK_WINDOW (widget), _("Export Position"), _("_Export"),
                                       /* Translators: a file name; keep the .png */
                                       _("position.png"), filter, _("Size"), size_ids, labels,
                                       position_chosen);
}

/* ---- the game ------------------------------------------------------------ */

static GBytes *
draw_game (ChessWindow *self, ChessPieceDrawings *pieces, GFile *file, const char *choice, GError **error)
{
  ChessGameGifOptions options;

  chess_game_gif_options_init (&options);
  options.palette = chess_board_palette_lookup (chess_board_get_theme (self->board));
  options.flipped = chess_board_get_flipped (self->board);
  options.coordinates = chess_board_get_show_coordinates (self->board);
  if (choice != NULL)
    options.delay_ms = (guint) atoi (choice);
  return chess_game_gif_make (chess_game_get_record (self->game), pieces, &options, NULL, error);
}

static void
game_chosen (GtkWindow *parent, GFile *chosen, const char *choice)
{
  export_to_file (parent, chosen, "gif", choice, draw_game);
}

static void
action_export_game (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  const char *labels[] = {
    /* Translators: how long each move of an exported GIF shows */
    _("Normal (a second a move)"), _("Fast (half a second a move)"), _("Slow (two seconds a move)"), NULL
  };

  gtk_file_filter_set_name (filter, _("GIF Animations"));
  gtk_file_filter_add_mime_type (filter, "image/gif");
  gtk_file_filter_add_pattern (filter, "*.gif");
  chess_file_chooser_save_with_choice (GTK_WINDOW (widget), _("Export Game as GIF"), _("_Export"),
                                       /* Translators: a file name; keep the .gif */
                                       _("game.gif"), filter, _("Speed"), delay_ids, labels,
                                       game_chosen);
}

/* ---- the clipboard ---------------------------------------------------------- */

static void
action_copy_position_image (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessPieceDrawings) pieces = NULL;
  g_autoptr (GBytes) png = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  ChessDiagram diagram;
  GtkWidget *board = GTK_WIDGET (self->board);
  /* as large as the board on the screen, in device pixels */
  int size = CLAMP (MIN (gtk_widget_get_width (board), gtk_widget_get_height (board))
                    * gtk_widget_get_scale_factor (widget), 240, 2048);

  read_board (self, &diagram);
  pieces = board_pieces (self, &error);
  if (pieces != NULL)
    png = chess_diagram_to_bytes (&diagram, pieces, CHESS_PICTURE_PNG, size, &error);
  if (png != NULL)
    texture = gdk_texture_new_from_bytes (png, &error);
  if (texture == NULL)
    {
      g_autofree char *text = g_strdup_printf (_("Could not copy the position’s picture: %s"), error->message);

      chess_window_show_toast (self, text);
      return;
    }
  gdk_clipboard_set_texture (gtk_widget_get_clipboard (widget), texture);
  chess_window_show_toast (self, _("Copied the position as a picture"));
}

/* ---- the score sheet ------------------------------------------------------------ */

static void
score_sheet_options (ChessWindow *self, ChessScoreSheetOptions *options, const char *choice)
{
  const ChessBoardPalette *palette = chess_board_palette_lookup (chess_board_get_theme (self->board));

  chess_score_sheet_options_init (options);
  options->palette = palette;
  if (choice != NULL)
    options->diagram_every = (guint) atoi (choice);
}

static GBytes *
draw_score_sheet (ChessWindow *self, ChessPieceDrawings *pieces, GFile *file, const char *choice, GError **error)
{
  ChessScoreSheetOptions options;

  score_sheet_options (self, &options, choice);
  return chess_score_sheet_to_pdf (chess_game_get_record (self->game), pieces, &options, NULL, error);
}

static void
score_sheet_chosen (GtkWindow *parent, GFile *chosen, const char *choice)
{
  export_to_file (parent, chosen, "pdf", choice, draw_score_sheet);
}

static const char **
diagram_labels (void)
{
  static const char *labels[G_N_ELEMENTS (diagram_ids)];

  /* Translators: how often the score sheet shows the board */
  labels[0] = _("Where a move asks for one");
  labels[1] = _("Every 10 moves too");
  labels[2] = _("Every 5 moves too");
  return labels;
}

static void
action_export_score_sheet (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("PDF Documents"));
  gtk_file_filter_add_mime_type (filter, "application/pdf");
  gtk_file_filter_add_pattern (filter, "*.pdf");
  chess_file_chooser_save_with_choice (GTK_WINDOW (widget), _("Export Score Sheet as PDF"), _("_Export"),
                                       /* Translators: a file name; keep the .pdf */
                                       _("game.pdf"), filter, _("Diagrams"), diagram_ids,
                                       (const char * const *) diagram_labels (), score_sheet_chosen);
}

static void
on_begin_print (GtkPrintOperation *operation,
                GtkPrintContext   *context,
                ChessScoreSheet   *sheet)
{
  guint pages = chess_score_sheet_paginate (sheet, gtk_print_context_get_cairo_context (context),
                                            gtk_print_context_get_width (context),
                                            gtk_print_context_get_height (context), PRINT_MARGIN);

  gtk_print_operation_set_n_pages (operation, (int) MAX (1u, pages));
}

static void
on_draw_page (GtkPrintOperation *operation,
              GtkPrintContext   *context,
              int                page,
              ChessScoreSheet   *sheet)
{
  chess_score_sheet_draw_page (sheet, gtk_print_context_get_cairo_context (context), (guint) page);
}

static void
on_print_done (GtkPrintOperation       *operation,
               GtkPrintOperationResult  result,
               ChessWindow             *self)
{
  g_autoptr (GError) error = NULL;

  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      g_autofree char *text = NULL;

      gtk_print_operation_get_error (operation, &error);
      text = g_strdup_printf (_("Could not print the game: %s"), error != NULL ? error->message : "");
      chess_window_show_toast (self, text);
    }
  g_object_unref (operation);
}

static void
action_print (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessPieceDrawings) pieces = board_pieces (self, &error);
  ChessScoreSheetOptions options;
  GtkPrintOperation *operation;
  ChessScoreSheet *sheet;

  if (pieces == NULL)
    {
      g_autofree char *text = g_strdup_printf (_("Could not print the game: %s"), error->message);

      chess_window_show_toast (self, text);
      return;
    }
  score_sheet_options (self, &options, NULL);
  sheet = chess_score_sheet_new (chess_game_get_record (self->game), pieces, &options);
  operation = gtk_print_operation_new ();
  g_object_set_data_full (G_OBJECT (operation), "chess-sheet", sheet, (GDestroyNotify) chess_score_sheet_free);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_allow_async (operation, TRUE);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  g_signal_connect (operation, "begin-print", G_CALLBACK (on_begin_print), sheet);
  g_signal_connect (operation, "draw-page", G_CALLBACK (on_draw_page), sheet);
  g_signal_connect_object (operation, "done", G_CALLBACK (on_print_done), self, 0);
  if (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, GTK_WINDOW (self), &error)
      == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      g_autofree char *text = g_strdup_printf (_("Could not print the game: %s"), error->message);

      chess_window_show_toast (self, text);
    }
}

void
chess_window_export_install (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.export-position", NULL, action_export_position);
  gtk_widget_class_install_action (widget_class, "win.export-game", NULL, action_export_game);
  gtk_widget_class_install_action (widget_class, "win.copy-position-image", NULL, action_copy_position_image);
  gtk_widget_class_install_action (widget_class, "win.export-score-sheet", NULL, action_export_score_sheet);
  gtk_widget_class_install_action (widget_class, "win.print", NULL, action_print);
}
