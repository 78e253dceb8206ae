import ChoreoMotion
import Foundation

/// Reduced motion (``Stage/prefersReducedMotion``) in animation blocks: geometry jumps at the
/// half-way point while the node dips to transparent, and springs become ease-in-out. A
/// repeating or autoreversing move dips once, to the model value.
extension Animation {
    /// The animation a stage that prefers reduced motion plays instead: a spring becomes
    /// ease-in-out over its settling duration (what a user sees as its length); curves stay.
    var reducingMotion: Animation {
        guard case .spring = motion else { return self }
        return Animation(.curve(.easeInOut, duration: duration), timing: timing)
    }

    /// The timing of a reduced-motion dip: one iteration with the delay and speed asked for.
    /// A repeating dip would blink, which is worse for the users who ask for less motion.
    var dipTiming: AnimationTiming {
        var once = timing
        once.repeatCount = 1
        once.autoreverses = false
        return once
    }

    /// The curve of ``reducingMotion``.
    var reducedCurve: TimingCurve {
        if case .curve(let curve, _) = reducingMotion.motion { return curve }
        return .easeInOut
    }
}

extension AnimatedProperty {
    /// Animates a change under reduced motion. Geometry (`isMotion`) holds its old value until
    /// the half-way point, then jumps, while the node dips (see
    /// ``DisplayNode/dipForReducedMotion(_:clock:)``); anything else animates as asked, springs
    /// as ease-in-out.
    @MainActor
    mutating func animateReduced(to newValue: Value, isMotion: Bool, transaction: AnimationTransaction,
                                 node: DisplayNode, clock: any AnimationClock) {
        let animation = transaction.animation.reducingMotion
        let now = clock.now
        guard isMotion else {
            changeAnimated(to: newValue, with: animation, at: now)
            track(transaction, node: node, clock: clock, end: lastTrackEnd ?? now)
            return
        }
        // An additive step: the old offset until half-way, none after.
        let offset = model.animatableVector - newValue.animatableVector
        changeModel(to: newValue)
        guard let step = Keyframes(values: [offset, .zero], keyTimes: [0, 0.5], calculationMode: .discrete) else {
            return
        }
        addKeyframes(KeyframeTrack(step, duration: animation.duration, beginTime: now, timing: animation.dipTiming),
                     transaction: transaction, node: node, clock: clock)
        node.dipForReducedMotion(transaction, clock: clock)
    }
}

/// The opacity factor of a node's reduced-motion dips: 1 at rest, an additive keyframe track per
/// dip. A class, so nodes that never dip pay one nil reference in their render state.
@MainActor
final class ReducedMotionFade {
    var factor = AnimatedProperty(CGFloat(1))

    /// The factor at `time`, within 0...1 (dips of several blocks may overlap).
    func value(at time: TimeInterval) -> CGFloat {
        min(max(factor.sample(at: time), 0), 1)
    }
}

extension DisplayNode {
    /// Fades the node out over the first half of `transaction`'s animation and back in over the
    /// second, each half timed by its curve (springs: ease-in-out); once per node per block, however
    /// many of its geometry properties the block changes.
    func dipForReducedMotion(_ transaction: AnimationTransaction, clock: any AnimationClock) {
        guard transaction.markDipped(self) else { return }
        let fade = state.reducedMotionFade ?? ReducedMotionFade()
        state.reducedMotionFade = fade
        let animation = transaction.animation.reducingMotion
        let curve = animation.reducedCurve
        guard let dip = Keyframes<Double>(values: [0, -1, 0], keyTimes: [0, 0.5, 1],
                                           timingCurves: [curve, curve]) else { return }
        let track = KeyframeTrack(dip, duration: animation.duration, beginTime: clock.now,
                                  timing: animation.dipTiming)
        fade.factor.addKeyframes(track, transaction: transaction, node: self, clock: clock)
    }
}
