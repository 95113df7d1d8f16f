/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-polyglot.c — Polyglot book keys, lookup and weighted pick (see
 * chess-polyglot.h).  Plain C17 with POSIX pread for books on disk. */

#include "chess-polyglot.h"
#include "chess-polyglot-private.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define ENTRY_SIZE 16
/* A move listed more than once gets the sum of its weights, saturated here
 * so that the total of a position's weights stays below 2³² and a pick's
 * product below 2⁶⁴. */
#define MAX_MOVE_WEIGHT (UINT32_MAX / CHESS_MAX_MOVES)

struct ChessBook {
  int fd;                  /* -1 for a book in memory */
  const uint8_t *data;
  size_t n_entries;
};

typedef struct {
  uint64_t key;
  uint16_t move;
  uint16_t weight;
  uint32_t learn;
} Entry;

/* ------------------------------------------------------------------ */
/* Keys                                                                */

/* The format numbers piece kinds black pawn 0, white pawn 1, black knight
 * 2 … white king 11. */
static inline int
piece_kind (ChessPiece piece)
{
  return 2 * (int) CHESS_PIECE_TYPE (piece) + (CHESS_PIECE_COLOR (piece) == CHESS_WHITE ? 1 : 0);
}

uint64_t
chess_polyglot_key (const ChessPosition *pos)
{
  static const uint8_t castle_bits[4] = {
    CHESS_CASTLE_WHITE_KING, CHESS_CASTLE_WHITE_QUEEN, CHESS_CASTLE_BLACK_KING, CHESS_CASTLE_BLACK_QUEEN,
  };
  uint64_t key = 0;

  for (int square = 0; square < 64; square++)
    {
      ChessPiece piece = pos->board[square];

      if (piece != CHESS_PIECE_NONE)
        key ^= chess_polyglot_random[64 * piece_kind (piece) + square];
    }
  for (int i = 0; i < 4; i++)
    if (pos->castling & castle_bits[i])
      key ^= chess_polyglot_random[CHESS_POLYGLOT_CASTLE_OFFSET + i];

  /* The core keeps an en-passant square only when an enemy pawn stands
   * beside the pawn that moved two squares: exactly the format's rule. */
  if (pos->ep_square != CHESS_SQUARE_NONE)
    key ^= chess_polyglot_random[CHESS_POLYGLOT_EN_PASSANT_OFFSET + CHESS_SQUARE_FILE (pos->ep_square)];
  if (pos->side_to_move == CHESS_WHITE)
    key ^= chess_polyglot_random[CHESS_POLYGLOT_TURN_OFFSET];
  return key;
}

/* ------------------------------------------------------------------ */
/* Books                                                               */

static ChessBook *
book_new (int fd, const uint8_t *data, size_t size, ChessBookStatus *status)
{
  ChessBook *book;

  if (size == 0 || size % ENTRY_SIZE != 0)
    {
      if (status != NULL)
        *status = CHESS_BOOK_NOT_A_BOOK;
      return NULL;
    }
  book = calloc (1, sizeof *book);
  if (book == NULL)
    {
      if (status != NULL)
        *status = CHESS_BOOK_IO_ERROR;
      return NULL;
    }
  book->fd = fd;
  book->data = data;
  book->n_entries = size / ENTRY_SIZE;
  if (status != NULL)
    *status = CHESS_BOOK_OK;
  return book;
}

ChessBook *
chess_book_open (const char *path, ChessBookStatus *status)
{
  struct stat info;
  ChessBook *book;
  int fd = open (path, O_RDONLY | O_CLOEXEC);
  int saved;

  if (fd < 0 || fstat (fd, &info) != 0)
    {
      saved = errno;
      if (fd >= 0)
        close (fd);
      errno = saved;
      if (status != NULL)
        *status = CHESS_BOOK_IO_ERROR;
      return NULL;
    }
  if (!S_ISREG (info.st_mode))
    {
      close (fd);
      errno = EINVAL;
      if (status != NULL)
        *status = CHESS_BOOK_NOT_A_BOOK;
      return NULL;
    }
  book = book_new (fd, NULL, (size_t) info.st_size, status);
  if (book == NULL)
    close (fd);
  return book;
}

ChessBook *
chess_book_new_from_data (const uint8_t *data, size_t size, ChessBookStatus *status)
{
  return book_new (-1, data, size, status);
}

void
chess_book_free (ChessBook *book)
{
  if (book == NULL)
    return;
  if (book->fd >= 0)
    close (book->fd);
  free (book);
}

size_t
chess_book_get_n_entries (const ChessBook *book)
{
  return book->n_entries;
}

