/* main.c — start the chess application. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "chess-application.h"
#include "chess-test-events.h"

int
main (int argc, char *argv[])
{
  g_autoptr (ChessApplication) app = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  chess_test_events_init ();
  app = chess_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
