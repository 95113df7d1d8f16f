/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-session-draft-disk.c — a draft on a disk that fills up: the session
 * says so ("draft-error", which the window shows as a banner) as soon as a
 * write fails, keeps saying it while the disk is full, and once there is
 * room again writes the draft by itself, without a new move, and the error
 * goes.  Before, the failure was a line on standard error and nothing was
 * tried again until the next move.
 *
 * Runs in run-with-small-disks.sh's 64 KiB file system (skipped where no
 * private mount namespace can be made). */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

#include "session-test-util.h"

/* Runs the main loop until cond (a hang guard of 30 s, not a timing). */
#define RUN_UNTIL(cond) \
  G_STMT_START { \
    gint64 deadline_ = g_get_monotonic_time () + 30 * G_USEC_PER_SEC; \
    while (!(cond)) \
      { \
        if (g_get_monotonic_time () > deadline_) \
          g_error ("waited in vain for %s", #cond); \
        g_main_context_iteration (NULL, FALSE); \
        g_usleep (1000); \
      } \
  } G_STMT_END

static gboolean
draft_holds (ChessSession *session, const char *part)
{
  GFile *file = chess_session_get_draft_file (session);
  g_autofree char *text = NULL;

  return file != NULL && g_file_get_contents (g_file_peek_path (file), &text, NULL, NULL)
         && strstr (text, part) != NULL;
}

/* Fills the file system of dir to its last byte. */
static void
fill (const char *path)
{
  static const char block[4096];
  int fd = open (path, O_WRONLY | O_CREAT | O_TRUNC, 0600);

  g_assert_cmpint (fd, >=, 0);
  while (write (fd, block, sizeof block) > 0)
    ;
  while (write (fd, block, 1) > 0)
    ;
  g_assert_cmpint (errno, ==, ENOSPC);
  close (fd);
}

static void
play (ChessSession *session, const char *san)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (chess_session_play_move (session, test_session_san (session, san), &error));
  g_assert_no_error (error);
}

static void
on_notify (GObject *object, GParamSpec *pspec, gpointer data)
{
  (*(guint *) data)++;
}

static void
test_draft_on_a_full_disk (void)
{
  g_autofree char *folder_path = g_build_filename (g_getenv ("CHESS_TEST_FULL_DIR"), "drafts", NULL);
  g_autofree char *filler = g_build_filename (g_getenv ("CHESS_TEST_FULL_DIR"), "filler", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (folder_path);
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  guint notified = 0;

  chess_session_set_drafts_folder (session, folder);
  g_signal_connect (session, "notify::draft-error", G_CALLBACK (on_notify), &notified);
  play (session, "e4");
  RUN_UNTIL (draft_holds (session, "1. e4"));
  g_assert_null (chess_session_get_draft_error (session));

  fill (filler);
  play (session, "e5");
  RUN_UNTIL (chess_session_get_draft_error (session) != NULL);
  g_assert_true (g_error_matches (chess_session_get_draft_error (session), G_IO_ERROR, G_IO_ERROR_NO_SPACE));
  g_assert_nonnull (strstr (chess_session_get_draft_error (session)->message, "the disk is full"));
  g_assert_true (draft_holds (session, "1. e4"));
  g_assert_false (draft_holds (session, "1. e4 e5"));
  g_assert_cmpuint (notified, ==, 1);
  /* Still full: it stays, and is not said again at each try. */
  play (session, "Nf3");
  test_session_wait_for_drafts (session);
  g_assert_nonnull (chess_session_get_draft_error (session));
  g_assert_cmpuint (notified, ==, 1);

  /* Room again: no move, and the draft is written and the error goes. */
  g_assert_cmpint (g_unlink (filler), ==, 0);
  RUN_UNTIL (chess_session_get_draft_error (session) == NULL);
  g_assert_true (draft_holds (session, "1. e4 e5 2. Nf3"));
  g_assert_cmpuint (notified, ==, 2);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  if (g_getenv ("CHESS_TEST_FULL_DIR") != NULL)
    g_test_add_func ("/session/drafts/full-disk", test_draft_on_a_full_disk);
  return g_test_run ();
}
