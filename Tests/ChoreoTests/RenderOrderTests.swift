@testable import Choreo
import Foundation
import ChoreoTestSupport
import Testing

/// The stage keeps its drawing order between frames; every hierarchy change must reach the
/// next frame, and nodes freed in between must never be read.
@MainActor
@Suite("Render order cached between frames")
struct RenderOrderTests {
    private func named(_ name: String, x: CGFloat = 0) -> DisplayNode {
        let node = DisplayNode()
        node.debugName = name
        node.frame = CGRect(x: x, y: 0, width: 10, height: 10)
        return node
    }

    private func names(_ stage: Stage) -> [String] {
        stage.renderTree().items.map { $0.name ?? "?" }
    }

    @Test func addedInsertedAndMovedNodesShowOnTheNextFrame() {
        let scene = TestStage()
        scene.root.debugName = "root"
        let a = named("a"), b = named("b"), c = named("c")
        scene.root.addSubnode(a)
        #expect(names(scene.stage) == ["root", "a"])
        scene.root.addSubnode(b)
        #expect(names(scene.stage) == ["root", "a", "b"])
        scene.root.insertSubnode(c, at: 0)
        #expect(names(scene.stage) == ["root", "c", "a", "b"])
        a.addSubnode(c)
        #expect(names(scene.stage) == ["root", "a", "c", "b"])
        b.removeFromSupernode()
        #expect(names(scene.stage) == ["root", "a", "c"])
    }

    @Test func zPositionChangesReorderTheNextFrame() {
        let scene = TestStage()
        scene.root.debugName = "root"
        let a = named("a"), b = named("b")
        scene.root.addSubnode(a)
        scene.root.addSubnode(b)
        #expect(names(scene.stage) == ["root", "a", "b"])
        a.zPosition = 1
        #expect(names(scene.stage) == ["root", "b", "a"])
        a.zPosition = 0
        #expect(names(scene.stage) == ["root", "a", "b"])
    }

    @Test func hiddenSubtreesAreSkippedAndShowAgain() {
        let scene = TestStage()
        scene.root.debugName = "root"
        let a = named("a"), child = named("child"), b = named("b")
        scene.root.addSubnode(a)
        a.addSubnode(child)
        scene.root.addSubnode(b)
        a.isHidden = true
        #expect(names(scene.stage) == ["root", "b"])
        a.isHidden = false
        a.alpha = 0
        #expect(names(scene.stage) == ["root", "b"])
        a.alpha = 0.5
        #expect(names(scene.stage) == ["root", "a", "child", "b"])
        // The child inherits its parent's translation and opacity, the sibling does not.
        let tree = scene.stage.renderTree()
        #expect(tree.items[2].opacity == 0.5 && tree.items[3].opacity == 1)
    }

    @Test func aReplacedRootAndFreedNodesAreNeverDrawn() {
        let stage = Stage(size: CGSize(width: 100, height: 100))
        weak var freed: DisplayNode?
        do {
            let root = named("old root")
            let leaf = named("old leaf")
            root.addSubnode(leaf)
            stage.rootNode = root
            #expect(names(stage) == ["old root", "old leaf"])
            freed = leaf
            stage.rootNode = named("new root")
        }
        #expect(freed == nil)
        #expect(names(stage) == ["new root"])
        stage.rootNode = nil
        #expect(stage.renderTree().items.isEmpty)
    }

    @Test func aRemovedSubtreeIsFreedAndTheFrameAfterDrawsTheRest() {
        let scene = TestStage()
        scene.root.debugName = "root"
        weak var freed: DisplayNode?
        do {
            let doomed = named("doomed")
            doomed.addSubnode(named("inner"))
            scene.root.addSubnode(doomed)
            scene.root.addSubnode(named("kept", x: 20))
            #expect(names(scene.stage) == ["root", "doomed", "inner", "kept"])
            freed = doomed
            doomed.removeFromSupernode()
        }
        #expect(freed == nil)
        #expect(names(scene.stage) == ["root", "kept"])
        #expect(scene.stage.renderTree().items[1].transform == Transform(translationX: 20, y: 0))
    }

    @Test func aRunningScreenTransitionKeepsTheOrderBetweenFrames() {
        let scene = TransitionScene(AirbnbScreens.searchScreen())
        scene.transition(to: AirbnbScreens.inputScreen(), AirbnbScreens.search)
        _ = scene.stage.renderTree()
        let generation = DisplayNode.hierarchyGeneration
        for _ in 0..<10 {
            scene.advance(1.0 / 60)
            _ = scene.stage.renderTree()
        }
        // Frames move and fade the copies; none adds, removes or reorders a node.
        #expect(DisplayNode.hierarchyGeneration == generation)
    }

    @Test func aLayoutPassKeepingTheSubnodesKeepsTheOrder() {
        final class Column: DisplayNode {
            let rows = (0..<3).map { _ in DisplayNode() }
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
                for row in rows { row.style.height = .points(10) }
            }
            override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
                StackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch,
                                children: rows)
            }
        }
        let column = Column()
        let scene = TestStage(root: column)
        #expect(column.subnodes.count == 3)
        let generation = DisplayNode.hierarchyGeneration
        column.setNeedsLayout()
        scene.stage.layoutIfNeeded()
        #expect(DisplayNode.hierarchyGeneration == generation)
        column.rows[1].removeFromSupernode()
        column.setNeedsLayout()
        scene.stage.layoutIfNeeded()
        // Managed again: the row is back, and the order changed twice.
        #expect(column.subnodes.count == 3)
        #expect(DisplayNode.hierarchyGeneration == generation &+ 2)
    }

    /// Each node's item composes its ancestors' offsets and opacities: down a chain that deepens
    /// between frames (the walk keeps one inheritance per level) and back up to a sibling of
    /// the chain's top.
    @Test func chainsDeepeningBetweenFramesComposeEveryAncestor() {
        let scene = TestStage()
        scene.root.debugName = "root"
        var deepest = scene.root
        func deepen(by levels: Int) {
            for _ in 0..<levels {
                let node = named("level", x: 1)
                node.alpha = 0.5
                deepest.addSubnode(node)
                deepest = node
            }
        }
        deepen(by: 3)
        let after = named("after", x: 5)
        scene.root.addSubnode(after)
        var items = scene.stage.renderTree().items
        #expect(items.count == 5)
        #expect(items[3].transform.tx == 3)
        #expect(items[3].opacity == 0.125)
        #expect(items[4].name == "after" && items[4].transform.tx == 5 && items[4].opacity == 1)
        deepen(by: 40)
        items = scene.stage.renderTree().items
        #expect(items.count == 45)
        #expect(items[43].transform.tx == 43)
        #expect(items[43].opacity == pow(0.5, 43))
        #expect(items[44].name == "after" && items[44].transform.tx == 5 && items[44].opacity == 1)
    }
}
