/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-score-sheet.c — headers, movetext and diagrams on pages.
 *
 * The sheet is a list of blocks (the title, the header lines, paragraphs
 * of moves, diagrams).  A paragraph is Pango markup: the main line's moves
 * in bold, variations in parentheses in grey, comments in italics.  It is
 * laid out once for the page width and split between pages at line
 * boundaries; a diagram with its caption never is. */
#include "config.h"

#include "chess-score-sheet.h"

#include <cairo-pdf.h>
#include <math.h>
#include <glib/gi18n.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "chess-notation.h"
#include "chess-pgn.h"

#define TEXT_SIZE 10.5
#define TITLE_SIZE 15
#define HEADER_SIZE 9.5
#define DIAGRAM_MAX 216.0   /* points: 7.6 cm, 27 points a square */
#define GAP 8.0
#define NAG_DIAGRAM 220
#define NAG_DIAGRAM_FLIPPED 221

typedef enum
{
  BLOCK_TITLE,
  BLOCK_HEADER,
  BLOCK_TEXT,
  BLOCK_DIAGRAM
} BlockKind;

typedef struct
{
  BlockKind kind;
  char *markup;          /* text; the caption of a diagram */
  ChessDiagram *diagram;
  PangoLayout *layout;   /* made by paginate */
} Block;

typedef struct
{
  guint block;
  int first_line, n_lines;   /* of a text block */
  double y;                  /* on the page */
  double layout_top;         /* the layout's y of first_line */
  double height;
} Placement;

struct _ChessScoreSheet
{
  GPtrArray *blocks;
  GPtrArray *pages;          /* GArray of Placement */
  ChessPieceDrawings *pieces;
  double width, height, margin;
  guint n_diagrams;
};

void
chess_score_sheet_options_init (ChessScoreSheetOptions *options)
{
  *options = (ChessScoreSheetOptions) { .palette = NULL, .diagram_every = 0, .marked_diagrams = TRUE };
}

static void
free_block (gpointer data)
{
  Block *block = data;

  g_free (block->markup);
  g_free (block->diagram);
  g_clear_object (&block->layout);
  g_free (block);
}

static Block *
add_block (ChessScoreSheet *sheet, BlockKind kind, char *markup)
{
  Block *block = g_new0 (Block, 1);

  block->kind = kind;
  block->markup = markup;
  g_ptr_array_add (sheet->blocks, block);
  return block;
}

/* ---- headers -------------------------------------------------------------- */

static const char *
tag (const ChessRecord *record, const char *name)
{
  const char *value = chess_record_get_tag (record, name);

  if (value == NULL || *value == '\0' || strcmp (value, "?") == 0 || strcmp (value, "????.??.??") == 0)
    return NULL;
  return value;
}

static char *
player (const ChessRecord *record, ChessColor side)
{
  const char *name = tag (record, side == CHESS_WHITE ? "White" : "Black");
  const char *elo = tag (record, side == CHESS_WHITE ? "WhiteElo" : "BlackElo");

  if (name == NULL)
    name = side == CHESS_WHITE ? _("White") : _("Black");
  return elo != NULL ? g_strdup_printf ("%s (%s)", name, elo) : g_strdup (name);
}

