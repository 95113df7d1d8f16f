/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-store.c — one game into rows: its fields, its encoded
 * moves, its opening-table entries and its bounds (the writer,
 * chess-library-writer.c, stores them). */
#include "config.h"

#include "chess-library-private.h"

#include <string.h>

#include "chess-notation.h"

/* ---- Summaries and bounds ---- */

#define SUMMARY_NIBBLES 8       /* the progress counts: bits 16-47 */
#define SUMMARY_MEN_SHIFT 48

static guint
clamp_count (int n, guint max)
{
  return n > (int) max ? max : (guint) n;
}

/* Pawns on or past relative ranks 4..7, plus those gone, in 4 bits each;
 * FALSE with more than 8 pawns. */
static gboolean
pawn_progress (ChessBitboard pawns, ChessColor color, guint64 *out)
{
  int n = __builtin_popcountll (pawns);
  if (n > 8)
    return FALSE;
  *out = 0;
  for (int k = 0; k < 4; k++)
    {
      /* Relative rank 4 + k: White's rank index 3 + k, Black's 4 - k. */
      ChessBitboard beyond = color == CHESS_WHITE ? ~G_GUINT64_CONSTANT (0) << (8 * (3 + k))
                                                  : ~G_GUINT64_CONSTANT (0) >> (8 * (3 + k));
      *out |= (guint64) (__builtin_popcountll (pawns & beyond) + 8 - n) << (4 * k);
    }
  return TRUE;
}

guint
_chess_library_home_pawns (const ChessPosition *pos)
{
  ChessBitboard pawns = pos->by_type[CHESS_PAWN];
  return (guint) (((pawns & pos->by_color[CHESS_WHITE]) >> 8) & 0xff)
         | (guint) (((pawns & pos->by_color[CHESS_BLACK]) >> 48) & 0xff) << 8;
}

ChessLibrarySummary
_chess_library_summary (const ChessPosition *pos)
{
  ChessBitboard white_pawns = pos->by_type[CHESS_PAWN] & pos->by_color[CHESS_WHITE];
  ChessBitboard black_pawns = pos->by_type[CHESS_PAWN] & pos->by_color[CHESS_BLACK];
  guint64 white_progress, black_progress;
  if (!pawn_progress (white_pawns, CHESS_WHITE, &white_progress)
      || !pawn_progress (black_pawns, CHESS_BLACK, &black_progress))
    return CHESS_LIBRARY_BOUNDS_UNFILTERED;
  return _chess_library_home_pawns (pos) | white_progress << 16 | black_progress << 32
         | (guint64) clamp_count (__builtin_popcountll (pos->by_color[CHESS_WHITE]), 31) << SUMMARY_MEN_SHIFT
         | (guint64) clamp_count (__builtin_popcountll (pos->by_color[CHESS_BLACK]), 31) << (SUMMARY_MEN_SHIFT + 5);
}

static guint64
mix (guint64 h)
{
  h ^= h >> 29;
  h *= G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  return h ^ (h >> 32);
}

/* Both filters of the positions past the opening table: a game holds
 * dozens of pawn structures there, fewer balances of material (they change
 * at captures only).  Measured on the benchmark's position at ply 75, the
 * pawn structures' filter alone left 185 of the 1 432 games that had lost
 * the same home pawns to replay, with the material's 87 (a 192-bit filter
 * of pawn structures instead: 98). */
/* The men of each kind but pawns, 4 bits a count. */
static guint64
material_of (const ChessPosition *pos)
{
  guint64 material = 0;
  for (int color = 0; color < 2; color++)
    for (int type = CHESS_KNIGHT; type <= CHESS_QUEEN; type++)
      material = material << 4 | clamp_count (__builtin_popcountll (pos->by_type[type] & pos->by_color[color]), 15);
  return material;
}

