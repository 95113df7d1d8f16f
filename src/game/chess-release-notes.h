/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-release-notes.h — the release notes of the AppStream metainfo, as
 * the About window shows them. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Reads the <release> of `version` from metainfo (the XML text, or its
 * source data/com.example.Chess.metainfo.xml.in) — or the first, newest
 * release when none has that version — and returns its description as
 * AdwAboutWindow's release-notes markup: <p>, <ul>/<ol> with <li>, and
 * <em>/<code> inside them.  Each paragraph and list item is translated
 * through the program's catalogue (the same messages xgettext took from
 * the metainfo).  *found_version (may be NULL) gets the release's version,
 * to free.  NULL and an error when the text is not XML or has no release. */
char *chess_release_notes_from_metainfo (const char  *metainfo,
                                         gssize       length,
                                         const char  *version,
                                         char       **found_version,
                                         GError     **error);

G_END_DECLS
