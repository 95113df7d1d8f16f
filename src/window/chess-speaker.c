/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-speaker.c — see chess-speaker.h.
 *
 * libspeechd's calls block on a socket (and the first one may start the
 * daemon), so every call runs on one worker thread, in order: a GThreadPool
 * of one thread owns the connection. */
#include "config.h"

#include <libspeechd.h>
#include <locale.h>
#include <string.h>

#include "chess-late-libraries.h"
#include "chess-speaker.h"

struct _ChessSpeaker
{
  GObject parent_instance;

  GThreadPool *worker;   /* one thread: it alone touches `connection` */
  SPDConnection *connection;
  gboolean failed;       /* no daemon: said once, not tried again */
};

G_DEFINE_FINAL_TYPE (ChessSpeaker, chess_speaker, G_TYPE_OBJECT)

enum { REQUESTED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* The interface language as speech-dispatcher names voices ("el", "fa"). */
static char *
interface_language (void)
{
  const char *names = g_getenv ("LANGUAGE");
  const char *messages = setlocale (LC_MESSAGES, NULL);
  const char *name = names != NULL && names[0] != '\0' ? names : messages;

  if (name == NULL || strcmp (name, "C") == 0 || g_str_has_prefix (name, "C."))
    return g_strdup ("en");
  return g_strndup (name, strcspn (name, "_.:@"));
}

static void
speak_in_thread (gpointer data, gpointer user_data)
{
  ChessSpeaker *self = user_data;
  char *text = data;
  g_autoptr (GError) missing = NULL;
  const ChessSpeechCalls *spd = chess_late_speech_calls (&missing);

  if (spd == NULL && !self->failed)
    {
      self->failed = TRUE;
      g_message ("Moves cannot be spoken: %s", missing->message);
    }
  if (spd != NULL && self->connection == NULL && !self->failed)
    {
      char *error = NULL;
      g_autofree char *language = interface_language ();

      self->connection = spd->open2 ("chess", "moves", NULL, SPD_MODE_THREADED, NULL, TRUE, &error);
      if (self->connection == NULL)
        {
          self->failed = TRUE;
          g_message ("Moves cannot be spoken: speech-dispatcher is not available (%s)",
                     error != NULL ? error : "no reason given");
          free (error);
        }
      else
        spd->set_language (self->connection, language);
    }
  if (self->connection != NULL)
    {
      spd->cancel (self->connection);
      spd->say (self->connection, SPD_MESSAGE, text);
    }
  g_free (text);
}

void
chess_speaker_say (ChessSpeaker *self, const char *text)
{
  g_return_if_fail (CHESS_IS_SPEAKER (self));

  if (text == NULL || text[0] == '\0')
    return;
  g_signal_emit (self, signals[REQUESTED], 0, text);
  g_thread_pool_push (self->worker, g_strdup (text), NULL);
}

static void
chess_speaker_class_init (ChessSpeakerClass *klass)
{
  signals[REQUESTED] = g_signal_new ("requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                     NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
chess_speaker_init (ChessSpeaker *self)
{
  self->worker = g_thread_pool_new (speak_in_thread, self, 1, FALSE, NULL);
}

/* For the main thread.  Kept for the life of the process, like the sound
 * player: speech-dispatcher's connection is closed when the process ends. */
ChessSpeaker *
chess_speaker_get_default (void)
{
  static ChessSpeaker *speaker;

  if (speaker == NULL)
    speaker = g_object_new (CHESS_TYPE_SPEAKER, NULL);
  return speaker;
}

void
chess_speaker_say_if_wanted (GSettings *settings, const char *text)
{
  if (settings != NULL && g_settings_get_boolean (settings, "speak-moves"))
    chess_speaker_say (chess_speaker_get_default (), text);
}
