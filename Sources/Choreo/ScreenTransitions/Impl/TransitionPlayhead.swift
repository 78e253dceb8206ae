import ChoreoMotion
import Foundation

/// Where a screen transition is in time, and how far its animation has progressed there: a
/// pure function of the clock's time. The time fraction moves forwards, backwards or not at
/// all, and the timing maps it to progress; after a velocity hand-off a spring carries the
/// progress itself to its end, starting with the hand-off's velocity.
struct TransitionPlayhead {
    let duration: TimeInterval
    private let timing: TransitionProgress
    /// The fraction at `anchorTime`.
    private var anchorFraction: Double = 0
    private var anchorTime: TimeInterval = 0
    /// +1 forwards, -1 backwards, 0 paused.
    private(set) var speed: Double = 0
    /// The direction `resume` plays in.
    private(set) var isReversed = false
    /// The spring a velocity hand-off started, while it runs.
    private var handOff: ProgressSpring?

    init(timing: TransitionTiming, duration: TimeInterval) {
        self.duration = duration
        self.timing = TransitionProgress(timing: timing, duration: duration)
    }

    /// The animation's progress at `now` (a spring may overshoot 0...1).
    func progress(at now: TimeInterval) -> Double {
        if let handOff { return handOff.progress(at: now) }
        return timing(fraction(at: now))
    }

    /// The time fraction at `now`, in 0...1 (during a hand-off, the fraction whose timing gives
    /// the spring's progress).
    func fraction(at now: TimeInterval) -> Double {
        if let handOff { return timing.fraction(giving: handOff.progress(at: now)) }
        guard speed != 0 else { return anchorFraction }
        guard duration > 0 else { return speed > 0 ? 1 : 0 }
        return min(max(anchorFraction + speed * (now - anchorTime) / duration, 0), 1)
    }

    /// When the transition reaches its end in the current direction; nil while paused.
    var endTime: TimeInterval? {
        if let handOff { return handOff.endTime }
        guard speed != 0 else { return nil }
        let remaining = speed > 0 ? 1 - anchorFraction : anchorFraction
        return anchorTime + remaining * duration
    }

    /// Plays on from the fraction at `now` (backwards when `reversed`).
    mutating func play(reversed: Bool, at now: TimeInterval) {
        anchor(at: now)
        isReversed = reversed
        speed = reversed ? -1 : 1
    }

    /// Stops at the fraction at `now`.
    mutating func pause(at now: TimeInterval) {
        anchor(at: now)
        speed = 0
    }

    /// Stops at `fraction` (clamped to 0...1).
    mutating func scrub(to fraction: Double, at now: TimeInterval) {
        handOff = nil
        anchorFraction = min(max(fraction, 0), 1)
        anchorTime = now
        speed = 0
    }

    /// Hands the transition to a spring heading for its end (its start when `reversed`) from
    /// what is shown at `now`, moving as a finger dragging the time fraction at
    /// `fractionVelocity` per second moves it, so position and velocity carry on unbroken.
    mutating func handOff(reversed: Bool, fractionVelocity: Double, at now: TimeInterval) {
        guard duration > 0 else { return play(reversed: reversed, at: now) }
        let fraction = fraction(at: now)
        let velocity = timing.slope(at: fraction) * fractionVelocity
        handOff = ProgressSpring(startTime: now, from: progress(at: now), to: reversed ? 0 : 1, velocity: velocity,
                                 spring: timing.handOffSpring)
        isReversed = reversed
        speed = reversed ? -1 : 1
    }

    /// Makes the fraction at `now` the anchor, ending a hand-off there.
    private mutating func anchor(at now: TimeInterval) {
        anchorFraction = fraction(at: now)
        anchorTime = now
        handOff = nil
    }
}

/// The progress after a velocity hand-off: from `from` at `startTime` to `to`, starting at
/// `velocity` progress per second, as `spring` moves.
struct ProgressSpring {
    let startTime: TimeInterval
    let from: Double
    let to: Double
    let velocity: Double
    let spring: Spring

    func progress(at now: TimeInterval) -> Double {
        let time = max(now - startTime, 0)
        // A spring's value is linear in its initial velocity: the part from rest, plus the
        // velocity times the part one unit of velocity adds (which also serves from == to).
        let fromRest = spring.value(at: time)
        let perUnitVelocity = spring.value(at: time, initialVelocity: 1) - fromRest
        return from + (to - from) * fromRest + velocity * perUnitVelocity
    }

    /// When it has settled (within the spring's tolerance of the travel).
    var endTime: TimeInterval {
        let travel = to - from
        let unitVelocity = abs(travel) > 1e-9 ? velocity / travel : velocity
        let settling = spring.settlingDuration(initialVelocity: unitVelocity)
        return startTime + (settling.isFinite ? settling : 0)
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

    /// The spring a velocity hand-off finishes with: the timing's own spring, or for a curve a
    /// critically damped one that settles in the duration.
    var handOffSpring: Spring {
        spring ?? Spring(uiKitDuration: duration, dampingRatio: 1)
    }

    /// Progress per unit of fraction at `fraction` (a central difference, one-sided at the ends).
    func slope(at fraction: Double) -> Double {
        let step = 1e-4
        let low = max(fraction - step, 0), high = min(fraction + step, 1)
        return (self(high) - self(low)) / (high - low)
    }

    /// The first fraction whose progress reaches `progress` (bisection; 1 when none does).
    func fraction(giving progress: Double) -> Double {
        guard progress < self(1) else { return 1 }
        guard progress > self(0) else { return 0 }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if self(middle) < progress { low = middle } else { high = middle }
        }
        return high
    }
}
