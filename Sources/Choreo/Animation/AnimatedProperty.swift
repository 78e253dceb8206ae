import ChoreoMotion
import CPrefetch
import Foundation

/// A node property: its model value and the animations carrying what is on screen towards it.
///
/// Changes made inside an animation block on a node that is on a stage animate additively from
/// what is on screen (UIKit's behaviour since iOS 8); other changes jump, removing the property's
/// running animations (whose blocks then complete with `false`).
struct AnimatedProperty<Value: Interpolatable> {
    // Laid out for the per-frame render walk, which reads every property of every node: a
    // property at rest costs the flag and the model value right after it, and the fields are
    // no bigger than they need be (five of them per node, the walk's main memory traffic).

    /// Whether nothing animates the property (no tracks, no driven offsets), kept up to date by
    /// every change: the render walk then reads the model value instead of sampling.
    private(set) var isResting = true
    private(set) var value: AnimatedValue<Value> {
        didSet { updateShape() }
    }
    /// Offsets driven by property animators (fraction-controlled, so they can pause and scrub).
    var drivenOffsets: [DrivenOffset<Value>] = [] {
        didSet { updateShape() }
    }
    /// The blocks whose animations run on this property.
    private var transactions: [AnimationTransaction] = []

    private mutating func updateShape() {
        isResting = value.tracks.isEmpty && value.keyframeTracks.isEmpty && drivenOffsets.isEmpty
    }

    init(_ value: Value) {
        self.value = AnimatedValue(value)
    }

    var model: Value { value.modelValue }

    /// What is on screen at `time`.
    @MainActor
    func presentation(at time: TimeInterval) -> Value {
        // At rest: skip converting the model to its vector (for transforms, an atan2, a sin and a cos).
        if isResting { return value.modelValue }
        guard !drivenOffsets.isEmpty else { return value.presentationValue(at: time) }
        var vector = value.presentationValue(at: time).animatableVector
        for offset in drivenOffsets {
            let weight = offset.driver.remainingWeight(at: time)
            if let arc = offset.arc {
                // From where the change started to where it ends, on the arc, as far as the driver has come.
                let start = Value(animatableVector: vector + offset.offset), end = Value(animatableVector: vector)
                vector = arc.value(from: start, to: end, progress: 1 - weight).animatableVector
            } else {
                vector = vector + offset.offset.scaled(by: weight)
            }
        }
        return Value(animatableVector: vector)
    }

    /// ``presentation(at:)`` for per-frame sampling of a node's stored property: a property at
    /// rest costs one plain read. Being `mutating` (it changes nothing), the call works on the
    /// property in place: a non-mutating call on a class's stored struct copies it out first,
    /// retaining and releasing each of its arrays.
    @MainActor @inline(__always)
    mutating func sample(at time: TimeInterval) -> Value {
        if isResting { return value.modelValue }
        guard drivenOffsets.isEmpty else { return presentation(at: time) }
        let (sampled, isAnimating) = value.sample(at: time)
        // Once everything has finished, drop the tracks so later frames read the model value.
        if !isAnimating { prune(at: time) }
        return sampled
    }

    /// Asks the processor to fetch the storage of the running tracks (its header and first
    /// track), for a walk that samples this property a little later. The storage is found
    /// without reading it: its count would be a load the walk waits for. Mutating for the
    /// reason ``sample(at:)`` is.
    @inline(__always)
    mutating func prefetchTracks() {
        guard !isResting else { return }
        choreo_prefetch(value.tracksStorageAddress, AnimatedProperty.trackStorageBytes)
    }

    /// The header of a track array's storage and one track, and the line the track's end may
    /// fall in (the storage need not start on a line).
    private static var trackStorageBytes: Int { 32 + MemoryLayout<AnimationTrack<Value.Vector>>.stride + 63 }

    @MainActor
    func isAnimating(at time: TimeInterval) -> Bool {
        value.isAnimating(at: time) || !drivenOffsets.isEmpty
    }

