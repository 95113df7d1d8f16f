/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-engine-catalog.c — ChessEngineCatalog and its entries (see the
 * header).
 *
 * The entries are the truth while the catalog lives; GSettings is where
 * they are kept.  Each change is written through at once, and a change of
 * the keys made elsewhere (another instance, dconf-editor) is read back:
 * an entry whose path is still listed stays the same object, so a chooser
 * bound to the list keeps its selection. */

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "chess-engine-catalog.h"

#define DEBIAN_STOCKFISH "/usr/games/stockfish"

/* ------------------------------------------------------------------ */
/* ChessEngineEntry                                                    */

struct _ChessEngineEntry
{
  GObject parent_instance;

  char *path;
  char *name;
  gboolean removable;
};

G_DEFINE_FINAL_TYPE (ChessEngineEntry, chess_engine_entry, G_TYPE_OBJECT)

enum {
  ENTRY_PROP_0,
  ENTRY_PROP_PATH,
  ENTRY_PROP_NAME,
  ENTRY_PROP_REMOVABLE,
  N_ENTRY_PROPS
};

static GParamSpec *entry_properties[N_ENTRY_PROPS];

static ChessEngineEntry *
chess_engine_entry_new (const char *path,
                        const char *name,
                        gboolean    removable)
{
  ChessEngineEntry *self = g_object_new (CHESS_TYPE_ENGINE_ENTRY, NULL);

  self->path = g_strdup (path);
  self->name = name != NULL && name[0] != '\0' ? g_strdup (name) : g_path_get_basename (path);
  self->removable = removable;
  return self;
}

/* TRUE if the name changed. */
static gboolean
chess_engine_entry_set_name (ChessEngineEntry *self,
                             const char       *name)
{
  if (g_strcmp0 (self->name, name) == 0)
    return FALSE;
  g_free (self->name);
  self->name = g_strdup (name);
  g_object_notify_by_pspec (G_OBJECT (self), entry_properties[ENTRY_PROP_NAME]);
  return TRUE;
}

const char *
chess_engine_entry_get_path (ChessEngineEntry *self)
{
  g_return_val_if_fail (CHESS_IS_ENGINE_ENTRY (self), NULL);
  return self->path;
}

const char *
chess_engine_entry_get_name (ChessEngineEntry *self)
{
  g_return_val_if_fail (CHESS_IS_ENGINE_ENTRY (self), NULL);
  return self->name;
}

gboolean
chess_engine_entry_get_removable (ChessEngineEntry *self)
{
  g_return_val_if_fail (CHESS_IS_ENGINE_ENTRY (self), FALSE);
  return self->removable;
}

static void
chess_engine_entry_finalize (GObject *object)
{
  ChessEngineEntry *self = CHESS_ENGINE_ENTRY (object);

  g_free (self->path);
  g_free (self->name);
  G_OBJECT_CLASS (chess_engine_entry_parent_class)->finalize (object);
}

