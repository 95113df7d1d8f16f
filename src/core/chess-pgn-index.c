/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-pgn-index.c — scanning games for an index: tags of the Seven Tag
 * Roster (and the ECO code and ratings a game list shows), the main line's
 * length and where each game starts, without checking moves or building
 * trees. */
#include "chess-pgn-private.h"

#include <stdlib.h>
#include <string.h>

static const char *const roster_names[CHESS_PGN_ROSTER_COUNT] = {
  "Event", "Site", "Date", "Round", "White", "Black", "Result"
};
static const char *const roster_defaults[CHESS_PGN_ROSTER_COUNT] = {
  "?", "?", "????.??.??", "?", "?", "?", "*"
};

void
chess_pgn_index_entry_clear (ChessPgnIndexEntry *entry)
{
  free (entry->storage_);
  memset (entry, 0, sizeof *entry);
}

/* A rating as the tag gives it: digits only, else 0 (unknown). */
static unsigned
parse_rating (const char *text)
{
  unsigned value = 0;

  if (text == NULL || *text == '\0')
    return 0;
  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p < '0' || *p > '9' || value > 100000)
        return 0;
      value = value * 10 + (unsigned) (*p - '0');
    }
  return value;
}

static bool
symbol_is_glyph_or_number (const char *s, size_t n)
{
  bool digits = n > 0;
  for (size_t i = 0; i < n && digits; i++)
    digits = s[i] >= '0' && s[i] <= '9';
  return digits || chess_pgn_glyph_to_nag (s, n) != 0;
}

bool
chess_pgn_reader_scan_game (ChessPgnReader *reader, ChessPgnIndexEntry *entry)
{
  ChessPgnLexer *lx = &reader->lx;
  chess_pgn_index_entry_clear (entry);
  reader->n_diagnostics = 0;
  reader->n_errors = 0;
  bool utf16 = false;
  if (chess_pgn_reader_first_token (reader) == CHESS_TOK_EOF)
    {
      /* A UTF-16 file is one game in error, as the reader sees it. */
      if (!chess_pgn_reader_utf16_game (reader))
        return false;
      utf16 = true;
    }
  else
    chess_pgn_reader_begin_game (reader);
  entry->offset = reader->game_offset;
  entry->line = reader->game_line;
  entry->game = reader->game_number;
  lx->keep_text = false;

  /* The same tag reader as for games, so both find the same game ends. */
  ChessRecord *tags = chess_record_new ();
  bool error = utf16 || !chess_pgn_reader_read_tags (reader, tags, NULL);
  ChessPgnToken tok = lx->token;
  entry->has_setup = chess_record_get_tag (tags, "FEN") != NULL;

  ChessResult result = CHESS_RESULT_NONE;
  if (utf16)
    ;
  else if (error)
    chess_pgn_reader_skip_to_end (reader, true, false, &result);
  else
    {
      unsigned depth = 0;
      for (;; tok = chess_pgn_lexer_next (lx))
        {
          if (tok == CHESS_TOK_EOF || tok == CHESS_TOK_STAR)
            break;
          if (tok == CHESS_TOK_SYMBOL)
            {
              if (chess_pgn_symbol_is_result (lx->symbol, lx->symbol_length, &result))
                break;
              if (depth == 0 && !symbol_is_glyph_or_number (lx->symbol, lx->symbol_length))
                entry->plies++;
            }
          else if (tok == CHESS_TOK_LPAREN)
            depth++;
          else if (tok == CHESS_TOK_RPAREN && depth > 0)
            depth--;
          else if (tok == CHESS_TOK_LBRACKET && chess_pgn_reader_skip_pseudo_tag (reader) != CHESS_PGN_PSEUDO_NONE)
            break;  /* "[/pgn]": the game's text ends (as the reader sees it) */
          else if (tok == CHESS_TOK_LBRACKET && chess_pgn_lexer_first_on_line (lx))
            {
              reader->replay = true;  /* the next game; this one has no marker */
              break;
            }
          else if (tok == CHESS_TOK_LBRACKET || tok == CHESS_TOK_BAD || tok == CHESS_TOK_RBRACKET
                   || tok == CHESS_TOK_STRING || (tok == CHESS_TOK_COMMENT && lx->problem == CHESS_LEX_UNTERMINATED))
            {
              error = true;
              if (tok != CHESS_TOK_COMMENT)
                chess_pgn_reader_skip_to_end (reader, false, true, &result);
              break;
            }
        }
      if (depth > 0)
        error = true;
    }
  entry->result = result;
  entry->has_errors = error || ((lx->io_error || lx->truncated) && lx->token == CHESS_TOK_EOF);

  /* One block holds the strings: the values, or their defaults. */
  size_t value_at[CHESS_PGN_ROSTER_COUNT], eco_at;
  const char *eco = chess_record_get_tag (tags, "ECO");
  ChessPgnBuffer block;
  chess_pgn_buffer_init (&block);
  for (int i = 0; i < CHESS_PGN_ROSTER_COUNT; i++)
    {
      const char *v = chess_record_get_tag (tags, roster_names[i]);
      if (!v)
        v = roster_defaults[i];
      value_at[i] = block.length;
      chess_pgn_buffer_append (&block, v, strlen (v) + 1);
    }
  eco_at = block.length;
  chess_pgn_buffer_append (&block, eco ? eco : "", eco ? strlen (eco) + 1 : 1);
  entry->white_elo = parse_rating (chess_record_get_tag (tags, "WhiteElo"));
  entry->black_elo = parse_rating (chess_record_get_tag (tags, "BlackElo"));
  chess_record_free (tags);
  entry->storage_ = block.data;
  for (int i = 0; i < CHESS_PGN_ROSTER_COUNT; i++)
    entry->roster[i] = block.data + value_at[i];
  entry->eco = block.data + eco_at;
  return true;
}
