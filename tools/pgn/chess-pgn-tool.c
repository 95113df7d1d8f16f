/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-pgn — check, export and replay PGN files (plain or .pgn.gz).
 *
 *   chess-pgn check [--stats] FILE…   every move of every game; errors as FILE:LINE:COLUMN: …
 *   chess-pgn export FILE             all games in our export format on stdout
 *   chess-pgn fens FILE               FEN after the last main-line move, one line per game
 *   chess-pgn index FILE              offset, line, plies and players of each game (scan only)
 *
 * Files are read in chunks through zlib (gzread also reads uncompressed
 * files), so memory does not grow with the size of the file. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "chess-notation.h"
#include "chess-pgn.h"

/* zlib reports a compressed stream that stops in the middle only as an
 * error state once gzread has nothing more to give: told to the reader as
 * a truncated input, so the game it cuts gets a diagnostic. */
static size_t
read_gz (void *user_data, char *buf, size_t max)
{
  gzFile gz = user_data;
  int n = gzread (gz, buf, (unsigned) (max > 1u << 30 ? 1u << 30 : max));
  int status = Z_OK;
  if (n < 0)
    return CHESS_PGN_READ_ERROR;
  if (n == 0)
    gzerror (gz, &status);
  return status == Z_BUF_ERROR ? CHESS_PGN_READ_TRUNCATED : (size_t) n;
}

static gzFile
open_input (const char *path)
{
  gzFile gz = strcmp (path, "-") == 0 ? gzdopen (0, "rb") : gzopen (path, "rb");
  if (!gz)
    {
      fprintf (stderr, _("%s: cannot open: %s\n"), path, g_strerror (errno));
      return NULL;
    }
  gzbuffer (gz, 128 * 1024);
  return gz;
}

typedef struct {
  size_t errors, warnings;
  bool input_told;  /* a game's diagnostics said the input failed */
} Counts;

/* Prints the last game's errors and warnings; counts them. */
static void
print_diagnostics (ChessPgnReader *reader, const char *path, Counts *counts)
{
  size_t n;
  const ChessPgnDiagnostic *d = chess_pgn_reader_get_diagnostics (reader, &n);
  char line[512];
  for (size_t i = 0; i < n; i++)
    {
      chess_pgn_diagnostic_format (&d[i], path, line, sizeof line);
      fprintf (stderr, "%s\n", line);
      if (d[i].severity == CHESS_PGN_SEVERITY_WARNING)
        counts->warnings++;
      else
        counts->errors++;
      if (d[i].kind == CHESS_PGN_ERROR_IO || d[i].kind == CHESS_PGN_ERROR_TRUNCATED)
        counts->input_told = true;
    }
}

/* A read error or a cut between two games reaches no game: say it here. */
static void
finish_input (ChessPgnReader *reader, gzFile gz, const char *path, Counts *counts)
{
  int status = Z_OK;
  if (!chess_pgn_reader_had_io_error (reader) || counts->input_told)
    return;
  gzerror (gz, &status);
  if (status == Z_BUF_ERROR)
    fprintf (stderr, _("%s: the file ends early: it is truncated (its compressed data stops in the middle)\n"), path);
  else
    fprintf (stderr, _("%s: read error\n"), path);
  counts->errors++;
}

static int
cmd_check (int argc, char **argv)
{
  size_t games = 0;
  Counts counts = { 0, 0, false };
  unsigned long long plies = 0;
  bool stats = false;
  bool failed_open = false;
  for (int i = 0; i < argc; i++)
    {
      if (strcmp (argv[i], "--stats") == 0)
        {
          stats = true;
          continue;
        }
      gzFile gz = open_input (argv[i]);
      if (!gz)
        {
          failed_open = true;
          continue;
        }
      ChessPgnReader *reader = chess_pgn_reader_new (read_gz, gz);
      counts.input_told = false;
      while (chess_pgn_reader_next_game (reader, NULL) != CHESS_PGN_END)
        {
          games++;
          plies += chess_pgn_reader_get_game_plies (reader);
          print_diagnostics (reader, argv[i], &counts);
        }
      finish_input (reader, gz, argv[i], &counts);
      chess_pgn_reader_free (reader);
      gzclose (gz);
    }
  /* Warnings do not fail a check; the summary names them when there are any. */
  if (counts.warnings > 0)
    printf (_("%zu games, %zu errors, %zu warnings\n"), games, counts.errors, counts.warnings);
  else
    printf (_("%zu games, %zu errors\n"), games, counts.errors);
  if (stats)
    fprintf (stderr, _("%llu plies\n"), plies);
  return counts.errors || failed_open ? 1 : 0;
}

