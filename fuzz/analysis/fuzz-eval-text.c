/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-eval-text — libFuzzer target: arbitrary bytes as the payload of a
 * PGN [%eval] command.
 *
 * What is accepted must be an evaluation that can be written (CP or MATE,
 * never a mate in 0, within CHESS_EVAL_CP_MAX / CHESS_EVAL_MATE_MAX), and
 * writing it and reading it back must give the same evaluation and the
 * same text again.  The first four bytes, as a number, are also made into
 * evaluations by the constructors and by hand: the writers' text for them
 * must read back as the constructors' (clamped) evaluation. */
#include <stdlib.h>
#include <string.h>

#include "chess-eval.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* Written (from a struct that may hold any value), read back, it is
 * `expected`; the display text is written too (for the sanitizers). */
static void
check_written (ChessEval eval, ChessEval expected)
{
  char text[CHESS_EVAL_PGN_MAX], display[CHESS_EVAL_DISPLAY_MAX];
  ChessEval again;
  size_t length = chess_eval_format_pgn (eval, text);

  if (length == 0 || length != strlen (text))
    abort ();
  if (!chess_eval_parse_pgn (text, length, &again) || !chess_eval_equal (again, expected))
    abort ();
  length = chess_eval_format_display (eval, display);
  if (length == 0 || length != strlen (display))
    abort ();
}

static void
check_number (int value)
{
  check_written (chess_eval_cp (value), chess_eval_cp (value));
  check_written ((ChessEval) { CHESS_EVAL_CP, value }, chess_eval_cp (value));
  if (value != 0)
    {
      check_written (chess_eval_mate (value), chess_eval_mate (value));
      check_written ((ChessEval) { CHESS_EVAL_MATE, value }, chess_eval_mate (value));
    }
  for (ChessColor side = CHESS_WHITE; side <= CHESS_BLACK; side++)
    {
      ChessEval cp = chess_eval_from_uci (FALSE, value, side), mate = chess_eval_from_uci (TRUE, value, side);

      if (cp.kind != CHESS_EVAL_CP || ABS (cp.value) > CHESS_EVAL_CP_MAX)
        abort ();
      if (value != 0 && (mate.kind != CHESS_EVAL_MATE || mate.value == 0 || ABS (mate.value) > CHESS_EVAL_MATE_MAX))
        abort ();
      check_written (cp, cp);
      if (value != 0)
        check_written (mate, mate);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  ChessEval eval, again;
  char text[CHESS_EVAL_PGN_MAX], text_again[CHESS_EVAL_PGN_MAX];
  size_t length;

  if (size >= sizeof (int))
    {
      int value;

      memcpy (&value, data, sizeof value);
      check_number (value);
    }

  if (!chess_eval_parse_pgn ((const char *) data, size, &eval))
    return 0;
  if (eval.kind != CHESS_EVAL_CP && eval.kind != CHESS_EVAL_MATE)
    abort ();
  if (eval.kind == CHESS_EVAL_MATE && (eval.value == 0 || ABS (eval.value) > CHESS_EVAL_MATE_MAX))
    abort ();
  if (eval.kind == CHESS_EVAL_CP && ABS (eval.value) > CHESS_EVAL_CP_MAX)
    abort ();

  length = chess_eval_format_pgn (eval, text);
  if (length == 0 || length != strlen (text))
    abort ();
  if (!chess_eval_parse_pgn (text, length, &again) || !chess_eval_equal (eval, again))
    abort ();
  if (chess_eval_format_pgn (again, text_again) != length || strcmp (text, text_again) != 0)
    abort ();
  return 0;
}
