import ChoreoMotion

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
