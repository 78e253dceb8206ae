@testable import Choreo
import Foundation
import Testing

/// ``Stage/prefersReducedMotion``: moves dip through transparent and jump half-way, opacity
/// animates as asked, springs become ease-in-out of their settling duration.
@MainActor
@Suite struct ReducedMotionTests: SingleNodeScene {
    private func reducedScene() -> (TestStage, DisplayNode) {
        let (scene, node) = scene()
        scene.stage.prefersReducedMotion = true
        return (scene, node)
    }

    private let ease = TimingCurve.easeInOut

    @Test func aMoveHoldsTheOldFrameWhileTheNodeFadesOut() {
        let (scene, node) = reducedScene()
        var finished: Bool?
        DisplayNode.animate(withDuration: 0.4, animations: {
            node.frame = CGRect(x: 200, y: 0, width: 100, height: 50)
        }, completion: { finished = $0 })
        let old = CGRect(x: 0, y: 0, width: 100, height: 50), new = old.offsetBy(dx: 200, dy: 0)
        scene.advance(0.05)
        #expect(node.presentation.frame == old)
        #expect(close(node.presentation.alpha, 1 - CGFloat(ease.progress(at: 0.25)), 1e-12))
        scene.advance(0.05)
        #expect(node.presentation.frame == old)
        #expect(close(node.presentation.alpha, 1 - CGFloat(ease.progress(at: 0.5)), 1e-12))
        // Past half-way: the new frame, fading back in.
        scene.advance(0.2)
        #expect(node.presentation.frame == new)
        #expect(close(node.presentation.alpha, CGFloat(ease.progress(at: 0.5)), 1e-12))
        #expect(finished == nil)
        scene.advance(0.1)
        #expect(node.presentation.frame == new)
        #expect(node.presentation.alpha == 1)
        #expect(finished == true)
    }

    @Test func theRenderTreeDrawsTheDip() {
        let (scene, node) = reducedScene()
        node.debugName = "box"
        DisplayNode.animate(withDuration: 0.4, options: .curveLinear, animations: {
            node.frame = CGRect(x: 200, y: 0, width: 100, height: 50)
            node.transform = Transform(scaleX: 2, y: 2)
        })
        scene.advance(0.1)
        let item = scene.stage.renderTree().items.first { $0.name == "box" }
        // Frame and transform in one block dip once: linear, half-way through the fade-out.
        #expect(item?.opacity == 0.5)
        #expect(item?.transform == Transform(translationX: 0, y: 0))
    }

    @Test func opacityAnimatesAsAsked() {
        let (scene, node) = reducedScene()
        DisplayNode.animate(withDuration: 0.4, animations: { node.alpha = 0 })
        scene.advance(0.1)
        #expect(close(node.presentation.alpha, 1 - CGFloat(ease.progress(at: 0.25)), 1e-12))
        #expect(node.state.reducedMotionFade == nil)
    }

    @Test func anOpacityAnimationBesideAMoveMultipliesWithTheDip() {
        let (scene, node) = reducedScene()
        DisplayNode.animate(withDuration: 0.4, options: .curveLinear, animations: {
            node.alpha = 0.5
            node.frame = CGRect(x: 200, y: 0, width: 100, height: 50)
        })
        scene.advance(0.1)
        // Its own fade a quarter of the way (0.875), times the dip half-way out (0.5); later 0.625 × 0.5.
        #expect(close(node.presentation.alpha, 0.4375))
        scene.advance(0.2)
        #expect(close(node.presentation.alpha, 0.3125))
        scene.advance(0.1)
        #expect(node.presentation.alpha == 0.5)
    }

