/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-session-draft-format.c — what a draft holds: the game's PGN and
 * the draft's own tags (clocks, changes, where the game came from), made
 * from a session's game and read back, trusting nothing.  The files the
 * drafts live in, their locks and their writer are chess-session-draft.c's.
 *
 * A draft is the game's PGN plus tags that are not part of the game (the
 * writer adds them; they never enter the record):
 *
 *   [ChessClockWhite "287345"]      remaining time per side, ms, at the write
 *   [ChessClockBlack "299000"]
 *   [ChessModified "1"]             changed since opened or saved
 *   [ChessTakebackFrom "34"]        moves before this ply were read from a file
 *   [ChessSourceFile "file:///…"]   where the game came from, for Save:
 *   [ChessSourceGame "500"] [ChessSourceGames "827"]
 *   [ChessSourceBytes "1234-5678"] [ChessSourceSize "550330"]
 *   [ChessSourceSHA256 "…"] [ChessSourceError "…"]
 *   [ChessSourceMTime "…"] [ChessSourceGameSHA256 "…"]   (a game read alone)
 *   [ChessAnalysisBoard "1"]        the game is an analysis board
 *
 * Reading a draft trusts nothing: no links are followed, only regular files
 * of at most a megabyte are read (without waiting on pipes), the game must
 * read without errors and the clock times must be possible. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gi18n.h>

#include "chess-session-private.h"
#include "chess-pgn.h"
#include "chess-time-control.h"

#include "chess-time-control.h"

#define DRAFT_MAX_SIZE (1024 * 1024)
/* More than any time control holds is a damaged file. */
#define DRAFT_MAX_CLOCK_MS (CHESS_TIME_CONTROL_MAX_US / 1000)

#define TAG_CLOCK_WHITE   "ChessClockWhite"
#define TAG_CLOCK_BLACK   "ChessClockBlack"
#define TAG_CLOCK_PAUSED  "ChessClockPaused"   /* older versions' autosaves */
#define TAG_MODIFIED      "ChessModified"
#define TAG_TAKEBACK_FROM "ChessTakebackFrom"
#define TAG_SOURCE_FILE   "ChessSourceFile"
#define TAG_SOURCE_GAME   "ChessSourceGame"
#define TAG_SOURCE_GAMES  "ChessSourceGames"
#define TAG_SOURCE_BYTES  "ChessSourceBytes"
#define TAG_SOURCE_SIZE   "ChessSourceSize"
#define TAG_SOURCE_SHA256 "ChessSourceSHA256"
/* A game read alone: the file's modification time (microseconds) and the
 * SHA-256 of the game's bytes, for want of the file's. */
#define TAG_SOURCE_MTIME  "ChessSourceMTime"
#define TAG_SOURCE_GAME_SHA256 "ChessSourceGameSHA256"
#define TAG_SOURCE_ERROR  "ChessSourceError"
/* An analysis board: restored as one (both sides free, never paused). */
#define TAG_ANALYSIS_BOARD "ChessAnalysisBoard"



void
_chess_draft_contents_clear (ChessDraftContents *contents)
{
  g_clear_pointer (&contents->record, chess_record_free);
  _chess_game_source_clear (&contents->source);
}

/* A whole decimal number in [0, max]. */
static gboolean
parse_number (const char *text,
              gint64      max,
              gint64     *out)
{
  guint64 value = 0;

  if (text == NULL || *text == '\0' || strlen (text) > 19)
    return FALSE;
  if (!g_ascii_string_to_unsigned (text, 10, 0, (guint64) max, &value, NULL))
    return FALSE;
  *out = (gint64) value;
  return TRUE;
}

