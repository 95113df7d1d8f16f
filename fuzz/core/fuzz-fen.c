/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-fen — arbitrary bytes into the FEN reader, in both modes.  A
 * rejection must carry a sane error.  What the strict reader accepts the
 * lenient one accepts as the same position without repairs; what the
 * lenient one repairs writes a FEN the strict reader takes (unless the
 * position keeps a check no move gives).  An accepted position must write
 * a FEN that reads back to the same position, and its moves must equal the
 * naive generator's.  The board editor's checks (chess-setup.h) call it
 * playable exactly when the strict reader takes its FEN, with either side
 * to move. */
#include "chess-core-private.h"
#include "chess-notation.h"
#include "chess-reference.h"
#include "chess-setup.h"

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

static bool
same_position (const ChessPosition *a, const ChessPosition *b)
{
  return a->key == b->key && memcmp (a->board, b->board, sizeof a->board) == 0
         && a->castling == b->castling && a->ep_square == b->ep_square
         && a->halfmove_clock == b->halfmove_clock && a->fullmove_number == b->fullmove_number
         && memcmp (a->castling_rook, b->castling_rook, sizeof a->castling_rook) == 0;
}

static void
check_error (const char *text, const ChessFenError *error)
{
  if (error->status == CHESS_FEN_OK || error->field < 0 || error->field > 6
      || error->column < 0 || (size_t) error->column > strlen (text)
      || strnlen (error->message, sizeof error->message) == 0
      || strnlen (error->message, sizeof error->message) == sizeof error->message)
    die (text, "bad error report");
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  char *text = malloc (size + 1);
  ChessPosition pos, again, strict;
  ChessFenError error, strict_error;
  ChessFenWarnings warnings;
  char fen[CHESS_FEN_MAX], fen2[CHESS_FEN_MAX];

  memcpy (text, data, size);
  text[size] = '\0';
  bool strict_ok = chess_position_read_fen (&strict, text, CHESS_FEN_STRICT, &strict_error, NULL);
  if (!strict_ok)
    check_error (text, &strict_error);
  if (!chess_position_read_fen (&pos, text, CHESS_FEN_LENIENT, &error, &warnings))
    {
      if (strict_ok)
        die (text, "the lenient reader refuses what the strict one takes");
      check_error (text, &error);
      free (text);
      return 0;
    }
  if (error.status != CHESS_FEN_OK)
    die (text, "accepted with an error status");
  if (strict_ok && (warnings.repairs != 0 || !same_position (&strict, &pos)))
    die (text, "the readers disagree on a position the strict one takes");
  if ((warnings.repairs == 0) != (warnings.message[0] == '\0'))
    die (text, "repairs and their description disagree");
  if (chess_reference_check_consistency (&pos))
    die (text, chess_reference_check_consistency (&pos));

  size_t length = chess_position_to_fen (&pos, fen, sizeof fen);
  if (length >= sizeof fen || strlen (fen) != length)
    die (text, "written FEN too long");
  if (!(warnings.repairs & CHESS_FEN_REPAIRED_IMPOSSIBLE_CHECK)
      && !chess_position_from_fen (&again, fen, &error))
    die (fen, "the strict reader refuses a repaired position");
  if (!chess_position_read_fen (&again, fen, CHESS_FEN_LENIENT, &error, NULL))
    die (fen, error.message);
  for (int side = 0; side < 2; side++)
    {
      ChessPosition edited = pos;
      char edited_fen[CHESS_FEN_MAX];
      ChessPosition read;
      if (side)
        chess_setup_set_side (&edited, (ChessColor) (edited.side_to_move ^ 1));
      chess_position_to_fen (&edited, edited_fen, sizeof edited_fen);
      if (chess_setup_is_playable (&edited) != chess_position_from_fen (&read, edited_fen, NULL))
        die (edited_fen, "the editor's checks and the strict reader disagree");
    }
  chess_position_to_fen (&again, fen2, sizeof fen2);
  if (strcmp (fen, fen2) != 0 || !same_position (&again, &pos))
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