static void
chess_engine_entry_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  ChessEngineEntry *self = CHESS_ENGINE_ENTRY (object);

  switch (prop_id)
    {
    case ENTRY_PROP_PATH:
      g_value_set_string (value, self->path);
      break;
    case ENTRY_PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case ENTRY_PROP_REMOVABLE:
      g_value_set_boolean (value, self->removable);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_engine_entry_class_init (ChessEngineEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = chess_engine_entry_finalize;
  object_class->get_property = chess_engine_entry_get_property;

  entry_properties[ENTRY_PROP_PATH] =
    g_param_spec_string ("path", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  entry_properties[ENTRY_PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  entry_properties[ENTRY_PROP_REMOVABLE] =
    g_param_spec_boolean ("removable", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_ENTRY_PROPS, entry_properties);
}

static void
chess_engine_entry_init (ChessEngineEntry *self)
{
}

/* ------------------------------------------------------------------ */
/* ChessEngineCatalog                                                  */

struct _ChessEngineCatalog
{
  GObject parent_instance;

  GSettings *settings;
  GPtrArray *entries;           /* ChessEngineEntry; the default first, if found */
  GHashTable *option_values;    /* path → (option name → value) */
};

static void chess_engine_catalog_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ChessEngineCatalog, chess_engine_catalog, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      chess_engine_catalog_list_model_init))

char *
chess_engine_find_stockfish (void)
{
  char *path = g_find_program_in_path ("stockfish");

  if (path != NULL)
    return path;
  if (g_file_test (DEBIAN_STOCKFISH, G_FILE_TEST_IS_EXECUTABLE))
    return g_strdup (DEBIAN_STOCKFISH);
  return NULL;
}

static GType
chess_engine_catalog_get_item_type (GListModel *model)
{
  return CHESS_TYPE_ENGINE_ENTRY;
}

static guint
chess_engine_catalog_get_n_items (GListModel *model)
{
  return CHESS_ENGINE_CATALOG (model)->entries->len;
}

static gpointer
chess_engine_catalog_get_item (GListModel *model,
                               guint       position)
{
  ChessEngineCatalog *self = CHESS_ENGINE_CATALOG (model);

  if (position >= self->entries->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->entries, position));
}

static void
chess_engine_catalog_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = chess_engine_catalog_get_item_type;
  iface->get_n_items = chess_engine_catalog_get_n_items;
  iface->get_item = chess_engine_catalog_get_item;
}

static guint
first_added (ChessEngineCatalog *self)
{
  return self->entries->len > 0
         && !chess_engine_entry_get_removable (g_ptr_array_index (self->entries, 0)) ? 1 : 0;
}

/* ---- Keeping the list in the settings ---------------------------- */

static void
save_engines (ChessEngineCatalog *self)
{
  GVariantBuilder builder;

  if (self->settings == NULL)
    return;
  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(ss)"));
  for (guint i = first_added (self); i < self->entries->len; i++)
    {
      ChessEngineEntry *entry = g_ptr_array_index (self->entries, i);

      g_variant_builder_add (&builder, "(ss)", entry->path, entry->name);
    }
  g_settings_set_value (self->settings, "engines", g_variant_builder_end (&builder));
}

/* The added engines as the settings list them; entries still listed are
 * kept (with the name the settings give). */
static void
load_engines (ChessEngineCatalog *self)
{
  g_autoptr (GVariant) engines = g_settings_get_value (self->settings, "engines");
  g_autoptr (GPtrArray) added = g_ptr_array_new_with_free_func (g_object_unref);
  guint first = first_added (self);
  guint old_count = self->entries->len - first;
  gboolean same;
  GVariantIter iter;
  const char *path, *name;

  g_variant_iter_init (&iter, engines);
  while (g_variant_iter_next (&iter, "(&s&s)", &path, &name))
    {
      ChessEngineEntry *entry = chess_engine_catalog_lookup (self, path);
      gboolean listed = FALSE;

      if (!g_path_is_absolute (path))
        continue;
      for (guint i = 0; i < added->len; i++)
        listed |= g_strcmp0 (((ChessEngineEntry *) g_ptr_array_index (added, i))->path, path) == 0;
      if (listed || (entry != NULL && !entry->removable))
        continue;   /* listed twice, or the default engine */
      if (entry != NULL)
        {
          chess_engine_entry_set_name (entry, name);
          g_ptr_array_add (added, g_object_ref (entry));
        }
      else
        g_ptr_array_add (added, chess_engine_entry_new (path, name, TRUE));
    }

  same = added->len == old_count;
  for (guint i = 0; same && i < added->len; i++)
    same = g_ptr_array_index (added, i) == g_ptr_array_index (self->entries, first + i);
  if (same)
    return;
  g_ptr_array_set_size (self->entries, first);
  for (guint i = 0; i < added->len; i++)
    g_ptr_array_add (self->entries, g_object_ref (g_ptr_array_index (added, i)));
  g_list_model_items_changed (G_LIST_MODEL (self), first, old_count, added->len);
}

