/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-game-rules.c — how a game of ChessGame ends: automatic results,
 * claims, offers, resignation, flag fall, and the words for each.
 *
 * The Termination tag gets one of these values (read back on load, case
 * insensitively; other values such as "normal" are understood from the
 * final position where possible):
 *   checkmate, resignation, time forfeit, stalemate, insufficient material,
 *   agreement, threefold repetition, fifty-move rule, fivefold repetition,
 *   seventy-five-move rule, time forfeit, insufficient mating material,
 *   adjudication.
 * "time forfeit" is the PGN standard's own value. */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "chess-game-private.h"

/* The Termination tag of each ending as read (none for NONE and UNKNOWN);
 * written the same but for checkmate (_chess_termination_to_tag). */
static const char *const termination_tags[] = {
  [CHESS_TERMINATION_NONE] = NULL,
  [CHESS_TERMINATION_CHECKMATE] = "checkmate",
  [CHESS_TERMINATION_RESIGNATION] = "resignation",
  [CHESS_TERMINATION_TIME_FORFEIT] = "time forfeit",
  [CHESS_TERMINATION_STALEMATE] = "stalemate",
  [CHESS_TERMINATION_INSUFFICIENT_MATERIAL] = "insufficient material",
  [CHESS_TERMINATION_AGREEMENT] = "agreement",
  [CHESS_TERMINATION_THREEFOLD] = "threefold repetition",
  [CHESS_TERMINATION_FIFTY_MOVES] = "fifty-move rule",
  [CHESS_TERMINATION_FIVEFOLD] = "fivefold repetition",
  [CHESS_TERMINATION_SEVENTY_FIVE_MOVES] = "seventy-five-move rule",
  [CHESS_TERMINATION_TIMEOUT_VS_INSUFFICIENT_MATERIAL] = "time forfeit, insufficient mating material",
  [CHESS_TERMINATION_ADJUDICATION] = "adjudication",
  [CHESS_TERMINATION_UNKNOWN] = NULL,
};

/* The id is the nick of the registered enum value ("time-forfeit"). */
const char *
chess_termination_to_id (ChessTermination termination)
{
  g_autoptr (GEnumClass) enum_class = NULL;
  GEnumValue *value;

  if (termination == CHESS_TERMINATION_NONE)
    return NULL;
  enum_class = g_type_class_ref (CHESS_TYPE_TERMINATION);
  value = g_enum_get_value (enum_class, termination);
  return value != NULL ? value->value_nick : NULL;
}

const char *
_chess_termination_to_tag (ChessTermination termination)
{
  if ((guint) termination >= G_N_ELEMENTS (termination_tags))
    return NULL;
  /* The PGN standard's word for a game that ended by the rules, as
   * lichess writes it too; older files' "checkmate" is still read. */
  if (termination == CHESS_TERMINATION_CHECKMATE)
    return "normal";
  return termination_tags[termination];
}

/* ------------------------------------------------------------------ */
/* Repetition keys along the main line                                 */

void
_chess_game_rebuild_keys (ChessGame *self)
{
  ChessPosition pos = self->record->start;
  ChessNode *node = self->record->root;

  g_array_set_size (self->keys, 0);
  for (;;)
    {
      guint64 key = chess_position_repetition_key (&pos);
      ChessUndo undo;

      g_array_append_val (self->keys, key);
      if (node->first_child == NULL)
        break;
      node = node->first_child;
      chess_position_make_move (&pos, node->move, &undo);
    }
  self->live = node;
  self->live_pos = pos;
}

void
_chess_game_push_key (ChessGame *self)
{
  guint64 key = chess_position_repetition_key (&self->live_pos);
  g_array_append_val (self->keys, key);
}

/* Occurrences of `key` as the position at index `n`, counting back over
 * the positions with the same side to move since the last capture or pawn
 * move (halfmove clock `hmc`); index n itself is not read. */
