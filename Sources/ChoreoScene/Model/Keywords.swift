import Choreo
import Foundation

/// The words a scene file uses for the API's enumerations: each case's Swift name.
enum Keywords {
    static let colorNames: [String: Color] = [
        "clear": .clear, "black": .black, "white": .white, "gray": .gray, "lightGray": .lightGray,
        "darkGray": .darkGray, "red": .red, "green": .green, "blue": .blue, "orange": .orange, "yellow": .yellow,
    ]
    static let dimensions: [String: LayoutDimension] = [
        "auto": .auto, "maxContent": .maxContent, "fitContent": .fitContent, "stretch": .stretch,
    ]
    static let direction: [String: StackLayoutDirection] = [
        "horizontal": .horizontal, "vertical": .vertical, "horizontalReverse": .horizontalReverse,
        "verticalReverse": .verticalReverse,
    ]
    static let justifyContent: [String: StackLayoutJustifyContent] = [
        "start": .start, "center": .center, "end": .end, "spaceBetween": .spaceBetween,
        "spaceAround": .spaceAround, "spaceEvenly": .spaceEvenly,
    ]
    static let alignItems: [String: StackLayoutAlignItems] = [
        "start": .start, "end": .end, "center": .center, "stretch": .stretch, "baselineFirst": .baselineFirst,
        "baselineLast": .baselineLast, "baseline": .baseline,
    ]
    static let alignSelf: [String: StackLayoutAlignSelf] = [
        "auto": .auto, "start": .start, "end": .end, "center": .center, "stretch": .stretch, "baseline": .baseline,
    ]
    static let flexWrap: [String: StackLayoutFlexWrap] = ["noWrap": .noWrap, "wrap": .wrap, "wrapReverse": .wrapReverse]
    static let alignContent: [String: StackLayoutAlignContent] = [
        "start": .start, "center": .center, "end": .end, "spaceBetween": .spaceBetween,
        "spaceAround": .spaceAround, "spaceEvenly": .spaceEvenly, "stretch": .stretch,
    ]
    static let horizontalAlignment: [String: HorizontalAlignment] = [
        "none": .none, "left": .left, "middle": .middle, "right": .right,
    ]
    static let verticalAlignment: [String: VerticalAlignment] = [
        "none": .none, "top": .top, "center": .center, "bottom": .bottom,
    ]
    static let positionType: [String: PositionType] = ["relative": .relative, "absolute": .absolute, "static": .static]
    static let display: [String: Display] = ["flex": .flex, "none": .none, "contents": .contents]
    static let boxSizing: [String: BoxSizing] = ["borderBox": .borderBox, "contentBox": .contentBox]
    static let overflow: [String: Overflow] = ["visible": .visible, "hidden": .hidden, "scroll": .scroll]
    static let snapshotStyle: [String: SnapshotStyle] = ["image": .image, "liveCopy": .liveCopy, "reflowingText": .reflowingText]
    static let sizing: [String: AbsoluteLayoutSpecSizing] = ["default": .default, "sizeToFit": .sizeToFit]
    /// How a node places its children.
    static let layout = ["stack", "absolute", "pin"]
    static let layoutDirection: [String: LayoutDirection] = ["leftToRight": .leftToRight, "rightToLeft": .rightToLeft]
    static let curves: [String: AnimationOptions] = [
        "easeInOut": .curveEaseInOut, "easeIn": .curveEaseIn, "easeOut": .curveEaseOut, "linear": .curveLinear,
    ]
    static let timingCurves: [String: TimingCurve] = [
        "easeInOut": .easeInOut, "easeIn": .easeIn, "easeOut": .easeOut, "linear": .linear, "default": .default,
    ]
    static let horizontalAlign: [String: HorizontalAlign] = [
        "left": .left, "center": .center, "right": .right, "start": .start, "end": .end, "none": .none,
    ]
    static let verticalAlign: [String: VerticalAlign] = ["top": .top, "center": .center, "bottom": .bottom, "none": .none]
    static let fitType: [String: FitType] = [
        "width": .width, "height": .height, "widthFlexible": .widthFlexible, "heightFlexible": .heightFlexible,
        "content": .content,
    ]
    static let edges: [String: EdgeTranslationSource] = [
        "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
    ]

    /// A table's words, sorted, for messages and validation.
    static func words<T>(_ table: [String: T]) -> [String] { table.keys.sorted() }
}
