import Foundation

/// The writing direction: which edge a horizontal stack starts at.
public enum LayoutDirection: Hashable, Sendable {
    case leftToRight
    case rightToLeft
}

/// Options that apply to a whole layout pass.
public struct LayoutOptions: Hashable, Sendable {
    /// The writing direction. Right-to-left mirrors horizontal stacks, as in CSS and Yoga.
    public var direction: LayoutDirection = .leftToRight
    /// Pixels per point for pixel snapping; 0 (or any non-finite or negative value) turns snapping off.
    public var scale: CGFloat = 1

    public init(direction: LayoutDirection = .leftToRight, scale: CGFloat = 1) {
        self.direction = direction
        self.scale = scale
    }
}
