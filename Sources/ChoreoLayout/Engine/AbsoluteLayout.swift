import Foundation

/// The box absolute children are placed against: the nearest ancestor that is not
/// `position: static` (or the root), sized and laid out already.
struct ContainingBlock {
    let node: Int
    /// The containing node's border-box size and borders; its padding box is the block.
    let size: CGSize
    let border: Edges
    /// The containing node's width sizing mode (Yoga lets content wrap inside a block whose width
    /// is known).
    let widthMode: SizingMode

    var blockWidth: CGFloat { (size.width - border.sum(row: true)).float32 }
    var blockHeight: CGFloat { (size.height - border.sum(row: false)).float32 }
}

/// The flex container an absolute child sits in: it gives the child's static position (from its
/// justify-content and align-items), which is relative to it.
struct AbsoluteParent {
    let node: Int
    let container: FlexContainer
    let mainAxis: FlexAxis
    let crossAxis: FlexAxis
    /// Padding plus border.
    let box: Edges
    let size: CGSize
    /// Where the parent's border box is in the containing block's border box.
    let offset: CGPoint

    var isRow: Bool { mainAxis.isRow }
}

extension LayoutEngine {
    /// Yoga's absolute descendants: lays out the absolute children of `parent`, then goes on
    /// through its `position: static` flex children, whose absolute children belong to the same
    /// containing block.
    func layoutAbsoluteDescendants(of parent: AbsoluteParent, in block: ContainingBlock) {
        for child in layoutChildren(of: parent.node) {
            let style = nodes[child].style
            guard style.display != .none else { continue }
            if style.positionType == .absolute {
                layoutAbsoluteChild(child, parent, block)
            } else if style.positionType == .static, case .flex(let container) = nodes[child].kind,
                      view.childRanges[child].count > 0 {
                // The static child's absolute children may move though it was not laid out again.
                state.computedPass[child] = state.pass
                let mainAxis = FlexAxis(container.direction, writingDirection)
                let innerWidth = (parent.size.width - parent.box.sum(row: true)).float32
                let position = state.positions[child]
                let descendant = AbsoluteParent(
                    node: child, container: container, mainAxis: mainAxis, crossAxis: mainAxis.cross(writingDirection),
                    box: paddingAndBorder(child, ownerWidth: innerWidth), size: state.sizes[child],
                    offset: CGPoint(x: parent.offset.x + position.x, y: parent.offset.y + position.y))
                layoutAbsoluteDescendants(of: descendant, in: block)
            }
        }
    }

    /// CSS Flexbox §4.1, absolutely positioned children, as Yoga 3 lays them out: sized by their
    /// style, or by the insets on both sides, or by their content, against the containing block's
    /// padding box; placed by the inline-start (else inline-end) inset of each axis against the
    /// block, or without insets at their static position in their parent from justify-content
    /// and align-self.
    func layoutAbsoluteChild(_ child: Int, _ parent: AbsoluteParent, _ block: ContainingBlock) {
        // The containing block is the padding box, its size a float difference as in Yoga.
        let blockWidth = block.blockWidth, blockHeight = block.blockHeight
        let style = nodes[child].style
        let margin = margins(child, ownerWidth: blockWidth)
        let marginRow = margin.sum(row: true), marginColumn = margin.sum(row: false)
        // A set inset that cannot resolve counts as 0 (Yoga).
        let left = style.position.left.resolvedInset(blockWidth)
        let right = style.position.right.resolvedInset(blockWidth)
        let top = style.position.top.resolvedInset(blockHeight)
        let bottom = style.position.bottom.resolvedInset(blockHeight)

        var width = definiteSize(child, row: true, ownerSize: blockWidth, ownerWidth: blockWidth).plus(marginRow)
        var height = definiteSize(child, row: false, ownerSize: blockHeight, ownerWidth: blockWidth).plus(marginColumn)
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
            // Content such as text wraps inside the block (what browsers do), in columns.
            if !parent.isRow && width.isNaN && block.widthMode != .maxContent && blockWidth.isDefined && blockWidth > 0 {
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
            x: absolutePosition(child, parent, block, row: true, childSize: childSize, blockSize: blockWidth),
            y: absolutePosition(child, parent, block, row: false, childSize: childSize, blockSize: blockHeight))
    }

    /// The physical position of an absolute child on one axis, relative to its parent. With an
    /// inset, it is placed in the containing block, and margins and insets resolve against the
    /// block's size on that axis; at the static position it is placed in its parent and margins
    /// resolve against the block's width (Yoga).
    private func absolutePosition(_ child: Int, _ parent: AbsoluteParent, _ block: ContainingBlock, row: Bool,
                                  childSize: CGSize, blockSize: CGFloat) -> CGFloat {
        let style = nodes[child].style
        let margin = Edges(style.margin, ownerWidth: blockSize, plus: nodes[child].extraMarginEdges.insets)
        let border = block.border
        let size = block.size.along(row: row), length = childSize.along(row: row)
        let fromStart = row ? style.position.left : style.position.top
        let fromEnd = row ? style.position.right : style.position.bottom
        let start = fromStart.resolvedInset(blockSize), end = fromEnd.resolvedInset(blockSize)
        let startPosition = { start + (row ? border.left + margin.left : border.top + margin.top) }
        let endPosition = { size - length - (row ? border.right + margin.right : border.bottom + margin.bottom) - end }
        let parentOffset = row ? parent.offset.x : parent.offset.y
        let inlineStartIsLeft = !row || writingDirection == .leftToRight
        if inlineStartIsLeft {
            if start.isDefined { return startPosition() - parentOffset }
            if end.isDefined { return endPosition() - parentOffset }
        } else {
            if end.isDefined { return endPosition() - parentOffset }
            if start.isDefined { return startPosition() - parentOffset }
        }
        return staticPosition(child, parent, row: row, length: length,
                              margin: margins(child, ownerWidth: block.blockWidth))
    }

    /// The static position of an absolute child without insets on an axis: from justify-content
    /// on the main axis and from align-self (flipped by wrap-reverse) on the cross axis, inside
    /// the container's content box.
    private func staticPosition(_ child: Int, _ flex: AbsoluteParent, row: Bool, length: CGFloat,
                                margin: Edges) -> CGFloat {
        let size = flex.size.along(row: row)
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
