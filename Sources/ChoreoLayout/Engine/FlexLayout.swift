import Foundation

/// A flex item's state while its container resolves flexible lengths.
struct FlexItem {
    var node: Int
    /// The flex base size clamped by min and max (the hypothetical main size, CSS §9.2 #3).
    var hypotheticalMainSize: CGFloat
}

/// One flex line while its container is laid out (CSS §9.3).
struct FlexLine {
    var firstItem: Int
    var endItem: Int
    var crossSize: CGFloat = 0
}

/// The cross-axis alignment of one item, after `auto` and baseline fallbacks.
enum ItemAlignment {
    case start, end, center, stretch, baseline
}

extension LayoutEngine {
    // MARK: - CSS Flexbox §9: the flex layout algorithm

    mutating func layoutFlexContainer(_ node: Int, _ container: FlexContainer,
                                      _ availableWidth: CGFloat, _ availableHeight: CGFloat,
                                      _ widthMode: SizingMode, _ heightMode: SizingMode,
                                      ownerWidth: CGFloat, ownerHeight: CGFloat, perform: Bool) -> CGSize {
        let childCount = nodes[node].childCount
        // §9.1 Initial setup: axes, box model and the space available to the items.
        let mainAxis = FlexAxis(container.direction, writingDirection)
        let crossAxis = mainAxis.cross(writingDirection)
        let isRow = mainAxis.isRow
        let wraps = container.flexWrap != .noWrap
        let margin = margins(node, ownerWidth: ownerWidth)
        let box = paddingAndBorder(node, ownerWidth: ownerWidth)
        let boxMain = box.sum(row: isRow), boxCross = box.sum(row: !isRow)
        let mainOwner = isRow ? ownerWidth : ownerHeight
        let crossOwner = isRow ? ownerHeight : ownerWidth

        let innerWidth = availableInnerSize(node, row: true, availableWidth, margin.sum(row: true),
                                            box.sum(row: true), axisOwner: ownerWidth)
        let innerHeight = availableInnerSize(node, row: false, availableHeight, margin.sum(row: false),
                                             box.sum(row: false), axisOwner: ownerHeight)
        var innerMain = isRow ? innerWidth : innerHeight
        let innerCross = isRow ? innerHeight : innerWidth
        var mainMode = isRow ? widthMode : heightMode
        let crossMode = isRow ? heightMode : widthMode
        let mainGap = container.spacing, crossGap = container.lineSpacing

        // §9.2 #3: the flex base size of every item.
        var totalOuterBasis: CGFloat = 0
        let itemsBase = items.count
        for index in 0..<childCount {
            let child = tree.childIndices[nodes[node].firstChild + index]
            let style = nodes[child].style
            if style.display == .none {
                if perform { hide(child) }
                continue
            }
            if style.positionType == .absolute { continue }
            computeFlexBasis(child, container: container, isRow: isRow, innerWidth: innerWidth,
                             innerHeight: innerHeight, widthMode: widthMode, heightMode: heightMode)
            totalOuterBasis += flexBases[child] + margins(child, ownerWidth: innerWidth).sum(row: isRow)
            items.append(FlexItem(node: child, hypotheticalMainSize: 0))
        }
        defer { items.removeSubrange(itemsBase...) }
        let itemCount = items.count - itemsBase
        if itemCount > 1 { totalOuterBasis += mainGap * CGFloat(itemCount - 1) }
        let mainOverflows = mainMode != .undefined && totalOuterBasis > innerMain
        // A wrapping container whose items overflow a fit-content size takes the whole size (Yoga).
        if wraps && mainOverflows && mainMode == .atMost { mainMode = .exactly }

        let baselineLayout = isRow && (container.alignItems == .baselineFirst || container.alignItems == .baselineLast
            || items[itemsBase...].contains { nodes[$0.node].style.alignSelf == .baseline })

        // §9.3 #5: collect the items into flex lines, then size and place each line.
        let linesBase = lines.count
        defer { lines.removeSubrange(linesBase...) }
        var lineStart = itemsBase
        var maxLineMain: CGFloat = 0
        var totalLinesCross: CGFloat = 0
        while lineStart < items.count {
            var line = FlexLine(firstItem: lineStart, endItem: lineStart)
            var consumed: CGFloat = 0
            var totalGrow: CGFloat = 0
            var totalShrinkScaled: CGFloat = 0
            var cursor = lineStart
            while cursor < items.count {
                let child = items[cursor].node
                let style = nodes[child].style
                let outerMargin = margins(child, ownerWidth: innerWidth).sum(row: isRow)
                let hypothetical = boundByMinMax(child, row: isRow, flexBases[child], axisOwner: mainOwner)
                let gap = cursor > lineStart ? mainGap : 0
                // A hair of tolerance keeps rounding noise from breaking a line that fits exactly.
                if wraps && cursor > lineStart && consumed + hypothetical + outerMargin + gap > innerMain + 1e-4 { break }
                consumed += hypothetical + outerMargin + gap
                if style.flexGrow != 0 || style.flexShrink != 0 {
                    totalGrow += style.flexGrow
                    totalShrinkScaled += -style.flexShrink * flexBases[child]
                }
                items[cursor].hypotheticalMainSize = hypothetical
                cursor += 1
            }
            line.endItem = cursor

            // §9.7 Resolving flexible lengths. A container that sizes to its content has no free space.
            var sizedByContent = false
            if mainMode != .exactly {
                let sizes = nodes[node].style
                let minInner = (isRow ? sizes.minWidth : sizes.minHeight).resolve(against: mainOwner) - boxMain
                let maxInner = (isRow ? sizes.maxWidth : sizes.maxHeight).resolve(against: mainOwner) - boxMain
                if minInner.isDefined && consumed < minInner {
                    innerMain = minInner
                } else if maxInner.isDefined && consumed > maxInner {
                    innerMain = maxInner
                } else {
                    if totalGrow == 0 || nodes[node].style.flexGrow == 0 { innerMain = consumed }
                    sizedByContent = true
                }
            }
            var freeSpace: CGFloat = 0
            if !sizedByContent && innerMain.isDefined {
                freeSpace = innerMain - consumed
            } else if consumed < 0 {
                freeSpace = -consumed
            }
            let skipsFlexing = !perform && crossMode == .exactly
            if !skipsFlexing {
                freeSpace = resolveFlexibleLengths(
                    line, freeSpace: freeSpace, totalGrow: totalGrow, totalShrinkScaled: totalShrinkScaled,
                    isRow: isRow, mainOwner: mainOwner, innerMain: innerMain, innerCross: innerCross,
                    innerWidth: innerWidth, innerHeight: innerHeight, crossMode: crossMode,
                    wrapsAndOverflows: wraps && mainOverflows, container: container, perform: perform)
            }

            // §9.5 #12: main-axis alignment (justify-content and auto margins).
            if mainMode == .atMost && freeSpace > 0 {
                let minimum = (isRow ? nodes[node].style.minWidth : nodes[node].style.minHeight).resolve(against: mainOwner)
                if minimum.isDefined {
                    let occupied = innerMain - freeSpace
                    freeSpace = Swift.max(0, minimum - boxMain - occupied)
                } else {
                    freeSpace = 0
                }
            }
            var autoMargins = 0
            for cursor in line.firstItem..<line.endItem {
                let itemMargin = nodes[items[cursor].node].style.margin
                if itemMargin.start(mainAxis).unit == .auto { autoMargins += 1 }
                if itemMargin.end(mainAxis).unit == .auto { autoMargins += 1 }
            }
            let itemCount = CGFloat(line.endItem - line.firstItem)
            var leading: CGFloat = 0, between: CGFloat = 0
            if autoMargins == 0 {
                // With negative free space the distributed values fall back to flex-start (CSS Box
                // Alignment §4.3, as Yoga); center and end overflow both ways or at the start.
                var justify = container.justifyContent
                if freeSpace < 0 && (justify == .spaceBetween || justify == .spaceAround || justify == .spaceEvenly) {
                    justify = .start
                }
                switch justify {
                case .start: break
                case .center: leading = freeSpace / 2
                case .end: leading = freeSpace
                case .spaceBetween: if itemCount > 1 { between = Swift.max(freeSpace, 0) / (itemCount - 1) }
                case .spaceAround:
                    between = freeSpace / itemCount
                    leading = between / 2
                case .spaceEvenly:
                    between = freeSpace / (itemCount + 1)
                    leading = between
                }
            }
            var mainPosition = box.start(mainAxis) + leading
            var lineCross: CGFloat = 0
            var maxAscent: CGFloat = 0, maxDescent: CGFloat = 0
            for cursor in line.firstItem..<line.endItem {
                let child = items[cursor].node
                let itemMargin = nodes[child].style.margin
                let childMargin = margins(child, ownerWidth: innerWidth)
                if itemMargin.start(mainAxis).unit == .auto && freeSpace > 0 {
                    mainPosition += freeSpace / CGFloat(autoMargins)
                }
                if perform { setPosition(child, along: isRow, mainPosition + childMargin.start(mainAxis)) }
                if cursor + 1 < line.endItem { mainPosition += between + mainGap }
                if itemMargin.end(mainAxis).unit == .auto && freeSpace > 0 {
                    mainPosition += freeSpace / CGFloat(autoMargins)
                }
                if skipsFlexing {
                    mainPosition += childMargin.sum(row: isRow) + flexBases[child]
                    lineCross = innerCross
                } else {
                    let size = measured[child]
                    mainPosition += size.along(row: isRow) + childMargin.sum(row: isRow)
                    if baselineLayout {
                        let ascent = baseline(of: child, container) + childMargin.top
                        let descent = size.height + childMargin.sum(row: false) - ascent
                        maxAscent = Swift.max(maxAscent, ascent)
                        maxDescent = Swift.max(maxDescent, descent)
                    } else {
                        lineCross = Swift.max(lineCross, size.along(row: !isRow) + childMargin.sum(row: !isRow))
                    }
                }
            }
            mainPosition += box.end(mainAxis)
            if baselineLayout { lineCross = maxAscent + maxDescent }

            // §9.4 #8 and §9.6 #13: the line's cross size and cross-axis alignment of its items.
            var containerCross = innerCross
            if crossMode != .exactly {
                containerCross = bound(node, row: !isRow, lineCross + boxCross, axisOwner: crossOwner,
                                       ownerWidth: ownerWidth) - boxCross
            }
            if !wraps && crossMode == .exactly { lineCross = innerCross }
            lineCross = bound(node, row: !isRow, lineCross + boxCross, axisOwner: crossOwner,
                              ownerWidth: ownerWidth) - boxCross
            if perform {
                alignItemsInLine(line, node: node, container: container, isRow: isRow, crossAxis: crossAxis,
                                 lineCross: lineCross, containerCross: containerCross,
                                 lineOffset: totalLinesCross + box.start(crossAxis),
                                 innerMain: innerMain, innerCross: innerCross,
                                 innerWidth: innerWidth, innerHeight: innerHeight)
            }
            line.crossSize = lineCross
            lines.append(line)
            totalLinesCross += lineCross + (lines.count - linesBase > 1 ? crossGap : 0)
            maxLineMain = Swift.max(maxLineMain, mainPosition)
            lineStart = line.endItem
        }

        // §9.4 #15 and §9.6 #16: distribute the lines along the cross axis (align-content).
        if perform && (wraps || baselineLayout) {
            alignLines(node: node, container: container, isRow: isRow, crossAxis: crossAxis,
                       linesBase: linesBase, totalLinesCross: totalLinesCross, crossMode: crossMode,
                       innerCross: innerCross, crossOwner: crossOwner, ownerWidth: ownerWidth, box: box,
                       baselineLayout: baselineLayout, innerWidth: innerWidth, innerHeight: innerHeight)
        }

        // §9.4 #9 and #16: the container's own size.
        var width = bound(node, row: true, availableWidth - margin.sum(row: true), axisOwner: ownerWidth,
                          ownerWidth: ownerWidth)
        var height = bound(node, row: false, availableHeight - margin.sum(row: false), axisOwner: ownerHeight,
                           ownerWidth: ownerWidth)
        if mainMode != .exactly {
            let main = bound(node, row: isRow, maxLineMain, axisOwner: mainOwner, ownerWidth: ownerWidth)
            if isRow { width = main } else { height = main }
        }
        if crossMode != .exactly {
            let cross = bound(node, row: !isRow, totalLinesCross + boxCross, axisOwner: crossOwner,
                              ownerWidth: ownerWidth)
            if isRow { height = cross } else { width = cross }
        }
        let size = CGSize(width: width, height: height)

        if perform {
            finishPositions(node, container: container, size: size, mainAxis: mainAxis, crossAxis: crossAxis,
                            itemsBase: itemsBase, innerWidth: innerWidth, innerHeight: innerHeight,
                            widthMode: widthMode, box: box)
        }
        return size
    }

