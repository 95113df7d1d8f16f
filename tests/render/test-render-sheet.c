/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-render-sheet.c — the score sheet as PDF, read back by poppler's
 * pdfinfo and pdftotext (argv[1], argv[2]): its page count, the headers
 * and moves with their symbols and comments, the diagrams asked for by a
 * "#" comment, $220 or arrows, and every N moves by choice. */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "chess-score-sheet.h"
#include "render-test-util.h"

static const char *pdfinfo, *pdftotext;
static ChessPieceDrawings *pieces;

static const char *const annotated =
  "[Event \"Club final\"]\n[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"1-0\"]\n\n"
  "1. e4 e5 2. Nf3 Nc6 3. Bb5 { The Spanish # } a6 4. Bxc6 $220 dxc6 "
  "5. O-O { [%cal Gf1e1] } f6?! 6. d4 (6. Nxe5? fxe5) 6... exd4 1-0\n";

/* A PDF's text (or, with `info`, pdfinfo's report) through poppler. */
static char *
run_poppler (GBytes *pdf, gboolean info)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("chess-sheet-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "sheet.pdf", NULL);
  const char *argv[] = { info ? pdfinfo : pdftotext, path, info ? NULL : "-", NULL };
  char *out = NULL;
  int status = -1;

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, g_bytes_get_data (pdf, NULL), (gssize) g_bytes_get_size (pdf), &error));
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, &error));
  g_assert_no_error (error);
  g_unlink (path);
  g_rmdir (dir);
  return out;
}

static guint
pdf_pages (GBytes *pdf)
{
  g_autofree char *info = run_poppler (pdf, TRUE);
  const char *line = strstr (info, "Pages:");

  g_assert_nonnull (line);
  return (guint) g_ascii_strtoull (line + strlen ("Pages:"), NULL, 10);
}

static void
test_annotated_game (void)
{
  ChessRecord *record = render_test_read_game (annotated);
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessScoreSheet) sheet = NULL;
  g_autoptr (GBytes) pdf = NULL;
  g_autofree char *text = NULL;
  ChessScoreSheetOptions options;
  guint n_pages = 0;

  chess_score_sheet_options_init (&options);
  sheet = chess_score_sheet_new (record, pieces, &options);
  /* after 3. Bb5 (#), 4. Bxc6 ($220) and 5. O-O (an arrow) */
  g_assert_cmpuint (chess_score_sheet_get_n_diagrams (sheet), ==, 3);
  options.marked_diagrams = FALSE;
  g_clear_pointer (&sheet, chess_score_sheet_free);
  sheet = chess_score_sheet_new (record, pieces, &options);
  g_assert_cmpuint (chess_score_sheet_get_n_diagrams (sheet), ==, 0);

  options.marked_diagrams = TRUE;
  pdf = chess_score_sheet_to_pdf (record, pieces, &options, &n_pages, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n_pages, >=, 1);
  g_assert_cmpuint (pdf_pages (pdf), ==, n_pages);
  text = run_poppler (pdf, FALSE);
  g_assert_nonnull (strstr (text, "Anna"));
  g_assert_nonnull (strstr (text, "Boris"));
  g_assert_nonnull (strstr (text, "Club final"));
  g_assert_nonnull (strstr (text, "Bb5"));
  g_assert_nonnull (strstr (text, "The Spanish"));
  g_assert_nonnull (strstr (text, "f6?!"));
  g_assert_nonnull (strstr (text, "Nxe5?"));
  /* the diagram's mark is not printed as a word; the arrow's command neither */
  g_assert_null (strstr (text, "Spanish #"));
  g_assert_null (strstr (text, "%cal"));
  chess_record_free (record);
}

static void
test_diagrams_every_move (void)
{
  g_autoptr (GString) pgn = g_string_new ("[Event \"?\"]\n\n");
  ChessRecord *record;
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) few = NULL;
  g_autoptr (GBytes) many = NULL;
  ChessScoreSheetOptions options;
  guint few_pages = 0, many_pages = 0;

  /* knights out and back: 24 moves */
  for (int i = 0; i < 6; i++)
    g_string_append_printf (pgn, "%d. Nf3 Nf6 %d. Ng1 Ng8 ", 2 * i + 1, 2 * i + 2);
  g_string_append (pgn, "*\n");
  record = render_test_read_game (pgn->str);
  chess_score_sheet_options_init (&options);
  few = chess_score_sheet_to_pdf (record, pieces, &options, &few_pages, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (few_pages, ==, 1);
  g_assert_cmpuint (pdf_pages (few), ==, 1);

  /* a diagram after each of the twelve moves, three or so a page */
  options.diagram_every = 1;
  {
    g_autoptr (ChessScoreSheet) sheet = chess_score_sheet_new (record, pieces, &options);

    g_assert_cmpuint (chess_score_sheet_get_n_diagrams (sheet), ==, 12);
  }
  many = chess_score_sheet_to_pdf (record, pieces, &options, &many_pages, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (many_pages, >=, 3);
  g_assert_cmpuint (pdf_pages (many), ==, many_pages);
  chess_record_free (record);
}

int
main (int argc, char *argv[])
{
  g_autoptr (GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (argc, ==, 3);
  pdfinfo = argv[1];
  pdftotext = argv[2];
  pieces = chess_piece_drawings_new (CHESS_PIECE_DRAWINGS_DEFAULT, &error);
  g_assert_no_error (error);
  g_test_add_func ("/render/sheet/annotated", test_annotated_game);
  g_test_add_func ("/render/sheet/diagrams-every-move", test_diagrams_every_move);
  status = g_test_run ();
  g_object_unref (pieces);
  return status;
}
