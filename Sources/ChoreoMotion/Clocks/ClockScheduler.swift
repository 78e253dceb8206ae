import ChoreoSupport
import Foundation

/// The bookkeeping both clocks share: frame observers in insertion order and one-shot actions
/// ordered by due time, then by scheduling order, each with what to run if the clock is
/// released first.
@MainActor
final class ClockScheduler {
    private struct Action {
        let token: ClockToken
        let time: TimeInterval
        let body: @MainActor () -> Void
        let released: (@MainActor (TimeInterval) -> Void)?
    }

    private struct Observer {
        let body: @MainActor (TimeInterval) -> Void
        let released: (@MainActor (TimeInterval) -> Void)?
    }

    private var lastToken: UInt64 = 0
    private var observerOrder: [ClockToken] = []
    private var observers: [ClockToken: Observer] = [:]
    /// Sorted latest first, so the next action due is popped from the end.
    private var actions: [Action] = []

    private func makeToken() -> ClockToken {
        lastToken += 1
        return ClockToken(rawValue: lastToken)
    }

    func addObserver(_ body: @escaping @MainActor (TimeInterval) -> Void,
                     ifReleased released: (@MainActor (TimeInterval) -> Void)? = nil) -> ClockToken {
        let token = makeToken()
        observerOrder.append(token)
        observers[token] = Observer(body: body, released: released)
        return token
    }

    func schedule(at time: TimeInterval, now: TimeInterval, _ body: @escaping @MainActor () -> Void,
                  ifReleased released: (@MainActor (TimeInterval) -> Void)? = nil) -> ClockToken {
        let time = Diagnostics.checked(time, "Clock schedule time", must: "a number", fallback: now) { !$0.isNaN }
        let token = makeToken()
        // The array runs latest first: going in front of every action due at or before `time`
        // makes equal times pop in scheduling order.
        let index = actions.firstIndex { $0.time <= time } ?? actions.endIndex
        actions.insert(Action(token: token, time: time, body: body, released: released), at: index)
        return token
    }

    func cancel(_ token: ClockToken) {
        if observers.removeValue(forKey: token) != nil {
            observerOrder.removeAll { $0 == token }
        } else {
            actions.removeAll { $0.token == token }
        }
    }

    /// Removes and returns the earliest action due at or before `time`.
    func popAction(dueBy time: TimeInterval) -> (time: TimeInterval, body: @MainActor () -> Void)? {
        guard let next = actions.last, next.time <= time else { return nil }
        actions.removeLast()
        return (next.time, next.body)
    }

    /// Calls every observer registered when the frame began and not cancelled since.
    func notifyObservers(_ now: TimeInterval) {
        for token in observerOrder {
            observers[token]?.body(now)
        }
    }

    /// The clock is going at `now`: forgets every action and observer, then runs the release
    /// handlers of the pending actions (in time order) and of the observers (in order), once each.
    func releaseAll(at now: TimeInterval) {
        let pending = actions.reversed().compactMap(\.released)
        let observing = observerOrder.compactMap { observers[$0]?.released }
        actions = []
        observers = [:]
        observerOrder = []
        for handler in pending + observing { handler(now) }
    }
}
