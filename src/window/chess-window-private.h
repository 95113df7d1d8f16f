/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window-private.h — what chess-window.c (the views) and
 * chess-window-actions.c (actions and dialogs) share. */
#pragma once

#include "chess-window.h"
#include "chess-banner.h"
#include "chess-board.h"
#include "chess-clock-view.h"
#include "chess-game-list-window.h"
#include "chess-library-window.h"
#include "chess-move-list.h"
#include "chess-review.h"
#include "chess-engine-opponent.h"
#include "chess-play.h"

G_BEGIN_DECLS

typedef void (*ChessWindowContinuation) (ChessWindow *self, gpointer data);

/* What runs with the file the user chose (chess_window_choose_file). */
typedef void (*ChessWindowFileChosen) (ChessWindow *self, GFile *file);

struct _ChessWindow
{
  AdwApplicationWindow parent_instance;

  /* template children */
  GtkWidget *header_bar;
  AdwWindowTitle *window_title;
  AdwToastOverlay *toast_overlay;
  GtkWidget *new_game_button;        /* these two hide in a narrow window: */
  GtkWidget *analysis_button;        /* the main menu has both */
  GtkWidget *pause_button;
  GtkWidget *main_menu_button;
  GMenuModel *main_menu;             /* given to the button when first opened */
  GtkWidget *banners;                /* the box of the bars below */
  ChessBanner *problems_bar;
  ChessBanner *draw_bar;
  ChessBanner *result_bar;
  guint result_choices;              /* what its buttons offer (chess-window-banners.c) */
  GtkWidget *board_overlay;
  ChessBoard *board;
  GtkWidget *side_panel;
  GtkWidget *side_switcher;
  AdwViewStack *side_stack;
  GtkWidget *content_box;
  ChessClockView *top_clock;
  ChessClockView *bottom_clock;
  ChessMoveListView *move_list;
  GtkWidget *draw_button;            /* Offer Draw, or Claim Draw when a claim holds */
  GtkWidget *draw_button_label;
  gboolean claim_announced;          /* the toast for this claim was shown */

  /* analysis (chess-window-analysis.c) */
  GtkWidget *analysis_panel;         /* in side_panel, shown while analysing; made
                                      * when analysis is first turned on */
  GtkWidget *tablebase_panel;        /* above the move list, shown while analysing a covered position */
  ChessTablebase *tablebase;         /* the application's, NULL: none */
  GtkWidget *eval_bar;               /* beside the board, in content_box */
  gboolean analysis_on;
  gboolean previewing;               /* the board shows a line's position */
  /* review (chess-window-review.c): under the move list */
  GtkWidget *eval_graph;
  GtkWidget *review_bar;             /* progress and Cancel */
  GtkWidget *review_progress;
  GtkWidget *review_summary;
  GtkWidget *learn_button;           /* Learn from Your Mistakes, under the summary */
  GtkWidget *mistake_bar;            /* whose mistakes, previous and next (chess-window-review-marks.c); made when first needed */
  GtkWidget *mistake_side;
  gboolean better_move_shown;        /* its arrow is on the board */
  /* editing the moves (chess-window-edit.c) */
  AdwToast *undo_toast;              /* the last deletion's, while shown */
  /* the library (chess-window-library.c) */
  GtkWidget *explorer;               /* in explorer_page, made when the page is first shown */
  GtkWidget *explorer_page;          /* a page of the side panel */
  ChessLibraryWindow *library_window;/* made when first shown */
  ChessGame *library_game;           /* the game followed for the explorer */
  ChessBanner *library_bar;          /* the library cannot be opened */
  GtkWidget *library_rebuild_button; /* on library_bar, for a damaged library */
  GtkWidget *library_new_button;
  gboolean library_rebuilding;
  ChessBanner *library_read_only_bar;/* it can be read, not changed */
  /* the games of the file (chess-window-games.c) */
  GtkWidget *games_button;
  ChessGameListWindow *games_window; /* of the last file of many games */

  /* the game in play: its owner, whose "changed" refreshes the actions */
  ChessPlay *play;
  /* a symbol being typed on this node (chess-window-annotate.c) */
  char symbol_typed[4];
  ChessNode *symbol_node;           /* compared only */
  guint64 symbol_serial;            /* the game's change serial after its symbol */
  /* the computer opponent (chess-engine-window.c), the play's */
  ChessEngineOpponent *opponent;
  ChessEnginePlayer *thinking_player; /* the opponent's player, followed */
  ChessBanner *engine_bar;           /* a fault of the engine: Restart or go on without */
  GCancellable *hint_cancellable;    /* the hint being searched */
  gboolean hint_shown;               /* its arrow is on the board */
  guint hint_ply;                    /* the live ply it is for */
  guint premove_ply;                 /* the plies when the premove was chosen */
  guint premove_id;                  /* plays it after the engine's reply */

  ChessSession *session;
  /* where finished games and the Library views go (NULL: nowhere) */
  ChessLibraryService *library;
  /* the file chooser's answer waits for this (NULL: none open) */
  ChessWindowFileChosen file_chosen;
  ChessGame *game;                   /* the session's, followed */
  GSettings *settings;
  GCancellable *cancellable;