typedef enum { OUT_EXPORT, OUT_FENS } OutputKind;

static int
cmd_games (const char *path, OutputKind kind)
{
  gzFile gz = open_input (path);
  if (!gz)
    return 1;
  ChessPgnReader *reader = chess_pgn_reader_new (read_gz, gz);
  ChessPgnBuffer out;
  chess_pgn_buffer_init (&out);
  ChessRecord *record;
  Counts counts = { 0, 0, false };
  while (chess_pgn_reader_next_game (reader, &record) != CHESS_PGN_END)
    {
      print_diagnostics (reader, path, &counts);
      out.length = 0;
      if (kind == OUT_EXPORT)
        chess_pgn_write_record (record, CHESS_PGN_WRITE_DEFAULT, &out);
      else
        {
          ChessPosition pos;
          char fen[CHESS_FEN_MAX + 1];
          chess_record_position_at (record, chess_record_main_line_end (record), &pos);
          size_t n = chess_position_to_fen (&pos, fen, CHESS_FEN_MAX);
          fen[n] = '\n';
          chess_pgn_buffer_append (&out, fen, n + 1);
        }
      fwrite (out.data, 1, out.length, stdout);
      chess_record_free (record);
    }
  finish_input (reader, gz, path, &counts);
  chess_pgn_buffer_clear (&out);
  chess_pgn_reader_free (reader);
  gzclose (gz);
  return counts.errors ? 1 : 0;
}

static int
cmd_index (const char *path)
{
  gzFile gz = open_input (path);
  if (!gz)
    return 1;
  ChessPgnReader *reader = chess_pgn_reader_new (read_gz, gz);
  ChessPgnIndexEntry entry = { 0 };
  while (chess_pgn_reader_scan_game (reader, &entry))
    printf ("%zu\t%llu\t%u\t%u\t%s\t%s\t%s\t%s\n", entry.game, (unsigned long long) entry.offset,
            entry.line, entry.plies, entry.roster[CHESS_PGN_ROSTER_WHITE],
            entry.roster[CHESS_PGN_ROSTER_BLACK], entry.roster[CHESS_PGN_ROSTER_RESULT],
            entry.has_errors ? "errors" : "ok");
  Counts counts = { 0, 0, false };
  finish_input (reader, gz, path, &counts);
  chess_pgn_index_entry_clear (&entry);
  chess_pgn_reader_free (reader);
  gzclose (gz);
  return counts.errors ? 1 : 0;
}

static void
usage (void)
{
  fprintf (stderr, "%s",
           _("Usage: chess-pgn check [--stats] FILE…\n"
             "       chess-pgn export FILE\n"
             "       chess-pgn fens FILE\n"
             "       chess-pgn index FILE\n"));
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
  const char *cmd = argv[1];
  if (strcmp (cmd, "check") == 0)
    return cmd_check (argc - 2, argv + 2);
  if (argc != 3)
    {
      usage ();
      return 2;
    }
  if (strcmp (cmd, "export") == 0)
    return cmd_games (argv[2], OUT_EXPORT);
  if (strcmp (cmd, "fens") == 0)
    return cmd_games (argv[2], OUT_FENS);
  if (strcmp (cmd, "index") == 0)
    return cmd_index (argv[2]);
  usage ();
  return 2;
}
