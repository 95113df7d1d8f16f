/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-match — engine players against each other, headless, to measure
 * the playing levels.
 *
 *   chess-match --levels A,B --games N [--nodes N | --time-control TC]
 *               [--engine PATH] [--openings book|list] [--seed S] [--pgn FILE]
 *   chess-match --levels A,B --positions FILE [...]
 *
 * A and B are levels (1 … 8, or their ids: beginner … maximum), "eloN"
 * (the engine limiting itself to UCI_Elo N), or, to try a level before it
 * goes into the table, "custom:NODES:MULTIPV:TEMPERATURE:MAX-LOSS" (the
 * fields of ChessEngineLevel; see chess-engine-level.c).  Every game is a
 * ChessSession with two ChessEnginePlayers: the same session, players,
 * levels and clock as a game in the window.  Colours alternate; each pair
 * of games starts from its own opening (a weighted walk through the
 * Polyglot book, or a line of a small list of balanced openings), played
 * before the players take over; or, with --positions, each position of a
 * FEN/EPD file is played twice, A with White first and then with Black
 * (endgames: can a level mate with king and rook?).  Without a time
 * control the games have
 * no clock: --nodes limits the levels that have no node limit of their
 * own (4 … 8 and eloN; 1 … 3 keep theirs).  A draw that can be claimed
 * (threefold repetition, fifty moves) is claimed, as an arbiter of an
 * engine match would.
 *
 * Output, a line per game and then the result from A's side:
 *   game 1: 1 (white) vs 2 (black): 0-1 checkmate, 43 moves; e4 e5 Nf3 Nc6
 *   1 vs 2: +W -L =D, score S %, Elo E ± M
 * Exit status: 0 done, 1 an engine or a file failed, 2 bad arguments. */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "chess-engine-catalog.h"
#include "chess-engine-player.h"
#include "chess-match-openings.h"
#include "chess-match-positions.h"
#include "chess-match-stats.h"
#include "chess-session.h"

#define DEFAULT_BOOK "/usr/share/games/gnuchess/book.bin"
#define DEFAULT_BOOK_PLIES 8
/* With --nodes the node limit decides, not the move time sent beside it;
 * an engine that never answers is ended by the deadline of the node limit
 * (chess_engine_search_deadline_ms), well before this. */
#define NODES_GUARD_MOVE_TIME_MS 60000

typedef struct {
  char *spec;                   /* as given: "1", "beginner", "elo1350" */
  ChessEngineLevel level;       /* a copy: an eloN player has its own */
  ChessEngine *engine;
  ChessEnginePlayer *player;
} Side;

typedef struct {
  GMainLoop *loop;
  ChessSession *session;
  ChessGame *game;              /* the game being played */
  GError *failure;
  guint claim_id;
  GAsyncResult *result;         /* of an append */
} Match;

static gboolean
parse_side (const char *text,
            Side       *side)
{
  const ChessEngineLevel *level = chess_engine_level_lookup (text);
  guint64 elo;

  side->spec = g_strdup (text);
  if (level != NULL)
    {
      side->level = *level;
      return TRUE;
    }
  if (g_str_has_prefix (text, "elo")
      && g_ascii_string_to_unsigned (text + 3, 10, 1, 5000, &elo, NULL))
    {
      side->level = (ChessEngineLevel) { .number = 0, .id = side->spec, .name = side->spec, .elo = (int) elo };
      return TRUE;
    }
  if (g_str_has_prefix (text, "custom:"))
    {
      g_auto (GStrv) fields = g_strsplit (text + strlen ("custom:"), ":", -1);
      guint64 values[4];

      if (g_strv_length (fields) != 4)
        return FALSE;
      for (guint i = 0; i < 4; i++)
        if (!g_ascii_string_to_unsigned (fields[i], 10, i == 1 ? 1 : 0, i == 1 ? CHESS_ENGINE_MAX_LINES : G_MAXINT32,
                                         &values[i], NULL))
          return FALSE;
      side->level = (ChessEngineLevel) {
        .number = 0, .id = side->spec, .name = side->spec,
        .nodes = values[0], .multipv = (int) values[1],
        .temperature_cp = (int) values[2], .max_loss_cp = (int) values[3],
      };
      return TRUE;
    }
  return FALSE;
}

static void
side_clear (Side *side)
{
  if (side->engine != NULL)
    chess_engine_quit (side->engine);
  g_clear_object (&side->player);
  g_clear_object (&side->engine);
  g_clear_pointer (&side->spec, g_free);
}

/* ---- One game ----------------------------------------------------- */

static void
player_failed (ChessSession *session,
               ChessPlayer  *player,
               const GError *error,
               Match        *match)
{
  if (match->failure == NULL)
    match->failure = g_error_copy (error);
  g_main_loop_quit (match->loop);
}

