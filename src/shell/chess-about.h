/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-about.h — the About window. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Shows an AdwAboutWindow for Chess over parent (may be NULL): credits,
 * licence, links, the release notes of this version from the AppStream
 * metainfo, and the versions of the libraries for bug reports. */
void chess_about_present (GtkWindow *parent);

G_END_DECLS
