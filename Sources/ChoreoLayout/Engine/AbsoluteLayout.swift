import Foundation

extension LayoutEngine {
    /// CSS Flexbox §4.1, absolutely positioned children, as Yoga 3 lays them out: sized by their
    /// style, or by the insets on both sides, or by their content, against the container's
    /// padding box; placed by the inline-start (else inline-end) inset of each axis, or without
    /// insets at their static position from justify-content and align-self.
    mutating func layoutAbsoluteChild(_ child: Int, _ flex: FlexContext, containerSize size: CGSize) {
        // The containing block is the padding box, its size a float difference as in Yoga.
        let border = borders(flex.node)
        let blockWidth = (size.width - border.sum(row: true)).float32
        let blockHeight = (size.height - border.sum(row: false)).float32
        let style = nodes[child].style
        let margin = margins(child, ownerWidth: blockWidth)
        let marginRow = margin.sum(row: true), marginColumn = margin.sum(row: false)
        // A set inset that cannot resolve counts as 0 (Yoga).
        let left = style.position.left.resolvedInset(blockWidth)
        let right = style.position.right.resolvedInset(blockWidth)
        let top = style.position.top.resolvedInset(blockHeight)
        let bottom = style.position.bottom.resolvedInset(blockHeight)

        var width = definiteSize(child, row: true, ownerSize: blockWidth).plus(marginRow)
        var height = definiteSize(child, row: false, ownerSize: blockHeight).plus(marginColumn)
        if width.isNaN, left.isDefined, right.isDefined {
            width = bound(child, row: true, (blockWidth - (left + right).float32).float32, axisOwner: blockWidth,
                          ownerWidth: blockWidth)
        }
        if height.isNaN, top.isDefined, bottom.isDefined {
            height = bound(child, row: false, (blockHeight - (top + bottom).float32).float32, axisOwner: blockHeight,
                           ownerWidth: blockWidth)
        }
        if let ratio = style.aspectRatio?.float32, width.isNaN != height.isNaN {
            if width.isNaN { width = (marginRow + ((height - marginColumn).float32 * ratio).float32).float32 }
            else { height = (marginColumn + ((width - marginRow).float32 / ratio).float32).float32 }
        }
        if width.isNaN || height.isNaN {
            var widthMode: SizingMode = width.isNaN ? .maxContent : .stretchFit
            let heightMode: SizingMode = height.isNaN ? .maxContent : .stretchFit
            // Content such as text wraps inside the container (what browsers do), in columns.
            let containerWidthMode = flex.isRow ? flex.mainMode : flex.crossMode
            if !flex.isRow && width.isNaN && containerWidthMode != .maxContent && blockWidth.isDefined && blockWidth > 0 {
                width = blockWidth
                widthMode = .fitContent
            }
            let content = layout(child, LayoutRequest(width: width, height: height, widthMode: widthMode,
                                                      heightMode: heightMode, ownerWidth: blockWidth,
                                                      ownerHeight: blockHeight, performsLayout: false))
            width = content.width.plus(marginRow)
            height = content.height.plus(marginColumn)
        }
        let childSize = layout(child, LayoutRequest(width: width, height: height, widthMode: .stretchFit,
                                                    heightMode: .stretchFit, ownerWidth: blockWidth,
                                                    ownerHeight: blockHeight, performsLayout: true))
        state.positions[child] = CGPoint(
            x: absolutePosition(child, flex, row: true, containerSize: size, childSize: childSize,
                                blockSize: blockWidth, blockWidth: blockWidth),
            y: absolutePosition(child, flex, row: false, containerSize: size, childSize: childSize,
                                blockSize: blockHeight, blockWidth: blockWidth))
    }

    /// The physical position of an absolute child on one axis. With an inset, margins and insets
    /// resolve against the containing block's size on that axis; at the static position margins
    /// resolve against its width (Yoga).
    private func absolutePosition(_ child: Int, _ flex: FlexContext, row: Bool, containerSize: CGSize,
                                  childSize: CGSize, blockSize: CGFloat, blockWidth: CGFloat) -> CGFloat {
        let style = nodes[child].style
        let margin = Edges(style.margin, ownerWidth: blockSize, plus: nodes[child].extraMargin)
        let border = borders(flex.node)
        let size = containerSize.along(row: row), length = childSize.along(row: row)
        let fromStart = row ? style.position.left : style.position.top
        let fromEnd = row ? style.position.right : style.position.bottom
        let start = fromStart.resolvedInset(blockSize), end = fromEnd.resolvedInset(blockSize)
        let startPosition = { start + (row ? border.left + margin.left : border.top + margin.top) }
        let endPosition = { size - length - (row ? border.right + margin.right : border.bottom + margin.bottom) - end }
        let inlineStartIsLeft = !row || writingDirection == .leftToRight
        if inlineStartIsLeft {
            if start.isDefined { return startPosition() }
            if end.isDefined { return endPosition() }
        } else {
            if end.isDefined { return endPosition() }
            if start.isDefined { return startPosition() }
        }
        return staticPosition(child, flex, row: row, containerSize: size, length: length,
                              margin: margins(child, ownerWidth: blockWidth))
    }

    /// The static position of an absolute child without insets on an axis: from justify-content
    /// on the main axis and from align-self (flipped by wrap-reverse) on the cross axis, inside
    /// the container's content box.
    private func staticPosition(_ child: Int, _ flex: FlexContext, row: Bool, containerSize size: CGFloat,
                                length: CGFloat, margin: Edges) -> CGFloat {
        let axis = row == flex.isRow ? flex.mainAxis : flex.crossAxis
        let placement: ContentDistribution
        if row == flex.isRow {
            switch flex.container.justifyContent {
            case .start, .spaceBetween: placement = .start
            case .end: placement = .end
            case .center, .spaceAround, .spaceEvenly: placement = .center
            }
        } else {
            var alignment = alignment(of: child, in: flex.container, isRow: flex.isRow)
            if flex.container.flexWrap == .wrapReverse {
                alignment = alignment == .end ? .start : (alignment == .center ? .center : .end)
            }
            placement = alignment == .end ? .end : (alignment == .center ? .center : .start)
        }
        let box = flex.box
        let fromStart: CGFloat
        switch placement {
        case .end:
            fromStart = size - length - box.end(axis) - margin.end(axis)
        case .center:
            let content = size - box.sum(row: row)
            fromStart = (content - length - margin.sum(row: row)) / 2 + box.start(axis) + margin.start(axis)
        default:
            fromStart = box.start(axis) + margin.start(axis)
        }
        return axis.isReverse ? size - fromStart - length : fromStart
    }
}

extension LayoutDimension {
    /// An inset: NaN when unset (auto), else its value, where a fraction of an indefinite size is 0.
    @inline(__always)
    func resolvedInset(_ base: CGFloat) -> CGFloat {
        unit == .auto ? .nan : resolvedEdge(base)
    }
}
