/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window.c — the window as a view of its session: one update of each
 * view per move (the move list rebuilt once, no view listening to
 * "move-made"), the title of a game from a file of many, Take Back only in
 * a game being played, the pause that covers the board, and the edits of
 * the move list's menu where the session allows them. */
#include "config.h"

#include <string.h>
#include <adwaita.h>

#include "chess-application.h"
#include "chess-notation.h"
#include "chess-window.h"
#include "chess-move-list.h"
#include "chess-board.h"
#include "chess-clock-view.h"
#include "chess-new-game-dialog.h"
#include "chess-play.h"
#include "session-test-util.h"
#include "window-test-util.h"

static ChessApplication *app;
static char *tmp_dir;

static GtkWidget *
child (ChessWindow *window,
       const char  *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (window), CHESS_TYPE_WINDOW, name);

  g_assert_nonnull (object);
  return GTK_WIDGET (object);
}

static GtkWidget *
find_styled (GtkWidget  *widget,
             const char *css_class)
{
  if (gtk_widget_has_css_class (widget, css_class))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *hit = find_styled (c, css_class);
      if (hit != NULL)
        return hit;
    }
  return NULL;
}

static ChessWindow *
new_window (ChessSession **session_out)
{
  g_autoptr(ChessSession) session = chess_session_new (chess_application_get_settings (app));
  ChessWindow *window = chess_window_new (GTK_APPLICATION (app), session, chess_application_get_library (app));

  gtk_window_present (GTK_WINDOW (window));
  *session_out = session;
  return window;
}

static void
play (ChessSession *session,
      const char   *san)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (chess_session_play_move (session, test_session_san (session, san), &error));
  g_assert_no_error (error);
}

static void
count (gpointer counter)
{
  (*(int *) counter)++;
}

/* Whether the window's button for `action` can be pressed. */
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

/* A move rebuilds the move list once and the board follows the game's
 * position-changed; nothing of the window listens to move-made. */
