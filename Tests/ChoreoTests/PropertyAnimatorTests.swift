@testable import Choreo
import Foundation
import Testing

@MainActor
@Suite("PropertyAnimator: playing, pausing, scrubbing, reversing, stopping")
struct PropertyAnimatorTests: PropertyAnimatorScene {

    @Test func startsInactiveAndDoesNothingUntilStarted() {
        let (scene, node) = scene()
        let animator = fade(node)
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        #expect(animator.fractionComplete == 0)
        #expect(node.alpha == 1)
        scene.advance(1)
        #expect(node.presentation.alpha == 1)
    }

    @Test func runsToTheEnd() {
        let (scene, node) = scene()
        let animator = fade(node)
        let log = completions(of: animator)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(node.alpha == 0)
        #expect(node.presentation.alpha == 1)
        scene.advance(0.25)
        #expect(node.presentation.alpha == 0.75)
        #expect(animator.fractionComplete == 0.25)
        scene.advance(0.75)
        #expect(log.calls == [.end])
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(node.alpha == 0 && node.presentation.alpha == 0)
        scene.advance(1)
        #expect(log.calls == [.end])
    }

    @Test func progressFollowsTheTimingCurve() {
        let (scene, node) = scene()
        let animator = fade(node, curve: .easeInOut, duration: 2)
        animator.startAnimation()
        scene.advance(0.5)
        #expect(close(node.presentation.alpha, 1 - CGFloat(TimingCurve.easeInOut.progress(at: 0.25)), 1e-12))
        #expect(animator.fractionComplete == 0.25)
    }

    @Test func customTimingCurve() {
        let (scene, node) = scene()
        let curve = TimingCurve(controlPoints: 0.2, 0.8, 0.3, 1)
        let animator = PropertyAnimator(duration: 1, curve: curve) { node.cornerRadius = 10 }
        animator.startAnimation()
        scene.advance(0.3)
        #expect(close(node.presentation.cornerRadius, 10 * CGFloat(curve.progress(at: 0.3)), 1e-12))
    }

