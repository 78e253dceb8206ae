import Foundation

/// One animation of one value over clock time: a timed curve, keyframes or a spring, placed at
/// `beginTime` and played with ``AnimationTiming``.
///
/// A track is a plain value: sampling it is pure and allocation-free, so any number of tracks
/// can be evaluated at any absolute time, in any order. Before it starts it shows its start value
/// (Core Animation's backwards fill); from ``endTime`` on it shows ``finalValue``.
///
/// Durations: zero means instant (the final value from the start time on). Negative, infinite and
/// NaN durations are treated as zero, with a debug warning. A NaN or infinite `beginTime` becomes 0.
public struct AnimationTrack<Value: Interpolatable>: Sendable {
    private enum Motion: Sendable {
        case curve(CurveMotion<Value>)
        case spring(SpringMotion<Value>)
        case keyframes(Keyframes<Value>)
    }

    private let motion: Motion
    /// The clock time the track was placed at; playback starts `timing.delay` later.
    public var beginTime: TimeInterval
    /// The sanitized timing.
    public let timing: AnimationTiming
    /// Seconds per iteration (for springs, the settling duration; `.infinity` if undamped).
    public let duration: Double
    /// Seconds of clock time from ``startTime`` to ``endTime`` (`.infinity` when repeating
    /// forever or for an undamped spring).
    public let activeDuration: Double

    private init(motion: Motion, duration: Double, beginTime: TimeInterval, timing: AnimationTiming) {
        self.motion = motion
        self.duration = duration
        self.beginTime = Diagnostics.checked(beginTime, "Animation beginTime", must: "finite", fallback: 0) { $0.isFinite }
        self.timing = timing.sanitized
        activeDuration = self.timing.activeDuration(forDuration: duration) / self.timing.speed
    }

    private static func checkedDuration(_ duration: Double) -> Double {
        Diagnostics.checked(duration, "Animation duration", must: "finite and ≥ 0", fallback: 0) { $0 >= 0 && $0.isFinite }
    }

    /// A change from `from` to `to` over `duration` seconds, timed by `curve`.
    public init(from: Value, to: Value, duration: Double, curve: TimingCurve = .default,
                beginTime: TimeInterval, timing: AnimationTiming = .once) {
        self.init(motion: .curve(CurveMotion(from: from, to: to, curve: curve)), duration: Self.checkedDuration(duration),
                  beginTime: beginTime, timing: timing)
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

    /// Keyframes played over `duration` seconds.
    public init(keyframes: Keyframes<Value>, duration: Double, beginTime: TimeInterval, timing: AnimationTiming = .once) {
        self.init(motion: .keyframes(keyframes), duration: Self.checkedDuration(duration), beginTime: beginTime, timing: timing)
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

    /// When playback starts: `beginTime + timing.delay`.
    public var startTime: TimeInterval { beginTime + timing.delay }

    /// When playback ends.
    public var endTime: TimeInterval { startTime + activeDuration }

    /// Whether playback is over at `time` (it never is for a track with an infinite end).
    public func isFinished(at time: TimeInterval) -> Bool { time >= endTime }

    /// The value shown before ``startTime``.
    public var initialValue: Value { sample(LocalTime(seconds: 0, fraction: 0, rate: 0)) }

    /// The value shown from ``endTime`` on: `to`, or the start value after whole autoreversed
    /// iterations. Meaningless for a track that never ends (it gives the start value then).
    public var finalValue: Value { sample(timing.endPosition(forDuration: duration)) }

    /// The value at clock time `time`.
    @inline(__always)
    public func value(at time: TimeInterval) -> Value {
        sample(localTime(at: time))
    }

    /// The rate of change at clock time `time`, in value units per second (zero before the
    /// start and from the end on).
    public func velocity(at time: TimeInterval) -> Value.Vector {
        let local = localTime(at: time)
        guard local.rate != 0 else { return .zero }
        switch motion {
        case .curve(let curve):
            return curve.velocity(at: local.fraction).scaled(by: local.rate / duration)
        case .spring(let spring):
            return spring.velocity(at: local.seconds).scaled(by: local.rate)
        case .keyframes(let keyframes):
            return keyframes.velocity(at: local.fraction).scaled(by: local.rate / duration)
        }
    }

    /// Deciding the end by ``endTime`` keeps `value(at: endTime)` equal to ``finalValue`` despite rounding.
    @inline(__always)
    private func localTime(at time: TimeInterval) -> LocalTime {
        time >= endTime ? timing.endPosition(forDuration: duration) : timing.localTime(at: time, start: startTime, duration: duration)
    }

    @inline(__always)
    private func sample(_ local: LocalTime) -> Value {
        switch motion {
        case .curve(let curve):
            curve.value(at: local.fraction)
        case .spring(let spring):
            spring.value(at: local.seconds, isAtEnd: local.fraction >= 1)
        case .keyframes(let keyframes):
            keyframes.value(at: local.fraction)
        }
    }
}
