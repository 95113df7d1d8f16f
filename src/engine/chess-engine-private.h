/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-engine-private.h — ChessEngine split over three files:
 * chess-engine.c (the object, handshake, options), chess-engine-search.c
 * (the searches) and chess-engine-process.c (the process, its pipes,
 * faults, the reaper). */
#pragma once

#include "chess-engine.h"

G_BEGIN_DECLS

/* What the engine owes us an answer to; a timer watches each wait. */
typedef enum {
  CHESS_ENGINE_WAIT_NONE = 0,
  CHESS_ENGINE_WAIT_UCIOK,
  CHESS_ENGINE_WAIT_READYOK,
  CHESS_ENGINE_WAIT_BESTMOVE
} ChessEngineWait;

typedef struct _ChessEngineSearch ChessEngineSearch;

struct _ChessEngine
{
  GObject parent_instance;

  char *path;
  char *name;
  char *author;
  ChessEngineState state;
  guint timeout_ms;
  GPtrArray *options;           /* ChessUciOption */
  GPtrArray *presets;           /* { name, value } to send at uciok */

  /* The process and its pipes (chess-engine-process.c). */
  GSubprocess *process;
  GPid group;                 /* its process group, 0 when none */
  GOutputStream *to_engine;
  GInputStream *from_engine;
  GCancellable *io_cancellable; /* reads and the exit watch; cancelled when the engine ends */
  GString *out_queue;           /* commands not yet handed to a write */
  gboolean writing;
  GString *partial_line;        /* output after the last newline */
  gint64 flood_window_start;
  gsize flood_window_bytes;
  gsize backlog_bytes;          /* read in full chunks since the pipe last ran dry */
  guint timer_id;               /* the wait's deadline, or a movetime watchdog */

  /* The conversation (chess-engine.c). */
  ChessEngineWait waiting;
  GTask *start_task;
  GPtrArray *pending_options;   /* setoption commands for the next sync */
  gboolean pending_new_game;
  gboolean chess960_sent;       /* the UCI_Chess960 value the engine has */
  ChessEngineSearch *current;   /* sent, or waiting for readyok to be sent */
  ChessEngineSearch *queued;    /* to start when the engine is free */
  gboolean stop_sent;
};

/* chess-engine-process.c */
gboolean _chess_engine_spawn (ChessEngine *self, GError **error);
void _chess_engine_send (ChessEngine *self, const char *command);
/* Arm (or with 0 disarm) the timer for the current wait. */
void _chess_engine_arm_timer (ChessEngine *self, guint timeout_ms);
/* A fault: kill, fail every pending call, emit ::failed. */
void _chess_engine_fail (ChessEngine *self, ChessEngineError code, const char *format, ...) G_GNUC_PRINTF (3, 4);
/* chess-engine-group.c: the engine's process group. */
void _chess_engine_group_child_setup (gpointer parent_pid);
/* A group to kill if this process ends first. */
void _chess_engine_group_add (GPid group);
void _chess_engine_group_kill (GPid group);
/* The engine has exited: what it left of its group is killed, and the
 * group forgotten. */
void _chess_engine_group_end (GPid group);
/* Hand the process to the reaper ("quit", then a kill after a grace period). */
void _chess_engine_release_process (ChessEngine *self, gboolean kill_now);

/* chess-engine.c: called by the process side. */
void _chess_engine_handle_line (ChessEngine *self, const char *line);
void _chess_engine_timer_fired (ChessEngine *self);
/* Every pending call fails with `error` (a copy each). */
void _chess_engine_fail_pending (ChessEngine *self, const GError *error);
void _chess_engine_set_state (ChessEngine *self, ChessEngineState state);
/* Emits ::info. */
void _chess_engine_emit_info (ChessEngine *self, const ChessUciInfo *info);

/* chess-engine-search.c: called by the conversation. */
void _chess_engine_search_free (ChessEngineSearch *search);
/* The engine is free: start what is queued, or rest. */
void _chess_engine_free_again (ChessEngine *self);
/* The sync is done: send the current search's position and go. */
void _chess_engine_send_go (ChessEngine *self, ChessEngineSearch *search);
void _chess_engine_send_stop (ChessEngine *self);
void _chess_engine_handle_info (ChessEngine *self, const char *line);
void _chess_engine_handle_bestmove (ChessEngine *self, const char *line);

G_END_DECLS
