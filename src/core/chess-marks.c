/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-marks.c — reading, writing and toggling the arrows and circles of
 * [%cal] / [%csl].  Other programs write "Ge2e4, Rd7d5" or "Ge2e4 Rd7d5";
 * lichess and ChessBase write "Ge2e4,Rd7d5": all are read, the last is
 * written. */
#include "chess-marks.h"

#include <stdlib.h>
#include <string.h>

static const char color_letters[CHESS_MARK_N_COLORS] = { 'G', 'R', 'B', 'Y' };

char
chess_mark_color_letter (ChessMarkColor color)
{
  return (unsigned) color < CHESS_MARK_N_COLORS ? color_letters[color] : 'G';
}

int
chess_mark_color_from_letter (char letter)
{
  if (letter >= 'a' && letter <= 'z')
    letter = (char) (letter - 'a' + 'A');
  for (int i = 0; i < CHESS_MARK_N_COLORS; i++)
    if (color_letters[i] == letter)
      return i;
  return -1;
}

void
chess_marks_clear (ChessMarks *marks)
{
  marks->count = 0;
}

int
chess_marks_find (const ChessMarks *marks, int from, int to)
{
  for (size_t i = 0; i < marks->count; i++)
    if (marks->marks[i].from == from && marks->marks[i].to == to)
      return (int) i;
  return -1;
}

static int
read_square (const char *s)
{
  if (s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8')
    return -1;
  return CHESS_SQUARE (s[0] - 'a', s[1] - '1');
}

/* One entry of `length` bytes: a colour and one or two squares. */
static void
read_entry (ChessMarks *marks, const char *s, size_t length, bool arrow)
{
  int color, from, to;

  if (length != (arrow ? 5u : 3u) || marks->count >= CHESS_MARKS_MAX)
    return;
  color = chess_mark_color_from_letter (s[0]);
  from = read_square (s + 1);
  to = arrow ? read_square (s + 3) : from;
  if (color < 0 || from < 0 || to < 0 || (arrow && from == to))
    return;
  if (chess_marks_find (marks, from, to) >= 0)
    return;
  marks->marks[marks->count++] = (ChessMark) { (uint8_t) color, (uint8_t) from, (uint8_t) to };
}

static void
read_list (ChessMarks *marks, const char *text, bool arrows)
{
  const char *s = text;

  if (text == NULL)
    return;
  while (*s)
    {
      size_t length;

      while (*s == ',' || *s == ' ' || *s == '\t' || *s == '\n' || *s == '\r')
        s++;
      length = strcspn (s, ", \t\n\r");
      if (length > 0)
        read_entry (marks, s, length, arrows);
      s += length;
    }
}

size_t
chess_marks_read (ChessMarks *marks, const char *arrows, const char *circles)
{
  marks->count = 0;
  /* circles first: they are drawn under the arrows */
  read_list (marks, circles, false);
  read_list (marks, arrows, true);
  return marks->count;
}

char *
chess_marks_write (const ChessMarks *marks, bool circles)
{
  char *out = malloc (marks->count * 6 + 1), *p = out;

  if (out == NULL)
    abort ();
  for (size_t i = 0; i < marks->count; i++)
    {
      ChessMark mark = marks->marks[i];

      if (chess_mark_is_circle (mark) != circles)
        continue;
      if (p != out)
        *p++ = ',';
      *p++ = chess_mark_color_letter ((ChessMarkColor) mark.color);
      *p++ = (char) ('a' + CHESS_SQUARE_FILE (mark.from));
      *p++ = (char) ('1' + CHESS_SQUARE_RANK (mark.from));
      if (!circles)
        {
          *p++ = (char) ('a' + CHESS_SQUARE_FILE (mark.to));
          *p++ = (char) ('1' + CHESS_SQUARE_RANK (mark.to));
        }
    }
  *p = '\0';
  if (p == out)
    {
      free (out);
      return NULL;
    }
  return out;
}

bool
chess_marks_toggle (ChessMarks *marks, ChessMark mark)
{
  int index = chess_marks_find (marks, mark.from, mark.to);

  if (index >= 0 && marks->marks[index].color == mark.color)
    {
      memmove (&marks->marks[index], &marks->marks[index + 1],
               (marks->count - (size_t) index - 1) * sizeof (ChessMark));
      marks->count--;
      return true;
    }
  if (index >= 0)
    {
      marks->marks[index].color = mark.color;
      return true;
    }
  if (marks->count >= CHESS_MARKS_MAX)
    return false;
  marks->marks[marks->count++] = mark;
  return true;
}
