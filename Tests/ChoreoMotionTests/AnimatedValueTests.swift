import Foundation
import Testing
@testable import ChoreoMotion

@Suite("AnimatedValue")
struct AnimatedValueTests {
    @Test("At rest the presentation is exactly the model value")
    func rest() {
        let value = AnimatedValue(Transform(rotationAngle: 0.3))
        #expect(value.presentationValue(at: 5) == Transform(rotationAngle: 0.3))
        #expect(value.velocity(at: 5) == .zero)
        #expect(value.endTime == nil)
    }

    @Test("An animation starts at the old value and ends exactly at the new one")
    func basicAnimation() {
        var value = AnimatedValue(CGFloat(0))
        value.animate(to: 100, with: .easeInOut(duration: 1), at: 0)
        #expect(value.modelValue == 100)
        #expect(value.presentationValue(at: 0) == 0)
        expectClose(value.presentationValue(at: 0.5), 50, tolerance: 1e-9)
        #expect(value.presentationValue(at: 1) == 100)
        #expect(value.isAnimating(at: 0.9))
        #expect(!value.isAnimating(at: 1))
    }

    @Test("A change mid-flight continues from what is on screen, with continuous velocity")
    func additiveContinuity() {
        var value = AnimatedValue(CGPoint.zero)
        value.animate(to: CGPoint(x: 100, y: 0), with: .easeInOut(duration: 1), at: 0)
        let before = value.presentationValue(at: 0.4)
        let velocityBefore = value.velocity(at: 0.4)
        value.animate(to: CGPoint(x: 0, y: 100), with: .easeInOut(duration: 1), at: 0.4)
        #expect(value.tracks.count == 2)
        expectClose(value.presentationValue(at: 0.4).animatableVector, before.animatableVector, tolerance: 1e-9)
        expectClose(value.velocity(at: 0.4), velocityBefore, tolerance: 1e-9)
        #expect(value.presentationValue(at: 1.4) == CGPoint(x: 0, y: 100))
        for time in [0.5, 0.9, 1.2] {
            expectClose(value.velocity(at: time), derivative(at: time) { value.presentationValue(at: $0).animatableVector },
                        tolerance: 1e-3)
        }
    }

    @Test("Retargeting a spring keeps value and velocity continuous")
    func retargetContinuity() {
        var value = AnimatedValue(CGPoint.zero)
        let spring = Spring(duration: 0.5, bounce: 0.3)
        value.animate(to: CGPoint(x: 200, y: 0), with: .spring(spring), at: 0)
        let time = 0.15
        let position = value.presentationValue(at: time)
        let velocity = value.velocity(at: time)
        #expect(velocity.magnitude > 100)
        value.retarget(to: CGPoint(x: 50, y: 300), with: spring, at: time)
        #expect(value.tracks.count == 1)
        expectClose(value.presentationValue(at: time).animatableVector, position.animatableVector, tolerance: 1e-9)
        expectClose(value.velocity(at: time), velocity, tolerance: 1e-9)
        // Just after the retarget the motion is still continuous (no kink at the seam).
        let after = value.presentationValue(at: time + 1e-6).animatableVector
        expectClose(after, position.animatableVector + velocity.scaled(by: 1e-6), tolerance: 1e-6)
        let end = value.endTime!
        #expect(value.presentationValue(at: end) == CGPoint(x: 50, y: 300))
    }

