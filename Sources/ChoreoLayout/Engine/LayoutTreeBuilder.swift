import ChoreoSupport
import Foundation

/// What an element contributes to a layout tree: its own box and its child elements.
package struct LayoutTreeEntry: ~Copyable {
    /// The element's record as the tree keeps it (its style sanitized), but for what its parent
    /// adds (``LayoutTree/complete(_:at:)``): built once, it goes into the tree as it is.
    let record: LayoutTreeNode
    package let measure: LeafMeasure?
    /// The element's baseline, for Yoga's baseline alignment (nil: from its first child, or its height).
    package var baseline: BaselineFunction?
    package var children: [any LayoutElement]
    /// Whether the entry depends on the range the element is offered (a display node's
    /// `layoutSpecThatFits` may): the tree then records the range, and keeps the element's
    /// subtree in a rebuild only when it is offered the same range again.
    package var readsOfferedRange = true

    package var kind: LayoutNodeKind { record.kind }

    /// The entry of an element of `kind` with `style`: the record the style keeps (see
    /// ``LayoutElementStyle/validRecord``), or one made now with each repair reported.
    @MainActor @inline(__always)
    package init(kind: LayoutNodeKind, style: LayoutElementStyle, measure: LeafMeasure? = nil,
                 baseline: BaselineFunction? = nil, children: [any LayoutElement] = []) {
        record = LayoutTreeNode(kind: kind, record: style.record)
        self.measure = measure
        self.baseline = baseline
        self.children = children
    }
}

/// Elements that describe themselves to the layout engine (specs and display nodes).
@MainActor package protocol LayoutTreeContributor: AnyObject {
    func layoutTreeEntry() -> LayoutTreeEntry
    /// What the element contributes when its parent offers it `range` (a root: the range it is
    /// laid out in). Elements whose content depends on the range (display nodes, through
    /// `layoutSpecThatFits`) implement it; the default ignores the range.
    func layoutTreeEntry(offered range: SizeRange) -> LayoutTreeEntry
}

extension LayoutTreeContributor {
    package func layoutTreeEntry(offered range: SizeRange) -> LayoutTreeEntry { layoutTreeEntry() }
}

/// What a tree build may take from the tree it replaces: the slot an element filled there, whose
/// subtree it may keep (nil: read it anew).
typealias SubtreeReuse = (any LayoutElement) -> Int?

extension LayoutTree {
    /// Snapshots the element tree under `root`. Iterative, so arbitrarily deep trees are fine.
    @MainActor
    package init(root: any LayoutElement, in range: SizeRange = .unconstrained, options: LayoutOptions) {
        self.init(options: options)
        addSubtrees([(root, -1)], parent: -1, depth: 1, offered: range, claim: nil)
    }

