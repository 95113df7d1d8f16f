/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-test-probe-editor.c — the test events of Set Up Position (listed
 * in chess-test-probe.c): its board's geometry (BOARD, READY after the
 * first frame) and the position set up (SETUP <fen>, after each change). */
#include "config.h"

#include "chess-test-probe-private.h"
#include "chess-notation.h"

typedef struct {
  ChessPositionEditor *editor;
  ChessBoard *board;
  GdkFrameClock *frame_clock;
  gulong after_paint_id;
  ChessProbeBoardPlace place;
  gboolean ready;
  char last[CHESS_FEN_MAX];
} EditorWatch;

static void
on_changed (ChessPositionEditor *editor, EditorWatch *watch)
{
  char fen[CHESS_FEN_MAX];
  chess_position_to_fen (chess_position_editor_get_position (editor), fen, sizeof fen);
  if (g_strcmp0 (fen, watch->last) == 0)
    return;
  g_strlcpy (watch->last, fen, sizeof watch->last);
  chess_test_probe_emit ("SETUP %s", fen);
}

static void
on_after_paint (GdkFrameClock *clock, EditorWatch *watch)
{
  double tx, ty;
  if (!gtk_widget_get_mapped (GTK_WIDGET (watch->board))
      || !chess_test_probe_print_board (watch->board, GTK_WIDGET (watch->editor), &watch->place, &tx, &ty))
    return;
  if (!watch->ready)
    {
      watch->ready = TRUE;
      on_changed (watch->editor, watch);
      chess_test_probe_emit ("READY");
    }
}

static void
on_realize (GtkWidget *window, EditorWatch *watch)
{
  if (watch->frame_clock != NULL)
    return;
  watch->frame_clock = g_object_ref (gtk_widget_get_frame_clock (window));
  watch->after_paint_id = g_signal_connect (watch->frame_clock, "after-paint", G_CALLBACK (on_after_paint), watch);
}

static void
watch_free (gpointer data)
{
  EditorWatch *watch = data;
  if (watch->frame_clock != NULL)
    {
      g_clear_signal_handler (&watch->after_paint_id, watch->frame_clock);
      g_clear_object (&watch->frame_clock);
    }
  g_free (watch);
}

void
chess_test_probe_watch_editor (ChessPositionEditor *editor)
{
  EditorWatch *watch = g_new0 (EditorWatch, 1);
  watch->editor = editor;
  watch->board = CHESS_BOARD (chess_position_editor_get_board (editor));
  watch->place.x = watch->place.y = G_MININT;
  g_object_set_data_full (G_OBJECT (editor), "chess-test-probe", watch, watch_free);
  g_signal_connect (editor, "changed", G_CALLBACK (on_changed), watch);
  g_signal_connect (editor, "realize", G_CALLBACK (on_realize), watch);
  if (gtk_widget_get_realized (GTK_WIDGET (editor)))
    on_realize (GTK_WIDGET (editor), watch);
}
