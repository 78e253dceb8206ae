import Foundation
import Testing
@testable import ChoreoLayout

/// Padding, border, margins (auto and fractional), fractions, min/max on the container,
/// relative offsets, aspect ratio and display none.
@MainActor
@Suite struct StackBoxModelTests {
    @Test func paddingInsetsTheChildren() {
        let spec = stack([box(50)]) { $0.padding = DimensionInsets(EdgeInsets(top: 10, left: 20, bottom: 5, right: 0)) }
        #expect(layout(spec, 200, 100).childFrames == [rect(20, 10, 50, 85)])
    }

    @Test func borderInsetsTheChildrenLikePadding() {
        let spec = stack([box(50)]) { $0.border = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5) }
        #expect(layout(spec, 200, 100).childFrames == [rect(5, 5, 50, 90)])
    }

    @Test func borderAndPaddingAddUp() {
        let spec = stack([box(10)]) {
            $0.border = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
            $0.padding = DimensionInsets(EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        }
        #expect(layout(spec, 200, 100).childFrames == [rect(15, 15, 10, 70)])
    }

    @Test func paddingIsPartOfAContentSizedStack() {
        let spec = stack([box(50, 20)]) { $0.padding = DimensionInsets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) }
        #expect(layoutUnconstrained(spec).size == size(56, 24))
    }

    @Test func widthIncludesPaddingAndBorder() {
        let leaf = box(10, 10)
        let inner = stack([leaf]) {
            $0.width = .points(100)
            $0.padding = DimensionInsets(EdgeInsets(top: 0, left: 30, bottom: 0, right: 30))
            $0.border = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        }
        let result = layout(stack(align: .start, [inner]), 300, 100)
        #expect(result.frame(of: inner) == rect(0, 0, 100, 10))
        #expect(result.frame(of: leaf) == rect(40, 0, 10, 10))
    }

    @Test func marginOffsetsAChildAndShortensItsStretch() {
        let spec = stack([box(50) { $0.margin.left = .points(10); $0.margin.top = .points(5) }])
        #expect(layout(spec, 200, 100).childFrames == [rect(10, 5, 50, 95)])
    }

    @Test func marginSeparatesSiblings() {
        let spec = stack([box(50) { $0.margin.right = .points(10) }, box(30)])
        #expect(layout(spec, 200, 100).childXs == [0, 60])
    }

    @Test func negativeMarginPullsTheNextSiblingBack() {
        let spec = stack([box(50) { $0.margin.right = .points(-10) }, box(30)])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 50, 100), rect(40, 0, 30, 100)])
    }

    @Test func marginsArePartOfAContentSizedStack() {
        let spec = stack(align: .start, [box(50, 20) { $0.margin = DimensionInsets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) }])
        #expect(layoutUnconstrained(spec).size == size(56, 24))
    }

    @Test func autoMarginOnBothSidesCentersOnTheMainAxis() {
        let spec = stack([box(50) { $0.margin.left = .auto; $0.margin.right = .auto }])
        #expect(layout(spec, 200, 100).childFrames == [rect(75, 0, 50, 100)])
    }

    @Test func autoLeftMarginPushesAChildToTheEnd() {
        let spec = stack([box(50) { $0.margin.left = .auto }])
        #expect(layout(spec, 200, 100).childXs == [150])
    }

    @Test func autoMarginBetweenSiblingsTakesPrecedenceOverJustifyContent() {
        let spec = stack(justify: .center, [box(50) { $0.margin.right = .auto }, box(30)])
        #expect(layout(spec, 200, 100).childXs == [0, 170])
    }

    @Test func autoMarginsShareTheFreeSpaceEqually() {
        let spec = stack([box(50) { $0.margin.left = .auto }, box(50) { $0.margin.left = .auto }])
        #expect(layout(spec, 200, 100).childXs == [50, 150])
    }

    @Test func autoMarginsAbsorbNothingWhenAChildGrows() {
        let spec = stack([box(50) { $0.margin.left = .auto }, box { $0.flexGrow = 1 }])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 50, 100), rect(50, 0, 150, 100)])
    }

    @Test func autoCrossMarginsCenterTheChild() {
        let spec = stack([box(50, 40) { $0.margin.top = .auto; $0.margin.bottom = .auto }])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 30, 50, 40)])
    }

    @Test func autoTopMarginPushesTheChildToTheBottom() {
        let spec = stack([box(50, 40) { $0.margin.top = .auto }])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 60, 50, 40)])
    }

    @Test func autoCrossMarginsPreventStretching() {
        let spec = stack([box(50) { $0.margin.top = .auto; $0.margin.bottom = .auto }])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 50, 50, 0)])
    }

    @Test func fractionWidthAndHeightResolveAgainstTheContentBox() {
        let spec = stack([box { $0.width = .fraction(0.5); $0.height = .fraction(0.5) }]) {
            $0.padding = DimensionInsets(EdgeInsets(top: 20, left: 20, bottom: 20, right: 20))
        }
        #expect(layout(spec, 200, 100).childFrames == [rect(20, 20, 80, 30)])
    }

    @Test func fractionMarginsResolveAgainstTheParentsWidthOnBothAxes() {
        let spec = stack([box(50) { $0.margin.top = .fraction(0.1); $0.margin.left = .fraction(0.05) }])
        #expect(layout(spec, 200, 100).childFrames == [rect(10, 20, 50, 80)])
    }

    @Test func fractionPaddingResolvesAgainstTheParentsWidthOnBothAxes() {
        let leaf = box(10, 10)
        let inner = stack(align: .start, [leaf]) { $0.padding.left = .fraction(0.1); $0.padding.top = .fraction(0.1) }
        let result = layout(stack([inner]), 200, 100)
        #expect(result.frame(of: inner) == rect(0, 0, 30, 100))
        #expect(result.frame(of: leaf) == rect(20, 20, 10, 10))
    }

    @Test func rootFractionPaddingResolvesAgainstTheParentSizeArgument() {
        let spec = stack([box(10)]) { $0.padding.left = .fraction(0.1) }
        let result = spec.layoutThatFits(SizeRange(exactly: size(300, 100)), parentSize: size(300, 100),
                                         options: LayoutOptions())
        #expect(result.childFrames == [rect(30, 0, 10, 100)])
    }

    @Test func rootFractionPaddingWithoutAParentSizeIsZero() {
        let spec = stack([box(10)]) { $0.padding.left = .fraction(0.1) }
        #expect(layout(spec, 300, 100).childFrames == [rect(0, 0, 10, 100)])
    }

    @Test func maxWidthLimitsAContentSizedStack() {
        let spec = stack([box(100, 20), box(100, 20)]) { $0.maxWidth = .points(150) }
        let result = layout(spec, upTo: 300, 100)
        #expect(result.size == size(150, 20))
        #expect(result.childXs == [0, 100])
    }

    @Test func minHeightRaisesAContentSizedStackAndItsStretchedChildren() {
        let spec = stack([box(10)]) { $0.minHeight = .points(50) }
        let result = layoutUnconstrained(spec)
        #expect(result.size == size(10, 50))
        #expect(result.childFrames == [rect(0, 0, 10, 50)])
    }

    @Test func minWidthOnAContentSizedStackLeavesRoomForJustifyContent() {
        let spec = stack(justify: .end, align: .start, [box(10, 10)]) { $0.minWidth = .points(100) }
        let result = layoutUnconstrained(spec)
        #expect(result.size == size(100, 10))
        #expect(result.childXs == [90])
    }

    @Test func relativePositionOffsetsAChildWithoutMovingItsSiblings() {
        let spec = stack(align: .start, [box(50, 20) { $0.position.left = .points(10); $0.position.top = .points(5) },
                                         box(50, 20)])
        #expect(layout(spec, 200, 100).childFrames == [rect(10, 5, 50, 20), rect(50, 0, 50, 20)])
    }

    @Test func relativeRightAndBottomOffsetsMoveBackwards() {
        let spec = stack(align: .start, [box(50, 20) { $0.position.right = .points(10); $0.position.bottom = .points(5) }])
        #expect(layout(spec, 200, 100).childFrames == [rect(-10, -5, 50, 20)])
    }

    @Test func relativeLeftWinsOverRightAndTopOverBottom() {
        let spec = stack(align: .start, [box(50, 20) {
            $0.position = DimensionInsets(top: .points(3), left: .points(10), bottom: .points(50), right: .points(40))
        }])
        #expect(layout(spec, 200, 100).childFrames == [rect(10, 3, 50, 20)])
    }

    @Test func relativeFractionOffsetsResolveAgainstTheContentBox() {
        let spec = stack(align: .start, [box(50, 20) { $0.position.left = .fraction(0.1); $0.position.top = .fraction(0.1) }])
        #expect(layout(spec, 200, 100).childFrames == [rect(20, 10, 50, 20)])
    }

    @Test func aspectRatioDerivesWidthFromTheStretchedHeight() {
        let spec = stack([box { $0.aspectRatio = 2 }, box(10)])
        #expect(layout(spec, 300, 100).childFrames == [rect(0, 0, 200, 100), rect(200, 0, 10, 100)])
    }

    @Test func aspectRatioDerivesHeightFromWidth() {
        let spec = stack(.vertical, align: .start, [box(100) { $0.aspectRatio = 2 }])
        #expect(layout(spec, 300, 100).childFrames == [rect(0, 0, 100, 50)])
    }

    @Test func aspectRatioDerivesWidthFromHeight() {
        let spec = stack(align: .start, [box(nil, 50) { $0.aspectRatio = 2 }])
        #expect(layout(spec, 300, 100).childFrames == [rect(0, 0, 100, 50)])
    }

    @Test func aspectRatioDerivesHeightFromTheStretchedWidthInAColumn() {
        let spec = stack(.vertical, [box { $0.aspectRatio = 2 }])
        #expect(layout(spec, 200, 300).childFrames == [rect(0, 0, 200, 100)])
    }

    @Test func aspectRatioDerivesHeightFromAGrownWidth() {
        let spec = stack(align: .start, [box(20) { $0.flexGrow = 1; $0.aspectRatio = 4 }, box(100, 10)])
        #expect(layout(spec, 300, 100).childFrames == [rect(0, 0, 200, 50), rect(200, 0, 100, 10)])
    }

    @Test func displayNoneTakesNoSpaceAndHasAZeroFrame() {
        let grandchild = box(10, 10)
        let hidden = stack([grandchild]) { $0.width = .points(50); $0.display = .none }
        let visible = box(30)
        let result = layout(stack([hidden, visible]), 200, 100)
        #expect(result.childFrames == [.zero, rect(0, 0, 30, 100)])
        #expect(result.frame(of: grandchild) == .zero)
    }

    @Test func displayNoneChildGetsNoSpacing() {
        let spec = stack(spacing: 10, [box(20), box(20) { $0.display = .none }, box(20)])
        #expect(layout(spec, 200, 100).childXs == [0, 0, 30])
    }

    @Test func displayNoneRootHasZeroSize() {
        let spec = stack([box(20, 20)]) { $0.display = .none }
        let result = layout(spec, 200, 100)
        #expect(result.size == .zero)
        #expect(result.childFrames == [.zero])
    }

    @Test func autoMarginsAbsorbNothingWhenChildrenOverflow() {
        let spec = stack([box(80) { $0.margin.left = .auto }, box(80)])
        #expect(layout(spec, 100, 100).childXs == [0, 80])
    }

    @Test func autoCrossMarginsOfAnOverflowingChildKeepItAtTheStart() {
        let spec = stack([box(80, 140) { $0.margin.top = .auto; $0.margin.bottom = .auto }])
        #expect(layout(spec, 100, 100).childFrames == [rect(0, 0, 80, 140)])
    }

    @Test func autoTopMarginInAColumnPushesTheChildDown() {
        let spec = stack(.vertical, [box(nil, 20) { $0.margin.top = .auto }])
        #expect(layout(spec, 100, 100).childFrames == [rect(0, 80, 100, 20)])
    }

    @Test func autoSideMarginsInAColumnCenterHorizontally() {
        let spec = stack(.vertical, [box(40, 20) { $0.margin.left = .auto; $0.margin.right = .auto }])
        #expect(layout(spec, 100, 100).childFrames == [rect(30, 0, 40, 20)])
    }

    @Test func fractionHeightInAContentSizedColumnActsAsAuto() {
        let spec = stack(.vertical, [box { $0.height = .fraction(0.5) }, box(nil, 10)]) { $0.width = .points(100) }
        let result = layoutUnconstrained(spec)
        #expect(result.size == size(100, 10))
        #expect(result.childFrames == [rect(0, 0, 100, 0), rect(0, 0, 100, 10)])
    }

    @Test func textureSpecInAStackIsInsetByItsOwnPadding() {
        let leaf = box(20, 20)
        let wrapper = WrapperLayoutSpec(layoutElements: [leaf])
        wrapper.style.padding = DimensionInsets(EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        let result = layout(stack(align: .start, [box(10, 10), wrapper]), 200, 100)
        #expect(result.frame(of: wrapper) == rect(10, 0, 30, 30))
        #expect(result.frame(of: leaf) == rect(15, 5, 20, 20))
    }
}
