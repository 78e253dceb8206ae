import ChoreoSupport
import Foundation
import Testing
@testable import ChoreoMotion

/// Expects `actual` within `tolerance` of `expected`, reporting both on failure.
func expectClose(_ actual: Double, _ expected: Double, tolerance: Double = 1e-9,
                 _ comment: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(actual - expected) <= tolerance,
            "\(actual) is not within \(tolerance) of \(expected) \(comment())", sourceLocation: sourceLocation)
}

func expectClose(_ actual: CGFloat, _ expected: Double, tolerance: Double = 1e-9,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    expectClose(Double(actual), expected, tolerance: tolerance, sourceLocation: sourceLocation)
}

/// Expects two vectors to be within `tolerance` of each other (Euclidean).
func expectClose<V: AnimatableVector>(_ actual: V, _ expected: V, tolerance: Double = 1e-9,
                                      sourceLocation: SourceLocation = #_sourceLocation) {
    #expect((actual - expected).magnitude <= tolerance,
            "\(actual) is not within \(tolerance) of \(expected)", sourceLocation: sourceLocation)
}

#if arch(x86_64) || arch(i386)
/// Extended precision where the hardware has it, so the reference is sharper than the code under test.
typealias ReferenceFloat = Float80
#else
typealias ReferenceFloat = Double
#endif

/// An independent reference for a timing curve: bisection on the Bernstein form in extended
/// precision. Near a vertical tangent (x'(t) = 0) rounding in x is magnified by the cube root, so
/// compare at interior points and let exactness at 0 and 1 be tested separately.
func referenceProgress(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func bernstein(_ t: ReferenceFloat, _ p1: Double, _ p2: Double) -> ReferenceFloat {
        let s = 1 - t
        return 3 * s * s * t * ReferenceFloat(p1) + 3 * s * t * t * ReferenceFloat(p2) + t * t * t
    }
    var lower: ReferenceFloat = 0, upper: ReferenceFloat = 1
    for _ in 0..<200 {
        let middle = (lower + upper) / 2
        if bernstein(middle, x1, x2) < ReferenceFloat(x) { lower = middle } else { upper = middle }
    }
    return Double(bernstein((lower + upper) / 2, y1, y2))
}

/// Integrates m x'' + c x' + k (x − 1) = 0 from x = 0, x' = v0 with classic RK4 and returns
/// (position, velocity) at each requested time (ascending).
func rk4Spring(_ spring: Spring, initialVelocity v0: Double, at times: [Double], step: Double = 1e-4) -> [(Double, Double)] {
    let (m, c, k) = (spring.mass, spring.damping, spring.stiffness)
    func acceleration(_ x: Double, _ v: Double) -> Double { (-c * v - k * (x - 1)) / m }
    var x = 0.0, v = v0, t = 0.0
    var results: [(Double, Double)] = []
    for target in times {
        while t < target - 1e-12 {
            let h = min(step, target - t)
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += h
        }
        results.append((x, v))
    }
    return results
}

/// Central finite difference of `f` at `t`.
func derivative(at t: Double, step: Double = 1e-6, _ f: (Double) -> Double) -> Double {
    (f(t + step) - f(t - step)) / (2 * step)
}

func derivative<V: AnimatableVector>(at t: Double, step: Double = 1e-6, _ f: (Double) -> V) -> V {
    (f(t + step) - f(t - step)).scaled(by: 1 / (2 * step))
}

/// Whether a debug warning mentioning every fragment was printed (always true in release).
func warned(_ fragments: String...) -> Bool {
    #if DEBUG
    Diagnostics.recentWarnings.contains { message in fragments.allSatisfy { message.contains($0) } }
    #else
    true
    #endif
}
