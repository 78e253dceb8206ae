import Foundation
import Testing
@testable import ChoreoLayout

/// `SizeRange`, Texture's size resolution (min beats max beats exact) and style fractions.
@MainActor
@Suite struct SizeRangeTests {
    @Test func exactlyMakesMinEqualMax() {
        let range = SizeRange(exactly: size(30, 40))
        #expect(range.min == size(30, 40))
        #expect(range.max == size(30, 40))
        #expect(range == SizeRange(min: size(30, 40), max: size(30, 40)))
    }

    @Test func unconstrainedIsZeroToInfinity() {
        #expect(SizeRange.unconstrained.min == .zero)
        #expect(SizeRange.unconstrained.max == size(.infinity, .infinity))
    }

    @Test func clampWorksPerAxis() {
        let range = SizeRange(min: size(0, 10), max: size(200, 100))
        #expect(range.clamp(size(300, -5)) == size(200, 10))
        #expect(range.clamp(size(50, 60)) == size(50, 60))
    }

    @Test func clampTurnsNaNIntoTheMinimum() {
        let range = SizeRange(min: size(5, 10), max: size(200, 100))
        #expect(range.clamp(size(.nan, .nan)) == size(5, 10))
    }

    @Test(arguments: [CGFloat.nan, -10, .infinity, -.infinity])
    func invalidMinimumBecomesZero(value: CGFloat) {
        let range = SizeRange(min: size(value, value), max: size(100, 100))
        #expect(range.min == .zero)
        #expect(range.max == size(100, 100))
    }

    @Test func nanMaximumBecomesInfinity() {
        let range = SizeRange(min: size(10, 10), max: size(.nan, .nan))
        #expect(range.max == size(.infinity, .infinity))
    }

    @Test func maximumBelowTheMinimumIsRaisedToIt() {
        let range = SizeRange(min: size(50, 60), max: size(20, 10))
        #expect(range.min == size(50, 60))
        #expect(range.max == size(50, 60))
    }

    @Test func negativeMaximumBecomesTheMinimum() {
        let range = SizeRange(min: size(0, 5), max: size(-10, -1))
        #expect(range.max == size(0, 5))
    }

    @Test func spacerSizesToTheMinimumOfItsRange() {
        let range = SizeRange(min: size(10, 20), max: size(100, 200))
        let result = LayoutSpec().layoutThatFits(range)
        #expect(result.size == size(10, 20))
        #expect(result.position == .zero)
        #expect(result.sublayouts.isEmpty)
    }

    private func rootWidth(_ width: LayoutDimension, min minWidth: LayoutDimension, max maxWidth: LayoutDimension) -> CGFloat {
        let spec = LayoutSpec()
        spec.style.width = width
        spec.style.minWidth = minWidth
        spec.style.maxWidth = maxWidth
        return spec.layoutThatFits(.unconstrained).size.width
    }

    @Test(arguments: [
        (LayoutDimension.points(100), LayoutDimension.auto, LayoutDimension.auto, CGFloat(100)),
        (.points(100), .auto, .points(80), 80),
        (.points(50), .points(60), .auto, 60),
        (.points(50), .points(40), .points(60), 50),
    ])
    func minAndMaxBeatTheExactSize(width: LayoutDimension, minWidth: LayoutDimension, maxWidth: LayoutDimension,
                                   expected: CGFloat) {
        #expect(rootWidth(width, min: minWidth, max: maxWidth) == expected)
    }

    @Test(arguments: [
        (LayoutDimension.points(100), LayoutDimension.points(90), LayoutDimension.points(80), CGFloat(90)),
        (.auto, .points(70), .points(40), 70),
    ])
    func minBeatsAConflictingMax(width: LayoutDimension, minWidth: LayoutDimension, maxWidth: LayoutDimension,
                                 expected: CGFloat) {
        #expect(rootWidth(width, min: minWidth, max: maxWidth) == expected)
    }

    @Test func constrainedRangeWinsOverALargerStyleSize() {
        let spec = box(300, 300)
        #expect(spec.layoutThatFits(SizeRange(min: .zero, max: size(200, 100))).size == size(200, 100))
    }

    @Test func constrainedRangeWinsOverASmallerStyleSize() {
        let spec = box(50, 50)
        #expect(spec.layoutThatFits(SizeRange(min: size(100, 80), max: size(200, 200))).size == size(100, 80))
    }

    @Test func styleSizeWithinTheRangeIsUsed() {
        let spec = box(50, 60)
        #expect(spec.layoutThatFits(SizeRange(min: .zero, max: size(200, 200))).size == size(50, 60))
    }

    @Test func fractionsResolveAgainstTheParentSizeArgument() {
        let spec = box { $0.width = .fraction(0.5); $0.height = .fraction(0.25) }
        let result = spec.layoutThatFits(.unconstrained, parentSize: size(300, 100), options: LayoutOptions())
        #expect(result.size == size(150, 25))
    }

    @Test func fractionsWithoutAParentSizeActAsAuto() {
        let spec = box { $0.width = .fraction(0.5); $0.height = .fraction(0.25) }
        let range = SizeRange(min: size(10, 20), max: size(300, 300))
        #expect(spec.layoutThatFits(range).size == size(10, 20))
    }

    @Test func fractionsOfAnInfiniteParentSizeActAsAuto() {
        let spec = box { $0.width = .fraction(0.5) }
        let result = spec.layoutThatFits(.unconstrained, parentSize: size(.infinity, .nan), options: LayoutOptions())
        #expect(result.size == .zero)
    }

    @Test func maxWidthFractionLimitsAStack() {
        let spec = stack([box(200, 10)]) { $0.maxWidth = .fraction(0.5) }
        let result = spec.layoutThatFits(.unconstrained, parentSize: size(300, 100), options: LayoutOptions())
        #expect(result.size == size(150, 10))
    }

    @Test func minHeightFractionRaisesAStack() {
        let spec = stack([box(20, 10)]) { $0.minHeight = .fraction(0.5) }
        let result = spec.layoutThatFits(.unconstrained, parentSize: size(300, 100), options: LayoutOptions())
        #expect(result.size == size(20, 50))
    }

    @Test func styleSizeOfATextureSpecConstrainsItsChild() {
        let child = LayoutSpec()
        let inset = InsetLayoutSpec(insets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10), child: child)
        inset.style.preferredSize = size(120, 60)
        let result = layoutUnconstrained(inset)
        #expect(result.size == size(120, 60))
        #expect(result.frame(of: child) == rect(10, 10, 100, 40))
    }

    @Test func preferredSizeSetsWidthAndHeightInPoints() {
        var style = LayoutElementStyle()
        style.preferredSize = size(30, 40)
        #expect(style.width == .points(30))
        #expect(style.height == .points(40))
        style.height = .fraction(0.5)
        #expect(style.preferredSize == size(30, 0))
    }

    @Test func layoutDimensionConstructors() {
        #expect(LayoutDimension.points(50) == LayoutDimension(unit: .points, value: 50))
        #expect(LayoutDimension.fraction(0.5) == LayoutDimension(unit: .fraction, value: 0.5))
        #expect(LayoutDimension.auto == LayoutDimension(unit: .auto, value: 0))
    }

    @Test func dimensionInsetsConstructors() {
        let insets = DimensionInsets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(insets == DimensionInsets(top: .points(1), left: .points(2), bottom: .points(3), right: .points(4)))
        #expect(DimensionInsets() == DimensionInsets(top: .auto, left: .auto, bottom: .auto, right: .auto))
        #expect(DimensionInsets.zero == DimensionInsets(EdgeInsets.zero))
        #expect(EdgeInsets.zero == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }
}
