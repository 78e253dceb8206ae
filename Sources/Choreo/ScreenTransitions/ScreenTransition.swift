import ChoreoSupport
import Foundation

/// A declarative, interactive transition between two screens (Airbnb's design): the elements
/// tagged with a ``DisplayNode/transitionIdentifier`` that the definition names are found at
/// any depth of both screens, diffed as trees, and played as copies in a canvas above both
/// screens whose z-order follows the combined identifier tree.
///
/// `source` is a subnode of `container`. ``start(completion:)`` inserts `destination` directly
/// above it, sized to the container, and a canvas above both; the originals of animated
/// elements are hidden while their copies play, untagged source content fades out with its
/// screen (alpha `1 - progress`) and untagged destination content fades in (alpha `progress`).
/// Finished, the destination takes the source's place and the source leaves; cancelled, the
/// destination leaves. Either way every original is back exactly as it was and the completion
/// runs once.
///
/// Every state is a pure function of the container's stage clock: sample it at any time with
/// ``state(of:copy:)`` or render it with `stage.svg()`; scrub with ``fractionComplete`` and
/// turn it round with ``finish()`` and ``cancel()``.
///
/// Bad input is repaired, never trapped on (debug message each): a duplicate identifier in one
/// screen pairs by occurrence order; a definition entry neither screen has is ignored; a
/// `.sharedElement` on an identifier only one screen has, or an anchor neither screen has,
/// crossfades; non-finite frames and parameters become 0 (scale 1); a zero-size image copy is
/// not scaled on that axis; a source outside the container, or a container outside any stage,
/// completes at once without animation (the destination is added to the container, and a
/// source in it leaves) with `true`.
///
/// On a stage that prefers reduced motion (``Stage/prefersReducedMotion``, read when the
/// transition is created) every element but `.noAnimation` ones crossfades in place: the source
/// copy fades out at its source frame while the destination copy fades in at its destination
/// frame, and a spring timing becomes ease-in-out of the same duration.
@MainActor
public final class ScreenTransition {
    /// The screens' identifier hierarchies diffed.
    public let diff: IdentifierDiff
    let source: DisplayNode
    let destination: DisplayNode
    let container: DisplayNode
    private var plan: TransitionPlan
    private var playhead: TransitionPlayhead

    private var completion: ((Bool) -> Void)?
    /// Weak: the clock holds this transition (frame observer, end action) while it runs, and a
    /// clock released first completes it with `false`.
    private weak var clock: (any AnimationClock)?
    private var frameToken: ClockToken?
    private var endToken: ClockToken?
    private var canvas: DisplayNode?
    private var copies: [(element: Int, copy: TransitionCopy, node: TransitionCopyNode)] = []
    /// The originals hidden for the transition and their `isHidden` before.
    private var hiddenOriginals: [(node: DisplayNode, wasHidden: Bool)] = []
    private var screenAlphas: (source: CGFloat, destination: CGFloat) = (1, 1)
    private var sourceFade: CGFloat = 1
    private(set) var hasStarted = false
    private(set) var isComplete = false
    /// Ended by a newer `Stage.transition(to:)`, which took over its destination.
    private(set) var wasInterrupted = false

    /// Plans a transition from `source` (a subnode of `container`) to `destination`.
    ///
    /// - Parameters:
    ///   - definition: The animation of each identifier; others take no part.
    ///   - duration: Seconds (default 0.6); negative or non-finite durations become 0 (debug message).
    ///   - timing: Shared by every element; the default is the re-creation's spring, damping 0.85.
    public convenience init(from source: DisplayNode, to destination: DisplayNode, in container: DisplayNode,
                            definition: TransitionDefinition, duration: TimeInterval = 0.6,
                            timing: TransitionTiming = .spring(dampingRatio: 0.85)) {
        self.init(from: source, to: destination, in: container, definition: definition, duration: duration,
                  timing: timing, onScreen: [:], sourceFade: 1)
    }