static void
filter_bits_with (const ChessPosition *pos, guint64 material, guint64 bits[CHESS_LIBRARY_FILTER_WORDS])
{
  ChessBitboard pawns = pos->by_type[CHESS_PAWN];
  guint64 h = mix ((pawns & pos->by_color[CHESS_WHITE]) * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)
                   ^ (pawns & pos->by_color[CHESS_BLACK]) * G_GUINT64_CONSTANT (0xc2b2ae3d27d4eb4f));
  guint a = (guint) (h >> 57), b = (guint) (h >> 50) & 127;
  guint64 m = mix (material * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
  memset (bits, 0, CHESS_LIBRARY_FILTER_WORDS * sizeof (guint64));
  bits[a >> 6] |= G_GUINT64_CONSTANT (1) << (a & 63);
  bits[b >> 6] |= G_GUINT64_CONSTANT (1) << (b & 63);
  bits[2] = G_GUINT64_CONSTANT (1) << (m >> 58) | G_GUINT64_CONSTANT (1) << ((m >> 52) & 63);
}

void
_chess_library_filter_bits (const ChessPosition *pos, guint64 bits[CHESS_LIBRARY_FILTER_WORDS])
{
  filter_bits_with (pos, material_of (pos), bits);
}

ChessLibrarySummary
_chess_library_summary_start (void)
{
  ChessPosition start;
  chess_position_set_start (&start);
  return _chess_library_summary (&start);
}

gboolean
_chess_library_summary_between (ChessLibrarySummary early, ChessLibrarySummary target, ChessLibrarySummary late)
{
  if ((early | target | late) & CHESS_LIBRARY_BOUNDS_UNFILTERED)
    return TRUE;
  guint home_early = early & 0xffff, home_target = target & 0xffff, home_late = late & 0xffff;
  if ((home_target & ~home_early) || (home_late & ~home_target))
    return FALSE;
  for (int i = 0; i < SUMMARY_NIBBLES; i++)
    {
      guint e = (early >> (16 + 4 * i)) & 15, t = (target >> (16 + 4 * i)) & 15, l = (late >> (16 + 4 * i)) & 15;
      if (e > t || t > l)
        return FALSE;
    }
  for (int side = 0; side < 2; side++)
    {
      int shift = SUMMARY_MEN_SHIFT + 5 * side;
      guint e = (early >> shift) & 31, t = (target >> shift) & 31, l = (late >> shift) & 31;
      if (t > e || l > t)
        return FALSE;
    }
  return TRUE;
}

guint64
_chess_library_position_key (const ChessPosition *pos)
{
  return chess_position_repetition_key (pos);
}

/* ---- Analysis ---- */

void
_chess_library_analysis_init (ChessLibraryAnalysis *analysis)
{
  memset (analysis, 0, sizeof *analysis);
  analysis->moves = g_byte_array_sized_new (128);
}

void
_chess_library_analysis_clear (ChessLibraryAnalysis *analysis)
{
  g_byte_array_unref (analysis->moves);
  analysis->moves = NULL;
}

static gboolean
is_standard_start (const ChessPosition *pos)
{
  ChessPosition start;
  chess_position_set_start (&start);
  return !pos->chess960 && _chess_library_position_key (pos) == _chess_library_position_key (&start);
}

