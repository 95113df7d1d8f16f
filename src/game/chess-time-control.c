/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-time-control.c — time controls and the PGN TimeControl tag. */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "chess-time-control.h"
#include "chess-digits.h"

struct _ChessTimeControl {
  ChessTimeControlKind kind;
  guint n_periods;
  ChessTimePeriod periods[];
};

G_DEFINE_BOXED_TYPE (ChessTimeControl, chess_time_control,
                     chess_time_control_copy, chess_time_control_free)

G_DEFINE_QUARK (chess-time-control-error-quark, chess_time_control_error)

static ChessTimeControl *
time_control_alloc (ChessTimeControlKind kind, guint n_periods)
{
  ChessTimeControl *tc = g_malloc0 (sizeof *tc + n_periods * sizeof (ChessTimePeriod));

  tc->kind = kind;
  tc->n_periods = n_periods;
  return tc;
}

static gboolean
periods_are_valid (const ChessTimePeriod *periods, guint n_periods)
{
  if (n_periods == 0 || n_periods > CHESS_TIME_CONTROL_MAX_PERIODS)
    return FALSE;
  for (guint i = 0; i < n_periods; i++)
    {
      const ChessTimePeriod *p = &periods[i];

      if (p->moves < 0 || p->moves > CHESS_TIME_CONTROL_MAX_MOVES)
        return FALSE;
      if (p->moves == 0 && i + 1 < n_periods)
        return FALSE;
      if (p->duration_us < 0 || p->duration_us > CHESS_TIME_CONTROL_MAX_US)
        return FALSE;
      if (p->bonus_us < 0 || p->bonus_us > CHESS_TIME_CONTROL_MAX_US)
        return FALSE;
      if ((guint) p->bonus > CHESS_BONUS_SIMPLE_DELAY)
        return FALSE;
      if (p->bonus == CHESS_BONUS_NONE && p->bonus_us != 0)
        return FALSE;
    }
  return TRUE;
}

ChessTimeControl *
chess_time_control_new_none (void)
{
  return time_control_alloc (CHESS_TIME_CONTROL_NONE, 0);
}

ChessTimeControl *
chess_time_control_new_unknown (void)
{
  return time_control_alloc (CHESS_TIME_CONTROL_UNKNOWN, 0);
}

ChessTimeControl *
chess_time_control_new_simple (gint64 base_us, ChessBonusKind bonus, gint64 bonus_us)
{
  ChessTimePeriod period = { 0, base_us, bonus, bonus_us };

  return chess_time_control_new_periods (&period, 1);
}

ChessTimeControl *
chess_time_control_new_sandclock (gint64 total_us)
{
  ChessTimeControl *tc;

  g_return_val_if_fail (total_us >= 0 && total_us <= CHESS_TIME_CONTROL_MAX_US, NULL);
  tc = time_control_alloc (CHESS_TIME_CONTROL_SANDCLOCK, 1);
  tc->periods[0].duration_us = total_us;
  return tc;
}

ChessTimeControl *
chess_time_control_new_periods (const ChessTimePeriod *periods, guint n_periods)
{
  ChessTimeControl *tc;

  g_return_val_if_fail (periods != NULL, NULL);
  g_return_val_if_fail (periods_are_valid (periods, n_periods), NULL);
  tc = time_control_alloc (CHESS_TIME_CONTROL_PERIODS, n_periods);
  memcpy (tc->periods, periods, n_periods * sizeof *periods);
  return tc;
}

ChessTimeControl *
chess_time_control_copy (const ChessTimeControl *tc)
{
  g_return_val_if_fail (tc != NULL, NULL);
  return g_memdup2 (tc, sizeof *tc + tc->n_periods * sizeof (ChessTimePeriod));
}

void
chess_time_control_free (ChessTimeControl *tc)
{
  g_free (tc);
}

