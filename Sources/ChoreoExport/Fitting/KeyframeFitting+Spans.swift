import ChoreoMotion
import Foundation

extension KeyframeFitting {
    /// An animation's move along `curve` from time `start` to time `end`, in samples from the
    /// first (a time between two samples lies between their frames): the fraction of the change
    /// shown at sample `k` is the curve's progress at `(k - start) / (end - start)`.
    struct CurveSpan: Equatable, Sendable {
        var start: Double
        var end: Double
        var curve: TimingCurve
    }

    /// A keyframe at `time` (in samples from the first; it may lie between or beyond them) showing
    /// `value`, and how the value moves on to the next keyframe (nil on the last).
    struct Keyframe: Equatable, Sendable {
        var time: Double
        var value: [Double]
        var motion: Motion?
    }

    /// A span that the samples follow, with its values at both ends.
    private struct ConfirmedSpan {
        var span: CurveSpan
        var from: [Double]
        var to: [Double]

        func value(at time: Double) -> [Double] {
            let progress = span.curve.progress(at: (time - span.start) / (span.end - span.start))
            return zip(from, to).map { $0 + ($1 - $0) * progress }
        }
    }

    /// Times closer than this (in frames) are the same time.
    static let sameTime = 1e-6

    /// The keyframes of `samples`: every span that the samples confirm as one keyframe eased by
    /// its own curve, and the samples between spans fitted as ``fit(_:tolerance:)`` fits (with a
    /// straight piece from a span's end to the next sample, or from a sample to a span's start,
    /// when the span starts or ends between frames); none when every sample is within
    /// `tolerance` of the first. Keyframes at either end that change nothing are left out: before
    /// its first keyframe and after its last, a Lottie property shows their values.
    ///
    /// A span is used when it covers two known samples or more, moves by more than the tolerance,
    /// does not overlap a span used before it (spans are tried in order of their start), and every
    /// known sample it covers is within tolerance of its curve, as written (its times and control
    /// points rounded to `decimals`). Its values are the samples at its ends; an end that is not
    /// on a known sample takes the value that puts the nearest known samples on the curve (or,
    /// where the previous span ends, that span's value). Any other span is ignored, so a span can
    /// never make the result less exact than fitting.
    ///
    /// - Parameter known: Whether each sample matters (nil: every one does); the others are of
    ///   frames that do not show the value, and take the values around them.
    static func keyframes(_ samples: [[Double]], tolerance: [Double], spans: [CurveSpan], known: [Bool]? = nil,
                          decimals: Int = 4) -> [Keyframe] {
        guard samples.count > 1, !isHeld(samples, from: 0, through: samples.count - 1, tolerance: tolerance) else {
            return []
        }
        let confirmed = confirmedSpans(spans, samples, known: known, tolerance: tolerance, decimals: decimals)
        let values = filled(samples, known: known, spans: confirmed)
        let first = confirmed.first.flatMap { $0.span.start < 0 ? $0 : nil }
        var list = KeyframeList(values: values, tolerance: tolerance, time: first?.span.start ?? 0,
                                value: first?.from ?? values[0])
        for span in confirmed {
            list.advance(to: span.span.start, value: span.from)
            list.append(.timingCurve(span.span.curve), to: span.span.end, value: span.to)
        }
        list.advance(to: Double(values.count - 1), value: values[values.count - 1])
        list.finish()
        return trimmingStaticEnds(list.keyframes, values, known: known, tolerance: tolerance)
    }

    /// The curve with its control points rounded to `decimals`, as a file writes them.
    static func rounded(_ curve: TimingCurve, decimals: Int) -> TimingCurve {
        TimingCurve(controlPoints: rounded(curve.x1, decimals), rounded(curve.y1, decimals),
                    rounded(curve.x2, decimals), rounded(curve.y2, decimals))
    }

    static func rounded(_ value: Double, _ decimals: Int) -> Double {
        let scale = pow(10, Double(decimals))
        return (value * scale).rounded() / scale
    }

    /// The spans the samples follow, rounded as written, in time order without overlaps.
    private static func confirmedSpans(_ spans: [CurveSpan], _ samples: [[Double]], known: [Bool]?, tolerance: [Double],
                                       decimals: Int) -> [ConfirmedSpan] {
        var confirmed: [ConfirmedSpan] = []
        let written = spans.map {
            CurveSpan(start: rounded($0.start, decimals), end: rounded($0.end, decimals),
                      curve: rounded($0.curve, decimals: decimals))
        }
        let finite = written.filter { $0.start.isFinite && $0.end.isFinite && $0.start < $0.end }
        for span in finite.sorted(by: { ($0.start, $0.end) < ($1.start, $1.end) }) {
            guard span.start >= (confirmed.last?.span.end ?? -.infinity) - sameTime else { continue }
            // A span starting where the previous one ended shares its keyframe there.
            let shared = confirmed.last.flatMap { abs($0.span.end - span.start) <= sameTime ? $0.to : nil }
            if let ends = confirmedEnds(of: span, samples, known: known, startValue: shared, tolerance: tolerance) {
                confirmed.append(ConfirmedSpan(span: span, from: ends.from, to: ends.to))
            }
        }
        return confirmed
    }

