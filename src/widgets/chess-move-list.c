/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-move-list.c — see chess-move-list.h
 *
 * A read-only GtkTextView: the main line as a table (tab stops: number,
 * White, Black), each comment and variation as an indented paragraph under
 * the move it follows, nested variations in parentheses.  The buffer is
 * rebuilt when the tree or the result changes ("tree-changed",
 * "result-changed"); moving through the game ("position-changed") only
 * moves the highlight.
 *
 * The menu of a move (menu-model, given by the window) points at the
 * current move: a right click or a long press on a move goes to it first,
 * Menu and Shift+F10 open it at the current move wherever the focus is
 * (the text view takes no focus: the arrows belong to the window); that
 * menu is in chess-move-list-menu.c. */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-move-list-private.h"
#include "chess-digits.h"
#include "chess-notation.h"
#include "chess-pgn.h"

enum {
  PROP_0,
  PROP_MENU_MODEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (ChessMoveListView, chess_move_list_view, GTK_TYPE_WIDGET)

/* In a right-to-left window every line reads right to left, as the rest of
 * the window does, moves included (the move number at the right): a line
 * starts with a right-to-left mark, or its first letter (a move in SAN)
 * would make it a left-to-right line. */
#define RIGHT_TO_LEFT_MARK "\u200F"
#define LEFT_TO_RIGHT_ISOLATE "\u2066"
#define POP_DIRECTIONAL_ISOLATE "\u2069"

static void
insert (ChessMoveListView *self, GtkTextIter *iter, const char *text, const char *tag1, const char *tag2)
{
  if (gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL
      && gtk_text_iter_starts_line (iter) && text[0] != '\n' && text[0] != '\0')
    gtk_text_buffer_insert (self->buffer, iter, RIGHT_TO_LEFT_MARK, -1);
  gtk_text_buffer_insert_with_tags_by_name (self->buffer, iter, text, -1, tag1, tag2, NULL);
}

/* A move number as the locale writes numbers (the moves stay in SAN). */
static void
insert_number (ChessMoveListView *self,
               GtkTextIter       *iter,
               const char        *number)
{
  g_autofree char *localized = chess_digits_localize (number, FALSE);

  insert (self, iter, localized, "number", NULL);
}

/* The text tag of a judgement NAG (1 … 6: !, ?, !!, ??, !?, ?!). */
static const char *const judgement_tags[7] = {
  NULL, "judged-good", "judged-mistake", "judged-brilliant", "judged-blunder",
  "judged-interesting", "judged-inaccuracy",
};

/* The SAN of node's move (played from pos), its NAGs, remembered as a
 * clickable range; pos is advanced past the move. */
static void
insert_move (ChessMoveListView *self, GtkTextIter *iter, ChessPosition *pos,
             ChessNode *node, const char *style)
{
  char san[CHESS_SAN_LETTERS_MAX];
  ChessUndo undo;
  MoveRange range;
  GString *text = g_string_new (NULL);
  gboolean rtl = gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL;

  /* a move reads left to right in every language: "e4!", never "!e4" */
  if (rtl)
    g_string_append (text, LEFT_TO_RIGHT_ISOLATE);
  if (node->move == CHESS_MOVE_NULL)
    g_string_append (text, "--");
  else
    {
      chess_move_to_san_letters (pos, node->move, &self->letters, san, sizeof san);
      g_string_append (text, san);
    }

  range.start = gtk_text_iter_get_offset (iter);
  insert (self, iter, text->str, "move", style);
  /* each symbol in the colour players know it by from lichess (a move's
   * judgement; a position's symbol keeps the text's colour) */
  for (int i = 0; i < node->n_nags; i++)
    {
      const char *glyph = chess_nag_symbol (node->nags[i]);
      const char *judged = node->nags[i] >= 1 && node->nags[i] <= 6 ? judgement_tags[node->nags[i]] : NULL;

      if (glyph != NULL)
        gtk_text_buffer_insert_with_tags_by_name (self->buffer, iter, glyph, -1, "move",
                                                  judged != NULL ? judged : style, judged != NULL ? style : NULL,
                                                  NULL);
    }
  if (rtl)
    gtk_text_buffer_insert_with_tags_by_name (self->buffer, iter, POP_DIRECTIONAL_ISOLATE, -1, "move", style, NULL);
  range.end = gtk_text_iter_get_offset (iter);
  range.node = node;
  g_array_append_val (self->ranges, range);
  g_string_free (text, TRUE);

  if (node->move == CHESS_MOVE_NULL)
    chess_position_make_null_move (pos, &undo);
  else
    chess_position_make_move (pos, node->move, &undo);
}

/* A comment as the move list shows it: its line breaks are only wrapping
 * in PGN, and it is isolated (U+2068 FIRST STRONG ISOLATE … U+2069) so it
 * takes its own direction: English read in a right-to-left window keeps
 * its full stop at its end, Persian in a left-to-right one likewise. */
static char *
clean_comment (const char *comment)
{
  g_autofree char *text = g_strstrip (g_strdup (comment));

  g_strdelimit (text, "\r\n\t", ' ');
  return chess_digits_isolate_text (text);
}

static void insert_variation (ChessMoveListView *self, GtkTextIter *iter,
                              const ChessPosition *before, ChessNode *first);

/* A line of moves written inline, starting with `first`, which is played
 * from `pos`: used for variations. */
static void
insert_inline_line (ChessMoveListView *self, GtkTextIter *iter, ChessPosition *pos, ChessNode *first)
{
  gboolean need_number = TRUE;

  for (ChessNode *node = first; node != NULL; node = node->first_child)
    {
      ChessPosition before = *pos;
      char number[32];

      if (node != first)
        insert (self, iter, " ", NULL, NULL);
      if (node->pre_comment != NULL && node->pre_comment[0] != '\0')
        {
          g_autofree char *text = clean_comment (node->pre_comment);
          insert (self, iter, text, "comment", NULL);
          insert (self, iter, " ", NULL, NULL);
        }
      if (pos->side_to_move == CHESS_WHITE)
        {
          g_snprintf (number, sizeof number, "%d.", pos->fullmove_number);
          insert_number (self, iter, number);
          insert (self, iter, " ", NULL, NULL);
        }
      else if (need_number)
        {
          g_snprintf (number, sizeof number, "%d…", pos->fullmove_number);
          insert_number (self, iter, number);
          insert (self, iter, " ", NULL, NULL);
        }
      need_number = FALSE;
      insert_move (self, iter, pos, node, NULL);

      if (node->comment != NULL && node->comment[0] != '\0')
        {
          g_autofree char *text = clean_comment (node->comment);
          insert (self, iter, " ", NULL, NULL);
          insert (self, iter, text, "comment", NULL);
          need_number = TRUE;
        }
      /* Alternatives to this move (not to the first: the caller lists those). */
      if (node != first)
        for (ChessNode *alt = node->next_sibling; alt != NULL; alt = alt->next_sibling)
          {
            insert (self, iter, " ", NULL, NULL);
            insert_variation (self, iter, &before, alt);
            need_number = TRUE;
          }
    }
}

static void
insert_variation (ChessMoveListView *self, GtkTextIter *iter, const ChessPosition *before, ChessNode *first)
{
  ChessPosition pos = *before;

  insert (self, iter, "(", "paren", NULL);
  insert_inline_line (self, iter, &pos, first);
  insert (self, iter, ")", "paren", NULL);
}

/* The main line as rows "N.  White  Black"; a comment or variation after
 * White's move breaks the row, and Black's move continues as "N. …". */
static void
insert_main_line (ChessMoveListView *self, GtkTextIter *iter, const ChessRecord *record)
{
  ChessPosition pos = record->start;
  gboolean row_open = FALSE;

  if (record->root->comment != NULL && record->root->comment[0] != '\0')
    {
      g_autofree char *text = clean_comment (record->root->comment);
      insert (self, iter, text, "comment", "aside");
      insert (self, iter, "\n", NULL, NULL);
    }

  for (ChessNode *node = record->root->first_child; node != NULL; node = node->first_child)
    {
      ChessPosition before = pos;
      char number[32];
      gboolean interrupted;

      if (pos.side_to_move == CHESS_WHITE)
        {
          if (row_open)
            insert (self, iter, "\n", NULL, NULL);
          g_snprintf (number, sizeof number, "%d.\t", pos.fullmove_number);
          insert_number (self, iter, number);
          row_open = TRUE;
        }
      else
        {
          if (!row_open)
            {
              g_snprintf (number, sizeof number, "%d.\t…\t", pos.fullmove_number);
              insert_number (self, iter, number);
            }
          else
            insert (self, iter, "\t", NULL, NULL);
          row_open = TRUE;
        }
      insert_move (self, iter, &pos, node, "main");

      interrupted = (node->comment != NULL && node->comment[0] != '\0') || node->next_sibling != NULL;
      if (!interrupted)
        continue;

      insert (self, iter, "\n", NULL, NULL);
      row_open = FALSE;
      if (node->comment != NULL && node->comment[0] != '\0')
        {
          g_autofree char *text = clean_comment (node->comment);
          insert (self, iter, text, "comment", "aside");
          insert (self, iter, "\n", NULL, NULL);
        }
      for (ChessNode *alt = node->next_sibling; alt != NULL; alt = alt->next_sibling)
        {
          GtkTextIter start;
          int offset = gtk_text_iter_get_offset (iter);

          insert_variation (self, iter, &before, alt);
          insert (self, iter, "\n", NULL, NULL);
          gtk_text_buffer_get_iter_at_offset (self->buffer, &start, offset);
          gtk_text_buffer_apply_tag_by_name (self->buffer, "aside", &start, iter);
        }
    }
  if (row_open)
    insert (self, iter, "\n", NULL, NULL);
}

MoveRange *
_chess_move_list_view_find_range_for_node (ChessMoveListView *self, ChessNode *node)
{
  for (guint i = 0; i < self->ranges->len; i++)
    {
      MoveRange *range = &g_array_index (self->ranges, MoveRange, i);
      if (range->node == node)
        return range;
    }
  return NULL;
}

static MoveRange *
find_range_at_offset (ChessMoveListView *self, int offset)
{
  guint lo = 0, hi = self->ranges->len;

  while (lo < hi)
    {
      guint mid = (lo + hi) / 2;
      MoveRange *range = &g_array_index (self->ranges, MoveRange, mid);

      if (offset < range->start)
        hi = mid;
      else if (offset >= range->end)
        lo = mid + 1;
      else
        return range;
    }
  return NULL;
}

static void
chess_move_list_view_update_highlight (ChessMoveListView *self)
{
  GtkTextIter start, end;
  ChessNode *current = self->game != NULL ? chess_game_get_current_node (self->game) : NULL;
  MoveRange *range;

  gtk_text_buffer_get_bounds (self->buffer, &start, &end);
  gtk_text_buffer_remove_tag (self->buffer, self->current_tag, &start, &end);
  self->highlighted = NULL;

  range = current != NULL ? _chess_move_list_view_find_range_for_node (self, current) : NULL;
  if (range == NULL)
    {
      gtk_text_buffer_move_mark (self->buffer, self->current_mark, &start);
      gtk_text_view_scroll_to_mark (GTK_TEXT_VIEW (self->text_view), self->current_mark, 0.0, FALSE, 0, 0);
      return;
    }
  gtk_text_buffer_get_iter_at_offset (self->buffer, &start, range->start);
  gtk_text_buffer_get_iter_at_offset (self->buffer, &end, range->end);
  gtk_text_buffer_apply_tag (self->buffer, self->current_tag, &start, &end);
  gtk_text_buffer_move_mark (self->buffer, self->current_mark, &start);
  gtk_text_view_scroll_to_mark (GTK_TEXT_VIEW (self->text_view), self->current_mark, 0.1, FALSE, 0, 0);
  self->highlighted = current;
}

static void
chess_move_list_view_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (chess_move_list_view_parent_class)->map (widget);
  _chess_move_list_view_watch_outer_scroller (CHESS_MOVE_LIST_VIEW (widget), TRUE);
}

