/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window-reader.c — what the main window answers of lichess's
 * blind-mode keys on its board (the keys themselves are the board's,
 * chess-board-reader-keys.c): the last move, the clocks, the evaluation
 * and the best move (at a move a review judged: the mistake and what was
 * better); and the command line's commands ("p N", "s e", "clock", …).
 * Said through the focused cell's description and, with "Speak moves"
 * on, spoken. */
#include "config.h"

#include "chess-window-private.h"
#include "chess-analysis-panel.h"
#include "chess-board-reader-keys.h"
#include "chess-board-words.h"
#include "chess-digits.h"
#include "chess-move-words.h"
#include "chess-reader-command.h"
#include "chess-review-marks.h"
#include "chess-speaker.h"

#include <glib/gi18n.h>
#include <string.h>

/* The move that led to the position shown. */
static char *
last_move_words (ChessWindow *self)
{
  ChessNode *node = chess_game_get_current_node (self->game);
  ChessPosition before;

  if (node == NULL || node->parent == NULL)
    return chess_move_words_last (NULL, CHESS_MOVE_NONE);
  chess_record_position_at (chess_game_get_record (self->game), node->parent, &before);
  return chess_move_words_last (&before, node->move);
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

static char *
answer (gpointer data, ChessBoardQuestion question)
{
  ChessWindow *self = data;

  switch (question)
    {
    case CHESS_BOARD_ASK_LAST_MOVE: return last_move_words (self);
    case CHESS_BOARD_ASK_TIME: return clocks_words (self);
    case CHESS_BOARD_ASK_EVALUATION: return evaluation_words (self);
    case CHESS_BOARD_ASK_BEST_MOVE: return best_move_words (self);
    default: return NULL;
    }
}

static void
speak (gpointer data, const char *text)
{
  ChessWindow *self = data;

  chess_speaker_say_if_wanted (self->settings, text);
}

static const ChessBoardReaderAnswers answers = { answer, speak };

void
chess_window_reader_say (ChessWindow *self, const char *text)
{
  chess_board_reader_say (self->board, text, &answers, self);
}

gboolean
chess_window_reader_key_pressed (ChessWindow           *self,
                                 GtkEventControllerKey *controller,
                                 guint                  keycode,
                                 GdkModifierType        state)
{
  return chess_board_reader_key_pressed (self->board, controller, keycode, state, &answers, self);
}
