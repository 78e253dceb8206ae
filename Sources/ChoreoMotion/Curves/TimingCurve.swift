import ChoreoSupport

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as Core Animation's `CAMediaTimingFunction`.
///
/// The curve maps the fraction of elapsed time (x) to the fraction of the change that is
/// shown (y). The two inner control points are `(x1, y1)` and `(x2, y2)`.
///
/// Input rules (bad input never traps; debug builds print a warning naming the value):
/// - `x1` and `x2` are clamped to `0...1`, which keeps x monotonic so every time has one progress.
/// - `y1` and `y2` may be any finite value: values outside `0...1` overshoot, as in Core Animation.
/// - A non-finite control point makes the whole curve ``linear``.
public struct TimingCurve: Hashable, Sendable {
    /// The first control point's x, in `0...1`.
    public let x1: Double
    /// The first control point's y.
    public let y1: Double
    /// The second control point's x, in `0...1`.
    public let x2: Double
    /// The second control point's y.
    public let y2: Double
    /// t at x = 0, 1/8, …, 7/8: interpolating in it starts the solver close to the root, so a
    /// couple of Halley steps finish (Float is plenty for a first guess).
    @usableFromInline let parameterSamples: SIMD8<Float>

    /// Constant speed: `(0, 0, 1, 1)`.
    public static let linear = TimingCurve(uncheckedX1: 0, 0, 1, 1)
    /// Core Animation's `easeIn`: `(0.42, 0, 1, 1)`.
    public static let easeIn = TimingCurve(uncheckedX1: 0.42, 0, 1, 1)
    /// Core Animation's `easeOut`: `(0, 0, 0.58, 1)`.
    public static let easeOut = TimingCurve(uncheckedX1: 0, 0, 0.58, 1)
    /// Core Animation's `easeInEaseOut`: `(0.42, 0, 0.58, 1)`.
    public static let easeInOut = TimingCurve(uncheckedX1: 0.42, 0, 0.58, 1)
    /// Core Animation's `default` curve, used by UIKit's implicit animations: `(0.25, 0.1, 0.25, 1)`.
    public static let `default` = TimingCurve(uncheckedX1: 0.25, 0.1, 0.25, 1)