static void
chess_move_list_view_unmap (GtkWidget *widget)
{
  _chess_move_list_view_watch_outer_scroller (CHESS_MOVE_LIST_VIEW (widget), FALSE);
  GTK_WIDGET_CLASS (chess_move_list_view_parent_class)->unmap (widget);
}

/* A bin's allocation; a new height (a banner came or went) brings the
 * current move back in sight (chess-move-list-scroll.c). */
static void
chess_move_list_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                              int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  gtk_widget_measure (CHESS_MOVE_LIST_VIEW (widget)->scroller, orientation, for_size,
                      minimum, natural, minimum_baseline, natural_baseline);
}

static void
chess_move_list_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  ChessMoveListView *self = CHESS_MOVE_LIST_VIEW (widget);

  gtk_widget_allocate (self->scroller, width, height, baseline, NULL);
  if (self->menu != NULL && gtk_widget_get_visible (self->menu))
    gtk_popover_present (GTK_POPOVER (self->menu));
  if (height != self->last_height)
    _chess_move_list_view_queue_keep_in_view (self);
  self->last_height = height;
}

static void
chess_move_list_view_rebuild (ChessMoveListView *self)
{
  GtkTextIter iter;

  gtk_text_buffer_set_text (self->buffer, "", 0);
  g_array_set_size (self->ranges, 0);
  if (self->game == NULL)
    return;

  gtk_text_buffer_get_start_iter (self->buffer, &iter);
  if (!chess_game_has_moves (self->game)
      && chess_game_get_record (self->game)->root->comment == NULL
      && !chess_game_is_over (self->game))
    {
      insert (self, &iter, _("No moves yet"), "placeholder", NULL);
      return;
    }
  insert_main_line (self, &iter, chess_game_get_record (self->game));

  if (chess_game_is_over (self->game))
    {
      ChessResult result = chess_game_get_result (self->game);
      insert (self, &iter, chess_result_to_string (result), "result", NULL);
    }
  chess_move_list_view_update_highlight (self);
}

