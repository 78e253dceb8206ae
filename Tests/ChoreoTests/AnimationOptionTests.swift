@testable import Choreo
import Foundation
import Testing

@MainActor
@Suite("UIKit-shaped animations: delays, nesting, repeats, values")
struct AnimationOptionTests: SingleNodeScene {
    @Test func delayHoldsTheOldValue() {
        let (scene, node) = scene()
        let log = CompletionLog<Bool>()
        DisplayNode.animate(withDuration: 1, delay: 0.5, animations: { node.alpha = 0 }, completion: log.handler)
        #expect(node.alpha == 0)
        scene.advance(0.25)
        #expect(node.presentation.alpha == 1)
        scene.advance(0.25)
        #expect(node.presentation.alpha == 1)
        scene.advance(0.5)
        #expect(node.presentation.alpha == 0.5)
        scene.advance(0.49)
        #expect(log.calls.isEmpty)
        scene.advance(0.01)
        #expect(log.calls == [true])
    }

    @Test func negativeAndNaNDelaysCountAsZero() {
        for delay in [-1.0, .nan, .infinity] {
            let (scene, node) = scene()
            DisplayNode.animate(withDuration: 1, delay: delay, animations: { node.alpha = 0 })
            scene.advance(0.5)
            #expect(node.presentation.alpha == 0.5)
        }
    }

    @Test func nestedBlocksInheritTheEnclosingDurationAndCurve() {
        let (scene, node) = scene()
        var log: [String] = []
        DisplayNode.animate(withDuration: 1, options: .curveLinear, animations: {
            node.alpha = 0
            DisplayNode.animate(withDuration: 0.5, options: .curveEaseIn, animations: {
                node.cornerRadius = 10
            }, completion: { log.append("inner \($0)") })
        }, completion: { log.append("outer \($0)") })
        scene.advance(0.5)
        #expect(node.presentation.alpha == 0.5)
        #expect(node.presentation.cornerRadius == 5)   // 1 s, linear, like the outer block (UIKit)
        scene.advance(0.5)
        #expect(log == ["outer true", "inner true"])
    }

    @Test func nestedBlocksCanOverrideTheInheritedDurationAndCurve() {
        let (scene, node) = scene()
        var log: [String] = []
        DisplayNode.animate(withDuration: 1, options: .curveLinear, animations: {
            node.alpha = 0
            DisplayNode.animate(withDuration: 0.5, options: [.overrideInheritedDuration, .overrideInheritedCurve,
                                                             .curveLinear], animations: {
                node.cornerRadius = 10
            }, completion: { log.append("inner \($0)") })
            node.frame = CGRect(x: 100, y: 0, width: 100, height: 50)
        }, completion: { log.append("outer \($0)") })
        scene.advance(0.25)
        #expect(node.presentation.alpha == 0.75)
        #expect(node.presentation.cornerRadius == 5)
        #expect(node.presentation.frame.minX == 25)
        scene.advance(0.25)
        #expect(log == ["inner true"])
        #expect(node.presentation.cornerRadius == 10)
        scene.advance(0.5)
        #expect(log == ["inner true", "outer true"])
    }

    @Test func nestedPerformWithoutAnimationAppliesAtOnce() {
        let (scene, node) = scene()
        DisplayNode.animate(withDuration: 1, animations: {
            node.alpha = 0
            DisplayNode.performWithoutAnimation {
                node.cornerRadius = 6
            }
        })
        #expect(node.presentation.cornerRadius == 6)
        #expect(node.presentation.alpha == 1)
        scene.advance(1)
        #expect(node.presentation.alpha == 0)
    }

    @Test func performWithoutAnimationInterruptsRunningAnimations() {
        let (scene, node) = scene()
        let log = CompletionLog<Bool>()
        DisplayNode.animate(withDuration: 1, animations: { node.alpha = 0 }, completion: log.handler)
        scene.advance(0.5)
        DisplayNode.performWithoutAnimation { node.alpha = 1 }
        #expect(node.presentation.alpha == 1)
        scene.advance(0)
        #expect(log.calls == [false])
    }

    @Test func repeatingAnimationLoopsAndNeverCompletes() {
        let (scene, node) = scene()
        let log = CompletionLog<Bool>()
        DisplayNode.animate(withDuration: 1, options: [.repeat, .curveLinear], animations: { node.alpha = 0 },
                            completion: log.handler)
        scene.advance(0.25)
        #expect(node.presentation.alpha == 0.75)
        scene.advance(1)
        #expect(node.presentation.alpha == 0.75)
        scene.advance(100)
        #expect(close(node.presentation.alpha, 0.75))
        #expect(log.calls.isEmpty)
    }

    @Test func repeatingAutoreverseGoesBackAndForth() {
        let (scene, node) = scene()
        DisplayNode.animate(withDuration: 1, options: [.repeat, .autoreverse, .curveLinear],
                            animations: { node.alpha = 0 })
        scene.advance(0.25)
        #expect(node.presentation.alpha == 0.75)
        scene.advance(1)  // 1.25 s: on the way back
        #expect(node.presentation.alpha == 0.25)
        scene.advance(1)  // 2.25 s: forward again
        #expect(node.presentation.alpha == 0.75)
    }

    @Test func autoreverseAloneRunsOnceEachWayThenShowsTheModel() {
        let (scene, node) = scene()
        let log = CompletionLog<Bool>()
        DisplayNode.animate(withDuration: 1, options: [.autoreverse, .curveLinear], animations: { node.alpha = 0 },
                            completion: log.handler)
        scene.advance(0.5)
        #expect(node.presentation.alpha == 0.5)
        scene.advance(1)
        #expect(node.presentation.alpha == 0.5)
        scene.advance(0.49)
        #expect(log.calls.isEmpty)
        scene.advance(0.01)
        #expect(log.calls == [true])
        // As UIKit: the model value shows once the animation is over.
        #expect(node.presentation.alpha == 0)
    }

