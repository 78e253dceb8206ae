import ChoreoSupport
import Foundation

/// What an element contributes to a layout tree: its own box and its child elements.
package struct LayoutTreeEntry {
    package var kind: LayoutNodeKind
    package var style: LayoutElementStyle
    package var measure: LeafMeasure?
    /// The element's baseline, for Yoga's baseline alignment (nil: from its first child, or its height).
    package var baseline: BaselineFunction?
    package var children: [any LayoutElement]

    package init(kind: LayoutNodeKind, style: LayoutElementStyle, measure: LeafMeasure? = nil,
                 baseline: BaselineFunction? = nil, children: [any LayoutElement] = []) {
        self.kind = kind
        self.style = style
        self.measure = measure
        self.baseline = baseline
        self.children = children
    }
}

/// Elements that describe themselves to the layout engine (specs and display nodes).
@MainActor package protocol LayoutTreeContributor: AnyObject {
    func layoutTreeEntry() -> LayoutTreeEntry
}

extension LayoutTree {
    /// Snapshots the element tree under `root`. Iterative, so arbitrarily deep trees are fine.
    @MainActor
    package init(root: any LayoutElement, options: LayoutOptions) {
        self.init(options: options)
        addSubtrees([(root, -1)], parent: -1, depth: 1, claim: nil)
    }

    /// Adds the element trees under `roots`, children of `parent` (-1: the tree's root), each
    /// index written to its slot in `childIndices` (-1: none). `claim` sees every element added.
    @MainActor
    mutating func addSubtrees(_ roots: [(element: any LayoutElement, slot: Int)], parent: Int, depth: Int,
                              claim: ((any LayoutElement, Int) -> Void)?) {
        struct Pending {
            var element: any LayoutElement
            var slot: Int
            var parent: Int
            var depth: Int
        }
        var stack = roots.reversed().map { Pending(element: $0.element, slot: $0.slot, parent: parent, depth: depth) }
        var added: [Int] = []
        // Containers seen in this build: one seen again may be its own ancestor (a cycle).
        var containers = Set<ObjectIdentifier>()
        while let pending = stack.popLast() {
            var entry = LayoutTree.entry(for: pending.element)
            if !entry.children.isEmpty, !containers.insert(ObjectIdentifier(pending.element)).inserted,
               isAncestor(pending.element, of: pending.parent) {
                Diagnostics.warn("\(type(of: pending.element)) \(ObjectIdentifier(pending.element)) contains itself; "
                                 + "laying it out without children where it repeats")
                entry.children = []
            }
            let index = addNode(entry, element: pending.element, parent: pending.parent)
            added.append(index)
            if pending.slot >= 0 { childIndices[pending.slot] = Int32(index) }
            self.depth = Swift.max(self.depth, pending.depth)
            claim?(pending.element, index)
            let range = allocateChildren(entry.children.count)
            childRanges[index] = range
            for (offset, child) in entry.children.enumerated().reversed() {
                stack.append(Pending(element: child, slot: Int(range.first) + offset, parent: index,
                                     depth: pending.depth + 1))
            }
        }
        // Children come after their parent: backwards, each node's children are done first.
        for index in added.reversed() { nodes[index].subtreeTraits = subtreeTraits(index) }
    }

    /// Whether `element` is the element of `node` or of one of its ancestors.
    private func isAncestor(_ element: any LayoutElement, of node: Int) -> Bool {
        var current = node
        while current >= 0 {
            if elements[current].element === element { return true }
            current = Int(parents[current])
        }
        return false
    }

    /// The traits of `index`'s own style and of its children's subtrees.
    private func subtreeTraits(_ index: Int) -> SubtreeTraits {
        children(of: index).reduce(SubtreeTraits(nodes[index])) { $0.union(nodes[Int($1)].subtreeTraits) }
    }

    /// Recomputes ``LayoutTreeNode/subtreeTraits`` for `node` (whose record or children
    /// changed) and its ancestors, up to the first whose traits hold.
    private mutating func updateSubtreeTraits(from node: Int) {
        var current = node
        while current >= 0 {
            let traits = subtreeTraits(current)
            if traits == nodes[current].subtreeTraits && current != node { break }
            nodes[current].subtreeTraits = traits
            current = Int(parents[current])
        }
    }

