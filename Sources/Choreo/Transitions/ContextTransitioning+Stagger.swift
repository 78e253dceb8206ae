import ChoreoMotion
import Foundation

extension ContextTransitioning {
    /// When each of `nodes` starts and for how long it animates, in a custom
    /// ``DisplayNode/animateLayoutTransition(_:)`` of `duration` seconds staggered by `stagger`:
    /// the schedule the default animation uses, each node standing at its final frame's centre
    /// (its initial frame's when it is leaving) for the distance orders.
    ///
    /// ```swift
    /// override func animateLayoutTransition(_ context: ContextTransitioning) {
    ///     let moved = context.subnodes(forKey: .toLayout)
    ///     let timings = context.staggeredTimings(of: moved, stagger: Stagger(interval: 0.05), duration: 0.3)
    ///     var pending = moved.count
    ///     for (node, timing) in zip(moved, timings) {
    ///         DisplayNode.animate(withDuration: timing.duration, delay: timing.delay, animations: {
    ///             node.frame = context.finalFrame(for: node)
    ///         }, completion: { _ in
    ///             pending -= 1
    ///             if pending == 0 { context.completeTransition(true) }
    ///         })
    ///     }
    /// }
    /// ```
    public func staggeredTimings(of nodes: [DisplayNode], stagger: Stagger, duration: TimeInterval)
        -> [(delay: TimeInterval, duration: TimeInterval)] {
        let positions = nodes.map { node -> CGPoint in
            let final = finalFrame(for: node)
            let frame = final.isNull ? initialFrame(for: node) : final
            return frame.isNull ? .zero : CGPoint(x: frame.midX, y: frame.midY)
        }
        let direction = nodes.first?.stageLayoutDirection ?? .leftToRight
        return stagger.schedule(positions: positions, duration: duration, direction: direction).slots.map {
            (delay: $0.delay, duration: $0.duration)
        }
    }
}