/* Takes the draft's own tags out of the record into `contents`. */
static gboolean
take_draft_tags (ChessDraftContents  *contents,
                 GError        **error)
{
  static const char *const clock_tags[2] = { TAG_CLOCK_WHITE, TAG_CLOCK_BLACK };
  ChessRecord *record = contents->record;
  ChessGameSource *source = &contents->source;
  const char *value;
  gint64 number = 0;
  gboolean ok = TRUE;

  for (int side = CHESS_WHITE; side <= CHESS_BLACK; side++)
    {
      value = chess_record_get_tag (record, clock_tags[side]);
      if (value == NULL)
        continue;
      if (!parse_number (value, DRAFT_MAX_CLOCK_MS, &contents->clock_ms[side]))
        {
          g_set_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_BAD_DRAFT,
                       _("it holds an impossible clock time (%s)"), value);
          return FALSE;
        }
      contents->has_clock = TRUE;
    }

  contents->game_modified = g_strcmp0 (chess_record_get_tag (record, TAG_MODIFIED), "1") == 0;
  contents->analysis_board = g_strcmp0 (chess_record_get_tag (record, TAG_ANALYSIS_BOARD), "1") == 0;
  if ((value = chess_record_get_tag (record, TAG_TAKEBACK_FROM)) != NULL)
    {
      ok = parse_number (value, G_MAXUINT, &number);
      contents->takeback_floor = ok ? (guint) number : 0;
    }

  value = chess_record_get_tag (record, TAG_SOURCE_FILE);
  if (ok && value != NULL)
    {
      const char *bytes = chess_record_get_tag (record, TAG_SOURCE_BYTES);
      const char *dash = bytes != NULL ? strchr (bytes, '-') : NULL;
      g_autofree char *start = dash != NULL ? g_strndup (bytes, (gsize) (dash - bytes)) : NULL;
      gint64 end = 0, size = 0, game = 0, games = 0, first = 0;

      ok = parse_number (chess_record_get_tag (record, TAG_SOURCE_GAME), G_MAXUINT, &game) && game >= 1
           && parse_number (chess_record_get_tag (record, TAG_SOURCE_GAMES), G_MAXUINT, &games) && games >= game
           && parse_number (chess_record_get_tag (record, TAG_SOURCE_SIZE), G_MAXINT64, &size)
           && start != NULL && parse_number (start, size, &first) && parse_number (dash + 1, size, &end)
           && first <= end;
      if (ok)
        {
          source->file = g_file_new_for_uri (value);
          source->index = (guint) game - 1;
          source->count = (guint) games;
          source->start = first;
          source->end = end;
          source->size = size;
          source->checksum = g_strdup (chess_record_get_tag (record, TAG_SOURCE_SHA256));
          source->game_checksum = g_strdup (chess_record_get_tag (record, TAG_SOURCE_GAME_SHA256));
          if (!parse_number (chess_record_get_tag (record, TAG_SOURCE_MTIME), G_MAXINT64, &source->mtime_usec))
            source->mtime_usec = 0;
          source->first_error = g_strdup (chess_record_get_tag (record, TAG_SOURCE_ERROR));
          source->read_with_errors = source->first_error != NULL;
        }
    }
  if (!ok)
    {
      g_set_error_literal (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_BAD_DRAFT,
                           _("its notes on the game are damaged"));
      return FALSE;
    }

  for (const char *const *name = (const char *const[]) { TAG_CLOCK_WHITE, TAG_CLOCK_BLACK, TAG_CLOCK_PAUSED,
                                                         TAG_MODIFIED, TAG_TAKEBACK_FROM, TAG_SOURCE_FILE,
                                                         TAG_SOURCE_GAME, TAG_SOURCE_GAMES, TAG_SOURCE_BYTES,
                                                         TAG_SOURCE_SIZE, TAG_SOURCE_SHA256, TAG_SOURCE_ERROR,
                                                         TAG_SOURCE_MTIME, TAG_SOURCE_GAME_SHA256,
                                                         TAG_ANALYSIS_BOARD, NULL };
       *name != NULL; name++)
    chess_record_set_tag (record, *name, NULL);
  return TRUE;
}

/* The file's bytes, without following a link or waiting on a pipe. */
static GBytes *
read_draft_bytes (const char  *path,
                  gint64      *mtime,
                  GError     **error)
{
  g_autofree char *data = NULL;
  struct stat st;
  gsize done = 0;
  int fd;

  fd = open (path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0)
    {
      int errsv = errno;

      if (errsv == ELOOP)
        g_set_error_literal (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_BAD_DRAFT,
                             _("it is a link, not a file"));
      else
        g_set_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_BAD_DRAFT,
                     _("it cannot be read: %s"), g_strerror (errsv));
      return NULL;
    }
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      close (fd);
      g_set_error_literal (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_BAD_DRAFT,
                           _("it is not a regular file"));
      return NULL;
    }
  if (st.st_size > DRAFT_MAX_SIZE)
    {
      close (fd);
      g_set_error_literal (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_BAD_DRAFT,
                           _("it is far too large for one game"));
      return NULL;
    }
  data = g_malloc ((gsize) st.st_size + 1);
  while (done < (gsize) st.st_size)
    {
      gssize n = read (fd, data + done, (gsize) st.st_size - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        break;
      done += (gsize) n;
    }
  close (fd);
  *mtime = st.st_mtime;
  return g_bytes_new_take (g_steal_pointer (&data), done);
}

