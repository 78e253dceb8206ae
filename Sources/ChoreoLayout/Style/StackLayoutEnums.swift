/// The main axis of a stack and the order of its children along it.
public enum StackLayoutDirection: Hashable, Sendable {
    case horizontal, vertical, horizontalReverse, verticalReverse
}

/// How a stack distributes free space between its children on the main axis (CSS `justify-content`).
public enum StackLayoutJustifyContent: Hashable, Sendable {
    case start, center, end, spaceBetween, spaceAround, spaceEvenly
}

/// How a stack aligns its children on the cross axis (CSS `align-items`).
///
/// The baseline modes use the children's `ascender` (first baseline) or `height + descender`
/// (last baseline; descenders are negative, as in UIKit) and apply to horizontal stacks only;
/// vertical stacks treat them as `.start`.
public enum StackLayoutAlignItems: Hashable, Sendable {
    case start, end, center, stretch, baselineFirst, baselineLast
}

/// A child's own cross-axis alignment, overriding the stack's `alignItems` (CSS `align-self`).
public enum StackLayoutAlignSelf: Hashable, Sendable {
    case auto, start, end, center, stretch, baseline
}

/// Whether a stack breaks its children into several lines (CSS `flex-wrap`).
public enum StackLayoutFlexWrap: Hashable, Sendable {
    case noWrap, wrap, wrapReverse
}

/// How a wrapping stack distributes free cross-axis space between its lines (CSS `align-content`).
public enum StackLayoutAlignContent: Hashable, Sendable {
    case start, center, end, spaceBetween, spaceAround, spaceEvenly, stretch
}

/// Texture's horizontal alignment sugar; setting it rewrites `justifyContent` or `alignItems`.
public enum HorizontalAlignment: Hashable, Sendable {
    case none, left, middle, right
}

/// Texture's vertical alignment sugar; setting it rewrites `justifyContent` or `alignItems`.
public enum VerticalAlignment: Hashable, Sendable {
    case none, top, center, bottom
}

/// Whether a stack child takes part in the flex flow or is placed by its `position` insets.
public enum PositionType: Hashable, Sendable {
    case relative, absolute
}

/// Whether an element takes part in layout at all.
public enum Display: Hashable, Sendable {
    /// The element is laid out normally.
    case flex
    /// The element takes no space and is laid out at zero size, with its whole subtree.
    case none
}
