/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window-sounds.c — the main window's sounds: the cues of its game
 * in play (ChessSoundCues, src/play), a piece put where it cannot go and a
 * move refused, played through the process's ChessSoundPlayer; and the
 * moves spoken through its ChessSpeaker when "speak-moves" is on. */
#include "config.h"

#include "chess-window-private.h"
#include "chess-sound-cues.h"
#include "chess-sound-player.h"
#include "chess-speaker.h"

#define CUES_KEY "chess-window-sound-cues"

static void
on_cue (ChessSoundCues *cues,
        guint           event,
        ChessWindow    *self)
{
  chess_sound_player_play (chess_sound_player_get_default (), (ChessSoundEvent) event, GTK_WIDGET (self));
}

void
chess_window_sound_illegal (ChessWindow *self)
{
  chess_sound_player_play (chess_sound_player_get_default (), CHESS_SOUND_ILLEGAL, GTK_WIDGET (self));
}

/* "Speak moves": the move the board has just shown, in the words it
 * gives a screen reader. */
static void
on_move_said (ChessBoard  *board,
              const char  *words,
              ChessWindow *self)
{
  chess_speaker_say_if_wanted (self->settings, words);
}

static void
on_move_refused (ChessBoard  *board,
                 int          from,
                 int          to,
                 ChessWindow *self)
{
  chess_window_sound_illegal (self);
}

/* After the play exists (chess_window_engine_init); the cues go with the
 * window. */
void
chess_window_sounds_init (ChessWindow *self)
{
  ChessSoundCues *cues = chess_sound_cues_new (self->play);

  g_signal_connect_object (cues, "cue", G_CALLBACK (on_cue), self, 0);
  g_object_set_data_full (G_OBJECT (self), CUES_KEY, cues, g_object_unref);
  g_signal_connect (self->board, "move-refused", G_CALLBACK (on_move_refused), self);
  g_signal_connect (self->board, "move-said", G_CALLBACK (on_move_said), self);
  g_signal_connect_swapped (self->board, "touch-move-refused", G_CALLBACK (chess_window_sound_illegal), self);
}

void
chess_window_sounds_dispose (ChessWindow *self)
{
  g_object_set_data (G_OBJECT (self), CUES_KEY, NULL);
}