/* The move whose cell holds a point of the text view, or NULL.  A cell is
 * more than the move's letters: in the table of the main line, the gap to
 * the next column and the rest of the row are the move's too. */
MoveRange *
_chess_move_list_view_find_range_at_point (ChessMoveListView *self, double x, double y)
{
  GtkTextIter iter;
  int bx, by, line_y, line_height, offset, trailing;
  MoveRange *range;
  gunichar c;

  gtk_text_view_window_to_buffer_coords (GTK_TEXT_VIEW (self->text_view), GTK_TEXT_WINDOW_WIDGET,
                                         (int) x, (int) y, &bx, &by);
  /* the character under the point (get_iter_at_location would give the
   * next one in the right half of a character) */
  gtk_text_view_get_iter_at_position (GTK_TEXT_VIEW (self->text_view), &iter, &trailing, bx, by);
  gtk_text_view_get_line_yrange (GTK_TEXT_VIEW (self->text_view), &iter, &line_y, &line_height);
  if (by < line_y || by >= line_y + line_height)
    return NULL;   /* under the last row */
  offset = gtk_text_iter_get_offset (&iter);
  range = find_range_at_offset (self, offset);
  if (range != NULL)
    return range;
  c = gtk_text_iter_get_char (&iter);
  if (c != '\t' && !gtk_text_iter_ends_line (&iter))
    return NULL;
  range = offset > 0 ? find_range_at_offset (self, offset - 1) : NULL;
  return range != NULL && range->end == offset ? range : NULL;
}

