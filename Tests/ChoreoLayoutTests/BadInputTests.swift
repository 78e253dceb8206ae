import Foundation
import Testing
@testable import ChoreoLayout

/// Invalid input never traps: each bad value gets its documented fallback.
@MainActor
@Suite struct BadInputTests {
    // MARK: Style sizes

    @Test(arguments: [
        (CGFloat.nan, CGFloat(200)),
        (.infinity, 200),
        (-.infinity, 200),
        (-50, 0),
    ])
    func invalidWidthFallsBack(width: CGFloat, expectedWidth: CGFloat) {
        // An auto width stretches across the column; a width of 0 does not.
        let spec = stack(.vertical, [box(width, 10)])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, expectedWidth, 10)])
    }

    @Test func nanHeightActsAsAuto() {
        let spec = stack([box(10, .nan)])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 10, 100)])
    }

    @Test func negativeHeightBecomesZero() {
        let spec = stack([box(10, -5)])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 10, 0)])
    }

    @Test func nanMaxWidthActsAsNoMaximum() {
        let spec = stack([box(150) { $0.maxWidth = .points(.nan) }])
        #expect(layout(spec, 200, 100).childWidths == [150])
    }

    @Test func nanFractionWidthActsAsAuto() {
        let spec = stack(.vertical, [box(nil, 10) { $0.width = .fraction(.nan) }])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 200, 10)])
    }

    @Test func nanFlexBasisActsAsAuto() {
        let spec = stack([box(60) { $0.flexBasis = .points(.nan); $0.flexGrow = 1 }, box(40) { $0.flexGrow = 1 }])
        #expect(layout(spec, 200, 100).childWidths == [110, 90])
    }

    @Test func negativeFlexBasisBecomesZero() {
        let spec = stack([box(60) { $0.flexBasis = .points(-10) }, box(40)])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 0, 100), rect(0, 0, 40, 100)])
    }

    // MARK: Flex factors

    @Test(arguments: [CGFloat(-1), .nan, .infinity])
    func invalidFlexGrowBecomesZero(grow: CGFloat) {
        let spec = stack([box(50) { $0.flexGrow = grow }, box { $0.flexGrow = 1 }])
        #expect(layout(spec, 300, 100).childWidths == [50, 250])
    }

    @Test(arguments: [CGFloat(-1), .nan, .infinity])
    func invalidFlexShrinkBecomesZero(shrink: CGFloat) {
        let spec = stack([box(200) { $0.flexShrink = shrink }, box(200) { $0.flexShrink = 1 }])
        #expect(layout(spec, 300, 100).childWidths == [200, 100])
    }

    // MARK: Box model

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func nonFiniteMarginBecomesZero(margin: CGFloat) {
        let spec = stack([box(50) { $0.margin.left = .points(margin); $0.margin.top = .points(margin) }, box(10)])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 50, 100), rect(50, 0, 10, 100)])
    }

    @Test(arguments: [CGFloat(-10), .nan, .infinity])
    func invalidPaddingBecomesZero(padding: CGFloat) {
        let spec = stack([box(50)]) { $0.padding = DimensionInsets(EdgeInsets(top: padding, left: padding, bottom: padding, right: padding)) }
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 50, 100)])
    }

    @Test func autoPaddingBecomesZero() {
        let spec = stack([box(50)]) { $0.padding.left = .auto }
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 50, 100)])
    }

    @Test(arguments: [CGFloat(-10), .nan, .infinity])
    func invalidBorderBecomesZero(border: CGFloat) {
        let spec = stack([box(50)]) { $0.border = EdgeInsets(top: border, left: border, bottom: border, right: border) }
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 50, 100)])
    }

    @Test(arguments: [CGFloat.nan, .infinity])
    func nonFinitePositionIsUnset(offset: CGFloat) {
        let spec = stack(align: .start, [box(50, 20) { $0.position.left = .points(offset); $0.position.top = .points(offset) }])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 50, 20)])
    }

    @Test(arguments: [CGFloat(0), -2, .nan, .infinity])
    func invalidAspectRatioIsIgnored(ratio: CGFloat) {
        // With a valid ratio of 2 the height would be 25.
        let spec = stack(.vertical, align: .start, [box(50) { $0.aspectRatio = ratio }])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 0, 50, 0)])
    }

    // MARK: Stack parameters

    @Test(arguments: [CGFloat(-10), .nan, .infinity])
    func invalidSpacingBecomesZero(spacing: CGFloat) {
        let spec = stack(spacing: spacing, [box(20), box(20)])
        #expect(layout(spec, 200, 100).childXs == [0, 20])
    }

    @Test(arguments: [CGFloat(-10), .nan, .infinity])
    func invalidLineSpacingBecomesZero(lineSpacing: CGFloat) {
        let spec = stack(wrap: .wrap, lineSpacing: lineSpacing, [box(80, 30), box(80, 30), box(80, 30)])
        #expect(layout(spec, 200, 100).childYs == [0, 0, 30])
    }

    @Test func invalidSpacingBeforeAndAfterBecomeZero() {
        let spec = stack([box(20) { $0.spacingAfter = .nan }, box(20) { $0.spacingBefore = .infinity }])
        #expect(layout(spec, 200, 100).childXs == [0, 20])
    }

    @Test func nanAscenderActsAsZero() {
        let spec = stack(align: .baselineFirst, [box(20, 20) { $0.ascender = .nan }, box(20, 10) { $0.ascender = 5 }])
        #expect(layout(spec, 200, 100).childFrames == [rect(0, 5, 20, 20), rect(20, 0, 20, 10)])
    }

    // MARK: Texture specs

    @Test(arguments: [CGFloat(-10), .nan])
    func invalidInsetBecomesZero(inset: CGFloat) {
        let spec = InsetLayoutSpec(insets: EdgeInsets(top: inset, left: inset, bottom: 5, right: 5), child: LayoutSpec())
        #expect(layout(spec, 100, 100).childFrames == [rect(0, 0, 95, 95)])
    }

    @Test(arguments: [CGFloat(0), -1, .nan, .infinity])
    func invalidRatioBecomesOne(ratio: CGFloat) {
        let result = layout(RatioLayoutSpec(ratio: ratio, child: LayoutSpec()), upTo: 100, 200)
        #expect(result.size == size(100, 100))
    }

    @Test func nonFiniteLayoutPositionBecomesZero() {
        let child = box(10, 10) { $0.layoutPosition = CGPoint(x: CGFloat.nan, y: .infinity) }
        #expect(layoutUnconstrained(AbsoluteLayoutSpec(children: [child])).childFrames == [rect(0, 0, 10, 10)])
    }

    @Test func nonFiniteCornerOffsetBecomesZero() {
        let badge = box(20, 20)
        let spec = CornerLayoutSpec(child: box(100, 50), corner: badge, location: .bottomRight)
        spec.offset = CGPoint(x: CGFloat.nan, y: -.infinity)
        #expect(layoutUnconstrained(spec).frame(of: badge) == rect(90, 40, 20, 20))
    }

    @Test func invalidMeasuredContentSizeBecomesZero() {
        let leaf = ContentLeaf { _ in size(.nan, -5) }
        let result = layoutUnconstrained(stack(align: .start, [leaf, box(10, 10)]))
        #expect(result.childFrames == [rect(0, 0, 0, 0), rect(0, 0, 10, 10)])
    }

    @Test func nanRangeLaysOutUnconstrained() {
        let range = SizeRange(min: size(.nan, .nan), max: size(.nan, .nan))
        #expect(stack(align: .start, [box(30, 20)]).layoutThatFits(range).size == size(30, 20))
    }

    // MARK: Empty specs

    @Test func emptyStackTakesItsMinimumSize() {
        #expect(layoutUnconstrained(StackLayoutSpec()).size == .zero)
        let range = SizeRange(min: size(30, 40), max: size(100, 100))
        #expect(StackLayoutSpec().layoutThatFits(range).size == size(30, 40))
    }

    @Test func emptyStackIsAsLargeAsItsPaddingAndBorder() {
        let spec = stack([]) {
            $0.padding = DimensionInsets(EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
            $0.border = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        }
        let result = layoutUnconstrained(spec)
        #expect(result.size == size(26, 24))
        #expect(result.sublayouts.isEmpty)
    }

    @Test func emptyStackTakesAnExactSize() {
        #expect(layout(StackLayoutSpec(), 120, 80).size == size(120, 80))
    }

    @Test func stackWithOnlyHiddenChildrenIsEmpty() {
        let spec = stack(spacing: 10, [box(20, 20) { $0.display = .none }, box(20, 20) { $0.display = .none }])
        #expect(layoutUnconstrained(spec).size == .zero)
    }

    @Test func emptyWrapperTakesItsMinimumSize() {
        let range = SizeRange(min: size(15, 25), max: size(100, 100))
        let result = WrapperLayoutSpec(layoutElements: []).layoutThatFits(range)
        #expect(result.size == size(15, 25))
        #expect(result.sublayouts.isEmpty)
    }

    @Test func emptyAbsoluteSpecTakesItsFiniteMaximumOrItsMinimum() {
        let range = SizeRange(min: size(15, 25), max: size(100, 100))
        #expect(AbsoluteLayoutSpec(children: []).layoutThatFits(range).size == size(100, 100))
        #expect(AbsoluteLayoutSpec(sizing: .sizeToFit, children: []).layoutThatFits(range).size == size(15, 25))
        #expect(AbsoluteLayoutSpec(children: []).layoutThatFits(.unconstrained).size == .zero)
    }

    // MARK: Huge trees

    private func nestedStacks(depth: Int, around leaf: LayoutSpec) -> any LayoutElement {
        var element: any LayoutElement = leaf
        for _ in 0..<depth {
            element = stack(align: .start, [element]) { $0.padding.left = .points(1) }
        }
        return element
    }

    @Test func stackNestedBeyondTheLargeStackThresholdLaysOutItsInnermostLeaf() {
        let leaf = box(10, 10)
        let root = nestedStacks(depth: 100, around: leaf)
        let result = layoutUnconstrained(root)
        #expect(result.size == size(110, 10))
        #expect(result.frame(of: leaf) == rect(100, 0, 10, 10))
    }

    @Test
    func stackThreeThousandLevelsDeepLaysOutItsInnermostLeaf() {
        let leaf = box(10, 10)
        let root = nestedStacks(depth: 3000, around: leaf)
        let result = layoutUnconstrained(root)
        #expect(result.size == size(3010, 10))
        #expect(result.frame(of: leaf) == rect(3000, 0, 10, 10))
    }

    @Test func stackWithTwentyThousandChildrenPlacesEveryOne() {
        let children = (0..<20_000).map { _ in box(nil, 1) }
        let result = layoutUnconstrained(stack(.vertical, children) { $0.width = .points(50) })
        #expect(result.size == size(50, 20_000))
        #expect(result.sublayouts.count == 20_000)
        #expect(result.sublayouts[0].frame == rect(0, 0, 50, 1))
        #expect(result.sublayouts[9_999].frame == rect(0, 9_999, 50, 1))
        #expect(result.sublayouts[19_999].frame == rect(0, 19_999, 50, 1))
        #expect(result.frame(of: children[12_345]) == rect(0, 12_345, 50, 1))
    }
}
