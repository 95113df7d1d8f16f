/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-make-unmake — walk a game chosen by the fuzzer and check at every
 * step that the fast generator equals the naive one, that make keeps board,
 * bitboards and key consistent, that no position a move reaches is one
 * chess_position_validate_setup calls an impossible check, and that
 * unmaking everything restores the start byte for byte.
 *
 * Input: an optional FEN line ending in '\n' (else the start position),
 * then one byte per move, the index into the legal move list. */
#include "chess-core-private.h"
#include "chess-notation.h"
#include "chess-reference.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_PLIES 96

static void
die (const ChessPosition *pos, const char *what)
{
  char fen[CHESS_FEN_MAX];
  chess_position_to_fen (pos, fen, sizeof fen);
  fprintf (stderr, "fuzz-make-unmake: %s in %s\n", what, fen);
  abort ();
}

typedef struct {
  ChessMove moves[CHESS_MOVEGEN_MAX];
  int count;
} BigList;

static void
check_moves (const ChessPosition *pos, BigList *list)
{
  static ChessMove reference[CHESS_MOVEGEN_MAX], sorted[CHESS_MOVEGEN_MAX];
  int n = chess_reference_legal_moves (pos, reference);

  list->count = chess_position_generate_moves (pos, list->moves);
  memcpy (sorted, list->moves, sizeof (ChessMove) * (size_t) list->count);
  chess_reference_sort_moves (sorted, list->count);
  if (n != list->count || memcmp (sorted, reference, sizeof (ChessMove) * (size_t) n) != 0)
    die (pos, "legal moves differ from the reference");
  if ((uint64_t) list->count != chess_perft ((ChessPosition *) pos, 1))
    die (pos, "perft(1) differs from the move count");
  if (chess_position_has_legal_move (pos) != (list->count > 0))
    die (pos, "has_legal_move disagrees");
}

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  ChessPosition pos, start;
  ChessMove moves[MAX_PLIES];
  ChessUndo undos[MAX_PLIES];
  const uint8_t *newline = memchr (data, '\n', size < 200 ? size : 200);
  int plies = 0;

  chess_position_set_start (&pos);
  if (newline)
    {
      char fen[201];
      size_t len = (size_t) (newline - data);
      memcpy (fen, data, len);
      fen[len] = '\0';
      if (!chess_position_read_fen (&pos, fen, CHESS_FEN_LENIENT, NULL, NULL))
        chess_position_set_start (&pos);
      data = newline + 1;
      size -= len + 1;
    }
  if (chess_reference_check_consistency (&pos))
    die (&pos, chess_reference_check_consistency (&pos));
  memcpy (&start, &pos, sizeof start);

  for (size_t i = 0; i < size && plies < MAX_PLIES; i++)
    {
      static BigList list;
      const char *problem;
      check_moves (&pos, &list);
      if (list.count == 0)
        break;
      moves[plies] = list.moves[data[i] % list.count];
      if (!chess_position_is_legal_move (&pos, moves[plies]))
        die (&pos, "is_legal_move rejects a generated move");

      ChessPosition before;
      memcpy (&before, &pos, sizeof before);
      chess_position_make_move (&pos, moves[plies], &undos[plies]);
      if ((problem = chess_reference_check_consistency (&pos)))
        die (&pos, problem);
      /* The mover's king is never left attacked. */
      int king = chess_position_king_square (&pos, (ChessColor) before.side_to_move);
      if (chess_reference_attacked (pos.board, king, (ChessColor) pos.side_to_move))
        die (&pos, "the mover's king is attacked");
      /* Undo once and redo, to test unmake at every depth too. */
      chess_position_unmake_move (&pos, moves[plies], &undos[plies]);
      if (memcmp (&before, &pos, sizeof pos) != 0)
        die (&before, "unmake did not restore the position");
      chess_position_make_move (&pos, moves[plies], &undos[plies]);
      /* Reading the written FEN gives the same key. */
      char fen[CHESS_FEN_MAX];
      ChessPosition reread;
      chess_position_to_fen (&pos, fen, sizeof fen);
      if (!chess_position_read_fen (&reread, fen, CHESS_FEN_LENIENT, NULL, NULL) || reread.key != pos.key)
        die (&pos, "FEN of a reached position does not read back to the same key");
      /* A check given by a real move is one a move can give, whatever
       * position came before (the FEN reader never lets the side not to
       * move stand in check). */
      if (chess_position_validate_setup (&pos) & CHESS_SETUP_IMPOSSIBLE_CHECK)
        die (&pos, "a move gave a check the validator calls impossible");
      plies++;
    }
  while (plies > 0)
    {
      plies--;
      chess_position_unmake_move (&pos, moves[plies], &undos[plies]);
    }
  if (memcmp (&start, &pos, sizeof pos) != 0)
    die (&start, "unwinding did not restore the start");
  return 0;
}
