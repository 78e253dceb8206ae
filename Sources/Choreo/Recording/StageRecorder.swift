import ChoreoMotion
import ChoreoRender
import ChoreoSupport
import Foundation

/// Records a ``Stage`` over time into a ``Recording``: a render tree per frame at a fixed frame
/// rate, while a script of actions runs at given times.
///
/// The stage must run on a ``ManualClock``: the recorder moves it from frame to frame, so a
/// recording is deterministic and takes no real time. Actions run before the frame at their
/// time is drawn, with the clock set to exactly their time. Events (shown as markers by the
/// player) come from ``mark(_:_:)``, from ``at(_:mark:_:_:)``, and from the transitions and
/// animators the recorder is told to ``watch(_:_:)-(LayoutTransition,_)``, whose starts, pauses,
/// reversals, completions and cancellations it notes by itself.
///
/// ```swift
/// let screen = SignUpNode()
/// let recorder = StageRecorder(size: CGSize(width: 320, height: 120), rootNode: screen, framesPerSecond: 60)
/// recorder.at(0.3) {
///     screen.showsPassword = true
///     recorder.watch(screen.transitionLayout(withAnimation: true), "password field")
/// }
/// let recording = recorder.record(duration: 1.2)
/// try recording.htmlPage(title: "Sign-up").write(toFile: "signup.html", atomically: true, encoding: .utf8)
/// ```
@MainActor
public final class StageRecorder {
    /// The stage recorded.
    public let stage: Stage
    /// The stage's clock, which the recorder advances.
    public let clock: ManualClock
    /// Frames per second of the recording.
    public let framesPerSecond: Double
    /// The events noted so far, in the order they were noted.
    public private(set) var events: [RecordingEvent] = []

    private var actions: [(time: TimeInterval, body: @MainActor () -> Void)] = []
    private var watchers: [@MainActor (StageRecorder) -> Bool] = []
    private var start: TimeInterval

    /// A recorder of `stage`, whose clock is `clock` (the stage's own clock).
    /// Non-finite or non-positive frame rates record at 60 frames per second.
    public init(stage: Stage, clock: ManualClock, framesPerSecond: Double = 60) {
        self.stage = stage
        self.clock = clock
        self.framesPerSecond = Diagnostics.checked(framesPerSecond, "StageRecorder frame rate", must: "finite and positive",
                                                   fallback: 60) { $0.isFinite && $0 > 0 }
        start = clock.now
    }

    /// A recorder of `stage`, or `nil` when the stage's clock is not a ``ManualClock``.
    public convenience init?(stage: Stage, framesPerSecond: Double = 60) {
        guard let clock = stage.clock as? ManualClock else { return nil }
        self.init(stage: stage, clock: clock, framesPerSecond: framesPerSecond)
    }

    /// A recorder of a new stage of `size` on a new ``ManualClock``, showing `rootNode` laid out.
    public convenience init(size: CGSize, rootNode: DisplayNode, framesPerSecond: Double = 60) {
        let clock = ManualClock()
        let stage = Stage(size: size, clock: clock)
        stage.rootNode = rootNode
        stage.layoutIfNeeded()
        self.init(stage: stage, clock: clock, framesPerSecond: framesPerSecond)
    }

    /// Seconds since the recording started (since the recorder was made, before ``record(duration:)``).
    public var currentTime: TimeInterval {
        clock.now - start
    }

    /// Runs `action` `time` seconds into the recording, before that frame is drawn.
    /// Actions at the same time run in the order they were added; negative times count as 0.
    public func at(_ time: TimeInterval, _ action: @escaping @MainActor () -> Void) {
        actions.append((time.isFinite ? max(time, 0) : 0, action))
    }

    /// Notes an event of `kind` at `time`, then runs `action` then.
    public func at(_ time: TimeInterval, mark kind: RecordingEvent.Kind, _ label: String = "",
                   _ action: @escaping @MainActor () -> Void = {}) {
        at(time) { [unowned self] in
            mark(kind, label)
            action()
        }
    }

    /// Notes an event of `kind` now (at ``currentTime``), e.g. from an action or a completion.
    public func mark(_ kind: RecordingEvent.Kind, _ label: String = "") {
        events.append(RecordingEvent(time: currentTime, kind: kind, label: label))
    }

