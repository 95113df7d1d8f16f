/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-clock-view.c — see chess-clock-view.h
 *
 * No periodic tick: one GSource whose ready time is the instant the clock
 * says the displayed value changes next.  The time is drawn by the view
 * itself in a fixed width (tabular digits), so a change of digits only
 * redraws this widget; a GtkLabel would re-lay-out the whole window ten
 * times a second.  Each character is shaped once and kept: a new time is
 * then drawn without Pango shaping anything, as one run of glyphs (one
 * text node, however many characters: a renderer that draws every node of
 * the window in every frame, cairo's, then draws one text here, not six,
 * in each frame of a drag or of a clock showing tenths). */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-clock-view.h"
#include "chess-digits.h"

struct _ChessClockView
{
  GtkWidget parent_instance;

  GtkWidget *name_label;
  GtkWidget *material_label; /* the pieces and points this side is ahead */
  PangoLayout *time_layout;  /* the digit pattern, to measure the time's width */
  char *pattern;             /* the text with every digit 0: its width is the time's width */
  GHashTable *glyphs;        /* gunichar → ChessClockGlyph: one shaped layout per character */
  PangoFontDescription *glyph_font;  /* the widget's font when they were shaped */
  PangoGlyphString *run;     /* the time's glyphs, refilled for each drawing */

  ChessClock *clock;
  gulong changed_id;
  gulong flag_id;
  GSource *display_source;   /* ready time = the next digit change */
  ChessColor side;
  gboolean active;
  gboolean compact;          /* smaller time, for a narrow window */
  gboolean thinking;         /* an engine thinks on this side */
  gboolean show_material;
  char *name;
  char *text;
  gboolean low_labelled;     /* the accessible label says "low time" */
};

G_DEFINE_FINAL_TYPE (ChessClockView, chess_clock_view, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_SHOW_MATERIAL, N_PROPS };
static GParamSpec *properties[N_PROPS];

typedef struct
{
  PangoLayout *layout;
  int width, height;
} ChessClockGlyph;

static void
chess_clock_glyph_free (gpointer data)
{
  ChessClockGlyph *glyph = data;

  g_object_unref (glyph->layout);
  g_free (glyph);
}

/* The layout's glyphs where they are one run in one font, else NULL;
 * *font and *baseline (Pango units from its top) with them.  Asked at each
 * drawing: Pango lays a layout out again (and frees its old runs) when
 * its context changes. */
static const PangoGlyphString *
chess_clock_glyph_run (const ChessClockGlyph *glyph, PangoFont **font, int *baseline)
{
  PangoLayoutLine *line;
  PangoGlyphItem *run;

  if (pango_layout_get_line_count (glyph->layout) != 1)
    return NULL;
  line = pango_layout_get_line_readonly (glyph->layout, 0);
  if (line->runs == NULL || line->runs->next != NULL)
    return NULL;
  run = line->runs->data;
  *font = run->item->analysis.font;
  *baseline = pango_layout_get_baseline (glyph->layout);
  return run->glyphs;
}

static gboolean
display_source_dispatch (GSource *source, GSourceFunc callback, gpointer user_data)
{
  g_source_set_ready_time (source, -1);
  return callback (user_data);
}

static GSourceFuncs display_source_funcs = {
  .dispatch = display_source_dispatch,
};

static void update_accessible_label (ChessClockView *self);

static void
chess_clock_view_update_classes (ChessClockView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean running = self->clock != NULL && chess_clock_get_running_side (self->clock) == (int) self->side;
  gboolean low = self->clock != NULL && chess_clock_is_low_time (self->clock, self->side);
  gboolean flagged = self->clock != NULL && chess_clock_is_flagged (self->clock, self->side);

  if (self->active || running)
    gtk_widget_add_css_class (widget, "active");
  else
    gtk_widget_remove_css_class (widget, "active");
  if (low && !flagged)
    gtk_widget_add_css_class (widget, "low-time");
  else
    gtk_widget_remove_css_class (widget, "low-time");
  if (flagged)
    gtk_widget_add_css_class (widget, "flagged");
  else
    gtk_widget_remove_css_class (widget, "flagged");
  if ((low && !flagged) != self->low_labelled)
    update_accessible_label (self);
}

static char *
digit_pattern (const char *text)
{
  char *pattern = g_strdup (text);

  for (char *p = pattern; *p != '\0'; p++)
    if (g_ascii_isdigit (*p))
      *p = '0';
  return pattern;
}

