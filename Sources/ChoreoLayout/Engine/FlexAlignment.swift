import Foundation

extension LayoutEngine {
    /// §9.5 step 12, "Distribute any remaining free space" (justify-content and main-axis auto
    /// margins): places the line's items along the main axis and measures the line (its outer
    /// main size, and its cross size for §9.4 step 8).
    func distributeMainAxisFreeSpace(_ flex: FlexContext, _ line: inout FlexLine) {
        let isRow = flex.isRow
        if flex.mainMode == .fitContent && line.remainingFreeSpace > 0 {
            // A fit-content container keeps free space only up to its min size.
            let minimum = minimumSize(flex.node, row: isRow, axisOwner: flex.mainOwner, ownerWidth: flex.ownerWidth)
            let minimumInner = ((minimum - flex.box.start(flex.mainAxis)).float32 - flex.box.end(flex.mainAxis)).float32
            let occupied = (flex.innerMain - line.remainingFreeSpace).float32
            line.remainingFreeSpace = minimum.isDefined ? Swift.max(0, (minimumInner - occupied).float32) : 0
        }
        let freeSpace = line.remainingFreeSpace
        var leading: CGFloat = 0, between = flex.mainGap
        if line.autoMarginCount == 0 {
            let spacing = ContentDistribution(flex.container.justifyContent)
                .spacing(freeSpace: freeSpace, count: line.itemCount)
            leading = spacing.leading.float32
            between = (between + spacing.between.float32).float32
        }
        let autoMarginShare = freeSpace > 0 && line.autoMarginCount > 0
            ? (freeSpace / CGFloat(line.autoMarginCount)).float32 : 0
        // Positions add up in float, as in Yoga: a content-sized container takes the sum as its size.
        var position = (flex.box.start(flex.mainAxis) + leading).float32
        var crossSize: CGFloat = 0
        var maxAscent: CGFloat = 0, maxDescent: CGFloat = 0
        let skippedFlexing = !flex.performsLayout && flex.crossMode == .stretchFit
        for cursor in line.firstItem..<line.endItem {
            let child = items[cursor].node
            let styleMargin = nodes[child].style.margin
            let margin = margins(child, ownerWidth: flex.innerWidth)
            if styleMargin.start(flex.mainAxis).unit == .auto { position = (position + autoMarginShare).float32 }
            if flex.performsLayout { setPosition(child, along: isRow, position + margin.start(flex.mainAxis)) }
            if cursor + 1 < line.endItem { position = (position + between).float32 }
            if styleMargin.end(flex.mainAxis).unit == .auto { position = (position + autoMarginShare).float32 }
            if skippedFlexing {
                position = (position + (margin.sum(row: isRow) + state.flexBases[child]).float32).float32
                crossSize = flex.innerCross
                continue
            }
            let size = state.measured[child]
            position = (position + (size.along(row: isRow) + margin.sum(row: isRow)).float32).float32
            if flex.isBaselineLayout {
                let ascent = baseline(of: child, flex.container) + margin.top
                maxAscent = Swift.max(maxAscent, ascent)
                maxDescent = Swift.max(maxDescent, size.height + margin.sum(row: false) - ascent)
            } else {
                crossSize = Swift.max(crossSize, (size.along(row: !isRow) + margin.sum(row: !isRow)).float32)
            }
        }
        line.mainSize = (position + flex.box.end(flex.mainAxis)).float32
        line.crossSize = flex.isBaselineLayout ? maxAscent + maxDescent : crossSize
    }

    /// §9.4 step 8, "Calculate the cross size of each flex line": the line of a single-line
    /// container takes the container's cross size when that is definite, clamped by its min and
    /// max. Returns the container's inner cross size for aligning the items.
    func calculateLineCrossSize(_ flex: FlexContext, _ line: inout FlexLine) -> CGFloat {
        let boxCross = flex.boxCross
        /// An inner cross size within the container's min and max.
        func clamped(_ inner: CGFloat) -> CGFloat {
            (bound(flex.node, row: !flex.isRow, (inner + boxCross).float32, axisOwner: flex.crossOwner,
                   ownerWidth: flex.ownerWidth) - boxCross).float32
        }
        let containerCross = flex.crossMode == .stretchFit ? flex.innerCross : clamped(line.crossSize)
        if !flex.wraps {
            // Without stretch-fit, the same clamp of the same size as the container's just above.
            line.crossSize = flex.crossMode == .stretchFit ? clamped(flex.innerCross) : containerCross
        }
        return containerCross
    }