static guint
count_earlier (ChessGame *self,
               guint64    key,
               gint64     n,
               guint      hmc)
{
  const guint64 *keys = (const guint64 *) self->keys->data;
  gint64 lowest = MAX (0, n - (gint64) hmc);
  guint count = 0;

  for (gint64 i = n - 2; i >= lowest; i -= 2)
    count += keys[i] == key;
  return count;
}

guint
_chess_game_count_repetitions (ChessGame *self)
{
  gint64 n = (gint64) self->keys->len - 1;
  guint64 key = g_array_index (self->keys, guint64, n);

  return 1 + count_earlier (self, key, n, self->live_pos.halfmove_clock);
}

ChessTermination
_chess_game_automatic_termination (ChessGame   *self,
                                   ChessResult *result)
{
  const ChessPosition *pos = &self->live_pos;

  /* Checkmate first: it takes precedence over the seventy-five-move rule. */
  switch (chess_position_status (pos))
    {
    case CHESS_STATUS_CHECKMATE:
      *result = chess_position_side_to_move (pos) == CHESS_WHITE
                ? CHESS_RESULT_BLACK_WINS : CHESS_RESULT_WHITE_WINS;
      return CHESS_TERMINATION_CHECKMATE;
    case CHESS_STATUS_STALEMATE:
      *result = CHESS_RESULT_DRAW;
      return CHESS_TERMINATION_STALEMATE;
    case CHESS_STATUS_DEAD_POSITION:
      *result = CHESS_RESULT_DRAW;
      return CHESS_TERMINATION_INSUFFICIENT_MATERIAL;
    case CHESS_STATUS_ONGOING:
    default:
      break;
    }
  if (_chess_game_count_repetitions (self) >= 5)
    {
      *result = CHESS_RESULT_DRAW;
      return CHESS_TERMINATION_FIVEFOLD;
    }
  if (pos->halfmove_clock >= 150)
    {
      *result = CHESS_RESULT_DRAW;
      return CHESS_TERMINATION_SEVENTY_FIVE_MOVES;
    }
  *result = CHESS_RESULT_NONE;
  return CHESS_TERMINATION_NONE;
}

/* ------------------------------------------------------------------ */
/* Results                                                             */

static void
clear_draw_offer (ChessGame *self)
{
  if (self->draw_offer == -1)
    return;
  self->draw_offer = -1;
  _chess_game_notify (self, "draw-offer");
}

void
_chess_game_set_result (ChessGame        *self,
                        ChessResult       result,
                        ChessTermination  termination)
{
  const char *tag = _chess_termination_to_tag (termination);

  if (self->clock != NULL)
    chess_clock_stop (self->clock);
  clear_draw_offer (self);
  if (self->result != result)
    {
      self->result = result;
      _chess_game_notify (self, "result");
    }
  if (self->termination != termination)
    {
      self->termination = termination;
      _chess_game_notify (self, "termination");
    }
  self->record->result = result;
  chess_record_set_tag (self->record, "Result", chess_result_to_string (result));
  if (tag != NULL)
    chess_record_set_tag (self->record, "Termination", tag);
  self->result_dirty = TRUE;
  _chess_game_mark_modified (self);
}

void
_chess_game_clear_result (ChessGame *self)
{
  _chess_game_set_result (self, CHESS_RESULT_NONE, CHESS_TERMINATION_NONE);
  chess_record_set_tag (self->record, "Termination", NULL);
}

void
_chess_game_end_on_time (ChessGame  *self,
                         ChessColor  loser)
{
  ChessColor winner = (ChessColor) !loser;

  if (chess_position_has_mating_material (&self->live_pos, winner))
    _chess_game_set_result (self,
                            winner == CHESS_WHITE ? CHESS_RESULT_WHITE_WINS : CHESS_RESULT_BLACK_WINS,
                            CHESS_TERMINATION_TIME_FORFEIT);
  else
    _chess_game_set_result (self, CHESS_RESULT_DRAW,
                            CHESS_TERMINATION_TIMEOUT_VS_INSUFFICIENT_MATERIAL);
}

gboolean
chess_game_is_over (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);
  return self->result != CHESS_RESULT_NONE;
}

ChessResult
chess_game_get_result (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), CHESS_RESULT_NONE);
  return self->result;
}