static void
add_headers (ChessScoreSheet *sheet, const ChessRecord *record)
{
  g_autofree char *white = player (record, CHESS_WHITE), *black = player (record, CHESS_BLACK);
  const char *where[] = { tag (record, "Event"), tag (record, "Site"), tag (record, "Date"), tag (record, "Round") };
  const char *opening = tag (record, "Opening"), *eco = tag (record, "ECO");
  g_autoptr (GString) line = g_string_new (NULL);

  add_block (sheet, BLOCK_TITLE, g_markup_printf_escaped ("<b>%s – %s</b>", white, black));
  for (guint i = 0; i < G_N_ELEMENTS (where); i++)
    if (where[i] != NULL)
      {
        g_autofree char *text = g_markup_escape_text (where[i], -1);

        if (line->len > 0)
          g_string_append (line, " · ");
        g_string_append (line, text);
      }
  if (record->result != CHESS_RESULT_NONE)
    {
      if (line->len > 0)
        g_string_append (line, " · ");
      g_string_append (line, chess_result_to_string (record->result));
    }
  if (line->len > 0)
    add_block (sheet, BLOCK_HEADER, g_strdup (line->str));
  if (opening != NULL || eco != NULL)
    add_block (sheet, BLOCK_HEADER,
               g_markup_printf_escaped ("%s%s%s", eco ? eco : "", eco && opening ? " " : "", opening ? opening : ""));
}

/* ---- movetext ----------------------------------------------------------- */

typedef struct
{
  ChessScoreSheet *sheet;
  const ChessRecord *record;
  const ChessScoreSheetOptions *options;
  GString *text;
} Builder;

static void
flush_text (Builder *b)
{
  if (b->text->len == 0)
    return;
  add_block (b->sheet, BLOCK_TEXT, g_strdup (b->text->str));
  g_string_truncate (b->text, 0);
}

/* Whether a comment holds the diagram mark: "#" as a word of its own. */
static gboolean
has_diagram_word (const char *comment)
{
  g_auto (GStrv) words = comment != NULL ? g_strsplit_set (comment, " \t\n", -1) : NULL;

  for (guint i = 0; words != NULL && words[i] != NULL; i++)
    if (strcmp (words[i], "#") == 0)
      return TRUE;
  return FALSE;
}

static void
append_comment (Builder *b, const char *comment)
{
  g_auto (GStrv) words = g_strsplit_set (comment, " \t\n", -1);
  g_autoptr (GString) kept = g_string_new (NULL);

  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0' && strcmp (words[i], "#") != 0)
      {
        if (kept->len > 0)
          g_string_append_c (kept, ' ');
        g_string_append (kept, words[i]);
      }
  if (kept->len > 0)
    {
      g_autofree char *escaped = g_markup_escape_text (kept->str, -1);

      g_string_append_printf (b->text, "<i>%s</i> ", escaped);
    }
}

static gboolean
has_nag (const ChessNode *node, int nag)
{
  for (int i = 0; i < node->n_nags; i++)
    if (node->nags[i] == nag)
      return TRUE;
  return FALSE;
}

static gboolean
wants_diagram (Builder *b, const ChessNode *node, const ChessPosition *after, int depth)
{
  if (b->options->marked_diagrams
      && (has_nag (node, NAG_DIAGRAM) || has_nag (node, NAG_DIAGRAM_FLIPPED) || has_diagram_word (node->comment)
          || (node->arrows && *node->arrows) || (node->highlights && *node->highlights)))
    return TRUE;
  return depth == 0 && b->options->diagram_every > 0 && after->side_to_move == CHESS_WHITE
         && after->fullmove_number > 1 && (after->fullmove_number - 1) % b->options->diagram_every == 0;
}

static void
add_diagram (Builder *b, const ChessNode *node, const char *move_text)
{
  ChessScoreSheet *sheet = b->sheet;
  ChessDiagram *diagram = g_new (ChessDiagram, 1);
  g_autofree char *caption = g_strdup_printf (_("After %s"), move_text);
  Block *block;

  flush_text (b);
  chess_diagram_init (diagram);
  if (b->options->palette != NULL)
    diagram->palette = b->options->palette;
  chess_diagram_set_record_node (diagram, b->record, node);
  diagram->flipped = has_nag (node, NAG_DIAGRAM_FLIPPED);
  block = add_block (sheet, BLOCK_DIAGRAM, g_markup_printf_escaped ("<i>%s</i>", caption));
  block->diagram = diagram;
  sheet->n_diagrams++;
}

