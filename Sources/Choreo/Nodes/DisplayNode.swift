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
/// Invalid values are replaced, never trapped on: a frame with NaN or infinite components
/// becomes `.zero` on those components, negative sizes are made positive by moving the origin
/// (as `CGRect.standardized`), a NaN alpha becomes 1 and alphas are clamped to 0...1, and a NaN or
/// negative corner radius becomes 0. Debug builds print a message naming the value.
@MainActor
open class DisplayNode: LayoutElement, LayoutTreeContributor {
    /// How the node sizes and positions itself in its parent's layout.
    public var style = LayoutElementStyle() {
        didSet { if style != oldValue { invalidateLayoutUpward() } }
    }

    /// A name for debugging, render trees and SVG titles.
    @exclusivity(unchecked) public var debugName: String?

    /// The identifier that ties this node to a node of another screen in a ``ScreenTransition``
    /// (Airbnb's transition identifiers, Hero's `heroID`); nil: the node is not part of transitions.
    public var transitionIdentifier: String?

    /// How a screen transition snapshots this node when it has no custom snapshot.
    public var transitionSnapshotStyle: SnapshotStyle = .image

    public init() {}

    // MARK: - Appearance

    // Node state is main-actor isolated, so runtime exclusivity checks on it can never find a
    // conflicting access from another thread; they are skipped on the properties every frame reads.
    @exclusivity(unchecked) var frameProperty = AnimatedProperty(CGRect.zero)
    @exclusivity(unchecked) var alphaProperty = AnimatedProperty(CGFloat(1))
    @exclusivity(unchecked) var colorProperty = AnimatedProperty(Color.clear)
    @exclusivity(unchecked) var cornerRadiusProperty = AnimatedProperty(CGFloat(0))
    @exclusivity(unchecked) var transformProperty = AnimatedProperty(Transform.identity)
    private var hasBackgroundColor = false

    /// The frame in the supernode's coordinates.
    public var frame: CGRect {
        get { frameProperty.model }
        set {
            let sane = DisplayNode.sanitized(newValue)
            let resized = sane.size != frameProperty.model.size
            frameProperty.set(sane, node: self, property: \DisplayNode.frameProperty)
            if resized { setNeedsLayout() }
        }
    }

