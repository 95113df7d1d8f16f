/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-release-notes.c — the About window's release notes, read from the
 * AppStream metainfo: the right release, its markup, the fallback to the
 * newest one, bad input, the real metainfo of this version, and the
 * translation of each paragraph through the program's catalogue. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "chess-release-notes.h"

static const char metainfo[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<component type=\"desktop-application\">\n"
  "  <id>com.example.Chess</id>\n"
  "  <description><p>Not a release note.</p></description>\n"
  "  <releases>\n"
  "    <release version=\"2.0\" date=\"2027-01-01\" urgency=\"low\">\n"
  "      <description>\n"
  "        <p>Faster &amp; smaller,\n"
  "           with   <em>two</em> new <code>--flags</code>.</p>\n"
  "        <p xml:lang=\"el\">Γρηγορότερο.</p>\n"
  "        <ul>\n"
  "          <li>Drag &lt;and&gt; drop</li>\n"
  "          <li>Dark style</li>\n"
  "        </ul>\n"
  "      </description>\n"
  "    </release>\n"
  "    <release version=\"1.0\" date=\"2026-01-01\">\n"
  "      <description><ol><li>First</li></ol></description>\n"
  "    </release>\n"
  "    <release version=\"0.9\" date=\"2025-01-01\"/>\n"
  "  </releases>\n"
  "</component>\n";

static void
test_chosen_release (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *version = NULL;
  g_autofree char *notes = chess_release_notes_from_metainfo (metainfo, -1, "2.0", &version, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (version, ==, "2.0");
  /* whitespace as xgettext writes messages, text escaped, inline markup
   * kept, the other language's paragraph and the component's description
   * left out */
  g_assert_cmpstr (notes, ==,
                   "<p>Faster &amp; smaller, with <em>two</em> new <code>--flags</code>.</p>"
                   "<ul><li>Drag &lt;and&gt; drop</li><li>Dark style</li></ul>");
}

static void
test_older_release (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *version = NULL;
  g_autofree char *notes = chess_release_notes_from_metainfo (metainfo, -1, "1.0", &version, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (version, ==, "1.0");
  g_assert_cmpstr (notes, ==, "<ol><li>First</li></ol>");

  /* a release without a description has empty notes, not another's */
  g_clear_pointer (&notes, g_free);
  g_clear_pointer (&version, g_free);
  notes = chess_release_notes_from_metainfo (metainfo, -1, "0.9", &version, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (version, ==, "0.9");
  g_assert_cmpstr (notes, ==, "");
}

static void
test_unknown_version_gets_newest (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *version = NULL;
  g_autofree char *notes = chess_release_notes_from_metainfo (metainfo, -1, "3.0-dev", &version, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (version, ==, "2.0");
  g_assert_true (g_str_has_prefix (notes, "<p>Faster"));
}

static void
test_bad_input (void)
{
  g_autoptr (GError) error = NULL;
  char *notes;

  notes = chess_release_notes_from_metainfo ("<component><releases></releases></component>", -1,
                                             "1.0", NULL, &error);
  g_assert_null (notes);
  g_assert_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT);
  g_clear_error (&error);

  notes = chess_release_notes_from_metainfo ("<component><releases><release version=\"1\">", -1,
                                             "1", NULL, &error);
  g_assert_null (notes);
  g_assert_nonnull (error);
  g_assert_true (error->domain == G_MARKUP_ERROR);
}

/* The metainfo the About window reads, from its source in data/ (the
 * program has it as a resource of the shell room). */
static GBytes *
read_metainfo (GError **error)
{
  char *contents;
  gsize length;

  if (!g_file_get_contents (g_getenv ("CHESS_METAINFO"), &contents, &length, error))
    return NULL;
  return g_bytes_new_take (contents, length);
}

/* The metainfo has notes for this very version. */
static void
test_this_version (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = read_metainfo (&error);
  g_autofree char *version = NULL;
  g_autofree char *notes = NULL;

  g_assert_no_error (error);
  notes = chess_release_notes_from_metainfo (g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes),
                                             PACKAGE_VERSION, &version, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (version, ==, PACKAGE_VERSION);
  g_assert_true (g_str_has_prefix (notes, "<p>"));
}

/* Each paragraph is a message of the catalogue (xgettext took it from the
 * metainfo): under Greek the notes come out in Greek. */
static void
test_translated (void)
{
  const char *localedir = g_getenv ("CHESS_BUILD_LOCALEDIR");
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = read_metainfo (&error);
  g_autofree char *notes = NULL;
  g_autofree char *english = NULL;

  g_assert_no_error (error);
  english = chess_release_notes_from_metainfo (g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes),
                                               PACKAGE_VERSION, NULL, &error);
  g_assert_no_error (error);

  if (localedir == NULL)
    {
      g_test_skip ("CHESS_BUILD_LOCALEDIR is not set (run through meson test)");
      return;
    }
  if (setlocale (LC_ALL, "el_GR.UTF-8") == NULL)
    {
      g_test_skip ("the el_GR.UTF-8 locale is missing (build-aux/ensure-locales.sh makes it)");
      return;
    }
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  notes = chess_release_notes_from_metainfo (g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes),
                                             PACKAGE_VERSION, NULL, &error);
  setlocale (LC_ALL, "C.UTF-8");
  g_assert_no_error (error);
  g_assert_cmpstr (notes, !=, english);
  /* "The first release" in Greek, and the markup around it unchanged */
  g_assert_nonnull (strstr (notes, "Η πρώτη έκδοση"));
  g_assert_true (g_str_has_prefix (notes, "<p>") && g_str_has_suffix (notes, "</p>"));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/release-notes/chosen-release", test_chosen_release);
  g_test_add_func ("/release-notes/older-release", test_older_release);
  g_test_add_func ("/release-notes/unknown-version-gets-newest", test_unknown_version_gets_newest);
  g_test_add_func ("/release-notes/bad-input", test_bad_input);
  g_test_add_func ("/release-notes/this-version", test_this_version);
  g_test_add_func ("/release-notes/translated", test_translated);
  return g_test_run ();
}
