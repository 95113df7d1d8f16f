/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-rules.c — every way a game ends, claims, offers, takeback,
 * navigation, variations and signals of ChessGame. */
#include "config.h"

#include "test-game-util.h"

static void
assert_result (ChessGame        *game,
               ChessResult       result,
               ChessTermination  termination,
               const char       *termination_tag,
               const char       *description)
{
  g_autofree char *text = chess_game_describe_result (game);

  g_assert_cmpint (chess_game_get_result (game), ==, result);
  g_assert_cmpint (chess_game_get_termination (game), ==, termination);
  g_assert_true (chess_game_is_over (game) == (result != CHESS_RESULT_NONE));
  g_assert_cmpint (chess_game_get_record (game)->result, ==, result);
  g_assert_cmpstr (chess_game_get_tag (game, "Result"), ==, chess_result_to_string (result));
  if (termination_tag != NULL)
    g_assert_cmpstr (chess_game_get_tag (game, "Termination"), ==, termination_tag);
  if (description != NULL)
    g_assert_cmpstr (text, ==, description);
}

/* ------------------------------------------------------------------ */

static void
test_ids (void)
{
  static const char *const ids[] = {
    NULL, "checkmate", "resignation", "time-forfeit", "stalemate", "insufficient-material",
    "agreement", "threefold", "fifty-moves", "fivefold", "seventy-five-moves",
    "timeout-vs-insufficient-material", "adjudication",
  };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    g_assert_cmpstr (chess_termination_to_id ((ChessTermination) i), ==, ids[i]);
}

static void
test_checkmate_fools_mate (void)
{
  g_autoptr(ChessGame) game = chess_game_new ();
  Counts c;

  test_count_signals (game, &c);
  test_play_line (game, "1. f3 e5 2. g4");
  g_assert_false (chess_game_is_over (game));
  g_assert_cmpuint (c.result_changed, ==, 0);
  test_play (game, "Qh4#");
  assert_result (game, CHESS_RESULT_BLACK_WINS, CHESS_TERMINATION_CHECKMATE, "normal",
                 "Black wins — White is checkmated");
  g_assert_cmpuint (c.result_changed, ==, 1);
  g_assert_cmpuint (c.notify_result, ==, 1);
  g_assert_cmpuint (c.notify_termination, ==, 1);
  /* The game is over: no more moves at the live position. */
  {
    ChessMoveList list;
    g_assert_cmpint (chess_position_legal_moves (chess_game_get_position (game), &list), ==, 0);
  }
}

static void
test_checkmate_from_file (void)
{
  ChessRecord *record = test_read_record ("draw/pychess-mate.pgn");
  g_autoptr(ChessGame) replayed = test_replay (record, G_MAXUINT);
  g_autoptr(ChessGame) loaded = NULL;

  assert_result (replayed, CHESS_RESULT_BLACK_WINS, CHESS_TERMINATION_CHECKMATE, "normal", NULL);
  /* The file says [Termination "Normal"]: the final position tells which. */
  loaded = chess_game_new_from_record (record);
  g_assert_cmpint (chess_game_get_result (loaded), ==, CHESS_RESULT_BLACK_WINS);
  g_assert_cmpint (chess_game_get_termination (loaded), ==, CHESS_TERMINATION_CHECKMATE);
  g_assert_false (chess_game_get_modified (loaded));

  /* Our older files said "checkmate" (now "normal", as the standard and
   * lichess write it): still read, and kept as written. */
  {
    g_autoptr(ChessGame) old = test_game_from_pgn ("[Result \"0-1\"]\n[Termination \"checkmate\"]\n\n"
                                                   "1. f3 e5 2. g4 Qh4# 0-1\n");
    g_assert_cmpint (chess_game_get_termination (old), ==, CHESS_TERMINATION_CHECKMATE);
    g_assert_cmpstr (chess_game_get_tag (old, "Termination"), ==, "checkmate");
  }
}

/* Set-up positions that are already over. */
static void
test_finished_positions (void)
{
  static const struct {
    const char *fen;
    ChessResult result;
    ChessTermination termination;
  } cases[] = {
    { "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", CHESS_RESULT_BLACK_WINS, CHESS_TERMINATION_CHECKMATE },
    { "R5k1/5ppp/8/8/8/8/8/6K1 b - - 150 100", CHESS_RESULT_WHITE_WINS, CHESS_TERMINATION_CHECKMATE },
    { "6k1/5ppp/8/8/8/8/R7/6K1 b - - 150 100", CHESS_RESULT_DRAW, CHESS_TERMINATION_SEVENTY_FIVE_MOVES },
    { "8/8/8/8/8/2k5/8/K1N5 w - - 0 1", CHESS_RESULT_DRAW, CHESS_TERMINATION_INSUFFICIENT_MATERIAL },
    { "6k1/5ppp/8/8/8/8/R7/6K1 b - - 149 100", CHESS_RESULT_NONE, CHESS_TERMINATION_NONE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(ChessGame) game = chess_game_new_from_fen (cases[i].fen, &error);

      g_assert_no_error (error);
      g_assert_cmpint (chess_game_get_result (game), ==, cases[i].result);
      g_assert_cmpint (chess_game_get_termination (game), ==, cases[i].termination);
      g_assert_false (chess_game_get_modified (game));
    }
}

static void
test_bad_fen (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessGame) game = chess_game_new_from_fen ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", &error);

  g_assert_null (game);
  g_assert_error (error, CHESS_GAME_ERROR, CHESS_GAME_ERROR_BAD_FEN);
  g_assert_nonnull (strstr (error->message, "x KQkq"));
}

