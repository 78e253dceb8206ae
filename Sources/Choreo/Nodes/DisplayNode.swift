import ChoreoSupport
import ChoreoLayout
import ChoreoMotion
import Foundation

/// A headless view: a node in a tree with appearance, layout and animations, shaped like
/// Texture's `ASDisplayNode` and UIKit's `UIView`.
///
/// Appearance properties are model values: setting one changes it at once. Inside an animation
/// block (``animate(withDuration:delay:options:animations:completion:)``) on a node that is on a
/// ``Stage``, the change also animates what is on screen (``presentation``) additively, from
/// wherever it is. A node outside any stage applies changes at once and completes at once.
///
/// The class body holds the stored state and the overridable hooks; the members live by concern
/// in `DisplayNode+Geometry`, `+Appearance`, `+Hierarchy`, `+Layout`, `+KeptLayout`,
/// `+LayoutTransition` and `+Animation`.
///
/// Ownership: a node owns its subnodes; its supernode, its stage and the elements of its
/// ``calculatedLayout`` are weak, so a node nothing outside the tree references is freed once it
/// leaves the tree (see ARCHITECTURE.md).
@MainActor
open class DisplayNode: LayoutElement, LayoutTreeContributor, TrackedLayoutElement {
    // MARK: - Stored state (members in the extensions)

    /// The store holding this node's per-frame state, and its slot there: the stage's once it
    /// has drawn the node, else the detached store (see ``NodeStateStore``). Main-actor
    /// isolation already rules out access from other threads; dynamic exclusivity checks
    /// would only cost time on every property access.
    @exclusivity(unchecked) var stateStore = NodeStateStore.detached
    @exclusivity(unchecked) var stateSlot = 0

    /// Everything the render walk reads, in place in its store. Accesses are counted so a
    /// stage never moves a state while it is being accessed (``NodeStateStore/gather(_:)``).
    var state: NodeState {
        _read {
            NodeStateStore.accessDepth += 1
            defer { NodeStateStore.accessDepth -= 1 }
            yield stateStore.state(at: stateSlot).pointee
        }
        _modify {
            NodeStateStore.accessDepth += 1
            defer { NodeStateStore.accessDepth -= 1 }
            yield &stateStore.state(at: stateSlot).pointee
        }
    }

    /// A name for debugging, render trees and SVG titles.
    public var debugName: String? {
        get { self[setting: \.debugName] }
        set {
            self[setting: \.debugName] = newValue
            state.hasDebugName = newValue != nil
        }
    }

    /// The nodes inside this one, back to front.
    @exclusivity(unchecked) public internal(set) var subnodes: [DisplayNode] = [] {
        didSet { DisplayNode.hierarchyGeneration &+= 1 }
    }
    /// Advances on every change to any node's subnodes, any `zPosition` or any stage's root:
    /// stages rebuild their cached drawing order (``RenderOrder``) when it moves.
    static var hierarchyGeneration: UInt = 0
    /// The node this one is a subnode of (weak: a node owns its subnodes, not the reverse).
    ///
    /// Weak rather than unretained: a node released off the main actor runs its isolated
    /// `deinit` later, and until then only a weak reference knows it is gone.
    @exclusivity(unchecked) public internal(set) weak var supernode: DisplayNode? {
        didSet { unretainedSupernode = supernode.map(Unmanaged.passUnretained) }
    }
    /// ``supernode`` without its cost (a weak load, then a retain and a release of a node that
    /// weak references have moved to the slow reference-counting path), for the walks that run on
    /// every change and only read the supernode's fields: `markNeedsLayout`, `setNeedsLayout`,
    /// the ``stage`` lookup, pin's supernode geometry.
    ///
    /// Never made a strong reference: a supernode released off the main actor is deinitializing
    /// until its isolated `deinit` runs, and a reference taken then would outlive it. Its memory
    /// stays valid until then, and that `deinit` clears its subnodes' copies, so on the main
    /// actor this never points at freed memory. In that gap ``supernode`` is already nil while
    /// the copy is not: the walks above still reach the departing supernode, harmlessly (they
    /// read it or set its layout flags).
    @exclusivity(unchecked) private(set) var unretainedSupernode: Unmanaged<DisplayNode>?

    /// How the node sizes and positions itself in its parent's layout.
    ///
    /// A change relays out the node and its ancestors with the specs they have; a supernode whose
    /// ``layoutSpecThatFits(_:)`` reads this style calls ``setNeedsLayout()`` to be read again.
    public var style = LayoutElementStyle() {
        didSet { if style != oldValue { setNeedsOwnLayout() } }
    }

    /// The identifier that ties this node to a node of another screen in a ``ScreenTransition``
    /// (Airbnb's transition identifiers, Hero's `heroID`); nil: the node is not part of transitions.
    public var transitionIdentifier: String? {
        get { self[setting: \.transitionIdentifier] }
        set { self[setting: \.transitionIdentifier] = newValue }
    }

    /// How a screen transition snapshots this node when it has no custom snapshot.
    public var transitionSnapshotStyle: SnapshotStyle {
        get { self[setting: \.transitionSnapshotStyle] }
        set { self[setting: \.transitionSnapshotStyle] = newValue }
    }

