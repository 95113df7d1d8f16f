/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-db — the library of games from the command line.
 *
 *   chess-db import DB FILE…        PGN files (plain or .pgn.gz); progress on
 *                                   standard error, bad games reported as
 *                                   FILE:LINE:COLUMN: game N: message, and
 *                                   warnings as …: game N: warning: message;
 *                                   last line "N games imported, N errors"
 *                                   (", N warnings", ", N already in the library"
 *                                   and ", N not stored" added when there are any;
 *                                   "imported" counts the games committed)
 *   chess-db tree DB FEN            "SAN games white-wins draws black-wins", most played first
 *   chess-db find DB [FILTER…] [--offset N] [--limit N]
 *                                   id and the Seven Tag Roster of each game, tab-separated
 *                                   (from the N-th, at most N of them)
 *   chess-db count DB [FILTER…]     the number of games that pass
 *   chess-db export DB [FILTER…]    the games as PGN on standard output
 *   chess-db check DB               reads every page: "ok", or what is damaged (status 1)
 *   chess-db rebuild DB             a new library of the games that can be read
 *                                   from a damaged one, in its place; the damaged
 *                                   file kept as DB.damaged-DATE; last line
 *                                   "N games saved, N lost"
 *
 * FILTER: --white NAME --black NAME --player NAME (a part of the name, any
 * case), --result R, --eco CODE or CODE-CODE, --year-from Y, --year-to Y,
 * --elo-from N, --elo-to N, --fen FEN (games that reach it at any ply).
 * Exit status: 0, 1 on failure or when a game could not be imported
 * (warnings do not count), 2 for bad arguments. */
#include "config.h"

#include <gio/gunixoutputstream.h>
#include <glib/gi18n.h>
#include <errno.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "chess-library.h"
#include "chess-notation.h"

static void
usage (void)
{
  fputs (_("Usage: chess-db import DB FILE…\n"
           "       chess-db tree DB FEN\n"
           "       chess-db find DB [FILTER…] [--offset N] [--limit N]\n"
           "       chess-db count DB [FILTER…]\n"
           "       chess-db export DB [FILTER…]\n"
           "       chess-db check DB\n"
           "       chess-db rebuild DB\n"
           "FILTER: --white NAME, --black NAME, --player NAME, --result R, --eco CODE[-CODE],\n"
           "        --year-from Y, --year-to Y, --elo-from N, --elo-to N, --fen FEN\n"), stderr);
}

/* must_exist: for the commands that only read, which must not leave an
 * empty library (and the folders to it) behind. */
static gboolean
library_exists (const char *path)
{
  if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
    return TRUE;
  char *name = g_filename_display_name (path);
  fprintf (stderr, "chess-db: ");
  fprintf (stderr, _("there is no library at %s"), name);
  fputc ('\n', stderr);
  g_free (name);
  return FALSE;
}

static ChessLibrary *
open_library (const char *path, gboolean must_exist)
{
  if (must_exist && !library_exists (path))
    return NULL;
  GError *error = NULL;
  ChessLibrary *library = chess_library_open (path, &error);
  if (!library)
    {
      fprintf (stderr, "chess-db: %s\n", error->message);
      g_error_free (error);
    }
  return library;
}

static int
fail (GError *error)
{
  fprintf (stderr, "chess-db: %s\n", error->message);
  g_error_free (error);
  return 1;
}

/* ---- import ---- */

typedef struct {
  gboolean tty;
  int last_tenth;
  const char *name;
} ImportView;

static void
show_diagnostic (const ChessPgnDiagnostic *diagnostic, const char *filename, gpointer user_data)
{
  ImportView *view = user_data;
  char line[512];
  chess_pgn_diagnostic_format (diagnostic, filename, line, sizeof line);
  fprintf (stderr, "%s%s\n", view->tty ? "\r\033[K" : "", line);
}