gboolean
chess_time_control_equal (const ChessTimeControl *a, const ChessTimeControl *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  if (a->kind != b->kind || a->n_periods != b->n_periods)
    return FALSE;
  for (guint i = 0; i < a->n_periods; i++)
    {
      const ChessTimePeriod *p = &a->periods[i], *q = &b->periods[i];

      if (p->moves != q->moves || p->duration_us != q->duration_us
          || p->bonus != q->bonus || p->bonus_us != q->bonus_us)
        return FALSE;
    }
  return TRUE;
}

ChessTimeControlKind
chess_time_control_get_kind (const ChessTimeControl *tc)
{
  g_return_val_if_fail (tc != NULL, CHESS_TIME_CONTROL_NONE);
  return tc->kind;
}

guint
chess_time_control_get_n_periods (const ChessTimeControl *tc)
{
  g_return_val_if_fail (tc != NULL, 0);
  return tc->n_periods;
}

const ChessTimePeriod *
chess_time_control_get_period (const ChessTimeControl *tc, guint index)
{
  g_return_val_if_fail (tc != NULL, NULL);
  g_return_val_if_fail (index < tc->n_periods, NULL);
  return &tc->periods[index];
}

gboolean
chess_time_control_is_timed (const ChessTimeControl *tc)
{
  return tc != NULL && tc->n_periods > 0;
}

const ChessTimePeriod *
chess_time_control_period_for_move (const ChessTimeControl *tc,
                                    int moves_made,
                                    gboolean *starts_here)
{
  int first_move = 0;   /* moves completed before period i starts */

  if (starts_here)
    *starts_here = FALSE;
  if (!chess_time_control_is_timed (tc))
    return NULL;
  if (moves_made < 0)
    moves_made = 0;
  for (guint i = 0; i < tc->n_periods; i++)
    {
      const ChessTimePeriod *p = &tc->periods[i];
      gboolean last = i + 1 == tc->n_periods;

      if (p->moves == 0 || moves_made < first_move + p->moves)
        {
          if (starts_here)
            *starts_here = moves_made > 0 && moves_made == first_move;
          return p;
        }
      if (last)
        {
          /* The last period repeats every p->moves moves. */
          if (starts_here)
            *starts_here = (moves_made - first_move) % p->moves == 0;
          return p;
        }
      first_move += p->moves;
    }
  g_assert_not_reached ();
}

int
chess_time_control_moves_to_next_period (const ChessTimeControl *tc, int moves_made)
{
  int first_move = 0;

  if (!chess_time_control_is_timed (tc))
    return 0;
  if (moves_made < 0)
    moves_made = 0;
  for (guint i = 0; i < tc->n_periods; i++)
    {
      const ChessTimePeriod *p = &tc->periods[i];

      if (p->moves == 0)
        return 0;
      if (moves_made < first_move + p->moves)
        return first_move + p->moves - moves_made;
      if (i + 1 == tc->n_periods)
        return p->moves - (moves_made - first_move) % p->moves;
      first_move += p->moves;
    }
  g_assert_not_reached ();
}

/* ---- Parsing ------------------------------------------------------------ */

typedef struct {
  const char *text;
  const char *p;
  GError **error;
} Parser;

/* 1-based position of the character at `at`, in characters when the value
 * is valid UTF-8 (it names what a person sees), else in bytes. */
static guint
char_position (const Parser *ps, const char *at)
{
  if (g_utf8_validate (ps->text, -1, NULL))
    return (guint) g_utf8_pointer_to_offset (ps->text, at) + 1;
  return (guint) (at - ps->text) + 1;
}

/* The value as it can be quoted in a message: valid UTF-8, not too long. */
static char *
quotable_value (const char *text)
{
  char *valid = g_utf8_make_valid (text, -1);

  if (g_utf8_strlen (valid, -1) > 48)
    {
      char *cut = g_utf8_substring (valid, 0, 47);
      char *quoted = g_strconcat (cut, "…", NULL);

      g_free (cut);
      g_free (valid);
      return quoted;
    }
  return valid;
}

