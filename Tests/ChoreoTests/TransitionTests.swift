import Foundation
import Testing
@testable import Choreo

@MainActor
@Suite struct TransitionTests {
    // MARK: Texture's examples

    @Test func signUpNodeSlidesAndFadesTheFieldsAtSeveralTimes() {
        let (_, clock, node) = makeStage(SignUpNode(), size: CGSize(width: 300, height: 74))
        #expect(ids(node.subnodes) == ids([node.userNameField, node.nextButton]))
        #expect(node.userNameField.frame == CGRect(x: 15, y: 15, width: 180, height: 44))
        node.showsPassword = true
        node.transitionLayout(withAnimation: true)
        // Inserted before the animation, at the layout index; the old field stays until completion.
        #expect(node.subnodes.first === node.passwordField)
        #expect(node.subnodes.contains { $0 === node.userNameField })
        #expect(node.passwordField.presentation.frame == CGRect(x: 315, y: 15, width: 180, height: 44))
        #expect(node.passwordField.presentation.alpha == 0)
        clock.advance(by: 0.2)   // easeInOut at the midpoint is exactly half way
        #expect(node.passwordField.presentation.frame.minX == 165)
        #expect(node.userNameField.presentation.frame.minX == -135)
        #expect(node.userNameField.presentation.alpha == 0.5)
        clock.advance(by: 0.2)
        #expect(node.passwordField.presentation.frame == CGRect(x: 15, y: 15, width: 180, height: 44))
        #expect(node.userNameField.supernode == nil)
        #expect(ids(node.subnodes) == ids([node.passwordField, node.nextButton]))
    }

    @Test func progressBarFlexBasisFractionAnimatesWithTheDefaultAnimation() {
        let (_, clock, node) = makeStage(ProgressNode(), size: CGSize(width: 200, height: 10))
        #expect(node.fill.frame.width == 40)
        node.progress = 0.6
        let transition = node.transitionLayout(withAnimation: true)
        #expect(node.fill.frame.width == 120)              // model values change at once
        #expect(node.fill.presentation.frame.width == 40)   // the screen animates
        clock.advance(by: 0.1)                              // half of 0.2 s, easeInOut
        #expect(node.fill.presentation.frame.width == 80)
        #expect(!transition.isFinished)
        clock.advance(by: 0.1)
        #expect(node.fill.presentation.frame.width == 120)
        #expect(transition.isFinished)
    }

    @Test func nonAnimatedTransitionStillGoesThroughAnimateLayoutTransition() {
        let (_, _, node) = makeStage(SignUpNode(), size: CGSize(width: 300, height: 74))
        node.showsPassword = true
        let transition = node.transitionLayout(withAnimation: false)
        #expect(node.animatedFlags == [false])
        #expect(transition.isFinished)
        #expect(ids(node.subnodes) == ids([node.passwordField, node.nextButton]))
        #expect(node.passwordField.presentation.frame == CGRect(x: 15, y: 15, width: 180, height: 44))
        #expect(node.userNameField.supernode == nil)
    }

    @Test func sizeRangeChangeRelayoutsAndAnimatesTheNodesOwnSize() {
        let (_, clock, node) = makeStage(ProgressNode(), size: CGSize(width: 200, height: 10))
        node.transitionLayout(with: SizeRange(exactly: CGSize(width: 100, height: 10)), animated: true)
        #expect(node.frame.size == CGSize(width: 100, height: 10))
        #expect(node.fill.frame.width == 20)
        clock.advance(by: 0.1)
        #expect(node.presentation.frame.width == 150)
        #expect(node.presentation.frame.origin == .zero)   // the size changes, the origin stays
        #expect(node.fill.presentation.frame.width == 30)
        clock.advance(by: 0.1)
        #expect(node.presentation.frame.width == 100)
    }

    @Test func transitionToTheCurrentSizeRangeIsANoOp() {
        let (_, _, node) = makeStage(SignUpNode(), size: CGSize(width: 300, height: 74))
        node.showsPassword = true
        let transition = node.transitionLayout(with: SizeRange(exactly: CGSize(width: 300, height: 74)), animated: true)
        #expect(transition.isFinished && !transition.isCancelled)
        #expect(node.animatedFlags.isEmpty)
        #expect(node.subnodes.first === node.userNameField)
    }

