/// How to animate a change, independent of the values: a timed curve or a spring, plus timing.
///
/// Build one with the static factories and modifiers, for example
/// `Animation.easeInOut(duration: 0.3).delay(0.1)` or
/// `Animation.uiKitSpring(duration: 0.5, dampingRatio: 0.7, initialSpringVelocity: 2)`, then
/// hand it to ``AnimatedValue/animate(to:with:at:)`` or ``AnimationTrack/init(from:to:animation:beginTime:)``.
public struct Animation: Hashable, Sendable {
    /// The shape of the motion.
    public enum Motion: Hashable, Sendable {
        /// A Bézier-timed change lasting `duration` seconds per iteration.
        case curve(TimingCurve, duration: Double)
        /// A spring; `initialVelocity` is in progress per second, relative to the distance
        /// travelled (UIKit's `initialSpringVelocity`: 1 covers the whole distance in one second).
        case spring(Spring, initialVelocity: Double)
    }

    /// The shape of the motion.
    public var motion: Motion
    /// Delay, speed, repetition.
    public var timing: AnimationTiming

    /// Creates an animation.
    public init(_ motion: Motion, timing: AnimationTiming = .once) {
        self.motion = motion
        self.timing = timing
    }

    /// The length of one iteration in seconds: the curve's duration or the spring's
    /// ``Spring/settlingDuration(initialVelocity:)``.
    public var duration: Double {
        switch motion {
        case .curve(_, let duration): duration
        case .spring(let spring, let velocity): spring.settlingDuration(initialVelocity: velocity)
        }
    }

    // MARK: Curves

    /// A change timed by `curve`.
    public static func timingCurve(_ curve: TimingCurve, duration: Double) -> Animation {
        Animation(.curve(curve, duration: duration))
    }

    /// Constant speed.
    public static func linear(duration: Double) -> Animation { timingCurve(.linear, duration: duration) }
    /// Core Animation's ease-in.
    public static func easeIn(duration: Double) -> Animation { timingCurve(.easeIn, duration: duration) }
    /// Core Animation's ease-out.
    public static func easeOut(duration: Double) -> Animation { timingCurve(.easeOut, duration: duration) }
    /// Core Animation's ease-in-ease-out.
    public static func easeInOut(duration: Double) -> Animation { timingCurve(.easeInOut, duration: duration) }
    /// Core Animation's default curve, 0.25 s unless told otherwise (as `CATransaction`).
    public static func `default`(duration: Double = 0.25) -> Animation { timingCurve(.default, duration: duration) }

    // MARK: Springs

    /// A spring, started with `initialVelocity` in progress per second.
    public static func spring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        Animation(.spring(spring, initialVelocity: initialVelocity))
    }

    /// SwiftUI's `spring(duration:bounce:)`.
    public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation {
        spring(Spring(duration: duration, bounce: bounce))
    }

    /// UIKit's `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
    ///
    /// The spring comes from ``Spring/init(uiKitDuration:dampingRatio:)``, so starting at rest it
    /// settles exactly at `duration`. `initialSpringVelocity` keeps UIKit's meaning: 1 is the total
    /// distance per second.
    public static func uiKitSpring(duration: Double, dampingRatio: Double, initialSpringVelocity: Double = 0) -> Animation {
        spring(Spring(uiKitDuration: duration, dampingRatio: dampingRatio), initialVelocity: initialSpringVelocity)
    }

    // MARK: Modifiers

    /// The same animation starting `seconds` later.
    public func delay(_ seconds: Double) -> Animation {
        var copy = self
        copy.timing.delay = seconds
        return copy
    }

    /// The same animation played `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        copy.timing.speed = speed
        return copy
    }

    /// The same animation played `count` times (fractions allowed), optionally back and forth.
    public func repeatCount(_ count: Double, autoreverses: Bool = false) -> Animation {
        var copy = self
        copy.timing.repeatCount = count
        copy.timing.autoreverses = autoreverses
        return copy
    }

    /// The same animation repeated forever.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        repeatCount(.infinity, autoreverses: autoreverses)
    }
}
