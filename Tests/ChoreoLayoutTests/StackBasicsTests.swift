import Foundation
import Testing
@testable import ChoreoLayout

/// Directions, Texture's defaults, spacing and content sizing of `StackLayoutSpec`.
@MainActor
@Suite struct StackBasicsTests {
    @Test func defaultStackIsHorizontalStartStretchNoWrap() {
        let spec = StackLayoutSpec()
        #expect(spec.direction == .horizontal)
        #expect(spec.justifyContent == .start)
        #expect(spec.alignItems == .stretch)
        #expect(spec.flexWrap == .noWrap)
        #expect(spec.alignContent == .start)
        #expect(spec.spacing == 0)
        #expect(spec.lineSpacing == 0)
        #expect(spec.children.isEmpty)
        #expect(spec.horizontalAlignment == .none)
        #expect(spec.verticalAlignment == .none)
    }

    @Test func defaultStyleHasTexturesFlexDefaults() {
        let style = LayoutElementStyle()
        #expect(style.flexGrow == 0)
        #expect(style.flexShrink == 0)
        #expect(style.flexBasis == .auto)
        #expect(style.alignSelf == .auto)
        #expect(style.width == .auto && style.height == .auto)
        #expect(style.margin == .zero && style.padding == .zero)
        #expect(style.position == DimensionInsets())
        #expect(style.positionType == .relative)
        #expect(style.aspectRatio == nil)
        #expect(style.display == .flex)
    }

