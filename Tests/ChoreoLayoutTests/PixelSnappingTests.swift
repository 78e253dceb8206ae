import Foundation
import Testing
@testable import ChoreoLayout

/// Pixel snapping at `LayoutOptions.scale`: absolute edges round to the pixel grid (half up).
@MainActor
@Suite struct PixelSnappingTests {
    private func thirds(options: LayoutOptions) -> Layout {
        let spec = stack([box { $0.flexGrow = 1 }, box { $0.flexGrow = 1 }, box { $0.flexGrow = 1 }])
        return layout(spec, 100, 10, options: options)
    }

    @Test func thirdsAtScaleOneRoundEdgesWithoutGaps() {
        let result = thirds(options: LayoutOptions())
        #expect(result.childFrames == [rect(0, 0, 33, 10), rect(33, 0, 34, 10), rect(67, 0, 33, 10)])
    }

    @Test func everyChildStartsWhereThePreviousEnds() {
        let spec = stack((0..<7).map { _ in box { $0.flexGrow = 1 } })
        let frames = layout(spec, 100, 10).childFrames
        #expect(frames.first?.minX == 0)
        #expect(frames.last?.maxX == 100)
        for (previous, next) in zip(frames, frames.dropFirst()) {
            #expect(next.minX == previous.maxX)
        }
        // Edges k * 100 / 7 round to 0, 14, 29, 43, 57, 71, 86, 100.
        #expect(frames.map(\.width) == [14, 15, 14, 14, 14, 15, 14])
    }

    @Test func thirdsAtScaleTwoSnapToHalfPoints() {
        let result = thirds(options: LayoutOptions(scale: 2))
        #expect(result.childFrames == [rect(0, 0, 33.5, 10), rect(33.5, 0, 33, 10), rect(66.5, 0, 33.5, 10)])
    }

    @Test func thirdsAtScaleThreeLandOnThirdPoints() {
        let frames = thirds(options: LayoutOptions(scale: 3)).childFrames
        #expect(frames.map { ($0.minX * 3).rounded() } == [0, 100, 200])
        #expect(frames.map { ($0.width * 3).rounded() } == [100, 100, 100])
        for frame in frames {
            #expect(abs(frame.minX * 3 - (frame.minX * 3).rounded()) < 1e-9)
            #expect(abs(frame.width - 100.0 / 3) < 1e-9)
        }
    }

    @Test func scaleZeroKeepsFractionalFrames() {
        let frames = thirds(options: LayoutOptions(scale: 0)).childFrames
        let third = CGFloat(100) / 3
        // Stacks compute in single precision, as Yoga does.
        #expect(isClose(frames[0], rect(0, 0, third, 10), tolerance: 1e-4))
        #expect(isClose(frames[1], rect(third, 0, third, 10), tolerance: 1e-4))
        #expect(isClose(frames[2], rect(2 * third, 0, third, 10), tolerance: 1e-4))
    }

    @Test func negativeOrNonFiniteScaleTurnsSnappingOff() {
        for scale in [CGFloat(-1), .nan, .infinity] {
            let frames = thirds(options: LayoutOptions(scale: scale)).childFrames
            #expect(isClose(frames[1], rect(CGFloat(100) / 3, 0, CGFloat(100) / 3, 10), tolerance: 1e-4))
        }
    }

    @Test func halfPointEdgesRoundUp() {
        let spec = stack(align: .start, [box(20, 10)]) { $0.padding.left = .points(10.5); $0.padding.top = .points(0.5) }
        #expect(layout(spec, 100, 50).childFrames == [rect(11, 1, 20, 10)])
    }

    @Test func negativeHalfPointEdgesRoundUpTowardsPositive() {
        let spec = stack(align: .start, [box(20, 10) { $0.margin.left = .points(-10.5) }])
        #expect(layout(spec, 100, 50).childFrames == [rect(-10, 0, 20, 10)])
    }

    @Test func sizesRoundThroughTheirEdges() {
        let spec = stack(align: .start, [box(10.4, 10.6), box(10.4, 10)])
        // Edges 0, 10.4, 20.8 round to 0, 10, 21.
        #expect(layout(spec, 100, 50).childFrames == [rect(0, 0, 10, 11), rect(10, 0, 11, 10)])
    }

    @Test func snappingUsesAbsoluteEdgesNotRelativeOnes() {
        // The inner stack spans 0.4 ... 10.8 (snaps to 0 ... 11); its leaf at absolute 0.8 snaps to 1.
        let leaf = box(10, 10)
        let inner = stack(align: .start, [leaf]) { $0.padding.left = .points(0.4) }
        let outer = stack(align: .start, [inner]) { $0.padding.left = .points(0.4) }
        let result = layout(outer, 100, 50)
        #expect(result.frame(of: inner) == rect(0, 0, 11, 10))
        #expect(result.frame(of: leaf) == rect(1, 0, 10, 10))
        #expect(result.sublayouts[0].sublayouts[0].frame == rect(1, 0, 10, 10))
    }

    @Test func rootSizeIsSnapped() {
        let spec = stack(align: .start, [box(10.3, 10.7)])
        #expect(layoutUnconstrained(spec).size == size(10, 11))
        #expect(layoutUnconstrained(spec, options: LayoutOptions(scale: 2)).size == size(10.5, 10.5))
    }

    @Test func textEdgesRoundToTheNearestPixelAsEveryNodes() {
        // Rounded like any box, so a label centred in its bubble stays centred.
        let text = ContentLeaf(textLength: 10.2, lineHeight: 12.1)
        let result = layoutUnconstrained(stack(align: .start, [box(0.6, 1), text]))
        #expect(result.frame(of: text) == rect(1, 0, 10, 12))
    }

    @Test func nonTextContentRoundsToTheNearestPixel() {
        let image = ContentLeaf { _ in size(10.2, 12.6) }
        let result = layoutUnconstrained(stack(align: .start, [image]))
        #expect(result.frame(of: image) == rect(0, 0, 10, 13))
    }

    @Test func snappingAppliesToSpecChildrenToo() {
        let child = box(33.3, 20)
        let center = CenterLayoutSpec(centeringOptions: .xy, sizingOptions: .default, child: child)
        // (100 - 33.3) / 2 = 33.35, right edge 66.65: rounds to 33 ... 67.
        #expect(layout(center, 100, 100).childFrames == [rect(33, 40, 34, 20)])
    }
}
