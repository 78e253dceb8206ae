import Foundation

/// The buffers of the last kept tree that was freed, for the next tree built.
///
/// A large tree's arrays take megabytes; allocated afresh for every tree, their pages are
/// faulted in again whenever the allocator has returned them to the system. Handing them from
/// a freed tree to the next one (emptied, capacity kept) makes building a tree like the last one
/// allocate nothing. One set of buffers is kept, at most that of the largest tree since.
@MainActor
enum LayoutBufferPool {
    private(set) static var spareTree: LayoutTree?
    private static var spareState: LayoutState?

    /// Empties `tree` and `state` for a new build, taking the spare buffers when they are larger.
    static func reuse(tree: inout LayoutTree, state: inout LayoutState, options: LayoutOptions) {
        if let spare = spareTree, spare.nodes.capacity > tree.nodes.capacity {
            spareTree = nil
            tree = spare
        }
        if let spare = spareState, spare.sizes.capacity > state.sizes.capacity {
            spareState = nil
            state = spare
        }
        tree.removeAll(options: options)
        state.removeAll()
    }

    /// Keeps the buffers of a freed tree and its state when they are the largest spare.
    static func recycle(tree: inout LayoutTree, state: inout LayoutState) {
        if tree.nodes.capacity > spareTree?.nodes.capacity ?? 0 {
            tree.removeAll(options: tree.options)
            spareTree = tree
        }
        if state.sizes.capacity > spareState?.sizes.capacity ?? 0 {
            state.removeAll()
            spareState = state
        }
    }
}
