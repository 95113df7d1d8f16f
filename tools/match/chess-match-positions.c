/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-match-positions.c — a FEN/EPD file read for chess-match (see the
 * header).  Every position is read strictly and written back as FEN, so
 * the session gets what the core understood, not the file's spelling. */
#include "config.h"

#include "chess-match-positions.h"

#include <gio/gio.h>
#include <glib/gi18n.h>

#include "chess-notation.h"

/* A FEN line keeps its six fields; an EPD line its first four (a fifth
 * field that is no number is an EPD operation). */
static char *
position_text (const char *line)
{
  g_auto (GStrv) fields = g_strsplit_set (line, " \t", -1);
  GPtrArray *kept = g_ptr_array_new ();
  guint n = 0;

  for (char **field = fields; *field && n < 6; field++)
    {
      if (**field == '\0')
        continue;
      if (n >= 4 && !g_ascii_isdigit (**field))
        break;
      g_ptr_array_add (kept, *field);
      n++;
    }
  if (n == 5)
    g_ptr_array_set_size (kept, 4);   /* a half-move clock without a move number: EPD's "hmvc" style */
  g_ptr_array_add (kept, NULL);
  char *text = g_strjoinv (" ", (char **) kept->pdata);
  g_ptr_array_unref (kept);
  return text;
}

GPtrArray *
chess_match_positions_read (const char *path, GError **error)
{
  g_autofree char *contents = NULL;
  g_autoptr (GPtrArray) positions = g_ptr_array_new_with_free_func (g_free);

  if (!g_file_get_contents (path, &contents, NULL, error))
    return NULL;
  g_auto (GStrv) lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      char *line = g_strstrip (lines[i]);
      g_autofree char *text = NULL;
      ChessPosition position;
      ChessFenError fen_error;
      char fen[CHESS_FEN_MAX];

      if (*line == '\0' || *line == '#')
        continue;
      text = position_text (line);
      if (!chess_position_from_fen (&position, text, &fen_error))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       /* Translators: "openings.epd, line 3: …" and why the FEN is refused */
                       _("%s, line %u: %s"), path, i + 1, fen_error.message);
          return NULL;
        }
      chess_position_to_fen (&position, fen, sizeof fen);
      g_ptr_array_add (positions, g_strdup (fen));
    }
  if (positions->len == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("%s: no position in the file"), path);
      return NULL;
    }
  return g_steal_pointer (&positions);
}
