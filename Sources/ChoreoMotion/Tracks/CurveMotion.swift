/// A from → to change timed by a Bézier curve, with both endpoints pre-converted to vectors.
@usableFromInline
struct CurveMotion<Value: Interpolatable>: Sendable {
    @usableFromInline let from: Value
    @usableFromInline let to: Value
    @usableFromInline let curve: TimingCurve
    @usableFromInline let start: Value.Vector
    @usableFromInline let change: Value.Vector

    init(from: Value, to: Value, curve: TimingCurve) {
        self.from = from
        self.to = to
        self.curve = curve
        start = from.animatableVector
        change = to.animatableVector - start
    }

    /// The value at `fraction` of an iteration; the endpoints are returned exactly.
    @inlinable
    func value(at fraction: Double) -> Value {
        guard fraction > 0 else { return from }
        guard fraction < 1 else { return to }
        return Value(animatableVector: start + change.scaled(by: curve.progress(at: fraction)))
    }

    /// The change per unit of fraction.
    func velocity(at fraction: Double) -> Value.Vector {
        change.scaled(by: curve.slope(at: fraction))
    }
}
