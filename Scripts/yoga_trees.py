"""Builds Yoga 3 trees from the JSON form of the comparison fixtures and reads their layouts.

The one mapping from the fixtures' trees (a style per node, in CSS names, with "nan", "inf"
and "-inf" for bad values) to `yoga-python`, used by Scripts/yoga_fixtures.py, which writes and
replays the fixtures, and Scripts/bench_vs_yoga.py, which times Yoga on the benchmark trees.
Bad values become the substitutes Choreo documents, so both sides lay out the same tree.
"""

from __future__ import annotations

import math
import sys
from typing import Any, Dict

try:
    import yoga as yg
except ImportError:  # pragma: no cover - tooling dependency
    sys.exit("yoga_trees.py needs yoga-python (Python 3.12): see Scripts/yoga_fixtures.py for the venv setup")


FLEX_DIRECTION = {"column": yg.FlexDirection.Column, "column-reverse": yg.FlexDirection.ColumnReverse,
                  "row": yg.FlexDirection.Row, "row-reverse": yg.FlexDirection.RowReverse}
JUSTIFY = {"flex-start": yg.Justify.FlexStart, "center": yg.Justify.Center, "flex-end": yg.Justify.FlexEnd,
           "space-between": yg.Justify.SpaceBetween, "space-around": yg.Justify.SpaceAround,
           "space-evenly": yg.Justify.SpaceEvenly}
ALIGN = {"auto": yg.Align.Auto, "flex-start": yg.Align.FlexStart, "center": yg.Align.Center,
         "flex-end": yg.Align.FlexEnd, "stretch": yg.Align.Stretch, "space-between": yg.Align.SpaceBetween,
         "space-around": yg.Align.SpaceAround, "space-evenly": yg.Align.SpaceEvenly,
         "baseline": yg.Align.Baseline}
WRAP = {"nowrap": yg.Wrap.NoWrap, "wrap": yg.Wrap.Wrap, "wrap-reverse": yg.Wrap.WrapReverse}
EDGES = {"left": yg.Edge.Left, "top": yg.Edge.Top, "right": yg.Edge.Right, "bottom": yg.Edge.Bottom}
DIRECTION = {"ltr": yg.Direction.LTR, "rtl": yg.Direction.RTL}
# Style keys whose values are keywords: the node's property, and each keyword's Yoga value.
KEYWORD_PROPERTIES = {
    "flexDirection": ("flex_direction", FLEX_DIRECTION),
    "justifyContent": ("justify_content", JUSTIFY),
    "alignItems": ("align_items", ALIGN),
    "alignSelf": ("align_self", ALIGN),
    "alignContent": ("align_content", ALIGN),
    "flexWrap": ("flex_wrap", WRAP),
    "positionType": ("position_type", {"absolute": yg.PositionType.Absolute, "static": yg.PositionType.Static,
                                       "relative": yg.PositionType.Relative}),
    "boxSizing": ("box_sizing", {"content-box": yg.BoxSizing.ContentBox, "border-box": yg.BoxSizing.BorderBox}),
    "display": ("display", {"none": yg.Display.None_, "flex": yg.Display.Flex, "contents": yg.Display.Contents}),
    "overflow": ("overflow", {"visible": yg.Overflow.Visible, "hidden": yg.Overflow.Hidden,
                              "scroll": yg.Overflow.Scroll}),
}
# Style keys whose values are numbers, and the node's property.
NUMBER_PROPERTIES = {"flexGrow": "flex_grow", "flexShrink": "flex_shrink", "aspectRatio": "aspect_ratio"}
# Style keys whose values are lengths by edge, and the node's setter.
EDGE_SETTERS = {"margin": "set_margin", "padding": "set_padding", "position": "set_position"}
SIZE_KEYWORDS = ("max-content", "fit-content", "stretch")
SIZE_KEYS = ("width", "height", "minWidth", "minHeight", "maxWidth", "maxHeight", "flexBasis")
PY_NAMES = {"width": "width", "height": "height", "minWidth": "min_width", "minHeight": "min_height",
            "maxWidth": "max_width", "maxHeight": "max_height", "flexBasis": "flex_basis"}

# --------------------------------------------------------------------------
# Bad input: the documented substitute Choreo uses for each bad value
# --------------------------------------------------------------------------


def _bad(v) -> bool:
    return isinstance(v, str) and v in ("nan", "inf", "-inf")


def _num(v) -> float:
    return {"nan": math.nan, "inf": math.inf, "-inf": -math.inf}.get(v, v) if isinstance(v, str) else float(v)


def sanitized_style(s: Dict[str, Any]) -> Dict[str, Any]:
    """The style as Choreo documents it treats bad values (what Yoga is given)."""
    out: Dict[str, Any] = {}
    for key, v in s.items():
        if key in SIZE_KEYS:
            if _bad(v):
                continue  # not a valid length: auto (sizes, basis) or unset (min, max)
            if isinstance(v, (int, float)) and v < 0:
                v = 0
        elif key in ("flexGrow", "flexShrink", "spacing", "lineSpacing"):
            if _bad(v) or v < 0:
                v = 0
        elif key == "aspectRatio":
            if _bad(v) or v <= 0:
                continue
        elif key in ("margin", "padding", "border"):
            v = {e: (0 if _bad(x) or (key != "margin" and isinstance(x, (int, float)) and x < 0) else x)
                 for e, x in v.items()}
        elif key == "position":
            v = {e: x for e, x in v.items() if not _bad(x)}
        out[key] = v
    return out