    @Test func changingTextReflowsEveryAncestorOnTheNextLayoutPass() {
        let label = TextNode(text: "Hi", fontSize: 10)
        // A right-aligned row holding a row that hugs the label: its width comes from the text.
        let middle = StackNode(.horizontal, justifyContent: .end, children: [label])
        let (stage, _, root) = makeStage(StackNode(.horizontal, justifyContent: .end, children: [middle]),
                                         size: CGSize(width: 100, height: 20))
        let before = middle.frame.width
        label.text = "Hello, world"
        stage.layoutIfNeeded()
        #expect(middle.frame.width > before)
        // Within a pixel: text leaves round their size up (text never truncates), boxes to nearest.
        #expect(abs(middle.frame.width - label.frame.width) <= 1)
        #expect(middle.frame.maxX == 100)
        #expect(root.calculatedLayout?.frame(of: middle) == middle.frame)
    }

    @Test func finishedAnimationsLeavePropertiesAtRestAfterTheNextFrame() {
        let (stage, clock, node) = makeStage(ProgressNode(), size: CGSize(width: 200, height: 10))
        node.progress = 0.6
        node.transitionLayout(withAnimation: true)
        clock.advance(by: 0.3)
        #expect(!node.fill.state.untransformedFrame.isResting)   // finished tracks still held
        _ = stage.renderTree()
        let fillFrame = node.fill.state.untransformedFrame
        #expect(fillFrame.isResting && fillFrame.model == CGRect(x: 0, y: 0, width: 120, height: 10))
        #expect(node.fill.state.untransformedFrame.value.tracks.isEmpty)
    }

    // MARK: Context

    @Test func contextReportsFramesAndNullForAbsentNodes() {
        let list = ListNode(count: 3, visible: [0, 1])
        let (_, _, node) = makeStage(list, size: CGSize(width: 50, height: 100))
        var captured: ContextTransitioning?
        node.visible = [1, 2]
        node.onAnimate = { captured = $0 }
        node.transitionLayout(withAnimation: false)
        let context = try! #require(captured)
        #expect(ids(context.insertedSubnodes()) == ids([node.pool[2]]))
        #expect(ids(context.removedSubnodes()) == ids([node.pool[0]]))
        #expect(context.initialFrame(for: node.pool[1]) == CGRect(x: 0, y: 10, width: 50, height: 10))
        #expect(context.finalFrame(for: node.pool[1]) == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(context.initialFrame(for: node.pool[2]).isNull)
        #expect(context.finalFrame(for: node.pool[0]).isNull)
        #expect(ids(context.subnodes(forKey: .fromLayout)) == ids([node.pool[0], node.pool[1]]))
        #expect(context.layout(forKey: .toLayout)?.size == CGSize(width: 50, height: 100))
    }

    @Test func completeTransitionFalseRestoresThePreviousLayout() {
        let list = ListNode(count: 3, visible: [0, 1])
        let (_, _, node) = makeStage(list, size: CGSize(width: 50, height: 100))
        let before = node.calculatedLayout
        node.visible = [2, 1]
        node.onAnimate = { $0.completeTransition(false) }
        node.transitionLayout(withAnimation: true)
        #expect(ids(node.subnodes) == ids([node.pool[0], node.pool[1]]))
        #expect(node.pool[2].supernode == nil)
        #expect(node.pool[0].frame == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(node.pool[1].frame == CGRect(x: 0, y: 10, width: 50, height: 10))
        #expect(node.calculatedLayout?.frame(of: node.pool[1]) == before?.frame(of: node.pool[1]))
    }

    @Test func measurementCompletionRunsAfterInsertionBeforeTheAnimation() {
        let (_, _, node) = makeStage(ListNode(count: 3, visible: [0]), size: CGSize(width: 50, height: 100))
        node.visible = [0, 2]
        var order: [String] = []
        node.onAnimate = { context in
            order.append("animate: \(context.insertedSubnodes().map { $0.supernode === node })")
            context.completeTransition(true)
        }
        node.transitionLayout(withAnimation: true) {
            order.append("measured: \(node.calculatedLayout?.frame(of: node.pool[2]).map { $0.minY } ?? -1)")
        }
        #expect(order == ["measured: 10.0", "animate: [true]"])
    }

    @Test func overridingDidCompleteWithoutSuperKeepsRemovedNodes() {
        let list = KeepingListNode(count: 2, visible: [0, 1])
        let (_, _, node) = makeStage(list, size: CGSize(width: 50, height: 100))
        node.visible = [1]
        node.transitionLayout(withAnimation: false)
        #expect(node.pool[0].supernode === node)
    }

    // MARK: Supersession (Texture issues 2407, 2971)

