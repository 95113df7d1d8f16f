/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-san.c — Standard Algebraic Notation and UCI long algebraic for moves.
 *
 * Writing follows the PGN standard: disambiguation only among legal moves,
 * file before rank before full square, "=Q" promotions, "+"/"#" suffixes,
 * O-O/O-O-O.  Reading is lenient about spelling (0-0, o-o, e8Q, e8=q, e8/Q,
 * Ng1f3, Ng1-f3, e5:d6, exd6e.p., a missing or superfluous x, figurines,
 * trailing annotations) and strict about meaning: every legal move that fits
 * the text is counted, and the answer is malformed, illegal, ambiguous or
 * exactly one move; a pawn move without x or file is a push; the check
 * sign and en-passant remark must be true (chess-notation.h).  Nothing here
 * allocates or reads past `length`.
 *
 * Plain C17, libc only. */

#include "chess-notation.h"

#include <string.h>

/* ------------------------------------------------------------------ */
/* Small helpers                                                       */

static const char piece_letters[6] = { 'P', 'N', 'B', 'R', 'Q', 'K' };

static inline bool
is_file_char (char c)
{
  return c >= 'a' && c <= 'h';
}

static inline bool
is_rank_char (char c)
{
  return c >= '1' && c <= '8';
}

static char *
put_square (char *out, int square)
{
  *out++ = (char) ('a' + CHESS_SQUARE_FILE (square));
  *out++ = (char) ('1' + CHESS_SQUARE_RANK (square));
  return out;
}

/* Upper-case piece letter (also 'P') to a type; CHESS_PIECE_TYPE_NONE if none. */
static ChessPieceType
piece_type_from_upper (char c)
{
  switch (c)
    {
    case 'P': return CHESS_PAWN;
    case 'N': return CHESS_KNIGHT;
    case 'B': return CHESS_BISHOP;
    case 'R': return CHESS_ROOK;
    case 'Q': return CHESS_QUEEN;
    case 'K': return CHESS_KING;
    default: return CHESS_PIECE_TYPE_NONE;
    }
}

static ChessPieceType
piece_type_from_any_case (char c)
{
  if (c >= 'a' && c <= 'z')
    c = (char) (c - 'a' + 'A');
  return piece_type_from_upper (c);
}

/* The figurines U+2654..U+265F are E2 99 94..9F in UTF-8: white K Q R B N P,
 * then black K Q R B N P. */
static ChessPieceType
figurine_type (const char *s, size_t n)
{
  static const ChessPieceType order[6] = {
    CHESS_KING, CHESS_QUEEN, CHESS_ROOK, CHESS_BISHOP, CHESS_KNIGHT, CHESS_PAWN
  };
  unsigned char c2;

  if (n < 3 || (unsigned char) s[0] != 0xE2 || (unsigned char) s[1] != 0x99)
    return CHESS_PIECE_TYPE_NONE;
  c2 = (unsigned char) s[2];
  if (c2 < 0x94 || c2 > 0x9F)
    return CHESS_PIECE_TYPE_NONE;
  return order[(c2 - 0x94) % 6];
}

static bool
castling_is_king_side (ChessMove move)
{
  return CHESS_SQUARE_FILE (chess_move_to (move)) > CHESS_SQUARE_FILE (chess_move_from (move));
}

/* ------------------------------------------------------------------ */
/* Writing                                                             */

static char *
put_check_suffix (const ChessPosition *pos, ChessMove move, char *out)
{
  ChessPosition after = *pos;
  ChessUndo undo;

  chess_position_make_move (&after, move, &undo);
  if (chess_position_in_check (&after))
    *out++ = chess_position_has_legal_move (&after) ? '+' : '#';
  return out;
}

/* File, rank or both of `from` so that no other legal move of the same
 * piece type to the same square fits. */
