import Foundation

/// Per-edge ``LayoutDimension`` values, used for margins, padding and positions.
public struct DimensionInsets: Hashable, Sendable {
    /// The top edge; a fraction resolves against the parent's width for margins and padding, and
    /// against its height for positions.
    public var top: LayoutDimension
    /// The left edge; a fraction resolves against the parent's width.
    public var left: LayoutDimension
    /// The bottom edge; a fraction resolves against the parent's width for margins and padding, and
    /// against its height for positions.
    public var bottom: LayoutDimension
    /// The right edge; a fraction resolves against the parent's width.
    public var right: LayoutDimension

    /// Creates insets from per-edge dimensions; an edge not given is `.auto` (unset for positions,
    /// free-space-absorbing for margins, 0 for padding).
    public init(top: LayoutDimension = .auto, left: LayoutDimension = .auto,
                bottom: LayoutDimension = .auto, right: LayoutDimension = .auto) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// All four edges in points.
    public init(_ insets: EdgeInsets) {
        self.init(top: .points(insets.top), left: .points(insets.left),
                  bottom: .points(insets.bottom), right: .points(insets.right))
    }

    /// All four edges set to 0 points.
    public static let zero = DimensionInsets(EdgeInsets.zero)
}
