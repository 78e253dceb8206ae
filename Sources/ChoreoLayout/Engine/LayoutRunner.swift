import Foundation

extension LayoutTree {
    /// Computes the layout of this tree in `range` from scratch. Pure: safe on any thread.
    package func computeLayout(in range: SizeRange, parentSize: CGSize?) -> Layout {
        var state = LayoutState()
        state.prepare(count: nodes.count, reused: [])
        layOut(in: range, parentSize: parentSize, state: &state, snappingAll: true)
        return result(of: state)
    }

    /// Computes the layout while the caller holds the main actor: elements that must be measured
    /// on the main actor are measured right here (or through this thread, for deep trees).
    @MainActor
    package func computeLayoutOnMainActor(in range: SizeRange, parentSize: CGSize?) -> Layout {
        MainActorChannel.withCallerOnMainActor { computeLayout(in: range, parentSize: parentSize) }
    }

    /// One layout pass that updates `state` (the results of earlier passes, whose caches answer
    /// for whatever did not change). The state is moved, never copied: a copy of its arrays
    /// would cost as much as laying the whole tree out.
    ///
    /// Trees deeper than ``LayoutTree/deepTreeThreshold`` run on a thread with a stack sized for
    /// their depth, so any cycle-free tree lays out without overflowing the stack.
    func layOut(in range: SizeRange, parentSize: CGSize?, state: inout LayoutState, snappingAll: Bool) {
        state.beginPass()
        let box = StateBox()
        swap(&box.state, &state)
        let body: @Sendable () -> Void = { [self] in
            withView { view in
                let engine = LayoutEngine(tree: self, view: view, state: LayoutState())
                swap(&engine.state, &box.state)
                engine.layoutRoot(in: range, parentSize: parentSize)
                engine.snapFrames(full: snappingAll)
                swap(&engine.state, &box.state)
            }
        }
        if depth > LayoutTree.deepTreeThreshold {
            runOnLargeStack(depth: depth, body)
        } else {
            body()
        }
        swap(&box.state, &state)
    }

    /// The result view of this tree with the frames of `state`.
    func result(of state: LayoutState) -> Layout {
        Layout(storage: LayoutStorage(tree: self, frames: state.frames), index: 0)
    }

    /// Depth above which layout moves to a thread with a larger stack: a level of nesting takes
    /// up to ~24 KiB in debug builds, the main thread has 8 MiB and worker threads may have 512 KiB
    /// (starting a thread costs more than laying out a small deep tree, so the main thread keeps
    /// what it can).
    package static var deepTreeThreshold: Int { Thread.isMainThread ? 200 : 20 }

    /// Lays the tree out the way Yoga's `calculateLayout(root, availableWidth, availableHeight)`
    /// treats its root (NaN: undefined), rather than in a Texture size range. For comparing the
    /// flexbox engine with Yoga.
    package func computeYogaRootLayout(availableWidth: CGFloat, availableHeight: CGFloat) -> Layout {
        var state = LayoutState()
        state.prepare(count: nodes.count, reused: [])
        state.beginPass()
        withView { view in
            let engine = LayoutEngine(tree: self, view: view, state: LayoutState())
            swap(&engine.state, &state)
            engine.layoutAsYogaRoot(availableWidth: availableWidth, availableHeight: availableHeight)
            engine.snapFrames(full: true)
            swap(&engine.state, &state)
        }
        return result(of: state)
    }
}

/// Runs `body` on a new thread whose stack fits a recursion `depth` levels deep, and waits.
///
/// When called on the main thread, the main thread keeps serving ``onMainActor`` requests from
/// the worker while it waits, so measuring elements that need the main actor cannot deadlock.
private func runOnLargeStack<T: Sendable>(depth: Int, _ body: @escaping @Sendable () -> T) -> T {
    let channel = MainActorChannel()
    let result = ResultBox<T>()
    let callerIsMain = MainActorChannel.callerHoldsMainActor
    let thread = Thread {
        if callerIsMain { Thread.current.threadDictionary[MainActorChannel.key] = channel }
        result.value = body()
        channel.finish()
    }
    // Debug builds take about 24 KiB of stack per level of nesting, release builds about 7 KiB.
    thread.stackSize = max(4 << 20, depth * 32 * 1024 + (1 << 20))
    thread.start()
    channel.serveUntilFinished()
    return result.value!
}

private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

/// Carries a pass's state to the thread that runs it (only one thread touches it at a time).
private final class StateBox: @unchecked Sendable {
    var state = LayoutState()
}
