/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-release-notes.c — see chess-release-notes.h
 *
 * libadwaita 1.2 has no constructor that reads AppStream data (that came
 * in 1.4), so the About window gets its notes from here.  The metainfo is
 * read once with GMarkup; every release's description is turned into
 * markup, and the caller's version picks one.  A paragraph or item is
 * looked up in the catalogue as xgettext wrote it from the metainfo: the
 * text with its inline <em>/<code>, whitespace runs made one space. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "chess-release-notes.h"

typedef struct {
  char *version;
  GString *markup;
} Release;

typedef struct {
  GPtrArray *releases;      /* of Release, in document order */
  Release *current;         /* inside this <release> */
  gboolean in_description;
  int skip_depth;           /* > 0 inside an element of another language */
  GString *unit;            /* the <p> or <li> being read, NULL outside */
} NotesParser;

static void
release_free (gpointer data)
{
  Release *release = data;

  g_free (release->version);
  g_string_free (release->markup, TRUE);
  g_free (release);
}

static gboolean
is_list (const char *element)
{
  return g_str_equal (element, "ul") || g_str_equal (element, "ol");
}

static gboolean
is_unit (const char *element)
{
  return g_str_equal (element, "p") || g_str_equal (element, "li");
}

static gboolean
is_inline (const char *element)
{
  return g_str_equal (element, "em") || g_str_equal (element, "code");
}

/* The message as xgettext wrote it: runs of white space become one space,
 * none at either end. */
static char *
collapse_spaces (const char *text)
{
  GString *out = g_string_new (NULL);
  gboolean space = FALSE;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (g_ascii_isspace (*p))
        {
          space = out->len > 0;
          continue;
        }
      if (space)
        g_string_append_c (out, ' ');
      space = FALSE;
      g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

static void
start_element (GMarkupParseContext  *context,
               const char           *element,
               const char          **names,
               const char          **values,
               gpointer              user_data,
               GError              **error)
{
  NotesParser *parser = user_data;

  if (parser->skip_depth > 0)
    {
      parser->skip_depth++;
      return;
    }
  /* A merged metainfo carries translations as siblings with xml:lang;
   * this reader translates the untranslated ones itself. */
  for (guint i = 0; names[i] != NULL; i++)
    if (g_str_equal (names[i], "xml:lang"))
      {
        parser->skip_depth = 1;
        return;
      }

  if (g_str_equal (element, "release") && parser->current == NULL)
    {
      const char *version = "";

      for (guint i = 0; names[i] != NULL; i++)
        if (g_str_equal (names[i], "version"))
          version = values[i];
      parser->current = g_new0 (Release, 1);
      parser->current->version = g_strdup (version);
      parser->current->markup = g_string_new (NULL);
      g_ptr_array_add (parser->releases, parser->current);
    }
  else if (parser->current != NULL && g_str_equal (element, "description"))
    parser->in_description = TRUE;
  else if (!parser->in_description)
    return;
  else if (parser->unit != NULL && is_inline (element))
    g_string_append_printf (parser->unit, "<%s>", element);
  else if (parser->unit == NULL && is_unit (element))
    parser->unit = g_string_new (NULL);
  else if (parser->unit == NULL && is_list (element))
    g_string_append_printf (parser->current->markup, "<%s>", element);
}

static void
end_element (GMarkupParseContext  *context,
             const char           *element,
             gpointer              user_data,
             GError              **error)
{
  NotesParser *parser = user_data;

  if (parser->skip_depth > 0)
    {
      parser->skip_depth--;
      return;
    }

  if (g_str_equal (element, "release"))
    parser->current = NULL;
  else if (!parser->in_description)
    return;
  else if (g_str_equal (element, "description"))
    parser->in_description = FALSE;
  else if (parser->unit != NULL && is_inline (element))
    g_string_append_printf (parser->unit, "</%s>", element);
  else if (parser->unit != NULL && is_unit (element))
    {
      g_autofree char *message = collapse_spaces (parser->unit->str);

      g_string_append_printf (parser->current->markup, "<%s>%s</%s>", element,
                              message[0] != '\0' ? g_dgettext (GETTEXT_PACKAGE, message) : "", element);
      g_string_free (g_steal_pointer (&parser->unit), TRUE);
    }
  else if (parser->unit == NULL && is_list (element))
    g_string_append_printf (parser->current->markup, "</%s>", element);
}

static void
text (GMarkupParseContext  *context,
      const char           *text,
      gsize                 length,
      gpointer              user_data,
      GError              **error)
{
  NotesParser *parser = user_data;
  g_autofree char *escaped = NULL;

  if (parser->skip_depth > 0 || parser->unit == NULL)
    return;
  escaped = g_markup_escape_text (text, (gssize) length);
  g_string_append (parser->unit, escaped);
}

char *
chess_release_notes_from_metainfo (const char  *metainfo,
                                   gssize       length,
                                   const char  *version,
                                   char       **found_version,
                                   GError     **error)
{
  static const GMarkupParser callbacks = { start_element, end_element, text, NULL, NULL };
  NotesParser parser = { .releases = g_ptr_array_new_with_free_func (release_free) };
  g_autoptr (GMarkupParseContext) context = NULL;
  Release *chosen = NULL;
  char *notes = NULL;

  g_return_val_if_fail (metainfo != NULL, NULL);

  context = g_markup_parse_context_new (&callbacks, G_MARKUP_TREAT_CDATA_AS_TEXT, &parser, NULL);
  if (g_markup_parse_context_parse (context, metainfo, length, error) &&
      g_markup_parse_context_end_parse (context, error))
    {
      for (guint i = 0; i < parser.releases->len && chosen == NULL; i++)
        {
          Release *release = g_ptr_array_index (parser.releases, i);

          if (version != NULL && g_str_equal (release->version, version))
            chosen = release;
        }
      if (chosen == NULL && parser.releases->len > 0)
        chosen = g_ptr_array_index (parser.releases, 0);
      if (chosen == NULL)
        g_set_error_literal (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                             _("The metainfo lists no release"));
    }

  if (chosen != NULL)
    {
      notes = g_strdup (chosen->markup->str);
      if (found_version != NULL)
        *found_version = g_strdup (chosen->version);
    }
  if (parser.unit != NULL)
    g_string_free (parser.unit, TRUE);
  g_ptr_array_unref (parser.releases);
  return notes;
}
