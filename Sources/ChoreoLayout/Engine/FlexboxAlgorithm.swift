import Foundation

extension LayoutEngine {
    /// CSS Flexbox §9, the flex layout algorithm, as Yoga 3 runs it: lays out or measures a flex
    /// container and returns its border-box size. Each step is one function, named after the
    /// step it implements; those of one line, and those after the last line, are called from
    /// one function each.
    func layoutFlexContainer(_ node: Int, _ container: FlexContainer, _ request: LayoutRequest) -> CGSize {
        var flex = makeFlexContext(node, container, request)
        defer {
            items.removeLast(items.count - flex.itemsBase)
            lines.removeLast(lines.count - flex.linesBase)
        }
        determineFlexBaseSizes(&flex)
        var linesCrossSize: CGFloat = 0
        var largestLineMainSize: CGFloat = 0
        var lineStart = flex.itemsBase
        repeat {
            var line = collectFlexLine(flex, from: lineStart)
            determineFreeSpace(&flex, &line)
            layOutLine(flex, &line, linesCrossSize: linesCrossSize)
            linesCrossSize = (linesCrossSize + (line.crossSize + (lines.count > flex.linesBase ? flex.crossGap : 0))
                .float32).float32
            largestLineMainSize = Swift.max(largestLineMainSize, line.mainSize)
            lines.append(line)
            lineStart = line.endItem
        } while lineStart < items.count
        return finishContainer(flex, linesCrossSize: linesCrossSize, largestLineMainSize: largestLineMainSize)
    }

    /// The steps of one line whose free space is known: its flexible lengths (§9.7), main-axis
    /// alignment (§9.5 step 12), cross size (§9.4 step 8) and, when laying out, its items'
    /// cross-axis alignment (§9.6 steps 13–14). Taking the context as a constant, it passes it
    /// on by address; the orchestrator's own, which steps change, would be copied for each call.
    private func layOutLine(_ flex: FlexContext, _ line: inout FlexLine, linesCrossSize: CGFloat) {
        // A measurement whose cross size is fixed needs only the items' flex base sizes.
        if flex.performsLayout || flex.crossMode != .stretchFit {
            resolveFlexibleLengths(flex, &line)
        }
        distributeMainAxisFreeSpace(flex, &line)
        let containerCross = calculateLineCrossSize(flex, &line)
        if flex.performsLayout {
            alignItemsInLine(flex, line, containerCross: containerCross, lineOffset: linesCrossSize)
        }
    }

    /// The steps once every line is laid out: the lines' cross-axis alignment (§9.6 step 16),
    /// the container's size (§9.2 step 4, §9.6 step 15) and, when laying out, the items'
    /// placement.
    private func finishContainer(_ flex: FlexContext, linesCrossSize: CGFloat, largestLineMainSize: CGFloat) -> CGSize {
        if flex.performsLayout && (flex.wraps || flex.isBaselineLayout) {
            alignFlexLines(flex, linesCrossSize: linesCrossSize)
        }
        let size = determineContainerSize(flex, linesCrossSize: linesCrossSize, largestLineMainSize: largestLineMainSize)
        if flex.performsLayout { placeItems(flex, containerSize: size) }
        return size
    }

    /// §9.1 Initial setup and §9.2 step 2, "Determine the available main and cross space for the
    /// flex items": the axes, the box model, and the space inside padding and border, clamped by
    /// the container's min and max sizes.
    private func makeFlexContext(_ node: Int, _ container: FlexContainer, _ request: LayoutRequest) -> FlexContext {
        let mainAxis = FlexAxis(container.direction, writingDirection)
        let isRow = mainAxis.isRow
        let margin = margins(node, ownerWidth: request.ownerWidth)
        let box = paddingAndBorder(node, ownerWidth: request.ownerWidth)
        func inner(_ row: Bool) -> CGFloat {
            var inner = ((request.available(row: row) - margin.sum(row: row)).float32 - box.sum(row: row)).float32
            guard inner.isDefined else { return inner }
            let owner = request.owner(row: row), ownerWidth = request.ownerWidth
            let minimum = (minimumSize(node, row: row, axisOwner: owner, ownerWidth: ownerWidth) - box.sum(row: row)).float32
            let maximum = (maximumSize(node, row: row, axisOwner: owner, ownerWidth: ownerWidth) - box.sum(row: row)).float32
            inner = inner.minDefined(maximum).maxDefined(minimum.isNaN ? 0 : minimum)
            return inner
        }
        let innerWidth = inner(true), innerHeight = inner(false)
        return FlexContext(
            node: node, container: container, request: request, mainAxis: mainAxis,
            crossAxis: mainAxis.cross(writingDirection), isRow: isRow, wraps: container.flexWrap != .noWrap,
            margin: margin, box: box, innerWidth: innerWidth, innerHeight: innerHeight,
            innerMain: isRow ? innerWidth : innerHeight, mainMode: request.mode(row: isRow),
            crossGap: container.gap(row: !isRow, along: false, innerSize: isRow ? innerHeight : innerWidth),
            itemsBase: items.count, linesBase: lines.count)
    }

