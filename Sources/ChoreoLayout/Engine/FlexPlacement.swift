import Foundation

extension LayoutEngine {
    /// The last step once the container's size is known: turns flex-start-relative positions
    /// into physical ones (wrap-reverse, reversed axes), adds relative offsets, and lays out the
    /// absolutely positioned children (§4.1).
    func placeItems(_ flex: FlexContext, containerSize size: CGSize) {
        let isRow = flex.isRow
        let horizontalReversed = isRow ? flex.mainAxis.isReverse : flex.crossAxis.isReverse
        let verticalReversed = isRow ? flex.crossAxis.isReverse : flex.mainAxis.isReverse
        // Align-content places items afresh on the cross axis, without their relative offsets (Yoga).
        let crossOffsets = !(flex.wraps || flex.isBaselineLayout)
        for cursor in flex.itemsBase..<items.count {
            let child = items[cursor].node
            var position = state.positions[child]
            let childSize = state.measured[child]
            if flex.container.flexWrap == .wrapReverse {
                if isRow { position.y = size.height - position.y - childSize.height }
                else { position.x = size.width - position.x - childSize.width }
            }
            if horizontalReversed { position.x = size.width - position.x - childSize.width }
            if verticalReversed { position.y = size.height - position.y - childSize.height }
            if nodes[child].style.position != DimensionInsets() && nodes[child].style.positionType != .static {
                // Yoga applies the offset at the flex-start edge of each axis.
                let offset = relativeOffset(child, innerWidth: flex.innerWidth, innerHeight: flex.innerHeight)
                if isRow || crossOffsets { position.x += horizontalReversed ? -offset.x : offset.x }
                if !isRow || crossOffsets { position.y += verticalReversed ? -offset.y : offset.y }
            }
            state.positions[child] = position
        }
        // A static container is no containing block: an ancestor lays its absolute children out.
        guard formsContainingBlock(flex.node) else { return }
        let block = ContainingBlock(node: flex.node, size: size, border: borders(flex.node),
                                    widthMode: flex.isRow ? flex.mainMode : flex.crossMode)
        let parent = AbsoluteParent(node: flex.node, container: flex.container, mainAxis: flex.mainAxis,
                                    crossAxis: flex.crossAxis, box: flex.box, size: size, offset: .zero)
        layoutAbsoluteDescendants(of: parent, in: block)
    }

    /// CSS Positioned Layout relative offsets (none for `position: static`), as Yoga resolves them: a set inline-start inset
    /// wins over the inline-end one (`left` in left-to-right, `right` in right-to-left), `top` over
    /// `bottom`, even when it is a fraction of an indefinite size (then 0). Returned as offsets away from the flex-start edge of each physical axis.
    private func relativeOffset(_ child: Int, innerWidth: CGFloat, innerHeight: CGFloat) -> CGPoint {
        let position = nodes[child].style.position
        let (start, end) = writingDirection == .leftToRight ? (position.left, position.right)
                                                             : (position.right, position.left)
        let x = start.unit != .auto ? start.resolvedEdge(innerWidth) : -end.resolvedEdge(innerWidth)
        let y = position.top.unit != .auto ? position.top.resolvedEdge(innerHeight)
                                           : -position.bottom.resolvedEdge(innerHeight)
        return CGPoint(x: x, y: y)
    }

    /// Whether a stack lays out its absolute descendants: it is not static, or it is the root
    /// of the flex layout (a root, or a child of a Texture spec, which places no absolute children).
    private func formsContainingBlock(_ node: Int) -> Bool {
        guard nodes[node].style.positionType == .static else { return true }
        let parent = Int(tree.parents[node])
        guard parent >= 0, case .flex = nodes[parent].kind else { return true }
        return false
    }

    // MARK: - Helpers

    @inline(__always)
    func setPosition(_ node: Int, along row: Bool, _ value: CGFloat) {
        if row { state.positions[node].x = value } else { state.positions[node].y = value }
    }

    /// `align-self`, resolved against the container's `align-items`; baselines only in rows.
    func alignment(of child: Int, in container: FlexContainer, isRow: Bool) -> ItemAlignment {
        let resolved: ItemAlignment
        switch nodes[child].style.alignSelf {
        case .start: resolved = .start
        case .end: resolved = .end
        case .center: resolved = .center
        case .stretch: resolved = .stretch
        case .baseline: resolved = .baseline
        case .auto:
            switch container.alignItems {
            case .start: resolved = .start
            case .end: resolved = .end
            case .center: resolved = .center
            case .stretch: resolved = .stretch
            case .baselineFirst, .baselineLast, .baseline: resolved = .baseline
            }
        }
        return resolved == .baseline && !isRow ? .start : resolved
    }

    func hasAutoCrossMargin(_ child: Int, isRow: Bool) -> Bool {
        let margin = nodes[child].style.margin
        return isRow ? (margin.top.unit == .auto || margin.bottom.unit == .auto)
                     : (margin.left.unit == .auto || margin.right.unit == .auto)
    }
}
