import Foundation

/// How each tagged element of a screen transition animates, keyed by transition identifier
/// (Airbnb's transition definitions). Identifiers without an entry take no part.
public typealias TransitionDefinition = [String: AnimationType]

/// One element's animation in a ``ScreenTransition``.
///
/// Each case (except ``sharedElement`` on an identifier both screens have) is defined by the
/// element's *off-screen state*: an inserted element goes from it to its place, a removed one
/// from its place to it, so one definition plays forwards (present) and backwards (dismiss).
/// On an identifier both screens have, the source copy leaves to the off state while the
/// destination copy arrives from it, each at its own frame.
public enum AnimationType: Hashable, Sendable {
    /// Off state: in place at alpha 0.
    case crossfade
    /// Off state: just outside the container's edge, keeping its other coordinate; alpha stays 1.
    case edgeTranslation(EdgeTranslationSource)
    /// Both copies move and resize from the source frame to the destination frame; the
    /// destination copy fades in above the source copy, which stays opaque when both are
    /// opaque (otherwise it fades out). Falls back to ``crossfade`` on an inserted or removed
    /// identifier (debug message).
    case sharedElement
    /// Off state: moved by `distance` on the y axis (y down: -40 starts 40 pt above), at alpha 0.
    case translateY(CGFloat)
    /// Off state: moved by `x` and `y`, at alpha 0.
    case translate(x: CGFloat, y: CGFloat)
    /// Off state: scaled by the factor around the element's center, at alpha 0.
    case scale(CGFloat)
    /// Moves with another element's motion (its frame follows the other element's change of
    /// origin since that element's on state) and fades. An identifier neither screen has falls
    /// back to ``crossfade`` (debug message).
    case anchorTranslation(relativeTo: String)
    /// Off state: blurred with the given radius (the standard deviation, in points); alpha stays 1.
    case blur(radius: CGFloat)
    /// No copy: the element stays in its screen and fades with it.
    case noAnimation
}

/// The container edge an ``AnimationType/edgeTranslation(_:)`` element enters from or leaves to.
///
/// `leading` and `trailing` follow the stage's layout direction (left-to-right: leading is the
/// left edge).
public enum EdgeTranslationSource: Hashable, Sendable {
    /// Off state above the container: y = -height.
    case top
    /// Off state below the container: y = the container's height.
    case bottom
    /// Off state before the leading edge: x = -width (left-to-right) or the container's width.
    case leading
    /// Off state past the trailing edge: x = the container's width (left-to-right) or -width.
    case trailing
}

/// The timing every element of a ``ScreenTransition`` shares.
public enum TransitionTiming: Hashable, Sendable {
    /// A timing curve over the duration.
    case curve(TimingCurve)
    /// A spring with the damping ratio that settles exactly at the duration, as UIKit's
    /// `usingSpringWithDamping` animations (``Spring/init(uiKitDuration:dampingRatio:)``).
    case spring(dampingRatio: Double)
}

/// Which of an element's two copies: the one made from the source screen, or the destination's.
public enum TransitionCopy: Hashable, Sendable {
    /// The copy made from the source screen's node (removed and shared identifiers).
    case source
    /// The copy made from the destination screen's node (inserted and shared identifiers).
    case destination
}

/// An element copy's state at one moment of a ``ScreenTransition``, in container coordinates.
public struct TransitionElementState: Hashable, Sendable {
    /// The untransformed frame, like ``DisplayNode/frame``.
    public var frame: CGRect
    /// The original's alpha times the animation's fade factor.
    public var alpha: CGFloat
    /// Applied around the frame's center (``AnimationType/scale(_:)``).
    public var transform: Transform
    /// The Gaussian blur's standard deviation in points (``AnimationType/blur(radius:)``).
    public var blurRadius: CGFloat

    /// Creates a state; the defaults are untransformed and sharp.
    public init(frame: CGRect, alpha: CGFloat, transform: Transform = .identity, blurRadius: CGFloat = 0) {
        self.frame = frame
        self.alpha = alpha
        self.transform = transform
        self.blurRadius = blurRadius
    }
}
