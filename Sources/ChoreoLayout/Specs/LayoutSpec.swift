import Foundation

/// The base of all layout specs. A plain `LayoutSpec()` is a spacer: it sizes to the minimum of
/// its constrained size (inside a stack, it takes only the space its style or flexing gives it).
@MainActor open class LayoutSpec: LayoutElement, LayoutTreeContributor, TrackedLayoutElement {
    // The properties a layout reads skip dynamic exclusivity checks: a spec is a main-actor
    // object, each layout reads every spec of its tree, and the checks cost more than the reads.

    /// How the spec sizes and positions itself in its parent; Texture's defaults (every size `.auto`).
    @exclusivity(unchecked) public var style = LayoutElementStyle() {
        didSet {
            // The engine's record of the style is made as it is set (as Yoga's nodes hold their
            // styles), so a layout reads it rather than checking every value again.
            _ = style.validRecord
            invalidateLayout()
        }
    }

    /// Measures this spec as Yoga measures a node with a measure function (text, images, any
    /// native view): a spec without children (a plain `LayoutSpec`) sizes its content box by it.
    /// The engine calls it only for sizes it has not measured yet, with the content box's
    /// available width and height (NaN where the mode is `.undefined`); a NaN, negative or
    /// infinite result counts as 0 and one beyond ``LayoutLimits/maximumLength`` as that limit,
    /// reported in debug. Stacks and the other specs, whose children give their size, ignore it.
    @exclusivity(unchecked) public var measureFunction: (@Sendable (_ width: CGFloat, _ widthMode: MeasureMode,
                                            _ height: CGFloat, _ heightMode: MeasureMode) -> CGSize)? {
        didSet { invalidateLayout() }
    }

    /// This spec's baseline for Yoga's baseline alignment (``StackLayoutAlignItems/baseline``),
    /// from the top of its laid-out size. Without one, the baseline is its first child's, or its
    /// height. A NaN or infinite result counts as the height, and a result outside `0...height`
    /// is clamped into it, reported in debug. As in Yoga, it may be asked while its node has no
    /// size yet (NaN width and height); any answer then leaves the line's baseline to the others.
    @exclusivity(unchecked) public var baselineFunction: (@Sendable (_ width: CGFloat, _ height: CGFloat) -> CGFloat)? {
        didSet { invalidateLayout() }
    }

    /// The slot this spec fills in a kept layout tree (its own, or an ancestor's).
    @exclusivity(unchecked) package var treeMembership = TreeMembership()
    /// The tree kept for layouts of this spec as a root; made by the first one.
    private var layoutStore: LayoutTreeStore?

    /// Creates a spec with the default style; used on its own, it is a spacer.
    public init() {}

    /// The spec's layout within `constrainedSize`, with no parent size (fractions in its style
    /// behave as `.auto`) and default ``LayoutOptions``.
    public func layoutThatFits(_ constrainedSize: SizeRange) -> Layout {
        layoutThatFits(constrainedSize, parentSize: nil, options: LayoutOptions())
    }

    /// The spec's layout within `constrainedSize`, computed on the main actor. Fractions in its
    /// style resolve against `parentSize` (when nil, they behave as `.auto`).
    ///
    /// The spec keeps its tree's layout data and results between calls: a call after a change
    /// lays out again only what the change affects, and a call with nothing changed costs next
    /// to nothing. Specs report their own changes; a tree holding display nodes or other
    /// elements is read anew on every call.
    public func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize?, options: LayoutOptions) -> Layout {
        let store = layoutStore ?? LayoutTreeStore(root: self)
        layoutStore = store
        return store.layout(in: constrainedSize, parentSize: parentSize, options: options)
    }

    /// How many elements the last ``layoutThatFits(_:parentSize:options:)`` of this spec laid
    /// out or measured anew, rather than answering from its kept results (0 before the first).
    package var computationsInLastLayout: Int { layoutStore?.computationsInLastLayout ?? 0 }

    /// Tells the kept tree this spec is in that its layout inputs changed: its own properties,
    /// or (`structural`) which children it has. Subclasses call it from their properties' observers.
    package func invalidateLayout(structural: Bool = false) {
        treeMembership.store?.elementChanged(treeMembership, structural: structural)
    }

    package func layoutTreeEntry() -> LayoutTreeEntry {
        entry(kind: .leaf, measure: measureFunction.map { LeafMeasure(measureFunction: $0) })
    }

    /// This spec's entry as a node of `kind`.
    @inline(__always)
    package func entry(kind: LayoutNodeKind, measure: LeafMeasure? = nil,
                       children: [any LayoutElement] = []) -> LayoutTreeEntry {
        LayoutTreeEntry(kind: kind, style: style, measure: measure, children: children)
    }
}
