/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-analysis-panel.c — the analysis panel on a finished game with the
 * real Stockfish and Debian's book: it names the opening of the position
 * shown, fills its lines and follows navigation, plays a line's move into
 * the game as a variation through the session (whose rules refuse, and
 * the panel says so, a variation beside moves played here), lists the
 * book's moves; inactive, it leaves the engine idle; at a mate it says
 * why no line comes.  (Hovering needs a real pointer: the GUI tests.) */
#include "config.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include "chess-analysis-panel.h"
#include "chess-session.h"
#include "chess-pgn.h"

#define STOCKFISH "/usr/games/stockfish"

static ChessGame *
game_from_pgn (const char *pgn)
{
  ChessRecord **games = NULL;
  ChessGame *game;

  g_assert_cmpuint (chess_pgn_read_string (pgn, strlen (pgn), &games, NULL, NULL), ==, 1);
  game = chess_game_new_from_record (games[0]);
  free (games);
  return game;
}

static void
wait_for (gboolean (*done) (ChessAnalysisPanel *), ChessAnalysisPanel *panel)
{
  while (!done (panel))
    g_main_context_iteration (NULL, TRUE);
}

static gboolean
has_lines (ChessAnalysisPanel *panel)
{
  return chess_analysis_panel_get_line_label (panel, 0) != NULL
         && chess_analysis_get_n_lines (chess_analysis_panel_get_analysis (panel)) > 0
         && chess_analysis_get_line (chess_analysis_panel_get_analysis (panel), 0)->depth >= 6;
}

static gboolean
is_running (ChessAnalysisPanel *panel)
{
  return chess_analysis_get_running (chess_analysis_panel_get_analysis (panel));
}

static void
count_paint (GdkFrameClock *clock, guint *n)
{
  (*n)++;
}

static gboolean
has_opening (ChessAnalysisPanel *panel)
{
  return *chess_analysis_panel_get_opening_text (panel) != '\0';
}

/* The first row of the panel's book list, searched depth first. */
static GtkListBoxRow *
find_book_row (GtkWidget *widget)
{
  if (GTK_IS_LIST_BOX_ROW (widget))
    return GTK_LIST_BOX_ROW (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkListBoxRow *row = find_book_row (child);

      if (row)
        return row;
    }
  return NULL;
}

typedef struct {
  guint previews;
  guint ends;
  ChessPosition last;
} Preview;

static void
preview_cb (ChessAnalysisPanel *panel, gpointer position, guint last_move, Preview *p)
{
  p->previews++;
  p->last = *(const ChessPosition *) position;
}

static void
preview_end_cb (ChessAnalysisPanel *panel, Preview *p)
{
  p->ends++;
}

/* The owner of the game, as the window is through ChessPlay: it plays
 * the moves the panel chose through the session, whose rules hold, and
 * counts its refusals (the first one stops the line). */
typedef struct {
  ChessSession *session;
  guint chosen;
  guint refusals;
} Owner;

static void
owner_plays_line (ChessAnalysisPanel *panel, gpointer moves, guint n, Owner *owner)
{
  const ChessMove *line = moves;

  owner->chosen++;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GError) error = NULL;

      if (!chess_session_play_move (owner->session, line[i], &error))
        {
          g_assert_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_ILLEGAL_MOVE);
          g_assert_cmpstr (error->message, !=, "");
          owner->refusals++;
          break;
        }
    }
}