static char *
put_disambiguation (const ChessPosition *pos, ChessMove move, ChessPieceType type, char *out)
{
  ChessColor us = chess_position_side_to_move (pos);
  int from = chess_move_from (move), to = chess_move_to (move);
  ChessBitboard same = pos->by_type[type] & pos->by_color[us];
  ChessMoveList list;
  bool clash = false, file_clash = false, rank_clash = false;

  /* Cheap exit: the only piece of its kind needs no hint. */
  if ((same & (same - 1)) == 0)
    return out;

  chess_position_legal_moves (pos, &list);
  for (int i = 0; i < list.count; i++)
    {
      ChessMove other = list.moves[i];
      int other_from = chess_move_from (other);

      if (chess_move_to (other) != to || other_from == from
          || chess_move_kind (other) == CHESS_MOVE_CASTLING
          || CHESS_PIECE_TYPE (pos->board[other_from]) != type)
        continue;
      clash = true;
      if (CHESS_SQUARE_FILE (other_from) == CHESS_SQUARE_FILE (from))
        file_clash = true;
      if (CHESS_SQUARE_RANK (other_from) == CHESS_SQUARE_RANK (from))
        rank_clash = true;
    }
  if (!clash)
    return out;
  if (!file_clash)
    *out++ = (char) ('a' + CHESS_SQUARE_FILE (from));
  else if (!rank_clash)
    *out++ = (char) ('1' + CHESS_SQUARE_RANK (from));
  else
    out = put_square (out, from);
  return out;
}

size_t
chess_move_to_san (const ChessPosition *pos, ChessMove move, char *out)
{
  char *p = out;
  int from = chess_move_from (move), to = chess_move_to (move);
  ChessMoveKind kind = chess_move_kind (move);

  if (move == CHESS_MOVE_NULL)
    {
      memcpy (out, "--", 3);
      return 2;
    }

  if (kind == CHESS_MOVE_CASTLING)
    {
      const char *text = castling_is_king_side (move) ? "O-O" : "O-O-O";
      size_t n = strlen (text);
      memcpy (p, text, n);
      p += n;
    }
  else
    {
      ChessPieceType type = CHESS_PIECE_TYPE (pos->board[from]);
      bool capture = kind == CHESS_MOVE_EN_PASSANT || pos->board[to] != CHESS_PIECE_NONE;

      if (type == CHESS_PAWN)
        {
          if (capture)
            *p++ = (char) ('a' + CHESS_SQUARE_FILE (from));
        }
      else
        {
          *p++ = piece_letters[type < CHESS_PIECE_TYPE_NONE ? type : CHESS_PAWN];
          p = put_disambiguation (pos, move, type, p);
        }
      if (capture)
        *p++ = 'x';
      p = put_square (p, to);
      if (kind == CHESS_MOVE_PROMOTION)
        {
          *p++ = '=';
          *p++ = piece_letters[chess_move_promotion (move)];
        }
    }
  p = put_check_suffix (pos, move, p);
  *p = '\0';
  return (size_t) (p - out);
}

size_t
chess_move_to_uci (const ChessPosition *pos, ChessMove move, char *out)
{
  char *p = out;
  int to = chess_move_to (move);

  if (move == CHESS_MOVE_NULL || move == CHESS_MOVE_NONE)
    {
      memcpy (out, "0000", 5);
      return 4;
    }
  if (chess_move_kind (move) == CHESS_MOVE_CASTLING && !pos->chess960)
    to = chess_move_king_destination (pos, move);
  p = put_square (p, chess_move_from (move));
  p = put_square (p, to);
  if (chess_move_kind (move) == CHESS_MOVE_PROMOTION)
    *p++ = (char) (piece_letters[chess_move_promotion (move)] - 'A' + 'a');
  *p = '\0';
  return (size_t) (p - out);
}

/* ------------------------------------------------------------------ */
/* Reading SAN                                                         */

/* What the text says about the move; -1 / NONE where it says nothing. */
typedef struct {
  ChessPieceType piece;       /* CHESS_PAWN when no letter is given */
  bool piece_from_square;     /* no letter but a full from-square: whatever stands there */
  int from_file, from_rank;
  int to;
  ChessPieceType promotion;   /* CHESS_PIECE_TYPE_NONE when not given (may be KING: illegal) */
} SanPattern;

static bool
is_annotation_char (char c)
{
  return c == '+' || c == '#' || c == '!' || c == '?';
}

/* What a move's text says about the move beyond naming it. */
typedef struct {
  char sign;            /* the last '+' or '#' after the move, or 0 */
  bool en_passant;      /* an "e.p." or "ep" remark */
} SanRemarks;

/* Takes trailing check/mate/annotation glyphs and an "e.p."/"ep" marker
 * (in any order) off the end, noting the sign and the marker.  Blanks are
 * no decoration: a move's text has none (" e.p." excepted). */
