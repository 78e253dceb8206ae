import ChoreoSupport
import Dispatch
import Foundation

/// A real-time clock that produces frames on the main queue, like a display link.
///
/// Ticks come from a `DispatchSourceTimer` on the main queue, which runs whether the program
/// drives the main thread with `RunLoop.main`, `dispatchMain()` or Swift concurrency's main actor.
/// Each tick runs the actions that are due, in time order, then calls the frame observers with
/// the tick's time. ``now`` is monotonic seconds (system uptime) and advances while stopped too.
@MainActor
public final class DisplayLinkClock: AnimationClock {
    /// Frames per second while running.
    public let framesPerSecond: Double
    private let scheduler = ClockScheduler()
    private var timer: DispatchSourceTimer?

    /// Creates a stopped clock; call ``start()``. A rate that is not finite and > 0 becomes 60.
    public init(framesPerSecond: Double = 60) {
        self.framesPerSecond = Diagnostics.checked(framesPerSecond, "DisplayLinkClock framesPerSecond",
                                                   must: "finite and > 0", fallback: 60) { $0 > 0 && $0.isFinite }
    }

    /// Released, it ends what waits on it (see ``AnimationClock/schedule(at:_:ifReleased:)``).
    isolated deinit {
        timer?.cancel()
        scheduler.releaseAll(at: now)
    }

    /// Monotonic seconds since boot.
    public var now: TimeInterval {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    /// Whether frames are being produced.
    public var isRunning: Bool { timer != nil }

    /// Starts producing frames; does nothing if already running.
    public func start() {
        guard timer == nil else { return }
        let source = DispatchSource.makeTimerSource(queue: .main)
        // At least 1 ns and at most an hour a frame, so any finite positive rate converts to an Int.
        let interval = DispatchTimeInterval.nanoseconds(Int(min(max(1e9 / framesPerSecond, 1), 3.6e12)))
        source.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(1))
        source.setEventHandler { [weak self] in
            // The source delivers on the main queue, which is the main actor's executor.
            MainActor.assumeIsolated { self?.tick() }
        }
        source.resume()
        timer = source
    }

    /// Stops producing frames; pending actions wait for the next ``start()``.
    public func stop() {
        timer?.cancel()
        timer = nil
    }

    @discardableResult
    public func addFrameObserver(_ body: @escaping @MainActor (TimeInterval) -> Void) -> ClockToken {
        scheduler.addObserver(body)
    }

    @discardableResult
    public func addFrameObserver(_ body: @escaping @MainActor (TimeInterval) -> Void,
                                 ifReleased: @escaping @MainActor (TimeInterval) -> Void) -> ClockToken {
        scheduler.addObserver(body, ifReleased: ifReleased)
    }

    @discardableResult
    public func schedule(at time: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ClockToken {
        scheduler.schedule(at: time, now: now, action)
    }

    @discardableResult
    public func schedule(at time: TimeInterval, _ action: @escaping @MainActor () -> Void,
                         ifReleased: @escaping @MainActor (TimeInterval) -> Void) -> ClockToken {
        scheduler.schedule(at: time, now: now, action, ifReleased: ifReleased)
    }

    public func cancel(_ token: ClockToken) {
        scheduler.cancel(token)
    }

    /// Produces one frame at the current time (the timer calls this; tests may too).
    func tick() {
        let frameTime = now
        while let action = scheduler.popAction(dueBy: frameTime) {
            action.body()
        }
        scheduler.notifyObservers(frameTime)
    }
}
