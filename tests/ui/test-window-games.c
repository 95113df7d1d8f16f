/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window-games.c — the window and the games of its file: a file of
 * many games dropped on the window opens its first game and shows its
 * list, a game chosen there opens through the session and the list hides,
 * the Games action shows it again at that game, a file of one game shows
 * no list, and the list goes with its window; a row opens its game alone,
 * at its place in the file (of a .pgn.gz too, from the access points
 * its index kept); a game read with small repairs says so in a
 * toast, one read up to an error in a banner. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <adwaita.h>

#include "chess-application.h"
#include "chess-window.h"
#include "chess-game-list-window.h"
#include "session-test-util.h"
#include "window-test-util.h"

static ChessApplication *app;
static char *tmp_dir;

/* Enabled, as the button of the action shows it. */
static gboolean
action_enabled (GtkWidget  *widget,
                const char *action)
{
  if (GTK_IS_ACTIONABLE (widget) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return gtk_widget_get_sensitive (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (action_enabled (c, action))
      return TRUE;
  return FALSE;
}

/* Drops `files` on the window as a file manager would. */
static gboolean
drop_files (ChessWindow *window,
            GSList      *files)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  GValue value = G_VALUE_INIT;
  gboolean accepted = FALSE;

  g_value_init (&value, GDK_TYPE_FILE_LIST);
  g_value_take_boxed (&value, gdk_file_list_new_from_list (files));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        g_signal_emit_by_name (controller, "drop", &value, 10.0, 10.0, &accepted);
    }
  g_value_unset (&value);
  return accepted;
}

static void
wait_for_game (ChessSession *session,
               GFile        *file,
               guint         index)
{
  while (chess_session_get_file (session) == NULL || !g_file_equal (chess_session_get_file (session), file)
         || chess_session_get_game_index (session) != index)
    g_main_context_iteration (NULL, TRUE);
}

static void
wait_complete (ChessGameIndex *index)
{
  while (!chess_game_index_get_complete (index))
    g_main_context_iteration (NULL, TRUE);
}

static void
test_dropped_file (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "three.pgn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(ChessSession) session = chess_session_new (chess_application_get_settings (app));
  ChessWindow *window = chess_window_new (GTK_APPLICATION (app), session, chess_application_get_library (app));
  GtkWindow *games;
  ChessGameList *list;
  GSList files = { file, NULL };
  g_autoptr(ChessGameItem) third = NULL;
  g_autoptr(ChessGameItem) selected = NULL;

  test_write_text (path, "[Event \"1\"]\n\n1. e4 *\n\n[Event \"2\"]\n\n1. d4 *\n\n[Event \"3\"]\n\n1. c4 c5 *\n");
  gtk_window_present (GTK_WINDOW (window));
  g_assert_null (chess_window_get_games_window (window));
  g_assert_false (action_enabled (GTK_WIDGET (window), "win.show-games"));

  g_assert_true (drop_files (window, &files));
  wait_for_game (session, file, 0);
  games = chess_window_get_games_window (window);
  g_assert_nonnull (games);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (games)));
  g_assert_true (gtk_window_get_transient_for (games) == GTK_WINDOW (window));
  g_assert_true (action_enabled (GTK_WIDGET (window), "win.show-games"));
  list = chess_game_list_window_get_list (CHESS_GAME_LIST_WINDOW (games));
  wait_complete (chess_game_list_window_get_index (CHESS_GAME_LIST_WINDOW (games)));
  g_assert_cmpuint (chess_game_list_get_n_games (list), ==, 3);
  while (chess_game_list_get_n_shown (list) < 3)
    g_main_context_iteration (NULL, TRUE);

  /* Game 3 chosen: the session opens it, the list steps aside. */
  third = g_list_model_get_item (chess_game_list_get_shown (list), 2);
  g_signal_emit_by_name (games, "game-activated", third);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (games)));
  wait_for_game (session, file, 2);
  g_assert_cmpuint (chess_session_get_game_count (session), ==, 3);
  g_assert_cmpstr (chess_game_get_tag (chess_session_get_game (session), "Event"), ==, "3");

  /* Shown again, at the game the board shows. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-games", NULL);
  g_assert_true (chess_window_get_games_window (window) == games);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (games)));
  selected = chess_game_list_get_selected (list);
  g_assert_nonnull (selected);
  g_assert_cmpuint (chess_game_item_get_number (selected), ==, 3);

  /* The list goes with its window. */
  g_object_add_weak_pointer (G_OBJECT (games), (gpointer *) &games);
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_null (games);
}

