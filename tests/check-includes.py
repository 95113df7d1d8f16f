#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# check-includes.py SOURCE_ROOT
#
# No room includes a header of a room above it.  The compiler enforces most
# of it (a room's dependencies carry only the include folders below it), but
# one folder may hold headers a room must not see (chess-session.h lies
# beside chess-game.h), and an include folder added in a meson.build would
# let an upward include through unnoticed: this reads every `#include "…"`
# of src/ROOM and fails on one the table below does not allow, and on a
# room's -private.h included from another room.  (Python, not shell: one
# pass over the tree instead of a grep per include.)
import pathlib
import re
import sys

# room: the rooms whose headers it may include (its own always).
ROOMS = {
    'core': '',
    'game': 'core',
    'render': 'core game',
    'engine': 'core game',
    'analysis': 'core game engine tablebase',
    'library': 'core game',
    'tablebase': 'core',
    'training': 'core game engine analysis library',
    'widgets': 'core game render',
    'models': 'core game library',
    'play': 'core game engine analysis library tablebase',
    'dialogs': 'core game engine library widgets tablebase',
    'views': 'core game engine analysis library models widgets dialogs tablebase training',
    'window': 'core game engine analysis library models widgets play dialogs views tablebase training render',
    'shell': 'core game engine analysis library models widgets play dialogs views window tablebase training render',
    'probe': 'core game engine analysis library models widgets play dialogs views window shell tablebase training render',
}
# room: headers it may not include although their room is allowed.  The
# widgets show values and emit what the user asked for: no session.
FORBIDDEN = {
    'widgets': 'chess-session.h chess-session-private.h',
}

INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]*)"', re.M)
GENERATED = re.compile(r"(?:mkenums_simple|compile_resources|configure_file)\(\s*'([^']*)'")


def main():
    src = pathlib.Path(sys.argv[1]) / 'src'
    # The room of a header: the folder it is in, or the folder whose
    # meson.build generates it (enums, resources); config.h is everyone's.
    room_of = {'config.h': 'any'}
    for room in ROOMS:
        for header in (src / room).glob('*.h'):
            room_of.setdefault(header.name, room)
        build = src / room / 'meson.build'
        if build.exists():
            for name in GENERATED.findall(build.read_text()):
                room_of.setdefault(name + '.h', room)

    problems = []
    for room, below in ROOMS.items():
        allowed = set(below.split()) | {room}
        forbidden = set(FORBIDDEN.get(room, '').split())
        files = sorted((src / room).glob('*.[ch]'))
        for path in files:
            name = f'src/{room}/{path.name}'
            for header in INCLUDE.findall(path.read_text(encoding='utf-8')):
                where = room_of.get(header)
                if header in forbidden:
                    problems.append(f'{name} includes {header}: the {room} room may not')
                elif header.endswith('-private.h') and where != room:
                    problems.append(f'{name} includes {header}: private to src/{where}')
                elif where is None:
                    problems.append(f'{name} includes {header}, which is in no room')
                elif where != 'any' and where not in allowed:
                    problems.append(f'{name} includes {header} from src/{where}: above the {room} room')
    # A folder of src/ that is no room escapes the check.
    for folder in sorted(p.name for p in src.iterdir() if p.is_dir()):
        if folder not in ROOMS:
            problems.append(f'src/{folder} is in no room of this table')
    for problem in problems:
        print(problem)
    if problems:
        return 1
    print('every room includes only itself and the rooms below it')
    return 0


if __name__ == '__main__':
    sys.exit(main())
