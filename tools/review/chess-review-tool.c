/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-review — review every game of a PGN file with a UCI engine.
 *
 *   chess-review IN.pgn [--nodes N | --movetime MS] [--engine PATH] [--syzygy PATHS]
 *                [--puzzles OUT.csv [--side white|black|both] [--player NAME]…] > OUT.pgn
 *
 * Each game's main line is analysed position by position (ChessReview, the
 * same code as the window's Review Game) and written to standard output
 * annotated as the window saves it: ?! ? ?? NAGs, the better move as a
 * variation with a comment, [%eval] on every move.  A summary per game
 * (accuracy, inaccuracies, mistakes, blunders) goes to standard error.
 * Where the Syzygy tables cover a position (--syzygy, else the usual
 * folders that exist) its moves are judged by them, exactly.
 * With --puzzles, the mistakes of the chosen side (both, or the side
 * NAME plays) become puzzles by lichess's rules (ChessPuzzleMaker, checked
 * at depth 18), written to OUT.csv in lichess's puzzle format, GameUrl
 * naming IN.pgn and the game's number.
 * Exit status: 0 done, 1 a file or the engine failed (every game is
 * written all the same), 2 bad arguments. */
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "chess-file-write.h"
#include "chess-mistake-puzzle.h"
#include "chess-pgn.h"
#include "chess-puzzle-maker.h"
#include "chess-review.h"
#include "chess-tablebase-folders.h"

#define DEFAULT_ENGINE "/usr/games/stockfish"

typedef struct {
  GMainLoop *loop;
  GAsyncResult *result;
} Wait;

static void
done_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Wait *wait = user_data;

  wait->result = g_object_ref (result);
  g_main_loop_quit (wait->loop);
}

/* The engine given, or Stockfish where Debian puts it, or on PATH. */
static char *
find_engine (const char *given)
{
  if (given)
    return g_strdup (given);
  if (g_file_test (DEFAULT_ENGINE, G_FILE_TEST_IS_EXECUTABLE))
    return g_strdup (DEFAULT_ENGINE);
  return g_find_program_in_path ("stockfish");
}

static void
print_summary (guint number, const ChessRecord *record, const ChessPlayerReview players[2])
{
  for (ChessColor side = CHESS_WHITE; side <= CHESS_BLACK; side++)
    {
      const char *name = chess_record_get_tag (record, side == CHESS_WHITE ? "White" : "Black");
      const ChessPlayerReview *p = &players[side];

      if (p->accuracy < 0)
        continue;
      /* Translators: game number, player, accuracy in percent, then counts. */
      fprintf (stderr, _("Game %u, %s: accuracy %.1f%%; inaccuracies %u, mistakes %u, blunders %u\n"),
               number, name ? name : (side == CHESS_WHITE ? _("White") : _("Black")),
               p->accuracy, p->inaccuracies, p->mistakes, p->blunders);
    }
}

/* Reviews one game and annotates it; FALSE with error if the engine failed. */
static gboolean
review_game (ChessEngine *engine, ChessTablebase *tablebase, ChessRecord *record, const ChessUciGo *limit,
             ChessPlayerReview players[2], GError **error)
{
  g_autoptr (ChessReview) review = chess_review_new (engine, record, limit);
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  Wait wait = { loop, NULL };
  gboolean ok;

  chess_review_set_tablebase (review, tablebase);
  chess_review_run_async (review, NULL, done_cb, &wait);
  g_main_loop_run (loop);
  ok = chess_review_run_finish (review, wait.result, error);
  g_object_unref (wait.result);
  /* Even a review the engine broke off annotates the positions it has. */
  chess_annotate_record (record, chess_review_get_positions (review),
                         chess_review_get_n_done (review), players);
  return ok;
}

/* The puzzles of one reviewed game, appended to csv; FALSE with error if
 * the engine failed. */
