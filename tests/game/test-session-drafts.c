/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-session-drafts.c — drafts: one per session, written off the main
 * thread after each change, exact clocks on close, restored paused, never
 * shared or overwritten by another session, and drafts that cannot be
 * restored (garbage, a folder, a pipe, a link to /dev/zero, impossible
 * clock times) moved aside with a message, without blocking; pause, close
 * and Discard never wait on the disk, quitting does. */
#include "config.h"

#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "session-test-util.h"

#define SEC G_USEC_PER_SEC

static char *tmp_dir;
static int folder_count;

/* A new, empty drafts folder. */
static GFile *
new_folder (void)
{
  g_autofree char *name = g_strdup_printf ("drafts-%d", ++folder_count);
  g_autofree char *path = g_build_filename (tmp_dir, name, NULL);

  g_assert_cmpint (g_mkdir_with_parents (path, 0700), ==, 0);
  return g_file_new_for_path (path);
}

static gint64
fake_now (gpointer data)
{
  return *(gint64 *) data;
}

static void
play (ChessSession *session,
      const char   *san)
{
  g_autoptr(GError) error = NULL;

  chess_game_go_last (chess_session_get_game (session));
  g_assert_true (chess_session_play_move (session, test_session_san (session, san), &error));
  g_assert_no_error (error);
}

/* Runs the main loop until the session's draft on disk holds `text` (or,
 * with text NULL, until there is no draft file). */
static void
wait_for_draft (ChessSession *session,
                const char   *text)
{
  gint64 deadline = g_get_monotonic_time () + 10 * SEC;

  while (g_get_monotonic_time () < deadline)
    {
      GFile *file = chess_session_get_draft_file (session);
      g_autofree char *contents = NULL;

      g_main_context_iteration (NULL, FALSE);
      if (file == NULL || !g_file_get_contents (g_file_peek_path (file), &contents, NULL, NULL))
        {
          if (text == NULL)
            return;
        }
      else if (text != NULL && strstr (contents, text) != NULL)
        return;
      g_usleep (1000);
    }
  g_error ("the draft never held %s", text != NULL ? text : "nothing");
}

static guint
count_files (GFile      *folder,
             const char *suffix)
{
  GDir *dir = g_dir_open (g_file_peek_path (folder), 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, suffix))
      n++;
  g_dir_close (dir);
  return n;
}

static ChessGameOptions *
timed (const char *tc)
{
  ChessGameOptions *options = chess_game_options_new ();

  options->time_control = chess_time_control_parse (tc, NULL);
  return options;
}

/* A game of 300+2 on the fake clock `now`, kept in drafts in `folder`. */
static void
start_timed_game (ChessSession *session,
                  GFile        *folder,
                  gint64       *now)
{
  g_autoptr(ChessGameOptions) options = timed ("300+2");

  chess_session_set_time_source (session, fake_now, now, NULL);
  chess_session_set_drafts_folder (session, folder);
  g_assert_true (chess_session_new_game (session, options, NULL));
}

/* The whole life of a draft: written after a move, hidden from others
 * while its session lives, exact on close, restored paused. */
