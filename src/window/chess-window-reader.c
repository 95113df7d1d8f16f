/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window-reader.c — lichess's blind-mode keys on the board, for a
 * player who does not see it.  With the keyboard focus on the board:
 *
 *   Alt+K Q R B N P     the next king, queen, rook, bishop, knight, pawn of
 *                       the side at the foot of the board (Shift: the other
 *                       side's), a1 to h8 from the focus square
 *   Alt+1 … 8           the same file on that rank; Alt+Shift+1 … 8 the
 *                       same rank on file a … h
 *   Alt+O               where the piece on the focus square may go
 *   Alt+X               the pieces around the focus square
 *   Alt+I               the last move; Alt+T the clocks
 *   Alt+E               the evaluation; Alt+H the best move (at a move a
 *                       review judged: the mistake and what was better)
 *
 * A jump moves the keyboard focus to the square's cell, whose name a
 * screen reader reads; everything else is said through the focused cell's
 * description (chess_board_say), and, with "Speak moves" on, spoken.
 *
 * Typing on the board begins a move (chess-window-typing.c), so the keys
 * take Alt.  GTK's mnemonics take Alt+letter in the capture phase, before
 * the board sees it, so the keys are read here, on the window, in the
 * capture phase too, and only while a cell of the board has the focus:
 * elsewhere Alt+letter stays the mnemonic it was.  The letters of
 * the answers' keys are none of the window's English mnemonics. */
#include "config.h"

#include "chess-window-private.h"
#include "chess-analysis-panel.h"
#include "chess-board-words.h"
#include "chess-digits.h"
#include "chess-move-words.h"
#include "chess-reader-command.h"
#include "chess-review-marks.h"
#include "chess-speaker.h"

#include <glib/gi18n.h>
#include <string.h>

void
chess_window_reader_say (ChessWindow *self, const char *text)
{
  chess_board_say (self->board, text);
  if (text != NULL && g_settings_get_boolean (self->settings, "speak-moves"))
    chess_speaker_say (chess_speaker_get_default (), text);
}

/* The focus square on `square`: the screen reader reads the new cell's
 * name as the focus moves; on the same square, its name is said. */
static void
go_to (ChessWindow *self, int square)
{
  g_autofree char *name = chess_square_content_words (chess_board_get_position (self->board), square);

  if (square == chess_board_get_focus_square (self->board))
    chess_board_say (self->board, name);
  else
    chess_board_set_focus_square (self->board, square);
  if (g_settings_get_boolean (self->settings, "speak-moves"))
    chess_speaker_say (chess_speaker_get_default (), name);
}

static void
jump_to_piece (ChessWindow *self, ChessPieceType type, gboolean other_side)
{
  const ChessPosition *pos = chess_board_get_position (self->board);
  ChessColor foot = chess_board_get_flipped (self->board) ? CHESS_BLACK : CHESS_WHITE;
  ChessPiece piece = CHESS_MAKE_PIECE (other_side ? foot ^ 1 : foot, type);
  int square = chess_next_piece_square (pos, piece, chess_board_get_focus_square (self->board));

  if (square < 0)
    {
      g_autofree char *none = chess_piece_squares_words (pos, piece);

      chess_window_reader_say (self, none);
      return;
    }
  go_to (self, square);
}

/* The move that led to the position shown. */
static char *
last_move_words (ChessWindow *self)
{
  ChessNode *node = chess_game_get_current_node (self->game);
  ChessPosition before;

  if (node != NULL && node->parent != NULL && node->move != CHESS_MOVE_NONE)
    {
      chess_record_position_at (chess_game_get_record (self->game), node->parent, &before);
      if (chess_position_is_legal_move (&before, node->move))
        return chess_move_words_with_side (&before, node->move);
    }
  /* Translators: said when asked for the last move at the start of a game */
  return g_strdup (_("No move yet"));
}

static char *
clock_words (ChessClock *clock, ChessColor side)
{
  g_autofree char *time = chess_clock_format_time (chess_clock_get_remaining (clock, side));
  g_autofree char *digits = chess_digits_localize (time, FALSE);
  g_autofree char *told = NULL;

  if (chess_clock_is_low_time (clock, side) && !chess_clock_is_flagged (clock, side))
    {
      /* Translators: a clock's time under the low-time mark: "0:09, low time" */
      told = g_strdup_printf (_("%s, low time"), digits);
    }
  else
    told = g_steal_pointer (&digits);
  return g_strdup_printf (side == CHESS_WHITE ? _("White: %s") : _("Black: %s"), told);
}

static char *
clocks_words (ChessWindow *self)
{
  ChessClock *clock = chess_game_get_clock (self->game);
  g_autofree char *white = NULL, *black = NULL;

  if (clock == NULL)
    /* Translators: said when asked for the clocks of a game without them */
    return g_strdup (_("This game has no clock"));
  white = clock_words (clock, CHESS_WHITE);
  black = clock_words (clock, CHESS_BLACK);
  return g_strdup_printf ("%s%s%s", white, _("; "), black);
}

/* The review's mark of the move at the current node, if it has one. */
static gboolean
current_mark (ChessWindow *self, ChessReviewMark *found)
{
  ChessNode *current = chess_game_get_current_node (self->game);
  g_autoptr (GArray) marks = NULL;
  ChessReviewSide sides[2];
  gboolean complete;

  marks = chess_review_marks_read (chess_game_get_record (self->game), sides, &complete);
  for (guint i = 0; marks != NULL && i < marks->len; i++)
    if (g_array_index (marks, ChessReviewMark, i).node == current)
      {
        *found = g_array_index (marks, ChessReviewMark, i);
        return TRUE;
      }
  return FALSE;
}

/* The engine's first line for the position shown, if the analysis runs
 * on it. */
static const ChessAnalysisLine *
current_line (ChessWindow *self)
{
  ChessAnalysis *analysis;
  const ChessPosition *pos, *shown = chess_game_get_position (self->game);

  if (!self->analysis_on || self->analysis_panel == NULL)
    return NULL;
  analysis = chess_analysis_panel_get_analysis (CHESS_ANALYSIS_PANEL (self->analysis_panel));
  if (analysis == NULL || chess_analysis_get_n_lines (analysis) == 0)
    return NULL;
  pos = chess_analysis_get_position (analysis);
  if (pos == NULL || memcmp (pos->board, shown->board, sizeof pos->board) != 0
      || pos->side_to_move != shown->side_to_move)
    return NULL;
  return chess_analysis_get_line (analysis, 0);
}

/* Why there is nothing to say: the analysis is off, or not allowed here. */
static const char *
no_analysis_words (ChessWindow *self)
{
  if (!chess_window_analysis_allowed (self))
    /* Translators: asked for the evaluation or the best move while playing the computer */
    return _("No engine help during this game");
  if (!self->analysis_on)
    /* Translators: asked for the evaluation or the best move with the analysis off */
    return _("The analysis is off: Control+Shift+A turns it on");
  /* Translators: the analysis is on but has no line for this position yet */
  return _("The engine is still thinking");
}

static char *
evaluation_words (ChessWindow *self)
{
  const ChessAnalysisLine *line = current_line (self);
  ChessReviewMark mark;
  g_autofree char *eval = NULL, *depth = NULL, *words = NULL;

  if (line != NULL && line->eval.kind != CHESS_EVAL_NONE)
    {
      g_autofree char *number = g_strdup_printf ("%d", line->depth);

      eval = chess_eval_describe (line->eval);
      depth = chess_digits_localize (number, FALSE);
      /* Translators: the engine's evaluation, White's view, and how deep it looked:
         "Evaluation +0.35, depth 18" */
      words = g_strdup_printf (_("Evaluation %1$s, depth %2$s"), eval, depth);
    }
  else if (current_mark (self, &mark) && mark.eval.kind != CHESS_EVAL_NONE)
    {
      eval = chess_eval_describe (mark.eval);
      /* Translators: the review's evaluation after the move shown, White's view */
      words = g_strdup_printf (_("Evaluation %s"), eval);
    }
  else
    words = g_strdup (no_analysis_words (self));
  return g_steal_pointer (&words);
}

static const char *
judgement_words (ChessJudgement judgement)
{
  switch (judgement)
    {
    /* Translators: "Inaccuracy. Best was Knight from g1 to f3" */
    case CHESS_JUDGEMENT_INACCURACY: return _("Inaccuracy. Best was %s");
    /* Translators: "Mistake. Best was Knight from g1 to f3" */
    case CHESS_JUDGEMENT_MISTAKE: return _("Mistake. Best was %s");
    /* Translators: "Blunder. Best was Knight from g1 to f3" */
    case CHESS_JUDGEMENT_BLUNDER: return _("Blunder. Best was %s");
    case CHESS_JUDGEMENT_NONE:
    default: return NULL;
    }
}

static char *
best_move_words (ChessWindow *self)
{
  const ChessAnalysisLine *line = current_line (self);
  ChessReviewMark mark;
  g_autofree char *words = NULL;

  if (!self->analysis_on && current_mark (self, &mark) && judgement_words (mark.judgement) != NULL
      && mark.better != CHESS_MOVE_NONE)
    {
      ChessPosition before;
      ChessNode *node = chess_game_get_current_node (self->game);
      g_autofree char *better = NULL;

      chess_record_position_at (chess_game_get_record (self->game), node->parent, &before);
      if (chess_position_is_legal_move (&before, mark.better))
        {
          better = chess_move_words (&before, mark.better);
          words = g_strdup_printf (judgement_words (mark.judgement), better);
        }
    }
  if (words == NULL && line != NULL && line->pv_length > 0
      && chess_position_is_legal_move (chess_game_get_position (self->game), line->pv[0]))
    {
      g_autofree char *move = chess_move_words (chess_game_get_position (self->game), line->pv[0]);

      /* Translators: the engine's first line begins with this move: "Best move: Knight from g1 to f3" */
      words = g_strdup_printf (_("Best move: %s"), move);
    }
  if (words == NULL)
    words = g_strdup (no_analysis_words (self));
  return g_steal_pointer (&words);
}

/* Says the answer made by `make`. */
static void
say_made (ChessWindow *self, char *(*make) (ChessWindow *self))
{
  g_autofree char *words = make (self);

  chess_window_reader_say (self, words);
}

char *
chess_window_reader_answer (ChessWindow *self, const char *text)
{
  ChessReaderCommand command;
  const ChessPosition *pos = chess_game_get_position (self->game);

  if (!chess_reader_command_parse (text, &command))
    return NULL;
  switch (command.kind)
    {
    case CHESS_READER_COMMAND_PIECES: return chess_piece_squares_words (pos, command.piece);
    case CHESS_READER_COMMAND_SCAN: return chess_line_words (pos, command.is_file, command.index);
    case CHESS_READER_COMMAND_CLOCK: return clocks_words (self);
    case CHESS_READER_COMMAND_LAST: return last_move_words (self);
    case CHESS_READER_COMMAND_EVAL: return evaluation_words (self);
    case CHESS_READER_COMMAND_BEST: return best_move_words (self);
    case CHESS_READER_COMMAND_NONE:
    default: return NULL;
    }
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

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                ChessWindow           *self)
{
  gboolean shift = (state & GDK_SHIFT_MASK) != 0;
  guint base;
  int focus;

  if ((state & GDK_ALT_MASK) == 0 || (state & (GDK_CONTROL_MASK | GDK_SUPER_MASK)) != 0)
    return GDK_EVENT_PROPAGATE;
  if (!chess_board_has_cell_focus (self->board))
    return GDK_EVENT_PROPAGATE;
  base = base_keyval (controller, keycode);
  focus = chess_board_get_focus_square (self->board);
  switch (base)
    {
    case 'k': jump_to_piece (self, CHESS_KING, shift); return GDK_EVENT_STOP;
    case 'q': jump_to_piece (self, CHESS_QUEEN, shift); return GDK_EVENT_STOP;
    case 'r': jump_to_piece (self, CHESS_ROOK, shift); return GDK_EVENT_STOP;
    case 'b': jump_to_piece (self, CHESS_BISHOP, shift); return GDK_EVENT_STOP;
    case 'n': jump_to_piece (self, CHESS_KNIGHT, shift); return GDK_EVENT_STOP;
    case 'p': jump_to_piece (self, CHESS_PAWN, shift); return GDK_EVENT_STOP;
    case '1': case '2': case '3': case '4': case '5': case '6': case '7': case '8':
      if (shift)
        go_to (self, CHESS_SQUARE ((int) (base - '1'), CHESS_SQUARE_RANK (focus)));
      else
        go_to (self, CHESS_SQUARE (CHESS_SQUARE_FILE (focus), (int) (base - '1')));
      return GDK_EVENT_STOP;
    case 'o':
      {
        g_autofree char *moves = chess_square_moves_words (chess_board_get_position (self->board), focus);
        chess_window_reader_say (self, moves);
        return GDK_EVENT_STOP;
      }
    case 'x':
      {
        g_autofree char *around = chess_around_words (chess_board_get_position (self->board), focus);
        chess_window_reader_say (self, around);
        return GDK_EVENT_STOP;
      }
    case 'i': say_made (self, last_move_words); return GDK_EVENT_STOP;
    case 't': say_made (self, clocks_words); return GDK_EVENT_STOP;
    case 'e': say_made (self, evaluation_words); return GDK_EVENT_STOP;
    case 'h': say_made (self, best_move_words); return GDK_EVENT_STOP;
    default: return GDK_EVENT_PROPAGATE;
    }
}

void
chess_window_reader_init (ChessWindow *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}
