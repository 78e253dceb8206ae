import ChoreoMotion
import Foundation

/// Fits values sampled once a frame with as few keyframe segments as keep every sample within a
/// tolerance: the pure function behind the Lottie exporter's keyframes.
///
/// A segment runs from one sample to a later one. It either holds its first value (a Lottie hold
/// keyframe: the value jumps at the segment's end) or eases from its first value to its last along
/// one cubic easing curve shared by every dimension, as a Lottie keyframe does. The easing's
/// control points sit at 1/3 and 2/3 of the segment's time, so its value is a cubic polynomial in
/// time and fitting it is a linear least-squares problem in the two control points' values.
///
/// Segments are chosen greedily from the first sample: each is the longest hold or curve starting
/// where the previous one ended that keeps every sample it covers within tolerance (the curve's
/// length found by doubling, then bisecting). Spans known to follow a timing curve (see
/// ``keyframes(_:tolerance:spans:known:decimals:)``) are taken as they are, and only the samples
/// around them fitted.
enum KeyframeFitting {
    /// How a segment moves from its first sample's value to its last's.
    enum Motion: Equatable, Sendable {
        /// Keeps the first value until the segment's last sample, which shows the next value.
        case hold
        /// Eases along the cubic bezier `(0,0) (1/3, y1) (2/3, y2) (1,1)` of normalized time.
        case curve(y1: Double, y2: Double)
        /// Eases along an animation's own timing curve (control points at any time).
        case timingCurve(TimingCurve)
    }

    /// One fitted segment, from sample `start` to sample `end` (`end > start`).
    struct Segment: Equatable, Sendable {
        var start: Int
        var end: Int
        var motion: Motion
    }

    /// The segments covering `samples` (each an array of the same dimension), or none when every
    /// sample is within `tolerance` of the first (a static value).
    ///
    /// - Parameters:
    ///   - samples: One value per frame; every value has `tolerance.count` dimensions.
    ///   - tolerance: The largest error allowed in each dimension (positive).
    static func fit(_ samples: [[Double]], tolerance: [Double]) -> [Segment] {
        guard samples.count > 1, !isHeld(samples, from: 0, through: samples.count - 1, tolerance: tolerance) else {
            return []
        }
        return fit(samples, from: 0, through: samples.count - 1, tolerance: tolerance)
    }

    /// The segments covering samples `first...last` (`first < last`), chosen greedily.
    static func fit(_ samples: [[Double]], from first: Int, through last: Int, tolerance: [Double]) -> [Segment] {
        var segments: [Segment] = []
        var start = first
        while start < last {
            let holdEnd = longestHold(samples, from: start, through: last, tolerance: tolerance)
            let curve = longestCurve(samples, from: start, through: last, tolerance: tolerance)
            if holdEnd >= curve.end {
                segments.append(Segment(start: start, end: holdEnd, motion: .hold))
                start = holdEnd
            } else {
                segments.append(curve)
                start = curve.end
            }
        }
        return segments
    }

    /// The value a curve segment from `from` to `to` shows at normalized time `time` (0...1).
    static func value(from: [Double], to: [Double], y1: Double, y2: Double, at time: Double) -> [Double] {
        let progress = easing(y1: y1, y2: y2, at: time)
        return zip(from, to).map { $0 + ($1 - $0) * progress }
    }

    /// The easing `(0,0) (1/3, y1) (2/3, y2) (1,1)` at normalized time `time`: with the control
    /// points' times at thirds, the curve's time equals its parameter.
    static func easing(y1: Double, y2: Double, at time: Double) -> Double {
        let rest = 1 - time
        return 3 * rest * rest * time * y1 + 3 * rest * time * time * y2 + time * time * time
    }

    /// The last sample index `end` such that samples `start..<end` stay within tolerance of the
    /// sample at `start` (the hold shows the sample at `end` itself when it ends).
    private static func longestHold(_ samples: [[Double]], from start: Int, through last: Int, tolerance: [Double]) -> Int {
        var end = start + 1
        while end < last, isWithin(samples[end], samples[start], tolerance) { end += 1 }
        // A hold reaching the last sample also covers it when it too is within tolerance.
        return end
    }

