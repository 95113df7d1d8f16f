/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-record.c — the move tree of one game, its tags and result.
 *
 * Trees can be deep (a long main line is a chain of first children), so
 * every walk here is iterative: no recursion on the depth of the tree. */
#include "chess-record.h"

#include <stdlib.h>
#include <string.h>

static void *
xmalloc (size_t size)
{
  void *p = malloc (size ? size : 1);
  if (!p)
    abort ();
  return p;
}

static char *
xstrdup (const char *s)
{
  if (!s)
    return NULL;
  size_t n = strlen (s) + 1;
  char *d = xmalloc (n);
  memcpy (d, s, n);
  return d;
}

static ChessNode *
node_new (ChessMove move)
{
  ChessNode *node = xmalloc (sizeof *node);
  memset (node, 0, sizeof *node);
  node->move = move;
  node->clock_ms = CHESS_TIME_NONE;
  node->emt_ms = CHESS_TIME_NONE;
  return node;
}

static void
node_destroy (ChessNode *node)
{
  free (node->comment);
  free (node->pre_comment);
  free (node->eval);
  free (node->clock_text);
  free (node->arrows);
  free (node->highlights);
  free (node);
}

ChessRecord *
chess_record_new (void)
{
  ChessRecord *record = xmalloc (sizeof *record);
  memset (record, 0, sizeof *record);
  chess_position_set_start (&record->start);
  record->root = node_new (CHESS_MOVE_NONE);
  record->result = CHESS_RESULT_NONE;
  return record;
}

static void
record_clear_tags (ChessRecord *record)
{
  for (size_t i = 0; i < record->n_tags; i++)
    {
      free (record->tags[i].name);
      free (record->tags[i].value);
    }
  free (record->tags);
  record->tags = NULL;
  record->n_tags = record->tags_capacity = 0;
}

void
chess_record_free (ChessRecord *record)
{
  if (!record)
    return;
  record_clear_tags (record);
  chess_node_free (record->root);
  free (record);
}

static void
node_copy_data (ChessNode *dst, const ChessNode *src)
{
  dst->move = src->move;
  dst->n_nags = src->n_nags;
  memcpy (dst->nags, src->nags, sizeof dst->nags);
  dst->comment = xstrdup (src->comment);
  dst->pre_comment = xstrdup (src->pre_comment);
  dst->clock_ms = src->clock_ms;
  dst->emt_ms = src->emt_ms;
  dst->clock_text = xstrdup (src->clock_text);
  dst->clock_text_ms = src->clock_text_ms;
  dst->eval = xstrdup (src->eval);
  dst->arrows = xstrdup (src->arrows);
  dst->highlights = xstrdup (src->highlights);
}

ChessRecord *
chess_record_copy (const ChessRecord *record)
{
  ChessRecord *copy = chess_record_new ();
  copy->start = record->start;
  copy->result = record->result;
  for (size_t i = 0; i < record->n_tags; i++)
    chess_record_set_tag (copy, record->tags[i].name, record->tags[i].value);

  /* Pre-order walk of the source with a parallel cursor in the copy. */
  const ChessNode *s = record->root;
  ChessNode *d = copy->root;
  node_copy_data (d, s);
  for (;;)
    {
      if (s->first_child)
        {
          s = s->first_child;
          ChessNode *n = node_new (s->move);
          node_copy_data (n, s);
          n->parent = d;
          d->first_child = n;
          d = n;
          continue;
        }
      while (s != record->root && !s->next_sibling)
        {
          s = s->parent;
          d = d->parent;
        }
      if (s == record->root)
        break;
      s = s->next_sibling;
      ChessNode *n = node_new (s->move);
      node_copy_data (n, s);
      n->parent = d->parent;
      d->next_sibling = n;
      d = n;
    }
  return copy;
}

const char *
chess_record_get_tag (const ChessRecord *record, const char *name)
{
  for (size_t i = 0; i < record->n_tags; i++)
    if (strcmp (record->tags[i].name, name) == 0)
      return record->tags[i].value;
  return NULL;
}

bool
chess_record_set_tag (ChessRecord *record, const char *name, const char *value)
{
  for (size_t i = 0; i < record->n_tags; i++)
    if (strcmp (record->tags[i].name, name) == 0)
      {
        if (value)
          {
            char *v = xstrdup (value);
            free (record->tags[i].value);
            record->tags[i].value = v;
          }
        else
          {
            free (record->tags[i].name);
            free (record->tags[i].value);
            memmove (&record->tags[i], &record->tags[i + 1],
                     (record->n_tags - i - 1) * sizeof record->tags[0]);
            record->n_tags--;
          }
        return true;
      }
  if (!value)
    return false;
  if (record->n_tags == record->tags_capacity)
    {
      size_t cap = record->tags_capacity ? record->tags_capacity * 2 : 16;
      ChessTag *tags = realloc (record->tags, cap * sizeof *tags);
      if (!tags)
        abort ();
      record->tags = tags;
      record->tags_capacity = cap;
    }
  record->tags[record->n_tags].name = xstrdup (name);
  record->tags[record->n_tags].value = xstrdup (value);
  record->n_tags++;
  return false;
}

