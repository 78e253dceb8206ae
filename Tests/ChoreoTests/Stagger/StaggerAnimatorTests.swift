import ChoreoSupport
import Foundation
import Testing
@testable import Choreo

@MainActor
@Suite struct StaggerAnimatorTests {
    /// Three 10-point squares on a row (centres at x = 5, 25, 45) and a linear 0.3 s animator
    /// that moves each down by 60 points, staggered by `stagger`.
    private func moveSquares(_ stagger: Stagger?) -> (ManualClock, [DisplayNode], PropertyAnimator) {
        let scene = TestStage()
        retainedStages.append(scene.stage)
        let squares = (0..<3).map { scene.add(CGRect(x: CGFloat($0) * 20, y: 0, width: 10, height: 10)) }
        let animator = PropertyAnimator(duration: 0.3, curve: .linear) {
            for square in squares { square.frame.origin.y = 60 }
        }
        animator.stagger = stagger
        return (scene.clock, squares, animator)
    }

    private func moved(_ squares: [DisplayNode]) -> [CGFloat] {
        squares.map { rounded($0.presentation.frame.minY) }
    }

    @Test func forwardStaggerStartsEachNodeAnIntervalLaterAndCompletesOnceAtTheEnd() {
        let (clock, squares, animator) = moveSquares(Stagger(interval: 0.1))
        var completions: [(AnimatingPosition, TimeInterval)] = []
        animator.addCompletion { completions.append(($0, clock.now)) }
        animator.startAnimation()
        clock.advance(to: 0.05)
        #expect(moved(squares) == [10, 0, 0])
        clock.advance(to: 0.15)
        #expect(moved(squares) == [30, 10, 0])
        #expect(rounded(animator.fractionComplete) == 0.3)   // of the whole 0.5 s
        clock.advance(to: 0.4999)
        #expect(completions.isEmpty)
        clock.advance(to: 0.5)
        #expect(completions.map(\.0) == [.end])
        #expect(completions.map(\.1) == [0.5])
        #expect(moved(squares) == [60, 60, 60])
        clock.advance(to: 1)
        #expect(completions.count == 1)
    }

    @Test func keepingTheDurationShortensEachNodesAnimation() {
        let (clock, squares, animator) = moveSquares(Stagger(interval: 0.1, extendsDuration: false))
        var ends: [TimeInterval] = []
        animator.addCompletion { _ in ends.append(clock.now) }
        animator.startAnimation()
        clock.advance(to: 0.05)
        #expect(moved(squares) == [30, 0, 0])
        clock.advance(to: 0.15)
        #expect(moved(squares) == [60, 30, 0])
        clock.advance(to: 1)
        #expect(ends == [0.3])
    }

    @Test(arguments: [
        (StaggerOrder.forward, [30, 10, 0] as [CGFloat]),
        (.reverse, [0, 10, 30]),
        (.fromCenter, [10, 30, 0]),
        (.fromEdge(.leading), [30, 10, 0]),
        (.fromEdge(.trailing), [0, 10, 30]),
        (.fromPoint(CGPoint(x: 30, y: 0)), [0, 30, 10]),
    ])
    func eachOrderDecidesWhichNodeStartsFirst(order: StaggerOrder, expected: [CGFloat]) {
        let (clock, squares, animator) = moveSquares(Stagger(interval: 0.1, order: order))
        animator.startAnimation()
        clock.advance(to: 0.15)
        #expect(moved(squares) == expected)
    }

    @Test func scrubbingRunsThroughTheWholeCascade() {
        let (_, squares, animator) = moveSquares(Stagger(interval: 0.1))
        animator.pauseAnimation()
        animator.fractionComplete = 0.5                      // 0.25 s of 0.5 s
        #expect(moved(squares) == [50, 30, 10])
        animator.fractionComplete = 0.2                      // 0.1 s
        #expect(moved(squares) == [20, 0, 0])
    }

    @Test func stoppingFreezesEachNodeWhereItIs() {
        let (clock, squares, animator) = moveSquares(Stagger(interval: 0.1))
        animator.startAnimation()
        clock.advance(to: 0.15)
        animator.stopAnimation(true)
        #expect(squares.map { rounded($0.frame.minY) } == [30, 10, 0])
        #expect(moved(squares) == [30, 10, 0])
    }

    @Test func theReadmeExampleFadesTheMiddleCardInFirstAndKeepsTheDuration() {
        let scene = TestStage()
        retainedStages.append(scene.stage)
        let cards = (0..<3).map { scene.add(CGRect(x: CGFloat($0) * 20, y: 0, width: 10, height: 10)) }
        for card in cards { card.alpha = 0 }
        var ends: [TimeInterval] = []
        let animator = PropertyAnimator(duration: 0.3, curve: .easeOut) { for card in cards { card.alpha = 1 } }
        animator.stagger = Stagger(interval: 0.05, order: .fromCenter, extendsDuration: false)
        animator.addCompletion { _ in ends.append(scene.clock.now) }
        animator.startAnimation()
        scene.clock.advance(to: 0.05)                        // each card fades over 0.3 - 2 × 0.05 s
        let middle = CGFloat(TimingCurve.easeOut.progress(at: 0.25))
        #expect(cards.map { rounded($0.presentation.alpha) } == [0, rounded(middle), 0])
        scene.clock.advance(to: 1)
        #expect(ends == [0.3])
    }

    @Test func settingAStaggerOnceActiveIsIgnoredWithAWarning() {
        let (clock, squares, animator) = moveSquares(nil)
        animator.startAnimation()
        let warnings = Diagnostics.capture { animator.stagger = Stagger(interval: 0.1) }
        #expect(warnings == ["Choreo: PropertyAnimator.stagger can only be set while inactive; ignoring"])
        #expect(animator.stagger == nil)
        clock.advance(to: 0.15)
        #expect(moved(squares) == [30, 30, 30])
    }
}