static void
test_panel (void)
{
  g_autoptr (ChessGame) game = game_from_pgn ("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n");
  g_autoptr (ChessSession) session = chess_session_new (NULL);
  g_autoptr (ChessEngine) engine = chess_engine_new (STOCKFISH);
  ChessAnalysisPanel *panel = CHESS_ANALYSIS_PANEL (chess_analysis_panel_new ());
  GtkWidget *window = gtk_window_new ();
  GtkWidget *label;
  g_autofree char *text = NULL;
  g_auto (GStrv) words = NULL;
  gboolean handled = FALSE;
  Owner owner = { 0 };
  Preview preview = { 0 };
  ChessNode *after_bb5;
  char san[CHESS_SAN_MAX];
  ChessPosition pos;

  if (!g_file_test (STOCKFISH, G_FILE_TEST_IS_EXECUTABLE))
    g_error ("%s is missing: install the stockfish package", STOCKFISH);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (panel));
  gtk_window_present (GTK_WINDOW (window));
  g_signal_connect (panel, "preview", G_CALLBACK (preview_cb), &preview);
  g_signal_connect (panel, "preview-end", G_CALLBACK (preview_end_cb), &preview);

  /* The position after 3. Bb5, shown: the Ruy Lopez. */
  chess_game_go_first (game);
  for (int i = 0; i < 5; i++)
    chess_game_go_next (game);
  after_bb5 = chess_game_get_current_node (game);
  chess_session_set_game (session, game);
  owner.session = session;
  g_signal_connect (panel, "line-chosen", G_CALLBACK (owner_plays_line), &owner);
  chess_analysis_panel_set_game (panel, game);
  chess_analysis_panel_set_engine (panel, engine);
  /* Inactive: nothing runs. */
  g_assert_false (chess_analysis_get_running (chess_analysis_panel_get_analysis (panel)));
  /* Active in a window on screen: the engine starts once the frame that
   * shows the panel is painted, not before it (its start would slow that
   * frame). */
  {
    GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
    guint paints = 0;
    gulong id = g_signal_connect (clock, "after-paint", G_CALLBACK (count_paint), &paints);

    chess_analysis_panel_set_active (panel, TRUE);
    g_assert_false (is_running (panel));
    wait_for (is_running, panel);
    g_assert_cmpuint (paints, >=, 1);
    g_signal_handler_disconnect (clock, id);
  }
  wait_for (has_opening, panel);
  g_assert_cmpstr (chess_analysis_panel_get_opening_text (panel), ==, "C60 Ruy Lopez");
  wait_for (has_lines, panel);

  /* The best line reads as the move list writes it, Black to move. */
  label = chess_analysis_panel_get_line_label (panel, 0);
  text = g_strdup (gtk_label_get_text (GTK_LABEL (label)));
  g_assert_true (g_str_has_prefix (text, "3… "));
  /* In figurines the line is written again at once: each piece letter of
   * the same line in English (no main loop ran between) is a figurine. */
  {
    g_autofree char *figurines = NULL;
    const char *english;
    int letters = 0, signs = 0;

    chess_analysis_panel_set_notation (panel, CHESS_NOTATION_FIGURINE);
    figurines = g_strdup (gtk_label_get_text (GTK_LABEL (chess_analysis_panel_get_line_label (panel, 0))));
    chess_analysis_panel_set_notation (panel, CHESS_NOTATION_ENGLISH);
    english = gtk_label_get_text (GTK_LABEL (chess_analysis_panel_get_line_label (panel, 0)));
    for (const char *p = english; *p; p++)
      letters += strchr ("KQRBN", *p) != NULL;
    for (const char *p = figurines; *p; p = g_utf8_next_char (p))
      signs += g_utf8_get_char (p) >= 0x2654 && g_utf8_get_char (p) <= 0x265F;
    g_test_message ("%s / %s", english, figurines);
    g_assert_null (strpbrk (figurines, "KQRBN"));
    g_assert_cmpint (signs, ==, letters);
    /* the label now shows the engine's latest line */
    g_free (text);
    text = g_strdup (english);
  }

  /* Its first move clicked: played into the game, beside the main line
   * (unless it is the main line's own move). */
  g_signal_emit_by_name (label, "activate-link", "0", &handled);
  g_assert_true (handled);
  g_assert_cmpuint (owner.chosen, ==, 1);
  g_assert_cmpuint (owner.refusals, ==, 0);
  g_assert_true (chess_game_get_current_node (game)->parent == after_bb5);
  chess_record_position_at (chess_game_get_record (game), after_bb5, &pos);
  chess_move_to_san (&pos, chess_game_get_current_node (game)->move, san);
  words = g_strsplit (text, " ", 3);
  g_assert_cmpstr (words[1], ==, san);
  g_assert_cmpint (chess_node_is_main_line (chess_game_get_current_node (game)), ==,
                   chess_game_get_current_node (game) == after_bb5->first_child);
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_WHITE_WINS);
  /* Leaving the line ends any preview. */
  g_assert_cmpuint (preview.ends, >=, 1);

  /* Navigation: the panel follows, to the start, where the book speaks. */
  chess_game_go_first (game);
  g_assert_cmpuint (chess_analysis_get_n_lines (chess_analysis_panel_get_analysis (panel)), ==, 0);
  g_assert_cmpuint (chess_analysis_panel_get_n_book_moves (panel), >=, 4);
  /* A book move, activated, is played. */
  {
    /* The book list is the only list box of the panel. */
    GtkListBoxRow *row = find_book_row (GTK_WIDGET (panel));

    g_assert_nonnull (row);
    g_signal_emit_by_name (gtk_widget_get_parent (GTK_WIDGET (row)), "row-activated", row);
    g_assert_cmpuint (chess_node_ply (chess_game_get_current_node (game)), ==, 1);
    chess_game_go_first (game);
  }
  wait_for (has_lines, panel);

  /* Inactive again: the engine stops. */
  chess_analysis_panel_set_active (panel, FALSE);
  g_assert_false (chess_analysis_get_running (chess_analysis_panel_get_analysis (panel)));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A mate on the board: no line comes, and the status says why. */
