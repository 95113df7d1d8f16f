/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-perft — count leaf nodes of the legal move tree.
 *
 *   chess-perft [--divide] FEN DEPTH
 *   chess-perft --suite FILE [--max-nodes N]
 */
#include "chess-notation.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void
usage (FILE *out)
{
  fprintf (out,
           "usage: chess-perft [--divide] FEN DEPTH\n"
           "       chess-perft --suite FILE [--max-nodes N]\n");
}

/* UCI text of a move; castling as e1g1, or king-to-rook in Chess960. */
static void
move_to_uci (const ChessPosition *pos, ChessMove move, char out[6])
{
  int from = chess_move_from (move), to = chess_move_to (move);
  if (chess_move_kind (move) == CHESS_MOVE_CASTLING && !pos->chess960)
    to = chess_move_king_destination (pos, move);
  chess_square_name (from, out);
  chess_square_name (to, out + 2);
  out[4] = '\0';
  if (chess_move_kind (move) == CHESS_MOVE_PROMOTION)
    {
      out[4] = "nbrq"[chess_move_promotion (move) - CHESS_KNIGHT];
      out[5] = '\0';
    }
}

static bool
parse_count (const char *text, unsigned long long *value)
{
  char *end;
  if (!text || *text < '0' || *text > '9')
    return false;
  errno = 0;
  *value = strtoull (text, &end, 10);
  return errno == 0 && *end == '\0';
}

static int
run_single (const char *fen, int depth, bool divide)
{
  ChessPosition pos;
  ChessFenError error;
  /* Strict, as the New Game dialog reads a typed FEN: a repair (an
   * impossible en-passant square dropped) would count another position
   * than the one asked for.  Suites are read leniently (below). */
  if (!chess_position_read_fen (&pos, fen, CHESS_FEN_STRICT, &error, NULL))
    {
      fprintf (stderr, "chess-perft: %s\n", error.message);
      return 2;
    }
  if (divide && depth >= 1)
    {
      ChessMoveList list;
      uint64_t total = 0;
      chess_position_legal_moves (&pos, &list);
      for (int i = 0; i < list.count; i++)
        {
          ChessUndo undo;
          char uci[6];
          move_to_uci (&pos, list.moves[i], uci);
          chess_position_make_move (&pos, list.moves[i], &undo);
          uint64_t n = chess_perft (&pos, depth - 1);
          chess_position_unmake_move (&pos, list.moves[i], &undo);
          printf ("%s: %llu\n", uci, (unsigned long long) n);
          total += n;
        }
      printf ("\n%llu\n", (unsigned long long) total);
      return 0;
    }
  printf ("%llu\n", (unsigned long long) chess_perft (&pos, depth));
  return 0;
}

static int
run_suite (const char *path, unsigned long long max_nodes)
{
  FILE *file = fopen (path, "r");
  char line[4096];
  unsigned long passed = 0, failed = 0, line_number = 0;

  if (!file)
    {
      fprintf (stderr, "chess-perft: %s: %s\n", path, strerror (errno));
      return 2;
    }
  while (fgets (line, sizeof line, file))
    {
      ChessPosition pos;
      ChessFenError error;
      char *p = line, *semicolon;

      line_number++;
      line[strcspn (line, "\r\n")] = '\0';
      while (*p == ' ' || *p == '\t')
        p++;
      if (*p == '\0' || *p == '#')
        continue;
      semicolon = strchr (p, ';');
      if (semicolon)
        *semicolon = '\0';
      for (char *end = p + strlen (p); end > p && (end[-1] == ' ' || end[-1] == '\t'); end--)
        end[-1] = '\0';
      /* Lenient: suite positions are often composed (two bishops checking
       * at once), and counting their moves is what they are for. */
      if (!chess_position_read_fen (&pos, p, CHESS_FEN_LENIENT, &error, NULL))
        {
          fprintf (stderr, "%s:%lu:%d: %s\n", path, line_number, (int) (p - line) + error.column + 1,
                   error.message);
          fclose (file);
          return 2;
        }
      while (semicolon)
        {
          char *entry = semicolon + 1, *end;
          semicolon = strchr (entry, ';');
          if (semicolon)
            *semicolon = '\0';
          while (*entry == ' ')
            entry++;
          if (*entry != 'D')
            continue;
          long depth = strtol (entry + 1, &end, 10);
          unsigned long long expected = strtoull (end, &end, 10);
          if (depth < 1 || depth > 20 || expected > max_nodes)
            continue;
          uint64_t found = chess_perft (&pos, (int) depth);
          if (found == expected)
            passed++;
          else
            {
              failed++;
              printf ("FAIL %s depth %ld: expected %llu, found %llu\n", p, depth, expected,
                      (unsigned long long) found);
            }
        }
    }
  fclose (file);
  printf ("%lu passed, %lu failed\n", passed, failed);
  return failed ? 1 : 0;
}

int
main (int argc, char **argv)
{
  bool divide = false;
  const char *suite = NULL;
  unsigned long long max_nodes = 10000000;
  const char *args[64];
  int n_args = 0;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--divide") == 0)
        divide = true;
      else if (strcmp (argv[i], "--suite") == 0 && i + 1 < argc)
        suite = argv[++i];
      else if (strcmp (argv[i], "--max-nodes") == 0 && i + 1 < argc)
        {
          if (!parse_count (argv[++i], &max_nodes))
            {
              fprintf (stderr, "chess-perft: --max-nodes needs a number, not '%s'\n", argv[i]);
              return 2;
            }
        }
      else if (strcmp (argv[i], "--help") == 0 || strcmp (argv[i], "-h") == 0)
        {
          usage (stdout);
          return 0;
        }
      else if (n_args < 64)
        args[n_args++] = argv[i];
    }
  if (suite)
    return run_suite (suite, max_nodes);
  if (n_args < 2)
    {
      usage (stderr);
      return 2;
    }

  /* The FEN may come as one argument or as its fields unquoted. */
  char fen[1024];
  size_t len = 0;
  fen[0] = '\0';
  for (int i = 0; i < n_args - 1; i++)
    {
      size_t l = strlen (args[i]);
      if (len + l + 2 > sizeof fen)
        {
          fprintf (stderr, "chess-perft: FEN too long\n");
          return 2;
        }
      if (i)
        fen[len++] = ' ';
      memcpy (fen + len, args[i], l + 1);
      len += l;
    }
  unsigned long long depth;
  if (!parse_count (args[n_args - 1], &depth) || depth > 20)
    {
      fprintf (stderr, "chess-perft: depth must be a number from 0 to 20, not '%s'\n", args[n_args - 1]);
      return 2;
    }
  return run_single (fen, (int) depth, divide);
}
