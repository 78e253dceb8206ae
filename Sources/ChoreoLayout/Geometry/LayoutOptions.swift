import Foundation

/// The writing direction: which edge a horizontal stack starts at.
public enum LayoutDirection: Hashable, Sendable {
    /// Left to right (CSS `direction: ltr`): horizontal stacks start at the left edge.
    case leftToRight
    /// Right to left (CSS `direction: rtl`): horizontal stacks start at the right edge, mirrored.
    case rightToLeft
}

/// Options that apply to a whole layout pass.
public struct LayoutOptions: Hashable, Sendable {
    /// The writing direction. Right-to-left mirrors horizontal stacks, as in CSS and Yoga.
    public var direction: LayoutDirection = .leftToRight
    /// Pixels per point for pixel snapping; 0 (or any non-finite or negative value) turns snapping off.
    public var scale: CGFloat = 1

    /// Creates options; the defaults are left to right at 1 pixel per point.
    public init(direction: LayoutDirection = .leftToRight, scale: CGFloat = 1) {
        self.direction = direction
        self.scale = scale
    }
}
