/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-reader-command.c — libFuzzer target for the command line's reader
 * (chess_reader_command_parse).  Input: the text typed.  Whatever it
 * reads must hold together: a command exactly when it says so; a piece
 * only for "p", a real piece; a file or rank only for "s", 0 to 7; and
 * the same text read again gives the same command. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "chess-reader-command.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  char *text = malloc (size + 1);
  ChessReaderCommand command, again;
  gboolean read;

  memcpy (text, data, size);
  text[size] = '\0';
  read = chess_reader_command_parse (text, &command);
  if (read != (command.kind != CHESS_READER_COMMAND_NONE))
    abort ();
  if (command.kind == CHESS_READER_COMMAND_PIECES
      && (CHESS_PIECE_TYPE (command.piece) > CHESS_KING || CHESS_PIECE_COLOR (command.piece) > CHESS_BLACK))
    abort ();
  if (command.kind == CHESS_READER_COMMAND_SCAN && (command.index < 0 || command.index > 7))
    abort ();
  if (chess_reader_command_parse (text, &again) != read || memcmp (&command, &again, sizeof command) != 0)
    abort ();
  free (text);
  return 0;
}
