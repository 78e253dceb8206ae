import ChoreoSupport
import Foundation
import Testing
@testable import Choreo

/// A column of three 10-point rows below a top inset: changing the inset moves all three (the
/// arc tests use it too).
@MainActor
class ColumnNode: DisplayNode {
    let rows = (0..<3).map { _ in DisplayNode() }
    var top: CGFloat = 0

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        for row in rows { row.style.height = .points(10) }
        defaultLayoutTransitionDuration = 0.3
        defaultLayoutTransitionOptions = .curveLinear
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        let column = StackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch,
                                     children: rows)
        return InsetLayoutSpec(insets: EdgeInsets(top: top, left: 0, bottom: 0, right: 0), child: column)
    }

    /// How far each row has moved down so far (the move is 60 points), to a millionth.
    var moved: [CGFloat] {
        rows.enumerated().map { rounded($0.element.presentation.frame.minY - CGFloat($0.offset) * 10) }
    }
}

@MainActor
@Suite struct StaggerLayoutTransitionTests {
    /// Moves the three rows down by 60 points with `stagger` and returns the node, clock and transition.
    private func moveRows(_ stagger: Stagger?) -> (ColumnNode, ManualClock, LayoutTransition) {
        let (_, clock, node) = makeStage(ColumnNode(), size: CGSize(width: 100, height: 100))
        node.defaultLayoutTransitionStagger = stagger
        node.top = 60
        let transition = node.transitionLayout(withAnimation: true)
        return (node, clock, transition)
    }

    /// Moves the rows with `stagger`, expecting how far they have moved at each of `checkpoints`
    /// (in time order), and the transition to finish exactly at `end`, every row in place.
    private func expectRows(_ stagger: Stagger?, _ checkpoints: KeyValuePairs<TimeInterval, [CGFloat]>,
                            finishingAt end: TimeInterval, sourceLocation: SourceLocation = #_sourceLocation) {
        let (node, clock, transition) = moveRows(stagger)
        for (time, moved) in checkpoints {
            clock.advance(to: time)
            #expect(node.moved == moved, "at \(time) s", sourceLocation: sourceLocation)
        }
        clock.advance(to: end - 0.0001)
        #expect(!transition.isFinished, sourceLocation: sourceLocation)
        clock.advance(to: end)
        #expect(transition.isFinished, sourceLocation: sourceLocation)
        #expect(node.moved == [60, 60, 60], sourceLocation: sourceLocation)
    }

    @Test func forwardStaggerStartsEachRowAnIntervalAfterThePreviousAndExtendsTheDuration() {
        // At 0.05 s the first row has moved 1/6 of 60 points, the others nothing.
        expectRows(Stagger(interval: 0.1), [0.05: [10, 0, 0], 0.15: [30, 10, 0], 0.35: [60, 50, 30]],
                   finishingAt: 0.5)
    }

    @Test func keepingTheDurationShortensEachRowsAnimation() {
        // Each row animates for 0.3 - 2 × 0.1 = 0.1 s.
        expectRows(Stagger(interval: 0.1, extendsDuration: false), [0.05: [30, 0, 0], 0.15: [60, 30, 0]],
                   finishingAt: 0.3)
    }

    @Test(arguments: [
        (StaggerOrder.forward, [30, 10, 0] as [CGFloat]),
        (.reverse, [0, 10, 30]),
        // The middle row is nearest the centre; the outer two tie and keep document order.
        (.fromCenter, [10, 30, 0]),
        (.fromEdge(.top), [30, 10, 0]),
        (.fromEdge(.bottom), [0, 10, 30]),
        // Final centres are at y 65, 75, 85: the point is nearest the last row, then the middle.
        (.fromPoint(CGPoint(x: 50, y: 90)), [0, 10, 30]),
        (.fromPoint(CGPoint(x: 50, y: 74)), [10, 30, 0]),
    ])
    func eachOrderDecidesWhichRowStartsFirst(order: StaggerOrder, expected: [CGFloat]) {
        let (node, clock, _) = moveRows(Stagger(interval: 0.1, order: order))
        clock.advance(to: 0.15)
        #expect(node.moved == expected)
    }

