import Foundation

/// A node's children as its flex layout sees them (Yoga's layout children): a child with
/// `display: contents` is replaced by its own children, recursively.
struct LayoutChildren: Sequence, IteratorProtocol {
    let tree: TreeView
    /// The slots still to visit at the current level, and those of the levels above it.
    var current: Range<Int>
    var suspended: [Range<Int>] = []

    mutating func next() -> Int? {
        while true {
            if let slot = current.popFirst() {
                let child = Int(tree.childIndices[slot])
                guard tree.nodes[child].style.display == .contents else { return child }
                suspended.append(current)
                current = tree.childRanges[child].slots
                continue
            }
            guard let resumed = suspended.popLast() else { return nil }
            current = resumed
        }
    }
}

extension LayoutEngine {
    /// The children that take part in `node`'s flex layout, `display: contents` ones replaced.
    @inline(__always)
    func layoutChildren(of node: Int) -> LayoutChildren {
        LayoutChildren(tree: view, current: childSlots(of: node))
    }

    /// Lays out the `display: contents` children of `node` (and theirs) as Yoga does: a zero
    /// frame at the parent's origin, so their children's positions are the parent's too.
    func clearContentsChildren(of node: Int) {
        for slot in childSlots(of: node) {
            let child = Int(view.childIndices[slot])
            guard nodes[child].style.display == .contents else { continue }
            // Its children were laid out as the parent's items: snapping must revisit them.
            state.computedPass[child] = state.pass
            state.sizes[child] = .zero
            state.positions[child] = .zero
            state.measured[child] = .zero
            state.cache.forgetLayout(of: child)
            clearContentsChildren(of: child)
        }
    }
}
