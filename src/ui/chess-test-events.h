/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-test-events.h — lines on standard output for black-box GUI tests.
 *
 * Enabled by CHESS_TEST_EVENTS=1; every line is flushed at once (stdout is
 * line-buffered), so a test can wait for it. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Reads the environment once; call early in main(). */
void chess_test_events_init (void);
gboolean chess_test_events_enabled (void);
/* Prints one line (no trailing newline in format) when enabled. */
void chess_test_events_emit (const char *format, ...) G_GNUC_PRINTF (1, 2);

G_END_DECLS
