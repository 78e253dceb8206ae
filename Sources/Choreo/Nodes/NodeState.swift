import ChoreoMotion
import Foundation

/// Everything about a node that the per-frame render walk reads, kept in one stored struct so the
/// walk reaches it with one access per node.
struct NodeState {
    // In the order the render walk reads them, so a node costs it few cache lines: the flags,
    // the properties mostly at rest (a flag and a model value each), then those that animate most.
    /// Whether the node is a plain `DisplayNode` (no subclass: no content, no blur of its own).
    let isPlain: Bool
    var isHidden = false
    var clipsToBounds = false
    var hasBackgroundColor = false
    /// Whether the node has a ``DisplayNode/debugName``, which its settings hold (render items
    /// carry it; most nodes have none).
    var hasDebugName = false
    var zPosition: CGFloat = 0
    /// The background colour; transparent while the node has none (see `hasBackgroundColor`).
    var color = AnimatedProperty(Color.clear)
    var cornerRadius = AnimatedProperty(CGFloat(0))
    var transform = AnimatedProperty(Transform.identity)
    var alpha = AnimatedProperty(CGFloat(1))
    /// The untransformed frame (`center` ± `bounds.size` / 2) in the supernode's coordinates.
    var untransformedFrame = AnimatedProperty(CGRect.zero)
    /// The opacity dips of reduced motion (``Stage/prefersReducedMotion``); nil until the first.
    var reducedMotionFade: ReducedMotionFade?

    init(isPlain: Bool) {
        self.isPlain = isPlain
    }

    /// Drops every running animation; their blocks complete with `false`.
    @MainActor
    mutating func removeAllAnimations() {
        untransformedFrame.removeAllAnimations()
        alpha.removeAllAnimations()
        color.removeAllAnimations()
        cornerRadius.removeAllAnimations()
        transform.removeAllAnimations()
        reducedMotionFade?.factor.removeAllAnimations()
    }

    /// Asks the processor to fetch what animates the node's properties (see
    /// ``AnimatedProperty/prefetchMotion()``), for a walk that finds their tracks through it.
    @inline(__always)
    mutating func prefetchMotions() {
        untransformedFrame.prefetchMotion()
        alpha.prefetchMotion()
        color.prefetchMotion()
        transform.prefetchMotion()
        cornerRadius.prefetchMotion()
    }

    /// Asks the processor to fetch the storage of the node's running tracks (see
    /// ``AnimatedProperty/prefetchTracks()``).
    @inline(__always)
    mutating func prefetchTracks() {
        untransformedFrame.prefetchTracks()
        alpha.prefetchTracks()
        color.prefetchTracks()
        transform.prefetchTracks()
        cornerRadius.prefetchTracks()
    }

    /// Whether anything animates the node's properties or waits on them.
    @MainActor var isMoving: Bool {
        if untransformedFrame.hasMotion || alpha.hasMotion || color.hasMotion || transform.hasMotion
            || cornerRadius.hasMotion { return true }
        guard let reducedMotionFade else { return false }
        return reducedMotionFade.factor.hasMotion
    }

    /// The model values.
    var model: NodeAppearance {
        NodeAppearance(frame: untransformedFrame.model, alpha: alpha.model,
                       backgroundColor: hasBackgroundColor ? color.model : nil,
                       cornerRadius: cornerRadius.model, transform: transform.model, isHidden: isHidden,
                       clipsToBounds: clipsToBounds, zPosition: zPosition)
    }

    /// What is on screen at `time`. Properties at rest cost one plain read each; finished tracks
    /// are dropped as they are met (see ``AnimatedProperty/sample(at:)``).
    @MainActor
    mutating func presentation(at time: TimeInterval) -> NodeAppearance {
        let colorValue = color.sample(at: time)
        let showsColor = hasBackgroundColor || colorValue.alpha > 0
        return NodeAppearance(frame: untransformedFrame.sample(at: time),
                              alpha: alpha.sample(at: time) * (reducedMotionFade?.value(at: time) ?? 1),
                              backgroundColor: showsColor ? colorValue : nil,
                              cornerRadius: cornerRadius.sample(at: time),
                              transform: transform.sample(at: time),
                              isHidden: isHidden, clipsToBounds: clipsToBounds, zPosition: zPosition)
    }
}
