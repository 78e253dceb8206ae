#!/bin/bash
# Instructions one call the benchmarks time takes, counted by Valgrind's callgrind in that call
# only: the first `layoutThatFits` of a freshly built spec tree (nested, row or feed, as in the
# layout benchmarks (a) to (c)), or one frame of the busy stage and its reference, the same
# tracks sampled alone (frame, sampling, as in the stage benchmarks), or one cell changed on
# the 1,000-cell stage, then its layout pass or a layout transition up to its first frame
# (pass, transition, as in the layout benchmarks (g) and (h)).
# With --yoga (layouts only), also Yoga 3's `calculate_layout` on the same freshly built tree
# (through `.venv-yoga`, see Scripts/bench_vs_yoga.py), and the ratio Choreo / Yoga.
# Unlike a time, a count does not move with the machine's load: use it to compare two versions
# on a busy machine, and the benchmarks for the time itself.
# Usage: Scripts/count_instructions.sh nested|row|feed|frame|sampling|pass|transition [calls] [--yoga]
set -euo pipefail
usage="usage: count_instructions.sh nested|row|feed|frame|sampling|pass|transition [calls] [--yoga]"
name="${1:-}"; calls=3; yoga=false
shift || true
for argument in "$@"; do
    case "$argument" in
        --yoga) yoga=true ;;
        *[!0-9]* | "" | 0) echo "$usage" >&2; exit 2 ;;
        *) calls="$argument" ;;
    esac
done
case "$name" in
    nested) benchmark=a ;; row) benchmark=b ;; feed) benchmark=c ;;
    frame | sampling | pass | transition) benchmark="" ;;
    *) echo "$usage" >&2; exit 2 ;;
esac
if $yoga && [ -z "$benchmark" ]; then echo "count_instructions.sh: --yoga counts layouts only" >&2; exit 2; fi
root="$(cd "$(dirname "$0")/.." && pwd)"
command -v valgrind > /dev/null || { echo "count_instructions.sh: valgrind is not installed" >&2; exit 1; }
out="$(mktemp)"
trap 'rm -f "$out"' EXIT

# Instructions per call in the functions matching $1 while running the rest of the arguments.
count() {
    local pattern="$1"; shift
    valgrind --tool=callgrind --callgrind-out-file="$out" --toggle-collect="$pattern" "$@" > /dev/null 2>&1
    echo $(( $(grep -E '^(summary|totals):' "$out" | head -1 | awk '{print $2}') / calls ))
}

cd "$root/Benchmarks"
if ! log=$(swift build -c release --product Instructions 2>&1); then echo "$log" >&2; exit 1; fi
choreo=$(count '*timedCall*' .build/release/Instructions "$name" "$calls")
echo "$name: $choreo instructions per call ($calls calls)"
if $yoga; then
    cd "$root"
    [ -x .venv-yoga/bin/python ] || { echo "count_instructions.sh: .venv-yoga is missing (see Scripts/bench_vs_yoga.py)" >&2; exit 1; }
    reference=$(count 'YGNodeCalculateLayout' .venv-yoga/bin/python Scripts/bench_vs_yoga.py --lay-out "$benchmark" --iterations "$calls")
    echo "Yoga 3 ($benchmark): $reference instructions per call; Choreo / Yoga: $(awk -v c="$choreo" -v y="$reference" 'BEGIN { printf "%.2f", c / y }')"
fi