static char *
uci_of (ChessGame  *game,
        const char *san)
{
  char uci[8];

  chess_move_to_uci (chess_game_get_position (game), test_san (game, san), uci);
  return g_strdup (uci);
}

/* A game is a Chess960 one from its creation: the tags say so, the tag
 * cannot be taken away, and castling follows Chess960's rules even from
 * the standard set-up (the king takes its rook in UCI). */
static void
test_chess960 (void)
{
  g_autoptr(ChessGame) standard = chess_game_new ();
  g_autoptr(ChessGame) game = chess_game_new_chess960 (CHESS960_STANDARD_NUMBER);
  g_autoptr(ChessGame) first = chess_game_new_chess960 (0);
  g_autoptr(ChessGame) from_fen = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *standard_castle = NULL, *chess960_castle = NULL;
  const char *line = "1. Nf3 Nf6 2. g3 g6 3. Bg2 Bg7";

  g_assert_cmpint (chess_game_get_variant (standard), ==, CHESS_VARIANT_STANDARD);
  g_assert_null (chess_game_get_tag (standard, "Variant"));
  g_assert_null (chess_game_get_tag (standard, "FEN"));

  g_assert_cmpint (chess_game_get_variant (game), ==, CHESS_VARIANT_CHESS960);
  g_assert_cmpstr (chess_game_get_tag (game, "Variant"), ==, "Chess960");
  g_assert_cmpstr (chess_game_get_tag (game, "SetUp"), ==, "1");
  g_assert_cmpstr (chess_game_get_tag (game, "FEN"), ==,
                   "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w AHah - 0 1");
  g_assert_cmpmem (chess_game_get_position (game)->board, 64, chess_game_get_position (standard)->board, 64);
  g_assert_false (chess_game_get_modified (game));

  test_play_line (standard, line);
  test_play_line (game, line);
  standard_castle = uci_of (standard, "O-O");
  chess960_castle = uci_of (game, "O-O");
  g_assert_cmpstr (standard_castle, ==, "e1g1");
  g_assert_cmpstr (chess960_castle, ==, "e1h1");
  g_assert_true (test_play (game, "O-O"));
  g_assert_cmpint (chess_position_piece_at (chess_game_get_position (game), CHESS_G1), ==,
                   CHESS_MAKE_PIECE (CHESS_WHITE, CHESS_KING));

  g_test_expect_message ("chess-game", G_LOG_LEVEL_WARNING, "*Variant*");
  chess_game_set_tag (game, "Variant", NULL);
  g_test_assert_expected_messages ();
  g_assert_cmpstr (chess_game_get_tag (game, "Variant"), ==, "Chess960");
  g_assert_cmpint (chess_game_get_variant (game), ==, CHESS_VARIANT_CHESS960);

  /* Another number, another position: the core's. */
  g_assert_cmpint (chess_game_get_variant (first), ==, CHESS_VARIANT_CHESS960);
  g_assert_cmpstr (chess_game_get_tag (first, "FEN"), ==,
                   "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w FHfh - 0 1");

  /* A FEN whose castling needs Chess960 rules starts a Chess960 game. */
  from_fen = chess_game_new_from_fen ("bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w EGeg - 0 1", &error);
  g_assert_no_error (error);
  g_assert_cmpint (chess_game_get_variant (from_fen), ==, CHESS_VARIANT_CHESS960);
  g_assert_cmpstr (chess_game_get_tag (from_fen, "Variant"), ==, "Chess960");
}

static void
test_stalemate (void)
{
  g_autoptr(ChessGame) game = chess_game_new ();
  g_autoptr(ChessGame) from_fen = NULL;
  g_autoptr(GError) error = NULL;

  /* Sam Loyd's ten-move stalemate. */
  test_play_line (game, "1. e3 a5 2. Qh5 Ra6 3. Qxa5 h5 4. h4 Rah6 5. Qxc7 f6 6. Qxd7+ Kf7 "
                        "7. Qxb7 Qd3 8. Qxb8 Qh7 9. Qxc8 Kg6");
  g_assert_false (chess_game_is_over (game));
  test_play (game, "Qe6");
  assert_result (game, CHESS_RESULT_DRAW, CHESS_TERMINATION_STALEMATE, "stalemate", "Draw — stalemate");

  /* A position that is stalemate from the start. */
  from_fen = chess_game_new_from_fen ("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", &error);
  g_assert_no_error (error);
  assert_result (from_fen, CHESS_RESULT_DRAW, CHESS_TERMINATION_STALEMATE, "stalemate", NULL);
}