    /// The space inside padding and border, clamped by the container's min and max (Yoga).
    private func availableInnerSize(_ node: Int, row: Bool, _ available: CGFloat, _ margin: CGFloat,
                                    _ box: CGFloat, axisOwner: CGFloat) -> CGFloat {
        var inner = available - margin - box
        if inner.isDefined {
            let sizes = nodes[node].style
            let minimum = (row ? sizes.minWidth : sizes.minHeight).resolve(against: axisOwner)
            let maxInner = (row ? sizes.maxWidth : sizes.maxHeight).resolve(against: axisOwner) - box
            // Without a min size the inner size still never goes below zero (Yoga).
            inner = inner.minDefined(maxInner).maxDefined(minimum.isNaN ? 0 : minimum - box)
        }
        return inner
    }

    /// CSS §9.2 #3: an item's flex base size, measuring its content where nothing fixes it.
    private mutating func computeFlexBasis(_ child: Int, container: FlexContainer, isRow: Bool,
                                           innerWidth: CGFloat, innerHeight: CGFloat,
                                           widthMode: SizingMode, heightMode: SizingMode) {
        let style = nodes[child].style
        let mainOwner = isRow ? innerWidth : innerHeight
        let resolvedBasis = nodes[child].style.flexBasis.resolve(against: mainOwner)
        let hasWidth = hasDefiniteSize(child, row: true, ownerSize: innerWidth)
        let hasHeight = hasDefiniteSize(child, row: false, ownerSize: innerHeight)
        let boxMain = paddingAndBorder(child, ownerWidth: innerWidth).sum(row: isRow)

        // A: a definite flex-basis. Like Yoga, the first value computed in a layout pass is kept.
        if resolvedBasis.isDefined && mainOwner.isDefined {
            if flexBases[child].isNaN { flexBases[child] = resolvedBasis.maxDefined(boxMain) }
            return
        }
        // B: a definite main size.
        if isRow && hasWidth {
            flexBases[child] = resolvedSize(child, row: true, ownerSize: innerWidth).maxDefined(boxMain)
            return
        }
        if !isRow && hasHeight {
            flexBases[child] = resolvedSize(child, row: false, ownerSize: innerHeight).maxDefined(boxMain)
            return
        }
        // E: size the item into the available space and use its main size.
        let margin = margins(child, ownerWidth: innerWidth)
        let marginRow = margin.sum(row: true), marginColumn = margin.sum(row: false)
        var childWidth = CGFloat.nan, childHeight = CGFloat.nan
        var childWidthMode = SizingMode.undefined, childHeightMode = SizingMode.undefined
        if hasWidth {
            childWidth = resolvedSize(child, row: true, ownerSize: innerWidth) + marginRow
            childWidthMode = .exactly
        }
        if hasHeight {
            childHeight = resolvedSize(child, row: false, ownerSize: innerHeight) + marginColumn
            childHeightMode = .exactly
        }
        if childWidth.isNaN && innerWidth.isDefined {
            childWidth = innerWidth
            childWidthMode = .atMost
        }
        if childHeight.isNaN && innerHeight.isDefined {
            childHeight = innerHeight
            childHeightMode = .atMost
        }
        if let ratio = style.aspectRatio {
            if !isRow && childWidthMode == .exactly {
                childHeight = marginColumn + (childWidth - marginRow) / ratio
                childHeightMode = .exactly
            } else if isRow && childHeightMode == .exactly {
                childWidth = marginRow + (childHeight - marginColumn) * ratio
                childWidthMode = .exactly
            }
        }
        // An item stretched on the cross axis of a container with a definite cross size.
        let stretches = alignment(of: child, in: container, isRow: isRow) == .stretch
        if !isRow && !hasWidth && innerWidth.isDefined && widthMode == .exactly && stretches
            && childWidthMode != .exactly {
            childWidth = innerWidth
            childWidthMode = .exactly
            if let ratio = style.aspectRatio {
                childHeight = (childWidth - marginRow) / ratio
                childHeightMode = .exactly
            }
        }
        if isRow && !hasHeight && innerHeight.isDefined && heightMode == .exactly && stretches
            && childHeightMode != .exactly {
            childHeight = innerHeight
            childHeightMode = .exactly
            if let ratio = style.aspectRatio {
                childWidth = (childHeight - marginColumn) * ratio
                childWidthMode = .exactly
            }
        }
        constrainToMaxSize(child, row: true, axisOwner: innerWidth, ownerWidth: innerWidth,
                           &childWidthMode, &childWidth)
        constrainToMaxSize(child, row: false, axisOwner: innerHeight, ownerWidth: innerWidth,
                           &childHeightMode, &childHeight)
        let size = layout(child, childWidth, childHeight, childWidthMode, childHeightMode,
                          ownerWidth: innerWidth, ownerHeight: innerHeight, perform: false)
        flexBases[child] = size.along(row: isRow).maxDefined(boxMain)
    }