static void
show_progress (const ChessLibraryImportProgress *progress, gpointer user_data)
{
  ImportView *view = user_data;
  int percent = progress->bytes_total ? (int) (100 * progress->bytes_read / progress->bytes_total) : 0;
  if (view->tty)
    {
      fputs ("\r\033[K", stderr);
      fprintf (stderr, ngettext ("%s: %llu game (%d %%)", "%s: %llu games (%d %%)", progress->games),
               view->name, (unsigned long long) progress->games, percent);
    }
  else if (percent / 10 > view->last_tenth)
    {
      view->last_tenth = percent / 10;
      fprintf (stderr, ngettext ("%s: %llu game (%d %%)", "%s: %llu games (%d %%)", progress->games),
               view->name, (unsigned long long) progress->games, percent);
      fputc ('\n', stderr);
    }
}

static int
cmd_import (const char *db, int argc, char **argv)
{
  ChessLibrary *library = open_library (db, FALSE);
  if (!library)
    return 1;
  guint64 games = 0, errors = 0, warnings = 0, skipped = 0, not_stored = 0;
  int status = 0;
  for (int i = 0; i < argc && status == 0; i++)
    {
      ImportView view = { isatty (2), 0, argv[i] };
      GFile *file = g_file_new_for_commandline_arg (argv[i]);
      ChessLibraryImportProgress progress = { 0 };
      GError *error = NULL;
      gboolean ok = chess_library_import_file (library, file, show_diagnostic, show_progress, &view,
                                               &progress, NULL, &error);
      if (view.tty)
        fputs ("\r\033[K", stderr);
      games += progress.games;
      errors += progress.errors;
      warnings += progress.warnings;
      skipped += progress.skipped;
      not_stored += progress.not_stored;
      if (!ok)
        status = fail (error);
      g_object_unref (file);
    }
  /* A line for scripts: not translated. */
  printf ("%" G_GUINT64_FORMAT " games imported, %" G_GUINT64_FORMAT " errors", games, errors);
  if (warnings > 0)
    printf (", %" G_GUINT64_FORMAT " warnings", warnings);
  /* Games read that were not stored: the same were there already, or
   * their batch was rolled back (the error above says why). */
  if (skipped > 0)
    printf (", %" G_GUINT64_FORMAT " already in the library", skipped);
  if (not_stored > 0)
    printf (", %" G_GUINT64_FORMAT " not stored", not_stored);
  putchar ('\n');
  g_object_unref (library);
  return status ? status : errors ? 1 : 0;
}

/* ---- tree ---- */

static gboolean
read_fen (const char *text, ChessPosition *pos)
{
  ChessFenError error;
  if (chess_position_from_fen (pos, text, &error))
    return TRUE;
  fprintf (stderr, _("chess-db: bad FEN “%s”: %s\n"), text, error.message);
  return FALSE;
}

static int
cmd_tree (const char *db, const char *fen)
{
  ChessPosition pos;
  if (!read_fen (fen, &pos))
    return 2;
  ChessLibrary *library = open_library (db, TRUE);
  if (!library)
    return 1;
  GError *error = NULL;
  GArray *moves = chess_library_tree (library, &pos, NULL, &error);
  g_object_unref (library);
  if (!moves)
    return fail (error);
  for (guint i = 0; i < moves->len; i++)
    {
      const ChessLibraryTreeMove *m = &g_array_index (moves, ChessLibraryTreeMove, i);
      char san[CHESS_SAN_MAX];
      chess_move_to_san (&pos, m->move, san);
      printf ("%s %u %u %u %u\n", san, m->games, m->white_wins, m->draws, m->black_wins);
    }
  g_array_unref (moves);
  return 0;
}

/* ---- find and export ---- */

static gboolean
parse_number (const char *option, const char *text, int *out)
{
  char *end;
  long value = strtol (text, &end, 10);
  if (end == text || *end || value < 0 || value > 99999999)
    {
      fprintf (stderr, _("chess-db: %s needs a number, not “%s”\n"), option, text);
      return FALSE;
    }
  *out = (int) value;
  return TRUE;
}