static void
test_checkmate_status (void)
{
  g_autoptr (ChessGame) game = game_from_pgn ("1. f3 e5 2. g4 Qh4# 0-1\n");
  g_autoptr (ChessEngine) engine = chess_engine_new (STOCKFISH);
  ChessAnalysisPanel *panel = CHESS_ANALYSIS_PANEL (chess_analysis_panel_new ());
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (panel));
  gtk_window_present (GTK_WINDOW (window));
  chess_game_go_last (game);
  chess_analysis_panel_set_game (panel, game);
  chess_analysis_panel_set_engine (panel, engine);
  chess_analysis_panel_set_active (panel, TRUE);
  g_assert_cmpstr (chess_analysis_panel_get_status_text (panel), ==, "Checkmate: no moves to analyse");

  /* One move back there are moves again: the note goes, lines come. */
  chess_game_go_previous (game);
  g_assert_cmpstr (chess_analysis_panel_get_status_text (panel), !=, "Checkmate: no moves to analyse");
  wait_for (has_lines, panel);
  /* the engine's name comes first, isolated (its own direction) */
  g_assert_true (g_str_has_prefix (chess_analysis_panel_get_status_text (panel), "\xe2\x81\xa8Stockfish"));

  chess_analysis_panel_set_active (panel, FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
}

static ChessMove
move_from_uci (ChessGame *game, const char *uci)
{
  ChessMove move = CHESS_MOVE_NONE;

  g_assert_cmpint (chess_move_from_uci (chess_game_get_position (game), uci, strlen (uci), &move), ==, CHESS_SAN_OK);
  return move;
}

/* An unfinished untimed game read elsewhere (as from a file): a line's
 * move goes where the session lets it — a variation among the moves read,
 * none beside the moves played here — and a refusal is signalled. */
static void
test_session_rules (void)
{
  g_autoptr (ChessGame) game = game_from_pgn ("1. e4 e5 2. Nf3 *\n");
  g_autoptr (ChessSession) session = chess_session_new (NULL);
  g_autoptr (ChessEngine) engine = chess_engine_new (STOCKFISH);
  ChessAnalysisPanel *panel = CHESS_ANALYSIS_PANEL (chess_analysis_panel_new ());
  GtkWidget *window = gtk_window_new ();
  GtkWidget *label;
  ChessNode *after_e5, *after_nf3, *live;
  gboolean handled = FALSE;
  Owner owner = { session, 0, 0 };

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (panel));
  gtk_window_present (GTK_WINDOW (window));
  chess_session_set_game (session, game);
  g_assert_true (chess_session_play_move (session, move_from_uci (game, "b8c6"), NULL));
  live = chess_game_get_current_node (game);
  g_signal_connect (panel, "line-chosen", G_CALLBACK (owner_plays_line), &owner);
  chess_analysis_panel_set_game (panel, game);
  chess_analysis_panel_set_engine (panel, engine);
  chess_analysis_panel_set_active (panel, TRUE);

  /* After 2. Nf3, the last move read: 2… Nc6 was played here, so no
   * variation may start there.  Refused, said, nothing changes. */
  chess_game_go_previous (game);
  after_nf3 = chess_game_get_current_node (game);
  wait_for (has_lines, panel);
  label = chess_analysis_panel_get_line_label (panel, 0);
  g_signal_emit_by_name (label, "activate-link", "0", &handled);
  g_assert_cmpuint (owner.refusals, ==, 1);
  g_assert_true (chess_game_get_current_node (game) == after_nf3);
  g_assert_true (after_nf3->first_child == live && live->next_sibling == NULL);

  /* After 1… e5, among the moves read: the line's move is played there
   * (a variation, or the game's own 2. Nf3), the game goes on from 2… Nc6. */
  chess_game_go_previous (game);
  after_e5 = chess_game_get_current_node (game);
  wait_for (has_lines, panel);
  label = chess_analysis_panel_get_line_label (panel, 0);
  g_signal_emit_by_name (label, "activate-link", "0", &handled);
  g_assert_cmpuint (owner.refusals, ==, 1);
  g_assert_true (chess_game_get_current_node (game)->parent == after_e5);
  g_assert_true (chess_game_get_last_node (game) == live);
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_NONE);

  chess_analysis_panel_set_active (panel, FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  gtk_disable_setlocale ();
  setlocale (LC_ALL, "C.UTF-8");

  if (!gtk_init_check ())
    {
      g_test_skip ("no display");
      return g_test_run ();
    }
  /* The panel's template is in the resources of the ui library. */
  g_test_add_func ("/ui/analysis-panel", test_panel);
  g_test_add_func ("/ui/analysis-panel/checkmate", test_checkmate_status);
  g_test_add_func ("/ui/analysis-panel/session-rules", test_session_rules);
  return g_test_run ();
}
