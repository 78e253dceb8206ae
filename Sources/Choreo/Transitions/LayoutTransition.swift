import Foundation

/// A layout transition started with ``DisplayNode/transitionLayout(withAnimation:shouldMeasureAsync:measurementCompletion:)``.
///
/// A newer transition on the same node cancels this one if it is still measuring: a cancelled
/// transition never applies.
@MainActor
public final class LayoutTransition {
    enum Phase { case measuring, animating, completed, cancelled }

    private(set) var phase: Phase
    private var measurementWaiters: [CheckedContinuation<Void, Never>] = []
    private var completionWaiters: [CheckedContinuation<Void, Never>] = []
    /// Set by asynchronous measurement: whether the layout was computed on the main thread.
    var measuredOnMainThread: Bool?

    init(phase: Phase = .measuring) {
        self.phase = phase
    }

    /// Whether the transition was cancelled (by a newer one or ``DisplayNode/cancelLayoutTransition()``)
    /// before it applied.
    public var isCancelled: Bool { phase == .cancelled }

    /// Whether `completeTransition(_:)` has run (or the transition was cancelled or had nothing to do).
    public var isFinished: Bool { phase == .completed || phase == .cancelled }

    /// Returns once the new layout is measured and applied, or the transition was cancelled.
    public func waitForMeasurement() async {
        guard phase == .measuring else { return }
        await withCheckedContinuation { measurementWaiters.append($0) }
    }

    /// Returns once `completeTransition(_:)` ran, or the transition was cancelled.
    public func waitForCompletion() async {
        guard !isFinished else { return }
        await withCheckedContinuation { completionWaiters.append($0) }
    }

    func cancel() {
        guard phase == .measuring else { return }
        phase = .cancelled
        resumeMeasurementWaiters()
        resumeCompletionWaiters()
    }

    func didApply() {
        guard phase == .measuring else { return }
        phase = .animating
        resumeMeasurementWaiters()
    }

    func didComplete() {
        guard phase == .animating || phase == .measuring else { return }
        phase = .completed
        resumeMeasurementWaiters()
        resumeCompletionWaiters()
    }

    private func resumeMeasurementWaiters() {
        let waiters = measurementWaiters
        measurementWaiters = []
        for waiter in waiters { waiter.resume() }
    }

    private func resumeCompletionWaiters() {
        let waiters = completionWaiters
        completionWaiters = []
        for waiter in waiters { waiter.resume() }
    }
}
