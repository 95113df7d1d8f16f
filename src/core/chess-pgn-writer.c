/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-pgn-writer.c — one game in the PGN export format.
 *
 * Seven Tag Roster first, then the other tags; movetext wrapped at 79
 * columns; black moves numbered "12..." after a comment or a variation;
 * the result last and a blank line after it.  Comments are written so the
 * reader gets the same text back: a line break the writer puts into a
 * comment replaces exactly one space, and '}' / '\' are escaped. */
#include "chess-pgn-private.h"
#include "chess-notation.h"

#include <stdlib.h>
#include <string.h>

#define LINE_MAX_COLUMNS 79

typedef struct {
  ChessPgnBuffer *out;
  size_t column;        /* bytes on the current movetext line */
  unsigned flags;
  bool glue;            /* no space before the next token: before ')' */
  bool open_paren;      /* the next token starts a variation: write "(" stuck to it */
} Writer;

static void
put (Writer *w, const char *s, size_t n)
{
  chess_pgn_buffer_append (w->out, s, n);
}

static void
put_str (Writer *w, const char *s)
{
  put (w, s, strlen (s));
}

/* A movetext token: a space before it, or a line break when it would not fit. */
static void
token (Writer *w, const char *s, size_t n)
{
  size_t gap = w->glue ? 0 : 1;
  size_t paren = w->open_paren ? 1 : 0;
  w->glue = false;
  w->open_paren = false;
  if (w->column > 0)
    {
      if (w->column + gap + paren + n > LINE_MAX_COLUMNS)
        {
          put (w, "\n", 1);
          w->column = 0;
        }
      else if (gap)
        {
          put (w, " ", 1);
          w->column++;
        }
    }
  if (paren)
    put (w, "(", 1);
  put (w, s, n);
  w->column += paren + n;
}

static void
token_str (Writer *w, const char *s)
{
  token (w, s, strlen (s));
}

/* ---- tags ---- */

static const char *const roster[] = { "Event", "Site", "Date", "Round", "White", "Black", "Result" };
static const char *const roster_default[] = { "?", "?", "????.??.??", "?", "?", "?", "*" };

static bool
is_roster (const char *name)
{
  for (int i = 0; i < 7; i++)
    if (strcmp (name, roster[i]) == 0)
      return true;
  return false;
}

static void
write_tag (Writer *w, const char *name, const char *value)
{
  put (w, "[", 1);
  put_str (w, name);
  put (w, " \"", 2);
  for (const char *s = value; *s; s++)
    {
      if (*s == '"' || *s == '\\')
        put (w, "\\", 1);
      if (*s == '\n' || *s == '\r')
        put (w, " ", 1);
      else
        put (w, s, 1);
    }
  put (w, "\"]\n", 3);
}

/* A start other than the standard one is written from record->start, so
 * the FEN tag can never disagree with the moves; otherwise FEN / SetUp
 * tags are written as they are (a refused variant keeps its own). */
static bool
needs_fen (const ChessRecord *record, char *fen)
{
  chess_position_to_fen (&record->start, fen, CHESS_FEN_MAX);
  return record->start.chess960 || strcmp (fen, CHESS_FEN_START) != 0;
}

static void
write_tags (Writer *w, const ChessRecord *record, const ChessTag *extra, size_t n_extra)
{
  for (int i = 0; i < 6; i++)
    {
      const char *v = chess_record_get_tag (record, roster[i]);
      write_tag (w, roster[i], v ? v : roster_default[i]);
    }
  write_tag (w, "Result", chess_result_to_string (record->result));

  char fen[CHESS_FEN_MAX];
  bool fen_tags = needs_fen (record, fen);
  if (fen_tags)
    {
      write_tag (w, "SetUp", "1");
      write_tag (w, "FEN", fen);
      /* Without it a reader would take the game for standard chess. */
      if (record->start.chess960 && !chess_record_get_tag (record, "Variant"))
        write_tag (w, "Variant", "Chess960");
    }
  for (size_t i = 0; i < record->n_tags; i++)
    {
      const ChessTag *t = &record->tags[i];
      if (is_roster (t->name) || !chess_pgn_is_tag_name (t->name))
        continue;
      if (fen_tags && (strcmp (t->name, "SetUp") == 0 || strcmp (t->name, "FEN") == 0))
        continue;
      write_tag (w, t->name, t->value);
    }
  for (size_t i = 0; i < n_extra; i++)
    if (chess_pgn_is_tag_name (extra[i].name) && !is_roster (extra[i].name))
      write_tag (w, extra[i].name, extra[i].value);
}

