/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-sound-player.c — see chess-sound-player.h.  The context is opened
 * at the first sound, not at start, so a silent session never loads a
 * sound backend, nor libgsound itself (chess-late-libraries.c); playing is asynchronous in libcanberra's own thread, so
 * no call here waits for the sound server. */
#include "config.h"

#include <math.h>
#include <gsound.h>
#include <glib/gi18n.h>

#include "chess-late-libraries.h"
#include "chess-sound-player.h"

struct _ChessSoundPlayer
{
  GObject parent_instance;

  GSettings *settings;
  GSoundContext *context;       /* opened at the first sound */
  gboolean context_failed;      /* no sound backend: tried once */
  gint64 failed_at;             /* the last sound that could not be played */
  char *files[CHESS_SOUND_N_EVENTS];  /* found at the first use of each */
};

/* After a sound that could not be played, the next try. */
#define RETRY_AFTER_US (30 * G_USEC_PER_SEC)

enum { REQUESTED, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (ChessSoundPlayer, chess_sound_player, G_TYPE_OBJECT)

char *
chess_sound_player_find_file (ChessSoundEvent event)
{
  g_autofree char *name = NULL;
  const char *const *dirs = g_get_system_data_dirs ();
  g_autofree char *installed = NULL;

  g_return_val_if_fail (event < CHESS_SOUND_N_EVENTS, NULL);

  name = g_strconcat (chess_sound_event_id (event), ".ogg", NULL);
  for (guint i = 0; dirs[i] != NULL; i++)
    {
      g_autofree char *path = g_build_filename (dirs[i], "chess", "sounds", name, NULL);
      if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
        return g_steal_pointer (&path);
    }
  installed = g_build_filename (PKGDATADIR, "sounds", name, NULL);
  return g_file_test (installed, G_FILE_TEST_IS_REGULAR) ? g_steal_pointer (&installed) : NULL;
}

static gboolean
allowed (ChessSoundPlayer *self, ChessSoundEvent event, GtkWidget *widget)
{
  g_auto (GStrv) muted = NULL;
  GtkSettings *system;
  gboolean event_sounds = TRUE;

  if (!g_settings_get_boolean (self->settings, "sounds") || g_settings_get_int (self->settings, "sound-volume") <= 0)
    return FALSE;
  muted = g_settings_get_strv (self->settings, "sounds-muted");
  if (g_strv_contains ((const char *const *) muted, chess_sound_event_id (event)))
    return FALSE;
  /* The desktop's "event sounds" switch (XSETTINGS or the portal). */
  system = widget != NULL ? gtk_widget_get_settings (widget) : gtk_settings_get_default ();
  if (system != NULL)
    g_object_get (system, "gtk-enable-event-sounds", &event_sounds, NULL);
  return event_sounds;
}

static GSoundContext *
context (ChessSoundPlayer *self)
{
  g_autoptr (GError) error = NULL;
  const ChessSoundCalls *gsound;

  if (self->context != NULL || self->context_failed)
    return self->context;
  gsound = chess_late_sound_calls (&error);
  self->context = gsound != NULL ? gsound->context_new (NULL, &error) : NULL;
  if (self->context == NULL)
    {
      self->context_failed = TRUE;
      g_debug ("no sounds: %s", error->message);
      return NULL;
    }
  /* The sound server keeps a volume and a mute per application. */
  if (!gsound->set_attributes (self->context, &error,
                                      GSOUND_ATTR_APPLICATION_ID, APP_ID,
                                      GSOUND_ATTR_APPLICATION_NAME, _("Chess"),
                                      GSOUND_ATTR_APPLICATION_ICON_NAME, APP_ID,
                                      NULL))
    g_debug ("sound attributes: %s", error->message);
  return self->context;
}

gboolean
chess_sound_player_play (ChessSoundPlayer *self,
                         ChessSoundEvent   event,
                         GtkWidget        *widget)
{
  GSoundContext *sounds;
  g_autoptr (GError) error = NULL;
  char volume[G_ASCII_DTOSTR_BUF_SIZE];
  int percent;

  g_return_val_if_fail (CHESS_IS_SOUND_PLAYER (self), FALSE);
  g_return_val_if_fail (event < CHESS_SOUND_N_EVENTS, FALSE);

  if (!allowed (self, event, widget))
    return FALSE;
  g_signal_emit (self, signals[REQUESTED], 0, (guint) event);

  if (self->files[event] == NULL)
    self->files[event] = chess_sound_player_find_file (event);
  sounds = context (self);
  /* No sound device: asked again only now and then, since each try has
   * the backend (ALSA) print its complaint. */
  if (sounds == NULL || self->files[event] == NULL
      || (self->failed_at != 0 && g_get_monotonic_time () - self->failed_at < RETRY_AFTER_US))
    return TRUE;
  /* canberra's volume is in decibels: 100 % is the file as it is. */
  percent = CLAMP (g_settings_get_int (self->settings, "sound-volume"), 1, 100);
  g_ascii_formatd (volume, sizeof volume, "%.2f", 20.0 * log10 (percent / 100.0));
  /* a context means the library is there */
  if (!chess_late_sound_calls (NULL)->play_simple (sounds, NULL, &error,
                                                   GSOUND_ATTR_MEDIA_FILENAME, self->files[event],
                                                   GSOUND_ATTR_MEDIA_ROLE, "event",
                                                   GSOUND_ATTR_EVENT_DESCRIPTION, chess_sound_event_title (event),
                                                   GSOUND_ATTR_CANBERRA_VOLUME, volume,
                                                   NULL))
    {
      g_debug ("sound %s: %s", chess_sound_event_id (event), error->message);
      self->failed_at = g_get_monotonic_time ();
    }
  else
    self->failed_at = 0;
  return TRUE;
}

static void
chess_sound_player_finalize (GObject *object)
{
  ChessSoundPlayer *self = CHESS_SOUND_PLAYER (object);

  for (int i = 0; i < CHESS_SOUND_N_EVENTS; i++)
    g_free (self->files[i]);
  g_clear_object (&self->context);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (chess_sound_player_parent_class)->finalize (object);
}

static void
chess_sound_player_class_init (ChessSoundPlayerClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = chess_sound_player_finalize;
  signals[REQUESTED] = g_signal_new ("requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                     NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
chess_sound_player_init (ChessSoundPlayer *self)
{
  self->settings = g_settings_new (APP_ID);
}

ChessSoundPlayer *
chess_sound_player_get_default (void)
{
  static ChessSoundPlayer *player;

  /* Kept for the life of the process, like GTK's own settings object. */
  if (player == NULL)
    player = g_object_new (CHESS_TYPE_SOUND_PLAYER, NULL);
  return player;
}
