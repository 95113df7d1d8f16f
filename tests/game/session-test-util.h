/* SPDX-License-Identifier: GPL-3.0-or-later */
/* session-test-util.h — helpers for the ChessSession tests: asynchronous
 * calls run to their end, moves by their SAN. */
#pragma once

#include <string.h>

#include "chess-notation.h"
#include "chess-session-private.h"
#include "file-test-util.h"

/* Runs the default main context until *result is set by on_async_done. */
static inline GAsyncResult *
test_wait_async (GAsyncResult **result)
{
  while (*result == NULL)
    g_main_context_iteration (NULL, TRUE);
  return *result;
}

/* Runs the main context until the session's drafts are on disk (the
 * writer works in a thread of its own). */
static inline void
test_session_wait_for_drafts (ChessSession *session)
{
  while (_chess_session_drafts_pending (session))
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

static inline void
test_on_async_done (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

static inline gboolean
test_session_open (ChessSession  *session,
                   GFile         *file,
                   guint          index,
                   GPtrArray    **warnings,
                   GError       **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  chess_session_open_async (session, file, index, NULL, test_on_async_done, &result);
  return chess_session_open_finish (session, test_wait_async (&result), warnings, error);
}

static inline gboolean
test_session_save (ChessSession           *session,
                   ChessSessionSaveFlags   flags,
                   GError                **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  chess_session_save_async (session, flags, NULL, test_on_async_done, &result);
  return chess_session_save_finish (session, test_wait_async (&result), error);
}

static inline gboolean
test_session_save_as (ChessSession  *session,
                      GFile         *file,
                      GError       **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  chess_session_save_as_async (session, file, NULL, test_on_async_done, &result);
  return chess_session_save_as_finish (session, test_wait_async (&result), error);
}

static inline gboolean
test_session_append (ChessSession  *session,
                     GFile         *file,
                     GError       **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  chess_session_append_async (session, file, NULL, test_on_async_done, &result);
  return chess_session_append_finish (session, test_wait_async (&result), error);
}

/* The move `text` (SAN) in the position the game shows. */
static inline ChessMove
test_session_san (ChessSession *session,
                  const char   *text)
{
  ChessMove move = CHESS_MOVE_NONE;
  const ChessPosition *pos = chess_game_get_position (chess_session_get_game (session));

  g_assert_cmpint (chess_move_from_san (pos, text, strlen (text), &move), ==, CHESS_SAN_OK);
  return move;
}

/* Plays `text` (SAN) at the position shown, which must be accepted. */
static inline void
test_session_play (ChessSession *session,
                   const char   *text)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (chess_session_play_move (session, test_session_san (session, text), &error));
  g_assert_no_error (error);
}

/* The main-line node `ply` half-moves from the start of the game. */
static inline ChessNode *
test_main_line_node (ChessGame *game,
                     guint      ply)
{
  ChessNode *node = chess_game_get_record (game)->root;

  for (guint i = 0; i < ply; i++)
    node = node->first_child;
  return node;
}
