import Benchmark
import BenchmarkScenes
import Choreo
import Foundation

/// Layout benchmarks: each times `layoutThatFits` on a spec tree, the call users make, next to
/// the same trees in Yoga 3 (`Scripts/bench_vs_yoga.py`).
///
/// - Full layout: a tree built afresh for each sample (not timed), laid out once: reading the
///   specs into the engine's tree, flexbox, pixel snapping and the result, as a first layout.
/// - Relayout: one leaf of the feed changed, then laid out again (the spec keeps its tree).
/// - Unchanged: the feed laid out again with nothing changed, 1,000 times in a row (one call
///   takes less than the benchmark's microsecond resolution).
/// - Alternating nests: stacks alternating vertical and horizontal, two children each, every
///   one growing, 40 levels deep (Yoga 3 takes seconds; caching makes it linear).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal],
                                           timeUnits: .microseconds, maxDuration: .seconds(5))

    fullLayoutBenchmark("Yoga huge nested tree (11,111 nodes, rows and columns)", range: .unconstrained) {
        NestedTree.make()
    }
    fullLayoutBenchmark("Wrapping row of 100,000 fixed-size children", range: WrappingRow.range) {
        WrappingRow.make()
    }
    // Exactly 375 wide, as Yoga's `calculateLayout(375, undefined)` lays the root out: with only a
    // maximum width the root and every cell would size to their content (226 points), another
    // tree than the one Yoga is timed on.
    fullLayoutBenchmark("Feed of 1,000 cells x 15 elements", range: Feed.range) {
        Feed.make(cells: 1000).root
    }
    relayoutBenchmarks()
    nodeFeedBenchmarks()
    fullLayoutBenchmark("Alternating nested stacks, 40 levels", range: .unconstrained) {
        AlternatingNest.make(depth: 40)
    }
}

/// Times the first layout of a tree built (untimed) for each sample; the tree is freed after
/// the measurement stops.
private func fullLayoutBenchmark(_ name: String, range: SizeRange,
                                 _ makeTree: @escaping @MainActor @Sendable () -> any LayoutElement) {
    Benchmark(name, configuration: .init(scalingFactor: .one)) { benchmark in
        // The benchmark object stays with this task, which waits for the main actor.
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let tree = makeTree()
            benchmark.startMeasurement()
            let size = tree.layoutThatFits(range).size
            benchmark.stopMeasurement()
            blackHole(size)
            withExtendedLifetime(tree) {}
        }
    }
}

/// One cell's body of the 1,000-cell feed changes height (alternately 48 and 60 points), then the
/// feed is laid out again; and the feed laid out again unchanged, 1,000 times.
private func relayoutBenchmarks() {
    let holder = FeedHolder()
    keptFeedBenchmark("Feed relayout after one cell changes", holder) { feed in
        holder.flips += 1
        feed.bodies[500].style.height = .points(holder.flips % 2 == 0 ? 48 : 60)
    }
    keptFeedBenchmark("Feed laid out again unchanged, 1,000 calls", holder, calls: 1000) { _ in }
}

/// Times `change` and the feed's next `layoutThatFits`, `calls` times in a row, on a feed laid
/// out once in setup.
private func keptFeedBenchmark(_ name: String, _ holder: FeedHolder, calls: Int = 1,
                               change: @escaping @MainActor @Sendable (Feed) -> Void) {
    Benchmark(name, configuration: .init(scalingFactor: .one)) { benchmark in
        // The benchmark object stays with this task, which waits for the main actor.
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            guard let feed = holder.feed else { return }
            benchmark.startMeasurement()
            for _ in 0..<calls {
                change(feed)
                blackHole(feed.root.layoutThatFits(Feed.range).size)
            }
            benchmark.stopMeasurement()
        }
    } setup: {
        await MainActor.run {
            let feed = Feed.make(cells: 1000)
            _ = feed.root.layoutThatFits(Feed.range)
            holder.feed = feed
        }
    }
}

private final class FeedHolder: @unchecked Sendable {
    var feed: Feed?
    var flips = 0
}

/// Stacks alternating vertical and horizontal, two growing children each, `depth` levels: the
/// case where Yoga 3's measurement cache is exponential.
@MainActor
enum AlternatingNest {
    static func make(depth: Int) -> any LayoutElement {
        let root = StackLayoutSpec()
        var current = root
        for level in 0..<depth {
            current.direction = level % 2 == 0 ? .vertical : .horizontal
            let next = StackLayoutSpec()
            next.style.flexGrow = 1
            let sibling = LayoutSpec()
            sibling.style.flexGrow = 1
            current.children = [next, sibling]
            current = next
        }
        return root
    }
}