static void
test_draft_round_trip (void)
{
  g_autoptr(GFile) folder = new_folder ();
  g_autoptr(ChessSession) first = chess_session_new (NULL);
  g_autoptr(ChessSession) second = chess_session_new (NULL);
  g_autoptr(GPtrArray) drafts = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GError) error = NULL;
  ChessDraft *draft;
  ChessGame *game;
  ChessClock *clock;
  gint64 now = 1000 * SEC;

  start_timed_game (first, folder, &now);
  chess_game_set_tag (chess_session_get_game (first), "White", "Anna");
  /* Nothing to keep before a move. */
  wait_for_draft (first, NULL);
  g_assert_null (chess_session_get_draft_file (first));

  play (first, "e4");
  now += 7 * SEC;
  play (first, "c5");
  wait_for_draft (first, " c5 {[%clk");
  g_assert_cmpuint (count_files (folder, ".pgn"), ==, 1);

  /* Held by a live session: nobody else lists it. */
  drafts = chess_session_list_drafts (folder, &problems);
  g_assert_cmpuint (drafts->len, ==, 0);
  g_assert_cmpuint (problems->len, ==, 0);
  g_clear_pointer (&drafts, g_ptr_array_unref);
  g_clear_pointer (&problems, g_ptr_array_unref);

  /* White thinks 12.345 s; the session closes mid-move. */
  now += 12345 * 1000;
  chess_session_close (first);
  test_session_wait_for_drafts (first);
  clock = chess_game_get_clock (chess_session_get_game (first));
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_WHITE), ==, 302 * SEC - 12345 * 1000);

  drafts = chess_session_list_drafts (folder, &problems);
  g_assert_cmpuint (drafts->len, ==, 1);
  g_assert_cmpuint (problems->len, ==, 0);
  draft = drafts->pdata[0];
  g_assert_cmpstr (draft->white, ==, "Anna");
  g_assert_cmpuint (draft->n_plies, ==, 2);
  g_assert_cmpint (draft->result, ==, CHESS_RESULT_NONE);

  g_assert_true (chess_session_restore_draft (second, draft, &error));
  g_assert_no_error (error);
  game = chess_session_get_game (second);
  g_assert_true (chess_session_get_paused (second));
  g_assert_cmpuint (chess_game_get_n_plies (game), ==, 2);
  g_assert_cmpstr (chess_game_get_tag (game, "White"), ==, "Anna");
  g_assert_null (chess_game_get_tag (game, "ChessClockWhite"));
  clock = chess_game_get_clock (game);
  g_assert_nonnull (clock);
  g_assert_true (chess_clock_is_paused (clock));
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_WHITE), ==, 302 * SEC - 12345 * 1000);
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_BLACK), ==, 302 * SEC - 7 * SEC);
  g_assert_true (chess_session_can_takeback (second) == FALSE);   /* paused */
  chess_session_set_paused (second, FALSE);
  g_assert_true (chess_session_can_takeback (second));
  g_assert_true (g_file_equal (chess_session_get_draft_file (second), draft->file));

  /* The restored draft is the second session's now. */
  play (second, "Nf3");
  wait_for_draft (second, "2. Nf3");
  g_assert_cmpuint (count_files (folder, ".pgn"), ==, 1);
}

/* An analysis board comes back as one: both sides free, not paused, and
 * its note never enters the game's tags. */
static void
test_analysis_board_draft (void)
{
  g_autoptr(GFile) folder = new_folder ();
  g_autoptr(ChessSession) first = chess_session_new (NULL);
  g_autoptr(ChessSession) second = chess_session_new (NULL);
  g_autoptr(GPtrArray) drafts = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GError) error = NULL;
  ChessGame *game;

  chess_session_set_drafts_folder (first, folder);
  g_assert_true (chess_session_new_analysis_board (first, NULL, &error));
  g_assert_no_error (error);
  play (first, "e4");
  play (first, "e5");
  wait_for_draft (first, "ChessAnalysisBoard");
  chess_session_close (first);
  test_session_wait_for_drafts (first);

  drafts = chess_session_list_drafts (folder, &problems);
  g_assert_cmpuint (drafts->len, ==, 1);
  g_assert_true (chess_session_restore_draft (second, drafts->pdata[0], &error));
  g_assert_no_error (error);
  game = chess_session_get_game (second);
  g_assert_true (chess_session_get_analysis_board (second));
  g_assert_false (chess_session_get_paused (second));
  g_assert_null (chess_game_get_tag (game, "ChessAnalysisBoard"));
  g_assert_cmpuint (chess_game_get_n_plies (game), ==, 2);
  /* Back one move, another: a variation, as on any analysis board. */
  chess_game_go_previous (game);
  g_assert_true (chess_session_play_move (second, test_session_san (second, "c5"), &error));
  g_assert_no_error (error);
  g_assert_false (chess_node_is_main_line (chess_game_get_current_node (game)));

  /* A game played after it is a game again, and its draft says so. */
  g_assert_true (chess_session_new_game (second, NULL, NULL));
  g_assert_false (chess_session_get_analysis_board (second));
  play (second, "d4");
  wait_for_draft (second, "1. d4");
  {
    g_autofree char *text = NULL;

    g_assert_true (g_file_get_contents (g_file_peek_path (chess_session_get_draft_file (second)), &text, NULL, NULL));
    g_assert_null (strstr (text, "ChessAnalysisBoard"));
  }
}

