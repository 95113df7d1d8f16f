/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-engine-catalog — the engines the application knows: Stockfish found
 * by itself (on PATH, else /usr/games), a second real UCI engine (Toga II)
 * added by path and kept in the settings, programs that are not UCI
 * engines refused with a message, option values kept per engine and
 * preset on the engines the catalog creates. */

#include <string.h>
#include <unistd.h>
#include <glib.h>
#include <glib/gstdio.h>

#include "chess-engine-catalog.h"
#include "engine-test-util.h"

#define STOCKFISH "/usr/games/stockfish"
#define TOGA "/usr/games/toga2"

static GSettings *
new_settings (void)
{
  /* GSETTINGS_BACKEND=memory (meson): each test process starts empty. */
  return g_settings_new ("com.example.Chess");
}

static void
reset_settings (GSettings *settings)
{
  g_settings_reset (settings, "engines");
  g_settings_reset (settings, "engine-options");
}

typedef struct {
  gboolean done;
  ChessEngineEntry *entry;
  GError *error;
} Added;

static void
added (GObject      *source,
       GAsyncResult *result,
       gpointer      user_data)
{
  Added *added = user_data;

  added->entry = chess_engine_catalog_add_finish (CHESS_ENGINE_CATALOG (source), result, &added->error);
  added->done = TRUE;
}

static ChessEngineEntry *
add_engine (ChessEngineCatalog *catalog,
            const char         *path,
            GError            **error)
{
  Added result = { 0 };

  chess_engine_catalog_add_async (catalog, path, NULL, added, &result);
  test_run_until (&result.done, 60);
  if (result.error != NULL)
    g_propagate_error (error, result.error);
  return result.entry;
}

typedef struct {
  guint calls;
  guint position, removed, added;
} ItemsChanged;

static void
on_items_changed (GListModel   *model,
                  guint         position,
                  guint         removed,
                  guint         added,
                  ItemsChanged *changed)
{
  changed->calls++;
  changed->position = position;
  changed->removed = removed;
  changed->added = added;
}

static ChessEngineEntry *
item (ChessEngineCatalog *catalog,
      guint               position)
{
  g_autoptr (ChessEngineEntry) entry = g_list_model_get_item (G_LIST_MODEL (catalog), position);

  return entry;   /* the catalog holds it */
}

/* Stockfish comes first: from PATH when it is there, else Debian's. */
static void
test_default (void)
{
  g_autofree char *saved_path = g_strdup (g_getenv ("PATH"));
  g_autofree char *bin = g_build_filename (test_engine_tmp_dir (), "bin", NULL);
  g_autofree char *link = g_build_filename (bin, "stockfish", NULL);
  g_autoptr (ChessEngineCatalog) catalog = NULL;
  ChessEngineEntry *entry;

  test_require_program (STOCKFISH);
  g_assert_cmpint (g_mkdir_with_parents (bin, 0755), ==, 0);

  /* Nothing on PATH: Debian's place. */
  g_setenv ("PATH", bin, TRUE);
  catalog = chess_engine_catalog_new (NULL);
  entry = chess_engine_catalog_get_default (catalog);
  g_assert_nonnull (entry);
  g_assert_cmpstr (chess_engine_entry_get_path (entry), ==, STOCKFISH);
  g_assert_false (chess_engine_entry_get_removable (entry));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (catalog)), ==, 1);
  g_assert_true (item (catalog, 0) == entry);
  g_assert_null (item (catalog, 1));
  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (catalog)) == CHESS_TYPE_ENGINE_ENTRY);
  g_assert_false (chess_engine_catalog_remove (catalog, STOCKFISH));
  g_clear_object (&catalog);

  /* A stockfish on PATH comes before it. */
  g_assert_cmpint (symlink (g_getenv ("FAKE_ENGINE"), link), ==, 0);
  catalog = chess_engine_catalog_new (NULL);
  entry = chess_engine_catalog_get_default (catalog);
  g_assert_cmpstr (chess_engine_entry_get_path (entry), ==, link);
  g_assert_cmpstr (chess_engine_entry_get_name (entry), ==, "stockfish");

  g_setenv ("PATH", saved_path, TRUE);
  g_unlink (link);
  g_rmdir (bin);
}

