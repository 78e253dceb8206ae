import Foundation
import Testing
@testable import ChoreoMotion

@Suite("Transform")
struct TransformTests {
    @Test("concatenating applies self first, like CGAffineTransform")
    func concatenationOrder() {
        let translate = Transform(translationX: 10, y: 0)
        let scale = Transform(scaleX: 2, y: 3)
        #expect(translate.concatenating(scale).apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 22, y: 3))
        #expect(scale.concatenating(translate).apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 3))
        #expect(Transform.identity.concatenating(scale) == scale)
    }

    @Test("translatedBy, scaledBy and rotated prepend, as Core Graphics does")
    func conveniences() {
        let base = Transform(scaleX: 2, y: 2)
        #expect(base.translatedBy(x: 5, y: 0).apply(to: .zero) == CGPoint(x: 10, y: 0))
        #expect(base.scaledBy(x: 3, y: 1) == Transform(scaleX: 6, y: 2))
        let turned = Transform.identity.rotated(by: .pi / 2).apply(to: CGPoint(x: 1, y: 0))
        expectClose(turned.x, 0, tolerance: 1e-12)
        expectClose(turned.y, 1, tolerance: 1e-12)
    }

    @Test("apply, isIdentity and inverted")
    func inverse() {
        #expect(Transform.identity.isIdentity)
        #expect(!Transform(translationX: 0, y: 1).isIdentity)
        let t = Transform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
        let point = CGPoint(x: 3, y: -2)
        let back = t.inverted()!.apply(to: t.apply(to: point))
        expectClose(back.x, 3, tolerance: 1e-12)
        expectClose(back.y, -2, tolerance: 1e-12)
        #expect(Transform(scaleX: 0, y: 1).inverted() == nil)
        #expect(Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted() == nil)
    }

    @Test("Decomposition round-trips rotations, scales, shears and reflections")
    func decompositionRoundTrip() {
        let samples: [Transform] = [
            .identity,
            Transform(rotationAngle: 2.5).concatenating(Transform(translationX: 3, y: 4)),
            Transform(scaleX: 2, y: -0.5).concatenating(Transform(rotationAngle: -1)),
            Transform(a: 1, b: 0, c: 0.7, d: 1, tx: 0, ty: 0),
            Transform(a: 0, b: 0, c: 1, d: 2, tx: 1, ty: 1),
            Transform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7),
        ]
        for t in samples {
            let back = Transform(animatableVector: t.animatableVector)
            for (lhs, rhs) in [(back.a, t.a), (back.b, t.b), (back.c, t.c), (back.d, t.d), (back.tx, t.tx), (back.ty, t.ty)] {
                expectClose(lhs, Double(rhs), tolerance: 1e-12)
            }
        }
        let parts = Transform(scaleX: 2, y: 3).concatenating(Transform(rotationAngle: 0.5)).animatableVector
        expectClose(parts.scaleX, 2, tolerance: 1e-12)
        expectClose(parts.scaleY, 3, tolerance: 1e-12)
        expectClose(parts.rotation, 0.5, tolerance: 1e-12)
        expectClose(parts.shear, 0, tolerance: 1e-12)
    }

    @Test("Rotation interpolates the shortest way round")
    func shortestRotation() {
        let from = Transform(rotationAngle: 170 * .pi / 180)
        let to = Transform(rotationAngle: -170 * .pi / 180)
        let mid = from.interpolated(to: to, fraction: 0.5).animatableVector
        expectClose(abs(mid.rotation), .pi, tolerance: 1e-12)
        expectClose(mid.scaleX, 1, tolerance: 1e-12)
        let quarter = from.interpolated(to: to, fraction: 0.25).animatableVector
        expectClose(quarter.rotation, 175 * .pi / 180, tolerance: 1e-12)
        // And the other way: −170° → 170° passes −175°.
        let back = to.interpolated(to: from, fraction: 0.25).animatableVector
        expectClose(back.rotation, -175 * .pi / 180, tolerance: 1e-12)
    }

    @Test("Scale and translation interpolate linearly; rotation keeps the scale")
    func scaleAndTranslation() {
        let from = Transform.identity
        let to = Transform(scaleX: 3, y: 3).concatenating(Transform(rotationAngle: .pi / 2))
            .concatenating(Transform(translationX: 100, y: 0))
        let mid = from.interpolated(to: to, fraction: 0.5).animatableVector
        expectClose(mid.scaleX, 2, tolerance: 1e-12)
        expectClose(mid.scaleY, 2, tolerance: 1e-12)
        expectClose(mid.rotation, .pi / 4, tolerance: 1e-12)
        expectClose(mid.translationX, 50, tolerance: 1e-12)
        #expect(from.interpolated(to: to, fraction: 0) == from)
    }

    @Test("Vector difference wraps rotation into -π...π")
    func vectorWrap() {
        let a = TransformVector(rotation: 3)
        let b = TransformVector(rotation: -3)
        expectClose((a - b).rotation, 6 - 2 * .pi, tolerance: 1e-12)
        expectClose((a + b).rotation, 0, tolerance: 1e-12)
        #expect(TransformVector(scaleX: 3, scaleY: 4).magnitude == 5)
    }
}
