import ChoreoMotion
import Foundation

/// UIKit's named animation curves (`UIView.AnimationCurve`).
public enum AnimationCurve: Hashable, Sendable {
    /// Slow at both ends (the default), slow at the start, slow at the end, constant speed.
    case easeInOut, easeIn, easeOut, linear

    /// Core Animation's control points for the curve.
    public var timingCurve: TimingCurve {
        switch self {
        case .easeInOut: .easeInOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }
}

/// Where a ``PropertyAnimator`` ended (`UIViewAnimatingPosition`): its completions receive it.
public enum AnimatingPosition: Hashable, Sendable {
    /// The values set in the animation blocks.
    case end
    /// The values the properties had before the blocks changed them.
    case start
    /// Whatever was on screen when the animator stopped.
    case current
}

extension PropertyAnimator {
    /// How progress follows the fraction of time elapsed (`UITimingCurveProvider`).
    public enum TimingParameters: Hashable, Sendable {
        /// A cubic Bézier timing curve (`UICubicTimingParameters`).
        case curve(TimingCurve)
        /// A spring with this damping ratio that settles in the animation's duration
        /// (`UISpringTimingParameters(dampingRatio:initialVelocity:)`); `initialVelocity` is
        /// in distances per second, as UIKit's: with ``continueAnimation(withTimingParameters:durationFactor:)``,
        /// the distance left, so a drag's progress per second divided by the progress left
        /// hands its velocity over (position and velocity carry on unbroken).
        case spring(dampingRatio: CGFloat, initialVelocity: CGFloat = 0)
    }
}

/// The life cycle of a ``PropertyAnimator`` (`UIViewAnimatingState`).
public enum AnimatingState: Hashable, Sendable {
    /// Not started, or finished: animation blocks have not run (or have completed).
    case inactive
    /// Started, running or paused: the blocks ran and their animations are in flight.
    case active
    /// Stopped with `stopAnimation(false)`: waiting for ``PropertyAnimator/finishAnimation(at:)``.
    case stopped
}