static PangoLayout *
chess_clock_view_create_layout (ChessClockView *self, const char *text)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoAttrList *attrs = pango_attr_list_new ();

  pango_attr_list_insert (attrs, pango_attr_size_new ((self->compact ? 16 : 22) * PANGO_SCALE));
  pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
  pango_attr_list_insert (attrs, pango_attr_font_features_new ("tnum"));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);
  return layout;
}

static void
chess_clock_view_ensure_layout (ChessClockView *self)
{
  if (self->time_layout == NULL)
    {
      g_autofree char *pattern = chess_digits_localize (self->pattern != NULL ? self->pattern : "", TRUE);

      self->time_layout = chess_clock_view_create_layout (self, pattern);
    }
}

static const ChessClockGlyph *
chess_clock_view_get_glyph (ChessClockView *self, gunichar c)
{
  ChessClockGlyph *glyph = g_hash_table_lookup (self->glyphs, GUINT_TO_POINTER (c));
  char utf8[8] = { 0 };

  if (glyph == NULL)
    {
      const char *localized = c < 0x80 ? chess_digits_for_char ((char) c) : NULL;

      /* the time as the locale writes numbers: its digits, its decimal mark */
      g_unichar_to_utf8 (c, utf8);
      glyph = g_new0 (ChessClockGlyph, 1);
      glyph->layout = chess_clock_view_create_layout (self, localized != NULL ? localized : utf8);
      pango_layout_get_pixel_size (glyph->layout, &glyph->width, &glyph->height);
      g_hash_table_insert (self->glyphs, GUINT_TO_POINTER (c), glyph);
    }
  return glyph;
}

/* The card's name for a screen reader: the player's name (as the card
 * shows it) and the time in whole seconds, "Stockfish 15.1 4:59", with a
 * warning under the low-time mark (where the time turns red and shows
 * tenths), "Anna 0:09, low time"; made again when any of them changes, a
 * new game's names too. */
static void
update_accessible_label (ChessClockView *self)
{
  const char *text = self->text != NULL ? self->text : "";
  g_autofree char *seconds = g_strndup (text, strcspn (text, "."));
  const char *name = gtk_label_get_text (GTK_LABEL (self->name_label));
  g_autofree char *label = seconds[0] != '\0' ? g_strdup_printf ("%s %s", name, seconds) : g_strdup (name);

  self->low_labelled = self->clock != NULL && chess_clock_is_low_time (self->clock, self->side)
                       && !chess_clock_is_flagged (self->clock, self->side);
  if (self->low_labelled && seconds[0] != '\0')
    {
      g_autofree char *plain = g_steal_pointer (&label);

      /* Translators: a clock card's name for a screen reader under the
         low-time mark: "Anna 0:09, low time" */
      label = g_strdup_printf (_("%s, low time"), plain);
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* A new text is drawn; only a new width (5:00 → 10:00) asks for a new layout. */
static void
chess_clock_view_show_text (ChessClockView *self, const char *text)
{
  g_autofree char *pattern = NULL;
  g_autofree char *old_seconds = NULL, *new_seconds = NULL;

  if (g_strcmp0 (text, self->text) == 0)
    return;

  /* Screen readers hear the time when a whole second changes, not tenths. */
  old_seconds = g_strndup (self->text != NULL ? self->text : "", strcspn (self->text != NULL ? self->text : "", "."));
  new_seconds = g_strndup (text, strcspn (text, "."));
  g_free (self->text);
  self->text = g_strdup (text);
  if (g_strcmp0 (old_seconds, new_seconds) != 0)
    update_accessible_label (self);

  pattern = digit_pattern (text);
  if (g_strcmp0 (pattern, self->pattern) != 0)
    {
      g_free (self->pattern);
      self->pattern = g_steal_pointer (&pattern);
      if (self->time_layout != NULL)
        pango_layout_set_text (self->time_layout, self->pattern, -1);
      gtk_widget_queue_resize (GTK_WIDGET (self));
    }
  else
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
chess_clock_view_time_size (ChessClockView *self, int *width, int *height)
{
  chess_clock_view_ensure_layout (self);
  pango_layout_get_pixel_size (self->time_layout, width, height);
  if (self->text == NULL || self->text[0] == '\0')
    *width = 0;
}

#define TIME_SPACING 12

static void
chess_clock_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                          int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  ChessClockView *self = CHESS_CLOCK_VIEW (widget);
  int name_min, name_nat, time_width, time_height, material_min = 0, material_nat = 0;

  chess_clock_view_time_size (self, &time_width, &time_height);
  gtk_widget_measure (self->name_label, orientation, -1, &name_min, &name_nat, NULL, NULL);
  if (gtk_widget_get_visible (self->material_label))
    gtk_widget_measure (self->material_label, orientation, -1, &material_min, &material_nat, NULL, NULL);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int extra = time_width > 0 ? TIME_SPACING + time_width : 0;
      /* the pieces may shrink to nothing (ellipsized) before the name does */
      *minimum = name_min + extra;
      *natural = name_nat + extra + (material_nat > 0 ? TIME_SPACING + material_nat : 0);
    }
  else
    {
      *minimum = MAX (MAX (name_min, time_height), material_min);
      *natural = MAX (MAX (name_nat, time_height), material_nat);
    }
}

static void
chess_clock_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  ChessClockView *self = CHESS_CLOCK_VIEW (widget);
  int time_width, time_height, extra, name_width, material_width = 0;
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;

  chess_clock_view_time_size (self, &time_width, &time_height);
  extra = time_width > 0 ? TIME_SPACING + time_width : 0;
  name_width = MAX (0, width - extra);
  if (gtk_widget_get_visible (self->material_label))
    {
      int name_min, name_nat, material_nat;

      /* the name first, the pieces in what is left (ellipsized) */
      gtk_widget_measure (self->name_label, GTK_ORIENTATION_HORIZONTAL, -1, &name_min, &name_nat, NULL, NULL);
      gtk_widget_measure (self->material_label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &material_nat, NULL, NULL);
      material_width = MIN (material_nat, MAX (0, name_width - name_nat - TIME_SPACING));
      name_width -= material_width > 0 ? material_width + TIME_SPACING : 0;
      gtk_widget_size_allocate (self->material_label,
                                &(GtkAllocation) { rtl ? extra : width - extra - material_width,
                                                   0, material_width, height }, -1);
    }
  /* the name at the start of the line, the time at its end: mirrored in RTL */
  gtk_widget_size_allocate (self->name_label,
                            &(GtkAllocation) { rtl ? width - name_width : 0, 0, name_width, height }, -1);
}

