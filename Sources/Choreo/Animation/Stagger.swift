import ChoreoLayout
import ChoreoMotion
import ChoreoSupport
import Foundation

/// Which element of a staggered animation starts first.
///
/// Elements at the same distance each keep a slot of their own, in document order (as Framer
/// Motion's `staggerChildren` gives every child its own index): with three elements and an
/// interval of 0.1 s, the third starts 0.2 s after the first whatever their distances.
public enum StaggerOrder: Hashable, Sendable {
    /// Document order: the first element first.
    case forward
    /// The last element first.
    case reverse
    /// The element nearest the centre of the bounding box of every element's centre first.
    case fromCenter
    /// The element nearest that edge of the bounding box of every element's centre first
    /// (leading and trailing follow the stage's layout direction).
    case fromEdge(EdgeTranslationSource)
    /// The element whose centre is nearest the point first (in the coordinates of the node
    /// whose animation is staggered; the container's for screen transitions).
    case fromPoint(CGPoint)
}

/// Starts the elements of an animation one after another instead of all together (Framer
/// Motion's `staggerChildren`, Hero's `cascade`).
///
/// The element `k`-th in ``order`` starts `k × interval` after the first. With
/// ``extendsDuration`` each element animates for the whole duration, so `n` elements take
/// `duration + (n − 1) × interval`; without it the animation keeps its duration and each element
/// animates for `duration − (n − 1) × interval`. So that no element jumps, that interval is at
/// most `duration / n`: a longer one is shortened (each element then gets `duration / n`, one
/// after another), with a debug message. Completions still run once, after the last element.
///
/// ```swift
/// list.defaultLayoutTransitionStagger = Stagger(interval: 0.05, order: .fromEdge(.top))
/// ```
public struct Stagger: Hashable, Sendable {
    /// The time between the starts of consecutive elements, in seconds.
    public let interval: TimeInterval
    /// Which element starts first.
    public let order: StaggerOrder
    /// Whether each element keeps the whole duration (the animation lasts longer), or the
    /// animation keeps its duration (each element's is shorter).
    public let extendsDuration: Bool

    /// A stagger of `interval` seconds between starts. A negative, NaN or infinite interval
    /// counts as 0 (every element starts together), and a ``StaggerOrder/fromPoint(_:)`` with a
    /// NaN or infinite coordinate as ``StaggerOrder/forward``, each with a debug message.
    public init(interval: TimeInterval, order: StaggerOrder = .forward, extendsDuration: Bool = true) {
        self.interval = Diagnostics.checked(interval, "Stagger interval", must: "finite and >= 0",
                                            fallback: 0) { $0.isFinite && $0 >= 0 }
        if case .fromPoint(let point) = order, !(point.x.isFinite && point.y.isFinite) {
            Diagnostics.warn("Stagger order .fromPoint(\(point)) is not a finite point; using .forward")
            self.order = .forward
        } else {
            self.order = order
        }
        self.extendsDuration = extendsDuration
    }

    /// The delay and duration of each of the elements at `positions` (document order), for an
    /// animation of `duration` seconds.
    func schedule(positions: [CGPoint], duration: TimeInterval, direction: LayoutDirection) -> StaggerSchedule {
        StaggerSchedule(positions: positions, ranking: order.ranking(direction: direction), interval: interval,
                        duration: duration, extendsDuration: extendsDuration)
    }
}

extension StaggerOrder {
    /// The ranking the motion engine sorts by, with leading and trailing resolved for `direction`.
    func ranking(direction: LayoutDirection) -> StaggerRanking {
        let rightToLeft = direction == .rightToLeft
        switch self {
        case .forward: return .documentOrder
        case .reverse: return .reversed
        case .fromCenter: return .nearestToCenter
        case .fromEdge(.top): return .nearestToEdge(.minY)
        case .fromEdge(.bottom): return .nearestToEdge(.maxY)
        case .fromEdge(.leading): return .nearestToEdge(rightToLeft ? .maxX : .minX)
        case .fromEdge(.trailing): return .nearestToEdge(rightToLeft ? .minX : .maxX)
        case .fromPoint(let point): return .nearest(to: point)
        }
    }
}
