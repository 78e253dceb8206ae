import Foundation

/// One animation of one value from `from` to `to`, timed by a Bézier curve or driven by a spring.
///
/// The track is a plain value and, for plain-data values, trivially copyable: keyframes live in
/// ``KeyframeTrack`` so that arrays never make copying or sampling these tracks pay for
/// reference counting.
///
/// Durations: zero means instant (the final value from the start time on). Negative, infinite and
/// NaN durations are treated as zero, with a debug warning. A NaN or infinite `beginTime` becomes 0.
public struct AnimationTrack<Value: Interpolatable>: TimedTrack {
    @usableFromInline
    enum Motion: Sendable {
        case curve(CurveMotion<Value>)
        case spring(SpringMotion<Value>)
        case arc(ArcMotion<Value>)
    }

    @usableFromInline let motion: Motion
    /// When the track plays.
    public let schedule: TrackSchedule

    private init(motion: Motion, duration: Double, beginTime: TimeInterval, timing: AnimationTiming) {
        self.motion = motion
        schedule = TrackSchedule(beginTime: beginTime, duration: duration, timing: timing)
    }

    /// A change from `from` to `to` over `duration` seconds, timed by `curve`.
    public init(from: Value, to: Value, duration: Double, curve: TimingCurve = .default,
                beginTime: TimeInterval, timing: AnimationTiming = .once) {
        self.init(motion: .curve(CurveMotion(from: from, to: to, curve: curve)),
                  duration: TrackSchedule.checkedDuration(duration), beginTime: beginTime, timing: timing)
    }

    /// A spring from `from` to `to`.
    ///
    /// - Parameter initialVelocity: In value units per second, in any direction. For UIKit's
    ///   relative velocity use ``init(from:to:animation:beginTime:)``.
    ///
    /// The iteration lasts until the remaining offset stays below ``Spring/settlingTolerance``
    /// times max(|from − to|, |initialVelocity| / ω₀), ω₀ = √(k/m); then the value snaps to `to`.
    public init(from: Value, to: Value, spring: Spring, initialVelocity: Value.Vector = .zero,
                beginTime: TimeInterval, timing: AnimationTiming = .once) {
        let motion = SpringMotion(from: from, to: to, spring: spring, initialVelocity: initialVelocity)
        self.init(motion: .spring(motion), duration: motion.settlingDuration, beginTime: beginTime, timing: timing)
    }

    /// A change from `from` to `to` as described by `animation`.
    ///
    /// A spring's relative initial velocity is multiplied by the travel `to − from`, as UIKit does.
    public init(from: Value, to: Value, animation: Animation, beginTime: TimeInterval) {
        switch animation.motion {
        case .curve(let curve, let duration):
            self.init(from: from, to: to, duration: duration, curve: curve, beginTime: beginTime, timing: animation.timing)
        case .spring(let spring, let relativeVelocity):
            let travel = to.animatableVector - from.animatableVector
            let velocity = relativeVelocity.isFinite ? relativeVelocity : 0
            self.init(from: from, to: to, spring: spring, initialVelocity: travel.scaled(by: velocity),
                      beginTime: beginTime, timing: animation.timing)
        }
    }

    /// A change from `from` to `to` as `animation` times it, whose position travels on `bend`'s
    /// arc; a spring's relative initial velocity is in progress along the arc per second.
    package init(from: Value, to: Value, animation: Animation, bend: ArcBend<Value.Vector>, beginTime: TimeInterval) {
        let (start, end) = (from.animatableVector, to.animatableVector)
        switch animation.motion {
        case .curve(let curve, let duration):
            self.init(motion: .arc(ArcMotion(start: start, end: end, bend: bend, timing: .curve(curve))),
                      duration: TrackSchedule.checkedDuration(duration), beginTime: beginTime, timing: animation.timing)
        case .spring(let spring, let relativeVelocity):
            let velocity = relativeVelocity.isFinite ? relativeVelocity : 0
            // The progress spring settles exactly when a straight spring over the same move would.
            let progress = SpringMotion<Double>(from: 0, to: 1, spring: spring, initialVelocity: velocity)
            let timing = ArcProgress.spring(progress.solution, velocity: velocity)
            self.init(motion: .arc(ArcMotion(start: start, end: end, bend: bend, timing: timing)),
                      duration: progress.settlingDuration, beginTime: beginTime, timing: animation.timing)
        }
    }

    /// The Bézier curve that times the track, or nil for a spring or an arc.
    public var timingCurve: TimingCurve? {
        guard case .curve(let curve) = motion else { return nil }
        return curve.curve
    }

    /// The value shown before the start.
    public var initialValue: Value { sample(LocalTime(seconds: 0, fraction: 0, rate: 0)) }

    /// The value shown from the end on: `to`, or `from` after whole autoreversed iterations.
    public var finalValue: Value { sample(schedule.endPosition) }

    /// The value at clock time `time`.
    @inlinable
    public func value(at time: TimeInterval) -> Value {
        sample(schedule.localTime(at: time))
    }

    /// The rate of change at clock time `time`, in value units per second.
    public func velocity(at time: TimeInterval) -> Value.Vector {
        let local = schedule.localTime(at: time)
        guard local.rate != 0 else { return .zero }
        switch motion {
        case .curve(let curve):
            return curve.velocity(at: local.fraction).scaled(by: local.rate / schedule.duration)
        case .spring(let spring):
            return spring.velocity(at: local.seconds).scaled(by: local.rate)
        case .arc(let arc):
            return arc.velocity(at: local, duration: schedule.duration).scaled(by: local.rate)
        }
    }

    @inlinable
    func sample(_ local: LocalTime) -> Value {
        switch motion {
        case .curve(let curve):
            curve.value(at: local.fraction)
        case .spring(let spring):
            spring.value(at: local.seconds, isAtEnd: local.fraction >= 1)
        case .arc(let arc):
            arc.value(at: local)
        }
    }
}
