import Foundation
import Testing
@testable import ChoreoLayout

/// `CenterLayoutSpec` and `RelativeLayoutSpec`.
@MainActor
@Suite struct CenterRelativeSpecTests {
    private func center(_ options: CenterLayoutSpecCenteringOptions, sizing: CenterLayoutSpecSizingOptions = .default,
                        _ child: any LayoutElement) -> CenterLayoutSpec {
        CenterLayoutSpec(centeringOptions: options, sizingOptions: sizing, child: child)
    }

    private func relative(_ x: RelativeLayoutSpecPosition, _ y: RelativeLayoutSpecPosition,
                          sizing: RelativeLayoutSpecSizingOption = .default, _ child: any LayoutElement) -> RelativeLayoutSpec {
        RelativeLayoutSpec(horizontalPosition: x, verticalPosition: y, sizingOption: sizing, child: child)
    }

    @Test(arguments: [
        (CenterLayoutSpecCenteringOptions.none, rect(0, 0, 50, 20)),
        (.x, rect(75, 0, 50, 20)),
        (.y, rect(0, 40, 50, 20)),
        (.xy, rect(75, 40, 50, 20)),
    ])
    func centeringOptionsPickTheAxes(options: CenterLayoutSpecCenteringOptions, expected: CGRect) {
        let result = layout(center(options, box(50, 20)), upTo: 200, 100)
        #expect(result.size == size(200, 100))
        #expect(result.childFrames == [expected])
    }

    @Test(arguments: [
        (CenterLayoutSpecSizingOptions.default, size(200, 100), rect(75, 40, 50, 20)),
        (.minimumX, size(50, 100), rect(0, 40, 50, 20)),
        (.minimumY, size(200, 20), rect(75, 0, 50, 20)),
        (.minimumXY, size(50, 20), rect(0, 0, 50, 20)),
    ])
    func sizingOptionsShrinkTheSpecToItsChild(sizing: CenterLayoutSpecSizingOptions, expectedSize: CGSize,
                                              expectedChild: CGRect) {
        let result = layout(center(.xy, sizing: sizing, box(50, 20)), upTo: 200, 100)
        #expect(result.size == expectedSize)
        #expect(result.childFrames == [expectedChild])
    }

    @Test func unpositionedAxisGivesTheChildTheSpecsMinimum() {
        let result = layout(center(.x, box(50, 20)), 200, 100)
        #expect(result.childFrames == [rect(75, 0, 50, 100)])
    }

    @Test func centeredAxisLetsTheChildBeSmallerThanTheMinimum() {
        let result = layout(center(.xy, box(50, 20)), 200, 100)
        #expect(result.childFrames == [rect(75, 40, 50, 20)])
    }

    @Test func withoutAFiniteMaximumTheSpecWrapsItsChild() {
        let result = layoutUnconstrained(center(.xy, box(50, 20)))
        #expect(result.size == size(50, 20))
        #expect(result.childFrames == [rect(0, 0, 50, 20)])
    }

    @Test func childFractionsResolveAgainstTheSpecsMaximum() {
        let child = box(nil, 20) { $0.width = .fraction(0.5) }
        #expect(layout(center(.xy, child), upTo: 200, 100).childFrames == [rect(50, 40, 100, 20)])
    }

    @Test func centerSpecIsARelativeSpecWithCenterPositions() {
        let spec = center(.x, sizing: .minimumY, LayoutSpec())
        #expect(spec.horizontalPosition == .center)
        #expect(spec.verticalPosition == .none)
        #expect(spec.sizingOption == .minimumHeight)
    }

    @Test(arguments: [
        (RelativeLayoutSpecPosition.start, RelativeLayoutSpecPosition.start, rect(0, 0, 50, 20)),
        (.end, .end, rect(150, 80, 50, 20)),
        (.center, .end, rect(75, 80, 50, 20)),
        (.end, .center, rect(150, 40, 50, 20)),
        (.start, .end, rect(0, 80, 50, 20)),
        (.none, .none, rect(0, 0, 50, 20)),
    ])
    func relativePositionsPlaceTheChild(x: RelativeLayoutSpecPosition, y: RelativeLayoutSpecPosition,
                                        expected: CGRect) {
        let result = layout(relative(x, y, box(50, 20)), upTo: 200, 100)
        #expect(result.size == size(200, 100))
        #expect(result.childFrames == [expected])
    }

    @Test(arguments: [
        (RelativeLayoutSpecSizingOption.minimumSize, size(50, 20), rect(0, 0, 50, 20)),
        (.minimumWidth, size(50, 100), rect(0, 80, 50, 20)),
        (.minimumHeight, size(200, 20), rect(150, 0, 50, 20)),
    ])
    func relativeMinimumSizingShrinksToTheChild(sizing: RelativeLayoutSpecSizingOption, expectedSize: CGSize,
                                                expectedChild: CGRect) {
        let result = layout(relative(.end, .end, sizing: sizing, box(50, 20)), upTo: 200, 100)
        #expect(result.size == expectedSize)
        #expect(result.childFrames == [expectedChild])
    }

    @Test func relativeMinimumSizeStillRespectsTheMinimumConstraint() {
        let range = SizeRange(min: size(80, 30), max: size(200, 100))
        let result = relative(.end, .end, sizing: .minimumSize, box(50, 20)).layoutThatFits(range)
        #expect(result.size == size(80, 30))
        #expect(result.childFrames == [rect(30, 10, 50, 20)])
    }

    @Test func relativeSpecInAStackMeasuresAsTheWholeAvailableWidth() {
        // Like Texture's stack, the spec's basis is its size within the stack's maximum: all of it.
        let corner = relative(.end, .end, box(20, 20))
        let result = layout(stack([box(100), corner]), 300, 100)
        #expect(result.frame(of: corner) == rect(100, 0, 300, 100))
    }

    @Test func relativeSpecInAStackPlacesItsChildInTheGrownSize() {
        let leaf = box(20, 20)
        let corner = relative(.end, .end, leaf)
        corner.style.flexBasis = .points(0)
        corner.style.flexGrow = 1
        let result = layout(stack([box(100), corner]), 300, 100)
        #expect(result.frame(of: corner) == rect(100, 0, 200, 100))
        #expect(result.frame(of: leaf) == rect(280, 80, 20, 20))
    }

    @Test func minimumSizingNeverGoesBelowTheMinimumConstraint() {
        let range = SizeRange(min: size(100, 60), max: size(200, 100))
        let result = center(.xy, sizing: .minimumXY, box(50, 20)).layoutThatFits(range)
        #expect(result.size == size(100, 60))
        #expect(result.childFrames == [rect(25, 20, 50, 20)])
    }

    @Test func childLargerThanTheSpaceIsLimitedToIt() {
        let result = layout(center(.xy, box(500, 20)), upTo: 200, 100)
        #expect(result.childFrames == [rect(0, 40, 200, 20)])
    }
}
