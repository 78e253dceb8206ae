/// A spring pulling a value from `from` to `to`, started with a velocity in value units per second.
///
/// By linearity the position is `to + (from − to)·D(t) + v₀·V(t)` (see ``SpringSolution``), so the
/// initial velocity may point anywhere, not only along the travel: that is what lets a retargeted
/// spring keep the velocity it had.
@usableFromInline
struct SpringMotion<Value: Interpolatable>: Sendable {
    @usableFromInline let from: Value
    @usableFromInline let to: Value
    @usableFromInline let target: Value.Vector
    @usableFromInline let displacement: Value.Vector
    @usableFromInline let initialVelocity: Value.Vector
    @usableFromInline let solution: SpringSolution
    /// Seconds until the remaining offset stays below the tolerance (see `init`).
    let settlingDuration: Double

    /// - Parameter initialVelocity: In value units per second.
    ///
    /// The motion ends once the remaining offset stays below ``Spring/settlingTolerance`` times
    /// the motion's scale, max(|from − to|, |v₀| / ω₀) (ω₀ being the spring's natural frequency:
    /// |v₀|/ω₀ is how far that velocity alone would carry it). With no initial velocity this is
    /// exactly ``Spring/settlingDuration``.
    init(from: Value, to: Value, spring: Spring, initialVelocity: Value.Vector) {
        self.from = from
        self.to = to
        target = to.animatableVector
        displacement = from.animatableVector - target
        self.initialVelocity = initialVelocity
        solution = SpringSolution(spring)
        let distance = displacement.magnitude
        let speed = initialVelocity.magnitude
        let tolerance = Spring.settlingTolerance * max(distance, speed / solution.naturalFrequency)
        // |offset| ≤ |Δ|·|D(t)| + |v₀|·|V(t)|: give each term half the tolerance when both move.
        let share = distance > 0 && speed > 0 ? tolerance / 2 : tolerance
        settlingDuration = max(
            distance > 0 ? solution.settlingTime(displacement: 1, velocity: 0, tolerance: share / distance) : 0,
            speed > 0 ? solution.settlingTime(displacement: 0, velocity: 1, tolerance: share / speed) : 0
        )
    }

    /// The value `seconds` into the motion; `isAtEnd` snaps to `to` exactly.
    @inlinable
    func value(at seconds: Double, isAtEnd: Bool) -> Value {
        if isAtEnd { return to }
        guard seconds > 0 else { return from }
        let basis = solution.basis(at: seconds)
        return Value(animatableVector: target + displacement.scaled(by: basis.unitDisplacement)
            + initialVelocity.scaled(by: basis.unitVelocity))
    }

    /// The velocity, in value units per second, `seconds` into the motion.
    func velocity(at seconds: Double) -> Value.Vector {
        let basis = solution.basis(at: seconds)
        return displacement.scaled(by: basis.unitDisplacementRate) + initialVelocity.scaled(by: basis.unitVelocityRate)
    }
}