gboolean
_chess_session_read_draft (const char     *path,
            ChessDraftContents  *contents,
            GError        **error)
{
  g_autoptr(GBytes) bytes = read_draft_bytes (path, &contents->modified, error);
  ChessPgnReader *reader;
  ChessPgnStatus status;
  gsize length = 0;
  const char *data;

  if (bytes == NULL)
    return FALSE;
  data = g_bytes_get_data (bytes, &length);
  reader = chess_pgn_reader_new_memory (data != NULL ? data : "", length);
  status = chess_pgn_reader_next_game (reader, &contents->record);
  if (status != CHESS_PGN_GAME_OK)
    {
      size_t n_diags = 0;
      const ChessPgnDiagnostic *diags = chess_pgn_reader_get_diagnostics (reader, &n_diags);

      if (status == CHESS_PGN_END)
        g_set_error_literal (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_BAD_DRAFT,
                             _("it holds no game"));
      else
        g_set_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_BAD_DRAFT,
                     _("its game is damaged: %s"), n_diags > 0 ? diags[0].message : "?");
      chess_pgn_reader_free (reader);
      return FALSE;
    }
  chess_pgn_reader_free (reader);
  return take_draft_tags (contents, error);
}

/* Whether the game holds something that is safe nowhere else. */
gboolean
_chess_session_draft_wanted (ChessSession *self)
{
  ChessGame *game = self->game;

  if (!chess_game_has_moves (game))
    return FALSE;
  return !chess_game_is_over (game) || chess_game_get_modified (game);
}

static void
add_tag (GArray     *tags,
         const char *name,
         char       *value)   /* taken */
{
  ChessTag tag = { (char *) name, value };

  g_array_append_val (tags, tag);
}

GBytes *
_chess_session_draft_text (ChessSession *self)
{
  ChessGame *game = self->game;
  ChessClock *clock = chess_game_get_clock (game);
  const ChessGameSource *source = &self->source;
  g_autoptr(GArray) tags = g_array_new (FALSE, FALSE, sizeof (ChessTag));
  ChessPgnBuffer buffer;

  if (clock != NULL)
    {
      add_tag (tags, TAG_CLOCK_WHITE,
               g_strdup_printf ("%" G_GINT64_FORMAT, chess_clock_get_remaining (clock, CHESS_WHITE) / 1000));
      add_tag (tags, TAG_CLOCK_BLACK,
               g_strdup_printf ("%" G_GINT64_FORMAT, chess_clock_get_remaining (clock, CHESS_BLACK) / 1000));
    }
  if (chess_game_get_modified (game))
    add_tag (tags, TAG_MODIFIED, g_strdup ("1"));
  if (self->takeback_floor > 0)
    add_tag (tags, TAG_TAKEBACK_FROM, g_strdup_printf ("%u", self->takeback_floor));
  if (self->analysis_board)
    add_tag (tags, TAG_ANALYSIS_BOARD, g_strdup ("1"));
  if (source->file != NULL)
    {
      add_tag (tags, TAG_SOURCE_FILE, g_file_get_uri (source->file));
      add_tag (tags, TAG_SOURCE_GAME, g_strdup_printf ("%u", source->index + 1));
      add_tag (tags, TAG_SOURCE_GAMES, g_strdup_printf ("%u", source->count));
      add_tag (tags, TAG_SOURCE_BYTES, g_strdup_printf ("%" G_GOFFSET_FORMAT "-%" G_GOFFSET_FORMAT,
                                                        source->start, source->end));
      add_tag (tags, TAG_SOURCE_SIZE, g_strdup_printf ("%" G_GOFFSET_FORMAT, source->size));
      if (source->checksum != NULL)
        add_tag (tags, TAG_SOURCE_SHA256, g_strdup (source->checksum));
      if (source->game_checksum != NULL)
        {
          add_tag (tags, TAG_SOURCE_MTIME, g_strdup_printf ("%" G_GINT64_FORMAT, source->mtime_usec));
          add_tag (tags, TAG_SOURCE_GAME_SHA256, g_strdup (source->game_checksum));
        }
      if (source->read_with_errors)
        add_tag (tags, TAG_SOURCE_ERROR, g_strdup (source->first_error != NULL ? source->first_error : "?"));
    }

  chess_pgn_buffer_init (&buffer);
  chess_pgn_write_record_with_tags (chess_game_get_record (game), (ChessTag *) (gpointer) tags->data,
                                    tags->len, CHESS_PGN_WRITE_DEFAULT, &buffer);
  for (guint i = 0; i < tags->len; i++)
    g_free (g_array_index (tags, ChessTag, i).value);
  return g_bytes_new_with_free_func (buffer.data, buffer.length, free, buffer.data);
}