/* Two sessions, two drafts: neither overwrites the other's game. */
static void
test_one_draft_per_session (void)
{
  g_autoptr(GFile) folder = new_folder ();
  g_autoptr(ChessSession) a = chess_session_new (NULL);
  g_autoptr(ChessSession) b = chess_session_new (NULL);
  g_autoptr(GPtrArray) drafts = NULL;

  chess_session_set_drafts_folder (a, folder);
  chess_session_set_drafts_folder (b, folder);
  play (a, "d4");
  play (b, "c4");
  wait_for_draft (a, "1. d4");
  wait_for_draft (b, "1. c4");
  g_assert_false (g_file_equal (chess_session_get_draft_file (a), chess_session_get_draft_file (b)));
  g_assert_cmpuint (count_files (folder, ".pgn"), ==, 2);

  /* A new game in one session (a start with a file or --fen does that)
   * touches only its own draft. */
  g_assert_true (chess_session_new_game (b, NULL, NULL));
  wait_for_draft (b, NULL);
  wait_for_draft (a, "1. d4");
  chess_session_close (a);
  test_session_wait_for_drafts (a);
  chess_session_close (b);
  test_session_wait_for_drafts (b);
  drafts = chess_session_list_drafts (folder, NULL);
  g_assert_cmpuint (drafts->len, ==, 1);
  g_assert_cmpuint (((ChessDraft *) drafts->pdata[0])->n_plies, ==, 1);
}

/* Kept while it holds something safe nowhere else; gone when discarded,
 * or when a finished game is saved. */
static void
test_draft_lifetime (void)
{
  g_autoptr(GFile) folder = new_folder ();
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autofree char *saved = g_build_filename (tmp_dir, "finished.pgn", NULL);
  g_autoptr(GFile) saved_file = g_file_new_for_path (saved);
  g_autoptr(GPtrArray) drafts = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) draft = NULL;

  chess_session_set_drafts_folder (session, folder);
  play (session, "f3");
  play (session, "e5");
  play (session, "g4");
  play (session, "Qh4#");
  /* Finished but not saved: kept. */
  wait_for_draft (session, "Qh4#");
  draft = g_object_ref (chess_session_get_draft_file (session));
  g_assert_true (test_session_save_as (session, saved_file, &error));
  g_assert_no_error (error);
  /* Finished and saved: nothing left to lose. */
  wait_for_draft (session, NULL);
  g_assert_false (g_file_query_exists (draft, NULL));

  g_assert_true (chess_session_new_game (session, NULL, NULL));
  play (session, "e4");
  wait_for_draft (session, "1. e4");
  g_assert_true (g_file_equal (chess_session_get_draft_file (session), draft));
  g_assert_true (g_file_query_exists (draft, NULL));
  chess_session_discard_draft (session);
  test_session_wait_for_drafts (session);
  g_assert_false (g_file_query_exists (draft, NULL));
  g_assert_cmpuint (count_files (folder, ".lock"), ==, 0);
  chess_session_close (session);
  test_session_wait_for_drafts (session);
  drafts = chess_session_list_drafts (folder, NULL);
  g_assert_cmpuint (drafts->len, ==, 1);   /* e4, closed after the discard */
}

/* Discarding a draft from the list: not while a session holds it. */
static void
test_discard_listed_draft (void)
{
  g_autoptr(GFile) folder = new_folder ();
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(GPtrArray) drafts = NULL;
  g_autoptr(GError) error = NULL;
  ChessDraft held = { 0 };

  chess_session_set_drafts_folder (session, folder);
  play (session, "e4");
  wait_for_draft (session, "1. e4");
  held.file = chess_session_get_draft_file (session);
  g_assert_false (chess_draft_discard (&held, &error));
  g_assert_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_DRAFT_IN_USE);
  g_assert_true (g_file_query_exists (held.file, NULL));

  chess_session_close (session);

  test_session_wait_for_drafts (session);
  drafts = chess_session_list_drafts (folder, NULL);
  g_assert_cmpuint (drafts->len, ==, 1);
  g_clear_error (&error);
  g_assert_true (chess_draft_discard (drafts->pdata[0], &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_files (folder, ".pgn"), ==, 0);
  g_assert_cmpuint (count_files (folder, ".lock"), ==, 0);
}

