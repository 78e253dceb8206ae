import ChoreoMotion
import Foundation

extension KeyframeFitting {
    /// Samples `start...end` that an animation asked to move along `curve`: from its value at
    /// `start` to its value at `end`, the fraction of the change shown at sample `k` being the
    /// curve's progress at `(k - start) / (end - start)`. One end may lie outside the samples, or
    /// on a sample that is not known (a node fading in or out is drawn only while it shows).
    struct CurveSpan: Equatable, Sendable {
        var start: Int
        var end: Int
        var curve: TimingCurve
    }

    /// Keyframe segments over `values`: the samples, preceded by `offset` values and followed by
    /// others that the curve of a span reaching beyond the samples shows there, and with the
    /// values spans show on samples that are not known.
    struct Keyframes: Equatable, Sendable {
        var values: [[Double]]
        /// Where sample 0 is in `values`.
        var offset: Int
        /// Indices into `values`.
        var segments: [Segment]
    }

    /// The keyframes of `samples`: every span that the samples confirm written as one segment
    /// along its own curve, and the samples between spans fitted as ``fit(_:tolerance:)`` fits;
    /// no segments when every sample is within `tolerance` of the first. A hold at either end
    /// that changes nothing is left out: before its first keyframe and after its last, a Lottie
    /// property shows their values.
    ///
    /// A span is used when it moves by more than the tolerance, does not overlap a span used
    /// before it (spans are tried in order of their start), and every sample it covers is within
    /// tolerance of its curve, as written (the control points rounded to `decimals`). Its values
    /// are the samples at its ends; an end beyond the samples, or on a sample not `known`, takes
    /// the value that makes the nearest known sample lie on the curve (a span with both ends so,
    /// or whose curve leaves that value undetermined, is not used). Any other span is ignored, so
    /// a span can never make the result less exact than fitting.
    ///
    /// - Parameter known: Whether each sample matters (nil: every one does); the others are of
    ///   frames that do not show the value.
    static func fit(_ samples: [[Double]], tolerance: [Double], spans: [CurveSpan], known: [Bool]? = nil,
                    decimals: Int = 4) -> Keyframes {
        guard samples.count > 1, !isHeld(samples, from: 0, through: samples.count - 1, tolerance: tolerance) else {
            return Keyframes(values: samples, offset: 0, segments: [])
        }
        var confirmed: [(span: CurveSpan, from: [Double], to: [Double])] = []
        var cursor = Int.min
        for span in spans.sorted(by: { ($0.start, $0.end) < ($1.start, $1.end) }) where span.start >= cursor {
            let curve = rounded(span.curve, decimals: decimals)
            // A span starting where the previous one ended shares its keyframe there.
            let shared = confirmed.last.flatMap { $0.span.end == span.start ? $0.to : nil }
            guard let (from, to) = confirmedEnds(of: span, curve, samples, known: known, startValue: shared,
                                                 tolerance: tolerance) else { continue }
            confirmed.append((CurveSpan(start: span.start, end: span.end, curve: curve), from, to))
            cursor = span.end
        }
        let (values, offset) = extended(samples, along: confirmed, known: known)
        var segments: [Segment] = []
        var position = 0
        for (span, _, _) in confirmed {
            let start = span.start + offset, end = span.end + offset
            if position < start { segments += fit(values, from: position, through: start, tolerance: tolerance) }
            segments.append(Segment(start: start, end: end, motion: .timingCurve(span.curve)))
            position = end
        }
        if position < values.count - 1 {
            segments += fit(values, from: position, through: values.count - 1, tolerance: tolerance)
        }
        return Keyframes(values: values, offset: offset,
                         segments: trimmingStaticEnds(segments, values, tolerance: tolerance))
    }

    /// The curve with its control points rounded to `decimals`, as a file writes them.
    static func rounded(_ curve: TimingCurve, decimals: Int) -> TimingCurve {
        let scale = pow(10, Double(decimals))
        let round = { (value: Double) in (value * scale).rounded() / scale }
        return TimingCurve(controlPoints: round(curve.x1), round(curve.y1), round(curve.x2), round(curve.y2))
    }

