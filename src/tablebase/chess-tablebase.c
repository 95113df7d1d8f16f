/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-tablebase.c — ChessTablebase: Syzygy tables through Fathom.
 *
 * Fathom keeps one set of tables in global state and is not thread-safe,
 * so every call into it holds one global lock, and the set loaded is
 * switched to the probing object's folders when they differ (one object,
 * the usual case, loads once).  Positions with castling rights are not in
 * the tables (Fathom refuses them).  The half-move clock decides cursed
 * wins and blessed losses; Fathom keeps it in 8 bits, which is no loss
 * since any clock from 100 on already makes every win a cursed one.
 *
 * An object's folders and counts may change (a new setting) while worker
 * threads probe it: they are read and written under the same lock, and
 * "changed" is emitted where the opening was asked for (the main loop for
 * chess_tablebase_open_async). */

#include "config.h"

#include "chess-tablebase.h"

#include <glib/gi18n.h>
#include <tbprobe.h>

#include "chess-bitboard.h"

struct _ChessTablebase {
  GObject parent_instance;
  char *paths;
  guint n_tables;
  guint n_dtz_tables;
  guint largest;
};

G_DEFINE_TYPE (ChessTablebase, chess_tablebase, G_TYPE_OBJECT)
G_DEFINE_QUARK (chess-tablebase-error-quark, chess_tablebase_error)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* Guards Fathom and every ChessTablebase's fields. */
static GMutex fathom_lock;
static char *fathom_paths;  /* the folders Fathom has loaded, under fathom_lock */

#define FATHOM_RULE50_MAX 255u

static void
chess_tablebase_finalize (GObject *object)
{
  ChessTablebase *self = CHESS_TABLEBASE (object);
  g_free (self->paths);
  G_OBJECT_CLASS (chess_tablebase_parent_class)->finalize (object);
}

static void
chess_tablebase_class_init (ChessTablebaseClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = chess_tablebase_finalize;
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
chess_tablebase_init (ChessTablebase *self)
{
  self->paths = g_strdup ("");
}

ChessTablebase *
chess_tablebase_new (void)
{
  return g_object_new (CHESS_TYPE_TABLEBASE, NULL);
}

void
chess_tablebase_result_free (ChessTablebaseResult *result)
{
  g_free (result);
}

const char *
chess_tablebase_verdict_name (ChessTablebaseVerdict verdict)
{
  switch (verdict)
    {
    case CHESS_TABLEBASE_WIN: return _("win");
    case CHESS_TABLEBASE_CURSED_WIN: return _("cursed win");
    case CHESS_TABLEBASE_DRAW: return _("draw");
    case CHESS_TABLEBASE_BLESSED_LOSS: return _("blessed loss");
    case CHESS_TABLEBASE_LOSS: return _("loss");
    default: g_return_val_if_reached ("");
    }
}

/* "KQvKR": kings on both sides of the v, then Q R B N P. */
static gboolean
is_table_name (const char *name, gsize length)
{
  gboolean seen_v = FALSE;
  if (length < 4 || name[0] != 'K')
    return FALSE;
  for (gsize i = 1; i < length; i++)
    {
      if (name[i] == 'v' && !seen_v && i + 1 < length && name[i + 1] == 'K')
        seen_v = TRUE, i++;
      else if (!strchr ("QRBNP", name[i]))
        return FALSE;
    }
  return seen_v;
}

/* Fathom says only how many pieces its largest table has: count the
 * tables (once each, whichever folders hold them) to say what was found. */
static void
count_tables (const char *paths, guint *n_wdl, guint *n_dtz)
{
  g_autoptr (GHashTable) wdl = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) dtz = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_auto (GStrv) folders = g_strsplit (paths, G_SEARCHPATH_SEPARATOR_S, -1);

  for (char **folder = folders; *folder; folder++)
    {
      if (**folder == '\0')
        continue;
      g_autoptr (GDir) dir = g_dir_open (*folder, 0, NULL);
      const char *name;
      while (dir && (name = g_dir_read_name (dir)))
        {
          const char *dot = strrchr (name, '.');
          if (!dot || !is_table_name (name, (gsize) (dot - name)))
            continue;
          if (g_str_equal (dot, ".rtbw"))
            g_hash_table_add (wdl, g_strndup (name, (gsize) (dot - name)));
          else if (g_str_equal (dot, ".rtbz"))
            g_hash_table_add (dtz, g_strndup (name, (gsize) (dot - name)));
        }
    }
  *n_wdl = g_hash_table_size (wdl);
  *n_dtz = g_hash_table_size (dtz);
}

