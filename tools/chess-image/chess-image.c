/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-image.c — a position or a game as a picture, from the command line:
 *
 *   chess-image (--fen=FEN | FILE.pgn [--game=N] [--ply=N]) OUT.png|OUT.svg|OUT.gif|OUT.pdf
 *               [--size=PX] [--theme=NAME] [--pieces=NAME] [--flip] [--delay=MS] …
 *
 * PNG and SVG: the position (of a game: after --ply half-moves, by default
 * the last).  GIF: the game, a frame a position.  PDF: the game's score
 * sheet (of a FEN: the diagram).  The drawing is the window's own
 * (src/render).  Bad arguments and files that cannot be read: a message
 * and exit status 2; a file that cannot be written: status 1. */
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "chess-diagram-file.h"
#include "chess-game-gif.h"
#include "chess-notation.h"
#include "chess-pgn.h"
#include "chess-score-sheet.h"

typedef struct
{
  char *fen;
  int game, ply, size, delay, last_delay, from, to, diagrams;
  char *theme, *pieces;
  gboolean flip, no_coordinates, no_names, no_clocks, no_last_move;
} Options;

static void
options_clear (Options *o)
{
  g_free (o->fen);
  g_free (o->theme);
  g_free (o->pieces);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Options, options_clear)

static int
fail (const char *format, ...) G_GNUC_PRINTF (1, 2);

static int
fail (const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  fprintf (stderr, "%s: %s\n", g_get_prgname (), message);
  return 2;
}

/* The game numbered `number` (1-based) of path; NULL with a message. */
static ChessRecord *
read_game (const char *path, int number, char **message)
{
  FILE *input = fopen (path, "rb");
  ChessPgnReader *reader;
  ChessRecord *record = NULL;
  int count = 0;

  if (input == NULL)
    {
      *message = g_strdup_printf (_("%s: cannot open: %s"), path, g_strerror (errno));
      return NULL;
    }
  reader = chess_pgn_reader_new_file (input);
  while (chess_pgn_reader_next_game (reader, &record) != CHESS_PGN_END)
    {
      size_t n;
      const ChessPgnDiagnostic *diagnostics = chess_pgn_reader_get_diagnostics (reader, &n);

      if (++count == number)
        {
          gboolean cut = FALSE;

          for (size_t i = 0; i < n; i++)
            {
              char line[512];

              chess_pgn_diagnostic_format (&diagnostics[i], path, line, sizeof line);
              fprintf (stderr, "%s\n", line);
              cut |= diagnostics[i].severity == CHESS_PGN_SEVERITY_ERROR;
            }
          /* the reader keeps what comes before an error: say where the
           * picture stops, so that it is not taken for the whole game */
          if (cut)
            {
              int plies = 0;

              for (const ChessNode *node = record->root->first_child; node != NULL; node = node->first_child)
                plies++;
              fprintf (stderr, ngettext ("chess-image: %s: game %d is drawn as far as it could be read: %d half-move\n",
                                         "chess-image: %s: game %d is drawn as far as it could be read: %d half-moves\n",
                                         plies),
                       path, number, plies);
            }
          break;
        }
      chess_record_free (record);
      record = NULL;
    }
  if (record == NULL && chess_pgn_reader_had_io_error (reader))
    *message = g_strdup_printf (_("%s: cannot read: %s"), path, g_strerror (errno));
  else if (record == NULL && count == 0)
    *message = g_strdup_printf (_("%s: holds no game"), path);
  else if (record == NULL)
    *message = g_strdup_printf (ngettext ("%s: there is no game %d: the file holds %d game",
                                          "%s: there is no game %d: the file holds %d games", count),
                                path, number, count);
  chess_pgn_reader_free (reader);
  fclose (input);
  return record;
}

static const ChessNode *
node_at_ply (const ChessRecord *record, int ply, int *n_plies)
{
  const ChessNode *node = record->root;
  int n = 0;

  for (const ChessNode *n2 = record->root->first_child; n2 != NULL; n2 = n2->first_child)
    n++;
  *n_plies = n;
  if (ply < 0)
    ply = n;
  if (ply > n)
    return NULL;
  for (int i = 0; i < ply; i++)
    node = node->first_child;
  return node;
}

