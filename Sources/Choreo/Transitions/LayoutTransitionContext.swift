import ChoreoSupport
import ChoreoLayout
import Foundation

/// The context of one layout transition: both layouts, the node diff and the frames.
@MainActor
final class LayoutTransitionContext: ContextTransitioning {
    unowned let node: DisplayNode
    let transition: LayoutTransition
    let animated: Bool
    let fromLayout: Layout?
    let toLayout: Layout
    let fromSize: SizeRange
    let toSize: SizeRange
    let fromPlacements: [NodePlacement]
    let toPlacements: [NodePlacement]
    let diff: NodeDiff
    private(set) var didCompleteSuccessfully: Bool?

    init(node: DisplayNode, transition: LayoutTransition, animated: Bool, fromLayout: Layout?, fromSize: SizeRange,
         toLayout: Layout, toSize: SizeRange) {
        self.node = node
        self.transition = transition
        self.animated = animated
        self.fromLayout = fromLayout
        self.toLayout = toLayout
        self.fromSize = fromSize
        self.toSize = toSize
        fromPlacements = fromLayout == nil ? [] : node.calculatedPlacements
        toPlacements = DisplayNode.placements(in: toLayout, owner: node)
        diff = NodeDiff(old: fromPlacements.map(\.node), new: toPlacements.map(\.node))
    }

    func isAnimated() -> Bool { animated }

    func layout(forKey key: TransitionContextKey) -> Layout? {
        key == .fromLayout ? fromLayout : toLayout
    }

    func constrainedSize(forKey key: TransitionContextKey) -> SizeRange {
        key == .fromLayout ? fromSize : toSize
    }

    func subnodes(forKey key: TransitionContextKey) -> [DisplayNode] {
        (key == .fromLayout ? fromPlacements : toPlacements).map(\.node)
    }

    func insertedSubnodes() -> [DisplayNode] { diff.inserted }

    func removedSubnodes() -> [DisplayNode] { diff.removed }

    /// Nodes in both layouts whose order changed (not in the longest common subsequence).
    func movedSubnodes() -> [DisplayNode] { diff.moved }

    func initialFrame(for node: DisplayNode) -> CGRect {
        diff.oldIndex[ObjectIdentifier(node)].map { fromPlacements[$0].frame } ?? .null
    }

    func finalFrame(for node: DisplayNode) -> CGRect {
        diff.newIndex[ObjectIdentifier(node)].map { toPlacements[$0].frame } ?? .null
    }

    func completeTransition(_ didComplete: Bool) {
        guard didCompleteSuccessfully == nil else {
            Diagnostics.warn("completeTransition was called more than once for one layout transition; ignoring")
            return
        }
        didCompleteSuccessfully = didComplete
        node.finishLayoutTransition(self, didComplete: didComplete)
    }
}

/// The difference between two ordered node lists: inserted, removed and moved nodes (those in
/// both lists that are not part of the longest common subsequence of their order).
struct NodeDiff {
    let inserted: [DisplayNode]
    let removed: [DisplayNode]
    let moved: [DisplayNode]
    /// Each node's first position in the old and the new list.
    let oldIndex: [ObjectIdentifier: Int]
    let newIndex: [ObjectIdentifier: Int]

    init(old: [DisplayNode], new: [DisplayNode]) {
        oldIndex = NodeDiff.firstIndices(old)
        newIndex = NodeDiff.firstIndices(new)
        let oldIndex = self.oldIndex, newIndex = self.newIndex
        inserted = new.filter { oldIndex[ObjectIdentifier($0)] == nil }
        removed = old.filter { newIndex[ObjectIdentifier($0)] == nil }
        // Kept nodes in new order, by old position: the longest increasing run stays, the rest moved.
        let kept = new.compactMap { node in oldIndex[ObjectIdentifier(node)].map { (node, $0) } }
        let stays = NodeDiff.longestIncreasingSubsequence(kept.map(\.1))
        moved = kept.enumerated().filter { !stays.contains($0.offset) }.map(\.element.0)
    }

    private static func firstIndices(_ nodes: [DisplayNode]) -> [ObjectIdentifier: Int] {
        var indices: [ObjectIdentifier: Int] = [:]
        indices.reserveCapacity(nodes.count)
        for (index, node) in nodes.enumerated() where indices[ObjectIdentifier(node)] == nil {
            indices[ObjectIdentifier(node)] = index
        }
        return indices
    }

    /// Indices of a longest strictly increasing subsequence (patience sorting, O(n log n)).
    static func longestIncreasingSubsequence(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = []          // index into values of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result = Set<Int>()
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            result.insert(cursor)
            cursor = previous[cursor]
        }
        return result
    }
}
