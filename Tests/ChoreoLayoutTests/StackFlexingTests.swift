import Foundation
import Testing
@testable import ChoreoLayout

/// Flexible lengths (CSS Flexbox §9.7): grow, shrink, basis and min/max re-resolution.
@MainActor
@Suite struct StackFlexingTests {
    @Test func growingChildTakesTheFreeSpace() {
        let spec = stack([box(50), box { $0.flexGrow = 1 }])
        #expect(layout(spec, 300, 100).childFrames == [rect(0, 0, 50, 100), rect(50, 0, 250, 100)])
    }

    @Test func growFactorsShareTheFreeSpaceProportionally() {
        let spec = stack([box { $0.flexGrow = 1 }, box { $0.flexGrow = 2 }])
        #expect(layout(spec, 300, 100).childFrames == [rect(0, 0, 100, 100), rect(100, 0, 200, 100)])
    }

    @Test func growIsAddedOnTopOfEachChildsBasis() {
        let spec = stack([box(50) { $0.flexGrow = 1 }, box(100) { $0.flexGrow = 1 }])
        #expect(layout(spec, 300, 100).childWidths == [125, 175])
    }

    @Test func growFactorsSummingBelowOneTakeOnlyThatShareOfTheFreeSpace() {
        let spec = stack([box { $0.flexGrow = 0.25 }, box { $0.flexGrow = 0.25 }])
        #expect(layout(spec, 300, 100).childFrames == [rect(0, 0, 75, 100), rect(75, 0, 75, 100)])
    }

    @Test func singleHalfGrowFactorTakesHalfTheFreeSpace() {
        let spec = stack([box { $0.flexGrow = 0.5 }])
        #expect(layout(spec, 300, 100).childWidths == [150])
    }

    @Test func growDistributesWhatIsLeftAfterSpacing() {
        let spec = stack(spacing: 20, [box { $0.flexGrow = 1 }, box { $0.flexGrow = 1 }])
        #expect(layout(spec, 300, 100).childFrames == [rect(0, 0, 140, 100), rect(160, 0, 140, 100)])
    }

    @Test func growInAVerticalStackDistributesHeight() {
        let spec = stack(.vertical, [box(nil, 20), box { $0.flexGrow = 1 }])
        #expect(layout(spec, 100, 300).childFrames == [rect(0, 0, 100, 20), rect(0, 20, 100, 280)])
    }

    @Test func growHasNoEffectInAStackThatSizesToItsContent() {
        let spec = stack([box(40) { $0.flexGrow = 1 }, box(30)])
        #expect(layoutUnconstrained(spec).childWidths == [40, 30])
    }

    @Test func childrenDoNotShrinkByDefault() {
        let spec = stack([box(200), box(200)])
        #expect(layout(spec, 300, 100).childFrames == [rect(0, 0, 200, 100), rect(200, 0, 200, 100)])
    }

    @Test func shrinkIsWeightedByTheFlexBasis() {
        // Overflow 100 is taken 1 : 3 from bases 100 and 300 (CSS: shrink x basis).
        let spec = stack([box(100) { $0.flexShrink = 1 }, box(300) { $0.flexShrink = 1 }])
        #expect(layout(spec, 300, 100).childFrames == [rect(0, 0, 75, 100), rect(75, 0, 225, 100)])
    }

    @Test func shrinkFactorsScaleEachChildsShare() {
        let spec = stack([box(200) { $0.flexShrink = 3 }, box(200) { $0.flexShrink = 1 }])
        #expect(layout(spec, 300, 100).childWidths == [125, 175])
    }

    @Test func onlyShrinkableChildrenAbsorbTheOverflow() {
        let spec = stack([box(200), box(200) { $0.flexShrink = 1 }])
        #expect(layout(spec, 300, 100).childFrames == [rect(0, 0, 200, 100), rect(200, 0, 100, 100)])
    }

    @Test func shrinkStopsAtMinimumAndTheRestShrinksMore() {
        let spec = stack([box(200) { $0.flexShrink = 1; $0.minWidth = .points(180) },
                          box(200) { $0.flexShrink = 1 }])
        #expect(layout(spec, 300, 100).childWidths == [180, 120])
    }

    @Test func shrinkIntoAContainersMaximumWidth() {
        let spec = stack([box(100) { $0.flexShrink = 1 }, box(100) { $0.flexShrink = 1 }]) {
            $0.maxWidth = .points(150)
        }
        let result = layout(spec, upTo: 300, 100)
        #expect(result.size == size(150, 0))
        #expect(result.childWidths == [75, 75])
    }

    @Test func flexBasisInPointsReplacesTheWidth() {
        let spec = stack([box(10) { $0.flexBasis = .points(100); $0.flexGrow = 1 },
                          box { $0.flexBasis = .points(50); $0.flexGrow = 1 }])
        #expect(layout(spec, 300, 100).childWidths == [175, 125])
    }

    @Test func flexBasisFractionResolvesAgainstTheStacksWidth() {
        let spec = stack([box { $0.flexBasis = .fraction(0.5) }, box(20)])
        #expect(layout(spec, 300, 100).childFrames == [rect(0, 0, 150, 100), rect(150, 0, 20, 100)])
    }

    @Test func flexBasisFractionInAVerticalStackResolvesAgainstItsHeight() {
        let spec = stack(.vertical, [box { $0.flexBasis = .fraction(0.25) }])
        #expect(layout(spec, 300, 200).childFrames == [rect(0, 0, 300, 50)])
    }

