import Foundation
import Testing
@testable import Choreo

/// A column whose custom animation staggers its rows with the context's timings.
@MainActor
final class CustomStaggerColumn: ColumnNode {
    var timings: [(delay: TimeInterval, duration: TimeInterval)] = []

    override func animateLayoutTransition(_ context: ContextTransitioning) {
        let rows = context.subnodes(forKey: .toLayout)
        timings = context.staggeredTimings(of: rows, stagger: Stagger(interval: 0.1, order: .reverse), duration: 0.3)
        var pending = rows.count
        for (row, timing) in zip(rows, timings) {
            DisplayNode.animate(withDuration: timing.duration, delay: timing.delay, options: .curveLinear, animations: {
                row.frame = context.finalFrame(for: row)
            }, completion: { _ in
                pending -= 1
                if pending == 0 { context.completeTransition(true) }
            })
        }
    }
}

@MainActor
@Suite struct StaggerContextTests {
    @Test func aCustomAnimationStaggersWithTheContextsTimings() {
        let (_, clock, node) = makeStage(CustomStaggerColumn(), size: CGSize(width: 100, height: 100))
        node.top = 60
        let transition = node.transitionLayout(withAnimation: true)
        // Reversed: the last row first, each 0.1 s after the one below it, each for 0.3 s.
        #expect(node.timings.map(\.delay) == [0.2, 0.1, 0])
        #expect(node.timings.map(\.duration) == [0.3, 0.3, 0.3])
        clock.advance(to: 0.15)
        #expect(node.moved == [0, 10, 30])
        clock.advance(to: 0.4999)
        #expect(!transition.isFinished)
        clock.advance(to: 0.5)
        #expect(transition.isFinished)
        #expect(node.moved == [60, 60, 60])
    }

    @Test func leavingNodesStandAtTheirInitialFrames() {
        let (_, _, node) = makeStage(ColumnNode(), size: CGSize(width: 100, height: 100))
        // Leaving rows (no final frame), the last one highest: nearest the top edge, it goes first.
        let initial = Dictionary(uniqueKeysWithValues: node.rows.enumerated().map {
            (ObjectIdentifier($0.element), CGRect(x: 0, y: 100 - CGFloat($0.offset) * 20, width: 10, height: 10))
        })
        let timings = LeavingContext(initial: initial)
            .staggeredTimings(of: node.rows, stagger: Stagger(interval: 0.1, order: .fromEdge(.top)), duration: 0.2)
        #expect(timings.map(\.delay) == [0.2, 0.1, 0])
    }
}

/// A context in which every node leaves, from the frames it is given.
@MainActor
private final class LeavingContext: ContextTransitioning {
    let initial: [ObjectIdentifier: CGRect]

    init(initial: [ObjectIdentifier: CGRect]) {
        self.initial = initial
    }

    func isAnimated() -> Bool { true }
    func layout(forKey key: TransitionContextKey) -> Layout? { nil }
    func constrainedSize(forKey key: TransitionContextKey) -> SizeRange { .unconstrained }
    func subnodes(forKey key: TransitionContextKey) -> [DisplayNode] { [] }
    func insertedSubnodes() -> [DisplayNode] { [] }
    func removedSubnodes() -> [DisplayNode] { [] }
    func initialFrame(for node: DisplayNode) -> CGRect { initial[ObjectIdentifier(node)] ?? .null }
    func finalFrame(for node: DisplayNode) -> CGRect { .null }
    func completeTransition(_ didComplete: Bool) {}
}
