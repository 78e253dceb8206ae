import ChoreoSupport
import ChoreoLayout
import Foundation

/// Where one display node goes in a layout: its owner (the nearest node above it in the layout)
/// and its frame in the owner's coordinates.
struct NodePlacement {
    let node: DisplayNode
    /// Not retained: the owner is the node holding these placements (which must not retain
    /// itself) or the `node` of an earlier placement in the same list, which holds it.
    unowned(unsafe) let owner: DisplayNode
    let frame: CGRect
    let layout: Layout
}

/// Layout passes: computing a node's layout from its spec and applying it to the tree.
extension DisplayNode {
    /// The display nodes of `calculatedLayout` with their frames relative to their owners.
    ///
    /// Computed when asked, never kept: a kept list would hold the nodes strongly, and a node
    /// it names could since have become an ancestor (a cycle).
    var calculatedPlacements: [NodePlacement] {
        calculatedLayout.map { DisplayNode.placements(in: $0, owner: self) } ?? []
    }

    /// Sets the layout of a node laid out as part of an ancestor's pass.
    func setCalculatedLayout(_ layout: Layout?, constrainedSize: SizeRange?) {
        calculatedLayout = layout
        hasCurrentLayout = layout != nil
        constrainedSizeForCalculatedLayout = constrainedSize
    }

    /// Marks the node's layout as stale, and its ancestors': a change inside a node may change
    /// its size, and so reflow any of them (Texture invalidates upward the same way).
    public func setNeedsLayout() {
        markSelfAndAncestors { $0.contentChanged() }
    }

    /// Marks the node's own box stale (its style or measured content changed): the tree that lays
    /// it out reads its entry again, and every ancestor's layout is stale, but their specs are
    /// not read again (nothing in them changed but the size of what they hold), as Yoga marks a
    /// changed node and its ancestors dirty.
    func setNeedsOwnLayout() {
        treeMembership.store?.elementChanged(treeMembership, structural: false)
        layoutStore?.rootChanged()
        markSelfAndAncestors { $0.hasCurrentLayout = false }
    }

    /// Marks this node and each ancestor as needing layout, and makes each `stale`, without
    /// retaining them.
    private func markSelfAndAncestors(_ stale: (DisplayNode) -> Void) {
        var node = Unmanaged.passUnretained(self)
        while let parent = node.withNodeUnretained({ current in
            current.markNeedsLayout()
            stale(current)
            return current.unretainedSupernode
        }) {
            node = parent
        }
    }

    /// Tells the kept layout trees this node is in that its content must be read again (its
    /// `layoutSpecThatFits` may return something else): the tree of the node that lays it out,
    /// and its own.
    func contentChanged() {
        hasCurrentLayout = false
        treeMembership.store?.elementChanged(treeMembership, structural: true)
        layoutStore?.rootChanged()
    }

    /// Marks this node's own layout stale (a new size needs its content laid out again) and
    /// tells its ancestors, so the stage's layout walk finds it.
    func markNeedsLayout() {
        needsLayout = true
        var ancestor = unretainedSupernode
        while let unmarked = ancestor {
            // The next ancestor to mark, nil once one is already marked (so are its own).
            ancestor = unmarked.withNodeUnretained { current in
                if current.subtreeNeedsLayout { return nil }
                current.subtreeNeedsLayout = true
                return current.unretainedSupernode
            }
        }
    }

    /// Lays the node's content out for its current size if its layout is stale.
    ///
    /// Frames the pass changes while they animate are retargeted from what is on screen, and
    /// while a layout transition is in flight the subnodes it will remove stay until it completes:
    /// a layout pass never cuts an animation short.
    public func layoutIfNeeded() {
        guard needsLayout else { return }
        AnimationContext.runLayoutPass {
            if isPlain { return applyContentLayout() }
            // Laid out by an ancestor's pass (or transition) for its current size and content:
            // that layout already placed everything inside it, snapped with the whole tree.
            if hasCurrentLayout, let layout = calculatedLayout, layout.size == untransformedFrame.size {
                applyLayout(layout)
                return
            }
            let range = SizeRange(exactly: untransformedFrame.size)
            applyKeptLayout(computeLayout(in: range), constrainedSize: range)
        }
    }

    /// A plain node's layout pass: its layout is its size, so no tree is kept for it and nothing
    /// is stored (``calculatedLayout`` makes the layout when asked). A node that manages its
    /// subnodes places none, so they leave (or stay until its transitions complete).
    private func applyContentLayout() {
        layoutStore = nil
        storedLayout = nil
        showsKeptLayout = false
        hasCurrentLayout = true
        constrainedSizeForCalculatedLayout = SizeRange(exactly: untransformedFrame.size)
        if automaticallyManagesSubnodes, !subnodes.isEmpty {
            arrangeSubnodes([], removingOthers: transitionsInFlight == 0)
        }
        finishLayoutPass(laidOut: [])
    }