static char *
character_at (const char *at)
{
  gunichar c = g_utf8_get_char_validated (at, -1);
  char buf[8] = { 0 };

  if (c == (gunichar) -1 || c == (gunichar) -2)
    return g_strdup_printf ("\\x%02X", (guint) (guchar) *at);
  if (c == ' ')
    return g_strdup (_("space"));
  g_unichar_to_utf8 (c, buf);
  return g_strdup (buf);
}

/* Sets an error "Invalid time control “…”: <problem>" and returns FALSE.
 * Takes ownership of `problem`. */
static gboolean
parse_fail (Parser *ps, ChessTimeControlError code, char *problem)
{
  g_autofree char *value = quotable_value (ps->text);

  /* TRANSLATORS: the first %s is a PGN TimeControl value such as “300+2”,
   * the second explains what is wrong with it. */
  g_set_error (ps->error, CHESS_TIME_CONTROL_ERROR, code,
               _("Invalid time control “%s”: %s"), value, problem);
  g_free (problem);
  return FALSE;
}

static gboolean
expect_number_fail (Parser *ps)
{
  g_autofree char *found = NULL;

  if (*ps->p == '\0')
    return parse_fail (ps, CHESS_TIME_CONTROL_ERROR_SYNTAX,
                       /* TRANSLATORS: %u is a character position */
                       g_strdup_printf (_("a number is missing at character %u (the value ends there)"),
                                        char_position (ps, ps->p)));
  found = character_at (ps->p);
  return parse_fail (ps, CHESS_TIME_CONTROL_ERROR_SYNTAX,
                     /* TRANSLATORS: %u is a character position, %s the character found */
                     g_strdup_printf (_("a number was expected at character %u, not “%s”"),
                                      char_position (ps, ps->p), found));
}

static gboolean
unexpected_fail (Parser *ps, const char *at)
{
  g_autofree char *found = character_at (at);

  return parse_fail (ps, CHESS_TIME_CONTROL_ERROR_SYNTAX,
                     /* TRANSLATORS: %s is a character, %u its position */
                     g_strdup_printf (_("unexpected “%s” at character %u"),
                                      found, char_position (ps, at)));
}

/* Reads digits [ "." digits ] into microseconds (or, for a move count,
 * a whole number into *out). */
static gboolean
parse_number (Parser *ps, gboolean whole, gint64 *out)
{
  const char *start = ps->p;
  gint64 whole_part = 0, fraction = 0;
  gint64 limit = whole ? CHESS_TIME_CONTROL_MAX_MOVES
                       : CHESS_TIME_CONTROL_MAX_US / G_USEC_PER_SEC;

  if (!g_ascii_isdigit (*ps->p))
    return expect_number_fail (ps);
  for (; g_ascii_isdigit (*ps->p); ps->p++)
    {
      whole_part = whole_part * 10 + (*ps->p - '0');
      if (whole_part > limit)
        return parse_fail (ps, CHESS_TIME_CONTROL_ERROR_RANGE,
                           /* TRANSLATORS: %u is a character position */
                           g_strdup_printf (_("the number at character %u is too large"),
                                            char_position (ps, start)));
    }
  if (*ps->p == '.' && !whole)
    {
      ps->p++;
      int digits = 0;

      if (!g_ascii_isdigit (*ps->p))
        return expect_number_fail (ps);
      for (; g_ascii_isdigit (*ps->p); ps->p++, digits++)
        {
          if (digits == 6)
            return parse_fail (ps, CHESS_TIME_CONTROL_ERROR_RANGE,
                               /* TRANSLATORS: %u is a character position */
                               g_strdup_printf (_("the number at character %u has more than six decimals"),
                                                char_position (ps, start)));
          fraction = fraction * 10 + (*ps->p - '0');
        }
      for (; digits < 6; digits++)
        fraction *= 10;
    }
  *out = whole ? whole_part : whole_part * G_USEC_PER_SEC + fraction;
  return TRUE;
}

