import Foundation
import Testing
@testable import Choreo

/// Retargeting a frame half-way along the arc of ``ArcPathTests``: what is on screen keeps its
/// position and its velocity, measured from the tracks and by finite differences.
@MainActor
@Suite struct ArcRetargetTests {
    /// The finite-difference step: the arc's curvature makes a one-sided difference off by about
    /// (speed² / radius) × step / 2 ≈ 1.1e-4 points per second.
    private let step = 1e-6

    /// A stage with a 100 x 50 node half-way through a linear 1 s arc from centre (0, 0) to (100, 0),
    /// and the velocity of what is on screen an instant before half way, by finite difference.
    private func halfWay() -> (TestStage, DisplayNode, differenceBefore: CGPoint) {
        let scene = TestStage()
        let node = scene.add(CGRect(x: -50, y: -25, width: 100, height: 50))
        DisplayNode.animate(withDuration: 1, options: .curveLinear, path: .arc(), animations: {
            node.center = CGPoint(x: 100, y: 0)
        })
        scene.clock.advance(to: 0.5 - step)
        let before = node.presentation.position
        scene.clock.advance(to: 0.5)
        let now = node.presentation.position
        return (scene, node, CGPoint(x: (now.x - before.x) / step, y: (now.y - before.y) / step))
    }

    /// The velocity of the node's centre on screen now, from its tracks.
    private func velocity(_ node: DisplayNode, _ scene: TestStage) -> CGPoint {
        let v = node.state.untransformedFrame.value.velocity(at: scene.clock.now)
        return CGPoint(x: v.x + v.z / 2, y: v.y + v.w / 2)
    }

    /// Checks the retarget `change` made at half way keeps position and velocity, and returns
    /// the finite-difference velocity just after it.
    private func expectContinuous(_ change: (DisplayNode) -> Void,
                                  sourceLocation: SourceLocation = #_sourceLocation) -> (TestStage, DisplayNode) {
        let (scene, node, differenceBefore) = halfWay()
        let expected = CGPoint(x: arcSpeed, y: 0)
        #expect(close(node.presentation.position, CGPoint(x: 50, y: 25), 1e-12), sourceLocation: sourceLocation)
        #expect(close(velocity(node, scene), expected, 1e-9), sourceLocation: sourceLocation)
        #expect(close(differenceBefore, expected, 1e-3), sourceLocation: sourceLocation)
        change(node)
        #expect(close(node.presentation.position, CGPoint(x: 50, y: 25), 1e-12), sourceLocation: sourceLocation)
        #expect(close(velocity(node, scene), expected, 1e-9), sourceLocation: sourceLocation)
        let start = node.presentation.position
        scene.clock.advance(to: 0.5 + step)
        let after = node.presentation.position
        let differenceAfter = CGPoint(x: (after.x - start.x) / step, y: (after.y - start.y) / step)
        #expect(close(differenceAfter, expected, 1e-3), sourceLocation: sourceLocation)
        return (scene, node)
    }

    @Test func aNewArcAnimationMidFlightKeepsPositionAndVelocity() {
        let (scene, node) = expectContinuous { node in
            DisplayNode.animate(withDuration: 1, path: .arc(), animations: { node.center = CGPoint(x: 100, y: 100) })
        }
        scene.clock.advance(to: 1.5)
        #expect(node.presentation.position == CGPoint(x: 100, y: 100))
    }

    @Test func aStraightAnimationMidFlightKeepsPositionAndVelocity() {
        let (scene, node) = expectContinuous { node in
            DisplayNode.animate(withDuration: 1, animations: { node.center = CGPoint(x: 0, y: 0) })
        }
        scene.clock.advance(to: 1.5)
        #expect(node.presentation.position == CGPoint(x: 0, y: 0))
    }

    @Test func aLayoutPassMidFlightKeepsPositionAndVelocity() {
        let (scene, node) = expectContinuous { node in
            AnimationContext.runLayoutPass { node.center = CGPoint(x: 100, y: 50) }
        }
        // The correction ends with the arc: on screen at the new target at 1 s.
        scene.clock.advance(to: 1)
        #expect(node.presentation.position == CGPoint(x: 100, y: 50))
    }
}