    @Test func removingARepeatingAnimationCompletesWithFalse() {
        let (scene, node) = scene()
        let log = CompletionLog<Bool>()
        DisplayNode.animate(withDuration: 1, options: .repeat, animations: { node.alpha = 0 }, completion: log.handler)
        scene.advance(3.3)
        node.removeAllAnimations()
        scene.advance(0)
        #expect(log.calls == [false])
        #expect(node.presentation.alpha == 0)
    }

    @Test(arguments: [0.0, -1.0, Double.nan, -Double.infinity])
    func zeroNegativeAndNaNDurationsApplyAtOnce(duration: Double) {
        let (scene, node) = scene()
        let log = CompletionLog<Bool>()
        DisplayNode.animate(withDuration: duration, animations: { node.alpha = 0.3 }, completion: log.handler)
        #expect(node.alpha == 0.3)
        #expect(node.presentation.alpha == 0.3)
        #expect(log.calls == [true])
        scene.advance(1)
        #expect(log.calls == [true])
    }

    @Test func infiniteDurationAppliesAtOnce() {
        let (scene, node) = scene()
        defer { withExtendedLifetime(scene) {} }
        let log = CompletionLog<Bool>()
        DisplayNode.animate(withDuration: .infinity, animations: { node.alpha = 0.3 }, completion: log.handler)
        #expect(node.presentation.alpha == 0.3)
        #expect(log.calls == [true])
    }

    @Test func blockWithoutChangesCompletesAtOnce() {
        let (scene, node) = scene()
        defer { withExtendedLifetime(scene) {} }
        let log = CompletionLog<Bool>()
        DisplayNode.animate(withDuration: 1, animations: { node.alpha = 1 }, completion: log.handler)
        #expect(log.calls == [true])
    }

    @Test func nanFrameInsideAnAnimationAnimatesToTheFallback() {
        let (scene, node) = scene()
        DisplayNode.animate(withDuration: 1, options: .curveLinear, animations: {
            node.frame = CGRect(x: CGFloat.nan, y: 20, width: 100, height: 50)
        })
        #expect(node.frame == CGRect(x: 0, y: 20, width: 100, height: 50))
        scene.advance(0.5)
        #expect(node.presentation.frame == CGRect(x: 0, y: 10, width: 100, height: 50))
    }

    @Test func nanAlphaInsideAnAnimationAnimatesToOne() {
        let (scene, node) = scene()
        node.alpha = 0
        DisplayNode.animate(withDuration: 1, options: .curveLinear, animations: { node.alpha = .nan })
        #expect(node.alpha == 1)
        scene.advance(0.5)
        #expect(node.presentation.alpha == 0.5)
    }

    @Test func colorTransformAndCornerRadiusAnimate() {
        let (scene, node) = scene()
        node.backgroundColor = .black
        DisplayNode.animate(withDuration: 1, options: .curveLinear, animations: {
            node.backgroundColor = .white
            node.transform = Transform(translationX: 40, y: 0)
            node.cornerRadius = 8
        })
        scene.advance(0.5)
        let presentation = node.presentation
        #expect(close(presentation.backgroundColor!.red, 0.5) && close(presentation.backgroundColor!.blue, 0.5))
        #expect(close(presentation.transform, Transform(translationX: 20, y: 0)))
        #expect(presentation.cornerRadius == 4)
    }

    @Test func rotationAnimatesTheShortWayRound() {
        let (scene, node) = scene()
        DisplayNode.animate(withDuration: 1, options: .curveLinear, animations: {
            node.transform = Transform(rotationAngle: .pi / 2)
        })
        scene.advance(0.5)
        #expect(close(node.presentation.transform, Transform(rotationAngle: .pi / 4), 1e-12))
    }

    @Test func fadingInFromNoBackgroundColorKeepsTheHue() {
        let (scene, node) = scene()
        DisplayNode.animate(withDuration: 1, options: .curveLinear, animations: { node.backgroundColor = .red })
        #expect(node.backgroundColor == .red)
        scene.advance(0.5)
        let color = node.presentation.backgroundColor
        #expect(color?.red == 1 && color?.green == 0)
        #expect(close(color?.alpha ?? -1, 0.5))
    }

    @Test func fadingOutToNoBackgroundColor() {
        let (scene, node) = scene()
        node.backgroundColor = .blue
        DisplayNode.animate(withDuration: 1, options: .curveLinear, animations: { node.backgroundColor = nil })
        #expect(node.backgroundColor == nil)
        scene.advance(0.5)
        #expect(close(node.presentation.backgroundColor?.alpha ?? -1, 0.5))
        #expect(node.presentation.backgroundColor?.blue == 1)
        scene.advance(0.5)
        #expect(node.presentation.backgroundColor == nil)
    }

    @Test func nodesOnAnotherStageAnimateOnTheirOwnClock() {
        let (scene, node) = scene()
        let other = TestStage()
        let otherNode = other.add(CGRect(x: 0, y: 0, width: 10, height: 10))
        DisplayNode.animate(withDuration: 1, options: .curveLinear, animations: {
            node.alpha = 0
            otherNode.alpha = 0
        })
        scene.advance(0.5)
        #expect(node.presentation.alpha == 0.5)
        #expect(otherNode.presentation.alpha == 1)
        other.advance(0.25)
        #expect(otherNode.presentation.alpha == 0.75)
    }
}
