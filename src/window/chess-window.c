/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window.c — the main window as a view of one ChessSession.  The
 * actions and dialogs are in chess-window-actions.c.
 *
 * One signal rule for the views: the board, the header's subtitle and the
 * clocks follow the game's "position-changed" (one update per move, also
 * for takebacks and navigation); results, offers and the title follow
 * their own notifications; the move list follows "tree-changed" and
 * "result-changed" by itself.  "move-made" is for observers (the test
 * probe, engines), not for views. */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "chess-window-private.h"
#include "chess-window-resources.h"
#include "chess-analysis-panel.h"
#include "chess-material-text.h"
#include "chess-notation.h"
#include "chess-window-layout.h"
#include "chess-cached-bin.h"
#include "chess-optional-bin.h"
#include "chess-accessible-fixes.h"

enum {
  PROP_0,
  PROP_SESSION,
  PROP_LIBRARY,
  PROP_ANALYSIS,
  PROP_ANALYSIS_PANEL,
  PROP_EXPLORER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (ChessWindow, chess_window, ADW_TYPE_APPLICATION_WINDOW)


ChessSession *
chess_window_get_session (ChessWindow *self)
{
  g_return_val_if_fail (CHESS_IS_WINDOW (self), NULL);
  return self->session;
}

gboolean
chess_window_is_pristine (ChessWindow *self)
{
  g_return_val_if_fail (CHESS_IS_WINDOW (self), FALSE);
  return !chess_game_has_moves (self->game) && chess_session_get_file (self->session) == NULL;
}

ChessColor
chess_window_live_side (ChessWindow *self)
{
  return chess_position_side_to_move (chess_game_get_live_position (self->game));
}

/* What covers the board while the game is paused: nobody studies the
 * position on stopped time. */
static GtkWidget *
make_paused_cover (ChessWindow *self)
{
  GtkWidget *cover = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  GtkWidget *label = gtk_label_new (_("Paused"));
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Resume"));

  gtk_widget_add_css_class (cover, "paused-cover");
  gtk_widget_set_vexpand (label, TRUE);
  gtk_widget_set_valign (label, GTK_ALIGN_END);
  gtk_widget_add_css_class (label, "title-1");
  gtk_widget_set_vexpand (button, TRUE);
  gtk_widget_set_valign (button, GTK_ALIGN_START);
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.pause");
  gtk_widget_add_css_class (button, "pill");
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_box_append (GTK_BOX (cover), label);
  gtk_box_append (GTK_BOX (cover), button);
  gtk_overlay_add_overlay (GTK_OVERLAY (self->board_overlay), cover);
  return cover;
}

/* ---- views ---------------------------------------------------------- */

static void
update_clocks (ChessWindow *self)
{
  ChessClock *clock = chess_game_get_clock (self->game);
  gboolean over = chess_game_is_over (self->game);
  ChessColor live = chess_window_live_side (self);
  ChessClockView *views[2] = { self->top_clock, self->bottom_clock };
  ChessMaterial material;

  /* of the position shown, as the board shows it */
  chess_material_count (chess_game_get_position (self->game), &material);
  for (int i = 0; i < 2; i++)
    {
      ChessColor side = chess_clock_view_get_side (views[i]);
      const char *name = chess_game_get_tag (self->game, side == CHESS_WHITE ? "White" : "Black");
      g_autofree char *ahead = chess_material_text_for_side (&material, side);

      chess_clock_view_set_clock (views[i], clock);
      chess_clock_view_set_player_name (views[i], name);
      chess_clock_view_set_material (views[i], ahead);
      chess_clock_view_set_active (views[i], !over && side == live);
    }
}

static void
update_title (ChessWindow *self)
{
  adw_window_title_set_title (self->window_title, chess_play_get_title (self->play));
}

static void
update_subtitle (ChessWindow *self)
{
  g_autofree char *subtitle = chess_play_describe_state (self->play, self->narrow);

  adw_window_title_set_subtitle (self->window_title, subtitle);
}

/* The board shows the position, and takes moves where the game allows
 * them: a game in progress at its live position from a human whose turn it
 * is, not paused; variations where the session allows them (a finished
 * game, the moves read from a file). */
static void
update_board_input (ChessWindow *self)
{
  gboolean over = chess_game_is_over (self->game);
  gboolean paused = chess_session_get_paused (self->session);
  ChessPlayer *to_move = chess_session_get_player (self->session, chess_window_live_side (self));

  chess_board_set_interactive (self->board,
                               over || chess_session_can_add_variation (self->session)
                               || (!paused && chess_game_is_at_live_position (self->game)
                                   && chess_player_is_human (to_move)));
  if (paused && self->paused_cover == NULL)
    self->paused_cover = make_paused_cover (self);
  if (self->paused_cover != NULL)
    gtk_widget_set_visible (self->paused_cover, paused);
}

static void
update_board (ChessWindow *self,
              gboolean     animate)
{
  ChessNode *node = chess_game_get_current_node (self->game);
  ChessMove last = node->parent != NULL && node->move != CHESS_MOVE_NULL ? node->move : CHESS_MOVE_NONE;

  chess_board_set_position (self->board, chess_game_get_position (self->game), last, animate);
  chess_window_marks_update (self);
  update_board_input (self);
  chess_window_typing_update (self);
}

static void
update_pause_button (ChessWindow *self)
{
  gboolean paused = chess_session_get_paused (self->session);

  gtk_button_set_icon_name (GTK_BUTTON (self->pause_button),
                            paused ? "media-playback-start-symbolic" : "media-playback-pause-symbolic");
  chess_button_keep_own_name (self->pause_button);
  gtk_widget_set_tooltip_text (self->pause_button, paused ? _("Resume the game") : _("Pause the game"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->pause_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  paused ? _("Resume") : _("Pause"), -1);
}

void
chess_window_set_flipped (ChessWindow *self,
                          gboolean     flipped)
{
  self->flipped = !!flipped;
  chess_board_set_flipped (self->board, self->flipped);
  chess_clock_view_set_side (self->top_clock, self->flipped ? CHESS_WHITE : CHESS_BLACK);
  chess_clock_view_set_side (self->bottom_clock, self->flipped ? CHESS_BLACK : CHESS_WHITE);
  if (self->game != NULL)
    update_clocks (self);
  chess_window_engine_update (self);
}

/* "Turn the board after each move": the side to move at the bottom. */
static void
auto_flip (ChessWindow *self)
{
  if (!g_settings_get_boolean (self->settings, "auto-flip") || !chess_game_is_at_live_position (self->game))
    return;
  if (self->flipped != (chess_window_live_side (self) == CHESS_BLACK))
    chess_window_set_flipped (self, !self->flipped);
}

/* A game from a file, pasted or from the library opens from White's side
 * (unless the user's own name plays Black), not from the side the last
 * game was played from; a game played here keeps the side its New Game
 * chose. */
static void
show_from_viewer_side (ChessWindow *self)
{
  int side = self->play != NULL ? chess_play_get_viewer_side (self->play) : -1;

  if (side >= 0 && self->flipped != (side == CHESS_BLACK))
    chess_window_set_flipped (self, side == CHESS_BLACK);
}

void
chess_window_update_board (ChessWindow *self)
{
  update_board (self, FALSE);
}

void
chess_window_update_players (ChessWindow *self)
{
  update_clocks (self);
  update_title (self);
}

/* The move list and the engine's lines write the pieces as the setting
 * "move-notation" says (PGN files always in English letters). */
void
chess_window_update_notation (ChessWindow *self)
{
  g_autofree char *name = g_settings_get_string (self->settings, "move-notation");
  ChessNotation notation = chess_notation_from_name (name);

  chess_move_list_view_set_notation (self->move_list, notation);
  if (self->analysis_panel != NULL)
    chess_analysis_panel_set_notation (CHESS_ANALYSIS_PANEL (self->analysis_panel), notation);
}

/* ---- the game's and the session's signals ---------------------------- */

static void
on_position_changed (ChessWindow *self)
{
  auto_flip (self);
  update_board (self, TRUE);
  update_subtitle (self);
  update_clocks (self);
}

static void
on_result_changed (ChessWindow *self)
{
  const ChessPosition *pos = chess_game_get_position (self->game);
  const ChessPosition *shown = chess_board_get_position (self->board);

  /* The result after the move that ended the game shows the same position:
   * setting it again would cut the move's slide short. */
  if (shown->key == pos->key && memcmp (shown->board, pos->board, sizeof pos->board) == 0)
    update_board_input (self);
  else
    update_board (self, FALSE);
  update_subtitle (self);
  update_clocks (self);
  chess_window_update_banners (self);
}

static void
on_paused_changed (ChessWindow *self)
{
  chess_board_cancel_move (self->board);
  update_board (self, FALSE);
  update_subtitle (self);
  chess_window_update_banners (self);
  update_pause_button (self);
}

static void
on_move_chosen (ChessBoard  *board,
                guint        move,
                ChessWindow *self)
{
  g_autoptr(GError) error = NULL;

  chess_window_typing_close (self);
  /* Refused (too late on the clock, not allowed here): put it back. */
  if (!chess_play_move (self->play, (ChessMove) move, &error))
    {
      chess_window_sound_illegal (self);
      update_board (self, FALSE);
    }
}

/* Another game in the session: every view starts over, once. */
static void
on_game_replaced (ChessWindow *self)
{
  ChessGame *game = chess_session_get_game (self->session);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  g_signal_connect_swapped (game, "position-changed", G_CALLBACK (on_position_changed), self);
  g_signal_connect_swapped (game, "result-changed", G_CALLBACK (on_result_changed), self);
  g_signal_connect_swapped (game, "notify::draw-offer", G_CALLBACK (chess_window_update_banners), self);
  g_signal_connect_swapped (game, "notify::clock", G_CALLBACK (update_clocks), self);

  chess_board_cancel_move (self->board);
  chess_move_list_view_set_game (self->move_list, game);
  chess_window_review_reset (self);
  show_from_viewer_side (self);
  auto_flip (self);
  update_board (self, FALSE);
  update_title (self);
  update_subtitle (self);
  update_clocks (self);
  chess_window_update_banners (self);
  update_pause_button (self);
}

/* ---- side pages ----------------------------------------------------- */

void
chess_window_add_side_page (ChessWindow *self,
                            GtkWidget   *page,
                            const char  *name,
                            const char  *title,
                            const char  *icon_name)
{
  g_return_if_fail (CHESS_IS_WINDOW (self));
  g_return_if_fail (GTK_IS_WIDGET (page));

  adw_view_stack_add_titled (self->side_stack, page, name, title);
  adw_view_stack_page_set_icon_name (adw_view_stack_get_page (self->side_stack, page), icon_name);
  /* a switcher for two pages or more; one page needs none */
  gtk_widget_set_visible (self->side_switcher, TRUE);
}

/* ---- narrow or wide ------------------------------------------------- */

/* Narrow (clocks above and below the board): compact clocks, a tighter
 * panel, and a header bar without the buttons the main menu also has, so
 * that it fits 360 pixels with minimize, maximize and close.  Applied after
 * the allocation that chose it, as the layout asks. */
static void
style_for_narrow (ChessWindow *self,
                  gboolean     narrow)
{
  self->narrow = narrow;
  if (self->game != NULL)
    update_subtitle (self);
  /* their ChessOptionalBins: no spacing left for them in the header */
  gtk_widget_set_visible (gtk_widget_get_parent (self->new_game_button), !narrow);
  gtk_widget_set_visible (gtk_widget_get_parent (self->analysis_button), !narrow);
}

static gboolean
apply_narrow (gpointer data)
{
  ChessWindow *self = data;
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (self->content_box);
  gboolean compact = chess_window_layout_get_compact (CHESS_WINDOW_LAYOUT (layout));

  self->narrow_idle = 0;
  style_for_narrow (self, chess_window_layout_get_narrow (CHESS_WINDOW_LAYOUT (layout)));
  chess_clock_view_set_compact (self->top_clock, compact);
  chess_clock_view_set_compact (self->bottom_clock, compact);
  return G_SOURCE_REMOVE;
}

static void
on_narrow_changed (ChessWindow *self)
{
  if (self->narrow_idle == 0)
    self->narrow_idle = g_idle_add (apply_narrow, self);
}

/* ---- window --------------------------------------------------------- */

static void
restore_size (ChessWindow *self)
{
  int width = g_settings_get_int (self->settings, "window-width");
  int height = g_settings_get_int (self->settings, "window-height");

  gtk_window_set_default_size (GTK_WINDOW (self), width, height);
  /* Styled for the likely layout from the first frame: a window that opens
   * small must not be held taller by full-size clocks (the layout corrects
   * this guess after its first allocation). */
  style_for_narrow (self, width < 600 || width < height);
  chess_clock_view_set_compact (self->top_clock, self->narrow || height < 850);
  chess_clock_view_set_compact (self->bottom_clock, self->narrow || height < 850);
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static void
save_size (ChessWindow *self)
{
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  if (width > 0 && height > 0 && !gtk_window_is_maximized (GTK_WINDOW (self)))
    {
      g_settings_set_int (self->settings, "window-width", MAX (width, 360));
      g_settings_set_int (self->settings, "window-height", MAX (height, 360));
    }
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
}

/* Nothing is lost by closing: the session keeps its draft, exact clock
 * included, for the next start. */
static gboolean
chess_window_close_request (GtkWindow *window)
{
  ChessWindow *self = CHESS_WINDOW (window);

  save_size (self);
  g_cancellable_cancel (self->cancellable);
  chess_session_close (self->session);
  return GTK_WINDOW_CLASS (chess_window_parent_class)->close_request (window);
}

/* The window icon (X11's _NET_WM_ICON: the SVG rendered at several sizes)
 * comes after the first frame is on screen, not before it.  Installed, the
 * icon theme has it; run from the build tree, its copy in the resources is
 * added to the theme then (not at start-up: a path added once the theme is
 * read throws the theme away, see chess-appearance.c), and the theme is
 * read again on a worker, not on the main thread at the next icon. */
static void
set_icon (ChessWindow *self)
{
  gdk_display_flush (gtk_widget_get_display (GTK_WIDGET (self)));
  gtk_window_set_default_icon_name (APP_ID);
  gtk_window_set_icon_name (GTK_WINDOW (self), APP_ID);
}

static void
read_icon_theme (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  g_task_return_boolean (task, gtk_icon_theme_has_icon (GTK_ICON_THEME (source), APP_ID));
}

static void
on_icon_theme_read (GObject *source, GAsyncResult *result, gpointer data)
{
  ChessWindow *self = data;

  set_icon (self);
  g_object_unref (self);
}

/* Uninstalled: the resource copy joins the theme a second after the first
 * frame, not at once: the theme's change restyles the whole window, which
 * would delay a first click. */
static gboolean
find_uninstalled_icon (gpointer data)
{
  ChessWindow *self = data;
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (GTK_WIDGET (self)));
  g_autoptr(GTask) task = g_task_new (theme, NULL, on_icon_theme_read, g_object_ref (self));

  self->icon_source = 0;
  gtk_icon_theme_add_resource_path (theme, "/com/example/Chess/icons");
  g_task_run_in_thread (task, read_icon_theme);
  return G_SOURCE_REMOVE;
}

static gboolean
set_icon_when_idle (gpointer data)
{
  ChessWindow *self = data;
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (GTK_WIDGET (self)));

  self->icon_source = 0;
  if (gtk_icon_theme_has_icon (theme, APP_ID))
    set_icon (self);
  else
    self->icon_source = g_timeout_add_seconds_full (G_PRIORITY_DEFAULT_IDLE, 1, find_uninstalled_icon,
                                                    self, NULL);
  return G_SOURCE_REMOVE;
}

static void
on_first_paint (GdkFrameClock *clock,
                ChessWindow   *self)
{
  g_signal_handlers_disconnect_by_func (clock, on_first_paint, self);
  chess_window_x11_frame_sync (self);
  /* no reference held: a window closed at once goes at once */
  g_clear_handle_id (&self->icon_source, g_source_remove);
  self->icon_source = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, set_icon_when_idle, self, NULL);
}

