import ChoreoSupport
import ChoreoLayout
import ChoreoMotion
import Foundation

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
    /// The length of the animation in seconds.
    public let duration: TimeInterval
    /// The timing the animator was created with.
    public let timingParameters: TimingParameters
    /// The delay of the last ``startAnimation(afterDelay:)``.
    public private(set) var delay: TimeInterval = 0
    /// Where the animator is in its life cycle.
    public private(set) var state: AnimatingState = .inactive

    private let baseTiming: ResolvedTiming
    /// ``stagger``'s setting, and its timeline while the staggered blocks are in flight.
    var staggerSetting: Stagger?
    /// The arc position changes take (from ``path``), nil on a straight line.
    var arc: MotionArc?
    var staggered: StaggeredTimeline?
    private var pendingAnimations: [() -> Void] = []
    private var completions: [(AnimatingPosition) -> Void] = []
    private var entries: [any DrivenPropertyEntry] = []
    /// Weak: the clock holds a running animator through its end action, and a clock released
    /// first ends it where it is (``AnimatingPosition/current``).
    private weak var clock: (any AnimationClock)?
    private var motion: AnimatorMotion = .paused(fraction: 0, progress: 0)
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
            motion = .paused(fraction: fraction, progress: masterTiming.progress(at: fraction))
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
        run(pendingAnimations, staggering: staggerSetting != nil)
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
        stop(withoutFinishing: withoutFinishing, at: clock?.now ?? 0)
    }

    private func stop(withoutFinishing: Bool, at now: TimeInterval) {
        guard state == .active else { return }
        let progress = progress(at: now)
        cancelEnd()
        for entry in entries {
            entry.stop(weight: remainingWeight(startProgress: entry.startProgress, slot: entry.slot, progress: progress))
        }
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

    private func fraction(at time: TimeInterval) -> Double {
        motion.fraction(at: time)
    }

    /// How much of the change is on screen at `time` (the timing curve's output).
    func progress(at time: TimeInterval) -> Double {
        motion.progress(at: time, baseTiming: masterTiming)
    }

    /// The timing of the whole animation: the animator's own, or linear when staggered (each
    /// element then follows the animator's timing in its own slot).
    var masterTiming: ResolvedTiming { staggered == nil ? baseTiming : .linear }

    /// Plays from (`fraction`, `progress`) towards the end the animator faces.
    private func play(from fraction: Double, progress: Double, startingAt start: TimeInterval, durationFactor: Double?) {
        guard let clock else { return }
        cancelEnd()
        let target: Double = reversed ? 0 : 1
        let total = staggered?.duration ?? duration
        let length = durationFactor.map { $0 * total } ?? abs(target - fraction) * total
        let timing = retiming.map { ResolvedTiming($0, duration: length) }
        let segment = AnimatorMotion.Segment(start: start, length: length, fromFraction: fraction, toFraction: target,
                              fromProgress: progress, timing: timing)
        motion = .running(segment)
        if segment.length == 0, start <= clock.now {
            complete(at: reversed ? .start : .end)
            return
        }
        endToken = clock.schedule(at: segment.end, { [self] in
            endToken = nil
            complete(at: reversed ? .start : .end)
        }, ifReleased: { [self] now in
            endToken = nil
            stop(withoutFinishing: false, at: now)
            finishAnimation(at: .current)
        })
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
        staggered = nil
        motion = .paused(fraction: 0, progress: 0)
    }

    /// Runs blocks in an animator frame, so the changes they make register their offsets here;
    /// `staggering`: each node they change is an element of ``stagger``.
    private func run(_ blocks: [() -> Void], staggering: Bool = false) {
        guard !blocks.isEmpty else { return }
        let group = AnimatorGroup(animator: self, startProgress: clock.map { progress(at: $0.now) } ?? progress(at: 0),
                                  staggers: staggering)
        AnimationContext.run(.animator(group)) {
            for block in blocks { block() }
        }
        if staggering { scheduleStagger(of: group) }
    }

    // MARK: Hooks for AnimatedProperty

    func adopt(_ clock: any AnimationClock) {
        if self.clock == nil { self.clock = clock }
    }

    func register(_ entry: any DrivenPropertyEntry) {
        entries.append(entry)
    }
}
