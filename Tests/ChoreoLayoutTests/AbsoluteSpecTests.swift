import Foundation
import Testing
@testable import ChoreoLayout

/// `AbsoluteLayoutSpec`: children at their `layoutPosition`.
@MainActor
@Suite struct AbsoluteSpecTests {
    private func positioned(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> LayoutSpec {
        box(width, height) { $0.layoutPosition = CGPoint(x: x, y: y) }
    }

    @Test func childrenSitAtTheirLayoutPositions() {
        let spec = AbsoluteLayoutSpec(children: [positioned(10, 20, 30, 30), positioned(50, 5, 10, 10)])
        #expect(layout(spec, upTo: 200, 100).childFrames == [rect(10, 20, 30, 30), rect(50, 5, 10, 10)])
    }

    @Test func defaultSizingTakesTheFiniteMaximum() {
        let spec = AbsoluteLayoutSpec(children: [positioned(10, 20, 30, 30)])
        #expect(spec.sizing == .default)
        #expect(layout(spec, upTo: 200, 100).size == size(200, 100))
    }

    @Test func sizeToFitWrapsTheChildren() {
        let spec = AbsoluteLayoutSpec(sizing: .sizeToFit, children: [positioned(10, 20, 30, 30), positioned(50, 5, 10, 10)])
        #expect(layout(spec, upTo: 200, 100).size == size(60, 50))
    }

    @Test func defaultSizingWithoutAFiniteMaximumWrapsTheChildren() {
        let spec = AbsoluteLayoutSpec(children: [positioned(10, 20, 30, 30), positioned(50, 5, 10, 10)])
        #expect(layoutUnconstrained(spec).size == size(60, 50))
    }

    @Test func defaultSizingWrapsOnlyTheUnboundedAxis() {
        let spec = AbsoluteLayoutSpec(children: [positioned(10, 20, 30, 30)])
        let range = SizeRange(min: .zero, max: size(200, .infinity))
        #expect(spec.layoutThatFits(range).size == size(200, 50))
    }

    @Test func sizeToFitRespectsTheMinimumConstraint() {
        let spec = AbsoluteLayoutSpec(sizing: .sizeToFit, children: [positioned(0, 0, 10, 10)])
        let range = SizeRange(min: size(40, 30), max: size(200, 100))
        #expect(spec.layoutThatFits(range).size == size(40, 30))
    }

    @Test func childIsLimitedToTheSpaceAfterItsPosition() {
        let spec = AbsoluteLayoutSpec(children: [positioned(150, 80, 500, 500)])
        #expect(layout(spec, upTo: 200, 100).childFrames == [rect(150, 80, 50, 20)])
    }

    @Test func childFractionsResolveAgainstTheSpecsMaximum() {
        let child = box { $0.width = .fraction(0.5); $0.height = .fraction(0.25); $0.layoutPosition = CGPoint(x: 10, y: 10) }
        #expect(layout(AbsoluteLayoutSpec(children: [child]), upTo: 200, 100).childFrames == [rect(10, 10, 100, 25)])
    }

    @Test func childrenMayOverlap() {
        let spec = AbsoluteLayoutSpec(children: [positioned(0, 0, 50, 50), positioned(25, 25, 50, 50)])
        #expect(layoutUnconstrained(spec).childFrames == [rect(0, 0, 50, 50), rect(25, 25, 50, 50)])
    }

    @Test func absoluteSpecInsideAStackStretchesToTheStacksHeight() {
        let dot = positioned(5, 5, 10, 10)
        let canvas = AbsoluteLayoutSpec(sizing: .sizeToFit, children: [dot])
        let result = layout(stack([box(50), canvas]), 200, 100)
        #expect(result.frame(of: canvas) == rect(50, 0, 15, 100))
        #expect(result.frame(of: dot) == rect(55, 5, 10, 10))
    }
}
