/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-test-probe.c — see chess-test-probe.h.
 *
 * Events, in the order the tests rely on:
 *   READY                       after the first frame with the board
 *   BOARD x y square scale f    the board's origin in window pixels, printed
 *                               after a frame in which it changed
 *   POSITION <fen>              the position shown (also for a new game)
 *   MOVE <uci> <san>            a move was made (before its POSITION)
 *   PROMOTION                   the promotion chooser opened
 *   RESULT <result> <reason>    once per result
 *   GAME <n> <count>            a game from a file is shown (1-based n)
 *   PAUSED 1|0                  the pause changed (also right after a restore)
 *   ANALYSIS 1|0                the Analysis panel was turned on or off
 *   EVAL cp|mate <n> <depth>    the first line of the analysis changed: its
 *                               evaluation from White's side (centipawns, or
 *                               moves to mate, < 0 when Black mates)
 *   PREVIEW <uci> <fen>         the pointer is over a move of an analysis
 *                               line: the board shows the position after it
 *   PREVIEW none                the pointer left it: the game's position again
 *   REVIEW <done> <total>       Review Game has done that many positions
 *   REVIEWED <white> <black>    the review is written into the game: each
 *                               player's accuracy (one decimal; -1 for none)
 *   ENGINE <white|black> ready <name>
 *                               the computer opponent's engine finished its
 *                               handshake (its name as it gave it)
 *   ENGINE <white|black> error <id>
 *                               it failed: missing, no-uciok, crashed,
 *                               timeout, illegal-move, flood (the banner
 *                               in the window names it and what happened)
 *   THINKING <white|black>      the computer opponent started thinking
 *   DRAWN <uci> <µs>            the first frame painted after that move, at
 *                               that instant of the monotonic clock (the
 *                               engine benchmark's latency)
 *   FRAME <µs>                  every frame painted, only with
 *                               CHESS_TEST_FRAMES=1 (the benchmark's gaps)
 *   PREMOVE <from><to>[piece]|none
 *                               a premove was chosen on the board (the king's
 *                               landing square for castling), or taken back,
 *                               played or dropped
 *   MARKS <cal>|- <csl>|-       the board shows other hand-drawn marks: the
 *                               arrows and circles as [%cal]/[%csl] write them
 *   LAYOUT wide|narrow W H board=x,y,w,h top=… bottom=… panel=… banners=…
 *          contents=… strip=…   the window's size and where its parts are, in
 *                               window pixels like BOARD, after a frame in
 *                               which any of it changed (banners h 0: none;
 *                               contents: what the panel holds, taller than
 *                               the panel when it scrolls; strip: the
 *                               evaluation bar, 0,0,0,0 when hidden)
 *          graph=… summary=… mistakes=… actions=… moves=… lines=<n>
 *                               what of the evaluation graph, the review's
 *                               summary and mistake row, the game's buttons
 *                               and the move list the panel shows (0,0,0,0:
 *                               none), and the whole lines of moves in sight
 *          scroll=<value>,<upper>,<page>  the content's vertical scrolling
 *                               (upper > page: taller than the window)
 *   GAMES <count>               the index of a file's game list is complete
 *   LIBRARY <count>             the Library view is filled (after each query, and as an import adds rows)
 *   TREE <moves>                the explorer shows the moves of the position
 *   LISTED <count>              the game list shows that many games (after
 *                               a search), once its filter has settled
 *   SOUND <id>                  a sound was asked for (chess-sound-event.h's
 *                               ids: move, capture, check…), whether or not
 *                               a sound card plays it
 *   SPEECH <words>              words were handed to speech-dispatcher
 *                               (speak-moves), whether or not a voice says them
 *   STARTED library             the library service's worker got its first
 *                               job (at once if it had before the probe came)
 * The trainer window's (chess-test-probe-trainer.c): READY and BOARD as
 * above, and
 *   PUZZLE <id> start           a puzzle begins
 *   PUZZLE <id> solved          its result: solved
 *   PUZZLE <id> failed [<uci>]  its result: failed, at this move (none
 *                               when the solution was asked for)
 *   POSITION <fen>              the board waits for the solver's move
 *   MARK <square>|none          a hint marks the piece to move, or no more
 *   RATING <rating>             the solver's rating, when the window opens
 *                               and after each change (rounded)
 * Set Up Position's (chess-test-probe-editor.c): READY and BOARD as above,
 * and
 *   SETUP <fen>                 the position set up changed
 * Other lanes add theirs here. */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chess-test-probe-private.h"
#include "chess-analysis-panel.h"
#include "chess-application.h"
#include "chess-board.h"
#include "chess-engine-opponent.h"
#include "chess-explorer.h"
#include "chess-game-list-window.h"
#include "chess-library-window.h"
#include "chess-notation.h"
#include "chess-sound-player.h"
#include "chess-speaker.h"
#include "chess-window.h"
#include "chess-window-layout.h"
#include "chess-trainer-window.h"

struct _ChessTestProbe
{
  GObject parent_instance;
  GtkApplication *application;   /* weak: the probe lives as long */
};

G_DEFINE_FINAL_TYPE (ChessTestProbe, chess_test_probe, G_TYPE_OBJECT)

/* What the probe keeps about one window. */
typedef struct {
  ChessWindow *window;
  ChessSession *session;
  ChessGame *game;
  ChessBoard *board;
  GdkFrameClock *frame_clock;
  gulong after_paint_id;
  gulong layout_id;
  gboolean laid_out;             /* a layout ran since the last BOARD/LAYOUT check */
  ChessResult result;            /* last RESULT printed */
  ChessTermination termination;
  ChessProbeBoardPlace place;    /* last BOARD printed */
  char *layout;                  /* last LAYOUT printed */
  gboolean ready;
  ChessAnalysis *analysis;       /* weak: the analysis panel's, once made */
  ChessEngineOpponent *opponent;
  ChessEnginePlayer *engine_player;  /* the opponent's, followed */
  char drawn[8];                 /* a move waiting for its first frame, or "" */
  gboolean frames;               /* CHESS_TEST_FRAMES: FRAME after every paint */
  gboolean previewing;           /* PREVIEW printed, PREVIEW none not yet */
} Watch;

void
chess_test_probe_emit (const char *format,
                       ...)
{
  va_list args;

  va_start (args, format);
  vfprintf (stdout, format, args);
  va_end (args);
  fputc ('\n', stdout);
  fflush (stdout);
}

gboolean
chess_test_probe_wanted (void)
{
  const char *value = g_getenv ("CHESS_TEST_EVENTS");

  return value != NULL && value[0] != '\0' && strcmp (value, "0") != 0;
}

/* ---- game ------------------------------------------------------------ */

static void
print_position (Watch *watch)
{
  char fen[CHESS_FEN_MAX];

  chess_position_to_fen (chess_game_get_position (watch->game), fen, sizeof fen);
  chess_test_probe_emit ("POSITION %s", fen);
}

static void
print_result (Watch *watch)
{
  ChessResult result = chess_game_get_result (watch->game);
  ChessTermination termination = chess_game_get_termination (watch->game);
  const char *id = chess_termination_to_id (termination);

  if (!chess_game_is_over (watch->game))
    {
      watch->result = CHESS_RESULT_NONE;
      watch->termination = CHESS_TERMINATION_NONE;
      return;
    }
  if (result == watch->result && termination == watch->termination)
    return;
  watch->result = result;
  watch->termination = termination;
  chess_test_probe_emit ("RESULT %s %s", chess_result_to_string (result), id != NULL ? id : "unknown");
}

static void
on_move_made (ChessGame *game,
              ChessNode *node,
              Watch     *watch)
{
  ChessPosition before;
  char uci[8], san[CHESS_SAN_MAX];

  if (node == NULL || node->parent == NULL)
    return;
  chess_record_position_at (chess_game_get_record (game), node->parent, &before);
  chess_move_to_uci (&before, node->move, uci);
  chess_move_to_san (&before, node->move, san);
  chess_test_probe_emit ("MOVE %s %s", uci, san);
  g_strlcpy (watch->drawn, uci, sizeof watch->drawn);
}

static void
watch_game (Watch *watch)
{
  ChessGame *game = chess_session_get_game (watch->session);
  GFile *file = chess_session_get_file (watch->session);

  if (watch->game != NULL)
    g_signal_handlers_disconnect_by_data (watch->game, watch);
  g_set_object (&watch->game, game);
  watch->result = CHESS_RESULT_NONE;
  watch->termination = CHESS_TERMINATION_NONE;
  g_signal_connect_swapped (game, "position-changed", G_CALLBACK (print_position), watch);
  g_signal_connect (game, "move-made", G_CALLBACK (on_move_made), watch);
  g_signal_connect_swapped (game, "result-changed", G_CALLBACK (print_result), watch);

  print_position (watch);
  print_result (watch);
  if (file != NULL)
    chess_test_probe_emit ("GAME %u %u", chess_session_get_game_index (watch->session) + 1,
          chess_session_get_game_count (watch->session));
}

static void
on_paused (Watch *watch)
{
  chess_test_probe_emit ("PAUSED %d", chess_session_get_paused (watch->session) ? 1 : 0);
}

/* ---- board ----------------------------------------------------------- */

/* x,y,w,h of a part of the window in window pixels (tx, ty: the surface's
 * offset, the client-side decoration). */
static void
append_bounds (GString    *line,
               const char *name,
               GtkWidget  *window,
               GtkWidget  *part,
               double      tx,
               double      ty)
{
  graphene_rect_t bounds;

  if (part == NULL || !gtk_widget_get_mapped (part) || !gtk_widget_compute_bounds (part, window, &bounds))
    {
      graphene_rect_init (&bounds, 0, 0, 0, 0);
      tx = ty = 0;
    }
  g_string_append_printf (line, " %s=%d,%d,%d,%d", name, (int) lround (bounds.origin.x + tx),
                          (int) lround (bounds.origin.y + ty), (int) lround (bounds.size.width),
                          (int) lround (bounds.size.height));
}

static GtkWidget *
window_part (ChessWindow *window,
             const char  *id)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), CHESS_TYPE_WINDOW, id));
}

