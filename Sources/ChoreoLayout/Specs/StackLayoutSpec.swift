import ChoreoSupport
import Foundation

/// A flex container: lays its children out along a main axis with the CSS Flexible Box Layout
/// algorithm, using Yoga's defaults (flex-shrink 0, align-content start, align-items stretch).
///
/// ```swift
/// let row = StackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start,
///                           alignItems: .center, children: [avatar, name])
/// ```
public final class StackLayoutSpec: LayoutSpec {
    // The container properties skip dynamic exclusivity checks, as ``LayoutSpec/style`` does.

    /// The main axis and the order of the children along it.
    @exclusivity(unchecked) public var direction: StackLayoutDirection = .horizontal {
        didSet {
            applyAlignmentSugar()
            invalidateLayout()
        }
    }
    /// The gap between adjacent children on the main axis. Negative or non-finite values act as 0.
    @exclusivity(unchecked) public var spacing: CGFloat = 0 {
        didSet { invalidateLayout() }
    }
    /// The gap between lines when wrapping. Negative or non-finite values act as 0.
    @exclusivity(unchecked) public var lineSpacing: CGFloat = 0 {
        didSet { invalidateLayout() }
    }
    /// The gap between columns: between items of a horizontal stack, between the lines of a
    /// vertical one that wraps. Points, or a fraction of the stack's inner width (Yoga's percent
    /// gap; 0 when that width is not known). `.auto` (the default) leaves it to ``spacing`` or
    /// ``lineSpacing``, the point shorthands for the main and cross axes.
    @exclusivity(unchecked) public var columnGap: LayoutDimension = .auto {
        didSet { invalidateLayout() }
    }
    /// The gap between rows: between items of a vertical stack, between the lines of a
    /// horizontal one that wraps. Points, or a fraction of the stack's inner height; `.auto` (the
    /// default) leaves it to ``spacing`` or ``lineSpacing``.
    @exclusivity(unchecked) public var rowGap: LayoutDimension = .auto {
        didSet { invalidateLayout() }
    }
    /// How free space on the main axis is distributed (CSS `justify-content`); `.start` by default.
    @exclusivity(unchecked) public var justifyContent: StackLayoutJustifyContent = .start {
        didSet { invalidateLayout() }
    }
    /// How children are aligned on the cross axis (CSS `align-items`); `.stretch` by default.
    @exclusivity(unchecked) public var alignItems: StackLayoutAlignItems = .stretch {
        didSet { invalidateLayout() }
    }
    /// Whether children wrap onto several lines (CSS `flex-wrap`); `.noWrap` by default.
    @exclusivity(unchecked) public var flexWrap: StackLayoutFlexWrap = .noWrap {
        didSet { invalidateLayout() }
    }
    /// How lines of a wrapping stack share the cross axis (CSS `align-content`); `.start` as in Yoga.
    @exclusivity(unchecked) public var alignContent: StackLayoutAlignContent = .start {
        didSet { invalidateLayout() }
    }
    /// The flex items, in order; the reverse directions lay them out from the opposite edge.
    @exclusivity(unchecked) public var children: [any LayoutElement] = [] {
        didSet { invalidateLayout(structural: true) }
    }

    /// Texture's sugar: rewrites `justifyContent` (horizontal stacks) or `alignItems` (vertical).
    public var horizontalAlignment: HorizontalAlignment = .none {
        didSet {
            applyAlignmentSugar()
            invalidateLayout()
        }
    }

    /// Texture's sugar: rewrites `alignItems` (horizontal stacks) or `justifyContent` (vertical).
    public var verticalAlignment: VerticalAlignment = .none {
        didSet {
            applyAlignmentSugar()
            invalidateLayout()
        }
    }

    /// Texture's default stack: horizontal, start, stretch, no wrapping.
    public override init() {
        super.init()
    }

    /// Creates a stack that does not wrap (Texture's `stackLayoutSpecWithDirection:spacing:…`).
    public init(direction: StackLayoutDirection, spacing: CGFloat,
                justifyContent: StackLayoutJustifyContent, alignItems: StackLayoutAlignItems,
                children: [any LayoutElement]) {
        self.direction = direction
        self.spacing = spacing
        self.justifyContent = justifyContent
        self.alignItems = alignItems
        self.children = children
        super.init()
    }

    /// Creates a stack with every flexbox container property, wrapping included.
    public init(direction: StackLayoutDirection, spacing: CGFloat,
                justifyContent: StackLayoutJustifyContent, alignItems: StackLayoutAlignItems,
                flexWrap: StackLayoutFlexWrap, alignContent: StackLayoutAlignContent,
                lineSpacing: CGFloat, children: [any LayoutElement]) {
        self.direction = direction
        self.spacing = spacing
        self.justifyContent = justifyContent
        self.alignItems = alignItems
        self.flexWrap = flexWrap
        self.alignContent = alignContent
        self.lineSpacing = lineSpacing
        self.children = children
        super.init()
    }

    private var isHorizontal: Bool { direction == .horizontal || direction == .horizontalReverse }

    /// Where the sugar puts the children on the horizontal and vertical axes: 0, 0.5, 1 or nil.
    private func applyAlignmentSugar() {
        let horizontal: CGFloat? = switch horizontalAlignment {
        case .none: nil
        case .left: 0
        case .middle: 0.5
        case .right: 1
        }
        let vertical: CGFloat? = switch verticalAlignment {
        case .none: nil
        case .top: 0
        case .center: 0.5
        case .bottom: 1
        }
        if let main = isHorizontal ? horizontal : vertical {
            justifyContent = main == 0 ? .start : (main == 1 ? .end : .center)
        }
        if let cross = isHorizontal ? vertical : horizontal {
            alignItems = cross == 0 ? .start : (cross == 1 ? .end : .center)
        }
    }

    package override func layoutTreeEntry() -> LayoutTreeEntry {
        let container = FlexContainer(direction: direction, justifyContent: justifyContent, alignItems: alignItems,
                                      flexWrap: flexWrap, alignContent: alignContent,
                                      spacing: StackLayoutSpec.gap(spacing, "spacing"),
                                      lineSpacing: StackLayoutSpec.gap(lineSpacing, "lineSpacing"),
                                      columnGap: StackLayoutSpec.gap(columnGap, "columnGap"),
                                      rowGap: StackLayoutSpec.gap(rowGap, "rowGap"))
        return entry(kind: .flex(container), children: children)
    }

    /// A gap dimension: `.auto`, or finite and >= 0 (points or fractions).
    @inline(__always)
    private static func gap(_ value: LayoutDimension, _ name: StaticString) -> LayoutDimension {
        // Nearly every gap is automatic: checked before anything else.
        value.unit == .auto ? value : checkedGap(value, name)
    }

    private static func checkedGap(_ value: LayoutDimension, _ name: StaticString) -> LayoutDimension {
        if !value.isSizeKeyword, value.value.isFinite && value.value >= 0 {
            let limit = value.unit == .fraction ? LayoutLimits.maximumFraction : LayoutLimits.maximumLength
            return LayoutDimension(unit: value.unit, value: value.value.sanitizedLength("StackLayoutSpec.\(name)",
                                                                                      limit: limit))
        }
        Diagnostics.warn("StackLayoutSpec.\(name) must be finite and >= 0 points or a fraction, got \(value.unit) \(value.value); using .auto")
        return .auto
    }

    @inline(__always)
    private static func gap(_ value: CGFloat, _ name: StaticString) -> CGFloat {
        value.sanitizedLength("StackLayoutSpec.\(name)", allowsNegative: false)
    }
}
