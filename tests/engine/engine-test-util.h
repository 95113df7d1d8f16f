/* SPDX-License-Identifier: GPL-3.0-or-later */
/* engine-test-util.h — what the engine tests share: positions and moves
 * from text, a main loop with a hang guard, the fake engine and its pid,
 * and the check that no engine process is left behind. */
#pragma once

#include <glib.h>

#include "chess-engine.h"
#include "chess-notation.h"

/* A private folder for the test's files, removed by test_engine_cleanup(). */
void test_engine_init (void);
void test_engine_cleanup (void);
const char *test_engine_tmp_dir (void);

ChessPosition test_position (const char *fen);
/* The legal move written `text` in UCI; fails the test otherwise. */
ChessMove test_uci_move (const ChessPosition *pos, const char *text);

/* Runs the main loop until *done (a hang guard fails the test after
 * `seconds`: not a timing check). */
void test_run_until (gboolean *done, guint seconds);
/* Runs the main loop for about `ms` milliseconds. */
void test_run_for (guint ms);

/* Starts `engine` and waits for the end of its handshake. */
void test_keep_result (GObject *source, GAsyncResult *result, gpointer user_data);
gboolean test_start_engine (ChessEngine *engine, GError **error);
/* The lines of a text file (the fake engine's log of commands). */
char **test_read_lines (const char *path);

/* Fails the test if a Debian engine the test needs is not installed. */
void test_require_program (const char *path);
/* tests/engine/fake-engine.py in `mode` (see there); its pid is written to
 * a file that test_fake_engine_pid() reads back. */
ChessEngine *test_fake_engine (const char *mode);
/* The same environment without an engine, for code that starts the fake
 * itself (by the path in $FAKE_ENGINE). */
void test_fake_engine_prepare (const char *mode);
GPid test_fake_engine_pid (void);
gboolean test_process_exists (GPid pid);
/* No process left behind: the pid disappears (reaped, not a zombie). */
void test_assert_process_gone (GPid pid);
