import ChoreoSupport
import ChoreoLayout
import ChoreoMotion
import Foundation

/// UIKit's named animation curves (`UIView.AnimationCurve`).
public enum AnimationCurve: Hashable, Sendable {
    case easeInOut, easeIn, easeOut, linear

    /// Core Animation's control points for the curve.
    public var timingCurve: TimingCurve {
        switch self {
        case .easeInOut: .easeInOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }
}

/// Where a ``PropertyAnimator`` ended (`UIViewAnimatingPosition`): its completions receive it.
public enum AnimatingPosition: Hashable, Sendable {
    /// The values set in the animation blocks.
    case end
    /// The values the properties had before the blocks changed them.
    case start
    /// Whatever was on screen when the animator stopped.
    case current
}

/// The life cycle of a ``PropertyAnimator`` (`UIViewAnimatingState`).
public enum AnimatingState: Hashable, Sendable {
    /// Not started, or finished: animation blocks have not run (or have completed).
    case inactive
    /// Started, running or paused: the blocks ran and their animations are in flight.
    case active
    /// Stopped with `stopAnimation(false)`: waiting for ``PropertyAnimator/finishAnimation(at:)``.
    case stopped
}

/// An interruptible, scrubbable, reversible animation with `UIViewPropertyAnimator`'s semantics.
///
/// Changes made in the animation blocks set the model values at once, as `UIView.animate`. What
/// is on screen is the model plus each change's offset (old model − new model) scaled by the
/// animator's remaining weight, `1 − progress`, where `progress` is the timing curve at
/// ``fractionComplete``. The weight is computed from the animator's own state whenever a node is
/// sampled, so pausing holds the screen exactly still and scrubbing is exact. Offsets add to
/// other animations of the same properties (UIKit's additive behaviour).
///
/// - ``startAnimation()`` runs the blocks (when inactive) and plays from ``fractionComplete``
///   towards 1 (or 0 when ``isReversed``) in the remaining share of ``duration``.
/// - ``pauseAnimation()`` and setting ``fractionComplete`` while paused freeze and scrub;
///   both make an inactive animator active (running its blocks) first.
/// - At the end the properties keep their model values (``AnimatingPosition/end``); a reversed
///   animator ends at ``AnimatingPosition/start`` and puts the model values back to where the
///   blocks found them. Completions then run once each, in order, with that position.
/// - ``stopAnimation(_:)`` freezes what is on screen as the model values; with `false` the
///   animator waits in ``AnimatingState/stopped`` for ``finishAnimation(at:)``.
///
/// The animator runs on the clock of the ``Stage`` showing the nodes its blocks change. When no
/// changed node is on a stage, the changes apply at once and ``startAnimation()`` completes at
/// once with ``AnimatingPosition/end`` (as `animate` does for nodes outside a stage).
///
/// Bad input never traps: a NaN, infinite or negative duration or delay counts as 0, a NaN
/// ``fractionComplete`` is ignored and others are clamped to `0...1`; calls that make no sense
/// in the current state (``finishAnimation(at:)`` while inactive, ``addAnimations(_:)`` while
/// stopped, scrubbing while running) are ignored with a debug message.
@MainActor
public final class PropertyAnimator {
    /// How progress follows the fraction of time elapsed (`UITimingCurveProvider`).
    public enum TimingParameters: Hashable, Sendable {
        /// A cubic Bézier timing curve (`UICubicTimingParameters`).
        case curve(TimingCurve)
        /// A spring with this damping ratio that settles in the animation's duration
        /// (`UISpringTimingParameters(dampingRatio:initialVelocity:)`); `initialVelocity` is
        /// in distances per second, as UIKit's.
        case spring(dampingRatio: CGFloat, initialVelocity: CGFloat = 0)
    }

    /// The length of the animation in seconds.
    public let duration: TimeInterval
    /// The timing the animator was created with.
    public let timingParameters: TimingParameters
    /// The delay of the last ``startAnimation(afterDelay:)``.
    public private(set) var delay: TimeInterval = 0
    /// Where the animator is in its life cycle.
    public private(set) var state: AnimatingState = .inactive

    private let baseTiming: ResolvedTiming
    private var pendingAnimations: [() -> Void] = []
    private var completions: [(AnimatingPosition) -> Void] = []
    private var entries: [any DrivenPropertyEntry] = []
    private var clock: (any AnimationClock)?
    private var motion: Motion = .paused(fraction: 0, progress: 0)
    /// Timing set by ``continueAnimation(withTimingParameters:durationFactor:)``, until the next scrub.
    private var retiming: TimingParameters?
    private var endToken: ClockToken?
    private var reversed = false