static void
write_line (Builder *b, const ChessNode *first, const ChessPosition *start, int depth)
{
  ChessPosition pos = *start;
  gboolean need_number = TRUE;

  for (const ChessNode *node = first; node != NULL; node = node->first_child)
    {
      ChessPosition before = pos;
      char san[CHESS_SAN_MAX + 8] = "--", number[32];
      g_autoptr (GString) move = g_string_new (NULL);
      g_autofree char *escaped = NULL;
      ChessUndo undo;

      if (node->pre_comment && *node->pre_comment)
        {
          append_comment (b, node->pre_comment);
          need_number = TRUE;
        }
      if (pos.side_to_move == CHESS_WHITE)
        g_snprintf (number, sizeof number, "%u. ", pos.fullmove_number);
      else
        g_snprintf (number, sizeof number, "%u… ", pos.fullmove_number);
      if (node->move == CHESS_MOVE_NULL)
        chess_position_make_null_move (&pos, &undo);
      else
        {
          chess_move_to_san (&pos, node->move, san);
          chess_position_make_move (&pos, node->move, &undo);
        }
      g_string_append (move, san);
      for (int i = 0; i < node->n_nags; i++)
        {
          const char *symbol = chess_nag_symbol (node->nags[i]);

          if (symbol != NULL)
            g_string_append_printf (move, "%s%s", chess_nag_is_move_assessment (node->nags[i]) ? "" : " ", symbol);
        }
      escaped = g_markup_escape_text (move->str, -1);
      if (before.side_to_move == CHESS_WHITE || need_number)
        g_string_append (b->text, number);
      g_string_append_printf (b->text, depth == 0 ? "<b>%s</b> " : "%s ", escaped);
      need_number = FALSE;
      if (node->comment && *node->comment)
        {
          append_comment (b, node->comment);
          need_number = TRUE;
        }
      if (wants_diagram (b, node, &pos, depth))
        {
          g_autofree char *text = g_strdup_printf ("%s%s", number, move->str);

          add_diagram (b, node, text);
          need_number = TRUE;
        }
      if (node->parent != NULL && node->parent->first_child == node)
        for (const ChessNode *alt = node->next_sibling; alt != NULL; alt = alt->next_sibling)
          {
            g_string_append (b->text, "<span foreground=\"#505050\">(");
            write_line (b, alt, &before, depth + 1);
            if (b->text->len > 0 && b->text->str[b->text->len - 1] == ' ')
              g_string_truncate (b->text, b->text->len - 1);
            g_string_append (b->text, ")</span> ");
            need_number = TRUE;
          }
    }
}

ChessScoreSheet *
chess_score_sheet_new (const ChessRecord *record, ChessPieceDrawings *pieces,
                       const ChessScoreSheetOptions *options)
{
  ChessScoreSheet *sheet = g_new0 (ChessScoreSheet, 1);
  ChessScoreSheetOptions defaults;
  Builder b = { sheet, record, options, g_string_new (NULL) };

  g_return_val_if_fail (record != NULL && CHESS_IS_PIECE_DRAWINGS (pieces), NULL);
  if (options == NULL)
    {
      chess_score_sheet_options_init (&defaults);
      b.options = &defaults;
    }
  sheet->blocks = g_ptr_array_new_with_free_func (free_block);
  sheet->pages = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  sheet->pieces = g_object_ref (pieces);
  add_headers (sheet, record);
  if (record->root->comment && *record->root->comment)
    append_comment (&b, record->root->comment);
  if (record->root->first_child != NULL)
    write_line (&b, record->root->first_child, &record->start, 0);
  g_string_append_printf (b.text, "<b>%s</b>", chess_result_to_string (record->result));
  flush_text (&b);
  g_string_free (b.text, TRUE);
  return sheet;
}

void
chess_score_sheet_free (ChessScoreSheet *sheet)
{
  if (sheet == NULL)
    return;
  g_ptr_array_unref (sheet->blocks);
  g_ptr_array_unref (sheet->pages);
  g_object_unref (sheet->pieces);
  g_free (sheet);
}

