/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-enums.c — the enums registered as GTypes (chess-enums.h) are the
 * types of the properties and signals that carry them, their nicks are the
 * words the test events print, and the GSettings schema's enumerated keys
 * take exactly the values of the C enums (GSETTINGS_SCHEMA_DIR points at
 * the build tree's compiled schema). */
#include "config.h"

#include <gio/gio.h>

#include "chess-game.h"
#include "chess-settings.h"

static GType
property_type (gpointer object, const char *name)
{
  GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (object), name);

  g_assert_nonnull (pspec);
  return G_PARAM_SPEC_VALUE_TYPE (pspec);
}

static const char *
nick (GType type, int value)
{
  g_autoptr (GEnumClass) enum_class = g_type_class_ref (type);
  GEnumValue *enum_value = g_enum_get_value (enum_class, value);

  g_assert_nonnull (enum_value);
  return enum_value->value_nick;
}

static void
test_game_properties (void)
{
  g_autoptr (ChessGame) game = chess_game_new_chess960 (0);
  ChessResult result = CHESS_RESULT_NONE;
  ChessTermination termination = CHESS_TERMINATION_NONE;
  ChessVariant variant = CHESS_VARIANT_STANDARD;

  g_assert_true (property_type (game, "result") == CHESS_TYPE_RESULT);
  g_assert_true (property_type (game, "termination") == CHESS_TYPE_TERMINATION);
  g_assert_true (property_type (game, "variant") == CHESS_TYPE_VARIANT);

  chess_game_resign (game, CHESS_WHITE);
  g_object_get (game, "result", &result, "termination", &termination, "variant", &variant, NULL);
  g_assert_cmpint (result, ==, CHESS_RESULT_BLACK_WINS);
  g_assert_cmpint (termination, ==, CHESS_TERMINATION_RESIGNATION);
  g_assert_cmpint (variant, ==, CHESS_VARIANT_CHESS960);

  /* The words of the RESULT test event are the registered nicks. */
  g_assert_cmpstr (nick (CHESS_TYPE_TERMINATION, CHESS_TERMINATION_TIME_FORFEIT), ==, "time-forfeit");
  g_assert_cmpstr (chess_termination_to_id (CHESS_TERMINATION_SEVENTY_FIVE_MOVES), ==,
                   nick (CHESS_TYPE_TERMINATION, CHESS_TERMINATION_SEVENTY_FIVE_MOVES));
  g_assert_cmpstr (nick (CHESS_TYPE_COLOR, CHESS_BLACK), ==, "black");
  g_assert_cmpstr (nick (CHESS_TYPE_RESULT, CHESS_RESULT_DRAW), ==, "draw");
  g_assert_cmpstr (nick (CHESS_TYPE_VARIANT, CHESS_VARIANT_CHESS960), ==, "chess960");
}

static void
test_flag_fell_carries_a_color (void)
{
  /* The class made, so its signals exist. */
  gpointer clock_class = g_type_class_ref (CHESS_TYPE_CLOCK);
  GSignalQuery query;

  g_signal_query (g_signal_lookup ("flag-fell", CHESS_TYPE_CLOCK), &query);
  g_assert_cmpuint (query.n_params, ==, 1);
  g_assert_true (query.param_types[0] == CHESS_TYPE_COLOR);
  g_type_class_unref (clock_class);
}

/* Every enumerated key of the schema: its values are the nicks of its C
 * enum, in the same order with the same numbers. */
static void
assert_key_is_enum (GSettingsSchema *schema, const char *key_name, GType type)
{
  g_autoptr (GSettingsSchemaKey) key = g_settings_schema_get_key (schema, key_name);
  g_autoptr (GVariant) range = g_settings_schema_key_get_range (key);
  g_autoptr (GEnumClass) enum_class = g_type_class_ref (type);
  g_autoptr (GVariant) values = NULL;
  const char *kind = NULL;

  g_variant_get (range, "(&sv)", &kind, &values);
  g_assert_cmpstr (kind, ==, "enum");
  g_assert_cmpuint (g_variant_n_children (values), ==, enum_class->n_values);
  for (guint i = 0; i < enum_class->n_values; i++)
    {
      const char *value_nick = NULL;

      g_variant_get_child (values, i, "&s", &value_nick);
      g_assert_cmpstr (value_nick, ==, enum_class->values[i].value_nick);
    }
}

static void
test_settings_enums (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = NULL;
  g_autoptr (GSettings) settings = NULL;
  g_autofree char *stored = NULL;

  g_assert_nonnull (source);
  schema = g_settings_schema_source_lookup (source, "com.example.Chess", FALSE);
  g_assert_nonnull (schema);
  assert_key_is_enum (schema, "clock-start", CHESS_TYPE_CLOCK_START);

  settings = g_settings_new_full (schema, NULL, NULL);
  g_assert_cmpint (g_settings_get_enum (settings, "clock-start"), ==, CHESS_CLOCK_START_FIRST_MOVE);
  g_assert_true (g_settings_set_enum (settings, "clock-start", CHESS_CLOCK_START_IMMEDIATELY));
  stored = g_settings_get_string (settings, "clock-start");
  g_assert_cmpstr (stored, ==, "immediately");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/enums/game-properties", test_game_properties);
  g_test_add_func ("/enums/flag-fell-carries-a-color", test_flag_fell_carries_a_color);
  g_test_add_func ("/enums/settings", test_settings_enums);
  return g_test_run ();
}