    // MARK: Creating

    /// An animator timed by one of UIKit's named curves.
    public convenience init(duration: TimeInterval, curve: AnimationCurve = .easeInOut, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: .curve(curve.timingCurve), animations: animations)
    }

    /// An animator timed by `curve`.
    @_disfavoredOverload
    public convenience init(duration: TimeInterval, curve: TimingCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: .curve(curve), animations: animations)
    }

    /// An animator timed by the cubic Bézier curve through `(0, 0)`, the two control points, and `(1, 1)`.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        let curve = TimingCurve(controlPoints: Double(point1.x), Double(point1.y), Double(point2.x), Double(point2.y))
        self.init(duration: duration, timingParameters: .curve(curve), animations: animations)
    }

    /// An animator driven by a spring with `dampingRatio` (1: no overshoot) that settles in `duration`.
    public convenience init(duration: TimeInterval, dampingRatio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: .spring(dampingRatio: dampingRatio), animations: animations)
    }

    /// An animator with explicit timing parameters.
    public init(duration: TimeInterval, timingParameters: TimingParameters, animations: (() -> Void)? = nil) {
        if duration.isFinite, duration >= 0 {
            self.duration = duration
        } else {
            Diagnostics.warn("PropertyAnimator duration must be finite and >= 0, got \(duration); using 0")
            self.duration = 0
        }
        self.timingParameters = timingParameters
        baseTiming = ResolvedTiming(timingParameters, duration: self.duration)
        if let animations { pendingAnimations.append(animations) }
    }

    /// Creates an animator and starts it, as `UIViewPropertyAnimator.runningPropertyAnimator`:
    /// the curve comes from `options`; the completion receives the end position.
    @discardableResult
    public static func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                                               options: AnimationOptions = [], animations: @escaping () -> Void,
                                               completion: ((AnimatingPosition) -> Void)? = nil) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: duration, timingParameters: .curve(options.timingCurve),
                                        animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// An animator released while active lets go of its properties at their model values
    /// (UIKit treats releasing an active animator as a programming error).
    isolated deinit {
        for entry in entries { entry.settle(at: .end, weight: 0) }
    }

    // MARK: Blocks

    /// Adds animations. Inactive, they run when the animator starts; active, they run now and
    /// animate over the remaining part of the animation. Ignored while stopped.
    public func addAnimations(_ animations: @escaping () -> Void) {
        switch state {
        case .inactive:
            pendingAnimations.append(animations)
        case .active:
            run([animations])
        case .stopped:
            Diagnostics.warn("PropertyAnimator.addAnimations(_:) while stopped; ignoring")
        }
    }

    /// Adds a block to call once when the animator ends, with where it ended.
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Playing

    /// Whether the animation is playing (true during a start delay too).
    public var isRunning: Bool {
        guard state == .active, case .running = motion else { return false }
        return true
    }

    /// Whether the animation plays towards its start. Flipping it while running turns the
    /// animation round from what is on screen, without a jump.
    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            reversed = newValue
            guard state == .active, case .running = motion, let clock else { return }
            let now = clock.now
            play(from: fraction(at: now), progress: progress(at: now), startingAt: now, durationFactor: nil)
        }
    }

    /// How far through the animation time is, from 0 to 1 (decreasing while reversed). Setting
    /// it while paused (or inactive, which pauses first) moves the animation there exactly;
    /// while running or stopped it is ignored.
    public var fractionComplete: CGFloat {
        get { CGFloat(fraction(at: clock?.now ?? 0)) }
        set {
            guard !newValue.isNaN else {
                Diagnostics.warn("PropertyAnimator.fractionComplete is NaN; ignoring")
                return
            }
            if state == .inactive { pauseAnimation() }
            guard state == .active, case .paused = motion else {
                Diagnostics.warn("PropertyAnimator.fractionComplete can only be set while paused; ignoring")
                return
            }
            let fraction = min(max(Double(newValue), 0), 1)
            retiming = nil
            motion = .paused(fraction: fraction, progress: baseTiming.progress(at: fraction))
        }
    }

    /// Starts (running the blocks when inactive) or resumes the animation.
    public func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts or resumes the animation after `delay` seconds; what is on screen holds until then.
    public func startAnimation(afterDelay delay: TimeInterval) {
        var delay = delay
        if !delay.isFinite || delay < 0 {
            Diagnostics.warn("PropertyAnimator delay must be finite and >= 0, got \(delay); using 0")
            delay = 0
        }
        switch state {
        case .stopped:
            Diagnostics.warn("PropertyAnimator.startAnimation() while stopped; call finishAnimation(at:)")
            return
        case .inactive:
            activate()
        case .active:
            if case .running = motion { return }
        }
        self.delay = delay
        guard let clock else {
            // Nothing on a stage: the changes already applied; complete at once.
            complete(at: reversed ? .start : .end)
            return
        }
        guard case .paused(let fraction, let progress) = motion else { return }
        play(from: fraction, progress: progress, startingAt: clock.now + delay, durationFactor: nil)
    }

    /// Becomes active: runs the animation blocks added so far.
    private func activate() {
        state = .active
        run(pendingAnimations)
        pendingAnimations = []
    }

    /// Pauses the animation, holding what is on screen; an inactive animator runs its blocks
    /// and pauses at the start.
    public func pauseAnimation() {
        switch state {
        case .stopped:
            return
        case .inactive:
            activate()
        case .active:
            guard case .running = motion, let clock else { return }
            let now = clock.now
            motion = .paused(fraction: fraction(at: now), progress: progress(at: now))
            cancelEnd()
        }
    }

    /// Resumes a paused (or running) animation with new timing and duration, from what is on
    /// screen: `parameters` (nil keeps the current timing) shape the rest of the motion, which
    /// lasts `durationFactor × duration` seconds (0 keeps the remaining time as is).
    public func continueAnimation(withTimingParameters parameters: TimingParameters?, durationFactor: CGFloat) {
        switch state {
        case .stopped:
            Diagnostics.warn("PropertyAnimator.continueAnimation while stopped; ignoring")
            return
        case .inactive:
            startAnimation()
            guard state == .active else { return }
        case .active:
            break
        }
        guard let clock else {
            complete(at: reversed ? .start : .end)
            return
        }
        let now = clock.now
        let fraction = fraction(at: now), progress = progress(at: now)
        if let parameters { retiming = parameters }
        var factor = Double(durationFactor)
        if !factor.isFinite || factor < 0 {
            Diagnostics.warn("PropertyAnimator durationFactor must be finite and >= 0, got \(durationFactor); using 0")
            factor = 0
        }
        delay = 0
        play(from: fraction, progress: progress, startingAt: now, durationFactor: factor > 0 ? factor : nil)
    }

    /// Stops the animation where it is: what is on screen becomes the model values. With
    /// `withoutFinishing` true the animator becomes inactive without calling its completions;
    /// with false it waits in ``AnimatingState/stopped`` for ``finishAnimation(at:)``.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        let now = clock?.now ?? 0
        let progress = progress(at: now)
        cancelEnd()
        for entry in entries { entry.stop(weight: remainingWeight(startProgress: entry.startProgress, progress: progress)) }
        motion = .paused(fraction: fraction(at: now), progress: progress)
        if withoutFinishing {
            reset()
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animation with the properties at `position`, then calls the completions
    /// with it. An active animator is stopped first; an inactive one ignores the call.
    public func finishAnimation(at position: AnimatingPosition) {
        switch state {
        case .inactive:
            Diagnostics.warn("PropertyAnimator.finishAnimation(at:) while inactive; ignoring")
            return
        case .active:
            stopAnimation(false)
        case .stopped:
            break
        }
        for entry in entries { entry.finishStopped(at: position) }
        entries = []
        finishCompletions(position)
    }

    // MARK: Progress

    private enum Motion {
        case paused(fraction: Double, progress: Double)
        case running(Segment)
    }

    /// A stretch of playback from one fraction to another over `length` seconds.
    private struct Segment {
        let start: TimeInterval
        let length: Double
        let fromFraction: Double
        let toFraction: Double
        let fromProgress: Double
        /// nil: progress is the animator's own timing at the fraction; otherwise this timing
        /// carries progress from `fromProgress` to `toFraction` over the segment.
        let timing: ResolvedTiming?

        func local(at time: TimeInterval) -> Double {
            guard time > start else { return 0 }
            guard length > 0, time < start + length else { return 1 }
            return (time - start) / length
        }

        var end: TimeInterval { start + length }
    }

    private func fraction(at time: TimeInterval) -> Double {
        switch motion {
        case .paused(let fraction, _):
            return fraction
        case .running(let segment):
            return segment.fromFraction + (segment.toFraction - segment.fromFraction) * segment.local(at: time)
        }
    }

    /// How much of the change is on screen at `time` (the timing curve's output).
    func progress(at time: TimeInterval) -> Double {
        switch motion {
        case .paused(_, let progress):
            return progress
        case .running(let segment):
            let local = segment.local(at: time)
            if let timing = segment.timing {
                return segment.fromProgress + (segment.toFraction - segment.fromProgress) * timing.progress(at: local)
            }
            return baseTiming.progress(at: segment.fromFraction + (segment.toFraction - segment.fromFraction) * local)
        }
    }

    /// The share of a group's offsets still on screen at `time`. Blocks added mid-flight (at
    /// `startProgress`) animate over what is left, reaching 0 together with the others.
    func remainingWeight(startProgress: Double, at time: TimeInterval) -> Double {
        remainingWeight(startProgress: startProgress, progress: progress(at: time))
    }

    private func remainingWeight(startProgress: Double, progress: Double) -> Double {
        guard startProgress > 0 else { return 1 - progress }
        guard startProgress < 1 else { return 0 }
        return min(1, (1 - progress) / (1 - startProgress))
    }

    /// Plays from (`fraction`, `progress`) towards the end the animator faces.
    private func play(from fraction: Double, progress: Double, startingAt start: TimeInterval, durationFactor: Double?) {
        guard let clock else { return }
        cancelEnd()
        let target: Double = reversed ? 0 : 1
        let length = durationFactor.map { $0 * duration } ?? abs(target - fraction) * duration
        let timing = retiming.map { ResolvedTiming($0, duration: length) }
        let segment = Segment(start: start, length: length, fromFraction: fraction, toFraction: target,
                              fromProgress: progress, timing: timing)
        motion = .running(segment)
        if segment.length == 0, start <= clock.now {
            complete(at: reversed ? .start : .end)
            return
        }
        endToken = clock.schedule(at: segment.end) { [self] in
            endToken = nil
            complete(at: reversed ? .start : .end)
        }
    }

    private func cancelEnd() {
        if let endToken { clock?.cancel(endToken) }
        endToken = nil
    }

    /// The animation reached `position` by itself (or had nothing on a stage).
    private func complete(at position: AnimatingPosition) {
        cancelEnd()
        motion = .paused(fraction: position == .start ? 0 : 1, progress: position == .start ? 0 : 1)
        for entry in entries { entry.settle(at: position, weight: position == .start ? 1 : 0) }
        entries = []
        finishCompletions(position)
    }

    private func finishCompletions(_ position: AnimatingPosition) {
        let completions = self.completions
        reset()
        for completion in completions { completion(position) }
    }

    /// Back to inactive, ready to be given new blocks.
    private func reset() {
        cancelEnd()
        state = .inactive
        entries = []
        completions = []
        retiming = nil
        motion = .paused(fraction: 0, progress: 0)
    }

    /// Runs blocks in an animator frame, so the changes they make register their offsets here.
    private func run(_ blocks: [() -> Void]) {
        guard !blocks.isEmpty else { return }
        let group = AnimatorGroup(animator: self, startProgress: clock.map { progress(at: $0.now) } ?? progress(at: 0))
        AnimationContext.run(.animator(group)) {
            for block in blocks { block() }
        }
    }

    // MARK: Hooks for AnimatedProperty

    func adopt(_ clock: any AnimationClock) {
        if self.clock == nil { self.clock = clock }
    }

    func register(_ entry: any DrivenPropertyEntry) {
        entries.append(entry)
    }
}

