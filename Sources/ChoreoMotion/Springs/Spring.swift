import ChoreoSupport
import Foundation

/// A damped harmonic oscillator that carries a value from 0 to 1: `m x'' + c x' + k (x − 1) = 0`.
///
/// Positions and velocities come from the closed-form solution, so sampling is exact at any time
/// and costs one `exp` (plus one `sin`/`cos` pair when under-damped).
///
/// Input rules (bad input never traps; debug builds print a warning naming the value):
/// - `mass` and `stiffness` must be finite and > 0; otherwise 1 is used.
///   `stiffness == .infinity` is allowed and means an *instant* spring (it is at 1 from time 0).
/// - `damping` must be finite and ≥ 0; NaN, negative or infinite damping becomes 0 (undamped:
///   it never settles, ``settlingDuration`` is `.infinity`).
/// - Times before 0 or NaN count as 0.
public struct Spring: Hashable, Sendable {
    /// The moving mass, > 0.
    public let mass: Double
    /// The spring constant k, > 0 (`.infinity` for an instant spring).
    public let stiffness: Double
    /// The damping coefficient c, ≥ 0.
    public let damping: Double

    /// Creates a spring from its physical constants.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = Diagnostics.checked(mass, "Spring mass", must: "finite and > 0", fallback: 1) { $0 > 0 && $0.isFinite }
        self.stiffness = Diagnostics.checked(stiffness, "Spring stiffness", must: "> 0", fallback: 1) { $0 > 0 }
        self.damping = Diagnostics.checked(damping, "Spring damping", must: "finite and ≥ 0", fallback: 0) { $0 >= 0 && $0.isFinite }
    }

    /// Creates a spring from a damping ratio and a response, as SwiftUI's `spring(response:dampingFraction:)`.
    ///
    /// - Parameters:
    ///   - dampingRatio: 0 is undamped, 1 critically damped, above 1 over-damped. Negative values
    ///     become 0; NaN and infinity become 1.
    ///   - response: The period of the undamped oscillation, in seconds. Zero gives an instant
    ///     spring; negative, infinite or NaN values do too (with a debug warning).
    ///
    /// The spring has mass 1, stiffness `(2π / response)²` and damping `4π · dampingRatio / response`.
    public init(dampingRatio: Double, response: Double) {
        let ratio = Diagnostics.checked(dampingRatio, "Spring dampingRatio", must: "finite and ≥ 0",
                                        fallback: dampingRatio < 0 ? 0 : 1) { $0 >= 0 && $0.isFinite }
        guard response > 0, response.isFinite else {
            if response != 0 {
                Diagnostics.warn("Spring response must be finite and ≥ 0, got \(response); using an instant spring")
            }
            self.init(mass: 1, stiffness: .infinity, damping: 0)
            return
        }
        let omega = 2 * Double.pi / response
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * omega * ratio)
    }

    /// Creates a spring with SwiftUI's duration-and-bounce parameters.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration (the undamped period), in seconds. Zero gives an
    ///     instant spring; negative, infinite or NaN values do too (with a debug warning).
    ///   - bounce: 0 is critically damped, up to 1 (undamped); negative values down to −1 are
    ///     over-damped. Clamped to `-1...1`; NaN becomes 0.
    ///
    /// The spring has mass 1, stiffness `(2π / duration)²` and damping `4π (1 − bounce) / duration`.
    public init(duration: Double, bounce: Double = 0) {
        let bounce = Diagnostics.checked(bounce, "Spring bounce", must: "in -1...1",
                                         fallback: bounce.isNaN ? 0 : min(max(bounce, -1), 1)) { (-1...1).contains($0) }
        self.init(dampingRatio: 1 - bounce, response: duration)
    }

    /// Whether the spring jumps straight to 1 (infinite stiffness).
    public var isInstant: Bool { stiffness == .infinity }

    /// The undamped angular frequency √(k/m), in radians per second.
    public var angularFrequency: Double { (stiffness / mass).squareRoot() }

    /// The damping ratio c / (2√(km)): below 1 oscillates, 1 is critical, above 1 creeps.
    public var dampingRatio: Double { isInstant ? 1 : damping / (2 * (stiffness * mass).squareRoot()) }

    /// The undamped period 2π/√(k/m) in seconds (SwiftUI's `response` and `duration`); 0 when instant.
    public var response: Double { 2 * Double.pi / angularFrequency }

    /// SwiftUI's bounce: `1 − dampingRatio`.
    public var bounce: Double { 1 - dampingRatio }

    /// The progress at `time` seconds, starting at 0 with `initialVelocity` (progress per second)
    /// and heading for 1.
    public func value(at time: Double, initialVelocity: Double = 0) -> Double {
        let basis = SpringSolution(self).basis(at: time)
        return 1 - basis.unitDisplacement + initialVelocity * basis.unitVelocity
    }

    /// The progress per second at `time`, for a spring started with `initialVelocity`.
    public func velocity(at time: Double, initialVelocity: Double = 0) -> Double {
        let basis = SpringSolution(self).basis(at: time)
        return -basis.unitDisplacementRate + initialVelocity * basis.unitVelocityRate
    }

    /// The time after which `|1 − value(at: t)| < 0.001` for every later `t`, starting at rest.
    ///
    /// `.infinity` for an undamped spring, 0 for an instant one.
    public var settlingDuration: Double { settlingDuration(initialVelocity: 0) }

    /// The time after which `|1 − value(at: t, initialVelocity:)| < 0.001` for every later `t`.
    public func settlingDuration(initialVelocity: Double) -> Double {
        SpringSolution(self).settlingTime(displacement: 1, velocity: -initialVelocity, tolerance: Self.settlingTolerance)
    }

    /// The distance from the target, as a fraction of the travel, at which a spring counts as settled.
    public static let settlingTolerance = 0.001
}
