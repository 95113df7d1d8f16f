/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-san.c — libFuzzer target for chess_move_from_san / from_uci.
 *
 * Input: byte 0 picks a position from a small list, byte 1 the number of
 * plies to play from it, then one byte per ply picks a legal move; the rest
 * is the text.  Whatever the readers accept must be a legal move that
 * to_san → from_san (and to_uci → from_uci) gives back; whatever they
 * refuse must be refused with one of the three reasons.  The strict SAN
 * reader must agree with the lenient one but for wrong annotations, which
 * it refuses with the move still named. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "chess-notation.h"

static const char *const fens[] = {
  CHESS_FEN_START,
  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
  "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
  "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
  "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
  "2r1kq2/Np2ppPp/PN1n3B/2pP3R/1b4Q1/2R2R2/P3BP2/R3K2R w K c6 0 1",
  "r1b3n1/ppPk2Q1/2n4r/5p1p/3P4/8/PPP3PP/RN4K1 b - - 0 1",
  "7k/3R4/3p2Q1/6Q1/2N1N3/8/8/3R3K w - - 0 1",
  "nrkbqrbn/pppppppp/8/8/8/8/PPPPPPPP/NRKBQRBN w BFbf - 0 1",
  "r6k/8/8/8/8/7p/7P/1K5R w H - 0 1",
  "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
  "k7/4P3/8/8/8/8/8/4K3 w - - 0 1",
};

static void
check_move (const ChessPosition *pos, ChessMove move)
{
  char text[CHESS_SAN_MAX];
  ChessMove back = CHESS_MOVE_NONE;
  size_t n;

  if (!chess_position_is_legal_move (pos, move))
    abort ();
  n = chess_move_to_san (pos, move, text);
  if (n == 0 || n >= CHESS_SAN_MAX || strlen (text) != n)
    abort ();
  if (chess_move_from_san (pos, text, n, &back) != CHESS_SAN_OK || back != move)
    abort ();
  n = chess_move_to_uci (pos, move, text);
  if (chess_move_from_uci (pos, text, n, &back) != CHESS_SAN_OK || back != move)
    abort ();
}

static void
check_status (ChessSanStatus status)
{
  if (status != CHESS_SAN_OK && status != CHESS_SAN_MALFORMED && status != CHESS_SAN_ILLEGAL
      && status != CHESS_SAN_AMBIGUOUS)
    abort ();
}

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  ChessPosition pos;
  ChessMoveList list;
  ChessMove move;
  ChessSanStatus status;
  size_t i = 0;
  char *text;

  if (size < 2)
    return 0;
  if (!chess_position_from_fen (&pos, fens[data[0] % (sizeof fens / sizeof fens[0])], NULL))
    abort ();
  int plies = data[1] % 16;
  i = 2;
  for (int p = 0; p < plies && i < size; p++, i++)
    {
      ChessUndo undo;
      if (chess_position_legal_moves (&pos, &list) == 0)
        break;
      chess_position_make_move (&pos, list.moves[data[i] % list.count], &undo);
    }

  /* the rest as text, in a buffer of exactly its size */
  size_t n = size - i;
  text = malloc (n ? n : 1);
  if (!text)
    return 0;
  memcpy (text, data + i, n);

  move = CHESS_MOVE_NONE;
  unsigned notes = 0, strict_notes = 0;
  status = chess_move_read_san (&pos, text, n, CHESS_SAN_LENIENT, &move, &notes);
  check_status (status);
  if (status == CHESS_SAN_OK)
    check_move (&pos, move);
  ChessMove strict_move = CHESS_MOVE_NONE;
  ChessSanStatus strict = chess_move_read_san (&pos, text, n, CHESS_SAN_STRICT, &strict_move, &strict_notes);
  if (notes != strict_notes || (status != CHESS_SAN_OK && notes != 0)
      || (status == CHESS_SAN_OK && strict_move != move)
      || strict != (status == CHESS_SAN_OK && notes ? CHESS_SAN_WRONG_ANNOTATION : status))
    abort ();
  /* A text with a blank before or after it is no move. */
  if (status == CHESS_SAN_OK && n > 0 && (text[0] == ' ' || text[n - 1] == ' ' || text[n - 1] == '\n'))
    abort ();

  move = CHESS_MOVE_NONE;
  status = chess_move_from_uci (&pos, text, n, &move);
  check_status (status);
  if (status == CHESS_SAN_OK)
    check_move (&pos, move);

  /* the status functions must hold on every reachable position */
  ChessPositionStatus st = chess_position_status (&pos);
  if ((st == CHESS_STATUS_CHECKMATE) != chess_position_is_checkmate (&pos)
      || (st == CHESS_STATUS_STALEMATE) != chess_position_is_stalemate (&pos))
    abort ();
  if (chess_position_is_dead (&pos)
      && (chess_position_has_mating_material (&pos, CHESS_WHITE)
          || chess_position_has_mating_material (&pos, CHESS_BLACK)))
    abort ();
  (void) chess_position_repetition_key (&pos);
  (void) chess_position_validate_setup (&pos);
  free (text);
  return 0;
}
