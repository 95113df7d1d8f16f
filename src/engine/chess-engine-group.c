/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-engine-group.c — every engine runs in a process group of its own,
 * so that the processes it starts itself (a helper, a second engine, a
 * script's children) end with it: the group is killed when the engine is
 * ended or once it has exited, and every group still there is killed when
 * this process exits, normally or by SIGINT, SIGTERM or SIGHUP (a tool
 * stopped by Ctrl+C: its engines no longer share its terminal's group,
 * which the terminal signals).  An engine also dies with this process
 * (PR_SET_PDEATHSIG) when it is killed outright (SIGKILL), where nothing
 * here runs; what that engine started itself then lives on.
 *
 * The groups are kept in a fixed table that the signal handler reads
 * without locks (kill() is safe there). */
#include "config.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <unistd.h>

#include "chess-engine-private.h"

/* More engines than any window or tool runs at once. */
#define MAX_GROUPS 64

static volatile sig_atomic_t groups[MAX_GROUPS];
static GMutex groups_lock;

static void
kill_all_groups (void)
{
  for (int i = 0; i < MAX_GROUPS; i++)
    if (groups[i] > 0)
      kill (-(pid_t) groups[i], SIGKILL);
}

static void
on_signal (int signum)
{
  kill_all_groups ();
  signal (signum, SIG_DFL);
  raise (signum);
}

/* Once: at exit, and on the signals that end a process by default (a
 * handler the application set stays, and its own exit reaches atexit). */
static void
install_handlers (void)
{
  static const int signums[] = { SIGINT, SIGTERM, SIGHUP };

  atexit (kill_all_groups);
  for (gsize i = 0; i < G_N_ELEMENTS (signums); i++)
    {
      struct sigaction now;

      if (sigaction (signums[i], NULL, &now) == 0 && now.sa_handler == SIG_DFL)
        {
          struct sigaction action = { 0 };

          action.sa_handler = on_signal;
          sigemptyset (&action.sa_mask);
          sigaction (signums[i], &action, NULL);
        }
    }
}

void
_chess_engine_group_child_setup (gpointer user_data)
{
  pid_t parent = (pid_t) GPOINTER_TO_INT (user_data);

  setpgid (0, 0);
  prctl (PR_SET_PDEATHSIG, SIGKILL);
  /* The parent may have gone before the line above. */
  if (getppid () != parent)
    _exit (1);
}

void
_chess_engine_group_add (GPid group)
{
  static gsize installed = 0;

  if (g_once_init_enter (&installed))
    {
      install_handlers ();
      g_once_init_leave (&installed, 1);
    }
  g_mutex_lock (&groups_lock);
  for (int i = 0; i < MAX_GROUPS; i++)
    if (groups[i] == 0)
      {
        groups[i] = group;
        break;
      }
  g_mutex_unlock (&groups_lock);
}

void
_chess_engine_group_kill (GPid group)
{
  if (group <= 0)
    return;
  kill (-group, SIGKILL);
  /* The engine itself, should it not lead its group (setpgid failed). */
  kill (group, SIGKILL);
}

void
_chess_engine_group_end (GPid group)
{
  if (group <= 0)
    return;
  /* Whatever the engine left running (ESRCH when nothing is left). */
  kill (-group, SIGKILL);
  g_mutex_lock (&groups_lock);
  for (int i = 0; i < MAX_GROUPS; i++)
    if (groups[i] == group)
      groups[i] = 0;
  g_mutex_unlock (&groups_lock);
}
