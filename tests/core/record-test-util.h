/* SPDX-License-Identifier: GPL-3.0-or-later */
/* record-test-util.h — finding a node of a move tree by its path, for the
 * tests of the core and of the game. */
#pragma once

#include <glib.h>
#include "chess-record.h"

/* The node reached from `root` by the children at `path` (0 = the main
 * continuation, 1 = the first variation, …), one index per ply. */
static inline ChessNode *
test_node_at (ChessNode *root,
              const int *path,
              int        n)
{
  ChessNode *node = root;

  for (int i = 0; i < n; i++)
    {
      node = node->first_child;
      for (int k = 0; k < path[i]; k++)
        node = node->next_sibling;
      g_assert_nonnull (node);
    }
  return node;
}

/* TEST_NODE (root, 0, 1, 0): the main move, then the first variation
 * beside the reply, then its main continuation. */
#define TEST_NODE(root, ...) \
  test_node_at ((root), (const int[]) { __VA_ARGS__ }, \
                (int) (sizeof ((const int[]) { __VA_ARGS__ }) / sizeof (int)))
