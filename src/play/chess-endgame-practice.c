/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-endgame-practice.c — ChessEndgamePractice (see the header).
 *
 * verdicts[k] is the tables' verdict of the main line's position after k
 * plies, for its side to move (UNKNOWN until its probe answers, NONE
 * where the tables do not cover it).  A move of the person at ply k
 * spoiled the goal when verdicts[k] met it and the opponent's verdicts[k
 * + 1], turned round, does not.  Probes run one per position, on worker
 * threads, and may answer in any order. */
#include "config.h"

#include "chess-endgame-practice.h"

#include <glib/gi18n.h>

#define UNKNOWN 100
#define NONE 101

struct _ChessEndgamePractice
{
  GObject parent_instance;

  ChessPlay *play;
  char *engine_path;
  ChessEndgameKind kind;
  ChessPosition setting;
  ChessGame *game;             /* the practice's game, followed */
  guint generation;            /* counts the games: a probe of an earlier one is dropped */
  GArray *verdicts;            /* of int, per ply */
  guint pending;               /* probes under way */
  int start_dtz;
  gboolean start_has_dtz;
  gboolean finished;
  GCancellable *cancellable;
};

G_DEFINE_FINAL_TYPE (ChessEndgamePractice, chess_endgame_practice, G_TYPE_OBJECT)

enum { JUDGED, FINISHED, N_SIGNALS };
static guint signals[N_SIGNALS];

ChessEndgameKind
chess_endgame_practice_get_kind (ChessEndgamePractice *self)
{
  return self->kind;
}

ChessEndgameGoal
chess_endgame_practice_get_goal (ChessEndgamePractice *self)
{
  return chess_endgame_kind_goal (self->kind);
}

ChessColor
chess_endgame_practice_get_person (ChessEndgamePractice *self)
{
  return chess_position_side_to_move (&self->setting);
}

/* ---- judging ---------------------------------------------------------- */

static gboolean
all_judged (ChessEndgamePractice *self)
{
  for (guint k = 0; k < self->verdicts->len; k++)
    if (g_array_index (self->verdicts, int, k) == UNKNOWN)
      return FALSE;
  return TRUE;
}

static void
check_finished (ChessEndgamePractice *self)
{
  if (self->finished || self->game == NULL || !chess_game_is_over (self->game) || !all_judged (self))
    return;
  self->finished = TRUE;
  g_signal_emit (self, signals[FINISHED], 0);
}

typedef struct {
  ChessEndgamePractice *self;   /* a reference */
  guint generation;
  guint ply;
} Probe;

static void
probed (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Probe *probe = user_data;
  ChessEndgamePractice *self = probe->self;
  g_autoptr (ChessTablebaseResult) found = chess_tablebase_probe_finish (CHESS_TABLEBASE (source), result, NULL);

  if (probe->generation == self->generation && probe->ply < self->verdicts->len)
    {
      g_array_index (self->verdicts, int, probe->ply) = found != NULL ? (int) found->verdict : NONE;
      g_signal_emit (self, signals[JUDGED], 0);
      check_finished (self);
    }
  g_object_unref (self);
  g_free (probe);
}

/* Each main-line position once, as the game grows (or shrinks: a take
 * back forgets the plies taken back). */
static void
follow_game (ChessEndgamePractice *self)
{
  ChessTablebase *tablebase = chess_play_get_tablebase (self->play);
  const ChessRecord *record;
  ChessPosition pos;
  guint plies, k = 0;

  if (self->game == NULL)
    return;
  plies = chess_game_get_n_plies (self->game);
  if (self->verdicts->len > plies + 1)
    {
      /* Taken back: probes under way may be of positions no longer
       * played; they are dropped and the unanswered ones asked again. */
      guint known = 0;

      while (known < plies + 1 && g_array_index (self->verdicts, int, known) != UNKNOWN)
        known++;
      g_array_set_size (self->verdicts, known);
      self->generation++;
    }
  record = chess_game_get_record (self->game);
  pos = record->start;
  for (const ChessNode *node = record->root; ; node = node->first_child, k++)
    {
      if (k >= self->verdicts->len)
        {
          int unknown = tablebase != NULL && chess_tablebase_covers (tablebase, &pos) ? UNKNOWN : NONE;

          g_array_append_val (self->verdicts, unknown);
          if (unknown == UNKNOWN)
            {
              Probe *probe = g_new0 (Probe, 1);

              probe->self = g_object_ref (self);
              probe->generation = self->generation;
              probe->ply = k;
              chess_tablebase_probe_async (tablebase, &pos, self->cancellable, probed, probe);
            }
        }
      if (node->first_child == NULL)
        break;
      ChessUndo undo;
      chess_position_make_move (&pos, node->first_child->move, &undo);
    }
  check_finished (self);
}

static int
verdict_at (ChessEndgamePractice *self, guint ply)
{
  return ply < self->verdicts->len ? g_array_index (self->verdicts, int, ply) : UNKNOWN;
}

