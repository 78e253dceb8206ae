@testable import Choreo
import Foundation
import Testing
import ChoreoSupport

@MainActor
@Suite("Teardown: deep trees and self-referencing specs are freed")
struct TeardownTests {
    @Test func aChainOfAHundredThousandNestedNodesIsFreedWithoutRecursion() {
        weak var deepest: DisplayNode?
        weak var top: DisplayNode?
        do {
            var node = DisplayNode()
            deepest = node
            // Built from the bottom up, so each insertion walks up one level only.
            for _ in 0..<100_000 {
                let parent = DisplayNode()
                parent.addSubnode(node)
                node = parent
            }
            top = node
        }
        #expect(top == nil)
        #expect(deepest == nil)
    }

    @Test func aSubnodeReleasedWithItsTreeNeverPointsAtItsFreedSupernode() {
        let survivor = DisplayNode()
        do {
            let parent = DisplayNode(), middle = DisplayNode()
            parent.addSubnode(middle)
            middle.addSubnode(survivor)
        }
        #expect(survivor.supernode == nil)
        #expect(survivor.unretainedSupernode == nil)
        #expect(survivor.root === survivor)
    }

    @Test func aNodeWhoseSpecNamesItsAncestorIsRefusedAndBothAreFreed() {
        weak var ancestorProbe: DisplayNode?
        weak var nodeProbe: DisplayNode?
        let warnings = Diagnostics.capture {
            let scene = TestStage(size: CGSize(width: 100, height: 100))
            let ancestor = DisplayNode()
            let node = AncestorNamingNode()
            node.named = ancestor
            ancestor.addSubnode(node)
            scene.root.addSubnode(ancestor)
            node.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            _ = scene.stage.svg()
            #expect(node.subnodes.isEmpty)
            #expect(ancestor.supernode === scene.root)
            scene.root.subnodes.forEach { $0.removeFromSupernode() }
            (ancestorProbe, nodeProbe) = (ancestor, node)
        }
        #expect(ancestorProbe == nil)
        #expect(nodeProbe == nil)
        #expect(warnings.contains { $0.contains("names itself or one of its ancestors") })
    }
}

extension TeardownTests {
    @Test func placementsMadeBeforeTwoTreesJoinNeverHoldTheNewAncestor() {
        weak var outerProbe: DisplayNode?
        weak var namingProbe: DisplayNode?
        do {
            let outer = DisplayNode()
            let naming = AncestorNamingNode()
            naming.named = outer
            naming.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            naming.layoutIfNeeded()
            #expect(outer.supernode === naming)
            outer.removeFromSupernode()
            outer.addSubnode(naming)   // the layout made before still names `outer`
            (outerProbe, namingProbe) = (outer, naming)
        }
        // Placements are never kept, so the layout made before the trees joined holds nothing.
        #expect(outerProbe == nil)
        #expect(namingProbe == nil)
    }
}

/// A node whose spec lays out `named`, whatever that is.
@MainActor
final class AncestorNamingNode: DisplayNode {
    weak var named: DisplayNode?

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        StackLayoutSpec.vertical(children: named.map { [$0] } ?? [])
    }
}