static gboolean
parse_period (Parser *ps, ChessTimePeriod *period)
{
  const char *start = ps->p;
  gint64 value;

  memset (period, 0, sizeof *period);
  /* A leading whole number followed by "/" is a move count. */
  if (g_ascii_isdigit (*ps->p))
    {
      const char *q = ps->p;

      while (g_ascii_isdigit (*q))
        q++;
      if (*q == '/')
        {
          if (!parse_number (ps, TRUE, &value))
            return FALSE;
          if (value == 0)
            return parse_fail (ps, CHESS_TIME_CONTROL_ERROR_RANGE,
                               /* TRANSLATORS: %u is a character position */
                               g_strdup_printf (_("the number of moves at character %u must be at least 1"),
                                                char_position (ps, start)));
          period->moves = (int) value;
          ps->p++;   /* "/" */
        }
    }
  if (!parse_number (ps, FALSE, &period->duration_us))
    return FALSE;
  switch (*ps->p)
    {
    case '+': period->bonus = CHESS_BONUS_INCREMENT; break;
    case 'd': period->bonus = CHESS_BONUS_SIMPLE_DELAY; break;
    case 'b': period->bonus = CHESS_BONUS_BRONSTEIN; break;
    default: return TRUE;
    }
  ps->p++;
  return parse_number (ps, FALSE, &period->bonus_us);
}

ChessTimeControl *
chess_time_control_parse (const char *text, GError **error)
{
  Parser ps = { text, text, error };
  ChessTimePeriod periods[CHESS_TIME_CONTROL_MAX_PERIODS];
  guint n = 0;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (*text == '\0')
    {
      g_set_error_literal (error, CHESS_TIME_CONTROL_ERROR, CHESS_TIME_CONTROL_ERROR_EMPTY,
                           _("The time control is empty (write “-” for no clock, “?” if unknown)"));
      return NULL;
    }
  if (text[0] == '-' || text[0] == '?' || text[0] == '*')
    {
      ChessTimeControl *tc = NULL;
      gint64 total = 0;

      ps.p++;
      if (text[0] == '*' && !parse_number (&ps, FALSE, &total))
        return NULL;
      if (*ps.p != '\0')
        {
          g_autofree char *found = character_at (ps.p);

          parse_fail (&ps, CHESS_TIME_CONTROL_ERROR_SYNTAX,
                      /* TRANSLATORS: %s is a character, %u its position; “-”, “?”
                       * and a sandclock “*180” cannot be combined with anything */
                      g_strdup_printf (_("“-”, “?” and “*” stand alone, but “%s” follows at character %u"),
                                       found, char_position (&ps, ps.p)));
          return NULL;
        }
      if (text[0] == '-')
        tc = chess_time_control_new_none ();
      else if (text[0] == '?')
        tc = chess_time_control_new_unknown ();
      else
        tc = chess_time_control_new_sandclock (total);
      return tc;
    }

  for (;;)
    {
      const char *period_start = ps.p;

      if (n == CHESS_TIME_CONTROL_MAX_PERIODS)
        {
          parse_fail (&ps, CHESS_TIME_CONTROL_ERROR_RANGE,
                      /* TRANSLATORS: %u is a character position, %d a count */
                      g_strdup_printf (_("more than %d periods at character %u"),
                                       CHESS_TIME_CONTROL_MAX_PERIODS, char_position (&ps, ps.p)));
          return NULL;
        }
      if (n > 0 && periods[n - 1].moves == 0)
        {
          parse_fail (&ps, CHESS_TIME_CONTROL_ERROR_SYNTAX,
                      /* TRANSLATORS: %u is a character position */
                      g_strdup_printf (_("the period before the “:” at character %u has no move "
                                         "count, so it lasts until the end of the game and no "
                                         "period can follow it"),
                                       char_position (&ps, period_start - 1)));
          return NULL;
        }
      if (!parse_period (&ps, &periods[n++]))
        return NULL;
      if (*ps.p == '\0')
        break;
      if (*ps.p != ':')
        {
          unexpected_fail (&ps, ps.p);
          return NULL;
        }
      ps.p++;
    }
  return chess_time_control_new_periods (periods, n);
}

/* ---- Writing ------------------------------------------------------------ */

