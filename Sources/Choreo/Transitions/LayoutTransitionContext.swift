import ChoreoSupport
import ChoreoLayout
import Foundation

/// The context of one layout transition: both layouts, what changes between them, the node diff
/// and the frames.
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
    /// What the transition applies and the default animation animates.
    let changes: LayoutChanges
    /// Whether ``changes`` came from the kept tree's last pass (it holds only what that pass
    /// reached); only those name the owners to rearrange.
    var changesFromKeptTree: Bool { changes.owners != nil }
    /// Set when the default animation ran: the changes end exactly at the new layout.
    var animatedByDefault = false
    private(set) var didCompleteSuccessfully: Bool?
    /// Every node of both layouts, made at once for changes found from placements, else when
    /// first asked (by a custom animation, or to restore the old layout).
    private var lists: PlacementLists?

    init(node: DisplayNode, transition: LayoutTransition, animated: Bool, fromLayout: Layout?, fromSize: SizeRange,
         toLayout: Layout, toSize: SizeRange, keptTree store: LayoutTreeStore?) {
        self.node = node
        self.transition = transition
        self.animated = animated
        self.fromLayout = fromLayout
        self.toLayout = toLayout
        self.fromSize = fromSize
        self.toSize = toSize
        if let store, let fromLayout,
           let changes = LayoutChanges.fromKeptTree(store, old: fromLayout, new: toLayout, owner: node) {
            self.changes = changes
        } else {
            let lists = LayoutTransitionContext.lists(of: node, from: fromLayout, to: toLayout)
            self.lists = lists
            changes = LayoutChanges(from: lists)
        }
    }

    private static func lists(of node: DisplayNode?, from: Layout?, to: Layout) -> PlacementLists {
        guard let node else { return PlacementLists(from: [], to: []) }
        return PlacementLists(from: from.map { DisplayNode.placements(in: $0, owner: node) } ?? [],
                              to: DisplayNode.placements(in: to, owner: node))
    }

    /// Both layouts' placements and their diff.
    var placementLists: PlacementLists {
        if let lists { return lists }
        let made = LayoutTransitionContext.lists(of: node, from: fromLayout, to: toLayout)
        lists = made
        return made
    }

    func isAnimated() -> Bool { animated }

    func layout(forKey key: TransitionContextKey) -> Layout? {
        key == .fromLayout ? fromLayout : toLayout
    }

    func constrainedSize(forKey key: TransitionContextKey) -> SizeRange {
        key == .fromLayout ? fromSize : toSize
    }

    func subnodes(forKey key: TransitionContextKey) -> [DisplayNode] {
        (key == .fromLayout ? placementLists.from : placementLists.to).map(\.node)
    }

    func insertedSubnodes() -> [DisplayNode] { placementLists.diff.inserted }

    func removedSubnodes() -> [DisplayNode] { placementLists.diff.removed }

    func initialFrame(for node: DisplayNode) -> CGRect {
        var lists = placementLists
        defer { self.lists = lists }
        return lists.diff.index(of: node).old.map { lists.from[$0].frame } ?? .null
    }

    func finalFrame(for node: DisplayNode) -> CGRect {
        var lists = placementLists
        defer { self.lists = lists }
        return lists.diff.index(of: node).new.map { lists.to[$0].frame } ?? .null
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
