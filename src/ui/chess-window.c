/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window.c — the main window: wiring between the game model and the
 * board, clocks, move list, banners and test events.  The actions are in
 * chess-window-actions.c. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "chess-window-private.h"
#include "chess-notation.h"
#include "chess-settings.h"
#include "chess-test-events.h"
#include "chess-window-layout.h"

G_DEFINE_FINAL_TYPE (ChessWindow, chess_window, GTK_TYPE_APPLICATION_WINDOW)

static const char *
side_name (ChessColor side)
{
  return side == CHESS_WHITE ? _("White") : _("Black");
}

ChessGame *
chess_window_get_game (ChessWindow *self)
{
  g_return_val_if_fail (CHESS_IS_WINDOW (self), NULL);
  return self->game;
}

gboolean
chess_window_is_pristine (ChessWindow *self)
{
  g_return_val_if_fail (CHESS_IS_WINDOW (self), FALSE);
  return self->game == NULL || chess_game_get_record (self->game)->root->first_child == NULL;
}

gboolean
chess_window_has_unsaved_changes (ChessWindow *self)
{
  return self->game != NULL
         && chess_game_get_record (self->game)->root->first_child != NULL
         && chess_game_get_modified (self->game);
}

/* ---- test events ---------------------------------------------------- */

void
chess_window_emit_position (ChessWindow *self)
{
  char fen[CHESS_FEN_MAX];

  if (self->game == NULL || !chess_test_events_enabled ())
    return;
  chess_position_to_fen (chess_game_get_position (self->game), fen, sizeof fen);
  chess_test_events_emit ("POSITION %s", fen);
}

/* The board's origin relative to the toplevel X window (CSD offset
 * included), printed when it changes; READY after the first one. */
static void
chess_window_report_geometry (ChessWindow *self)
{
  double x, y, square, tx = 0, ty = 0;
  graphene_point_t point;
  GtkNative *native;
  int ix, iy, scale, flipped;

  if (!chess_test_events_enabled () || !gtk_widget_get_mapped (GTK_WIDGET (self->board)))
    return;
  chess_board_get_geometry (self->board, &x, &y, &square);
  if (square <= 0)
    return;
  if (!gtk_widget_compute_point (GTK_WIDGET (self->board), GTK_WIDGET (self),
                                 &GRAPHENE_POINT_INIT (x, y), &point))
    return;
  native = gtk_widget_get_native (GTK_WIDGET (self));
  gtk_native_get_surface_transform (native, &tx, &ty);
  ix = (int) lround (point.x + tx);
  iy = (int) lround (point.y + ty);
  scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  flipped = chess_board_get_flipped (self->board);

  if (ix != self->event_x || iy != self->event_y || square != self->event_square
      || scale != self->event_scale || flipped != self->event_flipped)
    {
      self->event_x = ix;
      self->event_y = iy;
      self->event_square = square;
      self->event_scale = scale;
      self->event_flipped = flipped;
      chess_test_events_emit ("BOARD %d %d %g %d %d", ix, iy, square, scale, flipped);
    }
  if (!self->ready_emitted)
    {
      self->ready_emitted = TRUE;
      chess_test_events_emit ("READY");
    }
}

static void
chess_window_report_result (ChessWindow *self)
{
  ChessResult result = chess_game_get_result (self->game);
  ChessTermination termination = chess_game_get_termination (self->game);

  if (!chess_game_is_over (self->game))
    {
      self->reported_result = CHESS_RESULT_NONE;
      self->reported_termination = CHESS_TERMINATION_NONE;
      return;
    }
  if (result == self->reported_result && termination == self->reported_termination)
    return;
  self->reported_result = result;
  self->reported_termination = termination;
  chess_test_events_emit ("RESULT %s %s", chess_result_to_string (result),
                          chess_termination_to_id (termination) != NULL
                          ? chess_termination_to_id (termination) : "unknown");
}

/* ---- views ---------------------------------------------------------- */

/* The side to move at the end of the main line (the side whose clock runs). */
static ChessColor
chess_window_live_side (ChessWindow *self)
{
  ChessPosition pos;

  if (chess_game_is_at_live_position (self->game))
    return chess_position_side_to_move (chess_game_get_position (self->game));
  chess_record_position_at (chess_game_get_record (self->game),
                            chess_game_get_last_node (self->game), &pos);
  return chess_position_side_to_move (&pos);
}