static uint64_t
read_be (const uint8_t *bytes, int n)
{
  uint64_t value = 0;

  for (int i = 0; i < n; i++)
    value = (value << 8) | bytes[i];
  return value;
}

static bool
read_entry (const ChessBook *book, size_t index, Entry *entry)
{
  uint8_t buffer[ENTRY_SIZE];
  const uint8_t *bytes;

  if (book->fd < 0)
    bytes = book->data + index * ENTRY_SIZE;
  else
    {
      off_t offset = (off_t) (index * ENTRY_SIZE);
      size_t got = 0;

      while (got < ENTRY_SIZE)
        {
          ssize_t n = pread (book->fd, buffer + got, ENTRY_SIZE - got, offset + (off_t) got);

          if (n < 0 && errno == EINTR)
            continue;
          if (n <= 0)
            return false;   /* an error, or the file shrank under us */
          got += (size_t) n;
        }
      bytes = buffer;
    }
  entry->key = read_be (bytes, 8);
  entry->move = (uint16_t) read_be (bytes + 8, 2);
  entry->weight = (uint16_t) read_be (bytes + 10, 2);
  entry->learn = (uint32_t) read_be (bytes + 12, 4);
  return true;
}

/* A book move (to: bits 0–5, from: 6–11, promotion 12–14 as none, knight,
 * bishop, rook, queen) as one of the legal moves, or CHESS_MOVE_NONE. */
static ChessMove
decode_move (const ChessMoveList *legal, uint16_t book_move)
{
  int to = book_move & 63;
  int from = (book_move >> 6) & 63;
  int promotion = (book_move >> 12) & 7;

  if (promotion > 4)
    return CHESS_MOVE_NONE;
  for (int i = 0; i < legal->count; i++)
    {
      ChessMove move = legal->moves[i];
      ChessPieceType type = chess_move_promotion (move);
      int move_promotion = type == CHESS_PIECE_TYPE_NONE ? 0 : (int) type;   /* knight 1 … queen 4 */

      if (chess_move_from (move) == from && chess_move_to (move) == to && move_promotion == promotion)
        return move;
    }
  return CHESS_MOVE_NONE;
}

static int
compare_weight (const void *a, const void *b)
{
  const ChessBookMove *x = a, *y = b;

  if (x->weight != y->weight)
    return x->weight > y->weight ? -1 : 1;
  /* Equal weights: the move decides, so the order is the same every time. */
  return x->move < y->move ? -1 : x->move > y->move;
}

size_t
chess_book_lookup (const ChessBook *book, const ChessPosition *pos,
                   ChessBookMove *moves, size_t max)
{
  uint64_t key = chess_polyglot_key (pos);
  size_t low = 0, high = book->n_entries, n = 0;
  ChessMoveList legal;
  Entry entry;

  /* The first entry whose key is not below ours. */
  while (low < high)
    {
      size_t middle = low + (high - low) / 2;

      if (!read_entry (book, middle, &entry))
        return 0;
      if (entry.key < key)
        low = middle + 1;
      else
        high = middle;
    }

  chess_position_legal_moves (pos, &legal);
  for (size_t i = low; i < book->n_entries; i++)
    {
      ChessMove move;
      size_t j;

      if (!read_entry (book, i, &entry) || entry.key != key)
        break;
      move = decode_move (&legal, entry.move);
      if (move == CHESS_MOVE_NONE)
        continue;
      for (j = 0; j < n && moves[j].move != move; j++)
        ;
      if (j < n)
        {
          moves[j].weight = moves[j].weight + entry.weight < MAX_MOVE_WEIGHT
                            ? moves[j].weight + entry.weight : MAX_MOVE_WEIGHT;
          continue;
        }
      if (n == max)
        continue;
      moves[n].move = move;
      moves[n].weight = entry.weight;
      moves[n].learn = entry.learn;
      n++;
    }
  qsort (moves, n, sizeof *moves, compare_weight);
  return n;
}

int
chess_book_pick (const ChessBookMove *moves, size_t n_moves, uint32_t random_value)
{
  uint64_t total = 0, target, sum = 0;

  for (size_t i = 0; i < n_moves; i++)
    total += moves[i].weight;
  if (total == 0)
    return -1;
  /* Scale the 32-bit value onto [0, total) (total < 2³², see
   * MAX_MOVE_WEIGHT): every move gets its share, no modulo bias. */
  target = ((uint64_t) random_value * total) >> 32;
  for (size_t i = 0; i < n_moves; i++)
    {
      sum += moves[i].weight;
      if (target < sum)
        return (int) i;
    }
  return -1;   /* not reached */
}
