import Foundation

/// The base of all layout specs. A plain `LayoutSpec()` is a spacer: it sizes to the minimum of
/// its constrained size (inside a stack, it takes only the space its style or flexing gives it).
@MainActor open class LayoutSpec: LayoutElement, LayoutTreeContributor {
    /// How the spec sizes and positions itself in its parent; Texture's defaults (every size `.auto`).
    public var style = LayoutElementStyle()

    /// Creates a spec with the default style; used on its own, it is a spacer.
    public init() {}

    /// The spec's layout within `constrainedSize`, with no parent size (fractions in its style
    /// behave as `.auto`) and default ``LayoutOptions``.
    public func layoutThatFits(_ constrainedSize: SizeRange) -> Layout {
        layoutThatFits(constrainedSize, parentSize: nil, options: LayoutOptions())
    }

    /// The spec's layout within `constrainedSize`, computed on the main actor from a snapshot of its
    /// tree. Fractions in its style resolve against `parentSize` (when nil, they behave as `.auto`).
    public func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize?, options: LayoutOptions) -> Layout {
        LayoutSnapshot(self, options: options).layoutOnMainActor(in: constrainedSize, parentSize: parentSize)
    }

    package func layoutTreeEntry() -> LayoutTreeEntry {
        LayoutTreeEntry(kind: .leaf, style: style)
    }
}
