import Foundation

/// An element tree captured as plain values, ready to be laid out on any thread.
///
/// Taking the snapshot reads the elements, so it happens on the main actor; computing layouts
/// from it touches no element and can run anywhere (this is how asynchronous measurement works).
/// The snapshot also lets you lay the same tree out in several size ranges without rebuilding it.
public struct LayoutSnapshot: Sendable {
    package let tree: LayoutTree

    /// Captures the tree under `root` with `options`.
    @MainActor
    public init(_ root: any LayoutElement, options: LayoutOptions = LayoutOptions()) {
        tree = LayoutTree(root: root, options: options)
    }

    /// Captures the tree under `root` for a layout in `range` (display nodes read their content
    /// for the range they are offered).
    @MainActor
    package init(_ root: any LayoutElement, in range: SizeRange, options: LayoutOptions) {
        tree = LayoutTree(root: root, in: range, options: options)
    }

    /// Whether measuring some element needs the main actor (a custom `calculateSizeThatFits`
    /// or a foreign element), so the layout cannot be computed elsewhere.
    public var requiresMainActor: Bool { tree.measures.values.contains { $0.requiresMainActor } }

    /// The layout computed on the main actor (elements that need it are measured in place).
    @MainActor
    public func layoutOnMainActor(in range: SizeRange, parentSize: CGSize? = nil) -> Layout {
        tree.computeLayoutOnMainActor(in: range, parentSize: parentSize)
    }

    /// The layout of the tree within `range`; fractions on the root resolve against `parentSize`.
    public func layout(in range: SizeRange, parentSize: CGSize? = nil) -> Layout {
        tree.computeLayout(in: range, parentSize: parentSize)
    }
}
