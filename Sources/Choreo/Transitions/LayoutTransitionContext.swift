import ChoreoSupport
import ChoreoLayout
import Foundation

/// The context of one layout transition: both layouts, the node diff and the frames.
@MainActor
final class LayoutTransitionContext: ContextTransitioning {
    /// Weak: a node released during its transition is simply gone when it completes.
    weak var node: DisplayNode?
    let transition: LayoutTransition
    let animated: Bool
    let fromLayout: Layout?
    let toLayout: Layout
    let fromSize: SizeRange
    let toSize: SizeRange
    let fromPlacements: [NodePlacement]
    let toPlacements: [NodePlacement]
    private(set) var diff: NodeDiff
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

    func initialFrame(for node: DisplayNode) -> CGRect {
        diff.index(of: node).old.map { fromPlacements[$0].frame } ?? .null
    }

    func finalFrame(for node: DisplayNode) -> CGRect {
        diff.index(of: node).new.map { toPlacements[$0].frame } ?? .null
    }

    func completeTransition(_ didComplete: Bool) {
        guard didCompleteSuccessfully == nil else {
            Diagnostics.warn("completeTransition was called more than once for one layout transition; ignoring")
            return
        }
        didCompleteSuccessfully = didComplete
        guard let node else { return transition.didComplete() }
        node.finishLayoutTransition(self, didComplete: didComplete)
    }
}

/// The difference between two ordered node lists: the nodes only in the new one (inserted) and
/// only in the old one (removed), in list order. Found with node marks (no hashing); each node's
/// position in either list is indexed only when a custom animation first asks for a frame.
struct NodeDiff {
    let inserted: [DisplayNode]
    let removed: [DisplayNode]
    private let old: [DisplayNode]
    private let new: [DisplayNode]
    private var indices: (old: [ObjectIdentifier: Int], new: [ObjectIdentifier: Int])?

    @MainActor
    init(old: [DisplayNode], new: [DisplayNode]) {
        self.old = old
        self.new = new
        inserted = DisplayNode.nodes(new, notIn: old)
        removed = DisplayNode.nodes(old, notIn: new)
    }

    /// The first position of `node` in the old and the new list.
    mutating func index(of node: DisplayNode) -> (old: Int?, new: Int?) {
        if indices == nil { indices = (NodeDiff.firstIndices(old), NodeDiff.firstIndices(new)) }
        let id = ObjectIdentifier(node)
        return (indices?.old[id], indices?.new[id])
    }

    private static func firstIndices(_ nodes: [DisplayNode]) -> [ObjectIdentifier: Int] {
        var indices: [ObjectIdentifier: Int] = [:]
        indices.reserveCapacity(nodes.count)
        for (index, node) in nodes.enumerated() where indices[ObjectIdentifier(node)] == nil {
            indices[ObjectIdentifier(node)] = index
        }
        return indices
    }
}