/* Seconds with "." and no trailing zeros, whatever the locale. */
static void
append_seconds (GString *out, gint64 us)
{
  gint64 fraction = us % G_USEC_PER_SEC;

  g_string_append_printf (out, "%" G_GINT64_FORMAT, us / G_USEC_PER_SEC);
  if (fraction != 0)
    {
      char digits[8];
      int len = g_snprintf (digits, sizeof digits, "%06d", (int) fraction);

      while (len > 0 && digits[len - 1] == '0')
        digits[--len] = '\0';
      g_string_append_printf (out, ".%s", digits);
    }
}

char *
chess_time_control_to_string (const ChessTimeControl *tc)
{
  GString *out;

  g_return_val_if_fail (tc != NULL, NULL);
  switch (tc->kind)
    {
    case CHESS_TIME_CONTROL_NONE:
      return g_strdup ("-");
    case CHESS_TIME_CONTROL_UNKNOWN:
      return g_strdup ("?");
    case CHESS_TIME_CONTROL_SANDCLOCK:
      out = g_string_new ("*");
      append_seconds (out, tc->periods[0].duration_us);
      return g_string_free (out, FALSE);
    case CHESS_TIME_CONTROL_PERIODS:
    default:
      break;
    }

  out = g_string_new (NULL);
  for (guint i = 0; i < tc->n_periods; i++)
    {
      const ChessTimePeriod *p = &tc->periods[i];
      static const char bonus_char[] = { 0, '+', 'b', 'd' };

      if (i > 0)
        g_string_append_c (out, ':');
      if (p->moves > 0)
        g_string_append_printf (out, "%d/", p->moves);
      append_seconds (out, p->duration_us);
      if (p->bonus != CHESS_BONUS_NONE)
        {
          g_string_append_c (out, bonus_char[p->bonus]);
          append_seconds (out, p->bonus_us);
        }
    }
  return g_string_free (out, FALSE);
}

/* ---- Describing --------------------------------------------------------- */

static char *
describe_duration (gint64 us)
{
  gint64 s = us / G_USEC_PER_SEC;
  int fraction = (int) (us % G_USEC_PER_SEC);

  if (fraction != 0)
    {
      int decimals = 6;
      g_autofree char *seconds = NULL;

      while (fraction % 10 == 0)
        {
          fraction /= 10;
          decimals--;
        }
      /* %f uses the locale's decimal separator, as people expect. */
      seconds = g_strdup_printf ("%.*f", decimals, (double) (us % (60 * G_USEC_PER_SEC)) / G_USEC_PER_SEC);
      if (s >= 60)
        /* TRANSLATORS: minutes and (fractional) seconds, “1 min 0.5 s” */
        return g_strdup_printf (_("%d min %s s"), (int) (s / 60), seconds);
      /* TRANSLATORS: fractional seconds, “0.05 s” */
      return g_strdup_printf (_("%s s"), seconds);
    }
  if (s >= 3600 && s % 3600 == 0)
    /* TRANSLATORS: hours, abbreviated */
    return g_strdup_printf (ngettext ("%d h", "%d h", (gulong) (s / 3600)), (int) (s / 3600));
  if (s >= 60 && s % 60 == 0)
    /* TRANSLATORS: minutes, abbreviated */
    return g_strdup_printf (ngettext ("%d min", "%d min", (gulong) (s / 60)), (int) (s / 60));
  if (s >= 60)
    /* TRANSLATORS: minutes and seconds, abbreviated, “2 min 30 s” */
    return g_strdup_printf (_("%d min %d s"), (int) (s / 60), (int) (s % 60));
  /* TRANSLATORS: seconds, abbreviated */
  return g_strdup_printf (ngettext ("%d s", "%d s", (gulong) s), (int) s);
}

static gboolean
has_bonus (const ChessTimePeriod *p)
{
  return p->bonus != CHESS_BONUS_NONE && p->bonus_us > 0;
}

static gboolean
same_bonus (const ChessTimePeriod *p, const ChessTimePeriod *q)
{
  if (!has_bonus (p) || !has_bonus (q))
    return has_bonus (p) == has_bonus (q);
  return p->bonus == q->bonus && p->bonus_us == q->bonus_us;
}

