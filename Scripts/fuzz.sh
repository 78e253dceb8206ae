#!/usr/bin/env bash
# Runs the coverage-guided fuzz targets (libFuzzer, with AddressSanitizer) for a bounded time.
#
#   Scripts/fuzz.sh [SECONDS per target, default 600] [TARGET...]   (LayoutFuzzer, StageFuzzer, SceneFuzzer)
#   FUZZ_RUNS=N FUZZ_SEED=S Scripts/fuzz.sh 0 TARGET   runs exactly N inputs from seed S instead:
#                                                     the same executions on any machine (CI)
#
# Each target starts from its committed corpus (Fuzz/corpus/layout, Fuzz/corpus/stage, Fuzz/corpus/scene); inputs
# it finds go to .build-fuzz/work/<target> (ignored by git), a crashing input to
# .build-fuzz/work/<target>-crash-*. Replay one with a normal build:
#   swift run StageFuzzer .build-fuzz/work/StageFuzzer-crash-...
# Exit status 1 when a target found a crash, a leak or a broken invariant.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then targets=(LayoutFuzzer StageFuzzer SceneFuzzer); fi

scratch=.build-fuzz
work=$scratch/work
flags=(-c release --scratch-path "$scratch" -Xswiftc -sanitize=fuzzer,address
       -Xswiftc -DFUZZING)
for target in "${targets[@]}"; do
    swift build "${flags[@]}" --product "$target"
done
bin=$(swift build "${flags[@]}" --show-bin-path)

status=0
for target in "${targets[@]}"; do
    case $target in
        LayoutFuzzer) corpus=Fuzz/corpus/layout ;;
        StageFuzzer) corpus=Fuzz/corpus/stage ;;
        SceneFuzzer) corpus=Fuzz/corpus/scene ;;
        *) echo "unknown target $target" >&2; exit 2 ;;
    esac
    mkdir -p "$work/$target"
    log="$work/$target.log"
    # New inputs go to the work directory (listed first); the committed corpus only seeds it.
    limit=(-max_total_time="$seconds")
    if [ -n "${FUZZ_RUNS:-}" ]; then limit=(-runs="$FUZZ_RUNS" -seed="${FUZZ_SEED:-1}"); fi
    if ! SWIFT_BACKTRACE=enable=no "$bin/$target" "$work/$target" "$corpus" "${limit[@]}" -timeout=20 -rss_limit_mb=3072 \
        -max_len=2048 -print_final_stats=1 -artifact_prefix="$work/$target-crash-" > "$log" 2>&1; then
        status=1
        tail -n 60 "$log"
    fi
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
    echo "$target: $runs executions, corpus $(ls "$work/$target" | wc -l) inputs, exit $([ $status = 0 ] && echo clean || echo FINDING)"
done
exit $status
