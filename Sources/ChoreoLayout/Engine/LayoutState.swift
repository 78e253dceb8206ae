import Foundation

/// What the engine computed for each node of a ``LayoutTree``, kept between layouts so that a
/// relayout only redoes what changed (Yoga keeps the same in its nodes).
///
/// Indexed like the tree's slots. A pass's number (`pass`) tells results of this layout from
/// earlier ones: flex base sizes are recomputed once per pass, and `computedPass` records
/// which nodes were laid out again, so pixel snapping revisits only those.
struct LayoutState: Sendable {
    /// Committed border-box sizes (from the last pass that performed layout).
    var sizes: [CGSize] = []
    /// Committed positions relative to the parent.
    var positions: [CGPoint] = []
    /// The size from the most recent measurement or layout of each node.
    var measured: [CGSize] = []
    /// Each item's flex base size (CSS §9.2 step 3); like Yoga, the first one a pass computes is kept.
    var flexBases: [CGFloat] = []
    var flexBasisPass: [UInt32] = []
    /// Whether each item is on a later line than its container's first (for baselines).
    var beyondFirstLine: [Bool] = []
    /// The pass in which each node was last laid out (its size or its children's positions may have changed).
    var computedPass: [UInt32] = []
    var cache = MeasurementCache()
    /// Snapped frames relative to each parent (the results' frames).
    var frames: [CGRect] = []
    /// The unsnapped absolute origin each frame was snapped from (stale by whole pixels for
    /// nodes that moved with an ancestor: their frames are unchanged by such moves).
    var absoluteOrigins: [CGPoint] = []
    /// The last pass that changed each node's frame or something in its subtree, with
    /// ``movedMark`` when the node's origin changed (or it was placed anew): a node the last
    /// pass did not reach kept its frame, and so did its whole subtree.
    var reachedPass: [UInt32] = []
    /// Nodes whose cached results were dropped since the last pass (their ancestors were too).
    var invalidated: [Bool] = []
    var invalidatedNodes: [Int32] = []
    /// How many layouts and measurements the current pass computed (not answered by the cache).
    var computations = 0
    /// The current pass; 0 before the first.
    var pass: UInt32 = 0

    /// The bytes the results and caches take (see ``LayoutTree/bytesInUse``).
    var bytesInUse: Int {
        sizes.bytesInUse + positions.bytesInUse + measured.bytesInUse + flexBases.bytesInUse
            + flexBasisPass.bytesInUse + beyondFirstLine.bytesInUse + computedPass.bytesInUse + frames.bytesInUse
            + absoluteOrigins.bytesInUse + reachedPass.bytesInUse + invalidated.bytesInUse + cache.bytesInUse
    }

    /// Marks a ``reachedPass`` entry whose node moved; pass numbers stay below it.
    static let movedMark: UInt32 = 1 << 31

    /// Grows every array to `count` slots and clears the slots in `reused` (given to new
    /// elements); the frames of `attached` (kept subtrees with a new parent) are placed anew.
    mutating func prepare(count: Int, reused: [Int32], attached: [Int32] = []) {
        for slot in reused where Int(slot) < sizes.count { reset(Int(slot)) }
        for slot in attached where Int(slot) < frames.count { frames[Int(slot)] = .null }
        let added = count - sizes.count
        guard added > 0 else { return }
        sizes.append(contentsOf: repeatElement(.zero, count: added))
        positions.append(contentsOf: repeatElement(.zero, count: added))
        measured.append(contentsOf: repeatElement(.zero, count: added))
        flexBases.append(contentsOf: repeatElement(.nan, count: added))
        flexBasisPass.append(contentsOf: repeatElement(0, count: added))
        computedPass.append(contentsOf: repeatElement(0, count: added))
        beyondFirstLine.append(contentsOf: repeatElement(false, count: added))
        frames.append(contentsOf: repeatElement(.null, count: added))
        absoluteOrigins.append(contentsOf: repeatElement(.zero, count: added))
        reachedPass.append(contentsOf: repeatElement(0, count: added))
        invalidated.append(contentsOf: repeatElement(false, count: added))
        cache.grow(to: count)
    }

    /// Empties the state, keeping its buffers for another tree.
    mutating func removeAll() {
        sizes.removeAll(keepingCapacity: true)
        positions.removeAll(keepingCapacity: true)
        measured.removeAll(keepingCapacity: true)
        flexBases.removeAll(keepingCapacity: true)
        flexBasisPass.removeAll(keepingCapacity: true)
        computedPass.removeAll(keepingCapacity: true)
        beyondFirstLine.removeAll(keepingCapacity: true)
        frames.removeAll(keepingCapacity: true)
        absoluteOrigins.removeAll(keepingCapacity: true)
        reachedPass.removeAll(keepingCapacity: true)
        invalidated.removeAll(keepingCapacity: true)
        invalidatedNodes.removeAll(keepingCapacity: true)
        cache.removeAll()
        pass = 0
        computations = 0
    }

    private mutating func reset(_ node: Int) {
        sizes[node] = .zero
        positions[node] = .zero
        measured[node] = .zero
        flexBasisPass[node] = 0
        computedPass[node] = 0
        beyondFirstLine[node] = false
        frames[node] = .null
        cache.forget(node)
    }

    /// Drops the cached results of `node` and of its ancestors: its size may change, and with it
    /// theirs. Stops at an ancestor already invalidated since the last pass.
    mutating func invalidate(_ node: Int, parents: [Int32]) {
        var current = node
        while current >= 0, !invalidated[current] {
            invalidated[current] = true
            invalidatedNodes.append(Int32(current))
            cache.forget(current)
            current = Int(parents[current])
        }
    }

    /// Starts a pass: a new pass number, and the invalidation marks cleared.
    mutating func beginPass() {
        pass = (pass + 1) & ~LayoutState.movedMark
        if pass == 0 { pass = 1 }
        computations = 0
        for node in invalidatedNodes { invalidated[Int(node)] = false }
        invalidatedNodes.removeAll(keepingCapacity: true)
    }
}