/* The time as one text node whose top-left corner is (x, y); FALSE where
 * its characters are not all one run in one font (then each is drawn
 * apart). */
static gboolean
chess_clock_view_snapshot_run (ChessClockView *self, GtkSnapshot *snapshot, float x, float y,
                               const GdkRGBA *color)
{
  PangoFont *font = NULL;
  int n = 0, baseline = 0;
  GskRenderNode *node;

  for (const char *p = self->text; *p != '\0'; p = g_utf8_next_char (p))
    {
      const ChessClockGlyph *glyph = chess_clock_view_get_glyph (self, g_utf8_get_char (p));
      PangoFont *glyph_font;
      int glyph_baseline;
      const PangoGlyphString *glyphs = chess_clock_glyph_run (glyph, &glyph_font, &glyph_baseline);

      if (glyphs == NULL || (font != NULL && (glyph_font != font || glyph_baseline != baseline)))
        return FALSE;
      font = glyph_font;
      baseline = glyph_baseline;
      n += glyphs->num_glyphs;
    }
  if (font == NULL)
    return FALSE;
  pango_glyph_string_set_size (self->run, n);
  n = 0;
  for (const char *p = self->text; *p != '\0'; p = g_utf8_next_char (p))
    {
      const ChessClockGlyph *glyph = chess_clock_view_get_glyph (self, g_utf8_get_char (p));
      PangoFont *glyph_font;
      int glyph_baseline, width = 0;
      const PangoGlyphString *glyphs = chess_clock_glyph_run (glyph, &glyph_font, &glyph_baseline);

      for (int i = 0; i < glyphs->num_glyphs; i++)
        {
          self->run->glyphs[n + i] = glyphs->glyphs[i];
          self->run->log_clusters[n + i] = (int) (p - self->text);
          width += glyphs->glyphs[i].geometry.width;
        }
      /* each character as wide as its layout drew it (whole pixels) */
      if (glyphs->num_glyphs > 0)
        self->run->glyphs[n + glyphs->num_glyphs - 1].geometry.width += glyph->width * PANGO_SCALE - width;
      n += glyphs->num_glyphs;
    }
  node = gsk_text_node_new (font, self->run, color,
                            &GRAPHENE_POINT_INIT (x, y + (float) baseline / PANGO_SCALE));
  if (node != NULL)
    {
      gtk_snapshot_append_node (snapshot, node);
      gsk_render_node_unref (node);
    }
  return TRUE;
}

