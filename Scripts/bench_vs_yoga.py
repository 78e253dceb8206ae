#!/usr/bin/env python3
"""Choreo's layout benchmarks side by side with Yoga 3, in one run.

Runs the Swift `LayoutBenchmarks` target (ordo-one benchmark, release build) in
`Benchmarks/`, then builds the same trees with Yoga through `yoga-python` and
times Yoga's `calculate_layout` on them, and prints each median and the ratio
Choreo / Yoga (below 1: Choreo is faster).

The rows (see Benchmarks/Benchmarks/LayoutBenchmarks/LayoutBenchmarks.swift); Choreo
is timed through `layoutThatFits` on a spec tree, the call users make:
  (a) Yoga's "huge nested layout": an unstyled root, four levels of ten children,
      columns and rows alternating, every node 10 x 10 with flexGrow 1, laid out
      unconstrained (11,111 nodes);
  (b) a 1000-point wide wrapping row of 100,000 children of 10 x 10;
  (c) a feed of 1,000 cells of 15 elements, 375 points wide (the root exactly
      375 wide on both sides, as Yoga lays out a root given an available width);
  (d) the feed laid out again after one cell's body changes height (48 and 60
      points in turn): Yoga sets the node's height and calls `calculate_layout`;
  (e) the feed laid out again unchanged, 1,000 times in a row (one call is below the
      Swift benchmark's microsecond resolution): Yoga calls `calculate_layout` 1,000 times;
  (f) stacks alternating column and row, two growing children each, 40 levels
      deep, in a 512 x 512 root (Yoga is timed at depth 24: deeper takes seconds);
  (g) the feed as display nodes on a stage (a screen node, 1,000 cell nodes of ten
      leaf nodes): one cell's body changes height and the stage runs its layout
      pass (`setNeedsLayout`, then the frame's pass); Yoga does as in (d);
  (h) the same change as an animated layout transition of the screen, from the call to
      the first moving frame: its reference is the 120 Hz frame budget (8.33 ms), not Yoga.

(a) to (c) and (f) lay out a freshly built tree each iteration on both sides (a
laid-out Yoga tree is cached): Choreo's time includes reading the specs into its
engine, pixel snapping and the result; Yoga's timer is around `calculate_layout`
only, one Python call per iteration.

Setup: the venv of Scripts/yoga_fixtures.py (`.venv-yoga`, Python 3.12 and
`pip install yoga-python`). Usage, from the repository root::

    .venv-yoga/bin/python Scripts/bench_vs_yoga.py            # Swift benchmark, then Yoga
    .venv-yoga/bin/python Scripts/bench_vs_yoga.py --yoga-only
    .venv-yoga/bin/python Scripts/bench_vs_yoga.py --rounds 3  # alternates both sides three times
    .venv-yoga/bin/python Scripts/bench_vs_yoga.py --memory    # Yoga's bytes per node
    .venv-yoga/bin/python Scripts/bench_vs_yoga.py --lay-out a  # lay out fresh trees, untimed

Both sides run on one CPU (`--cpu`, by default the last this process may use): the Swift
benchmark is built first on all of them, then the script pins itself, and the benchmark and
Yoga run pinned. On a shared virtual machine one virtual CPU can run half as fast as another for
minutes (Yoga's feed took 80 ms on one and 44 ms on the other, alternately, in the same minutes),
and a process lands on either, so unpinned ratios can compare two different processors.

`--lay-out` (a, b or c) is for `Scripts/count_instructions.sh --yoga`, which counts under
Valgrind the instructions Yoga's `calculate_layout` takes on those trees.
"""

from __future__ import annotations

import argparse
import math
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

try:
    import yoga as yg
except ImportError:  # pragma: no cover - tooling dependency
    sys.exit("bench_vs_yoga.py needs yoga-python (Python 3.12): see Scripts/yoga_fixtures.py for the venv")

from yoga_trees import build_yoga_tree  # the one JSON-to-Yoga mapping (this script's folder is on the path)

