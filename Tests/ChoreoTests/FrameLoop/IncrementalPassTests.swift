@testable import Choreo
import Foundation
import Testing

/// A feed cell as in the layout benchmarks: an avatar beside a column of a header (title and
/// time), a subtitle, a body and four actions, then a divider; ten leaf nodes. Counts the calls
/// a layout pass makes.
@MainActor
final class FeedCellNode: DisplayNode {
    let body = FeedCellNode.leaf(height: 48) { $0.margin.top = .points(6) }
    private let leaves: [DisplayNode]
    private(set) var specCalls = 0
    private(set) var layoutCalls = 0
    private(set) var offeredRanges: [SizeRange] = []

    override init() {
        leaves = [FeedCellNode.leaf(width: 40, height: 40) { $0.margin.right = .points(12) },
                  FeedCellNode.leaf(height: 20) { $0.flexGrow = 1 },
                  FeedCellNode.leaf(width: 40, height: 14) { $0.margin.left = .points(8) },
                  FeedCellNode.leaf(width: 150, height: 16) { $0.margin.top = .points(4) }]
            + (0..<4).map { _ in FeedCellNode.leaf(width: 24, height: 24) }
            + [FeedCellNode.leaf(height: 1) { $0.margin.top = .points(12) }]
        super.init()
        automaticallyManagesSubnodes = true
    }

    private static func leaf(width: CGFloat? = nil, height: CGFloat,
                             _ configure: (inout LayoutElementStyle) -> Void = { _ in }) -> DisplayNode {
        let node = DisplayNode()
        if let width { node.style.width = .points(width) }
        node.style.height = .points(height)
        configure(&node.style)
        return node
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        specCalls += 1
        offeredRanges.append(constrainedSize)
        let header = StackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .center,
                                     children: [leaves[1], leaves[2]])
        let actions = StackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .spaceBetween,
                                      alignItems: .stretch, children: Array(leaves[4..<8]))
        actions.style.margin.top = .points(8)
        let content = StackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch,
                                      children: [header, leaves[3], body, actions])
        content.style.flexGrow = 1
        content.style.flexShrink = 1
        let row = StackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                                  children: [leaves[0], content])
        let column = StackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch,
                                     children: [row, leaves[8]])
        return InsetLayoutSpec(insets: EdgeInsets(top: 12, left: 12, bottom: 12, right: 12), child: column)
    }

    override func layout() { layoutCalls += 1 }
}

/// A screen of feed cells in a vertical stack, inset by 16 on the sides.
@MainActor
final class FeedScreenNode: DisplayNode {
    let cells: [FeedCellNode]
    private(set) var specCalls = 0
    private(set) var layoutCalls = 0

    init(cells: Int) {
        self.cells = (0..<cells).map { _ in FeedCellNode() }
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        specCalls += 1
        let stack = StackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch,
                                    children: cells)
        return InsetLayoutSpec(insets: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16), child: stack)
    }

    override func layout() { layoutCalls += 1 }

    /// The contexts of the screen's layout transitions.
    private(set) var transitionContexts: [ContextTransitioning] = []

    override func animateLayoutTransition(_ context: ContextTransitioning) {
        transitionContexts.append(context)
        super.animateLayoutTransition(context)
    }
}

@MainActor
@Suite("Incremental layout passes")
struct IncrementalPassTests {
    private func feedStage(cells: Int = 20) -> (Stage, FeedScreenNode) {
        let screen = FeedScreenNode(cells: cells)
        let stage = Stage(size: CGSize(width: 375, height: 667), clock: ManualClock())
        stage.rootNode = screen
        stage.layoutIfNeeded()
        return (stage, screen)
    }

    @Test("a one-cell change re-reads and lays out only that cell and the screen")
    func oneCellChange() {
        let (stage, screen) = feedStage()
        #expect(screen.cells.allSatisfy { $0.specCalls == 1 && $0.layoutCalls == 1 })
        let changed = screen.cells[5]
        changed.body.style.height = .points(60)
        changed.setNeedsLayout()
        stage.layoutIfNeeded()
        #expect(screen.specCalls == 2)
        #expect(screen.layoutCalls == 2)
        #expect(changed.specCalls == 2)
        #expect(changed.layoutCalls == 2)
        for (index, cell) in screen.cells.enumerated() where index != 5 {
            #expect(cell.specCalls == 1, "cell \(index) read again")
            #expect(cell.layoutCalls == 1, "cell \(index) laid out again")
        }
        // Cells are 163 high; the changed one grew by 12 points: the cells below it moved by 12.
        #expect(changed.frame == CGRect(x: 16, y: 5 * 163, width: 343, height: 175))
        #expect(screen.cells[6].frame == CGRect(x: 16, y: 5 * 163 + 175, width: 343, height: 163))
        #expect(changed.body.frame.height == 60)
    }

