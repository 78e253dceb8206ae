import ChoreoSupport
import Foundation

/// Elements that report their own changes to the kept tree they are in: specs, and display
/// nodes (whose content a changed `layoutSpecThatFits` replaces).
@MainActor package protocol TrackedLayoutElement: LayoutElement {
    var treeMembership: TreeMembership { get set }
}

/// Which slot of which kept tree an element fills, so that its changes reach that tree.
package struct TreeMembership {
    /// Neither retained nor weak (a weak reference would give every element of a tree a side
    /// table): a store resets the memberships of the elements it drops, and of all it holds when
    /// it goes (``LayoutTreeStore/forgetMemberships()``), so this never outlives its store.
    package unowned(unsafe) var store: LayoutTreeStore?
    var index: Int32 = -1
    /// The store's build the slot belongs to (a full rebuild gives every element a new slot).
    var build: UInt32 = 0

    package init() {}

    init(store: LayoutTreeStore, index: Int32, build: UInt32) {
        self.store = store
        self.index = index
        self.build = build
    }
}

/// A layout tree kept across layouts of one root (a spec or a display node), patched where its elements changed, with
/// the engine's results and caches: laying an unchanged tree out again costs next to nothing,
/// and a change costs the work along its path (Yoga keeps its tree and caches the same way).
///
/// Every spec and display node in the tree knows its slot (``TreeMembership``) and reports a
/// change of its own (``elementChanged(_:structural:)``); the next layout reads those elements
/// again, rebuilds the subtrees whose children changed, and drops the cached results of each
/// changed slot and its ancestors. A rebuild keeps the subtrees of the display nodes it finds
/// again, offered the same range, as they are: their content is read again only when they
/// report a change. A tree that holds something whose changes are not reported (a foreign
/// element, one spec in two places) is built anew for every layout.
@MainActor
package final class LayoutTreeStore {
    // The flags and the kept result an unchanged tree's call reads skip dynamic exclusivity
    // checks, which would cost that call more than its own work: each access to them is brief
    // and runs no other code. The tree and the state keep their checks: a build or a pass holds
    // them while elements' code runs (a node's `layoutSpecThatFits`), which must not reenter.

    /// The root element, which owns this store.
    package unowned let root: any LayoutElement
    private var tree = LayoutTree(options: LayoutOptions())
    private var state = LayoutState()
    /// Slots whose element reported a change, and what changed (1: its own properties,
    /// 2: its children), by slot.
    @exclusivity(unchecked) private var changed: [Int32] = []
    private var changeKinds: [UInt8] = []
    /// Whether every element's changes are reported.
    @exclusivity(unchecked) private var isTracked = false
    /// Whether the next layout must build the tree anew.
    @exclusivity(unchecked) private var needsRebuild = true
    private var build: UInt32 = 0
    /// The last result and what it was asked for: an unchanged tree asked again returns it.
    @exclusivity(unchecked) private var lastLayout: KeptResult?
    /// How many nodes the last layout laid out or measured (results not answered by a cache).
    package var computationsInLastLayout: Int { lastCall == .kept ? 0 : state.computations }
    /// The bytes the kept tree, its results and caches take per element (the engine's memory
    /// budget is that of a Yoga node, about 750 bytes).
    package var bytesPerElement: Int { (tree.bytesInUse + state.bytesInUse) / Swift.max(1, tree.nodes.count) }
    /// What the last call did: built the tree anew, patched it, or returned the kept result.
    @exclusivity(unchecked) package private(set) var lastCall = LastCall.rebuilt
    /// Slots whose children the last layout read again (empty after a rebuild: all were).
    private var rebuiltSlots: [Int32] = []
    /// Slots of the display nodes the last layout added to the tree (empty after a rebuild).
    private var addedNodeSlots: [Int32] = []

    /// A result and what it was asked for (a struct, not a tuple: copying a tuple with an
    /// optional goes through the runtime's generic copy).
    private struct KeptResult {
        let range: SizeRange
        let parentSize: CGSize?
        let options: LayoutOptions
        let layout: Layout
    }

    /// How the last call to ``layout(in:parentSize:options:)`` came by its result.
    package enum LastCall {
        /// The tree was built anew: every element was read and every frame is new.
        case rebuilt
        /// Changed elements were read again and their paths laid out (see ``PassMarks``).
        case patched
        /// Nothing had changed: the kept result.
        case kept
    }

    package init(root: any LayoutElement) {
        self.root = root
    }

    isolated deinit {
        // The kept result shares the tree's and the state's buffers: dropped first, so they go
        // to the pool as they are rather than as fresh copies the next tree would fault in again.
        lastLayout = nil
        forgetMemberships()
        LayoutBufferPool.recycle(tree: &tree, state: &state)
    }

    /// The root's layout in `range`, from what is kept wherever nothing changed.
    package func layout(in range: SizeRange, parentSize: CGSize?, options: LayoutOptions) -> Layout {
        // Answered from the kept result alone, without touching the tree or the state (the
        // result was laid out with the tree's options, in the range it records for its root).
        if !needsRebuild, isTracked, changed.isEmpty, let last = lastLayout, last.range == range,
           last.parentSize == parentSize, last.options == options {
            lastCall = .kept
            return last.layout
        }
        let fresh = needsRebuild || !isTracked || options != tree.options
        if !fresh, tree.offeredRanges[0] != range {
            tree.offeredRanges[0] = range
            // A display node's content is read for the range it is laid out in.
            if !(root is LayoutSpec) { rootChanged() }
        }
        lastCall = fresh ? .rebuilt : .patched
        rebuiltSlots.removeAll(keepingCapacity: true)
        addedNodeSlots.removeAll(keepingCapacity: true)
        // The kept result shares buffers with the state: dropped first, so the pass changes them in place.
        lastLayout = nil
        if fresh {
            rebuild(in: range, options: options)
        } else {
            applyChanges()
        }
        prepareState()
        MainActorChannel.withCallerOnMainActor {
            tree.layOut(in: range, parentSize: parentSize, state: &state, snappingAll: lastCall == .rebuilt)
        }
        let layout = tree.result(of: state)
        lastLayout = KeptResult(range: range, parentSize: parentSize, options: options, layout: layout)
        return layout
    }

    /// What the last layout changed, read once by a walk over its result (one access to the
    /// state, rather than one per node).
    package var lastPassMarks: PassMarks {
        PassMarks(reachedPass: state.reachedPass, pass: state.pass, rebuilt: lastCall == .rebuilt)
    }

    /// The elements whose sets of laid-out elements the last layout may have changed: those
    /// nearest to each slot whose children it read again that are not specs (display nodes, or
    /// the root), and the display nodes it added to the tree (read in full). Each once, in no
    /// particular order.
    package func elementsAroundRebuiltSlots() -> [any LayoutElement] {
        var seen = Set<Int32>()
        var result: [any LayoutElement] = []
        for slot in addedNodeSlots where tree.parents[Int(slot)] != LayoutTree.freeSlot {
            if let element = tree.elements[Int(slot)].element, seen.insert(slot).inserted { result.append(element) }
        }
        for slot in rebuiltSlots {
            var current = slot
            while current >= 0, tree.parents[Int(current)] != LayoutTree.freeSlot {
                if let element = tree.elements[Int(current)].element, !(element is LayoutSpec) || current == 0 {
                    if seen.insert(current).inserted { result.append(element) }
                    break
                }
                current = tree.parents[Int(current)]
            }
        }
        return result
    }

    /// The part of the last result that lays out `element` (nil when it is not in it).
    package func lastLayout(of element: any TrackedLayoutElement) -> Layout? {
        lastLayout.flatMap { part(of: element, in: $0.layout) }
    }

    /// The part of `result`, a whole result of this store (the last, or an earlier one that
    /// laid the element out at the slot it fills now), that lays out `element`; nil when that
    /// slot lays out something else there.
    package func part(of element: any TrackedLayoutElement, in result: Layout) -> Layout? {
        if element === root { return result }
        let membership = element.treeMembership
        guard membership.store === self, Int(membership.index) < result.storage.elements.count else { return nil }
        let part = Layout(storage: result.storage, index: Int(membership.index))
        return part.element === element ? part : nil
    }

    /// Notes that the element filling `membership`'s slot changed: its own properties, or
    /// (`structural`) its children.
    package func elementChanged(_ membership: TreeMembership, structural: Bool) {
        guard isTracked, !needsRebuild, membership.build == build, Int(membership.index) < changeKinds.count
        else { return }
        let index = membership.index
        let slot = Int(index)
        if changeKinds[slot] == 0 { changed.append(index) }
        changeKinds[slot] = Swift.max(changeKinds[slot], structural ? 2 : 1)
    }

    /// Notes that the root element's content changed (its children must be read again).
    package func rootChanged() {
        guard isTracked, !needsRebuild, !changeKinds.isEmpty else { return }
        if changeKinds[0] == 0 { changed.append(0) }
        changeKinds[0] = 2
    }

    /// Notes that the tree can no longer be patched (one of its elements moved to another tree).
    package func elementLeft() {
        needsRebuild = true
    }

    private func rebuild(in range: SizeRange, options: LayoutOptions) {
        // Also when patching finds the tree can no longer be followed: everything is new.
        lastCall = .rebuilt
        rebuiltSlots.removeAll(keepingCapacity: true)
        addedNodeSlots.removeAll(keepingCapacity: true)
        build &+= 1
        isTracked = true
        needsRebuild = false
        changed.removeAll()
        forgetMemberships()
        LayoutBufferPool.reuse(tree: &tree, state: &state, options: options)
        tree.addSubtrees([(root, -1)], parent: -1, depth: 1, offered: range, claim: claim)
        tree.trimExcessCapacity()
        changeKinds = Array(repeating: 0, count: tree.nodes.count)
    }

    /// Reads the changed elements again, rebuilding the subtrees whose children changed, and
    /// drops the cached results along each change's path.
    private func applyChanges() {
        // Reading an element may change others (a node's `layoutSpecThatFits` setting a
        // subnode's style): those changes come in the next round, read in this same layout.
        var rounds = 0
        while !changed.isEmpty, rounds < LayoutTreeStore.maximumRounds, isTracked {
            rounds += 1
            let batch = changed
            changed.removeAll(keepingCapacity: true)
            applyChanges(batch)
        }
        if !changed.isEmpty, isTracked {
            Diagnostics.warn("reading the layout's elements kept changing them after \(rounds) rounds; "
                             + "the rest waits for the next layout")
        }
        if !isTracked { rebuild(in: tree.offeredRange(to: 0), options: tree.options) }
    }

    /// How many times one layout reads changes that reading elements made.
    private static let maximumRounds = 8

    private func applyChanges(_ batch: [Int32]) {
        for index in batch {
            let slot = Int(index)
            let kind = changeKinds[slot]
            changeKinds[slot] = 0
            // A slot freed by an ancestor's rebuild, since or in this batch (its change was
            // cleared then, see `release`), needs nothing, even if another element has it now.
            guard kind != 0, tree.parents[slot] != LayoutTree.freeSlot, slot < state.invalidated.count else { continue }
            if kind == 2 || !tree.refresh(slot) {
                tree.rebuildChildren(of: slot, offered: tree.offeredRange(to: slot), release: release, claim: claim,
                                     reuse: reusableSlot)
                rebuiltSlots.append(index)
                // Kept subtrees may hang below new nodes now: the state covers them before the
                // invalidation walks up through them.
                prepareState()
            }
            state.invalidate(slot, parents: tree.parents)
            if !isTracked { break }
        }
        if changeKinds.count < tree.nodes.count {
            changeKinds.append(contentsOf: repeatElement(0, count: tree.nodes.count - changeKinds.count))
        }
    }

    /// Gives the state a slot for every node of the tree, clearing those given to new elements
    /// and the frames of subtrees attached to new parents since the last time.
    private func prepareState() {
        state.prepare(count: tree.nodes.count, reused: tree.reusedSlots, attached: tree.attachedSlots)
        tree.reusedSlots.removeAll()
        tree.attachedSlots.removeAll()
    }

    /// Resets the memberships in this store of the elements of its tree, which it is dropping.
    private func forgetMemberships() {
        for index in tree.elements.indices where tree.parents[index] != LayoutTree.freeSlot {
            if let element = tree.elements[index].element { release(element, index) }
        }
    }

    /// Gives `element` the slot `index`, or marks the tree untracked when its changes cannot be followed.
    private func claim(_ element: any LayoutElement, _ index: Int) {
        // Specs first: a class check is far cheaper than a conformance lookup.
        if let spec = element as? LayoutSpec {
            spec.treeMembership = membership(after: spec.treeMembership, at: index, isSpec: true)
            return
        }
        // A display node at the root belongs to the tree it is laid out in as a child, if any;
        // its own changes reach this store through `rootChanged()`.
        if index == 0 { return }
        if lastCall == .patched { addedNodeSlots.append(Int32(index)) }
        guard let tracked = element as? any TrackedLayoutElement else {
            isTracked = false
            return
        }
        tracked.treeMembership = membership(after: tracked.treeMembership, at: index, isSpec: false)
    }

    /// The membership of an element that had `old` and now fills `index`, noting what the move
    /// means for this store and the one it leaves.
    @inline(__always)
    private func membership(after old: TreeMembership, at index: Int, isSpec: Bool) -> TreeMembership {
        if let other = old.store, other !== self {
            other.elementLeft()
        } else if isSpec, old.store === self, old.build == build, Int(old.index) != index {
            // The same spec in two places of one tree (a removed spec's slot was released): one
            // slot cannot report for both. (A display node read again at a new slot leaves its
            // old one, which its parent's rebuild is replacing.)
            isTracked = false
        }
        return TreeMembership(store: self, index: Int32(index), build: build)
    }

    private func release(_ element: (any LayoutElement)?, _ index: Int) {
        // A change the element reported is void with its slot: the slot may go to another
        // element in this same layout, which is read anew anyway.
        if index < changeKinds.count { changeKinds[index] = 0 }
        guard let element, let tracked = LayoutTreeStore.tracked(element),
              tracked.treeMembership.store === self, Int(tracked.treeMembership.index) == index else { return }
        tracked.treeMembership = TreeMembership()
    }

    /// The slot a display node of this build fills, which a rebuild may keep (the tree checks
    /// that it lies in the part being replaced and was offered the same range).
    private func reusableSlot(_ element: any LayoutElement) -> Int? {
        guard !(element is LayoutSpec), let tracked = element as? any TrackedLayoutElement else { return nil }
        let membership = tracked.treeMembership
        guard membership.store === self, membership.build == build else { return nil }
        return Int(membership.index)
    }

    /// `element` as an element that reports its changes (specs first: a class check is far
    /// cheaper than a conformance lookup).
    private static func tracked(_ element: any LayoutElement) -> (any TrackedLayoutElement)? {
        if let spec = element as? LayoutSpec { return spec }
        return element as? any TrackedLayoutElement
    }
}

/// Which parts of a store's last result its last layout changed (see
/// ``LayoutTreeStore/lastPassMarks``): after a rebuild, all of them.
package struct PassMarks {
    fileprivate let reachedPass: [UInt32]
    fileprivate let pass: UInt32
    fileprivate let rebuilt: Bool

    /// Whether the pass changed `layout`'s frame or something inside it: one it did not reach
    /// kept its frame, and so did everything inside it. (`layout` is part of the last result.)
    package func wasReached(_ layout: Layout) -> Bool {
        rebuilt || (layout.index < reachedPass.count && reachedPass[layout.index] & ~LayoutState.movedMark == pass)
    }

    /// Whether the pass changed `layout`'s origin relative to its parent (or placed it anew),
    /// which moves everything inside it relative to the nearest node above.
    package func wasMoved(_ layout: Layout) -> Bool {
        rebuilt || (layout.index < reachedPass.count && reachedPass[layout.index] == pass | LayoutState.movedMark)
    }
}