static void
chess_window_update_clocks (ChessWindow *self)
{
  ChessClock *clock = chess_game_get_clock (self->game);
  gboolean over = chess_game_is_over (self->game);
  ChessColor live = chess_window_live_side (self);
  ChessClockView *views[2] = { self->top_clock, self->bottom_clock };

  for (int i = 0; i < 2; i++)
    {
      ChessColor side = chess_clock_view_get_side (views[i]);
      const char *name = chess_game_get_tag (self->game, side == CHESS_WHITE ? "White" : "Black");

      chess_clock_view_set_clock (views[i], clock);
      chess_clock_view_set_player_name (views[i], name);
      chess_clock_view_set_active (views[i], !over && side == live);
    }
}

static gboolean
is_real_name (const char *name)
{
  return name != NULL && name[0] != '\0' && g_strcmp0 (name, "?") != 0;
}

static void
chess_window_update_status (ChessWindow *self)
{
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  const char *white = chess_game_get_tag (self->game, "White");
  const char *black = chess_game_get_tag (self->game, "Black");
  GFile *file = chess_game_get_file (self->game);

  if (file != NULL)
    title = g_file_get_basename (file);
  else if (is_real_name (white) || is_real_name (black))
    /* Translators: the players' names in the title, "Anna – Boris" */
    title = g_strdup_printf (_("%s – %s"), is_real_name (white) ? white : _("White"),
                             is_real_name (black) ? black : _("Black"));
  else
    title = g_strdup (_("Chess"));
  if (chess_game_get_modified (self->game) && file != NULL)
    {
      char *marked = g_strconcat ("• ", title, NULL);
      g_free (title);
      title = marked;
    }

  if (chess_game_is_over (self->game))
    subtitle = chess_game_describe_result (self->game);
  else if (!chess_game_is_at_live_position (self->game))
    subtitle = g_strdup (_("Reviewing an earlier position"));
  else
    {
      const ChessPosition *pos = chess_game_get_position (self->game);
      ChessColor side = chess_position_side_to_move (pos);
      ChessClock *clock = chess_game_get_clock (self->game);
      g_autofree char *tc = clock != NULL
                            ? chess_time_control_describe (chess_clock_get_time_control (clock))
                            : NULL;
      const char *state;

      if (chess_position_in_check (pos))
        state = side == CHESS_WHITE ? _("White to move, in check") : _("Black to move, in check");
      else
        state = side == CHESS_WHITE ? _("White to move") : _("Black to move");
      subtitle = tc != NULL ? g_strdup_printf ("%s · %s", state, tc) : g_strdup (state);
    }

  gtk_label_set_text (GTK_LABEL (self->title_label), title);
  gtk_label_set_text (GTK_LABEL (self->subtitle_label), subtitle);
}

static void
chess_window_update_banners (ChessWindow *self)
{
  int offer = chess_game_get_draw_offer (self->game);
  gboolean over = chess_game_is_over (self->game);

  if (over)
    {
      g_autofree char *text = chess_game_describe_result (self->game);
      gtk_label_set_text (GTK_LABEL (self->result_label), text);
    }
  gtk_info_bar_set_revealed (GTK_INFO_BAR (self->result_bar), over);

  if (!over && offer >= 0)
    {
      g_autofree char *text = NULL;
      ChessColor answering = offer == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE;

      /* Translators: "White offers a draw. Black, do you accept?" */
      text = g_strdup_printf (_("%s offers a draw. %s, do you accept?"),
                              side_name (offer), side_name (answering));
      gtk_label_set_text (GTK_LABEL (self->draw_label), text);
    }
  gtk_info_bar_set_revealed (GTK_INFO_BAR (self->draw_bar), !over && offer >= 0);
}

