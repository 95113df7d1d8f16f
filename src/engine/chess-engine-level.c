/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-engine-level.c — playing levels (see chess-engine-level.h).
 *
 * How the levels play, and why:
 *
 * A beginner does not play random moves.  They play moves that look
 * sensible, see one or two moves ahead, miss what the opponent threatens,
 * and now and then leave a piece hanging.  A program that plays the best
 * move and then a random one every few moves feels like neither a beginner
 * nor a fair opponent: its good moves crush, and its bad ones are absurd.
 *
 * So levels 1–7 ask the engine for several candidate lines (MultiPV) from
 * a search limited in nodes.  The small search makes the engine itself
 * short-sighted, the way a person is: its candidates are natural-looking
 * moves, and it misses deep tactics.  Among the candidates we pick at
 * random, with a chance that falls with what a move loses against the
 * best one:
 *
 *     weight = exp (−loss / temperature)     (loss in centipawns, ≥ 0)
 *
 * At level 1 (temperature 170) a move half a pawn worse than the best is
 * still played often (weight 0.75) and one that drops a knight (300) now
 * and then (0.17); at level 5 (48) the knight is nearly never dropped
 * (0.002) and a pawn (100) rarely (0.12).  Past a per-level ceiling
 * (max_loss_cp) a candidate is never played: nobody wants an opponent
 * that gives away its queen for nothing, and the ceiling keeps the worst
 * mistakes human-sized.  More candidates give more room for mistakes:
 * level 1 looks at ten, level 7 at two.  Mates count as very large scores
 * (see chess_uci_info_cp), so a level rarely misses a mate it has found —
 * and with its small search it often does not find one.
 *
 * Levels 1–7 keep their node limits on the clock too (they then move
 * quickly, as players of that strength do); level 8 is the engine at full
 * strength, on the clock.  The engine's own strength limits (UCI_Elo,
 * Skill Level) are not used: Stockfish's floor, UCI_Elo 1350, is far too
 * strong for beginners, its steps were far too large in our measurements
 * (UCI_Elo 1700 against 1350: 86 %, 2000 against 1700: 96 %), and not
 * every engine has them — this works with any engine that has MultiPV.
 *
 * The numbers come from measurement (tools/chess-match, bench/levels.sh;
 * the README has the table): every level beats the one below it 60–85 %
 * of the time, with level 8 at 2000 nodes a move, and level 1 loses more
 * than 90 % of its games to Stockfish at UCI_Elo 1350.
 *
 * Once the person has nothing left but their king, every level plays at
 * full strength (chess_engine_level_finishes): a beginner's opponent that
 * cannot finish a won game is no help to anyone, and games from king and
 * queen, or king and rook, against a lone king showed that levels 1–7 on
 * their own shuffle until the fifty-move rule (bench/levels-mate.sh). */

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n.h>

#include "chess-engine-level.h"
#include "chess-digits.h"

static const ChessEngineLevel levels[CHESS_ENGINE_N_LEVELS] = {
  /* number, id, name, MultiPV, nodes, temperature, ceiling, UCI_Elo, rating.
   * Ratings (README, bench/levels.sh, 100 games a match): level 1 scored
   * −463 against UCI_Elo 1350, level 2 −215, level 3 +42, level 4 +330;
   * each level above scored +215 to +252 against the one below: 887, 1135,
   * 1392, 1680, then 1926, 2172, 2424, 2639 up the ladder. */
  { 1, "beginner", N_("Beginner"), 10, 300, 170, 620, 0, 900 },
  { 2, "novice", N_("Novice"), 7, 600, 120, 410, 0, 1150 },
  { 3, "casual", N_("Casual"), 6, 1200, 92, 295, 0, 1400 },
  { 4, "club", N_("Club Player"), 5, 1600, 85, 275, 0, 1650 },
  { 5, "intermediate", N_("Intermediate"), 5, 2000, 48, 150, 0, 1900 },
  { 6, "advanced", N_("Advanced"), 4, 2000, 20, 66, 0, 2150 },
  { 7, "expert", N_("Expert"), 2, 2000, 18, 60, 0, 2400 },
  { 8, "maximum", N_("Maximum"), 0, 0, 0, 0, 0, 2600 },
};

