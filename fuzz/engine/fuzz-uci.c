/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-uci — arbitrary engine output into the UCI readers (chess-uci.c).
 * The first byte picks the position the lines are read against; the rest
 * is split into lines.  Whatever an engine writes, a principal variation
 * must replay legally, a best move must be legal, and an option must come
 * out consistent (its default acceptable, its setoption line one line). */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chess-uci.h"
#include "chess-notation.h"

static const char *const positions[] = {
  CHESS_FEN_START,
  "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
  "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1",
  "8/P6k/8/8/8/8/6p1/K7 w - - 0 1",
  "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
  "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
};

static void
die (const char *line, const char *what)
{
  fprintf (stderr, "fuzz-uci: %s for line \"%s\"\n", what, line);
  abort ();
}

static void
check_line (const char *line, const ChessPosition *pos)
{
  ChessUciInfo info;
  ChessMove best, ponder;
  ChessUciIdKind kind;
  char text[16];
  ChessUciOption *option;
  char *id;

  chess_uci_line_kind (line);
  if (chess_uci_parse_info (line, pos, &info))
    {
      ChessPosition replay = *pos;

      if (info.pv_length < 0 || info.pv_length > CHESS_UCI_MAX_PV || info.multipv < 1)
        die (line, "info out of range");
      for (int i = 0; i < info.pv_length; i++)
        {
          ChessUndo undo;

          if (!chess_position_is_legal_move (&replay, info.pv[i]))
            die (line, "illegal move in a pv");
          chess_position_make_move (&replay, info.pv[i], &undo);
        }
      if ((info.fields & CHESS_UCI_INFO_CURRMOVE) && !chess_position_is_legal_move (pos, info.currmove))
        die (line, "illegal currmove");
      chess_uci_info_white_cp (&info, chess_position_side_to_move (pos));
    }

  switch (chess_uci_parse_bestmove (line, pos, &best, &ponder, text))
    {
    case CHESS_UCI_BESTMOVE_OK:
      {
        ChessPosition after = *pos;
        ChessUndo undo;

        if (!chess_position_is_legal_move (pos, best))
          die (line, "illegal best move accepted");
        chess_position_make_move (&after, best, &undo);
        if (ponder != CHESS_MOVE_NONE && !chess_position_is_legal_move (&after, ponder))
          die (line, "illegal ponder move accepted");
      }
      break;
    default:
      if (best != CHESS_MOVE_NONE)
        die (line, "a move with a failure");
      break;
    }
  if (strlen (text) > 15)
    die (line, "bestmove text too long");

  id = chess_uci_parse_id (line, &kind);
  free (id);

  option = chess_uci_option_parse (line);
  if (option != NULL)
    {
      ChessUciOption *copy = chess_uci_option_copy (option);
      char *command;

      if (option->name == NULL || option->name[0] == '\0' || option->default_value == NULL || option->vars == NULL)
        die (line, "incomplete option");
      if (option->type != CHESS_UCI_OPTION_BUTTON && !chess_uci_option_accepts (option, option->default_value))
        die (line, "option default it does not accept");
      if (option->type == CHESS_UCI_OPTION_SPIN && option->min > option->max)
        die (line, "spin range reversed");
      command = chess_uci_setoption_command (option->name, option->default_value);
      if (command == NULL || strchr (command, '\n') != command + strlen (command) - 1)
        die (line, "setoption is not one line");
      free (command);
      chess_uci_option_free (copy);
      chess_uci_option_free (option);
    }
}

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  ChessPosition pos;
  char *text, *line, *next;

  if (size == 0)
    return 0;
  if (!chess_position_from_fen (&pos, positions[data[0] % (sizeof positions / sizeof positions[0])], NULL))
    abort ();
  text = malloc (size);
  memcpy (text, data + 1, size - 1);
  text[size - 1] = '\0';
  for (line = text; line != NULL; line = next)
    {
      next = strchr (line, '\n');
      if (next != NULL)
        *next++ = '\0';
      check_line (line, &pos);
    }
  free (text);
  return 0;
}
