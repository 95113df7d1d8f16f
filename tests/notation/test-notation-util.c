/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-notation-util.c — see test-notation-util.h. */
#include "test-notation-util.h"

#include <string.h>
#include <zlib.h>

char *
test_data_path (const char *relative)
{
  const char *root = g_getenv ("CHESS_TESTDATA");
  g_assert_nonnull (root);
  return g_build_filename (root, relative, NULL);
}

static char *
read_gzip (const char *path, gsize *length)
{
  gzFile f = gzopen (path, "rb");
  GByteArray *bytes = g_byte_array_new ();
  guint8 buf[65536];
  int n;

  g_assert_nonnull (f);
  while ((n = gzread (f, buf, sizeof buf)) > 0)
    g_byte_array_append (bytes, buf, (guint) n);
  g_assert_cmpint (n, ==, 0);
  gzclose (f);
  *length = bytes->len;
  g_byte_array_append (bytes, (const guint8 *) "", 1);
  return (char *) g_byte_array_free (bytes, FALSE);
}

char *
test_data_read (const char *relative, gsize *length)
{
  char *path = test_data_path (relative);
  char *text = NULL;
  gsize n = 0;
  GError *error = NULL;

  if (g_str_has_suffix (path, ".gz"))
    text = read_gzip (path, &n);
  else
    {
      g_file_get_contents (path, &text, &n, &error);
      g_assert_no_error (error);
    }
  g_free (path);
  if (length)
    *length = n;
  return text;
}

void
test_position_set (ChessPosition *pos, const char *fen)
{
  ChessFenError error;
  ChessFenWarnings warnings;
  /* Lenient for tests that set up a check no game reaches on purpose;
   * any other repair means the test's FEN is wrong. */
  if (!chess_position_read_fen (pos, fen, CHESS_FEN_LENIENT, &error, &warnings))
    g_error ("FEN rejected: %s: %s", fen, error.message);
  if (warnings.repairs & ~(unsigned) CHESS_FEN_REPAIRED_IMPOSSIBLE_CHECK)
    g_error ("FEN repaired: %s: %s", fen, warnings.message);
}

char *
test_fen_fields (const char *fen, int n)
{
  const char *p = fen;
  int seen = 0;

  while (*p == ' ')
    p++;
  const char *start = p;
  while (*p)
    {
      if (*p == ' ')
        {
          if (++seen == n)
            break;
          while (p[1] == ' ')
            p++;
        }
      p++;
    }
  return g_strndup (start, (gsize) (p - start));
}

char *
test_fen_effective (const ChessPosition *pos, int fields)
{
  ChessPosition copy = *pos;
  ChessMoveList list;
  bool ep_legal = false;
  char fen[CHESS_FEN_MAX];

  chess_position_legal_moves (pos, &list);
  for (int i = 0; i < list.count; i++)
    if (chess_move_kind (list.moves[i]) == CHESS_MOVE_EN_PASSANT)
      ep_legal = true;
  if (!ep_legal)
    copy.ep_square = CHESS_SQUARE_NONE;
  chess_position_to_fen (&copy, fen, sizeof fen);
  return test_fen_fields (fen, fields);
}

char **
test_split (const char *text, char separator)
{
  char sep[2] = { separator, '\0' };
  return g_strsplit (text, sep, -1);
}

/* ------------------------------------------------------------------ */
/* PGN walking: just enough of the grammar to find main-line SAN tokens. */

typedef struct {
  const char *s;
  gsize n, i;
  unsigned line;
} Scanner;

static void
finish_game (TestGame *game, unsigned *count, TestGameFunc func, gpointer user_data)
{
  if (game->moves->len > 0 || game->result || game->fen)
    {
      func (game, user_data);
      (*count)++;
    }
  g_free ((char *) game->fen);
  g_free ((char *) game->result);
  game->fen = NULL;
  game->result = NULL;
  g_ptr_array_set_size (game->moves, 0);
}

static bool
is_result_token (const char *t)
{
  return strcmp (t, "1-0") == 0 || strcmp (t, "0-1") == 0 || strcmp (t, "1/2-1/2") == 0
         || strcmp (t, "*") == 0;
}

