import ChoreoSupport
import Foundation
import Testing
@testable import ChoreoMotion

/// The arc from (0, 0) to (100, 0) at intensity 1, worked by hand: φ = 2 atan(1/2) turns each
/// half (sin φ = 0.8, cos φ = 0.6), on the circle of radius 62.5 centred at (50, −37.5).
private func handWorkedPoint(_ p: Double) -> SIMD2<Double> {
    let angle = 2 * atan(0.5) * (2 * p - 1)
    return SIMD2(50 + 62.5 * sin(angle), -37.5 + 62.5 * cos(angle))
}

private func point(_ arc: MotionArc, _ from: CGPoint, _ to: CGPoint, _ p: Double) -> SIMD2<Double> {
    arc.value(from: from, to: to, progress: p).animatableVector
}

@Suite("MotionArc")
struct MotionArcTests {
    let arc = MotionArc(intensity: 1)
    let origin = CGPoint.zero
    let right = CGPoint(x: 100, y: 0)

    @Test("Intensity 1 bows a quarter of the chord, on the documented circle, at constant angle")
    func documentedGeometry() {
        expectClose(point(arc, origin, right, 0.5), SIMD2(50, 25), tolerance: 1e-12)
        for p in [0, 0.1, 0.25, 0.75, 0.9, 1, -0.1, 1.2] {
            expectClose(point(arc, origin, right, p), handWorkedPoint(p), tolerance: 1e-12)
        }
        // 0.25 by hand: (50 − 62.5/√5, 125/√5 − 37.5).
        expectClose(point(arc, origin, right, 0.25), SIMD2(22.049150281252630, 18.401699437494742), tolerance: 1e-12)
    }

    @Test("It bows down whichever way it goes, so the way back retraces it; vertical moves bow left")
    func bowSide() {
        let low = CGPoint(x: 0, y: 100), high = CGPoint(x: 100, y: 0)
        // Hero's arc through the corner (100, 100) reaches the same midpoint at 45°.
        expectClose(point(arc, low, high, 0.5), SIMD2(75, 75), tolerance: 1e-12)
        expectClose(point(arc, high, low, 0.5), SIMD2(75, 75), tolerance: 1e-12)
        for p in [0.2, 0.4, 0.7] {
            expectClose(point(arc, low, high, p), point(arc, high, low, 1 - p), tolerance: 1e-12)
            expectClose(point(arc, origin, right, p), point(arc, right, origin, 1 - p), tolerance: 1e-12)
        }
        let down = CGPoint(x: 0, y: 100)
        expectClose(point(arc, origin, down, 0.5), SIMD2(-25, 50), tolerance: 1e-12)
        expectClose(point(arc, down, origin, 0.5), SIMD2(-25, 50), tolerance: 1e-12)
    }

    @Test("A negative intensity bows to the other side; 2 is a half circle; 0 is straight")
    func intensities() {
        expectClose(point(MotionArc(intensity: -1), origin, right, 0.5), SIMD2(50, -25), tolerance: 1e-12)
        let half = MotionArc(intensity: 2)
        expectClose(point(half, origin, right, 0.5), SIMD2(50, 50), tolerance: 1e-12)
        expectClose(point(half, origin, right, 0.25), SIMD2(50 - 50 / 2.0.squareRoot(), 50 / 2.0.squareRoot()),
                    tolerance: 1e-12)
        #expect(MotionArc(intensity: 0).isStraight)
        #expect(point(MotionArc(intensity: 0), origin, right, 0.3) == SIMD2(30, 0))
    }

    @Test("A rect's centre takes the arc and its size a straight line")
    func rects() {
        let from = CGRect(x: -5, y: -5, width: 10, height: 10), to = CGRect(x: 90, y: -10, width: 20, height: 20)
        expectClose(arc.value(from: from, to: to, progress: 0.5).animatableVector, SIMD4(42.5, 17.5, 15, 15),
                    tolerance: 1e-12)
    }