/// The offsets registered by one run of animation blocks; they share the progress at which the
/// blocks ran.
@MainActor
final class AnimatorGroup: AnimationDriver {
    weak var animator: PropertyAnimator?
    let startProgress: Double

    init(animator: PropertyAnimator, startProgress: Double) {
        self.animator = animator
        self.startProgress = startProgress
    }

    func remainingWeight(at time: TimeInterval) -> Double {
        // An animator released mid-flight leaves its properties at their model values.
        animator?.remainingWeight(startProgress: startProgress, at: time) ?? 0
    }

    func propertyWasReset() {}

    /// A block of this group changed a property for the first time: the animator will settle it.
    func register<Value: Interpolatable>(node: DisplayNode, property: PartialKeyPath<DisplayNode>, as _: Value.Type) {
        guard let keyPath = property as? ReferenceWritableKeyPath<DisplayNode, AnimatedProperty<Value>> else { return }
        animator?.register(DrivenProperty(node: node, keyPath: keyPath, group: self))
    }
}

/// A property a ``PropertyAnimator`` drives, type-erased so the animator can settle it.
@MainActor
protocol DrivenPropertyEntry: AnyObject {
    var startProgress: Double { get }
    /// Removes the offset, leaving the model at `position` (`weight` of the offset for `.current`).
    func settle(at position: AnimatingPosition, weight: Double)
    /// Settles at `weight` and remembers the start and end values for ``finishStopped(at:)``.
    func stop(weight: Double)
    func finishStopped(at position: AnimatingPosition)
}

