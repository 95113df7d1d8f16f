#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# build-tsan-glib.sh DIR: builds Debian 12's own GLib (the installed
# version, from its source package) with -fsanitize=thread into DIR/prefix
# and prints that prefix's library folder.  ThreadSanitizer only sees the
# synchronisation it instruments: GLib 2.74's GMutex and GCond are futexes
# behind C11 atomics (gthread-posix.c, USE_NATIVE_MUTEX), so with Debian's
# uninstrumented GLib every GMutex, GTask, GThreadPool and GAsyncQueue
# hand-off reads as a race.  Built with TSan, those atomics are seen and the
# reports left are real.  Cached: a second run with the same version only
# prints the folder.  apt runs on a private sources list under DIR, so the
# system's apt configuration is untouched.
set -eu
dir=$(mkdir -p "$1" && cd "$1" && pwd)
version=$(dpkg-query -W -f='${Version}' libglib2.0-0)
prefix=$dir/prefix
libdir=$prefix/lib/$(dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null || echo x86_64-linux-gnu)

if [ -f "$dir/built-version" ] && [ "$(cat "$dir/built-version")" = "$version" ] \
   && [ -f "$libdir/libglib-2.0.so.0" ]; then
  echo "$libdir"
  exit 0
fi

{
  rm -rf "$dir/src" "$dir/build" "$prefix" "$dir/built-version"
  mkdir -p "$dir/apt/lists/partial" "$dir/apt/cache/archives/partial"
  cat > "$dir/apt/sources.list" <<EOF
deb-src http://deb.debian.org/debian bookworm main
deb-src http://deb.debian.org/debian bookworm-updates main
deb-src http://deb.debian.org/debian-security bookworm-security main
EOF
  set -- -o "Dir::Etc::SourceList=$dir/apt/sources.list" -o Dir::Etc::SourceParts=/nonexistent \
    -o "Dir::State::Lists=$dir/apt/lists" -o "Dir::Cache=$dir/apt/cache"
  if ! ls "$dir"/glib2.0_"$version".dsc > /dev/null 2>&1; then
    apt-get "$@" update -qq
    (cd "$dir" && apt-get "$@" source --download-only -qq "glib2.0=$version")
  fi
  (cd "$dir" && dpkg-source -x glib2.0_"$version".dsc src)

  # Only the five libraries, at -O1 with line tables (what TSan's reports
  # need, and half the compile time of -O2 -g): no tests, tools,
  # documentation, tracing or translations.
  meson setup "$dir/build" "$dir/src" --prefix="$prefix" --libdir="$libdir" \
    --buildtype=plain -Doptimization=1 -Dc_args=-g1 --wrap-mode=nodownload -Db_sanitize=thread \
    -Dtests=false -Dinstalled_tests=false -Dman=false -Dgtk_doc=false \
    -Dsysprof=disabled -Dselinux=disabled -Dlibelf=disabled -Dnls=disabled \
    -Ddtrace=false -Dsystemtap=false
  meson compile -C "$dir/build" glib-2.0 gobject-2.0 gmodule-2.0 gthread-2.0 gio-2.0
  mkdir -p "$libdir"
  for lib in glib/libglib-2.0 gobject/libgobject-2.0 gmodule/libgmodule-2.0 gthread/libgthread-2.0 \
             gio/libgio-2.0; do
    for file in "$dir/build/$lib".so.0 "$dir/build/$lib".so.0.*[0-9]; do
      cp -P "$file" "$libdir/"
    done
  done
  echo "$version" > "$dir/built-version"
} >&2
echo "$libdir"
