import Foundation
import Testing
@testable import ChoreoLayout

/// justify-content, align-items, align-self, baselines and Texture's alignment sugar.
@MainActor
@Suite struct StackAlignmentTests {
    private func threeBoxes(_ justify: StackLayoutJustifyContent, width: CGFloat, boxWidth: CGFloat = 50) -> Layout {
        layout(stack(justify: justify, [box(boxWidth), box(boxWidth), box(boxWidth)]), width, 100)
    }

    @Test(arguments: [
        (StackLayoutJustifyContent.start, CGFloat(300), [CGFloat(0), 50, 100]),
        (.center, 300, [75, 125, 175]),
        (.end, 300, [150, 200, 250]),
        (.spaceBetween, 300, [0, 125, 250]),
        (.spaceAround, 300, [25, 125, 225]),
        (.spaceEvenly, 310, [40, 130, 220]),
    ])
    func justifyContentDistributesPositiveFreeSpace(justify: StackLayoutJustifyContent, width: CGFloat,
                                                    expected: [CGFloat]) {
        let result = threeBoxes(justify, width: width)
        #expect(result.childXs == expected)
        #expect(result.childWidths == [50, 50, 50])
    }

    @Test(arguments: [
        (StackLayoutJustifyContent.start, CGFloat(0)),
        (.center, 125),
        (.end, 250),
        (.spaceBetween, 0),
        (.spaceAround, 125),
        (.spaceEvenly, 125),
    ])
    func justifyContentWithOneChild(justify: StackLayoutJustifyContent, expectedX: CGFloat) {
        let result = layout(stack(justify: justify, [box(50)]), 300, 100)
        #expect(result.childXs == [expectedX])
    }

    @Test(arguments: [
        (StackLayoutJustifyContent.start, [CGFloat(0), 120, 240]),
        (.center, [-30, 90, 210]),
        (.end, [-60, 60, 180]),
        (.spaceBetween, [0, 120, 240]),
        (.spaceAround, [0, 120, 240]),
        (.spaceEvenly, [0, 120, 240]),
    ])
    func justifyContentWithNegativeFreeSpace(justify: StackLayoutJustifyContent, expected: [CGFloat]) {
        // 360 of children in 300: center and end overflow; the distributed values fall back to start.
        #expect(threeBoxes(justify, width: 300, boxWidth: 120).childXs == expected)
    }

    @Test func justifyContentInAVerticalStackUsesHeight() {
        let spec = stack(.vertical, justify: .center, [box(nil, 20), box(nil, 20)])
        #expect(layout(spec, 100, 100).childYs == [30, 50])
    }

    @Test func justifyEndInAReversedStackPacksAtTheLeft() {
        let spec = stack(.horizontalReverse, justify: .end, [box(50), box(30)])
        #expect(layout(spec, 200, 100).childXs == [30, 0])
    }

    @Test func justifyContentHasNoEffectWhenAChildGrows() {
        let spec = stack(justify: .center, [box(50), box { $0.flexGrow = 1 }])
        #expect(layout(spec, 300, 100).childFrames == [rect(0, 0, 50, 100), rect(50, 0, 250, 100)])
    }

    @Test(arguments: [
        (StackLayoutAlignItems.start, rect(0, 0, 50, 40)),
        (.end, rect(0, 60, 50, 40)),
        (.center, rect(0, 30, 50, 40)),
        (.stretch, rect(0, 0, 50, 40)),
    ])
    func alignItemsPlacesASizedChildOnTheCrossAxis(align: StackLayoutAlignItems, expected: CGRect) {
        #expect(layout(stack(align: align, [box(50, 40)]), 200, 100).childFrames == [expected])
    }

    @Test(arguments: [
        (StackLayoutAlignItems.start, rect(0, 0, 50, 0)),
        (.end, rect(0, 100, 50, 0)),
        (.center, rect(0, 50, 50, 0)),
        (.stretch, rect(0, 0, 50, 100)),
    ])
    func onlyStretchSizesAnAutoHeightChild(align: StackLayoutAlignItems, expected: CGRect) {
        #expect(layout(stack(align: align, [box(50)]), 200, 100).childFrames == [expected])
    }