    init(from source: DisplayNode, to destination: DisplayNode, in container: DisplayNode,
         definition: TransitionDefinition, duration: TimeInterval, timing: TransitionTiming,
         onScreen: [ObjectIdentifier: TransitionElementState], sourceFade: CGFloat, stagger: Stagger? = nil,
         arc: MotionArc? = nil) {
        let duration = Diagnostics.checked(duration, "ScreenTransition duration", must: "finite and >= 0",
                                           fallback: 0) { $0 >= 0 && $0.isFinite }
        self.source = source
        self.destination = destination
        self.container = container
        self.sourceFade = sourceFade
        // The destination is laid out at the container's size, so its frames are final.
        let size = container.frame.size
        AnimationContext.run(.disabled) {
            destination.frame = CGRect(origin: .zero, size: size)
            destination.forEachNodeInSubtree { $0.layoutIfNeeded() }
        }
        let sourceHierarchy = IdentifierHierarchy(root: source, definition: definition)
        let destinationHierarchy = IdentifierHierarchy(root: destination, definition: definition)
        diff = IdentifierDiff(from: sourceHierarchy, to: destinationHierarchy)
        let present = Set(sourceHierarchy.identifiers).union(destinationHierarchy.identifiers)
        for identifier in definition.keys.sorted() where !present.contains(identifier) {
            Diagnostics.warn("the transition definition names '\(identifier)', which neither screen has; ignoring it")
        }
        let direction = container.stageLayoutDirection
        let reducesMotion = container.stage?.prefersReducedMotion ?? false
        var timing = timing
        // A spring timing settles exactly at `duration`: ease-in-out keeps the length.
        if reducesMotion, case .spring = timing { timing = .curve(.easeInOut) }
        var setting = TransitionPlan.Setting(container: container, source: source, destination: destination,
                                             containerSize: size, direction: direction,
                                             onScreen: onScreen, sourceFade: sourceFade)
        setting.reducesMotion = reducesMotion
        plan = TransitionPlan(diff: diff, definition: definition, setting: setting)
        plan.arc = arc
        if let stagger {
            // The playhead runs linearly over the whole stagger; each element applies the timing.
            let staggered = StaggeredTransitionProgress(plan: plan, stagger: stagger, timing: timing,
                                                        duration: duration, direction: direction)
            plan.stagger = staggered
            playhead = TransitionPlayhead(timing: .curve(.linear), duration: staggered.duration)
        } else {
            playhead = TransitionPlayhead(timing: timing, duration: duration)
        }
    }

    // MARK: - Control

    /// Starts playing: inserts the destination and the canvas, hides the animated originals and
    /// plays forwards. `completion` runs once: `true` when finished, `false` when cancelled or
    /// interrupted. Calling it again does nothing (debug message).
    public func start(completion: ((Bool) -> Void)? = nil) {
        guard !hasStarted else {
            Diagnostics.warn("ScreenTransition.start called twice; ignoring")
            return
        }
        hasStarted = true
        self.completion = completion
        guard source.supernode === container, let clock = container.stage?.clock else {
            if source.supernode !== container {
                Diagnostics.warn("ScreenTransition: the source is not a subnode of the container; "
                                 + "showing the destination at once")
            }
            let index = container.position(of: source)
            container.insertSubnode(destination, at: index ?? container.subnodes.count)
            if index != nil { source.removeFromSupernode() }
            complete(true)
            return
        }
        self.clock = clock
        prepareCanvas()
        playhead.play(reversed: false, at: clock.now)
        showCurrentState()
        frameToken = clock.addFrameObserver({ [self] _ in showCurrentState() },
                                            ifReleased: { [self] _ in complete(false) })
        scheduleEnd()
    }

