/* SPDX-License-Identifier: GPL-3.0-or-later */
/* session-save.c — one game of a big plain PGN file opened at its place
 * (as a game list opens it), a tag changed and saved in place: the time
 * of the save and the process's peak memory (getrusage's maxrss) beside
 * the file's size.  A file over CHESS_SESSION_MAX_FILE_SIZE is copied
 * around the game a piece at a time; one under it is read whole.
 *
 * usage: session-save FILE GAME   (GAME from 1; changes FILE; not a test) */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>

#include "bench-locate.h"
#include "chess-session.h"

static void
on_done (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

static GAsyncResult *
wait_for (GAsyncResult **result)
{
  while (*result == NULL)
    g_main_context_iteration (NULL, TRUE);
  return *result;
}

static long
peak_kib (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_maxrss;
}

int
main (int argc, char **argv)
{
  ChessGameLocation at;
  g_autoptr(GFile) file = NULL;
  g_autoptr(ChessPgnSource) source = NULL;
  g_autoptr(ChessSession) session = NULL;
  g_autoptr(GAsyncResult) opened = NULL;
  g_autoptr(GAsyncResult) saved = NULL;
  g_autoptr(GError) error = NULL;
  long before_kib;
  gint64 start;
  guint game;

  if (argc < 3)
    {
      fprintf (stderr, "usage: %s FILE GAME\n", argv[0]);
      return 2;
    }
  game = (guint) MAX (atoi (argv[2]), 1);
  file = g_file_new_for_commandline_arg (argv[1]);
  source = bench_locate_game (file, game, &at);
  if (source == NULL)
    return 1;

  session = chess_session_new (NULL);
  chess_session_open_located_async (session, file, game - 1, &at, NULL, on_done, &opened);
  if (!chess_session_open_finish (session, wait_for (&opened), NULL, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  chess_game_set_tag (chess_session_get_game (session), "Annotator", "bench/session-save");
  before_kib = peak_kib ();
  start = g_get_monotonic_time ();
  chess_session_save_async (session, CHESS_SESSION_SAVE_DEFAULT, NULL, on_done, &saved);
  if (!chess_session_save_finish (session, wait_for (&saved), &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  printf ("%s: game %u of %u saved in place in %.0f ms; peak memory %ld KiB before the save, %ld KiB after\n",
          argv[1], game, at.count, (double) (g_get_monotonic_time () - start) / 1000.0, before_kib, peak_kib ());
  return 0;
}