static void
chess_window_update_board (ChessWindow *self, gboolean animate)
{
  ChessNode *node = chess_game_get_current_node (self->game);
  ChessMove last = node != NULL && node->parent != NULL && node->move != CHESS_MOVE_NULL
                   ? node->move : CHESS_MOVE_NONE;
  gboolean live = chess_game_is_at_live_position (self->game);
  gboolean over = chess_game_is_over (self->game);

  chess_board_set_position (self->board, chess_game_get_position (self->game), last, animate);
  /* A game in progress is played at its last position; a finished or loaded
   * game takes variations from anywhere. */
  chess_board_set_interactive (self->board, over || live);
}

static void
chess_window_refresh (ChessWindow *self)
{
  chess_window_update_clocks (self);
  chess_window_update_status (self);
  chess_window_update_banners (self);
  chess_window_update_actions (self);
}

void
chess_window_set_flipped (ChessWindow *self, gboolean flipped)
{
  self->flipped = !!flipped;
  chess_board_set_flipped (self->board, self->flipped);
  chess_clock_view_set_side (self->top_clock, self->flipped ? CHESS_WHITE : CHESS_BLACK);
  chess_clock_view_set_side (self->bottom_clock, self->flipped ? CHESS_BLACK : CHESS_WHITE);
  if (self->game != NULL)
    chess_window_update_clocks (self);
}

static void
chess_window_auto_flip (ChessWindow *self)
{
  if (self->settings == NULL || !g_settings_get_boolean (self->settings, "auto-flip"))
    return;
  chess_window_set_flipped (self, chess_position_side_to_move (chess_game_get_position (self->game)) == CHESS_BLACK);
}

/* ---- game signals --------------------------------------------------- */

static void
on_position_changed (ChessGame *game, ChessWindow *self)
{
  chess_window_update_board (self, TRUE);
  chess_window_emit_position (self);
  chess_window_refresh (self);
}

static void
on_move_made (ChessGame *game, ChessNode *node, ChessWindow *self)
{
  ChessPosition before;
  char uci[8], san[CHESS_SAN_MAX];

  if (node != NULL && node->parent != NULL && chess_test_events_enabled ())
    {
      chess_record_position_at (chess_game_get_record (game), node->parent, &before);
      chess_move_to_uci (&before, node->move, uci);
      chess_move_to_san (&before, node->move, san);
      chess_test_events_emit ("MOVE %s %s", uci, san);
    }
  chess_window_auto_flip (self);
  chess_window_refresh (self);
}

static void
on_result_changed (ChessGame *game, ChessWindow *self)
{
  chess_window_update_board (self, FALSE);
  chess_window_refresh (self);
  chess_window_report_result (self);
}

static void
on_game_notify (ChessGame *game, GParamSpec *pspec, ChessWindow *self)
{
  chess_window_refresh (self);
}

static void
on_move_chosen (ChessBoard *board, guint move, ChessWindow *self)
{
  if (self->game == NULL)
    return;
  if (!chess_game_make_move (self->game, (ChessMove) move))
    /* Refused (too late on the clock, or not allowed here): put it back. */
    chess_window_update_board (self, FALSE);
}

static void
on_promotion_opened (ChessBoard *board, ChessWindow *self)
{
  chess_test_events_emit ("PROMOTION");
}

void
chess_window_set_game (ChessWindow *self, ChessGame *game)
{
  g_return_if_fail (CHESS_IS_WINDOW (self));
  g_return_if_fail (CHESS_IS_GAME (game));

  if (self->game != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->game, self);
      g_clear_object (&self->game);
    }
  self->game = g_object_ref (game);
  self->reported_result = CHESS_RESULT_NONE;
  self->reported_termination = CHESS_TERMINATION_NONE;

  g_signal_connect (game, "position-changed", G_CALLBACK (on_position_changed), self);
  g_signal_connect (game, "move-made", G_CALLBACK (on_move_made), self);
  g_signal_connect (game, "result-changed", G_CALLBACK (on_result_changed), self);
  g_signal_connect_swapped (game, "tree-changed", G_CALLBACK (chess_window_refresh), self);
  g_signal_connect (game, "notify::draw-offer", G_CALLBACK (on_game_notify), self);
  g_signal_connect (game, "notify::can-claim-draw", G_CALLBACK (on_game_notify), self);
  g_signal_connect (game, "notify::modified", G_CALLBACK (on_game_notify), self);

  chess_board_cancel_move (self->board);
  chess_move_list_view_set_game (self->move_list, game);
  chess_window_update_board (self, FALSE);
  chess_window_auto_flip (self);
  chess_window_refresh (self);
  chess_window_emit_position (self);
  chess_window_report_result (self);
}

