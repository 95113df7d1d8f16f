/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-move-codec — the library's move code, alone and fast: a game
 * chosen by the fuzzer from any position is encoded, and decoded again
 * from the start as the library stores it (its FEN text, read leniently),
 * both ways (every move checked legal, and only sound); the moves and the
 * position reached must be the same.  fuzz-library-import checks the same
 * through a whole import, at a few runs a second; this target makes
 * thousands, so a start the code treats apart (more than 16 men a side,
 * whose moves once read back wrong) is found in seconds.
 *
 * Input: an optional FEN line ending in '\n' (else the start position),
 * then any number of '+' SQUARE MAN triples, each putting a man (MAN % 10:
 * PNBRQ pnbrq) on an empty square of ranks 2-7 (SQUARE % 48), which
 * makes crowded set-ups easy to reach; then one byte per move, the index
 * into the legal moves (255: a null move, where one may be played). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chess-move-codec.h"
#include "chess-notation.h"

#define MAX_PLIES 200

/* Puts a man on an empty square of ranks 2-7 of the FEN's placement,
 * through the FEN text so that the position stays one the core built. */
static void
add_man (ChessPosition *pos, uint8_t square_byte, uint8_t man_byte)
{
  static const char men[] = "PNBRQpnbrq";
  char fen[CHESS_FEN_MAX], board[64];
  chess_position_to_fen (pos, fen, sizeof fen);
  char *rest = strchr (fen, ' ');
  if (!rest)
    return;
  /* The placement, rank 8 first, as 64 squares. */
  int i = 0;
  for (const char *p = fen; p < rest && i < 64; p++)
    if (*p >= '1' && *p <= '8')
      for (int n = *p - '0'; n > 0 && i < 64; n--)
        board[i++] = '.';
    else if (*p != '/')
      board[i++] = *p;
  int square = 8 + square_byte % 48;
  if (i != 64 || board[square] != '.')
    return;
  board[square] = men[man_byte % 10];
  char text[CHESS_FEN_MAX + 16];
  int n = 0;
  for (int rank = 0; rank < 8; rank++)
    {
      int empty = 0;
      for (int file = 0; file < 8; file++)
        {
          char c = board[rank * 8 + file];
          if (c == '.')
            empty++;
          else
            {
              if (empty)
                text[n++] = (char) ('0' + empty);
              empty = 0;
              text[n++] = c;
            }
        }
      if (empty)
        text[n++] = (char) ('0' + empty);
      if (rank < 7)
        text[n++] = '/';
    }
  snprintf (text + n, sizeof text - (size_t) n, "%s", rest);
  ChessPosition edited;
  if (chess_position_read_fen (&edited, text, CHESS_FEN_LENIENT, NULL, NULL))
    *pos = edited;
}

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
decode_all (const ChessPosition *start, bool check_legal, const uint8_t *code, size_t length,
            const ChessMove *moves, int plies, const ChessPosition *end)
{
  ChessMoveCodec codec;
  chess_move_codec_init (&codec, start);
  codec.check_legal = check_legal;
  const uint8_t *p = code, *stop = code + length;
  ChessMove move;
  int n = 0;
  while (chess_move_codec_decode (&codec, &p, stop, &move))
    if (n >= plies || move != moves[n++])
      abort ();
  if (n != plies || p != stop || codec.pos.key != end->key
      || memcmp (codec.pos.board, end->board, sizeof end->board) != 0)
    abort ();
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  ChessPosition start;
  const uint8_t *newline = memchr (data, '\n', size < 200 ? size : 200);
  chess_position_set_start (&start);
  if (newline)
    {
      char fen[201];
      size_t len = (size_t) (newline - data);
      memcpy (fen, data, len);
      fen[len] = '\0';
      if (!chess_position_read_fen (&start, fen, CHESS_FEN_LENIENT, NULL, NULL))
        chess_position_set_start (&start);
      data = newline + 1;
      size -= len + 1;
    }
  while (size >= 3 && data[0] == '+')
    {
      add_man (&start, data[1], data[2]);
      data += 3;
      size -= 3;
    }

  ChessMoveCodec codec;
  chess_move_codec_init (&codec, &start);
  ChessPosition pos = start;
  ChessMove moves[MAX_PLIES];
  uint8_t code[3 * MAX_PLIES];
  size_t length = 0;
  int plies = 0;
  for (size_t i = 0; i < size && plies < MAX_PLIES; i++)
    {
      ChessMoveList list;
      ChessMove move;
      chess_position_legal_moves (&pos, &list);
      if (data[i] == 255 && !chess_position_in_check (&pos))
        move = CHESS_MOVE_NULL;
      else if (list.count > 0)
        move = list.moves[data[i] % list.count];
      else
        break;
      length += chess_move_codec_encode (&codec, move, code + length);
      ChessUndo undo;
      if (move == CHESS_MOVE_NULL)
        chess_position_make_null_move (&pos, &undo);
      else
        chess_position_make_move (&pos, move, &undo);
      moves[plies++] = move;
    }
  if (codec.pos.key != pos.key)
    abort ();

  /* Stored as the library stores a set-up: its FEN text. */
  char fen[CHESS_FEN_MAX];
  ChessPosition stored;
  chess_position_to_fen (&start, fen, sizeof fen);
  if (!chess_position_read_fen (&stored, fen, CHESS_FEN_LENIENT, NULL, NULL))
    abort ();
  stored.chess960 = start.chess960;
  decode_all (&stored, true, code, length, moves, plies, &pos);
  decode_all (&stored, false, code, length, moves, plies, &pos);
  return 0;
}
