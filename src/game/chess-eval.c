/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-eval.c — evaluations from White's side, [%eval] text, winning
 * chances.  The logistic constant is lichess's published fit of winning
 * chances to Stockfish centipawns (lichess.org/page/accuracy). */
#include "config.h"

#include "chess-digits.h"
#include "chess-eval.h"

#include <math.h>
#include <stdio.h>

#define WINNING_CHANCES_SLOPE 0.00368208

ChessEval
chess_eval_from_uci (gboolean is_mate, int value, ChessColor side_to_move)
{
  int white_sign = side_to_move == CHESS_WHITE ? 1 : -1;

  /* Clamped before the sign changes: -INT_MIN does not exist. */
  value = CLAMP (value, -CHESS_EVAL_CP_MAX, CHESS_EVAL_CP_MAX);
  if (!is_mate)
    return chess_eval_cp (white_sign * value);
  if (value == 0)
    return chess_eval_checkmate (side_to_move == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE);
  return chess_eval_mate (white_sign * value);
}

gboolean
chess_eval_equal (ChessEval a, ChessEval b)
{
  return a.kind == b.kind && (a.kind == CHESS_EVAL_NONE || a.value == b.value);
}

int
chess_eval_sign (ChessEval eval)
{
  if (eval.kind == CHESS_EVAL_NONE)
    return 0;
  return (eval.value > 0) - (eval.value < 0);
}

/* Centipawns with mates as ±CHESS_EVAL_CP_CEILING, clamped to the ceiling. */
static int
chess_eval_to_ceiled_cp (ChessEval eval)
{
  switch (eval.kind)
    {
    case CHESS_EVAL_CP:
      return CLAMP (eval.value, -CHESS_EVAL_CP_CEILING, CHESS_EVAL_CP_CEILING);
    case CHESS_EVAL_MATE:
    case CHESS_EVAL_CHECKMATE:
      return chess_eval_sign (eval) * CHESS_EVAL_CP_CEILING;
    case CHESS_EVAL_NONE:
    default:
      return 0;
    }
}

double
chess_winning_chances_from_cp (double centipawns)
{
  double chances = 2.0 / (1.0 + exp (-WINNING_CHANCES_SLOPE * centipawns)) - 1.0;

  return CLAMP (chances, -1.0, 1.0);
}

double
chess_eval_win_percent (ChessEval eval)
{
  return 50.0 + 50.0 * chess_winning_chances_from_cp (chess_eval_to_ceiled_cp (eval));
}

/* The value of a CP or MATE evaluation, clamped to the range: for
 * evaluations not made by the constructors. */
static int
clamped_value (ChessEval eval)
{
  int max = eval.kind == CHESS_EVAL_MATE ? CHESS_EVAL_MATE_MAX : CHESS_EVAL_CP_MAX;

  return CLAMP (eval.value, -max, max);
}

/* Digits only, at most max_digits of them; FALSE if none. */
static gboolean
scan_digits (const char **s, const char *end, int max_digits, long *value)
{
  int digits = 0;

  *value = 0;
  while (*s < end && g_ascii_isdigit (**s))
    {
      if (++digits > max_digits)
        return FALSE;
      *value = *value * 10 + (**s - '0');
      (*s)++;
    }
  return digits > 0;
}

gboolean
chess_eval_parse_pgn (const char *text, gsize length, ChessEval *eval)
{
  const char *s = text, *end = text + length;
  gboolean mate = FALSE, negative = FALSE;
  long whole = 0, fraction = 0;
  int fraction_digits = 0;
  ChessEval result;

  if (s < end && *s == '#')
    {
      mate = TRUE;
      s++;
    }
  if (s < end && (*s == '-' || *s == '+'))
    negative = *s++ == '-';
  if (!scan_digits (&s, end, 6, &whole))
    return FALSE;
  if (!mate && s < end && *s == '.')
    {
      s++;
      while (s < end && g_ascii_isdigit (*s))
        {
          /* Centipawns: a third decimal and beyond only round. */
          if (fraction_digits < 3)
            {
              fraction = fraction * 10 + (*s - '0');
              fraction_digits++;
            }
          s++;
        }
      if (fraction_digits == 0)
        return FALSE;
    }
  if (s < end && *s == ',')
    {
      long depth;

      s++;
      if (!scan_digits (&s, end, 4, &depth))
        return FALSE;
    }
  if (s != end)
    return FALSE;

  if (mate)
    {
      if (whole == 0)
        return FALSE;
      result = chess_eval_mate ((int) (negative ? -whole : whole));
    }
  else
    {
      while (fraction_digits < 3)
        {
          fraction *= 10;
          fraction_digits++;
        }
      /* Thousandths of a pawn to centipawns, rounding half away from zero. */
      long centipawns = whole * 100 + (fraction + 5) / 10;
      if (centipawns > CHESS_EVAL_CP_MAX)
        return FALSE;
      result = chess_eval_cp ((int) (negative ? -centipawns : centipawns));
    }
  *eval = result;
  return TRUE;
}

gsize
chess_eval_format_pgn (ChessEval eval, char *out)
{
  int n = 0;

  switch (eval.kind)
    {
    case CHESS_EVAL_CP:
      {
        int value = clamped_value (eval);
        int magnitude = ABS (value);
        const char *sign = value < 0 ? "-" : "";

        if (magnitude % 10 == 0)
          n = snprintf (out, CHESS_EVAL_PGN_MAX, "%s%d.%d", sign, magnitude / 100, magnitude / 10 % 10);
        else
          n = snprintf (out, CHESS_EVAL_PGN_MAX, "%s%d.%02d", sign, magnitude / 100, magnitude % 100);
        break;
      }
    case CHESS_EVAL_MATE:
      n = snprintf (out, CHESS_EVAL_PGN_MAX, "#%d", clamped_value (eval));
      break;
    case CHESS_EVAL_CHECKMATE:
    case CHESS_EVAL_NONE:
    default:
      out[0] = '\0';
      break;
    }
  return n > 0 ? (gsize) n : 0;
}

#define MINUS_SIGN "\xe2\x88\x92"   /* U+2212 */

gsize
chess_eval_format_display (ChessEval eval, char *out)
{
  int n = 0, value = clamped_value (eval);

  switch (eval.kind)
    {
    case CHESS_EVAL_CP:
      n = snprintf (out, CHESS_EVAL_DISPLAY_MAX, "%s%d.%02d",
                    value > 0 ? "+" : value < 0 ? MINUS_SIGN : "", ABS (value) / 100, ABS (value) % 100);
      break;
    case CHESS_EVAL_MATE:
      n = snprintf (out, CHESS_EVAL_DISPLAY_MAX, "#%s%d", value < 0 ? MINUS_SIGN : "", ABS (value));
      break;
    case CHESS_EVAL_CHECKMATE:
      n = snprintf (out, CHESS_EVAL_DISPLAY_MAX, "#");
      break;
    case CHESS_EVAL_NONE:
    default:
      out[0] = '\0';
      break;
    }
  return n > 0 ? (gsize) n : 0;
}

char *
chess_eval_describe (ChessEval eval)
{
  char text[CHESS_EVAL_DISPLAY_MAX];

  chess_eval_format_display (eval, text);
  return chess_digits_format_number (text);
}
