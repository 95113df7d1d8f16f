/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-move-input.c — typed moves, read as they are typed.
 *
 * The text becomes a row of symbols (a piece, a file, a rank, a castling
 * O); separators (x, :, -, =, +, #, !, ?, blanks, brackets, dots) are
 * dropped.  A character may read two ways (b: the b-file or the bishop),
 * a first and a second reading by its case.  Every legal move has a few
 * written forms in the same symbols (Nf3, Ngf3, N1f3, Ng1f3, g1f3; ed5,
 * e4d5; e8Q; OO; Kg1 and e1g1 for castling in standard chess).  The text
 * fits a move when it is one of its forms (whole) or begins one; second
 * readings count against a fit, and only the best fits are taken.
 *
 * Plain C17, libc only. */

#include "chess-move-input.h"

#include "chess-i18n.h"
#include "chess-notation.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
  SYM_PIECE = 0,     /* + ChessPieceType */
  SYM_FILE = 8,      /* + file */
  SYM_RANK = 16,     /* + rank */
  SYM_CASTLE = 24,
  SYM_NONE = -1
};

/* Longer text fits no form; it is only told apart from garbage. */
#define MAX_SYMBOLS 32
#define MAX_FORM 6
#define MAX_FORMS 8
#define NO_FIT 1000

typedef struct {
  signed char first;
  signed char second;   /* SYM_NONE when the character reads one way */
  signed char cost;     /* of the second reading: 1, or 2 for a capital read as a file */
} Reading;

typedef struct {
  signed char sym[MAX_FORM];
  int length;
} Form;

/* ---- the typed text ----------------------------------------------------- */

static bool
is_separator (long cp)
{
  switch (cp)
    {
    case 'x': case 'X': case ':': case '-': case '=': case '/': case '(': case ')':
    case '+': case '#': case '!': case '?': case ' ': case '.': case '\t':
    case 0x00D7:                    /* × */
    case 0x2715: case 0x2717:       /* ✕ ✗ */
    case 0x03C7: case 0x03A7:       /* χ Χ: the x key of a Greek keyboard */
    case 0x00A0: case 0x200C: case 0x200D: case 0x200E: case 0x200F:  /* blanks, joiners, marks */
      return true;
    default:
      return (cp >= 0x2010 && cp <= 0x2015) || cp == 0x2212;   /* dashes, minus */
    }
}

static int
rank_digit (long cp)
{
  if (cp >= '1' && cp <= '8')
    return (int) (cp - '1');
  if (cp >= 0x06F1 && cp <= 0x06F8)   /* Persian ۱..۸ */
    return (int) (cp - 0x06F1);
  if (cp >= 0x0661 && cp <= 0x0668)   /* Arabic-Indic ١..٨ */
    return (int) (cp - 0x0661);
  return -1;
}

static bool
is_castling_o (long cp)
{
  return cp == 'O' || cp == 'o' || cp == '0' || cp == 0x039F || cp == 0x03BF
         || cp == 0x06F0 || cp == 0x0660;   /* Greek omicron, Persian and Arabic zero */
}

static long
first_code_point (const char *letter)
{
  size_t i = 0;
  return letter[0] == '\0' ? -1 : chess_utf8_next (letter, strlen (letter), &i);
}

static void
add_meaning (signed char *meanings, int *n, int sym)
{
  for (int k = 0; k < *n; k++)
    if (meanings[k] == sym)
      return;
  if (*n < 8)
    meanings[(*n)++] = (signed char) sym;
}

