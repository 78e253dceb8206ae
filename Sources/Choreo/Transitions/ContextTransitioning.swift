import ChoreoLayout
import Foundation

/// Which side of a layout transition a context query is about.
public enum TransitionContextKey: Hashable, Sendable {
    /// The layout before the transition.
    case fromLayout
    /// The layout the transition goes to.
    case toLayout
}

/// What ``DisplayNode/animateLayoutTransition(_:)`` is handed: both layouts, the nodes each has,
/// the diff between them and every node's frames before and after (Texture's
/// `ASContextTransitioning`). Frames are in the coordinates of the node's owner (its supernode).
@MainActor
public protocol ContextTransitioning: AnyObject {
    /// Whether the transition should animate.
    func isAnimated() -> Bool
    /// The layout before (`.fromLayout`, nil on a first layout) or after (`.toLayout`) the transition.
    func layout(forKey key: TransitionContextKey) -> Layout?
    /// The size range that layout was computed for.
    func constrainedSize(forKey key: TransitionContextKey) -> SizeRange
    /// The display nodes of that layout, in layout order.
    func subnodes(forKey key: TransitionContextKey) -> [DisplayNode]
    /// Nodes in the new layout but not the old one (already added to the hierarchy).
    func insertedSubnodes() -> [DisplayNode]
    /// Nodes in the old layout but not the new one (removed after the transition completes).
    func removedSubnodes() -> [DisplayNode]
    /// The frame in the old layout, or `CGRect.null` when the node is not in it.
    func initialFrame(for node: DisplayNode) -> CGRect
    /// The frame in the new layout, or `CGRect.null` when the node is not in it.
    func finalFrame(for node: DisplayNode) -> CGRect
    /// Ends the transition. `true` keeps the new layout; `false` restores the previous one.
    func completeTransition(_ didComplete: Bool)
}
