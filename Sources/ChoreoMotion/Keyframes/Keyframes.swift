import ChoreoSupport

/// Values at relative key times, as Core Animation's `CAKeyframeAnimation`.
///
/// Key times are fractions of the animation's duration. Segment `i` runs from keyframe `i` to
/// `i + 1` and is timed by `timingCurves[i]`. Before the first key time the first value holds;
/// from the last key time on, the last value holds.
///
/// Input rules (bad input never traps; debug builds print a warning naming the values):
/// - `values` must not be empty: the initializer returns nil otherwise.
/// - `keyTimes` defaults to evenly spaced. If its count differs from `values` or it contains NaN,
///   evenly spaced times are used instead. Times outside `0...1` are clamped; if they are out of
///   order, the (time, value) pairs are sorted by time, keeping equal times in their given order.
///   Equal key times make a jump.
/// - `timingCurves`: empty means linear everywhere, a single curve applies to every segment,
///   otherwise one per segment; a different count is padded with ``TimingCurve/linear``
///   (extra curves are dropped). Ignored by ``KeyframeCalculationMode/paced`` and
///   ``KeyframeCalculationMode/discrete``.
public struct Keyframes<Value: Interpolatable>: Sendable {
    /// The keyframe values, in key-time order.
    public let values: [Value]
    /// The effective key times: one per value, sorted, in `0...1`.
    public let keyTimes: [Double]
    /// The effective timing curves: one per segment.
    public let timingCurves: [TimingCurve]
    /// How the time between keyframes is filled.
    public let calculationMode: KeyframeCalculationMode

    @usableFromInline let vectors: [Value.Vector]
    /// Cubic mode only: the spline's derivative per unit of fraction at each keyframe.
    @usableFromInline let tangents: [Value.Vector]

    /// Creates keyframes; nil when `values` is empty.
    public init?(
        values: [Value],
        keyTimes: [Double]? = nil,
        timingCurves: [TimingCurve] = [],
        calculationMode: KeyframeCalculationMode = .linear
    ) {
        guard !values.isEmpty else {
            Diagnostics.warn("Keyframes need at least one value, got none")
            return nil
        }
        let segmentCount = values.count - 1
        let times = calculationMode == .paced ? Self.pacedTimes(values) : Self.sanitizedTimes(keyTimes, count: values.count)
        var pairs = Array(zip(times, values))
        if !times.isSorted {
            Diagnostics.warn("Keyframe key times must be ascending, got \(pairs.map(\.0)); sorting keyframes by time")
            pairs = pairs.stablySorted { $0.0 }
        }
        self.values = pairs.map(\.1)
        self.keyTimes = pairs.map(\.0)
        self.calculationMode = calculationMode
        self.timingCurves = calculationMode == .paced || calculationMode == .discrete
            ? Array(repeating: .linear, count: segmentCount)
            : Self.sanitizedCurves(timingCurves, count: segmentCount)
        vectors = self.values.map(\.animatableVector)
        tangents = calculationMode == .cubic ? Self.catmullRomTangents(vectors, keyTimes: self.keyTimes) : []
    }

    /// The value at `fraction` of the animation (NaN counts as 0).
    @inlinable
    public func value(at fraction: Double) -> Value {
        guard calculationMode != .discrete, let (index, local) = segment(at: fraction), local > 0 else {
            return values[heldIndex(at: fraction)]
        }
        let progress = timingCurves[index].progress(at: local)
        let start = vectors[index]
        let change = vectors[index + 1] - start
        guard calculationMode == .cubic else { return Value(animatableVector: start + change.scaled(by: progress)) }
        // Cubic Hermite basis, written around `start` so the shortest-way difference is reused.
        let span = keyTimes[index + 1] - keyTimes[index]
        let u = progress, u2 = u * u, u3 = u2 * u
        return Value(animatableVector: start + change.scaled(by: 3 * u2 - 2 * u3)
            + tangents[index].scaled(by: span * (u3 - 2 * u2 + u))
            + tangents[index + 1].scaled(by: span * (u3 - u2)))
    }