void
_chess_library_analyse (ChessLibraryAnalysis *analysis, const ChessPosition *start,
                        const ChessMove *moves, guint n_moves)
{
  ChessMoveCodec codec;
  guint64 seen[CHESS_LIBRARY_TREE_PLIES + 1];

  /* Room for the longest code: two bytes a move, and a marker. */
  g_byte_array_set_size (analysis->moves, 2 * n_moves + 1);
  guint8 *out = analysis->moves->data;
  analysis->plies = n_moves;
  analysis->n_opening = 0;
  chess_move_codec_init (&codec, start);
  guint home = _chess_library_home_pawns (start), departures = 0;
  memset (analysis->bounds + 2, 0, (CHESS_LIBRARY_BOUNDS_WORDS - 2) * sizeof (guint64));
  /* The material, counted again only when a man is taken or promoted. */
  guint64 material = 0;
  int men = -1;
  for (guint ply = 0; ply <= n_moves; ply++)
    {
      if (ply <= CHESS_LIBRARY_TREE_PLIES)
        {
          guint64 key = _chess_library_position_key (&codec.pos);
          gboolean first = TRUE;
          for (guint i = 0; i < ply && first; i++)
            first = seen[i] != key;
          seen[ply] = key;
          if (first && ply < n_moves)
            analysis->opening[analysis->n_opening++] = (ChessLibraryOpeningEntry) { key, moves[ply], (guint8) ply };
          if (ply == CHESS_LIBRARY_TREE_PLIES || ply == n_moves)
            analysis->bounds[0] = _chess_library_summary (&codec.pos);
        }
      /* Past the opening table: every pawn structure and material (they
       * change only when a pawn moves or a man is taken). */
      if (ply == CHESS_LIBRARY_TREE_PLIES
          || (ply > CHESS_LIBRARY_TREE_PLIES && (chess_move_kind (moves[ply - 1]) != CHESS_MOVE_NORMAL
                                                 || codec.pos.halfmove_clock == 0)))
        {
          int men_now = __builtin_popcountll (codec.pos.by_color[CHESS_WHITE] | codec.pos.by_color[CHESS_BLACK]);
          if (men_now != men || chess_move_kind (moves[ply - 1]) == CHESS_MOVE_PROMOTION)
            {
              material = material_of (&codec.pos);
              men = men_now;
            }
          guint64 bits[CHESS_LIBRARY_FILTER_WORDS];
          filter_bits_with (&codec.pos, material, bits);
          for (int i = 0; i < CHESS_LIBRARY_FILTER_WORDS; i++)
            analysis->bounds[CHESS_LIBRARY_BOUNDS_FILTER + i] |= bits[i];
        }
      if (ply == n_moves)
        break;
      out += chess_move_codec_encode (&codec, moves[ply], out);
      /* One move takes at most one pawn from home (its own, or one captured). */
      guint now = _chess_library_home_pawns (&codec.pos);
      if (now != home && departures < 16)
        analysis->bounds[2] |= (guint64) __builtin_ctz (home & ~now) << (4 * departures++);
      home = now;
    }
  g_byte_array_set_size (analysis->moves, (guint) (out - analysis->moves->data));
  analysis->bounds[1] = _chess_library_summary (&codec.pos);
  analysis->start_black = start->side_to_move == CHESS_BLACK;
  if (!is_standard_start (start))
    analysis->bounds[0] |= CHESS_LIBRARY_BOUNDS_SETUP;
  if (n_moves > CHESS_LIBRARY_TREE_PLIES)
    analysis->bounds[0] |= CHESS_LIBRARY_BOUNDS_LONG;
  /* A set-up with more than 8 pawns a side, whatever ply it is at. */
  if ((_chess_library_summary (start) | analysis->bounds[1]) & CHESS_LIBRARY_BOUNDS_UNFILTERED)
    analysis->bounds[0] |= CHESS_LIBRARY_BOUNDS_UNFILTERED;
}

void
_chess_library_analyse_record (ChessLibraryAnalysis *analysis, const ChessRecord *record)
{
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (ChessMove));
  for (const ChessNode *node = record->root->first_child; node; node = node->first_child)
    g_array_append_val (moves, node->move);
  _chess_library_analyse (analysis, &record->start, (const ChessMove *) moves->data, moves->len);
  g_array_unref (moves);
}

gboolean
_chess_library_decode_game (const char *fen, const guint8 *data, gsize size,
                            ChessPosition *start, GArray *moves)
{
  g_array_set_size (moves, 0);
  if (fen)
    {
      /* Leniently: the import read this FEN so (a composed position may
       * hold a check no move gives) and stored it in the core's spelling. */
      if (!chess_position_read_fen (start, fen, CHESS_FEN_LENIENT, NULL, NULL))
        return FALSE;
    }
  else
    chess_position_set_start (start);
  ChessMoveCodec codec;
  chess_move_codec_init (&codec, start);
  const guint8 *p = data, *end = data + size;
  ChessMove move;
  while (chess_move_codec_decode (&codec, &p, end, &move))
    g_array_append_val (moves, move);
  return p == end;
}