static void
chess_window_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (chess_window_parent_class)->map (widget);
  if (gtk_window_get_icon_name (GTK_WINDOW (widget)) == NULL)
    g_signal_connect_object (gtk_widget_get_frame_clock (widget), "after-paint",
                             G_CALLBACK (on_first_paint), widget, 0);
}

/* The menu's widgets are built when it first opens, not at start-up. */
static void
create_main_menu (GtkMenuButton *button,
                  gpointer       user_data)
{
  ChessWindow *self = user_data;

  gtk_menu_button_set_menu_model (button, self->main_menu);
}

static void
chess_window_constructed (GObject *object)
{
  ChessWindow *self = CHESS_WINDOW (object);

  G_OBJECT_CLASS (chess_window_parent_class)->constructed (object);

  /* The application's settings, which its sessions carry. */
  self->settings = g_object_ref (chess_session_get_settings (self->session));
  g_settings_bind (self->settings, "piece-set", self->board, "piece-set", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "board-theme", self->board, "theme", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-coordinates", self->board, "show-coordinates", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-material", self->top_clock, "show-material", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-material", self->bottom_clock, "show-material", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-legal-moves", self->board, "show-legal-moves", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "animate-moves", self->board, "animate", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "touch-move", self->board, "touch-move", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "auto-queen", self->board, "auto-queen", G_SETTINGS_BIND_GET);
  g_signal_connect_swapped (self->settings, "changed::auto-flip", G_CALLBACK (auto_flip), self);
  g_signal_connect_swapped (self->settings, "changed::move-notation", G_CALLBACK (chess_window_update_notation), self);
  chess_window_update_notation (self);
  restore_size (self);

  g_signal_connect_swapped (self->session, "notify::game", G_CALLBACK (on_game_replaced), self);
  g_signal_connect_swapped (self->session, "notify::paused", G_CALLBACK (on_paused_changed), self);
  g_signal_connect_swapped (self->session, "notify::draft-error", G_CALLBACK (chess_window_update_draft_banner), self);
  chess_window_engine_init (self);
  chess_window_sounds_init (self);
  chess_window_review_watch (self);
  g_signal_connect_swapped (self->play, "notify::title", G_CALLBACK (update_title), self);
  chess_window_games_watch (self);
  chess_window_library_watch (self);
  on_game_replaced (self);
  /* From now on the play's "changed" refreshes them, once per change. */
  chess_window_update_actions (self);
}

