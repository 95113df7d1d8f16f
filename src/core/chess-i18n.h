/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-i18n.h — private: translated messages in the core.  gettext is part
 * of glibc, so the core still depends on nothing but libc. */
#pragma once

#include <libintl.h>

#define CHESS_TEXT_DOMAIN "chess"
/* Translate a message template (then format it). */
#define chess_tr(text) dgettext (CHESS_TEXT_DOMAIN, text)
/* Mark for extraction only. */
#define chess_tr_noop(text) (text)
