/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-marks.h — the arrows and circles a person draws on a board, as the
 * [%cal] and [%csl] commands of a PGN comment hold them ("Ge2e4,Rd7d5",
 * "Gd4,Yf7": a colour letter G R B Y, then one square for a circle or two
 * for an arrow).  Read leniently (entries split by commas or blanks,
 * unknown ones skipped), written in that canonical form.  Plain C17. */
#pragma once

#include "chess-types.h"

typedef enum {
  CHESS_MARK_GREEN = 0,
  CHESS_MARK_RED,
  CHESS_MARK_BLUE,
  CHESS_MARK_YELLOW,
  CHESS_MARK_N_COLORS
} ChessMarkColor;

/* An arrow from `from` to `to`, or a circle on `from` when both are the same. */
typedef struct {
  uint8_t color;   /* ChessMarkColor */
  uint8_t from;
  uint8_t to;
} ChessMark;

/* More than any board can usefully show: 64 circles and 64 arrows. */
#define CHESS_MARKS_MAX 128

typedef struct {
  ChessMark marks[CHESS_MARKS_MAX];
  size_t count;    /* in drawing order: the first drawn first */
} ChessMarks;

static inline bool
chess_mark_is_circle (ChessMark mark)
{
  return mark.from == mark.to;
}

void chess_marks_clear (ChessMarks *marks);
/* Reads the payloads of [%cal] (arrows) and [%csl] (circles); either may
 * be NULL.  An arrow whose squares are the same, an entry of neither kind
 * and a repeated mark are skipped; past CHESS_MARKS_MAX the rest too.
 * Returns the number read. */
size_t chess_marks_read (ChessMarks *marks, const char *arrows, const char *circles);
/* The [%cal] payload of the arrows (circles when `circles`), e.g.
 * "Ge2e4,Rd7d5"; NULL when there are none.  malloc'd. */
char *chess_marks_write (const ChessMarks *marks, bool circles);

/* What a gesture does, as on lichess: a mark that is not there is added; the
 * same squares in the same colour are taken away; the same squares in
 * another colour take the new colour.  Returns false when the marks are
 * full and nothing was done. */
bool chess_marks_toggle (ChessMarks *marks, ChessMark mark);
/* The index of the mark on these squares (any colour), or -1. */
int chess_marks_find (const ChessMarks *marks, int from, int to);

/* 'G', 'R', 'B', 'Y'; and back (-1 for another letter; lower case read). */
char chess_mark_color_letter (ChessMarkColor color);
int chess_mark_color_from_letter (char letter);
