/* SPDX-License-Identifier: GPL-3.0-or-later */
/* engine-test-util.h — positions and moves from text, for the engine tests. */
#pragma once

#include <string.h>
#include <glib.h>

#include "chess-notation.h"

static inline ChessPosition
test_position (const char *fen)
{
  ChessPosition pos;
  ChessFenError error;

  if (!chess_position_from_fen (&pos, fen, &error))
    g_error ("%s: %s", fen, error.message);
  return pos;
}

/* The legal move written `text` in UCI; fails the test otherwise. */
static inline ChessMove
test_uci_move (const ChessPosition *pos,
               const char          *text)
{
  ChessMove move = CHESS_MOVE_NONE;

  g_assert_cmpint (chess_move_from_uci (pos, text, strlen (text), &move), ==, CHESS_SAN_OK);
  return move;
}
