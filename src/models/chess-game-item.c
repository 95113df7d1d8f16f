/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-game-item.c — see chess-game-item.h.
 *
 * Items are made in worker threads (an index of a file, a query of the
 * library) and only read afterwards.  Their strings are in a GStringChunk,
 * which never moves what it holds: the worker adds while the window reads,
 * without a lock, and the list's strings go all at once with its last
 * item.  The search compares ASCII text without copying it, as most names
 * and events are; other text is case folded first. */
#include "config.h"

#include <string.h>

#include "chess-digits.h"
#include "chess-game-item.h"

enum {
  FIELD_WHITE,
  FIELD_BLACK,
  FIELD_EVENT,
  FIELD_SITE,
  FIELD_DATE,
  FIELD_ROUND,
  FIELD_ECO,
  N_FIELDS
};

struct _ChessGameStrings
{
  GStringChunk *chunk;
};

static void
clear_strings (gpointer data)
{
  g_string_chunk_free (((ChessGameStrings *) data)->chunk);
}

ChessGameStrings *
chess_game_strings_new (void)
{
  ChessGameStrings *strings = g_atomic_rc_box_new0 (ChessGameStrings);

  strings->chunk = g_string_chunk_new (64 * 1024);
  return strings;
}

ChessGameStrings *
chess_game_strings_ref (ChessGameStrings *strings)
{
  return g_atomic_rc_box_acquire (strings);
}

void
chess_game_strings_unref (ChessGameStrings *strings)
{
  g_atomic_rc_box_release_full (strings, clear_strings);
}

struct _ChessGameItem
{
  GObject parent_instance;

  guint64 number;
  guint64 offset;             /* in its file: the first token's byte (0 for the library's) */
  guint line;
  ChessGameStrings *strings;
  const char *fields[N_FIELDS];   /* in strings */
  guint16 white_elo, black_elo;
  guint32 plies;
  guint8 result;              /* ChessResult */
  gboolean has_errors;
};

