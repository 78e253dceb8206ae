import Benchmark
import Choreo
import Foundation

/// PinLayout on display nodes: 10,000 sibling nodes stacked with a typical chain
/// (`pin.top(to: previous.edge.bottom).left().right().height(44).marginTop(8)`), next to the
/// same frames set directly with `frame =`. The supernode's width alternates between iterations
/// (outside the measurement) so every frame really changes. Goal: pin at most 3x `frame =`.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        timeUnits: .microseconds,
        warmupIterations: 5,
        maxDuration: .seconds(5),
        maxIterations: 1_000
    )

    let holder = ListHolder()
    Benchmark("Pin: 10,000 siblings, top(to:).left().right().height(44).marginTop(8)", closure: { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            guard let list = holder.list else { return }
            for iteration in benchmark.scaledIterations {
                list.resize(iteration)
                benchmark.startMeasurement()
                list.layoutWithPin()
                benchmark.stopMeasurement()
                blackHole(list.nodes.last!.frame.maxY)
            }
        }
    }, setup: {
        holder.list = await MainActor.run { SiblingList() }
    })

    Benchmark("Pin baseline: the same 10,000 frames set with frame =", closure: { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            guard let list = holder.list else { return }
            for iteration in benchmark.scaledIterations {
                list.resize(iteration)
                benchmark.startMeasurement()
                list.layoutWithFrames()
                benchmark.stopMeasurement()
                blackHole(list.nodes.last!.frame.maxY)
            }
        }
    }, setup: {
        holder.list = await MainActor.run { SiblingList() }
    })
}

private final class ListHolder: @unchecked Sendable {
    var list: SiblingList?
}

@MainActor
private final class SiblingList {
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
