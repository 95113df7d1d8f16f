/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-session-draft-kill.c — kill -9 at chosen moments after a move:
 * what the draft then holds.
 *
 * A child process (this program with DRAFT_KILL_FOLDER set) plays the
 * moves it reads on standard input through a session with drafts, and
 * writes "MOVED n" as each move is made, the moment the window would show
 * it.  The parent has two moves written to the draft, sends a third,
 * waits for its "MOVED", waits a chosen time and kills the child with
 * SIGKILL; then the draft must be whole and hold the game up to the
 * second move at least: a kill may lose the move made just before it,
 * never an earlier one, never the draft.  How often the third move is
 * lost at each delay, and how long a draft takes to hold a move when
 * nothing kills it, are reported (g_test_message), not checked: they are
 * what README says is at risk. */
#include "config.h"

#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <glib-unix.h>

#include "session-test-util.h"

#define MOVES_BEFORE 2
/* Delays after "MOVED", in microseconds (each plus up to 250 µs at
 * random); each tried this many times. */
static const guint delays_us[] = { 0, 250, 500, 1000, 2000, 4000, 8000, 16000, 32000 };
#define TRIES 5
#define LATENCY_RUNS 20

static char *program;

/* ---- the child ---- */

static gboolean
on_input (gint fd, GIOCondition condition, gpointer data)
{
  ChessSession *session = data;
  static GString *line;
  static guint moved;
  char c;

  if (line == NULL)
    line = g_string_new (NULL);
  if (read (fd, &c, 1) != 1)
    exit (0);
  if (c != '\n')
    {
      g_string_append_c (line, c);
      return G_SOURCE_CONTINUE;
    }
  g_autoptr(GError) error = NULL;
  if (!chess_session_play_move (session, test_session_san (session, line->str), &error))
    g_error ("%s: %s", line->str, error->message);
  g_string_truncate (line, 0);
  printf ("MOVED %u\n", ++moved);
  fflush (stdout);
  return G_SOURCE_CONTINUE;
}

static int
child_main (const char *folder_path)
{
  g_autoptr(GFile) folder = g_file_new_for_path (folder_path);
  g_autoptr(ChessSession) session = chess_session_new (NULL);

  chess_session_set_drafts_folder (session, folder);
  g_unix_fd_add (0, G_IO_IN | G_IO_HUP, on_input, session);
  for (;;)
    g_main_context_iteration (NULL, TRUE);
  return 0;
}

/* ---- the parent ---- */

typedef struct {
  GSubprocess *process;
  GOutputStream *to;
  GDataInputStream *from;
  GFile *folder;
} Child;

static void
child_start (Child *child, int run)
{
  g_autofree char *path = g_strdup_printf ("%s/run-%d", g_getenv ("DRAFT_KILL_TMP"), run);
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE
                                                                       | G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (path, 0700), ==, 0);
  child->folder = g_file_new_for_path (path);
  g_subprocess_launcher_setenv (launcher, "DRAFT_KILL_FOLDER", path, TRUE);
  child->process = g_subprocess_launcher_spawn (launcher, &error, program, NULL);
  g_assert_no_error (error);
  child->to = g_subprocess_get_stdin_pipe (child->process);
  child->from = g_data_input_stream_new (g_subprocess_get_stdout_pipe (child->process));
}

/* Sends a move and waits for the child to have made it. */
static void
child_move (Child *child, const char *san, guint n)
{
  g_autofree char *line = g_strconcat (san, "\n", NULL);
  g_autofree char *expected = g_strdup_printf ("MOVED %u", n);
  g_autofree char *answer = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_output_stream_write_all (child->to, line, strlen (line), NULL, NULL, &error));
  g_assert_true (g_output_stream_flush (child->to, NULL, &error));
  answer = g_data_input_stream_read_line (child->from, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (answer, ==, expected);
}

/* The draft's text, or NULL while there is none (read as it lies: the
 * list of drafts leaves out those a live session holds). */
static char *
draft_text (GFile *folder)
{
  GDir *dir = g_dir_open (g_file_peek_path (folder), 0, NULL);
  const char *name;
  char *text = NULL;

  while (dir != NULL && text == NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".pgn"))
      {
        g_autofree char *path = g_build_filename (g_file_peek_path (folder), name, NULL);
        g_file_get_contents (path, &text, NULL, NULL);
      }
  if (dir != NULL)
    g_dir_close (dir);
  return text;
}

