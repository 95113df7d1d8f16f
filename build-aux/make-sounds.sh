#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# make-sounds.sh [OUT] — synthesizes the app's thirteen sounds with sox
# (Debian sox, libsox-fmt-base) into OUT (default data/sounds) as Ogg
# Vorbis.  Nothing is sampled or taken from elsewhere: every sound is a few
# sine, triangle or noise tones with fades, so the files are ours to give
# away (CC0-1.0, data/sounds/README.md).  Run it again after changing a
# recipe and commit the .ogg files; the build only installs them.
set -eu
out=${1:-"$(dirname "$0")/../data/sounds"}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# tone NAME SECONDS WAVE FREQ [EFFECTS…]: one note, faded in and out
tone () {
  name=$1 length=$2 wave=$3 freq=$4
  shift 4
  sox -q -n -r 44100 -c 1 -b 16 "$tmp/$name.wav" synth "$length" "$wave" "$freq" \
    fade q 0.004 "$length" "$(echo "$length * 0.6" | bc -l)" "$@"
}
# rest NAME SECONDS: silence
rest () {
  sox -q -n -r 44100 -c 1 -b 16 "$tmp/$1.wav" trim 0 "$2"
}
# tap NAME SECONDS CENTRE: a wooden knock, filtered noise over a low sine
tap () {
  sox -q -n -r 44100 -c 1 -b 16 "$tmp/$1-noise.wav" synth "$2" pinknoise band "$3" 300 fade q 0.001 "$2" "$2"
  sox -q -n -r 44100 -c 1 -b 16 "$tmp/$1-body.wav" synth "$2" sine "$(echo "$3 / 6" | bc)" fade q 0.001 "$2" "$2"
  sox -q -m "$tmp/$1-noise.wav" "$tmp/$1-body.wav" "$tmp/$1.wav"
}
# join NAME PART…: the parts one after another
join () {
  name=$1
  shift
  files=""
  for part in "$@"; do files="$files $tmp/$part.wav"; done
  # shellcheck disable=SC2086
  sox -q $files "$tmp/$name.wav"
}
# save NAME PEAK-DB TITLE: normalized to a peak and written as Ogg Vorbis
save () {
  sox -q "$tmp/$1.wav" -C 4 --comment "TITLE=$3" --add-comment "LICENSE=CC0-1.0" \
    --add-comment "ORGANIZATION=Chess (build-aux/make-sounds.sh)" "$out/$1.ogg" gain -n "$2"
}

mkdir -p "$out"

tap move 0.07 900
save move -9 "A piece moves"

tap capture 0.14 520
save capture -4 "A piece is taken"

tap castle-a 0.06 900
tap castle-b 0.07 760
rest castle-gap 0.05
join castle castle-a castle-gap castle-b
save castle -8 "Castling"

tone check-a 0.10 sine 880
tone check-b 0.16 sine 1174.66
join check check-a check-b
save check -6 "Check"

tone promote-a 0.07 triangle 523.25
tone promote-b 0.07 triangle 659.25
tone promote-c 0.07 triangle 783.99
tone promote-d 0.18 triangle 1046.5
join promote promote-a promote-b promote-c promote-d
save promote -6 "Promotion"

tone start-a 0.5 sine 523.25
tone start-b 0.5 sine 783.99
sox -q -m "$tmp/start-a.wav" "$tmp/start-b.wav" "$tmp/game-start.wav"
save game-start -8 "A game begins"

tone win-a 0.11 triangle 523.25
tone win-b 0.11 triangle 659.25
tone win-c 0.11 triangle 783.99
tone win-d 0.35 triangle 1046.5
join win win-a win-b win-c win-d
save win -5 "The game is won"

tone loss-a 0.16 triangle 392
tone loss-b 0.16 triangle 311.13
tone loss-c 0.4 triangle 261.63
join loss loss-a loss-b loss-c
save loss -5 "The game is lost"

tone draw-a 0.16 triangle 659.25
rest draw-gap 0.06
tone draw-b 0.3 triangle 659.25
join draw draw-a draw-gap draw-b
save draw -6 "The game is drawn"

tone tick 0.05 sine 1000
rest tick-gap 0.09
join low-time tick tick-gap tick tick-gap tick
save low-time -6 "Time is running out"

tone illegal 0.16 square 140 lowpass 1200
save illegal -10 "A move is refused"

tone solved-a 0.10 triangle 659.25
tone solved-b 0.28 triangle 987.77
join puzzle-solved solved-a solved-b
save puzzle-solved -5 "The puzzle is solved"

tone failed-a 0.12 triangle 440
tone failed-b 0.28 triangle 349.23
join puzzle-failed failed-a failed-b
save puzzle-failed -6 "The puzzle is failed"
