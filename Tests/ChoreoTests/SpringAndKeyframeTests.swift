@testable import Choreo
import Foundation
import Testing

@MainActor
@Suite("Spring and keyframe animations")
struct SpringAndKeyframeTests: SingleNodeScene {

    // MARK: Springs

    @Test(arguments: [0.3, 0.5, 1.0])
    func springFollowsChoreoMotionsSpring(damping: Double) {
        let (scene, node) = scene()
        DisplayNode.animate(withDuration: 1, delay: 0, usingSpringWithDamping: CGFloat(damping),
                            initialSpringVelocity: 0, options: [], animations: {
            node.frame = CGRect(x: 100, y: 0, width: 100, height: 50)
        })
        let spring = Spring(uiKitDuration: 1, dampingRatio: damping)
        var time = 0.0
        for _ in 0..<9 {
            scene.advance(0.1)
            time += 0.1
            #expect(close(node.presentation.frame.minX, CGFloat(100 * spring.value(at: time)), 1e-9))
        }
    }

    @Test func underdampedSpringOvershoots() {
        let (scene, node) = scene()
        DisplayNode.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
                            options: [], animations: { node.frame = CGRect(x: 100, y: 0, width: 100, height: 50) })
        var peak: CGFloat = 0
        for _ in 0..<60 {
            scene.advance(1.0 / 60)
            peak = max(peak, node.presentation.frame.minX)
        }
        #expect(peak > 100)
        #expect(node.presentation.frame.minX == 100)
    }

    @Test func springInitialVelocityIsRelativeToTheDistance() {
        let (scene, node) = scene()
        DisplayNode.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 2,
                            options: [], animations: { node.frame = CGRect(x: 100, y: 0, width: 100, height: 50) })
        let spring = Spring(uiKitDuration: 1, dampingRatio: 0.7)
        scene.advance(0.1)
        #expect(close(node.presentation.frame.minX, CGFloat(100 * spring.value(at: 0.1, initialVelocity: 2)), 1e-9))
        scene.advance(0.2)
        #expect(close(node.presentation.frame.minX, CGFloat(100 * spring.value(at: 0.3, initialVelocity: 2)), 1e-9))
    }

    @Test func springCompletesWhenSettled() {
        let (scene, node) = scene()
        let log = CompletionLog<Bool>()
        DisplayNode.animate(withDuration: 0.8, delay: 0.2, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                            options: [], animations: { node.alpha = 0 }, completion: log.handler)
        scene.advance(0.95)
        #expect(log.calls.isEmpty)
        scene.advance(0.06)
        #expect(log.calls == [true])
        #expect(node.presentation.alpha == 0)
    }

    @Test func springDelayHoldsTheOldValue() {
        let (scene, node) = scene()
        DisplayNode.animate(withDuration: 1, delay: 0.5, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                            options: [], animations: { node.alpha = 0 })
        scene.advance(0.5)
        #expect(node.presentation.alpha == 1)
        scene.advance(0.25)
        let spring = Spring(uiKitDuration: 1, dampingRatio: 0.5)
        #expect(close(node.presentation.alpha, CGFloat(1 - spring.value(at: 0.25)), 1e-9))
    }

    @Test(arguments: [0.0, -2.0, Double.nan])
    func springWithBadDurationAppliesAtOnce(duration: Double) {
        let (scene, node) = scene()
        defer { withExtendedLifetime(scene) {} }
        let log = CompletionLog<Bool>()
        DisplayNode.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                            options: [], animations: { node.alpha = 0 }, completion: log.handler)
        #expect(node.presentation.alpha == 0)
        #expect(log.calls == [true])
    }

    @Test func springInterruptedMidFlightStartsFromTheScreen() {
        let (scene, node) = scene()
        DisplayNode.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                            options: [], animations: { node.frame = CGRect(x: 100, y: 0, width: 100, height: 50) })
        scene.advance(0.3)
        let onScreen = node.presentation.frame.minX
        DisplayNode.animate(withDuration: 1, animations: { node.frame = CGRect(x: 0, y: 0, width: 100, height: 50) })
        #expect(node.presentation.frame.minX == onScreen)
    }

    // MARK: Keyframes

    @Test func keyframesHoldThenMove() {
        let (scene, node) = scene()
        let log = CompletionLog<Bool>()
        DisplayNode.animateKeyframes(withDuration: 2, animations: {
            DisplayNode.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { node.alpha = 0.5 }
            DisplayNode.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { node.alpha = 0 }
        }, completion: log.handler)
        #expect(node.alpha == 0)
        #expect(node.presentation.alpha == 1)
        scene.advance(0.5)
        #expect(close(node.presentation.alpha, 0.75))
        scene.advance(0.5)
        #expect(close(node.presentation.alpha, 0.5))
        scene.advance(0.5)
        #expect(close(node.presentation.alpha, 0.25))
        #expect(log.calls.isEmpty)
        scene.advance(0.5)
        #expect(node.presentation.alpha == 0)
        #expect(log.calls == [true])
    }

    @Test func keyframesWithGapsHoldBetweenKeyframes() {
        let (scene, node) = scene()
        DisplayNode.animateKeyframes(withDuration: 1, animations: {
            DisplayNode.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) {
                node.frame = CGRect(x: 100, y: 0, width: 100, height: 50)
            }
            DisplayNode.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) {
                node.frame = CGRect(x: 100, y: 80, width: 100, height: 50)
            }
        })
        #expect(node.frame == CGRect(x: 100, y: 80, width: 100, height: 50))
        scene.advance(0.2)
        #expect(close(node.presentation.frame, CGRect(x: 0, y: 0, width: 100, height: 50)))
        scene.advance(0.175)  // 0.375: half way through the first keyframe
        #expect(close(node.presentation.frame, CGRect(x: 50, y: 0, width: 100, height: 50)))
        scene.advance(0.225)  // 0.6: holding
        #expect(close(node.presentation.frame, CGRect(x: 100, y: 0, width: 100, height: 50)))
        scene.advance(0.275)  // 0.875
        #expect(close(node.presentation.frame, CGRect(x: 100, y: 40, width: 100, height: 50)))
    }

    @Test func keyframesOnSeveralPropertiesAndNodes() {
        let (scene, node) = scene()
        let other = scene.add(CGRect(x: 0, y: 60, width: 10, height: 10))
        DisplayNode.animateKeyframes(withDuration: 1, animations: {
            DisplayNode.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { node.cornerRadius = 10 }
            DisplayNode.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { other.alpha = 0 }
        })
        scene.advance(0.25)
        #expect(close(node.presentation.cornerRadius, 2.5))
        #expect(other.presentation.alpha == 1)
        scene.advance(0.5)
        #expect(close(node.presentation.cornerRadius, 7.5))
        #expect(close(other.presentation.alpha, 0.5))
    }

    @Test func keyframeDelay() {
        let (scene, node) = scene()
        DisplayNode.animateKeyframes(withDuration: 1, delay: 1, animations: {
            DisplayNode.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { node.alpha = 0 }
        })
        scene.advance(1)
        #expect(node.presentation.alpha == 1)
        scene.advance(0.5)
        #expect(close(node.presentation.alpha, 0.5))
    }

    @Test func keyframeRelativeTimesAreClamped() {
        let (scene, node) = scene()
        DisplayNode.animateKeyframes(withDuration: 1, animations: {
            DisplayNode.addKeyframe(withRelativeStartTime: -1, relativeDuration: 5) { node.alpha = 0 }
        })
        scene.advance(0.5)
        #expect(close(node.presentation.alpha, 0.5))
    }

    @Test func addKeyframeOutsideAKeyframeAnimationAppliesAtOnce() {
        let (scene, node) = scene()
        defer { withExtendedLifetime(scene) {} }
        DisplayNode.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { node.alpha = 0.2 }
        #expect(node.presentation.alpha == 0.2)
    }

    @Test func keyframesWithZeroDurationApplyAtOnce() {
        let (scene, node) = scene()
        defer { withExtendedLifetime(scene) {} }
        let log = CompletionLog<Bool>()
        DisplayNode.animateKeyframes(withDuration: 0, animations: {
            DisplayNode.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { node.alpha = 0.2 }
        }, completion: log.handler)
        #expect(node.presentation.alpha == 0.2)
        #expect(log.calls == [true])
    }

    @Test func keyframesInterruptedCompleteWithFalse() {
        let (scene, node) = scene()
        let log = CompletionLog<Bool>()
        DisplayNode.animateKeyframes(withDuration: 1, animations: {
            DisplayNode.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { node.alpha = 0 }
        }, completion: log.handler)
        scene.advance(0.5)
        node.alpha = 0.7
        scene.advance(0)
        #expect(log.calls == [false])
        #expect(node.presentation.alpha == 0.7)
    }

    @Test func keyframesOutsideAStageApplyAtOnce() {
        let node = DisplayNode()
        let log = CompletionLog<Bool>()
        DisplayNode.animateKeyframes(withDuration: 1, animations: {
            DisplayNode.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { node.alpha = 0 }
        }, completion: log.handler)
        #expect(node.alpha == 0)
        #expect(log.calls == [true])
    }
}