/* The readings of one character: false if it is none of ours. */
static bool
read_character (long cp, const ChessMoveLetters *local, Reading *reading)
{
  static const char english[] = "pnbrqk";
  signed char pieces[8], files[8];
  int n_pieces = 0, n_files = 0, rank;
  long folded = chess_letter_fold (cp);
  const char *hit;

  reading->first = reading->second = SYM_NONE;
  reading->cost = 1;
  if (is_castling_o (cp))
    {
      reading->first = SYM_CASTLE;
      return true;
    }
  if ((rank = rank_digit (cp)) >= 0)
    {
      reading->first = (signed char) (SYM_RANK + rank);
      return true;
    }
  if (cp >= 0x2654 && cp <= 0x265F)   /* figurines */
    {
      static const ChessPieceType figurine[6] = {
        CHESS_KING, CHESS_QUEEN, CHESS_ROOK, CHESS_BISHOP, CHESS_KNIGHT, CHESS_PAWN
      };
      reading->first = (signed char) (SYM_PIECE + figurine[(cp - 0x2654) % 6]);
      return true;
    }
  if (local != NULL)
    {
      for (int t = CHESS_PAWN; t <= CHESS_KING; t++)
        if (chess_letter_fold (first_code_point (local->pieces[t])) == folded)
          add_meaning (pieces, &n_pieces, SYM_PIECE + t);
      for (int f = 0; f < 8; f++)
        if (chess_letter_fold (first_code_point (local->files[f])) == folded)
          add_meaning (files, &n_files, SYM_FILE + f);
    }
  if (folded > 0 && folded < 128 && (hit = strchr (english, (int) folded)) != NULL)
    add_meaning (pieces, &n_pieces, SYM_PIECE + (int) (hit - english));
  if (folded >= 'a' && folded <= 'h')
    add_meaning (files, &n_files, SYM_FILE + (int) (folded - 'a'));
  if (n_pieces + n_files == 0)
    return false;
  /* Both a piece and a file: the capital is the piece, the small letter the file. */
  if (n_files > 0 && (n_pieces == 0 || !chess_letter_is_upper (cp)))
    {
      reading->first = files[0];
      reading->second = n_pieces > 0 ? pieces[0] : (n_files > 1 ? files[1] : SYM_NONE);
    }
  else
    {
      reading->first = pieces[0];
      reading->second = n_files > 0 ? files[0] : (n_pieces > 1 ? pieces[1] : SYM_NONE);
      /* B meant the bishop: a b-pawn's move is never played without Enter */
      if (n_files > 0)
        reading->cost = 2;
    }
  return true;
}

/* The symbols of text; -1 (and *bad the offset) at a character not ours. */
static int
read_symbols (const char *text, const ChessMoveLetters *local, Reading *out, int *bad)
{
  size_t length = strlen (text), i = 0;
  int n = 0, total = 0;

  while (i < length)
    {
      size_t start = i;
      long cp = chess_utf8_next (text, length, &i);
      Reading reading;

      if (cp >= 0 && is_separator (cp))
        continue;
      if (cp < 0 || !read_character (cp, local, &reading))
        {
          *bad = (int) start;
          return -1;
        }
      if (n < MAX_SYMBOLS)
        out[n++] = reading;
      total++;
    }
  /* "e.p." or "ep" after the square of an en-passant capture */
  if (n >= 3 && n == total && out[n - 2].first == SYM_FILE + 4 && out[n - 1].first == SYM_PIECE + CHESS_PAWN
      && out[n - 3].first >= SYM_RANK && out[n - 3].first < SYM_RANK + 8)
    n -= 2;
  return total > MAX_SYMBOLS ? MAX_SYMBOLS + 1 : n;
}

/* ---- the forms of a move ------------------------------------------------ */

static void
add_form (Form *forms, int *n, const signed char *sym, int length)
{
  if (*n >= MAX_FORMS)
    return;
  memcpy (forms[*n].sym, sym, (size_t) length);
  forms[*n].length = length;
  (*n)++;
}

#define FILE_OF(sq) ((signed char) (SYM_FILE + CHESS_SQUARE_FILE (sq)))
#define RANK_OF(sq) ((signed char) (SYM_RANK + CHESS_SQUARE_RANK (sq)))