    /// Notes that `transition` started now, then, once it is finished, notes on the first frame
    /// that sees it either its completion (`completeTransition(_:)` ran) or its cancellation (a newer
    /// transition or `cancelLayoutTransition()` stopped it before it applied). Returns `transition`,
    /// so a call can wrap `transitionLayout`.
    @discardableResult
    public func watch(_ transition: LayoutTransition, _ label: String = "") -> LayoutTransition {
        mark(.transitionStarted, label)
        watchers.append { recorder in
            guard transition.isFinished else { return true }
            recorder.mark(transition.isCancelled ? .transitionCancelled : .transitionCompleted, label)
            return false
        }
        return transition
    }

    /// Notes what `animator` does from now on: starting or continuing, pausing, reversing and
    /// finishing, each when an action has run or a frame is drawn.
    public func watch(_ animator: PropertyAnimator, _ label: String = "") {
        var running = animator.isRunning
        var reversed = animator.isReversed
        var state = animator.state
        watchers.append { recorder in
            if animator.isReversed != reversed, animator.state != .inactive { recorder.mark(.animatorReversed, label) }
            if animator.isRunning, !running { recorder.mark(.animatorStarted, label) }
            if !animator.isRunning, running, animator.state == .active { recorder.mark(.animatorPaused, label) }
            if animator.state == .inactive, state != .inactive { recorder.mark(.animatorFinished, label) }
            (running, reversed, state) = (animator.isRunning, animator.isReversed, animator.state)
            return true
        }
    }

    /// The most frames one ``record(duration:)`` produces (about 28 minutes at 60 frames per
    /// second): a longer recording is cut there, with a debug message.
    public static let maximumFrameCount = 100_000

    /// Records `duration` seconds: frame `n` is the stage at `n / framesPerSecond` seconds, after
    /// the actions due by then ran. Actions due after the last frame do not run. At most
    /// ``maximumFrameCount`` frames are recorded.
    /// - Returns: The frames, the events noted since the recorder was made, sorted by time, and
    ///   the Bézier-timed animations seen running on the stage's nodes (`curveAnimations`).
    public func record(duration: TimeInterval) -> Recording {
        let duration = Diagnostics.checked(duration, "Recording duration", must: "finite and non-negative",
                                           fallback: 0) { $0.isFinite && $0 >= 0 }
        start = clock.now
        events = events.map { RecordingEvent(time: 0, kind: $0.kind, label: $0.label) }
        let count = StageRecorder.frameCount(duration: duration, framesPerSecond: framesPerSecond)
        // A stable sort keeps same-time actions in the order they were added.
        var pending = actions.stablySorted { $0.time }[...]
        actions = []
        var frames: [RenderTree] = []
        frames.reserveCapacity(count)
        var curveAnimations = CurveAnimationLog()
        for index in 0..<max(count, 0) {
            let time = Double(index) / framesPerSecond
            while let action = pending.first, action.time <= time + 1e-9 {
                pending = pending.dropFirst()
                clock.advance(to: max(clock.now, start + action.time))
                action.body()
                poll()
            }
            clock.advance(to: max(clock.now, start + time))
            poll()
            frames.append(stage.renderTree())
            curveAnimations.note(stage.rootNode, origin: start)
        }
        var recording = Recording(size: stage.size, framesPerSecond: framesPerSecond, frames: frames,
                                  events: events.stablySorted { $0.time })
        recording.curveAnimations = curveAnimations.animations
        return recording
    }

    /// `duration × framesPerSecond` frames, at most ``maximumFrameCount`` (the product of two
    /// finite values may overflow to infinity, and need not fit in an Int).
    static func frameCount(duration: TimeInterval, framesPerSecond: Double) -> Int {
        let wanted = (duration * framesPerSecond).rounded()
        guard wanted <= Double(maximumFrameCount) else {
            Diagnostics.warn("Recording \(duration) s at \(framesPerSecond) frames per second would take \(wanted) "
                             + "frames; recording the first \(maximumFrameCount)")
            return maximumFrameCount
        }
        return Int(max(wanted, 0))
    }

    /// Runs the watchers, dropping those that are done.
    private func poll() {
        var kept: [@MainActor (StageRecorder) -> Bool] = []
        for watcher in watchers where watcher(self) { kept.append(watcher) }
        watchers = kept
    }
}