static void
test_dead_position (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessGame) game = chess_game_new_from_fen ("8/8/8/4k3/3P4/8/8/4K3 b - - 0 1", &error);
  ChessRecord *record;
  ChessGame *replayed;

  g_assert_no_error (error);
  g_assert_false (chess_game_is_over (game));
  test_play (game, "Kxd4");
  assert_result (game, CHESS_RESULT_DRAW, CHESS_TERMINATION_INSUFFICIENT_MATERIAL,
                 "insufficient material", "Draw — insufficient material");

  /* Two games of the shared data that end with bare kings. */
  for (guint i = 0; i < 2; i++)
    {
      record = test_read_record (i == 0 ? "draw/pychess-insufficient_material.pgn" : "draw/pychess-material.pgn");
      replayed = test_replay (record, G_MAXUINT);
      assert_result (replayed, CHESS_RESULT_DRAW, CHESS_TERMINATION_INSUFFICIENT_MATERIAL, NULL, NULL);
      g_object_unref (replayed);
      /* One move before the end the game was still going. */
      replayed = test_replay (record, test_count_plies (record) - 1);
      g_assert_false (chess_game_is_over (replayed));
      g_object_unref (replayed);
      chess_record_free (record);
    }

  /* Bishops all on one colour are dead at once. */
  g_clear_object (&game);
  game = chess_game_new_from_fen ("8/8/2b1k3/8/8/3B4/4K3/8 w - - 0 1", &error);
  g_assert_no_error (error);
  g_assert_cmpint (chess_game_get_termination (game), ==, CHESS_TERMINATION_INSUFFICIENT_MATERIAL);
}

static void
test_resignation (void)
{
  g_autoptr(ChessGame) game = chess_game_new ();

  test_play (game, "e4");
  chess_game_resign (game, CHESS_WHITE);
  assert_result (game, CHESS_RESULT_BLACK_WINS, CHESS_TERMINATION_RESIGNATION, "resignation",
                 "Black wins — White resigned");
  /* Finished: no move at the live position, no second result. */
  g_assert_false (chess_game_make_move (game, test_san (game, "e5")));
  chess_game_resign (game, CHESS_BLACK);
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_BLACK_WINS);
  /* A resignation is not taken back. */
  g_assert_false (chess_game_takeback (game));
}

/* With the players' names the result names them ("Magnus wins — Hikaru
 * resigned"); a side without a name is White or Black; a draw names no one. */
static void
test_result_with_names (void)
{
  g_autoptr(ChessGame) mate = chess_game_new ();
  g_autoptr(ChessGame) resigned = chess_game_new ();
  g_autoptr(ChessGame) unnamed = chess_game_new ();
  g_autoptr(ChessGame) agreed = chess_game_new ();

  chess_game_set_tag (mate, "White", "Anna");
  chess_game_set_tag (mate, "Black", "Boris");
  test_play_line (mate, "1. f3 e5 2. g4 Qh4#");
  assert_result (mate, CHESS_RESULT_BLACK_WINS, CHESS_TERMINATION_CHECKMATE, "normal",
                 "Boris wins — Anna is checkmated");

  chess_game_set_tag (resigned, "Black", "Hikaru");
  test_play (resigned, "e4");
  chess_game_resign (resigned, CHESS_WHITE);
  assert_result (resigned, CHESS_RESULT_BLACK_WINS, CHESS_TERMINATION_RESIGNATION, "resignation",
                 "Hikaru wins — White resigned");

  /* "?" is PGN's unknown name, not a name */
  chess_game_set_tag (unnamed, "White", "?");
  chess_game_set_tag (unnamed, "Black", "");
  chess_game_resign (unnamed, CHESS_BLACK);
  assert_result (unnamed, CHESS_RESULT_WHITE_WINS, CHESS_TERMINATION_RESIGNATION, "resignation",
                 "White wins — Black resigned");

  chess_game_set_tag (agreed, "White", "Anna");
  chess_game_offer_draw (agreed, CHESS_WHITE);
  chess_game_accept_draw (agreed);
  assert_result (agreed, CHESS_RESULT_DRAW, CHESS_TERMINATION_AGREEMENT, NULL, "Draw — agreed by the players");
}

