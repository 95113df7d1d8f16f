/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window-transfer.c — what is dropped on the window: a PGN file opens,
 * PGN text becomes the game, a FEN opens New Game with that position, and
 * other text changes nothing; Copy offers the game and the position in
 * their formats.  (Ctrl+C and Ctrl+V through the X clipboard are
 * gui-clipboard's.) */
#include "config.h"

#include <string.h>
#include <adwaita.h>

#include "chess-application.h"
#include "chess-new-game-dialog.h"
#include "chess-notation.h"
#include "chess-window.h"
#include "session-test-util.h"
#include "window-test-util.h"

#define AFTER_E4_E5 "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
#define LONE_ROOK "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
#define LONE_ROOK_ZERO "4k3/8/8/8/8/8/8/R3K3 w - - 0 0"

static ChessApplication *app;
static char *tmp_dir;

static ChessWindow *
new_window (ChessSession **session_out)
{
  g_autoptr (ChessSession) session = chess_session_new (chess_application_get_settings (app));
  ChessWindow *window = chess_window_new (GTK_APPLICATION (app), session, chess_application_get_library (app));

  gtk_window_present (GTK_WINDOW (window));
  *session_out = session;
  return window;
}

static char *
game_fen (ChessSession *session)
{
  char fen[CHESS_FEN_MAX];

  chess_position_to_fen (chess_game_get_position (chess_session_get_game (session)), fen, sizeof fen);
  return g_strdup (fen);
}

/* Runs the main loop until the session's position reads `fen`, or 5 s. */
static void
wait_for_position (ChessSession *session,
                   const char   *fen)
{
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  g_autofree char *shown = game_fen (session);

  while (strcmp (shown, fen) != 0 && g_get_monotonic_time () < deadline)
    {
      g_main_context_iteration (NULL, FALSE);
      g_free (shown);
      shown = game_fen (session);
    }
  g_assert_cmpstr (shown, ==, fen);
}

static gboolean
drop (ChessWindow  *window,
      const GValue *value)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  gboolean accepted = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        {
          g_signal_emit_by_name (controller, "drop", value, 10.0, 10.0, &accepted);
          return accepted;
        }
    }
  g_assert_not_reached ();
}

static gboolean
drop_text (ChessWindow *window,
           const char  *text)
{
  g_auto (GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_STRING);
  g_value_set_string (&value, text);
  return drop (window, &value);
}

/* The New Game dialog over `window`, or NULL. */
static ChessNewGameDialog *
new_game_dialog (ChessWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (CHESS_IS_NEW_GAME_DIALOG (toplevel)
          && gtk_window_get_transient_for (GTK_WINDOW (toplevel)) == GTK_WINDOW (window))
        return CHESS_NEW_GAME_DIALOG (toplevel);
    }
  return NULL;
}

