/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-move-letters.h — the letters a move is written and typed with:
 * English (the PGN standard's), a language's own (as its chess books
 * print them), or figurines; SAN written with them.
 *
 * Plain C17, libc only (the language's letters come from the catalogue
 * through dgettext of glibc). */
#pragma once

#include "chess-position.h"

/* One letter in UTF-8 and its NUL. */
#define CHESS_LETTER_MAX 8
/* SAN written with any letters: at most 8 letters of 4 bytes and the rest. */
#define CHESS_SAN_LETTERS_MAX 48

typedef struct {
  /* By ChessPieceType: pawn (usually ""), knight, bishop, rook, queen, king. */
  char pieces[6][CHESS_LETTER_MAX];
  /* The files a..h as the language's books print them (only read: moves
   * are written with a..h, as the board's coordinates show them). */
  char files[8][CHESS_LETTER_MAX];
  /* Written as ♘♗♖♕♔ for White's moves, ♞♝♜♛♚ for Black's (pieces unused). */
  bool figurines;
} ChessMoveLetters;

/* How a move list or an engine line writes moves (the setting "move-notation"). */
typedef enum {
  CHESS_NOTATION_ENGLISH = 0,
  CHESS_NOTATION_LOCAL,
  CHESS_NOTATION_FIGURINE
} ChessNotation;

/* K Q R B N and a..h, the PGN standard's letters. */
void chess_move_letters_english (ChessMoveLetters *letters);
/* The figurines (files a..h). */
void chess_move_letters_figurines (ChessMoveLetters *letters);
/* pieces: the letters of king, queen, rook, bishop, knight and, optionally,
 * pawn, in that order, one character each, separated by blanks; files:
 * eight characters separated by blanks, or NULL for a..h.  Refuses (false,
 * letters left English) anything else, or a letter given twice. */
bool chess_move_letters_parse (ChessMoveLetters *letters, const char *pieces, const char *files);
/* The interface language's letters, from its translation of two messages
 * (English when it has none or a bad one). */
void chess_move_letters_local (ChessMoveLetters *letters);
/* The notation a "move-notation" setting names ("english", "local",
 * "figurine"); English for anything else. */
ChessNotation chess_notation_from_name (const char *name);
/* The letters of a notation in the interface language. */
void chess_move_letters_for_notation (ChessMoveLetters *letters, ChessNotation notation);

/* SAN (as chess_move_to_san writes it: O-O, +, #) with these letters for
 * the pieces and the promotion; returns the length (0 if out is too small). */
size_t chess_move_to_san_letters (const ChessPosition *pos, ChessMove move,
                                  const ChessMoveLetters *letters, char *out, size_t size);
/* The same for a SAN text already written in English letters, played by
 * mover (for the figurines' colour). */
size_t chess_san_to_letters (const char *san, ChessColor mover, const ChessMoveLetters *letters,
                             char *out, size_t size);

/* The piece a letter typed on a board being set up stands for: a piece
 * letter of `local` (when not NULL) or of English (K Q R B N P), local
 * first where they differ.  A capital is White's piece, a small letter
 * Black's; a letter of a script without capitals (Persian) gives the
 * piece with *color -1, for the caller to choose.  CHESS_PIECE_TYPE_NONE
 * for a character that is no piece letter. */
ChessPieceType chess_move_letters_read_piece (const ChessMoveLetters *local, long cp, int *color);

/* ---- reading letters (shared with chess-move-input.c) ---- */

/* The next code point of UTF-8 text at *i (advanced past it), or -1 for a
 * byte that starts no valid character (*i advanced by one). */
long chess_utf8_next (const char *text, size_t length, size_t *i);
/* Lower case for Latin, Greek (its accented vowels without the accent, the
 * final sigma as sigma) and the Arabic script's alef forms. */
long chess_letter_fold (long cp);
/* Whether cp is an upper-case Latin or Greek letter. */
bool chess_letter_is_upper (long cp);
