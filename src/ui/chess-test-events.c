/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-test-events.c — see chess-test-events.h */
#include "chess-test-events.h"

#include <stdio.h>
#include <stdarg.h>
#include <string.h>

static int events_enabled = -1;

void
chess_test_events_init (void)
{
  const char *value = g_getenv ("CHESS_TEST_EVENTS");

  events_enabled = value != NULL && value[0] != '\0' && strcmp (value, "0") != 0;
  if (events_enabled)
    setvbuf (stdout, NULL, _IOLBF, 0);
}

gboolean
chess_test_events_enabled (void)
{
  if (events_enabled < 0)
    chess_test_events_init ();
  return events_enabled;
}

void
chess_test_events_emit (const char *format, ...)
{
  va_list args;

  if (!chess_test_events_enabled ())
    return;
  va_start (args, format);
  vfprintf (stdout, format, args);
  va_end (args);
  fputc ('\n', stdout);
  fflush (stdout);
}