static void
test_agreement (void)
{
  g_autoptr(ChessGame) game = chess_game_new ();
  Counts c;

  test_count_signals (game, &c);
  g_assert_cmpint (chess_game_get_draw_offer (game), ==, -1);
  chess_game_offer_draw (game, CHESS_WHITE);
  g_assert_cmpint (chess_game_get_draw_offer (game), ==, CHESS_WHITE);
  g_assert_cmpuint (c.notify_draw_offer, ==, 1);
  /* Nobody accepts their own offer. */
  g_assert_false (chess_game_answer_draw_offer (game, CHESS_WHITE, TRUE));
  g_assert_false (chess_game_is_over (game));
  /* The offer stands while its maker moves ... */
  test_play (game, "e4");
  g_assert_cmpint (chess_game_get_draw_offer (game), ==, CHESS_WHITE);
  /* ... and the opponent's move declines it. */
  test_play (game, "e5");
  g_assert_cmpint (chess_game_get_draw_offer (game), ==, -1);
  g_assert_cmpuint (c.notify_draw_offer, ==, 2);

  chess_game_offer_draw (game, CHESS_WHITE);
  g_assert_true (chess_game_answer_draw_offer (game, CHESS_BLACK, FALSE));
  g_assert_cmpint (chess_game_get_draw_offer (game), ==, -1);
  g_assert_false (chess_game_is_over (game));

  chess_game_offer_draw (game, CHESS_BLACK);
  chess_game_decline_draw (game);
  g_assert_cmpint (chess_game_get_draw_offer (game), ==, -1);
  chess_game_accept_draw (game);   /* nothing stands: nothing happens */
  g_assert_false (chess_game_is_over (game));

  chess_game_offer_draw (game, CHESS_BLACK);
  g_assert_true (chess_game_answer_draw_offer (game, CHESS_WHITE, TRUE));
  assert_result (game, CHESS_RESULT_DRAW, CHESS_TERMINATION_AGREEMENT, "agreement",
                 "Draw — agreed by the players");
  g_assert_cmpint (chess_game_get_draw_offer (game), ==, -1);
  g_assert_cmpuint (c.result_changed, ==, 1);
}

static void
test_threefold_knights (void)
{
  ChessRecord *record = test_read_record ("draw/pychess-threefold.pgn");
  guint plies = test_count_plies (record);
  g_autoptr(ChessGame) before = test_replay (record, plies - 1);
  g_autoptr(ChessGame) game = test_replay (record, plies);
  ChessTermination reason = CHESS_TERMINATION_NONE;
  Counts c;

  g_assert_cmpuint (plies, ==, 8);
  /* Black to move after 4. Ng1: not yet, but 4... Ng8 would make the third time. */
  g_assert_false (chess_game_can_claim_draw (before, CHESS_MOVE_NONE, &reason));
  g_assert_cmpint (reason, ==, CHESS_TERMINATION_NONE);
  g_assert_false (chess_game_can_claim_draw (before, test_san (before, "Nh5"), NULL));
  g_assert_true (chess_game_can_claim_draw (before, test_san (before, "Ng8"), &reason));
  g_assert_cmpint (reason, ==, CHESS_TERMINATION_THREEFOLD);

  /* The property follows, with one notification. */
  test_count_signals (before, &c);
  test_play (before, "Ng8");
  {
    gboolean can = FALSE;
    g_object_get (before, "can-claim-draw", &can, NULL);
    g_assert_true (can);
  }
  g_assert_cmpuint (c.notify_can_claim, ==, 1);

  /* Not automatic. */
  g_assert_false (chess_game_is_over (game));
  g_assert_true (chess_game_can_claim_draw (game, CHESS_MOVE_NONE, &reason));
  g_assert_cmpint (reason, ==, CHESS_TERMINATION_THREEFOLD);
  g_assert_true (chess_game_claim_draw (game, CHESS_MOVE_NONE));
  assert_result (game, CHESS_RESULT_DRAW, CHESS_TERMINATION_THREEFOLD, "threefold repetition",
                 "Draw — threefold repetition");
  g_assert_cmpuint (test_count_plies (chess_game_get_record (game)), ==, 8);
  chess_record_free (record);
}

/* pychess-draw.pgn ends 27... Kf8 with White to move: 28. Qc5+ would bring
 * the position after 24. Qc5+ and 26. Qc5+ for the third time. */
