/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-eval-text — libFuzzer target: arbitrary bytes as the payload of a
 * PGN [%eval] command.
 *
 * What is accepted must be an evaluation that can be written (CP or MATE,
 * never a mate in 0), and writing it and reading it back must give the
 * same evaluation and the same text again. */
#include <stdlib.h>
#include <string.h>

#include "chess-eval.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  ChessEval eval, again;
  char text[CHESS_EVAL_PGN_MAX], text_again[CHESS_EVAL_PGN_MAX];
  size_t length;

  if (!chess_eval_parse_pgn ((const char *) data, size, &eval))
    return 0;
  if (eval.kind != CHESS_EVAL_CP && eval.kind != CHESS_EVAL_MATE)
    abort ();
  if (eval.kind == CHESS_EVAL_MATE && eval.value == 0)
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
