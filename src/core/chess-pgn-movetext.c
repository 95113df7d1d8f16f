/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-pgn-movetext.c — the moves of one game: move numbers, SAN (or
 * UCI), annotations, comments and variations, each move checked.  Every
 * level of variation nesting keeps the position before and after its last
 * move, so a variation starts from the right position without replaying. */
#include "chess-pgn-private.h"
#include "chess-notation.h"
#include "chess-i18n.h"

#include <stdlib.h>
#include <string.h>

/* ---- movetext ----
 *
 * An error in the main line ends the game there (its moves so far are
 * kept and the rest is skipped up to the termination marker).  An error
 * inside a variation cuts only that variation: the rest of it is skipped
 * up to its ')' and the line it branches from goes on. */

static ChessPgnFrame *
frame_at (ChessPgnReader *reader, size_t depth)
{
  if (depth >= reader->frames_capacity)
    {
      size_t cap = reader->frames_capacity ? reader->frames_capacity * 2 : 8;
      while (cap <= depth)
        cap *= 2;
      ChessPgnFrame *f = realloc (reader->frames, cap * sizeof *f);
      if (!f)
        abort ();
      reader->frames = f;
      reader->frames_capacity = cap;
    }
  return &reader->frames[depth];
}

static bool
is_move_number (const char *s, size_t n)
{
  for (size_t i = 0; i < n; i++)
    if (s[i] < '0' || s[i] > '9')
      return false;
  return n > 0;
}

static bool
looks_like_uci (const char *s, size_t n)
{
  return (n == 4 || n == 5) && s[0] >= 'a' && s[0] <= 'h' && s[1] >= '1' && s[1] <= '8'
         && s[2] >= 'a' && s[2] <= 'h' && s[3] >= '1' && s[3] <= '8';
}

static void
move_label (const ChessPosition *pos, const char *san, char *out, size_t size)
{
  snprintf (out, size, "%u%s %s", (unsigned) pos->fullmove_number,
            pos->side_to_move == CHESS_WHITE ? "." : "...", san);
}

/* A '+' or '#' at the end of a move (the text s, n bytes; "" when only
 * its SAN is known) that it does not deserve is a warning: the move is
 * clear, its annotation is wrong ("e4#").  A missing sign is no fault
 * (many files leave them out). */
static void
check_check_sign (ChessPgnReader *reader, const ChessPgnFrame *f, char sign, const char *s, size_t n)
{
  const char *format;
  char label[96], shown[64];

  if (sign != '+' && sign != '#')
    return;
  bool check = chess_position_in_check (&f->pos);
  if (sign == '+' && !check)
    format = chess_tr ("%s: the move gives no check");
  else if (sign == '#' && !check)
    format = chess_tr ("%s: the move gives no check, let alone mate");
  else if (sign == '#' && chess_position_has_legal_move (&f->pos))
    format = chess_tr ("%s: the move gives check, not mate");
  else
    return;
  if (n > 0)
    chess_pgn_token_for_message (s, n, shown, sizeof shown);
  else
    {
      /* Its SAN without the sign it would get. */
      size_t length = chess_move_to_san (&f->before, f->last_move, shown);
      while (length > 0 && (shown[length - 1] == '+' || shown[length - 1] == '#'))
        shown[--length] = '\0';
    }
  move_label (&f->before, shown, label, sizeof label);
  WARN_HERE (reader, format, label);
}

/* "e.p." after a move that is no en-passant capture contradicts it. */
static void
check_en_passant_remark (ChessPgnReader *reader, const ChessPgnFrame *f)
{
  if (f->moves > 0 && chess_move_kind (f->last_move) != CHESS_MOVE_EN_PASSANT)
    WARN_HERE (reader, "%s", chess_tr ("\"e.p.\" after a move that is not an en-passant capture"));
}

/* What reading movetext carries from token to token. */
typedef struct {
  ChessPgnReader *reader;
  ChessRecord *record;
  bool building;                /* the tree, into record */
  bool collecting;              /* the main line, into reader->line */
  bool tree_if_annotated;       /* start building at the first annotation */
  bool annotated;               /* a comment, NAG or variation was met */
  size_t depth;
  size_t n_nodes;
  size_t text_bytes;            /* comment bytes so far */
  ChessPgnBuffer raw;           /* comments of raw_node not yet taken apart */
  ChessNode *raw_node;
  ChessPgnFrame *f;             /* frame of the current depth */
  char *pending_pre;            /* comment before the first move of a variation */
  uint8_t pending_nags[CHESS_NODE_MAX_NAGS]; /* NAGs before the first move of a line */
  int n_pending_nags;
  bool limit_hit;               /* a size limit: the whole game stops, not only a variation */
} Movetext;

