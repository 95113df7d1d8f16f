/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-game.c — one stored game back as a ChessRecord, and the
 * editing of its tags.
 *
 * A game is its columns (the tags the lists show), its other tags, its
 * encoded main line and, when it had more than a main line, its movetext
 * as PGN.  Editing a tag that the opening table sums (Result, Date, the
 * ratings) takes the game out of the table with the old values and puts
 * it back with the new ones, in the same transaction. */
#include "config.h"

#include "chess-library-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "chess-notation.h"

static char *
unescape_until (const char **p, char stop)
{
  GString *out = g_string_new (NULL);
  for (; **p && **p != stop; (*p)++)
    {
      if (**p == '\\' && (*p)[1])
        {
          (*p)++;
          g_string_append_c (out, **p == 't' ? '\t' : **p == 'n' ? '\n' : **p);
        }
      else
        g_string_append_c (out, **p);
    }
  if (**p)
    (*p)++;
  return g_string_free (out, FALSE);
}

static void
set_other_tags (ChessRecord *record, const char *tags)
{
  for (const char *p = tags; p && *p;)
    {
      char *name = unescape_until (&p, '\t');
      char *value = unescape_until (&p, '\n');
      if (*name)
        chess_record_set_tag (record, name, value);
      g_free (name);
      g_free (value);
    }
}

/* The movetext of an annotated game, or the main line from the codes. */
static ChessRecord *
build_moves (const char *fen, const char *annotations, const guint8 *data, gsize size)
{
  if (annotations)
    {
      ChessRecord **records = NULL;
      size_t n = chess_pgn_read_string (annotations, strlen (annotations), &records, NULL, NULL);
      ChessRecord *record = n > 0 ? records[0] : NULL;
      for (size_t i = 1; i < n; i++)
        chess_record_free (records[i]);
      free (records);
      if (record)
        {
          /* The tags come from the columns. */
          while (record->n_tags > 0)
            {
              char *tag = g_strdup (record->tags[0].name);
              chess_record_set_tag (record, tag, NULL);
              g_free (tag);
            }
        }
      return record;
    }

  ChessRecord *record = chess_record_new ();
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (ChessMove));
  gboolean ok = _chess_library_decode_game (fen, data, size, &record->start, moves);
  ChessNode *node = record->root;
  for (guint i = 0; ok && i < moves->len; i++)
    node = chess_node_add_child (node, g_array_index (moves, ChessMove, i));
  g_array_unref (moves);
  if (!ok)
    {
      chess_record_free (record);
      return NULL;
    }
  return record;
}