    /// Sets the model value, animating it when an animation block asks for it. `property` names
    /// the property for animators and keyframes; only they evaluate it (forming a key path on
    /// every set costs more than the rest of a set at rest). `isMotion` marks geometry (frame,
    /// transform), which a stage that prefers reduced motion fades instead of moving.
    @MainActor
    mutating func set(_ newValue: Value, node: DisplayNode, isMotion: Bool = false,
                      property: @autoclosure () -> ReferenceWritableKeyPath<DisplayNode, AnimatedProperty<Value>>) {
        // Outside any block, or off a stage (no clock), the value simply changes: decided
        // before looking the stage up, the common case never walks to the root. Nor does a
        // layout pass setting the value a property already has (most of its placements).
        guard let context = AnimationContext.current else { return jump(to: newValue) }
        if case .layoutPass = context, newValue == value.modelValue { return }
        guard let stage = node.stage else { return jump(to: newValue) }
        let clock = stage.clock
        switch context {
        case .animated(let transaction) where transaction.animation.duration > 0:
            animate(to: newValue, in: transaction, node: node, stage: stage, isMotion: isMotion)
        case .animator(let group):
            // A property animator's block: the model changes now; the offset's weight follows
            // the animator's progress (see PropertyAnimator).
            group.animator?.adopt(clock)
            let old = value.modelValue
            guard newValue != old else { return }
            value.changeModel(to: newValue)
            let offset = old.animatableVector - newValue.animatableVector
            let driver = group.driver(for: node)
            if let index = drivenOffsets.firstIndex(where: { $0.driver === driver }) {
                drivenOffsets[index].offset = drivenOffsets[index].offset + offset
                drivenOffsets[index].endModel = newValue
            } else {
                drivenOffsets.append(DrivenOffset(driver: driver, offset: offset, startModel: old, endModel: newValue,
                                                  arc: group.animator?.arc))
                group.register(node: node, property: property(), driver: driver)
            }
        case .keyframe(let recorder, let start, let duration):
            recorder.record(node: node, property: property(), from: model, to: newValue, start: start,
                            duration: duration)
            value.changeModel(to: newValue)
        case .layoutPass where isMotion && stage.prefersReducedMotion:
            // No gliding correction under reduced motion: the target moves at once, keeping the
            // running dip and its completion.
            value.changeModel(to: newValue)
        case .layoutPass:
            // An unchanged value returned above, before the stage lookup.
            retarget(to: newValue, at: clock.now)
        default:
            // A zero-duration block, `performWithoutAnimation`, a keyframes block outside a keyframe.
            jump(to: newValue)
        }
    }

    /// An animation block's change: additive from what is on screen (or from there alone with
    /// `.beginFromCurrentState`), faded instead under reduced motion.
    @MainActor
    private mutating func animate(to newValue: Value, in transaction: AnimationTransaction, node: DisplayNode,
                                  stage: Stage, isMotion: Bool) {
        let clock = stage.clock
        let now = clock.now
        if transaction.options.contains(.beginFromCurrentState) {
            let onScreen = presentation(at: now)
            removeAllAnimations()
            value.setValue(onScreen)
        }
        guard newValue != value.modelValue else { return }
        if stage.prefersReducedMotion {
            return animateReduced(to: newValue, isMotion: isMotion, transaction: transaction, node: node, clock: clock)
        }
        if let arc = transaction.arc {
            value.animate(to: newValue, with: transaction.animation, along: arc, at: now)
        } else {
            value.animate(to: newValue, with: transaction.animation, at: now)
        }
        track(transaction, node: node, clock: clock, end: value.tracks.last?.endTime ?? now)
    }

    /// Changes the value without animation, removing running animations. Setting the value it
    /// already has changes nothing, not even running animations.
    @MainActor
    private mutating func jump(to newValue: Value) {
        guard newValue != value.modelValue else { return }
        removeAllAnimations()
        value.setValue(newValue)
    }

