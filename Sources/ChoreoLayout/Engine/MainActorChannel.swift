import Foundation

/// Runs `body` on the main actor, synchronously: directly when already there, through the
/// waiting main thread when layout runs on a large-stack worker, otherwise by waiting for the
/// main queue (async measurement never blocks the main actor, so this cannot deadlock).
package func onMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
    if MainActorChannel.callerHoldsMainActor {
        return MainActor.assumeIsolated { body() }
    }
    return withoutActuallyEscaping(body) { escapable in
        let box = UncheckedSendableBox(escapable)
        if let channel = MainActorChannel.current {
            var result: T?
            channel.perform { result = MainActor.assumeIsolated { box.value() } }
            return result!
        }
        return DispatchQueue.main.sync { MainActor.assumeIsolated { box.value() } }
    }
}

private struct UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Lets a worker thread run main-actor work while the main thread waits for that worker.
final class MainActorChannel: @unchecked Sendable {
    static let key = "ChoreoMainActorChannel"
    private let condition = NSCondition()
    private var request: (() -> Void)?
    private var finished = false

    /// The channel of the current worker thread, if a waiting main thread serves one.
    static var current: MainActorChannel? {
        Thread.current.threadDictionary[key] as? MainActorChannel
    }

    private static let callerKey = "ChoreoCallerHoldsMainActor"

    /// Whether the current thread is running main-actor code that is waiting for a layout
    /// (on Linux the main actor does not always run on the main thread).
    static var callerHoldsMainActor: Bool {
        Thread.isMainThread || Thread.current.threadDictionary[callerKey] != nil
    }

    /// Runs `body`, marking this thread as holding the main actor meanwhile.
    @MainActor
    static func withCallerOnMainActor<T>(_ body: () -> T) -> T {
        let dictionary = Thread.current.threadDictionary
        let outer = dictionary[callerKey]
        dictionary[callerKey] = true
        defer { dictionary[callerKey] = outer }
        return body()
    }

    /// Runs `work` on the waiting thread and returns once it has run.
    func perform(_ work: @escaping () -> Void) {
        condition.lock()
        var done = false
        request = {
            work()
            done = true
        }
        condition.broadcast()
        while !done { condition.wait() }
        condition.unlock()
    }

    func finish() {
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// Serves requests until the worker finishes.
    func serveUntilFinished() {
        condition.lock()
        while !finished {
            if let work = request {
                request = nil
                work()
                condition.broadcast()
            } else {
                condition.wait()
            }
        }
        condition.unlock()
    }
}