static void
strip_decorations (const char *s, size_t *length, SanRemarks *remarks)
{
  size_t n = *length;
  bool changed = true;

  remarks->sign = 0;
  remarks->en_passant = false;
  while (changed)
    {
      changed = false;
      while (n > 0 && is_annotation_char (s[n - 1]))
        {
          if ((s[n - 1] == '+' || s[n - 1] == '#') && remarks->sign == 0)
            remarks->sign = s[n - 1];
          n--, changed = true;
        }
      /* "e.p." and "ep" only after a square, so that no piece letter is eaten. */
      if (n >= 6 && memcmp (s + n - 4, "e.p.", 4) == 0 && is_rank_char (s[n - 5]))
        n -= 4, changed = remarks->en_passant = true;
      else if (n >= 7 && memcmp (s + n - 5, " e.p.", 5) == 0 && is_rank_char (s[n - 6]))
        n -= 5, changed = remarks->en_passant = true;
      else if (n >= 4 && s[n - 2] == 'e' && s[n - 1] == 'p' && is_rank_char (s[n - 3]))
        n -= 2, changed = remarks->en_passant = true;
    }
  *length = n;
}

static bool
is_castling_o (char c)
{
  return c == 'O' || c == 'o' || c == '0';
}

/* O-O, 0-0, o-o, OO, O-O-O …: returns 2 or 3 (the number of O's), else 0.
 * Dashes are optional, but then between every pair of O's. */
static int
castling_token (const char *s, size_t n)
{
  int os = 0, dashes = 0;

  for (size_t i = 0; i < n; i++)
    {
      if (is_castling_o (s[i]))
        {
          if (dashes > 0 && dashes != os)
            return 0;
          os++;
        }
      else if (s[i] == '-' && dashes == os - 1)
        dashes++;
      else
        return 0;
    }
  if (dashes > 0 && dashes != os - 1)
    return 0;
  return os == 2 || os == 3 ? os : 0;
}

/* Parses everything before the destination square: piece letter and
 * from-hints.  `bishop_b` makes a leading lower-case 'b' the bishop. */
static bool
parse_prefix (const char *s, size_t n, bool bishop_b, SanPattern *pat)
{
  size_t i = 0;
  ChessPieceType fig;

  pat->piece = CHESS_PIECE_TYPE_NONE;
  pat->from_file = -1;
  pat->from_rank = -1;
  pat->piece_from_square = false;

  /* A capture or move separator may end the prefix: x, X, :, - */
  if (n > 0 && (s[n - 1] == 'x' || s[n - 1] == 'X' || s[n - 1] == ':' || s[n - 1] == '-'))
    n--;

  if ((fig = figurine_type (s, n)) != CHESS_PIECE_TYPE_NONE)
    {
      pat->piece = fig;
      i = 3;
    }
  else if (n > 0)
    {
      char c = s[0];
      if (c >= 'A' && c <= 'Z')
        {
          if ((pat->piece = piece_type_from_upper (c)) == CHESS_PIECE_TYPE_NONE)
            return false;
          i = 1;
        }
      else if (c == 'k' || c == 'q' || c == 'r' || c == 'n' || (c == 'b' && bishop_b))
        {
          pat->piece = piece_type_from_any_case (c);
          i = 1;
        }
    }

  if (i < n && is_file_char (s[i]))
    pat->from_file = s[i++] - 'a';
  if (i < n && is_rank_char (s[i]))
    pat->from_rank = s[i++] - '1';
  if (i != n)
    return false;

  if (pat->piece == CHESS_PIECE_TYPE_NONE)
    {
      pat->piece = CHESS_PAWN;
      pat->piece_from_square = pat->from_file >= 0 && pat->from_rank >= 0;
    }
  return true;
}

/* Parses a (decoration-free, non-castling) token into a pattern. */
static bool
parse_san_pattern (const char *s, size_t n, bool bishop_b, SanPattern *pat)
{
  pat->promotion = CHESS_PIECE_TYPE_NONE;

  /* Promotion: "=Q", "/Q", "(Q)", or a bare letter right after the rank. */
  if (n >= 4 && s[n - 1] == ')' && s[n - 3] == '(')
    {
      if ((pat->promotion = piece_type_from_any_case (s[n - 2])) == CHESS_PIECE_TYPE_NONE)
        return false;
      n -= 3;
    }
  else if (n >= 3 && piece_type_from_any_case (s[n - 1]) != CHESS_PIECE_TYPE_NONE
           && (s[n - 2] == '=' || s[n - 2] == '/' || is_rank_char (s[n - 2])))
    {
      pat->promotion = piece_type_from_any_case (s[n - 1]);
      n -= s[n - 2] == '=' || s[n - 2] == '/' ? 2 : 1;
    }

  if (n < 2 || !is_file_char (s[n - 2]) || !is_rank_char (s[n - 1]))
    return false;
  pat->to = CHESS_SQUARE (s[n - 2] - 'a', s[n - 1] - '1');
  return parse_prefix (s, n - 2, bishop_b, pat);
}