/* ---- Fields ---- */

/* chess_identity (…): the first 64 bits of the SHA-256 of its arguments,
 * each as its type and its value (integers as 8 little-endian bytes,
 * text and blobs with their length), so that no two rows meet by
 * concatenation. */
void
_chess_library_sql_identity (sqlite3_context *context, int argc, sqlite3_value **argv)
{
  GChecksum *checksum = g_checksum_new (G_CHECKSUM_SHA256);
  for (int i = 0; i < argc; i++)
    {
      guint8 type = (guint8) sqlite3_value_type (argv[i]);
      g_checksum_update (checksum, &type, 1);
      if (type == SQLITE_INTEGER)
        {
          guint64 value = GUINT64_TO_LE ((guint64) sqlite3_value_int64 (argv[i]));
          g_checksum_update (checksum, (const guint8 *) &value, sizeof value);
        }
      else if (type == SQLITE_TEXT || type == SQLITE_BLOB)
        {
          const guint8 *data = type == SQLITE_TEXT ? sqlite3_value_text (argv[i]) : sqlite3_value_blob (argv[i]);
          guint64 length = GUINT64_TO_LE ((guint64) sqlite3_value_bytes (argv[i]));
          g_checksum_update (checksum, (const guint8 *) &length, sizeof length);
          if (data && length)
            g_checksum_update (checksum, data, (gssize) sqlite3_value_bytes (argv[i]));
        }
    }
  guint8 digest[32];
  gsize size = sizeof digest;
  g_checksum_get_digest (checksum, digest, &size);
  g_checksum_free (checksum);
  guint64 identity;
  memcpy (&identity, digest, sizeof identity);
  sqlite3_result_int64 (context, (sqlite3_int64) GUINT64_FROM_LE (identity));
}


int
_chess_library_parse_date (const char *text)
{
  if (!text)
    return 0;
  int parts[3] = { 0, 0, 0 };
  const char *p = text;
  static const int widths[3] = { 4, 2, 2 };
  for (int i = 0; i < 3; i++)
    {
      int value = 0;
      gboolean known = TRUE;
      for (int j = 0; j < widths[i]; j++, p++)
        {
          if (*p >= '0' && *p <= '9')
            value = value * 10 + (*p - '0');
          else if (*p == '?')
            known = FALSE;
          else
            return CHESS_LIBRARY_DATE (parts[0], parts[1], parts[2]);
        }
      parts[i] = known ? value : 0;
      if (!known || (i < 2 && *p != '.'))
        break;
      p++;
    }
  if (parts[1] > 12 || parts[2] > 31)
    parts[1] = parts[2] = 0;
  return CHESS_LIBRARY_DATE (parts[0], parts[1], parts[2]);
}

void
_chess_library_format_date (int date, char out[11])
{
  int year = CHESS_LIBRARY_DATE_YEAR (date), month = date >> 5 & 15, day = date & 31;
  char y[5] = "????", m[3] = "??", d[3] = "??";
  if (year > 0)
    g_snprintf (y, sizeof y, "%04d", year);
  if (month > 0)
    g_snprintf (m, sizeof m, "%02d", month);
  if (day > 0)
    g_snprintf (d, sizeof d, "%02d", day);
  g_snprintf (out, 11, "%s.%s.%s", y, m, d);
}

int
_chess_library_parse_eco (const char *text)
{
  if (!text || text[0] < 'A' || text[0] > 'E' || !g_ascii_isdigit (text[1]) || !g_ascii_isdigit (text[2]))
    return -1;
  return (text[0] - 'A') * 100 + (text[1] - '0') * 10 + (text[2] - '0');
}