    @Test("Bad intensities are repaired with a message; coincident ends do not move, without NaN")
    func badInput() {
        var arcs: [MotionArc] = []
        let warnings = Diagnostics.capture {
            arcs = [MotionArc(intensity: .nan), MotionArc(intensity: 3), MotionArc(intensity: -.infinity)]
        }
        #expect(warnings == [
            "Choreo: Arc intensity must be a number, got nan; using 0.0",
            "Choreo: Arc intensity must be in -2...2 (2 is a half circle), got 3.0; using 2.0",
            "Choreo: Arc intensity must be in -2...2 (2 is a half circle), got -inf; using -2.0",
        ])
        #expect(arcs.map(\.intensity) == [0, 2, -2])
        #expect(arcs[0].isStraight)
        let still = CGPoint(x: 7, y: 9)
        #expect(arc.value(from: still, to: still, progress: 0.5) == still)
        let grown = arc.value(from: CGRect(x: 0, y: 0, width: 10, height: 10),
                              to: CGRect(x: -5, y: -5, width: 20, height: 20), progress: 0.5)
        #expect(grown == CGRect(x: -2.5, y: -2.5, width: 15, height: 15))
    }

    @Test("A curve track runs on the arc, with its velocity the arc's tangent")
    func curveTrack() {
        let bend = ArcBend(arc, from: origin.animatableVector, to: right.animatableVector, as: CGPoint.self)!
        let track = AnimationTrack<CGPoint>(from: origin, to: right, animation: .linear(duration: 2), bend: bend,
                                            beginTime: 1)
        #expect(track.timingCurve == nil)              // not exported as a straight curve
        #expect(track.value(at: 1) == origin && track.value(at: 3) == right)
        expectClose(track.value(at: 2).animatableVector, SIMD2(50, 25), tolerance: 1e-12)
        // Half way the arc runs parallel to the chord at its length per duration: 2φR / 2 s.
        expectClose(track.velocity(at: 2), SIMD2(2 * atan(0.5) * 62.5, 0), tolerance: 1e-9)
        for time in [1.3, 2.4, 2.9] {
            let step = 1e-6
            let difference = (track.value(at: time + step).animatableVector
                - track.value(at: time - step).animatableVector) / (2 * step)
            expectClose(track.velocity(at: time), difference, tolerance: 1e-5)
        }
    }

    @Test("A value on an arc, retargeted mid-flight by a spring, keeps its position and velocity")
    func springRetarget() {
        var value = AnimatedValue(origin)
        value.animate(to: right, with: .linear(duration: 1), along: arc, at: 0)
        let position = value.presentationValue(at: 0.5).animatableVector, velocity = value.velocity(at: 0.5)
        expectClose(position, SIMD2(50, 25), tolerance: 1e-12)
        expectClose(velocity, SIMD2(4 * atan(0.5) * 62.5, 0), tolerance: 1e-9)
        value.retarget(to: CGPoint(x: 0, y: 100), with: Spring(duration: 0.5, bounce: 0), at: 0.5)
        expectClose(value.presentationValue(at: 0.5).animatableVector, position, tolerance: 1e-12)
        expectClose(value.velocity(at: 0.5), velocity, tolerance: 1e-9)
    }

    @Test("A spring track's progress along the arc is the straight spring's")
    func springTrack() {
        let animation = Animation.uiKitSpring(duration: 1, dampingRatio: 0.5)
        let bend = ArcBend(arc, from: origin.animatableVector, to: right.animatableVector, as: CGPoint.self)!
        let track = AnimationTrack<CGPoint>(from: origin, to: right, animation: animation, bend: bend, beginTime: 0)
        let straight = AnimationTrack<Double>(from: 0, to: 1, animation: animation, beginTime: 0)
        #expect(track.endTime == straight.endTime)
        for time in [0.1, 0.3, 0.6] {
            expectClose(track.value(at: time).animatableVector, handWorkedPoint(straight.value(at: time)),
                        tolerance: 1e-9)
        }
        #expect(track.value(at: track.endTime) == right)
    }
}
