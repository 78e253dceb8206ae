import ChoreoMotion
import Foundation

/// The clipping region of a node that clips its descendants to its bounds.
///
/// Clips nest: a clip with a ``parent`` only shows what also lies inside the parent,
/// so an item referencing the innermost clip is clipped by the whole chain.
public struct RenderClip: Sendable, Equatable {
    /// The size of the clipping rectangle, which spans `(0, 0, width, height)` in the clipping node's local coordinates.
    public var bounds: CGSize
    /// Maps the clipping node's local coordinates to stage coordinates.
    public var transform: Transform
    /// The radius of the clipping rectangle's rounded corners, in local points.
    public var cornerRadius: CGFloat
    /// The index in ``RenderTree/clips`` of the enclosing clip, or `nil` for an outermost clip.
    ///
    /// It must be smaller than this clip's own index (ancestors come first); renderers
    /// ignore a parent that is not, so a malformed tree still renders.
    public var parent: Int?

    /// Creates a clipping region.
    public init(bounds: CGSize, transform: Transform = .identity, cornerRadius: CGFloat = 0, parent: Int? = nil) {
        self.bounds = bounds
        self.transform = transform
        self.cornerRadius = cornerRadius
        self.parent = parent
    }
}