    /// CSS §9.7: distributes free space by the flex factors and lays every item out at its main
    /// size. As in Yoga, resolution takes two passes: the first clamps the items whose share
    /// violates their min or max and takes them out of the flex factor totals (later items in
    /// the pass already see the new totals); the second resolves every item against the free
    /// space that remains, clamped. Returns the free space left over.
    private mutating func resolveFlexibleLengths(
        _ line: FlexLine, freeSpace initialFreeSpace: CGFloat, totalGrow initialGrow: CGFloat,
        totalShrinkScaled initialShrink: CGFloat, isRow: Bool, mainOwner: CGFloat, innerMain: CGFloat,
        innerCross: CGFloat, innerWidth: CGFloat, innerHeight: CGFloat, crossMode: SizingMode,
        wrapsAndOverflows: Bool, container: FlexContainer, perform: Bool
    ) -> CGFloat {
        var freeSpace = initialFreeSpace
        var totalGrow = initialGrow
        var totalShrinkScaled = initialShrink
        // §9.7 #4b: grow factors summing to less than 1 distribute only that share of the
        // initial free space.
        func growShare() -> CGFloat {
            totalGrow < 1 && totalGrow > 0 ? Swift.min(freeSpace, initialFreeSpace * totalGrow) / totalGrow
                                           : freeSpace / totalGrow
        }

        // §9.7 #4c–d, first pass: clamp min/max violations and freeze those items.
        var frozenDelta: CGFloat = 0
        for cursor in line.firstItem..<line.endItem {
            let child = items[cursor].node
            let style = nodes[child].style
            let base = items[cursor].hypotheticalMainSize
            var target = CGFloat.nan
            if freeSpace < 0 {
                let factor = -style.flexShrink * base
                if factor != 0 { target = base + freeSpace / totalShrinkScaled * factor }
            } else if freeSpace > 0 && style.flexGrow != 0 {
                target = base + growShare() * style.flexGrow
            }
            guard target.isDefined else { continue }
            let clamped = bound(child, row: isRow, target, axisOwner: innerMain, ownerWidth: innerWidth)
            guard clamped.isDefined, clamped != target else { continue }
            frozenDelta += clamped - base
            // Yoga removes the shrink weight of the unclamped flex basis.
            if freeSpace < 0 { totalShrinkScaled += style.flexShrink * flexBases[child] } else { totalGrow -= style.flexGrow }
        }
        freeSpace -= frozenDelta

        // Final sizes, then lay each item out with its main size (and its cross size if definite).
        var distributed: CGFloat = 0
        for cursor in line.firstItem..<line.endItem {
            let child = items[cursor].node
            let style = nodes[child].style
            let base = items[cursor].hypotheticalMainSize
            var mainSize = base
            if freeSpace < 0 {
                let factor = -style.flexShrink * base
                if factor != 0 {
                    let size = totalShrinkScaled == 0 ? base + factor : base + freeSpace / totalShrinkScaled * factor
                    mainSize = bound(child, row: isRow, size, axisOwner: innerMain, ownerWidth: innerWidth)
                }
            } else if freeSpace > 0 && style.flexGrow != 0 {
                mainSize = bound(child, row: isRow, base + growShare() * style.flexGrow,
                                 axisOwner: innerMain, ownerWidth: innerWidth)
            }
            distributed += mainSize - base

            let margin = margins(child, ownerWidth: innerWidth)
            let marginMain = margin.sum(row: isRow), marginCross = margin.sum(row: !isRow)
            var childMain = mainSize + marginMain
            var childCross = CGFloat.nan
            var mainMode = SizingMode.exactly
            var childCrossMode = SizingMode.undefined
            let alignsStretch = alignment(of: child, in: container, isRow: isRow) == .stretch
                && !hasAutoCrossMargin(child, isRow: isRow)
            let hasCrossSize = hasDefiniteSize(child, row: !isRow, ownerSize: innerCross)
            if let ratio = style.aspectRatio {
                childCross = (isRow ? mainSize / ratio : mainSize * ratio) + marginCross
                childCrossMode = .exactly
            } else if innerCross.isDefined && !hasCrossSize && crossMode == .exactly && !wrapsAndOverflows
                        && alignsStretch {
                childCross = innerCross
                childCrossMode = .exactly
            } else if !hasCrossSize {
                childCross = innerCross
                childCrossMode = innerCross.isNaN ? .undefined : .atMost
            } else {
                childCross = resolvedSize(child, row: !isRow, ownerSize: innerCross) + marginCross
                let isLooseFraction = styleSize(child, row: !isRow).unit == .fraction && crossMode != .exactly
                childCrossMode = childCross.isNaN || isLooseFraction ? .undefined : .exactly
            }
            constrainToMaxSize(child, row: isRow, axisOwner: innerMain, ownerWidth: innerWidth, &mainMode, &childMain)
            constrainToMaxSize(child, row: !isRow, axisOwner: innerCross, ownerWidth: innerWidth,
                               &childCrossMode, &childCross)
            let stretchesLater = !hasCrossSize && alignsStretch
            layout(child, isRow ? childMain : childCross, isRow ? childCross : childMain,
                   isRow ? mainMode : childCrossMode, isRow ? childCrossMode : mainMode,
                   ownerWidth: innerWidth, ownerHeight: innerHeight, perform: perform && !stretchesLater)
        }
        return initialFreeSpace - distributed
    }