const char *
chess_result_to_string (ChessResult result)
{
  switch (result)
    {
    case CHESS_RESULT_WHITE_WINS: return "1-0";
    case CHESS_RESULT_BLACK_WINS: return "0-1";
    case CHESS_RESULT_DRAW: return "1/2-1/2";
    case CHESS_RESULT_NONE:
    default: return "*";
    }
}

ChessResult
chess_result_from_string (const char *text)
{
  if (!text)
    return CHESS_RESULT_NONE;
  if (strcmp (text, "1-0") == 0)
    return CHESS_RESULT_WHITE_WINS;
  if (strcmp (text, "0-1") == 0)
    return CHESS_RESULT_BLACK_WINS;
  if (strcmp (text, "1/2-1/2") == 0)
    return CHESS_RESULT_DRAW;
  return CHESS_RESULT_NONE;
}

ChessNode *
chess_node_find_child (const ChessNode *parent, ChessMove move)
{
  for (ChessNode *c = parent->first_child; c; c = c->next_sibling)
    if (c->move == move)
      return c;
  return NULL;
}

ChessNode *
chess_node_append_child (ChessNode *parent, ChessMove move)
{
  ChessNode *node = node_new (move);
  node->parent = parent;
  ChessNode **link = &parent->first_child;
  while (*link)
    link = &(*link)->next_sibling;
  *link = node;
  return node;
}

ChessNode *
chess_node_add_child (ChessNode *parent, ChessMove move)
{
  ChessNode *existing = chess_node_find_child (parent, move);
  return existing ? existing : chess_node_append_child (parent, move);
}

void
chess_node_unlink (ChessNode *node)
{
  ChessNode *parent = node->parent;
  if (parent)
    {
      ChessNode **link = &parent->first_child;
      while (*link && *link != node)
        link = &(*link)->next_sibling;
      if (*link)
        *link = node->next_sibling;
    }
  node->parent = NULL;
  node->next_sibling = NULL;
}

void
chess_node_free (ChessNode *node)
{
  if (!node)
    return;
  chess_node_unlink (node);
  /* Post-order without recursion: always free the first leaf reached. */
  ChessNode *cur = node;
  for (;;)
    {
      while (cur->first_child)
        cur = cur->first_child;
      if (cur == node)
        {
          node_destroy (cur);
          return;
        }
      ChessNode *parent = cur->parent;
      parent->first_child = cur->next_sibling;
      node_destroy (cur);
      cur = parent;
    }
}

void
chess_node_promote (ChessNode *node)
{
  ChessNode *parent = node->parent;
  if (!parent || parent->first_child == node)
    return;
  chess_node_unlink (node);
  node->parent = parent;
  node->next_sibling = parent->first_child;
  parent->first_child = node;
}

ChessNode *
chess_node_get_variation_start (const ChessNode *node)
{
  for (; node->parent; node = node->parent)
    if (node->parent->first_child != node)
      return (ChessNode *) node;
  return NULL;
}

ChessNode *
chess_node_get_branch_point (const ChessNode *node)
{
  const ChessNode *branch = node;

  /* The parent of the highest node that is not a first child. */
  for (; node->parent; node = node->parent)
    if (node->parent->first_child != node)
      branch = node->parent;
  return (ChessNode *) branch;
}

void
chess_node_make_main_line (ChessNode *node)
{
  for (; node->parent; node = node->parent)
    chess_node_promote (node);
}

bool
chess_node_add_nag (ChessNode *node, uint8_t nag)
{
  if (nag == 0)
    return false;
  for (int i = 0; i < node->n_nags; i++)
    if (node->nags[i] == nag)
      return true;
  if (node->n_nags >= CHESS_NODE_MAX_NAGS)
    return false;
  node->nags[node->n_nags++] = nag;
  return true;
}

/* Empty text is no text: the writer would drop it anyway. */
static void
replace_text (char **field, const char *text)
{
  char *copy = text && *text ? xstrdup (text) : NULL;
  free (*field);
  *field = copy;
}

void
chess_node_set_comment (ChessNode *node, const char *text)
{
  replace_text (&node->comment, text);
}

void
chess_node_set_eval (ChessNode *node, const char *payload)
{
  replace_text (&node->eval, payload);
}

int
chess_node_ply (const ChessNode *node)
{
  int ply = 0;
  for (; node && node->parent; node = node->parent)
    ply++;
  return ply;
}