/* Called with fathom_lock held. */
static void
load_locked (const char *paths)
{
  if (g_strcmp0 (fathom_paths, paths) == 0)
    return;
  tb_init (paths);
  g_free (fathom_paths);
  fathom_paths = g_strdup (paths);
}

static gboolean
check_paths (const char *paths, GError **error)
{
  if (!g_utf8_validate (paths, -1, NULL))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("The tablebase folders are not valid text"));
      return FALSE;
    }
  return TRUE;
}

/* Reads the folders (the disk) and switches the object to them. */
static void
open_paths (ChessTablebase *self, const char *paths)
{
  guint n_tables, n_dtz_tables;
  count_tables (paths, &n_tables, &n_dtz_tables);

  g_mutex_lock (&fathom_lock);
  g_free (self->paths);
  self->paths = g_strdup (paths);
  self->n_tables = n_tables;
  self->n_dtz_tables = n_dtz_tables;
  load_locked (self->paths);
  /* Fathom returns early for "", leaving TB_LARGEST of the last set. */
  self->largest = *paths ? TB_LARGEST : 0;
  g_mutex_unlock (&fathom_lock);
}

gboolean
chess_tablebase_open (ChessTablebase *self, const char *paths, GError **error)
{
  g_return_val_if_fail (CHESS_IS_TABLEBASE (self), FALSE);
  g_return_val_if_fail (paths != NULL, FALSE);

  if (!check_paths (paths, error))
    return FALSE;
  open_paths (self, paths);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

static void
open_in_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  open_paths (source, task_data);
  g_task_return_boolean (task, TRUE);
}

