import Foundation

extension LayoutEngine {
    /// Where a node's children are in the tree's child indices (reads two fields: copying a whole node
    /// record, style included, is costly on the hot paths).
    @inline(__always)
    func childSlots(of node: Int) -> Range<Int> {
        view.childRanges[node].slots
    }

    /// Resolved margins (auto counts as 0); fractions resolve against the owner's width.
    @inline(__always)
    func margins(_ node: Int, ownerWidth: CGFloat) -> Edges {
        if let fixed = nodes[node].fixedMargin.edges { return fixed }
        return Edges(nodes[node].style.margin, ownerWidth: ownerWidth, plus: nodes[node].extraMarginEdges.insets)
    }

    /// The node's borders, as floats.
    @inline(__always)
    func borders(_ node: Int) -> Edges {
        let border = nodes[node].style.border
        return Edges(left: border.left.float32, top: border.top.float32, right: border.right.float32,
                     bottom: border.bottom.float32)
    }

    /// Resolved padding plus border; a fraction of a negative width counts as 0 (Yoga).
    @inline(__always)
    func paddingAndBorder(_ node: Int, ownerWidth: CGFloat) -> Edges {
        if let fixed = nodes[node].fixedBox.edges { return fixed }
        return Edges(nodes[node].style.padding, ownerWidth: Swift.max(ownerWidth, 0), plus: nodes[node].style.border)
    }

    /// The style size on an axis; Yoga uses the max size when min and max are equal.
    @inline(__always)
    func styleSize(_ node: Int, row: Bool) -> LayoutDimension {
        let sizes = nodes[node].style
        guard sizes.hasSizeLimits else { return row ? sizes.width : sizes.height }
        let minimum = row ? sizes.minWidth : sizes.minHeight
        let maximum = row ? sizes.maxWidth : sizes.maxHeight
        if maximum.unit != .auto && maximum == minimum { return maximum }
        return row ? sizes.width : sizes.height
    }

    /// Padding plus border on one axis when the node's sizes refer to its content box (Yoga's
    /// `box-sizing: content-box`), 0 for border-box sizes.
    @inline(__always)
    func contentBoxExtra(_ node: Int, row: Bool, ownerWidth: CGFloat) -> CGFloat {
        guard nodes[node].style.boxSizing == .contentBox else { return 0 }
        return paddingAndBorder(node, ownerWidth: ownerWidth).sum(row: row)
    }

    /// The size the style gives on an axis when it is definite, NaN otherwise, as a border-box
    /// size. Definite means resolving to 0 or more (Yoga), so a fraction of a negative inner size
    /// (padding larger than the box) is automatic.
    @inline(__always)
    func definiteSize(_ node: Int, row: Bool, ownerSize: CGFloat, ownerWidth: CGFloat) -> CGFloat {
        let size = styleSize(node, row: row).resolve(against: ownerSize)
        guard size >= 0 else { return .nan }
        return size.plus(contentBoxExtra(node, row: row, ownerWidth: ownerWidth))
    }

    /// Whether the style gives a definite size on an axis (see ``definiteSize(_:row:ownerSize:ownerWidth:)``).
    @inline(__always)
    func hasDefiniteSize(_ node: Int, row: Bool, ownerSize: CGFloat) -> Bool {
        styleSize(node, row: row).resolve(against: ownerSize) >= 0
    }

    /// The style's min size on an axis as a border-box size (NaN when unset).
    @inline(__always)
    func minimumSize(_ node: Int, row: Bool, axisOwner: CGFloat, ownerWidth: CGFloat) -> CGFloat {
        let sizes = nodes[node].style
        guard sizes.isSet(row ? .minWidth : .minHeight) else { return .nan }
        let minimum = (row ? sizes.minWidth : sizes.minHeight).resolve(against: axisOwner)
        return minimum.isNaN ? minimum : minimum.plus(contentBoxExtra(node, row: row, ownerWidth: ownerWidth))
    }

    /// The style's max size on an axis as a border-box size (NaN when unset).
    @inline(__always)
    func maximumSize(_ node: Int, row: Bool, axisOwner: CGFloat, ownerWidth: CGFloat) -> CGFloat {
        let sizes = nodes[node].style
        guard sizes.isSet(row ? .maxWidth : .maxHeight) else { return .nan }
        let maximum = (row ? sizes.maxWidth : sizes.maxHeight).resolve(against: axisOwner)
        return maximum.isNaN ? maximum : maximum.plus(contentBoxExtra(node, row: row, ownerWidth: ownerWidth))
    }

    /// The value clamped by the style's min and max; NaN stays NaN. As in Yoga, a value above the
    /// max becomes the max even when the min is larger (the box's own final size then takes the min).
    @inline(__always)
    func boundByMinMax(_ node: Int, row: Bool, _ value: CGFloat, axisOwner: CGFloat, ownerWidth: CGFloat) -> CGFloat {
        let maximum = maximumSize(node, row: row, axisOwner: axisOwner, ownerWidth: ownerWidth)
        if maximum >= 0 && value > maximum { return maximum }
        let minimum = minimumSize(node, row: row, axisOwner: axisOwner, ownerWidth: ownerWidth)
        if minimum >= 0 && value < minimum { return minimum }
        return value
    }

    /// Clamped by min and max, and never below padding plus border.
    @inline(__always)
    func bound(_ node: Int, row: Bool, _ value: CGFloat, axisOwner: CGFloat, ownerWidth: CGFloat) -> CGFloat {
        boundByMinMax(node, row: row, value, axisOwner: axisOwner, ownerWidth: ownerWidth)
            .maxDefined(paddingAndBorder(node, ownerWidth: ownerWidth).sum(row: row))
    }

    /// Lowers an available size to the style's max size (Yoga's `constrainMaxSizeForMode`).
    @inline(__always)
    func constrainToMaxSize(_ node: Int, row: Bool, axisOwner: CGFloat, ownerWidth: CGFloat,
                            _ mode: inout SizingMode, _ size: inout CGFloat) {
        let maximum = (maximumSize(node, row: row, axisOwner: axisOwner, ownerWidth: ownerWidth)
            + margins(node, ownerWidth: ownerWidth).sum(row: row)).float32
        switch mode {
        case .stretchFit, .fitContent:
            if maximum.isDefined && !(size < maximum) { size = maximum }
        case .maxContent:
            if maximum.isDefined {
                mode = .fitContent
                size = maximum
            }
        }
    }
}

extension LayoutDimension {
    /// A margin, padding or position edge in points: auto and unresolvable fractions count as 0.
    @inline(__always)
    func resolvedEdge(_ ownerWidth: CGFloat) -> CGFloat {
        let resolved = resolve(against: ownerWidth)
        return resolved.isNaN ? 0 : resolved
    }
}
