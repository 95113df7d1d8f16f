/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-reader-command.c — the command line's commands read.
 *
 * The piece letters are the English ones, as on lichess (upper case for
 * White, lower case for Black); the words are the English ones too, short
 * and long ("c" or "clock"), since a blind player follows the guides of
 * lichess's blind mode that use them. */
#include "config.h"

#include "chess-reader-command.h"

#include <string.h>

static const struct {
  const char *word;
  ChessReaderCommandKind kind;
} words[] = {
  { "c", CHESS_READER_COMMAND_CLOCK },
  { "clock", CHESS_READER_COMMAND_CLOCK },
  { "clocks", CHESS_READER_COMMAND_CLOCK },
  { "l", CHESS_READER_COMMAND_LAST },
  { "last", CHESS_READER_COMMAND_LAST },
  { "e", CHESS_READER_COMMAND_EVAL },
  { "eval", CHESS_READER_COMMAND_EVAL },
  { "b", CHESS_READER_COMMAND_BEST },
  { "best", CHESS_READER_COMMAND_BEST },
};

static ChessPiece
piece_of_letter (char letter)
{
  static const char letters[] = "pnbrqk";
  const char *at = strchr (letters, g_ascii_tolower (letter));

  if (letter == '\0' || at == NULL)
    return CHESS_PIECE_NONE;
  return CHESS_MAKE_PIECE (g_ascii_isupper (letter) ? CHESS_WHITE : CHESS_BLACK,
                           (ChessPieceType) (at - letters));
}

/* "e" or "4" (or "۴"): a file or a rank. */
static gboolean
read_line (const char *arg, ChessReaderCommand *command)
{
  gunichar c;
  int digit;

  if (!g_utf8_validate (arg, -1, NULL) || arg[0] == '\0')
    return FALSE;
  c = g_utf8_get_char (arg);
  if (*g_utf8_next_char (arg) != '\0')
    return FALSE;
  if (c >= 'a' && c <= 'h')
    {
      command->is_file = TRUE;
      command->index = (int) (c - 'a');
      return TRUE;
    }
  if (c >= 'A' && c <= 'H')
    {
      command->is_file = TRUE;
      command->index = (int) (c - 'A');
      return TRUE;
    }
  digit = g_unichar_digit_value (c);
  if (digit < 1 || digit > 8)
    return FALSE;
  command->is_file = FALSE;
  command->index = digit - 1;
  return TRUE;
}

gboolean
chess_reader_command_parse (const char *text, ChessReaderCommand *command)
{
  g_autofree char *copy = NULL;
  char *line, *arg;

  g_return_val_if_fail (command != NULL, FALSE);
  memset (command, 0, sizeof *command);
  command->kind = CHESS_READER_COMMAND_NONE;
  if (text == NULL)
    return FALSE;
  copy = g_strstrip (g_strdup (text));
  line = copy[0] == '/' ? g_strchug (copy + 1) : copy;

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (g_ascii_strcasecmp (line, words[i].word) == 0)
      {
        command->kind = words[i].kind;
        return TRUE;
      }
  /* "p N", "s e": a letter, blanks, one argument */
  if (line[0] == '\0' || (line[1] != ' ' && line[1] != '\t'))
    return FALSE;
  arg = g_strchug (line + 1);
  switch (g_ascii_tolower (line[0]))
    {
    case 'p':
      if (arg[0] == '\0' || arg[1] != '\0' || piece_of_letter (arg[0]) == CHESS_PIECE_NONE)
        return FALSE;
      command->kind = CHESS_READER_COMMAND_PIECES;
      command->piece = piece_of_letter (arg[0]);
      return TRUE;
    case 's':
      if (!read_line (arg, command))
        return FALSE;
      command->kind = CHESS_READER_COMMAND_SCAN;
      return TRUE;
    default:
      return FALSE;
    }
}