    /// The values at the span's ends when the samples it covers move by more than the tolerance
    /// along `curve`, every one within tolerance; nil otherwise. `startValue` is the value at the
    /// span's start when the previous span ends there.
    private static func confirmedEnds(of span: CurveSpan, _ curve: TimingCurve, _ samples: [[Double]], known: [Bool]?,
                                      startValue: [Double]?, tolerance: [Double]) -> ([Double], [Double])? {
        guard span.start < span.end, span.end >= 0, span.start < samples.count else { return nil }
        let covered = (max(span.start, 0)...min(span.end, samples.count - 1)).filter { known?[$0] ?? true }
        guard let first = covered.first, let last = covered.last, first < last else { return nil }
        let progress = { (index: Int) in curve.progress(at: Double(index - span.start) / Double(span.end - span.start)) }
        // An end not known takes the value that puts the nearest known sample on the curve.
        var from = first == span.start ? samples[first] : startValue
        if from == nil, last == span.end {
            let shown = progress(first)
            guard shown < 1 - 1e-3 else { return nil }
            from = zip(samples[first], samples[last]).map { ($0 - $1 * shown) / (1 - shown) }
        }
        guard let from else { return nil }
        var to = samples[last]
        if last != span.end {
            let shown = progress(last)
            guard shown > 1e-3 else { return nil }
            to = zip(samples[last], from).map { $1 + ($0 - $1) / shown }
        }
        guard !isWithin(from, to, tolerance) else { return nil }
        for index in covered {
            let expected = zip(from, to).map { $0 + ($1 - $0) * progress(index) }
            guard isWithin(expected, samples[index], tolerance) else { return nil }
        }
        return (from, to)
    }

    /// The samples, extended to the confirmed spans' ends, with the values the spans show
    /// wherever a sample is missing or not known, and where sample 0 is in them.
    private static func extended(_ samples: [[Double]], along spans: [(span: CurveSpan, from: [Double], to: [Double])],
                                 known: [Bool]?) -> (values: [[Double]], offset: Int) {
        let offset = max(0, -(spans.first?.span.start ?? 0))
        let count = max(samples.count, (spans.last?.span.end ?? 0) + 1) + offset
        var values = Array(repeating: [Double](), count: offset) + samples
        values += Array(repeating: [], count: count - values.count)
        for (span, from, to) in spans {
            for index in span.start...span.end where !(samples.indices.contains(index) && known?[index] ?? true) {
                let progress = span.curve.progress(at: Double(index - span.start) / Double(span.end - span.start))
                values[index + offset] = zip(from, to).map { $0 + ($1 - $0) * progress }
            }
        }
        // Other samples not known hold the value before them, which may now be a span's end.
        for index in samples.indices where index > 0 && !(known?[index] ?? true)
            && !spans.contains(where: { ($0.span.start...$0.span.end).contains(index) }) {
            values[index + offset] = values[index + offset - 1]
        }
        return (values, offset)
    }

    /// `segments` without a first hold whose values all match the value it ends at, nor a last
    /// hold whose values all match the value it starts at.
    private static func trimmingStaticEnds(_ segments: [Segment], _ values: [[Double]], tolerance: [Double]) -> [Segment] {
        var trimmed = segments[...]
        if let first = trimmed.first, first.motion == .hold, trimmed.count > 1,
           (first.start...first.end).allSatisfy({ isWithin(values[$0], values[first.end], tolerance) }) {
            trimmed = trimmed.dropFirst()
        }
        if let last = trimmed.last, last.motion == .hold, trimmed.count > 1,
           isHeld(values, from: last.start, through: last.end, tolerance: tolerance) {
            trimmed = trimmed.dropLast()
        }
        return Array(trimmed)
    }
}
