import ChoreoSupport
import Foundation

/// Where a track sits on the clock: when it was placed, its timing, and how long one iteration
/// lasts, sanitized once when the track is made.
///
/// Before ``startTime`` a track shows its start value (Core Animation's backwards fill); from
/// ``endTime`` on it shows its final value.
public struct TrackSchedule: Hashable, Sendable {
    /// The clock time the track was placed at; playback starts `timing.delay` later.
    public let beginTime: TimeInterval
    /// The sanitized timing.
    public let timing: AnimationTiming
    /// Seconds per iteration (for springs, the settling duration; `.infinity` if undamped).
    public let duration: Double
    /// Seconds of clock time from ``startTime`` to ``endTime`` (`.infinity` when repeating
    /// forever or for an undamped spring).
    public let activeDuration: Double

    /// - Parameter duration: Already validated (see ``checkedDuration(_:)``); may be `.infinity`.
    init(beginTime: TimeInterval, duration: Double, timing: AnimationTiming) {
        self.beginTime = Diagnostics.checked(beginTime, "Animation beginTime", must: "finite", fallback: 0) { $0.isFinite }
        self.duration = duration
        self.timing = timing.sanitized
        activeDuration = self.timing.activeDuration(forDuration: duration) / self.timing.speed
    }

    /// A caller-given iteration length: zero means instant; negative, infinite and NaN count as
    /// zero (with a debug warning).
    static func checkedDuration(_ duration: Double) -> Double {
        Diagnostics.checked(duration, "Animation duration", must: "finite and ≥ 0", fallback: 0) { $0 >= 0 && $0.isFinite }
    }

    /// When playback starts: `beginTime + timing.delay`.
    @inlinable
    public var startTime: TimeInterval { beginTime + timing.delay }

    /// When playback ends.
    @inlinable
    public var endTime: TimeInterval { startTime + activeDuration }

    /// Whether playback is over at `time` (never, for an infinite end).
    @inlinable
    public func isFinished(at time: TimeInterval) -> Bool { time >= endTime }

    /// Where in one iteration playback is at `time`. Deciding the end by ``endTime`` keeps the
    /// value at `endTime` equal to the final value despite rounding.
    @inlinable
    func localTime(at time: TimeInterval) -> LocalTime {
        time >= endTime ? endPosition : timing.localTime(at: time, start: startTime, duration: duration)
    }

    /// Where playback stops (the start for a track that never stops).
    @inlinable
    var endPosition: LocalTime { timing.endPosition(forDuration: duration) }
}
