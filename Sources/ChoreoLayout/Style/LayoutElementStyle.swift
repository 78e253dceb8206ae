import Foundation

/// How an element sizes and positions itself in its parent: Texture's `ASLayoutElementStyle`,
/// including the flexbox box-model properties of Texture's Yoga mode.
///
/// Sizes are border-box (they include padding and border, as in Yoga). The size resolution rule is
/// Texture's: `min` beats `max` beats the exact size. Invalid values are replaced, never trapped on:
/// NaN or infinite lengths act as `.auto`, negative sizes, paddings, borders and flex factors as 0,
/// and a non-positive or NaN `aspectRatio` as `nil`.
public struct LayoutElementStyle: Hashable, Sendable {
    // Lengths are stored as their values, with their units packed 3 bits each into `units`: a
    // `LayoutDimension` alone takes 16 bytes (9 used), and every node, spec and kept-tree entry
    // holds a style. The public properties read and write them as `LayoutDimension`s, exactly.

    /// Each length's unit (``LengthSlot`` order, 3 bits each); every length starts `.auto`
    /// except margins and padding, which start at 0 points.
    private var units: UInt64 = LengthSlot.zeroInsetUnits
    private var sizeValues = SizeValues()
    private var marginValues = EdgeInsets.zero
    private var paddingValues = EdgeInsets.zero
    private var positionValues = EdgeInsets.zero

    // MARK: Size

    /// The exact width, clamped by ``minWidth`` and ``maxWidth``; `.auto` sizes to the content or the
    /// container, and a fraction is of the parent's width.
    public var width: LayoutDimension {
        get { dimension(.width, sizeValues.width) }
        set { sizeValues.width = store(newValue, .width) }
    }
    /// The exact height, clamped by ``minHeight`` and ``maxHeight``; `.auto` sizes to the content or the
    /// container, and a fraction is of the parent's height.
    public var height: LayoutDimension {
        get { dimension(.height, sizeValues.height) }
        set { sizeValues.height = store(newValue, .height) }
    }
    /// The smallest width (CSS `min-width`); it beats ``maxWidth``. `.auto` means no minimum.
    public var minWidth: LayoutDimension {
        get { dimension(.minWidth, sizeValues.minWidth) }
        set { sizeValues.minWidth = store(newValue, .minWidth) }
    }
    /// The largest width (CSS `max-width`); it beats ``width``. `.auto` means no maximum.
    public var maxWidth: LayoutDimension {
        get { dimension(.maxWidth, sizeValues.maxWidth) }
        set { sizeValues.maxWidth = store(newValue, .maxWidth) }
    }
    /// The smallest height (CSS `min-height`); it beats ``maxHeight``. `.auto` means no minimum.
    public var minHeight: LayoutDimension {
        get { dimension(.minHeight, sizeValues.minHeight) }
        set { sizeValues.minHeight = store(newValue, .minHeight) }
    }
    /// The largest height (CSS `max-height`); it beats ``height``. `.auto` means no maximum.
    public var maxHeight: LayoutDimension {
        get { dimension(.maxHeight, sizeValues.maxHeight) }
        set { sizeValues.maxHeight = store(newValue, .maxHeight) }
    }

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
    public var flexBasis: LayoutDimension {
        get { dimension(.flexBasis, sizeValues.flexBasis) }
        set { sizeValues.flexBasis = store(newValue, .flexBasis) }
    }
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
    public var margin: DimensionInsets {
        get { insets(.marginTop, marginValues) }
        set { marginValues = store(newValue, .marginTop) }
    }
    /// Inner spacing of a stack or leaf. Fractions resolve against the parent's width.
    public var padding: DimensionInsets {
        get { insets(.paddingTop, paddingValues) }
        set { paddingValues = store(newValue, .paddingTop) }
    }
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
    public var position: DimensionInsets {
        get { insets(.positionTop, positionValues) }
        set { positionValues = store(newValue, .positionTop) }
    }
    /// Width divided by height, as in CSS and Yoga.
    public var aspectRatio: CGFloat? = nil
    /// `.none` lays the element out at zero size, taking no space.
    public var display: Display = .flex
    /// How a stack's content beyond its bounds is treated; `.scroll` sizes the items on the
    /// main axis to their content rather than to the stack (Yoga). Drawing does not clip.
    public var overflow: Overflow = .visible
    /// Overrides the stack's `alignItems` for this child (a stack child's property, declared
    /// here with the other one-byte fields so the style packs tighter).
    public var alignSelf: StackLayoutAlignSelf = .auto

