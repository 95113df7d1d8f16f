/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-setup-text.h — the board editor's reasons (chess-setup.h) in
 * plain, translated words, one sentence each.
 *
 * The core names a reason by a code; the words are chosen here, below the
 * views, so that a test reads them without GTK and the editor view and any
 * other caller say the same thing. */
#pragma once

#include <glib.h>

#include "chess-setup.h"

G_BEGIN_DECLS

/* A translated sentence for the problem; side_to_move picks the colours
 * named in the checks and the en-passant reasons.  Never NULL. */
const char *chess_setup_problem_text (ChessSetupProblem problem, ChessColor side_to_move);

/* All the problems of pos, one translated sentence a line, those that stop
 * play first; "" when there are none.  Free with g_free. */
char *chess_setup_problems_text (const ChessPosition *pos);

G_END_DECLS