static void
print_layout (Watch  *watch,
              double  tx,
              double  ty)
{
  GtkWidget *window = GTK_WIDGET (watch->window);
  GtkWidget *content = window_part (watch->window, "content_box");
  gboolean narrow = chess_window_layout_get_narrow (CHESS_WINDOW_LAYOUT (gtk_widget_get_layout_manager (content)));
  static const char *parts[][2] = {
    { "board", "board" }, { "top", "top_clock" }, { "bottom", "bottom_clock" },
    { "panel", "toast_overlay" }, { "banners", "banners" }, { "contents", "side_panel" },
  };
  /* the strip beside the board (the evaluation bar): the layout's second child */
  GtkWidget *strip = gtk_widget_get_next_sibling (gtk_widget_get_first_child (content));
  g_autoptr(GString) line = g_string_new (NULL);

  g_string_printf (line, "LAYOUT %s %d %d", narrow ? "narrow" : "wide",
                   gtk_widget_get_width (window), gtk_widget_get_height (window));
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    append_bounds (line, parts[i][0], window, window_part (watch->window, parts[i][1]), tx, ty);
  append_bounds (line, "strip", window, strip == window_part (watch->window, "top_clock") ? NULL : strip, tx, ty);
  chess_test_probe_append_panel (line, watch->window, tx, ty);
  if (g_strcmp0 (line->str, watch->layout) != 0)
    {
      g_free (watch->layout);
      watch->layout = g_strdup (line->str);
      chess_test_probe_emit ("%s", line->str);
    }
}

