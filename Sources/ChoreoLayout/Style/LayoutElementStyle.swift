import Foundation

/// How an element sizes and positions itself in its parent: Texture's `ASLayoutElementStyle`,
/// including the flexbox box-model properties of Texture's Yoga mode.
///
/// Sizes are border-box (they include padding and border, as in Yoga). The size resolution rule is
/// Texture's: `min` beats `max` beats the exact size. Invalid values are replaced, never trapped on:
/// NaN or infinite lengths act as `.auto`, negative sizes, paddings, borders and flex factors as 0,
/// and a non-positive or NaN `aspectRatio` as `nil`.
public struct LayoutElementStyle: Hashable, Sendable {
    // MARK: Size

    /// The exact width, clamped by ``minWidth`` and ``maxWidth``; `.auto` sizes to the content or the
    /// container, and a fraction is of the parent's width.
    public var width: LayoutDimension = .auto
    /// The exact height, clamped by ``minHeight`` and ``maxHeight``; `.auto` sizes to the content or the
    /// container, and a fraction is of the parent's height.
    public var height: LayoutDimension = .auto
    /// The smallest width (CSS `min-width`); it beats ``maxWidth``. `.auto` means no minimum.
    public var minWidth: LayoutDimension = .auto
    /// The largest width (CSS `max-width`); it beats ``width``. `.auto` means no maximum.
    public var maxWidth: LayoutDimension = .auto
    /// The smallest height (CSS `min-height`); it beats ``maxHeight``. `.auto` means no minimum.
    public var minHeight: LayoutDimension = .auto
    /// The largest height (CSS `max-height`); it beats ``height``. `.auto` means no maximum.
    public var maxHeight: LayoutDimension = .auto

    /// Width and height in points. Reading it returns the point values of `width` and `height`
    /// (0 where they are not in points).
    public var preferredSize: CGSize {
        get {
            CGSize(width: width.unit == .points ? width.value : 0,
                   height: height.unit == .points ? height.value : 0)
        }
        set {
            width = .points(newValue.width)
            height = .points(newValue.height)
        }
    }

    // MARK: Stack child

    /// How much of the positive free space this child takes, relative to its siblings.
    public var flexGrow: CGFloat = 0
    /// How much this child shrinks when the stack overflows, weighted by its flex basis (CSS).
    public var flexShrink: CGFloat = 0
    /// The child's main-axis size before free space is distributed; `.auto` uses its size.
    public var flexBasis: LayoutDimension = .auto
    /// Overrides the stack's `alignItems` for this child.
    public var alignSelf: StackLayoutAlignSelf = .auto
    /// Extra main-axis space before this child (Texture).
    public var spacingBefore: CGFloat = 0
    /// Extra main-axis space after this child (Texture).
    public var spacingAfter: CGFloat = 0
    /// Distance from the top to the first baseline, for baseline alignment.
    public var ascender: CGFloat = 0
    /// Distance from the last baseline to the bottom, negative as in UIKit, for baseline alignment.
    public var descender: CGFloat = 0

    // MARK: Absolute spec child

    /// The child's origin inside an ``AbsoluteLayoutSpec``.
    public var layoutPosition: CGPoint = .zero

    // MARK: Flexbox box model

    /// Outer spacing. Fractions resolve against the parent's width; `.auto` margins absorb free space.
    public var margin: DimensionInsets = .zero
    /// Inner spacing of a stack or leaf. Fractions resolve against the parent's width.
    public var padding: DimensionInsets = .zero
    /// Border widths; they only take up space (nothing draws them).
    public var border: EdgeInsets = .zero
    /// Whether the sizes (``width``, ``height``, their min and max, and ``flexBasis``) include
    /// padding and border (`.borderBox`, Yoga's default) or give the content box, padding and
    /// border added (`.contentBox`).
    public var boxSizing: BoxSizing = .borderBox
    /// `.absolute` takes the child out of the flex flow and places it by ``position``; `.static`
    /// ignores ``position`` and leaves its absolute children to its nearest non-static ancestor.
    public var positionType: PositionType = .relative
    /// Offsets from the parent's padding box edges (absolute) or from the normal position (relative).
    public var position = DimensionInsets()
    /// Width divided by height, as in CSS and Yoga.
    public var aspectRatio: CGFloat? = nil
    /// `.none` lays the element out at zero size, taking no space.
    public var display: Display = .flex
    /// How a stack's content beyond its bounds is treated; `.scroll` sizes the items on the
    /// main axis to their content rather than to the stack (Yoga). Drawing does not clip.
    public var overflow: Overflow = .visible

    /// Texture's default style: every size `.auto`, no flexing, zero margin, padding and border.
    public init() {}
}
