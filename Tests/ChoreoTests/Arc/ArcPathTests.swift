import ChoreoSupport
import Foundation
import Testing
@testable import Choreo

/// The centre of a node moving from (0, 0) to (100, 0) on `.arc(intensity: 1)` at progress `p`,
/// worked by hand: the arc turns φ = 2 atan(1/2) each side of its midpoint (sin φ = 0.8), on the
/// circle of radius 62.5 centred at (50, −37.5); its midpoint is (50, 25).
func handWorkedArcPoint(_ p: Double) -> CGPoint {
    let angle = 2 * atan(0.5) * (2 * p - 1)
    return CGPoint(x: 50 + 62.5 * sin(angle), y: -37.5 + 62.5 * cos(angle))
}

/// The speed along that arc over a 1 s linear move: its length 2φ × 62.5 per second
/// (115.91…; a straight move would go at 100).
let arcSpeed = 4 * atan(0.5) * 62.5

@MainActor
@Suite struct ArcPathTests {
    /// A stage with a 100 x 50 node centred at (0, 0).
    private func centredNode() -> (TestStage, DisplayNode) {
        let scene = TestStage()
        return (scene, scene.add(CGRect(x: -50, y: -25, width: 100, height: 50)))
    }

    /// Moves the node's centre to (100, 0) on `path`, linearly over 1 s.
    private func moveRight(_ path: MotionPath) -> (TestStage, DisplayNode) {
        let (scene, node) = centredNode()
        DisplayNode.animate(withDuration: 1, options: .curveLinear, path: path, animations: {
            node.center = CGPoint(x: 100, y: 0)
        })
        return (scene, node)
    }

    @Test func theCentreTravelsOnTheArc() {
        let (scene, node) = moveRight(.arc(intensity: 1))
        #expect(node.center == CGPoint(x: 100, y: 0))                    // the model changes at once
        scene.advance(0.25)
        #expect(close(node.presentation.position, handWorkedArcPoint(0.25), 1e-12))
        scene.advance(0.25)
        #expect(close(node.presentation.position, CGPoint(x: 50, y: 25), 1e-12))
        scene.advance(0.25)
        #expect(close(node.presentation.position, handWorkedArcPoint(0.75), 1e-12))
        scene.advance(0.25)
        #expect(node.presentation.position == CGPoint(x: 100, y: 0))
    }

    @Test func theReadmeExampleSwingsTheCardDownHalfWay() {
        let scene = TestStage()
        let card = scene.add(CGRect(x: 90, y: 70, width: 20, height: 20))          // centred at (100, 80)
        DisplayNode.animate(withDuration: 0.4, path: .arc()) { card.center = CGPoint(x: 300, y: 80) }
        scene.advance(0.2)                                   // ease-in-out: half the arc at half the time
        #expect(close(card.presentation.position, CGPoint(x: 200, y: 130), 1e-9))
        scene.advance(0.2)
        #expect(card.presentation.position == CGPoint(x: 300, y: 80))
    }

    @Test func aStraightPathStaysStraight() {
        let (scene, node) = moveRight(.straight)
        scene.advance(0.5)
        #expect(node.presentation.position == CGPoint(x: 50, y: 0))
    }

    @Test func theSizeChangesOnALineWhileTheCentreArcs() {
        let (scene, node) = centredNode()
        DisplayNode.animate(withDuration: 1, options: .curveLinear, path: .arc(), animations: {
            node.frame = CGRect(x: 50, y: -50, width: 100, height: 100)
        })
        scene.advance(0.5)
        #expect(close(node.presentation.frame, CGRect(x: 0, y: -12.5, width: 100, height: 75), 1e-12))
    }

    @Test func theTimingCurveIsMappedOntoTheArc() {
        let (scene, node) = centredNode()
        DisplayNode.animate(withDuration: 1, path: .arc(), animations: { node.center = CGPoint(x: 100, y: 0) })
        scene.advance(0.3)
        let progress = TimingCurve.easeInOut.progress(at: 0.3)
        #expect(close(node.presentation.position, handWorkedArcPoint(progress), 1e-9))
    }

    @Test func nestedBlocksTakeTheEnclosingPathSpringsIncluded() {
        let (scene, node) = centredNode()
        DisplayNode.animate(withDuration: 1, path: .arc(), animations: {
            DisplayNode.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                                options: [], animations: { node.center = CGPoint(x: 100, y: 0) })
        })
        scene.advance(0.2)
        let progress = Spring(uiKitDuration: 1, dampingRatio: 0.5).value(at: 0.2)
        #expect(close(node.presentation.position, handWorkedArcPoint(progress), 1e-9))
    }

    @Test func negativeIntensityBowsUpAndTheAnimationEndsInPlace() {
        let (scene, node) = moveRight(.arc(intensity: -1))
        scene.advance(0.5)
        #expect(close(node.presentation.position, CGPoint(x: 50, y: -25), 1e-12))
    }

    @Test func badIntensitiesAreRepairedOncePerBlockWithAMessage() {
        var moved: [(TestStage, DisplayNode)] = []
        let warnings = Diagnostics.capture {
            moved = [moveRight(.arc(intensity: .nan)), moveRight(.arc(intensity: .infinity))]
        }
        #expect(warnings == [
            "Choreo: Arc intensity must be a number, got nan; using 0.0",
            "Choreo: Arc intensity must be in -2...2 (2 is a half circle), got inf; using 2.0",
        ])
        for (scene, _) in moved { scene.advance(0.5) }
        #expect(moved[0].1.presentation.position == CGPoint(x: 50, y: 0))   // NaN: straight
        #expect(close(moved[1].1.presentation.position, CGPoint(x: 50, y: 50), 1e-12))  // a half circle
    }

    @Test func aResizeInPlaceHasNoArcAndNoNaN() {
        let (scene, node) = centredNode()
        DisplayNode.animate(withDuration: 1, options: .curveLinear, path: .arc(), animations: {
            node.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        })
        scene.advance(0.5)
        #expect(node.presentation.frame == CGRect(x: -75, y: -37.5, width: 150, height: 75))
    }
}