    @Test func leadingAndTrailingFollowTheLayoutDirection() {
        #expect(StaggerOrder.fromEdge(.leading).ranking(direction: .leftToRight) == .nearestToEdge(.minX))
        #expect(StaggerOrder.fromEdge(.trailing).ranking(direction: .leftToRight) == .nearestToEdge(.maxX))
        #expect(StaggerOrder.fromEdge(.leading).ranking(direction: .rightToLeft) == .nearestToEdge(.maxX))
        #expect(StaggerOrder.fromEdge(.trailing).ranking(direction: .rightToLeft) == .nearestToEdge(.minX))
    }

    @Test func withoutAStaggerEveryRowStartsTogether() {
        expectRows(nil, [0.15: [30, 30, 30]], finishingAt: 0.3)
    }

    @Test func removedRowsGoFirstThenMovedAndInsertedRowsInTheNewOrder() {
        let (_, clock, node) = makeStage(ListNode(count: 3, visible: [0, 1]), size: CGSize(width: 100, height: 100))
        node.defaultLayoutTransitionDuration = 0.2
        node.defaultLayoutTransitionOptions = .curveLinear
        node.defaultLayoutTransitionStagger = Stagger(interval: 0.1)
        node.visible = [1, 2]
        var completions = 0
        let transition = node.transitionLayout(withAnimation: true)
        Task { await transition.waitForCompletion(); completions += 1 }
        let (removed, moved, inserted) = (node.pool[0], node.pool[1], node.pool[2])
        clock.advance(to: 0.05)
        #expect(rounded(removed.presentation.alpha) == 0.75)
        #expect(rounded(moved.presentation.frame.minY) == 10)
        #expect(rounded(inserted.presentation.alpha) == 0)
        clock.advance(to: 0.15)
        #expect(rounded(removed.presentation.alpha) == 0.25)
        #expect(rounded(moved.presentation.frame.minY) == 7.5)
        #expect(rounded(inserted.presentation.alpha) == 0)
        clock.advance(to: 0.25)
        #expect(rounded(inserted.presentation.alpha) == 0.25)
        #expect(removed.supernode === node)
        clock.advance(to: 0.3999)
        #expect(!transition.isFinished)
        clock.advance(to: 0.4)
        #expect(transition.isFinished)
        #expect(removed.supernode == nil)
        #expect(rounded(inserted.presentation.alpha) == 1)
    }

    @Test func completeTransitionRunsOnceAfterTheLastRow() {
        let (_, clock, node) = makeStage(CompletionCountingList(), size: CGSize(width: 100, height: 100))
        node.defaultLayoutTransitionDuration = 0.3
        node.defaultLayoutTransitionStagger = Stagger(interval: 0.1, order: .reverse)
        node.visible = [1, 2, 0]
        let warnings = Diagnostics.capture {
            node.transitionLayout(withAnimation: true)
            clock.advance(to: 0.4999)
            #expect(node.completions.isEmpty)
            clock.advance(to: 1)
        }
        #expect(node.completions == [0.5])
        #expect(warnings.isEmpty)
    }

    @Test func aNegativeOrNaNIntervalWarnsAndStartsEveryRowTogether() {
        var stagger: Stagger?
        let warnings = Diagnostics.capture {
            stagger = Stagger(interval: -1)
            _ = Stagger(interval: .nan)
        }
        #expect(warnings.count == 2)
        #expect(warnings.allSatisfy { $0.contains("Stagger interval") })
        #expect(stagger?.interval == 0)
        expectRows(stagger, [0.15: [30, 30, 30]], finishingAt: 0.3)
    }

    @Test func anIntervalTooLongToKeepTheDurationIsShortenedToAnEqualSliceEach() {
        // 0.25 s leaves three rows no time in 0.3 s: it becomes 0.1 s, each row getting 0.1 s.
        let warnings = Diagnostics.capture {
            expectRows(Stagger(interval: 0.25, extendsDuration: false), [0.05: [30, 0, 0], 0.15: [60, 30, 0]],
                       finishingAt: 0.3)
        }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("Stagger interval 0.25") == true)
    }
}

/// A list of three rows that records when its layout transitions complete.
@MainActor
private final class CompletionCountingList: ListNode {
    var completions: [TimeInterval] = []

    init() {
        super.init(count: 3, visible: [0, 1, 2])
    }

    override func didCompleteLayoutTransition(_ context: ContextTransitioning) {
        completions.append(stage?.clock.now ?? -1)
        super.didCompleteLayoutTransition(context)
    }
}

/// `value` to a millionth: staggered starts add rounding errors far below what a test means.
func rounded(_ value: CGFloat) -> CGFloat {
    (value * 1e6).rounded() / 1e6
}
