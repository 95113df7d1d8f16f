/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-move-letters.c — English, a language's and figurine letters for
 * moves, SAN written with them, and the little UTF-8 the move reader needs.
 *
 * A language's letters come from its translation of two messages, so a
 * translator gives them as that language's chess books print them.  The
 * Greek catalogue follows Greek chess books and the Greek Wikipedia's
 * "Αλγεβρική σκακιστική γραφή": Ρ (ρήγας, king), Β (βασίλισσα), Π (πύργος),
 * Α (αξιωματικός), Ι (ίππος), and, in older books, the files α β γ δ ε ζ η
 * θ.  The Persian catalogue takes the initials of the Persian names, as
 * the table of piece names in the English Wikipedia's "Algebraic notation
 * (chess)" gives them: ش (شاه), و (وزیر), ر (رخ), ف (فیل), ا (اسب); Persian
 * books keep the files a..h (most of them print the English letters too,
 * which are always understood).
 *
 * Plain C17, libc only. */

#include "chess-move-letters.h"

#include "chess-i18n.h"
#include "chess-notation.h"

#include <string.h>

static const char english_pieces[6] = { 'P', 'N', 'B', 'R', 'Q', 'K' };

void
chess_move_letters_english (ChessMoveLetters *letters)
{
  memset (letters, 0, sizeof *letters);
  for (int t = CHESS_KNIGHT; t <= CHESS_KING; t++)
    letters->pieces[t][0] = english_pieces[t];
  for (int f = 0; f < 8; f++)
    letters->files[f][0] = (char) ('a' + f);
}

void
chess_move_letters_figurines (ChessMoveLetters *letters)
{
  chess_move_letters_english (letters);
  letters->figurines = true;
}

/* ---- UTF-8 and letter case --------------------------------------------- */

long
chess_utf8_next (const char *text, size_t length, size_t *i)
{
  const unsigned char *s = (const unsigned char *) text + *i;
  size_t left = length - *i;
  long cp;
  int extra;

  if (left == 0)
    return -1;
  if (s[0] < 0x80)
    {
      *i += 1;
      return s[0];
    }
  if (s[0] >= 0xC2 && s[0] <= 0xDF)
    extra = 1, cp = s[0] & 0x1F;
  else if (s[0] >= 0xE0 && s[0] <= 0xEF)
    extra = 2, cp = s[0] & 0x0F;
  else if (s[0] >= 0xF0 && s[0] <= 0xF4)
    extra = 3, cp = s[0] & 0x07;
  else
    {
      *i += 1;
      return -1;
    }
  if (left < (size_t) extra + 1)
    {
      *i += 1;
      return -1;
    }
  for (int k = 1; k <= extra; k++)
    {
      if ((s[k] & 0xC0) != 0x80)
        {
          *i += 1;
          return -1;
        }
      cp = (cp << 6) | (s[k] & 0x3F);
    }
  /* overlong forms, surrogates and code points past U+10FFFF */
  if ((extra == 2 && cp < 0x800) || (extra == 3 && (cp < 0x10000 || cp > 0x10FFFF))
      || (cp >= 0xD800 && cp <= 0xDFFF))
    {
      *i += 1;
      return -1;
    }
  *i += (size_t) extra + 1;
  return cp;
}

bool
chess_letter_is_upper (long cp)
{
  return (cp >= 'A' && cp <= 'Z') || (cp >= 0x0391 && cp <= 0x03A9 && cp != 0x03A2)
         || cp == 0x0386 || (cp >= 0x0388 && cp <= 0x038F && cp != 0x038B && cp != 0x038D);
}

