import ChoreoMotion
import CPrefetch
import ChoreoRender
import Foundation

/// Flattens what is on screen into a ``RenderTree``: presentation values at one time, back to
/// front, with absolute transforms, multiplied opacities and nested clips.
///
/// This runs every frame for every node. The drawing order (subnodes sorted by `zPosition`) is
/// kept between frames in a ``RenderOrder`` and only rebuilt when the hierarchy changes, so a
/// frame is one loop over a flat array: no recursion, no retains of nodes, no subnode arrays.
/// The nodes' ``NodeState``s are read in place, one after another in the stage's store (sampling
/// animated properties at the frame's time, rather than through ``DisplayNode/presentation``,
/// which looks the stage up); a plain node's object is not touched at all.
/// It changes nothing in the tree: it neither lays out nor starts or removes animations.
@MainActor
struct RenderTreeBuilder {
    /// What a node passes down to its subtree, kept on a stack while its subtree is drawn.
    struct Ancestor {
        /// The index in the render order just past the ancestor's subtree.
        var end: Int
        var transform: Transform
        var opacity: CGFloat
        var clip: Int?
        var blur: CGFloat
    }

    /// What the nodes on the path from the root to the node drawn pass down, the stage's own
    /// first: scratch storage of the walk, reused across frames. Kept in place, a node's
    /// inheritance is written once, where its subtree reads it.
    private var ancestors: [Ancestor] = []
    /// The items of the last frame drawn while something moved, with a claim on their buffer
    /// like the one that frame's tree holds. The next frame is built in that buffer once no copy
    /// of the tree is left: a stage playing an animation reuses one buffer for all its frames,
    /// rather than asking the allocator for a large one per frame (which may hand back memory
    /// the system has to fault in again). A stage at rest keeps none.
    private var keptItems: [RenderItem] = []
    private var keptClaim: ItemBufferClaim?
    /// Whether a kept item may hold a reference (a name or a text), so must be destroyed
    /// before it is replaced; the items of plain, unnamed nodes are plain values.
    private var keptItemsHoldReferences = false
    /// How many frames were built in a new buffer rather than in the kept one.
    private(set) var newItemBuffers = 0

    /// What a walk finds out about the frame it draws.
    private struct WalkFacts {
        /// Whether a node it visited animates.
        var isMoving = false
        /// Whether an item it drew may hold a reference.
        var holdsReferences = false
    }

    /// The render tree of the nodes in `order` at `time`.
    mutating func tree(of order: RenderOrder, size: CGSize, time: TimeInterval) -> RenderTree {
        var clips: [RenderClip] = []
        var facts = WalkFacts()
        var items: [RenderItem]
        if var reused = takeKeptItems(count: order.entries.count) {
            let initialized = reused.count
            let destroyed = keptItemsHoldReferences ? initialized : 0
            var count = 0
            reused.withUnsafeMutableBufferPointer { buffer in
                count = walk(order, at: time, into: buffer.baseAddress!, destroyingFirst: destroyed, clips: &clips,
                             facts: &facts)
            }
            reused.removeLast(initialized - count)
            items = reused
        } else {
            newItemBuffers += 1
            // Each item is built in the array's storage: an appended one is copied twice on its way.
            items = [RenderItem](unsafeUninitializedCapacity: order.entries.count) { buffer, count in
                count = walk(order, at: time, into: buffer.baseAddress!, destroyingFirst: 0, clips: &clips,
                             facts: &facts)
            }
        }
        guard facts.isMoving else { return RenderTree(size: size, items: items, clips: clips) }
        let claim = ItemBufferClaim()
        keptItems = items
        keptClaim = claim
        keptItemsHoldReferences = facts.holdsReferences
        return RenderTree(size: size, items: items, clips: clips, claim: claim)
    }

    /// The kept items, at least `count` of them, when no tree holds them any more; nil otherwise.
    /// Either way the builder keeps nothing after this.
    private mutating func takeKeptItems(count: Int) -> [RenderItem]? {
        var items: [RenderItem] = []
        swap(&items, &keptItems)
        defer { keptClaim = nil }
        guard isKnownUniquelyReferenced(&keptClaim) else { return nil }
        if items.count < count {
            items.append(contentsOf: repeatElement(RenderItem(bounds: .zero), count: count - items.count))
        }
        return items
    }

    /// Draws the nodes in `order` into `items`, whose slots hold items (to destroy first, for
    /// the first `destroyingFirst`; plain values, to overwrite, for the rest) or nothing yet;
    /// returns how many it drew.
    private mutating func walk(_ order: RenderOrder, at time: TimeInterval, into items: UnsafeMutablePointer<RenderItem>,
                               destroyingFirst destroyed: Int, clips: inout [RenderClip],
                               facts: inout WalkFacts) -> Int {
        let entries = order.entries
        let stage = Ancestor(end: entries.count, transform: .identity, opacity: 1, clip: nil, blur: 0)
        // A node at depth d reads its parent at d - 1 and writes what it passes down at d.
        if ancestors.count <= order.depth { ancestors = Array(repeating: stage, count: order.depth + 1) }
        return ancestors.withUnsafeMutableBufferPointer { ancestors in
            ancestors[0] = stage
            var parent = ancestors.baseAddress!
            var index = 0, count = 0
            while index < entries.count {
                while index >= parent.pointee.end { parent -= 1 }
                RenderTreeBuilder.prefetch(ahead: index, in: entries)
                let entry = entries[index]
                let state = entry.state
                assert(parent + 1 < ancestors.baseAddress! + ancestors.count, "deeper than the order's depth")
                if !facts.isMoving { facts.isMoving = state.pointee.isMoving }
                if count < destroyed { (items + count).deinitialize(count: 1) }
                guard RenderTreeBuilder.draw(entry, in: parent, at: time, into: items + count, clips: &clips) else {
                    // Hidden or fully transparent: so is its whole subtree.
                    if count < destroyed { (items + count).initialize(to: RenderItem(bounds: .zero)) }
                    index = entry.end
                    continue
                }
                if state.pointee.hasDebugName || !state.pointee.isPlain { facts.holdsReferences = true }
                count += 1
                index += 1
                guard entry.end > index else { continue }
                parent += 1
                parent.pointee.end = entry.end
            }
            return count
        }
    }