/* Waits until the draft holds `part` (a hang guard of 30 s, no timing);
 * returns how long that took, in microseconds. */
static gint64
wait_for_draft (GFile *folder, const char *part)
{
  gint64 start = g_get_monotonic_time ();

  for (;;)
    {
      g_autofree char *text = draft_text (folder);

      if (text != NULL && strstr (text, part) != NULL)
        return g_get_monotonic_time () - start;
      if (g_get_monotonic_time () - start > 30 * G_USEC_PER_SEC)
        g_error ("the draft never held %s", part);
      g_usleep (100);
    }
}

static void
child_end (Child *child)
{
  g_subprocess_send_signal (child->process, SIGKILL);
  g_subprocess_wait (child->process, NULL, NULL);
  g_clear_object (&child->from);
  g_clear_object (&child->process);
}

/* The plies the draft in folder holds: it must be there and restore. */
static guint
draft_plies (GFile *folder)
{
  g_autoptr(GPtrArray) drafts = chess_session_list_drafts (folder, NULL);
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (drafts->len, ==, 1);
  g_assert_true (chess_session_restore_draft (session, drafts->pdata[0], &error));
  g_assert_no_error (error);
  return chess_game_get_n_plies (chess_session_get_game (session));
}

static int runs;

/* Two moves in the draft, a third made: the child as the parent wants it. */
static void
child_with_third_move (Child *child)
{
  child_start (child, ++runs);
  child_move (child, "e4", 1);
  child_move (child, "e5", 2);
  wait_for_draft (child->folder, "1. e4 e5");
  child_move (child, "Nf3", 3);
}

static int
compare_times (gconstpointer a, gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;
  return x < y ? -1 : x > y;
}

static void
test_kill_after_a_move (void)
{
  GString *report = g_string_new ("lost / tries after a kill at a delay of:");
  gint64 latencies[LATENCY_RUNS];

  for (guint d = 0; d < G_N_ELEMENTS (delays_us); d++)
    {
      guint lost = 0;
      for (int t = 0; t < TRIES; t++)
        {
          Child child = { 0 };
          child_with_third_move (&child);
          /* A random moment within the step (the seed is the test's). */
          g_usleep (delays_us[d] + (gulong) g_test_rand_int_range (0, 250));
          child_end (&child);
          guint plies = draft_plies (child.folder);
          /* The move before the kill at most. */
          g_assert_cmpuint (plies, >=, MOVES_BEFORE);
          g_assert_cmpuint (plies, <=, MOVES_BEFORE + 1);
          lost += plies == MOVES_BEFORE;
          g_object_unref (child.folder);
        }
      g_string_append_printf (report, " %.2f ms %u/%d;", delays_us[d] / 1000.0, lost, TRIES);
    }
  g_test_message ("%s", report->str);
  g_string_free (report, TRUE);

  /* Unkilled: from the move to the draft that holds it. */
  for (int i = 0; i < LATENCY_RUNS; i++)
    {
      Child child = { 0 };
      child_with_third_move (&child);
      latencies[i] = wait_for_draft (child.folder, "2. Nf3");
      child_end (&child);
      g_object_unref (child.folder);
    }
  qsort (latencies, LATENCY_RUNS, sizeof latencies[0], compare_times);
  g_test_message ("from a move to its draft on disk (%d runs): median %.2f ms, 90th percentile %.2f ms, "
                  "longest %.2f ms", LATENCY_RUNS, latencies[LATENCY_RUNS / 2] / 1000.0,
                  latencies[LATENCY_RUNS * 9 / 10] / 1000.0, latencies[LATENCY_RUNS - 1] / 1000.0);
}

int
main (int argc, char *argv[])
{
  const char *folder = g_getenv ("DRAFT_KILL_FOLDER");
  g_autofree char *tmp = NULL;
  int status;

  if (folder != NULL)
    return child_main (folder);
  g_test_init (&argc, &argv, NULL);
  program = g_canonicalize_filename (argv[0], NULL);
  tmp = g_dir_make_tmp ("chess-draft-kill-XXXXXX", NULL);
  g_setenv ("DRAFT_KILL_TMP", tmp, TRUE);
  g_test_add_func ("/session/drafts/kill-after-a-move", test_kill_after_a_move);
  status = g_test_run ();
  test_remove_tree (tmp);
  g_free (program);
  return status;
}
