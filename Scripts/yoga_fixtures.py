#!/usr/bin/env python3
"""Generate differential-testing fixtures for ChoreoLayout from Yoga.

This script builds random flexbox trees, lays them out with Yoga (through the
``poga`` Python bindings, used purely as a reference tool; no Yoga code is
vendored into this repository), and writes the input trees together with
Yoga's computed layouts to a JSON file.  The Swift test suite replays every
case through ChoreoLayout and compares the result against Yoga's.

Usage::

    pip install poga
    python3 Scripts/yoga_fixtures.py                      # defaults below
    python3 Scripts/yoga_fixtures.py --seed 7 --count 50 --out /tmp/x.json

Output schema (one case per line, numbers rounded to 4 decimals)::

    { "generator": "Scripts/yoga_fixtures.py", "yoga": "...", "seed": 1,
      "cases": [ { "name": "case-0001", "scale": 1, "direction": "ltr",
                   "availableWidth": 375.0, "availableHeight": null,
                   "root": Node, "expected": Box }, ... ] }

    Node  = { "style": Style, "children": [Node] }
    Style = only the properties that differ from Yoga's defaults, except
            "flexDirection", which is written on every node.
    Dim   = number (points) | "25%" (percent string) | "auto"
    Box   = { "left", "top", "width", "height", "children": [Box] }
            (YGNodeLayoutGet*, relative to the parent)

Yoga configuration used for every case:

* point scale factor = the case's ``scale`` (1 or 2; 0 disables rounding),
* web defaults OFF (so flexDirection defaults to column, alignContent to
  flex-start and flexShrink to 0),
* legacy stretch behaviour OFF, experimental WebFlexBasis OFF.

The root is laid out with ``YGNodeCalculateLayout(root, availableWidth,
availableHeight, direction)``; ``null`` availability means YGUndefined.
Nodes never set a direction themselves, they inherit the root's.

Generation is fully deterministic for a given ``--seed`` and ``--count``.
Most cases are unrounded (scale 0: 70%, 1: 20%, 2: 10%).

Known divergences
-----------------
Choreo follows modern Yoga (3.x) and CSS where Yoga 1.19 differs, and CSS
where every Yoga has a quirk. The trees avoid those places: by construction
(static_divergences() checks them), or by repairing the case when only its
layout shows it (layout_divergences(), judged by Yoga alone on variants of
the case). Numbers refer to comments in the code.

 1. justify-content space-* / align-content space-around with negative free
    space (1.19 distributes it; Yoga 3 and Choreo fall back to flex-start).
    Repaired: the property is dropped.
 2. Relative insets: only a single ``left`` or ``top`` in points, on a row or
    column node in a non-wrapping row or column parent, in LTR (1.19 uses the
    flex-start edges of the node's own direction and loses cross-axis insets
    in wrapping containers).
 3. Absolute children always have an inset on each axis (no static position).
 4. Points only inside absolute subtrees (1.19 resolves percentages there
    against the child's own size).
 5. Never min > max.
 6. Pixel rounding: Choreo snaps absolute edges, Yoga relative positions;
    rounded cases are compared within one device pixel.
 7. Main-axis auto margins with negative free space (1.19 distributes it).
    Repaired: the auto margins are dropped.
 8. flexGrow >= 1 (a line whose factors sum below 1: Choreo distributes that
    share of the free space, CSS 9.7; Yoga floors the sum to 1).
 9. Absolute children set both insets of an axis only where the parent does
    not reverse it (1.19: the flex-start inset wins; Yoga 3: inline-start).
10. No single flexible child with both grow and shrink (Yoga, 1.19 and 3,
    gives it a flex basis of 0).
11. No margins on items a wrapping column re-stretches after align-content
    (Yoga, 1.19 and 3, adds the left/right margins to their height there).
12. justify-content space-* where the container is measured by its content
    (1.19 adds the gap after the last item too). Repaired: dropped.
13. align-content where the container's cross size is not exact (1.19 aligns
    within the at-most available size, or skips without one; Yoga 3 and
    Choreo use the container's own size). Repaired: dropped.
14. A root whose padding and border exceed its size (Yoga floors the root at
    them; Choreo's root keeps its Texture size range). Repaired: dropped.
15. No auto margins on display:none nodes (1.19 counts them on the line).
16. Items of align-content space-between/space-around containers align
    flex-start (1.19 adds the space between lines to each line's size).
17. No percentage min/max along the parent's main axis (1.19 keeps an
    at-most available size as the base of a content-sized container).
18. Absolute children have a width or both horizontal insets (1.19 measures
    them at most the parent's available inner width, with no owner size).
19. Percentage margins and paddings must resolve the same in every pass (1.19
    turns a whole axis's margin into NaN when one edge is a percentage of an
    undefined size; Yoga's measurement cache ignores the owner size).
    Repaired: they become the points Yoga resolved them to.

Float robustness: cases are discarded when Yoga yields NaN or absurd values
(> 1e5), when shrinking depends on more than the ratios of the shrink factors
(Yoga's branch for a total shrink factor of 0, where float32 rounding decides),
when scaling every length by 3, 0.7 or 1.3 changes the layout by more than
rounding (a float32 knife edge), or when a wrapping line is exactly full.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import os
import random
import sys
from collections import Counter
from pathlib import Path
from typing import Any, Dict, List, Optional

try:
    import poga.libpoga_capi as yg
except ImportError:  # pragma: no cover - tooling dependency
    sys.exit("yoga_fixtures.py needs the Yoga Python bindings: pip install poga")

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "Tests" / "ChoreoLayoutTests" / "Fixtures" / "yoga-generated.json"

Style = Dict[str, Any]
Node = Dict[str, Any]

# --------------------------------------------------------------------------
# JSON style  ->  Yoga calls
# --------------------------------------------------------------------------

FLEX_DIRECTION = {
    "column": yg.YGFlexDirection.Column,
    "column-reverse": yg.YGFlexDirection.ColumnReverse,
    "row": yg.YGFlexDirection.Row,
    "row-reverse": yg.YGFlexDirection.RowReverse,
}
JUSTIFY = {
    "flex-start": yg.YGJustify.FlexStart,
    "center": yg.YGJustify.Center,
    "flex-end": yg.YGJustify.FlexEnd,
    "space-between": yg.YGJustify.SpaceBetween,
    "space-around": yg.YGJustify.SpaceAround,
    "space-evenly": yg.YGJustify.SpaceEvenly,
}
ALIGN = {
    "auto": yg.YGAlign.Auto,
    "flex-start": yg.YGAlign.FlexStart,
    "center": yg.YGAlign.Center,
    "flex-end": yg.YGAlign.FlexEnd,
    "stretch": yg.YGAlign.Stretch,
    "space-between": yg.YGAlign.SpaceBetween,
    "space-around": yg.YGAlign.SpaceAround,
}
WRAP = {
    "nowrap": yg.YGWrap.NoWrap,
    "wrap": yg.YGWrap.Wrap,
    "wrap-reverse": yg.YGWrap.WrapReverse,
}
EDGES = {
    "left": yg.YGEdge.Left,
    "top": yg.YGEdge.Top,
    "right": yg.YGEdge.Right,
    "bottom": yg.YGEdge.Bottom,
}
DIRECTION = {"ltr": yg.YGDirection.LTR, "rtl": yg.YGDirection.RTL}

# Setter triples (points, percent, auto) for every Dim-valued property.
_DIM_SETTERS = {
    "width": (yg.YGNodeStyleSetWidth, yg.YGNodeStyleSetWidthPercent, yg.YGNodeStyleSetWidthAuto),
    "height": (yg.YGNodeStyleSetHeight, yg.YGNodeStyleSetHeightPercent, yg.YGNodeStyleSetHeightAuto),
    "flexBasis": (yg.YGNodeStyleSetFlexBasis, yg.YGNodeStyleSetFlexBasisPercent, yg.YGNodeStyleSetFlexBasisAuto),
    "minWidth": (yg.YGNodeStyleSetMinWidth, yg.YGNodeStyleSetMinWidthPercent, None),
    "minHeight": (yg.YGNodeStyleSetMinHeight, yg.YGNodeStyleSetMinHeightPercent, None),
    "maxWidth": (yg.YGNodeStyleSetMaxWidth, yg.YGNodeStyleSetMaxWidthPercent, None),
    "maxHeight": (yg.YGNodeStyleSetMaxHeight, yg.YGNodeStyleSetMaxHeightPercent, None),
}
_EDGE_SETTERS = {
    "margin": (yg.YGNodeStyleSetMargin, yg.YGNodeStyleSetMarginPercent, yg.YGNodeStyleSetMarginAuto),
    "padding": (yg.YGNodeStyleSetPadding, yg.YGNodeStyleSetPaddingPercent, None),
    "position": (yg.YGNodeStyleSetPosition, yg.YGNodeStyleSetPositionPercent, None),
}


def _set_dim(setters, value, *args) -> None:
    """Apply a JSON Dim (number | "N%" | "auto") through a setter triple."""
    points, percent, auto = setters
    if value == "auto":
        if auto is None:
            raise ValueError("'auto' is not supported for this property")
        auto(*args)
    elif isinstance(value, str) and value.endswith("%"):
        percent(*args, float(value[:-1]))
    else:
        points(*args, float(value))


def build_yoga_tree(node: Node, config) -> Any:
    """Create a Yoga node tree from a JSON Node. The JSON is the single source
    of truth: whatever is written to the fixture is exactly what Yoga saw."""
    ref = yg.YGNodeNewWithConfig(config)
    s = node["style"]
    for key, value in s.items():
        if key == "flexDirection":
            yg.YGNodeStyleSetFlexDirection(ref, FLEX_DIRECTION[value])
        elif key == "justifyContent":
            yg.YGNodeStyleSetJustifyContent(ref, JUSTIFY[value])
        elif key == "alignItems":
            yg.YGNodeStyleSetAlignItems(ref, ALIGN[value])
        elif key == "alignSelf":
            yg.YGNodeStyleSetAlignSelf(ref, ALIGN[value])
        elif key == "alignContent":
            yg.YGNodeStyleSetAlignContent(ref, ALIGN[value])
        elif key == "flexWrap":
            yg.YGNodeStyleSetFlexWrap(ref, WRAP[value])
        elif key == "flexGrow":
            yg.YGNodeStyleSetFlexGrow(ref, float(value))
        elif key == "flexShrink":
            yg.YGNodeStyleSetFlexShrink(ref, float(value))
        elif key in _DIM_SETTERS:
            _set_dim(_DIM_SETTERS[key], value, ref)
        elif key in _EDGE_SETTERS:
            for edge, v in value.items():
                _set_dim(_EDGE_SETTERS[key], v, ref, EDGES[edge])
        elif key == "border":
            for edge, v in value.items():
                yg.YGNodeStyleSetBorder(ref, EDGES[edge], float(v))
        elif key == "positionType":
            assert value == "absolute"
            yg.YGNodeStyleSetPositionType(ref, yg.YGPositionType.Absolute)
        elif key == "aspectRatio":
            yg.YGNodeStyleSetAspectRatio(ref, float(value))
        elif key == "display":
            assert value == "none"
            yg.YGNodeStyleSetDisplay(ref, yg.YGDisplay.DisplayNone)
        else:
            raise KeyError(f"unknown style key {key!r}")
    for i, child in enumerate(node["children"]):
        yg.YGNodeInsertChild(ref, build_yoga_tree(child, config), i)
    return ref


def read_layout(ref) -> Dict[str, Any]:
    """Read back the computed layout as a Box (raw floats, not rounded). The
    resolved margin/padding/border ("_margin", "_inset": padding + border) are
    kept for the divergence checks; round_box() drops them."""
    edges = lambda get: {e: get(ref, EDGES[e]) for e in EDGES}
    margin = edges(yg.YGNodeLayoutGetMargin)
    padding, border = edges(yg.YGNodeLayoutGetPadding), edges(yg.YGNodeLayoutGetBorder)
    return {
        "left": yg.YGNodeLayoutGetLeft(ref),
        "top": yg.YGNodeLayoutGetTop(ref),
        "width": yg.YGNodeLayoutGetWidth(ref),
        "height": yg.YGNodeLayoutGetHeight(ref),
        "children": [read_layout(yg.YGNodeGetChild(ref, i)) for i in range(yg.YGNodeGetChildCount(ref))],
        "_margin": margin,
        "_padding": padding,
        "_inset": {e: padding[e] + border[e] for e in EDGES},
    }


def make_config(scale: float):
    config = yg.YGConfigNew()
    yg.YGConfigSetUseWebDefaults(config, False)
    yg.YGConfigSetUseLegacyStretchBehaviour(config, False)
    yg.YGConfigSetExperimentalFeatureEnabled(config, yg.YGExperimentalFeature.WebFlexBasis, False)
    yg.YGConfigSetPointScaleFactor(config, float(scale))
    return config


@contextlib.contextmanager
def _quiet_stderr():
    """Yoga's default logger prints failed assertions to stderr before
    raising; the case is skipped anyway, so keep that noise out.
    (poga's YGConfigSetLogger cannot be used: it cannot marshal va_list.)"""
    sys.stderr.flush()
    saved = os.dup(2)
    with open(os.devnull, "w") as devnull:
        os.dup2(devnull.fileno(), 2)
    try:
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


class YogaRejected(Exception):
    """Yoga failed an internal assertion or produced NaN/inf for a case."""


def run_yoga(case: Dict[str, Any], configs, scale=None) -> Dict[str, Any]:
    """Lay the case out with Yoga and return its Box tree (raw floats);
    ``scale`` overrides the case's point scale factor.

    Raises YogaRejected when Yoga asserts (this happens for some percentages
    against an undefined available size) or yields a non-finite value."""
    root = build_yoga_tree(case["root"], configs[case["scale"] if scale is None else scale])
    aw, ah = case["availableWidth"], case["availableHeight"]
    try:
        with _quiet_stderr():
            yg.YGNodeCalculateLayout(
                root,
                yg.YGUndefined if aw is None else float(aw),
                yg.YGUndefined if ah is None else float(ah),
                DIRECTION[case["direction"]],
            )
        box = read_layout(root)
    except RuntimeError as e:
        raise YogaRejected(f"assertion: {e}") from None
    finally:
        yg.YGNodeFreeRecursive(root)
    if not _all_finite(box):
        raise YogaRejected("non-finite or absurd layout")
    return box


def _all_finite(box) -> bool:
    """Finite and sane: Yoga's float32 flex arithmetic sometimes divides by a
    total shrink factor that cancelled to almost (not exactly) 0."""
    return all(math.isfinite(box[k]) and abs(box[k]) < 1e5 for k in ("left", "top", "width", "height")) and all(
        _all_finite(c) for c in box["children"]
    )


def round_box(box) -> Dict[str, Any]:
    """Round to 4 decimals (Yoga computes in float32, so this loses nothing
    meaningful) and turn -0.0 into 0."""

    def r(x: float):
        v = round(x, 4) + 0.0
        return int(v) if v == int(v) else v

    return {
        "left": r(box["left"]),
        "top": r(box["top"]),
        "width": r(box["width"]),
        "height": r(box["height"]),
        "children": [round_box(c) for c in box["children"]],
    }


# --------------------------------------------------------------------------
# Random tree generation
# --------------------------------------------------------------------------

# Feature mixes. Each case draws one profile; every probability not listed
# falls back to BASE. Values are per-node probabilities.
BASE = dict(
    width=0.45, height=0.45, percent=0.12, basis=0.10, grow=0.25, shrink=0.20,
    minmax=0.08, wrap=0.10, justify=0.45, align_items=0.35, align_self=0.12,
    margin=0.15, margin_auto=0.03, padding=0.15, border=0.08, absolute=0.04,
    position=0.05, aspect=0.03, display_none=0.03, negative_margin=0.05,
)
PROFILES: Dict[str, Dict[str, float]] = {
    "basic": dict(),
    "grow-shrink": dict(grow=0.65, shrink=0.6, basis=0.35, width=0.55, height=0.55, minmax=0.12),
    "wrap": dict(wrap=0.85, width=0.75, height=0.7, grow=0.2, margin=0.25),
    "percent": dict(percent=0.6, width=0.7, height=0.65, basis=0.3, margin=0.3, padding=0.3, position=0.2),
    "min-max": dict(minmax=0.65, grow=0.45, shrink=0.45, width=0.5, height=0.5),
    "margins": dict(margin=0.7, margin_auto=0.3, negative_margin=0.15, justify=0.6),
    "box-model": dict(padding=0.7, border=0.6, margin=0.4),
    "absolute": dict(absolute=0.4, position=0.35, width=0.55, height=0.55, padding=0.3, border=0.2),
    "aspect-ratio": dict(aspect=0.45, grow=0.35, minmax=0.2),
    "display-none": dict(display_none=0.25, grow=0.4),
    "kitchen-sink": dict(
        width=0.5, height=0.5, percent=0.3, basis=0.2, grow=0.4, shrink=0.35, minmax=0.2, wrap=0.3,
        align_self=0.25, margin=0.35, margin_auto=0.1, padding=0.35, border=0.25, absolute=0.12,
        position=0.15, aspect=0.1, display_none=0.06,
    ),
}

ROOT_SIZES = [(375.0, 600.0), (320.0, 480.0), (375.5, 667.0), (414.0, 736.0), (1000.0, 800.0), (250.25, 333.3)]
ODD_VALUES = [33.3, 17.7, 12.345, 66.67, 7.1, 99.9, 41.15, 0.3, 28.6, 5.55]
PERCENTS = [10, 12.5, 20, 25, 30, 33.3, 40, 50, 60, 66.6, 75, 80, 100]


# Divergence 16: with align-content space-between/space-around, Yoga 1.19
# adds the space between lines to each line's cross size, so it stretches,
# centres and end-aligns the items in that larger line (Yoga 3 still
# stretches items by it); the items of such containers align flex-start.
SPACED_LINES = ("space-between", "space-around")


def restretched_in_column_wrap(style: Style, parent_style) -> bool:
    """Divergence 11: a wrapping column container stretches its items once
    more after align-content, passing their height plus their LEFT/RIGHT
    margins as the exact outer height (Yoga.cpp STEP 8, in Yoga 1.19 and
    today); such items get no margins."""
    if parent_style is None or parent_style.get("flexWrap", "nowrap") == "nowrap":
        return False
    if not parent_style["flexDirection"].startswith("column") or style.get("positionType") == "absolute":
        return False
    align = style.get("alignSelf", "auto")
    if align == "auto":
        align = parent_style.get("alignItems", "stretch")
    return align == "stretch" and not isinstance(style.get("width"), (int, float))


def single_flex_child(children: List[Node]):
    """Yoga's single flexible child (YGNodeComputeFlexBasisForChildren): the
    only non-absolute child with a grow or shrink factor, if it has both."""
    flexible = [c for c in children if c["style"].get("positionType") != "absolute"
                and (c["style"].get("flexGrow", 0) != 0 or c["style"].get("flexShrink", 0) != 0)]
    if len(flexible) == 1 and flexible[0]["style"].get("flexGrow", 0) and flexible[0]["style"].get("flexShrink", 0):
        return flexible[0]
    return None


class Generator:
    """Draws random style trees from a seeded RNG.

    The trees avoid the places where Choreo deliberately follows Yoga 3 / CSS
    rather than Yoga 1.19 (see the module docstring, "Known divergences");
    the cases that can only be recognised after layout (negative free space)
    are repaired by avoid_divergences() below."""

    def __init__(self, rng: random.Random):
        self.rng = rng

    # ---- value helpers -------------------------------------------------

    def length(self, lo: float, hi: float) -> float:
        """A point length in [lo, hi] with a quantisation that exercises
        pixel-grid rounding: whole points, halves, quarters, or odd values."""
        rng = self.rng
        lo, hi = max(0.0, lo), max(lo + 1.0, hi)
        q = rng.random()
        if q < 0.07:
            return rng.choice(ODD_VALUES)
        x = rng.uniform(lo, hi)
        if q < 0.35:
            v = float(round(x))
        elif q < 0.6:
            v = round(x * 2) / 2
        elif q < 0.8:
            v = round(x * 4) / 4
        else:
            v = round(x, 1)  # e.g. 33.3 -- not representable in float32
        return float(max(0.0, round(v, 4)))

    def percent(self) -> str:
        p = self.rng.choice(PERCENTS)
        return f"{p:g}%"

    def dim(self, lo: float, hi: float, p_percent: float):
        if self.rng.random() < p_percent:
            return self.percent()
        return self.length(lo, hi)

    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    # ---- trees ----------------------------------------------------------

    def case_tree(self, prof: Dict[str, float], depth: int, avail: tuple) -> Node:
        self.budget = self.rng.randint(6, 26)  # total node budget per tree
        return self.node(prof, depth, avail, is_root=True)

    def node(self, prof, depth_left: int, parent_size: tuple, is_root=False, parent_style=None,
             siblings: int = 1, in_absolute=False) -> Node:
        """One node (and its subtree). parent_size is a rough estimate of the
        parent's size, used only to pick sizes of a plausible magnitude.
        in_absolute: the node is inside an absolutely positioned subtree."""
        rng = self.rng
        pw, ph = parent_size
        style: Style = {"flexDirection": rng.choice(["column", "row", "row", "column-reverse", "row-reverse"])
                        if rng.random() < 0.35 else rng.choice(["column", "row"])}

        # Divergence 4: Yoga 1.19 resolves percentages inside absolute subtrees
        # against the wrong size, so absolute children and all their
        # descendants use points only.
        is_absolute = not is_root and self.chance(prof["absolute"])
        if is_absolute or in_absolute:
            prof = {**prof, "percent": 0.0}

        n_children = 0
        if depth_left > 0 and self.budget > 0:
            n_children = min(self.budget, rng.choice([0, 1, 2, 2, 3, 3, 4, 5, 6]) if not is_root
                             else rng.randint(1, 6))
            self.budget -= n_children

        # Size of this node, as a rough guide for the children's sizes.
        w_guess, h_guess = pw, ph
        parent_row = parent_style is not None and parent_style["flexDirection"].startswith("row")
        main_share = lambda total: total / siblings * rng.uniform(0.5, 1.7)

        if not is_root or self._root_fixed:
            if self.chance(prof["width"]) or (is_root and self._root_fixed):
                v = self.dim(8, main_share(pw) if parent_row else pw * 0.9, 0 if is_root else prof["percent"])
                style["width"] = v
                w_guess = pw * float(v[:-1]) / 100 if isinstance(v, str) else v
            if self.chance(prof["height"]) or (is_root and self._root_fixed):
                v = self.dim(8, ph * 0.9 if parent_row else main_share(ph), 0 if is_root else prof["percent"])
                style["height"] = v
                h_guess = ph * float(v[:-1]) / 100 if isinstance(v, str) else v

        if not is_root:
            if self.chance(prof["grow"]):
                # (>= 1: a line whose grow factors sum below 1 is divergence 8)
                style["flexGrow"] = rng.choice([1, 1, 1, 2, 1.25, 1.5, 3])
            if self.chance(prof["shrink"]):
                style["flexShrink"] = rng.choice([1, 1, 1, 2, 0.5, 3])
            if self.chance(prof["basis"]):
                main = pw if parent_row else ph
                style["flexBasis"] = self.dim(0, main_share(main), prof["percent"])
            if self.chance(prof["align_self"]):
                spaced = parent_style.get("alignContent") in SPACED_LINES  # divergence 16
                style["alignSelf"] = "flex-start" if spaced else rng.choice(["flex-start", "center", "flex-end", "stretch"])
            if is_absolute:
                style["positionType"] = "absolute"
                # Divergence 3: without an inset on an axis an absolute child
                # takes a static position, which Yoga 1.19 computes differently:
                # always give one inset (or both) per axis, in points.
                # Both insets of an axis only where the parent does not reverse
                # that axis (divergence 9).
                for pair, reversed_by in ((("left", "right"), "row-reverse"), (("top", "bottom"), "column-reverse")):
                    choices = [pair[:1], pair[1:]]
                    if parent_style["flexDirection"] != reversed_by:
                        choices.append(pair)
                    for edge in rng.choice(choices):
                        style.setdefault("position", {})[edge] = self.length(0, 40)
            elif self.chance(prof["position"]) and self._relative_insets_ok(style, parent_style):
                # Divergence 2: Yoga 1.19 applies relative insets from the
                # flex-start edges of the node's OWN flex direction and drops
                # them on the cross axis of wrapping containers; only a single
                # left or top in points, on a row/column node in a row/column
                # non-wrapping LTR container, means the same in both.
                style["position"] = {rng.choice(["left", "top"]): self.length(0, 40)}
            if self.chance(prof["aspect"]):
                style["aspectRatio"] = rng.choice([1, 0.5, 2, 1.5, 0.75, 16 / 9])
                if rng.random() < 0.5:  # aspect ratio is most interesting with one dimension free
                    style.pop(rng.choice(["width", "height"]), None)
            if self.chance(prof["display_none"]):
                style["display"] = "none"
            if is_absolute and not {"left", "right"} <= set(style["position"]) and "width" not in style:
                # Divergence 18: Yoga 1.19 measures an absolute child without a
                # width at most its parent's AVAILABLE inner width (Yoga 3 and
                # Choreo: the parent's final padding box) and with an undefined
                # owner size; give it a width (or both horizontal insets).
                style["width"] = self.length(8, max(pw * 0.6, 10))

        self._min_max(style, prof, w_guess, h_guess, main_axis=None if is_root else ("Width" if parent_row else "Height"))
        self._box_model(style, prof, is_root, no_margin=restretched_in_column_wrap(style, parent_style))
        if style.get("display") == "none" and "margin" in style:  # divergence 15
            style["margin"] = {e: v for e, v in style["margin"].items() if v != "auto"}
            if not style["margin"]:
                del style["margin"]

        if n_children:
            if self.chance(prof["justify"]):
                style["justifyContent"] = rng.choice(list(JUSTIFY)[1:])
            if self.chance(prof["align_items"]):
                style["alignItems"] = rng.choice(["flex-start", "center", "flex-end"])
            if self.chance(prof["wrap"]):
                style["flexWrap"] = rng.choice(["wrap", "wrap", "wrap-reverse"])
                if rng.random() < 0.75:
                    style["alignContent"] = rng.choice(
                        ["center", "flex-end", "stretch", "space-between", "space-around"])
                    if style["alignContent"] in SPACED_LINES:
                        style["alignItems"] = "flex-start"

        children = []
        for _ in range(n_children):
            children.append(self.node(prof, depth_left - 1, (max(w_guess, 10), max(h_guess, 10)),
                                      parent_style=style, siblings=n_children,
                                      in_absolute=is_absolute or in_absolute))
        # Divergence 10: with exactly one flexible child that has both grow and
        # shrink, Yoga sets its flex basis to 0; make such a child grow-only.
        single = single_flex_child(children)
        if single is not None:
            del single["style"]["flexShrink"]
        return {"style": style, "children": children}

    def _relative_insets_ok(self, style, parent_style) -> bool:
        return (self.direction == "ltr" and parent_style is not None
                and style["flexDirection"] in ("row", "column")
                and parent_style["flexDirection"] in ("row", "column")
                and parent_style.get("flexWrap", "nowrap") == "nowrap")

    def _min_max(self, style, prof, w, h, main_axis=None):
        rng = self.rng
        if not self.chance(prof["minmax"]):
            return
        for axis, guess in (("Width", w), ("Height", h)):
            if rng.random() < 0.4:
                continue
            # Divergence 17: no percentage min/max along the parent's main axis.
            pct = lambda: axis != main_axis and self.chance(prof["percent"] * 0.5)
            kind = rng.choices(["min", "max", "bracket"], weights=[45, 38, 17])[0]
            # Bounds are chosen around the node's expected size so that they
            # actually bind: a min above it, a max below it, or a [min, max]
            # bracket whose max binds. Divergence 5: never min > max.
            if kind == "min":
                style["min" + axis] = self.percent() if pct() else self.length(guess * 1.05 + 2, guess * 1.6 + 20)
            elif kind == "max":
                style["max" + axis] = self.percent() if pct() else self.length(guess * 0.3, max(guess * 0.9, 4))
            else:
                lo = self.length(guess * 0.2, guess * 0.6)
                hi = self.length(guess * 0.6 + 1, max(guess * 0.95, 4))
                # (length() sometimes draws an odd value outside its range)
                style["min" + axis], style["max" + axis] = min(lo, hi), max(lo, hi)

    def _box_model(self, style, prof, is_root, no_margin=False):
        rng = self.rng
        if no_margin:
            pass
        elif not is_root and self.chance(prof["margin"]):
            m = {}
            for e in rng.sample(list(EDGES), rng.randint(1, 4)):
                if self.chance(prof["margin_auto"]):
                    m[e] = "auto"
                elif self.chance(prof["negative_margin"]):
                    m[e] = -self.length(1, 12)
                else:
                    m[e] = self.dim(0, 20, prof["percent"] * 0.5)
            style["margin"] = m
        elif not is_root and self.chance(prof["margin_auto"]):
            style["margin"] = {e: "auto" for e in rng.sample(list(EDGES), rng.randint(1, 2))}
        if self.chance(prof["padding"]):
            style["padding"] = {e: self.dim(0, 16, prof["percent"] * 0.5)
                                for e in rng.sample(list(EDGES), rng.randint(1, 4))}
        if self.chance(prof["border"]):
            style["border"] = {e: self.length(0.5, 6) for e in rng.sample(list(EDGES), rng.randint(1, 4))}

    # ---- cases ----------------------------------------------------------

    def case(self) -> Dict[str, Any]:
        rng = self.rng
        profile_name = rng.choice(list(PROFILES))
        prof = {**BASE, **PROFILES[profile_name]}
        # Divergence 6: Choreo snaps absolute edges, Yoga relative positions;
        # most cases are unrounded, the rest are compared within 1/scale.
        scale = rng.choices([0, 1, 2], weights=[70, 20, 10])[0]
        direction = "rtl" if rng.random() < 0.25 else "ltr"
        self.direction = direction  # read by node() for relative insets
        root_mode = rng.choices(["fixed", "available", "undefined", "mixed"], weights=[35, 35, 15, 15])[0]
        aw, ah = rng.choice(ROOT_SIZES)
        if root_mode == "undefined":
            avail = (None, None)
        elif root_mode == "mixed":  # width known, height content-sized (typical scroll view)
            avail = (aw, None)
        else:
            avail = (aw, ah)
        # Root with its own fixed size (in 'fixed' mode) else sized by availability/content.
        # (read by node() for the root only)
        self._root_fixed = root_mode == "fixed" or (root_mode == "undefined" and rng.random() < 0.5)
        depth = rng.choice([1, 2, 2, 3, 3])
        root = self.case_tree(prof, depth, (aw, ah))
        return {
            "profile": profile_name,  # dropped before writing
            "scale": scale,
            "direction": direction,
            "availableWidth": avail[0],
            "availableHeight": avail[1],
            "root": root,
        }


# --------------------------------------------------------------------------
# Divergences that show only after layout
# --------------------------------------------------------------------------
#
# Each check lays out a variant of the case with Yoga and compares: the case
# is judged only by Yoga's own behaviour, never by Choreo's. All layouts here
# are unrounded (scale 0).

SPACE_JUSTIFY = ("space-between", "space-around", "space-evenly")
EPS = 1e-3
BOX_KEYS = ("left", "top", "width", "height")


def _walk(node: Node, box, path=()):
    yield path, node, box
    for i, (child, child_box) in enumerate(zip(node["children"], box["children"])):
        yield from _walk(child, child_box, path + (i,))


def _at(node: Node, path) -> Node:
    for i in path:
        node = node["children"][i]
    return node


def _at_box(box, path):
    for i in path:
        box = box["children"][i]
    return box


def _copy(case):
    return json.loads(json.dumps(case))


def _same(a, b, eps=EPS) -> bool:
    """Whether two Box trees agree (within eps)."""
    return all(abs(a[k] - b[k]) <= eps for k in BOX_KEYS) and len(a["children"]) == len(b["children"]) and all(
        _same(x, y, eps) for x, y in zip(a["children"], b["children"]))


def _scaled_lengths(case, k):
    """The case with every length in points (and the available size) times k."""
    variant = _copy(case)
    scale = lambda v: v * k if isinstance(v, (int, float)) else v
    for key in ("availableWidth", "availableHeight"):
        variant[key] = None if case[key] is None else case[key] * k
    for _, node, _ in _walk(variant["root"], _shape(variant["root"])):
        for key, v in node["style"].items():
            if key in _DIM_SETTERS:
                node["style"][key] = scale(v)
            elif key in ("margin", "padding", "position", "border"):
                node["style"][key] = {e: scale(x) for e, x in v.items()}
    return variant


def _divided(box, k):
    return {**{key: box[key] / k for key in BOX_KEYS}, "children": [_divided(c, k) for c in box["children"]]}


def _variant_box(case, path, edit, configs):
    """Yoga's Box of the node at path in a copy of the case edited by edit(style)."""
    variant = _copy(case)
    edit(_at(variant["root"], path)["style"])
    return _at_box(run_yoga(variant, configs, scale=0), path)


def _in_flow(node: Node, box):
    """(style, box) of the children that take part in flex layout."""
    return [(c["style"], b) for c, b in zip(node["children"], box["children"])
            if c["style"].get("positionType") != "absolute" and c["style"].get("display") != "none"]


def _inner(box, row: bool) -> float:
    inset = box["_inset"]
    return box["width"] - inset["left"] - inset["right"] if row else box["height"] - inset["top"] - inset["bottom"]


def main_auto_margins(node: Node):
    """(child index, edge) of the main-axis auto margins of in-flow children."""
    row = node["style"]["flexDirection"].startswith("row")
    return [(i, e) for i, c in enumerate(node["children"])
            if c["style"].get("positionType") != "absolute" and c["style"].get("display") != "none"
            for e in (("left", "right") if row else ("top", "bottom"))
            if c["style"].get("margin", {}).get(e) == "auto"]


def negative_line_space(node: Node, box) -> bool:
    """Whether a flex line of the container has negative free space (justify
    space-*: divergence 1; main-axis auto margins: divergence 7). Without
    wrapping the line is every in-flow child; with wrapping a line of two or
    more items fits by construction, so only a single item wider than the
    container (or a negative margin) can overflow."""
    row = node["style"]["flexDirection"].startswith("row")
    inner = _inner(box, row)
    items = _in_flow(node, box)
    edges = ("left", "right") if row else ("top", "bottom")
    size = "width" if row else "height"
    outer = [bx[size] + sum(bx["_margin"][e] for e in edges) for _, bx in items]
    if node["style"].get("flexWrap", "nowrap") == "nowrap":
        return sum(outer) > inner + EPS
    return any(o > inner + EPS for o in outer) or any(bx["_margin"][e] < 0 for _, bx in items for e in edges)


def exactly_full_line(node: Node, box) -> bool:
    """Whether a wrapping container breaks its lines where an item fits
    exactly: whether it still fits is then down to the last bit of float
    rounding, in Yoga's float32 and in Choreo's doubles alike. Lines are
    rebuilt from the final sizes, which are the hypothetical sizes Yoga broke
    the lines with as long as no item of the line grew."""
    if node["style"].get("flexWrap", "nowrap") == "nowrap":
        return False
    row = node["style"]["flexDirection"].startswith("row")
    edges = ("left", "right") if row else ("top", "bottom")
    inner = _inner(box, row)
    used, grows = None, False
    for style, bx in _in_flow(node, box):
        outer = bx["width" if row else "height"] + sum(bx["_margin"][e] for e in edges)
        if used is not None and abs(used + outer - inner) <= EPS and not grows and not style.get("flexGrow"):
            return True
        if used is None or used + outer > inner + EPS:
            used, grows = outer, bool(style.get("flexGrow"))
        else:
            used, grows = used + outer, grows or bool(style.get("flexGrow"))
    return False


def justify_sizes_container(case, path, root_box, configs) -> bool:
    """Divergence 12: Yoga 1.19 adds the space-* gap after the last item too,
    so a container measured by its content (and a min size) grows with it,
    in the final layout or in a measurement its parent uses. Without its
    justify-content, everything but the container's children must stay."""
    variant = _copy(case)
    _at(variant["root"], path)["style"].pop("justifyContent")
    return not _same(_pruned(run_yoga(variant, configs, scale=0), path), _pruned(root_box, path))


def _pruned(box, path):
    """The Box tree without the children of the node at path."""
    if not path:
        return {**box, "children": []}
    children = list(box["children"])
    children[path[0]] = _pruned(children[path[0]], path[1:])
    return {**box, "children": children}


def align_content_diverges(case, path, node, box, configs) -> bool:
    """Divergences 1 and 13 for align-content.

    * space-around with negative free space: Yoga 1.19 centres the lines
      (Yoga 3 and Choreo: flex-start). Yoga's own sign of the free space is
      measured as the shift between align-content center and flex-start.
      (stretch and space-between fall back to flex-start in both.)
    * Yoga 1.19 distributes availableInnerCrossDim - lines, an at-most bound
      (or skips align-content without one), where Yoga 3 and Choreo use the
      container's own cross size: a copy whose cross size is fixed at its
      final value must lay the children out the same."""
    style = node["style"]
    row = style["flexDirection"].startswith("row")
    cross, pos = ("height", "top") if row else ("width", "left")
    if style["alignContent"] == "space-around":
        centred = _variant_box(case, path, lambda st: st.__setitem__("alignContent", "center"), configs)
        packed = _variant_box(case, path, lambda st: st.pop("alignContent"), configs)
        # +1 where the physical coordinate grows from cross-start to cross-end
        reversed_cross = (style.get("flexWrap") == "wrap-reverse") != (not row and case["direction"] == "rtl")
        sign = -1 if reversed_cross else 1
        if any(sign * (c[pos] - f[pos]) < -EPS for c, f in zip(centred["children"], packed["children"])):
            return True

    def fix_cross_size(st):
        for key in (cross, "min" + cross.capitalize(), "max" + cross.capitalize()):
            st.pop(key, None)
        st[cross] = round(box[cross], 4)
    fixed = _variant_box(case, path, fix_cross_size, configs)
    return not all(_same(a, b) for a, b in zip(fixed["children"], box["children"]))


def _percent_edges(case):
    """(path, property, edge) of every percentage margin and padding."""
    return [(path, key, edge) for path, node, _ in _walk(case["root"], _shape(case["root"]))
            for key in ("margin", "padding") for edge, v in node["style"].get(key, {}).items()
            if isinstance(v, str) and v.endswith("%")]


def _shape(node):
    return {"children": [_shape(c) for c in node["children"]]}


def percent_edges_resolved(case, box):
    """The case with every percentage margin/padding replaced by the points
    Yoga resolved it to in the final pass (0 where unresolvable)."""
    variant = _copy(case)
    for path, key, edge in _percent_edges(case):
        value = _at_box(box, path)["_" + key][edge]
        _at(variant["root"], path)["style"][key][edge] = round(value, 4) if math.isfinite(value) else 0
    return variant


def root_box_floor(case, box) -> bool:
    """Divergence 14: Yoga floors the root's size at its padding and border;
    Choreo's root takes its Texture size range (the style size, or the
    available size, within min and max) as it is."""
    style = case["root"]["style"]
    for axis, available in (("width", case["availableWidth"]), ("height", case["availableHeight"])):
        def value(key):
            v = style.get(key)
            if isinstance(v, str) and v.endswith("%"):
                return None if available is None else available * float(v[:-1]) / 100
            return v
        size, low, high = value(axis), value("min" + axis.capitalize()), value("max" + axis.capitalize())
        if size is None:  # content-sized up to the max, else the available size
            size = high if high is not None else available
            if size is None:
                continue
        elif high is not None:
            size = min(size, high)
        if low is not None:
            size = max(size, low)
        if box[axis] > size + EPS:
            return True
    return False


def _scaled_shrink(case):
    """The case with every flexShrink doubled. Shrinking depends only on the
    ratios of the factors, except in Yoga's branch for a total shrink factor
    of (nearly) 0 -- all shrinkable items clamped in its first pass -- where
    an item takes basis - shrink * basis and float32 rounding decides
    whether the total is exactly 0. Cases that reach it are rejected."""
    variant = _copy(case)
    for _, node, _ in _walk(variant["root"], _shape(variant["root"])):
        if "flexShrink" in node["style"]:
            node["style"]["flexShrink"] *= 2
    return variant


def layout_divergences(case, configs):
    """Where the case runs into a divergence that only its layout shows: a
    list of (path, what) with what in "justifyContent", "alignContent",
    "autoMargins", "percentEdges", "rootBox"."""
    box = run_yoga(case, configs, scale=0)
    if not _same(run_yoga(_scaled_shrink(case), configs, scale=0), box):
        raise YogaRejected("shrink-scale sensitive")
    for k in (3, 0.7, 1.3):
        if not _same(_divided(run_yoga(_scaled_lengths(case, k), configs, scale=0), k), box, eps=0.01):
            raise YogaRejected("float32 knife edge")
    if any(exactly_full_line(node, node_box) for _, node, node_box in _walk(case["root"], box)):
        raise YogaRejected("exactly full line")
    found = []
    if root_box_floor(case, box):
        found.append(((), "rootBox"))
    if _percent_edges(case) and not _same(run_yoga(percent_edges_resolved(case, box), configs, scale=0), box):
        found.append(((), "percentEdges"))
    for path, node, node_box in _walk(case["root"], box):
        style = node["style"]
        if style.get("justifyContent") in SPACE_JUSTIFY and (
                negative_line_space(node, node_box) or justify_sizes_container(case, path, box, configs)):
            found.append((path, "justifyContent"))
        if main_auto_margins(node) and negative_line_space(node, node_box):
            found.append((path, "autoMargins"))
        if (style.get("flexWrap", "nowrap") != "nowrap" and style.get("alignContent", "flex-start") != "flex-start"
                and align_content_diverges(case, path, node, node_box, configs)):
            found.append((path, "alignContent"))
    return found


REPAIRS: Counter = Counter()  # repairs made by avoid_divergences (for the summary)


def avoid_divergences(case, configs):
    """Repairs the case where layout_divergences() finds something, one
    finding at a time (each repair can change the rest), then returns the
    case's Box laid out at its own scale. Repairs: drop justify-content or
    align-content, drop the auto margins, turn the percentage margins and
    paddings into the points Yoga resolved them to, drop the root's padding
    and border."""
    while True:
        found = layout_divergences(case, configs)
        if not found:
            break
        path, what = found[0]
        REPAIRS[what] += 1
        node = _at(case["root"], path)
        if what == "autoMargins":
            for i, edge in main_auto_margins(node):
                margin = node["children"][i]["style"]["margin"]
                del margin[edge]
                if not margin:
                    del node["children"][i]["style"]["margin"]
        elif what == "percentEdges":
            case["root"] = percent_edges_resolved(case, run_yoga(case, configs, scale=0))["root"]
        elif what == "rootBox":
            node["style"].pop("padding", None)
            node["style"].pop("border", None)
        else:
            del node["style"][what]
    problems = static_divergences(case)
    assert not problems, problems  # the generator itself never makes these
    return run_yoga(case, configs)


def static_divergences(case) -> List[str]:
    """The divergences 2-5 of the module docstring that can be seen in the
    input alone (also used to validate reduced repros)."""
    problems = []
    ltr = case["direction"] == "ltr"

    def has_percent(style):
        values = [v for v in style.values() if not isinstance(v, dict)]
        values += [v for v in style.values() if isinstance(v, dict) for v in v.values()]
        return any(isinstance(v, str) and v.endswith("%") for v in values)

    def walk(node, parent, in_absolute, path):
        style = node["style"]
        absolute = style.get("positionType") == "absolute"
        position = style.get("position", {})
        pstyle = parent["style"] if parent else None
        if absolute:
            if not (("left" in position or "right" in position) and ("top" in position or "bottom" in position)):
                problems.append(f"{path}: absolute child without an inset on an axis (3)")
            if not ("left" in position and "right" in position) and not isinstance(style.get("width"), (int, float)):
                problems.append(f"{path}: absolute child without a width or both horizontal insets (18)")
            if ("left" in position and "right" in position and pstyle["flexDirection"] == "row-reverse") or (
                    "top" in position and "bottom" in position and pstyle["flexDirection"] == "column-reverse"):
                problems.append(f"{path}: absolute insets on both sides of a reversed axis (9)")
        elif position:
            if not (ltr and len(position) == 1 and set(position) <= {"left", "top"}
                    and style["flexDirection"] in ("row", "column") and pstyle["flexDirection"] in ("row", "column")
                    and pstyle.get("flexWrap", "nowrap") == "nowrap"):
                problems.append(f"{path}: relative insets (2)")
        if pstyle is not None:
            main = "Width" if pstyle["flexDirection"].startswith("row") else "Height"
            if any(isinstance(style.get(k + main), str) for k in ("min", "max")):
                problems.append(f"{path}: percentage min/max along the parent's main axis (17)")
        if 0 < style.get("flexGrow", 0) < 1:
            problems.append(f"{path}: flexGrow below 1 (8)")
        if style.get("margin") and restretched_in_column_wrap(style, pstyle):
            problems.append(f"{path}: margins on an item a column-wrap container re-stretches (11)")
        if style.get("display") == "none" and "auto" in style.get("margin", {}).values():
            problems.append(f"{path}: auto margin on a display:none node (15)")
        if pstyle and pstyle.get("alignContent") in SPACED_LINES and not absolute:
            align = style.get("alignSelf", "auto")
            if (pstyle.get("alignItems", "stretch") if align == "auto" else align) != "flex-start":
                problems.append(f"{path}: item not flex-start in align-content space-* lines (16)")
        if single_flex_child(node["children"]) is not None:
            problems.append(f"{path}: a single flexible child with grow and shrink (10)")
        if (absolute or in_absolute) and has_percent(style):
            problems.append(f"{path}: percentage inside an absolute subtree (4)")
        for axis in ("Width", "Height"):
            lo, hi = style.get("min" + axis), style.get("max" + axis)
            if lo is not None and hi is not None and (isinstance(lo, str) or isinstance(hi, str) or lo > hi):
                problems.append(f"{path}: min{axis} > max{axis} (5)")
        for i, child in enumerate(node["children"]):
            walk(child, node, absolute or in_absolute, f"{path}/{i}")

    walk(case["root"], None, False, "root")
    return problems


# --------------------------------------------------------------------------
# Output
# --------------------------------------------------------------------------

def _num(x):
    """Numbers in the input trees: ints where exact, else <= 4 decimals."""
    if isinstance(x, float):
        x = round(x, 4) + 0.0
        return int(x) if x == int(x) and abs(x) < 1e15 else x
    return x


def _clean(obj):
    if isinstance(obj, dict):
        return {k: _clean(v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_clean(v) for v in obj]
    return _num(obj)


def _depth(node) -> int:
    return 1 + max((_depth(c) for c in node["children"]), default=-1)


def coverage(cases) -> Counter:
    """Count feature usage across all cases (printed as a summary)."""
    c: Counter = Counter()

    def walk(node, depth):
        c["nodes"] += 1
        for k, v in node["style"].items():
            if k == "flexDirection":
                c[f"flexDirection={v}"] += 1
                continue
            c[k] += 1
            if isinstance(v, dict):
                if any(x == "auto" for x in v.values()):
                    c[f"{k}:auto"] += 1
                if any(isinstance(x, str) and x.endswith("%") for x in v.values()):
                    c[f"{k}:percent"] += 1
                if any(isinstance(x, (int, float)) and x < 0 for x in v.values()):
                    c[f"{k}:negative"] += 1
            elif isinstance(v, str) and v.endswith("%"):
                c[f"{k}:percent"] += 1
            elif k in ("flexWrap", "alignContent", "justifyContent", "alignItems", "alignSelf"):
                c[f"{k}={v}"] += 1
        for ch in node["children"]:
            walk(ch, depth + 1)

    for case in cases:
        c[f"scale={case['scale']}"] += 1
        c[f"direction={case['direction']}"] += 1
        aw, ah = case["availableWidth"], case["availableHeight"]
        c["root:available=" + ("both" if aw and ah else "width-only" if aw else "undefined")] += 1
        c["root:fixed-size" if "width" in case["root"]["style"] else "root:no-style-size"] += 1
        walk(case["root"], 0)
        c[f"depth={_depth(case['root'])}"] += 1
    return c


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=400)
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--quiet", action="store_true", help="don't print the coverage summary")
    args = ap.parse_args(argv)

    rng = random.Random(args.seed)
    gen = Generator(rng)
    configs = {s: make_config(s) for s in (0, 1, 2)}

    cases, skipped, profiles = [], Counter(), Counter()
    while len(cases) < args.count:
        case = _clean(gen.case())
        try:
            box = avoid_divergences(case, configs)
        except YogaRejected as e:
            skipped[str(e).split(":")[0]] += 1
            continue
        profiles[case.pop("profile")] += 1
        ordered = {"name": f"case-{len(cases) + 1:04d}"}
        ordered.update(case)
        ordered["expected"] = round_box(box)
        cases.append(ordered)

    header = {
        "generator": "Scripts/yoga_fixtures.py",
        "yoga": f"poga {yg.poga_version()} (Yoga {yg.poga_yoga_version()})",
        "seed": args.seed,
    }
    dumps = lambda o: json.dumps(o, separators=(",", ":"), allow_nan=False)
    lines = [dumps(header)[:-1] + ',"cases":[']
    lines += [dumps(c) + ("," if i + 1 < len(cases) else "") for i, c in enumerate(cases)]
    lines.append("]}")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("\n".join(lines) + "\n")

    if not args.quiet:
        size = args.out.stat().st_size
        print(f"wrote {len(cases)} cases (skipped: {dict(skipped) or 'none'}) to {args.out} ({size / 1024:.0f} KiB)",
              file=sys.stderr)
        print("repairs: " + (", ".join(f"{k}={v}" for k, v in sorted(REPAIRS.items())) or "none"), file=sys.stderr)
        print("profiles: " + ", ".join(f"{k}={v}" for k, v in sorted(profiles.items())), file=sys.stderr)
        cov = coverage(cases)
        print("coverage: " + ", ".join(f"{k}={v}" for k, v in sorted(cov.items()) if v), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