/* A second real engine, added by path, kept in the settings. */
static void
test_add_toga (void)
{
  g_autoptr (GSettings) settings = new_settings ();
  g_autoptr (ChessEngineCatalog) catalog = NULL;
  g_autoptr (ChessEngineCatalog) later = NULL;
  g_autoptr (ChessEngineEntry) entry = NULL;
  g_autoptr (ChessEngineEntry) again = NULL;
  g_autoptr (GVariant) stored = NULL;
  g_autoptr (GError) error = NULL;
  ItemsChanged changed = { 0 };
  const char *path, *name;

  test_require_program (TOGA);
  reset_settings (settings);
  catalog = chess_engine_catalog_new (settings);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (catalog)), ==, 1);
  g_signal_connect (catalog, "items-changed", G_CALLBACK (on_items_changed), &changed);

  entry = add_engine (catalog, TOGA, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (chess_engine_entry_get_path (entry), ==, TOGA);
  g_assert_cmpstr (chess_engine_entry_get_name (entry), ==, "Toga II 3.0");
  g_assert_true (chess_engine_entry_get_removable (entry));
  g_assert_cmpuint (changed.calls, ==, 1);
  g_assert_cmpuint (changed.position, ==, 1);
  g_assert_cmpuint (changed.added, ==, 1);
  g_assert_true (item (catalog, 1) == entry);
  g_assert_true (chess_engine_catalog_lookup (catalog, TOGA) == entry);

  stored = g_settings_get_value (settings, "engines");
  g_assert_cmpuint (g_variant_n_children (stored), ==, 1);
  g_variant_get_child (stored, 0, "(&s&s)", &path, &name);
  g_assert_cmpstr (path, ==, TOGA);
  g_assert_cmpstr (name, ==, "Toga II 3.0");

  /* Known already: the same entry, nothing added. */
  again = add_engine (catalog, "/usr/games/../games/toga2", &error);
  g_assert_no_error (error);
  g_assert_true (again == entry);
  g_assert_cmpuint (changed.calls, ==, 1);

  /* The next start of the application knows it by name, without running it. */
  later = chess_engine_catalog_new (settings);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (later)), ==, 2);
  g_assert_cmpstr (chess_engine_entry_get_name (item (later, 1)), ==, "Toga II 3.0");

  /* Removed: from both catalogs (the second one hears it from the settings). */
  g_assert_true (chess_engine_catalog_remove (catalog, TOGA));
  g_assert_cmpuint (changed.calls, ==, 2);
  g_assert_cmpuint (changed.removed, ==, 1);
  g_assert_null (chess_engine_catalog_lookup (catalog, TOGA));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (later)), ==, 1);
  g_assert_false (chess_engine_catalog_remove (catalog, TOGA));
}

typedef struct {
  const char *program;        /* NULL: a plain text file */
  ChessEngineError code;
  const char *message_part;
} NotAnEngine;

static const NotAnEngine not_engines[] = {
  /* A program that ends at once. */
  { "/bin/true", CHESS_ENGINE_ERROR_NO_UCIOK, "“true” is not a UCI chess engine" },
  /* One that talks, but not UCI. */
  { "fake:exit-early", CHESS_ENGINE_ERROR_NO_UCIOK, "is not a UCI chess engine" },
  /* No program at all. */
  { "/nonexistent/engine", CHESS_ENGINE_ERROR_MISSING, "/nonexistent/engine" },
  { NULL, CHESS_ENGINE_ERROR_MISSING, "could not be started" },
};

static void
test_not_an_engine (gconstpointer data)
{
  const NotAnEngine *case_ = data;
  g_autoptr (GSettings) settings = new_settings ();
  g_autoptr (ChessEngineCatalog) catalog = NULL;
  g_autoptr (ChessEngineEntry) entry = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GVariant) stored = NULL;
  g_autofree char *text_file = g_build_filename (test_engine_tmp_dir (), "notes.txt", NULL);
  const char *path = case_->program;
  guint count;

  reset_settings (settings);
  catalog = chess_engine_catalog_new (settings);
  count = g_list_model_get_n_items (G_LIST_MODEL (catalog));
  if (path == NULL)
    {
      g_assert_true (g_file_set_contents (text_file, "uciok\n", -1, NULL));
      path = text_file;
    }
  else if (g_str_has_prefix (path, "fake:"))
    {
      g_object_unref (test_fake_engine (path + strlen ("fake:")));
      path = g_getenv ("FAKE_ENGINE");
    }

  entry = add_engine (catalog, path, &error);
  g_assert_null (entry);
  g_assert_error (error, CHESS_ENGINE_ERROR, (gint) case_->code);
  g_test_message ("%s: %s", path, error->message);
  g_assert_nonnull (strstr (error->message, case_->message_part));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (catalog)), ==, count);
  stored = g_settings_get_value (settings, "engines");
  g_assert_cmpuint (g_variant_n_children (stored), ==, 0);
  g_unlink (text_file);
}

