/* SPDX-License-Identifier: GPL-3.0-or-later */
/* library-test-utils.h — shared by the tests of the library's list
 * (test-library-model.c, test-game-list.c): a library of real games and
 * waiting on its paged model. */
#pragma once

#include "chess-library-model.h"

/* A library in `dir` of the 827 games of chesslablab-Fischer.pgn (of the
 * test data), imported at the first call; its path. */
const char *library_test_fischer (const char *dir);
/* A model of the query on the library at `path`, through a service of its
 * own (the model holds it). */
ChessLibraryModel *library_test_model_new (const char *path, const ChessLibraryFilter *filter);
/* Rows the model has read so far. */
guint       library_test_n_read (ChessLibraryModel *model);
void        library_test_wait_counted (ChessLibraryModel *model);
void        library_test_wait_complete (ChessLibraryModel *model);
/* Runs the main loop a while: what was asked of a worker comes back. */
void        library_test_run_a_while (void);
