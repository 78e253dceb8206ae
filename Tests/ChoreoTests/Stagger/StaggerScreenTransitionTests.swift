import ChoreoSupport
import Foundation
import Testing
@testable import Choreo

@MainActor
@Suite struct StaggerScreenTransitionTests {
    /// Three inserted elements a, b, c (50 x 50 at x = 0, 100, 200, y = 500) that each rise
    /// 100 points into place, over 0.3 s of linear timing, staggered by `stagger`.
    private func riseIn(_ stagger: Stagger?, path: MotionPath = .straight)
        -> (TransitionScene, ScreenTransition, CompletionLog<Bool>) {
        let scene = TransitionScene(screen("root", []))
        let source = screen("empty", [])
        scene.source.addSubnode(source)
        let destination = screen("list", (0..<3).map { index in
            element(["a", "b", "c"][index], CGRect(x: CGFloat(index) * 100, y: 500, width: 50, height: 50))
        })
        let transition = ScreenTransition(from: source, to: destination, in: scene.source,
                                          definition: ["a": .translateY(100), "b": .translateY(100),
                                                       "c": .translateY(100)],
                                          duration: 0.3, timing: .curve(.linear), stagger: stagger, path: path)
        let log = CompletionLog<Bool>()
        transition.start(completion: log.handler)
        return (scene, transition, log)
    }

    /// How far each element has risen, as a fraction of its 100 points.
    private func risen(_ transition: ScreenTransition) -> [CGFloat] {
        ["a", "b", "c"].map { rounded((600 - (transition.state(of: $0)?.frame.minY ?? .nan)) / 100) }
    }

    @Test func forwardStaggerStartsEachElementAnIntervalLaterAndCompletesOnceAtTheEnd() {
        let (scene, transition, log) = riseIn(Stagger(interval: 0.1))
        scene.advance(0.05)
        #expect(risen(transition) == [rounded(1.0 / 6), 0, 0])
        #expect(transition.state(of: "b")?.alpha == 0)
        scene.advance(0.1)
        #expect(risen(transition) == [0.5, rounded(1.0 / 6), 0])
        scene.clock.advance(to: 0.4999)
        #expect(log.calls.isEmpty)
        scene.clock.advance(to: 0.5)
        #expect(log.calls == [true])
        scene.advance(1)
        #expect(log.calls == [true])
    }

    @Test func keepingTheDurationShortensEachElement() {
        let (scene, transition, log) = riseIn(Stagger(interval: 0.1, extendsDuration: false))
        scene.advance(0.05)
        #expect(risen(transition) == [0.5, 0, 0])
        scene.advance(0.1)
        #expect(risen(transition) == [1, 0.5, 0])
        scene.clock.advance(to: 0.3)
        #expect(log.calls == [true])
    }

    @Test(arguments: [
        (StaggerOrder.forward, [0.5, rounded(1.0 / 6), 0] as [CGFloat]),
        (.reverse, [0, rounded(1.0 / 6), 0.5]),
        (.fromCenter, [rounded(1.0 / 6), 0.5, 0]),
        (.fromEdge(.trailing), [0, rounded(1.0 / 6), 0.5]),
        (.fromPoint(CGPoint(x: 250, y: 0)), [0, rounded(1.0 / 6), 0.5]),
    ])
    func eachOrderDecidesWhichElementStartsFirst(order: StaggerOrder, expected: [CGFloat]) {
        let (scene, transition, _) = riseIn(Stagger(interval: 0.1, order: order))
        scene.advance(0.15)
        #expect(risen(transition) == expected)
    }

    @Test func scrubbingRunsThroughTheWholeCascade() {
        let (scene, transition, _) = riseIn(Stagger(interval: 0.1))
        transition.fractionComplete = 0.5                    // 0.25 s of 0.5 s
        #expect(risen(transition) == [rounded(5.0 / 6), 0.5, rounded(1.0 / 6)])
        withExtendedLifetime(scene) {}
    }

    @Test func withoutAStaggerEveryElementStartsTogether() {
        let (scene, transition, log) = riseIn(nil)
        scene.advance(0.15)
        #expect(risen(transition) == [0.5, 0.5, 0.5])
        scene.advance(0.15)
        #expect(log.calls == [true])
    }

    @Test func anArcPathLeavesOtherAnimationTypesStraight() {
        var result: (TransitionScene, ScreenTransition, CompletionLog<Bool>)?
        let warnings = Diagnostics.capture { result = riseIn(Stagger(interval: 0.1), path: .arc(intensity: 2)) }
        #expect(warnings.isEmpty)
        guard let (scene, transition, _) = result else { return }
        scene.advance(0.15)
        #expect(risen(transition) == [0.5, rounded(1.0 / 6), 0])
        #expect(transition.state(of: "a")?.frame.minX == 0)
    }
}
