/// A node that makes its own copy for screen transitions (the seeds' protocol), for example a
/// fresh instance laid out again at every size, as the seeds' `CardView`.
///
/// Untagged nodes and nodes that do not adopt it use ``DisplayNode/transitionSnapshotStyle``.
@MainActor
public protocol Transitionable: DisplayNode {
    /// Called once per transition, at ``ScreenTransition/start(completion:)``; the transition
    /// owns the returned node, sets its frame every frame (so it lays out at every size) and
    /// drops it at the end. Return a new node: one already in a tree (such as `self`) is
    /// replaced by an image snapshot (debug message).
    func makeTransitionSnapshot() -> DisplayNode
}
