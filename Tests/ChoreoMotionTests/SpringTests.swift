import Foundation
import Testing
@testable import ChoreoMotion

@Suite("Spring")
struct SpringTests {
    /// Under-, critically and over-damped springs, each with several initial velocities.
    static let cases: [(Spring, Double)] = [
        Spring(stiffness: 170, damping: 10),
        Spring(mass: 2, stiffness: 300, damping: 2 * (2.0 * 300).squareRoot()),
        Spring(mass: 0.5, stiffness: 100, damping: 40),
        Spring(dampingRatio: 0.3, response: 0.4),
        Spring(duration: 0.6, bounce: -0.5),
    ].flatMap { spring in [0.0, 3, -4].map { (spring, $0) } }

    @Test("Closed form matches an RK4 integration within 1e-4 until it settles", arguments: 0..<15)
    func matchesRK4(index: Int) {
        let (spring, v0) = Self.cases[index]
        let end = spring.settlingDuration(initialVelocity: v0)
        #expect(end.isFinite && end > 0)
        let times = (0...200).map { end * Double($0) / 200 }
        let reference = rk4Spring(spring, initialVelocity: v0, at: times)
        for (time, (position, velocity)) in zip(times, reference) {
            expectClose(spring.value(at: time, initialVelocity: v0), position, tolerance: 1e-4, "at \(time)")
            expectClose(spring.velocity(at: time, initialVelocity: v0), velocity,
                        tolerance: 1e-4 * max(1, abs(velocity)), "velocity at \(time)")
        }
    }

    @Test("After settlingDuration the value stays within 0.001 of 1, and not before", arguments: 0..<15)
    func settlingHolds(index: Int) {
        let (spring, v0) = Self.cases[index]
        let settle = spring.settlingDuration(initialVelocity: v0)
        let offsets = (0...4000).map { settle + Double($0) * 0.0025 }
        #expect(offsets.allSatisfy { abs(1 - spring.value(at: $0, initialVelocity: v0)) < 0.001 })
        // Tight: just before, the spring is still at least 0.001 away.
        #expect(abs(1 - spring.value(at: settle - 1e-6, initialVelocity: v0)) >= 0.001 - 1e-6)
    }

    @Test("Regimes: damping ratio decides under/critical/over damping")
    func regimes() {
        expectClose(Spring(stiffness: 100, damping: 20).dampingRatio, 1)
        expectClose(Spring(mass: 4, stiffness: 100, damping: 20).dampingRatio, 0.5)
        let bouncy = Spring(dampingRatio: 0.2, response: 0.5)
        #expect((0...200).map { bouncy.value(at: Double($0) / 100) }.max()! > 1.3)
        let creeping = Spring(dampingRatio: 3, response: 0.5)
        #expect((0...300).map { creeping.value(at: Double($0) / 100) }.allSatisfy { $0 <= 1 })
    }

    @Test("Starts at 0 with the given velocity")
    func initialConditions() {
        for (spring, v0) in Self.cases {
            #expect(spring.value(at: 0, initialVelocity: v0) == 0)
            expectClose(spring.velocity(at: 0, initialVelocity: v0), v0, tolerance: 1e-9)
            #expect(spring.value(at: -1, initialVelocity: v0) == 0)
        }
    }

    @Test("SwiftUI's duration and bounce map to stiffness (2π/d)² and damping 4π(1−b)/d")
    func swiftUIParameters() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        expectClose(spring.mass, 1)
        expectClose(spring.stiffness, pow(2 * .pi / 0.5, 2), tolerance: 1e-9)
        expectClose(spring.damping, 4 * .pi * 0.7 / 0.5, tolerance: 1e-9)
        expectClose(spring.response, 0.5)
        expectClose(spring.bounce, 0.3)
        expectClose(spring.dampingRatio, 0.7)
        let response = Spring(dampingRatio: 0.8, response: 0.35)
        expectClose(response.response, 0.35)
        expectClose(response.dampingRatio, 0.8)
        #expect(Spring(duration: 0.35, bounce: 0.2) == Spring(dampingRatio: 0.8, response: 0.35))
    }

    @Test("Bad parameters are replaced as documented")
    func badParameters() {
        let zeroMass = Spring(mass: 0, stiffness: 100, damping: 10)
        #expect(zeroMass.mass == 1)
        #expect(warned("Spring mass", "0.0"))
        #expect(Spring(stiffness: -5, damping: 10).stiffness == 1)
        #expect(warned("Spring stiffness", "-5.0"))
        #expect(Spring(stiffness: 0, damping: 10).stiffness == 1)
        #expect(Spring(stiffness: .nan, damping: 10).stiffness == 1)
        #expect(Spring(stiffness: 100, damping: -3).damping == 0)
        #expect(warned("Spring damping", "-3.0"))
        #expect(Spring(stiffness: 100, damping: .nan).damping == 0)
        #expect(Spring(dampingRatio: -1, response: 1).damping == 0)
        expectClose(Spring(dampingRatio: .nan, response: 1).dampingRatio, 1)
        expectClose(Spring(duration: 1, bounce: 4).bounce, 1)
        expectClose(Spring(duration: 1, bounce: -9).bounce, -1)
        for spring in [zeroMass, Spring(stiffness: 100, damping: -3)] {
            #expect(spring.value(at: 0.3).isFinite)
        }
    }

    @Test("Undamped springs never settle")
    func undamped() {
        let spring = Spring(stiffness: 100, damping: 0)
        #expect(spring.settlingDuration == .infinity)
        expectClose(spring.value(at: Double.pi / 10), 2, tolerance: 1e-9)  // half a period: x = 1 − cos(π)
    }

    @Test("Zero, negative and NaN durations give an instant spring")
    func instant() {
        for spring in [Spring(duration: 0), Spring(duration: -1), Spring(dampingRatio: 1, response: .nan),
                       Spring(stiffness: .infinity, damping: 1)] {
            #expect(spring.isInstant)
            #expect(spring.value(at: 0) == 1)
            #expect(spring.velocity(at: 0) == 0)
            #expect(spring.settlingDuration == 0)
        }
        #expect(warned("Spring response", "-1.0"))
    }

    @Test("Critical damping: settling time of the unit response is about 9.23 / ω₀")
    func criticalSettlingValue() {
        // (1 + u) e^(−u) = 0.001 at u ≈ 9.2334.
        let spring = Spring(stiffness: 100, damping: 20)
        expectClose(spring.settlingDuration, 9.23341 / 10, tolerance: 1e-5)
    }

    @Test("UIKit's spring settles at the requested duration for any damping", arguments: [0.1, 0.5, 0.7, 1, 2])
    func uiKitDuration(ratio: Double) {
        let spring = Spring(uiKitDuration: 0.8, dampingRatio: ratio)
        expectClose(spring.settlingDuration, 0.8, tolerance: 1e-9)
        expectClose(spring.dampingRatio, ratio, tolerance: 1e-9)
    }

    @Test("UIKit damping below 0.01 is raised; NaN becomes 1")
    func uiKitDamping() {
        expectClose(Spring(uiKitDuration: 1, dampingRatio: 0).dampingRatio, 0.01)
        expectClose(Spring(uiKitDuration: 1, dampingRatio: .nan).dampingRatio, 1)
        #expect(Spring(uiKitDuration: 0, dampingRatio: 0.5).isInstant)
    }
}