ChessRecord *
chess_library_get_record (ChessLibrary *self, gint64 id, GError **error)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY (self), NULL);
  sqlite3_stmt *stmt = _chess_library_prepare_cached (self,
      "SELECT ev.name, si.name, g.date, r.round, w.name, b.name, g.info, g.white_elo, g.black_elo, g.extra, g.moves"
      " FROM games g JOIN names w ON w.id = g.white JOIN names b ON b.id = g.black JOIN places p ON p.id = g.place"
      " JOIN names ev ON ev.id = p.event JOIN names si ON si.id = p.site LEFT JOIN rounds r ON r.id = g.round"
      " WHERE g.id = ?1", error);
  if (!stmt)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, id);
  int rc = sqlite3_step (stmt);
  ChessRecord *record = NULL;
  if (rc == SQLITE_ROW)
    {
      char *fen, *tags, *annotations;
      _chess_library_extra_split ((const char *) sqlite3_column_text (stmt, 9), &fen, &tags, &annotations);
      gsize size;
      const guint8 *moves = _chess_library_column_blob (stmt, 10, &size);
      gint64 info = sqlite3_column_int64 (stmt, 6);
      record = build_moves (fen, annotations, moves, size);
      if (record)
        {
          char date[11], eco[4], number[16];
          const char *round = (const char *) sqlite3_column_text (stmt, 3);
          _chess_library_format_date (sqlite3_column_int (stmt, 2), date);
          chess_record_set_tag (record, "Event", (const char *) sqlite3_column_text (stmt, 0));
          chess_record_set_tag (record, "Site", (const char *) sqlite3_column_text (stmt, 1));
          chess_record_set_tag (record, "Date", date);
          chess_record_set_tag (record, "Round", round ? round : "?");
          chess_record_set_tag (record, "White", (const char *) sqlite3_column_text (stmt, 4));
          chess_record_set_tag (record, "Black", (const char *) sqlite3_column_text (stmt, 5));
          record->result = CHESS_LIBRARY_INFO_RESULT (info);
          chess_record_set_tag (record, "Result", chess_result_to_string (record->result));
          for (int i = 0; i < 2; i++)
            if (sqlite3_column_type (stmt, 7 + i) != SQLITE_NULL)
              {
                g_snprintf (number, sizeof number, "%d", sqlite3_column_int (stmt, 7 + i));
                chess_record_set_tag (record, i == 0 ? "WhiteElo" : "BlackElo", number);
              }
          if (CHESS_LIBRARY_INFO_ECO (info) >= 0)
            {
              _chess_library_format_eco (CHESS_LIBRARY_INFO_ECO (info), eco);
              chess_record_set_tag (record, "ECO", eco);
            }
          if (fen)
            {
              /* As the PGN reader gives a set-up game. */
              chess_record_set_tag (record, "SetUp", "1");
              chess_record_set_tag (record, "FEN", fen);
            }
          set_other_tags (record, tags);
          /* As the PGN reader decides it, whatever the FEN's castling
           * rights would suggest (the FEN reader's guess). */
          record->start.chess960 = chess_pgn_variant_is_chess960 (chess_record_get_tag (record, "Variant"));
        }
      else
        _chess_library_fail (self, SQLITE_CORRUPT, _("reading a game"), error);
      g_free (fen);
      g_free (tags);
      g_free (annotations);
    }
  else if (rc == SQLITE_DONE)
    _chess_library_not_found (id, error);
  else
    _chess_library_fail (self, rc, _("reading a game"), error);
  sqlite3_reset (stmt);
  return record;
}

static gboolean
valid_tag_name (const char *name)
{
  if (!name || !g_ascii_isalnum (*name))
    return FALSE;
  for (const char *p = name; *p; p++)
    if (!g_ascii_isalnum (*p) && *p != '_')
      return FALSE;
  return strlen (name) <= CHESS_PGN_MAX_TAG_NAME;
}

void
_chess_library_index_record (ChessLibraryTreeDelta *delta, const ChessRecord *record,
                             const ChessLibraryGameFields *fields, int sign)
{
  ChessLibraryAnalysis analysis;
  _chess_library_analysis_init (&analysis);
  _chess_library_analyse_record (&analysis, record);
  _chess_library_tree_delta_add (delta, &analysis, fields->result, fields->white_elo, fields->black_elo,
                                 CHESS_LIBRARY_DATE_YEAR (fields->date), sign);
  _chess_library_analysis_clear (&analysis);
}

static gboolean
update_columns (ChessLibrary *self, gint64 id, const ChessLibraryGameFields *fields, GError **error)
{
  ChessLibraryInterned interned;
  ChessLibraryRowIds ids;
  _chess_library_interned_init (&interned);
  gboolean ok = _chess_library_row_ids (self, &interned, fields, &ids, error);
  _chess_library_interned_clear (&interned);
  /* The length in info stays; the moves, set-up and annotations do not
   * change with a tag, the other tags in extra do. */
  sqlite3_stmt *stmt = ok ? _chess_library_prepare (self,
      "UPDATE games SET white = ?1, black = ?2, place = ?3, date = ?4, round = ?5,"
      " info = ((info >> 11) << 11) | ?6, white_elo = ?7, black_elo = ?8, extra = ?9 WHERE id = ?10", error) : NULL;
  if (!stmt)
    return FALSE;
  gint64 new_ids[2] = { ids.white, ids.black };
  _chess_library_bind_row (stmt, &ids, fields, 0);
  sqlite3_bind_int64 (stmt, 10, id);
  /* The players' lists follow a change of White or Black. */
  gint64 before[2] = { 0, 0 };
  sqlite3_stmt *old = _chess_library_prepare (self, "SELECT white, black FROM games WHERE id = ?1", error);
  if (!old)
    {
      sqlite3_finalize (stmt);
      return FALSE;
    }
  sqlite3_bind_int64 (old, 1, id);
  if (sqlite3_step (old) == SQLITE_ROW)
    {
      before[0] = sqlite3_column_int64 (old, 0);
      before[1] = sqlite3_column_int64 (old, 1);
    }
  sqlite3_finalize (old);
  int rc = sqlite3_step (stmt);
  sqlite3_finalize (stmt);
  if (rc != SQLITE_DONE)
    return _chess_library_fail (self, rc, _("changing a tag"), error);
  /* The identity follows the tags, unless another game has it already. */
  stmt = _chess_library_prepare (self,
      "UPDATE games SET identity = (SELECT CASE WHEN EXISTS (SELECT 1 FROM games o WHERE o.identity = n.v"
      " AND o.id != ?1) THEN NULL ELSE n.v END FROM (SELECT " CHESS_LIBRARY_IDENTITY_OF_COLUMNS " AS v"
      " FROM games WHERE id = ?1) n) WHERE id = ?1", error);
  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  rc = sqlite3_step (stmt);
  sqlite3_finalize (stmt);
  if (rc != SQLITE_DONE)
    return _chess_library_fail (self, rc, _("changing a tag"), error);
  /* Side i of the game moves from the old name's list to the new one's. */
  for (int i = 0; i < 2; i++)
    if (before[i] != new_ids[i]
        && (!_chess_library_players_change (self, before[i], id, (ChessColor) i, FALSE, error)
            || !_chess_library_players_change (self, new_ids[i], id, (ChessColor) i, TRUE, error)))
      return FALSE;
  return TRUE;
}