G_DEFINE_FINAL_TYPE (ChessGameItem, chess_game_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NUMBER,
  PROP_WHITE,
  PROP_BLACK,
  PROP_EVENT,
  PROP_SITE,
  PROP_DATE,
  PROP_ROUND,
  PROP_ECO,
  PROP_RESULT,
  PROP_ELO,
  PROP_PLIES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
chess_game_item_finalize (GObject *object)
{
  ChessGameItem *self = CHESS_GAME_ITEM (object);

  g_clear_pointer (&self->strings, chess_game_strings_unref);
  G_OBJECT_CLASS (chess_game_item_parent_class)->finalize (object);
}

/* For sorting: the mean of the ratings known, 0 for none. */
static guint
mean_elo (ChessGameItem *self)
{
  if (self->white_elo > 0 && self->black_elo > 0)
    return ((guint) self->white_elo + self->black_elo + 1) / 2;
  return MAX (self->white_elo, self->black_elo);
}

static void
chess_game_item_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  ChessGameItem *self = CHESS_GAME_ITEM (object);

  switch (prop_id)
    {
    case PROP_NUMBER:
      g_value_set_uint64 (value, self->number);
      break;
    case PROP_WHITE: case PROP_BLACK: case PROP_EVENT: case PROP_SITE:
    case PROP_DATE: case PROP_ROUND: case PROP_ECO:
      g_value_set_string (value, self->fields[prop_id - PROP_WHITE]);
      break;
    case PROP_RESULT:
      g_value_set_string (value, chess_result_to_string ((ChessResult) self->result));
      break;
    case PROP_ELO:
      g_value_set_uint (value, mean_elo (self));
      break;
    case PROP_PLIES:
      g_value_set_uint (value, self->plies);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_game_item_class_init (ChessGameItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  static const char *const names[N_FIELDS] = { "white", "black", "event", "site", "date", "round", "eco" };

  object_class->finalize = chess_game_item_finalize;
  object_class->get_property = chess_game_item_get_property;

  properties[PROP_NUMBER] = g_param_spec_uint64 ("number", NULL, NULL, 0, G_MAXUINT64, 0,
                                                 G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  for (int i = 0; i < N_FIELDS; i++)
    properties[PROP_WHITE + i] = g_param_spec_string (names[i], NULL, NULL, NULL,
                                                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_RESULT] = g_param_spec_string ("result", NULL, NULL, NULL,
                                                 G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /* The mean of the two ratings known: what the Elo column sorts by. */
  properties[PROP_ELO] = g_param_spec_uint ("elo", NULL, NULL, 0, G_MAXUINT, 0,
                                            G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLIES] = g_param_spec_uint ("plies", NULL, NULL, 0, G_MAXUINT, 0,
                                              G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
chess_game_item_init (ChessGameItem *self)
{
}

static ChessGameItem *
item_new (ChessGameStrings *strings)
{
  ChessGameItem *self = g_object_new (CHESS_TYPE_GAME_ITEM, NULL);

  self->strings = chess_game_strings_ref (strings);
  return self;
}

static const char *
intern (ChessGameItem *self,
        const char    *text)
{
  return g_string_chunk_insert_const (self->strings->chunk, text != NULL ? text : "");
}

static guint16
clamp_elo (unsigned elo)
{
  return (guint16) MIN (elo, (unsigned) G_MAXUINT16);
}

ChessGameItem *
chess_game_item_new_from_index (const ChessPgnIndexEntry *entry,
                                ChessGameStrings         *strings)
{
  ChessGameItem *self;

  g_return_val_if_fail (entry != NULL, NULL);
  g_return_val_if_fail (strings != NULL, NULL);

  self = item_new (strings);
  self->number = entry->game;
  self->offset = entry->offset;
  self->line = entry->line;
  self->fields[FIELD_WHITE] = intern (self, entry->roster[CHESS_PGN_ROSTER_WHITE]);
  self->fields[FIELD_BLACK] = intern (self, entry->roster[CHESS_PGN_ROSTER_BLACK]);
  self->fields[FIELD_EVENT] = intern (self, entry->roster[CHESS_PGN_ROSTER_EVENT]);
  self->fields[FIELD_SITE] = intern (self, entry->roster[CHESS_PGN_ROSTER_SITE]);
  self->fields[FIELD_DATE] = intern (self, entry->roster[CHESS_PGN_ROSTER_DATE]);
  self->fields[FIELD_ROUND] = intern (self, entry->roster[CHESS_PGN_ROSTER_ROUND]);
  self->fields[FIELD_ECO] = intern (self, entry->eco);
  self->white_elo = clamp_elo (entry->white_elo);
  self->black_elo = clamp_elo (entry->black_elo);
  self->plies = entry->plies;
  /* The marker, or the Result tag of a game without one. */
  self->result = entry->result != CHESS_RESULT_NONE
                 ? entry->result : chess_result_from_string (entry->roster[CHESS_PGN_ROSTER_RESULT]);
  self->has_errors = entry->has_errors;
  return self;
}

ChessGameItem *
chess_game_item_new_from_library (const ChessLibraryGameInfo *info,
                                  ChessGameStrings           *strings)
{
  ChessGameItem *self;

  g_return_val_if_fail (info != NULL, NULL);
  g_return_val_if_fail (strings != NULL, NULL);

  self = item_new (strings);
  self->number = (guint64) info->id;
  self->fields[FIELD_WHITE] = intern (self, info->white);
  self->fields[FIELD_BLACK] = intern (self, info->black);
  self->fields[FIELD_EVENT] = intern (self, info->event);
  self->fields[FIELD_SITE] = intern (self, info->site);
  self->fields[FIELD_DATE] = intern (self, info->date);
  self->fields[FIELD_ROUND] = intern (self, info->round);
  self->fields[FIELD_ECO] = intern (self, info->eco);
  self->white_elo = clamp_elo ((unsigned) MAX (info->white_elo, 0));
  self->black_elo = clamp_elo ((unsigned) MAX (info->black_elo, 0));
  self->plies = (guint32) MAX (info->plies, 0);
  self->result = info->result;
  return self;
}

ChessGameItem *
chess_game_item_new_unread (void)
{
  ChessGameItem *self = g_object_new (CHESS_TYPE_GAME_ITEM, NULL);

  for (int i = 0; i < N_FIELDS; i++)
    self->fields[i] = "";
  self->result = CHESS_RESULT_NONE;
  return self;
}

gboolean
chess_game_item_is_unread (ChessGameItem *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_ITEM (self), FALSE);
  return self->number == 0;
}

guint64
chess_game_item_get_offset (ChessGameItem *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_ITEM (self), 0);
  return self->offset;
}

guint
chess_game_item_get_line (ChessGameItem *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_ITEM (self), 0);
  return self->line;
}

guint64
chess_game_item_get_number (ChessGameItem *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_ITEM (self), 0);
  return self->number;
}

const char *
chess_game_item_get_white (ChessGameItem *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_ITEM (self), NULL);
  return self->fields[FIELD_WHITE];
}

const char *
chess_game_item_get_black (ChessGameItem *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_ITEM (self), NULL);
  return self->fields[FIELD_BLACK];
}

