import ChoreoMotion
import ChoreoRender
import Foundation

/// The Bézier-timed animations seen running on a stage's nodes while it is recorded, as the
/// ``CurveAnimation``s of the recording: exporters write what they explain as exactly what the
/// app asked for.
///
/// A node's frame moves its item (``CurveAnimation/Property/position``) and resizes it
/// (`size`); its transform, alpha, background color and corner radius give `transform`,
/// `opacity`, `fill` and `cornerRadius`. Position, transform and opacity are drawn into every
/// descendant's item too, so those apply to the descendants as well. Only tracks played once
/// (no repeat, no autoreverse) are noted; springs and keyframes are not. Nothing here checks
/// that the animation is what the frames show: running alongside others, retargeted or removed
/// early, it is not, and the exporter finds that out from the frames.
@MainActor
struct CurveAnimationLog {
    /// The animations noted, each once, in the order they were first seen.
    private(set) var animations: [CurveAnimation] = []
    private var noted: Set<CurveAnimation> = []

    /// One curve track's timing, relative to the recording's start.
    private struct Timing {
        var start: TimeInterval
        var duration: TimeInterval
        var curve: TimingCurve
    }

    /// Notes the curve tracks running on `root` and its subtree; `origin` is the clock time at
    /// which the recording started.
    mutating func note(_ root: DisplayNode?, origin: TimeInterval) {
        guard let root else { return }
        // Iterative, as every walk of a tree of any depth.
        var pending: [(node: DisplayNode, drawnInto: [(CurveAnimation.Property, Timing)])] = [(root, [])]
        while let (node, inherited) = pending.popLast() {
            // What applies to the node's item and to every item drawn inside it.
            var drawnInto = inherited
            for timing in Self.timings(of: node.state.untransformedFrame, origin: origin) {
                add(.size, timing, to: node)
                drawnInto.append((.position, timing))
            }
            for timing in Self.timings(of: node.state.transform, origin: origin) { drawnInto.append((.transform, timing)) }
            for timing in Self.timings(of: node.state.alpha, origin: origin) { drawnInto.append((.opacity, timing)) }
            for timing in Self.timings(of: node.state.color, origin: origin) { add(.fill, timing, to: node) }
            for timing in Self.timings(of: node.state.cornerRadius, origin: origin) { add(.cornerRadius, timing, to: node) }
            for (property, timing) in drawnInto { add(property, timing, to: node) }
            for subnode in node.subnodes.reversed() { pending.append((subnode, drawnInto)) }
        }
    }

    private mutating func add(_ property: CurveAnimation.Property, _ timing: Timing, to node: DisplayNode) {
        let animation = CurveAnimation(itemName: node.debugName, property: property, startTime: timing.start,
                                       duration: timing.duration, curve: timing.curve)
        if noted.insert(animation).inserted { animations.append(animation) }
    }

    /// The running curve tracks of `property` that play once.
    private static func timings<Value>(of property: AnimatedProperty<Value>, origin: TimeInterval) -> [Timing] {
        guard !property.isResting else { return [] }
        return property.value.tracks.compactMap { track in
            let timing = track.schedule.timing
            guard let curve = track.timingCurve, timing.repeatCount == 1, !timing.autoreverses,
                  track.endTime.isFinite, track.endTime > track.startTime else { return nil }
            return Timing(start: track.startTime - origin, duration: track.endTime - track.startTime, curve: curve)
        }
    }
}