    @Test("the layout engine redoes only the changed path")
    func engineWorkFollowsThePath() throws {
        let (stage, screen) = feedStage(cells: 200)
        let store = try #require(screen.layoutStore)
        screen.cells[100].body.style.height = .points(60)
        stage.layoutIfNeeded()
        // The screen, its inset and stack, the cell, its spec chain to the body, and the body:
        // nowhere near the 200 cells x 16 elements of the tree.
        #expect(store.computationsInLastLayout < 40)
        #expect(screen.cells[99].specCalls == 1)
        // Laid out again in the same range with nothing changed: the kept result, no work.
        _ = screen.computeLayout(in: SizeRange(exactly: screen.bounds.size))
        #expect(store.computationsInLastLayout == 0)
        // A style change reads the changed node's entry alone: no spec around it is read again.
        #expect(screen.specCalls == 1)
        #expect(screen.cells[100].specCalls == 1)
    }

    @Test("a pass applies only the frames that changed: moved cells, and what moved in the changed cell")
    func onlyChangedFramesAreApplied() throws {
        let (stage, screen) = feedStage()
        let store = try #require(screen.layoutStore)
        screen.cells[5].body.style.height = .points(60)
        stage.layoutIfNeeded()
        let layout = try #require(screen.calculatedLayout)
        let placed = DisplayNode.reachedPlacements(in: layout, owner: screen, store: store).map(\.node)
        // The 14 cells below, the changed cell, its body, its four actions (their stack moved)
        // and its divider; not the 5 cells above, nor the cell's avatar, title, time or subtitle.
        let cell = screen.cells[5]
        let expected: [DisplayNode] = [cell, cell.body] + cell.subnodes.filter { $0.frame.minY > cell.body.frame.minY }
            + screen.cells[6...].map { $0 as DisplayNode }
        #expect(placed.count == 21)
        #expect(Set(placed.map(ObjectIdentifier.init)) == Set(expected.map(ObjectIdentifier.init)))
    }

    @Test("a nested node is offered its parent's range: the stack's inner width, open along the stack")
    func nestedNodesAreOfferedTheirRange() {
        let (_, screen) = feedStage(cells: 2)
        #expect(screen.cells[0].offeredRanges == [SizeRange(min: .zero, max: CGSize(width: 343, height: CGFloat.infinity))])
    }

    @Test("resizing the stage offers every cell the new width, so each is read again")
    func newRangeReadsCellsAgain() {
        let (stage, screen) = feedStage(cells: 3)
        stage.size = CGSize(width: 320, height: 667)
        stage.layoutIfNeeded()
        #expect(screen.cells.allSatisfy { $0.specCalls == 2 })
        #expect(screen.cells[0].offeredRanges.last == SizeRange(min: .zero, max: CGSize(width: 288, height: CGFloat.infinity)))
        #expect(screen.cells[0].frame.width == 288)
    }

    @Test("a change inside a cell's leaf without setNeedsLayout on the cell still relays it out")
    func leafStyleChange() {
        let (stage, screen) = feedStage(cells: 3)
        screen.cells[1].body.style.height = .points(30)
        stage.layoutIfNeeded()
        #expect(screen.cells[1].frame.height == 145)
        #expect(screen.cells[2].frame.minY == 308)
        #expect(screen.cells.allSatisfy { $0.specCalls == 1 } && screen.specCalls == 1)
        // The cell's size changed: its layout() runs; the others keep theirs.
        #expect(screen.cells.map(\.layoutCalls) == [1, 2, 1])
    }

    @Test("a tree records the offered range only of nodes whose content may read it")
    func plainNodesRecordNoOfferedRange() {
        final class Card: DisplayNode {
            let dot = DisplayNode()
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
            }
            override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
                InsetLayoutSpec(insets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1), child: dot)
            }
        }
        let card = Card(), plain = DisplayNode()
        let range = SizeRange(min: .zero, max: CGSize(width: 300, height: 400))
        let tree = LayoutTree(root: StackLayoutSpec.vertical(children: [card, plain]), in: range,
                              options: LayoutOptions())
        // Slots in reading order: the stack, the card, its inset spec, the dot, the plain node.
        #expect(tree.elements[1].element === card && tree.elements[3].element === card.dot)
        #expect(tree.elements[4].element === plain)
        #expect(Set(tree.offeredRanges.keys) == [0, 1])
        #expect(tree.offeredRanges[1] == SizeRange(min: .zero, max: CGSize(width: 300, height: CGFloat.infinity)))
    }
}