    /// CSS §9.4 #11 and §8.3: aligns each item of a line on the cross axis, stretching where asked.
    private mutating func alignItemsInLine(_ line: FlexLine, node: Int, container: FlexContainer, isRow: Bool,
                                           crossAxis: FlexAxis, lineCross: CGFloat, containerCross: CGFloat,
                                           lineOffset: CGFloat, innerMain: CGFloat, innerCross: CGFloat,
                                           innerWidth: CGFloat, innerHeight: CGFloat) {
        for cursor in line.firstItem..<line.endItem {
            let child = items[cursor].node
            let style = nodes[child].style
            let margin = margins(child, ownerWidth: innerWidth)
            var offset = margin.start(crossAxis)
            let alignment = alignment(of: child, in: container, isRow: isRow)
            let startAuto = style.margin.start(crossAxis).unit == .auto
            let endAuto = style.margin.end(crossAxis).unit == .auto
            if alignment == .stretch && !startAuto && !endAuto {
                if !hasDefiniteSize(child, row: !isRow, ownerSize: innerCross) {
                    var childMain = measured[child].along(row: isRow)
                    var childCross = lineCross
                    if let ratio = style.aspectRatio {
                        childCross = margin.sum(row: !isRow) + (isRow ? childMain / ratio : childMain * ratio)
                    }
                    childMain += margin.sum(row: isRow)
                    var mainMode = SizingMode.exactly, crossMode = SizingMode.exactly
                    constrainToMaxSize(child, row: isRow, axisOwner: innerMain, ownerWidth: innerWidth,
                                       &mainMode, &childMain)
                    constrainToMaxSize(child, row: !isRow, axisOwner: innerCross, ownerWidth: innerWidth,
                                       &crossMode, &childCross)
                    let width = isRow ? childMain : childCross, height = isRow ? childCross : childMain
                    // In lines that align-content will not stretch, size to the content for now:
                    // the line's final cross size stretches the item afterwards (Yoga).
                    let crossKeepsContent = container.flexWrap != .noWrap && container.alignContent != .stretch
                    layout(child, width, height,
                           width.isNaN || (!isRow && crossKeepsContent) ? .undefined : .exactly,
                           height.isNaN || (isRow && crossKeepsContent) ? .undefined : .exactly,
                           ownerWidth: innerWidth, ownerHeight: innerHeight, perform: true)
                }
            } else {
                let remaining = containerCross - measured[child].along(row: !isRow) - margin.sum(row: !isRow)
                if startAuto && endAuto {
                    offset += Swift.max(0, remaining / 2)
                } else if endAuto {
                    // The auto margin takes the free space after the item.
                } else if startAuto {
                    offset += Swift.max(0, remaining)
                } else {
                    switch alignment {
                    case .start, .stretch: break
                    case .center: offset += remaining / 2
                    case .end, .baseline: offset += remaining
                    }
                }
            }
            setPosition(child, along: !isRow, lineOffset + offset)
        }
    }

