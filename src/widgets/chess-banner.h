/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-banner.h — a message beside the board with its buttons: a
 * result, a draw offer, the problems of a file, a fault of the engine.
 * GtkInfoBar did this but is deprecated from GTK 4.10 on, and AdwBanner
 * came with libadwaita 1.3; this is the little of them the window needs.
 *
 * A title (bold) and a text, both wrapping, and buttons that answer with
 * a response id: the button of a short message (a title or a text) stands
 * beside it; two or more, or one under a title and a text, go under it
 * (the banner has the side panel's width).  It slides in and out; hidden,
 * it takes no room. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CHESS_TYPE_BANNER (chess_banner_get_type ())
G_DECLARE_FINAL_TYPE (ChessBanner, chess_banner, CHESS, BANNER, GtkWidget)

/* The response of the close button (chess_banner_set_show_close_button),
 * which also hides the banner. */
#define CHESS_BANNER_RESPONSE_CLOSE (-1)

GtkWidget  *chess_banner_new                   (void);
/* The colour says what kind of message it is: GTK_MESSAGE_INFO and
 * GTK_MESSAGE_QUESTION the accent, GTK_MESSAGE_WARNING and
 * GTK_MESSAGE_ERROR theirs (GTK_MESSAGE_OTHER is taken as INFO). */
void        chess_banner_set_message_type      (ChessBanner    *self,
                                                GtkMessageType  type);
GtkMessageType chess_banner_get_message_type   (ChessBanner    *self);
/* NULL or "" hides the title, or the text. */
void        chess_banner_set_title             (ChessBanner    *self,
                                                const char     *title);
const char *chess_banner_get_title             (ChessBanner    *self);
void        chess_banner_set_text              (ChessBanner    *self,
                                                const char     *text);
const char *chess_banner_get_text              (ChessBanner    *self);
/* A widget under the text (a progress bar…); in a .ui file, the banner's
 * <child>.  NULL removes it. */
void        chess_banner_set_extra_child       (ChessBanner    *self,
                                                GtkWidget      *child);
GtkWidget  *chess_banner_get_extra_child       (ChessBanner    *self);
/* A text that can be selected and copied (an error message). */
void        chess_banner_set_text_selectable   (ChessBanner    *self,
                                                gboolean        selectable);
/* A button with a mnemonic label; a click emits "response" with the id.
 * css_class ("suggested-action"…) may be NULL. */
GtkWidget  *chess_banner_add_button            (ChessBanner    *self,
                                                const char     *label,
                                                int             response,
                                                const char     *css_class);
/* Removes every button added (a banner whose choices change). */
void        chess_banner_remove_buttons        (ChessBanner    *self);
void        chess_banner_set_show_close_button (ChessBanner    *self,
                                                gboolean        show);
/* Property "revealed"; a banner starts hidden. */
void        chess_banner_set_revealed          (ChessBanner    *self,
                                                gboolean        revealed);
gboolean    chess_banner_get_revealed          (ChessBanner    *self);

G_END_DECLS