  /* made when first needed: most starts show none of them */
  ChessBanner *restored_bar;
  ChessBanner *drafts_bar;
  ChessBanner *draft_error_bar;      /* the draft cannot be written */
  GtkWidget *paused_cover;
  GtkWidget *move_entry;             /* over the board's foot while a move is typed */

  AdwToast *toast;                   /* weak: the toast of show_toast() while it shows */
  guint narrow_idle;                 /* restyling for the layout, after the frame */
  guint icon_source;                 /* setting the icon after the first frame */
  gboolean narrow;                   /* styled for the narrow layout */
  gboolean flipped;
  gboolean restored;                 /* the restored banner stands until resumed */

  /* what to do once the unsaved game is saved or discarded */
  ChessWindowContinuation pending;
  gpointer pending_data;
  GDestroyNotify pending_destroy;
};

/* chess-window-actions.c: from the play's "changed" only (and once at start) */
void     chess_window_update_actions   (ChessWindow *self);
/* chess-window-banners.c */
void     chess_window_banners_init     (ChessWindow *self);
void     chess_window_update_banners   (ChessWindow *self);
void     chess_window_update_draft_banner (ChessWindow *self);
void     chess_window_hide_problems    (ChessWindow *self);
/* The result banner's buttons for what may follow the game now. */
void     chess_window_update_result_choices (ChessWindow *self);
/* chess-window.c */
void     chess_window_set_flipped      (ChessWindow *self, gboolean flipped);
/* The side to move where the game goes on (whose clock runs). */
ChessColor chess_window_live_side      (ChessWindow *self);

/* The board shows the game's current position again. */
void     chess_window_update_board     (ChessWindow *self);
/* The players' names changed (clock cards, title). */
void     chess_window_update_players   (ChessWindow *self);
void     chess_window_update_notation  (ChessWindow *self);

/* chess-window-toasts.c */
void     chess_window_forget_toast     (ChessWindow *self);
void     chess_window_touch_move_refused (ChessBoard *board, int square, ChessWindow *self);

/* chess-window-keys.c: the window's one capture-phase key controller:
 * Left/Right/Home/End move through the game, then a key typed on the
 * board begins a move, then the reader keys */
void     chess_window_keys_init        (ChessWindow *self);

/* chess-window-typing.c: a key typed on the board opens the move entry
 * (called by the window's key controller, chess-window-keys.c) */
void     chess_window_typing_init      (ChessWindow *self);
gboolean chess_window_typing_key_pressed (ChessWindow *self, guint keyval, GdkModifierType state);

/* lichess's blind-mode keys on the board (chess-window-reader.c), and
 * what they and the command line say: through the focused cell of the
 * board for a screen reader, and spoken with "Speak moves" on.  The key
 * handler is called by the window's key controller (chess-window-keys.c). */
gboolean chess_window_reader_key_pressed (ChessWindow *self, GtkEventControllerKey *controller,
                                          guint keycode, GdkModifierType state);
void     chess_window_reader_say       (ChessWindow *self, const char *text);
/* The answer to a command of the command line ("p N", "s e", "clock",
 * "last", "eval", "best"), or NULL when `text` is none. */
char    *chess_window_reader_answer    (ChessWindow *self, const char *text);
/* A move made on the board: the entry and what was typed in it go. */
void     chess_window_typing_close     (ChessWindow *self);
/* The position changed: the entry reads its text in the new one. */
void     chess_window_typing_update    (ChessWindow *self);

/* chess-window-analysis.c */
void     chess_window_analysis_install (GtkWidgetClass *widget_class);
void     chess_window_analysis_init    (ChessWindow *self);
void     chess_window_analysis_dispose (ChessWindow *self);
/* Enables the analysis where it is allowed, turns it off elsewhere. */
void     chess_window_analysis_update  (ChessWindow *self);
/* Games not being played (on the clock, or against the computer). */
gboolean chess_window_analysis_allowed (ChessWindow *self);
/* Where analysis is off, a toast says why (TRUE); FALSE where it is on. */
gboolean chess_window_analysis_explain_refusal (ChessWindow *self);
/* A new analysis board from a FEN the strict reader takes (after asking
 * to save what would be lost). */
void     chess_window_analyse_position (ChessWindow *self, const char *fen);

/* chess-window-setup.c: Set Up Position, and what it hands back */
void     chess_window_setup_install    (GtkWidgetClass *widget_class);
/* The editor, starting from pos (any placement). */
void     chess_window_set_up_position  (ChessWindow *self, const ChessPosition *pos);

/* chess-window-review.c */
void     chess_window_review_install   (GtkWidgetClass *widget_class);
/* chess-window-puzzles.c: Learn from Your Mistakes, enabled while the
 * game carries a review. */
