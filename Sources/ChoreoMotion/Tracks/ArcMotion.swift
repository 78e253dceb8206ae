/// A start → end change whose position travels on an arc (see ``MotionArc``), the progress
/// along it given by a Bézier curve or a spring.
///
/// Only vectors are kept: the track's values are vectors (additive offsets) in practice, and
/// this keeps an arc track no bigger than a spring track.
@usableFromInline
struct ArcMotion<Value: Interpolatable>: Sendable {
    @usableFromInline let start: Value.Vector
    @usableFromInline let end: Value.Vector
    @usableFromInline let bend: ArcBend<Value.Vector>
    @usableFromInline let timing: ArcProgress

    /// The value at `local`; the endpoints are returned exactly.
    @inlinable
    func value(at local: LocalTime) -> Value {
        let p = timing.progress(at: local)
        guard p != 0 else { return Value(animatableVector: start) }
        guard p != 1 else { return Value(animatableVector: end) }
        return Value(animatableVector: start + (end - start).scaled(by: p) + bend.offset(at: p))
    }

    /// The change per second of local time at `local`.
    func velocity(at local: LocalTime, duration: Double) -> Value.Vector {
        let p = timing.progress(at: local)
        return ((end - start) + bend.offsetRate(at: p)).scaled(by: timing.rate(at: local, duration: duration))
    }
}

/// How far along an arc a track is: a Bézier curve of the time fraction, or a spring carrying
/// the progress from 0 to 1 (starting with a velocity in progress per second).
@usableFromInline
enum ArcProgress: Sendable {
    case curve(TimingCurve)
    case spring(SpringSolution, velocity: Double)

    /// Exactly 0 before the start and 1 at the end.
    @inlinable
    func progress(at local: LocalTime) -> Double {
        switch self {
        case .curve(let curve):
            return curve.progress(at: local.fraction)
        case .spring(let solution, let velocity):
            if local.fraction >= 1 { return 1 }
            guard local.seconds > 0 else { return 0 }
            let basis = solution.basis(at: local.seconds)
            return 1 - basis.unitDisplacement + velocity * basis.unitVelocity
        }
    }

    /// Progress per second of local time at `local`, for an iteration of `duration` seconds.
    func rate(at local: LocalTime, duration: Double) -> Double {
        switch self {
        case .curve(let curve):
            return curve.slope(at: local.fraction) / duration
        case .spring(let solution, let velocity):
            let basis = solution.basis(at: local.seconds)
            return -basis.unitDisplacementRate + velocity * basis.unitVelocityRate
        }
    }
}
