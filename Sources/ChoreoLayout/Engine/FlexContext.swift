import Foundation

/// A flex item while its container is laid out.
struct FlexItem {
    var node: Int
    /// The flex base size clamped by min and max (the hypothetical main size, CSS §9.2 step 3).
    var hypotheticalMainSize: CGFloat
}

/// One flex line while its container is laid out (CSS §9.3), with the totals of its items.
struct FlexLine {
    /// The line's items: `items[firstItem..<endItem]`.
    var firstItem: Int
    var endItem: Int
    /// The outer hypothetical main sizes of the items plus the gaps between them.
    var consumedMainSize: CGFloat = 0
    var totalFlexGrow: CGFloat = 0
    /// The sum of flex-shrink × flex base size, negated (Yoga's scaled shrink factors).
    var totalScaledShrink: CGFloat = 0
    var autoMarginCount = 0
    /// Free space on the main axis, before and after resolving flexible lengths.
    var remainingFreeSpace: CGFloat = 0
    /// The outer main size of the line's content (padding and border included, as in Yoga).
    var mainSize: CGFloat = 0
    var crossSize: CGFloat = 0

    var itemCount: Int { endItem - firstItem }
}

/// The cross-axis alignment of one item, after `auto` and baseline fallbacks.
enum ItemAlignment {
    case start, end, center, stretch, baseline
}

/// Everything about one flex container that stays the same while its items are laid out (CSS
/// §9.1 and §9.2 step 2): axes, box model, the available inner space and its sizing modes.
struct FlexContext {
    let node: Int
    let container: FlexContainer
    let request: LayoutRequest
    let mainAxis: FlexAxis
    let crossAxis: FlexAxis
    let isRow: Bool
    let wraps: Bool
    /// The container's margins and its padding plus border.
    let margin: Edges
    let box: Edges
    /// The space inside padding and border, clamped by min and max (NaN when indefinite).
    let innerWidth: CGFloat
    let innerHeight: CGFloat
    /// The available inner main size; a line sized by its content updates it for later lines (Yoga).
    var innerMain: CGFloat
    /// The main-axis sizing mode; a wrapping container whose items overflow turns fit-content
    /// into stretch-fit (Yoga).
    var mainMode: SizingMode
    /// The gap between items: a fraction resolves against the current ``innerMain``, which a
    /// line sized by its content updates, as Yoga's does.
    var mainGap: CGFloat { container.gap(row: isRow, along: true, innerSize: innerMain) }
    let crossGap: CGFloat
    /// Whether the items' outer flex base sizes and gaps exceed the available main size.
    var mainOverflows = false
    /// A row whose items align on their baselines (Texture's ascender/descender).
    var isBaselineLayout = false
    /// Where this container's items and lines start in the engine's scratch stacks.
    let itemsBase: Int
    let linesBase: Int

    var performsLayout: Bool { request.performsLayout }
    var innerCross: CGFloat { isRow ? innerHeight : innerWidth }
    var crossMode: SizingMode { request.mode(row: !isRow) }
    var ownerWidth: CGFloat { request.ownerWidth }
    var boxMain: CGFloat { box.sum(row: isRow) }
    var boxCross: CGFloat { box.sum(row: !isRow) }
    /// The container's containing-block size along the main and cross axes.
    var mainOwner: CGFloat { request.owner(row: isRow) }
    var crossOwner: CGFloat { request.owner(row: !isRow) }

    /// An item's request from its sizes and modes along the main and cross axes; percentages in
    /// the item resolve against the container's inner size.
    func itemRequest(main: CGFloat, cross: CGFloat, mainMode: SizingMode, crossMode: SizingMode,
                     performsLayout: Bool) -> LayoutRequest {
        LayoutRequest(width: isRow ? main : cross, height: isRow ? cross : main,
                      widthMode: isRow ? mainMode : crossMode, heightMode: isRow ? crossMode : mainMode,
                      ownerWidth: innerWidth, ownerHeight: innerHeight, performsLayout: performsLayout)
    }
}

/// How free space is shared out among a run of boxes (CSS Box Alignment §5.1, content
/// distribution): written once for justify-content (items on a line) and align-content (lines).
enum ContentDistribution {
    case start, center, end, spaceBetween, spaceAround, spaceEvenly, stretch

    init(_ justify: StackLayoutJustifyContent) {
        switch justify {
        case .start: self = .start
        case .center: self = .center
        case .end: self = .end
        case .spaceBetween: self = .spaceBetween
        case .spaceAround: self = .spaceAround
        case .spaceEvenly: self = .spaceEvenly
        }
    }

    init(_ alignContent: StackLayoutAlignContent) {
        switch alignContent {
        case .start: self = .start
        case .center: self = .center
        case .end: self = .end
        case .spaceBetween: self = .spaceBetween
        case .spaceAround: self = .spaceAround
        case .spaceEvenly: self = .spaceEvenly
        case .stretch: self = .stretch
        }
    }

    /// The space before the first box, the extra space between neighbours and the extra size of
    /// each box. With negative free space the distributed values fall back to flex-start (Yoga 3;
    /// CSS falls back to safe center for space-around and space-evenly).
    func spacing(freeSpace: CGFloat, count: Int) -> (leading: CGFloat, between: CGFloat, extraPerBox: CGFloat) {
        let boxes = CGFloat(count)
        var distribution = self
        if freeSpace < 0 && (self == .spaceBetween || self == .spaceAround || self == .spaceEvenly || self == .stretch) {
            distribution = .start
        }
        guard count > 0 else {
            // Yoga still divides by the box count plus one for space-evenly (so the free space
            // goes before the first box), by the count for space-around (which it would make
            // infinite: Choreo leaves it at flex-start).
            let leading = distribution == .center ? freeSpace / 2
                : distribution == .end || distribution == .spaceEvenly ? freeSpace : 0
            return (leading, 0, 0)
        }
        switch distribution {
        case .start: return (0, 0, 0)
        case .center: return (freeSpace / 2, 0, 0)
        case .end: return (freeSpace, 0, 0)
        case .spaceBetween: return (0, count > 1 ? freeSpace / (boxes - 1) : 0, 0)
        case .spaceAround: return (freeSpace / (2 * boxes), freeSpace / boxes, 0)
        case .spaceEvenly: return (freeSpace / (boxes + 1), freeSpace / (boxes + 1), 0)
        case .stretch: return (0, 0, freeSpace / boxes)
        }
    }
}