static void
result_changed (ChessGame *game,
                Match     *match)
{
  if (chess_game_is_over (game))
    g_main_loop_quit (match->loop);
}

static gboolean
claim_draw (gpointer user_data)
{
  Match *match = user_data;

  match->claim_id = 0;
  if (!chess_game_is_over (match->game) && chess_game_can_claim_draw (match->game, CHESS_MOVE_NONE, NULL))
    chess_game_claim_draw (match->game, CHESS_MOVE_NONE);
  return G_SOURCE_REMOVE;
}

/* Claimed from an idle callback, outside the session's handling of the move. */
static void
can_claim_changed (ChessGame  *game,
                   GParamSpec *pspec,
                   Match      *match)
{
  if (match->claim_id == 0)
    match->claim_id = g_idle_add (claim_draw, match);
}

static const char *
result_text (ChessResult result)
{
  switch (result)
    {
    case CHESS_RESULT_WHITE_WINS:
      return "1-0";
    case CHESS_RESULT_BLACK_WINS:
      return "0-1";
    case CHESS_RESULT_DRAW:
      return "1/2-1/2";
    case CHESS_RESULT_NONE:
    default:
      return "*";
    }
}

/* Plays one game; FALSE with match->failure set if a player failed. */
static gboolean
play_game (Match                   *match,
           const ChessGameOptions  *options,
           const ChessMatchOpening *opening,
           Side                    *white,
           Side                    *black)
{
  ChessSession *session = match->session;
  g_autoptr (GError) error = NULL;
  gulong handlers[2];

  chess_session_set_player (session, CHESS_WHITE, NULL);
  chess_session_set_player (session, CHESS_BLACK, NULL);
  if (!chess_session_new_game (session, options, &error))
    g_error ("new game: %s", error->message);
  match->game = chess_session_get_game (session);
  chess_game_set_tag (match->game, "Event", "chess-match");
  for (guint i = 0; i < opening->n_moves; i++)
    if (!chess_session_play_move (session, opening->moves[i], &error))
      g_error ("opening move %u: %s", i + 1, error->message);

  handlers[0] = g_signal_connect (match->game, "result-changed", G_CALLBACK (result_changed), match);
  handlers[1] = g_signal_connect (match->game, "notify::can-claim-draw", G_CALLBACK (can_claim_changed), match);
  chess_session_set_player (session, CHESS_WHITE, CHESS_PLAYER (white->player));
  chess_session_set_player (session, CHESS_BLACK, CHESS_PLAYER (black->player));
  if (!chess_game_is_over (match->game) && match->failure == NULL)
    g_main_loop_run (match->loop);
  g_clear_handle_id (&match->claim_id, g_source_remove);
  g_signal_handler_disconnect (match->game, handlers[0]);
  g_signal_handler_disconnect (match->game, handlers[1]);
  chess_session_set_player (session, CHESS_WHITE, NULL);
  chess_session_set_player (session, CHESS_BLACK, NULL);
  return match->failure == NULL;
}

static void
appended (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  Match *match = user_data;

  match->result = g_object_ref (result);
  g_main_loop_quit (match->loop);
}

static gboolean
append_game (Match   *match,
             GFile   *file,
             GError **error)
{
  gboolean ok;

  chess_session_append_async (match->session, file, NULL, appended, match);
  g_main_loop_run (match->loop);
  ok = chess_session_append_finish (match->session, match->result, error);
  g_clear_object (&match->result);
  return ok;
}

/* ---- The match ---------------------------------------------------- */

static int
usage (const char *message)
{
  if (message != NULL)
    fprintf (stderr, "chess-match: %s\n", message);
  fprintf (stderr, _("Usage: chess-match --levels A,B (--games N | --positions FILE) "
                     "[--nodes N | --time-control TC] [--engine PATH] [--openings book|list] [--seed S] "
                     "[--pgn FILE]\n"));
  return 2;
}