static void
chess_clock_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  ChessClockView *self = CHESS_CLOCK_VIEW (widget);
  int width = 0, height = 0;
  float x;
  GdkRGBA color;

  gtk_widget_snapshot_child (widget, self->name_label, snapshot);
  gtk_widget_snapshot_child (widget, self->material_label, snapshot);
  if (self->text == NULL || self->text[0] == '\0')
    return;
  for (const char *p = self->text; *p != '\0'; p = g_utf8_next_char (p))
    {
      const ChessClockGlyph *glyph = chess_clock_view_get_glyph (self, g_utf8_get_char (p));
      width += glyph->width;
      height = MAX (height, glyph->height);
    }
  /* deprecated from GTK 4.10 on, and its replacement, gtk_widget_get_color,
   * is 4.10 API: kept (tests/check-deprecated.sh) */
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
G_GNUC_END_IGNORE_DEPRECATIONS
  /* at the end of the line, the characters side by side (tabular digits);
   * a time reads left to right in every language */
  x = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL ? 0.0f : (float) (gtk_widget_get_width (widget) - width);
  if (chess_clock_view_snapshot_run (self, snapshot, x, (gtk_widget_get_height (widget) - height) / 2.0f, &color))
    return;
  for (const char *p = self->text; *p != '\0'; p = g_utf8_next_char (p))
    {
      const ChessClockGlyph *glyph = chess_clock_view_get_glyph (self, g_utf8_get_char (p));

      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, (gtk_widget_get_height (widget) - height) / 2.0f));
      gtk_snapshot_append_layout (snapshot, glyph->layout, &color);
      gtk_snapshot_restore (snapshot);
      x += (float) glyph->width;
    }
}

static void
chess_clock_view_forget_glyphs (ChessClockView *self)
{
  g_hash_table_remove_all (self->glyphs);
  g_clear_object (&self->time_layout);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* A new font: shape the characters again (a new colour needs nothing). */
static void
chess_clock_view_css_changed (GtkWidget *widget, GtkCssStyleChange *change)
{
  ChessClockView *self = CHESS_CLOCK_VIEW (widget);
  const PangoFontDescription *font;

  GTK_WIDGET_CLASS (chess_clock_view_parent_class)->css_changed (widget, change);
  font = pango_context_get_font_description (gtk_widget_get_pango_context (widget));
  if (self->glyph_font != NULL && font != NULL && pango_font_description_equal (font, self->glyph_font))
    return;
  g_clear_pointer (&self->glyph_font, pango_font_description_free);
  self->glyph_font = font != NULL ? pango_font_description_copy (font) : NULL;
  chess_clock_view_forget_glyphs (self);
}

void
chess_clock_view_set_compact (ChessClockView *self, gboolean compact)
{
  g_return_if_fail (CHESS_IS_CLOCK_VIEW (self));

  if (self->compact == !!compact)
    return;
  self->compact = !!compact;
  if (compact)
    gtk_widget_add_css_class (GTK_WIDGET (self), "compact");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "compact");
  chess_clock_view_forget_glyphs (self);
}

/* Shows the current digits and arms the source for the next change. */
static void
chess_clock_view_update (ChessClockView *self)
{
  g_autofree char *text = NULL;

  if (self->clock == NULL)
    {
      g_source_set_ready_time (self->display_source, -1);
      chess_clock_view_show_text (self, "");
      chess_clock_view_update_classes (self);
      return;
    }

  text = chess_clock_format_time (chess_clock_get_remaining (self->clock, self->side));
  chess_clock_view_show_text (self, text);
  chess_clock_view_update_classes (self);

  if (chess_clock_get_running_side (self->clock) == (int) self->side
      && !chess_clock_is_paused (self->clock))
    {
      gint64 next = chess_clock_get_next_display_change (self->clock);
      gint64 now = g_get_monotonic_time ();

      if (next == G_MAXINT64)
        g_source_set_ready_time (self->display_source, -1);
      else
        g_source_set_ready_time (self->display_source, MAX (next, now + 1000));
    }
  else
    g_source_set_ready_time (self->display_source, -1);
}

static gboolean
chess_clock_view_display_due (gpointer user_data)
{
  chess_clock_view_update (CHESS_CLOCK_VIEW (user_data));
  return G_SOURCE_CONTINUE;
}

static void
on_clock_changed (ChessClockView *self)
{
  chess_clock_view_update (self);
}