static void
save_option_values (ChessEngineCatalog *self)
{
  GVariantBuilder builder;
  GHashTableIter iter;
  gpointer path, values;

  if (self->settings == NULL)
    return;
  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{sa{ss}}"));
  g_hash_table_iter_init (&iter, self->option_values);
  while (g_hash_table_iter_next (&iter, &path, &values))
    {
      GHashTableIter inner;
      gpointer name, value;

      if (g_hash_table_size (values) == 0)
        continue;
      g_variant_builder_open (&builder, G_VARIANT_TYPE ("{sa{ss}}"));
      g_variant_builder_add (&builder, "s", path);
      g_variant_builder_open (&builder, G_VARIANT_TYPE ("a{ss}"));
      g_hash_table_iter_init (&inner, values);
      while (g_hash_table_iter_next (&inner, &name, &value))
        g_variant_builder_add (&builder, "{ss}", name, value);
      g_variant_builder_close (&builder);
      g_variant_builder_close (&builder);
    }
  g_settings_set_value (self->settings, "engine-options", g_variant_builder_end (&builder));
}

static GHashTable *
new_string_table (void)
{
  return g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

static void
load_option_values (ChessEngineCatalog *self)
{
  g_autoptr (GVariant) all = g_settings_get_value (self->settings, "engine-options");
  g_autoptr (GVariantIter) values = NULL;
  GVariantIter iter;
  const char *path, *name, *value;

  g_hash_table_remove_all (self->option_values);
  g_variant_iter_init (&iter, all);
  while (g_variant_iter_next (&iter, "{&sa{ss}}", &path, &values))
    {
      GHashTable *table = new_string_table ();

      while (g_variant_iter_next (values, "{&s&s}", &name, &value))
        if (strpbrk (value, "\r\n") != NULL)
          /* Only an edit of the settings from outside makes one. */
          g_message ("The value of the option “%s” of %s holds a line break, which a chess engine cannot take: "
                     "it is not used", name, path);
        else
          g_hash_table_replace (table, g_strdup (name), g_strdup (value));
      g_hash_table_replace (self->option_values, g_strdup (path), table);
      g_clear_pointer (&values, g_variant_iter_free);
    }
}

static void
settings_changed (ChessEngineCatalog *self,
                  const char         *key)
{
  if (g_strcmp0 (key, "engines") == 0)
    load_engines (self);
  else if (g_strcmp0 (key, "engine-options") == 0)
    load_option_values (self);
}

/* ---- API ---------------------------------------------------------- */

ChessEngineCatalog *
chess_engine_catalog_new (GSettings *settings)
{
  ChessEngineCatalog *self;
  g_autofree char *stockfish = NULL;

  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  self = g_object_new (CHESS_TYPE_ENGINE_CATALOG, NULL);
  stockfish = chess_engine_find_stockfish ();
  if (stockfish != NULL)
    {
      g_autofree char *absolute = g_canonicalize_filename (stockfish, NULL);

      g_ptr_array_add (self->entries, chess_engine_entry_new (absolute, NULL, FALSE));
    }
  if (settings != NULL)
    {
      self->settings = g_object_ref (settings);
      load_engines (self);
      load_option_values (self);
      g_signal_connect_object (settings, "changed", G_CALLBACK (settings_changed), self,
                               G_CONNECT_SWAPPED);
    }
  return self;
}

ChessEngineEntry *
chess_engine_catalog_get_default (ChessEngineCatalog *self)
{
  g_return_val_if_fail (CHESS_IS_ENGINE_CATALOG (self), NULL);

  return first_added (self) == 1 ? g_ptr_array_index (self->entries, 0) : NULL;
}

char *
chess_engine_catalog_dup_analysis_path (ChessEngineCatalog *self)
{
  g_autofree char *path = self->settings ? g_settings_get_string (self->settings, "analysis-engine") : NULL;
  if (path != NULL && *path != '\0')
    return g_steal_pointer (&path);
  ChessEngineEntry *entry = chess_engine_catalog_get_default (self);
  return g_strdup (entry ? chess_engine_entry_get_path (entry) : "stockfish");
}

ChessEngineEntry *
chess_engine_catalog_lookup (ChessEngineCatalog *self,
                             const char         *path)
{
  g_autofree char *absolute = NULL;

  g_return_val_if_fail (CHESS_IS_ENGINE_CATALOG (self), NULL);
  g_return_val_if_fail (path != NULL, NULL);

  absolute = g_canonicalize_filename (path, NULL);
  for (guint i = 0; i < self->entries->len; i++)
    {
      ChessEngineEntry *entry = g_ptr_array_index (self->entries, i);

      if (g_strcmp0 (entry->path, absolute) == 0)
        return entry;
    }
  return NULL;
}

static void
added_engine_started (GObject      *source,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  g_autoptr (GTask) task = user_data;
  ChessEngine *engine = CHESS_ENGINE (source);
  ChessEngineCatalog *self = g_task_get_source_object (task);
  ChessEngineEntry *entry;
  GError *error = NULL;

  if (!chess_engine_start_finish (engine, result, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  chess_engine_quit (engine);

  /* Added meanwhile (twice in a row, or by another instance)? */
  entry = chess_engine_catalog_lookup (self, chess_engine_get_path (engine));
  if (entry == NULL)
    {
      entry = chess_engine_entry_new (chess_engine_get_path (engine), chess_engine_get_name (engine), TRUE);
      g_ptr_array_add (self->entries, entry);
      g_list_model_items_changed (G_LIST_MODEL (self), self->entries->len - 1, 0, 1);
      save_engines (self);
    }
  g_task_return_pointer (task, g_object_ref (entry), g_object_unref);
}

void
chess_engine_catalog_add_async (ChessEngineCatalog *self,
                                const char         *path,
                                GCancellable       *cancellable,
                                GAsyncReadyCallback callback,
                                gpointer            user_data)
{
  g_autoptr (GTask) task = NULL;
  g_autoptr (ChessEngine) engine = NULL;
  g_autofree char *absolute = NULL;
  ChessEngineEntry *entry;

  g_return_if_fail (CHESS_IS_ENGINE_CATALOG (self));
  g_return_if_fail (path != NULL);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, chess_engine_catalog_add_async);
  absolute = g_canonicalize_filename (path, NULL);
  entry = chess_engine_catalog_lookup (self, absolute);
  if (entry != NULL)
    {
      g_task_return_pointer (task, g_object_ref (entry), g_object_unref);
      return;
    }
  engine = chess_engine_new (absolute);
  g_task_set_task_data (task, g_object_ref (engine), g_object_unref);
  chess_engine_start_async (engine, cancellable, added_engine_started, g_steal_pointer (&task));
}

ChessEngineEntry *
chess_engine_catalog_add_finish (ChessEngineCatalog *self,
                                 GAsyncResult       *result,
                                 GError            **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

gboolean
chess_engine_catalog_remove (ChessEngineCatalog *self,
                             const char         *path)
{
  ChessEngineEntry *entry;
  guint position;

  g_return_val_if_fail (CHESS_IS_ENGINE_CATALOG (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  entry = chess_engine_catalog_lookup (self, path);
  if (entry == NULL || !entry->removable)
    return FALSE;
  if (g_hash_table_remove (self->option_values, entry->path))
    save_option_values (self);
  g_ptr_array_find (self->entries, entry, &position);
  g_ptr_array_remove_index (self->entries, position);
  g_list_model_items_changed (G_LIST_MODEL (self), position, 1, 0);
  save_engines (self);
  return TRUE;
}

char *
chess_engine_catalog_dup_option_value (ChessEngineCatalog *self,
                                       const char         *path,
                                       const char         *name)
{
  g_autofree char *absolute = NULL;
  GHashTable *values;

  g_return_val_if_fail (CHESS_IS_ENGINE_CATALOG (self), NULL);
  g_return_val_if_fail (path != NULL && name != NULL, NULL);

  absolute = g_canonicalize_filename (path, NULL);
  values = g_hash_table_lookup (self->option_values, absolute);
  return values != NULL ? g_strdup (g_hash_table_lookup (values, name)) : NULL;
}

gboolean
chess_engine_catalog_set_option_value (ChessEngineCatalog *self,
                                       const char         *path,
                                       const char         *name,
                                       const char         *value,
                                       GError            **error)
{
  g_autofree char *absolute = NULL;
  GHashTable *values;

  g_return_val_if_fail (CHESS_IS_ENGINE_CATALOG (self), FALSE);
  g_return_val_if_fail (path != NULL && name != NULL, FALSE);

  if (value != NULL && strpbrk (value, "\r\n") != NULL)
    {
      g_set_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_UNSUPPORTED,
                   _("The value of the option “%s” holds a line break, which a chess engine cannot take (it "
                     "reads one command a line): it was not kept."), name);
      return FALSE;
    }
  absolute = g_canonicalize_filename (path, NULL);
  values = g_hash_table_lookup (self->option_values, absolute);
  if (value == NULL)
    {
      if (values == NULL || !g_hash_table_remove (values, name))
        return TRUE;
    }
  else
    {
      if (values == NULL)
        {
          values = new_string_table ();
          g_hash_table_replace (self->option_values, g_strdup (absolute), values);
        }
      if (g_strcmp0 (g_hash_table_lookup (values, name), value) == 0)
        return TRUE;
      g_hash_table_replace (values, g_strdup (name), g_strdup (value));
    }
  save_option_values (self);
  return TRUE;
}

/* An engine of the catalog named itself: its entry shows that name from
 * now on (and an added engine keeps it in the settings). */
static void
engine_named (ChessEngine        *engine,
              GParamSpec         *pspec,
              ChessEngineCatalog *self)
{
  ChessEngineEntry *entry = chess_engine_catalog_lookup (self, chess_engine_get_path (engine));

  if (entry != NULL && chess_engine_entry_set_name (entry, chess_engine_get_name (engine))
      && entry->removable)
    save_engines (self);
}

ChessEngine *
chess_engine_catalog_create_engine (ChessEngineCatalog *self,
                                    const char         *path)
{
  g_autofree char *absolute = NULL;
  ChessEngine *engine;
  GHashTable *values;

  g_return_val_if_fail (CHESS_IS_ENGINE_CATALOG (self), NULL);
  g_return_val_if_fail (path != NULL, NULL);

  absolute = g_canonicalize_filename (path, NULL);
  engine = chess_engine_new (absolute);
  values = g_hash_table_lookup (self->option_values, absolute);
  if (values != NULL)
    {
      GHashTableIter iter;
      gpointer name, value;

      g_hash_table_iter_init (&iter, values);
      while (g_hash_table_iter_next (&iter, &name, &value))
        chess_engine_preset_option (engine, name, value);
    }
  g_signal_connect_object (engine, "notify::name", G_CALLBACK (engine_named), self, 0);
  return engine;
}

static void
chess_engine_catalog_dispose (GObject *object)
{
  ChessEngineCatalog *self = CHESS_ENGINE_CATALOG (object);

  g_clear_object (&self->settings);
  G_OBJECT_CLASS (chess_engine_catalog_parent_class)->dispose (object);
}

static void
chess_engine_catalog_finalize (GObject *object)
{
  ChessEngineCatalog *self = CHESS_ENGINE_CATALOG (object);

  g_ptr_array_unref (self->entries);
  g_hash_table_unref (self->option_values);
  G_OBJECT_CLASS (chess_engine_catalog_parent_class)->finalize (object);
}

static void
chess_engine_catalog_class_init (ChessEngineCatalogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = chess_engine_catalog_dispose;
  object_class->finalize = chess_engine_catalog_finalize;
}

static void
chess_engine_catalog_init (ChessEngineCatalog *self)
{
  self->entries = g_ptr_array_new_with_free_func (g_object_unref);
  self->option_values = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                               (GDestroyNotify) g_hash_table_unref);
}