long
chess_letter_fold (long cp)
{
  /* Greek vowels with tonos, upper then lower case, to the bare vowel */
  static const struct { long from, to; } greek_accents[] = {
    { 0x0386, 0x03B1 }, { 0x0388, 0x03B5 }, { 0x0389, 0x03B7 }, { 0x038A, 0x03B9 },
    { 0x038C, 0x03BF }, { 0x038E, 0x03C5 }, { 0x038F, 0x03C9 },
    { 0x03AC, 0x03B1 }, { 0x03AD, 0x03B5 }, { 0x03AE, 0x03B7 }, { 0x03AF, 0x03B9 },
    { 0x03CC, 0x03BF }, { 0x03CD, 0x03C5 }, { 0x03CE, 0x03C9 },
    { 0x03C2, 0x03C3 },   /* final sigma */
    { 0x0622, 0x0627 }, { 0x0623, 0x0627 }, { 0x0625, 0x0627 },   /* alef with madda or hamza */
  };

  if (cp >= 'A' && cp <= 'Z')
    return cp - 'A' + 'a';
  if (cp >= 0x0391 && cp <= 0x03A9 && cp != 0x03A2)
    return cp + 0x20;
  for (size_t k = 0; k < sizeof greek_accents / sizeof greek_accents[0]; k++)
    if (greek_accents[k].from == cp)
      return greek_accents[k].to;
  return cp;
}

/* ---- a language's letters ---------------------------------------------- */

/* The blank-separated characters of text into n slots; false unless there
 * are min..n of them, each one character, none twice (in any case). */
static bool
split_letters (const char *text, char slots[][CHESS_LETTER_MAX], int min, int n)
{
  size_t length = strlen (text), i = 0;
  long seen[8];
  int count = 0;

  while (i < length)
    {
      size_t start;
      long cp;

      if (text[i] == ' ')
        {
          i++;
          continue;
        }
      start = i;
      cp = chess_utf8_next (text, length, &i);
      if (cp < 0 || count == n || (i < length && text[i] != ' ') || i - start >= CHESS_LETTER_MAX)
        return false;
      for (int k = 0; k < count; k++)
        if (seen[k] == chess_letter_fold (cp))
          return false;
      seen[count] = chess_letter_fold (cp);
      memcpy (slots[count], text + start, i - start);
      slots[count][i - start] = '\0';
      count++;
    }
  return count >= min;
}

bool
chess_move_letters_parse (ChessMoveLetters *letters, const char *pieces, const char *files)
{
  /* king, queen, rook, bishop, knight, pawn: the order translators see */
  static const ChessPieceType order[6] = {
    CHESS_KING, CHESS_QUEEN, CHESS_ROOK, CHESS_BISHOP, CHESS_KNIGHT, CHESS_PAWN
  };
  char piece_slots[6][CHESS_LETTER_MAX] = { { 0 } };
  char file_slots[8][CHESS_LETTER_MAX] = { { 0 } };

  chess_move_letters_english (letters);
  if (pieces == NULL || !split_letters (pieces, piece_slots, 5, 6))
    return false;
  if (files != NULL && !split_letters (files, file_slots, 8, 8))
    return false;
  letters->pieces[CHESS_PAWN][0] = '\0';
  for (int k = 0; k < 6; k++)
    memcpy (letters->pieces[order[k]], piece_slots[k], CHESS_LETTER_MAX);
  if (files != NULL)
    memcpy (letters->files, file_slots, sizeof file_slots);
  return true;
}

void
chess_move_letters_local (ChessMoveLetters *letters)
{
  /* TRANSLATORS: the letters chess books in your language print for the
     king, queen, rook, bishop and knight, in this order, one character
     each, separated by spaces (Greek books: Ρ Β Π Α Ι).  Keep the English
     letters if your books print them.  Moves are shown and typed with
     them when the user chooses "the language's letters". */
  const char *pieces = chess_tr ("K Q R B N");
  /* TRANSLATORS: the files a to h as chess books in your language print
     them, separated by spaces (older Greek books: α β γ δ ε ζ η θ).
     Typed moves accept them beside a to h; moves are always shown with
     a to h, as the board's coordinates. */
  const char *files = chess_tr ("a b c d e f g h");

  if (!chess_move_letters_parse (letters, pieces, files))
    chess_move_letters_english (letters);
}

ChessNotation
chess_notation_from_name (const char *name)
{
  if (name != NULL && strcmp (name, "local") == 0)
    return CHESS_NOTATION_LOCAL;
  if (name != NULL && strcmp (name, "figurine") == 0)
    return CHESS_NOTATION_FIGURINE;
  return CHESS_NOTATION_ENGLISH;
}