/* A game opened from a file keeps its place in the file across a restore;
 * also one read alone at its location (as a game list opens it), whose
 * draft keeps the file's time and the game's checksum for the save. */
static void
keeps_the_source (gboolean located)
{
  static const char text[] = "[Event \"1\"]\n\n1. e4 *\n\n[Event \"2\"]\n\n1. d4 *\n\n[Event \"3\"]\n\n1. c4 *\n";
  ChessGameLocation at = { (guint64) (strstr (text, "[Event \"2\"]") - text), 5,
                           strstr (text, "[Event \"3\"]") - text, 3 };
  g_autoptr(GFile) folder = new_folder ();
  g_autofree char *path = g_build_filename (tmp_dir, located ? "three-located.pgn" : "three.pgn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(ChessSession) first = chess_session_new (NULL);
  g_autoptr(ChessSession) second = chess_session_new (NULL);
  g_autoptr(GPtrArray) drafts = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;

  test_write_text (path, text);
  chess_session_set_drafts_folder (first, folder);
  if (located)
    {
      g_autoptr(GAsyncResult) result = NULL;

      chess_session_open_located_async (first, file, 1, &at, NULL, test_on_async_done, &result);
      g_assert_true (chess_session_open_finish (first, test_wait_async (&result), NULL, &error));
    }
  else
    g_assert_true (test_session_open (first, file, 1, NULL, &error));
  g_assert_no_error (error);
  play (first, "d5");
  chess_session_close (first);
  test_session_wait_for_drafts (first);

  drafts = chess_session_list_drafts (folder, NULL);
  g_assert_cmpuint (drafts->len, ==, 1);
  g_assert_cmpstr (((ChessDraft *) drafts->pdata[0])->source_name, ==, path);
  g_assert_true (chess_session_restore_draft (second, drafts->pdata[0], &error));
  g_assert_no_error (error);
  g_assert_true (g_file_equal (chess_session_get_file (second), file));
  g_assert_cmpuint (chess_session_get_game_index (second), ==, 1);
  g_assert_cmpuint (chess_session_get_game_count (second), ==, 3);
  g_assert_true (chess_game_get_modified (chess_session_get_game (second)));
  /* d4 was read from the file: only d5 can be taken back. */
  chess_session_set_paused (second, FALSE);
  g_assert_true (chess_session_takeback (second));
  g_assert_false (chess_session_can_takeback (second));
  play (second, "Nf6");
  g_assert_true (test_session_save (second, CHESS_SESSION_SAVE_DEFAULT, &error));
  g_assert_no_error (error);
  g_file_get_contents (path, &contents, NULL, NULL);
  g_assert_cmpstr (strstr (contents, "[Event \"3\"]"), ==, "[Event \"3\"]\n\n1. c4 *\n");
  g_assert_true (g_str_has_prefix (contents, "[Event \"1\"]\n\n1. e4 *\n\n[Event \"2\"]"));
  g_assert_nonnull (strstr (contents, "1. d4 Nf6"));
}

static void
test_draft_keeps_the_source (void)
{
  keeps_the_source (FALSE);
}

static void
test_draft_keeps_a_located_source (void)
{
  keeps_the_source (TRUE);
}

static void
write_file (GFile      *folder,
            const char *name,
            const char *text)
{
  g_autofree char *path = g_build_filename (g_file_peek_path (folder), name, NULL);

  test_write_text (path, text);
}

static void
assert_moved_aside (GFile      *folder,
                    const char *name,
                    GPtrArray  *problems)
{
  g_autofree char *path = g_build_filename (g_file_peek_path (folder), name, NULL);
  g_autofree char *aside = g_strconcat (path, ".broken", NULL);
  gboolean told = FALSE;
  GStatBuf st;

  g_assert_cmpint (g_lstat (path, &st), !=, 0);
  g_assert_cmpint (g_lstat (aside, &st), ==, 0);
  for (guint i = 0; i < problems->len; i++)
    told |= strstr (problems->pdata[i], name) != NULL && strstr (problems->pdata[i], aside) != NULL;
  g_assert_true (told);
}

/* Each of these made the app hide its warning, block before its window,
 * abort on a huge allocation or lose on time at once (issue 10). */
static void
test_drafts_that_cannot_be_restored (void)
{
  g_autoptr(GFile) folder = new_folder ();
  g_autofree char *fifo = g_build_filename (g_file_peek_path (folder), "pipe.pgn", NULL);
  g_autofree char *link = g_build_filename (g_file_peek_path (folder), "zero.pgn", NULL);
  g_autofree char *dir = g_build_filename (g_file_peek_path (folder), "folder.pgn", NULL);
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GPtrArray) drafts = NULL;

  write_file (folder, "garbage.pgn", "\x01\x02 this is { not [ a game");
  write_file (folder, "overflow.pgn",
              "[Event \"?\"]\n[ChessClockWhite \"99999999999999999999\"]\n[ChessClockBlack \"1000\"]\n"
              "[TimeControl \"300\"]\n\n1. e4 {[%clk 0:04:59]} *\n");
  write_file (folder, "negative.pgn",
              "[Event \"?\"]\n[ChessClockWhite \"-5\"]\n[TimeControl \"300\"]\n\n1. e4 *\n");
  write_file (folder, "good.pgn", "[Event \"Good\"]\n[TimeControl \"300\"]\n[ChessClockWhite \"200000\"]\n"
              "[ChessClockBlack \"250000\"]\n\n1. e4 {[%clk 0:05:00]} *\n");
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (symlink ("/dev/zero", link), ==, 0);
  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);

  drafts = chess_session_list_drafts (folder, &problems);
  g_assert_cmpuint (drafts->len, ==, 1);
  g_assert_true (g_str_has_suffix (g_file_peek_path (((ChessDraft *) drafts->pdata[0])->file), "good.pgn"));
  g_assert_cmpuint (problems->len, ==, 6);
  assert_moved_aside (folder, "garbage.pgn", problems);
  assert_moved_aside (folder, "overflow.pgn", problems);
  assert_moved_aside (folder, "negative.pgn", problems);
  assert_moved_aside (folder, "pipe.pgn", problems);
  assert_moved_aside (folder, "zero.pgn", problems);
  assert_moved_aside (folder, "folder.pgn", problems);
  /* The link itself was moved: /dev/zero is where it was. */
  g_assert_true (g_file_test ("/dev/zero", G_FILE_TEST_EXISTS));

  /* Nothing more to say the second time. */
  g_clear_pointer (&problems, g_ptr_array_unref);
  g_clear_pointer (&drafts, g_ptr_array_unref);
  drafts = chess_session_list_drafts (folder, &problems);
  g_assert_cmpuint (drafts->len, ==, 1);
  g_assert_cmpuint (problems->len, ==, 0);
}