    /// The values at the span's ends when the known samples it covers move by more than the
    /// tolerance along its curve, every one within tolerance; nil otherwise.
    private static func confirmedEnds(of span: CurveSpan, _ samples: [[Double]], known: [Bool]?, startValue: [Double]?,
                                      tolerance: [Double]) -> (from: [Double], to: [Double])? {
        let lower = max(0, (span.start - sameTime).rounded(.up))
        let upper = min(Double(samples.count - 1), (span.end + sameTime).rounded(.down))
        guard lower < upper, upper < Double(Int32.max) else { return nil }
        let covered = (Int(lower)...Int(upper)).filter { known?[$0] ?? true }
        guard let first = covered.first, let last = covered.last, first < last else { return nil }
        let progress = { (index: Int) in span.curve.progress(at: (Double(index) - span.start) / (span.end - span.start)) }
        let (shownFirst, shownLast) = (progress(first), progress(last))
        var from = abs(Double(first) - span.start) <= sameTime ? samples[first] : startValue
        var to = abs(Double(last) - span.end) <= sameTime ? samples[last] : nil
        // Ends not on known samples: the values that put the nearest known samples on the curve.
        switch (from, to) {
        case (nil, let to?) where shownFirst < 1 - 1e-3:
            from = zip(samples[first], to).map { ($0 - $1 * shownFirst) / (1 - shownFirst) }
        case (let from?, nil) where shownLast > 1e-3:
            to = zip(samples[last], from).map { $1 + ($0 - $1) / shownLast }
        case (nil, nil) where abs(shownLast - shownFirst) > 1e-3:
            let change = zip(samples[last], samples[first]).map { ($0 - $1) / (shownLast - shownFirst) }
            from = zip(samples[first], change).map { $0 - $1 * shownFirst }
            to = zip(from!, change).map { $0 + $1 }
        default:
            break
        }
        guard let from, let to, !isWithin(from, to, tolerance) else { return nil }
        for index in covered {
            let expected = zip(from, to).map { $0 + ($1 - $0) * progress(index) }
            guard isWithin(expected, samples[index], tolerance) else { return nil }
        }
        return (from, to)
    }

    /// The samples, each one not known taking the value a span shows there, or else the value
    /// shown before it.
    private static func filled(_ samples: [[Double]], known: [Bool]?, spans: [ConfirmedSpan]) -> [[Double]] {
        guard let known else { return samples }
        var values = samples
        for index in samples.indices where !known[index] {
            let time = Double(index)
            if let span = spans.first(where: { $0.span.start <= time && time <= $0.span.end }) {
                values[index] = span.value(at: time)
            } else if let span = spans.last(where: { $0.span.end < time && $0.span.end > time - 1 }) {
                values[index] = span.to
            } else if index > 0 {
                values[index] = values[index - 1]
            }
        }
        return values
    }

    /// The keyframes without leading ones whose piece every known sample up to the next keyframe
    /// already matches the next's value in, nor trailing ones past which every known sample
    /// matches the value before.
    private static func trimmingStaticEnds(_ keyframes: [Keyframe], _ values: [[Double]], known: [Bool]?,
                                           tolerance: [Double]) -> [Keyframe] {
        var trimmed = keyframes[...]
        let shows = { (value: [Double], indices: [Int]) in
            indices.allSatisfy { !(known?[$0] ?? true) || isWithin(values[$0], value, tolerance) }
        }
        while trimmed.count > 2 {
            let next = trimmed[trimmed.startIndex + 1]
            guard shows(next.value, Array(values.indices.prefix { Double($0) <= next.time + sameTime })) else { break }
            trimmed.removeFirst()
        }
        while trimmed.count > 2 {
            let previous = trimmed[trimmed.endIndex - 2]
            guard shows(previous.value, values.indices.filter { Double($0) >= previous.time - sameTime }) else { break }
            trimmed.removeLast()
            trimmed[trimmed.endIndex - 1].motion = nil
        }
        return Array(trimmed)
    }
}

/// Keyframes built in time order, each piece ending where the next starts.
private struct KeyframeList {
    let values: [[Double]]
    let tolerance: [Double]
    /// Where the next piece starts.
    var time: Double
    var value: [Double]
    private(set) var keyframes: [KeyframeFitting.Keyframe] = []

    init(values: [[Double]], tolerance: [Double], time: Double, value: [Double]) {
        self.values = values
        self.tolerance = tolerance
        self.time = time
        self.value = value
    }

    /// Adds a keyframe here moving by `motion` to `value` at `end`.
    mutating func append(_ motion: KeyframeFitting.Motion, to end: Double, value endValue: [Double]) {
        keyframes.append(KeyframeFitting.Keyframe(time: time, value: value, motion: motion))
        (time, value) = (end, endValue)
    }

    /// Moves on to `target`, where `targetValue` shows: held when nothing changes on the way,
    /// otherwise straight to the next sample, fitted through the samples, and straight from the
    /// last sample before `target` to it.
    mutating func advance(to target: Double, value targetValue: [Double]) {
        let straight = KeyframeFitting.Motion.curve(y1: 1.0 / 3, y2: 2.0 / 3)
        guard target > time + KeyframeFitting.sameTime else { return }
        let passed = values.indices.filter { Double($0) > time && Double($0) < target }
        if KeyframeFitting.isWithin(targetValue, value, tolerance),
           passed.allSatisfy({ KeyframeFitting.isWithin(values[$0], value, tolerance) }) {
            return append(.hold, to: target, value: targetValue)
        }
        let next = Int(max(0, (time - KeyframeFitting.sameTime).rounded(.up)))
        let before = Int(min(Double(values.count - 1), (target + KeyframeFitting.sameTime).rounded(.down)))
        if next <= before {
            if Double(next) > time + KeyframeFitting.sameTime { append(straight, to: Double(next), value: values[next]) }
            if next < before {
                for segment in KeyframeFitting.fit(values, from: next, through: before, tolerance: tolerance) {
                    append(segment.motion, to: Double(segment.end), value: values[segment.end])
                }
            }
        }
        if target > time + KeyframeFitting.sameTime { append(straight, to: target, value: targetValue) }
    }

    /// Adds the last keyframe.
    mutating func finish() {
        keyframes.append(KeyframeFitting.Keyframe(time: time, value: value, motion: nil))
    }
}
