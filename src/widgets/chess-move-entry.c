/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-move-entry.c — see chess-move-entry.h
 *
 * A row: the entry, and beside it one label that says what the text is
 * while it is typed (the moves it may become, or the reader's message
 * when it fits no move, is ambiguous, or Enter found it unfinished).  The
 * label is also the entry's accessible description, so a screen reader
 * reads it with the field.  A move chosen as the text changes is emitted
 * from an idle, not from inside the entry's "changed": the owner empties
 * the field once it has played it.
 *
 * The field is also lichess's command line: a text that is no move but a
 * command ("p N", "s e", "clock", "last"; see chess-reader-command.h),
 * with or without a "/" before it, is emitted as "command" on Enter, and
 * the owner's answer is shown beside the field and made its description,
 * which a screen reader says as it changes on the focused field.  While
 * a text begins with "/", the move reader's complaints are not shown. */
#include "config.h"

#include "chess-move-entry.h"

#include <glib/gi18n.h>

#include "chess-move-input.h"
#include "chess-move-letters.h"
#include "chess-reader-command.h"

struct _ChessMoveEntry
{
  GtkWidget parent_instance;

  GtkWidget *entry;
  GtkWidget *label;
  ChessPosition position;
  gboolean has_position;
  ChessMoveLetters letters;          /* English, the language's and figurines are read */
  ChessMoveInput input;              /* the text as last read */
  guint play_idle;                   /* chooses a move that needs no Enter */
};

G_DEFINE_FINAL_TYPE (ChessMoveEntry, chess_move_entry, GTK_TYPE_WIDGET)

enum { MOVE_CHOSEN, CANCELLED, COMMAND, N_SIGNALS };
static guint signals[N_SIGNALS];

#define MAX_LISTED 10

static void
show_message (ChessMoveEntry *self,
              const char     *message,
              gboolean        error)
{
  gtk_label_set_text (GTK_LABEL (self->label), message);
  gtk_widget_set_visible (self->label, message[0] != '\0');
  /* the same words again are a change again: the screen reader says them */
  gtk_accessible_reset_property (GTK_ACCESSIBLE (self->entry), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  message, -1);
  if (error)
    {
      gtk_widget_add_css_class (self->label, "error");
      gtk_widget_add_css_class (self->entry, "error");
    }
  else
    {
      gtk_widget_remove_css_class (self->label, "error");
      gtk_widget_remove_css_class (self->entry, "error");
    }
}

/* The reader's message for the text as read (why Enter plays nothing). */
static void
show_refusal (ChessMoveEntry *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->entry));
  char message[1024];

  chess_move_input_message (&self->position, text, &self->input, &self->letters, message, sizeof message);
  show_message (self, message, TRUE);
}

/* What the text is while it is typed: the moves it may become, the move
 * Enter plays, or at once the reason it is no move. */
static void
show_reading (ChessMoveEntry *self)
{
  char list[512];

  if (gtk_editable_get_text (GTK_EDITABLE (self->entry))[0] == '/')
    {
      show_message (self, "", FALSE);
      return;
    }
  switch (self->input.state)
    {
    case CHESS_MOVE_INPUT_EMPTY:
    case CHESS_MOVE_INPUT_PLAY:
      show_message (self, "", FALSE);
      break;
    case CHESS_MOVE_INPUT_PARTIAL:
      chess_move_input_list (&self->position, &self->input.candidates, MAX_LISTED, &self->letters,
                             list, sizeof list);
      show_message (self, list, FALSE);
      break;
    case CHESS_MOVE_INPUT_COMPLETE:
      {
        g_autofree char *message = NULL;

        chess_move_input_list (&self->position, &self->input.candidates, MAX_LISTED, &self->letters,
                               list, sizeof list);
        /* TRANSLATORS: under a typed move that waits for Enter (O-O while
           O-O-O is legal); %s: that move first, then the others that begin so */
        message = g_strdup_printf (_("Enter plays the first: %s"), list);
        show_message (self, message, FALSE);
      }
      break;
    case CHESS_MOVE_INPUT_AMBIGUOUS:
    case CHESS_MOVE_INPUT_ILLEGAL:
    case CHESS_MOVE_INPUT_MALFORMED:
    default:
      show_refusal (self);
      break;
    }
}

static gboolean
play_when_idle (gpointer data)
{
  ChessMoveEntry *self = data;

  self->play_idle = 0;
  if (self->input.state == CHESS_MOVE_INPUT_PLAY)
    g_signal_emit (self, signals[MOVE_CHOSEN], 0, (guint) self->input.move);
  return G_SOURCE_REMOVE;
}

/* may_play: the text changed (a text read again in a new position, or
 * after the owner refused its move, waits for Enter). */
static void
read_text (ChessMoveEntry *self,
           gboolean        may_play)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->entry));

  g_clear_handle_id (&self->play_idle, g_source_remove);
  if (!self->has_position)
    {
      self->input.state = CHESS_MOVE_INPUT_EMPTY;
      show_message (self, "", FALSE);
      return;
    }
  chess_move_input_read (&self->position, &self->letters, text, &self->input);
  show_reading (self);
  if (may_play && self->input.state == CHESS_MOVE_INPUT_PLAY)
    self->play_idle = g_idle_add (play_when_idle, self);
}

static void
on_changed (ChessMoveEntry *self)
{
  read_text (self, TRUE);
}