void
chess_tablebase_open_async (ChessTablebase *self, const char *paths, GCancellable *cancellable,
                            GAsyncReadyCallback callback, gpointer user_data)
{
  GError *error = NULL;

  g_return_if_fail (CHESS_IS_TABLEBASE (self));
  g_return_if_fail (paths != NULL);

  g_autoptr (GTask) task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, chess_tablebase_open_async);
  if (!check_paths (paths, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_set_task_data (task, g_strdup (paths), g_free);
  g_task_run_in_thread (task, open_in_thread);
}

gboolean
chess_tablebase_open_finish (ChessTablebase *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

char *
chess_tablebase_dup_paths (ChessTablebase *self)
{
  g_return_val_if_fail (CHESS_IS_TABLEBASE (self), NULL);
  g_mutex_lock (&fathom_lock);
  char *paths = g_strdup (self->paths);
  g_mutex_unlock (&fathom_lock);
  return paths;
}

#define LOCKED_GETTER(name, field) \
  guint chess_tablebase_get_##name (ChessTablebase *self) \
  { \
    g_return_val_if_fail (CHESS_IS_TABLEBASE (self), 0); \
    g_mutex_lock (&fathom_lock); \
    guint value = self->field; \
    g_mutex_unlock (&fathom_lock); \
    return value; \
  }
LOCKED_GETTER (n_tables, n_tables)
LOCKED_GETTER (n_dtz_tables, n_dtz_tables)
LOCKED_GETTER (largest, largest)
#undef LOCKED_GETTER

/* Fathom's bitboards use our square numbering (a1 = 0 … h8 = 63). */
typedef struct {
  uint64_t white, black, kings, queens, rooks, bishops, knights, pawns;
  unsigned rule50, ep;
  bool white_to_move;
} FathomPosition;

static void
to_fathom (const ChessPosition *pos, FathomPosition *out)
{
  out->white = pos->by_color[CHESS_WHITE];
  out->black = pos->by_color[CHESS_BLACK];
  out->kings = pos->by_type[CHESS_KING];
  out->queens = pos->by_type[CHESS_QUEEN];
  out->rooks = pos->by_type[CHESS_ROOK];
  out->bishops = pos->by_type[CHESS_BISHOP];
  out->knights = pos->by_type[CHESS_KNIGHT];
  out->pawns = pos->by_type[CHESS_PAWN];
  out->rule50 = MIN (pos->halfmove_clock, FATHOM_RULE50_MAX);
  out->ep = pos->ep_square == CHESS_SQUARE_NONE ? 0 : pos->ep_square;
  out->white_to_move = pos->side_to_move == CHESS_WHITE;
}

/* WDL ignores the clock: Fathom's WDL probe takes only a clock of 0. */
static unsigned
probe_wdl_locked (const ChessPosition *pos)
{
  FathomPosition f;
  to_fathom (pos, &f);
  return tb_probe_wdl (f.white, f.black, f.kings, f.queens, f.rooks, f.bishops, f.knights,
                       f.pawns, 0, 0, f.ep, f.white_to_move);
}

static int
signed_dtz (ChessTablebaseVerdict verdict, unsigned dtz)
{
  return verdict > 0 ? (int) dtz : verdict < 0 ? -(int) dtz : 0;
}

static ChessPieceType
promotion_of_fathom (unsigned promotes)
{
  switch (promotes)
    {
    case TB_PROMOTES_QUEEN: return CHESS_QUEEN;
    case TB_PROMOTES_ROOK: return CHESS_ROOK;
    case TB_PROMOTES_BISHOP: return CHESS_BISHOP;
    case TB_PROMOTES_KNIGHT: return CHESS_KNIGHT;
    default: return CHESS_PIECE_TYPE_NONE;
    }
}

static ChessMove
find_move (const ChessMoveList *legal, unsigned from, unsigned to, unsigned promotes)
{
  ChessPieceType promotion = promotion_of_fathom (promotes);
  for (int i = 0; i < legal->count; i++)
    {
      ChessMove move = legal->moves[i];
      if ((unsigned) chess_move_from (move) == from && (unsigned) chess_move_to (move) == to
          && chess_move_promotion (move) == promotion)
        return move;
    }
  return CHESS_MOVE_NONE;
}

/* With DTZ tables: the root and every move in one Fathom call. */
static gboolean
probe_root_locked (const ChessPosition *pos, const ChessMoveList *legal,
                   ChessTablebaseResult *result)
{
  FathomPosition f;
  unsigned moves[TB_MAX_MOVES];
  to_fathom (pos, &f);
  unsigned root = tb_probe_root (f.white, f.black, f.kings, f.queens, f.rooks, f.bishops,
                                 f.knights, f.pawns, f.rule50, 0, f.ep, f.white_to_move, moves);
  if (root == TB_RESULT_FAILED)
    return FALSE;

  result->verdict = (ChessTablebaseVerdict) ((int) TB_GET_WDL (root) - 2);
  result->dtz = signed_dtz (result->verdict, TB_GET_DTZ (root));
  result->has_dtz = TRUE;
  result->n_moves = 0;
  for (int i = 0; i < TB_MAX_MOVES && moves[i] != TB_RESULT_FAILED; i++)
    {
      ChessMove move = find_move (legal, TB_GET_FROM (moves[i]), TB_GET_TO (moves[i]),
                                  TB_GET_PROMOTES (moves[i]));
      if (move == CHESS_MOVE_NONE || result->n_moves >= CHESS_MAX_MOVES)
        return FALSE;
      ChessTablebaseMove *entry = &result->moves[result->n_moves++];
      entry->move = move;
      entry->verdict = (ChessTablebaseVerdict) ((int) TB_GET_WDL (moves[i]) - 2);
      entry->dtz = signed_dtz (entry->verdict, TB_GET_DTZ (moves[i]));
    }
  /* Every legal move must have come back, or the answer is partial. */
  return result->n_moves == legal->count;
}

/* A WDL-only set: the root's verdict, then each move's from the position
 * it leads to. */
static gboolean
probe_wdl_moves_locked (const ChessPosition *pos, const ChessMoveList *legal,
                        ChessTablebaseResult *result)
{
  unsigned root = probe_wdl_locked (pos);
  if (root == TB_RESULT_FAILED)
    return FALSE;
  result->verdict = (ChessTablebaseVerdict) ((int) root - 2);
  result->dtz = 0;
  result->has_dtz = FALSE;
  result->n_moves = 0;
  for (int i = 0; i < legal->count; i++)
    {
      ChessPosition child = *pos;
      ChessUndo undo;
      ChessTablebaseMove *entry = &result->moves[result->n_moves++];
      chess_position_make_move (&child, legal->moves[i], &undo);
      entry->move = legal->moves[i];
      entry->dtz = 0;
      switch (chess_position_status (&child))
        {
        case CHESS_STATUS_CHECKMATE:
          entry->verdict = CHESS_TABLEBASE_WIN;
          continue;
        case CHESS_STATUS_STALEMATE:
          entry->verdict = CHESS_TABLEBASE_DRAW;
          continue;
        default:
          break;
        }
      unsigned wdl = probe_wdl_locked (&child);
      if (wdl == TB_RESULT_FAILED)
        return FALSE;
      entry->verdict = (ChessTablebaseVerdict) (2 - (int) wdl);
    }
  return TRUE;
}

/* Better for the side that plays it: a higher verdict; among wins the
 * faster zeroing, among losses the longer resistance. */
static gboolean
is_better (const ChessTablebaseMove *a, const ChessTablebaseMove *b)
{
  if (a->verdict != b->verdict)
    return a->verdict > b->verdict;
  return a->dtz < b->dtz && a->verdict != CHESS_TABLEBASE_DRAW;
}

/* Stable, so equal moves keep the move generator's order. */
static void
sort_moves (ChessTablebaseResult *result)
{
  for (int i = 1; i < result->n_moves; i++)
    {
      ChessTablebaseMove entry = result->moves[i];
      int j = i;
      for (; j > 0 && is_better (&entry, &result->moves[j - 1]); j--)
        result->moves[j] = result->moves[j - 1];
      result->moves[j] = entry;
    }
}

/* The pieces the tables cover, 0 without tables; under fathom_lock. */
static gboolean
check_covered_locked (ChessTablebase *self, const ChessPosition *position, GError **error)
{
  if (self->n_tables == 0 || self->largest == 0)
    {
      g_set_error (error, CHESS_TABLEBASE_ERROR, CHESS_TABLEBASE_ERROR_NO_TABLES,
                   _("No tablebase was found in the tablebase folders"));
      return FALSE;
    }
  guint pieces = (guint) chess_bb_popcount (position->by_color[CHESS_WHITE]
                                               | position->by_color[CHESS_BLACK]);
  if (pieces > self->largest)
    {
      g_set_error (error, CHESS_TABLEBASE_ERROR, CHESS_TABLEBASE_ERROR_NOT_COVERED,
                   _("The position has %u pieces; the tables cover up to %u"), pieces,
                   self->largest);
      return FALSE;
    }
  if (position->castling != 0)
    {
      g_set_error (error, CHESS_TABLEBASE_ERROR, CHESS_TABLEBASE_ERROR_NOT_COVERED,
                   _("Positions with castling rights are not in the tables"));
      return FALSE;
    }
  return TRUE;
}

gboolean
chess_tablebase_covers (ChessTablebase *self, const ChessPosition *position)
{
  g_return_val_if_fail (CHESS_IS_TABLEBASE (self), FALSE);
  g_return_val_if_fail (position != NULL, FALSE);
  g_mutex_lock (&fathom_lock);
  gboolean covered = check_covered_locked (self, position, NULL);
  g_mutex_unlock (&fathom_lock);
  return covered;
}

ChessTablebaseResult *
chess_tablebase_probe (ChessTablebase *self, const ChessPosition *position, GError **error)
{
  g_return_val_if_fail (CHESS_IS_TABLEBASE (self), NULL);
  g_return_val_if_fail (position != NULL, NULL);

  g_autoptr (ChessTablebaseResult) result = g_new0 (ChessTablebaseResult, 1);
  ChessMoveList legal;
  gboolean found;
  chess_position_legal_moves (position, &legal);

  g_mutex_lock (&fathom_lock);
  if (!check_covered_locked (self, position, error))
    {
      g_mutex_unlock (&fathom_lock);
      return NULL;
    }
  if (legal.count == 0)
    {
      g_mutex_unlock (&fathom_lock);
      result->checkmate = chess_position_in_check (position);
      result->stalemate = !result->checkmate;
      result->verdict = result->checkmate ? CHESS_TABLEBASE_LOSS : CHESS_TABLEBASE_DRAW;
      result->has_dtz = TRUE;
      return g_steal_pointer (&result);
    }
  load_locked (self->paths);
  found = probe_root_locked (position, &legal, result)
          || probe_wdl_moves_locked (position, &legal, result);
  g_mutex_unlock (&fathom_lock);

  if (!found)
    {
      g_set_error (error, CHESS_TABLEBASE_ERROR, CHESS_TABLEBASE_ERROR_NOT_COVERED,
                   _("The tables found do not cover this position"));
      return NULL;
    }
  sort_moves (result);
  return g_steal_pointer (&result);
}

char *
chess_tablebase_describe (ChessTablebase *self)
{
  g_return_val_if_fail (CHESS_IS_TABLEBASE (self), NULL);
  g_mutex_lock (&fathom_lock);
  guint n_tables = self->n_tables, n_dtz = self->n_dtz_tables, largest = self->largest;
  g_mutex_unlock (&fathom_lock);

  if (n_tables == 0 || largest == 0)
    return g_strdup (_("No tables found"));
  g_autofree char *tables = g_strdup_printf (ngettext ("%u table", "%u tables", n_tables), n_tables);
  g_autofree char *pieces = g_strdup_printf (ngettext ("up to %u piece", "up to %u pieces", largest),
                                             largest);
  if (n_dtz == 0)
    /* Translators: "35 tables, up to 4 pieces, without DTZ": only the
     * win/draw/loss files (.rtbw) were found */
    return g_strdup_printf (_("%1$s, %2$s, without DTZ"), tables, pieces);
  if (n_dtz < n_tables)
    /* Translators: "35 tables, up to 4 pieces, DTZ for 20" */
    return g_strdup_printf (_("%1$s, %2$s, DTZ for %3$u"), tables, pieces, n_dtz);
  /* Translators: "35 tables, up to 4 pieces" */
  return g_strdup_printf (_("%1$s, %2$s"), tables, pieces);
}

static void
probe_in_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  GError *error = NULL;
  if (g_task_return_error_if_cancelled (task))
    return;
  ChessTablebaseResult *result = chess_tablebase_probe (source, task_data, &error);
  if (result)
    g_task_return_pointer (task, result, (GDestroyNotify) chess_tablebase_result_free);
  else
    g_task_return_error (task, error);
}

void
chess_tablebase_probe_async (ChessTablebase *self, const ChessPosition *position,
                             GCancellable *cancellable, GAsyncReadyCallback callback,
                             gpointer user_data)
{
  g_return_if_fail (CHESS_IS_TABLEBASE (self));
  g_return_if_fail (position != NULL);

  g_autoptr (GTask) task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, chess_tablebase_probe_async);
  g_task_set_task_data (task, g_memdup2 (position, sizeof *position), g_free);
  g_task_run_in_thread (task, probe_in_thread);
}

ChessTablebaseResult *
chess_tablebase_probe_finish (ChessTablebase *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

void
chess_tablebase_cancel_probe (GCancellable **probe)
{
  g_return_if_fail (probe != NULL);

  if (*probe != NULL)
    g_cancellable_cancel (*probe);
  g_clear_object (probe);
}

void
chess_tablebase_probe_again (ChessTablebase *self, const ChessPosition *position,
                             GCancellable **probe, GAsyncReadyCallback callback,
                             gpointer user_data)
{
  g_return_if_fail (CHESS_IS_TABLEBASE (self));
  g_return_if_fail (probe != NULL);

  chess_tablebase_cancel_probe (probe);
  *probe = g_cancellable_new ();
  chess_tablebase_probe_async (self, position, *probe, callback, user_data);
}