    /// UIKit's default margins for content laid out inside the node (8 on every edge). Pin's
    /// `layoutMargins` reads them.
    public var layoutMargins: EdgeInsets {
        get { self[setting: \.layoutMargins] }
        set { self[setting: \.layoutMargins] = newValue }
    }

    /// The settings above and the default layout transition's, once one is set (see
    /// ``NodeSettings``): nil while all are at their defaults.
    private(set) var ownSettings: NodeSettings?
    private subscript<Value>(setting setting: ReferenceWritableKeyPath<NodeSettings, Value>) -> Value {
        get { (ownSettings ?? NodeSettings.defaults)[keyPath: setting] }
        set {
            if ownSettings == nil { ownSettings = NodeSettings() }
            ownSettings?[keyPath: setting] = newValue
        }
    }

    /// A node with no size, fully opaque, no background and no subnodes.
    public init() {
        stateSlot = stateStore.insert(NodeState(isPlain: isPlain), for: .passUnretained(self))
    }

    isolated deinit {
        transitionLifecycle?.nodeReleased()
        // Animations of a released node stop: their blocks complete with `false`, once.
        state.removeAllAnimations()
        DisplayNode.releaseSubtree(of: self)
        stateStore.remove(stateSlot)
    }

    /// The stage this node is the root of, if any.
    weak var hostingStage: Stage?
    /// Membership in a set of nodes one operation builds (see ``nextMark()``). Read for every
    /// node of a diff, and never across a call into other code: unchecked, as `stateStore`.
    @exclusivity(unchecked) var mark: UInt = 0

    /// The layout from the last layout pass, in this node's coordinates.
    ///
    /// A node laid out as part of an ancestor's kept tree reads its part of that tree's last
    /// result, so clean nodes hold no layout of their own (see `DisplayNode+KeptLayout`).
    public internal(set) var calculatedLayout: Layout? {
        get {
            if let storedLayout { return storedLayout }
            if showsKeptLayout, let own = layoutStore?.lastLayout(of: self) { return own }
            if let part = treeMembership.store?.lastLayout(of: self) { return part }
            // A plain node's own pass keeps nothing: its layout is its size (see `applyContentLayout`).
            guard hasCurrentLayout, isPlain, let range = constrainedSizeForCalculatedLayout else { return nil }
            return Layout(leaf: self, size: range.max)
        }
        set { storedLayout = newValue }
    }
    /// A layout recorded for this node; nil while it reads the result of a kept tree (its own,
    /// or its part of the tree that lays it out). Holding no result lets the next pass update
    /// the kept tree's buffers in place rather than copy them.
    ///
    /// This and the flags below are written for every node a pass or a transition reaches, and
    /// never across a call into other code: unchecked, as `stateStore`.
    @exclusivity(unchecked) var storedLayout: Layout?
    /// Whether ``calculatedLayout`` is the node's layout for its current content: false from
    /// ``setNeedsLayout()`` until a pass lays the node out.
    @exclusivity(unchecked) var hasCurrentLayout = false
    /// Whether the frames under this node are its kept tree's last result, so the next pass
    /// from that tree may apply only what it changed.
    @exclusivity(unchecked) var showsKeptLayout = false
    // Beside the other flags, where it fills a padding byte rather than a word of its own.
    /// With this on, layout passes add and remove subnodes so the hierarchy matches the nodes in
    /// ``layoutSpecThatFits(_:)``, in layout order (Texture's automatic subnode management).
    public var automaticallyManagesSubnodes = false
    /// The size range the last layout was computed for.
    @exclusivity(unchecked) public internal(set) var constrainedSizeForCalculatedLayout: SizeRange?
    @exclusivity(unchecked) var needsLayout = true
    /// Some node below this one has a stale layout: the stage's layout walk goes down only
    /// where this is set (if it is set, it is set on every ancestor too).
    @exclusivity(unchecked) var subtreeNeedsLayout = false
    /// The slot this node fills in the kept layout tree of the node that lays it out. Read for
    /// every node a kept tree's rebuild finds again: unchecked, as `stateStore`.
    @exclusivity(unchecked) package var treeMembership = TreeMembership()
    /// The layout tree kept for this node's own layout passes (made by the first).
    var layoutStore: LayoutTreeStore?

    /// Duration of the default animated layout transition.
    public var defaultLayoutTransitionDuration: TimeInterval {
        get { self[setting: \.defaultLayoutTransitionDuration] }
        set { self[setting: \.defaultLayoutTransitionDuration] = newValue }
    }
    /// Delay of the default animated layout transition.
    public var defaultLayoutTransitionDelay: TimeInterval {
        get { self[setting: \.defaultLayoutTransitionDelay] }
        set { self[setting: \.defaultLayoutTransitionDelay] = newValue }
    }
    /// Options (curve) of the default animated layout transition.
    public var defaultLayoutTransitionOptions: AnimationOptions {
        get { self[setting: \.defaultLayoutTransitionOptions] }
        set { self[setting: \.defaultLayoutTransitionOptions] = newValue }
    }
    /// The node's part in layout transitions, from the first it takes part in.
    var transitionLifecycle: LayoutTransitionLifecycle?

