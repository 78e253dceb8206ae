import Foundation

extension LayoutEngine {
    /// CSS Flexbox §4.1: an absolutely positioned child, sized and placed against its parent's
    /// padding box. Without insets on an axis it takes its static position from justify-content
    /// (main axis) or its alignment (cross axis), inside the content box.
    mutating func layoutAbsoluteChild(_ child: Int, of node: Int, container: FlexContainer, size: CGSize,
                                      mainAxis: FlexAxis, crossAxis: FlexAxis, widthMode: SizingMode,
                                      box: Edges) {
        let border = nodes[node].style.border
        let blockWidth = size.width - border.left - border.right
        let blockHeight = size.height - border.top - border.bottom
        let style = nodes[child].style
        let margin = margins(child, ownerWidth: blockWidth)
        let marginRow = margin.sum(row: true), marginColumn = margin.sum(row: false)
        let left = style.position.left.resolve(against: blockWidth)
        let right = style.position.right.resolve(against: blockWidth)
        let top = style.position.top.resolve(against: blockHeight)
        let bottom = style.position.bottom.resolve(against: blockHeight)

        // Size: the style size, or what the insets on both sides leave, or the content.
        var width = CGFloat.nan, height = CGFloat.nan
        if hasDefiniteSize(child, row: true, ownerSize: blockWidth) {
            width = resolvedSize(child, row: true, ownerSize: blockWidth) + marginRow
        } else if left.isDefined && right.isDefined {
            width = bound(child, row: true, blockWidth - left - right, axisOwner: blockWidth, ownerWidth: blockWidth)
        }
        if hasDefiniteSize(child, row: false, ownerSize: blockHeight) {
            height = resolvedSize(child, row: false, ownerSize: blockHeight) + marginColumn
        } else if top.isDefined && bottom.isDefined {
            height = bound(child, row: false, blockHeight - top - bottom, axisOwner: blockHeight,
                           ownerWidth: blockWidth)
        }
        if let ratio = style.aspectRatio {
            if width.isNaN && height.isDefined {
                width = marginRow + (height - marginColumn) * ratio
            } else if height.isNaN && width.isDefined {
                height = marginColumn + (width - marginRow) / ratio
            }
        }
        if width.isNaN || height.isNaN {
            var widthMode2: SizingMode = width.isNaN ? .undefined : .exactly
            let heightMode2: SizingMode = height.isNaN ? .undefined : .exactly
            // Let content such as text wrap inside the parent (what browsers do), in columns.
            if !mainAxis.isRow && width.isNaN && widthMode != .undefined && blockWidth.isDefined && blockWidth > 0 {
                width = blockWidth
                widthMode2 = .atMost
            }
            let measuredSize = layout(child, width, height, widthMode2, heightMode2,
                                      ownerWidth: blockWidth, ownerHeight: blockHeight, perform: false)
            width = measuredSize.width + marginRow
            height = measuredSize.height + marginColumn
        }
        let childSize = layout(child, width, height, .exactly, .exactly,
                               ownerWidth: blockWidth, ownerHeight: blockHeight, perform: true)

        // Position: from the inset on the start side of the writing direction, else the end side.
        var x: CGFloat
        let leftX = left + border.left + margin.left
        let rightX = size.width - childSize.width - border.right - margin.right - right
        if writingDirection == .leftToRight {
            x = left.isDefined ? leftX : rightX
        } else {
            x = right.isDefined ? rightX : leftX
        }
        // Vertical margins of absolute children resolve against the block's height (Yoga).
        let marginTop = style.margin.top.resolvedEdge(blockHeight) + nodes[child].extraMargin.top
        let marginBottom = style.margin.bottom.resolvedEdge(blockHeight) + nodes[child].extraMargin.bottom
        var y = top.isDefined ? top + border.top + marginTop
            : size.height - childSize.height - border.bottom - marginBottom - bottom
        let isRow = mainAxis.isRow
        let hasMainInset = isRow ? (left.isDefined || right.isDefined) : (top.isDefined || bottom.isDefined)
        let hasCrossInset = isRow ? (top.isDefined || bottom.isDefined) : (left.isDefined || right.isDefined)
        if !hasMainInset {
            let main = staticPosition(size: size.along(row: isRow), childSize: childSize.along(row: isRow),
                                      axis: mainAxis, box: box, margin: margin,
                                      placement: justifyPlacement(container.justifyContent))
            if isRow { x = main } else { y = main }
        }
        if !hasCrossInset {
            var placement = crossPlacement(alignment(of: child, in: container, isRow: isRow))
            if container.flexWrap == .wrapReverse {
                placement = placement == .end ? .start : (placement == .center ? .center : .end)
            }
            let cross = staticPosition(size: size.along(row: !isRow), childSize: childSize.along(row: !isRow),
                                       axis: crossAxis, box: box, margin: margin, placement: placement)
            if isRow { y = cross } else { x = cross }
        }
        positions[child] = CGPoint(x: x, y: y)
    }

    enum StaticPlacement { case start, center, end }

    private func justifyPlacement(_ justify: StackLayoutJustifyContent) -> StaticPlacement {
        switch justify {
        case .start, .spaceBetween: .start
        case .center, .spaceAround, .spaceEvenly: .center
        case .end: .end
        }
    }

    private func crossPlacement(_ alignment: ItemAlignment) -> StaticPlacement {
        switch alignment {
        case .start, .stretch, .baseline: .start
        case .center: .center
        case .end: .end
        }
    }

    /// The static position on one axis, as a physical coordinate.
    private func staticPosition(size: CGFloat, childSize: CGFloat, axis: FlexAxis, box: Edges, margin: Edges,
                                placement: StaticPlacement) -> CGFloat {
        let inner = size - box.sum(row: axis.isRow)
        let outer = childSize + margin.sum(row: axis.isRow)
        let fromStart: CGFloat
        switch placement {
        case .start: fromStart = box.start(axis) + margin.start(axis)
        case .center: fromStart = box.start(axis) + (inner - outer) / 2 + margin.start(axis)
        case .end: fromStart = box.start(axis) + inner - outer + margin.start(axis)
        }
        return axis.isReverse ? size - fromStart - childSize : fromStart
    }
}
