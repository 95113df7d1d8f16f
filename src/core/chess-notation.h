/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-notation.h — FEN, SAN and UCI text for positions and moves.
 * Plain C17, libc only (messages go through dgettext of glibc). */
#pragma once

#include "chess-position.h"

typedef enum {
  CHESS_FEN_OK = 0,
  CHESS_FEN_FIELD_COUNT,      /* not 4 (EPD) or 6 fields */
  CHESS_FEN_BAD_PIECE,        /* a letter that is not a piece */
  CHESS_FEN_BAD_RANK,         /* a rank that does not sum to 8, or not 8 ranks */
  CHESS_FEN_KING_COUNT,       /* not exactly one king per side */
  CHESS_FEN_PAWN_ON_BACK_RANK,
  CHESS_FEN_BAD_SIDE,         /* side to move not w or b */
  CHESS_FEN_OPPONENT_IN_CHECK,/* the side not to move is in check */
  CHESS_FEN_BAD_CASTLING,     /* castling right the placement cannot have, or a bad letter */
  CHESS_FEN_BAD_EN_PASSANT,   /* no double push could have produced it */
  CHESS_FEN_BAD_COUNTER,      /* a counter that is not a number, too large, or a full-move number 0 */
  CHESS_FEN_IMPOSSIBLE_CHECK  /* a check no move could have given (strict mode) */
} ChessFenStatus;

typedef struct {
  ChessFenStatus status;
  int field;        /* 1..6, the FEN field at fault (0 if none) */
  int column;       /* byte offset in the text where the problem is */
  char message[192];/* translated, e.g. "field 2: side to move must be 'w' or 'b', not 'x'" */
} ChessFenError;

#define CHESS_FEN_START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
#define CHESS_FEN_MAX 96
/* Largest half-move clock or full-move number read (nine digits). */
#define CHESS_FEN_COUNTER_MAX 999999999u

/* Both modes refuse what has no meaning as a position: a bad shape (a rank
 * that is not 8 squares, two digits in a row such as "17", a field count
 * other than 4 or 6), unknown letters, not one king per side, pawns on the
 * back ranks, the side not to move in check, counters that are not numbers.
 *
 * Strict (typed by a user, --fen): also refuses castling rights the
 * placement cannot have, repeated, or out of order (White's before Black's,
 * K before Q), an en-passant square no double push produced, a full-move
 * number 0, counters with leading zeros, and a check no last move could
 * have given (chess_position_validate_setup's IMPOSSIBLE_CHECK).
 *
 * Lenient (FEN tags of files written by other programs): reads those as
 * their writer meant — impossible castling rights and en-passant squares
 * dropped, full-move number 0 read as 1, rights in any order — and says
 * what it repaired in a ChessFenWarnings. */
typedef enum {
  CHESS_FEN_STRICT = 0,
  CHESS_FEN_LENIENT
} ChessFenMode;

enum {
  CHESS_FEN_REPAIRED_CASTLING = 1 << 0,    /* rights the placement cannot have, dropped */
  CHESS_FEN_REPAIRED_EN_PASSANT = 1 << 1,  /* a square no double push produced, dropped */
  CHESS_FEN_REPAIRED_FULLMOVE = 1 << 2,    /* full-move number 0, read as 1 */
  CHESS_FEN_REPAIRED_IMPOSSIBLE_CHECK = 1 << 3 /* accepted as it is */
};

typedef struct {
  unsigned repairs;   /* CHESS_FEN_REPAIRED_* */
  char message[256];  /* translated; one clause per repair, "; " between them; "" if none */
} ChessFenWarnings;

/* Reads FEN, X-FEN and Shredder-FEN; a four-field EPD gets counters 0 1.
 * On failure pos is unspecified and error (if not NULL) says why; error
 * and warnings may be NULL. */
bool chess_position_read_fen (ChessPosition *pos, const char *fen, ChessFenMode mode,
                              ChessFenError *error, ChessFenWarnings *warnings);
/* chess_position_read_fen in strict mode. */
bool chess_position_from_fen (ChessPosition *pos, const char *fen, ChessFenError *error);
/* Writes FEN (KQkq; X-FEN letters where needed; Shredder letters if
 * pos->chess960 and ambiguous) into out (at least CHESS_FEN_MAX bytes). */
size_t chess_position_to_fen (const ChessPosition *pos, char *out, size_t size);

typedef enum {
  CHESS_SAN_OK = 0,
  CHESS_SAN_MALFORMED,   /* not a move at all */
  CHESS_SAN_ILLEGAL,     /* a move, but not legal here */
  CHESS_SAN_AMBIGUOUS,   /* more than one legal move fits */
  CHESS_SAN_WRONG_ANNOTATION /* (strict mode) a legal move whose '+', '#' or "e.p." is wrong; *move is set */
} ChessSanStatus;

#define CHESS_SAN_MAX 16

/* Spellings read in both modes: 0-0, o-o, OO, e8Q, e8=q, e8/Q, e8(Q),
 * Ng1f3, Ng1-f3, e2-e4, e5:d6, figurines, "e.p." / "ep" after an
 * en-passant capture, trailing + # ! ?.  A capture may leave out its x
 * when a piece letter or the pawn's file says what moves (Nf3 taking on
 * f3, ed5, e4d5), but a pawn move with neither x nor a file ("c4") is a
 * push and never a capture.  The text is the move alone: no blanks before
 * or after it (only " e.p." may stand apart).
 *
 * What the text says about itself is checked: a '+' on a move that gives
 * no check, a '#' on one that does not mate, "e.p." on a move that is no
 * en-passant capture.  A missing sign is no fault.  Lenient mode notes
 * these in *notes; strict mode (moves a user types) refuses them with
 * CHESS_SAN_WRONG_ANNOTATION. */
typedef enum {
  CHESS_SAN_LENIENT = 0,
  CHESS_SAN_STRICT
} ChessSanMode;

enum {
  CHESS_SAN_NOTE_WRONG_CHECK = 1 << 0,      /* '+' without check, '#' without mate */
  CHESS_SAN_NOTE_WRONG_EN_PASSANT = 1 << 1  /* "e.p." on a move that is no en-passant capture */
};

ChessSanStatus chess_move_read_san (const ChessPosition *pos, const char *text, size_t length,
                                    ChessSanMode mode, ChessMove *move, unsigned *notes);
/* chess_move_read_san in lenient mode, without the notes. */
ChessSanStatus chess_move_from_san (const ChessPosition *pos, const char *text, size_t length, ChessMove *move);
/* Writes SAN with +/# into out (at least CHESS_SAN_MAX bytes); returns the length. */
size_t chess_move_to_san (const ChessPosition *pos, ChessMove move, char *out);

/* UCI long algebraic: e2e4, e7e8q; castling e1g1, or king-to-rook (e1h1) when pos->chess960. */
ChessSanStatus chess_move_from_uci (const ChessPosition *pos, const char *text, size_t length, ChessMove *move);
size_t chess_move_to_uci (const ChessPosition *pos, ChessMove move, char *out);

/* "e4" etc.; out needs 3 bytes */
void chess_square_name (int square, char *out);
int chess_square_from_name (const char *text); /* CHESS_SQUARE_NONE if not a square */
