import Foundation

/// The closed-form motion of a spring around its rest point, precomputed once per spring so that
/// per-frame sampling is a handful of multiplications and one `exp` (plus `sin`/`cos`).
///
/// The displacement from rest `x(t)` solves `m x'' + c x' + k x = 0`. By linearity every motion is
/// `x(t) = x0 · D(t) + v0 · V(t)`, where `D` starts at 1 at rest and `V` starts at 0 with unit
/// velocity; ``basis(at:)`` returns both and their derivatives.
@usableFromInline
struct SpringSolution: Sendable {
    @usableFromInline
    enum Regime: Sendable {
        case instant
        /// e^(−σt)(cos ωt + σ/ω sin ωt) with σ = `decay`, ω = `frequency`.
        case underdamped
        /// e^(−ω₀t)(1 + ω₀t).
        case critical
        /// Two real roots: `slowRoot` > `fastRoot`, both negative.
        case overdamped
    }

    /// Displacement and velocity responses at one time (see the type's documentation).
    @usableFromInline
    struct Basis {
        /// D(t): displacement after starting at 1, at rest.
        @usableFromInline var unitDisplacement: Double
        /// V(t): displacement after starting at 0 with velocity 1.
        @usableFromInline var unitVelocity: Double
        /// D'(t).
        @usableFromInline var unitDisplacementRate: Double
        /// V'(t).
        @usableFromInline var unitVelocityRate: Double

        @inlinable
        init(unitDisplacement: Double, unitVelocity: Double, unitDisplacementRate: Double, unitVelocityRate: Double) {
            self.unitDisplacement = unitDisplacement
            self.unitVelocity = unitVelocity
            self.unitDisplacementRate = unitDisplacementRate
            self.unitVelocityRate = unitVelocityRate
        }
    }

    @usableFromInline let regime: Regime
    /// √(k/m).
    @usableFromInline let naturalFrequency: Double
    // Only the fields of the spring's regime are used; the others stay 0.
    @usableFromInline var decay = 0.0
    @usableFromInline var frequency = 0.0
    @usableFromInline var slowRoot = 0.0
    @usableFromInline var fastRoot = 0.0

    /// Damping ratios this close to 1 use the critical solution, whose neighbours lose precision.
    private static let criticalBand = 1e-6

    init(_ spring: Spring) {
        naturalFrequency = spring.angularFrequency
        let ratio = spring.dampingRatio
        let omega = naturalFrequency
        if spring.isInstant {
            regime = .instant
        } else if abs(ratio - 1) < Self.criticalBand {
            regime = .critical
            decay = omega
        } else if ratio < 1 {
            regime = .underdamped
            decay = ratio * omega
            frequency = omega * (1 - ratio * ratio).squareRoot()
        } else {
            regime = .overdamped
            fastRoot = -omega * (ratio + (ratio * ratio - 1).squareRoot())
            // r_slow · r_fast = ω₀²; this form avoids cancellation for large ratios.
            slowRoot = omega * omega / fastRoot
        }
    }

    /// The responses at `time` seconds; negative and NaN times count as 0.
    @inlinable
    func basis(at time: Double) -> Basis {
        let t = time > 0 ? time : 0
        switch regime {
        case .instant:
            return Basis(unitDisplacement: 0, unitVelocity: 0, unitDisplacementRate: 0, unitVelocityRate: 0)
        case .underdamped:
            let envelope = exp(-decay * t)
            let cosine = cos(frequency * t)
            let sine = sin(frequency * t)
            let ratio = decay / frequency
            return Basis(
                unitDisplacement: envelope * (cosine + ratio * sine),
                unitVelocity: envelope * sine / frequency,
                unitDisplacementRate: -envelope * sine * naturalFrequency * naturalFrequency / frequency,
                unitVelocityRate: envelope * (cosine - ratio * sine)
            )
        case .critical:
            let omega = decay
            let envelope = exp(-omega * t)
            return Basis(
                unitDisplacement: envelope * (1 + omega * t),
                unitVelocity: envelope * t,
                unitDisplacementRate: -omega * omega * t * envelope,
                unitVelocityRate: envelope * (1 - omega * t)
            )
        case .overdamped:
            let slow = exp(slowRoot * t)
            let fast = exp(fastRoot * t)
            let gap = slowRoot - fastRoot
            return Basis(
                unitDisplacement: (slowRoot * fast - fastRoot * slow) / gap,
                unitVelocity: (slow - fast) / gap,
                unitDisplacementRate: slowRoot * fastRoot * (fast - slow) / gap,
                unitVelocityRate: (slowRoot * slow - fastRoot * fast) / gap
            )
        }
    }

