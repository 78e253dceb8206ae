import Benchmark
import BenchmarkScenes
import Choreo
import Foundation

/// One frame of a busy stage: 10,000 nodes (100 groups of 100) each animating its frame and its
/// alpha with an ease-in-out curve. An iteration samples every node's presentation and builds
/// the render tree, as `Stage.renderTree()` does for each frame. Goal: < 2 ms per frame.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        timeUnits: .microseconds,
        warmupIterations: 5,
        maxDuration: .seconds(5),
        maxIterations: 2_000
    )

    previewFrameBenchmarks()

    let holder = SceneHolder()
    Benchmark("Render tree of 10,000 nodes animating frame and alpha (one frame)", closure: { benchmark in
        // The benchmark object stays with this task, which waits for the main actor.
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            guard let scene = holder.scene else { return }
            for _ in benchmark.scaledIterations {
                scene.clock.now = BusyStage.time(holder.nextSample())
                benchmark.startMeasurement()
                let tree = scene.stage.renderTree()
                benchmark.stopMeasurement()
                blackHole(tree.items.count)
            }
        }
    }, setup: {
        let scene = await MainActor.run { BusyStage() }
        holder.scene = scene
    })

    // The reference for the frame above: the same 20,000 tracks (10,000 frames and 10,000
    // alphas, same curve) sampled alone at the same 48 instants, without nodes or a render tree.
    let tracks = BusyTracks()
    Benchmark("Sampling the same 20,000 tracks alone (reference for one frame)") { benchmark in
        for _ in benchmark.scaledIterations {
            let time = BusyStage.time(holder.nextSample())
            benchmark.startMeasurement()
            blackHole(tracks.sample(at: time))
            benchmark.stopMeasurement()
        }
    }

    // The two above, paired: each iteration draws one frame and then samples the bare tracks at
    // the same instant, and records the ratio of the two times. Run one after the other, the two
    // benchmarks above see this shared machine in different moments, whose speed changes from
    // second to second; paired, the ratio does not move with it.
    let frameRatio = BenchmarkMetric.custom("Frame ÷ sampling (%)", polarity: .prefersSmaller,
                                            useScalingFactor: false)
    Benchmark("One frame against sampling its tracks alone, paired",
              configuration: .init(metrics: [frameRatio]), closure: { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            guard let scene = holder.scene else { return }
            for _ in benchmark.scaledIterations {
                let time = BusyStage.time(holder.nextSample())
                scene.clock.now = time
                let start = DispatchTime.now().uptimeNanoseconds
                let itemCount = scene.stage.renderTree().items.count
                let drawn = DispatchTime.now().uptimeNanoseconds
                let sum = tracks.sample(at: time)
                let sampled = DispatchTime.now().uptimeNanoseconds
                blackHole((itemCount, sum))
                benchmark.measurement(frameRatio, Int(100 * Double(drawn - start) / Double(sampled - drawn)))
            }
        }
    }, setup: {
        let scene = await MainActor.run { BusyStage() }
        holder.scene = scene
    })

    Benchmark("Presentation of 10,000 animating nodes (no render tree)", closure: { benchmark in
        // The benchmark object stays with this task, which waits for the main actor.
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            guard let scene = holder.scene else { return }
            for _ in benchmark.scaledIterations {
                scene.clock.now = BusyStage.time(holder.nextSample())
                benchmark.startMeasurement()
                var sum: CGFloat = 0
                for node in scene.nodes {
                    let presentation = node.presentation
                    sum += presentation.frame.maxX + presentation.alpha
                }
                benchmark.stopMeasurement()
                blackHole(sum)
            }
        }
    }, setup: {
        let scene = await MainActor.run { BusyStage() }
        holder.scene = scene
    })
}

private final class SceneHolder: @unchecked Sendable {
    var scene: BusyStage?
    private var sample = 0

    /// Counts samples: `scaledIterations` restarts at 0 for every one, and each sample should
    /// see another moment of the animation.
    func nextSample() -> Int {
        sample += 1
        return sample
    }
}
