@testable import Choreo
import Foundation
import Testing

@MainActor
@Suite("UIKit-shaped animations: model, presentation, completion")
struct AnimationTests: SingleNodeScene {
    /// A node on a stage with alpha 1 and frame (0, 0, 100, 50).

    @Test func modelChangesAtOncePresentationAnimates() {
        let (scene, node) = scene()
        DisplayNode.animate(withDuration: 1, animations: { node.alpha = 0 })
        #expect(node.alpha == 0)
        #expect(node.presentation.alpha == 1)
        scene.advance(0.5)
        #expect(node.presentation.alpha == 0.5)
        scene.advance(0.5)
        #expect(node.presentation.alpha == 0)
    }

    @Test func easeInOutSamplesMatchTheCurve() {
        let (scene, node) = scene()
        DisplayNode.animate(withDuration: 2, animations: { node.alpha = 0 })
        for step in 1...7 {
            scene.advance(0.25)
            let fraction = Double(step) * 0.25 / 2
            #expect(close(node.presentation.alpha, 1 - CGFloat(TimingCurve.easeInOut.progress(at: fraction)), 1e-12))
        }
    }

    @Test(arguments: [
        (AnimationOptions.curveLinear, TimingCurve.linear),
        (AnimationOptions.curveEaseIn, TimingCurve.easeIn),
        (AnimationOptions.curveEaseOut, TimingCurve.easeOut),
        (AnimationOptions.curveEaseInOut, TimingCurve.easeInOut),
    ])
    func curveOptionsPickTheCurve(options: AnimationOptions, curve: TimingCurve) {
        let (scene, node) = scene()
        DisplayNode.animate(withDuration: 1, options: options, animations: {
            node.frame = CGRect(x: 200, y: 0, width: 100, height: 50)
        })
        scene.advance(0.3)
        #expect(close(node.presentation.frame.minX, 200 * CGFloat(curve.progress(at: 0.3)), 1e-9))
        #expect(node.presentation.frame.width == 100)
    }

    @Test func frameAnimatesEveryComponent() {
        let (scene, node) = scene()
        DisplayNode.animate(withDuration: 1, options: .curveLinear, animations: {
            node.frame = CGRect(x: 100, y: 40, width: 20, height: 10)
        })
        scene.advance(0.25)
        #expect(close(node.presentation.frame, CGRect(x: 25, y: 10, width: 80, height: 40)))
        #expect(close(node.presentation.position, CGPoint(x: 65, y: 30)))
    }

    @Test func secondAnimationStartsFromWhatIsOnScreen() {
        let (scene, node) = scene()
        DisplayNode.animate(withDuration: 1, animations: { node.alpha = 0 })
        scene.advance(0.5)
        #expect(node.presentation.alpha == 0.5)
        DisplayNode.animate(withDuration: 1, animations: { node.alpha = 1 })
        // No jump: the new animation adds to the running one.
        #expect(node.presentation.alpha == 0.5)
        scene.advance(0.01)
        // Model 1, plus the first animation's offset (1 → 0) and the second's (−1 → 0).
        let curve = TimingCurve.easeInOut
        let expected = 1 + (1 - curve.progress(at: 0.51)) - (1 - curve.progress(at: 0.01))
        #expect(close(node.presentation.alpha, CGFloat(expected), 1e-12))
        scene.advance(0.49)
        // The first animation has ended; the second is half way.
        #expect(close(node.presentation.alpha, 0.5, 1e-12))
        scene.advance(0.5)
        #expect(node.presentation.alpha == 1)
        #expect(node.alpha == 1)
    }

    @Test func additiveAnimationsBothComplete() {
        let (scene, node) = scene()
        var log: [String] = []
        DisplayNode.animate(withDuration: 1, animations: { node.alpha = 0 }, completion: { log.append("first \($0)") })
        scene.advance(0.5)
        DisplayNode.animate(withDuration: 1, animations: { node.alpha = 1 }, completion: { log.append("second \($0)") })
        scene.advance(0.5)
        #expect(log == ["first true"])
        scene.advance(0.5)
        #expect(log == ["first true", "second true"])
        scene.advance(5)
        #expect(log.count == 2)
    }

