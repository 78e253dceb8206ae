import Foundation
import Testing
@testable import ChoreoMotion

@Suite("AnimationTrack")
struct AnimationTrackTests {
    @Test("Before, during and after a curve track")
    func curvePhases() {
        let track = AnimationTrack<CGFloat>(from: 0, to: 100, duration: 2, curve: .easeInOut, beginTime: 10)
        #expect(track.startTime == 10)
        #expect(track.endTime == 12)
        #expect(track.value(at: 5) == 0)
        #expect(track.value(at: 10) == 0)
        expectClose(track.value(at: 11), 50, tolerance: 1e-9)
        expectClose(track.value(at: 10.5), 100 * TimingCurve.easeInOut.progress(at: 0.25), tolerance: 1e-9)
        #expect(track.value(at: 12) == 100)
        #expect(track.value(at: 99) == 100)
        #expect(!track.isFinished(at: 11.999))
        #expect(track.isFinished(at: 12))
        #expect(track.initialValue == 0 && track.finalValue == 100)
    }

    @Test("Delay shifts and speed compresses playback")
    func delayAndSpeed() {
        let track = AnimationTrack<Double>(from: 0, to: 1, duration: 1, curve: .linear, beginTime: 1,
                                           timing: AnimationTiming(delay: 0.5, speed: 2))
        #expect(track.startTime == 1.5)
        #expect(track.endTime == 2)
        #expect(track.value(at: 1.4) == 0)
        expectClose(track.value(at: 1.75), 0.5)
        expectClose(track.velocity(at: 1.75), 2)
        #expect(track.velocity(at: 1.4) == 0)
        #expect(track.velocity(at: 2.1) == 0)
    }

    @Test("Repeat counts, including fractional ones")
    func repeats() {
        let twice = AnimationTrack<Double>(from: 0, to: 10, duration: 1, curve: .linear, beginTime: 0,
                                           timing: AnimationTiming(repeatCount: 2))
        #expect(twice.endTime == 2)
        expectClose(twice.value(at: 0.5), 5)
        expectClose(twice.value(at: 1.25), 2.5)
        #expect(twice.value(at: 2) == 10)
        let partial = AnimationTrack<Double>(from: 0, to: 10, duration: 1, curve: .linear, beginTime: 0,
                                             timing: AnimationTiming(repeatCount: 1.5))
        #expect(partial.endTime == 1.5)
        expectClose(partial.finalValue, 5)
        expectClose(partial.value(at: 4), 5)
        let thrice = AnimationTrack<Double>(from: 0, to: 10, duration: 0.1, curve: .linear, beginTime: 0,
                                            timing: AnimationTiming(repeatCount: 3))
        #expect(thrice.finalValue == 10)
        #expect(thrice.value(at: thrice.endTime) == 10)
    }

    @Test("Autoreverse plays forward then back, doubling each cycle")
    func autoreverse() {
        let track = AnimationTrack<Double>(from: 0, to: 10, duration: 1, curve: .linear, beginTime: 0,
                                           timing: AnimationTiming(repeatCount: 2, autoreverses: true))
        #expect(track.endTime == 4)
        expectClose(track.value(at: 0.5), 5)
        expectClose(track.value(at: 1), 10)
        expectClose(track.value(at: 1.25), 7.5)
        expectClose(track.velocity(at: 1.25), -10)
        expectClose(track.value(at: 2.5), 5)
        expectClose(track.value(at: 3.75), 2.5)
        #expect(track.finalValue == 0)
        #expect(track.value(at: 4) == 0)
        let halfCycle = AnimationTrack<Double>(from: 0, to: 10, duration: 1, curve: .linear, beginTime: 0,
                                               timing: AnimationTiming(repeatCount: 0.5, autoreverses: true))
        #expect(halfCycle.endTime == 1)
        #expect(halfCycle.finalValue == 10)
    }

    @Test("Repeating forever never finishes")
    func forever() {
        let track = AnimationTrack<Double>(from: 0, to: 1, duration: 1, curve: .linear, beginTime: 0,
                                           timing: AnimationTiming(repeatCount: .infinity, autoreverses: true))
        #expect(track.endTime == .infinity)
        #expect(!track.isFinished(at: 1e9))
        expectClose(track.value(at: 1001.25), 0.75)
        #expect(track.finalValue == 0)
    }

    @Test("Zero duration is instant; negative and NaN durations count as zero")
    func instantDurations() {
        for duration in [0, -1, Double.nan, .infinity] {
            let track = AnimationTrack<Double>(from: 3, to: 8, duration: duration, beginTime: 2)
            #expect(track.schedule.duration == 0)
            #expect(track.value(at: 1.9) == 3)
            #expect(track.value(at: 2) == 8)
            #expect(track.velocity(at: 2) == 0)
            #expect(track.isFinished(at: 2))
        }
        #expect(warned("Animation duration", "-1.0"))
    }

    @Test("Bad timing is replaced as documented")
    func badTiming() {
        let track = AnimationTrack<Double>(from: 0, to: 1, duration: 1, beginTime: .nan,
                                           timing: AnimationTiming(delay: .infinity, speed: -2, repeatCount: 0))
        #expect(track.schedule.beginTime == 0)
        #expect(track.schedule.timing == AnimationTiming())
        #expect(track.endTime == 1)
        #expect(warned("Animation speed", "-2.0"))
        #expect(track.value(at: .nan) == 0)
    }