void
chess_clock_view_set_clock (ChessClockView *self, ChessClock *clock)
{
  g_return_if_fail (CHESS_IS_CLOCK_VIEW (self));

  if (self->clock == clock)
    return;
  if (self->clock != NULL)
    {
      g_clear_signal_handler (&self->changed_id, self->clock);
      g_clear_signal_handler (&self->flag_id, self->clock);
      g_clear_object (&self->clock);
    }
  if (clock != NULL)
    {
      self->clock = g_object_ref (clock);
      self->changed_id = g_signal_connect_swapped (clock, "changed", G_CALLBACK (on_clock_changed), self);
      self->flag_id = g_signal_connect_swapped (clock, "flag-fell", G_CALLBACK (on_clock_changed), self);
    }
  chess_clock_view_update (self);
}

void
chess_clock_view_set_side (ChessClockView *self, ChessColor side)
{
  g_return_if_fail (CHESS_IS_CLOCK_VIEW (self));

  self->side = side;
  gtk_widget_remove_css_class (GTK_WIDGET (self), side == CHESS_WHITE ? "black" : "white");
  gtk_widget_add_css_class (GTK_WIDGET (self), side == CHESS_WHITE ? "white" : "black");
  chess_clock_view_update (self);
}

ChessColor
chess_clock_view_get_side (ChessClockView *self)
{
  return self->side;
}

/* The name, and while an engine thinks on this side, that it does: static
 * text (a spinner would redraw the window every frame the engine thinks). */
static void
chess_clock_view_update_name (ChessClockView *self)
{
  g_autofree char *text = NULL;

  if (self->thinking)
    /* Translators: on an engine's clock while it thinks, "Stockfish 15.1 · thinking…" */
    text = g_strdup_printf (_("%s · thinking…"), self->name);
  gtk_label_set_text (GTK_LABEL (self->name_label), text != NULL ? text : self->name);
  update_accessible_label (self);
}

void
chess_clock_view_set_player_name (ChessClockView *self, const char *name)
{
  g_return_if_fail (CHESS_IS_CLOCK_VIEW (self));

  if (name == NULL || name[0] == '\0' || g_strcmp0 (name, "?") == 0)
    name = self->side == CHESS_WHITE ? _("White") : _("Black");
  g_free (self->name);
  self->name = g_strdup (name);
  chess_clock_view_update_name (self);
}

static void
chess_clock_view_update_material_visible (ChessClockView *self)
{
  const char *text = gtk_label_get_text (GTK_LABEL (self->material_label));

  gtk_widget_set_visible (self->material_label, self->show_material && text[0] != '\0');
}

void
chess_clock_view_set_material (ChessClockView *self, const char *text)
{
  g_return_if_fail (CHESS_IS_CLOCK_VIEW (self));

  if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (self->material_label)), text != NULL ? text : "") == 0)
    return;
  gtk_label_set_text (GTK_LABEL (self->material_label), text != NULL ? text : "");
  chess_clock_view_update_material_visible (self);
}

const char *
chess_clock_view_get_material (ChessClockView *self)
{
  g_return_val_if_fail (CHESS_IS_CLOCK_VIEW (self), "");
  return gtk_widget_get_visible (self->material_label) ? gtk_label_get_text (GTK_LABEL (self->material_label)) : "";
}

void
chess_clock_view_set_show_material (ChessClockView *self, gboolean show)
{
  g_return_if_fail (CHESS_IS_CLOCK_VIEW (self));

  if (self->show_material == !!show)
    return;
  self->show_material = !!show;
  chess_clock_view_update_material_visible (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_MATERIAL]);
}

void
chess_clock_view_set_thinking (ChessClockView *self, gboolean thinking)
{
  g_return_if_fail (CHESS_IS_CLOCK_VIEW (self));

  if (self->thinking == !!thinking)
    return;
  self->thinking = !!thinking;
  if (thinking)
    gtk_widget_add_css_class (GTK_WIDGET (self), "thinking");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "thinking");
  chess_clock_view_update_name (self);
}

gboolean
chess_clock_view_get_thinking (ChessClockView *self)
{
  g_return_val_if_fail (CHESS_IS_CLOCK_VIEW (self), FALSE);
  return self->thinking;
}

void
chess_clock_view_set_active (ChessClockView *self, gboolean active)
{
  g_return_if_fail (CHESS_IS_CLOCK_VIEW (self));

  self->active = !!active;
  chess_clock_view_update_classes (self);
}