static void
test_drop_pgn_file (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "dropped.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_auto (GValue) value = G_VALUE_INIT;
  ChessSession *session;
  ChessWindow *window = new_window (&session);

  test_write_text (path, "[Event \"Dropped\"]\n\n1. e4 e5 *\n");
  g_value_init (&value, GDK_TYPE_FILE_LIST);
  g_value_take_boxed (&value, gdk_file_list_new_from_array (&file, 1));
  g_assert_true (drop (window, &value));
  wait_for_position (session, AFTER_E4_E5);
  g_assert_true (g_file_equal (chess_session_get_file (session), file));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_drop_pgn_text (void)
{
  ChessSession *session;
  ChessWindow *window = new_window (&session);

  g_assert_true (drop_text (window, "[White \"Anna\"]\n[Black \"Boris\"]\n\n1. e4 e5 *\n"));
  wait_for_position (session, AFTER_E4_E5);
  g_assert_cmpstr (chess_game_get_tag (chess_session_get_game (session), "White"), ==, "Anna");
  g_assert_null (chess_session_get_file (session));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* PGN text whose FEN was repaired (move number 0): the game is taken in,
 * and a toast says so instead of the banner of problems; text with an
 * illegal move gets the banner. */
static void
test_drop_repaired_pgn_text (void)
{
  ChessSession *session;
  ChessWindow *window = new_window (&session);

  g_assert_true (drop_text (window, "[SetUp \"1\"]\n[FEN \"" LONE_ROOK_ZERO "\"]\n\n1. Ra8+ *\n"));
  wait_for_position (session, "R3k3/8/8/8/8/8/8/4K3 b - - 1 1");
  assert_repairs_note (GTK_WIDGET (window), "full-move number");

  gtk_window_destroy (GTK_WINDOW (window));

  window = new_window (&session);
  g_assert_true (drop_text (window, "[White \"Anna\"]\n\n1. e4 e5 2. Ke3 *\n"));
  wait_for_position (session, AFTER_E4_E5);
  g_assert_nonnull (find_shown (GTK_WIDGET (window), CHESS_TYPE_BANNER, "Problems in"));
  g_assert_null (find_shown (GTK_WIDGET (window), GTK_TYPE_LABEL, "small repair"));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_drop_fen_asks_for_a_new_game (void)
{
  ChessSession *session;
  ChessWindow *window = new_window (&session);
  g_autofree char *before = game_fen (session);
  ChessNewGameDialog *dialog;
  GObject *entry;

  g_assert_null (new_game_dialog (window));
  g_assert_true (drop_text (window, "  " LONE_ROOK "\n"));
  dialog = new_game_dialog (window);
  g_assert_nonnull (dialog);
  entry = gtk_widget_get_template_child (GTK_WIDGET (dialog), CHESS_TYPE_NEW_GAME_DIALOG, "fen_entry");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, LONE_ROOK);

  /* nothing happens before Start Game */
  wait_for_position (session, before);
  g_signal_emit_by_name (gtk_widget_get_template_child (GTK_WIDGET (dialog), CHESS_TYPE_NEW_GAME_DIALOG,
                                                        "start_button"), "clicked");
  wait_for_position (session, LONE_ROOK);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_drop_other_text (void)
{
  ChessSession *session;
  ChessWindow *window = new_window (&session);
  ChessGame *game = chess_session_get_game (session);

  g_assert_true (drop_text (window, "Dear Anna, see you on Tuesday."));
  g_assert_true (chess_session_get_game (session) == game);
  g_assert_null (new_game_dialog (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
on_text_read (GObject      *clipboard,
              GAsyncResult *result,
              gpointer      user_data)
{
  char **text = user_data;

  *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (clipboard), result, NULL);
  g_assert_nonnull (*text);
}

static void
test_copy_offers_pgn_and_fen (void)
{
  ChessSession *session;
  ChessWindow *window = new_window (&session);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  GdkContentFormats *formats;
  g_autofree char *text = NULL;
  g_autofree char *fen = NULL;

  g_assert_true (drop_text (window, "1. e4 e5 *"));
  wait_for_position (session, AFTER_E4_E5);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.copy", NULL);
  formats = gdk_clipboard_get_formats (clipboard);
  g_assert_true (gdk_content_formats_contain_mime_type (formats, "application/vnd.chess-pgn"));
  g_assert_true (gdk_content_formats_contain_mime_type (formats, "application/x-chess-fen"));
  g_assert_true (gdk_content_formats_contain_gtype (formats, G_TYPE_STRING));
  gdk_clipboard_read_text_async (clipboard, NULL, on_text_read, &text);
  while (text == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (strstr (text, "\n1. e4 e5 *"));

  /* the position alone, as text */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.copy-position", NULL);
  gdk_clipboard_read_text_async (clipboard, NULL, on_text_read, &fen);
  while (fen == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpstr (fen, ==, AFTER_E4_E5);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  g_autoptr (GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  gtk_init ();
  adw_init ();
  tmp_dir = g_dir_make_tmp ("chess-transfer-XXXXXX", NULL);
  app = chess_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);

  g_test_add_func ("/ui/window-transfer/drop-pgn-file", test_drop_pgn_file);
  g_test_add_func ("/ui/window-transfer/drop-pgn-text", test_drop_pgn_text);
  g_test_add_func ("/ui/window-transfer/drop-repaired-pgn-text", test_drop_repaired_pgn_text);
  g_test_add_func ("/ui/window-transfer/drop-fen-asks-for-a-new-game", test_drop_fen_asks_for_a_new_game);
  g_test_add_func ("/ui/window-transfer/drop-other-text", test_drop_other_text);
  g_test_add_func ("/ui/window-transfer/copy-offers-pgn-and-fen", test_copy_offers_pgn_and_fen);
  status = g_test_run ();

  g_object_unref (app);
  test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
