import Foundation

extension LayoutEngine {
    /// §9.3 step 6 and §9.7, "Resolve the flexible lengths of all the flex items": shares the
    /// line's free space out by the flex factors, then lays each item out at its main size (§9.4
    /// step 7, its hypothetical cross size). As in Yoga, resolution takes two passes: the first
    /// takes the items whose share violates their min or max out of the totals (§9.7 step 4c–d,
    /// later items already seeing the new totals); the second sizes every item against what remains.
    func resolveFlexibleLengths(_ flex: FlexContext, _ line: inout FlexLine) {
        let originalFreeSpace = line.remainingFreeSpace
        freezeViolatingItems(flex, &line)
        var distributed: CGFloat = 0
        for cursor in line.firstItem..<line.endItem {
            let child = items[cursor].node
            let base = items[cursor].hypotheticalMainSize
            let mainSize = flexedMainSize(child, base: base, line: line, originalFreeSpace: originalFreeSpace, flex)
            distributed = (distributed + (mainSize - base).float32).float32
            layOutFlexedItem(child, mainSize: mainSize, flex)
        }
        line.remainingFreeSpace = (originalFreeSpace - distributed).float32
    }

    /// The item's share of the free space, unclamped (NaN when it does not flex). Where the
    /// shrink total is 0, the second pass shrinks the item by its own scaled factor; the first
    /// pass divides by 0 like Yoga (so the item is not frozen). In the second pass a float32
    /// residue of the wrong sign, left where removed factors should cancel out, counts as the 0
    /// it stands for: Yoga divides by it, which sizes items that have room 0 wide or billions
    /// of points wide (a difference from Yoga, listed in Scripts/yoga_fixtures.py). Computed in float like Yoga (see
    /// `float32`): whether a share meant to be 0 lands on 0 or just below it decides whether the
    /// item's min freezes it.
    @inline(__always)
    private func flexShare(_ child: Int, base: CGFloat, line: FlexLine, firstPass: Bool = false) -> CGFloat {
        let style = nodes[child].style
        let freeSpace = line.remainingFreeSpace
        if freeSpace < 0 {
            let scaledShrink = (-style.flexShrink.float32 * base).float32
            guard scaledShrink != 0 else { return .nan }
            // A total of 0, or a residue of the wrong sign standing for one (see below).
            if !firstPass && line.totalScaledShrink >= 0 { return (base + scaledShrink).float32 }
            let share = ((freeSpace / line.totalScaledShrink).float32 * scaledShrink).float32
            return (base + share).float32
        }
        if freeSpace > 0 && style.flexGrow != 0 {
            // A total of 0 makes the share infinite, as in Yoga (the item grows to its max); so
            // does a residue of the wrong sign, where Yoga's share is minus billions of points
            // and items that have room collapse to 0 (two items growing 0.6 and 0.4 with a max
            // of 100 in a 500-wide row: Yoga sizes both 0, Choreo 100).
            if !firstPass && line.totalFlexGrow <= 0 { return .infinity }
            let share = ((freeSpace / line.totalFlexGrow).float32 * style.flexGrow.float32).float32
            return (base + share).float32
        }
        return .nan
    }

    /// §9.7 step 4c–d: clamps the items whose share violates min or max, and removes them from
    /// the flex factor totals and the free space.
    private func freezeViolatingItems(_ flex: FlexContext, _ line: inout FlexLine) {
        var frozenDelta: CGFloat = 0
        for cursor in line.firstItem..<line.endItem {
            let child = items[cursor].node
            let base = items[cursor].hypotheticalMainSize
            let target = flexShare(child, base: base, line: line, firstPass: true)
            guard target.isDefined else { continue }
            let clamped = bound(child, row: flex.isRow, target, axisOwner: flex.innerMain, ownerWidth: flex.innerWidth)
            guard clamped.isDefined, clamped.float32 != target else { continue }
            frozenDelta = (frozenDelta + (clamped - base).float32).float32
            let style = nodes[child].style
            if line.remainingFreeSpace < 0 {
                // Yoga removes the shrink weight of the unclamped flex basis.
                let scaledShrink = (-style.flexShrink.float32 * state.flexBases[child].float32).float32
                line.totalScaledShrink = (line.totalScaledShrink - scaledShrink).float32
            } else {
                line.totalFlexGrow = (line.totalFlexGrow - style.flexGrow.float32).float32
            }
        }
        line.remainingFreeSpace = (line.remainingFreeSpace - frozenDelta).float32
    }

