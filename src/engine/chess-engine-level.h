/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-engine-level.h — the eight playing levels, Beginner to Maximum,
 * and the pure function that picks a move for the weak ones.
 *
 * Levels 1–3 must lose to beginners, which no engine's own floor does
 * (Stockfish at UCI_Elo 1350 or Skill Level 0 still beats them).  Levels
 * 1–7 are built on the engine's MultiPV output from a search limited in
 * nodes (see chess-engine-level.c for the design and the measurements);
 * level 8 is the engine at full strength on the clock. */
#pragma once

#include "chess-uci.h"

G_BEGIN_DECLS

#define CHESS_ENGINE_N_LEVELS 8
/* The first level that plays with the tablebases (the engine's SyzygyPath). */
#define CHESS_ENGINE_LEVEL_TABLEBASES 7

typedef struct {
  int number;              /* 1 … 8 */
  const char *id;          /* "beginner" … "maximum": for settings and logs */
  const char *name;        /* untranslated; show with _() */
  /* Levels that choose among candidates (1 … 7): */
  int multipv;             /* candidate lines asked for; 0 for levels that do not choose */
  guint64 nodes;           /* search limit per move */
  int temperature_cp;      /* how fast a candidate's chance falls with the centipawns it loses */
  int max_loss_cp;         /* candidates that lose more than this are never played */
  /* The engine's own strength limit (none of the eight levels; matches
   * measure against it: tools/chess-match "eloN"): */
  int elo;                 /* UCI_Elo with UCI_LimitStrength; 0 for none */
  /* About how strong the level plays, on Stockfish's UCI_Elo scale, from
   * bench/levels.sh (README): each level's score against UCI_Elo 1350 and
   * against the level below, rounded to 50.  For level 8 the strength it
   * has at 2 000 nodes a move: on the clock it plays far stronger. */
  int rating;
} ChessEngineLevel;

/* The level's strength in words a player reads beside its name ("About
 * 900", "Over 2600" for the engine at full strength), digits of the
 * locale.  Freed with g_free. */
char *chess_engine_level_describe_rating (const ChessEngineLevel *level);

/* Level 1 … CHESS_ENGINE_N_LEVELS; NULL outside. */
const ChessEngineLevel *chess_engine_level_get (int number);
/* By id ("beginner") or number ("1"); NULL if neither. */
const ChessEngineLevel *chess_engine_level_lookup (const char *text);

/* Picks among `lines` (a MultiPV search's results, scores from the side to
 * move's view) for `level`, with `random` uniform in [0, 1): the index of
 * the line whose first move to play, or −1 if no line has a move.  Pure:
 * the same input and random value give the same choice. */
int chess_engine_level_choose (const ChessEngineLevel *level, const ChessUciInfo *lines,
                               guint n_lines, double random);

/* The relative chance `level` gives a candidate that loses `loss_cp`
 * centipawns against the best one (1 for the best itself, 0 when never). */
double chess_engine_level_weight (const ChessEngineLevel *level, int loss_cp);

/* Whether the computer playing `side` finishes the game at full strength
 * in `position`, whatever its level: when the other side has nothing but
 * its king.  A lone king cannot win, so nothing is unfair about it, and
 * the weak levels' choice among a small search's candidates cannot mate
 * with king and queen or king and rook (measured: bench/levels-mate.sh). */
gboolean chess_engine_level_finishes (const ChessPosition *position, ChessColor side);

/* Whether the computer at `level` accepts a draw offered to it when its
 * latest evaluation, from its own side, is `cp` centipawns: at levels 4–8
 * only at 0.00 or worse for it, at levels 1–3 (more willing) up to +1.00. */
#define CHESS_ENGINE_LEVEL_DRAW_CP_WEAK 100
gboolean chess_engine_level_accepts_draw (const ChessEngineLevel *level, int cp);

G_END_DECLS