    /// Has the processor fetch what the walk reads a few nodes after `index`: the state of the
    /// node three ``prefetchDistance``s ahead, what animates the properties of the one two
    /// ahead (found in its state), and the tracks of the one ``prefetchDistance`` ahead (found
    /// through what animates them). Each sits in memory of its own, which the walk would
    /// otherwise wait for one load at a time.
    @inline(__always)
    private static func prefetch(ahead index: Int, in entries: [RenderOrder.Entry]) {
        if index + 3 * prefetchDistance < entries.count {
            choreo_prefetch(entries[index + 3 * prefetchDistance].state, MemoryLayout<NodeState>.size)
        }
        if index + 2 * prefetchDistance < entries.count {
            entries[index + 2 * prefetchDistance].state.pointee.prefetchMotions()
        }
        if index + prefetchDistance < entries.count {
            entries[index + prefetchDistance].state.pointee.prefetchTracks()
        }
    }

    private static let prefetchDistance = 8

    /// Builds the item of `entry`'s node in `item` (memory holding nothing to destroy, left as
    /// it is when the node draws nothing), adds its clip and writes what its subtree inherits
    /// just after `parent`; returns false when it draws nothing. Only a subclass's node is read (its content and
    /// blur): a plain node is drawn from its state alone.
    @inline(__always)
    private static func draw(_ entry: RenderOrder.Entry, in parent: UnsafeMutablePointer<Ancestor>,
                             at time: TimeInterval, into item: UnsafeMutablePointer<RenderItem>,
                             clips: inout [RenderClip]) -> Bool {
        let state = entry.state
        guard let sample = state.pointee.renderSample(at: time, parentOpacity: parent.pointee.opacity) else {
            return false
        }
        let size = sample.frame.size
        var transform = DisplayNode.transformToSupernode(untransformedFrame: sample.frame, transform: sample.transform)
        if !parent.pointee.transform.isIdentity { transform = transform.concatenating(parent.pointee.transform) }
        let name = state.pointee.hasDebugName ? entry.node.withNodeUnretained { $0.debugName } : nil
        RenderItem.initialize(item, name: name, bounds: size, transform: transform, opacity: sample.opacity,
                              backgroundColor: sample.backgroundColor, cornerRadius: sample.cornerRadius,
                              clip: parent.pointee.clip, blurRadius: parent.pointee.blur)
        if !state.pointee.isPlain {
            // The order's nodes are alive while it is current (see RenderOrder): no retain.
            // Subclasses draw content or blur (a screen transition's copies blur themselves and
            // everything in them: ScreenTransitions/Impl/TransitionCopyNode.swift). The text is
            // set apart from the initializer: one passed to it is copied first, through the
            // optional's value witnesses.
            entry.node.withNodeUnretained { node in
                item.pointee.text = node.renderContent(size: size)
                item.pointee.blurRadius = node.renderBlurRadius(inheriting: parent.pointee.blur)
            }
        }
        var clip = parent.pointee.clip
        if sample.clipsToBounds {
            clips.append(RenderClip(bounds: size, transform: transform, cornerRadius: sample.cornerRadius,
                                    parent: parent.pointee.clip))
            clip = clips.count - 1
        }
        (parent + 1).pointee = Ancestor(end: 0, transform: transform, opacity: sample.opacity, clip: clip,
                                        blur: item.pointee.blurRadius)
        return true
    }
}

/// What the render walk draws of one node at one time.
struct NodeRenderSample {
    var frame: CGRect
    var transform: Transform
    /// Multiplied by every ancestor's.
    var opacity: CGFloat
    var backgroundColor: Color?
    var cornerRadius: CGFloat
    var clipsToBounds: Bool
}

extension NodeState {
    /// The node's presentation at `time` for drawing, or nil when it draws nothing (hidden, or
    /// fully transparent with its ancestors): such subtrees are skipped whole.
    @MainActor @inline(__always)
    mutating func renderSample(at time: TimeInterval, parentOpacity: CGFloat) -> NodeRenderSample? {
        guard !isHidden else { return nil }
        var opacity = parentOpacity * alpha.sample(at: time)
        if let reducedMotionFade { opacity *= reducedMotionFade.value(at: time) }
        guard opacity > 0 else { return nil }
        // A node without a background colour keeps a transparent one (fading from and to nil goes
        // through transparent), so a transparent fill is no fill.
        let fill = color.sample(at: time)
        return NodeRenderSample(frame: untransformedFrame.sample(at: time),
                                transform: transform.sample(at: time),
                                opacity: opacity, backgroundColor: fill.alpha > 0 ? fill : nil,
                                cornerRadius: cornerRadius.sample(at: time),
                                clipsToBounds: clipsToBounds)
    }
}
