/// How a keyframe animation fills the time between its keyframes, as Core Animation's
/// `calculationMode`.
public enum KeyframeCalculationMode: Hashable, Sendable {
    /// Straight lines between keyframes, each segment timed by its ``TimingCurve``.
    case linear
    /// Each value holds until the next key time; no interpolation, zero velocity.
    case discrete
    /// Straight lines at constant speed: key times are derived from the distances between values,
    /// and the given key times and timing curves are ignored.
    case paced
    /// A Catmull-Rom spline through the values (smooth velocity at every keyframe), each segment
    /// timed by its ``TimingCurve``.
    case cubic
}
