/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-fen.c — FEN, X-FEN and Shredder-FEN reading and writing; square names.
 *
 * The reader checks everything a position needs before the move generator
 * may touch it, and never reads past the terminating NUL. */
#include "chess-core-private.h"
#include "chess-i18n.h"
#include "chess-notation.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void
chess_square_name (int square, char *out)
{
  if (square < 0 || square >= 64)
    {
      out[0] = '-';
      out[1] = '\0';
      return;
    }
  out[0] = (char) ('a' + CHESS_SQUARE_FILE (square));
  out[1] = (char) ('1' + CHESS_SQUARE_RANK (square));
  out[2] = '\0';
}

int
chess_square_from_name (const char *text)
{
  if (!text || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
    return CHESS_SQUARE_NONE;
  return CHESS_SQUARE (text[0] - 'a', text[1] - '1');
}

typedef struct {
  const char *text;
  size_t offset;
  size_t length;
} FenField;

/* One reading: its mode and where problems go. */
typedef struct {
  ChessFenMode mode;
  ChessFenError *error;
  ChessFenWarnings *warnings;
} FenReading;

static bool fail (FenReading *r, ChessFenStatus status, int field, size_t column,
                  const char *format, ...) __attribute__ ((format (printf, 5, 6)));

static bool
fail (FenReading *r, ChessFenStatus status, int field, size_t column, const char *format, ...)
{
  ChessFenError *error = r->error;
  va_list args;
  error->status = status;
  error->field = field;
  error->column = column > INT32_MAX ? INT32_MAX : (int) column;
  va_start (args, format);
  vsnprintf (error->message, sizeof error->message, format, args);
  va_end (args);
  return false;
}

static void warn (FenReading *r, unsigned repair, const char *format, ...)
  __attribute__ ((format (printf, 3, 4)));

/* A lenient repair: noted, and described after the ones before it. */
static void
warn (FenReading *r, unsigned repair, const char *format, ...)
{
  ChessFenWarnings *w = r->warnings;
  size_t used = strlen (w->message);
  va_list args;

  w->repairs |= repair;
  if (used > 0 && used + 2 < sizeof w->message)
    {
      memcpy (w->message + used, "; ", 3);
      used += 2;
    }
  va_start (args, format);
  vsnprintf (w->message + used, sizeof w->message - used, format, args);
  va_end (args);
}

static bool
lenient (const FenReading *r)
{
  return r->mode == CHESS_FEN_LENIENT;
}

/* A byte shown safely in a message: the character, or its code. */
static void
describe_byte (char c, char out[8])
{
  unsigned char u = (unsigned char) c;
  if (u >= 0x20 && u < 0x7F)
    snprintf (out, 8, "'%c'", c);
  else
    snprintf (out, 8, "0x%02X", u);
}

/* A field shown in a message, cut short if it is long or unprintable. */
static void
describe_field (const FenField *f, char out[24])
{
  size_t n = 0;
  for (size_t i = 0; i < f->length && n < 20; i++)
    {
      unsigned char u = (unsigned char) f->text[i];
      out[n++] = (u >= 0x20 && u < 0x7F) ? (char) u : '?';
    }
  if (f->length > 20)
    {
      out[n++] = '.';
      out[n++] = '.';
    }
  out[n] = '\0';
}

static ChessPiece
piece_from_letter (char c)
{
  static const char letters[] = "pnbrqk";
  for (int t = 0; t < 6; t++)
    {
      if (c == letters[t])
        return CHESS_MAKE_PIECE (CHESS_BLACK, t);
      if (c == letters[t] - 'a' + 'A')
        return CHESS_MAKE_PIECE (CHESS_WHITE, t);
    }
  return CHESS_PIECE_NONE;
}

static bool
read_placement (ChessPosition *pos, const FenField *f, FenReading *r)
{
  int rank = 7, file = 0;
  bool after_digit = false;
  char what[8];

  for (size_t i = 0; i < f->length; i++)
    {
      char c = f->text[i];
      size_t column = f->offset + i;
      if (c == '/')
        {
          if (file != 8)
            return fail (r, CHESS_FEN_BAD_RANK, 1, column,
                         chess_tr ("field 1 (piece placement): rank %d has %d squares, expected 8"),
                         rank + 1, file);
          if (rank == 0)
            return fail (r, CHESS_FEN_BAD_RANK, 1, column,
                         chess_tr ("field 1 (piece placement): more than 8 ranks"));
          rank--;
          file = 0;
          after_digit = false;
          continue;
        }
      if (c >= '1' && c <= '8')
        {
          /* "17" adds up to 8 but is no FEN: one digit counts each run of
           * empty squares (python-chess and chess.js refuse it too). */
          if (after_digit)
            return fail (r, CHESS_FEN_BAD_RANK, 1, column,
                         chess_tr ("field 1 (piece placement): rank %d has two digits in a row ('%c%c'); "
                                   "one digit counts a run of empty squares"),
                         rank + 1, f->text[i - 1], c);
          after_digit = true;
          file += c - '0';
          if (file > 8)
            return fail (r, CHESS_FEN_BAD_RANK, 1, column,
                         chess_tr ("field 1 (piece placement): rank %d has more than 8 squares"), rank + 1);
          continue;
        }
      after_digit = false;
      ChessPiece piece = piece_from_letter (c);
      if (piece == CHESS_PIECE_NONE)
        {
          describe_byte (c, what);
          return fail (r, CHESS_FEN_BAD_PIECE, 1, column,
                       chess_tr ("field 1 (piece placement): %s is not a piece letter (PNBRQK, pnbrqk) or a digit 1-8"),
                       what);
        }
      if (file >= 8)
        return fail (r, CHESS_FEN_BAD_RANK, 1, column,
                     chess_tr ("field 1 (piece placement): rank %d has more than 8 squares"), rank + 1);
      chess_position_put_piece (pos, CHESS_SQUARE (file, rank), piece);
      file++;
    }
  if (file != 8)
    return fail (r, CHESS_FEN_BAD_RANK, 1, f->offset + f->length,
                 chess_tr ("field 1 (piece placement): rank %d has %d squares, expected 8"), rank + 1, file);
  if (rank != 0)
    return fail (r, CHESS_FEN_BAD_RANK, 1, f->offset + f->length,
                 chess_tr ("field 1 (piece placement): %d ranks, expected 8"), 8 - rank);

  for (int color = 0; color < 2; color++)
    {
      int kings = chess_bb_popcount (chess_position_pieces (pos, (ChessColor) color, CHESS_KING));
      if (kings != 1)
        return fail (r, CHESS_FEN_KING_COUNT, 1, f->offset,
                     color == CHESS_WHITE
                     ? chess_tr ("field 1 (piece placement): White has %d kings, expected exactly one")
                     : chess_tr ("field 1 (piece placement): Black has %d kings, expected exactly one"),
                     kings);
    }
  ChessBitboard misplaced = pos->by_type[CHESS_PAWN] & (CHESS_BB_RANK_1 | CHESS_BB_RANK_8);
  if (misplaced)
    {
      char name[3];
      chess_square_name (chess_bb_lsb (misplaced), name);
      return fail (r, CHESS_FEN_PAWN_ON_BACK_RANK, 1, f->offset,
                   chess_tr ("field 1 (piece placement): pawn on %s; pawns cannot stand on the first or last rank"),
                   name);
    }
  return true;
}

int
chess_position_outermost_rook (const ChessPosition *pos, ChessColor color, bool queen_side)
{
  int king = chess_position_king_square (pos, color);
  int rank = color == CHESS_WHITE ? 0 : 7;
  ChessPiece rook = CHESS_MAKE_PIECE (color, CHESS_ROOK);

  if (king == CHESS_SQUARE_NONE || CHESS_SQUARE_RANK (king) != rank)
    return CHESS_SQUARE_NONE;
  if (queen_side)
    {
      for (int f = 0; f < CHESS_SQUARE_FILE (king); f++)
        if (pos->board[CHESS_SQUARE (f, rank)] == rook)
          return CHESS_SQUARE (f, rank);
    }
  else
    {
      for (int f = 7; f > CHESS_SQUARE_FILE (king); f--)
        if (pos->board[CHESS_SQUARE (f, rank)] == rook)
          return CHESS_SQUARE (f, rank);
    }
  return CHESS_SQUARE_NONE;
}

/* Castling letters: KQkq (X-FEN: the outermost rook), or the rook's file
 * (Shredder-FEN).  Strict mode wants them in order and possible; lenient
 * mode takes any order and drops what the placement cannot have. */
static bool
read_castling (ChessPosition *pos, const FenField *f, FenReading *r)
{
  bool seen_black = false;
  bool seen_queen[2] = { false, false };
  char what[8];
  char dropped[16];
  size_t n_dropped = 0;

  if (f->length == 1 && f->text[0] == '-')
    return true;
  for (size_t i = 0; i < f->length; i++)
    {
      char c = f->text[i];
      size_t column = f->offset + i;
      ChessColor color;
      int rook;

      describe_byte (c, what);
      if (c >= 'A' && c <= 'Z')
        color = CHESS_WHITE;
      else if (c >= 'a' && c <= 'z')
        color = CHESS_BLACK;
      else
        return fail (r, CHESS_FEN_BAD_CASTLING, 3, column,
                     chess_tr ("field 3 (castling): %s is not a castling letter (KQkq, a file letter, or '-')"), what);
      char lower = (char) (color == CHESS_WHITE ? c - 'A' + 'a' : c);
      if (lower != 'k' && lower != 'q' && (lower < 'a' || lower > 'h'))
        return fail (r, CHESS_FEN_BAD_CASTLING, 3, column,
                     chess_tr ("field 3 (castling): %s is not a castling letter (KQkq, a file letter, or '-')"), what);
      if (color == CHESS_WHITE && seen_black && !lenient (r))
        return fail (r, CHESS_FEN_BAD_CASTLING, 3, column,
                     chess_tr ("field 3 (castling): White's right %s comes after Black's rights"), what);
      if (color == CHESS_BLACK)
        seen_black = true;

      if (lower == 'k' || lower == 'q')
        {
          if (lower == 'k' && seen_queen[color] && !lenient (r))
            return fail (r, CHESS_FEN_BAD_CASTLING, 3, column,
                         chess_tr ("field 3 (castling): %s must come before the queen-side right"), what);
          seen_queen[color] = seen_queen[color] || lower == 'q';
          rook = chess_position_outermost_rook (pos, color, lower == 'q');
        }
      else
        rook = CHESS_SQUARE (lower - 'a', color == CHESS_WHITE ? 0 : 7);

      int king = chess_position_king_square (pos, color);
      if (rook != CHESS_SQUARE_NONE && rook != king
          && (pos->castling & (1 << chess_castling_index (color, rook < king))))
        {
          /* That side's right is already given: a repetition, harmless
           * when lenient. */
          if (lenient (r))
            continue;
          return fail (r, CHESS_FEN_BAD_CASTLING, 3, column,
                       chess_tr ("field 3 (castling): right %s repeats a right already given"), what);
        }
      if (rook != CHESS_SQUARE_NONE && chess_position_add_castling_right (pos, color, rook))
        continue;
      if (!lenient (r))
        return fail (r, CHESS_FEN_BAD_CASTLING, 3, column,
                     chess_tr ("field 3 (castling): right %s needs the king on its first rank and a rook on that side"),
                     what);
      if (n_dropped < sizeof dropped - 1)
        dropped[n_dropped++] = c;
    }
  if (n_dropped > 0)
    {
      dropped[n_dropped] = '\0';
      warn (r, CHESS_FEN_REPAIRED_CASTLING,
            chess_tr ("field 3 (castling): %s dropped: the king or rook is not where castling needs it"), dropped);
    }
  return true;
}

static bool
read_en_passant (ChessPosition *pos, const FenField *f, FenReading *r)
{
  char shown[24];
  ChessColor us = (ChessColor) pos->side_to_move;
  const char *problem = NULL;

  if (f->length == 1 && f->text[0] == '-')
    return true;
  describe_field (f, shown);
  if (f->length != 2 || chess_square_from_name (f->text) == CHESS_SQUARE_NONE)
    return fail (r, CHESS_FEN_BAD_EN_PASSANT, 4, f->offset,
                 chess_tr ("field 4 (en passant): '%s' is not a square or '-'"), shown);
  int ep = chess_square_from_name (f->text);
  int rank = CHESS_SQUARE_RANK (ep);
  int pushed = us == CHESS_WHITE ? ep - 8 : ep + 8;
  int origin = us == CHESS_WHITE ? ep + 8 : ep - 8;
  char message[192], pushed_name[3], origin_name[3];

  if (rank != (us == CHESS_WHITE ? 5 : 2))
    {
      snprintf (message, sizeof message,
                us == CHESS_WHITE
                ? chess_tr ("field 4 (en passant): %s is not on the 6th rank, where Black's double pawn push passes")
                : chess_tr ("field 4 (en passant): %s is not on the 3rd rank, where White's double pawn push passes"),
                shown);
      problem = message;
    }
  else
    {
      chess_square_name (pushed, pushed_name);
      chess_square_name (origin, origin_name);
      if (pos->board[pushed] != CHESS_MAKE_PIECE (us ^ 1, CHESS_PAWN))
        snprintf (message, sizeof message,
                  chess_tr ("field 4 (en passant): %s needs a pawn of the side that just moved on %s"),
                  shown, pushed_name), problem = message;
      else if (pos->board[ep] != CHESS_PIECE_NONE || pos->board[origin] != CHESS_PIECE_NONE)
        snprintf (message, sizeof message,
                  chess_tr ("field 4 (en passant): %s needs %s and %s empty after a double pawn push"),
                  shown, shown, origin_name), problem = message;
    }
  if (problem)
    {
      if (!lenient (r))
        return fail (r, CHESS_FEN_BAD_EN_PASSANT, 4, f->offset, "%s", problem);
      warn (r, CHESS_FEN_REPAIRED_EN_PASSANT, chess_tr ("%s; dropped"), problem);
      return true;
    }
  /* As after a move: only kept when a pawn of ours stands beside the pushed one. */
  if (chess_pawn_attacks[us ^ 1][ep] & chess_position_pieces (pos, us, CHESS_PAWN))
    pos->ep_square = (uint8_t) ep;
  return true;
}

static bool
read_counter (const FenField *f, int field, uint32_t *value, FenReading *r)
{
  char shown[24];
  uint32_t v = 0;

  describe_field (f, shown);
  for (size_t i = 0; i < f->length; i++)
    {
      if (f->text[i] < '0' || f->text[i] > '9')
        return fail (r, CHESS_FEN_BAD_COUNTER, field, f->offset + i,
                     field == 5 ? chess_tr ("field 5 (half-move clock): '%s' is not a number")
                                : chess_tr ("field 6 (full-move number): '%s' is not a number"),
                     shown);
      v = v * 10 + (uint32_t) (f->text[i] - '0');
      if (v > CHESS_FEN_COUNTER_MAX)
        return fail (r, CHESS_FEN_BAD_COUNTER, field, f->offset,
                     field == 5 ? chess_tr ("field 5 (half-move clock): %s is too large (at most %u)")
                                : chess_tr ("field 6 (full-move number): %s is too large (at most %u)"),
                     shown, CHESS_FEN_COUNTER_MAX);
    }
  if (f->length > 1 && f->text[0] == '0' && !lenient (r))
    return fail (r, CHESS_FEN_BAD_COUNTER, field, f->offset,
                 field == 5 ? chess_tr ("field 5 (half-move clock): '%s' has a leading zero")
                            : chess_tr ("field 6 (full-move number): '%s' has a leading zero"),
                 shown);
  if (field == 6 && v == 0)
    {
      if (!lenient (r))
        return fail (r, CHESS_FEN_BAD_COUNTER, field, f->offset, "%s",
                     chess_tr ("field 6 (full-move number): 0, but moves are numbered from 1"));
      warn (r, CHESS_FEN_REPAIRED_FULLMOVE, "%s", chess_tr ("field 6 (full-move number): 0 read as 1"));
      v = 1;
    }
  *value = v;
  return true;
}

/* A check no last move could have given: refused when strict. */
static bool
check_checks (const ChessPosition *pos, const FenField *placement, FenReading *r)
{
  unsigned flags = chess_position_validate_setup (pos);
  char message[192];

  if (!(flags & CHESS_SETUP_IMPOSSIBLE_CHECK))
    return true;
  if (flags & CHESS_SETUP_TOO_MANY_CHECKERS)
    snprintf (message, sizeof message,
              chess_tr ("field 1 (piece placement): %d pieces give check at once; no move gives more than two checks"),
              chess_bb_popcount (chess_position_checkers (pos)));
  else
    snprintf (message, sizeof message, "%s",
              chess_tr ("field 1 (piece placement): the side to move is in a check that no move could have given"));
  if (!lenient (r))
    return fail (r, CHESS_FEN_IMPOSSIBLE_CHECK, 1, placement->offset, "%s", message);
  warn (r, CHESS_FEN_REPAIRED_IMPOSSIBLE_CHECK, chess_tr ("%s; read as it is"), message);
  return true;
}

void
chess_position_mark_chess960 (ChessPosition *pos)
{
  pos->chess960 = false;
  for (int k = 0; k < 4; k++)
    if (pos->castling & (1 << k))
      {
        int king = chess_position_king_square (pos, (ChessColor) (k >> 1));
        int rook_file = CHESS_SQUARE_FILE (pos->castling_rook[k]);
        if (CHESS_SQUARE_FILE (king) != 4 || (rook_file != 0 && rook_file != 7))
          pos->chess960 = true;
      }
}

static bool
is_space (char c)
{
  return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

bool
chess_position_read_fen (ChessPosition *pos, const char *fen, ChessFenMode mode,
                         ChessFenError *error, ChessFenWarnings *warnings)
{
  ChessFenError scratch_error;
  ChessFenWarnings scratch_warnings;
  FenReading reading = { mode, error ? error : &scratch_error, warnings ? warnings : &scratch_warnings };
  FenReading *r = &reading;
  FenField fields[6];
  int n = 0;
  size_t i = 0;

  r->error->status = CHESS_FEN_OK;
  r->error->field = 0;
  r->error->column = 0;
  r->error->message[0] = '\0';
  r->warnings->repairs = 0;
  r->warnings->message[0] = '\0';
  chess_position_clear (pos);
  if (!fen)
    fen = "";

  for (;;)
    {
      while (is_space (fen[i]))
        i++;
      if (fen[i] == '\0')
        break;
      size_t begin = i;
      while (fen[i] != '\0' && !is_space (fen[i]))
        i++;
      if (n < 6)
        fields[n] = (FenField) { fen + begin, begin, i - begin };
      n++;
    }
  if (n != 4 && n != 6)
    return fail (r, CHESS_FEN_FIELD_COUNT, 0, i,
                 chess_tr ("expected 6 fields (or 4 for EPD) separated by spaces, found %d"), n);

  if (!read_placement (pos, &fields[0], r))
    return false;

  if (fields[1].length != 1 || (fields[1].text[0] != 'w' && fields[1].text[0] != 'b'))
    {
      char shown[24];
      describe_field (&fields[1], shown);
      return fail (r, CHESS_FEN_BAD_SIDE, 2, fields[1].offset,
                   chess_tr ("field 2 (side to move): expected 'w' or 'b', found '%s'"), shown);
    }
  pos->side_to_move = fields[1].text[0] == 'w' ? CHESS_WHITE : CHESS_BLACK;
  {
    ChessColor them = (ChessColor) (pos->side_to_move ^ 1);
    if (chess_position_is_square_attacked (pos, chess_position_king_square (pos, them),
                                           (ChessColor) pos->side_to_move))
      return fail (r, CHESS_FEN_OPPONENT_IN_CHECK, 2, fields[1].offset,
                   them == CHESS_WHITE
                   ? chess_tr ("field 2 (side to move): Black is to move but White is in check")
                   : chess_tr ("field 2 (side to move): White is to move but Black is in check"));
  }

  if (!read_castling (pos, &fields[2], r))
    return false;
  if (!read_en_passant (pos, &fields[3], r))
    return false;

  pos->halfmove_clock = 0;
  pos->fullmove_number = 1;
  if (n == 6
      && (!read_counter (&fields[4], 5, &pos->halfmove_clock, r)
          || !read_counter (&fields[5], 6, &pos->fullmove_number, r)))
    return false;

  chess_position_finish_setup (pos);
  chess_position_mark_chess960 (pos);
  return check_checks (pos, &fields[0], r);
}

bool
chess_position_from_fen (ChessPosition *pos, const char *fen, ChessFenError *error)
{
  return chess_position_read_fen (pos, fen, CHESS_FEN_STRICT, error, NULL);
}

/* Is the right's rook the outermost of its colour on that side, so that
 * K/Q/k/q names it? */
static bool
rook_is_outermost (const ChessPosition *pos, int right)
{
  ChessColor color = (ChessColor) (right >> 1);
  return chess_position_outermost_rook (pos, color, right & 1) == pos->castling_rook[right];
}

size_t
chess_position_to_fen (const ChessPosition *pos, char *out, size_t size)
{
  char buf[128];
  size_t n = 0;

  for (int rank = 7; rank >= 0; rank--)
    {
      int empty = 0;
      for (int file = 0; file < 8; file++)
        {
          ChessPiece p = pos->board[CHESS_SQUARE (file, rank)];
          if (p == CHESS_PIECE_NONE || CHESS_PIECE_TYPE (p) >= CHESS_PIECE_TYPE_NONE)
            {
              empty++;
              continue;
            }
          if (empty)
            buf[n++] = (char) ('0' + empty);
          empty = 0;
          char letter = "pnbrqk"[CHESS_PIECE_TYPE (p)];
          buf[n++] = CHESS_PIECE_COLOR (p) == CHESS_WHITE ? (char) (letter - 'a' + 'A') : letter;
        }
      if (empty)
        buf[n++] = (char) ('0' + empty);
      if (rank)
        buf[n++] = '/';
    }
  buf[n++] = ' ';
  buf[n++] = pos->side_to_move == CHESS_WHITE ? 'w' : 'b';
  buf[n++] = ' ';

  if ((pos->castling & 15) == 0)
    buf[n++] = '-';
  for (int color = 0; color < 2; color++)
    {
      char base = color == CHESS_WHITE ? 'A' : 'a';
      int king_side = color * 2, queen_side = color * 2 + 1;
      bool has_k = pos->castling & (1 << king_side), has_q = pos->castling & (1 << queen_side);
      if (pos->chess960)
        {
          /* Shredder-FEN: the rooks' files, queen side (lower file) first. */
          if (has_q)
            buf[n++] = (char) (base + CHESS_SQUARE_FILE (pos->castling_rook[queen_side]));
          if (has_k)
            buf[n++] = (char) (base + CHESS_SQUARE_FILE (pos->castling_rook[king_side]));
          continue;
        }
      if (has_k)
        buf[n++] = rook_is_outermost (pos, king_side)
                   ? (char) (base + 'K' - 'A')
                   : (char) (base + CHESS_SQUARE_FILE (pos->castling_rook[king_side]));
      if (has_q)
        buf[n++] = rook_is_outermost (pos, queen_side)
                   ? (char) (base + 'Q' - 'A')
                   : (char) (base + CHESS_SQUARE_FILE (pos->castling_rook[queen_side]));
    }
  buf[n++] = ' ';
  if (pos->ep_square < 64)
    {
      chess_square_name (pos->ep_square, buf + n);
      n += 2;
    }
  else
    buf[n++] = '-';
  n += (size_t) snprintf (buf + n, sizeof buf - n, " %u %u",
                          (unsigned) pos->halfmove_clock, (unsigned) pos->fullmove_number);
  if (size > 0)
    {
      size_t copy = n < size - 1 ? n : size - 1;
      memcpy (out, buf, copy);
      out[copy] = '\0';
    }
  return n;
}