static int
move_forms (const ChessPosition *pos, ChessMove move, Form *forms)
{
  int from = chess_move_from (move), to = chess_move_to (move), n = 0;
  ChessPieceType type = CHESS_PIECE_TYPE (pos->board[from]);
  ChessPieceType promotion = chess_move_promotion (move);
  signed char promo = promotion == CHESS_PIECE_TYPE_NONE ? SYM_NONE : (signed char) (SYM_PIECE + promotion);
  int extra = promo == SYM_NONE ? 0 : 1;

  if (chess_move_kind (move) == CHESS_MOVE_CASTLING)
    {
      int king_to = chess_move_king_destination (pos, move);
      bool king_side = CHESS_SQUARE_FILE (to) > CHESS_SQUARE_FILE (from);
      signed char castle[3] = { SYM_CASTLE, SYM_CASTLE, SYM_CASTLE };
      signed char uci_rook[4] = { FILE_OF (from), RANK_OF (from), FILE_OF (to), RANK_OF (to) };

      add_form (forms, &n, castle, king_side ? 2 : 3);
      add_form (forms, &n, uci_rook, 4);
      if (!pos->chess960)
        {
          signed char king[3] = { SYM_PIECE + CHESS_KING, FILE_OF (king_to), RANK_OF (king_to) };
          signed char uci[4] = { FILE_OF (from), RANK_OF (from), FILE_OF (king_to), RANK_OF (king_to) };
          add_form (forms, &n, king, 3);
          add_form (forms, &n, uci, 4);
        }
      return n;
    }

  {
    signed char uci[5] = { FILE_OF (from), RANK_OF (from), FILE_OF (to), RANK_OF (to), promo };
    add_form (forms, &n, uci, 4 + extra);
  }
  if (type == CHESS_PAWN)
    {
      bool capture = CHESS_SQUARE_FILE (from) != CHESS_SQUARE_FILE (to);
      signed char san[4] = { FILE_OF (from), FILE_OF (to), RANK_OF (to), promo };
      signed char pawn[5] = { SYM_PIECE + CHESS_PAWN, FILE_OF (from), FILE_OF (to), RANK_OF (to), promo };

      /* a push names its square alone; a capture its file first */
      add_form (forms, &n, capture ? san : san + 1, (capture ? 3 : 2) + extra);
      if (!capture)
        pawn[1] = SYM_PIECE + CHESS_PAWN;   /* Pe4: the letter before the square */
      add_form (forms, &n, capture ? pawn : pawn + 1, (capture ? 4 : 3) + extra);
      return n;
    }
  {
    signed char piece = (signed char) (SYM_PIECE + type);
    signed char plain[3] = { piece, FILE_OF (to), RANK_OF (to) };
    signed char by_file[4] = { piece, FILE_OF (from), FILE_OF (to), RANK_OF (to) };
    signed char by_rank[4] = { piece, RANK_OF (from), FILE_OF (to), RANK_OF (to) };
    signed char by_square[5] = { piece, FILE_OF (from), RANK_OF (from), FILE_OF (to), RANK_OF (to) };

    add_form (forms, &n, plain, 3);
    add_form (forms, &n, by_file, 4);
    add_form (forms, &n, by_rank, 4);
    add_form (forms, &n, by_square, 5);
  }
  return n;
}

/* Second readings used if the typed symbols fit the form (*whole when
 * they are all of it), else NO_FIT. */
static int
fit (const Reading *typed, int n, const Form *form, bool *whole)
{
  int cost = 0;

  if (n > form->length)
    return NO_FIT;
  for (int k = 0; k < n; k++)
    {
      if (typed[k].first == form->sym[k])
        continue;
      if (typed[k].second != SYM_NONE && typed[k].second == form->sym[k])
        cost += typed[k].cost;
      else
        return NO_FIT;
    }
  *whole = n == form->length;
  return cost;
}

/* ---- reading ------------------------------------------------------------ */

typedef struct {
  ChessMove move;
  int whole;     /* cost of the best whole fit, or NO_FIT */
  int begun;     /* cost of the best fit it goes on from, or NO_FIT */
  char san[CHESS_SAN_MAX];
} Fit;

static int
compare_fits (const void *a, const void *b)
{
  const Fit *x = a, *y = b;
  int cx = x->whole < x->begun ? x->whole : x->begun;
  int cy = y->whole < y->begun ? y->whole : y->begun;

  if (cx != cy)
    return cx < cy ? -1 : 1;
  return strcmp (x->san, y->san);
}

static void
illegal_candidates (const ChessPosition *pos, const ChessMoveList *legal, const Reading *typed, int n,
                    ChessMoveList *out)
{
  int piece = -1, square = -1;

  out->count = 0;
  if (n >= 1 && typed[0].first >= SYM_PIECE && typed[0].first <= SYM_PIECE + CHESS_KING)
    piece = typed[0].first - SYM_PIECE;
  if (n >= 2 && typed[n - 2].first >= SYM_FILE && typed[n - 2].first < SYM_FILE + 8
      && typed[n - 1].first >= SYM_RANK && typed[n - 1].first < SYM_RANK + 8)
    square = CHESS_SQUARE (typed[n - 2].first - SYM_FILE, typed[n - 1].first - SYM_RANK);
  for (int i = 0; i < legal->count; i++)
    {
      ChessMove m = legal->moves[i];
      int lands = chess_move_kind (m) == CHESS_MOVE_CASTLING ? chess_move_king_destination (pos, m)
                                                             : chess_move_to (m);
      bool castling = chess_move_kind (m) == CHESS_MOVE_CASTLING;
      int type = CHESS_PIECE_TYPE (pos->board[chess_move_from (m)]);

      if (piece >= 0 ? type == piece && !(castling && piece == CHESS_KING && pos->chess960)
                     : square >= 0 && lands == square)
        out->moves[out->count++] = m;
    }
}

