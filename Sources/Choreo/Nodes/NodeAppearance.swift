import ChoreoMotion
import Foundation

/// Everything about how a node looks: its model values, or what is on screen at a moment
/// (``DisplayNode/presentation``).
public struct NodeAppearance: Hashable, Sendable {
    /// The frame in the supernode's coordinates (before `transform`).
    public var frame: CGRect
    /// Opacity from 0 to 1 (the node's own, not multiplied by its ancestors').
    public var alpha: CGFloat
    /// The fill behind the content; nil for none.
    public var backgroundColor: Color?
    /// The radius of the rounded corners, in points.
    public var cornerRadius: CGFloat
    /// Applied around the frame's center.
    public var transform: Transform
    /// Whether the node and its subtree draw nothing.
    public var isHidden: Bool
    /// Whether subnodes are clipped to the node's bounds (and corner radius).
    public var clipsToBounds: Bool
    /// Drawing order among siblings: increasing, ties in subnode order.
    public var zPosition: CGFloat

    /// An appearance; the defaults are a new node's.
    public init(frame: CGRect = .zero, alpha: CGFloat = 1, backgroundColor: Color? = nil, cornerRadius: CGFloat = 0,
                transform: Transform = .identity, isHidden: Bool = false, clipsToBounds: Bool = false,
                zPosition: CGFloat = 0) {
        self.frame = frame
        self.alpha = alpha
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.transform = transform
        self.isHidden = isHidden
        self.clipsToBounds = clipsToBounds
        self.zPosition = zPosition
    }

    /// `(0, 0, width, height)`.
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    /// The frame's center, as `UIView.center`.
    public var position: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
}
