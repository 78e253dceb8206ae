import Foundation

/// A source of animation time and frames, on the main actor.
///
/// The stage samples tracks at ``now`` from a frame observer, and schedules completions with
/// ``schedule(at:_:)``. ``ManualClock`` drives tests and offline rendering deterministically;
/// ``DisplayLinkClock`` ticks in real time on the main run loop.
@MainActor
public protocol AnimationClock: AnyObject {
    /// The current time in seconds.
    var now: TimeInterval { get }

    /// Calls `body` with the frame time on every frame until cancelled; observers run in the
    /// order they were added, after the actions due that frame.
    @discardableResult
    func addFrameObserver(_ body: @escaping @MainActor (TimeInterval) -> Void) -> ClockToken

    /// Runs `action` once, on the first frame (or advance) at which `now ≥ time`.
    ///
    /// Due actions run in time order, ties in scheduling order. An action whose time has already
    /// passed runs at the next frame, never synchronously inside this call. A NaN time counts as
    /// now; `.infinity` never fires.
    @discardableResult
    func schedule(at time: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ClockToken

    /// Removes a frame observer or a pending action; unknown or spent tokens are ignored.
    func cancel(_ token: ClockToken)

    /// ``schedule(at:_:)``, and if the clock is released while `action` is still pending,
    /// `ifReleased` runs instead, once, as the clock goes, with its last ``now``: what waits on
    /// a clock that nothing holds any more ends instead of waiting forever.
    @discardableResult
    func schedule(at time: TimeInterval, _ action: @escaping @MainActor () -> Void,
                  ifReleased: @escaping @MainActor (TimeInterval) -> Void) -> ClockToken

    /// ``addFrameObserver(_:)``, and if the clock is released while the observer is registered,
    /// `ifReleased` runs once, as the clock goes, with its last ``now``.
    @discardableResult
    func addFrameObserver(_ body: @escaping @MainActor (TimeInterval) -> Void,
                          ifReleased: @escaping @MainActor (TimeInterval) -> Void) -> ClockToken
}

extension AnimationClock {
    /// A clock that cannot report its release never calls `ifReleased`.
    @discardableResult
    public func schedule(at time: TimeInterval, _ action: @escaping @MainActor () -> Void,
                         ifReleased: @escaping @MainActor (TimeInterval) -> Void) -> ClockToken {
        schedule(at: time, action)
    }

    /// A clock that cannot report its release never calls `ifReleased`.
    @discardableResult
    public func addFrameObserver(_ body: @escaping @MainActor (TimeInterval) -> Void,
                                 ifReleased: @escaping @MainActor (TimeInterval) -> Void) -> ClockToken {
        addFrameObserver(body)
    }

    /// Runs `action` once, `delay` seconds from ``now``.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ClockToken {
        schedule(at: now + delay, action)
    }
}

/// Identifies a frame observer or scheduled action, for ``AnimationClock/cancel(_:)``.
public struct ClockToken: Hashable, Sendable {
    let rawValue: UInt64
}