/* ---- games ---------------------------------------------------------- */

static void
chess_window_use_autosave (ChessWindow *self, ChessGame *game)
{
  g_autoptr (GFile) file = chess_game_get_default_autosave_file ();

  chess_game_set_autosave_file (game, file);
}

gboolean
chess_window_new_game (ChessWindow *self, const ChessTimeControl *tc, const char *fen,
                       const char *white_name, const char *black_name, GError **error)
{
  g_autoptr (ChessGame) game = NULL;

  g_return_val_if_fail (CHESS_IS_WINDOW (self), FALSE);

  game = fen != NULL ? chess_game_new_from_fen (fen, error) : chess_game_new ();
  if (game == NULL)
    return FALSE;
  chess_window_start_game (self, game, tc, white_name, black_name);
  return TRUE;
}

void
chess_window_start_game (ChessWindow *self, ChessGame *game, const ChessTimeControl *tc,
                         const char *white_name, const char *black_name)
{
  g_autoptr (ChessTimeControl) default_tc = NULL;
  g_autofree char *white = NULL, *black = NULL;
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y.%m.%d");

  g_return_if_fail (CHESS_IS_WINDOW (self));
  g_return_if_fail (CHESS_IS_GAME (game));

  if (tc == NULL)
    {
      g_autofree char *text = self->settings != NULL
                              ? g_settings_get_string (self->settings, "last-time-control")
                              : g_strdup ("300+3");
      default_tc = chess_time_control_parse (text, NULL);
      if (default_tc == NULL)
        default_tc = chess_time_control_new_simple (300 * G_USEC_PER_SEC, CHESS_BONUS_INCREMENT,
                                                    3 * G_USEC_PER_SEC);
      tc = default_tc;
    }
  chess_game_set_time_control (game, tc);

  white = g_strdup (white_name != NULL ? white_name
                    : self->settings != NULL ? g_settings_get_string (self->settings, "white-name") : NULL);
  black = g_strdup (black_name != NULL ? black_name
                    : self->settings != NULL ? g_settings_get_string (self->settings, "black-name") : NULL);
  if (is_real_name (white))
    chess_game_set_tag (game, "White", white);
  if (is_real_name (black))
    chess_game_set_tag (game, "Black", black);
  chess_game_set_tag (game, "Date", date);

  if (self->settings != NULL && chess_game_get_clock (game) != NULL &&
      g_settings_get_enum (self->settings, "clock-start") == CHESS_CLOCK_START_IMMEDIATELY)
    chess_clock_start (chess_game_get_clock (game),
                       chess_position_side_to_move (chess_game_get_position (game)));

  chess_game_set_modified (game, FALSE);
  chess_window_use_autosave (self, game);
  chess_window_hide_problems (self);
  chess_window_set_game (self, game);
}

gboolean
chess_window_restore_autosave (ChessWindow *self)
{
  g_autoptr (GFile) file = chess_game_get_default_autosave_file ();
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessGame) game = chess_game_restore_autosave (file, &error);

  if (game == NULL)
    {
      if (error != NULL)
        {
          g_autofree char *path = g_file_get_parse_name (file);
          g_autofree char *details = g_strdup_printf ("%s: %s", path, error->message);
          chess_window_show_problems (self, GTK_MESSAGE_WARNING,
                                      _("The unfinished game could not be restored"), details);
        }
      return FALSE;
    }
  if (chess_game_is_over (game))
    return FALSE;
  chess_window_use_autosave (self, game);
  chess_window_set_game (self, game);
  return TRUE;
}

typedef struct {
  ChessWindow *window;
  GFile *file;
} LoadData;