static void
clear_pending (Movetext *m)
{
  free (m->pending_pre);
  m->pending_pre = NULL;
  m->n_pending_nags = 0;
}

/* Appends a main-line move to reader->line. */
static void
collect_move (ChessPgnReader *reader, ChessMove move)
{
  if (reader->line_length == reader->line_capacity)
    {
      size_t cap = reader->line_capacity ? reader->line_capacity * 2 : 256;
      ChessMove *line = realloc (reader->line, cap * sizeof *line);
      if (!line)
        abort ();
      reader->line = line;
      reader->line_capacity = cap;
    }
  reader->line[reader->line_length++] = move;
}

/* A comment, NAG or variation is about to be kept (called where the tree
 * mode keeps it).  Reading for the main line with the tree wanted for
 * annotated games, the tree starts here: nothing before was anything but
 * main-line moves (a variation opens with '(', which comes here first),
 * so it is the main line read so far. */
static void
note_annotation (Movetext *m)
{
  m->annotated = true;
  if (m->building || !m->tree_if_annotated)
    return;
  ChessPgnReader *reader = m->reader;
  ChessNode *node = m->record->root;
  for (size_t i = 0; i < reader->line_length; i++)
    node = chess_node_append_child (node, reader->line[i]);
  reader->frames[0].node = node;
  m->building = true;
}

static void
add_nag (Movetext *m, int nag)
{
  note_annotation (m);
  if (!m->building)
    return;
  if (m->f->moves > 0)
    chess_node_add_nag (m->f->node, (uint8_t) nag);
  else if (m->n_pending_nags < CHESS_NODE_MAX_NAGS)
    m->pending_nags[m->n_pending_nags++] = (uint8_t) nag;
}

/* Reads one move symbol; false after a reported error. */
static bool
play_symbol (Movetext *m)
{
  ChessPgnReader *reader = m->reader;
  ChessPgnFrame *f = m->f;
  ChessPgnLexer *lx = &reader->lx;
  const char *s = lx->symbol;
  size_t n = lx->symbol_length;
  char shown[64], label[96];
  ChessMove move = CHESS_MOVE_NONE;
  unsigned notes = 0;  /* the core reader's; its check sign note is ours to make below */

  if ((n == 2 && (memcmp (s, "--", 2) == 0 || memcmp (s, "Z0", 2) == 0)))
    {
      if (chess_position_in_check (&f->pos))
        {
          move_label (&f->pos, s, label, sizeof label);
          ERROR_HERE (reader, CHESS_PGN_ERROR_ILLEGAL_MOVE, chess_tr ("illegal move %s: a null move while in check"), label);
          return false;
        }
      move = CHESS_MOVE_NULL;
    }
  else
    {
      ChessSanStatus status = lx->symbol_truncated ? CHESS_SAN_MALFORMED
                              : chess_pgn_fast_san (&f->pos, s, n, &move) ? CHESS_SAN_OK
                              : chess_move_read_san (&f->pos, s, n, CHESS_SAN_LENIENT, &move, &notes);
      if (status != CHESS_SAN_OK && !lx->symbol_truncated && looks_like_uci (s, n))
        {
          ChessMove uci;
          if (chess_move_from_uci (&f->pos, s, n, &uci) == CHESS_SAN_OK)
            {
              status = CHESS_SAN_OK;
              move = uci;
            }
        }
      if (status == CHESS_SAN_MALFORMED)
        {
          int nag = chess_pgn_glyph_to_nag (s, n);
          if (nag)
            {
              add_nag (m, nag);
              return true;
            }
        }
      if (status != CHESS_SAN_OK)
        {
          chess_pgn_token_for_message (s, n, shown, sizeof shown);
          move_label (&f->pos, shown, label, sizeof label);
          if (status == CHESS_SAN_ILLEGAL)
            ERROR_HERE (reader, CHESS_PGN_ERROR_ILLEGAL_MOVE, chess_tr ("illegal move %s"), label);
          else if (status == CHESS_SAN_AMBIGUOUS)
            ERROR_HERE (reader, CHESS_PGN_ERROR_AMBIGUOUS_MOVE, chess_tr ("ambiguous move %s"), label);
          else
            ERROR_HERE (reader, CHESS_PGN_ERROR_NOT_A_MOVE, chess_tr ("not a move: %s"), shown);
          return false;
        }
    }

  if (++m->n_nodes > CHESS_PGN_MAX_NODES)
    {
      ERROR_HERE (reader, CHESS_PGN_ERROR_LIMIT, chess_tr ("more than %d moves in one game"), CHESS_PGN_MAX_NODES);
      m->limit_hit = true;
      return false;
    }
  f->before = f->pos;
  ChessUndo undo;
  if (move == CHESS_MOVE_NULL)
    chess_position_make_null_move (&f->pos, &undo);
  else
    chess_position_make_move (&f->pos, move, &undo);
  f->last_move = move;
  if (m->collecting && m->depth == 0)
    collect_move (reader, move);
  if ((s[n - 1] == '+' || s[n - 1] == '#') && move != CHESS_MOVE_NULL)
    check_check_sign (reader, f, s[n - 1], s, n);
  if (lx->symbol_en_passant || (notes & CHESS_SAN_NOTE_WRONG_EN_PASSANT))
    check_en_passant_remark (reader, f);
  if (m->building)
    {
      f->node = chess_node_append_child (f->node, move);
      f->node->pre_comment = m->pending_pre;
      m->pending_pre = NULL;
      for (int i = 0; i < m->n_pending_nags; i++)
        chess_node_add_nag (f->node, m->pending_nags[i]);
      m->n_pending_nags = 0;
    }
  f->moves++;
  return true;
}