/* The single autosave.pgn of older versions becomes a draft. */
static void
test_old_autosave_adopted (void)
{
  g_autofree char *data = g_build_filename (tmp_dir, "old-data", NULL);
  g_autofree char *autosave = g_build_filename (data, "autosave.pgn", NULL);
  g_autofree char *folder_path = g_build_filename (data, "drafts", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (folder_path);
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(GPtrArray) drafts = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (data, 0700), ==, 0);
  test_write_text (autosave, "[Event \"Old\"]\n[TimeControl \"60\"]\n[ChessClockWhite \"41000\"]\n"
                   "[ChessClockBlack \"52000\"]\n[ChessClockPaused \"1\"]\n\n1. e4 {[%clk 0:01:00]} e5 *\n");
  drafts = chess_session_list_drafts (folder, NULL);
  g_assert_cmpuint (drafts->len, ==, 1);
  g_assert_false (g_file_test (autosave, G_FILE_TEST_EXISTS));
  g_assert_true (chess_session_restore_draft (session, drafts->pdata[0], &error));
  g_assert_no_error (error);
  g_assert_null (chess_game_get_tag (chess_session_get_game (session), "ChessClockPaused"));
  g_assert_cmpint (chess_clock_get_remaining (chess_game_get_clock (chess_session_get_game (session)),
                                              CHESS_WHITE), ==, 41 * SEC);
}