    /// The time fraction, 0...1. Setting it pauses and shows that moment (values are clamped;
    /// NaN is ignored with a debug message); before ``start(completion:)`` it sets where
    /// playing begins.
    public var fractionComplete: CGFloat {
        get { CGFloat(playhead.fraction(at: now)) }
        set {
            guard !newValue.isNaN else {
                Diagnostics.warn("ScreenTransition.fractionComplete cannot be NaN; ignoring")
                return
            }
            guard !isComplete else { return }
            playhead.scrub(to: Double(newValue), at: now)
            cancelEnd()
            if hasStarted { showCurrentState() }
        }
    }

    /// Stops where it is, until ``resume()``, ``finish()`` or ``cancel()``.
    public func pause() {
        guard hasStarted, !isComplete else { return }
        playhead.pause(at: now)
        cancelEnd()
        showCurrentState()
    }

    /// Plays on from where it is, in the direction it last played.
    public func resume() {
        play(reversed: playhead.isReversed)
    }

    /// Plays forwards from where it is, then completes with `true`.
    public func finish() {
        play(reversed: false)
    }

    /// Plays backwards from where it is to the start, then completes with `false`.
    public func cancel() {
        play(reversed: true)
    }

    /// Finishes with a spring that starts at `velocity` (time fraction per second, as a finger
    /// scrubbing ``fractionComplete`` moves it): what is shown carries on from where it is, at
    /// the speed the finger gave it, then settles on the destination and completes with `true`.
    /// The spring is the timing's own, or for a curve a critically damped one settling in the
    /// duration. A non-finite velocity counts as 0 (debug message).
    public func finish(velocity: CGFloat) {
        handOff(reversed: false, velocity: velocity)
    }

    /// Like ``finish(velocity:)``, heading back to the start, then completes with `false`.
    public func cancel(velocity: CGFloat) {
        handOff(reversed: true, velocity: velocity)
    }

    /// True after start, resume, finish or cancel; false while paused and after completion.
    public var isRunning: Bool { hasStarted && !isComplete && playhead.speed != 0 }

    /// The state of an identifier's copy now (its first occurrence): the t = 0 state before
    /// start, nil after completion, for identifiers that take no part or have no animation, and
    /// for a copy that does not exist (an inserted element has no source copy, a removed one no
    /// destination copy).
    public func state(of identifier: String, copy: TransitionCopy = .destination) -> TransitionElementState? {
        guard !isComplete, let index = plan.firstIndex(of: identifier), plan.elements[index].type != .noAnimation
        else { return nil }
        let sample = plan.sample(index, at: currentProgress)
        return copy == .source ? sample.source : sample.destination
    }

    // MARK: - Playing

    private var now: TimeInterval { clock?.now ?? 0 }

    /// The animation's progress now (a spring may overshoot 0...1).
    var currentProgress: CGFloat {
        CGFloat(playhead.progress(at: now))
    }

    private func play(reversed: Bool) {
        guard hasStarted, !isComplete else { return }
        playhead.play(reversed: reversed, at: now)
        scheduleEnd()
        showCurrentState()
    }

    private func handOff(reversed: Bool, velocity: CGFloat) {
        guard hasStarted, !isComplete else { return }
        let velocity = Diagnostics.checked(Double(velocity), "ScreenTransition hand-off velocity", must: "finite",
                                           fallback: 0) { $0.isFinite }
        playhead.handOff(reversed: reversed, fractionVelocity: velocity, at: now)
        scheduleEnd()
        showCurrentState()
    }

    private func scheduleEnd() {
        cancelEnd()
        guard let clock, let end = playhead.endTime else { return }
        let finished = !playhead.isReversed
        endToken = clock.schedule(at: end) { [self] in
            endToken = nil
            complete(finished)
        }
    }

    private func cancelEnd() {
        if let endToken { clock?.cancel(endToken) }
        endToken = nil
    }