int
main (int argc, char *argv[])
{
  g_autofree char *levels = NULL, *time_control = NULL, *engine_option = NULL;
  g_autofree char *openings_option = NULL, *book_option = NULL, *pgn_option = NULL;
  g_autofree char *engine_path = NULL, *positions_option = NULL;
  gint64 games = 0, nodes = 0, seed = -1, book_plies = DEFAULT_BOOK_PLIES;
  const GOptionEntry entries[] = {
    { "levels", 0, 0, G_OPTION_ARG_STRING, &levels,
      N_("The two players: levels 1 to 8 (or their names), eloN for the engine at UCI_Elo N, or custom:NODES:MULTIPV:TEMPERATURE:MAX-LOSS"), N_("A,B") },
    { "games", 0, 0, G_OPTION_ARG_INT64, &games, N_("How many games (colours alternate)"), N_("N") },
    { "nodes", 0, 0, G_OPTION_ARG_INT64, &nodes,
      N_("Games without a clock, each search limited to N nodes (levels 1 to 3 keep their own limit)"), N_("N") },
    { "time-control", 0, 0, G_OPTION_ARG_STRING, &time_control,
      N_("Games on the clock, in PGN TimeControl syntax (60+0, 300+3)"), N_("TC") },
    { "engine", 0, 0, G_OPTION_ARG_FILENAME, &engine_option, N_("The UCI engine to run (default: Stockfish)"), N_("PATH") },
    { "openings", 0, 0, G_OPTION_ARG_STRING, &openings_option,
      N_("Where openings come from: “book” (default) or “list” (balanced openings)"), N_("FROM") },
    { "book", 0, 0, G_OPTION_ARG_FILENAME, &book_option, N_("The Polyglot book of the openings"), N_("FILE") },
    { "book-plies", 0, 0, G_OPTION_ARG_INT64, &book_plies, N_("Moves of each opening from the book (default 8)"), N_("N") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the random choices, to repeat a match"), N_("S") },
    { "pgn", 0, 0, G_OPTION_ARG_FILENAME, &pgn_option, N_("Append every game to this PGN file"), N_("FILE") },
    { "positions", 0, 0, G_OPTION_ARG_FILENAME, &positions_option,
      N_("Play from each position of this FEN/EPD file twice, colours swapped (instead of --games)"), N_("FILE") },
    { NULL }
  };
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessGameOptions) options = chess_game_options_new ();
  g_autoptr (GArray) openings = NULL;
  g_autoptr (GPtrArray) positions = NULL;
  g_autoptr (GRand) random = NULL;
  g_autoptr (GFile) pgn_file = NULL;
  g_auto (GStrv) specs = NULL;
  Side sides[2] = { { 0 } };
  Match match = { 0 };
  ChessMatchScore score = { 0 };
  ChessBook *book;
  const char *openings_from;
  int status = 0;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  context = g_option_context_new (_("— play engine players against each other"));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return usage (error->message);
  if (argc > 1)
    return usage (NULL);
  if (levels == NULL || (specs = g_strsplit (levels, ",", -1)) == NULL || g_strv_length (specs) != 2)
    return usage (_("--levels needs two players, as in --levels 1,2"));
  for (guint i = 0; i < 2; i++)
    if (!parse_side (specs[i], &sides[i]))
      {
        g_autofree char *message = g_strdup_printf (_("“%s” is not a player: a level (1 to 8, or its name), eloN, or custom:NODES:MULTIPV:TEMPERATURE:MAX-LOSS"), specs[i]);

        side_clear (&sides[0]);
        side_clear (&sides[1]);
        return usage (message);
      }
  if (positions_option != NULL && games != 0)
    status = usage (_("--games and --positions do not go together: each position is played twice"));
  else if (positions_option != NULL && (positions = chess_match_positions_read (positions_option, &error)) == NULL)
    status = usage (error->message);
  else if (positions != NULL)
    games = (gint64) positions->len * 2;
  else if (games <= 0 || games > 100000)
    status = usage (_("--games needs a number of games"));
  else if (nodes < 0 || (nodes > 0 && time_control != NULL))
    status = usage (_("--nodes and --time-control do not go together"));
  else if (openings_option != NULL && strcmp (openings_option, "book") != 0 && strcmp (openings_option, "list") != 0)
    status = usage (_("--openings is “book” or “list”"));
  else if (book_plies < 0 || book_plies > CHESS_MATCH_MAX_OPENING_PLIES)
    status = usage (_("--book-plies is a number from 0 to 24"));
  else if (time_control != NULL
           && (options->time_control = chess_time_control_parse (time_control, &error)) == NULL)
    status = usage (error->message);
  if (status != 0)
    {
      side_clear (&sides[0]);
      side_clear (&sides[1]);
      return status;
    }

  engine_path = engine_option != NULL ? g_strdup (engine_option) : chess_engine_find_stockfish ();
  if (engine_path == NULL)
    {
      fprintf (stderr, _("chess-match: no chess engine: Stockfish is not installed; name one with --engine\n"));
      side_clear (&sides[0]);
      side_clear (&sides[1]);
      return 1;
    }
  if (seed < 0)
    seed = g_random_int ();
  random = g_rand_new_with_seed ((guint32) seed);
  if (positions != NULL)
    {
      /* Games from set positions start without opening moves. */
      openings = g_array_set_size (g_array_new (FALSE, TRUE, sizeof (ChessMatchOpening)),
                                   (guint) (games + 1) / 2);
      openings_from = positions_option;
    }
  else if (openings_option == NULL || strcmp (openings_option, "book") == 0)
    {
      const char *path = book_option != NULL ? book_option : DEFAULT_BOOK;
      ChessBookStatus book_status;

      book = chess_book_open (path, &book_status);
      if (book == NULL)
        {
          fprintf (stderr, _("chess-match: %s: not a Polyglot book that can be read\n"), path);
          side_clear (&sides[0]);
          side_clear (&sides[1]);
          return 1;
        }
      openings = chess_match_openings_from_book (book, (guint) (games + 1) / 2, (guint) book_plies, random);
      chess_book_free (book);
      openings_from = path;
    }
  else
    {
      openings = chess_match_openings_from_list ((guint) (games + 1) / 2, random);
      openings_from = "the built-in list";
    }

  for (guint i = 0; i < 2; i++)
    {
      Side *side = &sides[i];

      side->engine = chess_engine_new (engine_path);
      side->player = chess_engine_player_new (side->engine, &side->level);
      chess_engine_player_set_random (side->player, g_rand_new_with_seed ((guint32) seed + 1 + i));
      if (nodes > 0)
        {
          chess_engine_player_set_nodes (side->player, (guint64) nodes);
          chess_engine_player_set_move_time (side->player, NODES_GUARD_MOVE_TIME_MS);
        }
    }
  if (pgn_option != NULL)
    pgn_file = g_file_new_for_commandline_arg (pgn_option);

  {
    g_autofree char *limit = time_control != NULL ? g_strdup_printf ("time control %s", time_control)
                             : nodes > 0 ? g_strdup_printf ("%" G_GINT64_FORMAT " nodes", nodes)
                             : g_strdup ("no clock");

    printf ("chess-match: %s vs %s, %" G_GINT64_FORMAT " games, %s, openings from %s, seed %"
            G_GINT64_FORMAT ", engine %s\n",
            sides[0].spec, sides[1].spec, games, limit, openings_from, seed, engine_path);
    fflush (stdout);
  }

  match.loop = g_main_loop_new (NULL, FALSE);
  match.session = chess_session_new (NULL);
  g_signal_connect (match.session, "player-failed", G_CALLBACK (player_failed), &match);
  for (gint64 g = 0; g < games; g++)
    {
      Side *white = &sides[g % 2], *black = &sides[1 - g % 2];
      const ChessMatchOpening *opening = &g_array_index (openings, ChessMatchOpening, g / 2);
      g_autofree char *opening_text = positions != NULL ? g_strdup (g_ptr_array_index (positions, g / 2))
                                      : chess_match_opening_to_string (opening);
      g_autofree char *round = g_strdup_printf ("%" G_GINT64_FORMAT, g + 1);
      ChessResult result;

      g_free (options->white_name);
      g_free (options->black_name);
      options->white_name = g_strdup_printf ("%s (%s)", white->spec, chess_engine_get_name (white->engine));
      options->black_name = g_strdup_printf ("%s (%s)", black->spec, chess_engine_get_name (black->engine));
      if (positions != NULL)
        {
          g_free (options->fen);
          options->fen = g_strdup (g_ptr_array_index (positions, g / 2));
        }
      if (!play_game (&match, options, opening, white, black))
        {
          fprintf (stderr, _("chess-match: game %s: %s\n"), round, match.failure->message);
          status = 1;
          break;
        }
      chess_game_set_tag (match.game, "Round", round);
      result = chess_game_get_result (match.game);
      if (result == CHESS_RESULT_DRAW)
        score.draws++;
      else if ((result == CHESS_RESULT_WHITE_WINS) == (white == &sides[0]))
        score.wins++;
      else
        score.losses++;
      printf ("game %s: %s (white) vs %s (black): %s %s, %u moves; %s\n",
              round, white->spec, black->spec, result_text (result),
              chess_termination_to_id (chess_game_get_termination (match.game)),
              (chess_game_get_n_plies (match.game) + 1) / 2, opening_text);
      fflush (stdout);
      if (pgn_file != NULL && !append_game (&match, pgn_file, &error))
        {
          fprintf (stderr, "chess-match: %s\n", error->message);
          g_clear_error (&error);
          status = 1;
        }
    }

  if (score.wins + score.losses + score.draws > 0)
    {
      g_autofree char *summary = chess_match_format_summary (sides[0].spec, sides[1].spec, &score);

      printf ("%s\n", summary);
    }
  g_clear_error (&match.failure);
  g_clear_object (&match.session);
  side_clear (&sides[0]);
  side_clear (&sides[1]);
  g_main_loop_unref (match.loop);
  return status;
}
