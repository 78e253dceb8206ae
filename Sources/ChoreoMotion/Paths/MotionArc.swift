import ChoreoSupport
import Foundation

/// A circular arc from one position to another: the path of Hero's `arc` modifier, which
/// Choreo's `MotionPath.arc(intensity:)` moves positions on.
///
/// The geometry, for a chord of length `L` from the start to the end:
/// - The path is the circular arc through both points whose sagitta (its greatest distance from
///   the chord, reached half way) is `intensity × L / 4`. At intensity 1, Hero's default, that
///   is `L / 4`, as far as Hero's arc bows a 45° move; at 2 the arc is a half circle.
/// - It turns through `θ = 4 atan(intensity / 2)` (106.26° at intensity 1) on a circle of
///   radius `L / (2 sin(θ / 2))`.
/// - It bows towards +y (down the screen, y growing downwards) whichever way it is travelled, so
///   a move and the move back follow the same arc; a vertical chord bows towards −x. A negative
///   intensity bows to the other side.
/// - Progress `p` (what the timing curve or spring gives) is the fraction of the angle turned,
///   which is also the fraction of the arc's length: `p = 0.5` is the arc's midpoint. Progress
///   outside `0...1` (a spring overshooting) carries on round the circle.
///
/// From (0, 0) to (100, 0) at intensity 1 the arc lies on the circle of radius 62.5 centred at
/// (50, −37.5), and its midpoint is (50, 25).
///
/// Bad input (never traps): a NaN intensity counts as 0 (a straight line), and one beyond ±2
/// (including ±infinity) as ±2, each with a debug message: past a half circle the arc would loop
/// out beyond its ends. Coincident ends (a zero chord) give no motion of the position, without
/// a message: a change that only resizes is common.
public struct MotionArc: Hashable, Sendable {
    /// The intensity after the repairs above, in `−2...2`.
    public let intensity: Double
    @usableFromInline let turn: ArcTurn

    /// An arc bowing `intensity × chord / 4` from its chord (see the type's documentation).
    public init(intensity: Double) {
        var checked = Diagnostics.checked(intensity, "Arc intensity", must: "a number", fallback: 0) { !$0.isNaN }
        if abs(checked) > 2 {
            checked = checked < 0 ? -2 : 2
            Diagnostics.warn("Arc intensity must be in -2...2 (2 is a half circle), got \(intensity); using \(checked)")
        }
        self.intensity = checked
        turn = ArcTurn(intensity: checked)
    }

    /// Whether the arc is a straight line (intensity 0).
    public var isStraight: Bool { turn.inverseSine == 0 }

    /// The value `progress` of the way from `from` to `to`, its position (see
    /// ``Interpolatable/planarPosition(of:)``) on the arc and everything else on a straight line.
    /// Values without a position, and moves whose position does not change, are interpolated
    /// straight.
    public func value<Value: Interpolatable>(from: Value, to: Value, progress: Double) -> Value {
        let start = from.animatableVector, end = to.animatableVector
        let straight = start + (end - start).scaled(by: progress)
        guard let bend = ArcBend(self, from: start, to: end, as: Value.self) else {
            return Value(animatableVector: straight)
        }
        return Value(animatableVector: straight + bend.offset(at: progress))
    }

    /// The quarter turn of `half` (half the chord) towards the side the arc bows to for positive
    /// intensities: down (+y), or for a vertical chord left (−x). Negative intensities flip the
    /// `across` weight instead.
    static func bowSide(of half: SIMD2<Double>) -> SIMD2<Double> {
        let turned = SIMD2(-half.y, half.x)
        return turned.y > 0 || (turned.y == 0 && turned.x < 0) ? turned : -turned
    }
}

/// How far an arc turns: the part of ``MotionArc`` an arc track keeps (two numbers, so that
/// an arc track of rects needs no more room than a spring track).
@usableFromInline
struct ArcTurn: Hashable, Sendable {
    /// Half the angle turned, φ = 2 atan(intensity / 2), in `−π/2...π/2`.
    @usableFromInline let halfAngle: Double
    /// 1 / sin φ; 0 for a straight line.
    @usableFromInline let inverseSine: Double

    init(intensity: Double) {
        halfAngle = 2 * atan(intensity / 2)
        inverseSine = intensity == 0 ? 0 : 1 / sin(halfAngle)
    }

    // With the chord from (−c, 0) to (c, 0) and the arc bowing towards +y, the point at progress
    // p is (−c sin β / sin φ, c (cos β − cos φ) / sin φ) with β = φ (1 − 2p). Written as the
    // straight line plus `along` half chords along it and `across` half chords across it, the
    // weights below avoid dividing two small numbers as the arc flattens.

    /// How many half chords the arc is ahead of the straight line (`along`) and beside it
    /// (`across`) at progress `p`.
    @inlinable
    func weights(at p: Double) -> (along: Double, across: Double) {
        let chordwise = 1 - 2 * p
        return (chordwise - sin(halfAngle * chordwise) * inverseSine,
                2 * sin(halfAngle * (1 - p)) * sin(halfAngle * p) * inverseSine)
    }

    /// The weights' derivatives with respect to `p`.
    @inlinable
    func weightRates(at p: Double) -> (along: Double, across: Double) {
        let angle = halfAngle * (1 - 2 * p)
        return (2 * halfAngle * cos(angle) * inverseSine - 2, 2 * halfAngle * sin(angle) * inverseSine)
    }
}

/// One move's arc as vectors of the animated value: the straight line plus ``halfChord`` and
/// ``bow`` weighted by ``ArcTurn/weights(at:)``. Only the position moves off the line.
@usableFromInline
package struct ArcBend<Vector: AnimatableVector>: Sendable {
    /// Half the position's change, as a vector that moves only the position.
    @usableFromInline let halfChord: Vector
    /// ``halfChord`` turned a quarter towards the side the arc bows to.
    @usableFromInline let bow: Vector
    @usableFromInline let turn: ArcTurn

    /// The bend of the move from `from` to `to`, vectors of `Value`; nil when it is straight: a
    /// straight arc, a value without a position, or a position that does not change (or is not
    /// finite).
    package init?<Value: Interpolatable>(_ arc: MotionArc, from: Vector, to: Vector, as _: Value.Type)
    where Value.Vector == Vector {
        guard !arc.isStraight, let start = Value.planarPosition(of: from), let end = Value.planarPosition(of: to)
        else { return nil }
        let half = (end - start) / 2
        guard half != .zero, half.x.isFinite, half.y.isFinite,
              let halfChord = Value.vector(movingPositionBy: half),
              let bow = Value.vector(movingPositionBy: MotionArc.bowSide(of: half)) else { return nil }
        turn = arc.turn
        self.halfChord = halfChord
        self.bow = bow
    }

    /// How far the arc is from the straight line at progress `p`.
    @inlinable
    func offset(at p: Double) -> Vector {
        let weights = turn.weights(at: p)
        return halfChord.scaled(by: weights.along) + bow.scaled(by: weights.across)
    }

    /// The rate of ``offset(at:)`` per unit of progress.
    @inlinable
    func offsetRate(at p: Double) -> Vector {
        let rates = turn.weightRates(at: p)
        return halfChord.scaled(by: rates.along) + bow.scaled(by: rates.across)
    }
}