    @Test func newerTransitionCancelsOneStillMeasuring() async {
        let (_, _, node) = makeStage(ListNode(count: 3, visible: [0]), size: CGSize(width: 50, height: 100))
        node.visible = [1]
        let first = node.transitionLayout(withAnimation: false, shouldMeasureAsync: true)
        node.visible = [2]
        let second = node.transitionLayout(withAnimation: false, shouldMeasureAsync: true)
        await first.waitForCompletion()
        await second.waitForCompletion()
        #expect(first.isCancelled)
        #expect(!second.isCancelled)
        #expect(ids(node.subnodes) == ids([node.pool[2]]))
        #expect(node.pool[1].supernode == nil)
    }

    @Test func cancelLayoutTransitionStopsAMeasuringTransition() async {
        let (_, _, node) = makeStage(ListNode(count: 2, visible: [0]), size: CGSize(width: 50, height: 100))
        node.visible = [1]
        var measured = false
        let transition = node.transitionLayout(withAnimation: false, shouldMeasureAsync: true) { measured = true }
        node.cancelLayoutTransition()
        await transition.waitForMeasurement()
        #expect(transition.isCancelled)
        #expect(!measured)
        #expect(ids(node.subnodes) == ids([node.pool[0]]))
    }

    @Test func asyncMeasurementRunsOffTheMainThreadAndMatchesSync() async {
        let sync = ListNode(count: 4, visible: [0, 1])
        let (_, _, syncNode) = makeStage(sync, size: CGSize(width: 50, height: 100))
        let async = ListNode(count: 4, visible: [0, 1])
        let (_, _, asyncNode) = makeStage(async, size: CGSize(width: 50, height: 100))
        syncNode.visible = [3, 1, 2]
        asyncNode.visible = [3, 1, 2]
        syncNode.transitionLayout(withAnimation: false)
        var order: [String] = []
        let transition = asyncNode.transitionLayout(withAnimation: false, shouldMeasureAsync: true) {
            order.append("measured")
        }
        order.append("returned")
        await transition.waitForCompletion()
        #expect(order == ["returned", "measured"])
        #expect(transition.measuredOnMainThread == false)
        #expect(asyncNode.pool.map(\.frame) == syncNode.pool.map(\.frame))
        #expect(asyncNode.subnodes.map(\.debugName) == syncNode.subnodes.map(\.debugName))
    }

    @Test func transitionDuringAnimationStartsFromScreenAndKeepsNewerNodes() {
        let (_, clock, node) = makeStage(ListNode(count: 3, visible: [0, 1]), size: CGSize(width: 50, height: 100))
        node.visible = [1]                      // 0 fades out, 1 moves up
        let first = node.transitionLayout(withAnimation: true)
        clock.advance(by: 0.1)
        let midway = node.pool[1].presentation.frame
        #expect(midway.minY == 5)
        node.visible = [0, 1, 2]                // 0 comes back, 2 is new
        let second = node.transitionLayout(withAnimation: true)
        #expect(node.pool[1].presentation.frame == midway)   // no jump
        clock.advance(by: 0.1)                  // the first completes: it must not remove node 0
        #expect(first.isFinished)
        #expect(node.pool[0].supernode === node)
        clock.advance(by: 0.2)
        #expect(second.isFinished)
        #expect(ids(node.subnodes) == ids(node.pool))
        #expect(node.pool.map(\.frame.minY) == [0, 10, 20])
        #expect(node.pool.map(\.presentation.alpha) == [1, 1, 1])
    }

    @Test func finalLayoutDoesNotShowBeforeACustomAnimationStarts() {
        let (stage, _, node) = makeStage(SignUpNode(), size: CGSize(width: 300, height: 74))
        node.showsPassword = true
        var framesSeenByAnimation: [CGRect] = []
        node.onBeforeAnimate = { framesSeenByAnimation.append(node.userNameField.presentation.frame) }
        node.transitionLayout(withAnimation: true)
        #expect(framesSeenByAnimation == [CGRect(x: 15, y: 15, width: 180, height: 44)])
        // On screen: the old field where it was; the new one (alpha 0) is not drawn yet.
        let texts = stage.renderTree().items.compactMap { item in item.text.map { ($0.string, item.transform.tx) } }
        #expect(texts.map(\.0) == ["Username"])
        #expect(texts.first?.1 == 15)
    }
}

func ids(_ nodes: [DisplayNode]) -> [ObjectIdentifier] { nodes.map(ObjectIdentifier.init) }

@MainActor
final class KeepingListNode: ListNode {
    override func didCompleteLayoutTransition(_ context: ContextTransitioning) {}
}