gboolean
chess_test_probe_print_board (ChessBoard *board, GtkWidget *window, ChessProbeBoardPlace *last,
                              double *tx, double *ty)
{
  double x, y, square;
  graphene_point_t point;

  *tx = *ty = 0;
  chess_board_get_geometry (board, &x, &y, &square);
  if (square <= 0 || !gtk_widget_compute_point (GTK_WIDGET (board), window, &GRAPHENE_POINT_INIT (x, y), &point))
    return FALSE;
  gtk_native_get_surface_transform (GTK_NATIVE (window), tx, ty);
  ChessProbeBoardPlace now = {
    .x = (int) lround (point.x + *tx), .y = (int) lround (point.y + *ty), .square = square,
    .scale = gtk_widget_get_scale_factor (GTK_WIDGET (board)), .flipped = chess_board_get_flipped (board),
  };
  if (now.x != last->x || now.y != last->y || now.square != last->square || now.scale != last->scale
      || now.flipped != last->flipped)
    {
      *last = now;
      chess_test_probe_emit ("BOARD %d %d %g %d %d", now.x, now.y, now.square, now.scale, now.flipped);
    }
  return TRUE;
}

/* The board's origin relative to the toplevel X window (the client-side
 * decoration included), after each frame: a banner moves the board without
 * resizing it. */