    /// Adds the element trees under `roots`, children of `parent` (-1: the tree's root), each
    /// index written to its slot in `childIndices` (-1: none), `offered` the range their parent
    /// offers them. `claim` sees every element added; `reuse` may hand back a kept subtree for an
    /// element instead.
    @MainActor
    mutating func addSubtrees(_ roots: [(element: any LayoutElement, slot: Int)], parent: Int, depth: Int,
                              offered: SizeRange, claim: ((any LayoutElement, Int) -> Void)?,
                              reuse: SubtreeReuse? = nil) {
        struct Pending {
            // Unretained: the caller's roots and `childLists` hold every pending element.
            unowned(unsafe) var element: any LayoutElement
            var slot: Int
            var parent: Int
            var depth: Int
            var offered: SizeRange
            /// Whether a display node (or another element that is not a spec) is above it.
            var isUnderNode = false
        }
        var stack = roots.reversed().map {
            Pending(element: $0.element, slot: $0.slot, parent: parent, depth: depth, offered: offered)
        }
        // The children lists read, which hold the elements waiting on the stack (an element whose
        // display node built it in `layoutSpecThatFits` may have no other owner).
        var childLists: [[any LayoutElement]] = []
        var added: [Int] = []
        // Elements get their weak references once the walk is done: forming one gives an element
        // a side table, and every later retain and release of it takes a slower path.
        var addedElements: [UnretainedElement] = []
        // The slots of specs a node's content holds, which may have no owner once read.
        var contentSpecSlots: [Int] = []
        var containers = Set<ObjectIdentifier>()
        while let pending = stack.popLast() {
            if let kept = reuse?(pending.element), keeps(kept, offered: pending.offered) {
                attach(kept, parent: pending.parent, slot: pending.slot, depth: pending.depth)
                continue
            }
            // The entry is read in place, never copied: a copy of its record costs a memmove.
            let entry = LayoutTree.entry(for: pending.element, offered: pending.offered, isRoot: pending.parent < 0)
            var children = entry.children
            // Only a container seen before in this build can be its own ancestor (a cycle).
            if !children.isEmpty, !containers.insert(ObjectIdentifier(pending.element)).inserted,
               repeatsAncestor(pending.element, under: pending.parent, addedElements: &addedElements) {
                children = []
            }
            let index = addNode(entry, parent: pending.parent)
            added.append(index)
            addedElements.append(UnretainedElement(index: index, element: pending.element))
            let isSpec = pending.element is LayoutSpec
            if pending.isUnderNode, isSpec { contentSpecSlots.append(index) }
            if pending.parent < 0 || (entry.readsOfferedRange && !isSpec) {
                offeredRanges[Int32(index)] = pending.offered
            }
            if pending.slot >= 0 { childIndices[pending.slot] = Int32(index) }
            self.depth = Swift.max(self.depth, pending.depth)
            claim?(pending.element, index)
            // A leaf keeps the empty run every new or freed slot has.
            guard !children.isEmpty else { continue }
            let range = allocateChildren(children.count)
            childRanges[index] = range
            childLists.append(children)
            let childOffer = offeredRange(by: index, within: pending.offered, isRoot: pending.parent < 0)
            for offset in children.indices.reversed() {
                stack.append(Pending(element: children[offset], slot: Int(range.first) + offset, parent: index,
                                     depth: pending.depth + 1, offered: childOffer,
                                     isUnderNode: pending.isUnderNode || !isSpec))
            }
        }
        // Children come after their parent: backwards, each node's children are done first.
        for index in added.reversed() { nodes[index].subtreeTraits = subtreeTraits(index) }
        // The children lists hold the elements until they have their weak references.
        setElements(&addedElements)
        childLists.removeAll()
        forgetReleasedElements(in: contentSpecSlots)
    }

    /// Empties the references of the slots in `slots` whose elements are gone (most specs a
    /// node's content holds have no owner once read): a weak reference to a released object
    /// keeps a side table of it allocated until the reference goes.
    @MainActor
    private mutating func forgetReleasedElements(in slots: [Int]) {
        for slot in slots where elements[slot].element == nil { elements[slot] = ElementReference(nil) }
    }

    /// Whether `element`, added under `parent`, is the element of `parent` or of one of its
    /// ancestors (reported: it is laid out without children there). The elements added so far
    /// get their weak references first, which the check reads.
    @MainActor
    private mutating func repeatsAncestor(_ element: any LayoutElement, under parent: Int,
                                          addedElements: inout [UnretainedElement]) -> Bool {
        setElements(&addedElements)
        guard isAncestor(element, of: parent) else { return false }
        Diagnostics.warn("\(type(of: element)) \(ObjectIdentifier(element)) contains itself; laying it out "
                         + "without children where it repeats")
        return true
    }

    /// Makes the kept subtree at `node` a child of `parent`, in `slot` of `childIndices`.
    private mutating func attach(_ node: Int, parent: Int, slot: Int, depth: Int) {
        let oldDepth = self.depth(of: node)
        parents[node] = Int32(parent)
        attachedSlots.append(Int32(node))
        if slot >= 0 { childIndices[slot] = Int32(node) }
        // The subtree's own height is at most what the tree's depth allowed below its old place.
        self.depth = Swift.max(self.depth, self.depth - oldDepth + depth)
        placeSpacingMargins(of: node)
    }

