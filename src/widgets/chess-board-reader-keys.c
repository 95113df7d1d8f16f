/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-board-reader-keys.c — lichess's blind-mode keys on a board, for a
 * player who does not see it.  With the keyboard focus on the board:
 *
 *   Alt+K Q R B N P     the next king, queen, rook, bishop, knight, pawn of
 *                       the side at the foot of the board (Shift: the other
 *                       side's), a1 to h8 from the focus square
 *   Alt+1 … 8           the same file on that rank; Alt+Shift+1 … 8 the
 *                       same rank on file a … h
 *   Alt+O               where the piece on the focus square may go
 *   Alt+X               the pieces around the focus square
 *   Alt+I Alt+T         the last move; the clocks (the trainer: the turn)
 *   Alt+E Alt+H         the evaluation; the best move (the trainer: a hint,
 *                       and the solution once the puzzle is over)
 *
 * The last four are the window's to answer (ChessBoardReaderAnswers).  A
 * jump moves the keyboard focus to the square's cell, whose name a screen
 * reader reads; everything else is said through the focused cell's
 * description (chess_board_say), and spoken through the window's voice.
 *
 * Typing on the board begins a move, so the keys take Alt.  GTK's
 * mnemonics take Alt+letter in the capture phase, before the board sees
 * it, so a window reads the keys in the capture phase too, and only while
 * a cell of the board has the focus: there the reader key wins over a
 * button's mnemonic of the same key (the shortcuts window and Help say
 * so); elsewhere Alt+letter stays the mnemonic it was. */
#include "config.h"

#include "chess-board-reader-keys.h"
#include "chess-board-words.h"
#include "chess-move-words.h"

void
chess_board_reader_say (ChessBoard                    *board,
                        const char                    *text,
                        const ChessBoardReaderAnswers *answers,
                        gpointer                       data)
{
  chess_board_say (board, text);
  if (text != NULL && answers->speak != NULL)
    answers->speak (data, text);
}

/* The focus square on `square`: the screen reader reads the new cell's
 * name as the focus moves; on the same square, its name is said. */
static void
go_to (ChessBoard *board, int square, const ChessBoardReaderAnswers *answers, gpointer data)
{
  g_autofree char *name = chess_square_content_words (chess_board_get_position (board), square);

  if (square == chess_board_get_focus_square (board))
    chess_board_say (board, name);
  else
    chess_board_set_focus_square (board, square);
  if (answers->speak != NULL)
    answers->speak (data, name);
}

static void
jump_to_piece (ChessBoard *board, ChessPieceType type, gboolean other_side,
               const ChessBoardReaderAnswers *answers, gpointer data)
{
  const ChessPosition *pos = chess_board_get_position (board);
  ChessColor foot = chess_board_get_flipped (board) ? CHESS_BLACK : CHESS_WHITE;
  ChessPiece piece = CHESS_MAKE_PIECE (other_side ? foot ^ 1 : foot, type);
  int square = chess_next_piece_square (pos, piece, chess_board_get_focus_square (board));

  if (square < 0)
    {
      g_autofree char *none = chess_piece_squares_words (pos, piece);

      chess_board_reader_say (board, none, answers, data);
      return;
    }
  go_to (board, square, answers, data);
}

/* The key's own letter or digit, unshifted, whatever the layout: the
 * key's symbol in the event's layout, else in the first. */
static guint
base_keyval (GtkEventControllerKey *controller, guint keycode)
{
  GdkDisplay *display = gtk_widget_get_display (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller)));
  int groups[2] = { (int) gtk_event_controller_key_get_group (controller), 0 };

  for (guint i = 0; i < G_N_ELEMENTS (groups); i++)
    {
      guint keyval = 0;

      if (gdk_display_translate_key (display, keycode, 0, groups[i], &keyval, NULL, NULL, NULL)
          && keyval < 0x80 && g_ascii_isalnum ((char) keyval))
        return gdk_keyval_to_lower (keyval);
    }
  return 0;
}

/* Says the window's answer to `question`; FALSE when it has none. */
static gboolean
ask (ChessBoard *board, ChessBoardQuestion question, const ChessBoardReaderAnswers *answers, gpointer data)
{
  g_autofree char *words = answers->answer (data, question);

  if (words == NULL)
    return FALSE;
  chess_board_reader_say (board, words, answers, data);
  return TRUE;
}

gboolean
chess_board_reader_key_pressed (ChessBoard                    *board,
                                GtkEventControllerKey         *controller,
                                guint                          keycode,
                                GdkModifierType                state,
                                const ChessBoardReaderAnswers *answers,
                                gpointer                       data)
{
  const ChessPosition *pos = chess_board_get_position (board);
  gboolean shift = (state & GDK_SHIFT_MASK) != 0;
  g_autofree char *words = NULL;
  guint base;
  int focus;

  if ((state & GDK_ALT_MASK) == 0 || (state & (GDK_CONTROL_MASK | GDK_SUPER_MASK)) != 0)
    return FALSE;
  if (!chess_board_has_cell_focus (board))
    return FALSE;
  base = base_keyval (controller, keycode);
  focus = chess_board_get_focus_square (board);
  switch (base)
    {
    case 'k': jump_to_piece (board, CHESS_KING, shift, answers, data); return TRUE;
    case 'q': jump_to_piece (board, CHESS_QUEEN, shift, answers, data); return TRUE;
    case 'r': jump_to_piece (board, CHESS_ROOK, shift, answers, data); return TRUE;
    case 'b': jump_to_piece (board, CHESS_BISHOP, shift, answers, data); return TRUE;
    case 'n': jump_to_piece (board, CHESS_KNIGHT, shift, answers, data); return TRUE;
    case 'p': jump_to_piece (board, CHESS_PAWN, shift, answers, data); return TRUE;
    case '1': case '2': case '3': case '4': case '5': case '6': case '7': case '8':
      if (shift)
        go_to (board, CHESS_SQUARE ((int) (base - '1'), CHESS_SQUARE_RANK (focus)), answers, data);
      else
        go_to (board, CHESS_SQUARE (CHESS_SQUARE_FILE (focus), (int) (base - '1')), answers, data);
      return TRUE;
    case 'o': words = chess_square_moves_words (pos, focus); break;
    case 'x': words = chess_around_words (pos, focus); break;
    case 'i': return ask (board, CHESS_BOARD_ASK_LAST_MOVE, answers, data);
    case 't': return ask (board, CHESS_BOARD_ASK_TIME, answers, data);
    case 'e': return ask (board, CHESS_BOARD_ASK_EVALUATION, answers, data);
    case 'h': return ask (board, CHESS_BOARD_ASK_BEST_MOVE, answers, data);
    default: return FALSE;
    }
  chess_board_reader_say (board, words, answers, data);
  return TRUE;
}