void
_chess_library_format_eco (int eco, char out[4])
{
  if (eco < 0 || eco >= 500)
    out[0] = '\0';
  else
    g_snprintf (out, 4, "%c%02d", 'A' + eco / 100, eco % 100);
}

static int
parse_elo (const char *text)
{
  if (!text)
    return 0;
  char *end;
  long value = strtol (text, &end, 10);
  return end != text && *end == '\0' && value > 0 && value < 10000 ? (int) value : 0;
}

/* Tags kept in columns of their own (or rebuilt from them). */
typedef enum {
  TAG_OTHER = -1,
  TAG_EVENT, TAG_SITE, TAG_DATE, TAG_ROUND, TAG_WHITE, TAG_BLACK, TAG_RESULT,
  TAG_WHITE_ELO, TAG_BLACK_ELO, TAG_ECO, TAG_FEN, TAG_SETUP,
  N_COLUMN_TAGS
} ColumnTag;

static ColumnTag
column_tag (const char *name)
{
  static const char *const names[N_COLUMN_TAGS] = { "Event", "Site", "Date", "Round", "White", "Black", "Result",
                                                    "WhiteElo", "BlackElo", "ECO", "FEN", "SetUp" };
  for (int i = 0; i < N_COLUMN_TAGS; i++)
    if (name[0] == names[i][0] && strcmp (name, names[i]) == 0)
      return (ColumnTag) i;
  return TAG_OTHER;
}

/* A tag value the columns would not give back exactly stays in tags. */
static gboolean
column_keeps (ColumnTag tag, const char *value)
{
  char buffer[16];
  switch (tag)
    {
    case TAG_DATE:
      _chess_library_format_date (_chess_library_parse_date (value), buffer);
      return strcmp (buffer, value) == 0;
    case TAG_WHITE_ELO:
    case TAG_BLACK_ELO:
      {
        int elo = parse_elo (value);
        g_snprintf (buffer, sizeof buffer, "%d", elo);
        return elo > 0 && strcmp (buffer, value) == 0;
      }
    case TAG_ECO:
      _chess_library_format_eco (_chess_library_parse_eco (value), buffer);
      return strcmp (buffer, value) == 0;
    default:
      return TRUE;
    }
}

static void
append_escaped (GString *out, const char *text)
{
  for (const char *p = text; *p; p++)
    switch (*p)
      {
      case '\\': g_string_append (out, "\\\\"); break;
      case '\t': g_string_append (out, "\\t"); break;
      case '\n': g_string_append (out, "\\n"); break;
      default: g_string_append_c (out, *p); break;
      }
}

static gboolean
node_is_bare (const ChessNode *node)
{
  return !node->comment && !node->pre_comment && node->n_nags == 0 && node->clock_ms == CHESS_TIME_NONE
         && node->emt_ms == CHESS_TIME_NONE && !node->eval && !node->arrows && !node->highlights
         && !node->next_sibling;
}

/* More than a main line: comments, variations, NAGs, clock times… */
static gboolean
record_is_annotated (const ChessRecord *record)
{
  if (record->root->comment || record->root->first_child == NULL)
    return record->root->comment != NULL;
  for (const ChessNode *node = record->root->first_child; node; node = node->first_child)
    if (!node_is_bare (node))
      return TRUE;
  return FALSE;
}

