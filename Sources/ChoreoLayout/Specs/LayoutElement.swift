import Foundation

/// Anything that takes part in layout: layout specs and display nodes.
///
/// Elements are main-actor objects that users build; laying them out first snapshots the tree
/// into plain values, so the computation itself is free to run on any thread.
@MainActor public protocol LayoutElement: AnyObject, Sendable {
    /// How the element sizes and positions itself in its parent.
    var style: LayoutElementStyle { get set }
    /// The element's layout within `constrainedSize`, with no parent size and default options.
    func layoutThatFits(_ constrainedSize: SizeRange) -> Layout
    /// The element's layout within `constrainedSize`. Fractions in its style resolve against
    /// `parentSize` (when nil, they behave as `.auto`).
    func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize?, options: LayoutOptions) -> Layout
}

extension LayoutElement {
    /// The element's layout within `constrainedSize`, with no parent size (fractions in its style
    /// behave as `.auto`) and default ``LayoutOptions``.
    public func layoutThatFits(_ constrainedSize: SizeRange) -> Layout {
        layoutThatFits(constrainedSize, parentSize: nil, options: LayoutOptions())
    }
}