ChessNode *
chess_move_list_view_get_node_at_point (ChessMoveListView *self,
                                        double             x,
                                        double             y)
{
  MoveRange *range;

  g_return_val_if_fail (CHESS_IS_MOVE_LIST_VIEW (self), NULL);

  if (!gtk_widget_translate_coordinates (GTK_WIDGET (self), self->text_view, x, y, &x, &y))
    return NULL;
  range = _chess_move_list_view_find_range_at_point (self, x, y);
  return range != NULL ? range->node : NULL;
}

static void
on_click_released (GtkGestureClick *gesture, int n_press, double x, double y, ChessMoveListView *self)
{
  MoveRange *range;

  if (self->game == NULL || n_press != 1)
    return;
  range = _chess_move_list_view_find_range_at_point (self, x, y);
  if (range != NULL)
    chess_game_go_to_node (self->game, range->node);
}

void
chess_move_list_view_set_menu_model (ChessMoveListView *self, GMenuModel *model)
{
  g_return_if_fail (CHESS_IS_MOVE_LIST_VIEW (self));
  g_return_if_fail (model == NULL || G_IS_MENU_MODEL (model));

  if (!g_set_object (&self->menu_model, model))
    return;
  if (self->menu != NULL)
    gtk_popover_menu_set_menu_model (GTK_POPOVER_MENU (self->menu), model);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MENU_MODEL]);
}

