/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-record.h — one game as a tree of moves with its tags, comments, NAGs
 * and clock times.  The PGN reader fills it, the PGN writer writes it, and
 * the game model (src/game) keeps its history in it.  Plain C17, libc only. */
#pragma once

#include "chess-position.h"

#define CHESS_NODE_MAX_NAGS 8
#define CHESS_TIME_NONE INT64_MIN

typedef struct ChessNode ChessNode;
struct ChessNode {
  ChessNode *parent;
  ChessNode *first_child;   /* the main continuation */
  ChessNode *next_sibling;  /* the next alternative to this move (a variation) */
  ChessMove move;           /* move from the parent's position; CHESS_MOVE_NONE at the root */
  uint8_t n_nags;
  uint8_t nags[CHESS_NODE_MAX_NAGS]; /* $1..$255; ! ? !! ?? !? ?! are stored as 1..6 */
  char *comment;            /* text after the move (at the root: before the first move), commands removed */
  char *pre_comment;        /* text before the move; only on the first move of a variation */
  int64_t clock_ms;         /* [%clk]: mover's remaining time after the move, or CHESS_TIME_NONE */
  int64_t emt_ms;           /* [%emt]: time the move took, or CHESS_TIME_NONE */
  char *clock_text;         /* the [%clk] command as read ("[clk 1:05:23 ]") when the writer would write
                             * it otherwise, or NULL; written as it was while clock_ms is clock_text_ms */
  int64_t clock_text_ms;
  char *eval;               /* [%eval ...] payload as written ("0.17", "#-3"), or NULL */
  char *arrows;             /* [%cal ...] payload ("Ge2e4,Rd7d5"), or NULL */
  char *highlights;         /* [%csl ...] payload, or NULL */
};

typedef enum {
  CHESS_RESULT_NONE = 0,    /* "*": unfinished or unknown */
  CHESS_RESULT_WHITE_WINS,  /* "1-0" */
  CHESS_RESULT_BLACK_WINS,  /* "0-1" */
  CHESS_RESULT_DRAW         /* "1/2-1/2" */
} ChessResult;

typedef struct {
  char *name;
  char *value;
} ChessTag;

typedef struct {
  ChessTag *tags;           /* in file order; the writer puts the Seven Tag Roster first */
  size_t n_tags;
  size_t tags_capacity;
  ChessPosition start;      /* from the FEN tag, or the standard start */
  ChessNode *root;          /* never NULL; its children are the first moves */
  ChessResult result;       /* the game termination marker */
} ChessRecord;

ChessRecord *chess_record_new (void);               /* standard start, no tags, result * */
void chess_record_free (ChessRecord *record);
ChessRecord *chess_record_copy (const ChessRecord *record);

const char *chess_record_get_tag (const ChessRecord *record, const char *name); /* NULL if absent */
/* NULL value removes; true if the tag was there before. */
bool chess_record_set_tag (ChessRecord *record, const char *name, const char *value);

const char *chess_result_to_string (ChessResult result);  /* "1-0", "0-1", "1/2-1/2", "*" */
ChessResult chess_result_from_string (const char *text);

/* Children: returns the existing child with that move, or appends a new one
 * (the first child becomes the main line, later ones variations). */
ChessNode *chess_node_add_child (ChessNode *parent, ChessMove move);
ChessNode *chess_node_find_child (const ChessNode *parent, ChessMove move);
/* Always appends a new last child, even if a sibling has the same move
 * (the PGN reader keeps a variation that repeats the main move). */
ChessNode *chess_node_append_child (ChessNode *parent, ChessMove move);
void chess_node_free (ChessNode *node);              /* the node and its subtree, unlinked first */
void chess_node_unlink (ChessNode *node);
void chess_node_promote (ChessNode *node);           /* make it its parent's first child */
/* The first move of the innermost variation that holds `node` (node itself
 * when it begins one), or NULL when node is on the main line. */
ChessNode *chess_node_get_variation_start (const ChessNode *node);
/* The main-line node where the line through `node` leaves the main line
 * (node itself when it is on the main line). */
ChessNode *chess_node_get_branch_point (const ChessNode *node);
/* Every node from `node` up becomes its parent's first child: the line
 * through node becomes the main line, and each line it displaces becomes
 * the first variation at its place. */
void chess_node_make_main_line (ChessNode *node);
bool chess_node_add_nag (ChessNode *node, uint8_t nag);
void chess_node_set_comment (ChessNode *node, const char *text); /* NULL clears */
void chess_node_set_eval (ChessNode *node, const char *payload);  /* [%eval] payload ("0.17", "#-3"); NULL clears */
int chess_node_ply (const ChessNode *node);          /* distance from the root */
bool chess_node_is_main_line (const ChessNode *node);
ChessNode *chess_record_main_line_end (const ChessRecord *record);

/* The position after node (replays from record->start). */
void chess_record_position_at (const ChessRecord *record, const ChessNode *node, ChessPosition *pos);

/* Same games: start position, result, moves, comments, NAGs, commands of
 * every node, and the same tags in any order (a missing Seven Tag Roster tag
 * equals its export default, "?" or "????.??.??"; Result is compared as
 * record->result). */
bool chess_record_equal (const ChessRecord *a, const ChessRecord *b);
/* Number of nodes below the root (all variations). */
size_t chess_record_count_nodes (const ChessRecord *record);