/* Comments after one move are joined, then their commands taken out once
 * (as a reader of our output will see them: one comment). */
static void
flush_comment (Movetext *m)
{
  if (m->raw_node && m->raw.length)
    {
      if (m->raw_node->comment)
        m->text_bytes += strlen (m->raw_node->comment);  /* read again: counts */
      chess_pgn_comment_apply (m->raw_node, &m->raw_node->comment, m->raw.data, m->raw.length);
    }
  m->raw.length = 0;
  m->raw_node = NULL;
}

static void
take_comment (Movetext *m)
{
  ChessPgnLexer *lx = &m->reader->lx;
  ChessPgnFrame *f = m->f;
  if (f->moves > 0 || m->depth == 0)
    {
      if (m->raw_node != f->node)
        flush_comment (m);
      m->raw_node = f->node;
      const char *t = lx->text;
      size_t len = lx->text_length;
      while (len && (*t == ' ' || *t == '\t'))
        t++, len--;
      while (len && (t[len - 1] == ' ' || t[len - 1] == '\t'))
        len--;
      if (!len)
        return;
      if (m->raw.length)
        chess_pgn_buffer_append_char (&m->raw, ' ');
      chess_pgn_buffer_append (&m->raw, t, len);
      return;
    }
  /* Before the first move of a variation: kept as written. */
  const char *t = lx->text;
  size_t len = lx->text_length;
  while (len && (*t == ' ' || *t == '\t'))
    t++, len--;
  while (len && (t[len - 1] == ' ' || t[len - 1] == '\t'))
    len--;
  if (!len)
    return;
  size_t old = m->pending_pre ? strlen (m->pending_pre) : 0;
  char *text = realloc (m->pending_pre, old + len + 2);
  if (!text)
    abort ();
  if (old)
    text[old++] = ' ';
  memcpy (text + old, t, len);
  text[old + len] = '\0';
  m->pending_pre = text;
}

/* After an error inside a variation: skips the rest of it, stopping at
 * the ')' that closes it, or at whatever ends the game first (the end of
 * the input, a termination marker, a '[' that starts a line or forum
 * markup), which is left as the current token. */
static ChessPgnToken
skip_variation (ChessPgnReader *reader)
{
  ChessPgnLexer *lx = &reader->lx;
  bool keep = lx->keep_text;
  ChessResult ignored;
  /* A '(' that was the error itself opened a level of its own. */
  unsigned nesting = lx->token == CHESS_TOK_LPAREN ? 2 : 1;
  ChessPgnToken tok;

  lx->keep_text = false;
  for (;;)
    {
      tok = chess_pgn_lexer_next (lx);
      if (tok == CHESS_TOK_EOF || tok == CHESS_TOK_STAR
          || (tok == CHESS_TOK_LBRACKET
              && (chess_pgn_lexer_first_on_line (lx) || chess_pgn_reader_peek_pseudo_tag (reader) != CHESS_PGN_PSEUDO_NONE))
          || (tok == CHESS_TOK_SYMBOL && chess_pgn_symbol_is_result (lx->symbol, lx->symbol_length, &ignored)))
        break;
      if (tok == CHESS_TOK_LPAREN)
        nesting++;
      else if (tok == CHESS_TOK_RPAREN && --nesting == 0)
        break;
    }
  lx->keep_text = keep;
  return tok;
}