static ChessSanStatus
match_pattern (const ChessPosition *pos, const ChessMoveList *list, const SanPattern *pat,
               ChessMove *move)
{
  ChessPieceType piece = pat->piece;
  int found = 0;
  ChessMove match = CHESS_MOVE_NONE;
  /* "c4" is a push: a pawn capture names the file it comes from. */
  bool push_only = piece == CHESS_PAWN && pat->from_file < 0 && !pat->piece_from_square;

  if (pat->piece_from_square)
    {
      ChessPiece p = pos->board[CHESS_SQUARE (pat->from_file, pat->from_rank)];
      if (p != CHESS_PIECE_NONE && CHESS_PIECE_COLOR (p) == chess_position_side_to_move (pos))
        piece = CHESS_PIECE_TYPE (p);
    }

  for (int i = 0; i < list->count; i++)
    {
      ChessMove m = list->moves[i];
      int from = chess_move_from (m);
      int to = chess_move_to (m);

      if (CHESS_PIECE_TYPE (pos->board[from]) != piece)
        continue;
      if (chess_move_kind (m) == CHESS_MOVE_CASTLING)
        {
          /* "Kg1" / "e1g1" for castling: only in standard chess, where the
           * king never goes two squares otherwise. */
          if (pos->chess960)
            continue;
          to = chess_move_king_destination (pos, m);
        }
      if (to != pat->to
          || (pat->from_file >= 0 && CHESS_SQUARE_FILE (from) != pat->from_file)
          || (pat->from_rank >= 0 && CHESS_SQUARE_RANK (from) != pat->from_rank)
          || (push_only && CHESS_SQUARE_FILE (from) != CHESS_SQUARE_FILE (to)))
        continue;
      if (pat->promotion != CHESS_PIECE_TYPE_NONE && chess_move_promotion (m) != pat->promotion)
        continue;
      found++;
      match = m;
    }
  if (found == 0)
    return CHESS_SAN_ILLEGAL;
  if (found > 1)
    return CHESS_SAN_AMBIGUOUS;
  *move = match;
  return CHESS_SAN_OK;
}

static ChessSanStatus
match_castling (const ChessPosition *pos, const ChessMoveList *list, bool king_side, ChessMove *move)
{
  for (int i = 0; i < list->count; i++)
    {
      ChessMove m = list->moves[i];
      if (chess_move_kind (m) == CHESS_MOVE_CASTLING && castling_is_king_side (m) == king_side)
        {
          *move = m;
          return CHESS_SAN_OK;
        }
    }
  return CHESS_SAN_ILLEGAL;
}

/* The move named by text (decorations taken off), or why there is none. */
static ChessSanStatus
find_san_move (const ChessPosition *pos, const char *text, size_t length, ChessMove *move)
{
  ChessMoveList list;
  SanPattern pat;
  ChessSanStatus status;
  int castle;

  if (length == 0)
    return CHESS_SAN_MALFORMED;

  if ((castle = castling_token (text, length)) != 0)
    {
      chess_position_legal_moves (pos, &list);
      return match_castling (pos, &list, castle == 2, move);
    }

  if (!parse_san_pattern (text, length, false, &pat))
    {
      /* "bc4": with no pawn reading possible, a lower-case b is a bishop. */
      if (text[0] != 'b' || !parse_san_pattern (text, length, true, &pat))
        return CHESS_SAN_MALFORMED;
      chess_position_legal_moves (pos, &list);
      return match_pattern (pos, &list, &pat, move);
    }

  chess_position_legal_moves (pos, &list);
  status = match_pattern (pos, &list, &pat, move);
  if (status == CHESS_SAN_ILLEGAL && text[0] == 'b')
    {
      /* "bxc3" is a pawn capture; only when no pawn move fits may it be a
       * bishop written in lower case. */
      SanPattern bishop;
      if (parse_san_pattern (text, length, true, &bishop))
        {
          ChessSanStatus alt = match_pattern (pos, &list, &bishop, move);
          if (alt != CHESS_SAN_ILLEGAL)
            return alt;
        }
    }
  return status;
}

