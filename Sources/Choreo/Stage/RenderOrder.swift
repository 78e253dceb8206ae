import Foundation

/// A stage's nodes in drawing order (back to front: parents before their subnodes, siblings by
/// increasing `zPosition`, ties in subnode order), kept between frames, and the store their
/// per-frame states are gathered in, in that order.
///
/// The order only changes when the hierarchy does: every change to a node's subnodes, to a
/// `zPosition` or to a stage's root advances ``DisplayNode/hierarchyGeneration``, and the
/// order is rebuilt on the next frame after that. Entries hold their nodes unretained:
/// every node in the order is owned by its supernode (or the stage) for as long as the
/// generation is unchanged, since removing it changes a `subnodes` array, so the walk reads
/// them without retaining them. Each entry points at its node's state: states move only when
/// an order gathers them, which every order that could point at a moved state follows by
/// rebuilding (see ``NodeStateStore/gather(_:)``).
@MainActor
struct RenderOrder {
    struct Entry {
        let node: Unmanaged<DisplayNode>
        /// The node's state, in this order's store once gathered.
        var state: UnsafeMutablePointer<NodeState>
        /// The index just past the node's subtree.
        var end: Int
    }

    private(set) var entries: [Entry] = []
    /// The most nodes on one path from the root down (1 for a lone root, 0 without one): the
    /// most ancestors a walk of the order keeps at once.
    private(set) var depth = 0
    /// The stage's nodes' states, in drawing order.
    private let store = NodeStateStore()
    /// The hierarchy generation `entries` was built at; nil before the first build.
    private var generation: UInt?
    /// Whether the states of `entries` are in `store`: gathering waits while a state is accessed.
    private var isGathered = false

    /// Rebuilds the order from `root` when the hierarchy changed since the last build, and
    /// gathers the nodes' states.
    mutating func update(root: DisplayNode?) {
        guard generation != DisplayNode.hierarchyGeneration || !isGathered else { return }
        generation = DisplayNode.hierarchyGeneration
        entries.removeAll(keepingCapacity: true)
        depth = 0
        if let root { append(root, depth: 1) }
        isGathered = store.gather(entries.map(\.node))
        guard isGathered else { return }
        // Gathered in order: the node at `index` has the store's slot `index`.
        for index in entries.indices { entries[index].state = store.state(at: index) }
    }

    private mutating func append(_ node: DisplayNode, depth: Int) {
        self.depth = max(self.depth, depth)
        let index = entries.count
        entries.append(Entry(node: .passUnretained(node), state: node.stateStore.state(at: node.stateSlot), end: 0))
        let subnodes = node.subnodes
        if RenderOrder.isInZOrder(subnodes) {
            for subnode in subnodes { append(subnode, depth: depth + 1) }
        } else {
            let order = (0..<subnodes.count).sorted {
                (RenderOrder.z(subnodes[$0]), $0) < (RenderOrder.z(subnodes[$1]), $1)
            }
            for position in order { append(subnodes[position], depth: depth + 1) }
        }
        entries[index].end = entries.count
    }

    /// A node's `zPosition` for ordering; NaN counts as 0.
    private static func z(_ node: DisplayNode) -> CGFloat {
        node.state.zPosition.isNaN ? 0 : node.state.zPosition
    }

    /// Whether the subnodes' `zPosition`s never decrease, so subnode order is drawing order.
    private static func isInZOrder(_ subnodes: [DisplayNode]) -> Bool {
        var previous = -CGFloat.infinity
        for subnode in subnodes {
            let z = RenderOrder.z(subnode)
            guard z >= previous else { return false }
            previous = z
        }
        return true
    }
}
