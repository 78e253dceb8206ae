@testable import Choreo
import Foundation
import Testing

@MainActor
@Suite("Ownership: laid-out nodes are freed, released nodes never trap")
struct OwnershipTests {
    @Test func aNodeRemovedFromItsStageIsFreedWithItsSubnodes() {
        let (stage, _, _) = makeStage(DisplayNode(), size: CGSize(width: 200, height: 300))
        weak var screen: CardScreen?
        weak var body: DisplayNode?
        do {
            let node = CardScreen()
            node.card.expanded = true
            screen = node
            body = node.card.body
            stage.rootNode = node
            _ = stage.svg()
            #expect(node.card.body.supernode === node.card)
            stage.rootNode = nil
        }
        #expect(screen == nil)
        #expect(body == nil)
    }

    @Test func aWholeScreenReplacedIsFreed() {
        let (stage, clock, _) = makeStage(DisplayNode(), size: CGSize(width: 200, height: 300))
        weak var oldScreen: RowListNode?
        weak var oldRow: DisplayNode?
        do {
            let first = RowListNode()
            (oldScreen, oldRow) = (first, first.rows[0])
            stage.rootNode = first
            stage.layoutIfNeeded()
            first.visible = [1, 0]
            first.transitionLayout(withAnimation: true)
            clock.advance(by: 0.1)
            stage.rootNode = CardScreen()
        }
        clock.advance(by: 1)
        _ = stage.svg()
        #expect(oldScreen == nil)
        #expect(oldRow == nil)
    }

    @Test func aNodeRemovedByAFinishedTransitionIsFreed() {
        let (stage, clock, list) = makeStage(TransientListNode(), size: CGSize(width: 200, height: 300))
        weak let leaving = list.current
        list.current = DisplayNode()
        list.current.style.height = .points(20)
        list.transitionLayout(withAnimation: true)
        clock.advance(by: 0.1)
        #expect(leaving != nil)   // fading out
        clock.advance(by: 0.2)
        _ = stage.svg()
        #expect(leaving == nil)
    }

    @Test func aNodeReleasedMidTransitionCompletesWithFalseOnce() {
        let (stage, clock, _) = makeStage(DisplayNode(), size: CGSize(width: 200, height: 300))
        let log = CompletionLog<Bool>()
        weak var probe: SignUpNode?
        do {
            let node = SignUpNode()
            probe = node
            stage.rootNode = node
            stage.layoutIfNeeded()
            node.showsPassword = true
            node.transitionLayout(withAnimation: true)
            DisplayNode.animate(withDuration: 1, animations: { node.alpha = 0.5 }, completion: log.handler)
            clock.advance(by: 0.1)
            stage.rootNode = DisplayNode()
        }
        clock.advance(by: 0.1)
        #expect(probe == nil)
        clock.advance(by: 1)
        #expect(log.calls == [false])
    }

    @Test func aNodeReleasedMidAnimationOutsideTheTreeNeverTraps() {
        let scene = TestStage()
        let log = CompletionLog<Bool>()
        weak var probe: DisplayNode?
        do {
            let node = scene.add(CGRect(x: 0, y: 0, width: 10, height: 10))
            probe = node
            DisplayNode.animate(withDuration: 1, animations: { node.frame.origin.x = 100 }, completion: log.handler)
            scene.advance(0.2)
            node.removeFromSupernode()
        }
        #expect(probe == nil)
        scene.advance(2)
        #expect(log.calls == [false])
    }

    @Test func layoutsHoldTheirElementsWeakly() {
        weak var probe: DisplayNode?
        var layout: Layout?
        do {
            let node = DisplayNode()
            node.style.preferredSize = CGSize(width: 10, height: 10)
            probe = node
            layout = StackLayoutSpec.vertical(children: [node]).layoutThatFits(.unconstrained)
            #expect(layout?.sublayouts.first?.element === node)
        }
        #expect(probe == nil)
        #expect(layout?.sublayouts.first?.element == nil)
        #expect(layout?.sublayouts.first?.size == CGSize(width: 10, height: 10))
    }
}

/// One managed child that a test swaps for another.
@MainActor
final class TransientListNode: DisplayNode {
    var current = DisplayNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        current.style.height = .points(20)
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        StackLayoutSpec.vertical(children: [current])
    }
}
