import ChoreoSupport
import Foundation
import Testing
@testable import Choreo

/// A property animator's position changes on an arc: the arc follows `fractionComplete`.
@MainActor
@Suite struct ArcAnimatorTests {
    /// A node centred at (0, 0) whose centre an animator (linear, 1 s) takes to (100, 0) on `path`.
    private func animator(_ path: MotionPath) -> (TestStage, DisplayNode, PropertyAnimator) {
        let scene = TestStage()
        let node = scene.add(CGRect(x: -50, y: -25, width: 100, height: 50))
        let animator = PropertyAnimator(duration: 1, curve: .linear) { node.center = CGPoint(x: 100, y: 0) }
        animator.path = path
        return (scene, node, animator)
    }

    @Test func theCentreTravelsOnTheArcAsTheAnimatorRuns() {
        let (scene, node, animator) = animator(.arc())
        #expect(animator.path == .arc(intensity: 1))
        animator.startAnimation()
        scene.advance(0.25)
        #expect(close(node.presentation.position, handWorkedArcPoint(0.25), 1e-9))
        scene.advance(0.25)
        #expect(close(node.presentation.position, CGPoint(x: 50, y: 25), 1e-9))
        #expect(node.presentation.frame.size == CGSize(width: 100, height: 50))
        scene.advance(0.5)
        #expect(node.presentation.position == CGPoint(x: 100, y: 0))
    }

    @Test func scrubbingMovesAlongTheArc() {
        let (scene, node, animator) = animator(.arc())
        animator.pauseAnimation()
        animator.fractionComplete = 0.75
        #expect(close(node.presentation.position, handWorkedArcPoint(0.75), 1e-9))
        animator.fractionComplete = 0.5
        #expect(close(node.presentation.position, CGPoint(x: 50, y: 25), 1e-9))
        withExtendedLifetime(scene) {}
    }

    @Test func aStraightAnimatorStaysOnTheLine() {
        let (scene, node, animator) = animator(.straight)
        animator.startAnimation()
        scene.advance(0.5)
        #expect(node.presentation.position == CGPoint(x: 50, y: 0))
    }

    @Test func thePathCannotChangeOnceTheAnimatorRuns() {
        let (scene, _, animator) = animator(.straight)
        animator.startAnimation()
        let messages = Diagnostics.capture { animator.path = .arc() }
        #expect(animator.path == .straight)
        #expect(messages == ["Choreo: PropertyAnimator.path can only be set while inactive; ignoring"])
        withExtendedLifetime(scene) {}
    }
}
