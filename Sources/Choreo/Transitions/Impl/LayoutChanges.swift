import ChoreoLayout
import Foundation

/// What one layout transition changes on screen: the placements to move, the nodes entering and
/// leaving, and the owners whose subnodes change. The transition applies and animates these.
///
/// Found from both layouts' placements, or, when the node shows its kept tree's last result and
/// the new layout is that tree's next pass, from the part of the tree the pass reached: a
/// one-cell change on a screen of thousands of nodes then touches the cell and the nodes that
/// move, not every node of the screen.
@MainActor
struct LayoutChanges {
    /// The placements whose frames may differ from what is shown, parents first.
    let placed: [NodePlacement]
    /// The nodes only in the new layout, and only in the old one (each with the nodes inside it).
    let inserted: [DisplayNode]
    let removed: [DisplayNode]
    /// The owners whose placed nodes may have changed, each with the nodes it places now; nil
    /// when every owner in ``placed`` may have.
    let owners: [(owner: DisplayNode, placed: [DisplayNode])]?

    /// The changes between two full placement lists.
    init(from lists: PlacementLists) {
        placed = lists.to
        inserted = lists.diff.inserted
        removed = lists.diff.removed
        owners = nil
    }

    private init(placed: [NodePlacement], inserted: [DisplayNode], removed: [DisplayNode],
                 owners: [(owner: DisplayNode, placed: [DisplayNode])]) {
        self.placed = placed
        self.inserted = inserted
        self.removed = removed
        self.owners = owners
    }

    /// The changes from `old`, the result `owner` shows (its kept tree's previous result), to
    /// `new`, the tree's last result; nil when an owner of a changed part is not found in `old`.
    static func fromKeptTree(_ store: LayoutTreeStore, old: Layout, new: Layout,
                             owner root: DisplayNode) -> LayoutChanges? {
        var owners: [(owner: DisplayNode, placed: [DisplayNode])] = []
        var entering: [NodePlacement] = [], leaving: [NodePlacement] = []
        for element in store.elementsAroundRebuiltSlots() {
            guard let owner = element as? DisplayNode else { continue }
            guard let newRegion = store.part(of: owner, in: new) else { return nil }
            let placedNodes = DisplayNode.placedNodes(in: newRegion, owner: owner, enteringNodes: false)
            owners.append((owner, placedNodes))
            // An owner the old result did not lay out at its slot is new there: what it places
            // is inside an entering node, or moved with it, and is counted as such.
            guard let oldRegion = store.part(of: owner, in: old) else { continue }
            // Most owners read again place the nodes they placed before (a screen whose content
            // is read again around its kept cells): none of those enters or leaves.
            if DisplayNode.places(placedNodes, in: oldRegion, owner: owner, enteringNodes: false) { continue }
            leaving.append(contentsOf: DisplayNode.placements(in: oldRegion, owner: owner, enteringNodes: false))
            entering.append(contentsOf: DisplayNode.placements(in: newRegion, owner: owner, enteringNodes: false))
        }
        // A node that moved between owners is in both lists: neither inserted nor removed.
        let oldNodes = withInsides(placements(leaving, notIn: entering), leaving)
        let newNodes = withInsides(placements(entering, notIn: leaving), entering)
        return LayoutChanges(placed: DisplayNode.reachedPlacements(in: new, owner: root, store: store),
                             inserted: DisplayNode.nodes(newNodes, notIn: oldNodes),
                             removed: DisplayNode.nodes(oldNodes, notIn: newNodes), owners: owners)
    }

    /// The placements of `placements` whose node no placement of `others` places, in order.
    private static func placements(_ placements: [NodePlacement], notIn others: [NodePlacement]) -> [NodePlacement] {
        let mark = DisplayNode.nextMark()
        for placement in others { placement.node.mark = mark }
        var result: [NodePlacement] = []
        for placement in placements where placement.node.mark != mark { result.append(placement) }
        return result
    }

    /// The nodes of `placements`, with the nodes inside those of `arriving` (the placements only
    /// on this side) as their layouts place them.
    private static func withInsides(_ arriving: [NodePlacement], _ placements: [NodePlacement]) -> [DisplayNode] {
        var nodes = placements.map(\.node)
        for placement in arriving {
            nodes.append(contentsOf: DisplayNode.placedNodes(in: placement.layout, owner: placement.node))
        }
        return nodes
    }
}

/// Both layouts' full placement lists and the node diff between them.
@MainActor
struct PlacementLists {
    let from: [NodePlacement]
    let to: [NodePlacement]
    var diff: NodeDiff

    init(from: [NodePlacement], to: [NodePlacement]) {
        self.from = from
        self.to = to
        diff = NodeDiff(old: from.map(\.node), new: to.map(\.node))
    }
}

/// The difference between two ordered node lists: the nodes only in the new one (inserted) and
/// only in the old one (removed), in list order. Found with node marks (no hashing); each node's
/// position in either list is indexed only when a custom animation first asks for a frame.
struct NodeDiff {
    let inserted: [DisplayNode]
    let removed: [DisplayNode]
    private let old: [DisplayNode]
    private let new: [DisplayNode]
    private var indices: (old: [ObjectIdentifier: Int], new: [ObjectIdentifier: Int])?

    @MainActor
    init(old: [DisplayNode], new: [DisplayNode]) {
        self.old = old
        self.new = new
        inserted = DisplayNode.nodes(new, notIn: old)
        removed = DisplayNode.nodes(old, notIn: new)
    }

    /// The first position of `node` in the old and the new list.
    mutating func index(of node: DisplayNode) -> (old: Int?, new: Int?) {
        if indices == nil { indices = (NodeDiff.firstIndices(old), NodeDiff.firstIndices(new)) }
        let id = ObjectIdentifier(node)
        return (indices?.old[id], indices?.new[id])
    }

    private static func firstIndices(_ nodes: [DisplayNode]) -> [ObjectIdentifier: Int] {
        var indices: [ObjectIdentifier: Int] = [:]
        indices.reserveCapacity(nodes.count)
        for (index, node) in nodes.enumerated() where indices[ObjectIdentifier(node)] == nil {
            indices[ObjectIdentifier(node)] = index
        }
        return indices
    }
}