/* The values the user gives an engine's options are kept and preset. */
static void
test_option_values (void)
{
  g_autoptr (GSettings) settings = new_settings ();
  g_autoptr (ChessEngineCatalog) catalog = NULL;
  g_autoptr (ChessEngineCatalog) later = NULL;
  g_autoptr (ChessEngineEntry) entry = NULL;
  g_autoptr (ChessEngine) engine = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *log = g_build_filename (test_engine_tmp_dir (), "options.log", NULL);
  g_autofree char *value = NULL;
  g_auto (GStrv) lines = NULL;
  const char *fake;
  GPid pid;

  reset_settings (settings);
  catalog = chess_engine_catalog_new (settings);
  g_object_unref (test_fake_engine ("good"));
  fake = g_getenv ("FAKE_ENGINE");
  entry = add_engine (catalog, fake, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (chess_engine_entry_get_name (entry), ==, "Fake Engine good");

  g_assert_null (chess_engine_catalog_dup_option_value (catalog, fake, "Hash"));
  g_assert_true (chess_engine_catalog_set_option_value (catalog, fake, "Hash", "64", NULL));
  g_assert_true (chess_engine_catalog_set_option_value (catalog, fake, "Style", "Risky", NULL));
  g_assert_true (chess_engine_catalog_set_option_value (catalog, fake, "Style", NULL, NULL));
  g_assert_true (chess_engine_catalog_set_option_value (catalog, fake, "Ponder", "true", NULL));
  g_assert_true (chess_engine_catalog_set_option_value (catalog, STOCKFISH, "Threads", "2", NULL));
  /* A line break cannot reach an engine: refused, saying so, and nothing kept. */
  {
    g_autoptr (GError) error = NULL;
    g_autofree char *kept = NULL;

    g_assert_false (chess_engine_catalog_set_option_value (catalog, fake, "Book File", "a\nsetoption name Hash value 1",
                                                           &error));
    g_assert_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_UNSUPPORTED);
    g_assert_nonnull (strstr (error->message, "holds a line break"));
    kept = chess_engine_catalog_dup_option_value (catalog, fake, "Book File");
    g_assert_null (kept);
  }
  value = chess_engine_catalog_dup_option_value (catalog, fake, "Hash");
  g_assert_cmpstr (value, ==, "64");
  g_clear_pointer (&value, g_free);
  g_assert_null (chess_engine_catalog_dup_option_value (catalog, fake, "Style"));

  /* Kept: another catalog on the same settings reads them back. */
  later = chess_engine_catalog_new (settings);
  value = chess_engine_catalog_dup_option_value (later, fake, "Ponder");
  g_assert_cmpstr (value, ==, "true");
  g_clear_pointer (&value, g_free);
  value = chess_engine_catalog_dup_option_value (later, STOCKFISH, "Threads");
  g_assert_cmpstr (value, ==, "2");
  g_clear_pointer (&value, g_free);

  /* An engine the catalog creates gets them at its handshake. */
  g_unlink (log);
  g_setenv ("FAKE_ENGINE_LOG", log, TRUE);
  g_setenv ("FAKE_ENGINE_MODE", "good", TRUE);
  engine = chess_engine_catalog_create_engine (later, fake);
  /* Removing the engine forgets its values (the engine has them already). */
  g_assert_true (chess_engine_catalog_remove (catalog, fake));
  g_assert_null (chess_engine_catalog_dup_option_value (later, fake, "Hash"));
  g_assert_true (test_start_engine (engine, &error));
  pid = test_fake_engine_pid ();
  chess_engine_quit (engine);
  test_assert_process_gone (pid);
  g_unsetenv ("FAKE_ENGINE_LOG");
  lines = test_read_lines (log);
  g_assert_cmpstr (lines[0], ==, "uci");
  /* Hash and Ponder, in either order, then isready. */
  g_assert_nonnull (lines[1]);
  g_assert_nonnull (lines[2]);
  g_assert_true ((g_strcmp0 (lines[1], "setoption name Hash value 64") == 0
                  && g_strcmp0 (lines[2], "setoption name Ponder value true") == 0)
                 || (g_strcmp0 (lines[2], "setoption name Hash value 64") == 0
                     && g_strcmp0 (lines[1], "setoption name Ponder value true") == 0));
  g_assert_cmpstr (lines[3], ==, "isready");
}

/* An engine created for a known entry renames it when it names itself. */
static void
test_entry_learns_name (void)
{
  g_autoptr (ChessEngineCatalog) catalog = chess_engine_catalog_new (NULL);
  ChessEngineEntry *entry = chess_engine_catalog_get_default (catalog);
  g_autoptr (ChessEngine) engine = NULL;
  g_autoptr (GError) error = NULL;

  test_require_program (STOCKFISH);
  g_assert_cmpstr (chess_engine_entry_get_name (entry), ==, "stockfish");
  engine = chess_engine_catalog_create_engine (catalog, chess_engine_entry_get_path (entry));
  g_assert_true (test_start_engine (engine, &error));
  g_assert_true (g_str_has_prefix (chess_engine_entry_get_name (entry), "Stockfish "));
  chess_engine_quit (engine);
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  test_engine_init ();

  g_test_add_func ("/engine-catalog/default", test_default);
  g_test_add_func ("/engine-catalog/add-toga", test_add_toga);
  for (gsize i = 0; i < G_N_ELEMENTS (not_engines); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine-catalog/not-an-engine/%" G_GSIZE_FORMAT, i);

      g_test_add_data_func (path, &not_engines[i], test_not_an_engine);
    }
  g_test_add_func ("/engine-catalog/option-values", test_option_values);
  g_test_add_func ("/engine-catalog/entry-learns-name", test_entry_learns_name);
  status = g_test_run ();
  test_engine_cleanup ();
  return status;
}