    /// CSS §9.4 #15 and §9.6 #16: align-content, then each item inside its line's final cross size.
    private mutating func alignLines(node: Int, container: FlexContainer, isRow: Bool, crossAxis: FlexAxis,
                                     linesBase: Int, totalLinesCross: CGFloat, crossMode: SizingMode,
                                     innerCross: CGFloat, crossOwner: CGFloat, ownerWidth: CGFloat, box: Edges,
                                     baselineLayout: Bool, innerWidth: CGFloat, innerHeight: CGFloat) {
        let boxCross = box.sum(row: !isRow)
        let unclamped: CGFloat
        if crossMode == .exactly {
            unclamped = innerCross + boxCross
        } else if hasDefiniteSize(node, row: !isRow, ownerSize: crossOwner) {
            unclamped = resolvedSize(node, row: !isRow, ownerSize: crossOwner)
        } else {
            unclamped = totalLinesCross + boxCross
        }
        let containerCross = bound(node, row: !isRow, unclamped, axisOwner: crossOwner, ownerWidth: ownerWidth)
            - boxCross
        let free = containerCross - totalLinesCross
        let lineCount = CGFloat(lines.count - linesBase)
        var lead = box.start(crossAxis)
        var betweenLines: CGFloat = 0
        var extraPerLine: CGFloat = 0
        var alignContent = container.alignContent
        if free < 0 && alignContent != .center && alignContent != .end { alignContent = .start }
        switch alignContent {
        case .start: break
        case .end: lead += free
        case .center: lead += free / 2
        case .stretch: extraPerLine = free / lineCount
        case .spaceAround:
            lead += free / (2 * lineCount)
            betweenLines = free / lineCount
        case .spaceEvenly:
            lead += free / (lineCount + 1)
            betweenLines = free / (lineCount + 1)
        case .spaceBetween: if lineCount > 1 { betweenLines = free / (lineCount - 1) }
        }
        for lineIndex in linesBase..<lines.count {
            let line = lines[lineIndex]
            if lineIndex > linesBase { lead += container.lineSpacing }
            // The line's cross size: its tallest item, or ascent plus descent for baseline items.
            var lineCross: CGFloat = 0
            var maxAscent: CGFloat = 0, maxDescent: CGFloat = 0
            for cursor in line.firstItem..<line.endItem {
                let child = items[cursor].node
                let margin = margins(child, ownerWidth: innerWidth)
                let size = measured[child]
                lineCross = Swift.max(lineCross, size.along(row: !isRow) + margin.sum(row: !isRow))
                if alignment(of: child, in: container, isRow: isRow) == .baseline {
                    let ascent = baseline(of: child, container) + margin.top
                    let descent = size.height + margin.sum(row: false) - ascent
                    maxAscent = Swift.max(maxAscent, ascent)
                    maxDescent = Swift.max(maxDescent, descent)
                    lineCross = Swift.max(lineCross, maxAscent + maxDescent)
                }
            }
            lineCross += extraPerLine
            for cursor in line.firstItem..<line.endItem {
                let child = items[cursor].node
                let margin = margins(child, ownerWidth: innerWidth)
                let childCross = measured[child].along(row: !isRow)
                switch alignment(of: child, in: container, isRow: isRow) {
                case .start:
                    setPosition(child, along: !isRow, lead + margin.start(crossAxis))
                case .end:
                    setPosition(child, along: !isRow, lead + lineCross - margin.end(crossAxis) - childCross)
                case .center:
                    setPosition(child, along: !isRow, lead + (lineCross - childCross) / 2)
                case .baseline:
                    setPosition(child, along: !isRow, lead + maxAscent - baseline(of: child, container))
                case .stretch:
                    setPosition(child, along: !isRow, lead + margin.start(crossAxis))
                    if !hasDefiniteSize(child, row: !isRow, ownerSize: innerCross) {
                        let main = measured[child].along(row: isRow) + margin.sum(row: isRow)
                        let width = isRow ? main : lineCross, height = isRow ? lineCross : main
                        if width != measured[child].width || height != measured[child].height {
                            layout(child, width, height, .exactly, .exactly,
                                   ownerWidth: innerWidth, ownerHeight: innerHeight, perform: true)
                        }
                    }
                }
            }
            lead += betweenLines + lineCross
        }
    }