static void
test_threefold_intended_move (void)
{
  ChessRecord *record = test_read_record ("draw/pychess-draw.pgn");
  guint plies = test_count_plies (record);
  g_autoptr(ChessGame) game = test_replay (record, G_MAXUINT);
  ChessTermination reason = CHESS_TERMINATION_NONE;
  ChessMove qc5 = test_san (game, "Qc5+");

  g_assert_cmpuint (plies, ==, 54);
  g_assert_false (chess_game_is_over (game));
  g_assert_false (chess_game_can_claim_draw (game, CHESS_MOVE_NONE, NULL));
  g_assert_false (chess_game_can_claim_draw (game, test_san (game, "Kh2"), NULL));
  g_assert_true (chess_game_can_claim_draw (game, qc5, &reason));
  g_assert_cmpint (reason, ==, CHESS_TERMINATION_THREEFOLD);

  /* A claim with a move that repeats nothing fails and changes nothing. */
  g_assert_false (chess_game_claim_draw (game, test_san (game, "Kh2")));
  g_assert_false (chess_game_is_over (game));
  g_assert_cmpuint (test_count_plies (chess_game_get_record (game)), ==, plies);

  /* The claim with the intended move: the move is written, the game drawn. */
  g_assert_true (chess_game_claim_draw (game, qc5));
  assert_result (game, CHESS_RESULT_DRAW, CHESS_TERMINATION_THREEFOLD, "threefold repetition", NULL);
  g_assert_cmpuint (test_count_plies (chess_game_get_record (game)), ==, plies + 1);
  chess_record_free (record);
}

/* The repetition key counts an en-passant right only when the capture is
 * legal.  After 1... c5 the b5 pawn could take en passant — were it not
 * pinned to its king on a5 by the rook on h5. */
static void
threefold_after_double_push (const char *fen,
                             gboolean    capture_legal)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessGame) game = chess_game_new_from_fen (fen, &error);

  g_assert_no_error (error);
  test_play_line (game, "1... c5 2. Nf3 Nf6 3. Ng1 Ng8");
  g_assert_false (chess_game_can_claim_draw (game, CHESS_MOVE_NONE, NULL));
  test_play_line (game, "4. Nf3 Nf6 5. Ng1");
  /* The position after 1... c5 (with or without a usable ep right) is about
   * to appear for the third time — or the second. */
  g_assert_true (chess_game_can_claim_draw (game, test_san (game, "Ng8"), NULL) == !capture_legal);
  test_play (game, "Ng8");
  g_assert_true (chess_game_can_claim_draw (game, CHESS_MOVE_NONE, NULL) == !capture_legal);
  test_play_line (game, "6. Nf3 Nf6 7. Ng1 Ng8");
  g_assert_true (chess_game_can_claim_draw (game, CHESS_MOVE_NONE, NULL));
}

static void
test_threefold_en_passant (void)
{
  /* Pinned: exb6 e.p. is illegal, so 1... c5 gives the same position as later. */
  threefold_after_double_push ("4k1n1/2p5/8/KP5r/8/8/8/6N1 b - - 0 1", FALSE);
  /* Not pinned: bxc6 e.p. is legal right after 1... c5: a different position. */
  threefold_after_double_push ("4k1n1/2p4r/8/KP6/8/8/8/6N1 b - - 0 1", TRUE);
}

static void
test_fifty_moves (void)
{
  ChessRecord *record = test_read_record ("draw/pychess-50.pgn");
  ChessRecord *short_record = test_read_record ("draw/pychess-50halfmoves.pgn");
  g_autoptr(ChessGame) game = test_replay (record, G_MAXUINT);
  g_autoptr(ChessGame) short_game = test_replay (short_record, G_MAXUINT);
  ChessTermination reason = CHESS_TERMINATION_NONE;
  ChessMoveList list;
  ChessMove quiet = CHESS_MOVE_NONE, pawn = CHESS_MOVE_NONE;

  /* 108 half-moves without capture or pawn move: the claim holds now. */
  g_assert_cmpint (chess_game_get_position (game)->halfmove_clock, ==, 108);
  g_assert_false (chess_game_is_over (game));
  g_assert_true (chess_game_can_claim_draw (game, CHESS_MOVE_NONE, &reason));
  g_assert_cmpint (reason, ==, CHESS_TERMINATION_FIFTY_MOVES);

  /* Exactly 50 half-moves (25 moves each) is not enough. */
  g_assert_cmpint (chess_game_get_position (short_game)->halfmove_clock, ==, 50);
  g_assert_false (chess_game_is_over (short_game));
  g_assert_false (chess_game_can_claim_draw (short_game, CHESS_MOVE_NONE, NULL));

  /* Back to 99: only a move that is no capture and no pawn move makes 100. */
  for (int i = 0; i < 9; i++)
    g_assert_true (chess_game_takeback (game));
  g_assert_cmpint (chess_game_get_position (game)->halfmove_clock, ==, 99);
  g_assert_false (chess_game_can_claim_draw (game, CHESS_MOVE_NONE, NULL));
  chess_position_legal_moves (chess_game_get_position (game), &list);
  for (int i = 0; i < list.count; i++)
    {
      const ChessPosition *pos = chess_game_get_position (game);
      ChessMove m = list.moves[i];
      gboolean is_pawn = CHESS_PIECE_TYPE (chess_position_piece_at (pos, chess_move_from (m))) == CHESS_PAWN;

      if (is_pawn && pawn == CHESS_MOVE_NONE)
        pawn = m;
      if (!is_pawn && !chess_move_is_capture (pos, m) && quiet == CHESS_MOVE_NONE)
        quiet = m;
    }
  g_assert_true (quiet != CHESS_MOVE_NONE && pawn != CHESS_MOVE_NONE);
  g_assert_false (chess_game_can_claim_draw (game, pawn, NULL));
  g_assert_true (chess_game_can_claim_draw (game, test_san (game, "Ndf5"), &reason));
  g_assert_cmpint (reason, ==, CHESS_TERMINATION_FIFTY_MOVES);
  g_assert_true (chess_game_claim_draw (game, test_san (game, "Ndf5")));
  assert_result (game, CHESS_RESULT_DRAW, CHESS_TERMINATION_FIFTY_MOVES, "fifty-move rule",
                 "Draw — fifty-move rule");

  chess_record_free (record);
  chess_record_free (short_record);
}

