@testable import Choreo
import Foundation
import Testing

/// A list of fixed-height rows in a column; `visible` picks and orders them.
@MainActor
final class RowListNode: DisplayNode {
    let rows: [DisplayNode] = (0..<5).map { index in
        let row = DisplayNode()
        row.style.height = .points(40)
        row.debugName = "row\(index)"
        return row
    }
    var visible = [0, 1, 2, 3]

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        defaultLayoutTransitionDuration = 0.45
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        StackLayoutSpec.vertical(spacing: 10, children: visible.map { rows[$0] })
    }
}

@MainActor
@Suite("Transitions survive a real frame loop")
struct FrameLoopTests {
    /// The repro: remove a row and reorder others, then advance 1/60 s per frame,
    /// rendering every frame or not. Returns each frame's presentation of every row and the
    /// time at which the transition completed.
    private func runListRepro(rendering: Bool) -> (frames: [[NodeAppearance]], completedAt: TimeInterval?) {
        let (stage, clock, list) = makeStage(RowListNode(), size: CGSize(width: 200, height: 300))
        list.visible = [3, 1, 0]   // row 2 leaves; rows 0, 1, 3 reorder
        let transition = list.transitionLayout(withAnimation: true)
        var frames: [[NodeAppearance]] = []
        var completedAt: TimeInterval?
        for _ in 0..<36 {
            clock.advance(by: 1.0 / 60)
            if rendering { _ = stage.svg() }
            frames.append(list.rows.map(\.presentation))
            if completedAt == nil, transition.isFinished { completedAt = clock.now }
        }
        return (frames, completedAt)
    }

    @Test func renderingEveryFrameChangesNothing() {
        let quiet = runListRepro(rendering: false)
        let rendered = runListRepro(rendering: true)
        #expect(quiet.frames == rendered.frames)
        #expect(quiet.completedAt == rendered.completedAt)
        // It completes on the first frame at or after 0.45 s, not one frame in.
        let completedAt = rendered.completedAt ?? 0
        #expect(completedAt > 0.45 - 1e-9 && completedAt < 0.45 + 1.0 / 60)
    }

    @Test func theRemovedRowFadesOverTheWholeTransition() {
        let (stage, clock, list) = makeStage(RowListNode(), size: CGSize(width: 200, height: 300))
        let leaving = list.rows[2]
        list.visible = [3, 1, 0]
        list.transitionLayout(withAnimation: true)
        for _ in 0..<13 {   // 13/60 s: just under half of 0.45 s
            clock.advance(by: 1.0 / 60)
            _ = stage.svg()
        }
        #expect(leaving.supernode === list)
        // Ease-in-out at 13/60 / 0.45 of the way: alpha = 1 - progress.
        let progress = TimingCurve.easeInOut.progress(at: (13.0 / 60) / 0.45)
        #expect(close(leaving.presentation.alpha, 1 - CGFloat(progress), 1e-9))
        // Row 3 moves from y 150 to y 0, as far along as the curve.
        #expect(close(list.rows[3].presentation.frame.minY, 150 * (1 - CGFloat(progress)), 1e-9))
        clock.advance(by: 0.3)
        _ = stage.svg()
        #expect(leaving.supernode == nil)
        #expect(leaving.alpha == 1)   // restored once it left
        #expect(list.rows.map { $0.frame.minY } == [100, 50, 100, 0, 0])
    }

    @Test func aCustomAnimationForwardingFinishedEndsOnTheNewLayout() {
        let (stage, clock, node) = makeStage(SignUpNode(), size: CGSize(width: 300, height: 74))
        node.showsPassword = true
        let transition = node.transitionLayout(withAnimation: true)
        for _ in 0..<30 {
            clock.advance(by: 1.0 / 60)
            _ = stage.svg()
        }
        #expect(transition.isFinished)
        #expect(ids(node.subnodes) == ids([node.passwordField, node.nextButton]))
        #expect(node.userNameField.supernode == nil)
        #expect(node.passwordField.presentation.frame == CGRect(x: 15, y: 15, width: 180, height: 44))
        #expect(node.passwordField.presentation.alpha == 1)
    }

    @Test func aLayoutPassDuringTheTransitionLaysOutTowardItsTarget() {
        let (stage, clock, list) = makeStage(RowListNode(), size: CGSize(width: 200, height: 300))
        list.visible = [3, 1, 0]
        list.transitionLayout(withAnimation: true)
        clock.advance(by: 0.1)
        // A row grows mid-transition: the next pass moves the rows below it, retargeted.
        list.rows[3].style.height = .points(60)
        let before = list.rows[0].presentation.frame
        stage.layoutIfNeeded()
        #expect(list.rows[2].supernode === list)            // still leaving, still there
        #expect(list.rows[0].presentation.frame == before)  // moving from y 0 to 100: no jump
        #expect(list.rows[0].frame.minY == 120)             // the new target
        #expect(list.rows[1].frame.minY == 70)              // at rest: simply moved
        clock.advance(by: 0.4)
        #expect(list.rows[0].presentation.frame.minY == 120)
        #expect(list.rows[2].supernode == nil)
    }
}

@MainActor
@Suite("Layout passes retarget animating frames")
struct RetargetTests: SingleNodeScene {
    /// The 100 x 50 node half-way through a linear 1 s move from x 0 to x 100.
    private func halfWayRight() -> (TestStage, DisplayNode, CompletionLog<Bool>) {
        let (scene, node) = scene()
        let log = CompletionLog<Bool>()
        DisplayNode.animate(withDuration: 1, options: .curveLinear, animations: {
            node.frame = CGRect(x: 100, y: 0, width: 100, height: 50)
        }, completion: log.handler)
        scene.advance(0.5)
        return (scene, node, log)
    }

    @Test func settingTheValueItHasIsANoOp() {
        let (scene, node, log) = halfWayRight()
        node.frame = CGRect(x: 100, y: 0, width: 100, height: 50)
        #expect(node.presentation.frame.minX == 50)
        scene.advance(0.5)
        #expect(log.calls == [true])
    }

    @Test func aNewValueFromALayoutPassRetargetsContinuously() {
        let (scene, node, log) = halfWayRight()
        let x = { node.presentation.frame.minX }
        let step = 1e-4
        let x0 = x()
        scene.advance(step)
        let x1 = x()
        AnimationContext.runLayoutPass { node.frame = CGRect(x: 200, y: 0, width: 100, height: 50) }
        #expect(close(x(), x1, 1e-9))                                 // position continuous
        scene.advance(step)
        let velocityBefore = (x1 - x0) / step, velocityAfter = (x() - x1) / step
        #expect(close(velocityBefore, 100, 1e-6))
        #expect(close(velocityAfter, 100, 0.5))                       // velocity continuous
        #expect(node.frame.minX == 200)
        scene.advance(0.4)
        #expect(log.calls.isEmpty)
        scene.advance(0.2)
        #expect(node.presentation.frame.minX == 200)                  // arrived when the animation ended
        #expect(log.calls == [true])                                  // not cut short
    }

    @Test func outsideALayoutPassASetStillJumps() {
        let (scene, node) = scene()
        let log = CompletionLog<Bool>()
        DisplayNode.animate(withDuration: 1, animations: { node.alpha = 0 }, completion: log.handler)
        scene.advance(0.5)
        node.alpha = 0.5
        #expect(node.presentation.alpha == 0.5)
        scene.advance(0.1)
        #expect(log.calls == [false])
    }
}