static void
on_after_paint (GdkFrameClock *clock,
                Watch         *watch)
{
  double tx, ty;

  if (!gtk_widget_get_mapped (GTK_WIDGET (watch->board)))
    return;
  if (watch->drawn[0] != '\0')
    {
      chess_test_probe_emit ("DRAWN %s %" G_GINT64_FORMAT, watch->drawn, g_get_monotonic_time ());
      watch->drawn[0] = '\0';
    }
  if (watch->frames)
    chess_test_probe_emit ("FRAME %" G_GINT64_FORMAT, g_get_monotonic_time ());
  /* Where things are changes only with a layout: a frame that only drew
   * (a dragged piece, a clock) costs the probe nothing more. */
  if (watch->ready && !watch->laid_out)
    return;
  watch->laid_out = FALSE;
  if (!chess_test_probe_print_board (watch->board, GTK_WIDGET (watch->window), &watch->place, &tx, &ty))
    return;
  print_layout (watch, tx, ty);
  if (!watch->ready)
    {
      watch->ready = TRUE;
      chess_test_probe_emit ("READY");
    }
}

static void
on_layout (Watch *watch)
{
  watch->laid_out = TRUE;
}

static void
on_window_realize (GtkWidget *window,
                   Watch     *watch)
{
  if (watch->frame_clock != NULL)
    return;
  watch->frame_clock = g_object_ref (gtk_widget_get_frame_clock (window));
  watch->after_paint_id = g_signal_connect (watch->frame_clock, "after-paint",
                                            G_CALLBACK (on_after_paint), watch);
  watch->layout_id = g_signal_connect_swapped (watch->frame_clock, "layout", G_CALLBACK (on_layout), watch);
  watch->laid_out = TRUE;
}

/* The surface's frame clock goes with the window's realization (GDK
 * disposes of it, handlers and all): let go of it first. */
static void
on_window_unrealize (GtkWidget *window,
                     Watch     *watch)
{
  if (watch->frame_clock == NULL)
    return;
  g_clear_signal_handler (&watch->after_paint_id, watch->frame_clock);
  g_clear_signal_handler (&watch->layout_id, watch->frame_clock);
  g_clear_object (&watch->frame_clock);
}

static void
on_promotion_opened (ChessBoard *board,
                     Watch      *watch)
{
  chess_test_probe_emit ("PROMOTION");
}

static void
on_premove_changed (ChessBoard *board,
                    Watch      *watch)
{
  ChessMove move = chess_board_get_premove (board);
  int from = chess_move_from (move);
  int to = chess_move_kind (move) == CHESS_MOVE_CASTLING
           ? CHESS_SQUARE (CHESS_SQUARE_FILE (chess_move_to (move)) > CHESS_SQUARE_FILE (from) ? 6 : 2,
                           CHESS_SQUARE_RANK (from))
           : chess_move_to (move);

  if (move == CHESS_MOVE_NONE)
    chess_test_probe_emit ("PREMOVE none");
  else
    chess_test_probe_emit ("PREMOVE %c%d%c%d%s", 'a' + CHESS_SQUARE_FILE (from), CHESS_SQUARE_RANK (from) + 1,
          'a' + CHESS_SQUARE_FILE (to), CHESS_SQUARE_RANK (to) + 1,
          chess_move_kind (move) != CHESS_MOVE_PROMOTION ? ""
          : (const char *[]) { "", "n", "b", "r", "q", "" }[chess_move_promotion (move)]);
}

static void
on_marks_changed (ChessBoard *board,
                  Watch      *watch)
{
  const ChessMarks *marks = chess_board_get_marks (board);
  char *arrows = chess_marks_write (marks, false), *circles = chess_marks_write (marks, true);

  chess_test_probe_emit ("MARKS %s %s", arrows != NULL ? arrows : "-", circles != NULL ? circles : "-");
  free (arrows);
  free (circles);
}

/* The window's board: the probe looks, the window tells nothing. */
static ChessBoard *
find_board (GtkWidget *widget)
{
  if (CHESS_IS_BOARD (widget))
    return CHESS_BOARD (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      ChessBoard *board = find_board (child);
      if (board != NULL)
        return board;
    }
  return NULL;
}

/* ---- analysis -------------------------------------------------------- */

