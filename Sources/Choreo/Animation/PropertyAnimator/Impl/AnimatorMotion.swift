import ChoreoMotion
import Foundation

/// Where a ``PropertyAnimator`` is in its playback: held at a fraction, or playing a segment.
/// Fraction and progress are pure functions of the clock's time.
enum AnimatorMotion {
    case paused(fraction: Double, progress: Double)
    case running(Segment)

    /// A stretch of playback from one fraction to another over `length` seconds.
    struct Segment {
        let start: TimeInterval
        let length: Double
        let fromFraction: Double
        let toFraction: Double
        let fromProgress: Double
        /// nil: progress is the animator's own timing at the fraction; otherwise this timing
        /// carries progress from `fromProgress` to `toFraction` over the segment.
        let timing: ResolvedTiming?

        func local(at time: TimeInterval) -> Double {
            guard time > start else { return 0 }
            guard length > 0, time < start + length else { return 1 }
            return (time - start) / length
        }

        var end: TimeInterval { start + length }
    }

    /// How far through the animation time is at `time`.
    func fraction(at time: TimeInterval) -> Double {
        switch self {
        case .paused(let fraction, _):
            return fraction
        case .running(let segment):
            return segment.fromFraction + (segment.toFraction - segment.fromFraction) * segment.local(at: time)
        }
    }

    /// How much of the change is on screen at `time`: `baseTiming` at the fraction, or the
    /// segment's own timing after a `continueAnimation` with new parameters.
    func progress(at time: TimeInterval, baseTiming: ResolvedTiming) -> Double {
        switch self {
        case .paused(_, let progress):
            return progress
        case .running(let segment):
            let local = segment.local(at: time)
            if let timing = segment.timing {
                return segment.fromProgress + (segment.toFraction - segment.fromProgress) * timing.progress(at: local)
            }
            return baseTiming.progress(at: segment.fromFraction + (segment.toFraction - segment.fromFraction) * local)
        }
    }
}