/* kill -9 right after the draft of a move is written loses nothing. */
static void
test_draft_survives_kill (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "killed", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (path);

  if (g_test_subprocess ())
    {
      g_autoptr(ChessSession) session = chess_session_new (NULL);

      chess_session_set_drafts_folder (session, folder);
      play (session, "e4");
      play (session, "e6");
      play (session, "d4");
      wait_for_draft (session, "2. d4");
      raise (SIGKILL);
    }
  g_assert_cmpint (g_mkdir_with_parents (path, 0700), ==, 0);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  {
    g_autoptr(ChessSession) session = chess_session_new (NULL);
    g_autoptr(GPtrArray) drafts = chess_session_list_drafts (folder, NULL);
    g_autoptr(GError) error = NULL;

    g_assert_cmpuint (drafts->len, ==, 1);
    g_assert_true (chess_session_restore_draft (session, drafts->pdata[0], &error));
    g_assert_cmpuint (chess_game_get_n_plies (chess_session_get_game (session)), ==, 3);
  }
}

/* A writer that blocks until let go, as a slow disk does, and notes a
 * write on the main thread (which would wait on the disk). */
static GThread *main_thread;
static GMutex gate_lock;
static GCond gate_cond;
static gboolean gate_open = TRUE;
static gboolean wrote_on_main;

static void
gated_write (GFile *file)
{
  if (g_thread_self () == main_thread)
    {
      wrote_on_main = TRUE;
      return;
    }
  g_mutex_lock (&gate_lock);
  while (!gate_open)
    g_cond_wait (&gate_cond, &gate_lock);
  g_mutex_unlock (&gate_lock);
}

static void
set_gate (gboolean open)
{
  g_mutex_lock (&gate_lock);
  gate_open = open;
  g_cond_broadcast (&gate_cond);
  g_mutex_unlock (&gate_lock);
}

static gboolean
open_gate (gpointer data)
{
  set_gate (TRUE);
  return G_SOURCE_REMOVE;
}

/* Pause, close and Discard take the game (the exact clock) at once and
 * return without waiting for the disk; the draft is whole once the writer
 * is done, and restorable. */
static void
test_draft_written_off_the_main_thread (void)
{
  gint64 now = 1000 * SEC;
  g_autofree char *text = NULL;
  g_autoptr(GFile) draft = NULL;
  g_autoptr(GFile) folder = new_folder ();
  g_autoptr(ChessSession) first = chess_session_new (NULL);
  g_autoptr(ChessSession) second = chess_session_new (NULL);
  g_autoptr(GPtrArray) drafts = NULL;
  g_autoptr(GError) error = NULL;

  start_timed_game (first, folder, &now);
  play (first, "e4");
  play (first, "c5");
  wait_for_draft (first, " c5 {[%clk");
  test_session_wait_for_drafts (first);
  draft = g_object_ref (chess_session_get_draft_file (first));

  main_thread = g_thread_self ();
  wrote_on_main = FALSE;
  _chess_session_draft_write_hook = gated_write;
  set_gate (FALSE);
  now += 5 * SEC;
  chess_session_set_paused (first, TRUE);
  g_assert_false (wrote_on_main);
  g_assert_true (_chess_session_drafts_pending (first));
  g_assert_true (g_file_get_contents (g_file_peek_path (draft), &text, NULL, NULL));
  g_assert_null (strstr (text, "[ChessClockWhite \"297000\"]"));   /* not yet */
  now += 60 * SEC;   /* paused: the draft keeps the time of the pause */
  chess_session_close (first);
  g_assert_false (wrote_on_main);

  set_gate (TRUE);
  test_session_wait_for_drafts (first);
  g_clear_pointer (&text, g_free);
  g_assert_true (g_file_get_contents (g_file_peek_path (draft), &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "[ChessClockWhite \"297000\"]"));
  drafts = chess_session_list_drafts (folder, NULL);
  g_assert_cmpuint (drafts->len, ==, 1);
  g_assert_true (chess_session_restore_draft (second, drafts->pdata[0], &error));
  g_assert_no_error (error);
  g_assert_cmpuint (chess_game_get_n_plies (chess_session_get_game (second)), ==, 2);
  g_assert_cmpint (chess_clock_get_remaining (chess_game_get_clock (chess_session_get_game (second)), CHESS_WHITE),
                   ==, 297 * SEC);
  test_session_wait_for_drafts (second);

  /* Discard: gone once the writer is done, never on the main thread. */
  set_gate (FALSE);
  chess_session_discard_draft (second);
  g_assert_false (wrote_on_main);
  g_assert_true (g_file_query_exists (draft, NULL));   /* not yet */
  set_gate (TRUE);
  test_session_wait_for_drafts (second);
  g_assert_false (g_file_query_exists (draft, NULL));
  g_assert_cmpuint (count_files (folder, ".lock"), ==, 0);
  _chess_session_draft_write_hook = NULL;
}

