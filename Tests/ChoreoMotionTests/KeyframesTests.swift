import Foundation
import Testing
@testable import ChoreoMotion

@Suite("Keyframes")
struct KeyframesTests {
    @Test("Linear: exact values at key times and linear in between")
    func linearBoundaries() throws {
        let keyframes = try #require(Keyframes<Double>(values: [0, 10, 40], keyTimes: [0, 0.25, 1]))
        #expect(keyframes.value(at: 0) == 0)
        #expect(keyframes.value(at: 0.25) == 10)
        #expect(keyframes.value(at: 1) == 40)
        expectClose(keyframes.value(at: 0.125), 5)
        expectClose(keyframes.value(at: 0.25 + 0.375), 25)
        // Just either side of the boundary.
        expectClose(keyframes.value(at: 0.25 - 1e-9), 10, tolerance: 1e-6)
        expectClose(keyframes.value(at: 0.25 + 1e-9), 10, tolerance: 1e-6)
        // Velocity per unit fraction: 40 in the first segment, 40 in the second.
        expectClose(keyframes.velocity(at: 0.1), 40)
        expectClose(keyframes.velocity(at: 0.5), 40)
    }

    @Test("Each segment uses its own timing curve")
    func perSegmentCurves() throws {
        let keyframes = try #require(Keyframes<Double>(values: [0, 1, 2], timingCurves: [.easeIn, .easeOut]))
        expectClose(keyframes.value(at: 0.25), TimingCurve.easeIn.progress(at: 0.5), tolerance: 1e-12)
        expectClose(keyframes.value(at: 0.75), 1 + TimingCurve.easeOut.progress(at: 0.5), tolerance: 1e-12)
        let single = try #require(Keyframes<Double>(values: [0, 1, 2], timingCurves: [.easeInOut]))
        #expect(single.timingCurves == [.easeInOut, .easeInOut])
    }

    @Test("Discrete holds each value until the next key time")
    func discrete() throws {
        let keyframes = try #require(Keyframes<CGFloat>(values: [1, 2, 3], keyTimes: [0, 0.5, 0.9], calculationMode: .discrete))
        #expect(keyframes.value(at: 0) == 1)
        #expect(keyframes.value(at: 0.49) == 1)
        #expect(keyframes.value(at: 0.5) == 2)
        #expect(keyframes.value(at: 0.89) == 2)
        #expect(keyframes.value(at: 0.9) == 3)
        #expect(keyframes.value(at: 1) == 3)
        #expect(keyframes.velocity(at: 0.3) == 0)
    }

    @Test("Paced spaces key times by distance, so speed is constant")
    func paced() throws {
        let points = [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 40), CGPoint(x: 30, y: 90)]
        let keyframes = try #require(Keyframes(values: points, keyTimes: [0, 0.9, 1], timingCurves: [.easeIn, .easeIn],
                                                calculationMode: .paced))
        #expect(keyframes.keyTimes == [0, 0.5, 1])
        #expect(keyframes.value(at: 0.5) == CGPoint(x: 30, y: 40))
        for fraction in [0.1, 0.3, 0.6, 0.95] {
            expectClose(keyframes.velocity(at: fraction).magnitude, 100, tolerance: 1e-9)
        }
        let still = try #require(Keyframes<Double>(values: [5, 5, 5], calculationMode: .paced))
        #expect(still.keyTimes == [0, 0.5, 1])
    }

    @Test("Cubic passes through every keyframe with continuous velocity")
    func cubic() throws {
        let keyframes = try #require(Keyframes<Double>(values: [0, 10, 5, 20], keyTimes: [0, 0.2, 0.7, 1], calculationMode: .cubic))
        for (time, value) in zip(keyframes.keyTimes, keyframes.values) {
            expectClose(keyframes.value(at: time), value, tolerance: 1e-12)
        }
        for time in [0.2, 0.7] {
            expectClose(keyframes.velocity(at: time - 1e-9), keyframes.velocity(at: time + 1e-9), tolerance: 1e-5)
        }
        // Catmull-Rom tangent at 0.2: (5 − 0) / (0.7 − 0) per unit fraction.
        expectClose(keyframes.velocity(at: 0.2), 5 / 0.7, tolerance: 1e-9)
        for time in [0.1, 0.45, 0.8] {
            expectClose(keyframes.velocity(at: time), derivative(at: time) { keyframes.value(at: $0) }, tolerance: 1e-4)
        }
    }

    @Test("Linear velocity matches finite differences through timing curves")
    func linearVelocity() throws {
        let keyframes = try #require(Keyframes<CGRect>(
            values: [.zero, CGRect(x: 10, y: 0, width: 50, height: 20), CGRect(x: 0, y: 30, width: 10, height: 10)],
            timingCurves: [.easeInOut, .default]))
        for time in [0.1, 0.3, 0.6, 0.9] {
            expectClose(keyframes.velocity(at: time), derivative(at: time) { keyframes.value(at: $0).animatableVector }, tolerance: 1e-4)
        }
    }

    @Test("Out-of-order key times sort the keyframes; out-of-range times are clamped")
    func unsortedAndOutOfRange() throws {
        let keyframes = try #require(Keyframes<Double>(values: [0, 100, 50], keyTimes: [0, 1.5, 0.5]))
        #expect(keyframes.keyTimes == [0, 0.5, 1])
        #expect(keyframes.values == [0, 50, 100])
        #expect(warned("Keyframe key times must be in 0...1", "1.5"))
        #expect(warned("Keyframe key times must be ascending"))
        expectClose(keyframes.value(at: 0.75), 75)
    }

    @Test("A key-time count mismatch or NaN spaces the keyframes evenly")
    func mismatchedKeyTimes() throws {
        let short = try #require(Keyframes<Double>(values: [0, 1, 2], keyTimes: [0, 1]))
        #expect(short.keyTimes == [0, 0.5, 1])
        let nan = try #require(Keyframes<Double>(values: [0, 1, 2], keyTimes: [0, .nan, 1]))
        #expect(nan.keyTimes == [0, 0.5, 1])
        let curves = try #require(Keyframes<Double>(values: [0, 1, 2, 3], timingCurves: [.easeIn, .easeOut]))
        #expect(curves.timingCurves == [.easeIn, .easeOut, .linear])
    }

    @Test("Empty values give nil; one value is constant; before the first key time it holds")
    func degenerate() throws {
        #expect(Keyframes<Double>(values: []) == nil)
        let one = try #require(Keyframes<Double>(values: [7]))
        #expect(one.value(at: 0.5) == 7)
        #expect(one.velocity(at: 0.5) == 0)
        let late = try #require(Keyframes<Double>(values: [1, 2], keyTimes: [0.4, 0.6]))
        #expect(late.value(at: 0.1) == 1)
        #expect(late.value(at: 0.9) == 2)
        expectClose(late.value(at: 0.5), 1.5)
        #expect(late.value(at: .nan) == 1)
    }

    @Test("Equal key times make a jump")
    func duplicateKeyTimes() throws {
        let keyframes = try #require(Keyframes<Double>(values: [0, 10, 20, 30], keyTimes: [0, 0.5, 0.5, 1]))
        expectClose(keyframes.value(at: 0.25), 5)
        #expect(keyframes.value(at: 0.5) == 20)
        expectClose(keyframes.value(at: 0.75), 25)
    }
}
