import Foundation
import Testing
@testable import ChoreoLayout

/// `InsetLayoutSpec` (Texture's ASInsetLayoutSpec).
@MainActor
@Suite struct InsetSpecTests {
    private let insets = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)

    @Test func childFillsTheExactSizeLessTheInsets() {
        let spec = InsetLayoutSpec(insets: insets, child: LayoutSpec())
        let result = layout(spec, 200, 100)
        #expect(result.size == size(200, 100))
        #expect(result.childFrames == [rect(20, 10, 140, 60)])
    }

    @Test func specWrapsASmallerChildPlusTheInsets() {
        let spec = InsetLayoutSpec(insets: insets, child: box(50, 20))
        let result = layout(spec, upTo: 200, 100)
        #expect(result.size == size(110, 60))
        #expect(result.childFrames == [rect(20, 10, 50, 20)])
    }

    @Test func unconstrainedInsetAddsTheInsetsToTheChild() {
        let spec = InsetLayoutSpec(insets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10), child: box(50, 20))
        let result = layoutUnconstrained(spec)
        #expect(result.size == size(70, 40))
        #expect(result.childFrames == [rect(10, 10, 50, 20)])
    }

    @Test func childFractionsResolveAgainstTheParentSizeLessTheInsets() {
        let child = box { $0.width = .fraction(0.5); $0.height = .fraction(0.5) }
        let spec = InsetLayoutSpec(insets: insets, child: child)
        let result = spec.layoutThatFits(SizeRange(min: .zero, max: size(300, 200)), parentSize: size(300, 200),
                                         options: LayoutOptions())
        #expect(result.size == size(180, 120))
        #expect(result.childFrames == [rect(20, 10, 120, 80)])
    }

    @Test func infiniteLeadingInsetsPinTheChildToTheOppositeEdges() {
        let spec = InsetLayoutSpec(insets: EdgeInsets(top: .infinity, left: .infinity, bottom: 0, right: 10),
                                   child: box(50, 20))
        let result = layout(spec, 200, 100)
        #expect(result.size == size(200, 100))
        #expect(result.childFrames == [rect(140, 80, 50, 20)])
    }

    @Test func infiniteInsetsOnBothSidesCenterTheChild() {
        let spec = InsetLayoutSpec(insets: EdgeInsets(top: 0, left: .infinity, bottom: 0, right: .infinity),
                                   child: box(50, 20))
        #expect(layout(spec, 200, 100).childFrames == [rect(75, 0, 50, 100)])
    }

    @Test func infiniteTrailingInsetKeepsTheChildAtTheLeadingInset() {
        let spec = InsetLayoutSpec(insets: EdgeInsets(top: 5, left: 10, bottom: .infinity, right: .infinity),
                                   child: box(50, 20))
        #expect(layout(spec, 200, 100).childFrames == [rect(10, 5, 50, 20)])
    }

    @Test func insetsLargerThanTheSpaceLeaveTheChildNoWidth() {
        let spec = InsetLayoutSpec(insets: EdgeInsets(top: 0, left: 150, bottom: 0, right: 150), child: LayoutSpec())
        let result = layout(spec, 200, 100)
        #expect(result.size == size(200, 100))
        #expect(result.childFrames == [rect(150, 0, 0, 100)])
    }

    @Test func insetSpecInsideAStackIsSizedByItsChild() {
        let leaf = box(50, 20)
        let inset = InsetLayoutSpec(insets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10), child: leaf)
        let result = layout(stack(align: .start, [box(30, 30), inset]), 200, 100)
        #expect(result.frame(of: inset) == rect(30, 0, 70, 40))
        #expect(result.frame(of: leaf) == rect(40, 10, 50, 20))
    }

    @Test func insetSpecStretchedByAStackStretchesItsChild() {
        let leaf = LayoutSpec()
        let inset = InsetLayoutSpec(insets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10), child: leaf)
        inset.style.flexGrow = 1
        let result = layout(stack([inset]), 200, 100)
        #expect(result.frame(of: leaf) == rect(10, 10, 180, 80))
    }

    @Test func marginsOfAnInsetChildPlayNoPart() {
        let child = LayoutSpec()
        child.style.margin = DimensionInsets(EdgeInsets(top: 7, left: 7, bottom: 7, right: 7))
        let spec = InsetLayoutSpec(insets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10), child: child)
        #expect(layout(spec, 100, 100).childFrames == [rect(10, 10, 80, 80)])
    }

    @Test func insetChildFractionsInAStackResolveAgainstTheStackLessTheInsets() {
        let leaf = box(nil, 10) { $0.width = .fraction(0.5) }
        let inset = InsetLayoutSpec(insets: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20), child: leaf)
        let result = layout(stack(align: .start, [inset]), 200, 100)
        #expect(result.frame(of: leaf) == rect(20, 0, 80, 10))
    }

    @Test func insetSpecInARowIsStretchedToTheRowsHeight() {
        let leaf = LayoutSpec()
        let inset = InsetLayoutSpec(insets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10), child: leaf)
        inset.style.width = .points(60)
        let result = layout(stack([box(30), inset]), 200, 100)
        #expect(result.frame(of: inset) == rect(30, 0, 60, 100))
        #expect(result.frame(of: leaf) == rect(40, 10, 40, 80))
    }
}