unsigned
test_pgn_for_each_game (const char *text, gsize length, TestGameFunc func, gpointer user_data)
{
  Scanner sc = { text, length, 0, 1 };
  TestGame game = { NULL, g_ptr_array_new_with_free_func (g_free), NULL, 1 };
  unsigned count = 0, depth = 0;
  bool in_movetext = false, line_start = true;

  if (sc.n >= 3 && memcmp (sc.s, "\xEF\xBB\xBF", 3) == 0)
    sc.i = 3;
  while (sc.i < sc.n)
    {
      char c = sc.s[sc.i];
      if (c == '\n')
        {
          sc.line++;
          sc.i++;
          line_start = true;
          continue;
        }
      if (line_start && c == '%')
        {
          while (sc.i < sc.n && sc.s[sc.i] != '\n')
            sc.i++;
          continue;
        }
      line_start = false;
      if (c == ' ' || c == '\t' || c == '\r')
        {
          sc.i++;
          continue;
        }
      if (c == '{')
        {
          while (sc.i < sc.n && sc.s[sc.i] != '}')
            sc.line += sc.s[sc.i++] == '\n';
          sc.i++;
          continue;
        }
      if (c == ';')
        {
          while (sc.i < sc.n && sc.s[sc.i] != '\n')
            sc.i++;
          continue;
        }
      if (c == '(')
        {
          depth++;
          sc.i++;
          continue;
        }
      if (c == ')')
        {
          if (depth > 0)
            depth--;
          sc.i++;
          continue;
        }
      if (c == '[' && depth == 0)
        {
          gsize start = sc.i + 1, end;
          if (in_movetext)
            finish_game (&game, &count, func, user_data), in_movetext = false;
          if (game.moves->len == 0 && game.fen == NULL)
            game.line = sc.line;
          /* [Name "value"] with \" escapes in the value. */
          while (sc.i < sc.n && sc.s[sc.i] != '"' && sc.s[sc.i] != ']')
            sc.i++;
          if (sc.i < sc.n && sc.s[sc.i] == '"')
            {
              GString *value = g_string_new (NULL);
              sc.i++;
              while (sc.i < sc.n && sc.s[sc.i] != '"')
                {
                  if (sc.s[sc.i] == '\\' && sc.i + 1 < sc.n)
                    sc.i++;
                  g_string_append_c (value, sc.s[sc.i++]);
                }
              end = sc.i;
              if (g_ascii_strncasecmp (sc.s + start, "FEN ", 4) == 0 || g_ascii_strncasecmp (sc.s + start, "FEN\t", 4) == 0)
                {
                  g_free ((char *) game.fen);
                  game.fen = g_string_free (value, FALSE);
                }
              else
                g_string_free (value, TRUE);
              (void) end;
            }
          while (sc.i < sc.n && sc.s[sc.i] != ']')
            sc.i++;
          sc.i++;
          continue;
        }

      /* A token up to a delimiter. */
      gsize start = sc.i;
      while (sc.i < sc.n && !strchr (" \t\r\n{}();[", sc.s[sc.i]))
        sc.i++;
      char *token = g_strndup (sc.s + start, sc.i - start);
      in_movetext = true;
      if (depth > 0 || token[0] == '$')
        {
          g_free (token);
          continue;
        }
      /* Move numbers, also glued to the move: "12.", "12...", "1.e4". */
      char *t = token;
      if (g_ascii_isdigit (*t) && !is_result_token (t))
        {
          char *p = t;
          while (g_ascii_isdigit (*p))
            p++;
          if (*p == '.')
            {
              while (*p == '.')
                p++;
              t = p;
            }
        }
      if (is_result_token (t))
        {
          g_free ((char *) game.result);
          game.result = g_strdup (t);
          finish_game (&game, &count, func, user_data);
          in_movetext = false;
        }
      else if (*t && strspn (t, "!?") != strlen (t))
        g_ptr_array_add (game.moves, g_strdup (t));
      g_free (token);
    }
  finish_game (&game, &count, func, user_data);
  g_ptr_array_unref (game.moves);
  return count;
}