    /// The displacement at `time` for a motion starting at `x0` with velocity `v0`.
    private func displacement(at time: Double, x0: Double, v0: Double) -> Double {
        let basis = basis(at: time)
        return x0 * basis.unitDisplacement + v0 * basis.unitVelocity
    }

    /// The earliest time after which `|x(t)| < tolerance` forever, for a motion starting at
    /// `displacement` with `velocity`. `.infinity` when undamped and moving.
    ///
    /// Between two consecutive extrema `|x|` is monotonic, so the method finds the last extremum
    /// still at or above the tolerance (in closed form) and bisects the piece that follows it.
    func settlingTime(displacement x0: Double, velocity v0: Double, tolerance: Double) -> Double {
        guard regime != .instant, x0 != 0 || v0 != 0 else { return 0 }
        let isOutside = { (t: Double) in abs(self.displacement(at: t, x0: x0, v0: v0)) >= tolerance }
        let search = regime == .underdamped
            ? underdampedSearch(x0: x0, v0: v0, tolerance: tolerance, isOutside: isOutside)
            : monotonicTailSearch(x0: x0, v0: v0, isOutside: isOutside)
        switch search {
        case .quiet:
            return 0
        case .neverQuiet:
            return .infinity
        case .bracket(var lower, var upper):
            var steps = 0
            while upper - lower > 1e-12 * max(1, upper), steps < 200 {
                let middle = (lower + upper) / 2
                if isOutside(middle) { lower = middle } else { upper = middle }
                steps += 1
            }
            return upper
        }
    }

    /// Where the last crossing of the tolerance lies.
    private enum SettleSearch {
        /// Never at or above the tolerance.
        case quiet
        /// Never settles (undamped).
        case neverQuiet
        /// |x| is monotonic on the interval, at or above the tolerance at `lower`, below it from
        /// `upper` on, forever.
        case bracket(lower: Double, upper: Double)
    }

    /// x(t) = R e^(−σt) cos(ωt − φ); its extrema fall at t_n = (φ − β + nπ)/ω with β = atan(σ/ω),
    /// where |x| = R (ω/ω₀) e^(−σ t_n).
    private func underdampedSearch(x0: Double, v0: Double, tolerance: Double,
                                   isOutside: (Double) -> Bool) -> SettleSearch {
        guard decay > 0 else { return .neverQuiet }
        let sineWeight = (decay * x0 + v0) / frequency
        let amplitude = (x0 * x0 + sineWeight * sineWeight).squareRoot()
        let phase = atan2(sineWeight, x0)
        let beta = atan(decay / frequency)
        let extremum = { (n: Double) in (phase - beta + n * .pi) / self.frequency }
        // The last time an extremum can still reach the tolerance.
        let lastLoud = log(amplitude * frequency / (naturalFrequency * tolerance)) / decay
        let first = ((beta - phase) / .pi).rounded(.up)
        let last = ((frequency * lastLoud - phase + beta) / .pi).rounded(.down)
        if last >= first { return .bracket(lower: extremum(last), upper: extremum(last + 1)) }
        return isOutside(0) ? .bracket(lower: 0, upper: extremum(first)) : .quiet
    }

    /// Critically and over-damped motions have at most one extremum, after which |x| decays
    /// monotonically; a time in that quiet tail is found by doubling.
    private func monotonicTailSearch(x0: Double, v0: Double, isOutside: (Double) -> Bool) -> SettleSearch {
        let turn = turningTime(x0: x0, v0: v0)
        var tail = max(turn ?? 0, 1 / naturalFrequency)
        var doublings = 0
        while isOutside(tail), doublings < 200 {
            tail *= 2
            doublings += 1
        }
        guard !isOutside(tail), tail.isFinite else { return .neverQuiet }
        if let turn, isOutside(turn) { return .bracket(lower: turn, upper: tail) }
        return isOutside(0) ? .bracket(lower: 0, upper: turn ?? tail) : .quiet
    }

    /// The positive time where x'(t) = 0 for critical or over-damped motion, if any.
    private func turningTime(x0: Double, v0: Double) -> Double? {
        let time: Double
        if regime == .critical {
            let slope = x0 * decay + v0
            guard slope != 0 else { return nil }
            time = v0 / (decay * slope)
        } else {
            let fastWeight = (v0 - slowRoot * x0) / (fastRoot - slowRoot)
            let slowWeight = x0 - fastWeight
            let ratio = -fastWeight * fastRoot / (slowWeight * slowRoot)
            guard slowWeight != 0, ratio > 0 else { return nil }
            time = log(ratio) / (slowRoot - fastRoot)
        }
        return time > 0 && time.isFinite ? time : nil
    }
}
