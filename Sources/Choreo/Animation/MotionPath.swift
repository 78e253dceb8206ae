import ChoreoMotion
import Foundation

/// The path a position travels between its start and its end.
///
/// Only positions take the path: a frame's centre, with its size changing on a straight line.
/// Progress along the path follows the animation's timing curve or spring.
///
/// ```swift
/// DisplayNode.animate(withDuration: 0.4, path: .arc()) { card.center = CGPoint(x: 300, y: 80) }
/// ```
public enum MotionPath: Hashable, Sendable {
    /// A straight line.
    case straight
    /// A circular arc bowing `intensity × chord / 4` from the straight line (Hero's `arc`, whose
    /// default is 1): it bows down the screen (+y) whichever way it goes, a vertical move to the
    /// left, and a negative intensity to the other side. A NaN intensity moves straight, one
    /// beyond ±2 (a half circle) is clamped to ±2, each with a debug message. See ``MotionArc``
    /// for the exact geometry.
    case arc(intensity: CGFloat = 1)

    /// The arc to move on, repaired as documented (debug message); nil for a straight line.
    var motionArc: MotionArc? {
        guard case .arc(let intensity) = self else { return nil }
        let arc = MotionArc(intensity: Double(intensity))
        return arc.isStraight ? nil : arc
    }
}
