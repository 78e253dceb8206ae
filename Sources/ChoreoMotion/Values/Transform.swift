import Foundation

/// A 2D affine transform with `CGAffineTransform`'s semantics, applied around a node's center
/// by the renderer.
///
/// A point maps to `(a·x + c·y + tx, b·x + d·y + ty)`, and `t1.concatenating(t2)` applies `t1`
/// first, then `t2`.
///
/// Transforms interpolate through their decomposition (``TransformVector``): translation, scale,
/// rotation by the shortest way round, and shear, so a rotating and scaling view never collapses
/// through a degenerate matrix as a component-wise blend would.
public struct Transform: Hashable, Sendable {
    /// Row 1, column 1: x scale and rotation.
    public var a: CGFloat
    /// Row 1, column 2: rotation and y shear.
    public var b: CGFloat
    /// Row 2, column 1: rotation and x shear.
    public var c: CGFloat
    /// Row 2, column 2: y scale and rotation.
    public var d: CGFloat
    /// Translation along x.
    public var tx: CGFloat
    /// Translation along y.
    public var ty: CGFloat

    /// Creates a transform from its matrix entries.
    @inlinable
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation.
    @inlinable
    public init(translationX: CGFloat, y: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: translationX, ty: y)
    }

    /// A scale.
    public init(scaleX: CGFloat, y: CGFloat) {
        self.init(a: scaleX, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `rotationAngle` radians (positive turns +x towards +y).
    public init(rotationAngle: CGFloat) {
        let cosine = cos(rotationAngle)
        let sine = sin(rotationAngle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is exactly ``identity``. Inlinable, and without reading ``identity``, a
    /// lazily made global: the render walk asks it of every node's transform.
    @inlinable
    public var isIdentity: Bool { a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0 }

    /// This transform followed by `transform`. Inlinable: the render walk composes every
    /// node's transform with its supernode's.
    @inlinable
    public func concatenating(_ transform: Transform) -> Transform {
        let t = transform
        return Transform(
            a: a * t.a + b * t.c,
            b: a * t.b + b * t.d,
            c: c * t.a + d * t.c,
            d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx,
            ty: tx * t.b + ty * t.d + t.ty
        )
    }

    /// A translation by (`x`, `y`) followed by this transform, as `CGAffineTransform.translatedBy`.
    public func translatedBy(x: CGFloat, y: CGFloat) -> Transform {
        Transform(translationX: x, y: y).concatenating(self)
    }

    /// A scale by (`x`, `y`) followed by this transform, as `CGAffineTransform.scaledBy`.
    public func scaledBy(x: CGFloat, y: CGFloat) -> Transform {
        Transform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation by `angle` radians followed by this transform, as `CGAffineTransform.rotated`.
    public func rotated(by angle: CGFloat) -> Transform {
        Transform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or nil when the transform is singular (or not finite).
    public func inverted() -> Transform? {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        return Transform(
            a: d / determinant,
            b: -b / determinant,
            c: -c / determinant,
            d: a / determinant,
            tx: (c * ty - d * tx) / determinant,
            ty: (b * tx - a * ty) / determinant
        )
    }

    /// Where `point` lands.
    public func apply(to point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }
}

extension Transform: Interpolatable {
    /// The decomposition: the matrix is `shear · scale`, then rotation, then translation.
    ///
    /// With the linear part `[[a, c], [b, d]] = R(θ) · [[sx, k], [0, sy]]`: `sx = |(a, b)|`,
    /// `θ = atan2(b, a)`, and `(k, sy)` is `(c, d)` rotated back by θ. A reflection shows as a
    /// negative `scaleY`. A matrix whose first column is zero has rotation 0.
    @inlinable
    public var animatableVector: TransformVector {
        let scaleX = (Double(a * a + b * b)).squareRoot()
        let rotation = scaleX > 0 ? atan2(Double(b), Double(a)) : 0
        let cosine = cos(rotation)
        let sine = sin(rotation)
        return TransformVector(
            translationX: Double(tx),
            translationY: Double(ty),
            scaleX: scaleX,
            scaleY: -Double(c) * sine + Double(d) * cosine,
            rotation: rotation,
            shear: Double(c) * cosine + Double(d) * sine
        )
    }

    /// Recomposes the matrix from its decomposition.
    @inlinable
    public init(animatableVector v: TransformVector) {
        let cosine = cos(v.rotation)
        let sine = sin(v.rotation)
        self.init(
            a: v.scaleX * cosine,
            b: v.scaleX * sine,
            c: v.shear * cosine - v.scaleY * sine,
            d: v.shear * sine + v.scaleY * cosine,
            tx: v.translationX,
            ty: v.translationY
        )
    }
}