void
chess_move_input_read (const ChessPosition *pos, const ChessMoveLetters *local, const char *text,
                       ChessMoveInput *input)
{
  Reading typed[MAX_SYMBOLS];
  ChessMoveList legal;
  Fit fits[CHESS_MAX_MOVES];
  int n, n_fits = 0, best_whole = NO_FIT, n_best_whole = 0;

  memset (input, 0, sizeof *input);
  input->bad_offset = -1;
  n = read_symbols (text != NULL ? text : "", local, typed, &input->bad_offset);
  if (n < 0)
    {
      input->state = CHESS_MOVE_INPUT_MALFORMED;
      return;
    }
  if (n == 0)
    {
      input->state = CHESS_MOVE_INPUT_EMPTY;
      return;
    }
  chess_position_legal_moves (pos, &legal);
  if (n > MAX_SYMBOLS)
    {
      input->state = CHESS_MOVE_INPUT_ILLEGAL;
      return;
    }

  for (int i = 0; i < legal.count; i++)
    {
      Form forms[MAX_FORMS];
      int n_forms = move_forms (pos, legal.moves[i], forms);
      Fit f = { legal.moves[i], NO_FIT, NO_FIT, "" };

      for (int k = 0; k < n_forms; k++)
        {
          bool whole = false;
          int cost = fit (typed, n, &forms[k], &whole);
          if (cost == NO_FIT)
            continue;
          if (whole && cost < f.whole)
            f.whole = cost;
          if (!whole && cost < f.begun)
            f.begun = cost;
        }
      if (f.whole == NO_FIT && f.begun == NO_FIT)
        continue;
      chess_move_to_san (pos, f.move, f.san);
      if (f.whole < best_whole)
        best_whole = f.whole, n_best_whole = 0;
      if (f.whole != NO_FIT && f.whole == best_whole)
        n_best_whole++;
      fits[n_fits++] = f;
    }

  if (n_fits == 0)
    {
      input->state = CHESS_MOVE_INPUT_ILLEGAL;
      illegal_candidates (pos, &legal, typed, n, &input->candidates);
      return;
    }

  /* The best whole fits first, then the rest by how well they fit. */
  {
    Fit ordered[CHESS_MAX_MOVES];
    int k = 0;

    for (int i = 0; i < n_fits; i++)
      if (best_whole != NO_FIT && fits[i].whole == best_whole)
        ordered[k++] = fits[i];
    qsort (ordered, (size_t) k, sizeof ordered[0], compare_fits);
    input->n_whole = k;
    for (int i = 0; i < n_fits; i++)
      if (!(best_whole != NO_FIT && fits[i].whole == best_whole))
        ordered[k++] = fits[i];
    qsort (ordered + input->n_whole, (size_t) (k - input->n_whole), sizeof ordered[0], compare_fits);
    for (int i = 0; i < k; i++)
      input->candidates.moves[i] = ordered[i].move;
    input->candidates.count = k;

    if (n_best_whole == 1)
      {
        /* Does any other move fit as well, whole at a worse reading or begun? */
        bool others = false;
        for (int i = 1; i < k; i++)
          if (ordered[i].begun <= best_whole || ordered[i].whole <= best_whole)
            others = true;
        input->move = ordered[0].move;
        /* a small b read as the bishop plays at once; a capital B read as
           the b-file waits for Enter */
        input->state = best_whole <= 1 && !others ? CHESS_MOVE_INPUT_PLAY : CHESS_MOVE_INPUT_COMPLETE;
      }
    else if (n_best_whole > 1)
      input->state = CHESS_MOVE_INPUT_AMBIGUOUS;
    else
      input->state = CHESS_MOVE_INPUT_PARTIAL;
  }
}