void
chess_move_letters_for_notation (ChessMoveLetters *letters, ChessNotation notation)
{
  switch (notation)
    {
    case CHESS_NOTATION_LOCAL:
      chess_move_letters_local (letters);
      break;
    case CHESS_NOTATION_FIGURINE:
      chess_move_letters_figurines (letters);
      break;
    case CHESS_NOTATION_ENGLISH:
    default:
      chess_move_letters_english (letters);
      break;
    }
}

/* ---- writing ------------------------------------------------------------ */

static ChessPieceType
english_piece (char c)
{
  for (int t = CHESS_KNIGHT; t <= CHESS_KING; t++)
    if (english_pieces[t] == c)
      return (ChessPieceType) t;
  return CHESS_PIECE_TYPE_NONE;
}

/* The letter of type written for mover; "" when it has none. */
static void
letter_of (const ChessMoveLetters *letters, ChessPieceType type, ChessColor mover, char out[CHESS_LETTER_MAX])
{
  /* U+2654 ♔ … U+2659 ♙ white king queen rook bishop knight pawn, then black */
  static const unsigned char figurine_index[6] = { 5, 4, 3, 2, 1, 0 };

  if (letters->figurines)
    {
      int offset = figurine_index[type] + (mover == CHESS_BLACK ? 6 : 0);
      out[0] = (char) 0xE2;
      out[1] = (char) 0x99;
      out[2] = (char) (0x94 + offset);
      out[3] = '\0';
      return;
    }
  memcpy (out, letters->pieces[type], CHESS_LETTER_MAX);
  if (out[0] == '\0' && type != CHESS_PAWN)
    out[0] = english_pieces[type], out[1] = '\0';
}

size_t
chess_san_to_letters (const char *san, ChessColor mover, const ChessMoveLetters *letters,
                      char *out, size_t size)
{
  size_t n = 0;

  if (size == 0)
    return 0;
  for (size_t i = 0; san[i] != '\0'; i++)
    {
      char piece[CHESS_LETTER_MAX] = { san[i], '\0' };
      ChessPieceType type = english_piece (san[i]);
      size_t k;

      /* a piece's letter opens the move; a promotion's follows '=' */
      if (type != CHESS_PIECE_TYPE_NONE && (i == 0 || san[i - 1] == '='))
        letter_of (letters, type, mover, piece);
      k = strlen (piece);
      if (n + k >= size)
        {
          out[0] = '\0';
          return 0;
        }
      memcpy (out + n, piece, k);
      n += k;
    }
  out[n] = '\0';
  return n;
}

size_t
chess_move_to_san_letters (const ChessPosition *pos, ChessMove move, const ChessMoveLetters *letters,
                           char *out, size_t size)
{
  char san[CHESS_SAN_MAX];

  chess_move_to_san (pos, move, san);
  return chess_san_to_letters (san, chess_position_side_to_move (pos), letters, out, size);
}

ChessPieceType
chess_move_letters_read_piece (const ChessMoveLetters *local, long cp, int *color)
{
  static const char english[] = "pnbrqk";
  long folded = chess_letter_fold (cp);
  /* Latin and Greek have capitals; small letters of those two scripts */
  bool has_case = chess_letter_is_upper (cp) || (cp >= 'a' && cp <= 'z') || (cp >= 0x03AC && cp <= 0x03CE);
  int type = CHESS_PIECE_TYPE_NONE;

  if (local != NULL)
    for (int t = CHESS_PAWN; t <= CHESS_KING && type == CHESS_PIECE_TYPE_NONE; t++)
      {
        size_t i = 0;
        const char *letter = local->pieces[t];

        if (letter[0] != '\0' && chess_letter_fold (chess_utf8_next (letter, strlen (letter), &i)) == folded)
          type = t;
      }
  if (type == CHESS_PIECE_TYPE_NONE && folded > 0 && folded < 128)
    {
      const char *hit = strchr (english, (int) folded);

      if (hit != NULL && *hit != '\0')
        type = (int) (hit - english);
    }
  if (color != NULL)
    *color = !has_case ? -1 : chess_letter_is_upper (cp) ? CHESS_WHITE : CHESS_BLACK;
  return (ChessPieceType) type;
}
