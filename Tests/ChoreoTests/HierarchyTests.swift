@testable import Choreo
import Foundation
import Testing

@MainActor
@Suite("Node hierarchy")
struct HierarchyTests {
    private func nodes(_ count: Int) -> [DisplayNode] {
        (0..<count).map { index in
            let node = DisplayNode()
            node.debugName = "n\(index)"
            return node
        }
    }

    private func names(_ node: DisplayNode) -> [String] {
        node.subnodes.map { $0.debugName ?? "?" }
    }

    @Test func addSubnodeAppendsAndSetsSupernode() {
        let parent = DisplayNode()
        let children = nodes(3)
        children.forEach(parent.addSubnode)
        #expect(names(parent) == ["n0", "n1", "n2"])
        #expect(children.allSatisfy { $0.supernode === parent })
        #expect(parent.supernode == nil)
    }

    @Test func insertAtIndexPlacesTheNode() {
        let parent = DisplayNode()
        let children = nodes(4)
        children.prefix(3).forEach(parent.addSubnode)
        parent.insertSubnode(children[3], at: 1)
        #expect(names(parent) == ["n0", "n3", "n1", "n2"])
        parent.insertSubnode(nodes(1)[0], at: 0)
        #expect(parent.subnodes.count == 5)
        #expect(parent.subnodes[0].debugName == "n0" && parent.subnodes[1] === children[0])
    }

    @Test func insertBeyondTheEndClampsToTheEnd() {
        let parent = DisplayNode()
        let children = nodes(3)
        children.prefix(2).forEach(parent.addSubnode)
        parent.insertSubnode(children[2], at: 99)
        #expect(names(parent) == ["n0", "n1", "n2"])
    }

    @Test func insertAtNegativeIndexClampsToTheStart() {
        let parent = DisplayNode()
        let children = nodes(3)
        children.prefix(2).forEach(parent.addSubnode)
        parent.insertSubnode(children[2], at: -5)
        #expect(names(parent) == ["n2", "n0", "n1"])
    }

    @Test func insertAtCountAppends() {
        let parent = DisplayNode()
        let children = nodes(3)
        children.prefix(2).forEach(parent.addSubnode)
        parent.insertSubnode(children[2], at: 2)
        #expect(names(parent) == ["n0", "n1", "n2"])
    }

    @Test func movingWithinTheSameParentReorders() {
        let parent = DisplayNode()
        let children = nodes(4)
        children.forEach(parent.addSubnode)
        parent.insertSubnode(children[0], at: 3)
        #expect(names(parent) == ["n1", "n2", "n0", "n3"])
        parent.insertSubnode(children[3], at: 0)
        #expect(names(parent) == ["n3", "n1", "n2", "n0"])
        parent.addSubnode(children[3])
        #expect(names(parent) == ["n1", "n2", "n0", "n3"])
        #expect(parent.subnodes.count == 4)
    }

    @Test func reparentingRemovesFromTheOldParent() {
        let first = DisplayNode(), second = DisplayNode()
        let child = nodes(1)[0]
        first.addSubnode(child)
        second.addSubnode(child)
        #expect(first.subnodes.isEmpty)
        #expect(second.subnodes.count == 1)
        #expect(child.supernode === second)
    }

    @Test func removeFromSupernodeDetaches() {
        let parent = DisplayNode()
        let children = nodes(3)
        children.forEach(parent.addSubnode)
        children[1].removeFromSupernode()
        #expect(names(parent) == ["n0", "n2"])
        #expect(children[1].supernode == nil)
        // Removing again, or removing a node without a parent, does nothing.
        children[1].removeFromSupernode()
        parent.removeFromSupernode()
        #expect(names(parent) == ["n0", "n2"])
    }

    @Test func removedSubtreeStaysIntact() {
        let root = DisplayNode(), middle = DisplayNode(), leaf = DisplayNode()
        root.addSubnode(middle)
        middle.addSubnode(leaf)
        middle.removeFromSupernode()
        #expect(middle.subnodes.count == 1 && leaf.supernode === middle)
    }