    /// §9.7 step 5: the item's target main size, clamped (the hypothetical size when it does not
    /// flex). Only a total that the first pass's removals left as a float32 residue (factors that
    /// should cancel out to 0 leave a few ulps) gives a share beyond the free space: billions of
    /// points. As in Yoga, a huge share that shrinks the item is kept (its min, or its padding and
    /// border, then size it), and a huge growth takes the item to its max (a frozen item's
    /// infinite share too); without a max, where Yoga sizes the item in billions of points, the
    /// item grows by no more than the line's free space (before or after freezing).
    private func flexedMainSize(_ child: Int, base: CGFloat, line: FlexLine, originalFreeSpace: CGFloat,
                                _ flex: FlexContext) -> CGFloat {
        var target = flexShare(child, base: base, line: line)
        guard target.isDefined else { return base }
        let maximum = maximumSize(child, row: flex.isRow, axisOwner: flex.innerMain, ownerWidth: flex.innerWidth)
        if !(maximum >= 0) {
            target = Swift.min(target, base + Swift.max(originalFreeSpace, line.remainingFreeSpace, 0))
        }
        return bound(child, row: flex.isRow, target, axisOwner: flex.innerMain, ownerWidth: flex.innerWidth)
    }

    /// §9.4 step 7, "Determine the hypothetical cross size of each item": lays the item out at its
    /// main size, stretched to the container's cross size where that is already known, and
    /// measures it when it will be stretched to its line later.
    private func layOutFlexedItem(_ child: Int, mainSize: CGFloat, _ flex: FlexContext) {
        let isRow = flex.isRow, innerCross = flex.innerCross
        let style = nodes[child].style
        let margin = margins(child, ownerWidth: flex.innerWidth)
        let marginMain = margin.sum(row: isRow), marginCross = margin.sum(row: !isRow)
        var childMain = mainSize.plus(marginMain)
        var childCross = CGFloat.nan
        var mainMode = SizingMode.stretchFit
        var crossMode = SizingMode.maxContent
        let stretches = alignment(of: child, in: flex.container, isRow: isRow) == .stretch
            && !hasAutoCrossMargin(child, isRow: isRow)
        let definiteCross = definiteSize(child, row: !isRow, ownerSize: innerCross, ownerWidth: flex.innerWidth)
        let hasCrossSize = definiteCross.isDefined
        if let ratio = style.aspectRatio?.float32 {
            let main = (childMain - marginMain).float32
            childCross = ((isRow ? main / ratio : main * ratio).float32 + marginCross).float32
            crossMode = .stretchFit
        } else if innerCross.isDefined && !hasCrossSize && flex.crossMode == .stretchFit
                    && !(flex.wraps && flex.mainOverflows) && stretches {
            childCross = innerCross
            crossMode = .stretchFit
        } else if !hasCrossSize {
            childCross = innerCross
            crossMode = innerCross.isNaN ? .maxContent : .fitContent
        } else {
            childCross = definiteCross.plus(marginCross)
            let isLooseFraction = styleSize(child, row: !isRow).unit == .fraction && flex.crossMode != .stretchFit
            crossMode = childCross.isNaN || isLooseFraction ? .maxContent : .stretchFit
        }
        constrainToMaxSize(child, row: isRow, axisOwner: flex.innerMain, ownerWidth: flex.innerWidth, &mainMode, &childMain)
        constrainToMaxSize(child, row: !isRow, axisOwner: innerCross, ownerWidth: flex.innerWidth, &crossMode, &childCross)
        let stretchesLater = !hasCrossSize && stretches
        layout(child, flex.itemRequest(main: childMain, cross: childCross, mainMode: mainMode, crossMode: crossMode,
                                       performsLayout: flex.performsLayout && !stretchesLater))
    }
}