bool
chess_node_is_main_line (const ChessNode *node)
{
  for (; node->parent; node = node->parent)
    if (node->parent->first_child != node)
      return false;
  return true;
}

ChessNode *
chess_record_main_line_end (const ChessRecord *record)
{
  ChessNode *node = record->root;
  while (node->first_child)
    node = node->first_child;
  return node;
}

void
chess_record_position_at (const ChessRecord *record, const ChessNode *node, ChessPosition *pos)
{
  *pos = record->start;
  int ply = chess_node_ply (node);
  if (ply == 0)
    return;

  ChessMove stack_moves[256];
  ChessMove *moves = ply <= 256 ? stack_moves : xmalloc ((size_t) ply * sizeof *moves);
  int i = ply;
  for (const ChessNode *n = node; n->parent; n = n->parent)
    moves[--i] = n->move;

  ChessUndo undo;
  for (i = 0; i < ply; i++)
    {
      if (moves[i] == CHESS_MOVE_NULL)
        chess_position_make_null_move (pos, &undo);
      else
        chess_position_make_move (pos, moves[i], &undo);
    }
  if (moves != stack_moves)
    free (moves);
}

size_t
chess_record_count_nodes (const ChessRecord *record)
{
  size_t count = 0;
  const ChessNode *n = record->root;
  for (;;)
    {
      if (n->first_child)
        {
          n = n->first_child;
          count++;
          continue;
        }
      while (n != record->root && !n->next_sibling)
        n = n->parent;
      if (n == record->root)
        return count;
      n = n->next_sibling;
      count++;
    }
}

/* ---- equality ---- */

static bool
str_eq (const char *a, const char *b)
{
  if (!a || !*a)
    return !b || !*b;
  return b && strcmp (a, b) == 0;
}

static bool
node_data_equal (const ChessNode *a, const ChessNode *b)
{
  return a->move == b->move
         && a->n_nags == b->n_nags
         && memcmp (a->nags, b->nags, a->n_nags) == 0
         && str_eq (a->comment, b->comment)
         && str_eq (a->pre_comment, b->pre_comment)
         && a->clock_ms == b->clock_ms
         && a->emt_ms == b->emt_ms
         && str_eq (a->eval, b->eval)
         && str_eq (a->arrows, b->arrows)
         && str_eq (a->highlights, b->highlights);
}

static const char *const roster_names[] = { "Event", "Site", "Date", "Round", "White", "Black", "Result" };
static const char *const roster_defaults[] = { "?", "?", "????.??.??", "?", "?", "?", "*" };

static const char *
tag_or_default (const ChessRecord *record, const char *name)
{
  const char *value = chess_record_get_tag (record, name);
  if (value)
    return value;
  for (int i = 0; i < 7; i++)
    if (strcmp (name, roster_names[i]) == 0)
      return roster_defaults[i];
  return NULL;
}

static bool
tags_subset (const ChessRecord *a, const ChessRecord *b)
{
  for (size_t i = 0; i < a->n_tags; i++)
    {
      if (strcmp (a->tags[i].name, "Result") == 0)
        continue;
      const char *other = tag_or_default (b, a->tags[i].name);
      if (!other || strcmp (other, a->tags[i].value) != 0)
        return false;
    }
  return true;
}

static bool
positions_equal (const ChessPosition *a, const ChessPosition *b)
{
  if (memcmp (a->board, b->board, sizeof a->board) != 0
      || a->side_to_move != b->side_to_move
      || a->castling != b->castling
      || a->ep_square != b->ep_square
      || a->chess960 != b->chess960
      || a->halfmove_clock != b->halfmove_clock
      || a->fullmove_number != b->fullmove_number)
    return false;
  for (int i = 0; i < 4; i++)
    if ((a->castling & (1 << i)) && a->castling_rook[i] != b->castling_rook[i])
      return false;
  return true;
}

bool
chess_record_equal (const ChessRecord *a, const ChessRecord *b)
{
  if (a->result != b->result
      || !positions_equal (&a->start, &b->start)
      || !tags_subset (a, b) || !tags_subset (b, a))
    return false;

  const ChessNode *x = a->root, *y = b->root;
  for (;;)
    {
      if (!node_data_equal (x, y))
        return false;
      if (x->first_child || y->first_child)
        {
          if (!x->first_child || !y->first_child)
            return false;
          x = x->first_child;
          y = y->first_child;
          continue;
        }
      while (x != a->root && !x->next_sibling)
        {
          if (y->next_sibling)
            return false;
          x = x->parent;
          y = y->parent;
        }
      if (x == a->root)
        return y == b->root;
      if (!y->next_sibling)
        return false;
      x = x->next_sibling;
      y = y->next_sibling;
    }
}