static gboolean
make_puzzles (ChessPuzzleMaker *maker, const ChessRecord *record, ChessMistakeSides sides,
              const char *source, GString *csv, guint *n_made, GError **error)
{
  g_autoptr (GArray) evals = chess_mistake_record_evals (record, NULL);
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  Wait wait = { loop, NULL };
  chess_puzzle_maker_make_async (maker, record, (const ChessEval *) (gconstpointer) evals->data, evals->len,
                                 sides, source, NULL, done_cb, &wait);
  g_main_loop_run (loop);
  g_autoptr (GPtrArray) puzzles = chess_puzzle_maker_make_finish (maker, wait.result, error);
  g_object_unref (wait.result);
  if (puzzles == NULL)
    return FALSE;
  for (guint i = 0; i < puzzles->len; i++)
    {
      g_autofree char *row = chess_puzzle_to_csv_row (puzzles->pdata[i]);
      g_string_append (csv, row);
    }
  *n_made += puzzles->len;
  return TRUE;
}

static gboolean
parse_side (const char *text, ChessMistakeSides *sides)
{
  if (text == NULL || g_str_equal (text, "both"))
    *sides = CHESS_MISTAKE_SIDE_BOTH;
  else if (g_str_equal (text, "white"))
    *sides = CHESS_MISTAKE_SIDE_WHITE;
  else if (g_str_equal (text, "black"))
    *sides = CHESS_MISTAKE_SIDE_BLACK;
  else
    return FALSE;
  return TRUE;
}