static void
chess_window_dispose (GObject *object)
{
  ChessWindow *self = CHESS_WINDOW (object);

  g_clear_handle_id (&self->narrow_idle, g_source_remove);
  g_clear_handle_id (&self->icon_source, g_source_remove);
  chess_window_forget_toast (self);
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_object (&self->library);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);
  chess_window_drop_pending (self);
  /* the review first: it stops on the play, which the engine's part drops */
  chess_window_review_dispose (self);
  chess_window_sounds_dispose (self);
  chess_window_engine_dispose (self);
  chess_window_analysis_dispose (self);
  chess_window_edit_dispose (self);
  chess_window_games_dispose (self);
  chess_window_library_dispose (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_WINDOW);
  G_OBJECT_CLASS (chess_window_parent_class)->dispose (object);
}

static void
chess_window_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  ChessWindow *self = CHESS_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_LIBRARY:
      g_value_set_object (value, self->library);
      break;
    case PROP_ANALYSIS:
      g_value_set_boolean (value, chess_window_get_analysis (self));
      break;
    case PROP_ANALYSIS_PANEL:
      g_value_set_object (value, self->analysis_panel);
      break;
    case PROP_EXPLORER:
      g_value_set_object (value, self->explorer);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_window_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  ChessWindow *self = CHESS_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      self->session = g_value_dup_object (value);
      break;
    case PROP_LIBRARY:
      self->library = g_value_dup_object (value);
      break;
    case PROP_ANALYSIS:
      chess_window_set_analysis (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_window_class_init (ChessWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = chess_window_constructed;
  object_class->dispose = chess_window_dispose;
  object_class->get_property = chess_window_get_property;
  object_class->set_property = chess_window_set_property;
  widget_class->map = chess_window_map;
  window_class->close_request = chess_window_close_request;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, CHESS_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LIBRARY] =
    g_param_spec_object ("library", NULL, NULL, CHESS_TYPE_LIBRARY_SERVICE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ANALYSIS] =
    g_param_spec_boolean ("analysis", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* made when first needed, not with the window (notified then) */
  properties[PROP_ANALYSIS_PANEL] =
    g_param_spec_object ("analysis-panel", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_EXPLORER] =
    g_param_spec_object ("explorer", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (CHESS_TYPE_BANNER);
  g_type_ensure (CHESS_TYPE_BOARD);
  g_type_ensure (CHESS_TYPE_CACHED_BIN);
  g_type_ensure (CHESS_TYPE_CLOCK_VIEW);
  g_type_ensure (CHESS_TYPE_MOVE_LIST_VIEW);
  g_type_ensure (CHESS_TYPE_OPTIONAL_BIN);
  g_type_ensure (CHESS_TYPE_WINDOW_LAYOUT);

  /* the room's own resources: referenced, so that the linker keeps them */
  (void) chess_window_get_resource ();

  gtk_widget_class_set_template_from_resource (widget_class, "/com/example/Chess/ui/chess-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, analysis_button);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, pause_button);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, main_menu_button);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, main_menu);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, banners);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, problems_bar);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, draw_bar);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, result_bar);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, board_overlay);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, board);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, side_panel);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, side_switcher);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, side_stack);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, content_box);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, top_clock);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, bottom_clock);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, move_list);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, draw_button);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, draw_button_label);

  chess_window_install_actions (widget_class);
  gtk_widget_class_install_property_action (widget_class, "win.analysis", "analysis");
  chess_window_analysis_install (widget_class);
  chess_window_review_install (widget_class);
  chess_window_review_marks_install (widget_class);
  chess_window_puzzles_install (widget_class);
  chess_window_edit_install (widget_class);
  chess_window_annotate_install (widget_class);
  chess_window_engine_install (widget_class);
  chess_window_clipboard_install (widget_class);
  chess_window_export_install (widget_class);
  chess_window_games_install (widget_class);
  chess_window_library_install (widget_class);
  chess_window_setup_install (widget_class);
}

static void
chess_window_init (ChessWindow *self)
{
  self->cancellable = g_cancellable_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (gtk_widget_get_layout_manager (self->content_box), "notify::narrow",
                            G_CALLBACK (on_narrow_changed), self);
  g_signal_connect_swapped (gtk_widget_get_layout_manager (self->content_box), "notify::compact",
                            G_CALLBACK (on_narrow_changed), self);
  chess_window_analysis_init (self);
  chess_window_review_init (self);
  chess_window_puzzles_init (self);
  /* the mistake bar comes when a game has judged moves (chess-window-review-marks.c) */
  chess_window_edit_init (self);
  chess_window_marks_init (self);
  chess_window_clipboard_init (self);
  chess_window_games_init (self);
  chess_window_library_init (self);
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (self->main_menu_button),
                                         create_main_menu, self, NULL);

  g_signal_connect (self->board, "move-chosen", G_CALLBACK (on_move_chosen), self);
  g_signal_connect (self->board, "touch-move-refused", G_CALLBACK (chess_window_touch_move_refused), self);

  chess_window_banners_init (self);

  chess_window_keys_init (self);
  chess_window_typing_init (self);

  chess_window_set_flipped (self, FALSE);
}

ChessWindow *
chess_window_new (GtkApplication      *application,
                  ChessSession        *session,
                  ChessLibraryService *library)
{
  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (CHESS_IS_SESSION (session), NULL);
  g_return_val_if_fail (library == NULL || CHESS_IS_LIBRARY_SERVICE (library), NULL);

  return g_object_new (CHESS_TYPE_WINDOW, "session", session, "library", library, "application", application, NULL);
}