ChessTermination
chess_game_get_termination (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), CHESS_TERMINATION_NONE);
  return self->termination;
}

/* What the final position shows, when it agrees with the result; else
 * UNKNOWN. */
static ChessTermination
termination_shown (ChessGame *self)
{
  ChessResult result = self->result;
  const ChessPosition *pos = &self->live_pos;

  switch (chess_position_status (pos))
    {
    case CHESS_STATUS_CHECKMATE:
      if (result == (chess_position_side_to_move (pos) == CHESS_WHITE
                     ? CHESS_RESULT_BLACK_WINS : CHESS_RESULT_WHITE_WINS))
        return CHESS_TERMINATION_CHECKMATE;
      return CHESS_TERMINATION_UNKNOWN;
    case CHESS_STATUS_STALEMATE:
      return result == CHESS_RESULT_DRAW ? CHESS_TERMINATION_STALEMATE : CHESS_TERMINATION_UNKNOWN;
    case CHESS_STATUS_DEAD_POSITION:
      return result == CHESS_RESULT_DRAW ? CHESS_TERMINATION_INSUFFICIENT_MATERIAL : CHESS_TERMINATION_UNKNOWN;
    case CHESS_STATUS_ONGOING:
    default:
      break;
    }
  if (result == CHESS_RESULT_DRAW && _chess_game_count_repetitions (self) >= 5)
    return CHESS_TERMINATION_FIVEFOLD;
  if (result == CHESS_RESULT_DRAW && pos->halfmove_clock >= 150)
    return CHESS_TERMINATION_SEVENTY_FIVE_MOVES;
  return CHESS_TERMINATION_UNKNOWN;
}

ChessTermination
_chess_game_termination_from_record (ChessGame *self)
{
  const char *tag = chess_record_get_tag (self->record, "Termination");

  if (tag != NULL)
    {
      for (guint t = CHESS_TERMINATION_CHECKMATE; t < CHESS_TERMINATION_UNKNOWN; t++)
        if (termination_tags[t] != NULL && g_ascii_strcasecmp (tag, termination_tags[t]) == 0)
          {
            if (t == CHESS_TERMINATION_TIME_FORFEIT && self->result == CHESS_RESULT_DRAW)
              return CHESS_TERMINATION_TIMEOUT_VS_INSUFFICIENT_MATERIAL;
            return (ChessTermination) t;
          }
    }
  return termination_shown (self);
}

gboolean
_chess_termination_is_shown_by_position (ChessTermination termination)
{
  switch (termination)
    {
    case CHESS_TERMINATION_CHECKMATE:
    case CHESS_TERMINATION_STALEMATE:
    case CHESS_TERMINATION_INSUFFICIENT_MATERIAL:
    case CHESS_TERMINATION_FIVEFOLD:
    case CHESS_TERMINATION_SEVENTY_FIVE_MOVES:
      return TRUE;
    default:
      return FALSE;
    }
}

void
_chess_game_update_termination (ChessGame *self)
{
  ChessTermination old = self->termination;
  ChessTermination now;
  const char *tag;

  /* Resignation, agreement, claims and flag falls are what the players
   * did, whatever moves are shown; an ending we did not know may be
   * shown now. */
  if (self->result == CHESS_RESULT_NONE
      || !(old == CHESS_TERMINATION_UNKNOWN || _chess_termination_is_shown_by_position (old)))
    return;
  now = termination_shown (self);
  if (now == old)
    return;
  /* Our own words follow; a file's own ("Normal") stay as they were read. */
  tag = chess_record_get_tag (self->record, "Termination");
  if (tag == NULL || g_strcmp0 (tag, _chess_termination_to_tag (old)) == 0
      || (termination_tags[old] != NULL && g_ascii_strcasecmp (tag, termination_tags[old]) == 0))
    chess_record_set_tag (self->record, "Termination", _chess_termination_to_tag (now));
  self->termination = now;
  _chess_game_notify (self, "termination");
  self->result_dirty = TRUE;
}

