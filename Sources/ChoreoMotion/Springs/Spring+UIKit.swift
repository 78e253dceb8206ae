import ChoreoSupport

extension Spring {
    /// The spring UIKit's `usingSpringWithDamping` animations approximate: it has the given damping
    /// ratio and, starting at rest, settles (within ``settlingTolerance``) exactly at `duration`.
    ///
    /// Settling time scales linearly with the response for a fixed damping ratio, so
    /// `response = duration / S(ζ)`, where `S(ζ)` is the settling duration of
    /// `Spring(dampingRatio: ζ, response: 1)`. UIKit's `initialSpringVelocity` needs no conversion:
    /// pass it as `initialVelocity` (both are "distance per second, relative to the distance").
    ///
    /// - Parameters:
    ///   - duration: Seconds; zero gives an instant spring, as do negative and NaN (with a warning).
    ///   - dampingRatio: UIKit's damping, 1 for no oscillation. Values below 0.01 (which would
    ///     never settle in time) are raised to 0.01; NaN becomes 1.
    public init(uiKitDuration duration: Double, dampingRatio: Double) {
        let ratio = Diagnostics.checked(dampingRatio, "UIKit spring damping", must: "finite and ≥ 0.01",
                                        fallback: dampingRatio < 0.01 ? 0.01 : 1) { $0 >= 0.01 && $0.isFinite }
        let unitSettling = Spring(dampingRatio: ratio, response: 1).settlingDuration
        self.init(dampingRatio: ratio, response: duration / unitSettling)
    }
}
