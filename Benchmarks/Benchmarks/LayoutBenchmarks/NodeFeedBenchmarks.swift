import Benchmark
import BenchmarkScenes
import Choreo
import Foundation

/// (g) The feed as display nodes on a stage: 1,000 cell nodes of ten leaf nodes each (11,001
/// nodes) under a screen node, 375 points wide. One cell's body changes height (48 and 60 points
/// in turn) and the stage runs its layout pass, as every frame does after `setNeedsLayout`.
///
/// (h) The same change as an animated layout transition of the screen: from the call to the
/// first frame that moves (the clock's next 120 Hz frame, rendered). Untimed, the transition
/// then completes.
func nodeFeedBenchmarks() {
    let passHolder = NodeFeedHolder()
    Benchmark("Stage pass after one feed cell changes (11,001 nodes)", configuration: .init(scalingFactor: .one)) { benchmark in
        // The benchmark object stays with this task, which waits for the main actor.
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            guard let screen = passHolder.screen, let stage = passHolder.stage else { return }
            benchmark.startMeasurement()
            screen.cells[500].body.style.height = .points(passHolder.nextHeight())
            stage.layoutIfNeeded()
            benchmark.stopMeasurement()
        }
    } setup: {
        await MainActor.run { passHolder.setUp() }
    }

    let transitionHolder = NodeFeedHolder()
    Benchmark("Layout transition after one feed cell changes, call to first moving frame (11,001 nodes)",
              configuration: .init(scalingFactor: .one)) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            guard let screen = transitionHolder.screen, let stage = transitionHolder.stage,
                  let clock = transitionHolder.clock else { return }
            benchmark.startMeasurement()
            screen.cells[500].body.style.height = .points(transitionHolder.nextHeight())
            screen.transitionLayout(withAnimation: true)
            clock.advance(by: 1.0 / 120)
            blackHole(stage.renderTree().items.count)
            benchmark.stopMeasurement()
            clock.advance(by: 1)
            stage.layoutIfNeeded()
        }
    } setup: {
        await MainActor.run { transitionHolder.setUp() }
    }
}

private final class NodeFeedHolder: @unchecked Sendable {
    var stage: Stage?
    var screen: FeedScreenNode?
    var clock: ManualClock?
    private var flips = 0

    @MainActor
    func setUp() {
        let screen = FeedScreenNode(cells: 1000)
        let clock = ManualClock()
        let stage = Stage(size: CGSize(width: 375, height: 667), clock: clock)
        self.clock = clock
        stage.rootNode = screen
        stage.layoutIfNeeded()
        self.stage = stage
        self.screen = screen
    }

    /// The body's next height: 60 and 48 points in turn.
    func nextHeight() -> CGFloat {
        flips += 1
        return flips % 2 == 0 ? 48 : 60
    }
}