static void
test_fifty_moves_from_fen (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessGame) game = chess_game_new_from_fen ("8/8/4k3/8/8/4K3/8/R7 w - - 99 80", &error);
  ChessTermination reason = CHESS_TERMINATION_NONE;

  g_assert_no_error (error);
  g_assert_false (chess_game_can_claim_draw (game, CHESS_MOVE_NONE, NULL));
  g_assert_true (chess_game_can_claim_draw (game, test_san (game, "Ra2"), &reason));
  g_assert_cmpint (reason, ==, CHESS_TERMINATION_FIFTY_MOVES);
  test_play (game, "Ra2");
  /* Now Black can claim without a move. */
  g_assert_true (chess_game_can_claim_draw (game, CHESS_MOVE_NONE, &reason));
  g_assert_cmpint (reason, ==, CHESS_TERMINATION_FIFTY_MOVES);
}

static void
test_fivefold (void)
{
  g_autoptr(ChessGame) game = chess_game_new ();
  Counts c;

  test_count_signals (game, &c);
  for (int round = 0; round < 4; round++)
    {
      g_assert_false (chess_game_is_over (game));
      test_play_line (game, "Nf3 Nf6 Ng1");
      if (round < 3)
        test_play (game, "Ng8");
    }
  /* The start position has been there four times; Ng8 makes five.  A
   * claim was possible long ago but nobody made it. */
  g_assert_true (chess_game_can_claim_draw (game, CHESS_MOVE_NONE, NULL));
  g_assert_false (chess_game_is_over (game));
  test_play (game, "Ng8");
  assert_result (game, CHESS_RESULT_DRAW, CHESS_TERMINATION_FIVEFOLD, "fivefold repetition",
                 "Draw — fivefold repetition");
  g_assert_cmpuint (c.result_changed, ==, 1);
  g_assert_cmpuint (c.move_made, ==, 16);
}

static void
test_seventy_five_moves (void)
{
  g_autoptr(GError) error = NULL;
  const char *fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 100";
  g_autoptr(ChessGame) quiet = chess_game_new_from_fen (fen, &error);
  g_autoptr(ChessGame) mate = chess_game_new_from_fen (fen, &error);
  g_autoptr(ChessGame) early = chess_game_new_from_fen ("6k1/5ppp/8/8/8/8/8/R5K1 w - - 148 100", &error);

  g_assert_no_error (error);
  test_play (quiet, "Ra2");
  assert_result (quiet, CHESS_RESULT_DRAW, CHESS_TERMINATION_SEVENTY_FIVE_MOVES, "seventy-five-move rule",
                 "Draw — seventy-five-move rule");

  /* The 150th half-move mates: checkmate takes precedence. */
  test_play (mate, "Ra8#");
  assert_result (mate, CHESS_RESULT_WHITE_WINS, CHESS_TERMINATION_CHECKMATE, "normal",
                 "White wins — Black is checkmated");

  test_play (early, "Ra2");
  g_assert_false (chess_game_is_over (early));
}

static void
test_takeback (void)
{
  g_autoptr(ChessGame) game = chess_game_new ();
  g_autofree char *start = test_fen (game);
  g_autofree char *after_e4 = NULL;
  Counts c;

  g_assert_false (chess_game_takeback (game));
  test_play (game, "e4");
  after_e4 = test_fen (game);
  test_play (game, "e5");
  test_count_signals (game, &c);
  g_assert_true (chess_game_takeback (game));
  {
    g_autofree char *fen = test_fen (game);
    g_assert_cmpstr (fen, ==, after_e4);
  }
  g_assert_cmpuint (c.tree_changed, ==, 1);
  g_assert_cmpuint (c.position_changed, ==, 1);
  g_assert_cmpuint (test_count_plies (chess_game_get_record (game)), ==, 1);
  g_assert_true (chess_game_takeback (game));
  {
    g_autofree char *fen = test_fen (game);
    g_assert_cmpstr (fen, ==, start);
  }
  g_assert_true (chess_game_get_current_node (game) == chess_game_get_record (game)->root);

  /* A mate is taken back with its move; the game goes on. */
  test_play_line (game, "1. f3 e5 2. g4 Qh4#");
  g_assert_true (chess_game_is_over (game));
  g_assert_true (chess_game_takeback (game));
  g_assert_false (chess_game_is_over (game));
  g_assert_null (chess_game_get_tag (game, "Termination"));
  g_assert_cmpstr (chess_game_get_tag (game, "Result"), ==, "*");
  test_play (game, "d6");
  g_assert_false (chess_game_is_over (game));
}