    /// The node's layout within `constrainedSize`, computed now and not applied.
    public func layoutThatFits(_ constrainedSize: SizeRange) -> Layout {
        layoutThatFits(constrainedSize, parentSize: nil, options: LayoutOptions())
    }

    /// The node's layout within `constrainedSize`; fractions of its own size resolve against
    /// `parentSize`. Computed now and not applied.
    public func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize?, options: LayoutOptions) -> Layout {
        LayoutSnapshot(self, in: constrainedSize, options: options)
            .layoutOnMainActor(in: constrainedSize, parentSize: parentSize)
    }

    /// The options layout passes use: the stage's, or the defaults.
    var layoutOptions: LayoutOptions { stage?.layoutOptions ?? LayoutOptions() }

    /// Computes this node's layout in `range` (``layoutSpecThatFits(_:)`` receives `range`) from
    /// the node's kept layout tree: only what changed since the last pass is read and laid out
    /// again.
    func computeLayout(in range: SizeRange) -> Layout {
        let store = layoutStore ?? LayoutTreeStore(root: self)
        layoutStore = store
        return store.layout(in: range, parentSize: nil, options: layoutOptions)
    }

    /// Applies a layout of this node: records it, brings managed subnodes in line with it, sets
    /// the frames that changed (animated inside an animation block, retargeted when animating)
    /// and calls ``layout()`` where it is due.
    @discardableResult
    func applyLayout(_ layout: Layout, constrainedSize: SizeRange? = nil) -> [NodePlacement] {
        let placements = DisplayNode.placements(in: layout, owner: self)
        recordLayout(layout, constrainedSize: constrainedSize ?? SizeRange(exactly: layout.size), placements)
        DisplayNode.reconcileSubnodes(owner: self, placements)
        for placement in placements where placement.node.untransformedFrame != placement.frame {
            placement.node.untransformedFrame = placement.frame
        }
        finishLayoutPass(placements)
        return placements
    }

    func recordLayout(_ layout: Layout, constrainedSize: SizeRange, _ placements: [NodePlacement]) {
        calculatedLayout = layout
        hasCurrentLayout = true
        showsKeptLayout = false
        constrainedSizeForCalculatedLayout = constrainedSize
        for placement in placements where placement.node.transitionsInFlight == 0 {
            placement.node.setCalculatedLayout(placement.layout, constrainedSize: SizeRange(exactly: placement.frame.size))
        }
    }

    /// Marks the laid-out nodes clean and calls ``layout()``, parents first, on this node and on
    /// the placed nodes that need it (new, marked with ``setNeedsLayout()`` or resized), as UIKit
    /// calls `layoutSubviews`: a node whose layout inputs did not change is not laid out again.
    func finishLayoutPass(_ placements: [NodePlacement]) {
        var due: [DisplayNode] = []
        for placement in placements where placement.node.needsLayout { due.append(placement.node) }
        finishLayoutPass(laidOut: due)
    }

    /// ``finishLayoutPass(_:)`` for the laid-out nodes whose ``layout()`` is due, in order.
    func finishLayoutPass(laidOut due: [DisplayNode]) {
        if let lifecycle = transitionLifecycle, lifecycle.inFlight > 0 { lifecycle.needsLayoutAfterTransitions = true }
        needsLayout = false
        for node in due { node.needsLayout = false }
        layout()
        for node in due { node.layout() }
    }

    /// Every display node in `layout` below its root, parents first, with frames relative to
    /// their owner node (without `enteringNodes`: only the nodes the owner itself places). The inside of a nested node whose own layout transition is in flight
    /// belongs to that transition until it completes, so it is left out.
    ///
    /// A node that is the owner itself or one of its ancestors is left out (debug message): as a
    /// subnode it would make a cycle, and its placement would hold the ancestor strongly.
    static func placements(in layout: Layout, owner: DisplayNode, enteringNodes: Bool = true) -> [NodePlacement] {
        var result: [NodePlacement] = []
        visitPlacements(in: layout, owner: owner, enteringNodes: enteringNodes) { node, owner, frame, layout in
            result.append(NodePlacement(node: node, owner: owner, frame: frame, layout: layout))
        }
        return result
    }

    /// The nodes of ``placements(in:owner:enteringNodes:)``, without their frames and layouts.
    static func placedNodes(in layout: Layout, owner: DisplayNode, enteringNodes: Bool = true) -> [DisplayNode] {
        var result: [DisplayNode] = []
        visitPlacements(in: layout, owner: owner, enteringNodes: enteringNodes) { node, _, _, _ in result.append(node) }
        return result
    }

    /// Whether ``placedNodes(in:owner:enteringNodes:)`` would be exactly `nodes`, in order,
    /// found without building that list.
    static func places(_ nodes: [DisplayNode], in layout: Layout, owner: DisplayNode, enteringNodes: Bool = true) -> Bool {
        var count = 0, same = true
        visitPlacements(in: layout, owner: owner, enteringNodes: enteringNodes) { node, _, _, _ in
            same = same && count < nodes.count && nodes[count] === node
            count += 1
        }
        return same && count == nodes.count
    }

    /// Calls `visit` with each placement of ``placements(in:owner:enteringNodes:)``, in order:
    /// its node, the node's owner, its frame relative to the owner and its layout.
    private static func visitPlacements(in layout: Layout, owner: DisplayNode, enteringNodes: Bool,
                                        _ visit: (DisplayNode, DisplayNode, CGRect, Layout) -> Void) {
        // The top owner's ancestors, then the owners being visited: the nodes a placement must not name.
        var above: [DisplayNode] = []
        var ancestor = owner.supernode
        while let current = ancestor {
            above.append(current)
            ancestor = current.supernode
        }
        func walk(_ layout: Layout, owner: DisplayNode, offset: CGPoint) {
            above.append(owner)
            defer { above.removeLast() }
            // By position: `sublayouts` would build an array of every level's sublayouts.
            for position in 0..<layout.sublayoutCount {
                let sublayout = layout.sublayout(position)
                let origin = CGPoint(x: offset.x + sublayout.position.x, y: offset.y + sublayout.position.y)
                if let node = sublayout.element as? DisplayNode {
                    if names(node, oneOf: above, placedIn: owner) { continue }
                    visit(node, owner, CGRect(origin: origin, size: sublayout.size), sublayout)
                    if enteringNodes, node.transitionsInFlight == 0 { walk(sublayout, owner: node, offset: .zero) }
                } else {
                    walk(sublayout, owner: owner, offset: origin)
                }
            }
        }
        walk(layout, owner: owner, offset: .zero)
    }

    /// Whether `node` is one of `above` (a node already a subnode of `owner` cannot be). A plain
    /// loop: a closure formed on the main actor checks its executor on every call.
    private static func names(_ node: DisplayNode, oneOf above: [DisplayNode], placedIn owner: DisplayNode) -> Bool {
        if node.unretainedSupernode?.toOpaque() == Unmanaged.passUnretained(owner).toOpaque() { return false }
        for candidate in above where candidate === node {
            Diagnostics.warn("the layout of \(owner.debugName ?? "\(type(of: owner))") names itself or one of its "
                             + "ancestors (\(node.debugName ?? "\(type(of: node))")); leaving it out")
            return true
        }
        return false
    }

    /// Texture's automatic subnode management: each owner that manages its subnodes gets the
    /// nodes placed in it, in layout order; its other subnodes leave, or stay after them while a
    /// transition of that owner is in flight (it removes them when it completes).
    static func reconcileSubnodes(owner root: DisplayNode, _ placements: [NodePlacement],
                                  removingOthers: Bool = true) {
        // Most placements are the root's own: those skip the dictionary.
        var rootWanted: [DisplayNode] = []
        var wanted: [ObjectIdentifier: [DisplayNode]] = [:]
        var owners: [DisplayNode] = []
        for placement in placements {
            let owner = placement.owner
            if owner === root {
                rootWanted.append(placement.node)
                continue
            }
            let key = ObjectIdentifier(owner)
            if wanted[key] == nil { owners.append(owner) }
            wanted[key, default: []].append(placement.node)
        }
        func arrange(_ owner: DisplayNode, _ nodes: [DisplayNode]) {
            guard owner.automaticallyManagesSubnodes else { return }
            owner.arrangeSubnodes(nodes, removingOthers: removingOthers && owner.transitionsInFlight == 0)
        }
        arrange(root, rootWanted)
        for owner in owners { arrange(owner, wanted[ObjectIdentifier(owner)] ?? []) }
    }

    /// The layout of `node` inside `layout` (nil when it is not there).
    static func sublayout(of node: DisplayNode, in layout: Layout) -> Layout? {
        var pending = [layout]
        while let current = pending.popLast() {
            if current.element === node { return current }
            pending.append(contentsOf: current.sublayouts)
        }
        return nil
    }
}
