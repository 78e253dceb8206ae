#!/bin/bash
# Instructions one call the benchmarks time takes, counted by Valgrind's callgrind in that call
# only: the first `layoutThatFits` of a freshly built spec tree (nested, row or feed, as in the
# layout benchmarks), or one frame of the busy stage and its reference, the same tracks sampled
# alone (frame, sampling, as in the stage benchmarks).
# Unlike a time, the count does not move with the machine's load: use it to compare two versions
# on a busy machine, and the benchmarks for the time itself.
# Usage: Scripts/count_instructions.sh nested|row|feed|frame|sampling [calls]   (needs valgrind)
set -euo pipefail
usage="usage: count_instructions.sh nested|row|feed|frame|sampling [calls]"
name="${1:?$usage}"
calls="${2:-3}"
case "$name" in nested|row|feed|frame|sampling) ;; *) echo "$usage" >&2; exit 2 ;; esac
cd "$(dirname "$0")/../Benchmarks"
command -v valgrind > /dev/null || { echo "count_instructions.sh: valgrind is not installed" >&2; exit 1; }
if ! log=$(swift build -c release --product Instructions 2>&1); then echo "$log" >&2; exit 1; fi
out="$(mktemp)"
trap 'rm -f "$out"' EXIT
valgrind --tool=callgrind --callgrind-out-file="$out" --toggle-collect='*timedCall*' \
    .build/release/Instructions "$name" "$calls" > /dev/null 2>&1
total=$(grep -E '^(summary|totals):' "$out" | head -1 | awk '{print $2}')
echo "$name: $((total / calls)) instructions per call ($calls calls)"