    /// Stores a new node in a free slot or a new one, returning its index.
    private mutating func addNode(_ entry: LayoutTreeEntry, element: any LayoutElement, parent: Int) -> Int {
        let record = makeRecord(entry, parent: parent)
        let index: Int
        if let free = freeSlots.popLast() {
            index = Int(free)
            nodes[index] = record
            elements[index] = ElementReference(element)
            parents[index] = Int32(parent)
            reusedSlots.append(free)
        } else {
            index = nodes.count
            nodes.append(record)
            elements.append(ElementReference(element))
            parents.append(Int32(parent))
            childRanges.append(ChildRange())
        }
        if entry.measure != nil || !measures.isEmpty { measures[index] = entry.measure }
        if entry.baseline != nil || !baselines.isEmpty { baselines[index] = entry.baseline }
        return index
    }

    private func makeRecord(_ entry: LayoutTreeEntry, parent: Int) -> LayoutTreeNode {
        var style = entry.style.sanitized()
        if style.display == .contents, !(parent >= 0 && nodes[parent].kind.isFlex) {
            Diagnostics.warn("style.display .contents needs a parent stack; laying out "
                             + (parent < 0 ? "the root" : "a child of a \(nodes[parent].kind.name)") + " as .flex")
            style.display = .flex
        }
        var extraMargin = EdgeInsets.zero
        if parent >= 0, case .flex(let container) = nodes[parent].kind {
            extraMargin = LayoutTree.spacingMargins(style, stack: container.direction, options.direction)
        }
        return LayoutTreeNode(kind: entry.kind, style: style, extraMargin: extraMargin, hasMeasure: entry.measure != nil)
    }

    /// A run of `count` new entries at the end of `childIndices`.
    private mutating func allocateChildren(_ count: Int) -> ChildRange {
        let range = ChildRange(first: Int32(childIndices.count), count: Int32(count))
        childIndices.append(contentsOf: repeatElement(-1, count: count))
        return range
    }

    /// Reads `index`'s element again after it changed. Returns false, changing nothing, when its
    /// children are no longer the same elements (the subtree must be rebuilt).
    @MainActor
    mutating func refresh(_ index: Int) -> Bool {
        guard let element = elements[index].element else { return true }
        let entry = LayoutTree.entry(for: element)
        let slots = childRanges[index].slots
        guard entry.children.count == slots.count,
              zip(entry.children, slots).allSatisfy({ elements[Int(childIndices[$1])].element === $0 })
        else { return false }
        nodes[index] = makeRecord(entry, parent: Int(parents[index]))
        measures[index] = entry.measure
        baselines[index] = entry.baseline
        if case .flex(let container) = entry.kind {
            // The stack's direction places its children's spacing margins.
            for slot in slots {
                let child = Int(childIndices[slot])
                let style = nodes[child].style
                nodes[child].extraMargin = LayoutTree.spacingMargins(style, stack: container.direction, options.direction)
                nodes[child].fixedMargin = Edges(fixed: style.margin, plus: nodes[child].extraMargin)
            }
        }
        updateSubtreeTraits(from: index)
        return true
    }

