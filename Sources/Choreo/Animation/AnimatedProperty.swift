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
    // property at rest is its model value and one nil reference (five of them per node, the
    // walk's main memory traffic); what animates it lives apart, made by its first animation
    // and dropped once nothing runs.

    /// The value the animations end at.
    private(set) var model: Value
    /// What animates the property; nil while nothing does.
    private var motion: PropertyMotion<Value>?

    init(_ value: Value) {
        model = value
    }

    /// Whether nothing animates the property (no tracks, no driven offsets): the render walk
    /// then reads the model value instead of sampling.
    var isResting: Bool { motion?.isResting ?? true }

    /// Whether anything animates the property or waits on it (its motion goes once nothing does).
    var hasMotion: Bool { motion != nil }

    /// Offsets driven by property animators (fraction-controlled, so they can pause and scrub).
    var drivenOffsets: [DrivenOffset<Value>] { motion?.drivenOffsets ?? [] }

    /// The model value with the tracks animating towards it.
    var value: AnimatedValue<Value> { motion?.value ?? AnimatedValue(model) }

    /// What is on screen at `time`.
    @MainActor
    func presentation(at time: TimeInterval) -> Value {
        // At rest: skip converting the model to its vector (for transforms, an atan2, a sin and a cos).
        guard let motion, !motion.isResting else { return model }
        guard !motion.drivenOffsets.isEmpty else { return motion.value.presentationValue(at: time) }
        var vector = motion.value.presentationValue(at: time).animatableVector
        for offset in motion.drivenOffsets {
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
    /// rest costs one plain read. Being `mutating` (it changes only what has finished), the call
    /// works on the property in place: a non-mutating call on a class's stored struct copies it
    /// out first.
    @MainActor @inline(__always)
    mutating func sample(at time: TimeInterval) -> Value {
        // Through `motion!` in place rather than a local reference, which would retain it.
        guard motion?.isResting == false else { return model }
        guard motion!.drivenOffsets.isEmpty else { return presentation(at: time) }
        let sampled = motion!.value.sampleInPlace(at: time)
        // Once everything has finished, drop the tracks so later frames read the model value.
        if !sampled.isAnimating { prune(at: time) }
        return sampled.value
    }

    /// The motion to change: made first when there is none, copied first when another copy of
    /// this property shares it.
    @inline(__always)
    private mutating func changingMotion() -> PropertyMotion<Value> {
        if motion == nil {
            motion = PropertyMotion(model)
        } else if !isKnownUniquelyReferenced(&motion) {
            motion = PropertyMotion(copying: motion!)
        }
        return motion!
    }

    /// Takes the model value from the motion just changed, and drops the motion once nothing runs.
    @inline(__always)
    private mutating func settle(_ changed: PropertyMotion<Value>) {
        model = changed.value.modelValue
        if changed.isEmpty { motion = nil }
    }

    /// Changes the motion (made or copied first, see ``changingMotion()``), then settles it.
    @inline(__always)
    private mutating func changeMotion(_ change: (PropertyMotion<Value>) -> Void) {
        let changed = changingMotion()
        change(changed)
        settle(changed)
    }

    /// Asks the processor to fetch the storage of the running tracks (its header and first
    /// track), for a walk that samples this property a little later. The storage is found
    /// without reading it: its count would be a load the walk waits for. Mutating for the
    /// reason ``sample(at:)`` is.
    @inline(__always)
    mutating func prefetchTracks() {
        guard motion != nil else { return }
        choreo_prefetch(motion!.value.tracksStorageAddressInPlace, AnimatedProperty.trackStorageBytes)
    }

    /// Asks the processor to fetch this property's motion, for a walk that finds its tracks
    /// through it a little later (see ``prefetchTracks()``). Mutating for the reason
    /// ``sample(at:)`` is.
    @inline(__always)
    mutating func prefetchMotion() {
        guard motion != nil else { return }
        choreo_prefetch(Unmanaged.passUnretained(motion!).toOpaque(), PropertyMotion<Value>.bytesSampled)
    }

    /// The header of a track array's storage and one track, and the line the track's end may
    /// fall in (the storage need not start on a line).
    private static var trackStorageBytes: Int { 32 + MemoryLayout<AnimationTrack<Value.Vector>>.stride + 63 }

    @MainActor
    func isAnimating(at time: TimeInterval) -> Bool {
        guard let motion else { return false }
        return motion.value.isAnimating(at: time) || !motion.drivenOffsets.isEmpty
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
        if case .layoutPass = context, newValue == model { return }
        guard let stage = node.stage else { return jump(to: newValue) }
        let clock = stage.clock
        switch context {
        case .animated(let transaction) where transaction.animation.duration > 0:
            animate(to: newValue, in: transaction, node: node, stage: stage, isMotion: isMotion)
        case .animator(let group):
            // A property animator's block: the model changes now; the offset's weight follows
            // the animator's progress (see PropertyAnimator).
            group.animator?.adopt(clock)
            let old = model
            guard newValue != old else { return }
            let offset = old.animatableVector - newValue.animatableVector
            let driver = group.driver(for: node)
            var isNew = false
            changeMotion { motion in
                motion.value.changeModel(to: newValue)
                if let index = motion.drivenOffsets.firstIndex(where: { $0.driver === driver }) {
                    motion.drivenOffsets[index].offset = motion.drivenOffsets[index].offset + offset
                    motion.drivenOffsets[index].endModel = newValue
                } else {
                    motion.drivenOffsets.append(DrivenOffset(driver: driver, offset: offset, startModel: old,
                                                             endModel: newValue, arc: group.animator?.arc))
                    isNew = true
                }
            }
            if isNew { group.register(node: node, property: property(), driver: driver) }
        case .keyframe(let recorder, let start, let duration):
            recorder.record(node: node, property: property(), from: model, to: newValue, start: start,
                            duration: duration)
            changeModel(to: newValue)
        case .layoutPass where isMotion && stage.prefersReducedMotion:
            // No gliding correction under reduced motion: the target moves at once, keeping the
            // running dip and its completion.
            changeModel(to: newValue)
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
            model = onScreen
        }
        guard newValue != model else { return }
        if stage.prefersReducedMotion {
            return animateReduced(to: newValue, isMotion: isMotion, transaction: transaction, node: node, clock: clock)
        }
        changeMotion { motion in
            if let arc = transaction.arc {
                motion.value.animate(to: newValue, with: transaction.animation, along: arc, at: now)
            } else {
                motion.value.animate(to: newValue, with: transaction.animation, at: now)
            }
        }
        track(transaction, node: node, clock: clock, end: lastTrackEnd ?? now)
    }

    /// Changes the value without animation, removing running animations. Setting the value it
    /// already has changes nothing, not even running animations.
    @MainActor
    private mutating func jump(to newValue: Value) {
        guard newValue != model else { return }
        removeAllAnimations()
        model = newValue
    }

    /// A layout pass moves the target: what is on screen carries on from where it is, with its
    /// velocity, and arrives at `newValue` when the running animations end. Nothing is removed,
    /// so their blocks still complete with `true`. A value at rest simply takes `newValue`.
    @MainActor
    private mutating func retarget(to newValue: Value, at now: TimeInterval) {
        let offset = model.animatableVector - newValue.animatableVector
        // Whether it animates first: a value at rest (most of a pass's frames) skips the tracks' end.
        let runningEnd = motion.flatMap { motion in
            motion.value.isAnimating(at: now) ? motion.value.endTime.flatMap { $0 > now ? $0 : nil } : nil
        }
        if let end = runningEnd {
            changeMotion { motion in
                motion.value.changeModel(to: newValue)
                if end.isFinite {
                    // The correction starts and ends at rest (ease-in-out), so adding it changes
                    // neither the value nor the velocity on screen now.
                    motion.value.addAdditiveTrack(AnimationTrack(from: offset, to: .zero, duration: end - now,
                                                                 curve: .easeInOut, beginTime: now))
                }
            }
        } else if !drivenOffsets.isEmpty {
            // A property animator drives it: its last offset absorbs the change, so the animator
            // ends at the new value. What is on screen moves by (1 - the offset's weight) of the
            // change: exact only while the animator is at its start.
            changeMotion { motion in
                motion.value.changeModel(to: newValue)
                let last = motion.drivenOffsets.count - 1
                motion.drivenOffsets[last].offset = motion.drivenOffsets[last].offset + offset
                motion.drivenOffsets[last].endModel = newValue
            }
        } else if motion == nil {
            model = newValue
        } else {
            // At rest (finished tracks only): their blocks keep their completions.
            changeMotion { $0.value.setValue(newValue) }
        }
    }

    /// Adds a keyframe track of offsets from the (already final) model value.
    @MainActor
    mutating func addKeyframes(_ track: KeyframeTrack<Value.Vector>, transaction: AnimationTransaction,
                               node: DisplayNode, clock: any AnimationClock) {
        changeMotion { $0.value.addAdditiveTrack(track) }
        self.track(transaction, node: node, clock: clock, end: track.endTime)
    }

    @MainActor
    mutating func track(_ transaction: AnimationTransaction, node: DisplayNode,
                        clock: any AnimationClock, end: TimeInterval) {
        // Blocks prune their tracks when they end; this bounds the tracks of properties animated
        // over and over by blocks that never end (repeating), without paying for it on every change.
        if (motion?.value.tracks.count ?? 0) >= 8 { prune(at: clock.now) }
        // Plain loops here and below: closures formed on the main actor check their executor.
        var isTracked = false
        for tracked in motion?.transactions ?? [] where tracked === transaction { isTracked = true }
        if !isTracked { changeMotion { $0.transactions.append(transaction) } }
        transaction.register(endingAt: end, on: clock)
    }

    /// Drops every running animation; their blocks complete with `false`.
    @MainActor
    mutating func removeAllAnimations() {
        // Most properties have nothing running: no motion to look at.
        guard let removed = motion else { return }
        motion = nil
        for transaction in removed.transactions { transaction.interrupt() }
        for offset in removed.drivenOffsets { offset.driver.propertyWasReset() }
    }

    /// Removes `driver`'s offset, returning it (nil when the property was reset since).
    @MainActor
    mutating func removeDrivenOffset(of driver: AnimationDriver) -> DrivenOffset<Value>? {
        guard let index = drivenOffsets.firstIndex(where: { $0.driver === driver }) else { return nil }
        var removed: DrivenOffset<Value>?
        changeMotion { removed = $0.drivenOffsets.remove(at: index) }
        return removed
    }

    /// Changes the model to `newValue`, animating the difference away with `animation`.
    mutating func changeAnimated(to newValue: Value, with animation: Animation, at time: TimeInterval) {
        changeMotion { $0.value.animate(to: newValue, with: animation, at: time) }
    }

    /// When the most recently added curve or spring track ends.
    var lastTrackEnd: TimeInterval? { motion?.value.tracks.last?.endTime }

    /// Changes the model value, keeping every running animation (they are offsets from it).
    mutating func changeModel(to newValue: Value) {
        guard motion != nil else { return model = newValue }
        changeMotion { $0.value.changeModel(to: newValue) }
    }

    /// Forgets finished tracks and blocks.
    @MainActor
    mutating func prune(at time: TimeInterval) {
        guard motion != nil else { return }
        changeMotion { motion in
            motion.value.removeFinishedTracks(at: time)
            var index = 0
            while index < motion.transactions.count {
                if motion.transactions[index].isFinished { motion.transactions.remove(at: index) } else { index += 1 }
            }
        }
    }
}

/// What animates one node property: its additive tracks (with the model value they end at),
/// the offsets property animators drive, and the blocks whose animations run on it. A class,
/// so a property at rest holds one nil reference instead of these (see ``AnimatedProperty``).
final class PropertyMotion<Value: Interpolatable> {
    // Main-actor state read on every frame: dynamic exclusivity checks would only cost time.
    @exclusivity(unchecked) var value: AnimatedValue<Value>
    @exclusivity(unchecked) var drivenOffsets: [DrivenOffset<Value>] = []
    @exclusivity(unchecked) var transactions: [AnimationTransaction] = []

    init(_ model: Value) {
        value = AnimatedValue(model)
    }

    init(copying other: PropertyMotion<Value>) {
        value = other.value
        drivenOffsets = other.drivenOffsets
        transactions = other.transactions
    }

    /// The bytes a frame's sampling reads: the object's header and the fields up to the
    /// transactions.
    static var bytesSampled: Int { 16 + MemoryLayout<AnimatedValue<Value>>.size + 8 }

    /// Whether nothing moves the value (no tracks, no driven offsets).
    @inline(__always)
    var isResting: Bool { value.tracks.isEmpty && value.keyframeTracks.isEmpty && drivenOffsets.isEmpty }

    /// Whether nothing is left at all: no block waits on the property either.
    var isEmpty: Bool { isResting && transactions.isEmpty }
}

extension AnimatedValue {
    /// ``sample(at:)`` through a mutating access, which a class's stored value (see
    /// ``PropertyMotion``) gives in place: a plain call copies the value out first, retaining
    /// and releasing each of its arrays.
    @inline(__always)
    mutating func sampleInPlace(at time: TimeInterval) -> (value: Value, isAnimating: Bool) {
        sample(at: time)
    }

    /// ``tracksStorageAddress`` through a mutating access, for the reason ``sampleInPlace(at:)`` is.
    @inline(__always)
    var tracksStorageAddressInPlace: UnsafeRawPointer {
        mutating get { tracksStorageAddress }
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
