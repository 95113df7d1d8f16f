/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-move-input-all.c — the typed-move reader on every legal move of
 * more than a thousand positions: the perft suites (standard and Chess960)
 * and every eighth position of real games.  Each move is typed as SAN, as
 * SAN without x + # =, in lower case, as UCI, with 0-0, with the Greek and
 * the Persian letters (Greek files, Persian digits too) and as figurines:
 * each must be that move, played at once (O-O waits while O-O-O is legal);
 * each beginning of its SAN must list it among the candidates and play
 * nothing yet.  Lower case may read a bishop's B as the b-file when a
 * b-pawn move fits: that is the rule, and the only difference allowed. */
#include "test-notation-util.h"

#include "chess-move-input.h"

#include <string.h>

typedef struct {
  ChessMoveLetters greek, persian, figurines, english;
  unsigned positions, moves, typings;
} Run;

static bool
has_candidate (const ChessMoveInput *input, ChessMove move)
{
  for (int i = 0; i < input->candidates.count; i++)
    if (input->candidates.moves[i] == move)
      return true;
  return false;
}

static bool
both_castlings (const ChessPosition *pos)
{
  ChessMoveList list;
  int sides = 0;

  chess_position_legal_moves (pos, &list);
  for (int i = 0; i < list.count; i++)
    if (chess_move_kind (list.moves[i]) == CHESS_MOVE_CASTLING)
      sides++;
  return sides == 2;
}

static void
fail (const ChessPosition *pos, const char *what, const char *text, const ChessMoveInput *input, ChessMove expected)
{
  char fen[CHESS_FEN_MAX], san[CHESS_SAN_MAX], got[CHESS_SAN_MAX] = "-";

  chess_position_to_fen (pos, fen, sizeof fen);
  chess_move_to_san (pos, expected, san);
  if (input->move != CHESS_MOVE_NONE)
    chess_move_to_san (pos, input->move, got);
  g_error ("%s: typed \"%s\" for %s in %s: state %d, move %s, %d candidates", what, text, san, fen,
           input->state, got, input->candidates.count);
}

/* text must play move: at once, or with Enter for O-O while O-O-O is
 * legal too. */
static void
expect_move (Run *run, const ChessPosition *pos, const ChessMoveLetters *local, const char *what,
             const char *text, ChessMove move)
{
  ChessMoveInput input;
  bool waits = chess_move_kind (move) == CHESS_MOVE_CASTLING && strchr ("Oo0", text[0]) != NULL
               && CHESS_SQUARE_FILE (chess_move_to (move)) > CHESS_SQUARE_FILE (chess_move_from (move))
               && both_castlings (pos);

  chess_move_input_read (pos, local, text, &input);
  run->typings++;
  if (input.move != move || input.state != (waits ? CHESS_MOVE_INPUT_COMPLETE : CHESS_MOVE_INPUT_PLAY)
      || chess_move_input_enter (&input) != move || !has_candidate (&input, move))
    fail (pos, what, text, &input, move);
}

/* SAN without x + # = and the dashes of castling. */
static void
strip_signs (const char *san, char *out)
{
  for (; *san; san++)
    if (!strchr ("x+#=-", *san))
      *out++ = *san;
  *out = '\0';
}

/* Latin files to Greek ones (α..θ), the pieces left as they are. */
static void
greek_files (const char *san, char *out, size_t size)
{
  static const char *const files[8] = { "α", "β", "γ", "δ", "ε", "ζ", "η", "θ" };
  size_t n = 0;

  for (size_t i = 0; san[i] && n + 4 < size; i++)
    {
      bool file = san[i] >= 'a' && san[i] <= 'h' && (san[i + 1] == 'x' || (san[i + 1] >= '1' && san[i + 1] <= '8')
                                                     || (san[i + 1] >= 'a' && san[i + 1] <= 'h'));
      const char *part = file ? files[san[i] - 'a'] : (char[]) { san[i], '\0' };
      size_t k = strlen (part);
      memcpy (out + n, part, k);
      n += k;
    }
  out[n] = '\0';
}

/* ASCII digits to Persian ones. */
static void
persian_digits (const char *text, char *out, size_t size)
{
  size_t n = 0;

  for (size_t i = 0; text[i] && n + 3 < size; i++)
    if (text[i] >= '0' && text[i] <= '9')
      {
        out[n++] = (char) 0xDB;
        out[n++] = (char) (0xB0 + text[i] - '0');
      }
    else
      out[n++] = text[i];
  out[n] = '\0';
}