    @Test func aSpringBecomesEaseInOutOverItsSettlingDuration() {
        let (scene, node) = reducedScene()
        let settling = Spring(uiKitDuration: 0.5, dampingRatio: 0.3).settlingDuration
        DisplayNode.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
                            options: [], animations: { node.alpha = 0 })
        for step in 1...3 {
            scene.advance(0.1)
            let expected = 1 - CGFloat(ease.progress(at: Double(step) * 0.1 / settling))
            #expect(close(node.presentation.alpha, expected, 1e-12))
        }
        scene.advance(settling - 0.3)
        #expect(node.presentation.alpha == 0)
    }

    @Test func aSpringMoveDipsWithEaseInOutHalves() {
        let (scene, node) = reducedScene()
        let settling = Spring(uiKitDuration: 0.5, dampingRatio: 0.3).settlingDuration
        DisplayNode.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
                            options: [], animations: { node.center = CGPoint(x: 250, y: 25) })
        scene.advance(settling / 8)
        #expect(node.presentation.position == CGPoint(x: 50, y: 25))
        #expect(close(node.presentation.alpha, 1 - CGFloat(ease.progress(at: 0.25)), 1e-12))
        scene.advance(settling / 2)
        #expect(node.presentation.position == CGPoint(x: 250, y: 25))
        #expect(close(node.presentation.alpha, CGFloat(ease.progress(at: 0.25)), 1e-12))
    }

    @Test func aRepeatingMoveDipsOnceInsteadOfBlinking() {
        let (scene, node) = reducedScene()
        DisplayNode.animate(withDuration: 0.4, options: [.curveLinear, .repeat, .autoreverse], animations: {
            node.frame = CGRect(x: 200, y: 0, width: 100, height: 50)
        })
        scene.advance(0.3)
        #expect(node.presentation.frame.minX == 200)
        #expect(close(node.presentation.alpha, 0.5))
        scene.advance(0.4)
        #expect(node.presentation.frame.minX == 200)
        #expect(node.presentation.alpha == 1)
    }

    @Test func aLayoutPassDuringADipMovesTheTargetAtOnce() {
        let (scene, node) = reducedScene()
        var finished: Bool?
        DisplayNode.animate(withDuration: 0.4, options: .curveLinear, animations: {
            node.frame = CGRect(x: 200, y: 0, width: 100, height: 50)
        }, completion: { finished = $0 })
        scene.advance(0.25)
        AnimationContext.runLayoutPass { node.frame = CGRect(x: 150, y: 0, width: 100, height: 50) }
        // No correction glides from 200 to 150: it is there now, still half faded.
        #expect(node.presentation.frame.minX == 150)
        #expect(close(node.presentation.alpha, 0.25))
        scene.advance(0.15)
        #expect(finished == true)
    }

    @Test func withoutThePreferenceTheNodeMoves() {
        let (scene, node) = scene()
        DisplayNode.animate(withDuration: 0.4, options: .curveLinear, animations: {
            node.frame = CGRect(x: 200, y: 0, width: 100, height: 50)
        })
        scene.advance(0.1)
        #expect(close(node.presentation.frame.minX, 50))
        #expect(node.presentation.alpha == 1)
    }

    @Test func theDefaultLayoutTransitionDips() {
        let first = DisplayNode(), second = DisplayNode()
        first.style.preferredSize = CGSize(width: 50, height: 50)
        second.style.preferredSize = CGSize(width: 50, height: 50)
        let stack = StackNode(children: [first, second])
        let scene = TestStage(root: stack)
        scene.stage.prefersReducedMotion = true
        first.style.preferredSize = CGSize(width: 50, height: 150)
        stack.defaultLayoutTransitionOptions = .curveLinear
        stack.transitionLayout(withAnimation: true)
        scene.advance(0.05)
        #expect(second.presentation.frame == CGRect(x: 0, y: 50, width: 50, height: 50))
        #expect(close(second.presentation.alpha, 0.5))
        scene.advance(0.1)
        #expect(second.presentation.frame == CGRect(x: 0, y: 150, width: 50, height: 50))
        #expect(close(second.presentation.alpha, 0.5))
    }
}