    @Test func addingANodeToItselfIsIgnored() {
        let node = DisplayNode()
        node.addSubnode(node)
        #expect(node.subnodes.isEmpty)
        #expect(node.supernode == nil)
    }

    @Test func addingAnAncestorToItsDescendantIsIgnored() {
        let root = DisplayNode(), middle = DisplayNode(), leaf = DisplayNode()
        root.addSubnode(middle)
        middle.addSubnode(leaf)
        leaf.addSubnode(root)
        leaf.insertSubnode(middle, at: 0)
        #expect(leaf.subnodes.isEmpty)
        #expect(root.supernode == nil)
        #expect(middle.supernode === root && leaf.supernode === middle)
    }

    @Test func stageIsFoundThroughSupernodes() {
        let scene = TestStage()
        let middle = scene.add(CGRect(x: 0, y: 0, width: 10, height: 10))
        let leaf = DisplayNode()
        middle.addSubnode(leaf)
        #expect(leaf.stage === scene.stage)
        leaf.removeFromSupernode()
        #expect(leaf.stage == nil)
    }

    @Test func removingTheRootFromItsStage() {
        let scene = TestStage()
        let child = scene.add(CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.stage.rootNode = nil
        #expect(scene.root.stage == nil)
        #expect(child.stage == nil)
        #expect(scene.stage.renderTree().items.isEmpty)
        // The tree itself is untouched.
        #expect(child.supernode === scene.root)
    }

    @Test func addingTheRootOfAStageAsASubnodeTakesItOffTheStage() {
        let scene = TestStage()
        let other = DisplayNode()
        other.addSubnode(scene.root)
        #expect(scene.stage.rootNode == nil)
        #expect(scene.root.supernode === other)
        #expect(scene.root.stage == nil)
    }

    @Test func aRootMovesBetweenStages() {
        let first = TestStage()
        let second = Stage(size: CGSize(width: 50, height: 50))
        second.rootNode = first.root
        #expect(first.stage.rootNode == nil)
        #expect(first.root.stage === second)
    }

    @Test func makingASubnodeTheRootDetachesIt() {
        let scene = TestStage()
        let child = scene.add(CGRect(x: 5, y: 5, width: 10, height: 10))
        let stage = Stage(size: CGSize(width: 40, height: 30))
        stage.rootNode = child
        #expect(child.supernode == nil)
        #expect(scene.root.subnodes.isEmpty)
        #expect(child.stage === stage)
        stage.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
    }

    @Test func forEachNodeInSubtreeVisitsParentsFirstInOrder() {
        let root = DisplayNode()
        let all = nodes(5)
        root.addSubnode(all[0])
        all[0].addSubnode(all[1])
        all[0].addSubnode(all[2])
        root.addSubnode(all[3])
        all[3].addSubnode(all[4])
        var visited: [String] = []
        root.debugName = "root"
        root.forEachNodeInSubtree { visited.append($0.debugName ?? "?") }
        #expect(visited == ["root", "n0", "n1", "n2", "n3", "n4"])
    }

    @Test func subnodesArePublicReadOnlyButListedInOrderAfterManyOperations() {
        let parent = DisplayNode()
        let children = nodes(6)
        for child in children { parent.insertSubnode(child, at: 0) }
        #expect(names(parent) == ["n5", "n4", "n3", "n2", "n1", "n0"])
        children[2].removeFromSupernode()
        parent.insertSubnode(children[2], at: 2)
        #expect(names(parent) == ["n5", "n4", "n2", "n3", "n1", "n0"])
    }

    @Test func aFreedSupernodeLeavesItsSurvivingSubnodesWithoutOne() {
        let child = DisplayNode()
        weak var freed: DisplayNode?
        do {
            let parent = DisplayNode()
            parent.addSubnode(child)
            #expect(child.supernode === parent)
            freed = parent
        }
        #expect(freed == nil)
        #expect(child.supernode == nil)
        #expect(child.stage == nil)
        // It can join another tree as usual.
        let other = DisplayNode()
        other.addSubnode(child)
        #expect(child.supernode === other && other.subnodes.count == 1)
    }
}