    /// Puts the destination above the source, the canvas above both, and the copies in it.
    private func prepareCanvas() {
        let sourceIndex = container.position(of: source) ?? 0
        let canvas = DisplayNode()
        canvas.debugName = "transition canvas"
        AnimationContext.run(.disabled) {
            container.insertSubnode(destination, at: sourceIndex + 1)
            canvas.frame = CGRect(origin: .zero, size: container.frame.size)
            container.insertSubnode(canvas, at: sourceIndex + 2)
            screenAlphas = (source.alpha, destination.alpha)
            let participants = Set(plan.elements.flatMap { element in
                element.type == .noAnimation ? [] : [element.sourceNode, element.destinationNode].compactMap { $0 }
            }.map(ObjectIdentifier.init))
            for (index, side) in plan.drawingOrder() {
                let element = plan.elements[index]
                guard let original = side == .source ? element.sourceNode : element.destinationNode else { continue }
                let copy = TransitionCopyNode(of: original, excluding: participants,
                                              sizes: (element.sourceFrame.size, element.destinationFrame.size))
                canvas.addSubnode(copy)
                copies.append((index, side, copy))
                hiddenOriginals.append((original, original.isHidden))
            }
            for (original, _) in hiddenOriginals { original.isHidden = true }
        }
        self.canvas = canvas
    }

    /// Shows the state at the clock's now: copies, and the screens' fades.
    private func showCurrentState() {
        guard hasStarted, !isComplete else { return }
        let p = currentProgress
        let samples = plan.sample(p)
        let fade = screenFade(at: p)
        AnimationContext.run(.disabled) {
            source.alpha = screenAlphas.source * sourceFade * (1 - fade)
            destination.alpha = screenAlphas.destination * fade
            for (index, side, node) in copies {
                let sample = samples[index]
                if let state = side == .source ? sample.source : sample.destination { node.apply(state) }
            }
        }
    }

    /// How far the screens have faded at progress `p`: the progress, or for a stagger the
    /// timing over its whole length.
    private func screenFade(at p: CGFloat) -> CGFloat {
        plan.stagger?.screenProgress(p) ?? min(max(p, 0), 1)
    }

    /// Ends the transition exactly once: restores the originals, removes the canvas and the
    /// screen that lost, then calls the completion.
    private func complete(_ finished: Bool) {
        guard !isComplete else { return }
        isComplete = true
        if let frameToken { clock?.cancel(frameToken) }
        frameToken = nil
        cancelEnd()
        if canvas != nil {
            restoreOriginals()
            if wasInterrupted {
                source.removeFromSupernode()
            } else if finished {
                let index = container.position(of: source) ?? container.subnodes.count
                container.insertSubnode(destination, at: index)
                source.removeFromSupernode()
            } else {
                destination.removeFromSupernode()
            }
        }
        let completion = self.completion
        self.completion = nil
        completion?(finished)
    }

    private func restoreOriginals() {
        AnimationContext.run(.disabled) {
            canvas?.removeFromSupernode()
            canvas = nil
            copies = []
            for (node, wasHidden) in hiddenOriginals { node.isHidden = wasHidden }
            hiddenOriginals = []
            source.alpha = screenAlphas.source
            destination.alpha = screenAlphas.destination
        }
    }

    // MARK: - Interruption

    /// Ends a running transition for a newer one from its destination: returns what is on
    /// screen for the destination's nodes and the destination screen's fade, leaves the
    /// destination in the container, removes the source, and completes with `false`.
    func interrupt() -> (onScreen: [ObjectIdentifier: TransitionElementState], fade: CGFloat) {
        guard hasStarted, !isComplete else { return ([:], 1) }
        let current = currentProgress
        let samples = plan.sample(current)
        var onScreen: [ObjectIdentifier: TransitionElementState] = [:]
        for (index, element) in plan.elements.enumerated() {
            guard let node = element.destinationNode, element.type != .noAnimation,
                  var state = samples[index].destination else { continue }
            if element.isMorph, let below = samples[index].source {
                // The two copies overlap exactly: what shows is the one composited over the other.
                state.alpha += below.alpha * (1 - state.alpha)
            }
            onScreen[ObjectIdentifier(node)] = state
        }
        let fade = screenFade(at: current)
        wasInterrupted = true
        complete(false)
        return (onScreen, fade)
    }
}
