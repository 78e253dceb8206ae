import ChoreoMotion
import Foundation

/// Timing parameters made ready to sample for a given length of time.
struct ResolvedTiming {
    private enum Kind {
        case curve(TimingCurve)
        case spring(Spring, velocity: Double, duration: Double)
    }

    private let kind: Kind

    init(_ parameters: PropertyAnimator.TimingParameters, duration: Double) {
        switch parameters {
        case .curve(let curve):
            kind = .curve(curve)
        case .spring(let ratio, let velocity):
            kind = .spring(Spring(uiKitDuration: duration, dampingRatio: Double(ratio)),
                           velocity: velocity.isFinite ? Double(velocity) : 0, duration: duration)
        }
    }

    /// Progress (0 → 1, springs may overshoot) at `fraction` of the time; exact at both ends.
    func progress(at fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        switch kind {
        case .curve(let curve):
            return curve.progress(at: fraction)
        case .spring(let spring, let velocity, let duration):
            return spring.value(at: fraction * duration, initialVelocity: velocity)
        }
    }
}

extension ResolvedTiming {
    /// Progress equal to the fraction of time.
    static let linear = ResolvedTiming(.curve(.linear), duration: 0)
}
