import Foundation
import Testing
@testable import ChoreoMotion

@Suite("Interpolatable")
struct InterpolatableTests {
    @Test("Numbers, points, sizes and rects interpolate component-wise")
    func geometry() {
        #expect(CGFloat(10).interpolated(to: 20, fraction: 0.25) == 12.5)
        #expect(Double(-1).interpolated(to: 1, fraction: 0.5) == 0)
        #expect(CGPoint(x: 0, y: 10).interpolated(to: CGPoint(x: 10, y: 30), fraction: 0.5) == CGPoint(x: 5, y: 20))
        #expect(CGSize(width: 10, height: 10).interpolated(to: CGSize(width: 20, height: 0), fraction: 0.1)
            == CGSize(width: 11, height: 9))
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50).interpolated(
            to: CGRect(x: 20, y: 40, width: 200, height: 150), fraction: 0.5)
        #expect(rect == CGRect(x: 10, y: 20, width: 150, height: 100))
    }

    @Test("Fractions outside 0...1 extrapolate (springs overshoot)")
    func extrapolation() {
        #expect(CGFloat(0).interpolated(to: 10, fraction: 1.2) == 12)
        #expect(CGPoint.zero.interpolated(to: CGPoint(x: 10, y: 10), fraction: -0.5) == CGPoint(x: -5, y: -5))
    }

    @Test("Vectors round-trip and support the vector arithmetic")
    func vectors() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(CGRect(animatableVector: rect.animatableVector) == rect)
        #expect(rect.animatableVector == SIMD4(1, 2, 3, 4))
        #expect(CGPoint(x: 3, y: 4).distance(to: .zero) == 5)
        #expect(SIMD2<Double>(3, 4).magnitude == 5)
        #expect(SIMD2<Double>(1, 2).scaled(by: 2) == SIMD2(2, 4))
        #expect(Double(-3).magnitudeSquared == 9)
        #expect(SIMD4<Double>.zero + SIMD4(1, 1, 1, 1) - SIMD4(1, 0, 0, 0) == SIMD4(0, 1, 1, 1))
    }

    @Test("Endpoints interpolate exactly for numbers")
    func exactEndpoints() {
        let from = CGFloat(0.1), to = CGFloat(0.7)
        #expect(from.interpolated(to: to, fraction: 0) == from)
        #expect(from.interpolated(to: to, fraction: 1) == to)
    }
}
