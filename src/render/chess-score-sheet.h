/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-score-sheet.h — a game laid out on paper to study: its headers,
 * the moves with their symbols, comments and variations, and diagrams
 * after the moves marked for one (a "#" comment as Scid writes it, NAG
 * $220/$221 as ChessBase does, or arrows and circles) and, by choice,
 * every N moves.  Pages of any size through any cairo context: a PDF
 * surface here, GtkPrintOperation's pages in the window.  No GTK. */
#pragma once

#include <gio/gio.h>

#include "chess-diagram.h"
#include "chess-record.h"

G_BEGIN_DECLS

typedef struct
{
  const ChessBoardPalette *palette;   /* NULL: the default */
  guint diagram_every;                /* a diagram after every N-th move of the main line; 0: none */
  gboolean marked_diagrams;           /* diagrams where a move asks for one (#, $220, arrows) */
} ChessScoreSheetOptions;

/* The default palette, no diagrams by number, those asked for. */
void chess_score_sheet_options_init (ChessScoreSheetOptions *options);

typedef struct _ChessScoreSheet ChessScoreSheet;

/* The sheet of record (read now; the record is not kept). */
ChessScoreSheet *chess_score_sheet_new (const ChessRecord *record, ChessPieceDrawings *pieces,
                                        const ChessScoreSheetOptions *options);
void chess_score_sheet_free (ChessScoreSheet *sheet);
/* The number of diagrams it holds. */
guint chess_score_sheet_get_n_diagrams (ChessScoreSheet *sheet);

/* Lays the sheet out on pages of width × height units (points) with
 * `margin` inside each edge, its text measured for cr; returns the number
 * of pages.  Again with another size lays it out again. */
guint chess_score_sheet_paginate (ChessScoreSheet *sheet, cairo_t *cr, double width, double height,
                                  double margin);
/* Draws page (0-based) with its top-left corner at the context's origin. */
void chess_score_sheet_draw_page (ChessScoreSheet *sheet, cairo_t *cr, guint page);

/* The sheet as a PDF of A4 pages; *n_pages (optional) gets their number. */
GBytes *chess_score_sheet_to_pdf (const ChessRecord *record, ChessPieceDrawings *pieces,
                                  const ChessScoreSheetOptions *options, guint *n_pages, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessScoreSheet, chess_score_sheet_free)

G_END_DECLS