REPO_ROOT = Path(__file__).resolve().parent.parent

# Benchmark names in LayoutBenchmarks.swift, in the order (a), (b), (c).
BENCHMARKS = [
    ("Yoga huge nested tree (11,111 nodes, rows and columns)", "a"),
    ("Wrapping row of 100,000 fixed-size children", "b"),
    ("Feed of 1,000 cells x 15 elements", "c"),
    ("Feed relayout after one cell changes", "d"),
    ("Feed laid out again unchanged, 1,000 calls", "e"),
    ("Alternating nested stacks, 40 levels", "f"),
    ("Stage pass after one feed cell changes (11,001 nodes)", "g"),
    ("Layout transition after one feed cell changes, call to first moving frame (11,001 nodes)", "h"),
]


def box(*children, **style):
    """A tree node in the JSON form of the Yoga fixtures, which yoga_trees.py builds into Yoga nodes."""
    return {"style": style, "children": list(children)}


def nested_tree():
    """(a) Yoga's huge nested layout."""
    def level(depth):
        direction = "row" if depth % 2 == 0 else "column"
        children = [level(depth + 1) for _ in range(10)] if depth < 4 else []
        return box(*children, flexDirection=direction, flexGrow=1, width=10, height=10)
    return box(*[level(1) for _ in range(10)]), math.nan, math.nan


def wrapping_row():
    """(b) 100,000 children of 10 x 10 in a 1000-point wrapping row."""
    children = [box(width=10, height=10) for _ in range(100_000)]
    return box(*children, flexDirection="row", flexWrap="wrap", width=1000), 1000.0, math.nan


def feed():
    """(c) The feed of LayoutBenchmarks.swift: 1,000 cells, 375 points wide."""
    def cell():
        header = box(box(height=20, flexGrow=1), box(width=40, height=14, margin={"left": 8}),
                     flexDirection="row", alignItems="center")
        actions = box(*[box(width=24, height=24) for _ in range(4)],
                      flexDirection="row", justifyContent="space-between", margin={"top": 8})
        content = box(header, box(width=150, height=16, margin={"top": 4}), box(height=48, margin={"top": 6}),
                      actions, flexDirection="column", flexGrow=1, flexShrink=1)
        main_row = box(box(width=40, height=40, margin={"right": 12}), content,
                       flexDirection="row", alignItems="flex-start")
        padding = {edge: 12 for edge in ("left", "top", "right", "bottom")}
        return box(main_row, box(height=1, margin={"top": 12}), flexDirection="column", padding=padding)
    return box(*[cell() for _ in range(1000)], flexDirection="column"), 375.0, math.nan


def alternating_nest(depth=24):
    """(f) Nested stacks alternating column and row, two growing children each."""
    node = box(flexGrow=1)
    for level in reversed(range(depth)):
        node = box(node, box(flexGrow=1), flexDirection="column" if level % 2 == 0 else "row",
                   flexGrow=0 if level == 0 else 1)
    node["style"].update(width=512, height=512)
    return node, math.nan, math.nan


TREES = {"a": nested_tree, "b": wrapping_row, "c": feed, "f": alternating_nest}


def yoga_config():
    """Yoga's configuration for the benchmarks: one pixel per point, as Choreo's layouts here."""
    config = yg.Config()
    config.point_scale_factor = 1.0
    return config


# The reference of (h): one frame at 120 Hz.
FRAME_BUDGET_MS = 1000 / 120


def time_yoga(key: str, iterations: int) -> float:
    """Median milliseconds of Yoga's calculate_layout on a fresh tree, or (d, e, g) on the
    laid-out feed after changing one cell's body height, or nothing; for (h), the frame budget."""
    config = yoga_config()
    if key == "h":
        return FRAME_BUDGET_MS
    if key in ("d", "e", "g"):
        return time_yoga_relayout(config, iterations * 10, changes=key != "e",
                                  calls=1000 if key == "e" else 1)
    return statistics.median(lay_out_fresh(key, iterations, config))