void     chess_window_puzzles_install  (GtkWidgetClass *widget_class);
void     chess_window_puzzles_init     (ChessWindow *self);
void     chess_window_puzzles_update   (ChessWindow *self);
void     chess_window_review_init      (ChessWindow *self);
/* Follows the play's review (once the play exists). */
void     chess_window_review_watch     (ChessWindow *self);
void     chess_window_review_dispose   (ChessWindow *self);
/* Another game: the review and the graph start over. */
void     chess_window_review_reset     (ChessWindow *self);
/* The graph's current move, the action's state. */
void     chess_window_review_update    (ChessWindow *self);
/* chess-window-review-marks.c: the marks a review left in the game, on
 * the graph and in the summary; next and previous mistake. */
void     chess_window_review_marks_install (GtkWidgetClass *widget_class);
void     chess_window_review_marks_show (ChessWindow *self);

/* chess-window-edit.c: the actions of the move list's menu */
void     chess_window_edit_install     (GtkWidgetClass *widget_class);
void     chess_window_edit_init        (ChessWindow *self);
void     chess_window_edit_dispose     (ChessWindow *self);
/* Enables the edits that the current move allows. */
void     chess_window_edit_update      (ChessWindow *self);

/* chess-window-annotate.c: comments and symbols; a character typed that
 * is a symbol's (TRUE: taken) */
void     chess_window_annotate_install (GtkWidgetClass *widget_class);
void     chess_window_annotate_update  (ChessWindow *self);
gboolean chess_window_annotate_typed   (ChessWindow *self, gunichar c);
/* Undo (redo FALSE) or Redo of an edit of the game; FALSE when there is
 * none (the moves' Take Back and Redo then act). */
gboolean chess_window_annotate_can_undo (ChessWindow *self, gboolean redo);
gboolean chess_window_annotate_undo   (ChessWindow *self, gboolean redo);

/* chess-window-marks.c */
void     chess_window_marks_init       (ChessWindow *self);
void     chess_window_marks_update     (ChessWindow *self);

/* chess-engine-window.c */
void     chess_window_engine_install   (GtkWidgetClass *widget_class);
void     chess_window_engine_init      (ChessWindow *self);
/* chess-window-sounds.c: the game's sounds, once the play exists; a move
 * the play refused is heard as illegal. */
void     chess_window_sounds_init      (ChessWindow *self);
void     chess_window_sounds_dispose   (ChessWindow *self);
void     chess_window_sound_illegal    (ChessWindow *self);
void     chess_window_engine_dispose   (ChessWindow *self);
/* The clock cards and the hint after a change of the game or the board. */
void     chess_window_engine_update    (ChessWindow *self);
/* Take Back: a move pair against the engine; FALSE if nothing was taken back. */
gboolean chess_window_engine_takeback  (ChessWindow *self);
/* New Game against the computer (takes `options`); path NULL: none known. */
void     chess_window_engine_new_game  (ChessWindow *self, ChessGameOptions *options,
                                        ChessColor engine_side, const char *path,
                                        const ChessEngineLevel *level);
/* chess-window-games.c */
void     chess_window_games_install    (GtkWidgetClass *widget_class);
void     chess_window_games_init       (ChessWindow *self);
void     chess_window_games_watch      (ChessWindow *self);
void     chess_window_games_dispose    (ChessWindow *self);
/* A game of a file was opened; show_list: the user opened the file
 * itself, so a file of many games shows its list. */
void     chess_window_games_opened     (ChessWindow *self, gboolean show_list);

/* chess-window-library.c */
void     chess_window_library_install  (GtkWidgetClass *widget_class);
void     chess_window_library_init     (ChessWindow *self);
void     chess_window_library_watch    (ChessWindow *self);
void     chess_window_library_dispose  (ChessWindow *self);

/* chess-window-actions.c */
void     chess_window_install_actions  (GtkWidgetClass *widget_class);
/* A file chooser for PGN files; `then` runs with the file chosen. */
void     chess_window_choose_file      (ChessWindow *self, const char *title, GtkFileChooserAction action,
                                        const char *accept, const char *suggested_name,
                                        ChessWindowFileChosen then);
/* Runs `then` at once when nothing would be lost, else after the user
 * chose Save (and the save worked) or Discard; never after Cancel. */
void     chess_window_confirm_discard  (ChessWindow *self, ChessWindowContinuation then,
                                        gpointer data, GDestroyNotify destroy);
void     chess_window_drop_pending     (ChessWindow *self);
/* The same opponent again, colours swapped (after asking to save). */
void     chess_window_rematch          (ChessWindow *self);
/* New Game, with "From FEN" and `fen` chosen when not NULL. */
void     chess_window_show_new_game_dialog_from (ChessWindow *self, const char *fen);

/* chess-window-clipboard.c */
void     chess_window_clipboard_install (GtkWidgetClass *widget_class);
void     chess_window_clipboard_init   (ChessWindow *self);

/* chess-window-export.c: Export Position, Export Game as GIF, Copy
 * Position Image, drawn by the render room. */
void     chess_window_export_install   (GtkWidgetClass *widget_class);

/* chess-window-x11.c: after the first frame, no frame synchronization
 * where no window manager offers it (nor GDK's question at every frame). */
void     chess_window_x11_frame_sync   (ChessWindow *self);

G_END_DECLS
