/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-application.h — the application (an AdwApplication): command line,
 * app actions, accelerators, settings. */
#pragma once

#include <adwaita.h>

#include "chess-library-service.h"
#include "chess-window.h"

G_BEGIN_DECLS

#define CHESS_TYPE_APPLICATION (chess_application_get_type ())
G_DECLARE_FINAL_TYPE (ChessApplication, chess_application, CHESS, APPLICATION, AdwApplication)

ChessApplication *chess_application_new (void);
/* The com.example.Chess settings (the program does not start without its
 * schema). */
GSettings *chess_application_get_settings (ChessApplication *self);
/* The user's library of games (made at start-up; a damaged file is found
 * then and its "error" says so). */
ChessLibraryService *chess_application_get_library (ChessApplication *self);
/* The active main window, or a new one with a new game (presented). */
ChessWindow *chess_application_ensure_window (ChessApplication *self);
/* A main window for a new document: the active one while it is fresh. */
ChessWindow *chess_application_window_for_document (ChessApplication *self);

G_END_DECLS