static void
check_move (Run *run, const ChessPosition *pos, ChessMove move)
{
  char san[CHESS_SAN_MAX], bare[CHESS_SAN_MAX], lower[CHESS_SAN_MAX], uci[8];
  char local[CHESS_SAN_LETTERS_MAX], other[CHESS_SAN_LETTERS_MAX * 2];
  ChessMoveInput input;
  size_t n;

  chess_move_to_san (pos, move, san);
  expect_move (run, pos, NULL, "SAN", san, move);
  strip_signs (san, bare);
  expect_move (run, pos, NULL, "SAN without signs", bare, move);
  chess_move_to_uci (pos, move, uci);
  expect_move (run, pos, NULL, "UCI", uci, move);

  /* lower case: the same move, or a b-pawn's for a bishop's B */
  n = strlen (san);
  for (size_t i = 0; i <= n; i++)
    lower[i] = (char) (san[i] >= 'A' && san[i] <= 'Z' ? san[i] - 'A' + 'a' : san[i]);
  chess_move_input_read (pos, NULL, lower, &input);
  run->typings++;
  if (input.move != move)
    {
      if (san[0] != 'B' || input.move == CHESS_MOVE_NONE
          || CHESS_PIECE_TYPE (pos->board[chess_move_from (input.move)]) != CHESS_PAWN
          || CHESS_SQUARE_FILE (chess_move_from (input.move)) != 1)
        fail (pos, "lower case", lower, &input, move);
    }
  else if (input.state != CHESS_MOVE_INPUT_PLAY && input.state != CHESS_MOVE_INPUT_COMPLETE)
    fail (pos, "lower case", lower, &input, move);

  if (chess_move_kind (move) == CHESS_MOVE_CASTLING)
    {
      char zeros[8];
      size_t k = 0;
      for (size_t i = 0; san[i] && san[i] != '+' && san[i] != '#'; i++)
        zeros[k++] = san[i] == 'O' ? '0' : san[i];
      zeros[k] = '\0';
      expect_move (run, pos, NULL, "castling with zeros", zeros, move);
    }

  chess_move_to_san_letters (pos, move, &run->greek, local, sizeof local);
  expect_move (run, pos, &run->greek, "Greek letters", local, move);
  greek_files (local, other, sizeof other);
  expect_move (run, pos, &run->greek, "Greek letters and files", other, move);
  chess_move_to_san_letters (pos, move, &run->persian, local, sizeof local);
  expect_move (run, pos, &run->persian, "Persian letters", local, move);
  persian_digits (local, other, sizeof other);
  expect_move (run, pos, &run->persian, "Persian letters and digits", other, move);
  chess_move_to_san_letters (pos, move, &run->figurines, local, sizeof local);
  expect_move (run, pos, NULL, "figurines", local, move);

  /* every beginning of the signless SAN lists the move and plays nothing */
  for (size_t k = 1; k < strlen (bare); k++)
    {
      char part[CHESS_SAN_MAX];
      memcpy (part, bare, k);
      part[k] = '\0';
      chess_move_input_read (pos, NULL, part, &input);
      run->typings++;
      if (input.state == CHESS_MOVE_INPUT_PLAY || !has_candidate (&input, move))
        fail (pos, "beginning", part, &input, move);
    }
  run->moves++;
}

static void
check_position (Run *run, const ChessPosition *pos)
{
  ChessMoveList list;

  chess_position_legal_moves (pos, &list);
  for (int i = 0; i < list.count; i++)
    check_move (run, pos, list.moves[i]);
  run->positions++;
}

static void
check_epd (Run *run, const char *relative, unsigned every)
{
  gsize length;
  char *text = test_data_read (relative, &length);
  char **lines = g_strsplit (text, "\n", -1);
  unsigned k = 0;

  for (char **line = lines; *line; line++)
    {
      char *fen;
      ChessPosition pos;

      if (**line == '\0' || **line == '#' || k++ % every != 0)
        continue;
      fen = g_strndup (*line, strcspn (*line, ";"));
      g_strstrip (fen);
      test_position_set (&pos, fen);
      check_position (run, &pos);
      g_free (fen);
    }
  g_strfreev (lines);
  g_free (text);
}

static void
check_game (const TestGame *game, gpointer user_data)
{
  Run *run = user_data;
  ChessPosition pos;

  if (game->fen)
    test_position_set (&pos, game->fen);
  else
    chess_position_set_start (&pos);
  for (guint i = 0; i < game->moves->len; i++)
    {
      const char *text = game->moves->pdata[i];
      ChessMove move;
      ChessUndo undo;

      if (i % 8 == 3)
        check_position (run, &pos);
      g_assert_cmpint (chess_move_from_san (&pos, text, strlen (text), &move), ==, CHESS_SAN_OK);
      chess_position_make_move (&pos, move, &undo);
    }
}

static void
test_every_move (void)
{
  Run run = { 0 };
  gsize length;
  char *text;

  g_assert_true (chess_move_letters_parse (&run.greek, "Ρ Β Π Α Ι", "α β γ δ ε ζ η θ"));
  g_assert_true (chess_move_letters_parse (&run.persian, "ش و ر ف ا", NULL));
  chess_move_letters_figurines (&run.figurines);
  chess_move_letters_english (&run.english);

  check_epd (&run, "perft/ethereal-standard.epd", 1);
  check_epd (&run, "perft/cpw-standard-positions.epd", 1);
  check_epd (&run, "perft/ethereal-fischer-chess960.epd", 8);
  text = test_data_read ("games/pgn-parser-twic-01-232games.pgn", &length);
  test_pgn_for_each_game (text, length, check_game, &run);
  g_free (text);

  g_test_message ("%u positions, %u moves, %u typings", run.positions, run.moves, run.typings);
  g_assert_cmpuint (run.positions, >=, 1000);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/move-input/every-move", test_every_move);
  return g_test_run ();
}