/* The player of `side` by the name in the game's tags, NULL without one. */
static const char *
player_name (ChessGame  *self,
             ChessColor  side)
{
  const char *name = chess_record_get_tag (self->record, side == CHESS_WHITE ? "White" : "Black");

  return name != NULL && name[0] != '\0' && strcmp (name, "?") != 0 ? name : NULL;
}

/* The result with the players' names, when the game has one at least: the
 * other side is then "White" or "Black".  NULL when the words of
 * describe_result_by_colour() say it as well. */
static char *
describe_result_by_name (ChessGame *self)
{
  const char *white = player_name (self, CHESS_WHITE);
  const char *black = player_name (self, CHESS_BLACK);
  const char *winner, *loser, *flagged, *other;

  if (white == NULL && black == NULL)
    return NULL;
  if (white == NULL)
    white = C_("player", "White");
  if (black == NULL)
    black = C_("player", "Black");
  winner = self->result == CHESS_RESULT_WHITE_WINS ? white : black;
  loser = self->result == CHESS_RESULT_WHITE_WINS ? black : white;
  /* the flag falls for the side to move */
  flagged = chess_position_side_to_move (&self->live_pos) == CHESS_WHITE ? white : black;
  other = flagged == white ? black : white;

  switch (self->termination)
    {
    case CHESS_TERMINATION_CHECKMATE:
      /* Translators: "Anna wins — Boris is checkmated"; a player without a
       * name is "White" or "Black" (the context "player") */
      return g_strdup_printf (_("%1$s wins — %2$s is checkmated"), winner, loser);
    case CHESS_TERMINATION_RESIGNATION:
      /* Translators: "Anna wins — Boris resigned" */
      return g_strdup_printf (_("%1$s wins — %2$s resigned"), winner, loser);
    case CHESS_TERMINATION_TIME_FORFEIT:
      /* Translators: "Magnus wins — Hikaru ran out of time" */
      return g_strdup_printf (_("%1$s wins — %2$s ran out of time"), winner, loser);
    case CHESS_TERMINATION_TIMEOUT_VS_INSUFFICIENT_MATERIAL:
      /* Translators: "Draw — Anna ran out of time, but Boris cannot checkmate" */
      return g_strdup_printf (_("Draw — %1$s ran out of time, but %2$s cannot checkmate"), flagged, other);
    case CHESS_TERMINATION_ADJUDICATION:
      if (self->result == CHESS_RESULT_DRAW)
        return NULL;
      /* Translators: "Anna wins by adjudication": the tablebase showed
       * a forced win and ended the game */
      return g_strdup_printf (_("%s wins by adjudication"), winner);
    case CHESS_TERMINATION_NONE:
    case CHESS_TERMINATION_UNKNOWN:
      if (self->result == CHESS_RESULT_DRAW)
        return NULL;
      /* Translators: "Anna wins", a result without its reason */
      return g_strdup_printf (_("%s wins"), winner);
    default:
      return NULL;   /* the draws: no one to name */
    }
}