void
_chess_library_fields_from_record (ChessLibraryGameFields *fields, const ChessRecord *record)
{
  memset (fields, 0, sizeof *fields);
  /* One pass over the tags (names are unique in a record). */
  const char *values[N_COLUMN_TAGS] = { NULL };
  for (size_t i = 0; i < record->n_tags; i++)
    {
      ColumnTag kind = column_tag (record->tags[i].name);
      if (kind != TAG_OTHER)
        values[kind] = record->tags[i].value;
    }
  const char *v;
  fields->white = (v = values[TAG_WHITE]) ? v : "?";
  fields->black = (v = values[TAG_BLACK]) ? v : "?";
  fields->event = (v = values[TAG_EVENT]) ? v : "?";
  fields->site = (v = values[TAG_SITE]) ? v : "?";
  fields->date = _chess_library_parse_date (values[TAG_DATE]);
  v = values[TAG_ROUND];
  fields->round = v && strcmp (v, "?") != 0 ? v : NULL;
  fields->result = record->result;
  fields->white_elo = parse_elo (values[TAG_WHITE_ELO]);
  fields->black_elo = parse_elo (values[TAG_BLACK_ELO]);
  fields->eco = _chess_library_parse_eco (values[TAG_ECO]);

  if (!is_standard_start (&record->start))
    {
      char fen[CHESS_FEN_MAX];
      chess_position_to_fen (&record->start, fen, sizeof fen);
      fields->fen = g_strdup (fen);
    }

  GString *tags = NULL;
  for (size_t i = 0; i < record->n_tags; i++)
    {
      const ChessTag *tag = &record->tags[i];
      ColumnTag kind = column_tag (tag->name);
      gboolean setup_tag = kind == TAG_FEN || kind == TAG_SETUP;
      /* The start is rebuilt as FEN and SetUp only from a set-up start. */
      if (kind != TAG_OTHER && column_keeps (kind, tag->value) && (!setup_tag || fields->fen))
        continue;
      if (!tags)
        tags = g_string_new (NULL);
      append_escaped (tags, tag->name);
      g_string_append_c (tags, '\t');
      append_escaped (tags, tag->value);
      g_string_append_c (tags, '\n');
    }
  fields->tags = tags ? g_string_free (tags, FALSE) : NULL;

  if (record_is_annotated (record))
    {
      /* Only what the movetext needs to be read again: the start. */
      ChessRecord *copy = chess_record_copy (record);
      for (size_t i = copy->n_tags; i-- > 0;)
        {
          const char *name = copy->tags[i].name;
          if (strcmp (name, "FEN") != 0 && strcmp (name, "SetUp") != 0 && strcmp (name, "Variant") != 0)
            chess_record_set_tag (copy, name, NULL);
        }
      fields->annotations = chess_pgn_record_to_string (copy, CHESS_PGN_WRITE_DEFAULT, NULL);
      chess_record_free (copy);
    }
}

char *
_chess_library_extra_join (const char *fen, const char *tags, const char *annotations)
{
  if (!fen && !tags && !annotations)
    return NULL;
  return g_strconcat (fen ? fen : "", "\n", tags ? tags : "", "\n", annotations ? annotations : "", NULL);
}

static char *
part_or_null (const char *start, const char *end)
{
  return end > start ? g_strndup (start, (gsize) (end - start)) : NULL;
}

void
_chess_library_extra_split (const char *extra, char **fen, char **tags, char **annotations)
{
  *fen = *tags = *annotations = NULL;
  const char *line_end = extra ? strchr (extra, '\n') : NULL;
  if (!line_end)
    {
      *fen = extra ? g_strdup (extra) : NULL;
      return;
    }
  *fen = part_or_null (extra, line_end);
  /* Tag lines are never empty: the first empty line ends them. */
  const char *p = line_end + 1, *tags_end = *p == '\n' ? p : strstr (p, "\n\n");
  if (!tags_end)
    tags_end = p + strlen (p);
  else if (tags_end > p)
    tags_end++;   /* the last tag's line end */
  *tags = part_or_null (p, tags_end);
  p = *tags_end ? tags_end + 1 : tags_end;
  *annotations = part_or_null (p, p + strlen (p));
}

char *
_chess_library_extra_fen (const char *extra)
{
  const char *line_end = extra ? strchr (extra, '\n') : NULL;
  return extra ? part_or_null (extra, line_end ? line_end : extra + strlen (extra)) : NULL;
}

void
_chess_library_fields_clear (ChessLibraryGameFields *fields)
{
  g_free (fields->fen);
  free (fields->annotations);
  g_free (fields->tags);
  memset (fields, 0, sizeof *fields);
}
