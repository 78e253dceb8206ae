import ChoreoLayout
import Foundation

/// Applying a layout pass computed from the node's kept layout tree: only what the pass reached.
///
/// A pass that patched the kept tree rewrote the frames along the changed paths and left every
/// other subtree as it was (``LayoutTreeStore/lastPassMarks``). Applying it visits the same
/// part: nodes it did not reach keep their frames and are not touched, their ``layout()`` does
/// not run, and they hold no layout of their own (their ``calculatedLayout`` is their part of
/// the kept tree's result). Owners whose laid-out nodes may have changed (those around a slot
/// whose children were read again) get their subnodes brought in line. The whole layout is
/// applied instead after the tree was built anew, while a layout transition is in flight
/// anywhere, and when what the node shows did not come from its kept tree's last result (a
/// transition applied another layout).
extension DisplayNode {
    /// Applies `layout`, this node's layout in `range` from its kept tree, visiting only what
    /// the pass that computed it changed when that is known.
    func applyKeptLayout(_ layout: Layout, constrainedSize range: SizeRange) {
        if layoutStore?.lastCall == .kept, let current = calculatedLayout, current.isSameResult(as: layout) {
            // Nothing changed since this result was applied (by a pass or a transition).
            return finishLayoutPass(laidOut: [])
        }
        guard let store = layoutStore, noTransitionInFlightAround, showsKeptLayout,
              store.lastCall != .rebuilt else {
            let placements = applyLayout(layout, constrainedSize: range)
            // What was applied is the kept tree's result: the nodes read it from there.
            showKeptResult(for: range)
            for placement in placements where placement.node.transitionsInFlight == 0 {
                placement.node.storedLayout = nil
            }
            return
        }
        switch store.lastCall {
        case .rebuilt, .kept:
            finishLayoutPass(laidOut: [])
        case .patched:
            showKeptResult(for: range)
            reconcileRebuiltOwners(of: layout, store)
            finishLayoutPass(laidOut: applyReachedFrames(of: layout, store))
        }
    }

    /// Brings the subnodes of every owner around a rebuilt slot in line with the nodes it places.
    private func reconcileRebuiltOwners(of layout: Layout, _ store: LayoutTreeStore) {
        for element in store.elementsAroundRebuiltSlots() {
            guard let owner = element as? DisplayNode,
                  let region = owner === self ? layout : store.lastLayout(of: owner) else { continue }
            guard owner.automaticallyManagesSubnodes else { continue }
            owner.arrangeSubnodes(DisplayNode.placedNodes(in: region, owner: owner, enteringNodes: false),
                                  removingOthers: owner.transitionsInFlight == 0)
        }
    }

    /// Sets the frames the pass reached and returns the reached nodes whose ``layout()`` is due
    /// (new, marked, or resized), parents first.
    private func applyReachedFrames(of layout: Layout, _ store: LayoutTreeStore) -> [DisplayNode] {
        var due: [DisplayNode] = []
        for placement in DisplayNode.reachedPlacements(in: layout, owner: self, store: store) {
            placement.node.applyFrame(placement.frame)
            if placement.node.needsLayout { due.append(placement.node) }
        }
        return due
    }

    /// The placements in `layout` (the last result of `store`, whose root is `owner`) whose
    /// frames the pass that computed it may have changed, parents first: the nodes it reached,
    /// and the nodes inside a spec that moved (which moves them relative to their owner).
    /// Everything else kept its frame relative to its owner.
    static func reachedPlacements(in layout: Layout, owner: DisplayNode, store: LayoutTreeStore) -> [NodePlacement] {
        struct Pending {
            var layout: Layout
            /// Not retained: `owner` itself, or the node of a placement already in the result.
            unowned(unsafe) var owner: DisplayNode
            /// The origin of the parent element in the owner's coordinates.
            var offset: CGPoint
            /// Whether a spec between the owner and this element moved.
            var specMoved: Bool
        }
        var result: [NodePlacement] = []
        var pending: [Pending] = []
        let marks = store.lastPassMarks
        // Only the children the walk visits: most of a long list's rows were not reached.
        func pushChildren(of parent: Layout, owner: DisplayNode, offset: CGPoint, specMoved: Bool) {
            for position in (0..<parent.sublayoutCount).reversed() {
                let child = parent.sublayout(position)
                guard specMoved || marks.wasReached(child) else { continue }
                pending.append(Pending(layout: child, owner: owner, offset: offset, specMoved: specMoved))
            }
        }
        pushChildren(of: layout, owner: owner, offset: .zero, specMoved: false)
        while let next = pending.popLast() {
            let reached = marks.wasReached(next.layout)
            let frame = CGRect(x: next.offset.x + next.layout.position.x, y: next.offset.y + next.layout.position.y,
                               width: next.layout.size.width, height: next.layout.size.height)
            if let node = next.layout.element as? DisplayNode {
                result.append(NodePlacement(node: node, owner: next.owner, frame: frame, layout: next.layout))
                if reached, node.transitionsInFlight == 0 {
                    pushChildren(of: next.layout, owner: node, offset: .zero, specMoved: false)
                }
            } else {
                pushChildren(of: next.layout, owner: next.owner, offset: frame.origin,
                             specMoved: next.specMoved || marks.wasMoved(next.layout))
            }
        }
        return result
    }

    /// Sets a frame from a pass of a kept tree, which holds this node's layout from now on.
    func applyFrame(_ frame: CGRect) {
        readLayoutFromKeptTree(size: frame.size)
        if untransformedFrame != frame { untransformedFrame = frame }
    }

    /// Records that this node shows its own kept tree's last result, laid out in `range`: it
    /// reads its layout from there, and the next pass may apply only what changes.
    func showKeptResult(for range: SizeRange) {
        storedLayout = nil
        showsKeptLayout = true
        hasCurrentLayout = true
        constrainedSizeForCalculatedLayout = range
    }

    /// Records that the node's layout, for `size`, is its part of the kept tree that laid it out.
    func readLayoutFromKeptTree(size: CGSize) {
        storedLayout = nil
        hasCurrentLayout = true
        constrainedSizeForCalculatedLayout = SizeRange(exactly: size)
    }
}
