import Foundation

/// Where nodes' per-frame state (``NodeState``) lives: records side by side in chunks, so the
/// render walk reads a stage's nodes one after another instead of one heap object each.
///
/// Each stage's ``RenderOrder`` owns a store and, when it rebuilds, moves the states of the
/// stage's nodes into it in drawing order: the walk then reads them in sequence. A new node's
/// state starts in ``detached``, shared by the nodes no stage has drawn yet, and a node that
/// leaves a stage goes back there at that stage's next rebuild. A node holds its store
/// (strongly: a store outlives the states in it) and its slot, and reads its state in place
/// (``DisplayNode/state``).
///
/// Chunks never move, so a slot's address holds until its state moves. States move only in
/// ``gather(_:)``, which does nothing while any state is being accessed (``accessDepth``): code
/// that runs during an access (a completion, a custom clock) may render a stage, and must not
/// move the state under the access.
@MainActor
final class NodeStateStore {
    /// The store of nodes no stage has drawn, or that left their stage.
    static let detached = NodeStateStore()
    /// How many accesses to any node's state are in progress (see ``DisplayNode/state``).
    @exclusivity(unchecked) static var accessDepth = 0

    private static let chunkShift = 6
    private static let chunkSize = 1 << chunkShift

    private var chunks: [UnsafeMutablePointer<NodeState>] = []
    /// The node each slot holds the state of; nil for a free slot.
    private var owners: [Unmanaged<DisplayNode>?] = []
    private var freeSlots: [Int] = []
    private var liveCount = 0

    isolated deinit {
        // Every node holds its store, so none is left in it: only the memory goes.
        for chunk in chunks { chunk.deallocate() }
    }

    /// The state in `slot`.
    @inline(__always)
    func state(at slot: Int) -> UnsafeMutablePointer<NodeState> {
        NodeStateStore.address(of: slot, in: chunks)
    }

    /// A slot holding `state` for `node`.
    func insert(_ state: NodeState, for node: Unmanaged<DisplayNode>) -> Int {
        let slot = claimSlot(for: node)
        self.state(at: slot).initialize(to: state)
        return slot
    }

    /// Ends `slot`: its state is destroyed (the node is being freed).
    func remove(_ slot: Int) {
        state(at: slot).deinitialize(count: 1)
        vacate(slot)
    }

    /// Moves into this store, in `order`, the states of the nodes in `order`, which then sit
    /// in slots `0..<order.count`; states of nodes this store held that are not in `order` go
    /// to ``detached``. Returns false, moving nothing, while a state is being accessed.
    func gather(_ order: [Unmanaged<DisplayNode>]) -> Bool {
        guard NodeStateStore.accessDepth == 0 else { return false }
        let oldChunks = chunks, oldOwners = owners
        chunks = []
        owners = []
        freeSlots = []
        liveCount = 0
        var left = oldOwners
        for node in order {
            node.withNodeUnretained { node in
                let home = node.stateStore, slot = node.stateSlot
                if home === self {
                    move(node, from: NodeStateStore.address(of: slot, in: oldChunks))
                    left[slot] = nil
                } else {
                    move(node, from: home.state(at: slot))
                    home.vacate(slot)
                }
            }
        }
        // Nodes that left the stage since the last gathering.
        for (slot, node) in left.enumerated() {
            let source = NodeStateStore.address(of: slot, in: oldChunks)
            node?.withNodeUnretained { NodeStateStore.detached.move($0, from: source) }
        }
        for chunk in oldChunks { chunk.deallocate() }
        return true
    }

    /// Moves `node`'s state from `source` (left uninitialized) to a new slot of this store.
    private func move(_ node: DisplayNode, from source: UnsafeMutablePointer<NodeState>) {
        let slot = claimSlot(for: .passUnretained(node))
        state(at: slot).moveInitialize(from: source, count: 1)
        node.stateStore = self
        node.stateSlot = slot
    }

    @inline(__always)
    private static func address(of slot: Int,
                                in chunks: [UnsafeMutablePointer<NodeState>]) -> UnsafeMutablePointer<NodeState> {
        chunks[slot >> chunkShift] + (slot & (chunkSize - 1))
    }

    /// A chunk starting on a cache line: a state whose size is a whole number of lines
    /// (``NodeState``'s is) then spans no more lines than it must.
    private static func allocateChunk() -> UnsafeMutablePointer<NodeState> {
        UnsafeMutableRawPointer.allocate(byteCount: chunkSize * MemoryLayout<NodeState>.stride, alignment: 64)
            .bindMemory(to: NodeState.self, capacity: chunkSize)
    }

    private func claimSlot(for node: Unmanaged<DisplayNode>) -> Int {
        liveCount += 1
        if let slot = freeSlots.popLast() {
            owners[slot] = node
            return slot
        }
        if owners.count == chunks.count * NodeStateStore.chunkSize {
            chunks.append(NodeStateStore.allocateChunk())
        }
        owners.append(node)
        return owners.count - 1
    }

    /// Frees `slot`, whose state was moved out or destroyed. An empty store gives its memory back.
    private func vacate(_ slot: Int) {
        owners[slot] = nil
        liveCount -= 1
        guard liveCount == 0 else { return freeSlots.append(slot) }
        for chunk in chunks { chunk.deallocate() }
        chunks = []
        owners = []
        freeSlots = []
    }
}
