import Foundation

extension LayoutEngine {
    /// Texture's `layoutThatFits:parentSize:` for one element: its style's size resolved against
    /// `parentSize` (min beats max beats the exact size) and intersected with `range`, where the
    /// parent's range wins when they do not overlap. Margins play no part outside stacks.
    func layoutElement(_ node: Int, in range: SizeRange, parentSize: CGSize, perform: Bool) -> CGSize {
        let style = nodes[node].style
        if style.display == .none {
            if perform { hide(node) }
            return .zero
        }
        let (minWidth, maxWidth) = LayoutEngine.intersect(range.min.width, range.max.width,
                                                          styleRange(style.width, style.minWidth, style.maxWidth,
                                                                     parentSize.width))
        let (minHeight, maxHeight) = LayoutEngine.intersect(range.min.height, range.max.height,
                                                            styleRange(style.height, style.minHeight,
                                                                       style.maxHeight, parentSize.height))
        let margin = margins(node, ownerWidth: parentSize.width)
        let marginRow = margin.sum(row: true), marginColumn = margin.sum(row: false)
        func available(_ low: CGFloat, _ high: CGFloat, _ margin: CGFloat) -> (CGFloat, SizingMode) {
            if low == high { return (low + margin, .stretchFit) }
            return high.isFinite ? (high + margin, .fitContent) : (.nan, .maxContent)
        }
        let (width, widthMode) = available(minWidth, maxWidth, marginRow)
        let (height, heightMode) = available(minHeight, maxHeight, marginColumn)
        var size = layout(node, LayoutRequest(width: width, height: height, widthMode: widthMode, heightMode: heightMode,
                                              ownerWidth: parentSize.width, ownerHeight: parentSize.height,
                                              performsLayout: perform))
        let clamped = CGSize(width: SizeRange.clamp(size.width, minWidth, maxWidth),
                             height: SizeRange.clamp(size.height, minHeight, maxHeight))
        if clamped != size {
            size = layout(node, LayoutRequest(width: clamped.width + marginRow, height: clamped.height + marginColumn,
                                              widthMode: .stretchFit, heightMode: .stretchFit,
                                              ownerWidth: parentSize.width, ownerHeight: parentSize.height,
                                              performsLayout: perform))
            // Texture's range (min beats max) wins over Yoga's max-first bound of the node's own size.
            if size != clamped {
                size = clamped
                state.measured[node] = clamped
                if perform {
                    commit(clamped, of: node)
                    // A cached layout's size is the committed one: this layout's is not.
                    state.cache.forgetLayout(of: node)
                }
            }
        }
        return size
    }

    /// The size range a style asks for on one axis.
    private func styleRange(_ exact: LayoutDimension, _ minimum: LayoutDimension, _ maximum: LayoutDimension,
                            _ parent: CGFloat) -> (CGFloat, CGFloat) {
        var low = minimum.resolve(against: parent)
        if low.isNaN { low = 0 }
        var high = maximum.resolve(against: parent)
        if high.isNaN { high = .infinity }
        high = Swift.max(low, high)
        let size = exact.resolve(against: parent)
        if size.isDefined {
            let clamped = Swift.max(low, Swift.min(high, size))
            return (clamped, clamped)
        }
        return (low, high)
    }

    /// Texture's range intersection: where the ranges do not overlap, the first one's nearest end wins.
    static func intersect(_ min1: CGFloat, _ max1: CGFloat, _ other: (CGFloat, CGFloat)) -> (CGFloat, CGFloat) {
        let low = Swift.max(min1, other.0), high = Swift.min(max1, other.1)
        if low <= high { return (low, high) }
        let nearest = max1 < other.0 ? max1 : min1
        return (nearest, nearest)
    }
}