# --------------------------------------------------------------------------
# JSON  ->  Yoga
# --------------------------------------------------------------------------


def _dim(node, key: str, value) -> None:
    name = PY_NAMES[key]
    if value == "auto":
        # The bindings turn an assigned YGValueAuto into 0 points; auto is every size's default.
        return
    elif value in SIZE_KEYWORDS:
        getattr(node, f"set_{name}_{value.replace('-', '_')}")()
    elif isinstance(value, str) and value.endswith("%"):
        setattr(node, name, yg.YGValuePercent(float(value[:-1])))
    else:
        setattr(node, name, yg.YGValuePoint(float(value)))


def _edge(setter, edge, value) -> None:
    if value == "auto":
        setter(edge, yg.YGValueAuto)
    elif isinstance(value, str) and value.endswith("%"):
        setter(edge, yg.YGValuePercent(float(value[:-1])))
    else:
        setter(edge, yg.YGValuePoint(float(value)))


def text_measure(text: Dict[str, Any]):
    """A text-like measure function: `chars` characters of `charWidth` on lines of `lineHeight`,
    broken between any two characters. YogaFixture.swift implements the same function."""
    chars, char_width, line_height = text["chars"], text["charWidth"], text["lineHeight"]

    def measure(_node, width, width_mode, height, height_mode):
        natural = chars * char_width
        if width_mode == yg.MeasureMode.Undefined or math.isnan(width):
            w, lines = natural, 1
        else:
            per_line = max(1, math.floor(width / char_width))
            lines = math.ceil(chars / per_line) if chars > 0 else 1
            w = width if width_mode == yg.MeasureMode.Exactly else min(natural, per_line * char_width)
        h = lines * line_height
        if height_mode == yg.MeasureMode.Exactly:
            h = height
        elif height_mode == yg.MeasureMode.AtMost:
            h = min(h, height)
        return (float(w), float(h))

    return measure


def build_yoga_tree(tree: Dict[str, Any], config, keep: Dict[int, Any]) -> Any:
    """A Yoga node tree for a JSON Node (bad values replaced by their documented substitutes).
    `keep` maps every Python wrapper to its children while the tree is in use (the bindings do
    not hold them, and list a display: contents node's children in its place)."""
    node = yg.Node(config)
    keep[id(node)] = (node, [])
    s = sanitized_style(tree["style"])
    row = s.get("flexDirection", "column").startswith("row")
    for key, v in s.items():
        if key in KEYWORD_PROPERTIES:
            name, values = KEYWORD_PROPERTIES[key]
            setattr(node, name, values[v])
        elif key in NUMBER_PROPERTIES:
            setattr(node, NUMBER_PROPERTIES[key], float(v))
        elif key in SIZE_KEYS:
            _dim(node, key, v)
        elif key in EDGE_SETTERS:
            for e, x in v.items():
                _edge(getattr(node, EDGE_SETTERS[key]), EDGES[e], x)
        elif key == "border":
            for e, x in v.items():
                node.set_border(EDGES[e], float(x))
        elif key == "spacing":
            node.set_gap(yg.Gutter.Column if row else yg.Gutter.Row, float(v))
        elif key == "lineSpacing":
            node.set_gap(yg.Gutter.Row if row else yg.Gutter.Column, float(v))
        elif key in ("columnGap", "rowGap"):
            gutter = yg.Gutter.Column if key == "columnGap" else yg.Gutter.Row
            if isinstance(v, str) and v.endswith("%"):
                node.set_gap_percent(gutter, float(v[:-1]))
            else:
                node.set_gap(gutter, float(v))
        else:
            raise KeyError(f"unknown style key {key!r}")
    if "measure" in tree:
        node.set_measure_func(text_measure(tree["measure"]))
    if "baseline" in tree:
        share = tree["baseline"]
        # Yoga may ask before a height is known (NaN), and traps on a NaN baseline.
        node.set_baseline_func(lambda _node, _width, height: 0.0 if math.isnan(height) else height * share)
    for i, child in enumerate(tree["children"]):
        child_node = build_yoga_tree(child, config, keep)
        keep[id(node)][1].append(child_node)
        node.insert_child(child_node, i)
    return node


def read_layout(node, keep: Dict[int, Any]) -> Dict[str, Any]:
    def r(x: float):
        v = round(x, 3) + 0.0
        return int(v) if math.isfinite(v) and v == int(v) else v

    box = [r(node.layout_left), r(node.layout_top), r(node.layout_width), r(node.layout_height)]
    children = [read_layout(c, keep) for c in keep[id(node)][1]]
    return box + [children] if children else box


_CONFIGS: Dict[int, Any] = {}


def config_for(scale: int):
    if scale not in _CONFIGS:
        config = yg.Config()
        config.point_scale_factor = float(scale)
        _CONFIGS[scale] = config
    return _CONFIGS[scale]


def run_yoga(case: Dict[str, Any]) -> Dict[str, Any]:
    keep: Dict[int, Any] = {}
    root = build_yoga_tree(case["root"], config_for(case["scale"]), keep)
    aw, ah = case["availableWidth"], case["availableHeight"]
    root.calculate_layout(math.nan if aw is None else float(aw), math.nan if ah is None else float(ah),
                          DIRECTION[case["direction"]])
    return read_layout(root, keep)