/* What find lists of the games that pass: from the offset-th, limit of
 * them (-1: all). */
typedef struct {
  int offset, limit;
} Page;

/* The field of a numeric option, or NULL (page NULL: no page options). */
static int *
number_option (ChessLibraryFilter *filter, Page *page, const char *option)
{
  struct { const char *name; int *field; } options[] = {
    { "--year-from", &filter->year_from }, { "--year-to", &filter->year_to },
    { "--elo-from", &filter->elo_from }, { "--elo-to", &filter->elo_to },
    { "--offset", page ? &page->offset : NULL }, { "--limit", page ? &page->limit : NULL },
  };
  for (size_t i = 0; i < G_N_ELEMENTS (options); i++)
    if (strcmp (option, options[i].name) == 0)
      return options[i].field;
  return NULL;
}

/* Fills filter (and page, unless NULL) from the options; pos holds a --fen
 * position.  FALSE on a bad option (reported). */
static gboolean
parse_filter (int argc, char **argv, ChessLibraryFilter *filter, Page *page, ChessPosition *pos, char **eco_range)
{
  for (int i = 0; i < argc; i++)
    {
      const char *option = argv[i];
      if (i + 1 >= argc)
        {
          fprintf (stderr, _("chess-db: %s needs a value\n"), option);
          return FALSE;
        }
      const char *value = argv[++i];
      int *number;
      if (strcmp (option, "--white") == 0)
        filter->white = value;
      else if (strcmp (option, "--black") == 0)
        filter->black = value;
      else if (strcmp (option, "--player") == 0)
        filter->player = value;
      else if (strcmp (option, "--result") == 0)
        {
          ChessResult r = chess_result_from_string (value);
          if (r == CHESS_RESULT_NONE && strcmp (value, "*") != 0)
            {
              fprintf (stderr, _("chess-db: “%s” is not a result (1-0, 0-1, 1/2-1/2 or *)\n"), value);
              return FALSE;
            }
          filter->result = (int) r;
        }
      else if (strcmp (option, "--eco") == 0)
        {
          g_free (*eco_range);
          *eco_range = g_strdup (value);
          char *dash = strchr (*eco_range, '-');
          if (dash)
            *dash = '\0';
          filter->eco_from = *eco_range;
          filter->eco_to = dash ? dash + 1 : *eco_range;
        }
      else if ((number = number_option (filter, page, option)))
        {
          if (!parse_number (option, value, number))
            return FALSE;
        }
      else if (strcmp (option, "--fen") == 0)
        {
          if (!read_fen (value, pos))
            return FALSE;
          filter->position = pos;
        }
      else
        {
          fprintf (stderr, _("chess-db: unknown option %s\n"), option);
          usage ();
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
print_game (const ChessLibraryGameInfo *info, gpointer user_data)
{
  printf ("%" G_GINT64_FORMAT "\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", info->id, info->event, info->site, info->date,
          info->round, info->white, info->black, chess_result_to_string (info->result));
  return TRUE;
}

typedef enum { FIND, COUNT, EXPORT } Command;

static int
cmd_find (const char *db, int argc, char **argv, Command command)
{
  ChessLibraryFilter filter = CHESS_LIBRARY_FILTER_INIT;
  Page page = { 0, -1 };
  ChessPosition pos;
  char *eco_range = NULL;
  if (!parse_filter (argc, argv, &filter, command == FIND ? &page : NULL, &pos, &eco_range))
    {
      g_free (eco_range);
      return 2;
    }
  ChessLibrary *library = open_library (db, TRUE);
  int status = 1;
  if (library)
    {
      GError *error = NULL;
      gboolean ok;
      if (command == EXPORT)
        {
          GOutputStream *out = g_unix_output_stream_new (1, FALSE);
          GOutputStream *buffered = g_buffered_output_stream_new_sized (out, 64 * 1024);
          ok = chess_library_export (library, &filter, buffered, NULL, NULL, &error)
               && g_output_stream_close (buffered, NULL, &error);
          g_object_unref (buffered);
          g_object_unref (out);
        }
      else
        {
          gint64 count = 0;
          if (command == COUNT)
            {
              ok = (count = chess_library_count (library, &filter, NULL, &error)) >= 0;
              if (ok)
                printf ("%" G_GINT64_FORMAT "\n", count);
            }
          else
            ok = chess_library_find_range (library, &filter, page.offset, page.limit, print_game, NULL, NULL, &error);
          if (ok && (fflush (stdout) != 0 || ferror (stdout)))
            {
              g_set_error (&error, G_IO_ERROR, G_IO_ERROR_FAILED, _("cannot write the output: %s"), g_strerror (errno));
              ok = FALSE;
            }
        }
      status = ok ? 0 : fail (error);
      g_object_unref (library);
    }
  g_free (eco_range);
  return status;
}

/* ---- check and rebuild ---- */

static int
cmd_check (const char *db)
{
  ChessLibrary *library = open_library (db, TRUE);
  if (!library)
    return 1;
  GError *error = NULL;
  gboolean ok = chess_library_check (library, NULL, &error);
  g_object_unref (library);
  if (!ok)
    return fail (error);
  /* A line for scripts: not translated. */
  puts ("ok");
  return 0;
}

static void
show_rebuild (const ChessLibraryRebuildProgress *progress, gpointer user_data)
{
  ImportView *view = user_data;
  int percent = progress->total ? (int) (100 * progress->done / progress->total) : 100;
  if (!view->tty && percent / 10 <= view->last_tenth)
    return;
  view->last_tenth = percent / 10;
  fputs (view->tty ? "\r\033[K" : "", stderr);
  fprintf (stderr, ngettext ("%s: %llu game saved (%d %%)", "%s: %llu games saved (%d %%)", progress->saved),
           view->name, (unsigned long long) progress->saved, percent);
  if (!view->tty)
    fputc ('\n', stderr);
}

static int
cmd_rebuild (const char *db)
{
  if (!library_exists (db))
    return 1;
  ImportView view = { isatty (2), -1, db };
  ChessLibraryRebuildProgress progress = { 0 };
  GFile *aside = NULL;
  GError *error = NULL;
  gboolean ok = chess_library_rebuild (db, show_rebuild, &view, &progress, &aside, NULL, &error);
  if (view.tty)
    fputs ("\r\033[K", stderr);
  if (!ok)
    return fail (error);
  char *name = g_file_get_parse_name (aside);
  fprintf (stderr, _("chess-db: the damaged library is kept as %s\n"), name);
  g_free (name);
  g_object_unref (aside);
  /* A line for scripts: not translated. */
  printf ("%" G_GUINT64_FORMAT " games saved, %" G_GUINT64_FORMAT " lost\n", progress.saved, progress.lost);
  return 0;
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 3)
    {
      usage ();
      return 2;
    }
  const char *command = argv[1], *db = argv[2];
  if (strcmp (command, "import") == 0 && argc >= 4)
    return cmd_import (db, argc - 3, argv + 3);
  if (strcmp (command, "tree") == 0 && argc == 4)
    return cmd_tree (db, argv[3]);
  if (strcmp (command, "find") == 0)
    return cmd_find (db, argc - 3, argv + 3, FIND);
  if (strcmp (command, "count") == 0)
    return cmd_find (db, argc - 3, argv + 3, COUNT);
  if (strcmp (command, "export") == 0)
    return cmd_find (db, argc - 3, argv + 3, EXPORT);
  if (strcmp (command, "check") == 0 && argc == 3)
    return cmd_check (db);
  if (strcmp (command, "rebuild") == 0 && argc == 3)
    return cmd_rebuild (db);
  usage ();
  return 2;
}