    /// `(0, 0, width, height)`; setting it resizes the node around its center, as UIKit.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set {
            let center = position
            frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                           width: newValue.width, height: newValue.height)
        }
    }

    /// The frame's center in the supernode's coordinates, as `UIView.center`.
    public var position: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            let size = frame.size
            frame = CGRect(x: newValue.x - size.width / 2, y: newValue.y - size.height / 2,
                           width: size.width, height: size.height)
        }
    }

    /// Opacity from 0 to 1.
    public var alpha: CGFloat {
        get { alphaProperty.model }
        set {
            var value = newValue
            if value.isNaN {
                Diagnostics.warn("DisplayNode.alpha is NaN; using 1")
                value = 1
            }
            alphaProperty.set(min(max(value, 0), 1), node: self, property: \DisplayNode.alphaProperty)
        }
    }

    /// The fill behind the node's content; nil draws nothing. Animating to or from nil fades
    /// through transparent.
    public var backgroundColor: Color? {
        get { hasBackgroundColor ? colorProperty.model : nil }
        set {
            if let newValue {
                if !hasBackgroundColor {
                    // Start from transparent of the same hue, so a fade-in does not pass through black.
                    performWithoutAnimationIfNeeded { colorProperty.set(newValue.withAlpha(0), node: self,
                                                                        property: \DisplayNode.colorProperty) }
                }
                hasBackgroundColor = true
                colorProperty.set(newValue, node: self, property: \DisplayNode.colorProperty)
            } else if hasBackgroundColor {
                colorProperty.set(colorProperty.model.withAlpha(0), node: self, property: \DisplayNode.colorProperty)
                hasBackgroundColor = false
            }
        }
    }

    public var cornerRadius: CGFloat {
        get { cornerRadiusProperty.model }
        set {
            var value = newValue
            if !(value >= 0) || !value.isFinite {
                Diagnostics.warn("DisplayNode.cornerRadius must be finite and >= 0, got \(value); using 0")
                value = 0
            }
            cornerRadiusProperty.set(value, node: self, property: \DisplayNode.cornerRadiusProperty)
        }
    }

    /// An affine transform applied around the node's center.
    public var transform: Transform {
        get { transformProperty.model }
        set { transformProperty.set(newValue, node: self, property: \DisplayNode.transformProperty) }
    }

    @exclusivity(unchecked) public var isHidden = false
    @exclusivity(unchecked) public var clipsToBounds = false
    /// Siblings draw in increasing `zPosition`, ties in subnode order.
    @exclusivity(unchecked) public var zPosition: CGFloat = 0

    /// The model values.
    public var appearance: NodeAppearance {
        NodeAppearance(frame: frame, alpha: alpha, backgroundColor: backgroundColor, cornerRadius: cornerRadius,
                       transform: transform, isHidden: isHidden, clipsToBounds: clipsToBounds, zPosition: zPosition)
    }

    /// What is on screen now: the model values plus running animations at the stage clock's now
    /// (Core Animation's presentation layer). Outside a stage it equals the model values.
    public var presentation: NodeAppearance {
        guard let now = stage?.clock.now else { return appearance }
        // Sampled in place (see AnimatedProperty.sample); properties at rest read their model.
        let color = colorProperty.restingModel ?? colorProperty.sample(at: now)
        let showsColor = hasBackgroundColor || (colorProperty.restingModel == nil && colorProperty.isAnimating(at: now))
        return NodeAppearance(frame: frameProperty.restingModel ?? frameProperty.sample(at: now),
                              alpha: alphaProperty.restingModel ?? alphaProperty.sample(at: now),
                              backgroundColor: showsColor ? color : nil,
                              cornerRadius: cornerRadiusProperty.restingModel ?? cornerRadiusProperty.sample(at: now),
                              transform: transformProperty.restingModel ?? transformProperty.sample(at: now),
                              isHidden: isHidden, clipsToBounds: clipsToBounds, zPosition: zPosition)
    }


    /// Removes every running animation of this node; their blocks complete with `false`.
    public func removeAllAnimations() {
        frameProperty.removeAllAnimations()
        alphaProperty.removeAllAnimations()
        colorProperty.removeAllAnimations()
        cornerRadiusProperty.removeAllAnimations()
        transformProperty.removeAllAnimations()
    }

    private func performWithoutAnimationIfNeeded(_ body: () -> Void) {
        AnimationContext.run(.disabled, body)
    }

    private static func sanitized(_ rect: CGRect) -> CGRect {
        func clean(_ value: CGFloat, _ name: String) -> CGFloat {
            if value.isFinite { return value }
            Diagnostics.warn("DisplayNode.frame.\(name) must be finite, got \(value); using 0")
            return 0
        }
        let cleaned = CGRect(x: clean(rect.origin.x, "origin.x"), y: clean(rect.origin.y, "origin.y"),
                             width: clean(rect.size.width, "width"), height: clean(rect.size.height, "height"))
        return cleaned.standardized
    }

    // MARK: - Hierarchy

    @exclusivity(unchecked) public private(set) var subnodes: [DisplayNode] = []
    public private(set) weak var supernode: DisplayNode?
    /// The stage this node is the root of, if any.
    weak var hostingStage: Stage?

    /// The stage showing this node, found through its supernodes.
    public var stage: Stage? {
        var node = self
        while let parent = node.supernode { node = parent }
        return node.hostingStage
    }

    /// Adds `subnode` on top of the others, moving it from its current supernode.
    public func addSubnode(_ subnode: DisplayNode) {
        insertSubnode(subnode, at: subnodes.count)
    }

    /// Inserts `subnode` at `index` (clamped to `0...subnodes.count`), moving it from its current
    /// supernode. Adding a node to itself or to one of its descendants is ignored (debug message).
    public func insertSubnode(_ subnode: DisplayNode, at index: Int) {
        if isDescendant(of: subnode) {
            Diagnostics.warn("cannot add a node to itself or to one of its descendants; ignoring")
            return
        }
        var target = index
        if subnode.supernode === self, let current = subnodes.firstIndex(where: { $0 === subnode }) {
            subnodes.remove(at: current)
            if current < target { target -= 1 }
        } else if let parent = subnode.supernode {
            parent.detach(subnode)
        } else if let stage = subnode.hostingStage {
            stage.rootNode = nil
        }
        if target < 0 || target > subnodes.count {
            Diagnostics.warn("subnode index \(index) is outside 0...\(subnodes.count); clamping")
            target = min(max(target, 0), subnodes.count)
        }
        subnodes.insert(subnode, at: target)
        subnode.supernode = self
        setNeedsLayout()
    }

    /// Removes the node from its supernode. Its running animations (and its subtree's) are
    /// removed; their blocks complete with `false`.
    public func removeFromSupernode() {
        guard let parent = supernode else { return }
        parent.detach(self)
        forEachNodeInSubtree { $0.removeAllAnimations() }
    }

    /// Makes `wanted` the first subnodes, in order, adopting them from wherever they are; the
    /// other subnodes follow them (or leave, with `removingOthers`). Linear in the node counts,
    /// for layout passes over many nodes; does not mark the layout stale.
    func arrangeSubnodes(_ wanted: [DisplayNode], removingOthers: Bool) {
        var wantedIDs = Set<ObjectIdentifier>()
        var ordered: [DisplayNode] = []
        ordered.reserveCapacity(wanted.count)
        for node in wanted where wantedIDs.insert(ObjectIdentifier(node)).inserted {
            if node.supernode !== self {
                guard !isDescendant(of: node) else {
                    Diagnostics.warn("cannot add a node to itself or to one of its descendants; ignoring")
                    continue
                }
                if let parent = node.supernode { parent.detach(node) }
                else if let stage = node.hostingStage { stage.rootNode = nil }
                node.supernode = self
            }
            ordered.append(node)
        }
        var others: [DisplayNode] = []
        for subnode in subnodes where !wantedIDs.contains(ObjectIdentifier(subnode)) { others.append(subnode) }
        if removingOthers {
            subnodes = ordered
            for node in others {
                node.supernode = nil
                node.forEachNodeInSubtree { $0.removeAllAnimations() }
            }
        } else {
            subnodes = ordered + others
        }
    }

    /// Whether this node is `node` or below it.
    private func isDescendant(of node: DisplayNode) -> Bool {
        var ancestor: DisplayNode? = self
        while let current = ancestor {
            if current === node { return true }
            ancestor = current.supernode
        }
        return false
    }

    private func detach(_ subnode: DisplayNode) {
        subnodes.removeAll { $0 === subnode }
        subnode.supernode = nil
    }

    /// Visits this node and every descendant, parents first.
    public func forEachNodeInSubtree(_ body: (DisplayNode) -> Void) {
        var pending: [DisplayNode] = [self]
        while let node = pending.popLast() {
            body(node)
            pending.append(contentsOf: node.subnodes.reversed())
        }
    }

    // MARK: - Layout

    /// With this on, layout passes add and remove subnodes so the hierarchy matches the nodes in
    /// ``layoutSpecThatFits(_:)``, in layout order (Texture's automatic subnode management).
    public var automaticallyManagesSubnodes = false

    /// The layout from the last layout pass, in this node's coordinates.
    public internal(set) var calculatedLayout: Layout?
    /// The size range the last layout was computed for.
    public internal(set) var constrainedSizeForCalculatedLayout: SizeRange?
    /// The display nodes of `calculatedLayout` with their frames, when known (kept so transitions
    /// need not walk the layout again).
    private var cachedPlacements: [NodePlacement]?

    /// The display nodes of `calculatedLayout` with their frames relative to their owners.
    var calculatedPlacements: [NodePlacement] {
        get {
            if let cachedPlacements { return cachedPlacements }
            let placements = calculatedLayout.map { DisplayNode.placements(in: $0, owner: self) } ?? []
            cachedPlacements = placements
            return placements
        }
        set { cachedPlacements = newValue }
    }

    /// Sets the layout of a node laid out as part of an ancestor's pass.
    func setCalculatedLayout(_ layout: Layout?, constrainedSize: SizeRange?) {
        calculatedLayout = layout
        constrainedSizeForCalculatedLayout = constrainedSize
        cachedPlacements = nil
    }
    @exclusivity(unchecked) var needsLayout = true

    /// The spec that lays out this node's content. The default is a spec that sizes the node to
    /// ``calculateSizeThatFits(_:)``. Specs may include subnodes and any other elements.
    open func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        NodeContentSpec()
    }

    /// The size of the node's own content within `constrainedSize` (infinite on unconstrained
    /// axes). The default has no intrinsic size: zero.
    open func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        .zero
    }

    /// Called after a layout pass has applied frames to the subnodes: the place for manual
    /// layout (UIKit's `layoutSubviews`).
    open func layout() {}

    /// Marks the node's layout as stale.
    public func setNeedsLayout() {
        needsLayout = true
    }

    /// The node's own size or content changed: its layout and every ancestor's are stale, since
    /// any of them may reflow (Texture invalidates upward the same way).
    func invalidateLayoutUpward() {
        var node: DisplayNode? = self
        while let current = node {
            current.needsLayout = true
            node = current.supernode
        }
    }

    /// Lays the node's content out for its current size if its layout is stale.
    public func layoutIfNeeded() {
        guard needsLayout else { return }
        applyLayout(computeLayout(in: SizeRange(exactly: frame.size)))
    }

    public func layoutThatFits(_ constrainedSize: SizeRange) -> Layout {
        layoutThatFits(constrainedSize, parentSize: nil, options: LayoutOptions())
    }

    public func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize?, options: LayoutOptions) -> Layout {
        LayoutSnapshot(self, options: options).layoutOnMainActor(in: constrainedSize, parentSize: parentSize)
    }

    // MARK: - Layout transitions (see DisplayNode+LayoutTransition.swift)

    /// Duration of the default animated layout transition.
    public var defaultLayoutTransitionDuration: TimeInterval = 0.2
    /// Delay of the default animated layout transition.
    public var defaultLayoutTransitionDelay: TimeInterval = 0
    /// Options (curve) of the default animated layout transition.
    public var defaultLayoutTransitionOptions: AnimationOptions = .curveEaseInOut
    /// The newest transition started on this node; older ones never apply.
    var newestTransition: LayoutTransition?
    /// The alpha a node had before a transition began fading it out; a newer transition that
    /// brings it back fades it in to this value.
    var alphaBeforeRemoval: CGFloat?

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

    /// The constrained size handed to `layoutSpecThatFits` while a snapshot is taken.
    var specConstrainedSize = SizeRange.unconstrained

    package func layoutTreeEntry() -> LayoutTreeEntry {
        let spec = layoutSpecThatFits(specConstrainedSize)
        specConstrainedSize = .unconstrained
        if spec is NodeContentSpec {
            return LayoutTreeEntry(kind: .leaf, style: layoutStyle, measure: contentMeasure())
        }
        return LayoutTreeEntry(kind: .wrapper, style: layoutStyle, children: [spec])
    }

    /// The style the layout engine sees (text nodes add their baselines).
    var layoutStyle: LayoutElementStyle { style }

    /// How the layout engine measures this node's content; nil when it has none.
    func contentMeasure() -> LeafMeasure? {
        // A plain DisplayNode has no content; subclasses may override calculateSizeThatFits.
        guard type(of: self) != DisplayNode.self else { return nil }
        return LeafMeasure(requiresMainActor: true) { [self] size in onMainActor { self.calculateSizeThatFits(size) } }
    }
}

/// The default content spec of a node: the node sizes to its own content.
final class NodeContentSpec: LayoutSpec {}
