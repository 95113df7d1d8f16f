/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-uci.c — reading and writing UCI lines (see chess-uci.h).
 *
 * Engines are other people's programs: every line is read defensively.
 * Words are split on spaces and tabs, numbers are checked for overflow,
 * a word we do not know is skipped (the protocol asks GUIs to ignore
 * unknown tokens), and nothing here trusts a length the engine gives. */

#include "chess-uci.h"
#include "chess-notation.h"

#include <string.h>

/* ------------------------------------------------------------------ */
/* Words                                                               */

typedef struct {
  const char *start;
  gsize length;
} Word;

/* At most this many words are looked at in one line. */
#define MAX_WORDS 512

static inline gboolean
is_space (char c)
{
  return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

static guint
split_words (const char *line, Word *words, guint max)
{
  guint n = 0;
  const char *p = line;

  while (*p != '\0' && n < max)
    {
      while (is_space (*p))
        p++;
      if (*p == '\0')
        break;
      words[n].start = p;
      while (*p != '\0' && !is_space (*p))
        p++;
      words[n].length = (gsize) (p - words[n].start);
      n++;
    }
  return n;
}

static inline gboolean
word_is (const Word *word, const char *text)
{
  gsize length = strlen (text);

  return word->length == length && memcmp (word->start, text, length) == 0;
}

/* A decimal integer (optionally signed) that fits between min and max. */
static gboolean
word_to_int64 (const Word *word, gint64 min, gint64 max, gint64 *out)
{
  gsize i = 0;
  gboolean negative = FALSE;
  guint64 value = 0;

  if (word->length == 0)
    return FALSE;
  if (word->start[0] == '-' || word->start[0] == '+')
    {
      negative = word->start[0] == '-';
      i = 1;
    }
  if (i == word->length)
    return FALSE;
  for (; i < word->length; i++)
    {
      char c = word->start[i];

      if (c < '0' || c > '9')
        return FALSE;
      if (value > (G_MAXUINT64 - 9) / 10)
        return FALSE;
      value = value * 10 + (guint64) (c - '0');
    }
  if (negative)
    {
      if (value > (guint64) G_MAXINT64 + 1)
        return FALSE;
      *out = value == (guint64) G_MAXINT64 + 1 ? G_MININT64 : -(gint64) value;
    }
  else
    {
      if (value > (guint64) G_MAXINT64)
        return FALSE;
      *out = (gint64) value;
    }
  return *out >= min && *out <= max;
}

static gboolean
word_to_int (const Word *word, int min, int max, int *out)
{
  gint64 value;

  if (!word_to_int64 (word, min, max, &value))
    return FALSE;
  *out = (int) value;
  return TRUE;
}

static gboolean
word_to_uint64 (const Word *word, guint64 *out)
{
  gint64 value;

  if (!word_to_int64 (word, 0, G_MAXINT64, &value))
    return FALSE;
  *out = (guint64) value;
  return TRUE;
}

ChessUciLineKind
chess_uci_line_kind (const char *line)
{
  static const struct { const char *word; ChessUciLineKind kind; } kinds[] = {
    { "info", CHESS_UCI_LINE_INFO },
    { "bestmove", CHESS_UCI_LINE_BESTMOVE },
    { "option", CHESS_UCI_LINE_OPTION },
    { "id", CHESS_UCI_LINE_ID },
    { "uciok", CHESS_UCI_LINE_UCIOK },
    { "readyok", CHESS_UCI_LINE_READYOK },
    { "copyprotection", CHESS_UCI_LINE_COPYPROTECTION },
    { "registration", CHESS_UCI_LINE_REGISTRATION },
  };
  Word first;

  if (line == NULL || split_words (line, &first, 1) == 0)
    return CHESS_UCI_LINE_UNKNOWN;
  for (gsize i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (word_is (&first, kinds[i].word))
      return kinds[i].kind;
  return CHESS_UCI_LINE_UNKNOWN;
}

/* ------------------------------------------------------------------ */
/* info                                                                */

/* Words that start a field of an info line; a pv ends at one of them. */
static gboolean
is_info_keyword (const Word *word)
{
  static const char *const keywords[] = {
    "depth", "seldepth", "time", "nodes", "pv", "multipv", "score", "currmove",
    "currmovenumber", "hashfull", "nps", "tbhits", "sbhits", "cpuload", "string",
    "refutation", "currline", "wdl",
  };

  for (gsize i = 0; i < G_N_ELEMENTS (keywords); i++)
    if (word_is (word, keywords[i]))
      return TRUE;
  return FALSE;
}

static gboolean
word_to_move (const Word *word, const ChessPosition *pos, ChessMove *move)
{
  return chess_move_from_uci (pos, word->start, word->length, move) == CHESS_SAN_OK;
}

/* Reads the moves of a pv from words[i]; returns the index after them. */
static guint
parse_pv (const Word *words, guint n, guint i, const ChessPosition *pos, ChessUciInfo *info)
{
  ChessPosition line = *pos;

  info->fields |= CHESS_UCI_INFO_PV;
  info->pv_length = 0;
  info->pv_truncated = FALSE;
  for (; i < n && !is_info_keyword (&words[i]); i++)
    {
      ChessMove move;
      ChessUndo undo;

      if (info->pv_truncated)
        continue;
      if (info->pv_length == CHESS_UCI_MAX_PV || !word_to_move (&words[i], &line, &move))
        {
          info->pv_truncated = TRUE;
          continue;
        }
      info->pv[info->pv_length++] = move;
      chess_position_make_move (&line, move, &undo);
    }
  return i;
}

/* "score cp 20 [lowerbound|upperbound]" or "score mate -3"; returns the
 * index after what it used. */
static guint
parse_score (const Word *words, guint n, guint i, ChessUciInfo *info)
{
  int value;

  if (i + 1 >= n)
    return i;
  if (word_is (&words[i], "cp") && word_to_int (&words[i + 1], -CHESS_UCI_MATE_CP + 1000, CHESS_UCI_MATE_CP - 1000, &value))
    info->score_kind = CHESS_UCI_SCORE_CP;
  else if (word_is (&words[i], "mate") && word_to_int (&words[i + 1], -10000, 10000, &value))
    info->score_kind = CHESS_UCI_SCORE_MATE;
  else
    return i;
  info->fields |= CHESS_UCI_INFO_SCORE;
  info->score = value;
  info->bound = CHESS_UCI_BOUND_EXACT;
  i += 2;
  if (i < n && word_is (&words[i], "lowerbound"))
    info->bound = CHESS_UCI_BOUND_LOWER, i++;
  else if (i < n && word_is (&words[i], "upperbound"))
    info->bound = CHESS_UCI_BOUND_UPPER, i++;
  return i;
}

gboolean
chess_uci_parse_info (const char *line, const ChessPosition *pos, ChessUciInfo *info)
{
  Word words[MAX_WORDS];
  guint n, i;

  g_return_val_if_fail (pos != NULL && info != NULL, FALSE);

  memset (info, 0, sizeof *info);
  info->multipv = 1;
  if (line == NULL)
    return FALSE;
  n = split_words (line, words, MAX_WORDS);
  if (n == 0 || !word_is (&words[0], "info"))
    return FALSE;

  i = 1;
  while (i < n)
    {
      const Word *key = &words[i++];
      const Word *value = i < n ? &words[i] : NULL;
      guint next = i + 1;   /* most fields take one value */

      if (word_is (key, "string"))
        {
          info->fields |= CHESS_UCI_INFO_STRING;
          break;            /* the rest of the line is free text */
        }
      if (word_is (key, "pv"))
        {
          i = parse_pv (words, n, i, pos, info);
          continue;
        }
      if (word_is (key, "score"))
        {
          i = parse_score (words, n, i, info);
          continue;
        }
      if (value == NULL)
        break;
      if (word_is (key, "depth") && word_to_int (value, 0, 10000, &info->depth))
        info->fields |= CHESS_UCI_INFO_DEPTH;
      else if (word_is (key, "seldepth") && word_to_int (value, 0, 10000, &info->seldepth))
        info->fields |= CHESS_UCI_INFO_SELDEPTH;
      else if (word_is (key, "multipv") && word_to_int (value, 1, 10000, &info->multipv))
        info->fields |= CHESS_UCI_INFO_MULTIPV;
      else if (word_is (key, "nodes") && word_to_uint64 (value, &info->nodes))
        info->fields |= CHESS_UCI_INFO_NODES;
      else if (word_is (key, "nps") && word_to_uint64 (value, &info->nps))
        info->fields |= CHESS_UCI_INFO_NPS;
      else if (word_is (key, "tbhits") && word_to_uint64 (value, &info->tbhits))
        info->fields |= CHESS_UCI_INFO_TBHITS;
      else if (word_is (key, "time") && word_to_int64 (value, 0, G_MAXINT64, &info->time_ms))
        info->fields |= CHESS_UCI_INFO_TIME;
      else if (word_is (key, "hashfull") && word_to_int (value, 0, 1000, &info->hashfull))
        info->fields |= CHESS_UCI_INFO_HASHFULL;
      else if (word_is (key, "currmovenumber") && word_to_int (value, 1, 10000, &info->currmovenumber))
        ;
      else if (word_is (key, "currmove") && word_to_move (value, pos, &info->currmove))
        info->fields |= CHESS_UCI_INFO_CURRMOVE;
      else if (word_is (key, "wdl"))
        {
          int wdl[3];

          if (i + 2 < n && word_to_int (&words[i], 0, 1000, &wdl[0])
              && word_to_int (&words[i + 1], 0, 1000, &wdl[1])
              && word_to_int (&words[i + 2], 0, 1000, &wdl[2]))
            {
              memcpy (info->wdl, wdl, sizeof wdl);
              info->fields |= CHESS_UCI_INFO_WDL;
              next = i + 3;
            }
        }
      else if (is_info_keyword (key))
        ;                   /* known but unused (cpuload, refutation …) or a bad value */
      else
        next = i;           /* an unknown word: skip only it */
      i = next;
    }
  return TRUE;
}

int
chess_uci_info_cp (const ChessUciInfo *info)
{
  if (info->score_kind == CHESS_UCI_SCORE_MATE)
    {
      /* "mate 0": the side to move is already mated. */
      if (info->score <= 0)
        return -(CHESS_UCI_MATE_CP + info->score);
      return CHESS_UCI_MATE_CP - info->score;
    }
  return info->score;
}

int
chess_uci_info_white_cp (const ChessUciInfo *info, ChessColor side_to_move)
{
  int cp = chess_uci_info_cp (info);

  return side_to_move == CHESS_WHITE ? cp : -cp;
}

/* ------------------------------------------------------------------ */
/* bestmove, id                                                        */

ChessUciBestmoveStatus
chess_uci_parse_bestmove (const char *line, const ChessPosition *pos,
                          ChessMove *best, ChessMove *ponder, char text[16])
{
  Word words[4];
  guint n;
  ChessPosition after;
  ChessUndo undo;

  g_return_val_if_fail (pos != NULL && best != NULL && ponder != NULL, CHESS_UCI_BESTMOVE_MALFORMED);

  *best = CHESS_MOVE_NONE;
  *ponder = CHESS_MOVE_NONE;
  if (text != NULL)
    text[0] = '\0';
  n = line != NULL ? split_words (line, words, G_N_ELEMENTS (words)) : 0;
  if (n == 0 || !word_is (&words[0], "bestmove"))
    return CHESS_UCI_BESTMOVE_MALFORMED;
  if (n < 2)
    return CHESS_UCI_BESTMOVE_MALFORMED;
  if (text != NULL)
    {
      gsize length = MIN (words[1].length, 15);

      memcpy (text, words[1].start, length);
      text[length] = '\0';
    }
  if (word_is (&words[1], "(none)") || word_is (&words[1], "0000") || word_is (&words[1], "none"))
    return CHESS_UCI_BESTMOVE_NONE;
  switch (chess_move_from_uci (pos, words[1].start, words[1].length, best))
    {
    case CHESS_SAN_OK:
      break;
    case CHESS_SAN_MALFORMED:
      *best = CHESS_MOVE_NONE;
      return CHESS_UCI_BESTMOVE_MALFORMED;
    default:
      *best = CHESS_MOVE_NONE;
      return CHESS_UCI_BESTMOVE_ILLEGAL;
    }
  if (n >= 4 && word_is (&words[2], "ponder"))
    {
      after = *pos;
      chess_position_make_move (&after, *best, &undo);
      if (!word_to_move (&words[3], &after, ponder))
        *ponder = CHESS_MOVE_NONE;
    }
  return CHESS_UCI_BESTMOVE_OK;
}

/* The text of `line` after its first `skip` words, without trailing
 * spaces; "" if there is none. */
static char *
rest_of_line (const char *line, guint skip)
{
  const char *p = line;
  gsize length;

  for (guint i = 0; i < skip; i++)
    {
      while (is_space (*p))
        p++;
      while (*p != '\0' && !is_space (*p))
        p++;
    }
  while (is_space (*p))
    p++;
  length = strlen (p);
  while (length > 0 && is_space (p[length - 1]))
    length--;
  /* Shown in the title, the clock card and the draft's tags: never
   * anything but UTF-8, whatever the engine wrote. */
  return g_utf8_make_valid (p, (gssize) length);
}

char *
chess_uci_parse_id (const char *line, ChessUciIdKind *kind)
{
  Word words[2];

  if (line == NULL || split_words (line, words, 2) < 2 || !word_is (&words[0], "id"))
    return NULL;
  if (word_is (&words[1], "name"))
    *kind = CHESS_UCI_ID_NAME;
  else if (word_is (&words[1], "author"))
    *kind = CHESS_UCI_ID_AUTHOR;
  else
    return NULL;
  return rest_of_line (line, 2);
}

/* ------------------------------------------------------------------ */
/* option                                                              */

G_DEFINE_BOXED_TYPE (ChessUciOption, chess_uci_option, chess_uci_option_copy, chess_uci_option_free)

static gboolean
is_option_keyword (const Word *word)
{
  return word_is (word, "name") || word_is (word, "type") || word_is (word, "default")
         || word_is (word, "min") || word_is (word, "max") || word_is (word, "var");
}

/* The words from `first` up to the next keyword, joined by single spaces
 * (engines put one space between words; tabs become spaces). */
static char *
join_words (const Word *words, guint n, guint first, guint *end)
{
  GString *text = g_string_new (NULL);
  guint i;

  for (i = first; i < n && !is_option_keyword (&words[i]); i++)
    {
      if (i > first)
        g_string_append_c (text, ' ');
      g_string_append_len (text, words[i].start, (gssize) words[i].length);
    }
  *end = i;
  /* Names and choices are shown in Preferences: UTF-8 only. */
  if (!g_utf8_validate (text->str, (gssize) text->len, NULL))
    {
      char *valid = g_utf8_make_valid (text->str, (gssize) text->len);

      g_string_free (text, TRUE);
      return valid;
    }
  return g_string_free (text, FALSE);
}

static void
replace_string (char **field, const char *value)
{
  char *copy = g_strdup (value);

  g_free (*field);
  *field = copy;
}

ChessUciOption *
chess_uci_option_parse (const char *line)
{
  static const char *const type_names[] = { "check", "spin", "combo", "button", "string" };
  Word words[MAX_WORDS];
  g_autoptr (ChessUciOption) option = g_new0 (ChessUciOption, 1);
  g_autoptr (GPtrArray) vars = g_ptr_array_new_with_free_func (g_free);
  gboolean have_type = FALSE, have_min = FALSE, have_max = FALSE;
  guint n, i;

  if (line == NULL)
    return NULL;
  n = split_words (line, words, MAX_WORDS);
  if (n < 2 || !word_is (&words[0], "option"))
    return NULL;

  i = 1;
  while (i < n)
    {
      const Word *key = &words[i];
      guint end;

      if (word_is (key, "name") && option->name == NULL)
        option->name = join_words (words, n, i + 1, &end);
      else if (word_is (key, "type") && !have_type && i + 1 < n)
        {
          end = i + 2;
          for (guint t = 0; t < G_N_ELEMENTS (type_names); t++)
            if (word_is (&words[i + 1], type_names[t]))
              {
                option->type = (ChessUciOptionType) t;
                have_type = TRUE;
              }
          if (!have_type)
            return NULL;
        }
      else if (word_is (key, "default") && option->default_value == NULL)
        option->default_value = join_words (words, n, i + 1, &end);
      else if (word_is (key, "min") && i + 1 < n && word_to_int64 (&words[i + 1], G_MININT64, G_MAXINT64, &option->min))
        have_min = TRUE, end = i + 2;
      else if (word_is (key, "max") && i + 1 < n && word_to_int64 (&words[i + 1], G_MININT64, G_MAXINT64, &option->max))
        have_max = TRUE, end = i + 2;
      else if (word_is (key, "var"))
        g_ptr_array_add (vars, join_words (words, n, i + 1, &end));
      else
        end = i + 1;        /* a stray word, or a repeated key: skip it */
      i = MAX (end, i + 1);
    }

  if (option->name == NULL || option->name[0] == '\0' || !have_type)
    return NULL;
  if (option->default_value == NULL || g_str_equal (option->default_value, "<empty>"))
    replace_string (&option->default_value, "");
  if (option->type == CHESS_UCI_OPTION_SPIN)
    {
      gint64 value;
      Word word = { option->default_value, strlen (option->default_value) };

      if (!have_min || !have_max || option->min > option->max)
        return NULL;
      /* A default outside the range is the engine's mistake: clamp it. */
      if (!word_to_int64 (&word, G_MININT64, G_MAXINT64, &value))
        value = option->min;
      g_free (option->default_value);
      option->default_value = g_strdup_printf ("%" G_GINT64_FORMAT, CLAMP (value, option->min, option->max));
    }
  if (option->type == CHESS_UCI_OPTION_CHECK
      && !g_str_equal (option->default_value, "true"))
    replace_string (&option->default_value, "false");
  if (option->type != CHESS_UCI_OPTION_COMBO)
    g_ptr_array_set_size (vars, 0);
  else if (vars->len == 0)
    return NULL;
  g_ptr_array_add (vars, NULL);
  option->vars = (GStrv) g_ptr_array_steal (vars, NULL);
  /* A combo whose default is none of its choices: take the first. */
  if (option->type == CHESS_UCI_OPTION_COMBO
      && !g_strv_contains ((const char * const *) option->vars, option->default_value))
    replace_string (&option->default_value, option->vars[0]);
  return g_steal_pointer (&option);
}

ChessUciOption *
chess_uci_option_copy (const ChessUciOption *option)
{
  ChessUciOption *copy = g_new0 (ChessUciOption, 1);

  copy->name = g_strdup (option->name);
  copy->type = option->type;
  copy->default_value = g_strdup (option->default_value);
  copy->min = option->min;
  copy->max = option->max;
  copy->vars = g_strdupv (option->vars);
  return copy;
}

void
chess_uci_option_free (ChessUciOption *option)
{
  if (option == NULL)
    return;
  g_free (option->name);
  g_free (option->default_value);
  g_strfreev (option->vars);
  g_free (option);
}

gboolean
chess_uci_option_accepts (const ChessUciOption *option, const char *value)
{
  g_return_val_if_fail (option != NULL, FALSE);

  if (value != NULL && strpbrk (value, "\r\n") != NULL)
    return FALSE;
  switch (option->type)
    {
    case CHESS_UCI_OPTION_CHECK:
      return value != NULL && (g_str_equal (value, "true") || g_str_equal (value, "false"));
    case CHESS_UCI_OPTION_SPIN:
      {
        gint64 number;
        Word word = { value, value != NULL ? strlen (value) : 0 };

        return value != NULL && word_to_int64 (&word, option->min, option->max, &number);
      }
    case CHESS_UCI_OPTION_COMBO:
      return value != NULL && g_strv_contains ((const char * const *) option->vars, value);
    case CHESS_UCI_OPTION_BUTTON:
      return value == NULL;
    case CHESS_UCI_OPTION_STRING:
      return value != NULL;
    default:
      return FALSE;
    }
}

/* ------------------------------------------------------------------ */
/* Commands                                                            */

char *
chess_uci_setoption_command (const char *name, const char *value)
{
  g_return_val_if_fail (name != NULL, NULL);

  if (name[0] == '\0' || strpbrk (name, "\r\n") != NULL
      || (value != NULL && strpbrk (value, "\r\n") != NULL))
    return NULL;
  if (value == NULL)
    return g_strdup_printf ("setoption name %s\n", name);
  /* The protocol writes an empty string as "<empty>". */
  return g_strdup_printf ("setoption name %s value %s\n", name, value[0] != '\0' ? value : "<empty>");
}

char *
chess_uci_position_command (const ChessPosition *start, const ChessMove *moves,
                            gsize n_moves, ChessPosition *end)
{
  GString *command = g_string_new ("position ");
  ChessPosition pos = *start;
  char fen[CHESS_FEN_MAX];

  chess_position_to_fen (start, fen, sizeof fen);
  if (!start->chess960 && g_str_equal (fen, CHESS_FEN_START))
    g_string_append (command, "startpos");
  else
    g_string_append_printf (command, "fen %s", fen);

  if (n_moves > 0)
    g_string_append (command, " moves");
  for (gsize i = 0; i < n_moves; i++)
    {
      char uci[8];
      ChessUndo undo;

      if (!chess_position_is_legal_move (&pos, moves[i]))
        {
          g_critical ("%s: move %" G_GSIZE_FORMAT " is not legal", G_STRFUNC, i + 1);
          g_string_free (command, TRUE);
          return NULL;
        }
      chess_move_to_uci (&pos, moves[i], uci);
      g_string_append_c (command, ' ');
      g_string_append (command, uci);
      chess_position_make_move (&pos, moves[i], &undo);
    }
  g_string_append_c (command, '\n');
  if (end != NULL)
    *end = pos;
  return g_string_free (command, FALSE);
}

char *
chess_uci_go_command (const ChessUciGo *go)
{
  GString *command = g_string_new ("go");
  gboolean limited = FALSE;

  if (go->timed)
    {
      g_string_append_printf (command, " wtime %" G_GINT64_FORMAT " btime %" G_GINT64_FORMAT,
                              MAX (go->wtime_ms, 1), MAX (go->btime_ms, 1));
      if (go->winc_ms > 0)
        g_string_append_printf (command, " winc %" G_GINT64_FORMAT, go->winc_ms);
      if (go->binc_ms > 0)
        g_string_append_printf (command, " binc %" G_GINT64_FORMAT, go->binc_ms);
      if (go->movestogo > 0)
        g_string_append_printf (command, " movestogo %d", go->movestogo);
      limited = TRUE;
    }
  if (go->movetime_ms > 0)
    g_string_append_printf (command, " movetime %" G_GINT64_FORMAT, go->movetime_ms), limited = TRUE;
  if (go->nodes > 0)
    g_string_append_printf (command, " nodes %" G_GUINT64_FORMAT, go->nodes), limited = TRUE;
  if (go->depth > 0)
    g_string_append_printf (command, " depth %d", go->depth), limited = TRUE;
  if (go->infinite || !limited)
    g_string_append (command, " infinite");
  g_string_append_c (command, '\n');
  return g_string_free (command, FALSE);
}