char *
chess_game_describe_result (ChessGame *self)
{
  gboolean white_wins;
  ChessColor to_move;
  char *by_name;

  g_return_val_if_fail (CHESS_IS_GAME (self), NULL);

  white_wins = self->result == CHESS_RESULT_WHITE_WINS;
  to_move = chess_position_side_to_move (&self->live_pos);
  if (self->result == CHESS_RESULT_NONE)
    return g_strdup (_("Game in progress"));
  by_name = describe_result_by_name (self);
  if (by_name != NULL)
    return by_name;

  switch (self->termination)
    {
    case CHESS_TERMINATION_CHECKMATE:
      return g_strdup (white_wins ? _("White wins — Black is checkmated")
                                  : _("Black wins — White is checkmated"));
    case CHESS_TERMINATION_RESIGNATION:
      return g_strdup (white_wins ? _("White wins — Black resigned")
                                  : _("Black wins — White resigned"));
    case CHESS_TERMINATION_TIME_FORFEIT:
      return g_strdup (white_wins ? _("White wins — Black's time ran out")
                                  : _("Black wins — White's time ran out"));
    case CHESS_TERMINATION_STALEMATE:
      return g_strdup (_("Draw — stalemate"));
    case CHESS_TERMINATION_INSUFFICIENT_MATERIAL:
      return g_strdup (_("Draw — insufficient material"));
    case CHESS_TERMINATION_AGREEMENT:
      return g_strdup (_("Draw — agreed by the players"));
    case CHESS_TERMINATION_THREEFOLD:
      return g_strdup (_("Draw — threefold repetition"));
    case CHESS_TERMINATION_FIFTY_MOVES:
      return g_strdup (_("Draw — fifty-move rule"));
    case CHESS_TERMINATION_FIVEFOLD:
      return g_strdup (_("Draw — fivefold repetition"));
    case CHESS_TERMINATION_SEVENTY_FIVE_MOVES:
      return g_strdup (_("Draw — seventy-five-move rule"));
    case CHESS_TERMINATION_TIMEOUT_VS_INSUFFICIENT_MATERIAL:
      /* The flag falls for the side to move. */
      return g_strdup (to_move == CHESS_WHITE
                       ? _("Draw — White ran out of time, but Black cannot checkmate")
                       : _("Draw — Black ran out of time, but White cannot checkmate"));
    case CHESS_TERMINATION_ADJUDICATION:
      if (self->result == CHESS_RESULT_DRAW)
        return g_strdup (_("Draw by adjudication"));
      return g_strdup (white_wins ? _("White wins by adjudication") : _("Black wins by adjudication"));
    case CHESS_TERMINATION_NONE:
    case CHESS_TERMINATION_UNKNOWN:
    default:
      break;
    }
  switch (self->result)
    {
    case CHESS_RESULT_WHITE_WINS: return g_strdup (_("White wins"));
    case CHESS_RESULT_BLACK_WINS: return g_strdup (_("Black wins"));
    case CHESS_RESULT_DRAW: return g_strdup (_("Draw"));
    case CHESS_RESULT_NONE:
    default: return g_strdup (_("Game in progress"));
    }
}

/* ------------------------------------------------------------------ */
/* Claims                                                              */

static ChessTermination
claim_now (ChessGame *self)
{
  if (_chess_game_count_repetitions (self) >= 3)
    return CHESS_TERMINATION_THREEFOLD;
  if (self->live_pos.halfmove_clock >= 100)
    return CHESS_TERMINATION_FIFTY_MOVES;
  return CHESS_TERMINATION_NONE;
}

/* The claim the side to move could make by writing down `move`. */
static ChessTermination
claim_after (ChessGame *self,
             ChessMove  move)
{
  ChessPosition pos = self->live_pos;
  ChessUndo undo;
  guint64 key;

  chess_position_make_move (&pos, move, &undo);
  key = chess_position_repetition_key (&pos);
  if (1 + count_earlier (self, key, (gint64) self->keys->len, pos.halfmove_clock) >= 3)
    return CHESS_TERMINATION_THREEFOLD;
  if (pos.halfmove_clock >= 100)
    return CHESS_TERMINATION_FIFTY_MOVES;
  return CHESS_TERMINATION_NONE;
}

void
_chess_game_update_claim (ChessGame *self)
{
  gboolean can = self->result == CHESS_RESULT_NONE && claim_now (self) != CHESS_TERMINATION_NONE;

  if (can != self->can_claim)
    {
      self->can_claim = can;
      _chess_game_notify (self, "can-claim-draw");
    }
}

/* Claims are about the game, so about its live position, wherever the
 * board has been navigated to. */
gboolean
chess_game_can_claim_draw (ChessGame        *self,
                           ChessMove         intended,
                           ChessTermination *reason)
{
  ChessTermination found = CHESS_TERMINATION_NONE;

  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);

  if (self->result == CHESS_RESULT_NONE)
    {
      found = claim_now (self);
      if (found == CHESS_TERMINATION_NONE && intended != CHESS_MOVE_NONE &&
          intended != CHESS_MOVE_NULL && chess_position_is_legal_move (&self->live_pos, intended))
        found = claim_after (self, intended);
    }
  if (reason != NULL)
    *reason = found;
  return found != CHESS_TERMINATION_NONE;
}