static void
on_game_loaded (GObject *source, GAsyncResult *result, gpointer user_data)
{
  LoadData *data = user_data;
  ChessWindow *self = data->window;
  g_autoptr (GPtrArray) warnings = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessGame) game = chess_game_load_finish (result, &warnings, &error);
  g_autofree char *name = g_file_get_parse_name (data->file);

  if (game == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          g_autofree char *title = g_strdup_printf (_("Could not open “%s”"), name);
          chess_window_show_problems (self, GTK_MESSAGE_ERROR, title, error->message);
        }
    }
  else
    {
      chess_window_use_autosave (self, game);
      chess_window_set_game (self, game);
      if (warnings != NULL && warnings->len > 0)
        {
          g_autoptr (GString) details = g_string_new (NULL);
          g_autofree char *title = g_strdup_printf (_("Problems in “%s”; what could be read is shown"), name);
          guint shown = MIN (warnings->len, 12);

          for (guint i = 0; i < shown; i++)
            g_string_append_printf (details, "%s%s", i > 0 ? "\n" : "",
                                    (const char *) g_ptr_array_index (warnings, i));
          if (warnings->len > shown)
            g_string_append_printf (details,
                                    ngettext ("\n… and %u more problem", "\n… and %u more problems",
                                              warnings->len - shown),
                                    warnings->len - shown);
          chess_window_show_problems (self, GTK_MESSAGE_WARNING, title, details->str);
        }
      else
        chess_window_hide_problems (self);
    }
  g_object_unref (data->window);
  g_object_unref (data->file);
  g_free (data);
}

