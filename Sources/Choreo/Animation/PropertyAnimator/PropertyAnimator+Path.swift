import ChoreoMotion
import ChoreoSupport
import Foundation

extension PropertyAnimator {
    /// The path the position changes of the animator's blocks travel on: ``MotionPath/straight``
    /// (the default), or ``MotionPath/arc(intensity:)`` for a frame's or centre's change to
    /// follow the same arc as an animation block's (sizes change on a straight line). The arc
    /// follows ``fractionComplete`` wherever it is set, so a scrubbing finger moves along it.
    /// Set it while the animator is inactive; a block's changes keep the path they were made with.
    ///
    /// ```swift
    /// let animator = PropertyAnimator(duration: 0.4, curve: .easeInOut) { card.center = target }
    /// animator.path = .arc()
    /// animator.startAnimation()
    /// ```
    public var path: MotionPath {
        get { arc.map { .arc(intensity: $0.intensity) } ?? .straight }
        set {
            guard state == .inactive else {
                Diagnostics.warn("PropertyAnimator.path can only be set while inactive; ignoring")
                return
            }
            arc = newValue.motionArc
        }
    }
}
