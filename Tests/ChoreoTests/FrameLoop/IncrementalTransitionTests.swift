@testable import Choreo
import Foundation
import Testing

/// A row: a 10-point dot inset by 5, so each row is a nested node with a node inside.
@MainActor
private final class KeptRowNode: DisplayNode {
    let dot = DisplayNode()

    init(height: CGFloat) {
        super.init()
        style.height = .points(height)
        dot.style.preferredSize = CGSize(width: 10, height: 10)
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        InsetLayoutSpec(insets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5), child: dot)
    }
}

/// Rows in a vertical stack; records the contexts its transitions are handed.
@MainActor
private final class KeptRowListNode: DisplayNode {
    var rows: [KeptRowNode]
    private(set) var contexts: [ContextTransitioning] = []

    init(heights: [CGFloat]) {
        rows = heights.map(KeptRowNode.init(height:))
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        StackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch, children: rows)
    }

    override func animateLayoutTransition(_ context: ContextTransitioning) {
        contexts.append(context)
        super.animateLayoutTransition(context)
    }
}

/// A box of items in a row, sized by them: a nested node whose subnodes a transition of an
/// ancestor changes.
@MainActor
private final class ItemRowNode: DisplayNode {
    var items: [DisplayNode]

    init(items: [DisplayNode]) {
        self.items = items
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        StackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: items)
    }
}

/// A vertical box of the children not marked absent (a scene's `present: false`).
@MainActor
private final class PresenceBox: DisplayNode {
    var kids: [DisplayNode] = []
    var absent: Set<ObjectIdentifier> = []

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        let spec = StackLayoutSpec()
        spec.direction = .vertical
        spec.children = kids.filter { !absent.contains(ObjectIdentifier($0)) }
        return spec
    }
}

@MainActor
@Suite("Layout transitions from the kept tree")
struct IncrementalTransitionTests {
    private func feedStage(cells: Int) -> (Stage, FeedScreenNode, ManualClock) {
        let clock = ManualClock()
        let screen = FeedScreenNode(cells: cells)
        let stage = Stage(size: CGSize(width: 375, height: 667), clock: clock)
        stage.rootNode = screen
        stage.layoutIfNeeded()
        return (stage, screen, clock)
    }

    private func ids(_ nodes: [DisplayNode]) -> Set<ObjectIdentifier> { Set(nodes.map(ObjectIdentifier.init)) }

    @Test("after a one-cell change, the transition animates the cell and those below; nothing else is touched")
    func oneCellTransition() throws {
        let (stage, screen, clock) = feedStage(cells: 20)
        let changed = screen.cells[5]
        changed.body.style.height = .points(60)
        screen.transitionLayout(withAnimation: true)
        // The 20 cells in the screen's new stack, and the changed cell's leaves that moved or
        // resized (its body, four actions and divider): not the 220 nodes of the screen.
        let context = try #require(screen.transitionContexts.first as? LayoutTransitionContext)
        #expect(context.changesFromKeptTree)
        #expect(context.changes.placed.count == 26)
        #expect(context.changes.inserted.isEmpty && context.changes.removed.isEmpty)
        for (index, cell) in screen.cells.enumerated() where index != 5 {
            #expect(cell.specCalls == 1, "cell \(index) read again")
            #expect(cell.layoutCalls == 1, "cell \(index) laid out again")
            #expect(cell.subnodes.allSatisfy { $0.state.untransformedFrame.isResting }, "inside cell \(index) animates")
            // Cells above the change stay; those below move down by 12 points.
            #expect(cell.state.untransformedFrame.isResting == (index < 5), "cell \(index)")
        }
        #expect(!changed.state.untransformedFrame.isResting)
        #expect(!changed.body.state.untransformedFrame.isResting)
        // Halfway through the default 0.2 s ease-in-out, cell 6 is halfway from y 978 to 990.
        clock.advance(by: 0.1)
        _ = stage.svg()
        #expect(abs(screen.cells[6].presentation.frame.minY - 984) < 1e-6)
        clock.advance(by: 1)
        _ = stage.svg()
        #expect(screen.cells[6].frame == CGRect(x: 16, y: 5 * 163 + 175, width: 343, height: 163))
        #expect(screen.cells[6].presentation.frame == screen.cells[6].frame)
        #expect(changed.body.frame == CGRect(x: 64, y: 58, width: 267, height: 60))
        #expect(screen.cells.allSatisfy { $0.state.untransformedFrame.isResting })
    }