def time_yoga_relayout(config, iterations: int, changes: bool, calls: int = 1) -> float:
    """Median milliseconds of `node.height = ...; calculate_layout` on the feed (one cell's body,
    48 and 60 points in turn), or of `calculate_layout` alone; each sample makes `calls` calls."""
    tree, width, height = feed()
    keep = {}
    root = build_yoga_tree(tree, config, keep)
    root.calculate_layout(width, height, yg.Direction.LTR)
    # `keep` holds the nodes in preorder: the root, then 15 a cell, the body 8th in its cell.
    body = list(keep.values())[1 + 15 * 500 + 8][0]
    heights = (yg.YGValuePoint(60.0), yg.YGValuePoint(48.0))
    samples = []
    for flip in range(iterations):
        start = time.perf_counter()
        for _ in range(calls):
            if changes:
                body.height = heights[flip % 2]
            root.calculate_layout(width, height, yg.Direction.LTR)
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def yoga_bytes_per_node(trees: int = 5) -> float:
    """Resident memory per node of Yoga nodes (with their Python wrappers, nothing else) kept
    after laying out `trees` nested trees of (a): the reference for what a kept Choreo tree holds."""
    def resident() -> int:
        return int(Path("/proc/self/statm").read_text().split()[1]) * 4096

    def nested(parent, depth, kept):
        for _ in range(10):
            node = yg.Node()
            node.flex_direction = yg.FlexDirection.Row if depth % 2 else yg.FlexDirection.Column
            node.flex_grow, node.width, node.height = 1, 10, 10
            parent.insert_child(node, parent.child_count)
            kept.append(node)
            if depth < 4:
                nested(node, depth + 1, kept)

    before, kept = resident(), []
    for _ in range(trees):
        root = yg.Node()
        kept.append(root)
        nested(root, 1, kept)
        root.calculate_layout(math.nan, math.nan, yg.Direction.LTR)
    return (resident() - before) / len(kept)


def lay_out_fresh(key: str, calls: int, config) -> list[float]:
    """Builds `calls` fresh trees of (a), (b), (c) or (f) and lays each out; the milliseconds of
    each `calculate_layout`, the only call timed."""
    tree, width, height = TREES[key]()
    samples = []
    for _ in range(calls):
        keep = {}
        root = build_yoga_tree(tree, config, keep)
        start = time.perf_counter()
        root.calculate_layout(width, height, yg.Direction.LTR)
        samples.append((time.perf_counter() - start) * 1000)
        del keep, root
    return samples


def layout_benchmarks(*arguments: str) -> subprocess.CompletedProcess:
    """Runs the Swift `LayoutBenchmarks` target with `arguments`, its output and errors together."""
    command = ["swift", "package", "--allow-writing-to-package-directory", "benchmark",
               "--target", "LayoutBenchmarks", *arguments]
    print("$ (cd Benchmarks &&", " ".join(command) + ")", flush=True)
    return subprocess.run(command, cwd=REPO_ROOT / "Benchmarks", stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True)


def run_swift_benchmark() -> dict:
    """Runs the Swift benchmark and returns the median wall-clock time (ms) of each benchmark."""
    result = layout_benchmarks("--metric", "wallClock")
    medians = parse_medians(result.stdout)
    if len(medians) < len(BENCHMARKS):
        print(result.stdout[-3000:], file=sys.stderr)
    return medians


def build_swift_benchmark() -> None:
    """Builds the Swift benchmark on every CPU (running none of it), before the script pins itself."""
    result = layout_benchmarks("--filter", "^$")
    if result.returncode != 0:
        sys.exit(result.stdout[-3000:])


