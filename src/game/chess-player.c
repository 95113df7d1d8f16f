/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-player.c — ChessPlayer: one side of a session's game.
 *
 * The player knows its session only weakly (the session owns its players),
 * and whether it has the turn, so a move or a failure reported after the
 * turn was cancelled is refused or ignored instead of reaching a game that
 * has moved on. */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-player-private.h"
#include "chess-session-private.h"

typedef struct
{
  char *name;
  GWeakRef session;
  ChessColor side;
  gboolean human;
  gboolean thinking;
  gboolean has_turn;
} ChessPlayerPrivate;

enum {
  PROP_0,
  PROP_NAME,
  PROP_HUMAN,
  PROP_THINKING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_TYPE_WITH_PRIVATE (ChessPlayer, chess_player, G_TYPE_OBJECT)

static void
chess_player_finalize (GObject *object)
{
  ChessPlayer *self = CHESS_PLAYER (object);
  ChessPlayerPrivate *priv = chess_player_get_instance_private (self);

  g_weak_ref_clear (&priv->session);
  g_free (priv->name);
  G_OBJECT_CLASS (chess_player_parent_class)->finalize (object);
}

static void
chess_player_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  ChessPlayer *self = CHESS_PLAYER (object);
  ChessPlayerPrivate *priv = chess_player_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, priv->name);
      break;
    case PROP_HUMAN:
      g_value_set_boolean (value, priv->human);
      break;
    case PROP_THINKING:
      g_value_set_boolean (value, priv->thinking);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_player_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  ChessPlayer *self = CHESS_PLAYER (object);
  ChessPlayerPrivate *priv = chess_player_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_NAME:
      chess_player_set_name (self, g_value_get_string (value));
      break;
    case PROP_HUMAN:
      priv->human = g_value_get_boolean (value);
      break;
    case PROP_THINKING:
      chess_player_set_thinking (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_player_class_init (ChessPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = chess_player_finalize;
  object_class->get_property = chess_player_get_property;
  object_class->set_property = chess_player_set_property;

  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, "",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HUMAN] =
    g_param_spec_boolean ("human", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_THINKING] =
    g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
chess_player_init (ChessPlayer *self)
{
  ChessPlayerPrivate *priv = chess_player_get_instance_private (self);

  g_weak_ref_init (&priv->session, NULL);
  priv->name = g_strdup ("");
  priv->human = TRUE;
}

ChessPlayer *
chess_player_new_human (const char *name)
{
  return g_object_new (CHESS_TYPE_PLAYER, "name", name != NULL ? name : "", NULL);
}

gboolean
chess_player_is_human (ChessPlayer *self)
{
  ChessPlayerPrivate *priv = chess_player_get_instance_private (self);

  g_return_val_if_fail (CHESS_IS_PLAYER (self), FALSE);
  return priv->human;
}

const char *
chess_player_get_name (ChessPlayer *self)
{
  ChessPlayerPrivate *priv = chess_player_get_instance_private (self);

  g_return_val_if_fail (CHESS_IS_PLAYER (self), NULL);
  return priv->name;
}

void
chess_player_set_name (ChessPlayer *self,
                       const char  *name)
{
  ChessPlayerPrivate *priv = chess_player_get_instance_private (self);

  g_return_if_fail (CHESS_IS_PLAYER (self));

  if (name == NULL)
    name = "";
  if (g_strcmp0 (priv->name, name) == 0)
    return;
  g_free (priv->name);
  priv->name = g_strdup (name);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

ChessSession *
chess_player_get_session (ChessPlayer *self)
{
  ChessPlayerPrivate *priv = chess_player_get_instance_private (self);
  ChessSession *session;

  g_return_val_if_fail (CHESS_IS_PLAYER (self), NULL);

  /* The session owns its players: while it lives, so does this reference. */
  session = g_weak_ref_get (&priv->session);
  if (session != NULL)
    g_object_unref (session);
  return session;
}

ChessColor
chess_player_get_side (ChessPlayer *self)
{
  ChessPlayerPrivate *priv = chess_player_get_instance_private (self);

  g_return_val_if_fail (CHESS_IS_PLAYER (self), CHESS_WHITE);
  return priv->side;
}

gboolean
chess_player_get_thinking (ChessPlayer *self)
{
  ChessPlayerPrivate *priv = chess_player_get_instance_private (self);

  g_return_val_if_fail (CHESS_IS_PLAYER (self), FALSE);
  return priv->thinking;
}

void
chess_player_set_thinking (ChessPlayer *self,
                           gboolean     thinking)
{
  ChessPlayerPrivate *priv = chess_player_get_instance_private (self);

  g_return_if_fail (CHESS_IS_PLAYER (self));

  thinking = !!thinking;
  if (priv->thinking == thinking)
    return;
  priv->thinking = thinking;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

gboolean
chess_player_has_turn (ChessPlayer *self)
{
  ChessPlayerPrivate *priv = chess_player_get_instance_private (self);

  g_return_val_if_fail (CHESS_IS_PLAYER (self), FALSE);
  return priv->has_turn;
}

gboolean
chess_player_play_move (ChessPlayer  *self,
                        ChessMove     move,
                        GError      **error)
{
  ChessPlayerPrivate *priv = chess_player_get_instance_private (self);
  ChessSession *session;

  g_return_val_if_fail (CHESS_IS_PLAYER (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  session = chess_player_get_session (self);
  if (session == NULL || !priv->has_turn)
    {
      g_set_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_NOT_ON_TURN,
                   _("%s played a move without having the turn"),
                   priv->name[0] != '\0' ? priv->name : _("A player"));
      return FALSE;
    }
  return _chess_session_play_player_move (session, self, move, error);
}

void
chess_player_report_failure (ChessPlayer  *self,
                             const GError *error)
{
  ChessSession *session;

  g_return_if_fail (CHESS_IS_PLAYER (self));
  g_return_if_fail (error != NULL);

  session = chess_player_get_session (self);
  if (session != NULL)
    _chess_session_report_failure (session, self, error);
}

/* ---- for the session ------------------------------------------------ */

void
_chess_player_attach (ChessPlayer  *self,
                      ChessSession *session,
                      ChessColor    side)
{
  ChessPlayerPrivate *priv = chess_player_get_instance_private (self);

  g_weak_ref_set (&priv->session, session);
  priv->side = side;
  priv->has_turn = FALSE;
}

void
_chess_player_start_turn (ChessPlayer *self)
{
  ChessPlayerPrivate *priv = chess_player_get_instance_private (self);

  priv->has_turn = TRUE;
  if (CHESS_PLAYER_GET_CLASS (self)->start_turn != NULL)
    CHESS_PLAYER_GET_CLASS (self)->start_turn (self);
}

void
_chess_player_cancel_turn (ChessPlayer *self)
{
  ChessPlayerPrivate *priv = chess_player_get_instance_private (self);

  if (!priv->has_turn)
    return;
  priv->has_turn = FALSE;
  if (CHESS_PLAYER_GET_CLASS (self)->cancel_turn != NULL)
    CHESS_PLAYER_GET_CLASS (self)->cancel_turn (self);
  chess_player_set_thinking (self, FALSE);
}

void
_chess_player_end_turn (ChessPlayer *self)
{
  ChessPlayerPrivate *priv = chess_player_get_instance_private (self);

  priv->has_turn = FALSE;
  chess_player_set_thinking (self, FALSE);
}