static void
on_analysis_updated (ChessAnalysis *analysis,
                     Watch         *watch)
{
  const ChessAnalysisLine *line;

  if (chess_analysis_get_n_lines (analysis) == 0)
    return;
  line = chess_analysis_get_line (analysis, 0);
  if (line->eval.kind == CHESS_EVAL_CP)
    chess_test_probe_emit ("EVAL cp %d %d", line->eval.value, line->depth);
  else if (line->eval.kind == CHESS_EVAL_MATE)
    chess_test_probe_emit ("EVAL mate %d %d", line->eval.value, line->depth);
}

static void
on_analysis_toggled (Watch *watch)
{
  GtkWidget *panel = chess_window_get_analysis_panel (watch->window);
  ChessAnalysis *analysis = chess_analysis_panel_get_analysis (CHESS_ANALYSIS_PANEL (panel));

  if (analysis != NULL && watch->analysis == NULL)
    {
      watch->analysis = analysis;
      g_object_add_weak_pointer (G_OBJECT (analysis), (gpointer *) &watch->analysis);
      g_signal_connect (analysis, "updated", G_CALLBACK (on_analysis_updated), watch);
    }
  chess_test_probe_emit ("ANALYSIS %d", chess_window_get_analysis (watch->window) ? 1 : 0);
}

static void
on_preview (ChessAnalysisPanel *panel, gpointer position, guint last_move, Watch *watch)
{
  char fen[CHESS_FEN_MAX];
  char from[3], to[3];

  /* The squares as the move is stored (castling: king to rook). */
  chess_position_to_fen (position, fen, sizeof fen);
  chess_square_name (chess_move_from ((ChessMove) last_move), from);
  chess_square_name (chess_move_to ((ChessMove) last_move), to);
  watch->previewing = TRUE;
  chess_test_probe_emit ("PREVIEW %s%s %s", from, to, fen);
}

static void
on_preview_end (ChessAnalysisPanel *panel, Watch *watch)
{
  if (!watch->previewing)
    return;
  watch->previewing = FALSE;
  chess_test_probe_emit ("PREVIEW none");
}

static void
on_review_progress (ChessPlay *play, guint done, guint total, Watch *watch)
{
  chess_test_probe_emit ("REVIEW %u %u", done, total);
}

static void
on_review_finished (ChessPlay *play, double white, double black, Watch *watch)
{
  char w[G_ASCII_DTOSTR_BUF_SIZE], b[G_ASCII_DTOSTR_BUF_SIZE];

  /* A point, whatever the locale. */
  chess_test_probe_emit ("REVIEWED %s %s", g_ascii_formatd (w, sizeof w, "%.1f", white),
        g_ascii_formatd (b, sizeof b, "%.1f", black));
}

/* ---- the computer opponent ------------------------------------------- */

static const char *
side_id (int side)
{
  return side == CHESS_WHITE ? "white" : "black";
}

static void
on_engine_thinking (Watch *watch)
{
  if (chess_player_get_thinking (CHESS_PLAYER (watch->engine_player)))
    chess_test_probe_emit ("THINKING %s", side_id (chess_engine_opponent_get_side (watch->opponent)));
}

static void
on_opponent_changed (Watch *watch)
{
  ChessEnginePlayer *player = chess_engine_opponent_get_player (watch->opponent);

  if (watch->engine_player != NULL)
    g_signal_handlers_disconnect_by_data (watch->engine_player, watch);
  g_set_object (&watch->engine_player, player);
  if (player != NULL)
    {
      g_signal_connect_swapped (player, "notify::thinking", G_CALLBACK (on_engine_thinking), watch);
      on_engine_thinking (watch);
    }
}

static void
on_engine_ready (Watch *watch)
{
  ChessEngine *engine = chess_engine_player_get_engine (watch->engine_player);

  chess_test_probe_emit ("ENGINE %s ready %s", side_id (chess_engine_opponent_get_side (watch->opponent)),
        chess_engine_get_name (engine));
}

static void
on_engine_failed (ChessEngineOpponent *opponent,
                  const GError        *error,
                  Watch               *watch)
{
  chess_test_probe_emit ("ENGINE %s error %s", side_id (chess_engine_opponent_get_side (opponent)),
        error->domain == CHESS_ENGINE_ERROR ? chess_engine_error_to_id (error->code) : "unknown");
}

/* ---- game lists ------------------------------------------------------ */