    @Test func autoFlexBasisUsesTheChildsSize() {
        let spec = stack([box(60) { $0.flexBasis = .auto; $0.flexGrow = 1 }, box(40) { $0.flexGrow = 1 }])
        #expect(layout(spec, 200, 100).childWidths == [110, 90])
    }

    @Test func autoFlexBasisMeasuresContent() {
        let image = ContentLeaf(intrinsic: size(70, 30))
        let spec = stack(align: .start, [image, box { $0.flexGrow = 1 }])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 70, 30), rect(70, 0, 130, 0)])
    }

    @Test func zeroFlexBasisIgnoresContentWhenGrowing() {
        let image = ContentLeaf(intrinsic: size(70, 30))
        image.style.flexBasis = .points(0)
        image.style.flexGrow = 1
        let spec = stack(align: .start, [image, box { $0.flexBasis = .points(0); $0.flexGrow = 1 }])
        #expect(layout(spec, 200, 100).childWidths == [100, 100])
    }

    @Test func maximumsFreezeItemsAndTheRestIsRedistributed() {
        // CSS §9.7: A is frozen at 50, then B at 120; C takes the rest.
        let spec = stack([box { $0.flexGrow = 1; $0.maxWidth = .points(50) },
                          box { $0.flexGrow = 1; $0.maxWidth = .points(120) },
                          box { $0.flexGrow = 1 }])
        #expect(layout(spec, 300, 100).childFrames == [rect(0, 0, 50, 100), rect(50, 0, 120, 100),
                                                       rect(170, 0, 130, 100)])
    }

    @Test func minimumRaisesTheHypotheticalSizeBeforeGrowing() {
        let spec = stack([box { $0.flexGrow = 1; $0.minWidth = .points(200) }, box { $0.flexGrow = 1 }])
        #expect(layout(spec, 300, 100).childWidths == [250, 50])
    }

    @Test func maxWidthLimitsAChildThatDoesNotFlex() {
        let spec = stack([box(200) { $0.maxWidth = .points(80) }, box(10)])
        #expect(layout(spec, 300, 100).childFrames == [rect(0, 0, 80, 100), rect(80, 0, 10, 100)])
    }

    @Test func minWidthBeatsMaxWidthOnAStackChild() {
        let spec = stack([box(150) { $0.minWidth = .points(100); $0.maxWidth = .points(50) }, box(10)])
        #expect(layout(spec, 300, 100).childFrames == [rect(0, 0, 100, 100), rect(100, 0, 10, 100)])
    }

    @Test func growingStackChildLaysOutItsOwnChildrenInTheGrownSize() {
        let leaf = box { $0.flexGrow = 1 }
        let inner = stack([box(10), leaf]) { $0.flexGrow = 1 }
        let outer = stack([box(100), inner])
        let result = layout(outer, 300, 50)
        #expect(result.frame(of: inner) == rect(100, 0, 200, 50))
        #expect(result.frame(of: leaf) == rect(110, 0, 190, 50))
    }

    @Test func shrinkingTextWrapsOntoMoreLines() {
        let text = ContentLeaf(textLength: 300, lineHeight: 20)
        text.style.flexShrink = 1
        let spec = stack(align: .start, [text, box(50, 10)])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 150, 40), rect(150, 0, 50, 10)])
    }

    @Test func growDistributesWhatIsLeftAfterMargins() {
        let spec = stack([box { $0.flexGrow = 1; $0.margin.left = .points(10); $0.margin.right = .points(10) },
                          box { $0.flexGrow = 1 }])
        #expect(layout(spec, 300, 100).childFrames == [rect(10, 0, 140, 100), rect(160, 0, 140, 100)])
    }

    @Test func shrinkKeepsMarginsIntact() {
        let spec = stack([box(200) { $0.flexShrink = 1; $0.margin.right = .points(20) }, box(200) { $0.flexShrink = 1 }])
        #expect(layout(spec, 300, 100).childFrames == [rect(0, 0, 140, 100), rect(160, 0, 140, 100)])
    }

    @Test func growingTextStaysOnOneLineAndShrinkingTextWraps() {
        let text = ContentLeaf(textLength: 120, lineHeight: 20)
        let spec = stack(.vertical, align: .start, [text])
        #expect(layout(spec, 100, 200).frame(of: text) == rect(0, 0, 100, 40))
        #expect(layout(spec, 200, 200).frame(of: text) == rect(0, 0, 120, 20))
    }

    @Test func stretchedTextInAColumnWrapsAtTheColumnsWidth() {
        let text = ContentLeaf(textLength: 300, lineHeight: 20)
        let spec = stack(.vertical, [text, box(nil, 10)])
        #expect(layout(spec, 100, 200).childFrames == [rect(0, 0, 100, 60), rect(0, 60, 100, 10)])
    }

    @Test
    func growFactorsSummingBelowOneAreFlooredToOne() {
        // Yoga 3 (not CSS 9.7): the total 0.5 counts as 1; A (max 10) freezes at 10, then B takes
        // 290 / 0.75 x 0.25 = 96.67 of the free space.
        let spec = stack([box { $0.flexGrow = 0.25; $0.maxWidth = .points(10) }, box { $0.flexGrow = 0.25 }])
        #expect(layout(spec, 300, 100).childWidths == [10, 97])
    }
}
