/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-reader-command.h — the commands of the board's command line, as
 * lichess's blind mode has them: "p N" (where the white knights stand;
 * "p n" the black ones), "s e" (what stands on the e-file), "s 4" (on the
 * fourth rank), "clock", "last", "eval", "best".  Parsed without GTK so
 * that every form is tested, and fuzzed. */
#pragma once

#include <glib.h>

#include "chess-position.h"

G_BEGIN_DECLS

typedef enum {
  CHESS_READER_COMMAND_NONE,     /* not a command */
  CHESS_READER_COMMAND_PIECES,   /* p N */
  CHESS_READER_COMMAND_SCAN,     /* s e, s 4 */
  CHESS_READER_COMMAND_CLOCK,    /* clock, c */
  CHESS_READER_COMMAND_LAST,     /* last, l */
  CHESS_READER_COMMAND_EVAL,     /* eval, e */
  CHESS_READER_COMMAND_BEST,     /* best, b */
} ChessReaderCommandKind;

typedef struct {
  ChessReaderCommandKind kind;
  ChessPiece piece;              /* PIECES: upper case white, lower case black */
  gboolean is_file;              /* SCAN: a file (index 0 = a) or a rank (0 = 1) */
  int index;
} ChessReaderCommand;

/* Reads `text` (a leading "/" and blanks around are allowed; the words in
 * any case; ranks in any script's digits).  FALSE, with kind NONE, when
 * it is no command. */
gboolean chess_reader_command_parse (const char *text, ChessReaderCommand *command);

G_END_DECLS