gboolean
chess_library_set_tag (ChessLibrary *self, gint64 id, const char *name, const char *value, GError **error)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY (self), FALSE);
  if (!valid_tag_name (name))
    {
      g_set_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_INVALID,
                   _("“%s” is not a tag name (letters, digits and _ only)"), name ? name : "");
      return FALSE;
    }
  if (strcmp (name, "FEN") == 0 || strcmp (name, "SetUp") == 0 || strcmp (name, "Variant") == 0)
    {
      g_set_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_INVALID,
                   _("The %s tag belongs to the moves of the game and cannot be changed"), name);
      return FALSE;
    }
  ChessResult result = CHESS_RESULT_NONE;
  if (strcmp (name, "Result") == 0)
    {
      result = value ? chess_result_from_string (value) : CHESS_RESULT_NONE;
      if (value && result == CHESS_RESULT_NONE && strcmp (value, "*") != 0)
        {
          g_set_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_INVALID,
                       _("“%s” is not a result (1-0, 0-1, 1/2-1/2 or *)"), value);
          return FALSE;
        }
    }
  if (value && !g_utf8_validate (value, -1, NULL))
    {
      g_set_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_INVALID, _("A tag value must be UTF-8 text"));
      return FALSE;
    }

  if (!_chess_library_begin (self, error))
    return FALSE;
  ChessRecord *record = chess_library_get_record (self, id, error);
  gboolean ok = record != NULL;
  if (ok)
    {
      ChessLibraryGameFields before, after;
      _chess_library_fields_from_record (&before, record);
      /* Fields of before point into record's tags: change a copy. */
      ChessRecord *changed = chess_record_copy (record);
      chess_record_set_tag (changed, name, value);
      if (strcmp (name, "Result") == 0)
        changed->result = result;
      _chess_library_fields_from_record (&after, changed);
      if (before.result != after.result || CHESS_LIBRARY_DATE_YEAR (before.date) != CHESS_LIBRARY_DATE_YEAR (after.date)
          || before.white_elo != after.white_elo || before.black_elo != after.black_elo)
        {
          ChessLibraryTreeDelta *delta = _chess_library_tree_delta_new ();
          _chess_library_index_record (delta, record, &before, -1);
          ok = _chess_library_tree_delta_flush (self, delta, error);
          _chess_library_index_record (delta, changed, &after, +1);
          ok = ok && _chess_library_tree_delta_flush (self, delta, error);
          _chess_library_tree_delta_free (delta);
        }
      ok = ok && update_columns (self, id, &after, error);
      _chess_library_fields_clear (&before);
      _chess_library_fields_clear (&after);
      chess_record_free (changed);
      chess_record_free (record);
    }
  if (ok)
    return _chess_library_commit (self, error);
  _chess_library_rollback (self);
  return FALSE;
}