/* Reads movetext from the current token to the termination marker (or a
 * tag pair at the start of a line: the next game, this one has no
 * marker).  *marker tells whether a marker ended it. */
bool
chess_pgn_read_movetext (ChessPgnReader *reader, ChessRecord *record, ChessPgnMovetextMode mode,
                         ChessResult *result, bool *marker)
{
  ChessPgnLexer *lx = &reader->lx;
  Movetext mt = { 0 };
  Movetext *m = &mt;
  m->reader = reader;
  m->record = record;
  m->building = mode == CHESS_PGN_MOVETEXT_TREE;
  m->collecting = mode == CHESS_PGN_MOVETEXT_MAIN_LINE || mode == CHESS_PGN_MOVETEXT_MAIN_LINE_OR_TREE;
  m->tree_if_annotated = mode == CHESS_PGN_MOVETEXT_MAIN_LINE_OR_TREE;
  reader->line_length = 0;
  m->f = frame_at (reader, 0);
  m->f->node = m->building ? record->root : NULL;
  m->f->pos = record->start;
  m->f->last_move = CHESS_MOVE_NONE;
  m->f->moves = 0;
  *marker = false;

  ChessPgnToken tok = lx->token;
  for (;; tok = chess_pgn_lexer_next (lx))
    {
    dispatch:
      switch (tok)
        {
        case CHESS_TOK_SYMBOL:
          if (is_move_number (lx->symbol, lx->symbol_length))
            continue;
          if (chess_pgn_symbol_is_result (lx->symbol, lx->symbol_length, result))
            goto end_marker;
          if (!play_symbol (m))
            goto error;
          continue;

        case CHESS_TOK_PERIOD:
          continue;

        case CHESS_TOK_EN_PASSANT:
          check_en_passant_remark (reader, m->f);
          /* "exd6 e.p.+": the sign belongs to the move before. */
          if (lx->symbol_length > 0 && m->f->moves > 0 && m->f->last_move != CHESS_MOVE_NULL)
            check_check_sign (reader, m->f, lx->symbol[lx->symbol_length - 1], "", 0);
          continue;

        case CHESS_TOK_STAR:
          *result = CHESS_RESULT_NONE;
          goto end_marker;

        case CHESS_TOK_NAG:
        case CHESS_TOK_SUFFIX:
          {
            int nag = tok == CHESS_TOK_NAG
                      ? (lx->number >= 1 && lx->number <= 255 ? (int) lx->number : -1)
                      : chess_pgn_suffix_to_nag (lx->symbol, lx->symbol_length);
            if (nag <= 0)
              {
                char shown[64];
                if (tok == CHESS_TOK_NAG)
                  snprintf (shown, sizeof shown, "$%lu", lx->number);
                else
                  chess_pgn_token_for_message (lx->symbol, lx->symbol_length, shown, sizeof shown);
                ERROR_HERE (reader, CHESS_PGN_ERROR_SYNTAX, chess_tr ("%s: not an annotation"), shown);
                goto error;
              }
            add_nag (m, nag);
            continue;
          }

        case CHESS_TOK_COMMENT:
          if (lx->problem == CHESS_LEX_UNTERMINATED)
            {
              ERROR_HERE (reader, CHESS_PGN_ERROR_UNTERMINATED, "%s",
                          chess_tr ("comment not closed by '}' before the end of the input"));
              goto done;
            }
          if (lx->problem == CHESS_LEX_TOO_LONG)
            {
              ERROR_HERE (reader, CHESS_PGN_ERROR_LIMIT, chess_tr ("comment longer than %d bytes"),
                          CHESS_PGN_MAX_COMMENT);
              goto stop;
            }
          m->text_bytes += lx->comment_bytes;
          if (m->text_bytes > CHESS_PGN_MAX_GAME_TEXT)
            {
              ERROR_HERE (reader, CHESS_PGN_ERROR_LIMIT, chess_tr ("more than %d bytes of comments in one game"),
                          CHESS_PGN_MAX_GAME_TEXT);
              goto stop;
            }
          /* A warning: the comment keeps the rest, and so the game. */
          if (lx->nul_byte)
            chess_pgn_reader_add_warning (reader, lx->nul_line, lx->nul_column, lx->nul_offset, "%s",
                                          chess_tr ("a NUL byte (0x00) in a comment was dropped"));
          note_annotation (m);
          if (m->building)
            take_comment (m);
          continue;

        case CHESS_TOK_LPAREN:
          if (m->f->moves == 0)
            {
              ERROR_HERE (reader, CHESS_PGN_ERROR_SYNTAX, "%s", chess_tr ("'(' without a move to vary"));
              goto error;
            }
          if (m->depth + 1 > CHESS_PGN_MAX_DEPTH)
            {
              ERROR_HERE (reader, CHESS_PGN_ERROR_LIMIT, chess_tr ("variations nested deeper than %d"),
                          CHESS_PGN_MAX_DEPTH);
              goto stop;
            }
          note_annotation (m);
          {
            ChessPgnFrame *next = frame_at (reader, ++m->depth);
            ChessPgnFrame *prev = next - 1;  /* frames may have moved */
            next->node = m->building ? prev->node->parent : NULL;
            next->pos = prev->before;
            next->last_move = CHESS_MOVE_NONE;
            next->moves = 0;
            m->f = next;
          }
          clear_pending (m);
          continue;

        case CHESS_TOK_RPAREN:
          if (m->depth == 0)
            {
              ERROR_HERE (reader, CHESS_PGN_ERROR_SYNTAX, "%s", chess_tr ("')' without a variation to close"));
              goto error;
            }
          clear_pending (m);
          m->f = frame_at (reader, --m->depth);
          continue;

        case CHESS_TOK_EOF:
          if (m->depth > 0)
            ERROR_HERE (reader, CHESS_PGN_ERROR_UNTERMINATED, "%s",
                        chess_tr ("end of input inside a variation: missing ')'"));
          goto done;

        case CHESS_TOK_LBRACKET:
          if (chess_pgn_reader_skip_pseudo_tag (reader) != CHESS_PGN_PSEUDO_NONE)
            {
              /* "[/pgn]" (or a "[pgn]" opening the next one): this game's text ends. */
              if (m->depth > 0)
                ERROR_HERE (reader, CHESS_PGN_ERROR_UNTERMINATED, "%s",
                            chess_tr ("the game's text ends inside a variation: missing ')'"));
              goto done;
            }
          if (chess_pgn_lexer_first_on_line (lx))
            {
              /* The next game's tags: this game has no termination marker. */
              reader->replay = true;
              if (m->depth > 0)
                ERROR_HERE (reader, CHESS_PGN_ERROR_UNTERMINATED, "%s",
                            chess_tr ("the next game begins inside a variation: missing ')'"));
              goto done;
            }
          ERROR_HERE (reader, CHESS_PGN_ERROR_SYNTAX, "%s", chess_tr ("'[' inside the movetext"));
          goto error;

        case CHESS_TOK_STRING:
        case CHESS_TOK_RBRACKET:
        case CHESS_TOK_BAD:
        default:
          {
            int c = tok == CHESS_TOK_STRING ? '"' : tok == CHESS_TOK_RBRACKET ? ']' : lx->bad_char;
            if (c >= 0x20 && c < 0x7f)
              ERROR_HERE (reader, CHESS_PGN_ERROR_SYNTAX, chess_tr ("unexpected character '%c'"), c);
            else
              ERROR_HERE (reader, CHESS_PGN_ERROR_SYNTAX, chess_tr ("unexpected byte 0x%02X"), (unsigned) c);
            goto error;
          }
        }

    end_marker:
      *marker = true;
      if (m->depth > 0)
        ERROR_HERE (reader, CHESS_PGN_ERROR_UNTERMINATED, "%s",
                    chess_tr ("game termination marker inside a variation: missing ')'"));
      goto done;

    error:
      if (m->depth > 0 && !m->limit_hit)
        {
          /* Cut this variation; what ends it (its ')' or the game's end)
           * is handled as usual. */
          tok = skip_variation (reader);
          goto dispatch;
        }
    stop:
      *marker = chess_pgn_reader_skip_to_end (reader, false, true, result);
      goto done;
    }

done:
  flush_comment (m);
  chess_pgn_buffer_clear (&m->raw);
  reader->game_plies = reader->frames[0].moves;
  reader->final_position = reader->frames[0].pos;
  clear_pending (m);
  return m->annotated;
}