    /// The rate of change per unit of fraction at `fraction` (divide by the duration for per
    /// second). Zero where a value holds and in discrete mode.
    public func velocity(at fraction: Double) -> Value.Vector {
        guard calculationMode != .discrete, let (index, local) = segment(at: fraction) else { return .zero }
        let curve = timingCurves[index]
        let span = keyTimes[index + 1] - keyTimes[index]
        let rate = curve.slope(at: local) / span
        let change = vectors[index + 1] - vectors[index]
        guard calculationMode == .cubic else { return change.scaled(by: rate) }
        let u = curve.progress(at: local), u2 = u * u
        let perU = change.scaled(by: 6 * u - 6 * u2)
            + tangents[index].scaled(by: span * (3 * u2 - 4 * u + 1))
            + tangents[index + 1].scaled(by: span * (3 * u2 - 2 * u))
        return perU.scaled(by: rate)
    }

    /// The segment containing `fraction` and the fraction through it, or nil where a value holds
    /// (before the first key time, from the last on, or with a single keyframe).
    @inlinable
    func segment(at fraction: Double) -> (index: Int, local: Double)? {
        let index = heldIndex(at: fraction)
        guard index < keyTimes.count - 1, fraction >= keyTimes[index] else { return nil }
        let start = keyTimes[index]
        return (index, (fraction - start) / (keyTimes[index + 1] - start))
    }

    /// The last keyframe whose time is ≤ `fraction` (0 before the first).
    @inlinable
    func heldIndex(at fraction: Double) -> Int {
        let fraction = fraction.isNaN ? 0 : fraction
        var lower = 0
        var upper = keyTimes.count
        while upper - lower > 1 {
            let middle = (lower + upper) / 2
            if keyTimes[middle] <= fraction { lower = middle } else { upper = middle }
        }
        return lower
    }

    private static func evenTimes(_ count: Int) -> [Double] {
        count == 1 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
    }

    private static func sanitizedTimes(_ keyTimes: [Double]?, count: Int) -> [Double] {
        guard let keyTimes else { return evenTimes(count) }
        guard keyTimes.count == count, !keyTimes.contains(where: \.isNaN) else {
            Diagnostics.warn("Keyframe key times must be \(count) numbers, one per value, got \(keyTimes); spacing evenly")
            return evenTimes(count)
        }
        if keyTimes.contains(where: { !(0...1).contains($0) }) {
            Diagnostics.warn("Keyframe key times must be in 0...1, got \(keyTimes); clamping")
        }
        return keyTimes.map { min(max($0, 0), 1) }
    }

    private static func sanitizedCurves(_ curves: [TimingCurve], count: Int) -> [TimingCurve] {
        if curves.isEmpty { return Array(repeating: .linear, count: count) }
        if curves.count == 1 { return Array(repeating: curves[0], count: count) }
        if curves.count != count {
            Diagnostics.warn("Keyframes need one timing curve per segment (\(count)), got \(curves.count); padding with linear")
        }
        return Array((curves + Array(repeating: .linear, count: max(0, count - curves.count))).prefix(count))
    }

    /// Key times proportional to the distance travelled, for constant speed.
    private static func pacedTimes(_ values: [Value]) -> [Double] {
        var travelled = [0.0]
        for (from, to) in zip(values, values.dropFirst()) {
            travelled.append(travelled[travelled.count - 1] + from.distance(to: to))
        }
        let total = travelled[travelled.count - 1]
        guard total > 0, total.isFinite else { return evenTimes(values.count) }
        return travelled.map { $0 / total }
    }

    /// Catmull-Rom tangents for uneven key times: the neighbours' difference over their time span.
    /// The ends mirror their neighbour (as if the end keyframe were repeated), which halves the
    /// slope of the first and last segments.
    private static func catmullRomTangents(_ points: [Value.Vector], keyTimes: [Double]) -> [Value.Vector] {
        let last = points.count - 1
        guard last > 0 else { return [.zero] }
        return (0...last).map { index in
            let before = max(index - 1, 0)
            let after = min(index + 1, last)
            var span = keyTimes[after] - keyTimes[before]
            if index == 0 || index == last { span *= 2 }
            return span > 0 ? (points[after] - points[before]).scaled(by: 1 / span) : .zero
        }
    }
}

private extension Array where Element == Double {
    var isSorted: Bool { zip(self, dropFirst()).allSatisfy { $0 <= $1 } }
}