    /// Replaces the subtrees under `index` with its element's current children. `release` sees
    /// every removed node before its slot is freed; `claim` every node added.
    @MainActor
    mutating func rebuildChildren(of index: Int, release: ((any LayoutElement)?, Int) -> Void,
                                  claim: @escaping (any LayoutElement, Int) -> Void) {
        var removed = Array(children(of: index))
        unusedChildSlots += Int(childRanges[index].count)
        childRanges[index] = ChildRange()
        while let node = removed.popLast().map(Int.init) {
            removed.append(contentsOf: children(of: node))
            unusedChildSlots += Int(childRanges[node].count)
            release(elements[node].element, node)
            elements[node] = ElementReference(nil)
            measures[node] = nil
            baselines[node] = nil
            parents[node] = LayoutTree.freeSlot
            childRanges[node] = ChildRange()
            freeSlots.append(Int32(node))
        }
        guard let element = elements[index].element else { return }
        let entry = LayoutTree.entry(for: element)
        nodes[index] = makeRecord(entry, parent: Int(parents[index]))
        measures[index] = entry.measure
        baselines[index] = entry.baseline
        if unusedChildSlots > childIndices.count / 2 { compactChildIndices() }
        let range = allocateChildren(entry.children.count)
        childRanges[index] = range
        var nodeDepth = 1
        var ancestor = Int(parents[index])
        while ancestor >= 0 {
            nodeDepth += 1
            ancestor = Int(parents[ancestor])
        }
        addSubtrees(entry.children.enumerated().map { ($1, Int(range.first) + $0) }, parent: index,
                    depth: nodeDepth + 1, claim: claim)
        updateSubtreeTraits(from: index)
    }

    /// The parent of a free slot.
    static let freeSlot: Int32 = -2

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

    @MainActor
    private static func entry(for element: any LayoutElement) -> LayoutTreeEntry {
        // Specs first: a class check is far cheaper than a protocol conformance lookup.
        if let spec = element as? LayoutSpec {
            var entry = spec.layoutTreeEntry()
            if let baseline = spec.baselineFunction { entry.baseline = baseline }
            return entry
        }
        if let contributor = element as? any LayoutTreeContributor {
            return contributor.layoutTreeEntry()
        }
        // A foreign element: measure it through its own layoutThatFits.
        let opaque = OpaqueElement(element: element)
        return LayoutTreeEntry(kind: .leaf, style: element.style, measure: LeafMeasure(requiresMainActor: true) { size in
            opaque.size(fitting: size)
        })
    }

    /// Texture's `spacingBefore`/`spacingAfter` as physical margins: "before" is the edge the
    /// stack's flow starts from.
    private static func spacingMargins(_ style: LayoutElementStyle, stack: StackLayoutDirection,
                                       _ direction: LayoutDirection) -> EdgeInsets {
        guard style.spacingBefore != 0 || style.spacingAfter != 0 else { return .zero }
        let before = style.spacingBefore, after = style.spacingAfter
        let flowsLeftToRight: Bool
        switch stack {
        case .vertical: return EdgeInsets(top: before, left: 0, bottom: after, right: 0)
        case .verticalReverse: return EdgeInsets(top: after, left: 0, bottom: before, right: 0)
        case .horizontal: flowsLeftToRight = direction == .leftToRight
        case .horizontalReverse: flowsLeftToRight = direction == .rightToLeft
        }
        return flowsLeftToRight
            ? EdgeInsets(top: 0, left: before, bottom: 0, right: after)
            : EdgeInsets(top: 0, left: after, bottom: 0, right: before)
    }
}

/// Lets a foreign ``LayoutElement`` be measured from the layout thread: its own
/// `layoutThatFits` runs on the main actor.
private final class OpaqueElement: Sendable {
    // Strong, unlike the layout's element references: nothing else may keep a foreign element
    // alive until it is measured (an element that references a node storing this layout would
    // make a cycle; Choreo's own elements never do).
    let element: any LayoutElement
    init(element: any LayoutElement) { self.element = element }

    func size(fitting size: CGSize) -> CGSize {
        let range = SizeRange(min: .zero, max: size)
        return onMainActor { element.layoutThatFits(range).size }
    }
}

/// Runs `body` on the main actor, synchronously: directly when already there, through the
/// waiting main thread when layout runs on a large-stack worker, otherwise by waiting for the
/// main queue (async measurement never blocks the main actor, so this cannot deadlock).
package func onMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
    if MainActorChannel.callerHoldsMainActor {
        return MainActor.assumeIsolated { body() }
    }
    return withoutActuallyEscaping(body) { escapable in
        let box = UncheckedSendableBox(escapable)
        if let channel = MainActorChannel.current {
            var result: T?
            channel.perform { result = MainActor.assumeIsolated { box.value() } }
            return result!
        }
        return DispatchQueue.main.sync { MainActor.assumeIsolated { box.value() } }
    }
}

private struct UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