    /// Sets `child`'s spacing margins from its parent: a stack's direction turns Texture's
    /// `spacingBefore`/`spacingAfter` into physical margins; other parents give none.
    mutating func placeSpacingMargins(of child: Int) {
        var extraMargin = EdgeInsets.zero
        if parents[child] >= 0, case .flex(let container) = nodes[Int(parents[child])].kind {
            extraMargin = LayoutTree.spacingMargins(before: nodes[child].style.spacingBefore,
                                                      after: nodes[child].style.spacingAfter,
                                                      stack: container.direction, options.direction)
        }
        // Most children keep none: their records are left as they are.
        guard FloatEdges(extraMargin) != nodes[child].extraMarginEdges else { return }
        nodes[child].setExtraMargin(extraMargin)
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

    /// Gives the nodes in `added` their elements, emptying it.
    private mutating func setElements(_ added: inout [UnretainedElement]) {
        for node in added { elements[node.index] = ElementReference(node.element) }
        added.removeAll(keepingCapacity: true)
    }

    /// The traits of `index`'s own style, of its children's subtrees, and of how its children shrink.
    private func subtreeTraits(_ index: Int) -> SubtreeTraits {
        var traits = nodes[index].ownTraits
        for child in children(of: index) {
            traits.formUnion(nodes[Int(child)].subtreeTraits)
            if nodes[Int(child)].style.flexShrink != 0 {
                traits.formUnion(SubtreeTraits(shrinkingChildOf: nodes[index].kind,
                                               display: nodes[index].style.display))
            }
        }
        return traits
    }

    /// Recomputes ``LayoutTreeNode/subtreeTraits`` for `node` (whose record or children
    /// changed) and its ancestors, up to the first whose traits hold.
    mutating func updateSubtreeTraits(from node: Int) {
        var current = node
        while current >= 0 {
            let traits = subtreeTraits(current)
            if traits == nodes[current].subtreeTraits && current != node { break }
            nodes[current].subtreeTraits = traits
            current = Int(parents[current])
        }
    }

    /// Stores a new node in a free slot or a new one, returning its index; its element is the
    /// caller's to set.
    private mutating func addNode(_ entry: borrowing LayoutTreeEntry, parent: Int) -> Int {
        let index: Int
        if let free = freeSlots.popLast() {
            index = Int(free)
            nodes[index] = entry.record
            parents[index] = Int32(parent)
            reusedSlots.append(free)
        } else {
            index = nodes.count
            nodes.append(entry.record)
            elements.append(ElementReference(nil))
            parents.append(Int32(parent))
            childRanges.append(ChildRange())
        }
        complete(entry, at: index)
        return index
    }

    /// Completes `node`, whose record was just set from `entry`: its measure and baseline, and
    /// what its parent decides of the record (a stack's spacing margins, and `display: contents`
    /// only inside a stack), changed in place: a local copy of a record costs a memmove.
    mutating func complete(_ entry: borrowing LayoutTreeEntry, at node: Int) {
        if entry.measure != nil { nodes[node].hasMeasure = true }
        if entry.measure != nil || !measures.isEmpty { measures[node] = entry.measure }
        if entry.baseline != nil || !baselines.isEmpty { baselines[node] = entry.baseline }
        let parent = Int(parents[node])
        placeSpacingMargins(of: node)
        if nodes[node].style.display == .contents, !(parent >= 0 && nodes[parent].kind.isFlex) {
            Diagnostics.warn("style.display .contents needs a parent stack; laying out "
                             + (parent < 0 ? "the root" : "a child of a \(nodes[parent].kind.name)") + " as .flex")
            nodes[node].changeStyle { $0.display = .flex }
        }
    }

    /// A run of `count` new entries at the end of `childIndices`.
    mutating func allocateChildren(_ count: Int) -> ChildRange {
        let range = ChildRange(first: Int32(childIndices.count), count: Int32(count))
        childIndices.append(contentsOf: repeatElement(-1, count: count))
        return range
    }

    /// What `element` contributes; a child is handed the range `offered` to it narrowed by its own
    /// sizes, the root the range it is laid out in.
    @MainActor @inline(__always)
    static func entry(for element: any LayoutElement, offered: SizeRange, isRoot: Bool) -> LayoutTreeEntry {
        // Specs first: a class check is far cheaper than a protocol conformance lookup.
        if let spec = element as? LayoutSpec {
            guard let baseline = spec.baselineFunction else { return spec.layoutTreeEntry() }
            var entry = spec.layoutTreeEntry()
            entry.baseline = baseline
            return entry
        }
        if let contributor = element as? any LayoutTreeContributor {
            return contributor.layoutTreeEntry(offered: isRoot ? offered : offered.resolved(for: element.style))
        }
        // A foreign element: measure it through its own layoutThatFits.
        let opaque = OpaqueElement(element: element)
        return LayoutTreeEntry(kind: .leaf, style: element.style, measure: LeafMeasure(requiresMainActor: true) { size in
            opaque.size(fitting: size)
        })
    }

    /// Texture's `spacingBefore`/`spacingAfter` as physical margins: "before" is the edge the
    /// stack's flow starts from.
    private static func spacingMargins(before: CGFloat, after: CGFloat, stack: StackLayoutDirection,
                                       _ direction: LayoutDirection) -> EdgeInsets {
        guard before != 0 || after != 0 else { return .zero }
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

/// An element added to a tree by a walk that holds it elsewhere, and its slot.
struct UnretainedElement {
    let index: Int
    unowned(unsafe) let element: any LayoutElement
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