@MainActor
final class DrivenProperty<Value: Interpolatable>: DrivenPropertyEntry {
    /// Strong, as UIKit's animators hold their views (and a weak reference would give the node a
    /// side table, slowing every retain of it); released when the animator ends.
    let node: DisplayNode
    let keyPath: ReferenceWritableKeyPath<DisplayNode, AnimatedProperty<Value>>
    let group: AnimatorGroup
    private var stopped: (start: Value, end: Value)?

    init(node: DisplayNode, keyPath: ReferenceWritableKeyPath<DisplayNode, AnimatedProperty<Value>>,
         group: AnimatorGroup) {
        self.node = node
        self.keyPath = keyPath
        self.group = group
    }

    var startProgress: Double { group.startProgress }

    func settle(at position: AnimatingPosition, weight: Double) {
        _ = settleReturningEnds(at: position, weight: weight)
    }

    func stop(weight: Double) {
        stopped = settleReturningEnds(at: .current, weight: weight)
    }

    func finishStopped(at position: AnimatingPosition) {
        guard let stopped else { return }
        switch position {
        case .start: setModel(stopped.start, on: node)
        case .end: setModel(stopped.end, on: node)
        case .current: break
        }
    }

    /// Settles and returns the start and end values the property had (nil if it was reset since).
    private func settleReturningEnds(at position: AnimatingPosition, weight: Double) -> (start: Value, end: Value)? {
        guard let driven = node[keyPath: keyPath].removeDrivenOffset(of: group) else { return nil }
        let offset = driven.offset
        let end = node[keyPath: keyPath].model
        let endVector = end.animatableVector
        // The exact start value unless something else moved the model since the blocks ran.
        let startValue = end == driven.endModel ? driven.startModel : Value(animatableVector: endVector + offset)
        switch position {
        case .end: break
        case .start: setModel(startValue, on: node)
        case .current:
            if weight >= 1 {
                setModel(startValue, on: node)
            } else if weight != 0 {
                setModel(Value(animatableVector: endVector + offset.scaled(by: weight)), on: node)
            }
        }
        return (startValue, end)
    }

