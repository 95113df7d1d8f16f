/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-tb — what the Syzygy tables say about one position.
 *
 *   chess-tb [--syzygy=PATHS] FEN
 *
 * Prints the verdict and DTZ of the position (DTZ signed from the side to
 * move: positive winning, negative losing, 0 drawn; "-" with WDL-only
 * tables), then one line per legal move, best first: its SAN, verdict and
 * DTZ for the side that plays it.  PATHS are folders separated by ':';
 * without --syzygy, the usual places that exist: ~/.local/share/syzygy,
 * /usr/local/share/syzygy, /usr/share/syzygy.
 * Exit status: 0 done, 1 bad arguments, 2 a bad FEN (read strictly),
 * 3 a position the tables do not cover. */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>

#include "chess-notation.h"
#include "chess-tablebase.h"
#include "chess-tablebase-folders.h"

enum { EXIT_BAD_ARGUMENTS = 1, EXIT_BAD_FEN = 2, EXIT_NOT_COVERED = 3 };

static void
print_dtz (const ChessTablebaseResult *result, int dtz)
{
  if (result->has_dtz)
    printf (" %d\n", dtz);
  else
    printf (" -\n");
}

int
main (int argc, char **argv)
{
  g_autofree char *syzygy = NULL;
  GOptionEntry entries[] = {
    { "syzygy", 0, 0, G_OPTION_ARG_STRING, &syzygy,
      N_("Tablebase folders, separated by ':' (default: those of ~/.local/share/syzygy, /usr/local/share/syzygy and /usr/share/syzygy that exist)"),
      N_("PATHS") },
    { NULL }
  };
  g_autoptr (GError) error = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_autoptr (GOptionContext) context = g_option_context_new (_("FEN"));
  g_option_context_set_summary (context,
    _("Prints the Syzygy tablebase verdict and DTZ of a position and of each legal move."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("chess-tb: %s\n", error->message);
      return EXIT_BAD_ARGUMENTS;
    }
  if (argc < 2)
    {
      g_printerr ("chess-tb: %s\n", _("a FEN is needed"));
      return EXIT_BAD_ARGUMENTS;
    }

  /* The FEN may come as one argument or as its six fields. */
  g_autofree char *fen = g_strjoinv (" ", argv + 1);
  ChessPosition position;
  ChessFenError fen_error;
  if (!chess_position_from_fen (&position, fen, &fen_error))
    {
      g_printerr ("chess-tb: %s\n", fen_error.message);
      return EXIT_BAD_FEN;
    }

  if (!syzygy)
    syzygy = chess_tablebase_find_folders (NULL, NULL);
  g_autoptr (ChessTablebase) tablebase = chess_tablebase_new ();
  if (!chess_tablebase_open (tablebase, syzygy, &error))
    {
      g_printerr ("chess-tb: %s\n", error->message);
      return EXIT_BAD_ARGUMENTS;
    }
  g_autoptr (ChessTablebaseResult) result = chess_tablebase_probe (tablebase, &position, &error);
  if (!result)
    {
      g_printerr ("chess-tb: %s\n", error->message);
      return EXIT_NOT_COVERED;
    }

  printf ("%s", chess_tablebase_verdict_name (result->verdict));
  print_dtz (result, result->dtz);
  for (int i = 0; i < result->n_moves; i++)
    {
      char san[CHESS_SAN_MAX];
      chess_move_to_san (&position, result->moves[i].move, san);
      printf ("%s %s", san, chess_tablebase_verdict_name (result->moves[i].verdict));
      print_dtz (result, result->moves[i].dtz);
    }
  return 0;
}
