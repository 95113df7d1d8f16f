/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-speaker.h — moves spoken aloud without a screen reader, as KDE's
 * Knights offers: text handed to speech-dispatcher (Debian's libspeechd,
 * with espeak-ng, which has Greek and Persian voices) in the interface
 * language.  One per process; the connection is opened on the first
 * word, off the main loop, and a missing daemon is said once in the log. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define CHESS_TYPE_SPEAKER (chess_speaker_get_type ())
G_DECLARE_FINAL_TYPE (ChessSpeaker, chess_speaker, CHESS, SPEAKER, GObject)

ChessSpeaker *chess_speaker_get_default (void);
/* Says `text` (any earlier text still being said is cut short, as a new
 * move makes the last one old).  Emits "requested" (char *text) first,
 * whether or not a voice is there. */
void chess_speaker_say (ChessSpeaker *self, const char *text);
/* `text` said by the process's speaker when `settings` (the app's) has
 * "speak-moves" on: the one test of every window that speaks. */
void chess_speaker_say_if_wanted (GSettings *settings, const char *text);

G_END_DECLS