    /// Turns flex-start-relative positions into physical ones, places absolute children and adds
    /// relative offsets.
    private mutating func finishPositions(_ node: Int, container: FlexContainer, size: CGSize,
                                          mainAxis: FlexAxis, crossAxis: FlexAxis, itemsBase: Int,
                                          innerWidth: CGFloat, innerHeight: CGFloat, widthMode: SizingMode,
                                          box: Edges) {
        let isRow = mainAxis.isRow
        for cursor in itemsBase..<items.count {
            let child = items[cursor].node
            var position = positions[child]
            let childSize = measured[child]
            if container.flexWrap == .wrapReverse {
                // Lines were stacked from the cross-start edge; wrap-reverse stacks them from the end.
                if isRow { position.y = size.height - position.y - childSize.height }
                else { position.x = size.width - position.x - childSize.width }
            }
            if mainAxis.isReverse {
                if isRow { position.x = size.width - position.x - childSize.width }
                else { position.y = size.height - position.y - childSize.height }
            }
            if crossAxis.isReverse {
                if isRow { position.y = size.height - position.y - childSize.height }
                else { position.x = size.width - position.x - childSize.width }
            }
            if nodes[child].style.position != DimensionInsets() {
                let offset = relativeOffset(child, innerWidth: innerWidth, innerHeight: innerHeight)
                position.x += offset.x
                position.y += offset.y
            }
            positions[child] = position
        }
        for index in 0..<nodes[node].childCount {
            let child = tree.childIndices[nodes[node].firstChild + index]
            let style = nodes[child].style
            guard style.positionType == .absolute, style.display != .none else { continue }
            layoutAbsoluteChild(child, of: node, container: container, size: size, mainAxis: mainAxis,
                                crossAxis: crossAxis, widthMode: widthMode, box: box)
        }
    }