static void
test_one_update_per_move (void)
{
  ChessSession *session;
  ChessWindow *window = new_window (&session);
  ChessMoveListView *list = CHESS_MOVE_LIST_VIEW (child (window, "move_list"));
  GtkTextView *text = GTK_TEXT_VIEW (find_descendant (GTK_WIDGET (list), GTK_TYPE_TEXT_VIEW));
  ChessGame *game = chess_session_get_game (session);
  guint move_made = g_signal_lookup ("move-made", CHESS_TYPE_GAME);
  int rebuilds = 0;

  g_signal_connect_swapped (gtk_text_view_get_buffer (text), "delete-range", G_CALLBACK (count), &rebuilds);
  g_assert_cmpuint (g_signal_handler_find (game, G_SIGNAL_MATCH_ID | G_SIGNAL_MATCH_DATA, move_made, 0,
                                           NULL, NULL, window), ==, 0);
  g_assert_cmpuint (g_signal_handler_find (game, G_SIGNAL_MATCH_ID | G_SIGNAL_MATCH_DATA, move_made, 0,
                                           NULL, NULL, list), ==, 0);

  play (session, "f3");
  g_assert_cmpint (rebuilds, ==, 1);
  play (session, "e5");
  play (session, "g4");
  g_assert_cmpint (rebuilds, ==, 3);
  {
    char shown[CHESS_FEN_MAX], played[CHESS_FEN_MAX];

    chess_position_to_fen (chess_board_get_position (CHESS_BOARD (child (window, "board"))), shown, sizeof shown);
    chess_position_to_fen (chess_game_get_position (game), played, sizeof played);
    g_assert_cmpstr (shown, ==, played);
  }

  /* Navigation moves the highlight only. */
  chess_game_go_previous (game);
  chess_game_go_first (game);
  chess_game_go_last (game);
  g_assert_cmpint (rebuilds, ==, 3);

  /* The mating move: once for the move, once for the result. */
  play (session, "Qh4#");
  g_assert_cmpint (rebuilds, ==, 5);
  g_assert_true (chess_game_is_over (game));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The move that mates slides like any other: the result that follows it
 * shows the same position and leaves the slide alone. */
static void
test_mate_slides (void)
{
  ChessSession *session;
  ChessWindow *window = new_window (&session);
  ChessBoard *board = CHESS_BOARD (child (window, "board"));

  g_assert_true (chess_board_get_animate (board));
  while (!gtk_widget_get_mapped (GTK_WIDGET (board)))
    g_main_context_iteration (NULL, TRUE);
  play (session, "f3");
  play (session, "e5");
  play (session, "g4");
  g_assert_true (chess_board_is_animating (board));
  play (session, "Qh4#");
  g_assert_true (chess_game_is_over (chess_session_get_game (session)));
  g_assert_true (chess_board_is_animating (board));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_title_of_a_game_from_a_file (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "three.pgn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  ChessSession *session;
  ChessWindow *window = new_window (&session);
  AdwWindowTitle *title = ADW_WINDOW_TITLE (child (window, "window_title"));

  test_write_text (path, "[Event \"1\"]\n\n1. e4 *\n\n[Event \"2\"]\n\n1. d4 *\n\n[Event \"3\"]\n\n1. c4 *\n");
  g_assert_cmpstr (adw_window_title_get_title (title), ==, "Chess");
  g_assert_true (test_session_open (session, file, 1, NULL, &error));
  g_assert_cmpstr (adw_window_title_get_title (title), ==, "three.pgn — game 2 of 3");
  /* 1. d4 was read from the file: navigation, not Take Back. */
  g_assert_false (action_enabled (GTK_WIDGET (window), "win.takeback"));
  play (session, "d5");
  g_assert_cmpstr (adw_window_title_get_title (title), ==, "• three.pgn — game 2 of 3");
  g_assert_true (action_enabled (GTK_WIDGET (window), "win.takeback"));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Paused: the board is covered and takes no move; Take Back waits too. */
static void
test_pause_covers_the_board (void)
{
  ChessSession *session;
  ChessWindow *window = new_window (&session);
  ChessBoard *board = CHESS_BOARD (child (window, "board"));
  GtkWidget *cover;

  play (session, "e4");
  /* Made at the first pause. */
  g_assert_null (find_styled (GTK_WIDGET (window), "paused-cover"));
  g_assert_true (chess_board_get_interactive (board));
  g_assert_true (action_enabled (GTK_WIDGET (window), "win.takeback"));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.pause", NULL);
  g_assert_true (chess_session_get_paused (session));
  cover = find_styled (GTK_WIDGET (window), "paused-cover");
  g_assert_nonnull (cover);
  g_assert_true (gtk_widget_get_visible (cover));
  g_assert_true (gtk_widget_get_ancestor (cover, GTK_TYPE_OVERLAY) == child (window, "board_overlay"));
  g_assert_false (chess_board_get_interactive (board));
  g_assert_false (action_enabled (GTK_WIDGET (window), "win.takeback"));
  g_assert_cmpstr (adw_window_title_get_subtitle (ADW_WINDOW_TITLE (child (window, "window_title"))), ==, "Paused");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.pause", NULL);
  g_assert_false (chess_session_get_paused (session));
  g_assert_false (gtk_widget_get_visible (cover));
  g_assert_true (chess_board_get_interactive (board));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A hidden button of the window's action `action`, put beside the move
 * list: its sensitivity says whether the action is enabled. */
static GtkWidget *
action_probe (ChessWindow *window,
              const char  *action)
{
  GtkWidget *button = gtk_button_new ();

  gtk_widget_set_visible (button, FALSE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_box_append (GTK_BOX (child (window, "side_panel")), button);
  return button;
}

static const char *const edit_actions[] = {
  "win.delete-from-here", "win.delete-variation", "win.promote-variation", "win.make-main-line",
};

/* The four edits at the current move, as "1010": enabled or not. */
static char *
edits_enabled (GtkWidget **probes)
{
  char *state = g_malloc0 (G_N_ELEMENTS (edit_actions) + 1);

  for (guint i = 0; i < G_N_ELEMENTS (edit_actions); i++)
    state[i] = gtk_widget_get_sensitive (probes[i]) ? '1' : '0';
  return state;
}

#define assert_edits(probes, expected) \
  G_STMT_START { g_autofree char *state_ = edits_enabled (probes); g_assert_cmpstr (state_, ==, expected); } G_STMT_END

/* The move list's menu acts on the current move, where the session
 * allows: nowhere in a game being played; beside the moves read from a
 * file; everywhere in a finished game.  A deletion can be undone. */
static void
test_edit_actions (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "edit.pgn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  ChessSession *session;
  ChessWindow *window = new_window (&session);
  ChessBoard *board = CHESS_BOARD (child (window, "board"));
  GtkWidget *probes[G_N_ELEMENTS (edit_actions)], *undo = action_probe (window, "win.undo-delete");
  ChessGame *game;

  for (guint i = 0; i < G_N_ELEMENTS (edit_actions); i++)
    probes[i] = action_probe (window, edit_actions[i]);

  /* Played here: looking back is not editing. */
  play (session, "e4");
  play (session, "e5");
  game = chess_session_get_game (session);
  chess_game_go_previous (game);
  assert_edits (probes, "0000");
  g_assert_false (chess_board_get_interactive (board));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.delete-from-here", NULL);
  g_assert_cmpuint (chess_game_get_n_plies (game), ==, 2);

  /* Read from a file, unfinished: variations where it was read. */
  test_write_text (path, "[Result \"*\"]\n\n1. d4 d5 (1... Nf6 2. c4) 2. c4 *\n");
  g_assert_true (test_session_open (session, file, 0, NULL, &error));
  g_assert_no_error (error);
  game = chess_session_get_game (session);
  assert_edits (probes, "0000");                              /* at its end: the game goes on */
  chess_game_go_to_node (game, test_main_line_node (game, 1));
  g_assert_true (chess_board_get_interactive (board));        /* a move here makes a variation */
  assert_edits (probes, "0000");                              /* 1. d4 itself is the game's */
  chess_game_go_to_node (game, test_main_line_node (game, 2)->next_sibling->first_child);
  assert_edits (probes, "1100");                              /* 2. c4 in (1... Nf6 2. c4), not promoted */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.delete-variation", NULL);
  g_assert_null (test_main_line_node (game, 2)->next_sibling);
  g_assert_true (chess_game_get_current_node (game) == test_main_line_node (game, 1));
  g_assert_true (gtk_widget_get_sensitive (undo));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo-delete", NULL);
  g_assert_nonnull (test_main_line_node (game, 2)->next_sibling);
  g_assert_false (gtk_widget_get_sensitive (undo));

  /* Finished: everything, the main line too. */
  test_write_text (path, "[Result \"1-0\"]\n\n1. e4 e5 (1... c5) 2. Nf3 1-0\n");
  g_assert_true (test_session_open (session, file, 0, NULL, &error));
  game = chess_session_get_game (session);
  assert_edits (probes, "1000");                              /* 2. Nf3, the end */
  chess_game_go_to_node (game, test_main_line_node (game, 2)->next_sibling);
  assert_edits (probes, "1111");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.make-main-line", NULL);
  g_assert_cmpuint (chess_game_get_n_plies (game), ==, 2);
  g_assert_true (chess_game_get_last_node (game) == chess_game_get_current_node (game));
  assert_edits (probes, "1000");
  g_assert_true (chess_game_get_modified (game));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The keys of the edits are the window's, in the bubble phase (an entry
 * with the focus keeps its own Delete and Ctrl+Delete). */
static void
test_edit_keys (void)
{
  static const struct { const char *trigger, *action; } keys[] = {
    { "Delete", "win.delete-from-here" },
    { "KP_Delete", "win.delete-from-here" },
    { "<Control>Delete", "win.delete-variation" },
    { "<Control>Up", "win.promote-variation" },
    { "<Shift><Control>Up", "win.make-main-line" },
  };
  ChessSession *session;
  ChessWindow *window = new_window (&session);
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  guint found = 0;

  for (guint c = 0; c < g_list_model_get_n_items (controllers); c++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, c);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (controller)); i++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), i);
          GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);
          g_autofree char *trigger = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));

          if (!GTK_IS_NAMED_ACTION (action))
            continue;
          for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
            if (g_str_equal (trigger, keys[k].trigger)
                && g_str_equal (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)), keys[k].action))
              {
                g_assert_cmpint (gtk_event_controller_get_propagation_phase (controller), ==, GTK_PHASE_BUBBLE);
                found |= 1u << k;
              }
        }
    }
  g_assert_cmphex (found, ==, (1u << G_N_ELEMENTS (keys)) - 1);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The menu of a move opens at a move, never at the start position. */