    @Test func beginFromCurrentStateReplacesAndInterrupts() {
        let (scene, node) = scene()
        let first = CompletionLog<Bool>(), second = CompletionLog<Bool>()
        DisplayNode.animate(withDuration: 1, options: .curveLinear, animations: { node.alpha = 0 },
                            completion: first.handler)
        scene.advance(0.25)
        DisplayNode.animate(withDuration: 1, options: [.beginFromCurrentState, .curveLinear],
                            animations: { node.alpha = 1 }, completion: second.handler)
        #expect(node.presentation.alpha == 0.75)
        scene.advance(0)
        #expect(first.calls == [false])
        scene.advance(0.5)
        // 0.75 → 1 linearly, half way.
        #expect(close(node.presentation.alpha, 0.875))
        scene.advance(0.5)
        #expect(second.calls == [true])
        #expect(first.calls == [false])
    }

    @Test func completionIsTrueAtTheEndExactlyOnce() {
        let (scene, node) = scene()
        let log = CompletionLog<Bool>()
        DisplayNode.animate(withDuration: 0.5, animations: { node.alpha = 0.2 }, completion: log.handler)
        scene.advance(0.49)
        #expect(log.calls.isEmpty)
        scene.advance(0.01)
        #expect(log.calls == [true])
        scene.advance(10)
        #expect(log.calls == [true])
    }

    @Test func completionRunsWithTheClockAtTheEnd() {
        let (scene, node) = scene()
        var timeAtCompletion: TimeInterval?
        DisplayNode.animate(withDuration: 0.5, animations: { node.alpha = 0 }) { _ in
            timeAtCompletion = scene.clock.now
        }
        scene.advance(2)
        #expect(timeAtCompletion == 0.5)
    }

    @Test func nonAnimatedSetInterrupts() {
        let (scene, node) = scene()
        let log = CompletionLog<Bool>()
        DisplayNode.animate(withDuration: 1, animations: { node.alpha = 0 }, completion: log.handler)
        scene.advance(0.5)
        node.alpha = 0.3
        #expect(node.presentation.alpha == 0.3)
        scene.advance(0)
        #expect(log.calls == [false])
        scene.advance(1)
        #expect(log.calls == [false])
    }

    @Test func settingTheSameValueDoesNotInterrupt() {
        let (scene, node) = scene()
        let log = CompletionLog<Bool>()
        DisplayNode.animate(withDuration: 1, animations: { node.alpha = 0 }, completion: log.handler)
        scene.advance(0.5)
        node.alpha = 0
        #expect(node.presentation.alpha == 0.5)
        scene.advance(0.5)
        #expect(log.calls == [true])
    }

    @Test func removingTheNodeInterruptsAndKeepsTheModel() {
        let (scene, node) = scene()
        let log = CompletionLog<Bool>()
        DisplayNode.animate(withDuration: 1, animations: {
            node.alpha = 0.4
            node.frame = CGRect(x: 50, y: 0, width: 100, height: 50)
        }, completion: log.handler)
        scene.advance(0.5)
        node.removeFromSupernode()
        scene.advance(0)
        #expect(log.calls == [false])
        #expect(node.alpha == 0.4)
        #expect(node.frame == CGRect(x: 50, y: 0, width: 100, height: 50))
        #expect(node.presentation == node.appearance)
        scene.advance(1)
        #expect(log.calls == [false])
        // Added back, it shows its model values with nothing running.
        scene.root.addSubnode(node)
        #expect(node.presentation.alpha == 0.4)
    }

    @Test func removingAnAncestorInterruptsDescendants() {
        let (scene, node) = scene()
        let child = DisplayNode()
        node.addSubnode(child)
        let log = CompletionLog<Bool>()
        DisplayNode.animate(withDuration: 1, animations: { child.alpha = 0 }, completion: log.handler)
        scene.advance(0.25)
        node.removeFromSupernode()
        scene.advance(0.1)
        #expect(log.calls == [false])
        #expect(child.alpha == 0)
    }

    @Test func removingTheRootFromTheStageInterrupts() {
        let (scene, node) = scene()
        let log = CompletionLog<Bool>()
        DisplayNode.animate(withDuration: 1, animations: { node.alpha = 0 }, completion: log.handler)
        scene.advance(0.25)
        scene.stage.rootNode = nil
        scene.advance(0.1)
        #expect(log.calls == [false])
        #expect(node.alpha == 0)
        #expect(node.presentation.alpha == 0)
    }

    @Test func oneInterruptedPropertyFailsTheWholeBlock() {
        let (scene, node) = scene()
        let log = CompletionLog<Bool>()
        DisplayNode.animate(withDuration: 1, animations: {
            node.alpha = 0
            node.cornerRadius = 10
        }, completion: log.handler)
        scene.advance(0.5)
        node.cornerRadius = 4
        // Alpha keeps animating.
        #expect(node.presentation.alpha == 0.5)
        scene.advance(1)
        #expect(log.calls == [false])
        #expect(node.presentation.alpha == 0)
    }
}
