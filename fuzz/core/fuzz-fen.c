/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-fen — arbitrary bytes into the FEN reader.  A rejection must carry a
 * sane error; an accepted position must write a FEN that reads back to the
 * same position, and its moves must equal the naive generator's. */
#include "chess-core-private.h"
#include "chess-notation.h"
#include "chess-reference.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void
die (const char *input, const char *what)
{
  fprintf (stderr, "fuzz-fen: %s for input \"%s\"\n", what, input);
  abort ();
}

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  char *text = malloc (size + 1);
  ChessPosition pos, again;
  ChessFenError error;
  char fen[CHESS_FEN_MAX], fen2[CHESS_FEN_MAX];

  memcpy (text, data, size);
  text[size] = '\0';
  if (!chess_position_from_fen (&pos, text, &error))
    {
      if (error.status == CHESS_FEN_OK || error.field < 0 || error.field > 6
          || error.column < 0 || (size_t) error.column > strlen (text)
          || strnlen (error.message, sizeof error.message) == 0
          || strnlen (error.message, sizeof error.message) == sizeof error.message)
        die (text, "bad error report");
      free (text);
      return 0;
    }
  if (error.status != CHESS_FEN_OK)
    die (text, "accepted with an error status");
  if (chess_reference_check_consistency (&pos))
    die (text, chess_reference_check_consistency (&pos));

  size_t length = chess_position_to_fen (&pos, fen, sizeof fen);
  if (length >= sizeof fen || strlen (fen) != length)
    die (text, "written FEN too long");
  if (!chess_position_from_fen (&again, fen, &error))
    die (fen, error.message);
  chess_position_to_fen (&again, fen2, sizeof fen2);
  if (strcmp (fen, fen2) != 0 || again.key != pos.key
      || memcmp (again.board, pos.board, sizeof pos.board) != 0
      || again.castling != pos.castling || again.ep_square != pos.ep_square
      || memcmp (again.castling_rook, pos.castling_rook, sizeof pos.castling_rook) != 0)
    die (text, "FEN round trip changed the position");

  static ChessMove moves[CHESS_MOVEGEN_MAX], reference[CHESS_MOVEGEN_MAX];
  int n = chess_position_generate_moves (&pos, moves);
  int count = chess_reference_legal_moves (&pos, reference);
  chess_reference_sort_moves (moves, n);
  if (count != n || memcmp (moves, reference, sizeof (ChessMove) * (size_t) count) != 0)
    die (fen, "legal moves differ from the reference");
  if ((uint64_t) n != chess_perft (&pos, 1))
    die (fen, "perft(1) differs from the move count");
  ChessMoveList list;
  if (chess_position_legal_moves (&pos, &list) != (n < CHESS_MAX_MOVES ? n : CHESS_MAX_MOVES))
    die (fen, "legal_moves count wrong");
  free (text);
  return 0;
}