    /// §9.3 step 5, "Collect flex items into flex lines": from `start`, the items that fit on one
    /// line (all of them without wrapping), with the line's totals. Yoga floors grow and shrink
    /// totals between 0 and 1 to 1 (CSS §9.7 step 4 distributes only that share instead). The
    /// line's totals are float32 sums like Yoga's (see `float32`).
    private func collectFlexLine(_ flex: FlexContext, from start: Int) -> FlexLine {
        var line = FlexLine(firstItem: start, endItem: start)
        var cursor = start
        while cursor < items.count {
            let child = items[cursor].node
            let style = nodes[child].style
            let outerMargin = margins(child, ownerWidth: flex.innerWidth).sum(row: flex.isRow)
            let hypothetical = boundByMinMax(child, row: flex.isRow, state.flexBases[child], axisOwner: flex.mainOwner,
                                             ownerWidth: flex.innerWidth)
            let gap = cursor > start ? flex.mainGap : 0
            // Yoga counts the auto margins of the item that starts the next line too.
            if style.margin.start(flex.mainAxis).unit == .auto { line.autoMarginCount += 1 }
            if style.margin.end(flex.mainAxis).unit == .auto { line.autoMarginCount += 1 }
            // Whether the item fits is a float comparison, summed in Yoga's order: a line that
            // fits exactly in decimal may overflow by a float ulp (and wrap) or not.
            let sum = (((line.consumedMainSize + hypothetical).float32 + outerMargin).float32 + gap).float32
            if flex.wraps && cursor > start && sum > flex.innerMain { break }
            line.consumedMainSize = (line.consumedMainSize + ((hypothetical + outerMargin).float32 + gap).float32).float32
            if style.flexGrow != 0 || style.flexShrink != 0 {
                line.totalFlexGrow = (line.totalFlexGrow + style.flexGrow.float32).float32
                let scaledShrink = (-style.flexShrink.float32 * state.flexBases[child].float32).float32
                line.totalScaledShrink = (line.totalScaledShrink + scaledShrink).float32
            }
            items[cursor].hypotheticalMainSize = hypothetical
            state.beyondFirstLine[child] = lines.count > flex.linesBase
            cursor += 1
        }
        line.endItem = cursor
        if line.totalFlexGrow > 0 && line.totalFlexGrow < 1 { line.totalFlexGrow = 1 }
        if line.totalScaledShrink > 0 && line.totalScaledShrink < 1 { line.totalScaledShrink = 1 }
        return line
    }

    /// §9.7 step 3, "Calculate initial free space": the line's free space. A container sized by
    /// its content (and not growing) takes the items' size as its inner main size, within its min
    /// and max (Yoga).
    private func determineFreeSpace(_ flex: inout FlexContext, _ line: inout FlexLine) {
        var sizedByContent = false
        if flex.mainMode != .stretchFit {
            let style = nodes[flex.node].style
            let minInner = (minimumSize(flex.node, row: flex.isRow, axisOwner: flex.mainOwner, ownerWidth: flex.ownerWidth)
                            - flex.boxMain).float32
            let maxInner = (maximumSize(flex.node, row: flex.isRow, axisOwner: flex.mainOwner, ownerWidth: flex.ownerWidth)
                            - flex.boxMain).float32
            if minInner.isDefined && line.consumedMainSize < minInner {
                flex.innerMain = minInner
            } else if maxInner.isDefined && line.consumedMainSize > maxInner {
                flex.innerMain = maxInner
            } else {
                if line.totalFlexGrow == 0 || style.flexGrow == 0 { flex.innerMain = line.consumedMainSize }
                sizedByContent = true
            }
        }
        if !sizedByContent && flex.innerMain.isDefined {
            line.remainingFreeSpace = (flex.innerMain - line.consumedMainSize).float32
        } else if line.consumedMainSize < 0 {
            line.remainingFreeSpace = -line.consumedMainSize
        }
    }

    /// §9.2 step 4 and §9.6 step 15, "Determine the main size of the flex container" and "Determine
    /// the flex container's used cross size": the available size where it is stretch-fit, else
    /// the lines' size; clamped by min and max, never below padding and border.
    private func determineContainerSize(_ flex: FlexContext, linesCrossSize: CGFloat,
                                        largestLineMainSize: CGFloat) -> CGSize {
        let node = flex.node, ownerWidth = flex.ownerWidth
        var width = bound(node, row: true, (flex.request.availableWidth - flex.margin.sum(row: true)).float32,
                          axisOwner: ownerWidth, ownerWidth: ownerWidth)
        var height = bound(node, row: false, (flex.request.availableHeight - flex.margin.sum(row: false)).float32,
                           axisOwner: flex.request.ownerHeight, ownerWidth: ownerWidth)
        // A scrolling container sized to fit its content takes no more than the space it has (Yoga).
        let scrolls = nodes[node].style.overflow == .scroll
        if flex.mainMode != .stretchFit {
            var main = bound(node, row: flex.isRow, largestLineMainSize, axisOwner: flex.mainOwner, ownerWidth: ownerWidth)
            if scrolls && flex.mainMode == .fitContent {
                let content = boundByMinMax(node, row: flex.isRow, largestLineMainSize, axisOwner: flex.mainOwner,
                                            ownerWidth: ownerWidth)
                main = (flex.innerMain + flex.boxMain).float32.minDefined(content).maxDefined(flex.boxMain)
            }
            if flex.isRow { width = main } else { height = main }
        }
        if flex.crossMode != .stretchFit {
            let lines = (linesCrossSize + flex.boxCross).float32
            var cross = bound(node, row: !flex.isRow, lines, axisOwner: flex.crossOwner, ownerWidth: ownerWidth)
            if scrolls && flex.crossMode == .fitContent {
                let content = boundByMinMax(node, row: !flex.isRow, lines, axisOwner: flex.crossOwner, ownerWidth: ownerWidth)
                cross = (flex.innerCross + flex.boxCross).float32.minDefined(content).maxDefined(flex.boxCross)
            }
            if flex.isRow { height = cross } else { width = cross }
        }
        return CGSize(width: width, height: height)
    }
}