int
main (int argc, char *argv[])
{
  g_autofree char *engine_path = NULL, *engine_option = NULL, *syzygy = NULL;
  g_autofree char *puzzles_path = NULL, *side = NULL;
  g_auto (GStrv) player_names = NULL;
  g_autoptr (ChessTablebase) tablebase = chess_tablebase_new ();
  gint64 nodes = 0, movetime = 0;
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (ChessEngine) engine = NULL;
  g_autoptr (GError) error = NULL;
  const GOptionEntry entries[] = {
    { "nodes", 0, 0, G_OPTION_ARG_INT64, &nodes, N_("Nodes the engine searches in each position"), N_("N") },
    { "movetime", 0, 0, G_OPTION_ARG_INT64, &movetime, N_("Milliseconds the engine thinks about each position"), N_("MS") },
    { "engine", 0, 0, G_OPTION_ARG_FILENAME, &engine_option, N_("The UCI engine to run (default: Stockfish)"), N_("PATH") },
    { "syzygy", 0, 0, G_OPTION_ARG_STRING, &syzygy,
      N_("Tablebase folders, separated by ':' (default: those of ~/.local/share/syzygy, /usr/local/share/syzygy and /usr/share/syzygy that exist)"),
      N_("PATHS") },
    { "puzzles", 0, 0, G_OPTION_ARG_FILENAME, &puzzles_path, N_("Write puzzles made from the mistakes to this file, in lichess’s CSV format"), N_("OUT.csv") },
    { "side", 0, 0, G_OPTION_ARG_STRING, &side, N_("Whose mistakes become puzzles: white, black or both (the default)"), N_("SIDE") },
    { "player", 0, 0, G_OPTION_ARG_STRING_ARRAY, &player_names, N_("Only the mistakes of this player (as the White and Black tags name them; may be repeated)"), N_("NAME") },
    { NULL }
  };
  ChessUciGo limit = { 0 };
  ChessPgnReader *reader;
  ChessRecord *record;
  FILE *input;
  guint number = 0;
  int status = 0;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  context = g_option_context_new (_("IN.pgn — review every game with a chess engine"));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 2;
    }
  ChessMistakeSides sides;
  if (argc != 2 || nodes < 0 || movetime < 0 || (nodes && movetime) || !parse_side (side, &sides)
      || ((side || player_names) && !puzzles_path))
    {
      fprintf (stderr, _("Usage: %s IN.pgn [--nodes N | --movetime MS] [--engine PATH] [--syzygy PATHS] "
                         "[--puzzles OUT.csv [--side white|black|both] [--player NAME]…] > OUT.pgn\n"),
               g_get_prgname ());
      return 2;
    }
  if (movetime)
    limit.movetime_ms = movetime;
  else
    limit.nodes = nodes ? (guint64) nodes : CHESS_REVIEW_DEFAULT_NODES;

  if (!syzygy)
    syzygy = chess_tablebase_find_folders (NULL, NULL);
  if (!chess_tablebase_open (tablebase, syzygy, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 2;
    }

  engine_path = find_engine (engine_option);
  if (!engine_path)
    {
      fprintf (stderr, _("No chess engine: Stockfish is not installed; name one with --engine\n"));
      return 1;
    }

  input = strcmp (argv[1], "-") == 0 ? stdin : fopen (argv[1], "rb");
  if (!input)
    {
      fprintf (stderr, _("%s: cannot open: %s\n"), argv[1], g_strerror (errno));
      return 1;
    }

  engine = chess_engine_new (engine_path);
  g_autoptr (ChessPuzzleMaker) maker = puzzles_path ? chess_puzzle_maker_new (engine) : NULL;
  g_autoptr (GString) csv = g_string_new (CHESS_PUZZLE_CSV_HEADER);
  g_autoptr (GFile) source_file = g_file_new_for_commandline_arg (argv[1]);
  guint n_puzzles = 0;
  reader = chess_pgn_reader_new_file (input);
  /* After an engine fault the other games are still written, unreviewed:
   * OUT.pgn always holds every game of IN.pgn. */
  while (chess_pgn_reader_next_game (reader, &record) != CHESS_PGN_END)
    {
      ChessPlayerReview players[2];
      char *pgn;
      size_t n_diagnostics;
      const ChessPgnDiagnostic *diagnostics = chess_pgn_reader_get_diagnostics (reader, &n_diagnostics);

      number++;
      /* A game with errors is reviewed as far as it was read. */
      for (size_t i = 0; i < n_diagnostics; i++)
        {
          char line[512];

          chess_pgn_diagnostic_format (&diagnostics[i], argv[1], line, sizeof line);
          fprintf (stderr, "%s\n", line);
        }
      if (status == 0)
        {
          if (!review_game (engine, tablebase, record, &limit, players, &error))
            {
              fprintf (stderr, _("Game %u: %s\n"), number, error->message);
              status = 1;
            }
          print_summary (number, record, players);
        }
      if (status == 0 && maker)
        {
          ChessMistakeSides game_sides = player_names ? chess_mistake_sides_of_user (record, (const char *const *) player_names)
                                                 : sides;
          g_autofree char *source = chess_mistake_puzzle_file_source (source_file, number);
          if (game_sides != 0 && !make_puzzles (maker, record, game_sides, source, csv, &n_puzzles, &error))
            {
              fprintf (stderr, _("Game %u: %s\n"), number, error->message);
              status = 1;
            }
        }
      pgn = chess_pgn_record_to_string (record, CHESS_PGN_WRITE_DEFAULT, NULL);
      if (fputs (pgn, stdout) == EOF)
        status = 1;
      free (pgn);
      chess_record_free (record);
    }
  if (chess_pgn_reader_had_io_error (reader))
    {
      fprintf (stderr, _("%s: cannot read: %s\n"), argv[1], g_strerror (errno));
      status = 1;
    }
  chess_pgn_reader_free (reader);
  if (input != stdin)
    fclose (input);
  if (fflush (stdout) != 0)
    {
      fprintf (stderr, _("Cannot write the reviewed games: %s\n"), g_strerror (errno));
      status = 1;
    }
  if (puzzles_path)
    {
      g_autoptr (GFile) out = g_file_new_for_commandline_arg (puzzles_path);
      g_autoptr (GError) write_error = NULL;
      if (chess_write_file_atomic (out, csv->str, csv->len, CHESS_WRITE_FILE_DEFAULT, &write_error))
        /* Translators: how many puzzles were written, and to which file. */
        fprintf (stderr, ngettext ("%u puzzle written to %s\n", "%u puzzles written to %s\n", n_puzzles),
                 n_puzzles, puzzles_path);
      else
        {
          fprintf (stderr, "%s\n", write_error->message);
          status = 1;
        }
    }
  chess_engine_quit (engine);
  return status;
}