static void
on_index_complete (ChessGameIndex *index)
{
  if (chess_game_index_get_complete (index))
    chess_test_probe_emit ("GAMES %u", g_list_model_get_n_items (G_LIST_MODEL (index)));
}

/* Once no filtering is pending: the count the user sees. */
static void
on_list_shown (ChessGameList *list)
{
  GListModel *games = chess_game_list_get_games (list);

  if (CHESS_IS_GAME_INDEX (games) && !chess_game_index_get_complete (CHESS_GAME_INDEX (games)))
    return;
  chess_test_probe_emit ("LISTED %u", chess_game_list_get_n_shown (list));
}

static void
watch_game_list (ChessGameListWindow *window)
{
  ChessGameIndex *index = chess_game_list_window_get_index (window);
  ChessGameList *list = chess_game_list_window_get_list (window);

  g_signal_connect (index, "notify::complete", G_CALLBACK (on_index_complete), NULL);
  g_signal_connect (list, "filtered", G_CALLBACK (on_list_shown), NULL);
  on_index_complete (index);
}

static void
on_library_filled (ChessLibraryWindow *window,
                   guint               count)
{
  chess_test_probe_emit ("LIBRARY %u", count);
}

static void
on_explorer_updated (ChessExplorer *explorer)
{
  chess_test_probe_emit ("TREE %u", chess_explorer_get_n_moves (explorer));
}

static void
on_analysis_panel_made (Watch *watch)
{
  GtkWidget *panel = chess_window_get_analysis_panel (watch->window);

  g_signal_connect (panel, "preview", G_CALLBACK (on_preview), watch);
  g_signal_connect (panel, "preview-end", G_CALLBACK (on_preview_end), watch);
}

static void
on_explorer_made (Watch *watch)
{
  g_signal_connect (chess_window_get_explorer (watch->window), "updated", G_CALLBACK (on_explorer_updated), NULL);
}

/* ---- windows --------------------------------------------------------- */

static void
watch_free (gpointer data)
{
  Watch *watch = data;

  if (watch->frame_clock != NULL)
    {
      g_clear_signal_handler (&watch->after_paint_id, watch->frame_clock);
      g_clear_signal_handler (&watch->layout_id, watch->frame_clock);
      g_clear_object (&watch->frame_clock);
    }
  if (watch->analysis != NULL)
    {
      g_signal_handlers_disconnect_by_data (watch->analysis, watch);
      g_object_remove_weak_pointer (G_OBJECT (watch->analysis), (gpointer *) &watch->analysis);
    }
  if (watch->engine_player != NULL)
    g_signal_handlers_disconnect_by_data (watch->engine_player, watch);
  g_clear_object (&watch->engine_player);
  if (watch->opponent != NULL)
    g_signal_handlers_disconnect_by_data (watch->opponent, watch);
  g_clear_object (&watch->opponent);
  if (watch->game != NULL)
    g_signal_handlers_disconnect_by_data (watch->game, watch);
  g_clear_object (&watch->game);
  g_signal_handlers_disconnect_by_data (watch->session, watch);
  g_clear_object (&watch->session);
  g_free (watch->layout);
  g_free (watch);
}