    @Test("Velocity of curve tracks matches finite differences", arguments: [false, true])
    func curveVelocity(autoreverses: Bool) {
        let track = AnimationTrack<CGRect>(from: .zero, to: CGRect(x: 100, y: -50, width: 30, height: 80), duration: 0.8,
                                           curve: .default, beginTime: 0.2,
                                           timing: AnimationTiming(speed: 1.5, repeatCount: 2, autoreverses: autoreverses))
        for time in stride(from: 0.25, to: track.endTime, by: 0.07) {
            expectClose(track.velocity(at: time), derivative(at: time) { track.value(at: $0).animatableVector }, tolerance: 1e-3)
        }
    }

    @Test("A spring track ends exactly at its target after the settling duration")
    func springTrack() {
        let spring = Spring(dampingRatio: 0.5, response: 0.4)
        let track = AnimationTrack<CGFloat>(from: 100, to: 200, spring: spring, beginTime: 1)
        expectClose(track.schedule.duration, spring.settlingDuration, tolerance: 1e-12)
        #expect(track.value(at: 1) == 100)
        expectClose(track.value(at: 1.3), 100 + 100 * spring.value(at: 0.3), tolerance: 1e-9)
        expectClose(track.velocity(at: 1.3), 100 * spring.velocity(at: 0.3), tolerance: 1e-9)
        #expect(track.value(at: track.endTime) == 200)
        // Just before the end it is at the settling tolerance: 0.001 of the 100-point travel.
        expectClose(track.value(at: track.endTime - 1e-9), 200, tolerance: 0.1 + 1e-6)
    }

    @Test("A spring track starts with any initial velocity vector, even across the travel")
    func springVelocityVector() {
        let velocity = SIMD2<Double>(0, 500)
        let track = AnimationTrack<CGPoint>(from: .zero, to: CGPoint(x: 100, y: 0), spring: Spring(duration: 0.5, bounce: 0.2),
                                            initialVelocity: velocity, beginTime: 0)
        expectClose(track.velocity(at: 0), velocity, tolerance: 1e-9)
        for time in [0.05, 0.2, 0.4] {
            expectClose(track.velocity(at: time), derivative(at: time) { track.value(at: $0).animatableVector }, tolerance: 1e-3)
        }
        // Settled: within 0.001 of the motion's scale from then on.
        for step in 0...100 {
            let time = track.endTime - 1e-9 + Double(step) * 0.01
            #expect(track.value(at: time).distance(to: CGPoint(x: 100, y: 0)) < 0.1)
        }
    }

    @Test("Animation specs build tracks; UIKit velocity is relative to the distance")
    func fromAnimation() {
        let animation = Animation.uiKitSpring(duration: 0.6, dampingRatio: 0.7, initialSpringVelocity: 2)
        let track = AnimationTrack<CGFloat>(from: 10, to: 60, animation: animation, beginTime: 0)
        expectClose(track.velocity(at: 0), 100, tolerance: 1e-9)  // 2 × 50 points per second
        let curve = AnimationTrack<CGFloat>(from: 0, to: 1, animation: .easeOut(duration: 0.3).delay(0.1).repeatCount(2), beginTime: 1)
        #expect(curve.startTime == 1.1)
        expectClose(curve.endTime, 1.7, tolerance: 1e-12)
        expectClose(Animation.easeInOut(duration: 2).speed(4).duration, 2)
        expectClose(Animation.uiKitSpring(duration: 0.6, dampingRatio: 0.7).duration, 0.6, tolerance: 1e-9)
        #expect(Animation.default().motion == .curve(.default, duration: 0.25))
        #expect(Animation.spring(duration: 0.3).repeatForever().timing.repeatCount == .infinity)
    }

    @Test("Keyframe tracks scale keyframe velocity by duration and share the timing rules")
    func keyframeTrack() throws {
        let keyframes = try #require(Keyframes<Double>(values: [0, 10, 0], calculationMode: .cubic))
        let track = KeyframeTrack(keyframes, duration: 2, beginTime: 0)
        expectClose(track.value(at: 1), 10, tolerance: 1e-12)
        expectClose(track.velocity(at: 0.5), keyframes.velocity(at: 0.25) / 2, tolerance: 1e-12)
        #expect(track.finalValue == 0)
        #expect(track.initialValue == 0)
        let ramp = try #require(Keyframes<Double>(values: [0, 4, 8]))
        let repeated = KeyframeTrack(ramp, duration: 1, beginTime: 1,
                                     timing: AnimationTiming(delay: 1, repeatCount: 1.5, autoreverses: true))
        #expect(repeated.startTime == 2)
        #expect(repeated.endTime == 5)
        #expect(repeated.value(at: 1.5) == 0)
        expectClose(repeated.value(at: 3.25), 6)
        expectClose(repeated.velocity(at: 3.25), -8)
        #expect(repeated.finalValue == 8)
        #expect(repeated.isFinished(at: 5))
        let instant = KeyframeTrack(ramp, duration: -2, beginTime: 0)
        #expect(instant.value(at: 0) == 8)
    }

    @Test("Curve and spring tracks of plain values are trivially copyable")
    func plainData() {
        #expect(_isPOD(AnimationTrack<CGRect>.self))
        #expect(_isPOD(AnimationTrack<Transform>.self))
        #expect(_isPOD(AnimationTrack<Color>.self))
    }
}
