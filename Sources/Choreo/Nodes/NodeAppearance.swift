import ChoreoMotion
import Foundation

/// Everything about how a node looks: its model values, or what is on screen at a moment
/// (``DisplayNode/presentation``).
public struct NodeAppearance: Hashable, Sendable {
    /// The frame in the supernode's coordinates (before `transform`).
    public var frame: CGRect
    public var alpha: CGFloat
    public var backgroundColor: Color?
    public var cornerRadius: CGFloat
    /// Applied around the frame's center.
    public var transform: Transform
    public var isHidden: Bool
    public var clipsToBounds: Bool
    public var zPosition: CGFloat

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
