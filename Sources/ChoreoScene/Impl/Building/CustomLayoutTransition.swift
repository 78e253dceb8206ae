import Choreo
import Foundation

/// A layout transition with motion of the file's choosing: nodes come in from an offset,
/// alpha and scale, leave towards one, and each may have its own duration, delay, curve or
/// spring. Built on ``ContextTransitioning`` as a node's `animateLayoutTransition` override.
@MainActor
final class CustomLayoutTransition {
    let timing: MotionTiming
    let motions: [ObjectIdentifier: NodeMotion]
    /// The alpha a node shows once in (its value in the state being entered).
    let targetAlpha: (DisplayNode) -> CGFloat

    init(timing: MotionTiming, motions: [ObjectIdentifier: NodeMotion], targetAlpha: @escaping (DisplayNode) -> CGFloat) {
        self.timing = timing
        self.motions = motions
        self.targetAlpha = targetAlpha
    }

    func animate(_ context: ContextTransitioning, in owner: DisplayNode) {
        let inserted = context.insertedSubnodes()
        let removed = context.removedSubnodes()
        let insertedIDs = Set(inserted.map(ObjectIdentifier.init))
        var groups: [MotionTiming: [() -> Void]] = [:]
        func add(_ node: DisplayNode, _ change: @escaping () -> Void) {
            groups[resolvedTiming(for: node), default: []].append(change)
        }
        for node in inserted {
            let offset = motions[ObjectIdentifier(node)]?.insertFrom ?? MotionOffset()
            let final = context.finalFrame(for: node)
            let alpha = targetAlpha(node)
            DisplayNode.performWithoutAnimation {
                node.frame = Self.moved(final, by: offset)
                node.alpha = offset.alpha
            }
            add(node) {
                node.frame = final
                node.alpha = alpha
            }
        }
        for node in removed {
            let offset = motions[ObjectIdentifier(node)]?.removeTo ?? MotionOffset()
            let end = Self.moved(context.initialFrame(for: node), by: offset)
            add(node) {
                node.frame = end
                node.alpha = offset.alpha
            }
        }
        for node in context.subnodes(forKey: .toLayout) where !insertedIDs.contains(ObjectIdentifier(node)) {
            let final = context.finalFrame(for: node)
            add(node) { node.frame = final }
        }
        run(groups, removed: removed, context: context)
    }

    /// Runs each group in its own animation; the transition completes when the last one ends.
    private func run(_ groups: [MotionTiming: [() -> Void]], removed: [DisplayNode], context: ContextTransitioning) {
        guard !groups.isEmpty else {
            context.completeTransition(true)
            return
        }
        var pending = groups.count
        var allFinished = true
        let restore = removed.map { ($0, targetAlpha($0)) }
        for (timing, changes) in groups {
            Self.animate(timing, { for change in changes { change() } }) { finished in
                allFinished = allFinished && finished
                pending -= 1
                guard pending == 0 else { return }
                context.completeTransition(allFinished)
                // Removed nodes leave at their exit alpha; give them back theirs for a later return.
                DisplayNode.performWithoutAnimation { for (node, alpha) in restore where node.supernode == nil { node.alpha = alpha } }
            }
        }
    }

    private func resolvedTiming(for node: DisplayNode) -> MotionTiming {
        guard let own = motions[ObjectIdentifier(node)]?.timing else { return timing }
        var merged = timing
        if let duration = own.duration { merged.duration = duration }
        if let delay = own.delay { merged.delay = delay }
        if own.curve != nil || own.bezier != nil || own.spring != nil {
            (merged.curve, merged.bezier, merged.spring, merged.springVelocity) = (own.curve, own.bezier, own.spring, own.springVelocity)
        }
        return merged
    }

    /// `frame` moved by the offset and scaled around its centre.
    static func moved(_ frame: CGRect, by offset: MotionOffset) -> CGRect {
        guard !frame.isNull else { return frame }
        let size = CGSize(width: frame.width * offset.scale, height: frame.height * offset.scale)
        return CGRect(x: frame.midX - size.width / 2 + offset.x, y: frame.midY - size.height / 2 + offset.y,
                      width: size.width, height: size.height)
    }

    /// One animation block with the timing's curve or spring (control points run on a
    /// ``PropertyAnimator``, which takes any Bézier curve).
    static func animate(_ timing: MotionTiming, _ changes: @escaping () -> Void, completion: @escaping (Bool) -> Void) {
        let duration = timing.duration ?? 0.3
        let delay = timing.delay ?? 0
        if let damping = timing.spring {
            DisplayNode.animate(withDuration: duration, delay: delay, usingSpringWithDamping: damping,
                                initialSpringVelocity: timing.springVelocity, options: [], animations: changes, completion: completion)
        } else if let points = timing.bezier, points.count == 4 {
            let animator = PropertyAnimator(duration: duration, curve: TimingCurve(controlPoints: points[0], points[1], points[2], points[3]),
                                            animations: changes)
            animator.addCompletion { position in completion(position == .end) }
            animator.startAnimation(afterDelay: delay)
        } else {
            let options = timing.curve.flatMap { Keywords.curves[$0] } ?? .curveEaseInOut
            DisplayNode.animate(withDuration: duration, delay: delay, options: options, animations: changes, completion: completion)
        }
    }
}