    /// A layout pass moves the target: what is on screen carries on from where it is, with its
    /// velocity, and arrives at `newValue` when the running animations end. Nothing is removed,
    /// so their blocks still complete with `true`. A value at rest simply takes `newValue`.
    @MainActor
    private mutating func retarget(to newValue: Value, at now: TimeInterval) {
        let offset = value.modelValue.animatableVector - newValue.animatableVector
        // Whether it animates first: a value at rest (most of a pass's frames) skips the tracks' end.
        if value.isAnimating(at: now), let end = value.endTime, end > now {
            value.changeModel(to: newValue)
            if end.isFinite {
                // The correction starts and ends at rest (ease-in-out), so adding it changes
                // neither the value nor the velocity on screen now.
                value.addAdditiveTrack(AnimationTrack(from: offset, to: .zero, duration: end - now,
                                                      curve: .easeInOut, beginTime: now))
            }
        } else if let last = drivenOffsets.indices.last {
            // A property animator drives it: its last offset absorbs the change, so the animator
            // ends at the new value. What is on screen moves by (1 - the offset's weight) of the
            // change: exact only while the animator is at its start.
            value.changeModel(to: newValue)
            drivenOffsets[last].offset = drivenOffsets[last].offset + offset
            drivenOffsets[last].endModel = newValue
        } else {
            // At rest (finished tracks only): their blocks keep their completions.
            value.setValue(newValue)
        }
    }

    /// Adds a keyframe track of offsets from the (already final) model value.
    @MainActor
    mutating func addKeyframes(_ track: KeyframeTrack<Value.Vector>, transaction: AnimationTransaction,
                               node: DisplayNode, clock: any AnimationClock) {
        value.addAdditiveTrack(track)
        self.track(transaction, node: node, clock: clock, end: track.endTime)
    }

    @MainActor
    mutating func track(_ transaction: AnimationTransaction, node: DisplayNode,
                        clock: any AnimationClock, end: TimeInterval) {
        // Blocks prune their tracks when they end; this bounds the tracks of properties animated
        // over and over by blocks that never end (repeating), without paying for it on every change.
        if value.tracks.count >= 8 { prune(at: clock.now) }
        // Plain loops here and below: closures formed on the main actor check their executor.
        var isTracked = false
        for tracked in transactions where tracked === transaction { isTracked = true }
        if !isTracked { transactions.append(transaction) }
        transaction.register(endingAt: end, on: clock)
    }

    /// Drops every running animation; their blocks complete with `false`.
    @MainActor
    mutating func removeAllAnimations() {
        // Most properties have nothing running: their (empty) arrays are left alone.
        if !transactions.isEmpty {
            for transaction in transactions { transaction.interrupt() }
            transactions = []
        }
        guard !isResting else { return }
        value.setValue(value.modelValue)
        for offset in drivenOffsets { offset.driver.propertyWasReset() }
        drivenOffsets = []
    }

    /// Removes `driver`'s offset, returning it (nil when the property was reset since).
    @MainActor
    mutating func removeDrivenOffset(of driver: AnimationDriver) -> DrivenOffset<Value>? {
        guard let index = drivenOffsets.firstIndex(where: { $0.driver === driver }) else { return nil }
        return drivenOffsets.remove(at: index)
    }

    /// Changes the model to `newValue`, animating the difference away with `animation`.
    mutating func changeAnimated(to newValue: Value, with animation: Animation, at time: TimeInterval) {
        value.animate(to: newValue, with: animation, at: time)
    }

    /// When the most recently added curve or spring track ends.
    var lastTrackEnd: TimeInterval? { value.tracks.last?.endTime }

    /// Changes the model value, keeping every running animation (they are offsets from it).
    mutating func changeModel(to newValue: Value) {
        value.changeModel(to: newValue)
    }

    /// Forgets finished tracks and blocks.
    @MainActor
    mutating func prune(at time: TimeInterval) {
        value.removeFinishedTracks(at: time)
        var index = 0
        while index < transactions.count {
            if transactions[index].isFinished { transactions.remove(at: index) } else { index += 1 }
        }
    }
}

/// An additive offset whose weight a ``PropertyAnimator`` controls.
struct DrivenOffset<Value: Interpolatable> {
    let driver: AnimationDriver
    /// Old model − new model, summed over the driver's changes.
    var offset: Value.Vector
    /// The model value before the driver's first change.
    let startModel: Value
    /// The model value after the driver's last change.
    var endModel: Value
    /// The arc a position change travels on (the animator's ``PropertyAnimator/path``); nil: straight.
    var arc: MotionArc? = nil
}

/// Something that decides, per frame, how much of an offset remains (1 at the start, 0 at the end).
@MainActor
protocol AnimationDriver: AnyObject {
    func remainingWeight(at time: TimeInterval) -> Double
    /// The property jumped to a new value without animation: the driver's offset is gone.
    func propertyWasReset()
}
