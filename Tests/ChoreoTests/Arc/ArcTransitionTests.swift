import Foundation
import Testing
@testable import Choreo

@MainActor
@Suite struct ArcTransitionTests {
    /// Moves the rows of a 100-point-wide column straight down 60 points with the default layout
    /// transition (linear, 0.3 s) on `path`.
    private func moveRows(_ path: MotionPath, stagger: Stagger? = nil) -> (ColumnNode, ManualClock, LayoutTransition) {
        let (_, clock, column) = makeStage(ColumnNode(), size: CGSize(width: 100, height: 100))
        column.defaultLayoutTransitionPath = path
        column.defaultLayoutTransitionStagger = stagger
        column.top = 60
        return (column, clock, column.transitionLayout(withAnimation: true))
    }

    @Test func theDefaultLayoutTransitionMovesOnTheDefaultPath() {
        #expect(ColumnNode().defaultLayoutTransitionPath == .straight)
        let (column, clock, transition) = moveRows(.arc())
        #expect(column.defaultLayoutTransitionPath == .arc(intensity: 1))
        // A vertical move bows left, by a quarter of its 60 points half way.
        clock.advance(to: 0.15)
        for (index, row) in column.rows.enumerated() {
            #expect(close(row.presentation.frame, CGRect(x: -15, y: 30 + 10 * CGFloat(index), width: 100, height: 10),
                          1e-12))
        }
        clock.advance(to: 0.3)
        #expect(transition.isFinished)
        #expect(column.rows.map(\.presentation.frame.minX) == [0, 0, 0])
        #expect(column.rows.map(\.presentation.frame.minY) == [60, 70, 80])
    }

    @Test func theNodesOwnResizeStaysStraightWhileItsSubnodesArc() {
        let (_, clock, column) = makeStage(ColumnNode(), size: CGSize(width: 100, height: 100))
        column.defaultLayoutTransitionPath = .arc()
        column.top = 60
        let transition = column.transitionLayout(with: SizeRange(exactly: CGSize(width: 100, height: 200)),
                                                 animated: true)
        clock.advance(to: 0.15)
        // Growing from its origin moves its centre down 50: on an arc it would swing left 12.5.
        #expect(column.presentation.frame == CGRect(x: 0, y: 0, width: 100, height: 150))
        #expect(close(column.rows[0].presentation.frame.minX, -15, 1e-12))
        clock.advance(to: 0.3)
        #expect(transition.isFinished)
        #expect(column.presentation.frame == CGRect(x: 0, y: 0, width: 100, height: 200))
    }

    @Test func aStraightPathMovesStraight() {
        let (column, clock, _) = moveRows(.straight)
        clock.advance(to: 0.15)
        #expect(column.rows.map(\.presentation.frame.minX) == [0, 0, 0])
    }

    @Test func staggeredElementsEachTakeTheArc() {
        let (column, clock, transition) = moveRows(.arc(), stagger: Stagger(interval: 0.1))
        clock.advance(to: 0.15)
        #expect(close(column.rows[0].presentation.frame.minX, -15, 1e-12))    // half way
        #expect(column.rows[2].presentation.frame.minX == 0)                  // not started
        clock.advance(to: 0.35)
        #expect(close(column.rows[2].presentation.frame.minX, -15, 1e-12))
        clock.advance(to: 0.5)
        #expect(transition.isFinished)
        #expect(column.rows.map(\.presentation.frame.minX) == [0, 0, 0])
    }

    // MARK: - Screen transitions

    /// A shared "card" moving from (0, 0, 20, 20) to (100, −10, 40, 40): its centre from (10, 10)
    /// to (120, 10), 1.1 times the hand-worked arc, over 0.6 s of linear timing.
    private func shareCard(_ path: MotionPath) -> (TransitionScene, ScreenTransition) {
        let scene = TransitionScene(screen("root", []))
        let source = screen("list", [element("card", CGRect(x: 0, y: 0, width: 20, height: 20))])
        scene.source.addSubnode(source)
        let destination = screen("detail", [element("card", CGRect(x: 100, y: -10, width: 40, height: 40))])
        let transition = ScreenTransition(from: source, to: destination, in: scene.source,
                                          definition: ["card": .sharedElement], duration: 0.6,
                                          timing: .curve(.linear), stagger: nil, path: path)
        transition.start()
        return (scene, transition)
    }

    @Test func aSharedElementsCentreTravelsOnTheArc() {
        let (scene, transition) = shareCard(.arc())
        scene.advance(0.15)
        let quarter = handWorkedArcPoint(0.25)
        let size: CGFloat = 25
        let expected = CGRect(x: 10 + 1.1 * quarter.x - size / 2, y: 10 + 1.1 * quarter.y - size / 2,
                              width: size, height: size)
        #expect(close(transition.state(of: "card"), expected, alpha: 0.25))
        #expect(close(transition.state(of: "card", copy: .source)?.frame ?? .zero, expected, 1e-9))
        scene.advance(0.15)
        // Half way: the centre is 110 / 4 below the chord, the size half way from 20 to 40.
        #expect(close(transition.state(of: "card"), CGRect(x: 50, y: 22.5, width: 30, height: 30), alpha: 0.5))
        scene.advance(0.3)
        #expect(transition.isComplete)
    }

    @Test func aStraightSharedElementMovesStraight() {
        let (scene, transition) = shareCard(.straight)
        scene.advance(0.3)
        #expect(close(transition.state(of: "card"), CGRect(x: 50, y: -5, width: 30, height: 30), alpha: 0.5))
    }
}
