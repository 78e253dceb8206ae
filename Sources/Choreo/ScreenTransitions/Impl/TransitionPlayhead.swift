import Foundation

/// Where a screen transition is in time: a fraction of its duration that is a pure function of
/// the clock's time, moving forwards, backwards or not at all.
struct TransitionPlayhead {
    let duration: TimeInterval
    /// The fraction at `anchorTime`.
    private var anchorFraction: Double = 0
    private var anchorTime: TimeInterval = 0
    /// +1 forwards, -1 backwards, 0 paused.
    private(set) var speed: Double = 0
    /// The direction `resume` plays in.
    private(set) var isReversed = false

    init(duration: TimeInterval) {
        self.duration = duration
    }

    /// The time fraction at `now`, in 0...1.
    func fraction(at now: TimeInterval) -> Double {
        guard speed != 0 else { return anchorFraction }
        guard duration > 0 else { return speed > 0 ? 1 : 0 }
        return min(max(anchorFraction + speed * (now - anchorTime) / duration, 0), 1)
    }

    /// When the fraction reaches its end in the current direction; nil while paused.
    var endTime: TimeInterval? {
        guard speed != 0 else { return nil }
        let remaining = speed > 0 ? 1 - anchorFraction : anchorFraction
        return anchorTime + remaining * duration
    }

    /// Plays on from the fraction at `now` (backwards when `reversed`).
    mutating func play(reversed: Bool, at now: TimeInterval) {
        anchorFraction = fraction(at: now)
        anchorTime = now
        isReversed = reversed
        speed = reversed ? -1 : 1
    }

    /// Stops at the fraction at `now`.
    mutating func pause(at now: TimeInterval) {
        anchorFraction = fraction(at: now)
        anchorTime = now
        speed = 0
    }

    /// Stops at `fraction` (clamped to 0...1).
    mutating func scrub(to fraction: Double, at now: TimeInterval) {
        anchorFraction = min(max(fraction, 0), 1)
        anchorTime = now
        speed = 0
    }
}

/// Maps a time fraction to animation progress for one timing and duration.
struct TransitionProgress {
    let timing: TransitionTiming
    let duration: TimeInterval
    /// The spring that settles at `duration`, for spring timing.
    private let spring: Spring?

    init(timing: TransitionTiming, duration: TimeInterval) {
        self.timing = timing
        self.duration = duration
        if case .spring(let ratio) = timing, duration > 0 {
            spring = Spring(uiKitDuration: duration, dampingRatio: ratio)
        } else {
            spring = nil
        }
    }

    /// The curve's progress, or the spring's value at `fraction × duration`; exactly 1 from the end on.
    func callAsFunction(_ fraction: Double) -> Double {
        if fraction >= 1 { return 1 }
        switch timing {
        case .curve(let curve): return curve.progress(at: fraction)
        case .spring: return spring?.value(at: fraction * duration) ?? 1
        }
    }
}
