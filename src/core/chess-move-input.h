/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-move-input.h — a move as a person types it, read while it is
 * typed: the legal moves it may become, and whether it is one already.
 *
 * Lenient as lichess's keyboard moves: SAN (Nf3, exd5, O-O, 0-0, e8=Q),
 * UCI (g1f3, e7e8q), over-specified SAN (Ng1f3, e2-e4); x, +, #, =, the
 * dashes, "e.p." and blanks may be left out or put in; case does not
 * matter, but for b: a lower-case b is the b-file and a capital B the
 * bishop whenever both readings fit a legal move (otherwise the one that
 * fits is taken).  Piece letters are the English ones, the figurines, and
 * the interface language's (ChessMoveLetters, e.g. Greek Ι for the
 * knight, Persian ا); its file letters too (Greek α..θ), the same rule
 * telling Greek Α (bishop) from α (a-file) and Β (queen) from β; digits
 * may be Persian or Arabic-Indic; O, o, 0 and the Greek omicron castle.
 *
 * Plain C17, libc only. */
#pragma once

#include "chess-move-letters.h"

typedef enum {
  CHESS_MOVE_INPUT_EMPTY = 0,
  /* One whole move and no other move begins so: play it at once. */
  CHESS_MOVE_INPUT_PLAY,
  /* One whole move, but others go on from it (O-O before O-O-O; a reading
   * of b or β that was not the first choice): Enter plays it. */
  CHESS_MOVE_INPUT_COMPLETE,
  /* The beginning of one or more moves (a promotion without its piece). */
  CHESS_MOVE_INPUT_PARTIAL,
  /* A whole move for more than one legal move (Nd2 with two knights). */
  CHESS_MOVE_INPUT_AMBIGUOUS,
  /* Letters of moves, but no legal move begins so. */
  CHESS_MOVE_INPUT_ILLEGAL,
  /* A character that is no piece, file, rank or sign. */
  CHESS_MOVE_INPUT_MALFORMED
} ChessMoveInputState;

typedef struct {
  ChessMoveInputState state;
  /* PLAY and COMPLETE: the move. */
  ChessMove move;
  /* The legal moves the text fits, the whole ones first (n_whole of them),
   * then those it begins, each group in the order of their SAN.  ILLEGAL:
   * the legal moves of the piece named, or to the square named. */
  ChessMoveList candidates;
  int n_whole;
  /* MALFORMED: the byte offset of the first character not understood. */
  int bad_offset;
} ChessMoveInput;

/* Reads text (UTF-8, NUL-terminated) in pos; local may be NULL (English
 * letters and figurines only). */
void chess_move_input_read (const ChessPosition *pos, const ChessMoveLetters *local,
                            const char *text, ChessMoveInput *input);
/* The move Enter plays (PLAY or COMPLETE), else CHESS_MOVE_NONE. */
ChessMove chess_move_input_enter (const ChessMoveInput *input);
/* Why Enter plays nothing (translated, e.g. "Nd2 is ambiguous: Nbd2,
 * Nfd2"), with the candidates written in letters; "" for PLAY, COMPLETE
 * and EMPTY.  Returns the length. */
size_t chess_move_input_message (const ChessPosition *pos, const char *text,
                                 const ChessMoveInput *input, const ChessMoveLetters *letters,
                                 char *out, size_t size);
/* The candidates written in letters, separated by the language's comma,
 * at most max of them (then "…"); returns the length. */
size_t chess_move_input_list (const ChessPosition *pos, const ChessMoveList *moves, int max,
                              const ChessMoveLetters *letters, char *out, size_t size);
