# SPDX-License-Identifier: GPL-3.0-or-later
# bench/library-scid.tcl — the Scid side of bench/library.sh, run by tkscid
# (Scid 4.7.4, headless):
#
#   tkscid library-scid.tcl import BASE FILE.pgn
#       creates BASE (SCID4: BASE.si4/.sg4/.sn4), imports FILE, prints
#       "import GAMES SECONDS"
#   tkscid library-scid.tcl tree BASE RUNS SAN-LINE…
#       opens BASE and, for each SAN line ("" is the start position; moves
#       separated by spaces), searches the tree RUNS times and prints
#       "tree INDEX MEDIAN_SECONDS" and then one line per move,
#       "move SAN GAMES", as Scid's tree window shows them.
#
# Times are measured inside Tcl around the Scid commands alone, as our
# side measures its queries inside the process: wall-clock (clock
# microseconds) and CPU time (the first field of /proc/self/schedstat, in
# nanoseconds: robust on a machine shared with other work).  Lines are
# "tree INDEX WALL_SECONDS CPU_SECONDS", medians.

proc median {values} {
    set s [lsort -real $values]
    set n [llength $s]
    if {$n % 2} { return [lindex $s [expr {$n / 2}]] }
    return [expr {([lindex $s [expr {$n / 2 - 1}]] + [lindex $s [expr {$n / 2}]]) / 2.0}]
}

proc cpu_seconds {} {
    set f [open /proc/self/schedstat]
    set ns [lindex [read $f] 0]
    close $f
    return [expr {$ns / 1e9}]
}

set mode [lindex $argv 0]
set path [lindex $argv 1]
if {$mode eq "import"} {
    set base [sc_base create SCID4 $path]
    set t0 [clock microseconds]
    set r [sc_base import $base [lindex $argv 2]]
    set t1 [clock microseconds]
    puts "import [lindex $r 0] [expr {($t1 - $t0) / 1e6}]"
    sc_base close $base
    exit 0
}
if {$mode eq "tree"} {
    set base [sc_base open $path]
    set runs [lindex $argv 2]
    set index 0
    foreach line [lrange $argv 3 end] {
        sc_game new
        foreach san $line { sc_move addSan $san }
        set times {}
        set cpus {}
        for {set i 0} {$i < $runs} {incr i} {
            set c0 [cpu_seconds]
            set t0 [clock microseconds]
            sc_filter search $base tree board
            set stats [sc_tree stats $base tree 0 frequency]
            lappend times [expr {([clock microseconds] - $t0) / 1e6}]
            lappend cpus [expr {[cpu_seconds] - $c0}]
        }
        puts "tree $index [median $times] [median $cpus]"
        # Lines like " 1: e4   B00   258: 48.9%  ..."; the TOTAL line ends the list.
        foreach row [split $stats "\n"] {
            if {[regexp {^\s*\d+:\s+(\S+)\s+(?:[A-E]\d\d\S*\s+)?(\d+):} $row -> san games]} {
                puts "move $san $games"
            }
        }
        incr index
    }
    sc_base close $base
    exit 0
}
puts stderr "usage: tkscid library-scid.tcl import BASE FILE | tree BASE RUNS LINE…"
exit 2
