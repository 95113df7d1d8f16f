/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-puzzle-reader.c — the streaming CSV reader of lichess's puzzle
 * file: one row at a time from a GDataInputStream (over the Zstandard
 * converter when the file is compressed), RFC 4180 quoting with quoted
 * fields that may span lines, columns found by the header's names. */
#include "config.h"

#include "chess-puzzle.h"

#include <string.h>
#include <glib/gi18n.h>

#include "chess-zstd-decompressor.h"

/* No real row comes near this; a longer one (an unclosed quote swallowing
 * the file) is reported and dropped instead of growing without bound. */
#define MAX_ROW_BYTES (64 * 1024)

enum { COLUMN_ID, COLUMN_FEN, COLUMN_MOVES, COLUMN_RATING, COLUMN_DEVIATION,
       COLUMN_POPULARITY, COLUMN_PLAYS, COLUMN_THEMES, COLUMN_URL, COLUMN_OPENING, N_COLUMNS };

static const char *const column_names[N_COLUMNS] = {
  "PuzzleId", "FEN", "Moves", "Rating", "RatingDeviation", "Popularity", "NbPlays",
  "Themes", "GameUrl", "OpeningTags",
};

struct _ChessPuzzleReader {
  GInputStream *head;        /* buffered over the caller's stream */
  GInputStream *converter;   /* zstd, or NULL */
  GDataInputStream *lines;
  gboolean started;
  int column_of[N_COLUMNS];  /* field index of each column, -1 if absent */
  guint line;
  guint bad_rows;
  GPtrArray *reports;
  GString *row;
  GPtrArray *fields;
};

ChessPuzzleReader *
chess_puzzle_reader_new (GInputStream *stream)
{
  ChessPuzzleReader *reader = g_new0 (ChessPuzzleReader, 1);
  reader->head = g_buffered_input_stream_new (stream);
  g_filter_input_stream_set_close_base_stream (G_FILTER_INPUT_STREAM (reader->head), FALSE);
  for (int i = 0; i < N_COLUMNS; i++)
    reader->column_of[i] = i;
  reader->reports = g_ptr_array_new_with_free_func (g_free);
  reader->row = g_string_new (NULL);
  reader->fields = g_ptr_array_new_with_free_func (g_free);
  return reader;
}

void
chess_puzzle_reader_free (ChessPuzzleReader *reader)
{
  if (reader == NULL)
    return;
  g_clear_object (&reader->lines);
  g_clear_object (&reader->converter);
  g_clear_object (&reader->head);
  g_ptr_array_unref (reader->reports);
  g_ptr_array_unref (reader->fields);
  g_string_free (reader->row, TRUE);
  g_free (reader);
}

guint chess_puzzle_reader_get_bad_rows (ChessPuzzleReader *reader) { return reader->bad_rows; }
const GPtrArray *chess_puzzle_reader_get_reports (ChessPuzzleReader *reader) { return reader->reports; }
guint chess_puzzle_reader_get_line (ChessPuzzleReader *reader) { return reader->line; }

static void
report (ChessPuzzleReader *reader, guint line, const char *why)
{
  reader->bad_rows++;
  if (reader->reports->len < CHESS_PUZZLE_READER_MAX_REPORTS)
    g_ptr_array_add (reader->reports, g_strdup_printf (_("line %u: %s"), line, why));
}

/* Looks at the first bytes to choose between plain text and Zstandard. */
static gboolean
start (ChessPuzzleReader *reader, GCancellable *cancellable, GError **error)
{
  GBufferedInputStream *head = G_BUFFERED_INPUT_STREAM (reader->head);
  while (g_buffered_input_stream_get_available (head) < 4)
    {
      gssize n = g_buffered_input_stream_fill (head, 4 - (gssize) g_buffered_input_stream_get_available (head),
                                               cancellable, error);
      if (n < 0)
        return FALSE;
      if (n == 0)
        break;
    }
  gsize available;
  const guint8 *bytes = g_buffered_input_stream_peek_buffer (head, &available);
  GInputStream *source = reader->head;
  if (chess_zstd_has_magic (bytes, available))
    {
      g_autoptr (ChessZstdDecompressor) zstd = chess_zstd_decompressor_new ();
      reader->converter = g_converter_input_stream_new (reader->head, G_CONVERTER (zstd));
      g_filter_input_stream_set_close_base_stream (G_FILTER_INPUT_STREAM (reader->converter), FALSE);
      source = reader->converter;
    }
  reader->lines = g_data_input_stream_new (source);
  g_filter_input_stream_set_close_base_stream (G_FILTER_INPUT_STREAM (reader->lines), FALSE);
  g_data_input_stream_set_newline_type (reader->lines, G_DATA_STREAM_NEWLINE_TYPE_LF);
  g_buffered_input_stream_set_buffer_size (G_BUFFERED_INPUT_STREAM (reader->lines), 64 * 1024);
  reader->started = TRUE;
  return TRUE;
}