static void
test_navigation (void)
{
  g_autoptr(ChessGame) game = chess_game_new ();
  g_autofree char *pgn = NULL;
  g_autofree char *after_e4 = NULL;
  ChessNode *live, *second;
  Counts c;

  test_play (game, "e4");
  after_e4 = test_fen (game);
  test_play_line (game, "e5 Nf3 Nc6 Bb5");
  pgn = test_pgn (game);
  live = chess_game_get_last_node (game);
  second = chess_game_get_record (game)->root->first_child->first_child;
  chess_game_set_modified (game, FALSE);
  test_count_signals (game, &c);

  g_assert_true (chess_game_go_first (game));
  g_assert_false (chess_game_go_first (game));
  g_assert_false (chess_game_go_previous (game));
  g_assert_false (chess_game_is_at_live_position (game));
  g_assert_true (chess_game_go_next (game));
  {
    g_autofree char *fen = test_fen (game);
    g_assert_cmpstr (fen, ==, after_e4);
  }
  /* A game in progress goes on only at its live position. */
  g_assert_false (chess_game_make_move (game, test_san (game, "c5")));
  g_assert_false (chess_game_claim_draw (game, CHESS_MOVE_NONE));
  chess_game_go_to_node (game, second);
  g_assert_true (chess_game_get_current_node (game) == second);
  g_assert_true (chess_game_go_previous (game));
  g_assert_true (chess_game_go_last (game));
  g_assert_true (chess_game_is_at_live_position (game));
  g_assert_false (chess_game_go_next (game));

  g_assert_cmpuint (c.position_changed, ==, 5);
  g_assert_cmpuint (c.move_made + c.tree_changed + c.result_changed + c.notify_modified, ==, 0);
  g_assert_false (chess_game_get_modified (game));
  g_assert_true (chess_game_get_last_node (game) == live);
  {
    g_autofree char *after = test_pgn (game);
    g_assert_cmpstr (after, ==, pgn);
  }
  g_assert_true (test_play (game, "a6"));
}

static void
test_variation_in_finished_game (void)
{
  g_autoptr(ChessGame) game = chess_game_new ();
  ChessNode *mate_node, *after_f3, *variation;
  g_autofree char *pgn = NULL;
  Counts c;

  test_play_line (game, "1. f3 e5 2. g4 Qh4#");
  mate_node = chess_game_get_last_node (game);
  after_f3 = chess_game_get_record (game)->root->first_child;
  test_count_signals (game, &c);

  /* At the live position of a finished game nothing more is played. */
  g_assert_false (chess_game_make_move (game, CHESS_MOVE_NONE));

  chess_game_go_to_node (game, after_f3);
  g_assert_true (test_play (game, "e6"));
  variation = chess_game_get_current_node (game);
  g_assert_true (variation->parent == after_f3);
  g_assert_false (chess_node_is_main_line (variation));
  g_assert_true (after_f3->first_child != variation);
  g_assert_cmpuint (c.tree_changed, ==, 1);
  g_assert_cmpuint (c.move_made, ==, 1);
  g_assert_true (test_play (game, "g4"));
  g_assert_cmpuint (c.tree_changed, ==, 2);

  /* The main line and the result are untouched. */
  g_assert_true (chess_game_get_last_node (game) == mate_node);
  g_assert_cmpint (chess_game_get_termination (game), ==, CHESS_TERMINATION_CHECKMATE);
  g_assert_cmpuint (test_count_plies (chess_game_get_record (game)), ==, 4);
  g_assert_cmpuint (chess_record_count_nodes (chess_game_get_record (game)), ==, 6);
  pgn = test_pgn (game);
  g_assert_nonnull (strstr (pgn, "(1... e6 2. g4)"));

  /* Playing a move that is already there enters it; nothing is added. */
  chess_game_go_to_node (game, after_f3);
  g_assert_true (test_play (game, "e6"));
  g_assert_true (chess_game_get_current_node (game) == variation);
  chess_game_go_to_node (game, after_f3);
  g_assert_true (test_play (game, "e5"));
  g_assert_true (chess_game_get_current_node (game) == after_f3->first_child);
  g_assert_cmpuint (c.tree_changed, ==, 2);
  g_assert_cmpuint (chess_record_count_nodes (chess_game_get_record (game)), ==, 6);
}