    private func setModel(_ value: Value, on node: DisplayNode) {
        let old = node[keyPath: keyPath].model
        guard old != value else { return }
        node[keyPath: keyPath].changeModel(to: value)
        if let oldFrame = old as? CGRect, let newFrame = value as? CGRect, oldFrame.size != newFrame.size {
            node.needsLayout = true
        }
    }
}

/// Timing parameters made ready to sample for a given length of time.
struct ResolvedTiming {
    private enum Kind {
        case curve(TimingCurve)
        case spring(Spring, velocity: Double, duration: Double)
    }

    private let kind: Kind

    init(_ parameters: PropertyAnimator.TimingParameters, duration: Double) {
        switch parameters {
        case .curve(let curve):
            kind = .curve(curve)
        case .spring(let ratio, let velocity):
            kind = .spring(Spring(uiKitDuration: duration, dampingRatio: Double(ratio)),
                           velocity: velocity.isFinite ? Double(velocity) : 0, duration: duration)
        }
    }

    /// Progress (0 → 1, springs may overshoot) at `fraction` of the time; exact at both ends.
    func progress(at fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        switch kind {
        case .curve(let curve):
            return curve.progress(at: fraction)
        case .spring(let spring, let velocity, let duration):
            return spring.value(at: fraction * duration, initialVelocity: velocity)
        }
    }
}