    /// §9.4 step 11 and §9.6 steps 13–14, "Determine the used cross size of each flex item",
    /// "Resolve cross-axis auto margins" and "Align all flex items along the cross-axis per
    /// align-self": stretches items without a definite cross size, and places the others.
    func alignItemsInLine(_ flex: FlexContext, _ line: FlexLine, containerCross: CGFloat, lineOffset: CGFloat) {
        let isRow = flex.isRow, crossAxis = flex.crossAxis
        for cursor in line.firstItem..<line.endItem {
            let child = items[cursor].node
            let style = nodes[child].style
            let margin = margins(child, ownerWidth: flex.innerWidth)
            var offset = flex.box.start(crossAxis)
            let alignment = alignment(of: child, in: flex.container, isRow: isRow)
            let startAuto = style.margin.start(crossAxis).unit == .auto
            let endAuto = style.margin.end(crossAxis).unit == .auto
            if alignment == .stretch && !startAuto && !endAuto {
                if !hasDefiniteSize(child, row: !isRow, ownerSize: flex.innerCross) {
                    stretchItem(child, in: flex, lineCrossSize: line.crossSize, margin: margin)
                }
            } else {
                let remaining = containerCross - state.measured[child].along(row: !isRow) - margin.sum(row: !isRow)
                if startAuto && endAuto {
                    offset += Swift.max(0, remaining / 2)
                } else if endAuto {
                    // The auto margin takes the free space after the item.
                } else if startAuto {
                    offset += Swift.max(0, remaining)
                } else {
                    switch alignment {
                    case .start: break
                    case .center: offset += remaining / 2
                    case .end, .stretch, .baseline: offset += remaining
                    }
                }
            }
            setPosition(child, along: !isRow, lineOffset + offset + margin.start(crossAxis))
        }
    }

    /// Lays a stretched item out again with its line's cross size (its main size unchanged). In
    /// lines that align-content will not stretch, the item keeps its content size for now (Yoga).
    private func stretchItem(_ child: Int, in flex: FlexContext, lineCrossSize: CGFloat, margin: Edges) {
        let isRow = flex.isRow
        var childMain = state.measured[child].along(row: isRow)
        var childCross = lineCrossSize
        if let ratio = nodes[child].style.aspectRatio?.float32 {
            childCross = (margin.sum(row: !isRow) + (isRow ? childMain / ratio : childMain * ratio).float32).float32
        }
        childMain = childMain.plus(margin.sum(row: isRow))
        var mainMode = SizingMode.stretchFit, crossMode = SizingMode.stretchFit
        constrainToMaxSize(child, row: isRow, axisOwner: flex.innerMain, ownerWidth: flex.innerWidth, &mainMode, &childMain)
        constrainToMaxSize(child, row: !isRow, axisOwner: flex.innerCross, ownerWidth: flex.innerWidth,
                           &crossMode, &childCross)
        let crossKeepsContent = flex.wraps && flex.container.alignContent != .stretch
        layout(child, flex.itemRequest(main: childMain, cross: childCross,
                                       mainMode: childMain.isNaN ? .maxContent : .stretchFit,
                                       crossMode: childCross.isNaN || crossKeepsContent ? .maxContent : .stretchFit,
                                       performsLayout: true))
    }

