/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-game-gif.h — an animated GIF of a game's main line: one frame per
 * position, drawn as the board draws it (chess-diagram.h), with the
 * players' names, their clocks from [%clk] and the result in a caption
 * above and below the board.  Written with giflib.  No GTK. */
#pragma once

#include <gio/gio.h>

#include "chess-diagram.h"
#include "chess-record.h"

G_BEGIN_DECLS

typedef struct
{
  int size;                          /* the board's width in pixels: rounded down to a multiple of 8, 64…4096 */
  const ChessBoardPalette *palette;  /* NULL: the default */
  gboolean flipped;
  gboolean coordinates;
  gboolean last_move;                /* the last move's squares highlighted, as on the board */
  guint delay_ms;                    /* each position shows this long (10 ms steps) */
  guint last_delay_ms;               /* and the last one this long */
  int first_ply;                     /* the positions from this ply of the main line (0: the start) */
  int last_ply;                      /* to this one, -1 for the end */
  gboolean players;                  /* titles, names and Elo above and below, the result at the end */
  gboolean clocks;                   /* the clocks of [%clk] beside the names */
} ChessGameGifOptions;

/* 480 px, the default colours, coordinates, the last move highlighted,
 * 1 s a move and 3 s at the end, the whole game, names and clocks.
 * Without the highlight a GIF is about half as large (each move changes
 * two squares, not four). */
void chess_game_gif_options_init (ChessGameGifOptions *options);

/* The GIF, or NULL with an error (G_IO_ERROR_INVALID_ARGUMENT for a range
 * outside the game or a bad size).  *n_frames (optional) gets the number
 * of frames, one per position. */
GBytes *chess_game_gif_make (const ChessRecord         *record,
                             ChessPieceDrawings        *pieces,
                             const ChessGameGifOptions *options,
                             guint                     *n_frames,
                             GError                   **error);

G_END_DECLS
