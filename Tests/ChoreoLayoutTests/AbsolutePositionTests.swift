import Foundation
import Testing
@testable import ChoreoLayout

/// `positionType = .absolute` children of a stack (CSS Flexbox §4.1, CSS Position).
@MainActor
@Suite struct AbsolutePositionTests {
    private func floating(_ width: CGFloat? = 20, _ height: CGFloat? = 20,
                          _ configure: (inout LayoutElementStyle) -> Void = { _ in }) -> LayoutSpec {
        box(width, height) {
            $0.positionType = .absolute
            configure(&$0)
        }
    }

    private let padding10 = DimensionInsets(EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))

    @Test func leftAndTopInsetsMeasureFromThePaddingBox() {
        let spec = stack([floating { $0.position.left = .points(5); $0.position.top = .points(5) }]) {
            $0.padding = padding10
        }
        #expect(layout(spec, 200, 100).childFrames == [rect(5, 5, 20, 20)])
    }

    @Test func insetsStartInsideTheBorder() {
        let spec = stack([floating { $0.position.left = .points(5); $0.position.top = .points(5) }]) {
            $0.padding = padding10
            $0.border = EdgeInsets(top: 3, left: 3, bottom: 3, right: 3)
        }
        #expect(layout(spec, 200, 100).childFrames == [rect(8, 8, 20, 20)])
    }

    @Test func rightAndBottomInsetsMeasureFromTheFarEdges() {
        let spec = stack([floating { $0.position.right = .points(10); $0.position.bottom = .points(10) }]) {
            $0.padding = padding10
        }
        #expect(layout(spec, 200, 100).childFrames == [rect(170, 70, 20, 20)])
    }

    @Test func opposingInsetsSizeAnAutoSizedChild() {
        let spec = stack([floating(nil, nil) {
            $0.position = DimensionInsets(top: .points(10), left: .points(10), bottom: .points(20), right: .points(30))
        }])
        #expect(layout(spec, 200, 100).childFrames == [rect(10, 10, 160, 70)])
    }

    @Test func leftWinsOverRightForAChildWithAWidth() {
        let spec = stack([floating { $0.position.left = .points(10); $0.position.right = .points(10) }])
        #expect(layout(spec, 200, 100).childFrames == [rect(10, 0, 20, 20)])
    }

    @Test func insetAddsToTheChildsMargin() {
        let spec = stack([floating { $0.position.left = .points(10); $0.margin.left = .points(5) }])
        #expect(layout(spec, 200, 100).childFrames == [rect(15, 0, 20, 20)])
    }

    @Test func absoluteChildTakesNoSpaceInTheFlow() {
        let spec = stack(align: .start, [floating { $0.position.left = .points(100) }, box(50, 50)])
        #expect(layout(spec, 200, 100).childFrames == [rect(100, 0, 20, 20), rect(0, 0, 50, 50)])
    }

    @Test func absoluteChildDoesNotSizeAContentSizedStack() {
        let spec = stack(align: .start, [box(50, 50), floating(300, 300) { $0.position.left = .points(0) }])
        #expect(layoutUnconstrained(spec).size == size(50, 50))
    }

    @Test func absoluteChildIsNotStretched() {
        let spec = stack([floating(20, nil) { $0.position.left = .points(0) }])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 20, 0)])
    }

    @Test func withoutInsetsItTakesItsStaticPositionAtTheContentStart() {
        let spec = stack([floating()]) { $0.padding = padding10 }
        #expect(layout(spec, 200, 100).childFrames == [rect(10, 10, 20, 20)])
    }

    @Test func staticPositionIncludesTheChildsMargins() {
        let spec = stack([floating { $0.margin.left = .points(5); $0.margin.top = .points(5) }]) {
            $0.padding = padding10
        }
        #expect(layout(spec, 200, 100).childFrames == [rect(15, 15, 20, 20)])
    }

    @Test func staticPositionFollowsJustifyAndAlignCenter() {
        let spec = stack(justify: .center, align: .center, [floating()])
        #expect(layout(spec, 200, 100).childFrames == [rect(90, 40, 20, 20)])
    }

    @Test func staticPositionFollowsJustifyEndInsideThePadding() {
        let spec = stack(justify: .end, align: .end, [floating { $0.margin.right = .points(5) }]) {
            $0.padding = padding10
        }
        #expect(layout(spec, 200, 100).childFrames == [rect(165, 70, 20, 20)])
    }

    @Test func staticPositionUsesAlignSelf() {
        let spec = stack(align: .start, [floating { $0.alignSelf = .end }])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 80, 20, 20)])
    }

    @Test func staticPositionInAColumnCentersOnTheCrossAxis() {
        let spec = stack(.vertical, align: .center, [floating()])
        #expect(layout(spec, 200, 100).childFrames == [rect(90, 0, 20, 20)])
    }

    @Test func staticPositionInAReversedStackIsAtTheFlowStart() {
        let spec = stack(.horizontalReverse, align: .start, [floating()])
        #expect(layout(spec, 200, 100).childFrames == [rect(180, 0, 20, 20)])
    }

    @Test func staticCrossPositionInAWrapReverseStackIsAtTheBottom() {
        let spec = stack(align: .start, wrap: .wrapReverse, [floating()])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 80, 20, 20)])
    }

    @Test func onlyTheAxisWithoutInsetsUsesTheStaticPosition() {
        let spec = stack(justify: .center, align: .center, [floating { $0.position.top = .points(5) }])
        #expect(layout(spec, 200, 100).childFrames == [rect(90, 5, 20, 20)])
    }

    @Test func fractionSizesResolveAgainstThePaddingBox() {
        let spec = stack([floating(nil, nil) { $0.width = .fraction(0.5); $0.height = .fraction(0.5) }]) {
            $0.padding = padding10
            $0.border = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        }
        #expect(layout(spec, 200, 100).childFrames == [rect(20, 20, 90, 40)])
    }

    @Test func fractionInsetsResolveAgainstThePaddingBox() {
        let spec = stack([floating { $0.position.left = .fraction(0.25); $0.position.top = .fraction(0.5) }])
        #expect(layout(spec, 200, 100).childFrames == [rect(50, 50, 20, 20)])
    }

    @Test func aspectRatioGivesTheMissingSide() {
        let spec = stack([floating(40, nil) { $0.aspectRatio = 2; $0.position.left = .points(0) }])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 40, 20)])
    }

    @Test func absoluteStackLaysOutItsChildrenInTheInsetSize() {
        let leaf = box { $0.flexGrow = 1 }
        let panel = stack([box(30), leaf]) {
            $0.positionType = .absolute
            $0.position = DimensionInsets(top: .points(10), left: .points(10), bottom: .points(10), right: .points(10))
        }
        let result = layout(stack([panel]), 200, 100)
        #expect(result.frame(of: panel) == rect(10, 10, 180, 80))
        #expect(result.frame(of: leaf) == rect(40, 10, 150, 80))
    }

    @Test func hiddenAbsoluteChildIsNotPlaced() {
        let spec = stack([floating { $0.position.left = .points(50); $0.display = .none }])
        #expect(layout(spec, 200, 100).childFrames == [.zero])
    }
}
