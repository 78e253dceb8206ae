import Foundation

/// A ``Transform`` decomposed into the parts that animate naturally.
///
/// Arithmetic is component-wise, except that a difference takes the rotation the shortest way
/// round (into `-π...π`), so interpolating from 170° to −170° turns 20°, not 340°, and additive
/// rotation deltas never spin the long way.
public struct TransformVector: Hashable, Sendable {
    /// Translation along x, in points.
    public var translationX: Double
    /// Translation along y, in points.
    public var translationY: Double
    /// Scale along the (rotated) x axis; never negative for a decomposed transform.
    public var scaleX: Double
    /// Scale along the (rotated) y axis; negative for a reflection.
    public var scaleY: Double
    /// Rotation in radians.
    public var rotation: Double
    /// Shear: how far the y axis leans along x.
    public var shear: Double

    /// Creates a vector from its components.
    @inlinable
    public init(translationX: Double = 0, translationY: Double = 0, scaleX: Double = 0, scaleY: Double = 0,
                rotation: Double = 0, shear: Double = 0) {
        self.translationX = translationX
        self.translationY = translationY
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.rotation = rotation
        self.shear = shear
    }
}

extension TransformVector: AnimatableVector {
    /// All components 0 (the decomposition of the zero matrix, not of ``Transform/identity``).
    public static let zero = TransformVector()

    @inlinable
    public static func + (lhs: TransformVector, rhs: TransformVector) -> TransformVector {
        TransformVector(translationX: lhs.translationX + rhs.translationX, translationY: lhs.translationY + rhs.translationY,
                        scaleX: lhs.scaleX + rhs.scaleX, scaleY: lhs.scaleY + rhs.scaleY,
                        rotation: lhs.rotation + rhs.rotation, shear: lhs.shear + rhs.shear)
    }

    /// Component-wise difference with the rotation wrapped into `-π...π`.
    @inlinable
    public static func - (lhs: TransformVector, rhs: TransformVector) -> TransformVector {
        let turn = 2 * Double.pi
        let angle = lhs.rotation - rhs.rotation
        return TransformVector(translationX: lhs.translationX - rhs.translationX, translationY: lhs.translationY - rhs.translationY,
                               scaleX: lhs.scaleX - rhs.scaleX, scaleY: lhs.scaleY - rhs.scaleY,
                               rotation: angle - turn * (angle / turn).rounded(), shear: lhs.shear - rhs.shear)
    }

    @inlinable
    public func scaled(by factor: Double) -> TransformVector {
        TransformVector(translationX: translationX * factor, translationY: translationY * factor,
                        scaleX: scaleX * factor, scaleY: scaleY * factor,
                        rotation: rotation * factor, shear: shear * factor)
    }

    /// Sum of squares of all components (radians count like points).
    @inlinable
    public var magnitudeSquared: Double {
        translationX * translationX + translationY * translationY + scaleX * scaleX + scaleY * scaleY
            + rotation * rotation + shear * shear
    }
}
