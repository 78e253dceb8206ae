import Foundation

/// A value animated over clock time: ``AnimationTrack`` (a curve or a spring) or
/// ``KeyframeTrack``.
///
/// Sampling is pure and allocation-free, so any number of tracks can be evaluated at any
/// absolute time, in any order.
public protocol TimedTrack: Sendable {
    /// The animated type.
    associatedtype Value: Interpolatable

    /// When the track plays.
    var schedule: TrackSchedule { get }

    /// The value at clock time `time`.
    func value(at time: TimeInterval) -> Value

    /// The rate of change at clock time `time`, in value units per second (zero before the start
    /// and from the end on).
    func velocity(at time: TimeInterval) -> Value.Vector

    /// The value shown before the start.
    var initialValue: Value { get }

    /// The value shown from the end on (for a track that never ends, its start value).
    var finalValue: Value { get }
}

extension TimedTrack {
    /// When playback starts: `schedule.beginTime + schedule.timing.delay`.
    @inlinable
    public var startTime: TimeInterval { schedule.startTime }

    /// When playback ends (`.infinity` if never).
    @inlinable
    public var endTime: TimeInterval { schedule.endTime }

    /// Whether playback is over at `time`.
    @inlinable
    public func isFinished(at time: TimeInterval) -> Bool { schedule.isFinished(at: time) }
}
