/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-file-tree.c — queries of a file's tree made while the file still
 * loads: they hold no thread of GLib's shared pool (a job of that pool
 * still runs), a cancelled one is answered at once, and the others are
 * answered once the file is read.  The file is a FIFO the test writes only
 * at the end, so the load cannot finish before. */
#include "config.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "chess-file-tree.h"

/* More than GLib's task pool has threads (10). */
#define N_QUERIES 16

typedef struct {
  guint answered;
  guint cancelled;
  guint moves[N_QUERIES];
  guint games[N_QUERIES];
} Answers;

typedef struct {
  Answers *answers;
  guint index;
} Asked;

static void
on_answer (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autofree Asked *asked = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessTreeResult) answer = chess_file_tree_query_finish (CHESS_FILE_TREE (source), result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    asked->answers->cancelled++;
  else
    {
      g_assert_no_error (error);
      asked->answers->moves[asked->index] = answer->moves->len;
      asked->answers->games[asked->index] = answer->games->len;
    }
  asked->answers->answered++;
}

static void
pool_job (GTask        *task,
          gpointer      source_object,
          gpointer      task_data,
          GCancellable *cancellable)
{
  g_task_return_boolean (task, TRUE);
}

static void
on_pool_job (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  *(gboolean *) user_data = g_task_propagate_boolean (G_TASK (result), NULL);
}

static void
test_queries_while_loading (void)
{
  static const char pgn[] = "[Event \"a\"]\n\n1. e4 e5 2. Nf3 *\n\n[Event \"b\"]\n\n1. d4 d5 *\n";
  g_autofree char *dir = g_dir_make_tmp ("chess-file-tree-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "games.pgn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(ChessFileTree) tree = NULL;
  GCancellable *cancellables[N_QUERIES];
  Answers answers = { 0 };
  g_autoptr(GTask) task = NULL;
  gboolean pool_done = FALSE;
  ChessPosition start;
  int fd;

  g_assert_nonnull (dir);
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  chess_core_init ();
  chess_position_set_start (&start);
  tree = chess_file_tree_new (file);
  for (guint i = 0; i < N_QUERIES; i++)
    {
      Asked *asked = g_new0 (Asked, 1);

      asked->answers = &answers;
      asked->index = i;
      cancellables[i] = g_cancellable_new ();
      chess_file_tree_query_async (tree, &start, 10, cancellables[i], on_answer, asked);
    }

  /* A cancelled query is answered while the file still loads. */
  g_cancellable_cancel (cancellables[0]);
  while (answers.answered < 1)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (answers.cancelled, ==, 1);

  /* The waiting queries hold none of the pool's threads. */
  task = g_task_new (NULL, NULL, on_pool_job, &pool_done);
  g_task_run_in_thread (task, pool_job);
  while (!pool_done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (answers.answered, ==, 1);

  /* The file comes: the others are answered from it. */
  fd = open (path, O_WRONLY);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (write (fd, pgn, sizeof pgn - 1), ==, (ssize_t) (sizeof pgn - 1));
  close (fd);
  while (answers.answered < N_QUERIES)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (answers.cancelled, ==, 1);
  for (guint i = 1; i < N_QUERIES; i++)
    {
      g_assert_cmpuint (answers.moves[i], ==, 2);   /* 1. e4 and 1. d4 */
      g_assert_cmpuint (answers.games[i], ==, 2);
    }
  for (guint i = 0; i < N_QUERIES; i++)
    g_object_unref (cancellables[i]);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/models/file-tree/queries-while-loading", test_queries_while_loading);
  return g_test_run ();
}
