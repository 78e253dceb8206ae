import Foundation

/// The base of all layout specs. A plain `LayoutSpec()` is a spacer: it sizes to the minimum of
/// its constrained size (inside a stack, it takes only the space its style or flexing gives it).
@MainActor open class LayoutSpec: LayoutElement, LayoutTreeContributor {
    public var style = LayoutElementStyle()

    public init() {}

    public func layoutThatFits(_ constrainedSize: SizeRange) -> Layout {
        layoutThatFits(constrainedSize, parentSize: nil, options: LayoutOptions())
    }

    public func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize?, options: LayoutOptions) -> Layout {
        LayoutSnapshot(self, options: options).layoutOnMainActor(in: constrainedSize, parentSize: parentSize)
    }

    package func layoutTreeEntry() -> LayoutTreeEntry {
        LayoutTreeEntry(kind: .leaf, style: style)
    }
}