    /// §9.6 step 16, "Align all flex lines per align-content", with §9.4 step 9 (align-content:
    /// stretch) and step 11 again: each item is placed in its line's final cross size, and
    /// stretched items are laid out at that size.
    func alignFlexLines(_ flex: FlexContext, linesCrossSize: CGFloat) {
        let node = flex.node, isRow = flex.isRow, crossAxis = flex.crossAxis, boxCross = flex.boxCross
        let unclamped: CGFloat
        if flex.crossMode == .stretchFit {
            unclamped = flex.innerCross + boxCross
        } else if case let size = definiteSize(node, row: !isRow, ownerSize: flex.crossOwner, ownerWidth: flex.ownerWidth), size.isDefined {
            unclamped = size
        } else {
            unclamped = linesCrossSize + boxCross
        }
        let innerCross = bound(node, row: !isRow, unclamped, axisOwner: flex.crossOwner, ownerWidth: flex.ownerWidth)
            - boxCross
        let spacing = ContentDistribution(flex.container.alignContent)
            .spacing(freeSpace: innerCross - linesCrossSize, count: lines.count - flex.linesBase)
        var lead = flex.box.start(crossAxis) + spacing.leading
        for lineIndex in flex.linesBase..<lines.count {
            let line = lines[lineIndex]
            if lineIndex > flex.linesBase { lead += flex.crossGap }
            var lineCross: CGFloat = 0
            var maxAscent: CGFloat = 0, maxDescent: CGFloat = 0
            for cursor in line.firstItem..<line.endItem {
                let child = items[cursor].node
                let margin = margins(child, ownerWidth: flex.innerWidth)
                let size = state.measured[child]
                lineCross = Swift.max(lineCross, size.along(row: !isRow).plus(margin.sum(row: !isRow)))
                if alignment(of: child, in: flex.container, isRow: isRow) == .baseline {
                    let ascent = baseline(of: child, flex.container) + margin.top
                    maxAscent = Swift.max(maxAscent, ascent)
                    maxDescent = Swift.max(maxDescent, size.height + margin.sum(row: false) - ascent)
                    lineCross = Swift.max(lineCross, maxAscent + maxDescent)
                }
            }
            lineCross = lineCross.plus(spacing.extraPerBox.float32)
            for cursor in line.firstItem..<line.endItem {
                placeItemInLine(items[cursor].node, flex, lineStart: lead, lineCross: lineCross,
                                spaceAfterLine: spacing.between, maxAscent: maxAscent)
            }
            lead += spacing.between + lineCross
        }
    }

    /// Places one item in its line's final cross size, re-stretching it if it stretches (Yoga
    /// stretches it over the space after its line too).
    private func placeItemInLine(_ child: Int, _ flex: FlexContext, lineStart: CGFloat, lineCross: CGFloat,
                                          spaceAfterLine: CGFloat, maxAscent: CGFloat) {
        let isRow = flex.isRow, crossAxis = flex.crossAxis
        let margin = margins(child, ownerWidth: flex.innerWidth)
        let childCross = state.measured[child].along(row: !isRow)
        switch alignment(of: child, in: flex.container, isRow: isRow) {
        case .start:
            // Yoga places these at the inset of the cross axis's flex-start edge, not the margin.
            let inset = nodes[child].style.position.start(crossAxis).resolvedEdge(flex.innerWidth)
            setPosition(child, along: !isRow, lineStart + inset)
        case .end:
            setPosition(child, along: !isRow, lineStart + lineCross - margin.end(crossAxis) - childCross)
        case .center:
            setPosition(child, along: !isRow, lineStart + (lineCross - childCross) / 2)
        case .baseline:
            // Yoga adds the top inset here, as for flex-start.
            let inset = flex.container.alignItems == .baselineFirst || flex.container.alignItems == .baselineLast
                ? 0 : nodes[child].style.position.top.resolvedEdge(flex.innerCross)
            // An unknown baseline (an item not measured yet, as Yoga leaves it) is taken as the
            // item's height, so the position stays finite.
            let itemBaseline = baseline(of: child, flex.container)
            let ascent = itemBaseline.isFinite ? itemBaseline : state.measured[child].height
            setPosition(child, along: !isRow, lineStart + maxAscent - ascent + inset)
        case .stretch:
            setPosition(child, along: !isRow, lineStart + margin.start(crossAxis))
            guard !hasDefiniteSize(child, row: !isRow, ownerSize: flex.innerCross) else { return }
            // Yoga adds the horizontal margins on both axes here (a column item's main size too).
            let main = state.measured[child].along(row: isRow).plus(margin.sum(row: true))
            let stretched = lineCross.plus(spaceAfterLine)
            if main != state.measured[child].along(row: isRow) || stretched != state.measured[child].along(row: !isRow) {
                layout(child, flex.itemRequest(main: main, cross: stretched, mainMode: .stretchFit,
                                               crossMode: .stretchFit, performsLayout: true))
            }
        }
    }
}
