/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-late-libraries.h — libgsound and libspeechd, opened at their first
 * use rather than linked.  Linked, they and what they pull in (libcanberra,
 * libvorbis, libogg, libtdb, libltdl: eight libraries) were loaded and
 * relocated before main() on every start, though most sessions play no
 * sound before their first move and speak nothing at all. */
#pragma once

#include <gio/gio.h>
#include <gsound.h>
#include <libspeechd.h>

G_BEGIN_DECLS

/* The calls of libgsound the sound player makes. */
typedef struct {
  __typeof__ (gsound_context_new) *context_new;
  __typeof__ (gsound_context_set_attributes) *set_attributes;
  __typeof__ (gsound_context_play_simple) *play_simple;
} ChessSoundCalls;

/* The calls of libspeechd the speaker makes. */
typedef struct {
  __typeof__ (spd_open2) *open2;
  __typeof__ (spd_set_language) *set_language;
  __typeof__ (spd_cancel) *cancel;
  __typeof__ (spd_say) *say;
} ChessSpeechCalls;

/* Opened once, from any thread; NULL with `error` set when the library or
 * one of its calls cannot be found (then there are no sounds, or no
 * speech, as when there is no sound server or no speech daemon).  The
 * library stays loaded for the life of the process. */
const ChessSoundCalls  *chess_late_sound_calls  (GError **error);
const ChessSpeechCalls *chess_late_speech_calls (GError **error);

G_END_DECLS
