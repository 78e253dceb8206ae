import Foundation
import Testing
@testable import ChoreoLayout

/// `CornerLayoutSpec` and `WrapperLayoutSpec`.
@MainActor
@Suite struct CornerWrapperSpecTests {
    @Test(arguments: [
        (CornerLayoutLocation.topLeft, rect(-10, -10, 20, 20)),
        (.topRight, rect(90, -10, 20, 20)),
        (.bottomLeft, rect(-10, 40, 20, 20)),
        (.bottomRight, rect(90, 40, 20, 20)),
    ])
    func cornerElementIsCenteredOnTheChildsCorner(location: CornerLayoutLocation, expected: CGRect) {
        let child = box(100, 50), badge = box(20, 20)
        let spec = CornerLayoutSpec(child: child, corner: badge, location: location)
        let result = layoutUnconstrained(spec)
        #expect(result.size == size(100, 50))
        #expect(result.frame(of: child) == rect(0, 0, 100, 50))
        #expect(result.frame(of: badge) == expected)
    }

    @Test func cornerDefaultsToNoOffsetAndNoWrapping() {
        let spec = CornerLayoutSpec(child: LayoutSpec(), corner: LayoutSpec(), location: .topRight)
        #expect(spec.offset == .zero)
        #expect(spec.wrapsCorner == false)
    }

    @Test func offsetMovesTheCornerElement() {
        let badge = box(20, 20)
        let spec = CornerLayoutSpec(child: box(100, 50), corner: badge, location: .topRight)
        spec.offset = CGPoint(x: 5, y: -3)
        #expect(layoutUnconstrained(spec).frame(of: badge) == rect(95, -13, 20, 20))
    }

    @Test func cornerIsTheLastSublayout() {
        let child = box(100, 50), badge = box(20, 20)
        let result = layoutUnconstrained(CornerLayoutSpec(child: child, corner: badge, location: .topLeft))
        #expect(result.sublayouts.map { $0.element === child } == [true, false])
        #expect(result.sublayouts.map { $0.element === badge } == [false, true])
    }

    @Test(arguments: [
        (CornerLayoutLocation.topLeft, size(110, 60), rect(10, 10, 100, 50), rect(0, 0, 20, 20)),
        (.topRight, size(110, 60), rect(0, 10, 100, 50), rect(90, 0, 20, 20)),
        (.bottomLeft, size(110, 60), rect(10, 0, 100, 50), rect(0, 40, 20, 20)),
        (.bottomRight, size(110, 60), rect(0, 0, 100, 50), rect(90, 40, 20, 20)),
    ])
    func wrapsCornerGrowsToIncludeTheCorner(location: CornerLayoutLocation, expectedSize: CGSize,
                                           childFrame: CGRect, cornerFrame: CGRect) {
        let child = box(100, 50), badge = box(20, 20)
        let spec = CornerLayoutSpec(child: child, corner: badge, location: location)
        spec.wrapsCorner = true
        let result = layoutUnconstrained(spec)
        #expect(result.size == expectedSize)
        #expect(result.frame(of: child) == childFrame)
        #expect(result.frame(of: badge) == cornerFrame)
    }

    @Test func wrapsCornerWithAnOffsetInsideTheChildKeepsTheChildsSize() {
        let child = box(100, 50), badge = box(20, 20)
        let spec = CornerLayoutSpec(child: child, corner: badge, location: .topRight)
        spec.wrapsCorner = true
        spec.offset = CGPoint(x: -15, y: 15)
        let result = layoutUnconstrained(spec)
        #expect(result.size == size(100, 50))
        #expect(result.frame(of: child) == rect(0, 0, 100, 50))
        #expect(result.frame(of: badge) == rect(75, 5, 20, 20))
    }

    @Test func cornerChildTakesTheConstrainedSize() {
        let badge = box(20, 20)
        let result = layout(CornerLayoutSpec(child: LayoutSpec(), corner: badge, location: .bottomRight), 200, 100)
        #expect(result.size == size(200, 100))
        #expect(result.frame(of: badge) == rect(190, 90, 20, 20))
    }

    @Test func wrapperIsAsLargeAsItsLargestChild() {
        let a = box(30, 40), b = box(50, 10)
        let result = layoutUnconstrained(WrapperLayoutSpec(layoutElements: [a, b]))
        #expect(result.size == size(50, 40))
        #expect(result.childFrames == [rect(0, 0, 30, 40), rect(0, 0, 50, 10)])
    }

    @Test func wrapperGivesEveryChildItsOwnConstrainedSize() {
        let result = layout(WrapperLayoutSpec(layoutElements: [box(30, 40), LayoutSpec()]), 100, 80)
        #expect(result.size == size(100, 80))
        #expect(result.childFrames == [rect(0, 0, 100, 80), rect(0, 0, 100, 80)])
    }

    @Test func wrapperChildrenKeepTheirSizesWithinARange() {
        let result = layout(WrapperLayoutSpec(layoutElements: [box(30, 40), box(60, 20)]), upTo: 100, 80)
        #expect(result.size == size(60, 40))
        #expect(result.childFrames == [rect(0, 0, 30, 40), rect(0, 0, 60, 20)])
    }

    @Test func wrapperClampsToTheMinimumConstraint() {
        let range = SizeRange(min: size(70, 50), max: size(100, 100))
        let result = WrapperLayoutSpec(layoutElements: [box(30, 40)]).layoutThatFits(range)
        #expect(result.size == size(70, 50))
        #expect(result.childFrames == [rect(0, 0, 70, 50)])
    }

    @Test func wrapperStyleSizeOverridesItsChildrensSizes() {
        let wrapper = WrapperLayoutSpec(layoutElements: [box(30, 40)])
        wrapper.style.preferredSize = size(80, 60)
        let result = layoutUnconstrained(wrapper)
        #expect(result.size == size(80, 60))
        #expect(result.childFrames == [rect(0, 0, 80, 60)])
    }
}