const char *
chess_game_item_get_event (ChessGameItem *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_ITEM (self), NULL);
  return self->fields[FIELD_EVENT];
}

const char *
chess_game_item_get_site (ChessGameItem *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_ITEM (self), NULL);
  return self->fields[FIELD_SITE];
}

const char *
chess_game_item_get_date (ChessGameItem *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_ITEM (self), NULL);
  return self->fields[FIELD_DATE];
}

const char *
chess_game_item_get_round (ChessGameItem *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_ITEM (self), NULL);
  return self->fields[FIELD_ROUND];
}

const char *
chess_game_item_get_eco (ChessGameItem *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_ITEM (self), NULL);
  return self->fields[FIELD_ECO];
}

ChessResult
chess_game_item_get_result (ChessGameItem *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_ITEM (self), CHESS_RESULT_NONE);
  return (ChessResult) self->result;
}

guint
chess_game_item_get_white_elo (ChessGameItem *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_ITEM (self), 0);
  return self->white_elo;
}

guint
chess_game_item_get_black_elo (ChessGameItem *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_ITEM (self), 0);
  return self->black_elo;
}

guint
chess_game_item_get_plies (ChessGameItem *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_ITEM (self), 0);
  return self->plies;
}

gboolean
chess_game_item_get_has_errors (ChessGameItem *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_ITEM (self), FALSE);
  return self->has_errors;
}

guint
chess_game_item_get_year (ChessGameItem *self)
{
  const char *date;
  guint year = 0;

  g_return_val_if_fail (CHESS_IS_GAME_ITEM (self), 0);
  date = self->fields[FIELD_DATE];
  for (int i = 0; i < 4; i++)
    {
      if (!g_ascii_isdigit (date[i]))
        return 0;
      year = year * 10 + (guint) (date[i] - '0');
    }
  return year;
}

/* ---- for people ---- */

char *
chess_game_item_format_date (ChessGameItem *self)
{
  g_auto(GStrv) parts = NULL;
  g_autoptr(GString) known = g_string_new (NULL);

  g_return_val_if_fail (CHESS_IS_GAME_ITEM (self), NULL);

  /* "2001.01.??" is "2001.01"; a part after an unknown one is dropped. */
  parts = g_strsplit (self->fields[FIELD_DATE], ".", 3);
  for (guint n = 0; parts[n] != NULL && parts[n][0] != '\0' && strchr (parts[n], '?') == NULL; n++)
    g_string_append_printf (known, "%s%s", n > 0 ? "." : "", parts[n]);
  return chess_digits_localize (known->str, FALSE);
}

const char *
chess_game_item_format_result (ChessGameItem *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_ITEM (self), NULL);

  switch ((ChessResult) self->result)
    {
    case CHESS_RESULT_WHITE_WINS:
      return "1–0";
    case CHESS_RESULT_BLACK_WINS:
      return "0–1";
    case CHESS_RESULT_DRAW:
      return "½–½";
    case CHESS_RESULT_NONE:
    default:
      return "*";
    }
}

