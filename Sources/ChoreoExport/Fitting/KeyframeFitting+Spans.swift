import ChoreoMotion
import Foundation

extension KeyframeFitting {
    /// Samples `start...end` that an animation asked to move along `curve`: from the value at
    /// `start` to the value at `end`, the fraction of the change shown at sample `k` being the
    /// curve's progress at `(k - start) / (end - start)`.
    struct CurveSpan: Equatable, Sendable {
        var start: Int
        var end: Int
        var curve: TimingCurve
    }

    /// The segments covering `samples`, every span that the samples confirm written as one
    /// segment along its own curve, and the samples between them fitted as ``fit(_:tolerance:)``
    /// fits; none when every sample is within `tolerance` of the first. A hold at either end that
    /// changes nothing is left out: before its first keyframe and after its last, a Lottie
    /// property shows their values, so the segments then start late or end early.
    ///
    /// A span is used when it lies inside the samples (`0 <= start < end < samples.count`), moves
    /// by more than the tolerance, does not overlap a span used before it (spans are tried in
    /// order of their start), and every sample it covers is within tolerance of its curve, as
    /// written (the control points rounded to `decimals`). Any other span is ignored, so a span
    /// can never make the result less exact than fitting.
    static func fit(_ samples: [[Double]], tolerance: [Double], spans: [CurveSpan], decimals: Int = 4) -> [Segment] {
        guard samples.count > 1, !isHeld(samples, from: 0, through: samples.count - 1, tolerance: tolerance) else {
            return []
        }
        var segments: [Segment] = []
        var cursor = 0
        for span in spans.sorted(by: { ($0.start, $0.end) < ($1.start, $1.end) }) where span.start >= cursor {
            let curve = rounded(span.curve, decimals: decimals)
            guard follows(samples, span.start, span.end, curve, tolerance: tolerance) else { continue }
            if cursor < span.start { segments += fit(samples, from: cursor, through: span.start, tolerance: tolerance) }
            segments.append(Segment(start: span.start, end: span.end, motion: .timingCurve(curve)))
            cursor = span.end
        }
        if cursor < samples.count - 1 {
            segments += fit(samples, from: cursor, through: samples.count - 1, tolerance: tolerance)
        }
        return trimmingStaticEnds(segments, samples, tolerance: tolerance)
    }

    /// `segments` without a first hold whose samples all match the value it ends at, nor a last
    /// hold whose samples all match the value it starts at.
    private static func trimmingStaticEnds(_ segments: [Segment], _ samples: [[Double]], tolerance: [Double]) -> [Segment] {
        var trimmed = segments[...]
        if let first = trimmed.first, first.motion == .hold, trimmed.count > 1,
           (first.start...first.end).allSatisfy({ isWithin(samples[$0], samples[first.end], tolerance) }) {
            trimmed = trimmed.dropFirst()
        }
        if let last = trimmed.last, last.motion == .hold, trimmed.count > 1,
           isHeld(samples, from: last.start, through: last.end, tolerance: tolerance) {
            trimmed = trimmed.dropLast()
        }
        return Array(trimmed)
    }

    /// The curve with its control points rounded to `decimals`, as a file writes them.
    static func rounded(_ curve: TimingCurve, decimals: Int) -> TimingCurve {
        let scale = pow(10, Double(decimals))
        let round = { (value: Double) in (value * scale).rounded() / scale }
        return TimingCurve(controlPoints: round(curve.x1), round(curve.y1), round(curve.x2), round(curve.y2))
    }

    /// Whether samples `start...end` move by more than the tolerance, along `curve`, every one
    /// within tolerance.
    private static func follows(_ samples: [[Double]], _ start: Int, _ end: Int, _ curve: TimingCurve,
                                tolerance: [Double]) -> Bool {
        guard start >= 0, start < end, end < samples.count else { return false }
        let first = samples[start], last = samples[end]
        guard !isWithin(first, last, tolerance) else { return false }
        let span = Double(end - start)
        for index in start + 1..<end {
            let progress = curve.progress(at: Double(index - start) / span)
            let expected = zip(first, last).map { $0 + ($1 - $0) * progress }
            guard isWithin(expected, samples[index], tolerance) else { return false }
        }
        return true
    }
}