void
chess_window_open_file (ChessWindow *self, GFile *file)
{
  LoadData *data;

  g_return_if_fail (CHESS_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  /* Something has to be shown while the file loads (and if it fails). */
  if (self->game == NULL)
    chess_window_new_game (self, NULL, NULL, NULL, NULL, NULL);

  data = g_new0 (LoadData, 1);
  data->window = g_object_ref (self);
  data->file = g_object_ref (file);
  chess_game_load_async (file, 0, self->cancellable, on_game_loaded, data);
}

/* ---- banners -------------------------------------------------------- */

void
chess_window_show_problems (ChessWindow *self, GtkMessageType type, const char *title, const char *details)
{
  gtk_info_bar_set_message_type (GTK_INFO_BAR (self->problems_bar), type);
  gtk_label_set_text (GTK_LABEL (self->problems_title), title);
  gtk_label_set_text (GTK_LABEL (self->problems_label), details != NULL ? details : "");
  gtk_widget_set_visible (self->problems_label, details != NULL && details[0] != '\0');
  gtk_info_bar_set_revealed (GTK_INFO_BAR (self->problems_bar), TRUE);
}

void
chess_window_hide_problems (ChessWindow *self)
{
  gtk_info_bar_set_revealed (GTK_INFO_BAR (self->problems_bar), FALSE);
}

static void
on_problems_response (GtkInfoBar *bar, int response, ChessWindow *self)
{
  chess_window_hide_problems (self);
}

enum { RESPONSE_ACCEPT_DRAW = 1, RESPONSE_DECLINE_DRAW, RESPONSE_NEW_GAME };

static void
on_draw_response (GtkInfoBar *bar, int response, ChessWindow *self)
{
  int offer = chess_game_get_draw_offer (self->game);

  if (offer < 0)
    return;
  chess_game_answer_draw_offer (self->game, offer == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE,
                                response == RESPONSE_ACCEPT_DRAW);
  chess_window_refresh (self);
}

static void
on_result_response (GtkInfoBar *bar, int response, ChessWindow *self)
{
  if (response == RESPONSE_NEW_GAME)
    gtk_widget_activate_action (GTK_WIDGET (self), "app.new-game", NULL);
}

/* ---- settings ------------------------------------------------------- */

static void
on_setting_changed (GSettings *settings, const char *key, ChessWindow *self)
{
  if (g_strcmp0 (key, "piece-set") == 0)
    {
      g_autofree char *value = g_settings_get_string (settings, key);
      chess_board_set_piece_set (self->board, value);
    }
  else if (g_strcmp0 (key, "board-theme") == 0)
    {
      g_autofree char *value = g_settings_get_string (settings, key);
      chess_board_set_theme (self->board, value);
    }
  else if (g_strcmp0 (key, "show-coordinates") == 0)
    chess_board_set_show_coordinates (self->board, g_settings_get_boolean (settings, key));
  else if (g_strcmp0 (key, "show-legal-moves") == 0)
    chess_board_set_show_legal_moves (self->board, g_settings_get_boolean (settings, key));
  else if (g_strcmp0 (key, "animate-moves") == 0)
    chess_board_set_animate (self->board, g_settings_get_boolean (settings, key));
  else if (g_strcmp0 (key, "touch-move") == 0)
    chess_board_set_touch_move (self->board, g_settings_get_boolean (settings, key));
  else if (g_strcmp0 (key, "auto-flip") == 0 && self->game != NULL)
    chess_window_auto_flip (self);
}

static void
chess_window_apply_settings (ChessWindow *self)
{
  static const char *keys[] = { "piece-set", "board-theme", "show-coordinates",
                                "show-legal-moves", "animate-moves", "touch-move" };

  if (self->settings == NULL)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    on_setting_changed (self->settings, keys[i], self);
  g_signal_connect (self->settings, "changed", G_CALLBACK (on_setting_changed), self);

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static void
chess_window_save_state (ChessWindow *self)
{
  int width, height;

  if (self->settings == NULL)
    return;
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  if (width > 0 && height > 0 && !gtk_window_is_maximized (GTK_WINDOW (self)))
    {
      g_settings_set_int (self->settings, "window-width", MAX (width, 360));
      g_settings_set_int (self->settings, "window-height", MAX (height, 360));
    }
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
}

/* ---- window --------------------------------------------------------- */

static void
on_board_geometry_changed (ChessWindow *self)
{
  chess_window_report_geometry (self);
}

static void
chess_window_close_now (ChessWindow *self, gpointer data)
{
  self->close_confirmed = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

static gboolean
chess_window_close_request (GtkWindow *window)
{
  ChessWindow *self = CHESS_WINDOW (window);

  if (!self->close_confirmed && chess_window_has_unsaved_changes (self))
    {
      chess_window_confirm_discard (self, chess_window_close_now, NULL, NULL);
      return TRUE;
    }
  chess_window_save_state (self);
  g_cancellable_cancel (self->cancellable);
  return GTK_WINDOW_CLASS (chess_window_parent_class)->close_request (window);
}

static void
on_after_paint (GdkFrameClock *clock, ChessWindow *self)
{
  chess_window_report_geometry (self);
}

/* The window icon (X11's _NET_WM_ICON: the SVG rendered at several sizes)
 * comes after the first frame is on screen, not before it. */
static gboolean
set_icon_when_idle (gpointer data)
{
  ChessWindow *self = data;

  gdk_display_flush (gtk_widget_get_display (GTK_WIDGET (self)));
  gtk_window_set_default_icon_name (APP_ID);
  gtk_window_set_icon_name (GTK_WINDOW (self), APP_ID);
  return G_SOURCE_REMOVE;
}

static void
on_first_paint (GdkFrameClock *clock, ChessWindow *self)
{
  g_signal_handlers_disconnect_by_func (clock, on_first_paint, self);
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, set_icon_when_idle, g_object_ref (self), g_object_unref);
}

static void
chess_window_map (GtkWidget *widget)
{
  ChessWindow *self = CHESS_WINDOW (widget);

  GTK_WIDGET_CLASS (chess_window_parent_class)->map (widget);
  if (gtk_window_get_icon_name (GTK_WINDOW (self)) == NULL)
    g_signal_connect_object (gtk_widget_get_frame_clock (widget), "after-paint",
                             G_CALLBACK (on_first_paint), self, 0);
  if (chess_test_events_enabled () && self->frame_clock == NULL)
    {
      self->frame_clock = g_object_ref (gtk_widget_get_frame_clock (widget));
      self->after_paint_id = g_signal_connect (self->frame_clock, "after-paint",
                                               G_CALLBACK (on_after_paint), self);
    }
}

static void
chess_window_unmap (GtkWidget *widget)
{
  ChessWindow *self = CHESS_WINDOW (widget);

  if (self->frame_clock != NULL)
    {
      g_clear_signal_handler (&self->after_paint_id, self->frame_clock);
      g_clear_object (&self->frame_clock);
    }
  GTK_WIDGET_CLASS (chess_window_parent_class)->unmap (widget);
}

/* Left/Right/Home/End move through the game wherever the focus is, except
 * inside popovers (menus use them). */
static gboolean
on_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, ChessWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  const char *action = NULL;

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK | GDK_SUPER_MASK)) != 0)
    return FALSE;
  if (focus != NULL && gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) != NULL)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: action = "win.go-previous"; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: action = "win.go-next"; break;
    case GDK_KEY_Home: case GDK_KEY_KP_Home: action = "win.go-first"; break;
    case GDK_KEY_End: case GDK_KEY_KP_End: action = "win.go-last"; break;
    default: return FALSE;
    }
  gtk_widget_activate_action (GTK_WIDGET (self), action, NULL);
  return TRUE;
}