static void
on_quit_activate (GApplication *application,
                  gpointer      data)
{
  ChessSession *session = data;

  play (session, "e4");
  play (session, "e5");
  play (session, "Nf3");
  set_gate (FALSE);
  /* The last window closes its session, and nothing holds the
   * application but the draft being written. */
  chess_session_close (session);
  g_idle_add (open_gate, NULL);
}

/* Quitting waits for the draft: it is on disk when the application ends. */
static void
test_quit_waits_for_the_draft (void)
{
  g_autoptr(GFile) folder = new_folder ();
  g_autoptr(GApplication) application = g_application_new ("com.example.ChessDraftsTest",
                                                            G_APPLICATION_NON_UNIQUE);
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(ChessSession) later = chess_session_new (NULL);
  g_autoptr(GPtrArray) drafts = NULL;
  g_autoptr(GError) error = NULL;

  chess_session_set_drafts_folder (session, folder);
  main_thread = g_thread_self ();
  wrote_on_main = FALSE;
  _chess_session_draft_write_hook = gated_write;
  g_signal_connect (application, "activate", G_CALLBACK (on_quit_activate), session);
  g_assert_cmpint (g_application_run (application, 0, NULL), ==, 0);
  _chess_session_draft_write_hook = NULL;
  g_assert_false (wrote_on_main);
  g_assert_false (_chess_session_drafts_pending (session));
  drafts = chess_session_list_drafts (folder, NULL);
  g_assert_cmpuint (drafts->len, ==, 1);
  g_assert_true (chess_session_restore_draft (later, drafts->pdata[0], &error));
  g_assert_no_error (error);
  g_assert_cmpuint (chess_game_get_n_plies (chess_session_get_game (later)), ==, 3);
  test_session_wait_for_drafts (later);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  /* The subprocess of a trap works in its parent's folder. */
  tmp_dir = g_strdup (g_getenv ("CHESS_TEST_DRAFTS_DIR"));
  if (tmp_dir == NULL)
    {
      tmp_dir = g_dir_make_tmp ("chess-drafts-XXXXXX", NULL);
      g_setenv ("CHESS_TEST_DRAFTS_DIR", tmp_dir, TRUE);
    }

  g_test_add_func ("/session/drafts/round-trip", test_draft_round_trip);
  g_test_add_func ("/session/drafts/analysis-board", test_analysis_board_draft);
  g_test_add_func ("/session/drafts/one-per-session", test_one_draft_per_session);
  g_test_add_func ("/session/drafts/lifetime", test_draft_lifetime);
  g_test_add_func ("/session/drafts/keeps-the-source", test_draft_keeps_the_source);
  g_test_add_func ("/session/drafts/keeps-a-located-source", test_draft_keeps_a_located_source);
  g_test_add_func ("/session/drafts/discard-listed", test_discard_listed_draft);
  g_test_add_func ("/session/drafts/cannot-be-restored", test_drafts_that_cannot_be_restored);
  g_test_add_func ("/session/drafts/old-autosave", test_old_autosave_adopted);
  g_test_add_func ("/session/drafts/survives-kill", test_draft_survives_kill);
  g_test_add_func ("/session/drafts/off-the-main-thread", test_draft_written_off_the_main_thread);
  g_test_add_func ("/session/drafts/quit-waits", test_quit_waits_for_the_draft);
  status = g_test_run ();

  if (!g_test_subprocess ())
    test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
