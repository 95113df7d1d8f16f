/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-test-probe.h — the test events: lines on standard output that
 * black-box GUI tests wait for (README.md, "Test events").
 *
 * The probe is an observer.  main.c makes one only when CHESS_TEST_EVENTS
 * is set; it watches the public signals and properties of
 * every window, its session and game and its board, and prints what it
 * sees.  Nothing else in the program prints events or does any work for
 * them.  Lines are flushed one by one. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CHESS_TYPE_TEST_PROBE (chess_test_probe_get_type ())
G_DECLARE_FINAL_TYPE (ChessTestProbe, chess_test_probe, CHESS, TEST_PROBE, GObject)

/* TRUE when CHESS_TEST_EVENTS asks for events (set, not "" or "0"). */
gboolean        chess_test_probe_wanted (void);
/* Watches the windows of `application` from now on. */
ChessTestProbe *chess_test_probe_new    (GtkApplication *application);

G_END_DECLS