static void
on_activate (ChessMoveEntry *self)
{
  ChessMove move;
  ChessReaderCommand command;

  read_text (self, FALSE);
  move = chess_move_input_enter (&self->input);
  if (move != CHESS_MOVE_NONE)
    {
      g_signal_emit (self, signals[MOVE_CHOSEN], 0, (guint) move);
      return;
    }
  if (chess_reader_command_parse (gtk_editable_get_text (GTK_EDITABLE (self->entry)), &command))
    {
      g_signal_emit (self, signals[COMMAND], 0, gtk_editable_get_text (GTK_EDITABLE (self->entry)));
      return;
    }
  if (self->input.state != CHESS_MOVE_INPUT_EMPTY)
    {
      show_refusal (self);
      gtk_widget_error_bell (GTK_WIDGET (self));
    }
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                ChessMoveEntry        *self)
{
  if (keyval != GDK_KEY_Escape)
    return FALSE;
  chess_move_entry_clear (self);
  g_signal_emit (self, signals[CANCELLED], 0);
  return TRUE;
}

void
chess_move_entry_set_position (ChessMoveEntry      *self,
                               const ChessPosition *pos)
{
  g_return_if_fail (CHESS_IS_MOVE_ENTRY (self));
  g_return_if_fail (pos != NULL);

  self->position = *pos;
  self->has_position = TRUE;
  read_text (self, FALSE);
}

void
chess_move_entry_start (ChessMoveEntry *self,
                        const char     *text)
{
  g_return_if_fail (CHESS_IS_MOVE_ENTRY (self));

  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
  gtk_widget_grab_focus (self->entry);
  if (text != NULL)
    {
      int position = -1;

      gtk_editable_set_text (GTK_EDITABLE (self->entry), "");
      gtk_editable_insert_text (GTK_EDITABLE (self->entry), text, -1, &position);
    }
  gtk_editable_set_position (GTK_EDITABLE (self->entry), -1);
}

void
chess_move_entry_clear (ChessMoveEntry *self)
{
  g_return_if_fail (CHESS_IS_MOVE_ENTRY (self));

  g_clear_handle_id (&self->play_idle, g_source_remove);
  gtk_editable_set_text (GTK_EDITABLE (self->entry), "");
  show_message (self, "", FALSE);
}

const char *
chess_move_entry_get_text (ChessMoveEntry *self)
{
  g_return_val_if_fail (CHESS_IS_MOVE_ENTRY (self), NULL);
  return gtk_editable_get_text (GTK_EDITABLE (self->entry));
}

const char *
chess_move_entry_get_message (ChessMoveEntry *self)
{
  g_return_val_if_fail (CHESS_IS_MOVE_ENTRY (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->label));
}

void
chess_move_entry_refuse (ChessMoveEntry *self,
                         const char     *reason)
{
  g_return_if_fail (CHESS_IS_MOVE_ENTRY (self));
  g_return_if_fail (reason != NULL);

  show_message (self, reason, TRUE);
  gtk_widget_error_bell (GTK_WIDGET (self));
}

void
chess_move_entry_answer (ChessMoveEntry *self,
                         const char     *answer)
{
  g_return_if_fail (CHESS_IS_MOVE_ENTRY (self));
  g_return_if_fail (answer != NULL);

  g_clear_handle_id (&self->play_idle, g_source_remove);
  gtk_editable_set_text (GTK_EDITABLE (self->entry), "");
  show_message (self, answer, FALSE);
}

static gboolean
chess_move_entry_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (CHESS_MOVE_ENTRY (widget)->entry);
}

static void
chess_move_entry_dispose (GObject *object)
{
  ChessMoveEntry *self = CHESS_MOVE_ENTRY (object);

  g_clear_handle_id (&self->play_idle, g_source_remove);
  g_clear_pointer (&self->entry, gtk_widget_unparent);
  g_clear_pointer (&self->label, gtk_widget_unparent);
  G_OBJECT_CLASS (chess_move_entry_parent_class)->dispose (object);
}

static void
chess_move_entry_class_init (ChessMoveEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_move_entry_dispose;
  widget_class->grab_focus = chess_move_entry_grab_focus;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "moveentry");

  signals[MOVE_CHOSEN] = g_signal_new ("move-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[CANCELLED] = g_signal_new ("cancelled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[COMMAND] = g_signal_new ("command", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
chess_move_entry_init (ChessMoveEntry *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 12);
  gtk_widget_add_css_class (GTK_WIDGET (self), "card");
  chess_move_letters_local (&self->letters);

  self->entry = gtk_entry_new ();
  gtk_editable_set_width_chars (GTK_EDITABLE (self->entry), 10);
  gtk_widget_set_valign (self->entry, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_start (self->entry, 6);
  gtk_widget_set_margin_top (self->entry, 6);
  gtk_widget_set_margin_bottom (self->entry, 6);
  /* TRANSLATORS: the placeholder of the field a move is typed in */
  gtk_entry_set_placeholder_text (GTK_ENTRY (self->entry), _("Type a move"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Move to play"), -1);
  gtk_widget_set_parent (self->entry, GTK_WIDGET (self));

  self->label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (self->label), 40);
  gtk_label_set_xalign (GTK_LABEL (self->label), 0.0);
  gtk_widget_set_hexpand (self->label, TRUE);
  gtk_widget_set_margin_end (self->label, 6);
  gtk_widget_set_visible (self->label, FALSE);
  gtk_widget_set_parent (self->label, GTK_WIDGET (self));

  g_signal_connect_swapped (self->entry, "changed", G_CALLBACK (on_changed), self);
  g_signal_connect_swapped (self->entry, "activate", G_CALLBACK (on_activate), self);
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

GtkWidget *
chess_move_entry_new (void)
{
  return g_object_new (CHESS_TYPE_MOVE_ENTRY, NULL);
}
