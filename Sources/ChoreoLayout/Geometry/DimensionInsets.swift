import Foundation

/// Per-edge ``LayoutDimension`` values, used for margins, padding and positions.
public struct DimensionInsets: Hashable, Sendable {
    public var top: LayoutDimension
    public var left: LayoutDimension
    public var bottom: LayoutDimension
    public var right: LayoutDimension

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
