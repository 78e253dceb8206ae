import ChoreoTestSupport
import Foundation
import ChoreoTestSupport
import Testing
@testable import Choreo

/// Random sequences of state changes, animated and immediate, sync and async transitions,
/// cancellations and clock advances; once everything settles the hierarchy must equal the
/// newest layout and every transition must have completed exactly once.
@MainActor
@Suite struct TransitionStressTests {
    /// A list node that counts how often each transition completes.
    final class CountingListNode: ListNode {
        var completions: [ObjectIdentifier: Int] = [:]

        override func didCompleteLayoutTransition(_ context: ContextTransitioning) {
            if let context = context as? LayoutTransitionContext {
                completions[ObjectIdentifier(context.transition), default: 0] += 1
            }
            super.didCompleteLayoutTransition(context)
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomTransitionsSettleOnTheNewestLayout(seed: UInt64) async {
        var random = SeededRandom(seed: seed)
        let (_, clock, node) = makeStage(CountingListNode(count: 30, visible: Array(0..<10)),
                                         size: CGSize(width: 100, height: 400))
        var transitions: [LayoutTransition] = []
        var measured: [Int: Int] = [:]
        for _ in 0..<1500 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5:
                node.visible = Array((0..<30).shuffled(using: &random).prefix(Int.random(in: 0...20, using: &random)))
                let animated = Bool.random(using: &random)
                let async = Int.random(in: 0..<4, using: &random) == 0
                let index = transitions.count
                let handle = node.transitionLayout(withAnimation: animated, shouldMeasureAsync: async) {
                    measured[index, default: 0] += 1
                }
                transitions.append(handle)
                if async && Bool.random(using: &random) { await handle.waitForMeasurement() }
            case 5:
                node.cancelLayoutTransition()
            default:
                clock.advance(by: Double.random(in: 0...0.15, using: &random))
            }
        }
        for transition in transitions { await transition.waitForMeasurement() }
        clock.advance(by: 1)
        for transition in transitions { await transition.waitForCompletion() }

        let expected = node.visible.map { node.pool[$0] }
        #expect(ids(node.subnodes) == ids(expected))
        for (index, item) in expected.enumerated() {
            #expect(item.frame == CGRect(x: 0, y: CGFloat(index) * 10, width: 100, height: 10))
            #expect(item.presentation.frame == item.frame)
            #expect(item.presentation.alpha == 1)
        }
        let visible = Set(node.visible)
        for (index, item) in node.pool.enumerated() where !visible.contains(index) {
            #expect(item.supernode == nil)
        }
        // The sequence really exercised supersession and cancellation.
        #expect(transitions.contains { $0.isCancelled })
        #expect(transitions.contains { !$0.isCancelled })
        for (index, transition) in transitions.enumerated() {
            #expect(transition.isFinished)
            #expect(node.completions[ObjectIdentifier(transition), default: 0] == (transition.isCancelled ? 0 : 1))
            #expect(measured[index, default: 0] == (transition.isCancelled ? 0 : 1))
        }
    }
}
