/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-board-reader-keys.h — lichess's blind-mode keys on a board, shared
 * by every window that shows one (the main window, the puzzle trainer):
 * the board's own questions (where the pieces of a kind stand, a rank or a
 * file, where a piece may go, what stands around) are answered here; the
 * window answers what only it knows (the last move, the clocks or the
 * turn, the evaluation, the best move or a hint). */
#pragma once

#include <gtk/gtk.h>

#include "chess-board.h"

G_BEGIN_DECLS

/* What the window is asked, by key. */
typedef enum {
  CHESS_BOARD_ASK_LAST_MOVE,     /* Alt+I */
  CHESS_BOARD_ASK_TIME,          /* Alt+T: the clocks, or whose turn it is */
  CHESS_BOARD_ASK_EVALUATION,    /* Alt+E */
  CHESS_BOARD_ASK_BEST_MOVE,     /* Alt+H: the best move, or a hint */
} ChessBoardQuestion;

typedef struct {
  /* The answer in words, newly allocated; NULL when the window has none
   * (the key is then not taken). */
  char *(*answer) (gpointer data, ChessBoardQuestion question);
  /* `text` spoken besides the screen reader (speech without one), or NULL. */
  void (*speak) (gpointer data, const char *text);
} ChessBoardReaderAnswers;

/* A key pressed in a window (a capture-phase key controller's
 * "key-pressed"): TRUE when it is one of the reader keys, pressed while a
 * cell of `board` has the keyboard focus, and was answered.  Elsewhere
 * Alt+letter stays the mnemonic it was. */
gboolean chess_board_reader_key_pressed (ChessBoard                    *board,
                                         GtkEventControllerKey         *controller,
                                         guint                          keycode,
                                         GdkModifierType                state,
                                         const ChessBoardReaderAnswers *answers,
                                         gpointer                       data);

/* `text` said on the focused cell of `board`, and spoken through
 * `answers->speak`. */
void chess_board_reader_say (ChessBoard                    *board,
                             const char                    *text,
                             const ChessBoardReaderAnswers *answers,
                             gpointer                       data);

G_END_DECLS