static void
test_move_menu (void)
{
  ChessSession *session;
  ChessWindow *window = new_window (&session);
  ChessMoveListView *list = CHESS_MOVE_LIST_VIEW (child (window, "move_list"));
  GMenuModel *menu = chess_move_list_view_get_menu_model (list);
  ChessGame *game = chess_session_get_game (session);
  GtkWidget *popover;

  g_assert_nonnull (menu);
  /* the moves, the deletions, the comment and the symbols */
  g_assert_cmpint (g_menu_model_get_n_items (menu), ==, 3);
  play (session, "d4");
  chess_game_go_first (game);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_false (chess_move_list_view_popup_menu (list));
  chess_game_go_last (game);
  g_assert_true (chess_move_list_view_popup_menu (list));
  popover = find_descendant (GTK_WIDGET (list), GTK_TYPE_POPOVER_MENU);
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_visible (popover));
  g_assert_true (gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (popover)) == menu);
  gtk_popover_popdown (GTK_POPOVER (popover));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A point of the move list, in its coordinates: at `x_in_buffer` (the
 * right edge when negative), halfway down the row of the text `at`. */
static void
point_in_row (GtkWidget  *list,
              GtkTextView *text,
              const char *at,
              int         x_in_buffer,
              double     *x,
              double     *y)
{
  GtkTextIter start, match_start, match_end;
  GdkRectangle location;
  int wx, wy;

  gtk_text_buffer_get_start_iter (gtk_text_view_get_buffer (text), &start);
  g_assert_true (gtk_text_iter_forward_search (&start, at, 0, &match_start, &match_end, NULL));
  gtk_text_view_get_iter_location (text, &match_start, &location);
  gtk_text_view_buffer_to_window_coords (text, GTK_TEXT_WINDOW_WIDGET,
                                         x_in_buffer >= 0 ? x_in_buffer : location.x,
                                         location.y + location.height / 2, &wx, &wy);
  if (x_in_buffer < 0)
    wx = gtk_widget_get_width (GTK_WIDGET (text)) - 4;
  g_assert_true (gtk_widget_translate_coordinates (GTK_WIDGET (text), list, wx, wy, x, y));
}

