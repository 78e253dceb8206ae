/// The main axis of a stack and the order of its children along it.
public enum StackLayoutDirection: Hashable, Sendable {
    /// Left to right, or right to left in right-to-left layouts (CSS `row`).
    case horizontal
    /// Top to bottom (CSS `column`).
    case vertical
    /// The opposite of ``horizontal``: right to left in left-to-right layouts (CSS `row-reverse`).
    case horizontalReverse
    /// Bottom to top (CSS `column-reverse`).
    case verticalReverse
}

/// How a stack distributes free space between its children on the main axis (CSS `justify-content`).
public enum StackLayoutJustifyContent: Hashable, Sendable {
    /// Packed at the start of the main axis (CSS `flex-start`).
    case start
    /// Packed in the middle (CSS `center`).
    case center
    /// Packed at the end of the main axis (CSS `flex-end`).
    case end
    /// The first and last child at the edges, equal gaps between (CSS `space-between`); one child
    /// or an overflow behaves like ``start``.
    case spaceBetween
    /// Equal space around each child, half-size at the edges (CSS `space-around`); an overflow
    /// behaves like ``start``.
    case spaceAround
    /// Equal space between the children and at both edges (CSS `space-evenly`); an overflow
    /// behaves like ``start``.
    case spaceEvenly
}

/// How a stack aligns its children on the cross axis (CSS `align-items`).
///
/// Texture's baseline modes use the children's `ascender` (first baseline) or `height + descender`
/// (last baseline; descenders are negative, as in UIKit); Yoga's `.baseline` uses baseline
/// functions and first children. All apply to horizontal stacks only; vertical stacks treat
/// them as `.start`.
public enum StackLayoutAlignItems: Hashable, Sendable {
    /// At the start of the cross axis (CSS `flex-start`).
    case start
    /// At the end of the cross axis (CSS `flex-end`).
    case end
    /// Centered on the cross axis (CSS `center`).
    case center
    /// Stretched to the line's cross size when the child's cross size is `.auto` (CSS `stretch`).
    case stretch
    /// First baselines aligned, from each child's `ascender` (CSS `baseline`).
    case baselineFirst
    /// Last baselines aligned, from each child's `height + descender` (CSS `last baseline`).
    case baselineLast
    /// Baselines aligned as in Yoga: each child's baseline is its `baselineFunction`'s, else its
    /// first child's (recursively, offset by that child's position), else its height.
    case baseline
}

/// A child's own cross-axis alignment, overriding the stack's `alignItems` (CSS `align-self`).
public enum StackLayoutAlignSelf: Hashable, Sendable {
    /// Uses the stack's `alignItems` (CSS `auto`).
    case auto
    /// At the start of the cross axis (CSS `flex-start`).
    case start
    /// At the end of the cross axis (CSS `flex-end`).
    case end
    /// Centered on the cross axis (CSS `center`).
    case center
    /// Stretched to the line's cross size when the child's cross size is `.auto` (CSS `stretch`).
    case stretch
    /// Baseline-aligned with the line's other baseline children (CSS `baseline`): Texture's first
    /// or last baseline when the stack's `alignItems` is `.baselineFirst` or `.baselineLast`,
    /// otherwise Yoga's (see ``StackLayoutAlignItems/baseline``); horizontal stacks only.
    case baseline
}

/// Whether a stack breaks its children into several lines (CSS `flex-wrap`).
public enum StackLayoutFlexWrap: Hashable, Sendable {
    /// All children on one line (CSS `nowrap`).
    case noWrap
    /// Children that do not fit start a new line after the previous one (CSS `wrap`).
    case wrap
    /// Like ``wrap``, with the lines stacked from the cross axis' end (CSS `wrap-reverse`).
    case wrapReverse
}

/// How a wrapping stack distributes free cross-axis space between its lines (CSS `align-content`).
public enum StackLayoutAlignContent: Hashable, Sendable {
    /// Lines packed at the start of the cross axis (CSS `flex-start`).
    case start
    /// Lines packed in the middle (CSS `center`).
    case center
    /// Lines packed at the end of the cross axis (CSS `flex-end`).
    case end
    /// The first and last lines at the edges, equal gaps between (CSS `space-between`).
    case spaceBetween
    /// Equal space around each line, half-size at the edges (CSS `space-around`).
    case spaceAround
    /// Equal space between the lines and at both edges (CSS `space-evenly`).
    case spaceEvenly
    /// The free space shared equally among the lines, which grow by it (CSS `stretch`).
    case stretch
}

/// Texture's horizontal alignment sugar; setting it rewrites `justifyContent` or `alignItems`.
public enum HorizontalAlignment: Hashable, Sendable {
    /// No sugar: `justifyContent` and `alignItems` stay as set.
    case none
    /// `.start` on the horizontal axis: the left edge (the right one in right-to-left layouts).
    case left
    /// `.center` on the horizontal axis.
    case middle
    /// `.end` on the horizontal axis: the right edge (the left one in right-to-left layouts).
    case right
}

/// Texture's vertical alignment sugar; setting it rewrites `justifyContent` or `alignItems`.
public enum VerticalAlignment: Hashable, Sendable {
    /// No sugar: `justifyContent` and `alignItems` stay as set.
    case none
    /// `.start` on the vertical axis: the top edge.
    case top
    /// `.center` on the vertical axis.
    case center
    /// `.end` on the vertical axis: the bottom edge.
    case bottom
}

/// Whether a stack child takes part in the flex flow or is placed by its `position` insets.
public enum PositionType: Hashable, Sendable {
    /// In the flex flow, then moved by its `position` offsets (CSS `position: relative`).
    case relative
    /// Out of the flex flow, placed by its `position` insets against the padding box of its
    /// containing block: the nearest ancestor stack that is not `.static` (CSS `position: absolute`).
    case absolute
    /// In the flex flow; its `position` insets are ignored, and it is no containing block for
    /// absolute children, which are placed against its nearest non-static ancestor (CSS
    /// `position: static`, as in Yoga 3). A root is a containing block all the same.
    case `static`
}

/// What an element's sizes refer to (CSS and Yoga `box-sizing`).
public enum BoxSizing: Hashable, Sendable {
    /// Sizes include padding and border (Yoga's default).
    case borderBox
    /// Sizes give the content box; padding and border are added to them.
    case contentBox
}

/// Whether an element takes part in layout at all.
public enum Display: Hashable, Sendable {
    /// The element is laid out normally.
    case flex
    /// The element takes no space and is laid out at zero size, with its whole subtree.
    case none
    /// The element's children take its place in its parent stack, as if they were the stack's
    /// own; the element itself is laid out at zero size at the stack's origin (Yoga), so its
    /// children's positions are relative to the stack too. Its own style plays no part. On a
    /// root, or on a child of a spec other than a stack, it acts as ``flex`` (reported in debug).
    case contents
}

/// Whether a stack's content may extend beyond its bounds (CSS and Yoga `overflow`).
public enum Overflow: Hashable, Sendable {
    /// Content may overflow; the default.
    case visible
    /// Content beyond the bounds is hidden; layout is as `.visible`.
    case hidden
    /// Content scrolls: items are measured at their content size along the main axis, not
    /// fitted into the stack (Yoga).
    case scroll
}