/* A claim that holds now ignores `intended`.  A claim that holds only after
 * the intended move plays that move (on the clock, as the arbiter would
 * have it written down) and then draws — unless the move itself ended the
 * game.  TRUE if the game ended in a draw. */
gboolean
chess_game_claim_draw (ChessGame *self,
                       ChessMove  intended)
{
  ChessTermination reason;

  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);

  if (self->result != CHESS_RESULT_NONE)
    return FALSE;
  reason = claim_now (self);
  _chess_game_begin_change (self);
  if (reason == CHESS_TERMINATION_NONE &&
      chess_game_can_claim_draw (self, intended, &reason))
    {
      if (!_chess_game_play_live (self, intended))
        reason = CHESS_TERMINATION_NONE;   /* too late: lost on time instead */
    }
  if (reason != CHESS_TERMINATION_NONE && self->result == CHESS_RESULT_NONE)
    _chess_game_set_result (self, CHESS_RESULT_DRAW, reason);
  _chess_game_end_change (self);
  return reason != CHESS_TERMINATION_NONE && self->result == CHESS_RESULT_DRAW;
}

/* ------------------------------------------------------------------ */
/* Resignation and offers                                              */

void
chess_game_resign (ChessGame  *self,
                   ChessColor  side)
{
  g_return_if_fail (CHESS_IS_GAME (self));
  g_return_if_fail (side == CHESS_WHITE || side == CHESS_BLACK);

  if (self->result != CHESS_RESULT_NONE)
    return;
  _chess_game_begin_change (self);
  _chess_game_set_result (self, side == CHESS_WHITE ? CHESS_RESULT_BLACK_WINS : CHESS_RESULT_WHITE_WINS,
                          CHESS_TERMINATION_RESIGNATION);
  _chess_game_end_change (self);
}

gboolean
chess_game_adjudicate (ChessGame   *self,
                       ChessResult  result)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);
  g_return_val_if_fail (result != CHESS_RESULT_NONE, FALSE);

  if (self->result != CHESS_RESULT_NONE)
    return FALSE;
  _chess_game_begin_change (self);
  _chess_game_set_result (self, result, CHESS_TERMINATION_ADJUDICATION);
  _chess_game_end_change (self);
  return TRUE;
}

/* An offer while the opponent's offer stands is an agreement. */
void
chess_game_offer_draw (ChessGame  *self,
                       ChessColor  side)
{
  g_return_if_fail (CHESS_IS_GAME (self));
  g_return_if_fail (side == CHESS_WHITE || side == CHESS_BLACK);

  if (self->result != CHESS_RESULT_NONE || self->draw_offer == (int) side)
    return;
  if (self->draw_offer == (int) !side)
    {
      chess_game_accept_draw (self);
      return;
    }
  self->draw_offer = side;
  _chess_game_notify (self, "draw-offer");
}

int
chess_game_get_draw_offer (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), -1);
  return self->draw_offer;
}

/* The opponent of the offering side accepts. */
void
chess_game_accept_draw (ChessGame *self)
{
  g_return_if_fail (CHESS_IS_GAME (self));

  if (self->result != CHESS_RESULT_NONE || self->draw_offer == -1)
    return;
  _chess_game_begin_change (self);
  _chess_game_set_result (self, CHESS_RESULT_DRAW, CHESS_TERMINATION_AGREEMENT);
  _chess_game_end_change (self);
}

void
chess_game_decline_draw (ChessGame *self)
{
  g_return_if_fail (CHESS_IS_GAME (self));
  clear_draw_offer (self);
}

gboolean
chess_game_answer_draw_offer (ChessGame  *self,
                              ChessColor  side,
                              gboolean    accept)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);

  if (self->result != CHESS_RESULT_NONE || self->draw_offer == -1 || self->draw_offer == (int) side)
    return FALSE;
  if (accept)
    chess_game_accept_draw (self);
  else
    chess_game_decline_draw (self);
  return TRUE;
}