static gboolean
check_name (const char *value, const char * const *names, const char *refusal, char **message)
{
  g_autofree char *list = NULL;

  if (value == NULL || g_strv_contains (names, value))
    return TRUE;
  list = g_strjoinv (", ", (char **) names);
  /* refusal is a format: the name asked for, then the list */
  *message = g_strdup_printf (refusal, value, list);
  return FALSE;
}

int
main (int argc, char *argv[])
{
  g_auto (Options) o = { .game = 1, .ply = -1, .size = 480, .delay = 1000, .last_delay = 3000, .from = 0, .to = -1 };
  const GOptionEntry entries[] = {
    { "fen", 0, 0, G_OPTION_ARG_STRING, &o.fen, N_("The position to draw, in FEN (instead of a PGN file)"), N_("FEN") },
    { "game", 0, 0, G_OPTION_ARG_INT, &o.game, N_("The game of the file, from 1 (default 1)"), N_("N") },
    { "ply", 0, 0, G_OPTION_ARG_INT, &o.ply, N_("PNG and SVG: the position after N half-moves (default: the last)"), N_("N") },
    { "size", 0, 0, G_OPTION_ARG_INT, &o.size, N_("The board’s width in pixels, 64 to 4096 (default 480)"), N_("PX") },
    { "theme", 0, 0, G_OPTION_ARG_STRING, &o.theme, N_("The board’s colours: brown, green, blue or grey"), N_("NAME") },
    { "pieces", 0, 0, G_OPTION_ARG_STRING, &o.pieces, N_("The piece set: classic or contrast"), N_("NAME") },
    { "flip", 0, 0, G_OPTION_ARG_NONE, &o.flip, N_("Black at the bottom"), NULL },
    { "no-coordinates", 0, 0, G_OPTION_ARG_NONE, &o.no_coordinates, N_("No letters and numbers on the board"), NULL },
    { "delay", 0, 0, G_OPTION_ARG_INT, &o.delay, N_("GIF: milliseconds each position shows (default 1000)"), N_("MS") },
    { "last-delay", 0, 0, G_OPTION_ARG_INT, &o.last_delay, N_("GIF: milliseconds the last position shows (default 3000)"), N_("MS") },
    { "from", 0, 0, G_OPTION_ARG_INT, &o.from, N_("GIF: start after N half-moves (default 0)"), N_("N") },
    { "to", 0, 0, G_OPTION_ARG_INT, &o.to, N_("GIF: end after N half-moves (default: the end)"), N_("N") },
    { "no-names", 0, 0, G_OPTION_ARG_NONE, &o.no_names, N_("GIF: no players’ names and result"), NULL },
    { "no-clocks", 0, 0, G_OPTION_ARG_NONE, &o.no_clocks, N_("GIF: no clocks"), NULL },
    { "no-last-move", 0, 0, G_OPTION_ARG_NONE, &o.no_last_move,
      N_("GIF: no highlight on the last move’s squares (about half the size)"), NULL },
    { "diagrams", 0, 0, G_OPTION_ARG_INT, &o.diagrams, N_("PDF: a diagram every N moves too (default 0: only where a move asks for one)"), N_("N") },
    { NULL }
  };
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessPieceDrawings) pieces = NULL;
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GFile) out = NULL;
  g_autofree char *message = NULL;
  ChessRecord *record = NULL;
  const ChessBoardPalette *palette;
  ChessPictureFormat format;
  const char *in_path = NULL, *out_path;
  ChessDiagram diagram;
  int status = 0;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  context = g_option_context_new (_("(--fen=FEN | FILE.pgn) OUT.png|OUT.svg|OUT.gif|OUT.pdf — draw a position or a game"));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return fail ("%s", error->message);
  if (argc != (o.fen ? 2 : 3))
    return fail (_("Usage: %s (--fen=FEN | FILE.pgn [--game=N] [--ply=N]) OUT.png|OUT.svg|OUT.gif|OUT.pdf "
                   "[--size=PX] [--theme=NAME] [--pieces=NAME] [--flip] [--delay=MS]"), g_get_prgname ());
  if (!o.fen)
    in_path = argv[1];
  out_path = argv[argc - 1];
  format = chess_picture_format_for_name (out_path);
  if (format == CHESS_PICTURE_UNKNOWN)
    return fail (_("%s: the name must end in .png, .svg, .gif or .pdf"), out_path);
  if (o.size < 64 || o.size > 4096)
    return fail (_("--size=%d: the size must be between 64 and 4096 pixels"), o.size);
  if (o.delay < 10 || o.delay > 600000 || o.last_delay < 0 || o.last_delay > 600000)
    return fail (_("--delay and --last-delay: from 10 ms to 10 minutes"));
  if (o.game < 1)
    return fail (_("--game=%d: games are numbered from 1"), o.game);
  if (o.diagrams < 0)
    return fail (_("--diagrams=%d: not a number of moves"), o.diagrams);
  if (!check_name (o.theme, chess_board_palette_list_names (), _("No board theme named “%s”; there are: %s"),
                   &message)
      || !check_name (o.pieces, chess_piece_drawings_list_names (), _("No piece set named “%s”; there are: %s"),
                      &message))
    return fail ("%s", message);
  palette = chess_board_palette_lookup (o.theme ? o.theme : "brown");
  pieces = chess_piece_drawings_new (o.pieces ? o.pieces : CHESS_PIECE_DRAWINGS_DEFAULT, &error);
  if (pieces == NULL)
    return fail ("%s", error->message);

  chess_diagram_init (&diagram);
  diagram.palette = palette;
  diagram.flipped = o.flip;
  diagram.coordinates = !o.no_coordinates;
  if (o.fen)
    {
      ChessFenError fen_error;

      if (!chess_position_from_fen (&diagram.position, o.fen, &fen_error))
        return fail (_("--fen: %s"), fen_error.message);
      record = chess_record_new ();
      record->start = diagram.position;
    }
  else
    {
      const ChessNode *node;
      int n_plies;

      record = read_game (in_path, o.game, &message);
      if (record == NULL)
        return fail ("%s", message);
      node = node_at_ply (record, o.ply, &n_plies);
      if (node == NULL)
        {
          chess_record_free (record);
          return fail (_("--ply=%d: the game has %d half-moves"), o.ply, n_plies);
        }
      chess_diagram_set_record_node (&diagram, record, node);
    }

  /* of a FEN, a PDF is its diagram */
  if (o.fen && format == CHESS_PICTURE_PDF)
    bytes = chess_diagram_to_bytes (&diagram, pieces, format, o.size, &error);
  else switch (format)
    {
    case CHESS_PICTURE_PNG:
    case CHESS_PICTURE_SVG:
      bytes = chess_diagram_to_bytes (&diagram, pieces, format, o.size, &error);
      break;
    case CHESS_PICTURE_GIF:
      {
        ChessGameGifOptions gif;

        chess_game_gif_options_init (&gif);
        gif.size = o.size;
        gif.palette = palette;
        gif.flipped = o.flip;
        gif.coordinates = !o.no_coordinates;
        gif.delay_ms = (guint) o.delay;
        gif.last_delay_ms = (guint) o.last_delay;
        gif.first_ply = o.from;
        gif.last_ply = o.to;
        gif.players = !o.no_names && o.fen == NULL;
        gif.clocks = !o.no_clocks && o.fen == NULL;
        gif.last_move = !o.no_last_move;
        bytes = chess_game_gif_make (record, pieces, &gif, NULL, &error);
        if (bytes == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT))
          {
            status = fail ("%s", error->message);
            goto out;
          }
      }
      break;
    case CHESS_PICTURE_PDF:
      {
        ChessScoreSheetOptions sheet;

        chess_score_sheet_options_init (&sheet);
        sheet.palette = palette;
        sheet.diagram_every = (guint) o.diagrams;
        bytes = chess_score_sheet_to_pdf (record, pieces, &sheet, NULL, &error);
      }
      break;
    case CHESS_PICTURE_UNKNOWN:
    default:
      g_assert_not_reached ();
    }
  if (bytes == NULL)
    {
      fprintf (stderr, "%s: %s\n", g_get_prgname (), error->message);
      status = 1;
      goto out;
    }
  out = g_file_new_for_commandline_arg (out_path);
  if (!chess_picture_save (bytes, out, &error))
    {
      fprintf (stderr, "%s: %s\n", g_get_prgname (), error->message);
      status = 1;
    }

out:
  chess_record_free (record);
  return status;
}