char *
chess_game_item_format_elo (ChessGameItem *self)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (CHESS_IS_GAME_ITEM (self), NULL);

  if (self->white_elo == 0 && self->black_elo == 0)
    return g_strdup ("");
  if (self->white_elo == 0)
    text = g_strdup_printf ("? – %u", self->black_elo);
  else if (self->black_elo == 0)
    text = g_strdup_printf ("%u – ?", self->white_elo);
  else
    text = g_strdup_printf ("%u – %u", self->white_elo, self->black_elo);
  return chess_digits_localize (text, FALSE);
}

/* ---- search ---- */

struct _ChessGameQuery
{
  GPtrArray *terms;   /* case folded, ASCII digits */
};

/* The text with every decimal digit of any script as an ASCII digit, case
 * folded. */
static char *
normalize (const char *text)
{
  g_autoptr(GString) digits = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      int value = g_unichar_digit_value (c);

      if (value >= 0)
        g_string_append_c (digits, (char) ('0' + value));
      else
        g_string_append_unichar (digits, c);
    }
  return g_utf8_casefold (digits->str, -1);
}

ChessGameQuery *
chess_game_query_new (const char *text)
{
  g_autofree char *normal = NULL;
  g_auto(GStrv) words = NULL;
  ChessGameQuery *query;

  if (text == NULL || !g_utf8_validate (text, -1, NULL))
    return NULL;
  normal = normalize (text);
  words = g_strsplit_set (normal, " \t\n", -1);
  query = g_new0 (ChessGameQuery, 1);
  query->terms = g_ptr_array_new_with_free_func (g_free);
  for (int i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      g_ptr_array_add (query->terms, g_strdup (words[i]));
  if (query->terms->len == 0)
    {
      chess_game_query_free (query);
      return NULL;
    }
  return query;
}

void
chess_game_query_free (ChessGameQuery *query)
{
  if (query == NULL)
    return;
  g_ptr_array_unref (query->terms);
  g_free (query);
}

static gboolean
is_ascii (const char *text)
{
  for (; *text != '\0'; text++)
    if ((guchar) *text >= 0x80)
      return FALSE;
  return TRUE;
}

/* term (folded) occurs in text, ignoring case. */
static gboolean
contains (const char *text,
          const char *term)
{
  gsize n = strlen (term);

  if (is_ascii (text))
    {
      /* An ASCII text holds no folded non-ASCII term. */
      if (!is_ascii (term))
        return FALSE;
      for (const char *p = text; *p != '\0'; p++)
        if (g_ascii_strncasecmp (p, term, n) == 0)
          return TRUE;
      return FALSE;
    }
  else
    {
      g_autofree char *folded = g_utf8_casefold (text, -1);
      return strstr (folded, term) != NULL;
    }
}

static gboolean
result_matches (ChessResult  result,
                const char  *term)
{
  static const char *const spellings[][3] = {
    [CHESS_RESULT_WHITE_WINS] = { "1-0", "1–0", NULL },
    [CHESS_RESULT_BLACK_WINS] = { "0-1", "0–1", NULL },
    [CHESS_RESULT_DRAW] = { "1/2-1/2", "½-½", "½–½" },
    [CHESS_RESULT_NONE] = { "*", NULL, NULL },
  };

  if ((guint) result >= G_N_ELEMENTS (spellings))
    return FALSE;
  for (int i = 0; i < 3 && spellings[result][i] != NULL; i++)
    if (g_str_has_prefix (spellings[result][i], term))
      return TRUE;
  return FALSE;
}

gboolean
chess_game_query_matches (const ChessGameQuery *query,
                          ChessGameItem        *item)
{
  static const int searched[] = { FIELD_WHITE, FIELD_BLACK, FIELD_EVENT, FIELD_SITE, FIELD_DATE, FIELD_ECO };

  g_return_val_if_fail (CHESS_IS_GAME_ITEM (item), FALSE);

  if (query == NULL)
    return TRUE;
  for (guint t = 0; t < query->terms->len; t++)
    {
      const char *term = g_ptr_array_index (query->terms, t);
      gboolean found = result_matches ((ChessResult) item->result, term);

      for (guint f = 0; !found && f < G_N_ELEMENTS (searched); f++)
        found = contains (item->fields[searched[f]], term);
      if (!found)
        return FALSE;
    }
  return TRUE;
}
