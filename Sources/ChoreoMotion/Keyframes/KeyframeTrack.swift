import Foundation

/// ``Keyframes`` played over clock time.
///
/// Durations: zero means instant (the last value from the start time on). Negative, infinite and
/// NaN durations are treated as zero, with a debug warning. A NaN or infinite `beginTime` becomes 0.
public struct KeyframeTrack<Value: Interpolatable>: TimedTrack {
    /// The keyframes.
    public let keyframes: Keyframes<Value>
    /// When the track plays.
    public let schedule: TrackSchedule

    /// Keyframes played over `duration` seconds per iteration.
    public init(_ keyframes: Keyframes<Value>, duration: Double, beginTime: TimeInterval, timing: AnimationTiming = .once) {
        self.keyframes = keyframes
        schedule = TrackSchedule(beginTime: beginTime, duration: TrackSchedule.checkedDuration(duration), timing: timing)
    }

    /// The value shown before the start.
    public var initialValue: Value { keyframes.value(at: 0) }

    /// The value shown from the end on.
    public var finalValue: Value { keyframes.value(at: schedule.endPosition.fraction) }

    /// The value at clock time `time`.
    @inlinable
    public func value(at time: TimeInterval) -> Value {
        keyframes.value(at: schedule.localTime(at: time).fraction)
    }

    /// The rate of change at clock time `time`, in value units per second.
    public func velocity(at time: TimeInterval) -> Value.Vector {
        let local = schedule.localTime(at: time)
        guard local.rate != 0 else { return .zero }
        return keyframes.velocity(at: local.fraction).scaled(by: local.rate / schedule.duration)
    }
}
