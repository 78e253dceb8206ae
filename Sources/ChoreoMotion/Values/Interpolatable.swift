import Foundation

/// A value that can be animated: it maps to and from a vector in which animation math happens.
///
/// Tracks, springs and additive stacks never touch the value directly in their inner loops: they
/// convert endpoints to ``Vector`` once, do `+`, `-` and scaling there (statically dispatched,
/// no existentials, no allocation), and convert back once per sample. Velocities are vectors too
/// (units per second of each component).
///
/// The vector space is chosen per type so that a straight line in it is the motion people expect:
/// - `Double`, `CGFloat`: the number.
/// - `CGPoint`, `CGSize`: `SIMD2<Double>` of (x, y) / (width, height).
/// - `CGRect`: `SIMD4<Double>` of (x, y, width, height); the rect is not standardized.
/// - ``Color``: premultiplied `SIMD4<Double>`, so fading to ``Color/clear`` doesn't pass through grey.
/// - ``Transform``: ``TransformVector`` (translation, scale, rotation, shear), whose difference
///   takes the shortest way round.
///
/// To make your own type animatable, pick a vector type (an existing one or your own
/// ``AnimatableVector``) and implement the two conversions; `init(animatableVector:)` must accept
/// any vector, including ones overshooting the natural range.
public protocol Interpolatable: Equatable, Sendable {
    /// The vector in which this type is interpolated and added.
    associatedtype Vector: AnimatableVector

    /// This value as a vector.
    var animatableVector: Vector { get }

    /// The value for `animatableVector` (clamping to the natural range where the type has one).
    init(animatableVector: Vector)

    /// The value's position in the plane, which a ``MotionArc`` bends: a point's is itself, a
    /// rect's its centre; nil (the default) for values without one. It must be linear in the
    /// vector (the position of a difference is the difference of the positions).
    static func planarPosition(of vector: Vector) -> SIMD2<Double>?

    /// The vector that moves ``planarPosition(of:)`` by `offset` and changes nothing else; nil
    /// (the default) for values without a position.
    static func vector(movingPositionBy offset: SIMD2<Double>) -> Vector?
}

extension Interpolatable {
    /// No position: motion paths leave the value on a straight line.
    public static func planarPosition(of vector: Vector) -> SIMD2<Double>? { nil }
    /// No position: motion paths leave the value on a straight line.
    public static func vector(movingPositionBy offset: SIMD2<Double>) -> Vector? { nil }
}

/// The vector arithmetic that animation needs: a zero, `+`, `-`, scaling and a length.
///
/// A vector is also trivially ``Interpolatable`` (it is its own vector), which is how additive
/// stacks animate deltas such as "10 points to the left" or "a bit more transparent".
public protocol AnimatableVector: Interpolatable where Vector == Self {
    /// The additive identity.
    static var zero: Self { get }
    /// Component-wise sum.
    static func + (lhs: Self, rhs: Self) -> Self
    /// Component-wise difference (a type may choose the shortest representative, as angles do).
    static func - (lhs: Self, rhs: Self) -> Self
    /// Every component multiplied by `factor`.
    func scaled(by factor: Double) -> Self
    /// The squared Euclidean length: used for paced keyframes and spring settling.
    var magnitudeSquared: Double { get }
}

extension AnimatableVector {
    /// A vector is its own animatable vector.
    @inlinable public var animatableVector: Self { self }
    /// A vector is its own animatable vector.
    @inlinable public init(animatableVector: Self) { self = animatableVector }
    /// The Euclidean length.
    @inlinable public var magnitude: Double { magnitudeSquared.squareRoot() }
}

extension Interpolatable {
    /// The value `fraction` of the way from `self` to `other` (0 gives `self`, 1 gives `other`),
    /// computed in ``Vector`` space; fractions outside `0...1` extrapolate.
    @inlinable
    public func interpolated(to other: Self, fraction: Double) -> Self {
        let start = animatableVector
        return Self(animatableVector: start + (other.animatableVector - start).scaled(by: fraction))
    }

    /// The length of the vector difference between `self` and `other`.
    @inlinable
    public func distance(to other: Self) -> Double {
        (other.animatableVector - animatableVector).magnitude
    }
}

// MARK: - Numbers

extension Double: AnimatableVector {
    @inlinable public func scaled(by factor: Double) -> Double { self * factor }
    @inlinable public var magnitudeSquared: Double { self * self }
}

extension CGFloat: Interpolatable {
    @inlinable public var animatableVector: Double { Double(self) }
    @inlinable public init(animatableVector: Double) { self.init(animatableVector) }
}

// MARK: - SIMD vectors

extension SIMD2: Interpolatable where Scalar == Double {}

extension SIMD2: AnimatableVector where Scalar == Double {
    @inlinable public func scaled(by factor: Double) -> Self { self * factor }
    @inlinable public var magnitudeSquared: Double { (self * self).sum() }
}

extension SIMD4: Interpolatable where Scalar == Double {}

extension SIMD4: AnimatableVector where Scalar == Double {
    @inlinable public func scaled(by factor: Double) -> Self { self * factor }
    @inlinable public var magnitudeSquared: Double { (self * self).sum() }
}

// MARK: - Geometry

extension CGPoint: Interpolatable {
    @inlinable public var animatableVector: SIMD2<Double> { SIMD2(Double(x), Double(y)) }
    @inlinable public init(animatableVector v: SIMD2<Double>) { self.init(x: v.x, y: v.y) }
    /// The point itself.
    public static func planarPosition(of vector: SIMD2<Double>) -> SIMD2<Double>? { vector }
    /// The offset itself.
    public static func vector(movingPositionBy offset: SIMD2<Double>) -> SIMD2<Double>? { offset }
}

extension CGSize: Interpolatable {
    @inlinable public var animatableVector: SIMD2<Double> { SIMD2(Double(width), Double(height)) }
    @inlinable public init(animatableVector v: SIMD2<Double>) { self.init(width: v.x, height: v.y) }
}

extension CGRect: Interpolatable {
    @inlinable public var animatableVector: SIMD4<Double> {
        SIMD4(Double(origin.x), Double(origin.y), Double(size.width), Double(size.height))
    }
    @inlinable public init(animatableVector v: SIMD4<Double>) { self.init(x: v.x, y: v.y, width: v.z, height: v.w) }
    /// The centre: an arc moves a rect's centre, and its size changes on a straight line.
    public static func planarPosition(of v: SIMD4<Double>) -> SIMD2<Double>? { SIMD2(v.x + v.z / 2, v.y + v.w / 2) }
    /// The origin moved by `offset`, the size kept.
    public static func vector(movingPositionBy offset: SIMD2<Double>) -> SIMD4<Double>? {
        SIMD4(offset.x, offset.y, 0, 0)
    }
}
