/* SPDX-License-Identifier: GPL-3.0-or-later */
/* library-corpus — the million-game corpus of bench/library.sh.
 *
 *   library-corpus COPIES SEED OUT.pgn FILE.pgn…
 *
 * Reads the real games of the given files (main lines; games with a set-up
 * position or errors are left out) and writes COPIES copies of each.  Every
 * copy follows its original to a random ply after move 8, plays a random
 * legal move different from the original's there, and goes on with random
 * legal moves to the original's length (or to mate or stalemate).  Headers
 * are the original's with the copy number appended to the Round, so no two
 * games have the same header either.  The random sequence comes from SEED
 * alone: the same arguments give the same bytes.
 *
 * A real database is like this: openings shared by thousands of games,
 * every game distinct after the opening.  (Copies that only repeat the
 * originals would make a tree answer cheap for the wrong reason.) */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chess-notation.h"
#include "chess-pgn.h"

typedef struct {
  char *place;       /* Event, Site, Date tags as written */
  char *round;
  char *players;     /* White, Black */
  char *extra;       /* WhiteElo, BlackElo, ECO when present */
  ChessMove *moves;
  unsigned n_moves;
  ChessResult result;
} BaseGame;

static uint64_t rng_state;

/* splitmix64: small, fast, and good enough to pick moves. */
static uint64_t
rng_next (void)
{
  uint64_t z = (rng_state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static unsigned
rng_below (unsigned n)
{
  return (unsigned) (rng_next () % n);
}

static void *
xrealloc (void *p, size_t size)
{
  p = realloc (p, size ? size : 1);
  if (!p)
    {
      fputs ("library-corpus: out of memory\n", stderr);
      exit (1);
    }
  return p;
}

static char *
xstrdup (const char *s)
{
  size_t n = strlen (s) + 1;
  return memcpy (xrealloc (NULL, n), s, n);
}

static void
append_tag (ChessPgnBuffer *b, const char *name, const char *value)
{
  chess_pgn_buffer_append (b, "[", 1);
  chess_pgn_buffer_append (b, name, strlen (name));
  chess_pgn_buffer_append (b, " \"", 2);
  for (const char *p = value; *p; p++)
    {
      if (*p == '"' || *p == '\\')
        chess_pgn_buffer_append_char (b, '\\');
      chess_pgn_buffer_append_char (b, *p);
    }
  chess_pgn_buffer_append (b, "\"]\n", 3);
}

/* The named tags of record as PGN lines; absent ones as "?" (dates as
 * "????.??.??") when required, else left out. */
static char *
tag_section (const ChessRecord *record, const char *const *names, bool required)
{
  ChessPgnBuffer b;
  chess_pgn_buffer_init (&b);
  for (; *names; names++)
    {
      const char *v = chess_record_get_tag (record, *names);
      if (v || required)
        append_tag (&b, *names, v ? v : strcmp (*names, "Date") == 0 ? "????.??.??" : "?");
    }
  if (!b.data)
    chess_pgn_buffer_append (&b, "", 0);
  return b.data;
}

static BaseGame *
load_games (char **files, int n_files, size_t *n_games, size_t *skipped)
{
  BaseGame *games = NULL;
  size_t n = 0, cap = 0;
  *skipped = 0;
  for (int f = 0; f < n_files; f++)
    {
      FILE *in = fopen (files[f], "rb");
      if (!in)
        {
          fprintf (stderr, "library-corpus: %s: %s\n", files[f], strerror (errno));
          exit (1);
        }
      ChessPgnReader *reader = chess_pgn_reader_new_file (in);
      ChessRecord *record;
      ChessPgnStatus status;
      while ((status = chess_pgn_reader_next_game (reader, &record)) != CHESS_PGN_END)
        {
          const char *setup = chess_record_get_tag (record, "FEN");
          if (status != CHESS_PGN_GAME_OK || setup || !record->root->first_child)
            {
              ++*skipped;
              chess_record_free (record);
              continue;
            }
          if (n == cap)
            games = xrealloc (games, (cap = cap ? cap * 2 : 1024) * sizeof *games);
          BaseGame *g = &games[n++];
          g->place = tag_section (record, (const char *[]) { "Event", "Site", "Date", NULL }, true);
          const char *round = chess_record_get_tag (record, "Round");
          g->round = xstrdup (round ? round : "?");
          g->players = tag_section (record, (const char *[]) { "White", "Black", NULL }, true);
          g->extra = tag_section (record, (const char *[]) { "WhiteElo", "BlackElo", "ECO", NULL }, false);
          g->n_moves = 0;
          for (ChessNode *node = record->root->first_child; node; node = node->first_child)
            g->n_moves++;
          g->moves = xrealloc (NULL, g->n_moves * sizeof *g->moves);
          unsigned i = 0;
          for (ChessNode *node = record->root->first_child; node; node = node->first_child)
            g->moves[i++] = node->move;
          g->result = record->result;
          chess_record_free (record);
        }
      chess_pgn_reader_free (reader);
      fclose (in);
    }
  *n_games = n;
  return games;
}

/* One copy: movetext into out, the result it ends with returned. */
static ChessResult
write_copy (const BaseGame *g, ChessPgnBuffer *out)
{
  ChessPosition pos;
  chess_position_set_start (&pos);
  unsigned keep = g->n_moves > 16 ? 16 + rng_below (g->n_moves - 16) : g->n_moves;
  unsigned length = g->n_moves > keep + 1 ? g->n_moves : keep + 1;
  ChessResult result = g->result;
  unsigned column = 0;
  for (unsigned ply = 0; ply < length; ply++)
    {
      ChessMove move;
      if (ply < keep)
        move = g->moves[ply];
      else
        {
          ChessMoveList list;
          chess_position_legal_moves (&pos, &list);
          if (list.count == 0)
            {
              result = chess_position_in_check (&pos)
                       ? (pos.side_to_move == CHESS_WHITE ? CHESS_RESULT_BLACK_WINS : CHESS_RESULT_WHITE_WINS)
                       : CHESS_RESULT_DRAW;
              break;
            }
          move = list.moves[rng_below ((unsigned) list.count)];
          if (ply == keep && ply < g->n_moves && move == g->moves[ply] && list.count > 1)
            {
              /* Leave the original here: take the next move in the list. */
              int i = 0;
              while (list.moves[i] != move)
                i++;
              move = list.moves[(i + 1) % list.count];
            }
        }
      char word[32];
      size_t n = 0;
      if (pos.side_to_move == CHESS_WHITE)
        n = (size_t) snprintf (word, sizeof word, "%u. ", (unsigned) pos.fullmove_number);
      n += chess_move_to_san (&pos, move, word + n);
      if (column + n + 1 > 79)
        {
          chess_pgn_buffer_append_char (out, '\n');
          column = 0;
        }
      else if (column > 0)
        {
          chess_pgn_buffer_append_char (out, ' ');
          column++;
        }
      chess_pgn_buffer_append (out, word, n);
      column += (unsigned) n;
      ChessUndo undo;
      chess_position_make_move (&pos, move, &undo);
    }
  const char *marker = chess_result_to_string (result);
  if (column + strlen (marker) + 1 > 79)
    chess_pgn_buffer_append_char (out, '\n');
  else if (column > 0)
    chess_pgn_buffer_append_char (out, ' ');
  chess_pgn_buffer_append (out, marker, strlen (marker));
  chess_pgn_buffer_append (out, "\n\n", 2);
  return result;
}

int
main (int argc, char **argv)
{
  if (argc < 5)
    {
      fputs ("usage: library-corpus COPIES SEED OUT.pgn FILE.pgn…\n", stderr);
      return 2;
    }
  unsigned long copies = strtoul (argv[1], NULL, 10);
  rng_state = strtoull (argv[2], NULL, 10);
  size_t n_games, skipped;
  BaseGame *games = load_games (argv + 4, argc - 4, &n_games, &skipped);

  FILE *out = fopen (argv[3], "wb");
  if (!out)
    {
      fprintf (stderr, "library-corpus: %s: %s\n", argv[3], strerror (errno));
      return 1;
    }
  ChessPgnBuffer movetext, header;
  chess_pgn_buffer_init (&movetext);
  chess_pgn_buffer_init (&header);
  for (unsigned long copy = 1; copy <= copies; copy++)
    for (size_t i = 0; i < n_games; i++)
      {
        movetext.length = header.length = 0;
        ChessResult result = write_copy (&games[i], &movetext);
        const BaseGame *g = &games[i];
        char round[96];
        snprintf (round, sizeof round, "%s.%lu", g->round, copy);
        chess_pgn_buffer_append (&header, g->place, strlen (g->place));
        append_tag (&header, "Round", round);
        chess_pgn_buffer_append (&header, g->players, strlen (g->players));
        append_tag (&header, "Result", chess_result_to_string (result));
        chess_pgn_buffer_append (&header, g->extra, strlen (g->extra));
        chess_pgn_buffer_append_char (&header, '\n');
        if (fwrite (header.data, 1, header.length, out) != header.length
            || fwrite (movetext.data, 1, movetext.length, out) != movetext.length)
          {
            fprintf (stderr, "library-corpus: %s: %s\n", argv[3], strerror (errno));
            return 1;
          }
      }
  if (fclose (out) != 0)
    {
      fprintf (stderr, "library-corpus: %s: %s\n", argv[3], strerror (errno));
      return 1;
    }
  fprintf (stderr, "%zu games × %lu copies = %zu games written (%zu left out: set-up or errors)\n",
           n_games, copies, n_games * copies, skipped);
  for (size_t i = 0; i < n_games; i++)
    {
      free (games[i].place);
      free (games[i].players);
      free (games[i].extra);
      free (games[i].round);
      free (games[i].moves);
    }
  free (games);
  chess_pgn_buffer_clear (&movetext);
  chess_pgn_buffer_clear (&header);
  return 0;
}