    /// CSS §9.4 relative positioning: `left`/`right` and `top`/`bottom` offsets of an in-flow item.
    private func relativeOffset(_ child: Int, innerWidth: CGFloat, innerHeight: CGFloat) -> CGPoint {
        let position = nodes[child].style.position
        let left = position.left.resolve(against: innerWidth), right = position.right.resolve(against: innerWidth)
        let top = position.top.resolve(against: innerHeight), bottom = position.bottom.resolve(against: innerHeight)
        var x: CGFloat = 0
        if writingDirection == .leftToRight {
            x = left.isDefined ? left : (right.isDefined ? -right : 0)
        } else {
            x = right.isDefined ? -right : (left.isDefined ? left : 0)
        }
        let y = top.isDefined ? top : (bottom.isDefined ? -bottom : 0)
        return CGPoint(x: x, y: y)
    }

    // MARK: - Helpers

    @inline(__always)
    mutating func setPosition(_ node: Int, along row: Bool, _ value: CGFloat) {
        if row { positions[node].x = value } else { positions[node].y = value }
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
            case .baselineFirst, .baselineLast: resolved = .baseline
            }
        }
        return resolved == .baseline && !isRow ? .start : resolved
    }

    private func hasAutoCrossMargin(_ child: Int, isRow: Bool) -> Bool {
        let margin = nodes[child].style.margin
        return isRow ? (margin.top.unit == .auto || margin.bottom.unit == .auto)
                     : (margin.left.unit == .auto || margin.right.unit == .auto)
    }

    /// Texture's baselines: the ascender for first-baseline alignment, the height plus the
    /// (negative) descender for last-baseline alignment.
    private func baseline(of child: Int, _ container: FlexContainer) -> CGFloat {
        let style = nodes[child].style
        return container.alignItems == .baselineLast ? measured[child].height + style.descender : style.ascender
    }
}
