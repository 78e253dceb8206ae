import ChoreoMotion
import Foundation

extension DisplayNode {
    /// The path the default layout transition moves subnodes on: ``MotionPath/straight`` (the
    /// default), or ``MotionPath/arc(intensity:)`` for each moved subnode's centre to travel on
    /// an arc from its old place to its new one (sizes change on a straight line, fades are
    /// unchanged). It applies to staggered transitions too, and not to custom
    /// ``animateLayoutTransition(_:)`` overrides, which pass a path to
    /// ``animate(withDuration:delay:options:path:animations:completion:)`` themselves.
    ///
    /// ```swift
    /// grid.defaultLayoutTransitionPath = .arc()
    /// ```
    public var defaultLayoutTransitionPath: MotionPath {
        get { transitionLifecycle?.defaultPath ?? .straight }
        set {
            // Kept off the node itself: most nodes move straight, and nodes are many.
            if newValue == .straight, transitionLifecycle == nil { return }
            lifecycle.defaultPath = newValue
        }
    }
}
