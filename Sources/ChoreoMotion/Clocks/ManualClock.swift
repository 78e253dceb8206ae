import ChoreoSupport
import Foundation

/// A clock that moves only when told to: deterministic time for tests, previews and offline
/// rendering.
@MainActor
public final class ManualClock: AnimationClock {
    /// The current time in seconds.
    public private(set) var now: TimeInterval
    private let scheduler = ClockScheduler()

    /// Creates a clock reading `now` (a non-finite start becomes 0).
    public init(now: TimeInterval = 0) {
        self.now = Diagnostics.checked(now, "ManualClock start time", must: "finite", fallback: 0) { $0.isFinite }
    }

    /// Released, it ends what waits on it (see ``AnimationClock/schedule(at:_:ifReleased:)``).
    isolated deinit {
        scheduler.releaseAll(at: now)
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

    /// Moves time forward by `seconds` and produces one frame.
    ///
    /// Every action due by the end runs in time order with ``now`` set to its due time (or left
    /// as is when that time had already passed), including actions scheduled by those callbacks
    /// if they fall due before the end. Then ``now`` becomes the end and each frame observer is
    /// called once. `advance(by: 0)` just produces a frame. Negative, infinite and NaN amounts
    /// are ignored (debug builds warn).
    public func advance(by seconds: TimeInterval) {
        guard seconds >= 0, seconds.isFinite else {
            Diagnostics.warn("ManualClock.advance(by:) needs a finite, non-negative amount, got \(seconds); ignoring it")
            return
        }
        let end = now + seconds
        while let action = scheduler.popAction(dueBy: end) {
            now = max(now, action.time)
            action.body()
        }
        now = end
        scheduler.notifyObservers(end)
    }

    /// Advances to `time` (ignored, with a debug warning, when it is in the past).
    public func advance(to time: TimeInterval) {
        advance(by: time - now)
    }
}