typedef struct {
  GString *signals;    /* in emission order */
  GPtrArray *notified; /* property names; GLib does not promise their order */
} Log;

static void
log_move (ChessGame *game, ChessNode *node, Log *log)
{
  g_assert_true (node == chess_game_get_current_node (game));
  g_string_append (log->signals, "M");
}

static void log_position (ChessGame *game, Log *log) { g_string_append (log->signals, "P"); }
static void log_tree (ChessGame *game, Log *log) { g_string_append (log->signals, "T"); }
static void log_result (ChessGame *game, Log *log) { g_string_append (log->signals, "R"); }
static void log_notify (ChessGame *game, GParamSpec *pspec, Log *log)
{
  g_ptr_array_add (log->notified, (gpointer) pspec->name);
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* Checks and clears the log; `notified` lists names in alphabetical order. */
static void
expect (Log *log, const char *signals, const char *notified)
{
  g_autoptr(GString) names = g_string_new (NULL);

  g_ptr_array_sort (log->notified, compare_names);
  for (guint i = 0; i < log->notified->len; i++)
    g_string_append_printf (names, "%s%s", i ? " " : "", (char *) g_ptr_array_index (log->notified, i));
  g_assert_cmpstr (log->signals->str, ==, signals);
  g_assert_cmpstr (names->str, ==, notified);
  g_string_truncate (log->signals, 0);
  g_ptr_array_set_size (log->notified, 0);
}

static void
test_signals (void)
{
  g_autoptr(ChessGame) game = chess_game_new ();
  Log log = { g_string_new (NULL), g_ptr_array_new () };

  g_signal_connect (game, "move-made", G_CALLBACK (log_move), &log);
  g_signal_connect (game, "position-changed", G_CALLBACK (log_position), &log);
  g_signal_connect (game, "tree-changed", G_CALLBACK (log_tree), &log);
  g_signal_connect (game, "result-changed", G_CALLBACK (log_result), &log);
  g_signal_connect (game, "notify", G_CALLBACK (log_notify), &log);

  test_play (game, "f3");
  expect (&log, "TMP", "modified");
  test_play_line (game, "e5 g4");
  expect (&log, "TMPTMP", "");
  test_play (game, "Qh4#");
  expect (&log, "TMPR", "result termination");
  chess_game_go_previous (game);
  expect (&log, "P", "");
  chess_game_set_modified (game, FALSE);
  expect (&log, "", "modified");
  chess_game_go_last (game);
  g_assert_true (chess_game_takeback (game));
  expect (&log, "PTPR", "modified result termination");
  chess_game_offer_draw (game, CHESS_BLACK);
  expect (&log, "", "draw-offer");
  chess_game_resign (game, CHESS_BLACK);
  expect (&log, "R", "draw-offer result termination");
  /* A tag of a finished game: its change ends like any other (it used
   * to stay open and hold every later notification back). */
  chess_game_set_tag (game, "White", "Anna");
  expect (&log, "", "");
  chess_game_set_modified (game, FALSE);
  expect (&log, "", "modified");

  g_string_free (log.signals, TRUE);
  g_ptr_array_unref (log.notified);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game/rules/ids", test_ids);
  g_test_add_func ("/game/rules/checkmate", test_checkmate_fools_mate);
  g_test_add_func ("/game/rules/checkmate-from-file", test_checkmate_from_file);
  g_test_add_func ("/game/rules/finished-positions", test_finished_positions);
  g_test_add_func ("/game/rules/bad-fen", test_bad_fen);
  g_test_add_func ("/game/rules/chess960", test_chess960);
  g_test_add_func ("/game/rules/stalemate", test_stalemate);
  g_test_add_func ("/game/rules/dead-position", test_dead_position);
  g_test_add_func ("/game/rules/resignation", test_resignation);
  g_test_add_func ("/game/rules/agreement", test_agreement);
  g_test_add_func ("/game/rules/result-with-names", test_result_with_names);
  g_test_add_func ("/game/rules/threefold", test_threefold_knights);
  g_test_add_func ("/game/rules/threefold-intended-move", test_threefold_intended_move);
  g_test_add_func ("/game/rules/threefold-en-passant", test_threefold_en_passant);
  g_test_add_func ("/game/rules/fifty-moves", test_fifty_moves);
  g_test_add_func ("/game/rules/fifty-moves-from-fen", test_fifty_moves_from_fen);
  g_test_add_func ("/game/rules/fivefold", test_fivefold);
  g_test_add_func ("/game/rules/seventy-five-moves", test_seventy_five_moves);
  g_test_add_func ("/game/takeback", test_takeback);
  g_test_add_func ("/game/navigation", test_navigation);
  g_test_add_func ("/game/variation", test_variation_in_finished_game);
  g_test_add_func ("/game/signals", test_signals);
  return g_test_run ();
}