const char *
chess_clock_view_get_text (ChessClockView *self)
{
  return self->text != NULL ? self->text : "";
}

gint64
chess_clock_view_get_ready_time (ChessClockView *self)
{
  g_return_val_if_fail (CHESS_IS_CLOCK_VIEW (self), -1);
  return g_source_get_ready_time (self->display_source);
}

static void
chess_clock_view_dispose (GObject *object)
{
  ChessClockView *self = CHESS_CLOCK_VIEW (object);

  chess_clock_view_set_clock (self, NULL);
  if (self->display_source != NULL)
    {
      g_source_destroy (self->display_source);
      g_clear_pointer (&self->display_source, g_source_unref);
    }
  g_clear_pointer (&self->name_label, gtk_widget_unparent);
  g_clear_pointer (&self->material_label, gtk_widget_unparent);
  g_clear_object (&self->time_layout);
  g_clear_pointer (&self->glyphs, g_hash_table_unref);
  g_clear_pointer (&self->glyph_font, pango_font_description_free);
  g_clear_pointer (&self->run, pango_glyph_string_free);
  G_OBJECT_CLASS (chess_clock_view_parent_class)->dispose (object);
}

static void
chess_clock_view_finalize (GObject *object)
{
  ChessClockView *self = CHESS_CLOCK_VIEW (object);

  g_free (self->text);
  g_free (self->name);
  g_free (self->pattern);
  G_OBJECT_CLASS (chess_clock_view_parent_class)->finalize (object);
}

static void
chess_clock_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  ChessClockView *self = CHESS_CLOCK_VIEW (object);

  switch (prop_id)
    {
    case PROP_SHOW_MATERIAL:
      g_value_set_boolean (value, self->show_material);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_clock_view_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  ChessClockView *self = CHESS_CLOCK_VIEW (object);

  switch (prop_id)
    {
    case PROP_SHOW_MATERIAL:
      chess_clock_view_set_show_material (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_clock_view_class_init (ChessClockViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_clock_view_dispose;
  object_class->finalize = chess_clock_view_finalize;
  object_class->get_property = chess_clock_view_get_property;
  object_class->set_property = chess_clock_view_set_property;
  properties[PROP_SHOW_MATERIAL] =
    g_param_spec_boolean ("show-material", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  widget_class->measure = chess_clock_view_measure;
  widget_class->size_allocate = chess_clock_view_size_allocate;
  widget_class->snapshot = chess_clock_view_snapshot;
  widget_class->css_changed = chess_clock_view_css_changed;
  gtk_widget_class_set_css_name (widget_class, "chessclock");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
chess_clock_view_init (ChessClockView *self)
{
  self->glyphs = g_hash_table_new_full (NULL, NULL, NULL, chess_clock_glyph_free);
  self->run = pango_glyph_string_new ();
  self->name_label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->name_label), 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (self->name_label), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (self->name_label, "player-name");
  gtk_widget_set_parent (self->name_label, GTK_WIDGET (self));
  self->material_label = gtk_label_new (NULL);
  gtk_label_set_ellipsize (GTK_LABEL (self->material_label), PANGO_ELLIPSIZE_START);
  gtk_widget_add_css_class (self->material_label, "material");
  gtk_widget_set_visible (self->material_label, FALSE);
  gtk_widget_set_parent (self->material_label, GTK_WIDGET (self));
  self->show_material = TRUE;

  self->display_source = g_source_new (&display_source_funcs, sizeof (GSource));
  g_source_set_name (self->display_source, "ChessClockView display");
  g_source_set_callback (self->display_source, chess_clock_view_display_due, self, NULL);
  /* The priority of the clock's own timer (chess-clock.c), which wakes at
   * the same instants: GLib dispatches both in one wake-up, where sources
   * of two priorities took two (a tenth then cost three main-loop
   * iterations and the frame, not two). */
  g_source_set_priority (self->display_source, G_PRIORITY_HIGH);
  g_source_set_ready_time (self->display_source, -1);
  g_source_attach (self->display_source, NULL);

  chess_clock_view_set_side (self, CHESS_WHITE);
  chess_clock_view_set_player_name (self, NULL);
}

GtkWidget *
chess_clock_view_new (ChessColor side)
{
  ChessClockView *self = g_object_new (CHESS_TYPE_CLOCK_VIEW, NULL);

  chess_clock_view_set_side (self, side);
  chess_clock_view_set_player_name (self, NULL);
  return GTK_WIDGET (self);
}