/* ---- comments ---- */

static void
add_command (ChessPgnBuffer *b, const char *name, const char *payload)
{
  if (b->length)
    chess_pgn_buffer_append_char (b, ' ');
  chess_pgn_buffer_append (b, "[%", 2);
  chess_pgn_buffer_append (b, name, strlen (name));
  chess_pgn_buffer_append_char (b, ' ');
  chess_pgn_buffer_append (b, payload, strlen (payload));
  chess_pgn_buffer_append_char (b, ']');
}

/* Writes {text} as tokens split at single spaces. */
static void
write_comment_text (Writer *w, const char *text, size_t n)
{
  ChessPgnBuffer esc;
  chess_pgn_buffer_init (&esc);
  chess_pgn_buffer_append_char (&esc, '{');
  for (size_t i = 0; i < n; i++)
    {
      char c = text[i];
      if (c == '}')
        chess_pgn_buffer_append (&esc, "\\}", 2);
      else if (c == '\\' && (i + 1 == n || text[i + 1] == '\\' || text[i + 1] == '}'))
        chess_pgn_buffer_append (&esc, "\\\\", 2);
      else if (c == '\n' || c == '\r')
        chess_pgn_buffer_append_char (&esc, ' ');
      else
        chess_pgn_buffer_append_char (&esc, c);
    }
  chess_pgn_buffer_append_char (&esc, '}');

  const char *s = esc.data, *end = esc.data + esc.length;
  bool first = true;
  while (s <= end)
    {
      /* Break at a space, but not inside a [%command payload]. */
      const char *sp = NULL;
      bool in_command = false;
      for (const char *c = s; c < end; c++)
        {
          if (c[0] == '[' && c + 1 < end && c[1] == '%')
            in_command = memchr (c, ']', (size_t) (end - c)) != NULL;
          else if (*c == ']')
            in_command = false;
          else if (*c == ' ' && !in_command)
            {
              sp = c;
              break;
            }
        }
      const char *stop = sp ? sp : end;
      if (first)
        token (w, s, (size_t) (stop - s));
      else if (w->column + 1 + (size_t) (stop - s) > LINE_MAX_COLUMNS && w->column > 0)
        {
          put (w, "\n", 1);
          put (w, s, (size_t) (stop - s));
          w->column = (size_t) (stop - s);
        }
      else
        {
          put (w, " ", 1);
          put (w, s, (size_t) (stop - s));
          w->column += 1 + (size_t) (stop - s);
        }
      first = false;
      if (!sp)
        break;
      s = sp + 1;
    }
  chess_pgn_buffer_clear (&esc);
}

/* The comment after a move (or at the root): commands, then the text.
 * Returns true when something was written. */
static bool
write_node_comment (Writer *w, const ChessNode *node)
{
  if (w->flags & CHESS_PGN_WRITE_NO_COMMENTS)
    return false;
  ChessPgnBuffer b;
  chess_pgn_buffer_init (&b);
  char clock[32];
  if (node->clock_text && node->clock_ms == node->clock_text_ms)
    chess_pgn_buffer_append (&b, node->clock_text, strlen (node->clock_text));   /* as it was read */
  else if (node->clock_ms != CHESS_TIME_NONE)
    {
      chess_pgn_format_clock (node->clock_ms, clock, sizeof clock);
      add_command (&b, "clk", clock);
    }
  if (node->emt_ms != CHESS_TIME_NONE)
    {
      chess_pgn_format_clock (node->emt_ms, clock, sizeof clock);
      add_command (&b, "emt", clock);
    }
  if (node->eval && *node->eval)
    add_command (&b, "eval", node->eval);
  if (node->arrows && *node->arrows)
    add_command (&b, "cal", node->arrows);
  if (node->highlights && *node->highlights)
    add_command (&b, "csl", node->highlights);
  if (node->comment && *node->comment)
    {
      if (b.length)
        chess_pgn_buffer_append_char (&b, ' ');
      chess_pgn_buffer_append (&b, node->comment, strlen (node->comment));
    }
  bool wrote = b.length > 0;
  if (wrote)
    write_comment_text (w, b.data, b.length);
  chess_pgn_buffer_clear (&b);
  return wrote;
}

