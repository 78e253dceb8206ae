import Foundation

/// Patching a kept tree where its elements changed (see ``LayoutTreeStore``): an element read
/// again in place, or the subtrees under an element replaced by its current children, keeping
/// the subtrees of display nodes found again and freeing the slots of the rest.
extension LayoutTree {
    /// Reads `index`'s element again after it changed. Returns false, changing nothing, when its
    /// children are no longer the same elements (the subtree must be rebuilt).
    @MainActor
    mutating func refresh(_ index: Int) -> Bool {
        guard let element = elements[index].element else { return true }
        let entry = LayoutTree.entry(for: element, offered: offeredRange(to: index), isRoot: parents[index] < 0)
        let slots = childRanges[index].slots
        guard entry.children.count == slots.count,
              zip(entry.children, slots).allSatisfy({ elements[Int(childIndices[$1])].element === $0 })
        else { return false }
        nodes[index] = entry.record
        complete(entry, at: index)
        if case .flex = entry.kind {
            // The stack's direction places its children's spacing margins.
            for slot in slots { placeSpacingMargins(of: Int(childIndices[slot])) }
        }
        updateSubtreeTraits(from: index)
        return true
    }

    /// Replaces the subtrees under `index` with its element's current children, read with the
    /// range `offered` to it. `reuse` may hand back an old subtree for an element, which then stays
    /// as it is; `release` sees every other removed node before its slot is freed, `claim` every
    /// node added.
    @MainActor
    mutating func rebuildChildren(of index: Int, offered: SizeRange, release: ((any LayoutElement)?, Int) -> Void,
                                  claim: @escaping (any LayoutElement, Int) -> Void, reuse: SubtreeReuse? = nil) {
        let oldChildren = Array(children(of: index))
        for child in oldChildren { parents[Int(child)] = LayoutTree.detachedSlot }
        rebuildingNode = index
        unusedChildSlots += Int(childRanges[index].count)
        childRanges[index] = ChildRange()
        if let element = elements[index].element {
            let entry = LayoutTree.entry(for: element, offered: offered, isRoot: parents[index] < 0)
            nodes[index] = entry.record
            complete(entry, at: index)
            let range = allocateChildren(entry.children.count)
            childRanges[index] = range
            let childOffer = offeredRange(by: index, within: offered, isRoot: parents[index] < 0)
            addSubtrees(entry.children.enumerated().map { ($1, Int(range.first) + $0) }, parent: index,
                        depth: depth(of: index) + 1, offered: childOffer, claim: claim, reuse: reuse)
        }
        freeDetached(oldChildren, release: release)
        if unusedChildSlots > childIndices.count / 2 { compactChildIndices() }
        updateSubtreeTraits(from: index)
    }

    /// Whether a rebuild may keep the subtree at `node` for an element now offered `range`: it
    /// lies in the part being replaced, not yet kept, and was read for the same range (or reads
    /// none: no range was recorded for it).
    func keeps(_ node: Int, offered range: SizeRange) -> Bool {
        node < parents.count && (offeredRanges[Int32(node)].map { $0 == range } ?? true) && isDetached(node)
    }

    /// Whether `node` lies in a subtree being replaced (and not yet kept by the new one).
    private func isDetached(_ node: Int) -> Bool {
        var current = node
        while current >= 0 {
            let parent = parents[current]
            if parent == LayoutTree.detachedSlot { return true }
            current = Int(parent)
        }
        return false
    }

    /// Frees the replaced subtrees under `roots`, except the subtrees a rebuild kept.
    private mutating func freeDetached(_ roots: [Int32], release: ((any LayoutElement)?, Int) -> Void) {
        var removed = roots.filter { parents[Int($0)] == LayoutTree.detachedSlot }
        while let node = removed.popLast().map(Int.init) {
            for child in children(of: node) where parents[Int(child)] == Int32(node) { removed.append(child) }
            unusedChildSlots += Int(childRanges[node].count)
            release(elements[node].element, node)
            elements[node] = ElementReference(nil)
            measures[node] = nil
            offeredRanges[Int32(node)] = nil
            baselines[node] = nil
            parents[node] = LayoutTree.freeSlot
            childRanges[node] = ChildRange()
            freeSlots.append(Int32(node))
        }
    }

    /// The depth of `node` (the root is 1); a node in a subtree being replaced counts from where
    /// it was.
    func depth(of node: Int) -> Int {
        var result = 1
        var ancestor = Int(parents[node])
        while ancestor >= 0 || ancestor == Int(LayoutTree.detachedSlot) {
            result += 1
            ancestor = ancestor >= 0 ? Int(parents[ancestor]) : rebuildingNode
        }
        return result
    }

    /// The parent of a free slot.
    static let freeSlot: Int32 = -2
    /// The parent of the first nodes of subtrees being replaced, while their parent rebuilds.
    static let detachedSlot: Int32 = -3

    /// Rewrites `childIndices` without the runs of removed nodes.
    private mutating func compactChildIndices() {
        var compacted: [Int32] = []
        compacted.reserveCapacity(childIndices.count - unusedChildSlots)
        for node in childRanges.indices where parents[node] != LayoutTree.freeSlot {
            let range = childRanges[node]
            childRanges[node].first = Int32(compacted.count)
            compacted.append(contentsOf: childIndices[range.slots])
        }
        childIndices = compacted
        unusedChildSlots = 0
    }
}