/* The ply of the person's first spoiling move, or -1. */
static int
spoiling_ply (ChessEndgamePractice *self)
{
  ChessEndgameGoal goal = chess_endgame_practice_get_goal (self);

  for (guint k = 0; k + 1 < self->verdicts->len; k += 2)
    {
      int before = verdict_at (self, k), after = verdict_at (self, k + 1);

      if (before >= UNKNOWN || after >= UNKNOWN)
        continue;
      if (chess_endgame_goal_holds (goal, before) && !chess_endgame_goal_holds (goal, -after))
        return (int) k;
    }
  return -1;
}

char *
chess_endgame_practice_dup_spoiling_move (ChessEndgamePractice *self)
{
  int ply = spoiling_ply (self);
  const ChessRecord *record;
  ChessPosition pos;
  const ChessNode *node;
  char san[CHESS_SAN_MAX];

  if (ply < 0 || self->game == NULL)
    return NULL;
  record = chess_game_get_record (self->game);
  pos = record->start;
  node = record->root->first_child;
  for (int k = 0; k < ply; k++, node = node->first_child)
    {
      ChessUndo undo;
      chess_position_make_move (&pos, node->move, &undo);
    }
  chess_move_to_san (&pos, node->move, san);
  if (chess_position_side_to_move (&pos) == CHESS_WHITE)
    return g_strdup_printf ("%u. %s", pos.fullmove_number, san);
  return g_strdup_printf ("%u… %s", pos.fullmove_number, san);
}

guint
chess_endgame_practice_get_moves_used (ChessEndgamePractice *self)
{
  guint plies = self->game != NULL ? chess_game_get_n_plies (self->game) : 0;

  return (plies + 1) / 2;   /* the person moves first */
}

guint
chess_endgame_practice_get_best_moves (ChessEndgamePractice *self)
{
  /* Without pawns or captures to make, a win's DTZ is the distance to mate. */
  if (chess_endgame_practice_get_goal (self) != CHESS_ENDGAME_GOAL_MATE || !self->start_has_dtz)
    return 0;
  return (guint) (ABS (self->start_dtz) + 1) / 2;
}

gboolean
chess_endgame_practice_is_finished (ChessEndgamePractice *self)
{
  return self->finished;
}

gboolean
chess_endgame_practice_get_goal_met (ChessEndgamePractice *self)
{
  ChessColor person = chess_endgame_practice_get_person (self);
  ChessResult won = person == CHESS_WHITE ? CHESS_RESULT_WHITE_WINS : CHESS_RESULT_BLACK_WINS;
  ChessResult result;

  if (self->game == NULL || !chess_game_is_over (self->game))
    return FALSE;
  result = chess_game_get_result (self->game);
  switch (chess_endgame_practice_get_goal (self))
    {
    case CHESS_ENDGAME_GOAL_MATE:
      return result == won && chess_game_get_termination (self->game) == CHESS_TERMINATION_CHECKMATE;
    case CHESS_ENDGAME_GOAL_WIN:
      return result == won;
    case CHESS_ENDGAME_GOAL_DRAW:
    default:
      return result == won || result == CHESS_RESULT_DRAW;
    }
}

char *
chess_endgame_practice_describe (ChessEndgamePractice *self)
{
  g_autofree char *spoiled = chess_endgame_practice_dup_spoiling_move (self);
  g_autofree char *used = NULL;
  guint moves = chess_endgame_practice_get_moves_used (self), best = chess_endgame_practice_get_best_moves (self);

  used = best > 0
    /* Translators: "Goal met in 14 moves; the tables mate in 11." */
    ? g_strdup_printf (ngettext ("in %u move; the tables mate in %u", "in %u moves; the tables mate in %u", moves),
                       moves, best)
    : g_strdup_printf (ngettext ("in %u move", "in %u moves", moves), moves);
  if (chess_endgame_practice_get_goal_met (self))
    /* Translators: "Goal met in 14 moves; the tables mate in 11." */
    return g_strdup_printf (_("Goal met %s."), used);
  if (spoiled != NULL)
    /* Translators: "Goal missed in 30 moves. The first move that spoiled it: 12. Kd3." */
    return g_strdup_printf (_("Goal missed %s. The first move that spoiled it: %s."), used, spoiled);
  return g_strdup_printf (_("Goal missed %s."), used);
}

/* ---- starting --------------------------------------------------------- */

typedef struct {
  ChessEndgameKind kind;
  guint32 seed;
  ChessTablebase *tablebase;
  ChessPosition setting;
  int dtz;
  gboolean has_dtz;
} Making;

static void
making_free (Making *making)
{
  g_clear_object (&making->tablebase);
  g_free (making);
}