    /// Creates a curve with the control points `(x1, y1)` and `(x2, y2)`.
    ///
    /// `x1` and `x2` are clamped to `0...1`; a non-finite value gives ``linear``.
    public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else {
            Diagnostics.warn("TimingCurve control points must be finite, got (\(x1), \(y1), \(x2), \(y2)); using linear")
            self = .linear
            return
        }
        let inUnit: (Double) -> Bool = { (0...1).contains($0) }
        self.init(
            uncheckedX1: Diagnostics.checked(x1, "TimingCurve x1", must: "in 0...1", fallback: min(max(x1, 0), 1), isValid: inUnit),
            y1,
            Diagnostics.checked(x2, "TimingCurve x2", must: "in 0...1", fallback: min(max(x2, 0), 1), isValid: inUnit),
            y2
        )
    }

    private init(uncheckedX1 x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        var samples = SIMD8<Float>()
        for index in 1..<8 {
            let x = Double(index) / 8
            samples[index] = Float(Self.solveParameter(forX: x, x1, x2, from: x))
        }
        parameterSamples = samples
    }

    /// Whether the curve is the identity, so solving can be skipped.
    @inlinable
    var isLinear: Bool { x1 == y1 && x2 == y2 }

    /// The progress (y) shown at `fraction` (x) of the time.
    ///
    /// `fraction` is clamped to `0...1` (NaN counts as 0), so the result is exactly 0 at or
    /// before the start and exactly 1 at or after the end. Accurate to about 1e-12, except next to
    /// a point where the curve is vertical (x'(t) = 0 inside, as with `x1 = 1, x2 = 0`): there y
    /// depends on x so steeply that double precision only pins it to about 1e-5.
    @inlinable
    public func progress(at fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        if isLinear { return fraction }
        return Self.bezier(solveParameter(forX: fraction), y1, y2)
    }

    /// The slope dy/dx at `fraction`: how fast progress moves per unit of time fraction.
    ///
    /// Multiply by `1 / duration` to get progress per second. Where both coordinates stop
    /// (an end whose control point coincides with it, as easeOut's start) the slope is the limit,
    /// taken from the second derivatives. Where the curve is vertical (for example `x1 == 0` with
    /// `y1 > 0`) the slope is measured over a 1e-6 step instead, which keeps it finite.
    public func slope(at fraction: Double) -> Double {
        if isLinear { return 1 }
        let x = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        let t = solveParameter(forX: x)
        let dx = Self.derivative(t, x1, x2)
        if dx > 1e-9 { return Self.derivative(t, y1, y2) / dx }
        let ddx = Self.secondDerivative(t, x1, x2)
        if abs(Self.derivative(t, y1, y2)) < 1e-9, abs(ddx) > 1e-9 { return Self.secondDerivative(t, y1, y2) / ddx }
        let step = 1e-6
        let lower = min(x, 1 - step)
        return (progress(at: lower + step) - progress(at: lower)) / step
    }

    /// The Bézier parameter t whose x is `x`, for `x` in `0...1`: Halley's method (cubic
    /// convergence) from the sampled guess, kept inside a bisection bracket.
    ///
    /// x(t) is monotonic because x1 and x2 are in 0...1, so the bracket always holds the root and
    /// the loop converges in t even where x'(t) vanishes.
    @inlinable
    func solveParameter(forX x: Double) -> Double {
        let guess = initialGuess(forX: x)
        // Fast path: from the sampled guess, two or three unguarded Halley steps converge. x(t) is
        // monotonic on 0...1, so a root found there is the root.
        let (a, b, c) = Self.coefficients(x1, x2)
        var t = guess
        for _ in 0..<3 {
            let error = ((a * t + b) * t + c) * t - x
            let slope = (3 * a * t + 2 * b) * t + c
            if abs(error) < 1e-8, slope > 0.1, t >= 0, t <= 1 { return t - error / slope }
            t -= 2 * error * slope / (2 * slope * slope - error * (6 * a * t + 2 * b))
        }
        return Self.solveParameter(forX: x, x1, x2, from: guess)
    }

    @inlinable
    static func solveParameter(forX x: Double, _ x1: Double, _ x2: Double, from guess: Double) -> Double {
        let (a, b, c) = coefficients(x1, x2)
        var lower = 0.0
        var upper = 1.0
        var t = guess
        for _ in 0..<100 {
            let error = ((a * t + b) * t + c) * t - x
            if error == 0 { return t }
            if error > 0 { upper = t } else { lower = t }
            let slope = (3 * a * t + 2 * b) * t + c
            // One Newton step from here lands within 1e-12 of the root: the error squares, times
            // at most |x''| / 2x' ≤ 36 / 0.2.
            if abs(error) < 1e-8, slope > 0.1 { return t - error / slope }
            let curvature = 6 * a * t + 2 * b
            let halley = t - 2 * error * slope / (2 * slope * slope - error * curvature)
            t = halley > lower && halley < upper ? halley : (lower + upper) / 2
            if upper - lower < 1e-15 { break }
        }
        return t
    }

    /// Linear interpolation in `parameterSamples` (t(1) = 1 closes the last interval).
    @inlinable
    func initialGuess(forX x: Double) -> Double {
        let scaled = x * 8
        let index = min(Int(scaled), 7)
        let start = Double(parameterSamples[index])
        let end = index == 7 ? 1 : Double(parameterSamples[index + 1])
        return start + (end - start) * (scaled - Double(index))
    }

    /// The power-basis coefficients (a, b, c) of `a t³ + b t² + c t`, the cubic with end values
    /// 0 and 1 and inner control values `p1`, `p2`.
    @inlinable
    static func coefficients(_ p1: Double, _ p2: Double) -> (a: Double, b: Double, c: Double) {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        return (1 - c - b, b, c)
    }

    /// One coordinate of the curve at parameter `t`.
    @inlinable
    static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let (a, b, c) = coefficients(p1, p2)
        return ((a * t + b) * t + c) * t
    }

    @inlinable
    static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let (a, b, c) = coefficients(p1, p2)
        return (3 * a * t + 2 * b) * t + c
    }

    static func secondDerivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let (a, b, _) = coefficients(p1, p2)
        return 6 * a * t + 2 * b
    }
}