GMenuModel *
chess_move_list_view_get_menu_model (ChessMoveListView *self)
{
  g_return_val_if_fail (CHESS_IS_MOVE_LIST_VIEW (self), NULL);
  return self->menu_model;
}

static void
on_motion (GtkEventControllerMotion *motion, double x, double y, ChessMoveListView *self)
{
  gboolean over = _chess_move_list_view_find_range_at_point (self, x, y) != NULL;

  if (over != self->pointer_over_move)
    {
      self->pointer_over_move = over;
      gtk_widget_set_cursor_from_name (self->text_view, over ? "pointer" : NULL);
    }
}

static void
chess_move_list_view_disconnect (ChessMoveListView *self)
{
  if (self->game == NULL)
    return;
  g_clear_signal_handler (&self->tree_changed_id, self->game);
  g_clear_signal_handler (&self->position_changed_id, self->game);
  g_clear_signal_handler (&self->result_changed_id, self->game);
  g_clear_object (&self->game);
}

void
chess_move_list_view_set_notation (ChessMoveListView *self, ChessNotation notation)
{
  g_return_if_fail (CHESS_IS_MOVE_LIST_VIEW (self));

  chess_move_letters_for_notation (&self->letters, notation);
  chess_move_list_view_rebuild (self);
}

void
chess_move_list_view_set_game (ChessMoveListView *self, ChessGame *game)
{
  g_return_if_fail (CHESS_IS_MOVE_LIST_VIEW (self));

  if (self->game == game)
    return;
  chess_move_list_view_disconnect (self);
  if (game != NULL)
    {
      self->game = g_object_ref (game);
      self->tree_changed_id = g_signal_connect_swapped (game, "tree-changed",
                                                        G_CALLBACK (chess_move_list_view_rebuild), self);
      self->result_changed_id = g_signal_connect_swapped (game, "result-changed",
                                                          G_CALLBACK (chess_move_list_view_rebuild), self);
      self->position_changed_id = g_signal_connect_swapped (game, "position-changed",
                                                            G_CALLBACK (chess_move_list_view_update_highlight), self);
    }
  chess_move_list_view_rebuild (self);
}

char *
chess_move_list_view_get_text (ChessMoveListView *self)
{
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (self->buffer, &start, &end);
  return gtk_text_buffer_get_text (self->buffer, &start, &end, FALSE);
}

static void
chess_move_list_view_dispose (GObject *object)
{
  ChessMoveListView *self = CHESS_MOVE_LIST_VIEW (object);

  chess_move_list_view_disconnect (self);
  g_clear_handle_id (&self->keep_in_view_idle, g_source_remove);
  g_clear_pointer (&self->menu, gtk_widget_unparent);
  g_clear_pointer (&self->scroller, gtk_widget_unparent);
  g_clear_pointer (&self->ranges, g_array_unref);
  g_clear_object (&self->menu_model);
  G_OBJECT_CLASS (chess_move_list_view_parent_class)->dispose (object);
}

