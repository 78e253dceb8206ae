import ChoreoMotion
import Foundation

/// One animation block: the animation its changes use and its completion, which runs exactly
/// once: with `true` when every animation it started ran to its end, with `false` as soon as one
/// of them is removed early.
@MainActor
final class AnimationTransaction {
    let animation: Animation
    let options: AnimationOptions
    /// The arc the block's position changes travel on; nil: straight.
    let arc: MotionArc?
    private var completion: ((Bool) -> Void)?
    private(set) var isFinished = false
    /// When the block's animations end on each clock they run on (nodes on several stages can
    /// share a block), and the action that notices it.
    private var ends: [ClockEnd] = []

    /// The clock is weak: it holds this block through the scheduled action until it fires, and
    /// a clock released first ends the block (see `register`).
    private struct ClockEnd {
        weak var clock: (any AnimationClock)?
        var time: TimeInterval
        var token: ClockToken?
        var isDone = false
    }

    /// The nodes this block dips under reduced motion (each once, whatever it changes).
    private var dippedNodes: Set<ObjectIdentifier> = []

    /// Records that the block dips `node`; false when it already does.
    func markDipped(_ node: DisplayNode) -> Bool {
        dippedNodes.insert(ObjectIdentifier(node)).inserted
    }

    init(animation: Animation, options: AnimationOptions, arc: MotionArc? = nil, completion: ((Bool) -> Void)?) {
        self.animation = animation
        self.options = options
        self.arc = arc
        self.completion = completion
    }

    /// Whether any change in the block was animated.
    var hasAnimations: Bool { !ends.isEmpty }

    /// Records an animation of the block that ends at `end` on `clock`.
    func register(endingAt end: TimeInterval, on clock: any AnimationClock) {
        let index: Int
        if let existing = endIndex(of: clock) {
            index = existing
            guard end > ends[index].time else { return }
            ends[index].time = end
        } else {
            ends.append(ClockEnd(clock: clock, time: end))
            index = ends.count - 1
        }
        if let token = ends[index].token { clock.cancel(token) }
        ends[index].token = nil
        // Animations that never end (repeat forever) never complete.
        guard end.isFinite else { return }
        // Strong captures: the completion must run even when the block's tracks are gone. A
        // clock released before the end never gets there: the block ends with `false`.
        ends[index].token = clock.schedule(at: end, { [self, weak clock] in
            guard let clock else { return }
            clockReachedEnd(clock)
        }, ifReleased: { [self] _ in finish(false) })
    }

    /// A plain loop: a closure formed on the main actor checks its executor on every call.
    private func endIndex(of clock: any AnimationClock) -> Int? {
        for index in ends.indices where ends[index].clock === clock { return index }
        return nil
    }

    private func clockReachedEnd(_ clock: any AnimationClock) {
        guard let index = endIndex(of: clock) else { return }
        ends[index].token = nil
        ends[index].isDone = true
        if ends.allSatisfy(\.isDone) { finish(true) }
    }

    /// One of the block's animations was removed before its end: the completion runs with
    /// `false` on the next frame (at once when nothing was animated).
    func interrupt() {
        guard !isFinished else { return }
        cancelEnds()
        if let index = ends.firstIndex(where: { $0.clock != nil }), let clock = ends[index].clock {
            // Strong captures: the properties have already let go of this block.
            ends[index].token = clock.schedule(at: clock.now, { [self] in finish(false) },
                                               ifReleased: { [self] _ in finish(false) })
        } else {
            finish(false)
        }
    }

    private func cancelEnds() {
        for index in ends.indices {
            if let token = ends[index].token { ends[index].clock?.cancel(token) }
            ends[index].token = nil
        }
    }

    /// Runs the completion (once). Finished tracks are dropped by the properties themselves the
    /// next time they animate (keeping no list of nodes here: weak references to every animated
    /// node would make each node's reference counting take Swift's slow side-table path).
    func finish(_ didFinish: Bool) {
        guard !isFinished else { return }
        isFinished = true
        cancelEnds()
        let completion = self.completion
        self.completion = nil
        completion?(didFinish)
    }
}