    static func isHeld(_ samples: [[Double]], from start: Int, through end: Int, tolerance: [Double]) -> Bool {
        (start...end).allSatisfy { isWithin(samples[$0], samples[start], tolerance) }
    }

    /// The longest curve segment from `start` that fits: ends twice as far each time while they
    /// fit, then a binary search between the last that fitted and the first that did not. A
    /// segment that fits usually fits shortened too; where samples break that, a shorter segment
    /// is chosen, which still fits. Each length tried costs one fit, so a long recording costs
    /// O(n log n) fits' worth of samples rather than O(n²).
    private static func longestCurve(_ samples: [[Double]], from start: Int, through last: Int,
                                     tolerance: [Double]) -> Segment {
        var best = Segment(start: start, end: start + 1, motion: .curve(y1: 1.0 / 3, y2: 2.0 / 3))
        var step = 1
        var failed = last + 1
        while best.end < last {
            let end = min(start + 2 * step, last)
            guard let motion = curve(samples, from: start, to: end, tolerance: tolerance) else {
                failed = end
                break
            }
            best = Segment(start: start, end: end, motion: motion)
            step *= 2
        }
        while failed - best.end > 1 {
            let end = (best.end + failed) / 2
            if let motion = curve(samples, from: start, to: end, tolerance: tolerance) {
                best = Segment(start: start, end: end, motion: motion)
            } else {
                failed = end
            }
        }
        return best
    }

    /// The least-squares curve from `start` to `end`, or nil when a sample is out of tolerance.
    static func curve(_ samples: [[Double]], from start: Int, to end: Int, tolerance: [Double]) -> Motion? {
        let first = samples[start], last = samples[end]
        // Distances are measured in tolerances, so every dimension weighs alike.
        let direction = zip(zip(first, last), tolerance).map { ($0.1 - $0.0) / $1 }
        let length = direction.reduce(0) { $0 + $1 * $1 }
        // Ends closer than a tolerance cannot carry a shape: the easing scales by their distance.
        guard length > 1 else { return nil }
        var normal = (aa: 0.0, ab: 0.0, bb: 0.0, ar: 0.0, br: 0.0)
        let span = Double(end - start)
        for index in start + 1..<end {
            let time = Double(index - start) / span
            let progress = zip(zip(samples[index], first), zip(direction, tolerance))
                .reduce(0) { $0 + ($1.0.0 - $1.0.1) / $1.1.1 * $1.1.0 } / length
            let rest = 1 - time
            let basis1 = 3 * rest * rest * time, basis2 = 3 * rest * time * time
            // Solved for the deviation from the straight line (y1 = 1/3, y2 = 2/3).
            let residual = progress - time
            normal.aa += basis1 * basis1
            normal.ab += basis1 * basis2
            normal.bb += basis2 * basis2
            normal.ar += basis1 * residual
            normal.br += basis2 * residual
        }
        // A tiny ridge picks the curve closest to a straight line when the samples leave a choice
        // (one sample inside the segment).
        let ridge = 1e-9
        let determinant = (normal.aa + ridge) * (normal.bb + ridge) - normal.ab * normal.ab
        let deviation1 = ((normal.bb + ridge) * normal.ar - normal.ab * normal.br) / determinant
        let deviation2 = ((normal.aa + ridge) * normal.br - normal.ab * normal.ar) / determinant
        let y1 = 1.0 / 3 + deviation1, y2 = 2.0 / 3 + deviation2
        for index in start + 1..<end {
            let fitted = value(from: first, to: last, y1: y1, y2: y2, at: Double(index - start) / span)
            guard isWithin(fitted, samples[index], tolerance) else { return nil }
        }
        return .curve(y1: y1, y2: y2)
    }

    static func isWithin(_ value: [Double], _ other: [Double], _ tolerance: [Double]) -> Bool {
        zip(zip(value, other), tolerance).allSatisfy { abs($0.0 - $0.1) <= $1 }
    }
}
