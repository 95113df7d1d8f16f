/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-fsrs.h — when a failed puzzle comes back: FSRS-4.5, the Free
 * Spaced Repetition Scheduler (open-spaced-repetition, "The Algorithm"),
 * with its published default parameters w0…w16:
 *
 *   0.4872 1.4003 3.7145 13.8206 5.1618 1.2298 0.8975 0.031 1.6474
 *   0.1367 1.0461 2.1072 0.0793 0.3246 1.587 0.2272 2.8755
 *
 * R(t, S) = (1 + 19/81 · t/S)^−0.5; a puzzle solved is graded Good (3), a
 * failed one Again (1); the next interval is the one at which R falls to
 * the requested retention, 0.9 (then the interval is S itself), in whole
 * days, at least one.  The clock is the caller's (seconds since the epoch),
 * so tests inject it. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define CHESS_FSRS_RETENTION 0.9

typedef enum {
  CHESS_FSRS_AGAIN = 1,
  CHESS_FSRS_HARD = 2,
  CHESS_FSRS_GOOD = 3,
  CHESS_FSRS_EASY = 4
} ChessFsrsGrade;

typedef struct {
  double stability;   /* days for R to fall to 0.9; 0 for a card never reviewed */
  double difficulty;  /* 1…10 */
  gint64 last_review; /* seconds since the epoch */
  gint64 due;
  guint reviews;
  guint lapses;
} ChessFsrsCard;

/* The retrievability of a card at `now` (1 for a new card). */
double chess_fsrs_retrievability (const ChessFsrsCard *card, gint64 now);
/* The days until R falls to `retention` for this stability. */
double chess_fsrs_interval_days (double stability, double retention);
/* The card after a review graded `grade` at `now`: new stability,
 * difficulty and due date at CHESS_FSRS_RETENTION. */
void chess_fsrs_review (ChessFsrsCard *card, ChessFsrsGrade grade, gint64 now);

G_END_DECLS