    @Test func controlPointInitializer() {
        let (scene, node) = scene()
        let animator = PropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.42, y: 0),
                                        controlPoint2: CGPoint(x: 0.58, y: 1)) { node.cornerRadius = 10 }
        animator.startAnimation()
        scene.advance(0.3)
        #expect(close(node.presentation.cornerRadius, 10 * CGFloat(TimingCurve.easeInOut.progress(at: 0.3)), 1e-12))
    }

    @Test func pauseHoldsTheScreenExactly() {
        let (scene, node) = scene()
        let animator = fade(node, curve: .easeInOut)
        animator.startAnimation()
        scene.advance(0.4)
        let held = node.presentation.alpha
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        scene.advance(5)
        #expect(node.presentation.alpha == held)
        #expect(close(animator.fractionComplete, 0.4))
    }

    @Test func scrubbingWhilePausedIsExact() {
        let (scene, node) = scene()
        let animator = PropertyAnimator(duration: 1, curve: .easeInOut) {
            node.alpha = 0
            node.frame = CGRect(x: 200, y: 0, width: 100, height: 50)
        }
        animator.pauseAnimation()
        for fraction in [0.1, 0.8, 0.5, 0.0, 1.0, 0.3] {
            animator.fractionComplete = CGFloat(fraction)
            let progress = CGFloat(TimingCurve.easeInOut.progress(at: fraction))
            #expect(animator.fractionComplete == CGFloat(fraction))
            #expect(close(node.presentation.alpha, 1 - progress, 1e-12))
            #expect(close(node.presentation.frame.minX, 200 * progress, 1e-9))
            scene.advance(0.1)
        }
        #expect(animator.state == .active)
    }

    @Test func resumeFromPauseTakesTheRemainingTime() {
        let (scene, node) = scene()
        let animator = fade(node)
        let log = completions(of: animator)
        animator.startAnimation()
        scene.advance(0.4)
        animator.pauseAnimation()
        scene.advance(3)
        animator.startAnimation()
        scene.advance(0.3)
        #expect(close(animator.fractionComplete, 0.7))
        #expect(close(node.presentation.alpha, 0.3))
        scene.advance(0.29)
        #expect(log.calls.isEmpty)
        scene.advance(0.011)
        #expect(log.calls == [.end])
    }

    @Test func scrubThenStartPlaysOnFromTheScrubbedFraction() {
        let (scene, node) = scene()
        let animator = fade(node)
        animator.fractionComplete = 0.5
        #expect(animator.state == .active && !animator.isRunning)
        #expect(node.presentation.alpha == 0.5)
        animator.startAnimation()
        scene.advance(0.25)
        #expect(close(node.presentation.alpha, 0.25))
    }

    @Test func reversingWhileRunningTurnsRoundWithoutAJump() {
        let (scene, node) = scene()
        let animator = fade(node)
        let log = completions(of: animator)
        animator.startAnimation()
        scene.advance(0.5)
        animator.isReversed = true
        #expect(animator.isReversed)
        #expect(node.presentation.alpha == 0.5)
        scene.advance(0.25)
        #expect(close(animator.fractionComplete, 0.25))
        #expect(close(node.presentation.alpha, 0.75))
        scene.advance(0.25)
        #expect(log.calls == [.start])
        // Finishing at the start puts the model values back.
        #expect(node.alpha == 1)
        #expect(node.presentation.alpha == 1)
    }

    @Test func reversingAnEaseInOutPlaysTheCurveBackwards() {
        let (scene, node) = scene()
        let animator = fade(node, curve: .easeInOut)
        animator.startAnimation()
        scene.advance(0.6)
        animator.isReversed = true
        scene.advance(0.2)
        #expect(close(node.presentation.alpha, 1 - CGFloat(TimingCurve.easeInOut.progress(at: 0.4)), 1e-12))
    }

    @Test func reversingWhilePausedThenStarting() {
        let (scene, node) = scene()
        let animator = fade(node)
        let log = completions(of: animator)
        animator.pauseAnimation()
        animator.fractionComplete = 0.6
        animator.isReversed = true
        #expect(animator.state == .active && !animator.isRunning)
        #expect(close(node.presentation.alpha, 0.4))
        animator.startAnimation()
        scene.advance(0.3)
        #expect(close(node.presentation.alpha, 0.7))
        scene.advance(0.3)
        #expect(log.calls == [.start])
        #expect(node.alpha == 1)
    }

    @Test func reversingTwiceGoesForwardAgain() {
        let (scene, node) = scene()
        let animator = fade(node)
        animator.startAnimation()
        scene.advance(0.5)
        animator.isReversed = true
        scene.advance(0.2)
        animator.isReversed = false
        #expect(close(node.presentation.alpha, 0.7))
        scene.advance(0.2)
        #expect(close(node.presentation.alpha, 0.5))
    }

    @Test func stopWithoutFinishingKeepsWhatIsOnScreen() {
        let (scene, node) = scene()
        let animator = fade(node)
        let log = completions(of: animator)
        animator.startAnimation()
        scene.advance(0.3)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(close(node.alpha, 0.7))
        #expect(close(node.presentation.alpha, 0.7))
        scene.advance(2)
        #expect(log.calls.isEmpty)
        #expect(close(node.presentation.alpha, 0.7))
    }

    @Test func stopThenFinishAtCurrent() {
        let (scene, node) = scene()
        let animator = fade(node)
        let log = completions(of: animator)
        animator.startAnimation()
        scene.advance(0.3)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && !animator.isRunning)
        #expect(close(node.alpha, 0.7))
        scene.advance(1)
        #expect(log.calls.isEmpty)
        animator.finishAnimation(at: .current)
        #expect(log.calls == [.current])
        #expect(animator.state == .inactive)
        #expect(close(node.alpha, 0.7) && close(node.presentation.alpha, 0.7))
    }

    @Test func stopThenFinishAtStartRestoresTheStartValues() {
        let (scene, node) = scene()
        node.transform = Transform(rotationAngle: 0.3)
        let animator = PropertyAnimator(duration: 1, curve: .easeOut) {
            node.alpha = 0.2
            node.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
            node.transform = Transform(scaleX: 2, y: 3)
        }
        let log = completions(of: animator)
        animator.startAnimation()
        scene.advance(0.5)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(log.calls == [.start])
        // Exactly the values the blocks found.
        #expect(node.alpha == 1)
        #expect(node.bounds.size == CGSize(width: 100, height: 50))
        #expect(node.center == CGPoint(x: 50, y: 25))
        #expect(node.transform == Transform(rotationAngle: 0.3))
        #expect(node.presentation == node.appearance)
    }

    @Test func stopThenFinishAtEnd() {
        let (scene, node) = scene()
        let animator = fade(node)
        let log = completions(of: animator)
        animator.startAnimation()
        scene.advance(0.5)
        animator.stopAnimation(false)
        #expect(close(node.presentation.alpha, 0.5))
        animator.finishAnimation(at: .end)
        #expect(log.calls == [.end])
        #expect(node.alpha == 0 && node.presentation.alpha == 0)
    }

    @Test func finishWhileActiveStopsFirst() {
        let (scene, node) = scene()
        let animator = fade(node)
        let log = completions(of: animator)
        animator.startAnimation()
        scene.advance(0.5)
        animator.finishAnimation(at: .start)
        #expect(log.calls == [.start])
        #expect(node.alpha == 1)
        scene.advance(1)
        #expect(log.calls == [.start])
        #expect(node.presentation.alpha == 1)
    }

    @Test func finishWhileInactiveIsIgnored() {
        let (scene, node) = scene()
        defer { withExtendedLifetime(scene) {} }
        let animator = fade(node)
        let log = completions(of: animator)
        animator.finishAnimation(at: .end)
        #expect(log.calls.isEmpty)
        #expect(node.alpha == 1)
        #expect(animator.state == .inactive)
    }
}