/* Notes what the remarks say wrongly about the move. */
static unsigned
check_remarks (const ChessPosition *pos, ChessMove move, const SanRemarks *remarks)
{
  unsigned notes = 0;
  if (remarks->en_passant && chess_move_kind (move) != CHESS_MOVE_EN_PASSANT)
    notes |= CHESS_SAN_NOTE_WRONG_EN_PASSANT;
  if (remarks->sign)
    {
      ChessPosition after = *pos;
      ChessUndo undo;
      chess_position_make_move (&after, move, &undo);
      bool check = chess_position_in_check (&after);
      if (!check || (remarks->sign == '#' && chess_position_has_legal_move (&after)))
        notes |= CHESS_SAN_NOTE_WRONG_CHECK;
    }
  return notes;
}

ChessSanStatus
chess_move_read_san (const ChessPosition *pos, const char *text, size_t length, ChessSanMode mode,
                     ChessMove *move, unsigned *notes)
{
  SanRemarks remarks;
  ChessMove found = CHESS_MOVE_NONE;
  ChessSanStatus status;

  if (notes)
    *notes = 0;
  if (text == NULL)
    return CHESS_SAN_MALFORMED;
  strip_decorations (text, &length, &remarks);
  status = find_san_move (pos, text, length, &found);
  if (status != CHESS_SAN_OK)
    return status;
  *move = found;
  if (!notes && mode == CHESS_SAN_LENIENT)
    return CHESS_SAN_OK;  /* nobody asks: spare the check test */
  unsigned wrong = check_remarks (pos, found, &remarks);
  if (notes)
    *notes = wrong;
  return wrong && mode == CHESS_SAN_STRICT ? CHESS_SAN_WRONG_ANNOTATION : CHESS_SAN_OK;
}

ChessSanStatus
chess_move_from_san (const ChessPosition *pos, const char *text, size_t length, ChessMove *move)
{
  return chess_move_read_san (pos, text, length, CHESS_SAN_LENIENT, move, NULL);
}

/* ------------------------------------------------------------------ */
/* Reading UCI                                                         */

ChessSanStatus
chess_move_from_uci (const ChessPosition *pos, const char *text, size_t length, ChessMove *move)
{
  ChessMoveList list;
  ChessPieceType promotion = CHESS_PIECE_TYPE_NONE;
  int from, to, found = 0;
  ChessMove match = CHESS_MOVE_NONE;

  if (text == NULL || length < 4 || length > 5
      || !is_file_char (text[0]) || !is_rank_char (text[1])
      || !is_file_char (text[2]) || !is_rank_char (text[3]))
    return CHESS_SAN_MALFORMED;
  if (length == 5)
    {
      promotion = piece_type_from_any_case (text[4]);
      if (promotion == CHESS_PIECE_TYPE_NONE)
        return CHESS_SAN_MALFORMED;
    }
  from = CHESS_SQUARE (text[0] - 'a', text[1] - '1');
  to = CHESS_SQUARE (text[2] - 'a', text[3] - '1');

  chess_position_legal_moves (pos, &list);
  for (int i = 0; i < list.count; i++)
    {
      ChessMove m = list.moves[i];
      if (chess_move_from (m) != from)
        continue;
      if (chess_move_kind (m) == CHESS_MOVE_CASTLING)
        {
          /* King-to-rook always; king-to-destination too in standard chess. */
          if (chess_move_to (m) != to
              && (pos->chess960 || chess_move_king_destination (pos, m) != to))
            continue;
          if (promotion != CHESS_PIECE_TYPE_NONE)
            continue;
        }
      else if (chess_move_to (m) != to
               || (promotion != CHESS_PIECE_TYPE_NONE && chess_move_promotion (m) != promotion))
        continue;
      found++;
      match = m;
    }
  if (found == 0)
    return CHESS_SAN_ILLEGAL;
  if (found > 1)
    return CHESS_SAN_AMBIGUOUS;  /* a promotion without its piece letter */
  *move = match;
  return CHESS_SAN_OK;
}
