/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-appearance.h — the look of the whole program under libadwaita. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* In main(), before any thread starts: GTK would parse its own Adwaita
 * theme when the display's settings are created, only for libadwaita to
 * replace it at once; under GTK_THEME=Adwaita-empty it parses nothing.
 * Does nothing when the user set GTK_THEME. */
void chess_appearance_skip_gtk_theme (void);

/* In the application's startup, before the parent's: creates the display's
 * GtkSettings (under the empty theme) and removes GTK_THEME again, so that
 * libadwaita installs its stylesheet and programs started later (the help
 * viewer) see the environment they were given; then starts libadwaita
 * (see the .c for why here). */
void chess_appearance_create_gtk_settings (void);

/* libadwaita's whole style sheet in place of the first frame's part of it
 * (see the .c): once, after the first window's first frame. */
void chess_appearance_load_whole_style (void);

/* data/style.css for every window, at the application's priority (what
 * AdwApplication does for an application with a resource base path). */
void chess_appearance_load_style (void);

/* From now on the "style" key of settings decides the colour scheme of
 * every window: follow the system's preference (live), or always light or
 * dark.  Needs an AdwApplication past its startup (AdwStyleManager). */
void chess_appearance_follow_settings (GSettings *settings);

G_END_DECLS