    @Test func shortInitializerKeepsNoWrapAndStartAlignContent() {
        let spec = StackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .end, alignItems: .center,
                                   children: [box(10, 10)])
        #expect(spec.direction == .vertical)
        #expect(spec.spacing == 4)
        #expect(spec.justifyContent == .end)
        #expect(spec.alignItems == .center)
        #expect(spec.flexWrap == .noWrap)
        #expect(spec.alignContent == .start)
        #expect(spec.children.count == 1)
    }

    @Test func plainStackPlacesChildrenLeftToRightAndStretchesThem() {
        let a = box(50), b = box(30)
        let spec = StackLayoutSpec()
        spec.children = [a, b]
        let result = layout(spec, 200, 100)
        #expect(result.size == size(200, 100))
        #expect(result.childFrames == [rect(0, 0, 50, 100), rect(50, 0, 30, 100)])
    }

    @Test func childWithAHeightIsNotStretched() {
        let spec = stack([box(50, 20), box(30)])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 50, 20), rect(50, 0, 30, 100)])
    }

    @Test(arguments: [
        (StackLayoutDirection.horizontal, [rect(0, 0, 50, 20), rect(50, 0, 30, 40)]),
        (.vertical, [rect(0, 0, 50, 20), rect(0, 20, 30, 40)]),
        (.horizontalReverse, [rect(150, 0, 50, 20), rect(120, 0, 30, 40)]),
        (.verticalReverse, [rect(0, 80, 50, 20), rect(0, 40, 30, 40)]),
    ])
    func directionOrdersChildrenAlongItsMainAxis(direction: StackLayoutDirection, expected: [CGRect]) {
        let spec = stack(direction, align: .start, [box(50, 20), box(30, 40)])
        #expect(layout(spec, 200, 100).childFrames == expected)
    }

    @Test func verticalStackStretchesChildrenToItsWidth() {
        let spec = stack(.vertical, [box(nil, 20), box(nil, 30)])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 200, 20), rect(0, 20, 200, 30)])
    }

    @Test func spacingSeparatesAdjacentChildren() {
        let spec = stack(spacing: 10, align: .start, [box(20, 20), box(20, 20), box(20, 20)])
        #expect(layout(spec, 200, 100).childXs == [0, 30, 60])
    }

    @Test func spacingIsNotAddedAfterTheLastChild() {
        let spec = stack(spacing: 10, align: .start, [box(20, 20), box(20, 20), box(20, 20)])
        #expect(layout(spec, upTo: 300, 100).size == size(80, 20))
    }

    @Test func spacingInAVerticalStack() {
        let spec = stack(.vertical, spacing: 5, [box(nil, 20), box(nil, 30)])
        let result = layoutUnconstrained(spec)
        #expect(result.childYs == [0, 25])
        #expect(result.size == size(0, 55))
    }

    @Test func spacingInAReversedStackRunsFromTheEnd() {
        let spec = stack(.horizontalReverse, spacing: 10, align: .start, [box(20, 20), box(20, 20)])
        #expect(layout(spec, 200, 100).childXs == [180, 150])
    }

    @Test func singleChildGetsNoSpacing() {
        let spec = stack(spacing: 50, [box(20, 20)])
        #expect(layoutUnconstrained(spec).size == size(20, 20))
    }

    @Test func unconstrainedHorizontalStackWrapsItsChildren() {
        let spec = stack(align: .start, [box(50, 20), box(30, 40)])
        let result = layoutUnconstrained(spec)
        #expect(result.size == size(80, 40))
        #expect(result.childFrames == [rect(0, 0, 50, 20), rect(50, 0, 30, 40)])
    }

    @Test func stretchedChildrenTakeTheTallestSiblingsHeightInAnUnconstrainedStack() {
        let spec = stack([box(50, 20), box(30)])
        let result = layoutUnconstrained(spec)
        #expect(result.size == size(80, 20))
        #expect(result.childFrames == [rect(0, 0, 50, 20), rect(50, 0, 30, 20)])
    }

    @Test func stackUpToAMaximumSizesToItsContent() {
        let spec = stack(.vertical, align: .start, [box(50, 20), box(70, 10)])
        #expect(layout(spec, upTo: 300, 300).size == size(70, 30))
    }

    @Test func nestedStacksReportFramesInRootCoordinates() {
        let leaf = box(10, 10)
        let inner = stack(.vertical, align: .start, [box(10, 15), leaf])
        let outer = stack(align: .start, [box(40, 40), inner])
        let result = layout(outer, 200, 100)
        #expect(result.frame(of: inner) == rect(40, 0, 10, 25))
        #expect(result.frame(of: leaf) == rect(40, 15, 10, 10))
    }

    @Test func spacingBeforeAddsSpaceBeforeAChild() {
        let b = box(20, 20) { $0.spacingBefore = 5 }
        let spec = stack(align: .start, [box(20, 20), b])
        #expect(layout(spec, 200, 100).childXs == [0, 25])
    }

    @Test func spacingAfterAddsSpaceAfterAChild() {
        let a = box(20, 20) { $0.spacingAfter = 7 }
        let spec = stack(align: .start, [a, box(20, 20)])
        #expect(layout(spec, 200, 100).childXs == [0, 27])
    }

    @Test func spacingBeforeAndAfterAddUpWithTheStackSpacing() {
        let a = box(20, 20) { $0.spacingAfter = 7 }
        let b = box(20, 20) { $0.spacingBefore = 5 }
        let spec = stack(spacing: 10, align: .start, [a, b])
        let result = layout(spec, upTo: 200, 100)
        #expect(result.childXs == [0, 42])
        #expect(result.size == size(62, 20))
    }

    @Test func spacingBeforeInAVerticalStackIsAboveTheChild() {
        let a = box(20, 20) { $0.spacingBefore = 4 }
        let spec = stack(.vertical, align: .start, [a, box(20, 20)])
        #expect(layout(spec, 200, 100).childYs == [4, 24])
    }

    @Test func spacingBeforeInAReversedStackIsOnTheFlowsStartEdge() {
        let a = box(20, 20) { $0.spacingBefore = 5 }
        let spec = stack(.horizontalReverse, align: .start, [a, box(20, 20)])
        #expect(layout(spec, 200, 100).childXs == [175, 155])
    }

    @Test func spacingAfterInAVerticalReverseStackIsAboveTheChild() {
        let a = box(20, 20) { $0.spacingAfter = 6 }
        let spec = stack(.verticalReverse, align: .start, [a, box(20, 20)])
        #expect(layout(spec, 200, 100).childYs == [80, 54])
    }

    @Test func spacingBeforeAndAfterAreIgnoredOutsideStacks() {
        let child = box(20, 20) { $0.spacingBefore = 10; $0.spacingAfter = 10 }
        let wrapper = WrapperLayoutSpec(layoutElements: [child])
        let result = layoutUnconstrained(wrapper)
        #expect(result.size == size(20, 20))
        #expect(result.childFrames == [rect(0, 0, 20, 20)])
    }

    @Test func stackThatIsAChildOfAStackIsSizedByItsContent() {
        let inner = stack(align: .start, [box(30, 10), box(30, 10)])
        let outer = stack(align: .start, [inner, box(10, 10)])
        let result = layout(outer, 200, 100)
        #expect(result.childFrames == [rect(0, 0, 60, 10), rect(60, 0, 10, 10)])
    }

    @Test func columnUpToAMaximumStretchesChildrenToItsWidestChild() {
        let spec = stack(.vertical, [box(50, 10), box(nil, 10)])
        let result = layout(spec, upTo: 200, 100)
        #expect(result.size == size(50, 20))
        #expect(result.childFrames == [rect(0, 0, 50, 10), rect(0, 10, 50, 10)])
    }

    @Test func emptyStackChildTakesItsStyleSize() {
        let empty = StackLayoutSpec()
        empty.style.preferredSize = size(30, 30)
        let result = layout(stack(align: .start, [empty, box(10, 10)]), 200, 100)
        #expect(result.childFrames == [rect(0, 0, 30, 30), rect(30, 0, 10, 10)])
    }
}
