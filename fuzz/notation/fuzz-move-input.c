/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-move-input.c — libFuzzer target for the typed-move reader
 * (chess_move_input_read, its message and list).
 *
 * Input: byte 0 picks a position and (its high bit) the Greek letters,
 * byte 1 the number of plies played from it, then one byte per ply picks
 * a legal move; the rest is the text typed.  Whatever is read must hold
 * together: candidates legal and distinct, the whole ones first, a move to
 * play only for PLAY and COMPLETE and then the first candidate, more than
 * one whole candidate exactly when ambiguous; the message fits its buffer
 * and is empty exactly when Enter plays or nothing was typed; and a move
 * played, typed again as its SAN in the same letters, reads as itself. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "chess-move-input.h"
#include "chess-notation.h"

static const char *const fens[] = {
  CHESS_FEN_START,
  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
  "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
  "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
  "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
  "4k3/8/8/8/8/2p5/1P1B4/4K3 w - - 0 1",
  "nrkbqrbn/pppppppp/8/8/8/8/PPPPPPPP/NRKBQRBN w BFbf - 0 1",
  "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
  "k7/4P3/8/8/8/8/8/4K3 w - - 0 1",
  "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1",
};

static void
check_input (const ChessPosition *pos, const ChessMoveLetters *local, const char *text,
             const ChessMoveInput *input)
{
  ChessMoveLetters english;
  char message[256];
  size_t n;

  for (int i = 0; i < input->candidates.count; i++)
    {
      if (!chess_position_is_legal_move (pos, input->candidates.moves[i]))
        abort ();
      for (int k = 0; k < i; k++)
        if (input->candidates.moves[k] == input->candidates.moves[i])
          abort ();
    }
  if (input->n_whole < 0 || input->n_whole > input->candidates.count)
    abort ();
  switch (input->state)
    {
    case CHESS_MOVE_INPUT_PLAY:
    case CHESS_MOVE_INPUT_COMPLETE:
      if (input->n_whole != 1 || input->move != input->candidates.moves[0]
          || chess_move_input_enter (input) != input->move)
        abort ();
      break;
    case CHESS_MOVE_INPUT_AMBIGUOUS:
      if (input->n_whole < 2 || chess_move_input_enter (input) != CHESS_MOVE_NONE)
        abort ();
      break;
    case CHESS_MOVE_INPUT_PARTIAL:
      if (input->n_whole != 0 || input->candidates.count == 0)
        abort ();
      break;
    case CHESS_MOVE_INPUT_EMPTY:
    case CHESS_MOVE_INPUT_ILLEGAL:
    case CHESS_MOVE_INPUT_MALFORMED:
      if (chess_move_input_enter (input) != CHESS_MOVE_NONE)
        abort ();
      break;
    default:
      abort ();
    }
  if (input->state == CHESS_MOVE_INPUT_MALFORMED
      && (input->bad_offset < 0 || (size_t) input->bad_offset >= strlen (text)))
    abort ();

  chess_move_letters_english (&english);
  n = chess_move_input_message (pos, text, input, local != NULL ? local : &english, message, sizeof message);
  if (n >= sizeof message || strlen (message) != n)
    abort ();
  if ((n == 0) != (input->state == CHESS_MOVE_INPUT_PLAY || input->state == CHESS_MOVE_INPUT_COMPLETE
                   || input->state == CHESS_MOVE_INPUT_EMPTY))
    abort ();

  if (input->state == CHESS_MOVE_INPUT_PLAY)
    {
      char san[CHESS_SAN_LETTERS_MAX];
      ChessMoveInput again;
      chess_move_to_san_letters (pos, input->move, local != NULL ? local : &english, san, sizeof san);
      chess_move_input_read (pos, local, san, &again);
      if (chess_move_input_enter (&again) != input->move)
        abort ();
    }
}

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  ChessPosition pos;
  ChessMoveList list;
  ChessMoveLetters greek;
  ChessMoveInput input;
  const ChessMoveLetters *local = NULL;
  size_t i;
  char *text;

  if (size < 2)
    return 0;
  if (!chess_position_from_fen (&pos, fens[(data[0] & 0x7F) % (sizeof fens / sizeof fens[0])], NULL))
    abort ();
  if (data[0] & 0x80)
    {
      if (!chess_move_letters_parse (&greek, "Ρ Β Π Α Ι", "α β γ δ ε ζ η θ"))
        abort ();
      local = &greek;
    }
  i = 2;
  for (int p = 0; p < data[1] % 16 && i < size; p++, i++)
    {
      ChessUndo undo;
      if (chess_position_legal_moves (&pos, &list) == 0)
        break;
      chess_position_make_move (&pos, list.moves[data[i] % list.count], &undo);
    }

  /* the rest as a NUL-terminated text, cut at an inner NUL */
  text = malloc (size - i + 1);
  if (!text)
    return 0;
  memcpy (text, data + i, size - i);
  text[size - i] = '\0';

  chess_move_input_read (&pos, local, text, &input);
  check_input (&pos, local, text, &input);
  free (text);
  return 0;
}
