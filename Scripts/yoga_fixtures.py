#!/usr/bin/env python3
"""Differential fixtures for ChoreoLayout, with today's Yoga (3.x) as the oracle.

The script builds random flexbox trees, lays them out with Yoga through the
``yoga-python`` bindings (a reference tool only; no Yoga code is vendored),
and writes each tree with Yoga's layout to JSON. The Swift test
``YogaComparisonTests`` replays every case through ChoreoLayout.

Nothing is avoided and nothing is repaired: every feature of API.md sections 1
and 1b that Yoga has (wrap and wrap-reverse, every justify/align value, grow, shrink
and basis in points and fractions, margins including auto, padding, border,
min/max, gaps, absolute children with and without insets, aspect ratio,
display none, all four flex directions, RTL) appears in trees up to 5 levels
deep, with overflow, zero sizes and point scales 0, 1, 2 and 3.

Setup (Python 3.12, in an ignored folder at the repository root)::

    PYENV_VERSION=3.12.1 python3.12 -m venv .venv-yoga
    .venv-yoga/bin/pip install yoga-python

Usage::

    .venv-yoga/bin/python Scripts/yoga_fixtures.py              # rewrite the committed fixtures
    .venv-yoga/bin/python Scripts/yoga_fixtures.py --fresh 10000  # 10,000 new trees, replayed by
                                                                  # `swift test`, agreement printed
    .venv-yoga/bin/python Scripts/yoga_fixtures.py --seed 7 --count 50 --out /tmp/x.json

Schema (compact JSON, one case per line)::

    { "generator": "...", "yoga": "...", "seed": 1, "cases": [Case] }
    Case  = { "name", "scale", "direction": "ltr"|"rtl",
              "availableWidth": number|null, "availableHeight": number|null,
              "root": Node, "expected": Box }
    Node  = { "style": Style, "children": [Node] }
    Style = the properties that differ from the defaults, except "flexDirection",
            written on every node. "spacing"/"lineSpacing" are the gaps along the
            main axis and between lines (Yoga's column/row gaps by direction);
            "columnGap"/"rowGap" (points or "25%") set a gap by its physical axis;
            "overflow" is "visible", "hidden" or "scroll"; "positionType" is
            "relative", "absolute" or "static"; "display" is "flex", "none" or
            "contents"; "boxSizing" is "content-box" when set.
    Node may also hold "measure": {"chars", "charWidth", "lineHeight"} (a
            leaf measured as text, see text_measure) and "baseline": a share of
            the height that its baseline function returns.
    Dim   = number (points) | "25%" | "auto" | "max-content" | "fit-content" |
            "stretch"; a number may also be "nan",
            "inf" or "-inf" (bad input, see below)
    Box   = [left, top, width, height] or [left, top, width, height, [Box]]
            (Yoga's layout, relative to the parent, after Yoga's own rounding)

Yoga configuration: Yoga 3's default config (web defaults off, no errata,
so flexDirection column, flexShrink 0, alignContent flex-start), the case's
point scale factor; the root is laid out with
``calculate_layout(availableWidth, availableHeight, direction)``, where null
means undefined. The Swift side lays the root out the way Yoga treats it.

Where Yoga 3 and CSS differ, the fixtures follow Yoga 3 (the oracle), e.g.:
flex-shrink defaults to 0; a line whose grow factors sum below 1 still
distributes all of the free space (the total is floored to 1); an item's
automatic minimum size is 0, not its min-content size; percentages of an
indefinite size resolve to auto; space-between/around/evenly and stretch with
negative free space fall back to flex-start; a relative offset applies at the
flex-start edge of each axis (so `left` moves an item left in a row-reverse);
in wrapping containers items are placed afresh by align-content: flex-start
items at their flex-start inset (not their margin, without relative offsets),
stretched items stretched over the space after their line too; the gaps of
hidden and absolute children count when deciding whether items overflow;
percentage margins and paddings may keep the value resolved in an earlier pass
(Yoga's cache ignores the containing block's size); absolute children at their
static position resolve margins against the containing block's width; Yoga
computes in float32: style lengths are floats, a percentage is its value times
the size times 0.01f, and sizes, margins, free space, flex factor totals and
shares are float sums in Yoga's order, so a share meant to be 0 can be exactly
0, factors taken out of a total can leave a residue (which, when it has the
sign of the total, sends the other items to their min, or to their max for a
huge growth, not to their own share),
a content-sized wrapping container can wrap its last item because its inner
size lands an ulp below the same items summed again, and with a min above the
max (max wins above it, min otherwise) a value equal to the max in decimal can
land on either side of it; an absolute child's containing block is the
container's size minus its borders (a float difference that can be exactly 0,
which leaves the child unfitted); a percentage size is definite only when it
resolves to 0 or more, so against an inner size made negative by padding it is
auto; justify-content space-evenly without in-flow items still puts the free
space before the (absent) first item.

Not followed: a content-sized container without in-flow items whose min size
leaves free space divides it among 0 items for justify-content space-around
(an infinite size in Yoga, which a shrinking parent then turns into the
container's min); Choreo keeps such a container at its min size and never
produces an infinite size. Nor a factor total left as a residue of the wrong
sign (1 - 0.6 - 0.4 in float is below 0): Yoga divides by it, so two items
growing 0.6 and 0.4 to a max of 100 in a 500-wide row are both 0 wide, and a
shrinking item can grow to its max; Choreo counts the residue as the 0 it
stands for, as Yoga does when factors cancel exactly (100 and 100).

Trees that Yoga itself lays out with NaN or absurd values (beyond 1e5, float32
blow-ups) are dropped, since they have no defined outcome; the count is printed.

Bad input: a few cases hold NaN, infinite or negative values. Yoga gets the
documented substitute (BadInputTests: an invalid size is auto, a negative
size 0, an invalid min/max unset, invalid grow/shrink 0, invalid padding,
border, margin and gaps 0, invalid insets unset, an invalid aspect ratio is
ignored), so Choreo must lay out the bad tree like Yoga lays out the fixed one.

Yoga 3's own features appear too: position static (with absolute
descendants), box-sizing content-box, display contents, Yoga's baseline
alignment (align-items and align-self baseline, baseline functions),
leaves with measure functions (a text-like function of characters and line
height, implemented alike in YogaFixture.swift), and the max-content,
fit-content and stretch size keywords. Yoga asks a baseline function before
a height is known (NaN) and traps on a NaN baseline: the generated function
answers 0 then.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any, Dict, List

# The one mapping from these trees to Yoga's nodes (this script's folder is on the path); it exits
# with a message when yoga-python is missing.
from yoga_trees import ALIGN, EDGES, FLEX_DIRECTION, JUSTIFY, SIZE_KEYWORDS, run_yoga

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "Tests" / "ChoreoLayoutTests" / "Fixtures" / "yoga-generated.json"


def _finite(box) -> bool:
    """No NaN and nothing absurd (Yoga's float32 arithmetic sometimes blows up to 1e9 and more)."""
    return all(math.isfinite(v) and abs(v) < 1e5 for v in box[:4]) and all(
        _finite(c) for c in (box[4] if len(box) > 4 else []))


# --------------------------------------------------------------------------
# Random trees
# --------------------------------------------------------------------------


class Generator:
    def __init__(self, rng: random.Random):
        self.rng = rng

    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    def length(self, hi: float) -> float:
        r = self.rng.random()
        if r < 0.08:
            return 0
        if r < 0.5:
            return float(self.rng.randint(1, int(hi)))
        return round(self.rng.uniform(0, hi), self.rng.choice([1, 2]))

    def percent(self) -> str:
        return f"{self.rng.choice([0, 10, 25, 33.3, 50, 66.7, 75, 100, 120])}%"

    def dim(self, hi: float, p_percent=0.2):
        if self.chance(0.04):
            return self.rng.choice(SIZE_KEYWORDS)
        return self.percent() if self.chance(p_percent) else self.length(hi)

    def bad(self):
        return self.rng.choice(["nan", "inf", "-inf", -self.length(30) - 1])

    def style(self, depth: int, is_root: bool, bad_input: bool) -> Dict[str, Any]:
        rng, s = self.rng, {}
        s["flexDirection"] = rng.choice(list(FLEX_DIRECTION))
        if self.chance(0.6):
            s["justifyContent"] = rng.choice(list(JUSTIFY))
        if self.chance(0.6):
            s["alignItems"] = rng.choice(["flex-start", "center", "flex-end", "stretch", "baseline"])
        if self.chance(0.3):
            s["flexWrap"] = rng.choice(["wrap", "wrap-reverse"])
        if self.chance(0.3):
            s["alignContent"] = rng.choice([k for k in ALIGN if k not in ("auto", "baseline")])
        if not is_root:
            if self.chance(0.3):
                s["alignSelf"] = rng.choice(["auto", "flex-start", "center", "flex-end", "stretch", "baseline"])
            if self.chance(0.35):
                s["flexGrow"] = rng.choice([1, 1, 2, 0.5, 0.3, 1.5, 3])
            if self.chance(0.35):
                s["flexShrink"] = rng.choice([1, 1, 2, 0.5, 0.3, 1.5, 3])
            if self.chance(0.2):
                s["flexBasis"] = rng.choice(["auto", self.dim(150, 0.3)])
            if self.chance(0.12):
                s["positionType"] = rng.choice(["absolute", "absolute", "static"])
            if self.chance(0.15):
                s["position"] = {e: (self.percent() if self.chance(0.2) else round(rng.uniform(-20, 40), 1))
                                 for e in rng.sample(list(EDGES), rng.randint(1, 3))}
            if self.chance(0.08):
                s["display"] = rng.choice(["none", "contents"])
            if self.chance(0.2):
                s["margin"] = {e: ("auto" if self.chance(0.25) else
                                   self.percent() if self.chance(0.1) else
                                   round(rng.uniform(-10, 20), 1) if self.chance(0.2) else self.length(20))
                               for e in rng.sample(list(EDGES), rng.randint(1, 4))}
        if self.chance(0.45):
            s["width"] = self.dim(250)
        if self.chance(0.45):
            s["height"] = self.dim(250)
        for key in ("minWidth", "minHeight", "maxWidth", "maxHeight"):
            if self.chance(0.08):
                s[key] = self.dim(200, 0.25)
        if self.chance(0.15):
            s["padding"] = {e: (self.percent() if self.chance(0.1) else self.length(15))
                            for e in rng.sample(list(EDGES), rng.randint(1, 4))}
        if self.chance(0.12):
            s["border"] = {e: self.length(8) for e in rng.sample(list(EDGES), rng.randint(1, 4))}
        if self.chance(0.15):
            s["spacing"] = self.length(15)
        if self.chance(0.1):
            s["lineSpacing"] = self.length(15)
        if self.chance(0.07):
            s["aspectRatio"] = rng.choice([0.5, 1, 1.5, 2, 0.75, 3])
        if self.chance(0.1):
            s["boxSizing"] = "content-box"
        if self.chance(0.05):
            s["overflow"] = rng.choice(["hidden", "scroll", "scroll"])
        for key in ("columnGap", "rowGap"):
            if self.chance(0.06):
                s[key] = self.percent() if self.chance(0.4) else self.length(15)
        if bad_input:
            key = rng.choice(["width", "height", "minWidth", "maxHeight", "flexBasis", "flexGrow", "flexShrink",
                              "aspectRatio", "spacing", "lineSpacing", "padding", "border", "position"])
            if key in ("padding", "border", "position"):
                s[key] = {rng.choice(list(EDGES)): self.bad()}
            else:
                s[key] = self.bad()
        return s

    def node(self, depth: int, max_depth: int, is_root=False, bad_rate=0.0) -> Dict[str, Any]:
        style = self.style(depth, is_root, self.chance(bad_rate))
        children = []
        if depth < max_depth:
            count = self.rng.choice([0, 0, 0, 1, 1, 2, 3] if depth > 2 else [1, 2, 2, 3, 4])
            children = [self.node(depth + 1, max_depth, bad_rate=bad_rate) for _ in range(count)]
        node = {"style": style, "children": children}
        if not children and not is_root and self.chance(0.3):
            node["measure"] = {"chars": self.rng.randint(0, 40), "charWidth": self.rng.choice([5, 6, 7.5, 8, 10]),
                               "lineHeight": self.rng.choice([10, 12, 14.5, 20])}
        if self.chance(0.08):
            node["baseline"] = self.rng.choice([0, 0.25, 0.5, 0.8, 1])
        return node

    def case(self, name: str) -> Dict[str, Any]:
        rng = self.rng
        bad_rate = 0.1 if self.chance(0.05) else 0.0
        root = self.node(1, rng.choice([2, 2, 3, 3, 3, 4, 4, 5]), is_root=True, bad_rate=bad_rate)
        return {"name": name, "scale": rng.choice([0, 1, 1, 2, 3]),
                "direction": "rtl" if self.chance(0.2) else "ltr",
                "availableWidth": None if self.chance(0.3) else self.length(600),
                "availableHeight": None if self.chance(0.5) else self.length(600),
                "root": root}


def generate(seed: int, count: int, prefix: str = "case") -> List[Dict[str, Any]]:
    gen = Generator(random.Random(seed))
    cases, dropped = [], 0
    while len(cases) < count:
        case = gen.case(f"{prefix}-{len(cases) + 1:05d}")
        box = run_yoga(case)
        if not _finite(box):  # Yoga's own NaN or overflow: no defined outcome to compare with
            dropped += 1
            if os.environ.get("DEBUG_NAN"):
                print(json.dumps(case)[:3000], file=sys.stderr)
            continue
        case["expected"] = box
        cases.append(case)
    if dropped:
        print(f"{dropped} trees dropped: Yoga laid them out with NaN or absurd values", file=sys.stderr)
    return cases


def write(cases, path: Path, seed: int) -> None:
    version = "yoga-python " + _version()
    with open(path, "w") as f:
        f.write(json.dumps({"generator": "Scripts/yoga_fixtures.py", "yoga": version, "seed": seed})[:-1])
        f.write(',"cases":[\n')
        f.write(",\n".join(json.dumps(c, separators=(",", ":")) for c in cases))
        f.write("\n]}\n")


def _version() -> str:
    try:
        from importlib.metadata import version
        return version("yoga-python")
    except Exception:  # pragma: no cover
        return "?"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--fresh", type=int, metavar="N",
                        help="generate N new trees (random seed), replay them with `swift test` and print agreement")
    args = parser.parse_args()
    if args.fresh:
        seed = args.seed if args.seed != 1 else random.SystemRandom().randint(2, 2**31)
        cases = generate(seed, args.fresh, prefix="fresh")
        path = Path(tempfile.gettempdir()) / f"choreo-fresh-{seed}.json"
        write(cases, path, seed)
        print(f"{len(cases)} fresh trees (seed {seed}) in {path}; replaying with swift test", flush=True)
        env = dict(os.environ, CHOREO_YOGA_FIXTURES=str(path))
        result = subprocess.run(["swift", "test", "--filter", "YogaComparisonTests/freshTreesAgreeWithYoga"],
                                cwd=REPO_ROOT, env=env, capture_output=True, text=True)
        lines = [line for line in (result.stdout + result.stderr).splitlines() if "agreement" in line or "differ" in line]
        print("\n".join(lines) if lines else result.stdout[-4000:] + result.stderr[-4000:])
        sys.exit(result.returncode)
    cases = generate(args.seed, args.count)
    write(cases, args.out, args.seed)
    print(f"wrote {len(cases)} cases to {args.out}")


if __name__ == "__main__":
    main()