static void
make_in_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  Making *making = task_data;
  g_autoptr (GRand) random = g_rand_new_with_seed (making->seed);
  GError *error = NULL;

  if (!chess_endgame_make_setting (making->kind, making->tablebase, random, &making->setting, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  g_autoptr (ChessTablebaseResult) start = chess_tablebase_probe (making->tablebase, &making->setting, NULL);
  making->dtz = start != NULL ? start->dtz : 0;
  making->has_dtz = start != NULL && start->has_dtz;
  g_task_return_boolean (task, TRUE);
}

void
chess_endgame_practice_start_async (ChessEndgamePractice *self, ChessEndgameKind kind, guint32 seed,
                                    GCancellable *cancellable, GAsyncReadyCallback callback,
                                    gpointer user_data)
{
  g_autoptr (GTask) task = g_task_new (self, cancellable, callback, user_data);
  ChessTablebase *tablebase = chess_play_get_tablebase (self->play);
  Making *making;

  g_return_if_fail (kind < CHESS_ENDGAME_N_KINDS);
  if (tablebase == NULL)
    {
      g_task_return_new_error (task, CHESS_TABLEBASE_ERROR, CHESS_TABLEBASE_ERROR_NO_TABLES,
                               _("No tablebase was found in the tablebase folders"));
      return;
    }
  making = g_new0 (Making, 1);
  making->kind = kind;
  making->seed = seed;
  making->tablebase = g_object_ref (tablebase);
  g_task_set_task_data (task, making, (GDestroyNotify) making_free);
  g_task_run_in_thread (task, make_in_thread);
}

static void
set_game (ChessEndgamePractice *self, ChessGame *game)
{
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  self->generation++;
  g_array_set_size (self->verdicts, 0);
  self->finished = FALSE;
  if (game != NULL)
    {
      g_signal_connect_swapped (game, "position-changed", G_CALLBACK (follow_game), self);
      g_signal_connect_swapped (game, "result-changed", G_CALLBACK (check_finished), self);
      follow_game (self);
    }
}

gboolean
chess_endgame_practice_start_finish (ChessEndgamePractice *self, GAsyncResult *result, GError **error)
{
  Making *making = g_task_get_task_data (G_TASK (result));
  g_autoptr (ChessGameOptions) options = chess_game_options_new ();
  char fen[CHESS_FEN_MAX];
  ChessColor person;

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  self->kind = making->kind;
  self->setting = making->setting;
  self->start_dtz = making->dtz;
  self->start_has_dtz = making->has_dtz;
  chess_position_to_fen (&self->setting, fen, sizeof fen);
  options->fen = g_strdup (fen);
  person = chess_position_side_to_move (&self->setting);
  /* The goal is the person's to reach: no arbiter ends it early. */
  chess_play_set_tablebase_adjudication (self->play, FALSE);
  set_game (self, NULL);
  if (!chess_play_new_computer_game (self->play, options, person == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE,
                                     self->engine_path, chess_engine_level_get (CHESS_ENGINE_N_LEVELS), error))
    return FALSE;
  chess_game_set_tag (chess_play_get_game (self->play), "Event", chess_endgame_kind_name (self->kind));
  set_game (self, chess_play_get_game (self->play));
  return TRUE;
}

/* ---- GObject ---------------------------------------------------------- */

static void
chess_endgame_practice_dispose (GObject *object)
{
  ChessEndgamePractice *self = CHESS_ENDGAME_PRACTICE (object);

  g_cancellable_cancel (self->cancellable);
  set_game (self, NULL);
  g_clear_object (&self->play);
  G_OBJECT_CLASS (chess_endgame_practice_parent_class)->dispose (object);
}

static void
chess_endgame_practice_finalize (GObject *object)
{
  ChessEndgamePractice *self = CHESS_ENDGAME_PRACTICE (object);

  g_array_unref (self->verdicts);
  g_free (self->engine_path);
  g_clear_object (&self->cancellable);
  G_OBJECT_CLASS (chess_endgame_practice_parent_class)->finalize (object);
}

static void
chess_endgame_practice_class_init (ChessEndgamePracticeClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = chess_endgame_practice_dispose;
  G_OBJECT_CLASS (klass)->finalize = chess_endgame_practice_finalize;
  signals[JUDGED] = g_signal_new ("judged", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                  G_TYPE_NONE, 0);
  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                    NULL, G_TYPE_NONE, 0);
}

static void
chess_endgame_practice_init (ChessEndgamePractice *self)
{
  self->verdicts = g_array_new (FALSE, FALSE, sizeof (int));
  self->cancellable = g_cancellable_new ();
}

ChessEndgamePractice *
chess_endgame_practice_new (ChessPlay *play, const char *engine_path)
{
  ChessEndgamePractice *self;

  g_return_val_if_fail (CHESS_IS_PLAY (play), NULL);
  g_return_val_if_fail (engine_path != NULL, NULL);

  self = g_object_new (CHESS_TYPE_ENDGAME_PRACTICE, NULL);
  self->play = g_object_ref (play);
  self->engine_path = g_strdup (engine_path);
  return self;
}
