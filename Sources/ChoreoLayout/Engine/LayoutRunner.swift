import Foundation

extension LayoutTree {
    /// Computes the layout of this tree in `range`. Pure: safe on any thread.
    ///
    /// Trees deeper than ``LayoutTree/deepTreeThreshold`` run on a thread with a stack sized for
    /// their depth, so any cycle-free tree lays out without overflowing the stack.
    package func computeLayout(in range: SizeRange, parentSize: CGSize?) -> Layout {
        if depth > LayoutTree.deepTreeThreshold {
            return runOnLargeStack(depth: depth) { computeLayoutDirectly(in: range, parentSize: parentSize) }
        }
        return computeLayoutDirectly(in: range, parentSize: parentSize)
    }

    /// Depth above which layout moves to a thread with a larger stack.
    package static let deepTreeThreshold = 48

    private func computeLayoutDirectly(in range: SizeRange, parentSize: CGSize?) -> Layout {
        var engine = LayoutEngine(tree: self)
        engine.layoutRoot(in: range, parentSize: parentSize)
        return Layout(storage: LayoutStorage(tree: self, frames: engine.snappedFrames()), index: 0)
    }
}

/// Runs `body` on a new thread whose stack fits a recursion `depth` levels deep, and waits.
///
/// When called on the main thread, the main thread keeps serving ``onMainActor`` requests from
/// the worker while it waits, so measuring elements that need the main actor cannot deadlock.
private func runOnLargeStack<T: Sendable>(depth: Int, _ body: @escaping @Sendable () -> T) -> T {
    let channel = MainActorChannel()
    let result = ResultBox<T>()
    let callerIsMain = Thread.isMainThread
    let thread = Thread {
        if callerIsMain { Thread.current.threadDictionary[MainActorChannel.key] = channel }
        result.value = body()
        channel.finish()
    }
    // About 6 KiB of stack per level of nesting covers the flex recursion with room to spare.
    thread.stackSize = max(4 << 20, depth * 6 * 1024 + (1 << 20))
    thread.start()
    channel.serveUntilFinished()
    return result.value!
}

private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
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
