/* SPDX-License-Identifier: GPL-3.0-or-later */
/* main.c — start the chess application. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "chess-appearance.h"
#include "chess-application.h"
#include "chess-piece-set.h"
#include "chess-position.h"
#include "chess-test-probe.h"

/* With the cairo renderer asked for (GSK_RENDERER=cairo: machines without
 * a GPU, remote sessions), GL is never used, yet GTK 4.8 on X11 loads the
 * GL driver at start only to pick a visual.  There that is Mesa's software
 * driver: 60 MiB and a third of the start-up time for nothing.  GTK reads
 * GDK_DEBUG once, in gtk_init(); gl-disable skips the probe. */
static void
chess_skip_unused_gl (void)
{
  const char *debug = g_getenv ("GDK_DEBUG");
  g_autofree char *flags = NULL;

  if (g_strcmp0 (g_getenv ("GSK_RENDERER"), "cairo") != 0)
    return;
  if (debug != NULL && strstr (debug, "gl-disable") != NULL)
    return;
  flags = debug != NULL && debug[0] != '\0' ? g_strconcat (debug, ",gl-disable", NULL)
                                            : g_strdup ("gl-disable");
  g_setenv ("GDK_DEBUG", flags, TRUE);
}

/* The move generator's tables (magic bitboards, hash keys) take a
 * millisecond or two to build; a helper thread builds them while GTK starts
 * (chess_core_init() is safe to call from any thread, once or many times). */
static gpointer
build_core_tables (gpointer data)
{
  chess_core_init ();
  return NULL;
}

/* The test events' observer (README.md, "Test events"), made once the
 * application's own startup has run and kept as long as the application;
 * the product itself knows nothing of it. */
static void
start_test_probe (GApplication *application)
{
  g_object_set_data_full (G_OBJECT (application), "chess-test-probe",
                          chess_test_probe_new (GTK_APPLICATION (application)), g_object_unref);
}

int
main (int argc, char *argv[])
{
  g_autoptr (ChessApplication) app = NULL;
  /* the catalogues of an uninstalled build (build/po), as build-aux/run.sh
   * and the tests run it; like GSETTINGS_SCHEMA_DIR */
  const char *localedir = g_getenv ("CHESS_LOCALEDIR");

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  chess_skip_unused_gl ();
  chess_appearance_skip_gtk_theme ();   /* before the threads below */
  chess_piece_set_preload (CHESS_PIECE_SET_DEFAULT);   /* in parallel with GTK's start */
  g_thread_unref (g_thread_new ("chess-core", build_core_tables, NULL));
  app = chess_application_new ();
  if (chess_test_probe_wanted ())
    g_signal_connect (app, "startup", G_CALLBACK (start_test_probe), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