/* "5 min", "40 moves in 90 min"; the repeating last period says so. */
static char *
describe_period_time (const ChessTimeControl *tc, guint i)
{
  const ChessTimePeriod *p = &tc->periods[i];
  g_autofree char *duration = describe_duration (p->duration_us);

  if (p->moves == 0)
    return g_steal_pointer (&duration);
  if (i + 1 == tc->n_periods)
    /* TRANSLATORS: a period that starts again after its moves, “40 moves in 2 h, repeating” */
    return g_strdup_printf (ngettext ("%d move in %s, repeating", "%d moves in %s, repeating",
                                      (gulong) p->moves), p->moves, duration);
  /* TRANSLATORS: “40 moves in 90 min” */
  return g_strdup_printf (ngettext ("%d move in %s", "%d moves in %s", (gulong) p->moves),
                          p->moves, duration);
}

/* Appends the bonus of `p` to `text`; `per_move` after several periods. */
static char *
describe_with_bonus (char *text, const ChessTimePeriod *p, gboolean per_move)
{
  g_autofree char *owned = text;
  g_autofree char *bonus = NULL;

  if (!has_bonus (p))
    return g_steal_pointer (&owned);
  bonus = describe_duration (p->bonus_us);
  switch (p->bonus)
    {
    case CHESS_BONUS_INCREMENT:
      if (per_move)
        /* TRANSLATORS: time control, then the increment: “…, then 30 min, + 30 s per move” */
        return g_strdup_printf (_("%s, + %s per move"), text, bonus);
      /* TRANSLATORS: base time + increment, “5 min + 3 s” */
      return g_strdup_printf (_("%s + %s"), text, bonus);
    case CHESS_BONUS_SIMPLE_DELAY:
      /* TRANSLATORS: simple (US) delay, “5 min, 5 s delay” */
      return g_strdup_printf (_("%s, %s delay"), text, bonus);
    case CHESS_BONUS_BRONSTEIN:
      /* TRANSLATORS: Bronstein delay, “5 min, 5 s Bronstein delay” */
      return g_strdup_printf (_("%s, %s Bronstein delay"), text, bonus);
    case CHESS_BONUS_NONE:
    default:
      return g_steal_pointer (&owned);
    }
}

/* The description with ASCII digits (%f already writes the locale's
 * decimal mark). */
static char *
describe (const ChessTimeControl *tc)
{
  gboolean uniform = TRUE;
  char *text = NULL;

  switch (tc->kind)
    {
    case CHESS_TIME_CONTROL_NONE:
      return g_strdup (_("No clock"));
    case CHESS_TIME_CONTROL_UNKNOWN:
      return g_strdup (_("Unknown time control"));
    case CHESS_TIME_CONTROL_SANDCLOCK:
      {
        g_autofree char *duration = describe_duration (tc->periods[0].duration_us);

        /* TRANSLATORS: an hourglass: the time one side uses goes to the other */
        return g_strdup_printf (_("Sandclock, %s"), duration);
      }
    case CHESS_TIME_CONTROL_PERIODS:
    default:
      break;
    }

  for (guint i = 1; i < tc->n_periods; i++)
    uniform = uniform && same_bonus (&tc->periods[0], &tc->periods[i]);

  for (guint i = 0; i < tc->n_periods; i++)
    {
      char *part = describe_period_time (tc, i);

      if (!uniform)
        part = describe_with_bonus (part, &tc->periods[i], FALSE);
      if (text == NULL)
        text = part;
      else
        {
          /* TRANSLATORS: one period of a time control after another */
          char *joined = g_strdup_printf (_("%s, then %s"), text, part);

          g_free (text);
          g_free (part);
          text = joined;
        }
    }
  if (uniform)
    text = describe_with_bonus (text, &tc->periods[0], tc->n_periods > 1);
  return text;
}

char *
chess_time_control_describe (const ChessTimeControl *tc)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (tc != NULL, NULL);

  text = describe (tc);
  return chess_digits_localize (text, FALSE);
}