static void
chess_window_dispose (GObject *object)
{
  ChessWindow *self = CHESS_WINDOW (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->game != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->game, self);
      g_clear_object (&self->game);
    }
  if (self->settings != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->settings, self);
      g_clear_object (&self->settings);
    }
  chess_window_drop_pending (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_WINDOW);
  G_OBJECT_CLASS (chess_window_parent_class)->dispose (object);
}

static void
chess_window_class_init (ChessWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = chess_window_dispose;
  widget_class->map = chess_window_map;
  widget_class->unmap = chess_window_unmap;
  window_class->close_request = chess_window_close_request;

  g_type_ensure (CHESS_TYPE_BOARD);
  g_type_ensure (CHESS_TYPE_CLOCK_VIEW);
  g_type_ensure (CHESS_TYPE_MOVE_LIST_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, "/com/example/Chess/ui/chess-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, title_label);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, main_menu_button);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, main_menu);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, problems_bar);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, problems_title);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, problems_label);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, draw_bar);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, draw_label);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, result_bar);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, result_label);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, board);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, side_panel);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, content_box);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, top_clock);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, bottom_clock);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, move_list);

  chess_window_install_actions (widget_class);
}

/* The menu's widgets are built when it first opens, not at start-up. */
static void
create_main_menu (GtkMenuButton *button, gpointer user_data)
{
  ChessWindow *self = user_data;

  gtk_menu_button_set_menu_model (button, self->main_menu);
}

static void
chess_window_init (ChessWindow *self)
{
  GtkEventController *keys;

  self->cancellable = g_cancellable_new ();
  self->event_x = self->event_y = G_MININT;
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Board and panel side by side, the board square, the pair centred. */
  gtk_widget_set_layout_manager (self->content_box, chess_window_layout_new (18));
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (self->main_menu_button),
                                         create_main_menu, self, NULL);

  g_signal_connect (self->board, "move-chosen", G_CALLBACK (on_move_chosen), self);
  g_signal_connect (self->board, "promotion-opened", G_CALLBACK (on_promotion_opened), self);
  g_signal_connect_swapped (self->board, "geometry-changed", G_CALLBACK (on_board_geometry_changed), self);

  self->draw_decline_button = gtk_button_new_with_label (_("Decline"));
  gtk_info_bar_add_action_widget (GTK_INFO_BAR (self->draw_bar), self->draw_decline_button,
                                  RESPONSE_DECLINE_DRAW);
  self->draw_accept_button = gtk_button_new_with_label (_("Accept Draw"));
  gtk_widget_add_css_class (self->draw_accept_button, "suggested-action");
  gtk_info_bar_add_action_widget (GTK_INFO_BAR (self->draw_bar), self->draw_accept_button,
                                  RESPONSE_ACCEPT_DRAW);
  g_signal_connect (self->draw_bar, "response", G_CALLBACK (on_draw_response), self);
  gtk_info_bar_add_action_widget (GTK_INFO_BAR (self->result_bar),
                                  gtk_button_new_with_label (_("New Game")), RESPONSE_NEW_GAME);
  g_signal_connect (self->result_bar, "response", G_CALLBACK (on_result_response), self);
  g_signal_connect (self->problems_bar, "response", G_CALLBACK (on_problems_response), self);

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  chess_window_set_flipped (self, FALSE);
}

ChessWindow *
chess_window_new (ChessApplication *application)
{
  ChessWindow *self = g_object_new (CHESS_TYPE_WINDOW, "application", application, NULL);
  GSettings *settings = chess_application_get_settings (application);

  if (settings != NULL)
    self->settings = g_object_ref (settings);
  chess_window_apply_settings (self);
  return self;
}