/* ---- moves ---- */

static void
write_move (Writer *w, const ChessNode *node, const ChessPosition *pos, bool *force_number)
{
  char text[32];
  if (node->pre_comment && *node->pre_comment && !(w->flags & CHESS_PGN_WRITE_NO_COMMENTS))
    {
      write_comment_text (w, node->pre_comment, strlen (node->pre_comment));
      *force_number = true;
    }
  char number[24] = "";
  if (pos->side_to_move == CHESS_WHITE)
    snprintf (number, sizeof number, "%u.", (unsigned) pos->fullmove_number);
  else if (*force_number)
    snprintf (number, sizeof number, "%u...", (unsigned) pos->fullmove_number);
  size_t n;
  if (node->move == CHESS_MOVE_NULL)
    n = (size_t) snprintf (text, sizeof text, "--");
  else
    n = chess_move_to_san (pos, node->move, text);
  if (*number)
    {
      /* Keep the number on the line of its move. */
      size_t nl = strlen (number);
      if (w->column > 0 && w->column + 1 + (w->open_paren ? 1 : 0) + nl + 1 + n > LINE_MAX_COLUMNS)
        {
          put (w, "\n", 1);
          w->column = 0;
        }
      token (w, number, nl);
    }
  token (w, text, n);
  if (!(w->flags & CHESS_PGN_WRITE_NO_NAGS))
    for (int i = 0; i < node->n_nags; i++)
      {
        snprintf (text, sizeof text, "$%u", (unsigned) node->nags[i]);
        token_str (w, text);
      }
  *force_number = write_node_comment (w, node);
}

static void
play (ChessPosition *pos, ChessMove move)
{
  ChessUndo undo;
  if (move == CHESS_MOVE_NULL)
    chess_position_make_null_move (pos, &undo);
  else
    chess_position_make_move (pos, move, &undo);
}

/* The line from first on; pos is the position before first. */
static void
write_line (Writer *w, const ChessNode *first, const ChessPosition *start, bool force_number)
{
  ChessPosition pos = *start, before;
  for (const ChessNode *node = first; node; node = node->first_child)
    {
      before = pos;
      write_move (w, node, &pos, &force_number);
      if (node->parent && node->parent->first_child == node && !(w->flags & CHESS_PGN_WRITE_NO_VARIATIONS))
        for (const ChessNode *alt = node->next_sibling; alt; alt = alt->next_sibling)
          {
            w->open_paren = true;
            write_line (w, alt, &before, true);
            w->glue = true;
            token (w, ")", 1);
            force_number = true;
          }
      play (&pos, node->move);
    }
}

void
chess_pgn_write_record (const ChessRecord *record, unsigned flags, ChessPgnBuffer *out)
{
  chess_pgn_write_record_with_tags (record, NULL, 0, flags, out);
}

void
chess_pgn_write_record_with_tags (const ChessRecord *record, const ChessTag *extra, size_t n_extra,
                                  unsigned flags, ChessPgnBuffer *out)
{
  Writer w = { out, 0, flags, false, false };
  write_tags (&w, record, extra, n_extra);
  put (&w, "\n", 1);
  bool force = write_node_comment (&w, record->root);
  (void) force;
  if (record->root->first_child)
    write_line (&w, record->root->first_child, &record->start, true);
  token_str (&w, chess_result_to_string (record->result));
  put (&w, "\n\n", 2);
}

char *
chess_pgn_record_to_string (const ChessRecord *record, unsigned flags, size_t *length)
{
  ChessPgnBuffer b;
  chess_pgn_buffer_init (&b);
  chess_pgn_write_record (record, flags, &b);
  if (length)
    *length = b.length;
  return b.data;
}