    @Test(arguments: [
        (StackLayoutAlignItems.start, rect(0, 0, 50, 20)),
        (.end, rect(150, 0, 50, 20)),
        (.center, rect(75, 0, 50, 20)),
        (.stretch, rect(0, 0, 200, 20)),
    ])
    func alignItemsInAVerticalStack(align: StackLayoutAlignItems, expected: CGRect) {
        let child = box(nil, 20) { if align != .stretch { $0.width = .points(50) } }
        #expect(layout(stack(.vertical, align: align, [child]), 200, 100).childFrames == [expected])
    }

    @Test(arguments: [
        (StackLayoutAlignSelf.auto, rect(0, 0, 50, 40)),
        (.start, rect(0, 0, 50, 40)),
        (.end, rect(0, 60, 50, 40)),
        (.center, rect(0, 30, 50, 40)),
    ])
    func alignSelfOverridesAlignItems(alignSelf: StackLayoutAlignSelf, expected: CGRect) {
        let spec = stack(align: .start, [box(50, 40) { $0.alignSelf = alignSelf }])
        #expect(layout(spec, 200, 100).childFrames == [expected])
    }

    @Test func alignSelfStretchStretchesInAStartAlignedStack() {
        let spec = stack(align: .start, [box(50) { $0.alignSelf = .stretch }, box(50)])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 50, 100), rect(50, 0, 50, 0)])
    }

    @Test func alignSelfStartStopsStretching() {
        let spec = stack([box(50) { $0.alignSelf = .start }, box(50)])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 50, 0), rect(50, 0, 50, 100)])
    }

    @Test func alignEndRespectsTheChildsMargin() {
        let spec = stack(align: .end, [box(50, 40) { $0.margin.bottom = .points(10) }])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 50, 50, 40)])
    }

    @Test func stretchLeavesRoomForCrossMargins() {
        let spec = stack([box(50) { $0.margin.top = .points(10); $0.margin.bottom = .points(5) }])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 10, 50, 85)])
    }

    @Test func stretchIsLimitedByMaxHeight() {
        let spec = stack([box(50) { $0.maxHeight = .points(30) }])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 50, 30)])
    }

    @Test func baselineFirstAlignsAscenders() {
        let a = box(40, 40) { $0.ascender = 30 }
        let b = box(40, 20) { $0.ascender = 10 }
        let spec = stack(align: .baselineFirst, [a, b])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 40, 40), rect(40, 20, 40, 20)])
    }

    @Test func baselineLastAlignsHeightPlusDescender() {
        let a = box(40, 40) { $0.descender = -8 }
        let b = box(40, 20) { $0.descender = -4 }
        let spec = stack(align: .baselineLast, [a, b])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 40, 40), rect(40, 16, 40, 20)])
    }

    @Test func baselineStackHeightIsMaxAscentPlusMaxDescent() {
        let a = box(40, 40) { $0.ascender = 30 }
        let b = box(40, 20) { $0.ascender = 5 }
        let result = layoutUnconstrained(stack(align: .baselineFirst, [a, b]))
        #expect(result.size == size(80, 45))
        #expect(result.childFrames == [rect(0, 0, 40, 40), rect(40, 25, 40, 20)])
    }

    @Test func baselineAlignmentIncludesTopMargins() {
        let a = box(40, 40) { $0.ascender = 30 }
        let b = box(40, 20) { $0.ascender = 10; $0.margin.top = .points(30) }
        let spec = stack(align: .baselineFirst, [a, b])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 10, 40, 40), rect(40, 30, 40, 20)])
    }

    @Test func alignSelfBaselineJoinsTheBaselineOfItsSiblings() {
        let a = box(40, 40) { $0.ascender = 30; $0.alignSelf = .baseline }
        let b = box(40, 20) { $0.ascender = 10; $0.alignSelf = .baseline }
        let c = box(40, 10)
        let spec = stack(align: .start, [a, b, c])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 40, 40), rect(40, 20, 40, 20),
                                                       rect(80, 0, 40, 10)])
    }

    @Test func baselineAlignmentInAVerticalStackActsAsStart() {
        let spec = stack(.vertical, align: .baselineFirst, [box(50, 20) { $0.ascender = 15 }, box(30, 20)])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 50, 20), rect(0, 20, 30, 20)])
    }

    @Test func horizontalAlignmentOnAHorizontalStackSetsJustifyContent() {
        let spec = StackLayoutSpec()
        spec.horizontalAlignment = .middle
        #expect(spec.justifyContent == .center)
        #expect(spec.alignItems == .stretch)
        spec.horizontalAlignment = .right
        #expect(spec.justifyContent == .end)
        spec.horizontalAlignment = .left
        #expect(spec.justifyContent == .start)
    }

    @Test func verticalAlignmentOnAHorizontalStackSetsAlignItems() {
        let spec = StackLayoutSpec()
        spec.verticalAlignment = .bottom
        #expect(spec.alignItems == .end)
        #expect(spec.justifyContent == .start)
        spec.verticalAlignment = .center
        #expect(spec.alignItems == .center)
        spec.verticalAlignment = .top
        #expect(spec.alignItems == .start)
    }

    @Test func alignmentSugarOnAVerticalStackSwapsAxes() {
        let spec = StackLayoutSpec()
        spec.direction = .vertical
        spec.horizontalAlignment = .right
        spec.verticalAlignment = .center
        #expect(spec.alignItems == .end)
        #expect(spec.justifyContent == .center)
    }

    @Test func alignmentSugarNoneKeepsTheCurrentValues() {
        let spec = StackLayoutSpec()
        spec.justifyContent = .spaceBetween
        spec.alignItems = .center
        spec.horizontalAlignment = .none
        spec.verticalAlignment = .none
        #expect(spec.justifyContent == .spaceBetween)
        #expect(spec.alignItems == .center)
    }

    @Test func alignmentSugarLaysOutAtTheBottomRight() {
        let spec = stack([box(50, 20)])
        spec.horizontalAlignment = .right
        spec.verticalAlignment = .bottom
        #expect(layout(spec, 200, 100).childFrames == [rect(150, 80, 50, 20)])
    }

    @Test
    func changingDirectionReappliesTheAlignmentSugar() {
        // Texture's setDirection: resolves the horizontal and vertical alignment again.
        let spec = StackLayoutSpec()
        spec.horizontalAlignment = .right
        #expect(spec.justifyContent == .end)
        spec.direction = .vertical
        #expect(spec.alignItems == .end)
    }

    @Test func spaceBetweenAddsToTheSpacing() {
        let spec = stack(spacing: 10, justify: .spaceBetween, [box(50), box(50), box(50)])
        #expect(layout(spec, 300, 100).childXs == [0, 125, 250])
    }

    @Test func spaceAroundSharesWhatTheSpacingLeaves() {
        // Free space 300 - 150 - 20 = 130 is shared around 2 children: 32.5 at each end, 65 between.
        let spec = stack(spacing: 20, justify: .spaceAround, [box(50), box(100)])
        let frames = layout(spec, 300, 100, options: LayoutOptions(scale: 0)).childFrames
        #expect(frames.map(\.minX) == [32.5, 167.5])
    }

    @Test func centerCountsTheSpacing() {
        let spec = stack(spacing: 10, justify: .center, [box(50), box(50)])
        #expect(layout(spec, 300, 100).childXs == [95, 155])
    }

    @Test func justifyEndInAVerticalReverseStackPacksAtTheTop() {
        let spec = stack(.verticalReverse, justify: .end, [box(nil, 20), box(nil, 30)])
        #expect(layout(spec, 100, 100).childFrames == [rect(0, 30, 100, 20), rect(0, 0, 100, 30)])
    }

    @Test func centeredChildTallerThanTheStackOverflowsBothWays() {
        let spec = stack(align: .center, [box(80, 140)])
        #expect(layout(spec, 100, 100).childFrames == [rect(0, -20, 80, 140)])
    }

    @Test func endAlignedChildTallerThanTheStackOverflowsAtTheTop() {
        let spec = stack(align: .end, [box(80, 140)])
        #expect(layout(spec, 100, 100).childFrames == [rect(0, -40, 80, 140)])
    }
}