/* Splits reader->row into reader->fields; FALSE while a quote is open. */
static gboolean
split_row (ChessPuzzleReader *reader)
{
  g_ptr_array_set_size (reader->fields, 0);
  GString *field = g_string_new (NULL);
  gboolean quoted = FALSE;
  for (const char *p = reader->row->str; ; p++)
    {
      if (*p == '\0')
        {
          if (quoted)
            {
              g_string_free (field, TRUE);
              return FALSE;
            }
          g_ptr_array_add (reader->fields, g_string_free (field, FALSE));
          return TRUE;
        }
      if (quoted)
        {
          if (*p == '"' && p[1] == '"')
            g_string_append_c (field, *p++);
          else if (*p == '"')
            quoted = FALSE;
          else
            g_string_append_c (field, *p);
        }
      else if (*p == '"')
        quoted = TRUE;
      else if (*p == ',')
        {
          g_ptr_array_add (reader->fields, g_string_free (field, FALSE));
          field = g_string_new (NULL);
        }
      else
        g_string_append_c (field, *p);
    }
}

/* The next row whose quotes close into reader->fields; FALSE at the end or
 * on a fault.  *first_line is the line it starts on. */
static gboolean
read_row (ChessPuzzleReader *reader, guint *first_line, GCancellable *cancellable, GError **error)
{
  for (;;)
    {
      gsize length;
      g_string_truncate (reader->row, 0);
      *first_line = reader->line + 1;
      for (;;)
        {
          GError *local = NULL;
          char *line = g_data_input_stream_read_line (reader->lines, &length, cancellable, &local);
          if (line == NULL)
            {
              if (local != NULL)
                {
                  g_propagate_error (error, local);
                  return FALSE;
                }
              if (reader->row->len == 0)
                return FALSE;
              report (reader, *first_line, _("a quoted field is not closed"));
              return FALSE;
            }
          reader->line++;
          if (length > 0 && line[length - 1] == '\r')
            line[--length] = '\0';
          if (reader->row->len > 0)
            g_string_append_c (reader->row, '\n');
          g_string_append_len (reader->row, line, (gssize) length);
          g_free (line);
          if (reader->row->len > MAX_ROW_BYTES)
            {
              report (reader, *first_line, _("the row is too long"));
              g_string_truncate (reader->row, 0);
              break;
            }
          if (split_row (reader))
            break;
        }
      /* Blank lines between rows are no rows. */
      if (reader->row->len > 0)
        return TRUE;
    }
}

/* A header row names the columns: they may come in any order, and files
 * older than 2023 have no OpeningTags. */
static void
read_header (ChessPuzzleReader *reader)
{
  for (int c = 0; c < N_COLUMNS; c++)
    {
      reader->column_of[c] = -1;
      for (guint f = 0; f < reader->fields->len; f++)
        if (strcmp (g_ptr_array_index (reader->fields, f), column_names[c]) == 0)
          reader->column_of[c] = (int) f;
    }
}

gboolean
chess_puzzle_reader_next (ChessPuzzleReader *reader, ChessPuzzle *puzzle,
                          GCancellable *cancellable, GError **error)
{
  chess_puzzle_clear (puzzle);
  /* Streams in memory never look at the cancellable: the reader does. */
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  if (!reader->started && !start (reader, cancellable, error))
    return FALSE;
  guint line;
  while (read_row (reader, &line, cancellable, error))
    {
      if (line == 1 && strcmp (g_ptr_array_index (reader->fields, 0), "PuzzleId") == 0)
        {
          read_header (reader);
          continue;
        }
      const char *fields[N_COLUMNS];
      guint n_fields = 0;
      for (int c = 0; c < N_COLUMNS; c++)
        {
          int f = reader->column_of[c];
          fields[c] = f >= 0 && (guint) f < reader->fields->len ? g_ptr_array_index (reader->fields, f) : "";
          if (f >= 0 && (guint) f < reader->fields->len)
            n_fields = (guint) c + 1;
        }
      g_autofree char *why = NULL;
      if (chess_puzzle_parse_fields (puzzle, fields, n_fields, &why))
        {
          puzzle->line = line;
          return TRUE;
        }
      report (reader, line, why);
    }
  return FALSE;
}