/* Text tags cannot follow CSS: their colours are taken from the style of
 * the text view whenever it changes (light or dark, high contrast), so
 * comments and move numbers stay readable in both.  Secondary text is the
 * view's own colour, less opaque, as libadwaita's dim labels are; the
 * current move has the accent colours.  GtkStyleContext is deprecated from
 * GTK 4.10 on, but its replacements (gtk_widget_get_color) are 4.10 API and
 * nothing reads a named colour without it: kept (tests/check-deprecated.sh). */
static void
chess_move_list_view_update_colors (ChessMoveListView *self)
{
  GtkStyleContext *context = gtk_widget_get_style_context (self->text_view);
  GdkRGBA text, dim, comment, accent_bg, accent_fg;

  gtk_style_context_get_color (context, &text);
  dim = comment = text;
  dim.alpha *= 0.55f;
  comment.alpha *= 0.8f;
  if (!gtk_style_context_lookup_color (context, "accent_bg_color", &accent_bg))
    gdk_rgba_parse (&accent_bg, "#3584e4");
  if (!gtk_style_context_lookup_color (context, "accent_fg_color", &accent_fg))
    gdk_rgba_parse (&accent_fg, "#ffffff");

  for (guint i = 0; i < G_N_ELEMENTS (self->dim_tags); i++)
    g_object_set (self->dim_tags[i], "foreground-rgba", &dim, NULL);
  g_object_set (self->comment_tag, "foreground-rgba", &comment, NULL);
  g_object_set (self->current_tag, "background-rgba", &accent_bg, "foreground-rgba", &accent_fg, NULL);
}

static void
chess_move_list_view_direction_changed (GtkWidget *widget, GtkTextDirection previous)
{
  GTK_WIDGET_CLASS (chess_move_list_view_parent_class)->direction_changed (widget, previous);
  chess_move_list_view_rebuild (CHESS_MOVE_LIST_VIEW (widget));
}

static void
chess_move_list_view_css_changed (GtkWidget *widget, GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (chess_move_list_view_parent_class)->css_changed (widget, change);
  chess_move_list_view_update_colors (CHESS_MOVE_LIST_VIEW (widget));
}

