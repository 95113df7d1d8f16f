/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-analysis.h — infinite analysis of the position shown.
 *
 * ChessAnalysis keeps one engine searching the position it is given, with
 * 1 to 5 lines (MultiPV), until it is given another (the old search is
 * superseded at once: ChessEngine stops it and starts the new one as soon
 * as the engine is free) or stopped.  Each line carries its evaluation
 * from White's side, depth, speed and moves.  ::updated tells views that
 * the lines changed — at most every CHESS_ANALYSIS_UPDATE_INTERVAL_MS (the
 * first lines of a new position at once), however fast the engine
 * writes. */
#pragma once

#include "chess-engine.h"
#include "chess-eval.h"

G_BEGIN_DECLS

#define CHESS_ANALYSIS_MAX_LINES 5
#define CHESS_ANALYSIS_UPDATE_INTERVAL_MS 100

typedef struct {
  ChessEval eval;          /* White's side */
  gboolean bound;          /* the score is only a bound (a line being re-searched) */
  int depth;
  guint64 nodes;
  guint64 nps;
  int pv_length;
  ChessMove pv[CHESS_UCI_MAX_PV];
} ChessAnalysisLine;

#define CHESS_TYPE_ANALYSIS (chess_analysis_get_type ())
G_DECLARE_FINAL_TYPE (ChessAnalysis, chess_analysis, CHESS, ANALYSIS, GObject)

/* Analysis with `engine` (started when first needed). */
ChessAnalysis *chess_analysis_new (ChessEngine *engine);

/* Lines shown, 1..CHESS_ANALYSIS_MAX_LINES (property "lines", default 1);
 * a change restarts the search of the current position. */
void chess_analysis_set_lines (ChessAnalysis *self, guint lines);

/* Analyse the position after `moves` from `start` (the game's history, so
 * the engine sees repetitions), from now until another position is set
 * or the analysis is stopped.  A position without legal moves is not
 * searched: it has no lines. */
void chess_analysis_set_position (ChessAnalysis *self, const ChessPosition *start,
                                  const ChessMove *moves, gsize n_moves);
void chess_analysis_stop (ChessAnalysis *self);
gboolean chess_analysis_get_running (ChessAnalysis *self);   /* property "running" */
/* The position analysed (or last analysed). */
const ChessPosition *chess_analysis_get_position (ChessAnalysis *self);

/* The lines so far, best first (fewer than `lines` early in a search). */
guint chess_analysis_get_n_lines (ChessAnalysis *self);
const ChessAnalysisLine *chess_analysis_get_line (ChessAnalysis *self, guint index);

/* Signals:
 *   "updated"                   the lines changed (throttled)
 *   "failed" (GError *error)    the engine failed; the analysis stopped
 * Properties: "lines", "running" (notify). */

G_END_DECLS