/* A row opens its game alone, at the place the list's index found it:
 * the file has since grown past what can be read whole (a sparse tail),
 * and the game still opens. */
static void
test_row_opens_game_alone (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "grows.pgn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(ChessSession) session = chess_session_new (chess_application_get_settings (app));
  ChessWindow *window = chess_window_new (GTK_APPLICATION (app), session, chess_application_get_library (app));
  g_autoptr(ChessGameItem) second = NULL;
  GtkWindow *games;
  FILE *out;

  test_write_text (path, "[Event \"1\"]\n\n1. e4 *\n\n[Event \"2\"]\n\n1. d4 d5 *\n\n[Event \"3\"]\n\n1. c4 *\n");
  gtk_window_present (GTK_WINDOW (window));
  chess_window_open_document (window, file);
  wait_for_game (session, file, 0);
  games = chess_window_get_games_window (window);
  g_assert_nonnull (games);
  wait_complete (chess_game_list_window_get_index (CHESS_GAME_LIST_WINDOW (games)));

  out = fopen (path, "r+");
  g_assert_nonnull (out);
  g_assert_cmpint (ftruncate (fileno (out), CHESS_SESSION_MAX_FILE_SIZE + 1), ==, 0);
  fclose (out);

  second = g_list_model_get_item (G_LIST_MODEL (chess_game_list_window_get_index (CHESS_GAME_LIST_WINDOW (games))), 1);
  g_signal_emit_by_name (games, "game-activated", second);
  /* Read whole, the file would be refused as too large: no game 2 then. */
  wait_for_game (session, file, 1);
  g_assert_cmpstr (chess_game_get_tag (chess_session_get_game (session), "Event"), ==, "2");
  g_assert_cmpuint (chess_session_get_game_count (session), ==, 3);
  g_assert_cmpuint (chess_game_get_n_plies (chess_session_get_game (session)), ==, 2);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A row of a .pgn.gz opens its game alone too: inflated from the access
 * point the list's index kept before it, not from the file's start. */
static void
test_row_of_gzip_opens_alone (void)
{
  g_autofree char *source = g_build_filename (g_getenv ("CHESS_TESTDATA"), "games",
                                              "chesslablab-5-players-11039-games.pgn.gz", NULL);
  g_autofree char *path = g_build_filename (tmp_dir, "five.pgn.gz", NULL);
  g_autoptr(GFile) from = g_file_new_for_path (source);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(ChessSession) session = chess_session_new (chess_application_get_settings (app));
  ChessWindow *window = chess_window_new (GTK_APPLICATION (app), session, chess_application_get_library (app));
  g_autoptr(ChessGameItem) item = NULL;
  g_autoptr(GError) error = NULL;
  ChessGameIndex *index;
  ChessGzipIndex *points;
  guint64 size = 0;
  GtkWindow *games;

  g_assert_true (g_file_copy (from, file, G_FILE_COPY_NONE, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (window));
  chess_window_open_document (window, file);
  wait_for_game (session, file, 0);
  games = chess_window_get_games_window (window);
  g_assert_nonnull (games);
  index = chess_game_list_window_get_index (CHESS_GAME_LIST_WINDOW (games));
  wait_complete (index);
  points = chess_game_index_get_access_points (index);
  g_assert_nonnull (points);
  g_assert_true (chess_gzip_index_get_text_size (points, &size));
  g_assert_cmpuint (chess_gzip_index_get_inflated (points), ==, 0);

  item = g_list_model_get_item (G_LIST_MODEL (index), 11000);
  g_signal_emit_by_name (games, "game-activated", item);
  wait_for_game (session, file, 11000);
  g_assert_cmpuint (chess_session_get_game_count (session), ==, 11039);
  g_assert_cmpstr (chess_game_get_tag (chess_session_get_game (session), "White"), ==,
                   chess_game_item_get_white (item));
  g_assert_cmpuint (chess_gzip_index_get_inflated (points), >, 0);
  g_assert_cmpuint (chess_gzip_index_get_inflated (points), <, 2 * CHESS_GZIP_INDEX_SPAN);
  g_assert_cmpuint (chess_gzip_index_get_inflated (points), <, size / 4);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A game read whole with a small repair (a FEN's move number 0): a toast
 * says so, its Details show the reader's line, and no warning banner
 * stays; a game read up to an error keeps its banner. */
static void
test_repairs_are_a_note (void)
{
  g_autofree char *repaired = g_build_filename (tmp_dir, "repaired.pgn", NULL);
  g_autofree char *broken = g_build_filename (tmp_dir, "broken.pgn", NULL);
  g_autoptr(GFile) repaired_file = g_file_new_for_path (repaired);
  g_autoptr(GFile) broken_file = g_file_new_for_path (broken);
  g_autoptr(ChessSession) session = chess_session_new (chess_application_get_settings (app));
  ChessWindow *window = chess_window_new (GTK_APPLICATION (app), session, chess_application_get_library (app));
  ChessBanner *banner;

  test_write_text (repaired, "[Event \"r\"]\n[SetUp \"1\"]\n"
                   "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0\"]\n\n1. e4 *\n");
  test_write_text (broken, "[Event \"b\"]\n\n1. e4 e5 2. Ke3 *\n");
  gtk_window_present (GTK_WINDOW (window));

  chess_window_open_document (window, repaired_file);
  wait_for_game (session, repaired_file, 0);
  g_assert_false (chess_session_get_read_with_errors (session));
  g_assert_nonnull (find_shown (GTK_WIDGET (window), GTK_TYPE_LABEL, "repaired.pgn"));
  assert_repairs_note (GTK_WIDGET (window), "full-move number");

  chess_window_open_document (window, broken_file);
  wait_for_game (session, broken_file, 0);
  g_assert_true (chess_session_get_read_with_errors (session));
  banner = CHESS_BANNER (find_shown (GTK_WIDGET (window), CHESS_TYPE_BANNER, "Problems in"));
  g_assert_nonnull (banner);
  g_assert_cmpint (chess_banner_get_message_type (banner), ==, GTK_MESSAGE_WARNING);
  g_assert_nonnull (strstr (chess_banner_get_text (banner), "Ke3"));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_single_game (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "one.pgn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(ChessSession) session = chess_session_new (chess_application_get_settings (app));
  ChessWindow *window = chess_window_new (GTK_APPLICATION (app), session, chess_application_get_library (app));

  test_write_text (path, "[Event \"1\"]\n\n1. e4 *\n");
  gtk_window_present (GTK_WINDOW (window));
  chess_window_open_document (window, file);
  wait_for_game (session, file, 0);
  g_assert_null (chess_window_get_games_window (window));
  g_assert_false (action_enabled (GTK_WIDGET (window), "win.show-games"));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  gtk_init ();
  adw_init ();
  tmp_dir = g_dir_make_tmp ("chess-window-games-XXXXXX", NULL);
  app = chess_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);

  g_test_add_func ("/ui/window/games/dropped-file", test_dropped_file);
  g_test_add_func ("/ui/window/games/single-game", test_single_game);
  g_test_add_func ("/ui/window/games/row-opens-game-alone", test_row_opens_game_alone);
  g_test_add_func ("/ui/window/games/row-of-gzip-opens-alone", test_row_of_gzip_opens_alone);
  g_test_add_func ("/ui/window/games/repairs-are-a-note", test_repairs_are_a_note);
  status = g_test_run ();

  g_object_unref (app);
  test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
