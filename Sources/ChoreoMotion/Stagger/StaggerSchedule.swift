import ChoreoSupport
import Foundation

/// Which element of a staggered animation starts first. Choreo's `StaggerOrder` resolves onto
/// this (leading and trailing edges become x edges once the layout direction is known).
package enum StaggerRanking: Hashable, Sendable {
    /// The elements' own order.
    case documentOrder
    /// The last element first.
    case reversed
    /// Nearest the centre of the bounding box of every element's position first.
    case nearestToCenter
    /// Nearest that edge of the bounding box of every element's position first.
    case nearestToEdge(StaggerEdge)
    /// Nearest the point first.
    case nearest(to: CGPoint)
}

/// An edge of the bounding box of a stagger's element positions.
package enum StaggerEdge: Hashable, Sendable {
    case minX, maxX, minY, maxY
}

/// When one element of a staggered animation starts (after the animation's own delay) and how
/// long it animates.
package struct StaggerSlot: Hashable, Sendable {
    package var delay: TimeInterval
    package var duration: TimeInterval
    /// When the element has finished.
    package var end: TimeInterval { delay + duration }

    package init(delay: TimeInterval, duration: TimeInterval) {
        (self.delay, self.duration) = (delay, duration)
    }

    /// How much of the slot has passed `elapsed` seconds into the whole animation, linearly: 0
    /// until the element starts, 1 once it has ended (a slot of no length goes from 0 to 1 at
    /// its start). The element's own timing curve or spring applies to it.
    package func fraction(atElapsed elapsed: TimeInterval) -> Double {
        let local = elapsed - delay
        guard duration > 0 else { return local >= 0 ? 1 : 0 }
        return min(max(local / duration, 0), 1)
    }
}

/// The delay and duration of each element of a staggered animation: the element `k`-th in start
/// order starts `k × interval` after the first.
///
/// - `extendsDuration`: every element animates for the whole `duration`, so the animation lasts
///   `duration + (n − 1) × interval`.
/// - Otherwise the animation lasts `duration`: every element animates for
///   `duration − (n − 1) × interval`. So that none of them jumps, the interval is at most
///   `duration / n` (each element then gets its own `duration / n` slice, one after another);
///   a longer interval is shortened to that, with a debug message.
///
/// Elements at equal distance each keep their own slot, in their own order (a stable sort, as
/// Framer Motion's `staggerChildren` gives every child its own index). A NaN position counts
/// as farthest away.
package struct StaggerSchedule: Hashable, Sendable {
    /// Indexed like the positions (or elements) the schedule was made for.
    package let slots: [StaggerSlot]
    /// When the last element has finished.
    package let totalDuration: TimeInterval

    /// The schedule of `positions.count` elements (positions in one common space; only the
    /// distance rankings read them). `interval` and `duration` must be finite and non-negative
    /// (the public `Stagger` repairs its interval); others count as 0, with a debug message.
    package init(positions: [CGPoint], ranking: StaggerRanking, interval: TimeInterval, duration: TimeInterval,
                 extendsDuration: Bool) {
        let duration = Diagnostics.checked(duration, "Stagger duration", must: "finite and >= 0",
                                           fallback: 0) { $0.isFinite && $0 >= 0 }
        var interval = Diagnostics.checked(interval, "Stagger interval", must: "finite and >= 0",
                                           fallback: 0) { $0.isFinite && $0 >= 0 }
        let count = positions.count
        var elementDuration = duration
        if !extendsDuration, count > 1 {
            // A little tolerance: 0.1 for three elements of 0.3 s is meant to fit exactly.
            let longest = duration / Double(count)
            if interval > longest + 1e-9 * max(duration, 1) {
                Diagnostics.warn("Stagger interval \(interval) leaves \(count) elements no time in \(duration) s; "
                                 + "using \(longest) (each element gets duration / \(count))")
                interval = longest
            }
            elementDuration = max(duration - Double(count - 1) * interval, 0)
        }
        var slots = [StaggerSlot](repeating: StaggerSlot(delay: 0, duration: elementDuration), count: count)
        for (rank, element) in StaggerSchedule.startOrder(of: positions, ranking: ranking).enumerated() {
            slots[element].delay = Double(rank) * interval
        }
        self.slots = slots
        totalDuration = slots.map(\.end).max() ?? 0
    }

    /// `count` elements ranked only by their order (`.documentOrder` or `.reversed`; the
    /// distance rankings see every element at the same place).
    package init(count: Int, ranking: StaggerRanking, interval: TimeInterval, duration: TimeInterval,
                 extendsDuration: Bool) {
        self.init(positions: Array(repeating: .zero, count: max(count, 0)), ranking: ranking, interval: interval,
                  duration: duration, extendsDuration: extendsDuration)
    }

    /// The element indices in the order they start.
    package static func startOrder(of positions: [CGPoint], ranking: StaggerRanking) -> [Int] {
        let indices = Array(positions.indices)
        switch ranking {
        case .documentOrder:
            return indices
        case .reversed:
            return indices.reversed()
        case .nearestToCenter:
            let box = boundingBox(of: positions)
            return ranked(indices) { distance(positions[$0], CGPoint(x: box.midX, y: box.midY)) }
        case .nearestToEdge(let edge):
            let box = boundingBox(of: positions)
            return ranked(indices) { index -> Double in
                let point = positions[index]
                switch edge {
                case .minX: return Double(point.x - box.minX)
                case .maxX: return Double(box.maxX - point.x)
                case .minY: return Double(point.y - box.minY)
                case .maxY: return Double(box.maxY - point.y)
                }
            }
        case .nearest(let target):
            return ranked(indices) { distance(positions[$0], target) }
        }
    }

    /// `indices` stably sorted by `key`, a NaN key counting as infinitely far.
    private static func ranked(_ indices: [Int], by key: (Int) -> Double) -> [Int] {
        indices.stablySorted { index in
            let value = key(index)
            return value.isNaN ? Double.infinity : value
        }
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
        Double(hypot(a.x - b.x, a.y - b.y))
    }

    /// The bounding box of the finite positions (a zero box at the origin when there are none).
    private static func boundingBox(of positions: [CGPoint]) -> CGRect {
        let finite = positions.filter { $0.x.isFinite && $0.y.isFinite }
        guard let first = finite.first else { return .zero }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in finite.dropFirst() {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
