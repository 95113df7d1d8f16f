/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-trainer-window-reader.c — lichess's blind-mode keys on the puzzle
 * trainer's board (chess-board-reader-keys.c), so that a player who does
 * not see the board can solve puzzles: the jumps to the pieces of a kind,
 * to a rank or file, where a piece may go and what stands around are the
 * board's; the trainer answers Alt+I (the last move), Alt+T (whose turn it
 * is and what the trainer asks), Alt+H (a hint while the puzzle runs, the
 * same as Control+H; the whole solution in words once it is over).  It
 * has no engine: Alt+E is left to the window. */
#include "config.h"

#include "chess-trainer-window-private.h"

#include <glib/gi18n.h>

#include "chess-board-reader-keys.h"
#include "chess-move-words.h"
#include "chess-puzzle-run.h"

static char *
last_move_words (ChessTrainerWindow *self)
{
  return chess_move_words_last (&self->before_last, self->last_move);
}

/* Whose turn it is on the board, and the trainer's status ("White to
 * move. Your turn. Find the best move for White."). */
static char *
turn_words (ChessTrainerWindow *self)
{
  const char *title = gtk_label_get_text (GTK_LABEL (self->status_title));
  const char *text = gtk_widget_get_visible (self->status_text) ? gtk_label_get_text (GTK_LABEL (self->status_text)) : "";
  /* Translators: asked whose turn it is in a puzzle */
  const char *side = self->shown.side_to_move == CHESS_WHITE ? _("White to move") : _("Black to move");

  if (chess_puzzle_trainer_get_puzzle (self->trainer) == NULL)
    return g_strdup (title);
  if (*text == '\0')
    /* Translators: whose turn it is, then the trainer's status: "White to move. Your turn" */
    return g_strdup_printf (_("%1$s. %2$s"), side, title);
  /* Translators: whose turn it is, the trainer's status and its text:
     "White to move. Your turn. Find the best move for White." */
  return g_strdup_printf (_("%1$s. %2$s. %3$s"), side, title, text);
}

/* The puzzle's solution in words, from the position after the opponent's
 * first move: "Solution: Bishop from d3 to e4, check; Black: …". */
static char *
solution_words (ChessTrainerWindow *self)
{
  const ChessPuzzle *puzzle = chess_puzzle_trainer_get_puzzle (self->trainer);
  g_autoptr (GString) line = g_string_new (NULL);
  ChessPosition pos;

  if (puzzle == NULL || puzzle->n_moves < 2)
    return NULL;
  pos = puzzle->start;
  for (guint i = 0; i < puzzle->n_moves; i++)
    {
      ChessUndo undo;

      if (!chess_position_is_legal_move (&pos, puzzle->moves[i]))
        break;
      if (i > 0)
        {
          g_autofree char *words = i == 1 ? chess_move_words (&pos, puzzle->moves[i])
                                          : chess_move_words_with_side (&pos, puzzle->moves[i]);

          /* Translators: the separator of the moves of a puzzle's solution */
          g_string_append_printf (line, "%s%s", i > 1 ? _("; ") : "", words);
        }
      chess_position_make_move (&pos, puzzle->moves[i], &undo);
    }
  /* Translators: a puzzle's solution in words: "Solution: Bishop from d3 to e4, check" */
  return g_strdup_printf (_("Solution: %s"), line->str);
}

static char *
answer (gpointer data, ChessBoardQuestion question)
{
  ChessTrainerWindow *self = data;

  switch (question)
    {
    case CHESS_BOARD_ASK_LAST_MOVE: return last_move_words (self);
    case CHESS_BOARD_ASK_TIME: return turn_words (self);
    case CHESS_BOARD_ASK_BEST_MOVE:
      if (chess_trainer_window_solver_may_move (self))
        return chess_trainer_window_give_hint (self);
      /* the puzzle is over, or its solution shows */
      return chess_puzzle_trainer_get_run (self->trainer) != NULL ? solution_words (self) : NULL;
    case CHESS_BOARD_ASK_EVALUATION:
    default: return NULL;
    }
}

/* Spoken only if the shell listens ("say"): the speaker is above this room. */
static void
speak (gpointer data, const char *text)
{
  chess_trainer_window_say (data, text);
}

static const ChessBoardReaderAnswers answers = { answer, speak };

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                ChessTrainerWindow    *self)
{
  return chess_board_reader_key_pressed (self->board, controller, keycode, state, &answers, self);
}

void
chess_trainer_window_reader_init (ChessTrainerWindow *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}
