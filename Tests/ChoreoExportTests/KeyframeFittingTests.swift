@testable import ChoreoExport
import ChoreoMotion
import Foundation
import Testing

@Suite("Keyframe fitting")
struct KeyframeFittingTests {
    private typealias Segment = KeyframeFitting.Segment

    /// Rounds a curve's control values to millionths: the fit's tiny ridge and floating-point
    /// noise stay below that.
    private func rounded(_ segments: [Segment]) -> [Segment] {
        segments.map { segment in
            guard case let .curve(y1, y2) = segment.motion else { return segment }
            return Segment(start: segment.start, end: segment.end,
                           motion: .curve(y1: (y1 * 1e6).rounded() / 1e6, y2: (y2 * 1e6).rounded() / 1e6))
        }
    }

    @Test("A value within tolerance of its first sample is static: no segments")
    func staticValue() {
        #expect(KeyframeFitting.fit([[4], [4.1], [3.9], [4.2]], tolerance: [0.25]).isEmpty)
        #expect(KeyframeFitting.fit([[4]], tolerance: [0.25]).isEmpty)
    }

    @Test("A straight ramp is one linear segment")
    func ramp() {
        let samples = (0...10).map { [Double($0) * 3] }
        #expect(rounded(KeyframeFitting.fit(samples, tolerance: [0.25])) == [
            Segment(start: 0, end: 10, motion: .curve(y1: 0.333333, y2: 0.666667)),
        ])
    }

    @Test("A cubic ease-in-out is one segment with its control values")
    func easeInOut() {
        // The easing (0,0) (1/3,0) (2/3,1) (1,1) is 3t² - 2t³.
        let samples = (0...12).map { index -> [Double] in
            let t = Double(index) / 12
            return [10 + 90 * (3 * t * t - 2 * t * t * t)]
        }
        #expect(rounded(KeyframeFitting.fit(samples, tolerance: [0.25])) == [
            Segment(start: 0, end: 12, motion: .curve(y1: 0, y2: 1)),
        ])
    }

    @Test("Jumps between plateaus are holds")
    func steps() {
        #expect(KeyframeFitting.fit([[0], [0], [0], [5], [5], [5]], tolerance: [0.25]) == [
            Segment(start: 0, end: 3, motion: .hold), Segment(start: 3, end: 5, motion: .hold),
        ])
    }

    @Test("A damped spring needs few segments and every sample stays within tolerance")
    func spring() {
        let samples = (0..<90).map { frame -> [Double] in
            let t = Double(frame) / 60
            return [200 * (1 - exp(-6 * t) * cos(14 * t))]
        }
        let segments = KeyframeFitting.fit(samples, tolerance: [0.25])
        #expect(segments.count == 7)
        #expect(segments.first?.start == 0)
        #expect(segments.last?.end == 89)
        #expect(maximumError(segments, samples) <= 0.25)
    }

    @Test("Dimensions share one easing: a curved path splits into straight pieces, all within tolerance")
    func twoDimensions() {
        let samples = (0...30).map { frame -> [Double] in
            let t = Double(frame) / 30
            return [100 * t, 100 * t * t]
        }
        let segments = KeyframeFitting.fit(samples, tolerance: [0.25, 0.25])
        #expect(segments.count == 9)
        #expect(maximumError(segments, samples) <= 0.25)
        #expect(KeyframeFitting.fit(samples.map { [$0[0]] }, tolerance: [0.25]).count == 1)
    }

    @Test("Ends closer than the tolerance cannot carry a bump")
    func bump() {
        #expect(KeyframeFitting.curve([[0], [3], [0]], from: 0, to: 2, tolerance: [0.25]) == nil)
    }

    @Test("The easing's value at thirds of time")
    func easing() {
        #expect(KeyframeFitting.easing(y1: 0, y2: 1, at: 0.5) == 0.5)
        #expect(KeyframeFitting.easing(y1: 1.0 / 3, y2: 2.0 / 3, at: 0.25) == 0.25)
        #expect(KeyframeFitting.value(from: [10, 0], to: [20, -4], y1: 0, y2: 1, at: 0.5) == [15, -2])
    }
}