    /// Texture's default style: every size `.auto`, no flexing, zero margin, padding and border.
    public init() {}

    private func dimension(_ slot: LengthSlot, _ value: CGFloat) -> LayoutDimension {
        LayoutDimension(unit: LengthSlot.unit(code: units >> slot.shift & 7), value: value)
    }

    /// Records `dimension`'s unit in `slot`; returns its value to store.
    private mutating func store(_ dimension: LayoutDimension, _ slot: LengthSlot) -> CGFloat {
        units = units & ~(7 << slot.shift) | LengthSlot.code(of: dimension.unit) << slot.shift
        return dimension.value
    }

    /// The four edges whose top edge is `top` (the others follow it: left, bottom, right).
    private func insets(_ top: LengthSlot, _ values: EdgeInsets) -> DimensionInsets {
        let shift = top.shift
        return DimensionInsets(top: LayoutDimension(unit: LengthSlot.unit(code: units >> shift & 7), value: values.top),
                               left: LayoutDimension(unit: LengthSlot.unit(code: units >> (shift + 3) & 7), value: values.left),
                               bottom: LayoutDimension(unit: LengthSlot.unit(code: units >> (shift + 6) & 7), value: values.bottom),
                               right: LayoutDimension(unit: LengthSlot.unit(code: units >> (shift + 9) & 7), value: values.right))
    }

    /// Records the units of `insets` from slot `top` on; returns their values to store.
    private mutating func store(_ insets: DimensionInsets, _ top: LengthSlot) -> EdgeInsets {
        let shift = top.shift
        let codes = LengthSlot.code(of: insets.top.unit) | LengthSlot.code(of: insets.left.unit) << 3
            | LengthSlot.code(of: insets.bottom.unit) << 6 | LengthSlot.code(of: insets.right.unit) << 9
        units = units & ~(0xFFF << shift) | codes << shift
        return EdgeInsets(top: insets.top.value, left: insets.left.value, bottom: insets.bottom.value,
                          right: insets.right.value)
    }
}

/// The values of a style's size lengths (their units are in the style's `units`).
private struct SizeValues: Hashable, Sendable {
    var width: CGFloat = 0, height: CGFloat = 0
    var minWidth: CGFloat = 0, maxWidth: CGFloat = 0
    var minHeight: CGFloat = 0, maxHeight: CGFloat = 0
    var flexBasis: CGFloat = 0
}

/// Where each length's unit sits in a style's `units` (3 bits each; an inset's four edges in
/// the order top, left, bottom, right).
private enum LengthSlot: Int {
    case width, height, minWidth, maxWidth, minHeight, maxHeight, flexBasis
    case marginTop, marginLeft, marginBottom, marginRight
    case paddingTop, paddingLeft, paddingBottom, paddingRight
    case positionTop, positionLeft, positionBottom, positionRight

    var shift: UInt64 { UInt64(rawValue * 3) }

    /// Margins and padding at 0 points, everything else automatic.
    static let zeroInsetUnits: UInt64 = {
        let points = code(of: .points)
        let edges = points | points << 3 | points << 6 | points << 9
        return edges << LengthSlot.marginTop.shift | edges << LengthSlot.paddingTop.shift
    }()

    static func code(of unit: LayoutDimension.Unit) -> UInt64 {
        switch unit {
        case .auto: 0
        case .points: 1
        case .fraction: 2
        case .maxContent: 3
        case .fitContent: 4
        case .stretch: 5
        }
    }

    static func unit(code: UInt64) -> LayoutDimension.Unit {
        switch code {
        case 1: .points
        case 2: .fraction
        case 3: .maxContent
        case 4: .fitContent
        case 5: .stretch
        default: .auto
        }
    }
}