    // MARK: - Overridable hooks

    /// The spec that lays out this node's content. The default is a spec that sizes the node to
    /// ``calculateSizeThatFits(_:)``. Specs may include subnodes and any other elements.
    open func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        NodeContentSpec.shared
    }

    /// The size of the node's own content within `constrainedSize` (infinite on unconstrained
    /// axes). The default has no intrinsic size: zero.
    open func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        .zero
    }

    /// UIKit's `sizeThatFits(_:)`: the size the node wants within `size`. The default lays the
    /// node out in `SizeRange(min: .zero, max: size)` and returns that layout's size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        layoutThatFits(SizeRange(min: .zero, max: size)).size
    }

    /// Called after a layout pass has applied frames to the subnodes: the place for manual
    /// layout (UIKit's `layoutSubviews`). Frames set here while they animate are retargeted,
    /// never snapped (see ``Stage``).
    open func layout() {}

    /// Animates the change from the context's old layout to its new one. The default fades
    /// inserted nodes in, fades removed ones out, moves and resizes the rest, then calls
    /// `context.completeTransition(true)`; not animated, it applies the new frames at once.
    /// Overrides must call `completeTransition(_:)` when done.
    open func animateLayoutTransition(_ context: ContextTransitioning) {
        defaultAnimateLayoutTransition(context)
    }

    /// Called after `completeTransition(_:)`: the default removes the nodes the new layout no
    /// longer has (unless a newer layout has them again). Overriding it without calling super
    /// keeps them.
    open func didCompleteLayoutTransition(_ context: ContextTransitioning) {
        defaultDidCompleteLayoutTransition(context)
    }

    /// The content a renderer draws inside the node's background (text for ``TextNode``).
    func renderContent(size: CGSize) -> RenderText? { nil }

    /// A new size needs this node's content laid out again (not its ancestors': they set it).
    /// Text nodes also start their words moving when the width animates.
    func untransformedFrameChanged(from old: CGRect, to new: CGRect) {
        if old.size != new.size { markNeedsLayout() }
    }

    // MARK: - Layout tree

    package func layoutTreeEntry() -> LayoutTreeEntry {
        layoutTreeEntry(offered: .unconstrained)
    }

    /// The node's content for the size range it is offered: ``layoutSpecThatFits(_:)`` receives
    /// it (see `OfferedRange` in ChoreoLayout for what a nested node is offered).
    package func layoutTreeEntry(offered range: SizeRange) -> LayoutTreeEntry {
        let spec = layoutSpecThatFits(range)
        if spec is NodeContentSpec {
            var entry = LayoutTreeEntry(kind: .leaf, style: layoutStyle, measure: contentMeasure())
            // A plain node's content never depends on the range: only a subclass's may.
            entry.readsOfferedRange = !isPlain
            return entry
        }
        return LayoutTreeEntry(kind: .wrapper, style: layoutStyle, children: [spec])
    }

    /// Whether this is a plain `DisplayNode`, not a subclass: its spec is the default content
    /// spec, which places nothing and measures nothing, so its layout is its size alone.
    var isPlain: Bool { type(of: self) == DisplayNode.self }

    /// The style the layout engine sees (text nodes add their baselines).
    var layoutStyle: LayoutElementStyle { style }

    /// How the layout engine measures this node's content; nil when it has none.
    func contentMeasure() -> LeafMeasure? {
        // A plain DisplayNode has no content; subclasses may override calculateSizeThatFits.
        guard type(of: self) != DisplayNode.self else { return nil }
        return LeafMeasure(requiresMainActor: true) { [weak self] size in
            onMainActor { self?.calculateSizeThatFits(size) ?? .zero }
        }
    }
}

/// Teardown (here for access to the private setter of `unretainedSupernode`).
extension DisplayNode {
    /// Frees the subtree of a node being released without recursing: each descendant that only
    /// the walk still holds gives up its subnodes before it goes, so its own `deinit` has none
    /// to release (a recursive release of a deep tree would overflow the stack).
    static func releaseSubtree(of node: DisplayNode) {
        var pending = node.takeSubnodesForRelease()
        while var next = pending.popLast() {
            if isKnownUniquelyReferenced(&next) { pending.append(contentsOf: next.takeSubnodesForRelease()) }
        }
    }

    /// Empties ``subnodes`` of a node about to be freed, clearing the subnodes' unretained
    /// copies of it.
    private func takeSubnodesForRelease() -> [DisplayNode] {
        let this = Unmanaged.passUnretained(self).toOpaque()
        for subnode in subnodes where subnode.unretainedSupernode?.toOpaque() == this {
            subnode.unretainedSupernode = nil
        }
        let taken = subnodes
        subnodes = []
        return taken
    }
}

/// The default content spec of a node: the node sizes to its own content.
final class NodeContentSpec: LayoutSpec {
    /// One instance serves every node: it carries nothing, so no node allocates one per pass.
    static let shared = NodeContentSpec()
}
