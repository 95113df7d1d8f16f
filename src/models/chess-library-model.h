/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-model.h — the games of a query of the library as a list
 * model that reads only the rows someone looks at.
 *
 * A worker thread, on a connection of its own that the library's service
 * hands it (chess_library_service_open_connection), counts the games that pass
 * the filter (chess_library_count) and reads the first page: from then on
 * the model has all its items.  Every other page is read
 * (chess_library_find_range) when one of its items is first asked for;
 * until then the item is an unread one (chess_game_item_is_unread), and
 * "items-changed" replaces it when its page comes.  The pages asked for
 * last are read first, so a list scrolled far shows its rows before those
 * it went past.  A sort or a search needs every game:
 * chess_library_model_read_all () reads them in one pass.  While an
 * import adds games, chess_library_model_recount () adds their rows. */
#pragma once

#include <gio/gio.h>

#include "chess-library-service.h"

G_BEGIN_DECLS

#define CHESS_TYPE_LIBRARY_MODEL (chess_library_model_get_type ())
G_DECLARE_FINAL_TYPE (ChessLibraryModel, chess_library_model, CHESS, LIBRARY_MODEL, GObject)

/* Starts the query at once on the library of `service` (the filter is
 * copied; the model holds the service). */
ChessLibraryModel *chess_library_model_new          (ChessLibraryService      *service,
                                                     const ChessLibraryFilter *filter);
/* Property "counted": the games are counted and the first page is read
 * (also when that failed: see the error). */
gboolean           chess_library_model_get_counted  (ChessLibraryModel *self);
/* Property "fraction": the share of the items read, from 0 to 1. */
double             chess_library_model_get_fraction (ChessLibraryModel *self);
/* Property "complete": every item is read, or none more will be (an
 * error, or games removed from the library since they were counted). */
gboolean           chess_library_model_get_complete (ChessLibraryModel *self);
/* Why reading stopped (a damaged library…), or NULL; property "error". */
const GError      *chess_library_model_get_error    (ChessLibraryModel *self);
/* Counts again, in the worker: games added to the library since the
 * count (an import: at the end, in id order) come as new rows at the end
 * ("complete" goes back to FALSE till they are read).  Games removed are
 * not noticed: a change other than an addition needs a new model. */
void               chess_library_model_recount      (ChessLibraryModel *self);
/* Reads every item not read yet, in one pass ("complete" at the end).
 * The rows not yet read are not asked for one by one meanwhile. */
void               chess_library_model_read_all     (ChessLibraryModel *self);
/* The position of the game whose item has `number` (its id) among the
 * rows read so far, without asking for any other, or -1. */
gint64             chess_library_model_find_read    (ChessLibraryModel *self, guint64 number);

G_END_DECLS
