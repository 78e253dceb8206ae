import Foundation
import Testing
@testable import ChoreoLayout

/// `RatioLayoutSpec`: Texture's ratio is height / width.
@MainActor
@Suite struct RatioSpecTests {
    @Test func ratioTakesTheHeightFromTheMaxWidth() {
        let result = layout(RatioLayoutSpec(ratio: 0.5, child: LayoutSpec()), upTo: 200, 200)
        #expect(result.size == size(200, 100))
        #expect(result.childFrames == [rect(0, 0, 200, 100)])
    }

    @Test func ratioTakesTheWidthFromTheMaxHeightWhenTheWidthOptionDoesNotFit() {
        let result = layout(RatioLayoutSpec(ratio: 2, child: LayoutSpec()), upTo: 100, 100)
        #expect(result.size == size(50, 100))
    }

    @Test func onlyAFiniteMaxWidthIsEnough() {
        let range = SizeRange(min: .zero, max: size(100, .infinity))
        #expect(RatioLayoutSpec(ratio: 0.5, child: LayoutSpec()).layoutThatFits(range).size == size(100, 50))
    }

    @Test func onlyAFiniteMaxHeightIsEnough() {
        let range = SizeRange(min: .zero, max: size(.infinity, 100))
        #expect(RatioLayoutSpec(ratio: 0.5, child: LayoutSpec()).layoutThatFits(range).size == size(200, 100))
    }

    @Test func withoutAFiniteMaximumTheConstraintPassesThrough() {
        let child = box(30, 40)
        let result = layoutUnconstrained(RatioLayoutSpec(ratio: 0.5, child: child))
        #expect(result.size == size(30, 40))
        #expect(result.frame(of: child) == rect(0, 0, 30, 40))
    }

    @Test func childsOwnSizeGivesWayToTheRatio() {
        let child = box(30, 40)
        let result = layout(RatioLayoutSpec(ratio: 1, child: child), upTo: 80, 200)
        #expect(result.frame(of: child) == rect(0, 0, 80, 80))
    }

    @Test(arguments: [
        (CGFloat(1), CGFloat(33)),
        (2, 33.5),
    ])
    func heightIsFlooredToThePixelGrid(scale: CGFloat, expectedHeight: CGFloat) {
        let range = SizeRange(min: .zero, max: size(100, .infinity))
        let result = RatioLayoutSpec(ratio: 0.335, child: LayoutSpec())
            .layoutThatFits(range, parentSize: nil, options: LayoutOptions(scale: scale))
        #expect(result.size == size(100, expectedHeight))
    }

    @Test func ratioChildFractionsResolveAgainstTheChosenSize() {
        let leaf = box { $0.width = .fraction(0.5); $0.height = .fraction(0.5) }
        let child = stack(align: .start, [leaf])
        let result = layout(RatioLayoutSpec(ratio: 0.5, child: child), upTo: 200, 200)
        #expect(result.frame(of: leaf) == rect(0, 0, 100, 50))
    }

    @Test func ratioSpecInAColumnTakesItsHeightFromTheStretchedWidth() {
        let ratio = RatioLayoutSpec(ratio: 0.5, child: LayoutSpec())
        let result = layout(stack(.vertical, [ratio, box(nil, 10)]), 300, 1000)
        #expect(result.childFrames == [rect(0, 0, 300, 150), rect(0, 150, 300, 10)])
    }
}
