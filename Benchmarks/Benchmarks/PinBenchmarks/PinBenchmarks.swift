import Benchmark
import Choreo
import Foundation

/// PinLayout on display nodes: 10,000 sibling nodes stacked with a typical chain
/// (`pin.top(to: previous.edge.bottom).left().right().height(44).marginTop(8)`), next to the
/// same frames set directly with `frame =`. The supernode's width alternates between iterations
/// (outside the measurement) so every frame really changes. Goal: pin at most 3x `frame =`.
/// `Malloc (total)` is the same for both: a chain in a loop keeps its builder on the stack.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        timeUnits: .microseconds,
        warmupIterations: 5,
        maxDuration: .seconds(5),
        maxIterations: 1_000
    )

    let holder = ListHolder()
    /// One benchmark laying the list out with `layout` (the supernode resized before each iteration).
    func listBenchmark(_ name: String, _ layout: @escaping @Sendable @MainActor (SiblingList) -> Void) {
        Benchmark(name, closure: { benchmark in
            // The benchmark object stays with this task, which waits for the main actor.
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                guard let list = holder.list else { return }
                for _ in benchmark.scaledIterations {
                    // `scaledIterations` restarts at 0 for every sample: count samples here.
                    holder.sample += 1
                    list.resize(holder.sample)
                    benchmark.startMeasurement()
                    layout(list)
                    benchmark.stopMeasurement()
                    blackHole(list.nodes.last!.frame.maxY)
                }
            }
        }, setup: {
            holder.list = await MainActor.run { SiblingList() }
        })
    }
    listBenchmark("Pin: 10,000 siblings, top(to:).left().right().height(44).marginTop(8)") { $0.layoutWithPin() }
    listBenchmark("Pin baseline: the same 10,000 frames set with frame =") { $0.layoutWithFrames() }
}

final class ListHolder: @unchecked Sendable {
    var list: SiblingList?
    var sample = 0
}

@MainActor
final class SiblingList {
    let root = DisplayNode()
    let nodes: [DisplayNode]

    init() {
        root.frame = CGRect(x: 0, y: 0, width: 375, height: 800)
        nodes = (0..<10_000).map { _ in DisplayNode() }
        for node in nodes { root.addSubnode(node) }
    }

    func resize(_ iteration: Int) {
        root.frame.size.width = iteration.isMultiple(of: 2) ? 375 : 376
    }

    func layoutWithPin() {
        nodes[0].pin.top().left().right().height(44).marginTop(8)
        for index in 1..<nodes.count {
            nodes[index].pin.top(to: nodes[index - 1].edge.bottom).left().right().height(44).marginTop(8)
        }
    }

    func layoutWithFrames() {
        let width = root.bounds.width
        var y: CGFloat = 0
        for node in nodes {
            y += 8
            node.frame = CGRect(x: 0, y: y, width: width, height: 44)
            y += 44
        }
    }
}
