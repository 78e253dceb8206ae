#!/bin/bash
# Instructions one first `layoutThatFits` of a freshly built spec tree takes (nested, row or
# feed, as in the layout benchmarks), counted by Valgrind's callgrind in the timed call only.
# Unlike a time, the count does not move with the machine's load: use it to compare two versions
# of the engine on a busy machine, and the benchmarks for the time itself.
# Usage: Scripts/count_instructions.sh nested|row|feed [layouts]   (needs valgrind)
set -euo pipefail
tree="${1:?usage: count_instructions.sh nested|row|feed [layouts]}"
layouts="${2:-3}"
cd "$(dirname "$0")/../Benchmarks"
command -v valgrind > /dev/null || { echo "count_instructions.sh: valgrind is not installed" >&2; exit 1; }
if ! log=$(swift build -c release --product LayoutInstructions 2>&1); then echo "$log" >&2; exit 1; fi
out="$(mktemp)"
trap 'rm -f "$out"' EXIT
valgrind --tool=callgrind --callgrind-out-file="$out" --toggle-collect='*9timedCall*' \
    .build/release/LayoutInstructions "$tree" "$layouts" > /dev/null 2>&1
total=$(grep -E '^(summary|totals):' "$out" | head -1 | awk '{print $2}')
echo "$tree: $((total / layouts)) instructions per layout ($layouts layouts)"