/* The whole cell of a move takes the click: the gap after White's move up
 * to Black's column, and the row after Black's move; not the number, not
 * the space under the last row. */
static void
test_move_cell_clickable (void)
{
  ChessSession *session;
  ChessWindow *window = new_window (&session);
  ChessMoveListView *list = CHESS_MOVE_LIST_VIEW (child (window, "move_list"));
  GtkTextView *text = GTK_TEXT_VIEW (find_descendant (GTK_WIDGET (list), GTK_TYPE_TEXT_VIEW));
  ChessNode *e4, *e5;
  GtkTextIter start, e5_start, unused;
  GdkRectangle e4_end, e5_location;
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  double x, y;

  play (session, "e4");
  play (session, "e5");
  play (session, "Nf3");
  while (gtk_widget_get_width (GTK_WIDGET (text)) == 0 && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
  e4 = chess_game_get_record (chess_session_get_game (session))->root->first_child;
  e5 = e4->first_child;

  /* just left of e5: the gap after e4 */
  gtk_text_buffer_get_start_iter (gtk_text_view_get_buffer (text), &start);
  g_assert_true (gtk_text_iter_forward_search (&start, "e5", 0, &e5_start, &unused, NULL));
  gtk_text_view_get_iter_location (text, &e5_start, &e5_location);
  g_assert_true (gtk_text_iter_forward_search (&start, "e4", 0, &unused, &start, NULL));
  gtk_text_view_get_iter_location (text, &start, &e4_end);
  g_assert_cmpint (e5_location.x - e4_end.x, >, 8);
  point_in_row (GTK_WIDGET (list), text, "e5", e5_location.x - 4, &x, &y);
  g_assert_true (chess_move_list_view_get_node_at_point (list, x, y) == e4);

  /* on e5 and far right of it */
  point_in_row (GTK_WIDGET (list), text, "e5", e5_location.x + 2, &x, &y);
  g_assert_true (chess_move_list_view_get_node_at_point (list, x, y) == e5);
  point_in_row (GTK_WIDGET (list), text, "e5", -1, &x, &y);
  g_assert_true (chess_move_list_view_get_node_at_point (list, x, y) == e5);

  /* the move number is no move; nor is the space under the last row */
  point_in_row (GTK_WIDGET (list), text, "1.", 0, &x, &y);
  g_assert_null (chess_move_list_view_get_node_at_point (list, x, y));
  point_in_row (GTK_WIDGET (list), text, "Nf3", -1, &x, &y);
  g_assert_nonnull (chess_move_list_view_get_node_at_point (list, x, y));
  g_assert_null (chess_move_list_view_get_node_at_point (list, x, y + 3 * e5_location.height));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Save As names the new file in the title at once, without the mark of
 * unsaved moves. */
static void
test_title_after_save_as (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "saved-as.pgn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  ChessSession *session;
  ChessWindow *window = new_window (&session);
  AdwWindowTitle *title = ADW_WINDOW_TITLE (child (window, "window_title"));

  play (session, "e4");
  g_assert_cmpstr (adw_window_title_get_title (title), ==, "Chess");
  g_assert_true (test_session_save_as (session, file, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (adw_window_title_get_title (title), ==, "saved-as.pgn");
  play (session, "e5");
  g_assert_cmpstr (adw_window_title_get_title (title), ==, "• saved-as.pgn");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A Chess960 game says so in the subtitle, as long as it lasts. */
static void
test_chess960_in_subtitle (void)
{
  ChessSession *session;
  ChessWindow *window = new_window (&session);
  AdwWindowTitle *title = ADW_WINDOW_TITLE (child (window, "window_title"));
  g_autoptr(ChessGameOptions) options = chess_game_options_new ();
  g_autoptr(GError) error = NULL;

  g_assert_null (strstr (adw_window_title_get_subtitle (title), "Chess960"));
  options->chess960_number = 123;
  g_assert_true (chess_session_new_game (session, options, &error));
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (adw_window_title_get_subtitle (title), "White to move"));
  g_assert_true (g_str_has_suffix (adw_window_title_get_subtitle (title), " · Chess960"));
  chess_game_resign (chess_session_get_game (session), CHESS_WHITE);
  g_assert_cmpstr (adw_window_title_get_subtitle (title), ==, "Black wins — White resigned · Chess960");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Beside each clock, the pieces its side is ahead and by how much, of the
 * position shown; the preference hides them. */
static void
test_material_beside_clocks (void)
{
  ChessSession *session;
  ChessWindow *window = new_window (&session);
  ChessClockView *white = CHESS_CLOCK_VIEW (child (window, "bottom_clock"));
  ChessClockView *black = CHESS_CLOCK_VIEW (child (window, "top_clock"));
  GSettings *settings = chess_application_get_settings (app);

  g_assert_cmpstr (chess_clock_view_get_material (white), ==, "");
  play (session, "e4");
  play (session, "d5");
  play (session, "exd5");
  g_assert_cmpstr (chess_clock_view_get_material (white), ==, "\u265F \u2066+1\u2069");
  g_assert_cmpstr (chess_clock_view_get_material (black), ==, "");
  play (session, "Nf6");
  play (session, "Bb5+");
  play (session, "c6");
  play (session, "dxc6");
  play (session, "Qd4");
  play (session, "cxb7+");
  play (session, "Nfd7");
  play (session, "bxa8=Q");
  /* three pawns and a rook taken, a pawn made a queen: two pawns, a rook
   * and a queen more than Black (7 + 6 + 6 + 10 + 18 against 5 + 6 + 6 + 5
   * + 9 points); the minor pieces are even */
  g_assert_cmpstr (chess_clock_view_get_material (white), ==,
                   "\u265F\u265F\u265C\u265B \u2066+16\u2069");
  /* going back shows the balance of the position shown */
  chess_game_go_first (chess_session_get_game (session));
  g_assert_cmpstr (chess_clock_view_get_material (white), ==, "");
  chess_game_go_last (chess_session_get_game (session));
  g_settings_set_boolean (settings, "show-material", FALSE);
  g_assert_cmpstr (chess_clock_view_get_material (white), ==, "");
  g_settings_set_boolean (settings, "show-material", TRUE);
  g_assert_cmpstr (chess_clock_view_get_material (white), !=, "");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The text of the window's move list. */
static GtkTextBuffer *
move_list_buffer (ChessWindow *window)
{
  return gtk_text_view_get_buffer (GTK_TEXT_VIEW (find_descendant (child (window, "move_list"), GTK_TYPE_TEXT_VIEW)));
}

/* Whether the first `text` in the buffer carries the tag `name`. */
static gboolean
text_has_tag (GtkTextBuffer *buffer, const char *text, const char *name)
{
  GtkTextTag *tag = gtk_text_tag_table_lookup (gtk_text_buffer_get_tag_table (buffer), name);
  GtkTextIter start, found, end;

  gtk_text_buffer_get_start_iter (buffer, &start);
  g_assert_nonnull (tag);
  g_assert_true (gtk_text_iter_forward_search (&start, text, 0, &found, &end, NULL));
  return gtk_text_iter_has_tag (&found, tag);
}

/* A judged move's symbol shows in its lichess colour, the move itself not. */
static void
test_judgements_coloured (void)
{
  ChessSession *session;
  ChessWindow *window = new_window (&session);
  GtkTextBuffer *buffer = move_list_buffer (window);
  ChessGame *game = chess_session_get_game (session);
  ChessNode *e4, *e5;

  play (session, "e4");
  play (session, "e5");
  e4 = chess_game_get_record (game)->root->first_child;
  e5 = e4->first_child;
  g_assert_true (chess_game_toggle_nag (game, e4, 6));    /* ?! */
  g_assert_true (chess_game_toggle_nag (game, e5, 4));    /* ?? */
  g_assert_true (text_has_tag (buffer, "?!", "judged-inaccuracy"));
  g_assert_true (text_has_tag (buffer, "??", "judged-blunder"));
  g_assert_false (text_has_tag (buffer, "e4", "judged-inaccuracy"));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The move list writes the pieces as the notation setting says. */
static void
test_move_notation (void)
{
  ChessSession *session;
  ChessWindow *window = new_window (&session);
  GtkTextBuffer *buffer = move_list_buffer (window);
  GSettings *settings = chess_application_get_settings (app);
  GtkTextIter start, end;
  g_autofree char *figurines = NULL, *english = NULL;

  play (session, "Nf3");
  g_settings_set_string (settings, "move-notation", "figurine");
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  figurines = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  g_settings_reset (settings, "move-notation");
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  english = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  g_assert_nonnull (strstr (figurines, "\u2658f3"));
  g_assert_null (strstr (figurines, "Nf3"));
  g_assert_nonnull (strstr (english, "Nf3"));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Spins until the subtitle reads `expected` (5 s at most). */
static void
wait_for_subtitle (AdwWindowTitle *title,
                   const char     *expected)
{
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while (g_strcmp0 (adw_window_title_get_subtitle (title), expected) != 0
         && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpstr (adw_window_title_get_subtitle (title), ==, expected);
}

/* Narrow, the header has room for the time control alone (and a check);
 * wide, it says who is to move.  (That it shows whole at 360 px, in Greek:
 * gui-greek-narrow.) */
static void
test_narrow_subtitle (void)
{
  ChessSession *session;
  ChessWindow *window = new_window (&session);
  AdwWindowTitle *title = ADW_WINDOW_TITLE (child (window, "window_title"));
  g_autoptr(ChessGameOptions) options = chess_game_options_new ();
  g_autoptr(GError) error = NULL;

  options->time_control = chess_time_control_parse ("300+2", &error);
  g_assert_no_error (error);
  g_assert_true (chess_session_new_game (session, options, &error));
  g_assert_no_error (error);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 760);
  wait_for_subtitle (title, "White to move · 5 min + 2 s");

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 480);
  wait_for_subtitle (title, "5 min + 2 s");
  play (session, "e4");
  play (session, "f5");
  play (session, "Qh5+");
  wait_for_subtitle (title, "Check · 5 min + 2 s");
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 760);
  wait_for_subtitle (title, "Black to move, in check · 5 min + 2 s");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The toplevel of `type` that `window` holds, or NULL. */
static GtkWindow *
dialog_of (ChessWindow *window,
           GType        type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (toplevel, type) && gtk_window_get_transient_for (toplevel) == GTK_WINDOW (window)
          && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        return toplevel;
    }
  return NULL;
}

static ChessWindow *
window_after_mate (ChessSession **session)
{
  ChessWindow *window = new_window (session);

  play (*session, "f3");
  play (*session, "e5");
  play (*session, "g4");
  play (*session, "Qh4#");
  g_assert_true (chess_game_is_over (chess_session_get_game (*session)));
  return window;
}

/* The New Game dialog is open: Start Game starts at once, unasked; the
 * window goes. */
static void
start_without_question (ChessWindow  *window,
                        ChessSession *session)
{
  GtkWindow *dialog = dialog_of (window, CHESS_TYPE_NEW_GAME_DIALOG);

  g_assert_nonnull (dialog);
  g_signal_emit_by_name (dialog, "start-game");
  g_assert_null (dialog_of (window, ADW_TYPE_MESSAGE_DIALOG));
  g_assert_false (chess_game_has_moves (chess_session_get_game (session)));
  gtk_window_destroy (dialog);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* New Game after a finished game asks to save it before the dialog opens,
 * and Start Game does not ask again. */
static void
test_new_game_asks_first (void)
{
  GSettings *settings = chess_application_get_settings (app);
  ChessSession *session;
  ChessWindow *window;
  GtkWindow *question;

  g_settings_set_boolean (settings, "library-add-finished", FALSE);
  window = window_after_mate (&session);
  chess_window_show_new_game_dialog (window);
  question = dialog_of (window, ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (question);
  g_assert_null (dialog_of (window, CHESS_TYPE_NEW_GAME_DIALOG));
  /* (a button closes its dialog; the response alone does not) */
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (question), "discard");
  gtk_window_destroy (question);
  g_assert_null (dialog_of (window, ADW_TYPE_MESSAGE_DIALOG));
  start_without_question (window, session);
  g_settings_reset (settings, "library-add-finished");
}

/* A finished game the library holds is not asked about, neither before
 * the dialog nor at Start Game. */
static void
test_new_game_in_library_not_asked (void)
{
  ChessSession *session;
  ChessWindow *window = window_after_mate (&session);

  chess_play_game_mark_in_library (chess_session_get_game (session));
  chess_window_show_new_game_dialog (window);
  g_assert_null (dialog_of (window, ADW_TYPE_MESSAGE_DIALOG));
  start_without_question (window, session);
}

int
main (int argc, char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  gtk_init ();
  adw_init ();
  tmp_dir = g_dir_make_tmp ("chess-window-XXXXXX", NULL);
  app = chess_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);

  g_test_add_func ("/ui/window/one-update-per-move", test_one_update_per_move);
  g_test_add_func ("/ui/window/mate-slides", test_mate_slides);
  g_test_add_func ("/ui/window/new-game-asks-first", test_new_game_asks_first);
  g_test_add_func ("/ui/window/new-game-in-library-not-asked", test_new_game_in_library_not_asked);
  g_test_add_func ("/ui/window/title-of-a-game-from-a-file", test_title_of_a_game_from_a_file);
  g_test_add_func ("/ui/window/pause-covers-the-board", test_pause_covers_the_board);
  g_test_add_func ("/ui/window/chess960-in-subtitle", test_chess960_in_subtitle);
  g_test_add_func ("/ui/window/material-beside-clocks", test_material_beside_clocks);
  g_test_add_func ("/ui/window/judgements-coloured", test_judgements_coloured);
  g_test_add_func ("/ui/window/move-notation", test_move_notation);
  g_test_add_func ("/ui/window/narrow-subtitle", test_narrow_subtitle);
  g_test_add_func ("/ui/window/title-after-save-as", test_title_after_save_as);
  g_test_add_func ("/ui/window/move-cell-clickable", test_move_cell_clickable);
  g_test_add_func ("/ui/window/edit-actions", test_edit_actions);
  g_test_add_func ("/ui/window/edit-keys", test_edit_keys);
  g_test_add_func ("/ui/window/move-menu", test_move_menu);
  status = g_test_run ();

  g_object_unref (app);
  test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