guint
chess_score_sheet_get_n_diagrams (ChessScoreSheet *sheet)
{
  return sheet->n_diagrams;
}

/* ---- pages -------------------------------------------------------------- */

static double
diagram_square (ChessScoreSheet *sheet)
{
  return floor (MIN (DIAGRAM_MAX, sheet->width - 2 * sheet->margin) / 8.0);
}

static PangoLayout *
make_layout (cairo_t *cr, const char *markup, double size, double width)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_new ();

  pango_font_description_set_family (font, "Serif");
  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_markup (layout, markup, -1);
  return layout;
}

static GArray *
new_page (ChessScoreSheet *sheet)
{
  GArray *page = g_array_new (FALSE, FALSE, sizeof (Placement));

  g_ptr_array_add (sheet->pages, page);
  return page;
}

guint
chess_score_sheet_paginate (ChessScoreSheet *sheet, cairo_t *cr, double width, double height, double margin)
{
  double content = width - 2 * margin, bottom = height - margin - TEXT_SIZE * 2, y = margin;
  GArray *page;

  g_return_val_if_fail (sheet != NULL && cr != NULL, 0);
  sheet->width = width;
  sheet->height = height;
  sheet->margin = margin;
  g_ptr_array_set_size (sheet->pages, 0);
  page = new_page (sheet);
  for (guint i = 0; i < sheet->blocks->len; i++)
    {
      Block *block = g_ptr_array_index (sheet->blocks, i);
      double size = block->kind == BLOCK_TITLE ? TITLE_SIZE : block->kind == BLOCK_HEADER ? HEADER_SIZE : TEXT_SIZE;
      PangoLayoutIter *iter;
      int line = 0, first = 0, top0 = 0, bottom0 = 0;

      g_clear_object (&block->layout);
      block->layout = make_layout (cr, block->markup, block->kind == BLOCK_DIAGRAM ? HEADER_SIZE : size, content);
      if (block->kind == BLOCK_DIAGRAM)
        {
          PangoRectangle logical;
          double h;

          pango_layout_set_alignment (block->layout, PANGO_ALIGN_CENTER);
          pango_layout_get_pixel_extents (block->layout, NULL, &logical);
          h = GAP + 8 * diagram_square (sheet) + GAP / 2 + logical.height + GAP;
          if (y + h > bottom && page->len > 0)
            {
              page = new_page (sheet);
              y = margin;
            }
          g_array_append_val (page, ((Placement) { i, 0, 0, y, 0, h }));
          y += h;
          continue;
        }
      /* a text block, line by line */
      iter = pango_layout_get_iter (block->layout);
      do
        {
          int y0, y1;

          pango_layout_iter_get_line_yrange (iter, &y0, &y1);
          if (line == first)
            top0 = y0;
          if (y + (y1 - top0) / (double) PANGO_SCALE > bottom && line > first)
            {
              double h = (bottom0 - top0) / (double) PANGO_SCALE;

              g_array_append_val (page, ((Placement) { i, first, line - first, y, top0 / (double) PANGO_SCALE, h }));
              page = new_page (sheet);
              y = margin;
              first = line;
              top0 = y0;
            }
          else if (y + (y1 - top0) / (double) PANGO_SCALE > bottom && page->len > 0)
            {
              /* not even one line fits under what the page holds */
              page = new_page (sheet);
              y = margin;
            }
          bottom0 = y1;
          line++;
        }
      while (pango_layout_iter_next_line (iter));
      pango_layout_iter_free (iter);
      {
        double h = (bottom0 - top0) / (double) PANGO_SCALE;

        g_array_append_val (page, ((Placement) { i, first, line - first, y, top0 / (double) PANGO_SCALE, h }));
        y += h + (block->kind == BLOCK_TITLE ? GAP / 2 : block->kind == BLOCK_HEADER ? 2 : GAP);
      }
      if (block->kind == BLOCK_HEADER && i + 1 < sheet->blocks->len
          && ((Block *) g_ptr_array_index (sheet->blocks, i + 1))->kind != BLOCK_HEADER)
        y += GAP;
    }
  return sheet->pages->len;
}