    @Test("rows inserted and removed: the changes match the full diff, and custom animations get every node")
    func insertedAndRemovedRows() throws {
        let clock = ManualClock()
        let stage = Stage(size: CGSize(width: 200, height: 400), clock: clock)
        let list = KeptRowListNode(heights: [40, 50, 60, 70])
        stage.rootNode = list
        stage.layoutIfNeeded()
        let (gone, added) = (list.rows[0], KeptRowNode(height: 30))
        list.rows = [list.rows[1], list.rows[2], added, list.rows[3]]
        list.transitionLayout(withAnimation: true)
        let context = try #require(list.contexts.first as? LayoutTransitionContext)
        #expect(context.changesFromKeptTree)
        #expect(ids(context.changes.inserted) == ids([added, added.dot]))
        #expect(ids(context.changes.removed) == ids([gone, gone.dot]))
        #expect(ids(context.insertedSubnodes()) == ids(context.changes.inserted))
        #expect(ids(context.removedSubnodes()) == ids(context.changes.removed))
        #expect(context.subnodes(forKey: .toLayout).count == 8)
        #expect(context.initialFrame(for: list.rows[0]) == CGRect(x: 0, y: 40, width: 200, height: 50))
        #expect(context.finalFrame(for: list.rows[0]) == CGRect(x: 0, y: 0, width: 200, height: 50))
        #expect(context.finalFrame(for: added.dot) == CGRect(x: 5, y: 5, width: 190, height: 20))
        #expect(context.finalFrame(for: gone) == .null)
        // The new row fades in where it ends; the old one fades out, then leaves.
        #expect(added.frame == CGRect(x: 0, y: 110, width: 200, height: 30))
        #expect(added.supernode === list && gone.supernode === list)
        clock.advance(by: 1)
        #expect(gone.supernode == nil)
        #expect(list.subnodes.map(ObjectIdentifier.init) == list.rows.map(ObjectIdentifier.init))
        #expect(added.alpha == 1 && gone.alpha == 1)
        #expect(list.rows[3].frame == CGRect(x: 0, y: 140, width: 200, height: 70))
    }

    @Test("rows reordered: nothing enters or leaves, and the list's subnodes take the new order")
    func reorderedRows() throws {
        let clock = ManualClock()
        let stage = Stage(size: CGSize(width: 200, height: 400), clock: clock)
        let list = KeptRowListNode(heights: [40, 50, 60])
        stage.rootNode = list
        stage.layoutIfNeeded()
        list.rows = [list.rows[2], list.rows[0], list.rows[1]]
        list.transitionLayout(withAnimation: true)
        let context = try #require(list.contexts.first as? LayoutTransitionContext)
        #expect(context.changesFromKeptTree)
        #expect(context.changes.inserted.isEmpty && context.changes.removed.isEmpty)
        #expect(list.subnodes.map(ObjectIdentifier.init) == list.rows.map(ObjectIdentifier.init))
        #expect(context.initialFrame(for: list.rows[0]) == CGRect(x: 0, y: 90, width: 200, height: 60))
        #expect(context.finalFrame(for: list.rows[0]) == CGRect(x: 0, y: 0, width: 200, height: 60))
        clock.advance(by: 1)
        #expect(list.rows.map(\.frame.minY) == [0, 60, 100])
    }

    @Test("a transition from the kept tree draws every frame as one measured from scratch does")
    func sameFramesAsFullPath() async {
        func scene() -> (Stage, FeedScreenNode, ManualClock) {
            let (stage, screen, clock) = feedStage(cells: 6)
            screen.cells[2].body.style.height = .points(70)
            return (stage, screen, clock)
        }
        let (keptStage, kept, keptClock) = scene()
        let (fullStage, full, fullClock) = scene()
        kept.transitionLayout(withAnimation: true)
        // Measured asynchronously, from a snapshot: every node's placement is compared.
        await full.transitionLayout(withAnimation: true, shouldMeasureAsync: true).waitForMeasurement()
        for _ in 0..<30 {
            #expect(keptStage.svg() == fullStage.svg())
            keptClock.advance(by: 1.0 / 120)
            fullClock.advance(by: 1.0 / 120)
        }
        #expect(keptStage.svg() == fullStage.svg())
        #expect(kept.cells[3].frame == full.cells[3].frame)
    }

