/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-late-libraries.c — see chess-late-libraries.h.  GModule opens the
 * library by its soname (the build's, from meson.build) and looks up each
 * call; the first answer, a table or an error, is kept. */
#include "config.h"

#include <gmodule.h>
#include <string.h>

#include "chess-late-libraries.h"

typedef struct {
  const char *soname;
  const char *const *names;   /* the calls, in the table's order */
  gpointer table;             /* a struct of as many function pointers */
  GError *error;              /* why not, once tried */
} LateLibrary;

static gboolean
open_library (LateLibrary *library)
{
  GModule *module = g_module_open (library->soname, G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);

  if (module == NULL)
    {
      library->error = g_error_new (G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "%s cannot be loaded: %s",
                                    library->soname, g_module_error ());
      return FALSE;
    }
  for (guint i = 0; library->names[i] != NULL; i++)
    {
      gpointer call = NULL;

      if (!g_module_symbol (module, library->names[i], &call) || call == NULL)
        {
          library->error = g_error_new (G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "%s has no %s",
                                        library->soname, library->names[i]);
          g_module_close (module);
          return FALSE;
        }
      memcpy ((char *) library->table + i * sizeof call, &call, sizeof call);
    }
  g_module_make_resident (module);
  return TRUE;
}

/* The table when the library opened, else NULL and the error. */
static gpointer
late_calls (LateLibrary *library, gsize *once, GError **error)
{
  if (g_once_init_enter (once))
    g_once_init_leave (once, open_library (library) ? 1 : 2);
  if (*once == 1)
    return library->table;
  if (error != NULL)
    *error = g_error_copy (library->error);
  return NULL;
}

const ChessSoundCalls *
chess_late_sound_calls (GError **error)
{
  static ChessSoundCalls calls;
  static const char *const names[] = {
    "gsound_context_new", "gsound_context_set_attributes", "gsound_context_play_simple", NULL
  };
  static LateLibrary library = { CHESS_GSOUND_SONAME, names, &calls, NULL };
  static gsize once;

  G_STATIC_ASSERT (sizeof calls == 3 * sizeof (gpointer));
  return late_calls (&library, &once, error);
}

const ChessSpeechCalls *
chess_late_speech_calls (GError **error)
{
  static ChessSpeechCalls calls;
  static const char *const names[] = { "spd_open2", "spd_set_language", "spd_cancel", "spd_say", NULL };
  static LateLibrary library = { CHESS_SPEECHD_SONAME, names, &calls, NULL };
  static gsize once;

  G_STATIC_ASSERT (sizeof calls == 4 * sizeof (gpointer));
  return late_calls (&library, &once, error);
}