ChessMove
chess_move_input_enter (const ChessMoveInput *input)
{
  return input->state == CHESS_MOVE_INPUT_PLAY || input->state == CHESS_MOVE_INPUT_COMPLETE
         ? input->move : CHESS_MOVE_NONE;
}

/* ---- messages ----------------------------------------------------------- */

size_t
chess_move_input_list (const ChessPosition *pos, const ChessMoveList *moves, int max,
                       const ChessMoveLetters *letters, char *out, size_t size)
{
  /* TRANSLATORS: between the moves of a list ("Nbd2, Nfd2") */
  const char *comma = chess_tr (", ");
  size_t n = 0;

  if (size == 0)
    return 0;
  out[0] = '\0';
  for (int i = 0; i < moves->count; i++)
    {
      char san[CHESS_SAN_LETTERS_MAX];
      const char *part = san;
      int written;

      if (i == max)
        part = "…";
      else
        chess_move_to_san_letters (pos, moves->moves[i], letters, san, sizeof san);
      written = snprintf (out + n, size - n, "%s%s", i > 0 ? comma : "", part);
      if (written < 0 || (size_t) written >= size - n)
        {
          out[n] = '\0';
          break;
        }
      n += (size_t) written;
      if (i == max)
        break;
    }
  return n;
}

/* Whether every candidate is a promotion of one pawn to one square. */
static bool
only_promotions (const ChessMoveList *moves)
{
  for (int i = 0; i < moves->count; i++)
    if (chess_move_kind (moves->moves[i]) != CHESS_MOVE_PROMOTION
        || chess_move_from (moves->moves[i]) != chess_move_from (moves->moves[0])
        || chess_move_to (moves->moves[i]) != chess_move_to (moves->moves[0]))
      return false;
  return moves->count > 0;
}

size_t
chess_move_input_message (const ChessPosition *pos, const char *text, const ChessMoveInput *input,
                          const ChessMoveLetters *letters, char *out, size_t size)
{
  char list[512];
  ChessMoveList shown = input->candidates;
  int written = 0;

  if (size == 0)
    return 0;
  out[0] = '\0';
  if (input->state == CHESS_MOVE_INPUT_AMBIGUOUS)
    shown.count = input->n_whole;
  chess_move_input_list (pos, &shown, 8, letters, list, sizeof list);

  switch (input->state)
    {
    case CHESS_MOVE_INPUT_AMBIGUOUS:
      /* TRANSLATORS: a typed move that fits several; then the moves it may be */
      written = snprintf (out, size, chess_tr ("“%s” is ambiguous: %s"), text, list);
      break;
    case CHESS_MOVE_INPUT_PARTIAL:
      if (only_promotions (&input->candidates))
        /* TRANSLATORS: a typed pawn move to the last rank without the piece it becomes */
        written = snprintf (out, size, chess_tr ("“%s”: promote to which piece? %s"), text, list);
      else
        /* TRANSLATORS: a typed move that is only the beginning of moves; then those moves */
        written = snprintf (out, size, chess_tr ("“%s” is not a whole move: %s"), text, list);
      break;
    case CHESS_MOVE_INPUT_ILLEGAL:
      if (input->candidates.count > 0)
        /* TRANSLATORS: a typed move that is not legal; then the legal moves of the
           piece it names, or to the square it names */
        written = snprintf (out, size, chess_tr ("“%s” is not a legal move here; legal: %s"), text, list);
      else
        written = snprintf (out, size, chess_tr ("“%s” is not a legal move here"), text);
      break;
    case CHESS_MOVE_INPUT_MALFORMED:
      {
        char bad[8] = "";
        size_t length = strlen (text), i = (size_t) input->bad_offset, start = i;
        if (input->bad_offset >= 0 && i < length)
          {
            chess_utf8_next (text, length, &i);
            memcpy (bad, text + start, i - start < sizeof bad - 1 ? i - start : sizeof bad - 1);
          }
        /* TRANSLATORS: a typed move with a character that means nothing in a move; then that character */
        written = snprintf (out, size, chess_tr ("“%s” is not a move: “%s” is no piece, square or sign"),
                            text, bad);
      }
      break;
    case CHESS_MOVE_INPUT_EMPTY:
    case CHESS_MOVE_INPUT_PLAY:
    case CHESS_MOVE_INPUT_COMPLETE:
    default:
      break;
    }
  if (written < 0)
    written = 0;
  return (size_t) written < size ? (size_t) written : size - 1;
}