char *
chess_engine_level_describe_rating (const ChessEngineLevel *level)
{
  g_autofree char *ascii = g_strdup_printf ("%d", level->rating);
  g_autofree char *digits = chess_digits_localize (ascii, FALSE);

  if (level->number == CHESS_ENGINE_N_LEVELS)
    /* Translators: the strength of the computer's strongest level, a
     * rating in Elo points ("Over 2600") */
    return g_strdup_printf (_("Over %s"), digits);
  /* Translators: the strength of a level of the computer, a rating in
   * Elo points ("About 900") */
  return g_strdup_printf (_("About %s"), digits);
}

const ChessEngineLevel *
chess_engine_level_get (int number)
{
  if (number < 1 || number > CHESS_ENGINE_N_LEVELS)
    return NULL;
  return &levels[number - 1];
}

const ChessEngineLevel *
chess_engine_level_lookup (const char *text)
{
  if (text == NULL)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
    if (g_ascii_strcasecmp (text, levels[i].id) == 0)
      return &levels[i];
  if (text[0] >= '1' && text[0] <= '0' + CHESS_ENGINE_N_LEVELS && text[1] == '\0')
    return &levels[text[0] - '1'];
  return NULL;
}

double
chess_engine_level_weight (const ChessEngineLevel *level,
                           int                     loss_cp)
{
  g_return_val_if_fail (level != NULL, 0);

  if (loss_cp <= 0)
    return 1.0;
  if (level->temperature_cp <= 0 || loss_cp > level->max_loss_cp)
    return 0.0;
  return exp (-(double) loss_cp / level->temperature_cp);
}

/* Two lines of a search that ended mid-iteration may start with the same
 * move (from two depths): only the first one counts. */
static gboolean
repeats_an_earlier_move (const ChessUciInfo *lines,
                         guint               i)
{
  for (guint j = 0; j < i; j++)
    if (lines[j].pv_length > 0 && lines[j].pv[0] == lines[i].pv[0])
      return TRUE;
  return FALSE;
}

int
chess_engine_level_choose (const ChessEngineLevel *level,
                           const ChessUciInfo     *lines,
                           guint                   n_lines,
                           double                  random)
{
  double weights[64];
  double total = 0, target, sum = 0;
  int best = -1, last = -1;
  int best_cp = 0;

  g_return_val_if_fail (level != NULL, -1);
  g_return_val_if_fail (n_lines == 0 || lines != NULL, -1);

  n_lines = MIN (n_lines, G_N_ELEMENTS (weights));
  for (guint i = 0; i < n_lines; i++)
    if (lines[i].pv_length > 0 && (best < 0 || chess_uci_info_cp (&lines[i]) > best_cp))
      {
        best = (int) i;
        best_cp = chess_uci_info_cp (&lines[i]);
      }
  if (best < 0)
    return -1;

  for (guint i = 0; i < n_lines; i++)
    {
      weights[i] = 0;
      if (lines[i].pv_length == 0 || repeats_an_earlier_move (lines, i))
        continue;
      weights[i] = chess_engine_level_weight (level, best_cp - chess_uci_info_cp (&lines[i]));
      total += weights[i];
    }
  if (total <= 0)
    return best;

  target = CLAMP (random, 0.0, 1.0) * total;
  for (guint i = 0; i < n_lines; i++)
    {
      if (weights[i] <= 0)
        continue;
      last = (int) i;
      sum += weights[i];
      if (target < sum)
        return (int) i;
    }
  return last;   /* random == 1.0, or rounding at the very end */
}

gboolean
chess_engine_level_finishes (const ChessPosition *position,
                             ChessColor           side)
{
  g_return_val_if_fail (position != NULL, FALSE);
  ChessBitboard other = position->by_color[side == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE];
  return (other & ~position->by_type[CHESS_KING]) == 0;
}

gboolean
chess_engine_level_accepts_draw (const ChessEngineLevel *level,
                                 int                     cp)
{
  g_return_val_if_fail (level != NULL, FALSE);
  /* The weak levels are there to give beginners a game: a draw they are
   * slightly ahead in is still welcome.  From level 4 on the computer
   * keeps playing whatever it thinks it is ahead by. */
  return cp <= (level->number <= 3 ? CHESS_ENGINE_LEVEL_DRAW_CP_WEAK : 0);
}