static void
on_window_added (GtkApplication *application,
                 GtkWindow      *window,
                 ChessTestProbe *self)
{
  Watch *watch;

  if (CHESS_IS_GAME_LIST_WINDOW (window))
    watch_game_list (CHESS_GAME_LIST_WINDOW (window));
  if (CHESS_IS_LIBRARY_WINDOW (window))
    g_signal_connect (window, "filled", G_CALLBACK (on_library_filled), NULL);
  if (CHESS_IS_TRAINER_WINDOW (window))
    chess_test_probe_watch_trainer (CHESS_TRAINER_WINDOW (window));
  if (CHESS_IS_POSITION_EDITOR (window))
    chess_test_probe_watch_editor (CHESS_POSITION_EDITOR (window));
  if (!CHESS_IS_WINDOW (window))
    return;
  watch = g_new0 (Watch, 1);
  watch->window = CHESS_WINDOW (window);
  watch->session = g_object_ref (chess_window_get_session (watch->window));
  watch->board = find_board (GTK_WIDGET (window));
  watch->place.x = watch->place.y = G_MININT;
  watch->frames = g_strcmp0 (g_getenv ("CHESS_TEST_FRAMES"), "1") == 0;
  g_object_set_data_full (G_OBJECT (window), "chess-test-probe", watch, watch_free);

  /* The first frame's after-paint carries READY: connect before it. */
  if (gtk_widget_get_realized (GTK_WIDGET (window)))
    on_window_realize (GTK_WIDGET (window), watch);
  else
    g_signal_connect (window, "realize", G_CALLBACK (on_window_realize), watch);
  g_signal_connect (window, "unrealize", G_CALLBACK (on_window_unrealize), watch);
  g_signal_connect (watch->board, "promotion-opened", G_CALLBACK (on_promotion_opened), watch);
  g_signal_connect (watch->board, "premove-changed", G_CALLBACK (on_premove_changed), watch);
  g_signal_connect (watch->board, "marks-changed", G_CALLBACK (on_marks_changed), watch);
  g_signal_connect_swapped (watch->session, "notify::game", G_CALLBACK (watch_game), watch);
  g_signal_connect_swapped (watch->session, "notify::paused", G_CALLBACK (on_paused), watch);
  g_signal_connect_swapped (window, "notify::analysis", G_CALLBACK (on_analysis_toggled), watch);
  /* the panel and the explorer come when first needed */
  g_signal_connect_swapped (window, "notify::analysis-panel", G_CALLBACK (on_analysis_panel_made), watch);
  g_signal_connect_swapped (window, "notify::explorer", G_CALLBACK (on_explorer_made), watch);
  if (chess_window_get_analysis_panel (watch->window) != NULL)
    on_analysis_panel_made (watch);
  if (chess_window_get_explorer (watch->window) != NULL)
    on_explorer_made (watch);
  g_signal_connect (chess_window_get_play (watch->window), "review-progress", G_CALLBACK (on_review_progress), watch);
  g_signal_connect (chess_window_get_play (watch->window), "review-finished", G_CALLBACK (on_review_finished), watch);
  watch->opponent = g_object_ref (chess_window_get_opponent (watch->window));
  g_signal_connect_swapped (watch->opponent, "changed", G_CALLBACK (on_opponent_changed), watch);
  g_signal_connect_swapped (watch->opponent, "engine-ready", G_CALLBACK (on_engine_ready), watch);
  g_signal_connect (watch->opponent, "engine-failed", G_CALLBACK (on_engine_failed), watch);
  on_opponent_changed (watch);
  watch_game (watch);
  if (chess_session_get_paused (watch->session))
    on_paused (watch);
}

static void
chess_test_probe_class_init (ChessTestProbeClass *klass)
{
}

static void
on_sound_requested (ChessSoundPlayer *player,
                    guint             event,
                    gpointer          data)
{
  chess_test_probe_emit ("SOUND %s", chess_sound_event_id ((ChessSoundEvent) event));
}

static void
on_speech_requested (ChessSpeaker *speaker,
                     const char   *words,
                     gpointer      data)
{
  chess_test_probe_emit ("SPEECH %s", words);
}

static void
on_library_started (ChessLibraryService *service)
{
  gboolean started = FALSE;

  g_object_get (service, "started", &started, NULL);
  if (started)
    {
      g_signal_handlers_disconnect_by_func (service, on_library_started, NULL);
      chess_test_probe_emit ("STARTED library");
    }
}

static void
chess_test_probe_init (ChessTestProbe *self)
{
}

ChessTestProbe *
chess_test_probe_new (GtkApplication *application)
{
  ChessTestProbe *self;

  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);

  self = g_object_new (CHESS_TYPE_TEST_PROBE, NULL);
  self->application = application;
  /* Every event on its own line, at once. */
  setvbuf (stdout, NULL, _IOLBF, 0);
  g_signal_connect_object (application, "window-added", G_CALLBACK (on_window_added), self, 0);
  g_signal_connect_object (chess_sound_player_get_default (), "requested", G_CALLBACK (on_sound_requested),
                           self, 0);
  g_signal_connect_object (chess_speaker_get_default (), "requested", G_CALLBACK (on_speech_requested),
                           self, 0);
  if (CHESS_IS_APPLICATION (application) && chess_application_get_library (CHESS_APPLICATION (application)))
    {
      ChessLibraryService *library = chess_application_get_library (CHESS_APPLICATION (application));

      g_signal_connect (library, "notify::started", G_CALLBACK (on_library_started), NULL);
      on_library_started (library);
    }
  return self;
}
