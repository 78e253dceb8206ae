import ChoreoMotion
import Foundation

/// How the default layout transition (``DisplayNode/animateLayoutTransition(_:)``) animates this
/// node's subnodes, besides its duration, delay and options.
extension DisplayNode {
    /// Starts the default layout transition's elements one after another (see ``Stagger``);
    /// nil, the default: every element starts together.
    ///
    /// The elements are the subnodes the transition removes, then those it moves or inserts in
    /// the new layout's order (leaving nodes clear their place before the others fill it).
    /// Their positions, for the distance orders, are their frames' centres in this node's
    /// coordinates: the new frames, the old ones for removed nodes. A changed node inside
    /// another changed node moves with it, in its slot. The node's own size animates over the
    /// unstaggered duration from the start. `completeTransition` runs once, after the last element.
    public var defaultLayoutTransitionStagger: Stagger? {
        get { transitionLifecycle?.defaultStagger }
        set {
            // Kept off the node itself: most nodes never stagger, and nodes are many.
            if newValue == nil, transitionLifecycle == nil { return }
            lifecycle.defaultStagger = newValue
        }
    }

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
