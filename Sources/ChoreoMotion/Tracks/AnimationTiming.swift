import ChoreoSupport

/// When and how often an animation plays, as Core Animation's `CAMediaTiming`.
///
/// One *iteration* lasts the track's duration. With `autoreverses`, each repeat plays forward
/// then backward, so a cycle lasts twice the duration. The active span is
/// `duration × (autoreverses ? 2 : 1) × repeatCount`, played at `speed`.
///
/// A track sanitizes its timing when created (debug builds warn, naming the value):
/// - `delay`: non-finite becomes 0. A negative delay starts the animation part-way through.
/// - `speed`: must be finite and > 0, otherwise 1.
/// - `repeatCount`: must be > 0 (fractions play part of the last iteration; `.infinity` repeats
///   forever), otherwise 1.
public struct AnimationTiming: Hashable, Sendable {
    /// Seconds between the track's `beginTime` and the start of playback.
    public var delay: Double
    /// Playback rate: 2 plays twice as fast (the active span then takes half the time).
    public var speed: Double
    /// How many iterations (forward-and-back cycles when autoreversing) to play.
    public var repeatCount: Double
    /// Whether each iteration plays forward then backward.
    public var autoreverses: Bool

    /// Creates timing; the defaults play once, immediately, at normal speed.
    public init(delay: Double = 0, speed: Double = 1, repeatCount: Double = 1, autoreverses: Bool = false) {
        self.delay = delay
        self.speed = speed
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
    }

    /// Plays once, immediately, at normal speed.
    public static let once = AnimationTiming()

    /// The timing with invalid fields replaced as documented.
    var sanitized: AnimationTiming {
        AnimationTiming(
            delay: Diagnostics.checked(delay, "Animation delay", must: "finite", fallback: 0) { $0.isFinite },
            speed: Diagnostics.checked(speed, "Animation speed", must: "finite and > 0", fallback: 1) { $0 > 0 && $0.isFinite },
            repeatCount: Diagnostics.checked(repeatCount, "Animation repeatCount", must: "> 0", fallback: 1) { $0 > 0 },
            autoreverses: autoreverses
        )
    }

    /// The length of playback in local (unscaled) seconds for iterations of `duration`.
    @inlinable
    func activeDuration(forDuration duration: Double) -> Double {
        duration == 0 ? 0 : duration * (autoreverses ? 2 : 1) * repeatCount
    }

    /// Where in one iteration the animation is at `time`, for playback starting at `start`.
    @inlinable
    func localTime(at time: Double, start: Double, duration: Double) -> LocalTime {
        let elapsed = (time - start) * speed
        let active = activeDuration(forDuration: duration)
        if elapsed >= active, active.isFinite { return endPosition(forDuration: duration) }
        // Before the start, and for NaN or infinite times, the start value holds.
        guard elapsed >= 0, elapsed.isFinite else { return LocalTime(seconds: 0, fraction: 0, rate: 0) }
        let cycle = cycleLength(duration)
        // Most animations play a single cycle: skip the division then.
        let offset = elapsed < cycle ? elapsed : elapsed.truncatingRemainder(dividingBy: cycle)
        return position(inCycle: offset, duration: duration, rate: speed)
    }

    /// Where in one iteration playback stops; the start when it never stops.
    @inlinable
    func endPosition(forDuration duration: Double) -> LocalTime {
        guard activeDuration(forDuration: duration).isFinite else { return LocalTime(seconds: 0, fraction: 0, rate: 0) }
        guard duration > 0 else { return LocalTime(seconds: 0, fraction: autoreverses ? 0 : 1, rate: 0) }
        // The end lies `lastCycle` of the way through the final cycle; counting cycles from
        // repeatCount rather than from the active duration avoids rounding onto the wrong cycle.
        let lastCycle = repeatCount - (repeatCount.rounded(.up) - 1)
        return position(inCycle: lastCycle * cycleLength(duration), duration: duration, rate: 0)
    }

    @inlinable
    func cycleLength(_ duration: Double) -> Double {
        autoreverses ? 2 * duration : duration
    }

    @inlinable
    func position(inCycle offset: Double, duration: Double, rate: Double) -> LocalTime {
        let reversing = autoreverses && offset > duration
        let seconds = reversing ? 2 * duration - offset : offset
        return LocalTime(seconds: seconds, fraction: duration.isFinite ? seconds / duration : 0, rate: reversing ? -rate : rate)
    }
}

/// A position inside one iteration of an animation.
@usableFromInline
struct LocalTime {
    /// Seconds since the start of the iteration, in `0...duration`.
    @usableFromInline var seconds: Double
    /// `seconds / duration` in `0...1` (1 at the end of a zero-length iteration; 0 when the
    /// duration is infinite).
    @usableFromInline var fraction: Double
    /// d(seconds)/d(clock time): ±speed while playing, 0 before the start and after the end.
    @usableFromInline var rate: Double

    @inlinable
    init(seconds: Double, fraction: Double, rate: Double) {
        self.seconds = seconds
        self.fraction = fraction
        self.rate = rate
    }
}
