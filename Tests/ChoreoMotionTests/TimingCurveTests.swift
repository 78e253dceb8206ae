import Testing
@testable import ChoreoMotion

@Suite("TimingCurve")
struct TimingCurveTests {
    static let named: [(String, TimingCurve, [Double])] = [
        ("linear", .linear, [0, 0, 1, 1]),
        ("easeIn", .easeIn, [0.42, 0, 1, 1]),
        ("easeOut", .easeOut, [0, 0, 0.58, 1]),
        ("easeInOut", .easeInOut, [0.42, 0, 0.58, 1]),
        ("default", .default, [0.25, 0.1, 0.25, 1]),
    ]

    @Test("Named curves use Core Animation's control points", arguments: 0..<5)
    func namedControlPoints(index: Int) {
        let (_, curve, points) = Self.named[index]
        #expect([curve.x1, curve.y1, curve.x2, curve.y2] == points)
    }

    @Test("Named curves match a bisection reference at many points", arguments: 0..<5)
    func namedCurvesMatchReference(index: Int) {
        let (name, curve, p) = Self.named[index]
        for step in 0...100 {
            let x = Double(step) / 100
            expectClose(curve.progress(at: x), referenceProgress(p[0], p[1], p[2], p[3], at: x), tolerance: 1e-9, name)
        }
    }

    @Test("Known values of the named curves")
    func knownValues() {
        expectClose(TimingCurve.easeInOut.progress(at: 0.5), 0.5, tolerance: 1e-12)
        expectClose(TimingCurve.linear.progress(at: 0.3), 0.3, tolerance: 0)
        // Closed forms at Bézier parameter 0.5: easeIn has x = 0.6575, y = 0.5.
        expectClose(TimingCurve.easeIn.progress(at: 0.6575), 0.5, tolerance: 1e-12)
        // easeOut is easeIn turned half a turn about (0.5, 0.5).
        expectClose(TimingCurve.easeOut.progress(at: 1 - 0.6575), 0.5, tolerance: 1e-12)
        // default: x = 0.3125, y = 0.5375.
        expectClose(TimingCurve.default.progress(at: 0.3125), 0.5375, tolerance: 1e-12)
    }

    @Test("easeInOut is point-symmetric about (0.5, 0.5)")
    func easeInOutSymmetry() {
        for step in 1..<50 {
            let x = Double(step) / 100
            let curve = TimingCurve.easeInOut
            expectClose(curve.progress(at: x) + curve.progress(at: 1 - x), 1, tolerance: 1e-12)
        }
    }

    @Test("Endpoints are exact and fractions outside 0...1 (and NaN) are clamped")
    func endpointsAndClamping() {
        for (_, curve, _) in Self.named {
            #expect(curve.progress(at: 0) == 0)
            #expect(curve.progress(at: 1) == 1)
            #expect(curve.progress(at: -3) == 0)
            #expect(curve.progress(at: 7) == 1)
            #expect(curve.progress(at: .nan) == 0)
        }
    }

    @Test("Every valid control point solves exactly, and y in 0...1 gives monotonic progress")
    func monotonicSweep() {
        let grid = stride(from: 0.0, through: 1.0, by: 0.125).map { $0 }
        let ys = [-0.5, 0, 0.3, 1, 1.5]
        for x1 in grid { for x2 in grid { for y1 in ys { for y2 in ys {
            let curve = TimingCurve(controlPoints: x1, y1, x2, y2)
            let samples = (0...40).map { curve.progress(at: Double($0) / 40) }
            let worst = (1..<40).map { abs(samples[$0] - referenceProgress(x1, y1, x2, y2, at: Double($0) / 40)) }.max() ?? 0
            #expect(worst < 1e-6, "(\(x1), \(y1), \(x2), \(y2)) is off by \(worst)")
            if (0...1).contains(y1), (0...1).contains(y2) {
                #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 + 1e-12 }, "(\(x1), \(y1), \(x2), \(y2))")
            }
        } } } }
    }

    @Test("A control point with x outside 0...1 is clamped; a non-finite one gives linear")
    func invalidControlPoints() {
        let clamped = TimingCurve(controlPoints: -0.5, 0.2, 1.7, 0.8)
        #expect(clamped.x1 == 0 && clamped.x2 == 1)
        #expect(clamped.y1 == 0.2 && clamped.y2 == 0.8)
        #expect(warned("TimingCurve x1", "-0.5"))
        #expect(TimingCurve(controlPoints: .nan, 0, 1, 1) == .linear)
        #expect(TimingCurve(controlPoints: 0.2, .infinity, 1, 1) == .linear)
    }

    @Test("Overshooting y control points overshoot")
    func overshoot() {
        let back = TimingCurve(controlPoints: 0.3, 1.6, 0.6, 1)
        let peak = (1...99).map { back.progress(at: Double($0) / 100) }.max() ?? 0
        #expect(peak > 1.05)
    }

    @Test("Slope matches the derivative of progress, including vertical-free ends")
    func slope() {
        for (name, curve, _) in Self.named {
            for step in 1..<20 {
                let x = Double(step) / 20
                expectClose(curve.slope(at: x), derivative(at: x) { curve.progress(at: $0) }, tolerance: 1e-5, name)
            }
        }
        // easeOut leaves along its second control point's direction: slope 1 / 0.58.
        expectClose(TimingCurve.easeOut.slope(at: 0), 1 / 0.58, tolerance: 1e-12)
        expectClose(TimingCurve.easeIn.slope(at: 1), 1 / 0.58, tolerance: 1e-12)
        expectClose(TimingCurve.easeIn.slope(at: 0), 0, tolerance: 1e-9)
        #expect(TimingCurve(controlPoints: 0, 1, 1, 1).slope(at: 0).isFinite)
    }
}