def parse_medians(output: str) -> dict:
    """Reads ordo-one's text tables: each benchmark's title, then a Time (wall clock) row whose
    p50 column is the median, in the unit the table header gives."""
    medians, current, unit = {}, None, None
    for line in output.splitlines():
        for name, key in BENCHMARKS:
            if name in line:
                current = key
        header = re.search(r"Time \(wall clock\) \((\w+)\)", line)
        if header and current:
            unit = header.group(1)
            cells = [c.strip() for c in line.split("│" if "│" in line else "|")]
            numbers = [c for c in cells if re.fullmatch(r"[\d,.]+[KM]?", c)]
            if numbers:
                medians[current] = to_ms(numbers[2], unit)  # p0, p25, p50, ...: the median
                current = None
    return medians


def to_ms(text: str, unit: str) -> float:
    scale = {"K": 1e3, "M": 1e6}.get(text[-1], 1)
    value = float(text.rstrip("KM").replace(",", "")) * scale
    return value * {"ns": 1e-6, "μs": 1e-3, "us": 1e-3, "ms": 1.0, "s": 1e3}[unit]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--yoga-only", action="store_true", help="time Yoga only")
    parser.add_argument("--choreo-output", type=Path, help="parse a saved Swift benchmark output instead")
    parser.add_argument("--iterations", type=int, default=15)
    parser.add_argument("--memory", action="store_true", help="print Yoga's resident bytes per node and exit")
    parser.add_argument("--rounds", type=int, default=1,
                        help="alternate the Swift benchmark and Yoga this many times; each ratio is then "
                             "the median of the rounds' ratios, with their range")
    parser.add_argument("--lay-out", choices=["a", "b", "c"],
                        help="lay out --iterations fresh trees of this benchmark, untimed, and exit")
    parser.add_argument("--cpu", type=int, help="the CPU both sides run on (default: the last one allowed)")
    args = parser.parse_args()
    if args.lay_out:
        lay_out_fresh(args.lay_out, args.iterations, yoga_config())
        return
    if args.memory:
        print(f"Yoga 3: {yoga_bytes_per_node():.0f} resident bytes per node (nested tree (a), kept after layout)")
        return
    if not args.yoga_only and not args.choreo_output:
        build_swift_benchmark()
    allowed = os.sched_getaffinity(0)
    cpu = args.cpu if args.cpu is not None else max(allowed)
    if cpu not in allowed:
        parser.error(f"--cpu {cpu}: this process may run on CPUs {', '.join(map(str, sorted(allowed)))}")
    os.sched_setaffinity(0, {cpu})
    print(f"pinned to CPU {cpu}", flush=True)
    rounds = []  # per round: {key: (choreo ms or None, yoga ms)}
    for _ in range(max(1, args.rounds)):
        choreo = {}
        if args.choreo_output:
            choreo = parse_medians(args.choreo_output.read_text())
        elif not args.yoga_only:
            choreo = run_swift_benchmark()
        rounds.append({key: (choreo.get(key), time_yoga(key, args.iterations if key != "b"
                                                         else max(5, args.iterations // 3)))
                       for _, key in BENCHMARKS})
    # The reference: Yoga 3's time, or for (h) the frame budget.
    print(f"{'tree':<58} {'Choreo ms':>10} {'ref. ms':>10} {'ratio':>7}")
    for name, key in BENCHMARKS:
        # A median of 0 is a measurement: under the benchmark's 1 µs resolution.
        ours = [r[key][0] for r in rounds if r[key][0] is not None]
        reference_ms = statistics.median(r[key][1] for r in rounds)
        ratios = sorted(r[key][0] / r[key][1] for r in rounds if r[key][0] and r[key][1])
        ratio = f"{statistics.median(ratios):.2f}" if ratios else "-"
        if len(ratios) > 1:
            ratio += f" ({ratios[0]:.2f} to {ratios[-1]:.2f})"
        ours_text = "-" if not ours else "< 0.001" if statistics.median(ours) == 0 else f"{statistics.median(ours):.2f}"
        print(f"({key}) {name:<54} {ours_text:>10} {reference_ms:>10.2f} {ratio:>7}", flush=True)


if __name__ == "__main__":
    main()
