@testable import Choreo
import Foundation
import Testing

@MainActor
@Suite("PropertyAnimator: continuing, blocks, completions, nodes and lifetime")
struct PropertyAnimatorBlockTests: PropertyAnimatorScene {
    @Test func continueWithNewTimingAndDuration() {
        let (scene, node) = scene()
        let animator = fade(node)
        let log = completions(of: animator)
        animator.startAnimation()
        scene.advance(0.5)
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: .curve(.easeIn), durationFactor: 2)
        #expect(animator.isRunning)
        #expect(node.presentation.alpha == 0.5)
        scene.advance(1)
        // The remaining half takes 2 × 1 s on an ease-in curve.
        #expect(close(node.presentation.alpha, 0.5 - 0.5 * CGFloat(TimingCurve.easeIn.progress(at: 0.5)), 1e-12))
        #expect(close(animator.fractionComplete, 0.75))
        scene.advance(0.99)
        #expect(log.calls.isEmpty)
        scene.advance(0.01)
        #expect(log.calls == [.end])
        #expect(node.presentation.alpha == 0)
    }

    @Test func continueWithoutChangesResumes() {
        let (scene, node) = scene()
        let animator = fade(node)
        animator.startAnimation()
        scene.advance(0.2)
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        scene.advance(0.4)
        #expect(close(node.presentation.alpha, 0.4))
    }

    @Test func continueWithASpring() {
        let (scene, node) = scene()
        let animator = fade(node)
        animator.startAnimation()
        scene.advance(0.5)
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: .spring(dampingRatio: 0.5), durationFactor: 1)
        scene.advance(0.25)
        let spring = Spring(uiKitDuration: 1, dampingRatio: 0.5)
        #expect(close(node.presentation.alpha, 0.5 - 0.5 * CGFloat(spring.value(at: 0.25)), 1e-12))
    }

    @Test("continuing with a spring's initial velocity hands it over: position and velocity carry on")
    func continueHandsOverAVelocity() {
        let (scene, node) = scene()
        let animator = fade(node)
        animator.startAnimation()
        scene.advance(0.5)
        animator.pauseAnimation()
        // UIKit's units: 2 is twice the remaining distance (0.5 of alpha) per second.
        animator.continueAnimation(withTimingParameters: .spring(dampingRatio: 1, initialVelocity: 2), durationFactor: 1)
        #expect(node.presentation.alpha == 0.5)
        scene.advance(1e-6)
        #expect(close((node.presentation.alpha - 0.5) / 1e-6, -1, 1e-3))
        scene.advance(0.25 - 1e-6)
        let spring = Spring(uiKitDuration: 1, dampingRatio: 1)
        #expect(close(node.presentation.alpha, 0.5 - 0.5 * CGFloat(spring.value(at: 0.25, initialVelocity: 2)), 1e-12))
    }

    @Test func springAnimatorFollowsTheSpring() {
        let (scene, node) = scene()
        let animator = PropertyAnimator(duration: 1, dampingRatio: 0.4) {
            node.frame = CGRect(x: 100, y: 0, width: 100, height: 50)
        }
        animator.startAnimation()
        let spring = Spring(uiKitDuration: 1, dampingRatio: 0.4)
        for step in 1...9 {
            scene.advance(0.1)
            #expect(close(node.presentation.frame.minX, CGFloat(100 * spring.value(at: Double(step) * 0.1)), 1e-9))
        }
        scene.advance(0.11)
        #expect(node.presentation.frame.minX == 100)
    }

    @Test func animationsAddedMidFlightRunOverTheRemainingTime() {
        let (scene, node) = scene()
        let animator = fade(node)
        let log = completions(of: animator)
        animator.startAnimation()
        scene.advance(0.5)
        animator.addAnimations { node.frame = CGRect(x: 100, y: 0, width: 100, height: 50) }
        #expect(node.presentation.frame.minX == 0)
        scene.advance(0.25)
        #expect(close(node.presentation.frame.minX, 50))
        #expect(close(node.presentation.alpha, 0.25))
        scene.advance(0.25)
        #expect(log.calls == [.end])
        #expect(node.presentation.frame.minX == 100)
    }

    @Test func animationsAddedWhileInactiveRunOnStart() {
        let (scene, node) = scene()
        let animator = PropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations { node.alpha = 0 }
        animator.addAnimations { node.cornerRadius = 8 }
        #expect(node.alpha == 1)
        animator.startAnimation()
        scene.advance(0.5)
        #expect(node.presentation.alpha == 0.5)
        #expect(node.presentation.cornerRadius == 4)
    }

    @Test func completionsRunOnceInOrder() {
        let (scene, node) = scene()
        let animator = fade(node)
        var log: [String] = []
        animator.addCompletion { log.append("a \($0)") }
        animator.addCompletion { log.append("b \($0)") }
        animator.startAnimation()
        scene.advance(2)
        #expect(log == ["a end", "b end"])
    }

    @Test func startAfterDelayHoldsTheStartValues() {
        let (scene, node) = scene()
        let animator = fade(node)
        animator.startAnimation(afterDelay: 0.5)
        #expect(animator.isRunning)
        #expect(animator.delay == 0.5)
        scene.advance(0.5)
        #expect(node.presentation.alpha == 1)
        #expect(animator.fractionComplete == 0)
        scene.advance(0.25)
        #expect(close(node.presentation.alpha, 0.75))
    }

    @Test func pauseOnAnInactiveAnimatorRunsTheBlocks() {
        let (scene, node) = scene()
        let animator = fade(node)
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        #expect(node.alpha == 0)
        scene.advance(1)
        #expect(node.presentation.alpha == 1)
    }

    @Test func fractionCompleteIsClampedAndNaNIgnored() {
        let (scene, node) = scene()
        defer { withExtendedLifetime(scene) {} }
        let animator = fade(node)
        animator.fractionComplete = 2
        #expect(animator.fractionComplete == 1)
        #expect(node.presentation.alpha == 0)
        animator.fractionComplete = -1
        #expect(animator.fractionComplete == 0)
        animator.fractionComplete = 0.5
        animator.fractionComplete = .nan
        #expect(animator.fractionComplete == 0.5)
        #expect(node.presentation.alpha == 0.5)
    }

    @Test func settingFractionCompleteWhileRunningIsIgnored() {
        let (scene, node) = scene()
        let animator = fade(node)
        animator.startAnimation()
        scene.advance(0.25)
        animator.fractionComplete = 0.9
        #expect(animator.isRunning)
        #expect(close(animator.fractionComplete, 0.25))
        #expect(close(node.presentation.alpha, 0.75))
    }

    @Test(arguments: [0.0, -1.0, Double.nan, Double.infinity])
    func badDurationsCompleteAtOnce(duration: Double) {
        let (scene, node) = scene()
        defer { withExtendedLifetime(scene) {} }
        let animator = PropertyAnimator(duration: duration, curve: .linear) { node.alpha = 0 }
        #expect(animator.duration == 0)
        let log = completions(of: animator)
        animator.startAnimation()
        #expect(log.calls == [.end])
        #expect(node.presentation.alpha == 0)
        #expect(animator.state == .inactive)
    }

    @Test func nodesOutsideAStageApplyAtOnceAndComplete() {
        let node = DisplayNode()
        let animator = fade(node)
        let log = completions(of: animator)
        animator.startAnimation()
        #expect(node.alpha == 0)
        #expect(log.calls == [.end])
    }

    @Test func aDirectSetWinsOverTheAnimator() {
        let (scene, node) = scene()
        let animator = fade(node)
        let log = completions(of: animator)
        animator.startAnimation()
        scene.advance(0.5)
        node.alpha = 0.8
        #expect(node.presentation.alpha == 0.8)
        scene.advance(0.5)
        #expect(log.calls == [.end])
        #expect(node.alpha == 0.8)
    }

    @Test func removingTheNodeMidAnimationKeepsTheModel() {
        let (scene, node) = scene()
        let animator = fade(node)
        let log = completions(of: animator)
        animator.startAnimation()
        scene.advance(0.5)
        node.removeFromSupernode()
        #expect(node.presentation.alpha == 0)
        scene.root.addSubnode(node)
        #expect(node.presentation.alpha == 0)
        scene.advance(0.5)
        #expect(log.calls == [.end])
        #expect(node.alpha == 0)
    }

    @Test func addsToAUIViewStyleAnimationOfTheSameProperty() {
        let (scene, node) = scene()
        DisplayNode.animate(withDuration: 1, options: .curveLinear, animations: {
            node.frame = CGRect(x: 100, y: 0, width: 100, height: 50)
        })
        let animator = PropertyAnimator(duration: 1, curve: .linear) {
            node.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
        }
        animator.startAnimation()
        scene.advance(0.5)
        #expect(close(node.presentation.frame, CGRect(x: 50, y: 50, width: 100, height: 50)))
        animator.pauseAnimation()
        scene.advance(0.25)
        // The UIView animation runs on, the animator's part holds.
        #expect(close(node.presentation.frame, CGRect(x: 75, y: 50, width: 100, height: 50)))
    }

    @Test func severalNodesAndProperties() {
        let (scene, node) = scene()
        let other = scene.add(CGRect(x: 0, y: 60, width: 20, height: 20))
        other.backgroundColor = .black
        let animator = PropertyAnimator(duration: 2, curve: .linear) {
            node.alpha = 0.5
            other.backgroundColor = .white
            other.transform = Transform(translationX: 40, y: 0)
        }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        #expect(close(node.presentation.alpha, 0.75))
        #expect(close(other.presentation.backgroundColor!.green, 0.5))
        #expect(close(other.presentation.transform, Transform(translationX: 20, y: 0)))
        animator.startAnimation()
        scene.advance(1)
        #expect(other.presentation.transform == Transform(translationX: 40, y: 0))
        #expect(other.backgroundColor == .white)
    }

    @Test func settingAPropertyTwiceInABlockAnimatesFromTheFirstValue() {
        let (scene, node) = scene()
        let animator = PropertyAnimator(duration: 1, curve: .linear) {
            node.cornerRadius = 50
            node.cornerRadius = 10
        }
        animator.startAnimation()
        scene.advance(0.5)
        #expect(node.presentation.cornerRadius == 5)
        animator.finishAnimation(at: .start)
        #expect(node.cornerRadius == 0)
    }

    @Test func canBeReusedAfterCompleting() {
        let (scene, node) = scene()
        let animator = fade(node)
        animator.startAnimation()
        scene.advance(1)
        animator.addAnimations { node.alpha = 1 }
        animator.startAnimation()
        scene.advance(0.25)
        #expect(close(node.presentation.alpha, 0.25))
        scene.advance(0.75)
        #expect(animator.state == .inactive)
        #expect(node.presentation.alpha == 1)
    }

    @Test func runningPropertyAnimatorStartsAtOnce() {
        let (scene, node) = scene()
        let log = CompletionLog<AnimatingPosition>()
        let animator = PropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0.5, options: .curveLinear,
                                                                animations: { node.alpha = 0 },
                                                                completion: log.handler)
        #expect(animator.isRunning)
        scene.advance(1)
        #expect(close(node.presentation.alpha, 0.5))
        scene.advance(0.5)
        #expect(log.calls == [.end])
    }

    @Test func stopWhileInactiveOrStoppedIsIgnored() {
        let (scene, node) = scene()
        let animator = fade(node)
        animator.stopAnimation(false)
        #expect(animator.state == .inactive)
        animator.startAnimation()
        scene.advance(0.5)
        animator.stopAnimation(false)
        animator.stopAnimation(true)
        #expect(animator.state == .stopped)
        // Starting, adding and scrubbing a stopped animator are ignored.
        animator.startAnimation()
        animator.addAnimations { node.cornerRadius = 5 }
        animator.fractionComplete = 0.9
        #expect(animator.state == .stopped && node.cornerRadius == 0)
        #expect(close(node.presentation.alpha, 0.5))
    }

    @Test func releasingAPausedAnimatorLeavesTheModelValues() {
        let (scene, node) = scene()
        do {
            let animator = fade(node)
            animator.fractionComplete = 0.5
            #expect(node.presentation.alpha == 0.5)
        }
        #expect(node.presentation.alpha == 0)
        #expect(node.state.alpha.drivenOffsets.isEmpty)
        #expect(node.state.alpha.isResting && node.state.alpha.model == 0)
        scene.advance(1)
        #expect(node.presentation.alpha == 0)
    }

    @Test func aRunningAnimatorIsKeptAliveUntilItEnds() {
        let (scene, node) = scene()
        let log = CompletionLog<AnimatingPosition>()
        do {
            let animator = fade(node)
            animator.addCompletion(log.handler)
            animator.startAnimation()
        }
        scene.advance(0.5)
        #expect(node.presentation.alpha == 0.5)
        scene.advance(0.5)
        #expect(log.calls == [.end])
    }

    @Test func pausedAnimatorKeepsTheNodeAnimating() {
        let (scene, node) = scene()
        let animator = fade(node)
        animator.fractionComplete = 0.25
        scene.advance(1)
        let tree = scene.stage.renderTree()
        #expect(tree.items.contains { close($0.opacity, 0.75) })
        animator.finishAnimation(at: .end)
        #expect(scene.stage.renderTree().items.allSatisfy { $0.opacity == 1 || $0.opacity == 0 } )
    }
}

/// A scene of one node for animator tests, with the helpers they share.
@MainActor
protocol PropertyAnimatorScene: SingleNodeScene {}

extension PropertyAnimatorScene {
    /// An animator that fades `node` out.
    func fade(_ node: DisplayNode, curve: AnimationCurve = .linear, duration: TimeInterval = 1) -> PropertyAnimator {
        PropertyAnimator(duration: duration, curve: curve) { node.alpha = 0 }
    }

    /// Records the animator's completion calls.
    func completions(of animator: PropertyAnimator) -> CompletionLog<AnimatingPosition> {
        let log = CompletionLog<AnimatingPosition>()
        animator.addCompletion(log.handler)
        return log
    }
}
