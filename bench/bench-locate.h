/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-locate.h — shared by the benchmarks that open one game of a big
 * file at its place: the game's location found as a game list's index
 * finds it, reading the file through ChessPgnSource (so a .pgn.gz gets
 * its access points too). */
#pragma once

#include <stdio.h>

#include "chess-pgn-source.h"
#include "chess-session.h"

/* Fills *at for game `game` (from 1) of `file`; returns the source read
 * (it holds the access points at->access_points points to), or NULL
 * after printing why. */
static inline ChessPgnSource *
bench_locate_game (GFile             *file,
                   guint              game,
                   ChessGameLocation *at)
{
  g_autoptr(GError) error = NULL;
  ChessPgnSource *source = chess_pgn_source_open (file, NULL, &error);
  ChessPgnIndexEntry entry = { 0 };
  ChessPgnReader *reader;

  *at = (ChessGameLocation) { 0, 0, -1, 0, NULL };
  if (source == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return NULL;
    }
  reader = chess_pgn_source_new_reader (source);
  while (chess_pgn_reader_scan_game (reader, &entry))
    {
      at->count++;
      if (entry.game == game)
        {
          at->offset = entry.offset;
          at->line = entry.line;
        }
      else if (entry.game == game + 1)
        at->end = (gint64) entry.offset;
    }
  chess_pgn_index_entry_clear (&entry);
  chess_pgn_reader_free (reader);
  if (!chess_pgn_source_finish (source, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      chess_pgn_source_free (source);
      return NULL;
    }
  at->access_points = chess_pgn_source_get_access_points (source);
  return source;
}
