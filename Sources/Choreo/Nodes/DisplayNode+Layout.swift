import ChoreoLayout
import Foundation

/// Where one display node goes in a layout: its owner (the nearest node above it in the layout)
/// and its frame in the owner's coordinates.
struct NodePlacement {
    let node: DisplayNode
    let owner: DisplayNode
    let frame: CGRect
    let layout: Layout
}

extension DisplayNode {
    /// The options layout passes use: the stage's, or the defaults.
    var layoutOptions: LayoutOptions { stage?.layoutOptions ?? LayoutOptions() }

    /// Computes this node's layout in `range` (``layoutSpecThatFits(_:)`` receives `range`).
    func computeLayout(in range: SizeRange) -> Layout {
        specConstrainedSize = range
        let layout = LayoutSnapshot(self, options: layoutOptions).layoutOnMainActor(in: range)
        return layout
    }

    /// Applies a layout of this node: records it, brings managed subnodes in line with it, sets
    /// every node's frame (animated when inside an animation block) and calls ``layout()``.
    func applyLayout(_ layout: Layout, constrainedSize: SizeRange? = nil) {
        let placements = DisplayNode.placements(in: layout, owner: self)
        recordLayout(layout, constrainedSize: constrainedSize ?? SizeRange(exactly: layout.size), placements)
        DisplayNode.reconcileSubnodes(owner: self, placements)
        for placement in placements { placement.node.frame = placement.frame }
        finishLayoutPass(placements)
    }

    func recordLayout(_ layout: Layout, constrainedSize: SizeRange, _ placements: [NodePlacement]) {
        calculatedLayout = layout
        constrainedSizeForCalculatedLayout = constrainedSize
        calculatedPlacements = placements
        for placement in placements {
            placement.node.setCalculatedLayout(placement.layout, constrainedSize: SizeRange(exactly: placement.frame.size))
        }
    }

    /// Marks the laid-out nodes clean and calls their ``layout()`` hooks, parents first.
    func finishLayoutPass(_ placements: [NodePlacement]) {
        needsLayout = false
        for placement in placements { placement.node.needsLayout = false }
        layout()
        for placement in placements { placement.node.layout() }
    }

    /// Every display node in `layout` below its root, parents first, with frames relative to
    /// their owner node.
    static func placements(in layout: Layout, owner: DisplayNode) -> [NodePlacement] {
        var result: [NodePlacement] = []
        func visit(_ layout: Layout, owner: DisplayNode, offset: CGPoint) {
            for sublayout in layout.sublayouts {
                let origin = CGPoint(x: offset.x + sublayout.position.x, y: offset.y + sublayout.position.y)
                if let node = sublayout.element as? DisplayNode {
                    result.append(NodePlacement(node: node, owner: owner,
                                                frame: CGRect(origin: origin, size: sublayout.size), layout: sublayout))
                    visit(sublayout, owner: node, offset: .zero)
                } else {
                    visit(sublayout, owner: owner, offset: origin)
                }
            }
        }
        visit(layout, owner: owner, offset: .zero)
        return result
    }

    /// Texture's automatic subnode management: each owner that manages its subnodes gets the
    /// nodes placed in it, in layout order; its other subnodes leave, or (during a transition,
    /// until it completes) stay after them.
    static func reconcileSubnodes(owner root: DisplayNode, _ placements: [NodePlacement],
                                  removingOthers: Bool = true) {
        var wanted: [ObjectIdentifier: [DisplayNode]] = [:]
        var owners: [DisplayNode] = [root]
        for placement in placements {
            let key = ObjectIdentifier(placement.owner)
            if wanted[key] == nil, placement.owner !== root { owners.append(placement.owner) }
            wanted[key, default: []].append(placement.node)
        }
        for owner in owners where owner.automaticallyManagesSubnodes {
            owner.arrangeSubnodes(wanted[ObjectIdentifier(owner)] ?? [], removingOthers: removingOthers)
        }
    }
}
