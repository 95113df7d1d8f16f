/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-polyglot-private.h — the Polyglot format's random numbers, shared
 * by chess-polyglot.c and its table file chess-polyglot-random.c. */
#pragma once

#include <stdint.h>

#define CHESS_POLYGLOT_N_RANDOM 781
#define CHESS_POLYGLOT_CASTLE_OFFSET 768
#define CHESS_POLYGLOT_EN_PASSANT_OFFSET 772
#define CHESS_POLYGLOT_TURN_OFFSET 780

extern const uint64_t chess_polyglot_random[CHESS_POLYGLOT_N_RANDOM];