    @Test("Retarget works for colors and transforms too")
    func retargetOtherTypes() {
        var transform = AnimatedValue(Transform.identity)
        transform.animate(to: Transform(rotationAngle: 1), with: .spring(duration: 0.4), at: 0)
        let seen = transform.presentationValue(at: 0.1).animatableVector
        transform.retarget(to: Transform(scaleX: 2, y: 2), with: Spring(duration: 0.4), at: 0.1)
        expectClose(transform.presentationValue(at: 0.1).animatableVector, seen, tolerance: 1e-9)

        var color = AnimatedValue(Color.red)
        color.animate(to: .clear, with: .linear(duration: 1), at: 0)
        let half = color.presentationValue(at: 0.5)
        #expect(half == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    }

    @Test("A delayed change holds the old value during its delay")
    func delayedChange() {
        var value = AnimatedValue(CGFloat(10))
        value.animate(to: 20, with: .linear(duration: 1).delay(0.5), at: 0)
        #expect(value.presentationValue(at: 0.25) == 10)
        expectClose(value.presentationValue(at: 1), 15)
        #expect(value.isAnimating(at: 0.1))
    }

    @Test("Finished tracks stop contributing and can be removed")
    func removal() {
        var value = AnimatedValue(CGFloat(0))
        value.animate(to: 10, with: .linear(duration: 1), at: 0)
        value.animate(to: 20, with: .linear(duration: 2), at: 0.5)
        #expect(value.endTime == 2.5)
        let removedEarly = value.removeFinishedTracks(at: 0.9)
        #expect(!removedEarly)
        let removedAtEnd = value.removeFinishedTracks(at: 1)
        #expect(removedAtEnd)
        #expect(value.tracks.count == 1)
        expectClose(value.presentationValue(at: 1.5), 15)
        // An autoreversing track ends away from zero: once finished the model shows.
        value.animate(to: 30, with: .linear(duration: 0.5).repeatCount(1, autoreverses: true), at: 3)
        #expect(value.presentationValue(at: 4) == 30)
        let removedLast = value.removeFinishedTracks(at: 4)
        #expect(removedLast)
        #expect(value.tracks.isEmpty)
    }

    @Test("setValue jumps and drops animations; an unchanged value adds nothing")
    func setValue() {
        var value = AnimatedValue(CGFloat(0))
        value.animate(to: 0, with: .linear(duration: 1), at: 0)
        #expect(value.tracks.isEmpty)
        value.animate(to: 5, with: .linear(duration: 1), at: 0)
        value.setValue(7)
        #expect(value.tracks.isEmpty)
        #expect(value.presentationValue(at: 0.5) == 7)
    }

    @Test("UIKit spring through an animated value: initial velocity is relative to the distance")
    func uiKitSpring() {
        var value = AnimatedValue(CGFloat(100))
        value.animate(to: 300, with: .uiKitSpring(duration: 0.5, dampingRatio: 0.8, initialSpringVelocity: 1.5), at: 0)
        expectClose(value.velocity(at: 0), 300, tolerance: 1e-9)
        #expect(value.presentationValue(at: 0) == 100)
        #expect(value.presentationValue(at: value.endTime!) == 300)
    }

    @Test("changeModel keeps the running tracks, so the screen jumps by the change")
    func changeModel() {
        var value = AnimatedValue(CGFloat(0))
        value.animate(to: 10, with: .linear(duration: 1), at: 0)
        value.changeModel(to: 30)
        #expect(value.modelValue == 30)
        #expect(value.tracks.count == 1)
        expectClose(value.presentationValue(at: 0.5), 25)
        #expect(value.presentationValue(at: 1) == 30)
    }

    @Test("Additive keyframe tracks offset the model value")
    func additiveKeyframes() throws {
        var value = AnimatedValue(CGPoint(x: 50, y: 50))
        let shake = try #require(Keyframes<SIMD2<Double>>(values: [.zero, SIMD2(10, 0), SIMD2(-10, 0), .zero]))
        value.addAdditiveTrack(KeyframeTrack(shake, duration: 0.3, beginTime: 0))
        expectClose(value.presentationValue(at: 0.1).animatableVector, SIMD2(60, 50), tolerance: 1e-9)
        #expect(value.presentationValue(at: 0.3) == CGPoint(x: 50, y: 50))
        #expect(value.endTime == 0.3)
        #expect(value.isAnimating(at: 0.2))
        value.setValue(.zero)
        #expect(value.keyframeTracks.isEmpty)
    }
}