static void
draw_footer (ChessScoreSheet *sheet, cairo_t *cr, guint page)
{
  g_autofree char *text = g_strdup_printf ("%u / %u", page + 1, sheet->pages->len);
  PangoLayout *layout = make_layout (cr, text, HEADER_SIZE, sheet->width - 2 * sheet->margin);
  PangoRectangle logical;

  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  pango_layout_get_pixel_extents (layout, NULL, &logical);
  cairo_set_source_rgb (cr, 0.4, 0.4, 0.4);
  cairo_move_to (cr, sheet->margin, sheet->height - sheet->margin - logical.height);
  pango_cairo_show_layout (cr, layout);
  g_object_unref (layout);
}

void
chess_score_sheet_draw_page (ChessScoreSheet *sheet, cairo_t *cr, guint page)
{
  GArray *placements;
  double content;

  g_return_if_fail (sheet != NULL && page < sheet->pages->len);
  placements = g_ptr_array_index (sheet->pages, page);
  content = sheet->width - 2 * sheet->margin;
  for (guint i = 0; i < placements->len; i++)
    {
      Placement *p = &g_array_index (placements, Placement, i);
      Block *block = g_ptr_array_index (sheet->blocks, p->block);

      cairo_save (cr);
      if (block->kind == BLOCK_DIAGRAM)
        {
          double square = diagram_square (sheet), x = sheet->margin + (content - 8 * square) / 2;

          cairo_translate (cr, x, p->y + GAP);
          chess_diagram_draw (block->diagram, sheet->pieces, cr, square);
          cairo_set_source_rgb (cr, 0.25, 0.25, 0.25);
          cairo_set_line_width (cr, 0.75);
          cairo_rectangle (cr, 0, 0, 8 * square, 8 * square);
          cairo_stroke (cr);
          cairo_set_source_rgb (cr, 0, 0, 0);
          cairo_move_to (cr, -x + sheet->margin, 8 * square + GAP / 2);
          pango_cairo_show_layout (cr, block->layout);
        }
      else
        {
          cairo_rectangle (cr, sheet->margin - 2, p->y, content + 4, p->height);
          cairo_clip (cr);
          cairo_set_source_rgb (cr, 0, 0, 0);
          cairo_move_to (cr, sheet->margin, p->y - p->layout_top);
          pango_cairo_show_layout (cr, block->layout);
        }
      cairo_restore (cr);
    }
  draw_footer (sheet, cr, page);
}

static cairo_status_t
append_bytes (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

GBytes *
chess_score_sheet_to_pdf (const ChessRecord *record, ChessPieceDrawings *pieces,
                          const ChessScoreSheetOptions *options, guint *n_pages, GError **error)
{
  /* A4 in points, and margins of 2 cm */
  const double width = 595.28, height = 841.89, margin = 56.7;
  g_autoptr (ChessScoreSheet) sheet = chess_score_sheet_new (record, pieces, options);
  g_autoptr (GByteArray) out = g_byte_array_new ();
  cairo_surface_t *surface = cairo_pdf_surface_create_for_stream (append_bytes, out, width, height);
  cairo_t *cr = cairo_create (surface);
  cairo_status_t status;
  guint pages = chess_score_sheet_paginate (sheet, cr, width, height, margin);

  for (guint page = 0; page < pages; page++)
    {
      chess_score_sheet_draw_page (sheet, cr, page);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The PDF could not be made: %s"),
                   cairo_status_to_string (status));
      return NULL;
    }
  if (n_pages != NULL)
    *n_pages = pages;
  return g_byte_array_free_to_bytes (g_steal_pointer (&out));
}