    @Test("a node leaving a nested box fades out there, even when the box lays itself out meanwhile")
    func nestedRemovalFades() {
        let clock = ManualClock()
        let stage = Stage(size: CGSize(width: 200, height: 100), clock: clock)
        let items = (0..<2).map { _ in
            let item = DisplayNode()
            item.style.preferredSize = CGSize(width: 20, height: 20)
            return item
        }
        let box = ItemRowNode(items: items)
        let root = ItemRowNode(items: [box])
        stage.rootNode = root
        stage.layoutIfNeeded()
        #expect(box.frame.width == 40)
        box.items = [items[1]]
        box.setNeedsLayout()
        root.transitionLayout(withAnimation: true)
        // Mid-way the box has shrunk part of the way; its own pass (its size changed) keeps the
        // leaving item, which fades out where it was.
        clock.advance(by: 0.1)
        _ = stage.svg()
        #expect(items[0].supernode === box)
        #expect(items[0].presentation.alpha > 0 && items[0].presentation.alpha < 1)
        clock.advance(by: 1)
        #expect(items[0].supernode == nil)
        #expect(box.subnodes.count == 1 && box.frame.width == 20)
    }

    /// A header row (one leaf) and a body row (three leaves) side by side; the body's middle leaf
    /// leaves, and both it and the body are marked, as a scene's `present: false` does.
    private func rowsWithALeafLeaving() -> (Stage, ManualClock, ItemRowNode, ItemRowNode, [DisplayNode]) {
        let clock = ManualClock()
        let stage = Stage(size: CGSize(width: 200, height: 200), clock: clock)
        func leaf() -> DisplayNode {
            let node = DisplayNode()
            node.style.preferredSize = CGSize(width: 20, height: 20)
            return node
        }
        let leaves = (0..<4).map { _ in leaf() }
        let body = ItemRowNode(items: Array(leaves[1...3]))
        let root = ItemRowNode(items: [ItemRowNode(items: [leaves[0]]), body])
        stage.rootNode = root
        stage.layoutIfNeeded()
        body.items = [leaves[1], leaves[3]]
        body.setNeedsLayout()
        leaves[2].setNeedsLayout()
        return (stage, clock, root, body, leaves)
    }

    @Test("a leaf leaving a nested row, marked with the row, leaves only itself out of the next pass")
    func markedLeafLeavingPass() {
        let (stage, _, root, body, leaves) = rowsWithALeafLeaving()
        stage.layoutIfNeeded()
        #expect(root.subnodes.count == 2)
        #expect(body.subnodes.map(ObjectIdentifier.init) == [leaves[1], leaves[3]].map(ObjectIdentifier.init))
        #expect(body.frame == CGRect(x: 20, y: 0, width: 40, height: 20))
        #expect(leaves[3].frame == CGRect(x: 20, y: 0, width: 20, height: 20))
    }

    @Test("the same change as a transition: the new layout has every node but the leaving leaf")
    func markedLeafLeavingTransition() throws {
        let (stage, clock, root, body, leaves) = rowsWithALeafLeaving()
        root.transitionLayout(withAnimation: true)
        let context = try #require(root.transitionLifecycle?.contexts.first)
        #expect(context.subnodes(forKey: .toLayout).count == 5)
        #expect(ids(context.removedSubnodes()) == ids([leaves[2]]))
        clock.advance(by: 1)
        #expect(leaves[2].supernode == nil)
        #expect(body.frame == CGRect(x: 20, y: 0, width: 40, height: 20))
        #expect(stage.rootNode === root)
    }

    @Test("a box that joins its row brings its own subnodes, laid out by a pass, then by a transition",
          arguments: [false, true])
    func joiningBoxBringsItsSubnodes(transitionAfterPass: Bool) {
        let root = PresenceBox(), row = PresenceBox(), box = PresenceBox()
        let leaf = DisplayNode()
        leaf.style.height = .points(20)
        box.kids = [leaf]
        row.kids = [box]
        row.absent = [ObjectIdentifier(box)]
        root.kids = [row]
        let clock = ManualClock()
        let stage = Stage(size: CGSize(width: 100, height: 100), clock: clock)
        stage.rootNode = root
        stage.layoutIfNeeded()
        row.absent = []
        row.setNeedsLayout()
        stage.layoutIfNeeded()
        if transitionAfterPass {
            root.transitionLayout(withAnimation: true)
            clock.advance(by: 1)
        }
        #expect(row.subnodes.map(ObjectIdentifier.init) == [ObjectIdentifier(box)])
        #expect(box.subnodes.map(ObjectIdentifier.init) == [ObjectIdentifier(leaf)])
        #expect(leaf.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
    }
}
