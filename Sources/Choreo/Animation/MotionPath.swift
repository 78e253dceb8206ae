import Foundation

/// The path a position travels between its start and its end.
public enum MotionPath: Hashable, Sendable {
    /// A straight line.
    case straight
    /// A circular arc, bulging more with a higher `intensity` (Hero's `arc`). Not drawn yet:
    /// it moves in a straight line, with a debug message where it is asked for.
    case arc(intensity: CGFloat = 1)
}
