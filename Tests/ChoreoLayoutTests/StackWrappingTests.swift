import Foundation
import Testing
@testable import ChoreoLayout

/// flex-wrap, align-content and line spacing.
@MainActor
@Suite struct StackWrappingTests {
    private func threeTiles() -> [any LayoutElement] { [box(80, 30), box(80, 30), box(80, 30)] }

    @Test func noWrapKeepsOverflowingChildrenOnOneLine() {
        let spec = stack(align: .start, threeTiles())
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 80, 30), rect(80, 0, 80, 30),
                                                       rect(160, 0, 80, 30)])
    }

    @Test func wrapStartsANewLineBelowWhenAChildDoesNotFit() {
        let spec = stack(wrap: .wrap, threeTiles())
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 80, 30), rect(80, 0, 80, 30),
                                                       rect(0, 30, 80, 30)])
    }

    @Test func wrapReverseStacksLinesFromTheBottom() {
        let spec = stack(wrap: .wrapReverse, threeTiles())
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 70, 80, 30), rect(80, 70, 80, 30),
                                                       rect(0, 40, 80, 30)])
    }

    @Test func verticalWrapStartsANewColumnToTheRight() {
        let spec = stack(.vertical, align: .start, wrap: .wrap, [box(30, 40), box(30, 40), box(30, 40)])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 30, 40), rect(0, 40, 30, 40),
                                                       rect(30, 0, 30, 40)])
    }

    @Test func verticalWrapReverseStartsColumnsAtTheRight() {
        let spec = stack(.vertical, align: .start, wrap: .wrapReverse, [box(30, 40), box(30, 40), box(30, 40)])
        #expect(layout(spec, 200, 100).childFrames == [rect(170, 0, 30, 40), rect(170, 40, 30, 40),
                                                       rect(140, 0, 30, 40)])
    }

    @Test(arguments: [
        (StackLayoutAlignContent.start, CGFloat(100), [CGFloat(0), 30]),
        (.center, 100, [20, 50]),
        (.end, 100, [40, 70]),
        (.spaceBetween, 100, [0, 70]),
        (.spaceAround, 100, [10, 60]),
        (.spaceEvenly, 120, [20, 70]),
        (.stretch, 100, [0, 50]),
    ])
    func alignContentDistributesTheLines(alignContent: StackLayoutAlignContent, height: CGFloat,
                                         lineYs: [CGFloat]) {
        let spec = stack(wrap: .wrap, alignContent: alignContent, threeTiles())
        let result = layout(spec, 200, height)
        #expect(result.childYs == [lineYs[0], lineYs[0], lineYs[1]])
        #expect(result.childXs == [0, 80, 0])
    }

    @Test func alignContentStretchGrowsLinesAndStretchesAutoHeightChildren() {
        let spec = stack(wrap: .wrap, alignContent: .stretch, [box(80, 30), box(80), box(80, 30)])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 80, 30), rect(80, 0, 80, 50),
                                                       rect(0, 50, 80, 30)])
    }

    @Test func alignContentWithOneLineSpaceBetweenStaysAtTheStart() {
        let spec = stack(wrap: .wrap, alignContent: .spaceBetween, [box(80, 30)])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 80, 30)])
    }

    @Test func alignContentEndWithWrapReversePutsLinesAtTheTop() {
        let spec = stack(wrap: .wrapReverse, alignContent: .end, threeTiles())
        #expect(layout(spec, 200, 100).childYs == [30, 30, 0])
    }

    @Test func alignItemsCentersEachChildWithinItsLine() {
        let spec = stack(align: .center, wrap: .wrap, [box(80, 30), box(80, 10), box(80, 20)])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 80, 30), rect(80, 10, 80, 10),
                                                       rect(0, 30, 80, 20)])
    }

    @Test func stretchInAWrappingStackUsesTheLineHeightNotTheStacks() {
        let spec = stack(wrap: .wrap, [box(80, 30), box(80), box(80, 20)])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 80, 30), rect(80, 0, 80, 30),
                                                       rect(0, 30, 80, 20)])
    }

    @Test func lineSpacingSeparatesLines() {
        let spec = stack(wrap: .wrap, lineSpacing: 10, threeTiles())
        #expect(layout(spec, 200, 100).childYs == [0, 0, 40])
    }

    @Test func lineSpacingIsCountedInTheStacksHeight() {
        let spec = stack(wrap: .wrap, lineSpacing: 10, threeTiles())
        #expect(layout(spec, upTo: 200, 500).size == size(200, 70))
    }

    @Test func lineSpacingDoesNotApplyWithoutASecondLine() {
        let spec = stack(wrap: .wrap, lineSpacing: 10, [box(80, 30), box(80, 30)])
        #expect(layout(spec, upTo: 200, 500).size == size(160, 30))
    }

    @Test func lineSpacingIsAddedBetweenColumnsOfAVerticalWrap() {
        let spec = stack(.vertical, align: .start, wrap: .wrap, lineSpacing: 5,
                         [box(30, 40), box(30, 40), box(30, 40)])
        #expect(layout(spec, 200, 100).childXs == [0, 0, 35])
    }

    @Test func spacingCountsWhenDecidingWhereALineBreaks() {
        let spec = stack(spacing: 50, wrap: .wrap, threeTiles())
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 80, 30), rect(0, 30, 80, 30),
                                                       rect(0, 60, 80, 30)])
    }

    @Test func spacingAfterTheLastItemOfALineDoesNotForceABreak() {
        let spec = stack(spacing: 10, wrap: .wrap, [box(95, 30), box(95, 30), box(95, 30)])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 95, 30), rect(105, 0, 95, 30),
                                                       rect(0, 30, 95, 30)])
    }

    @Test func lineSpacingAndSpacingTogether() {
        let spec = stack(spacing: 10, wrap: .wrap, lineSpacing: 20, threeTiles())
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 80, 30), rect(90, 0, 80, 30),
                                                       rect(0, 50, 80, 30)])
    }

    @Test func unconstrainedWrappingStackKeepsOneLine() {
        let result = layoutUnconstrained(stack(wrap: .wrap, threeTiles()))
        #expect(result.size == size(240, 30))
        #expect(result.childYs == [0, 0, 0])
    }

    @Test func wrappingStackThatOverflowsItsMaximumTakesTheWholeWidth() {
        let result = layout(stack(wrap: .wrap, threeTiles()), upTo: 200, 500)
        #expect(result.size == size(200, 60))
    }

    @Test func justifyContentAppliesToEachLine() {
        let spec = stack(justify: .end, wrap: .wrap, threeTiles())
        #expect(layout(spec, 200, 100).childXs == [40, 120, 120])
    }

    @Test func growDistributesFreeSpaceWithinEachLine() {
        let spec = stack(wrap: .wrap, [box(80, 30) { $0.flexGrow = 1 }, box(80, 30), box(80, 30) { $0.flexGrow = 1 }])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 120, 30), rect(120, 0, 80, 30),
                                                       rect(0, 30, 200, 30)])
    }

    @Test
    func hiddenChildCountsAGapWhenSizingAWrappingStack() {
        // Yoga 3 counts a gap after every child but the last, hidden ones too: 45 + 2 x 10 + 45
        // overflows 105, so the wrapping stack takes the whole 105. The hidden child takes no space.
        let hidden = box(45, 10) { $0.display = .none }
        let spec = stack(spacing: 10, wrap: .wrap, [box(45, 10), hidden, box(45, 10)])
        let result = layout(spec, upTo: 105, 100)
        #expect(result.size == size(105, 10))
        #expect(result.childFrames == [rect(0, 0, 45, 10), .zero, rect(55, 0, 45, 10)])
    }

    @Test
    func absoluteChildCountsAGapWhenSizingAWrappingStack() {
        // As Yoga 3: the absolute child's gap makes the items overflow 105.
        let floating = box(5, 5) { $0.positionType = .absolute }
        let spec = stack(spacing: 10, wrap: .wrap, [box(45, 10), box(45, 10), floating])
        #expect(layout(spec, upTo: 105, 100).size == size(105, 10))
    }

    @Test func alignContentCenterCountsTheLineSpacing() {
        let spec = stack(wrap: .wrap, alignContent: .center, lineSpacing: 10, threeTiles())
        #expect(layout(spec, 200, 100).childYs == [15, 15, 55])
    }

    @Test func alignContentStretchSharesWhatTheLineSpacingLeaves() {
        let spec = stack(wrap: .wrap, alignContent: .stretch, lineSpacing: 10, [box(80), box(80), box(80)])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 80, 45), rect(80, 0, 80, 45), rect(0, 55, 80, 45)])
    }

    @Test func alignContentSpaceBetweenWithWrapReverse() {
        let spec = stack(wrap: .wrapReverse, alignContent: .spaceBetween, threeTiles())
        #expect(layout(spec, 200, 100).childYs == [70, 70, 0])
    }
}