static void
chess_move_list_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  ChessMoveListView *self = CHESS_MOVE_LIST_VIEW (object);

  switch (prop_id)
    {
    case PROP_MENU_MODEL:
      g_value_set_object (value, self->menu_model);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_move_list_view_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  ChessMoveListView *self = CHESS_MOVE_LIST_VIEW (object);

  switch (prop_id)
    {
    case PROP_MENU_MODEL:
      chess_move_list_view_set_menu_model (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_move_list_view_class_init (ChessMoveListViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_move_list_view_dispose;
  object_class->get_property = chess_move_list_view_get_property;
  object_class->set_property = chess_move_list_view_set_property;

  properties[PROP_MENU_MODEL] =
    g_param_spec_object ("menu-model", NULL, NULL, G_TYPE_MENU_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  widget_class->css_changed = chess_move_list_view_css_changed;
  widget_class->direction_changed = chess_move_list_view_direction_changed;
  widget_class->measure = chess_move_list_view_measure;
  widget_class->map = chess_move_list_view_map;
  widget_class->unmap = chess_move_list_view_unmap;
  widget_class->size_allocate = chess_move_list_view_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "chessmovelist");
}

static void
chess_move_list_view_init (ChessMoveListView *self)
{
  GtkTextView *view;
  GtkGesture *click;
  GtkEventController *motion;
  PangoTabArray *tabs;

  self->ranges = g_array_new (FALSE, FALSE, sizeof (MoveRange));

  self->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_parent (self->scroller, GTK_WIDGET (self));

  self->text_view = gtk_text_view_new ();
  view = GTK_TEXT_VIEW (self->text_view);
  gtk_text_view_set_editable (view, FALSE);
  gtk_text_view_set_cursor_visible (view, FALSE);
  gtk_text_view_set_wrap_mode (view, GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_left_margin (view, 12);
  gtk_text_view_set_right_margin (view, 12);
  gtk_text_view_set_top_margin (view, 4);
  gtk_text_view_set_bottom_margin (view, 4);
  gtk_text_view_set_pixels_below_lines (view, 1);
  gtk_text_view_set_pixels_above_lines (view, 1);
  /* Left/Right/Home/End belong to the window's navigation. */
  gtk_widget_set_focusable (self->text_view, FALSE);
  gtk_widget_add_css_class (self->text_view, "move-list");
  tabs = pango_tab_array_new_with_positions (2, TRUE, PANGO_TAB_LEFT, 40, PANGO_TAB_LEFT, 120);
  gtk_text_view_set_tabs (view, tabs);
  pango_tab_array_free (tabs);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), self->text_view);
  g_signal_connect_swapped (gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->text_view)), "changed",
                            G_CALLBACK (_chess_move_list_view_keep_current_in_view), self);
  g_signal_connect_swapped (gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->text_view)), "value-changed",
                            G_CALLBACK (_chess_move_list_view_check_page_size), self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->text_view),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Moves"), -1);
  /* Tab stops on the scroller (the text takes no focus): a screen reader
   * says its name there */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->scroller),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Moves"), -1);

  self->buffer = gtk_text_view_get_buffer (view);
  /* colours: chess_move_list_view_update_colors() */
  self->dim_tags[0] = gtk_text_buffer_create_tag (self->buffer, "number", "font-features", "tnum", NULL);
  gtk_text_buffer_create_tag (self->buffer, "move", NULL);
  gtk_text_buffer_create_tag (self->buffer, "main", "weight", PANGO_WEIGHT_SEMIBOLD, NULL);
  self->dim_tags[1] = gtk_text_buffer_create_tag (self->buffer, "paren", NULL);
  self->comment_tag = gtk_text_buffer_create_tag (self->buffer, "comment", "style", PANGO_STYLE_ITALIC, NULL);
  gtk_text_buffer_create_tag (self->buffer, "aside", "left-margin", 28, "scale", 0.92,
                              "pixels-above-lines", 2, "pixels-below-lines", 4, NULL);
  self->dim_tags[2] = gtk_text_buffer_create_tag (self->buffer, "placeholder",
                                                  "justification", GTK_JUSTIFY_CENTER,
                                                  "pixels-above-lines", 24, NULL);
  gtk_text_buffer_create_tag (self->buffer, "result", "weight", PANGO_WEIGHT_BOLD,
                              "justification", GTK_JUSTIFY_CENTER, "pixels-above-lines", 8, NULL);
  /* lichess's colours for the judgements, which read on light and dark
   * alike; created before "current", whose accent colours win over them */
  {
    static const char *const colors[7] = { NULL, "#22ac38", "#e69f00", "#168226", "#df5353", "#ea45d8", "#56b4e9" };

    for (int nag = 1; nag <= 6; nag++)
      gtk_text_buffer_create_tag (self->buffer, judgement_tags[nag], "foreground", colors[nag],
                                  "weight", PANGO_WEIGHT_BOLD, NULL);
  }
  self->current_tag = gtk_text_buffer_create_tag (self->buffer, "current", NULL);
  chess_move_list_view_update_colors (self);
  {
    GtkTextIter start;
    gtk_text_buffer_get_start_iter (self->buffer, &start);
    self->current_mark = gtk_text_buffer_create_mark (self->buffer, "current", &start, TRUE);
  }

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (on_click_released), self);
  gtk_widget_add_controller (self->text_view, GTK_EVENT_CONTROLLER (click));

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  gtk_widget_add_controller (self->text_view, motion);

  chess_move_letters_english (&self->letters);
  _chess_move_list_view_init_menu (self);
}

GtkWidget *
chess_move_list_view_new (void)
{
  return g_object_new (CHESS_TYPE_MOVE_LIST_VIEW, NULL);
}
