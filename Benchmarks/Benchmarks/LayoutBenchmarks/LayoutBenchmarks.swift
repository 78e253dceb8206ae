import Benchmark
import Choreo
import Foundation

/// Layout benchmarks: each times `layoutThatFits` on a spec tree, the call users make, next to
/// the same trees in Yoga 3 (`Scripts/bench_vs_yoga.py`).
///
/// - Full layout: a tree built afresh for each sample (not timed), laid out once: reading the
///   specs into the engine's tree, flexbox, pixel snapping and the result, as a first layout.
/// - Relayout: one leaf of the feed changed, then laid out again (the spec keeps its tree).
/// - Unchanged: the feed laid out again with nothing changed.
/// - Alternating nests: stacks alternating vertical and horizontal, two children each, every
///   one growing, 40 levels deep (Yoga 3 takes seconds; caching makes it linear).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal],
                                           timeUnits: .microseconds, maxDuration: .seconds(5))

    fullLayoutBenchmark("Yoga huge nested tree (11,111 nodes, rows and columns)", range: .unconstrained) {
        NestedTree.make(levels: 4, fanOut: 10)
    }
    fullLayoutBenchmark("Wrapping row of 100,000 fixed-size children",
                        range: SizeRange(min: .zero, max: CGSize(width: 1000, height: CGFloat.infinity))) {
        WrappingRow.make(count: 100_000)
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
/// feed is laid out again; and the feed laid out again unchanged.
private func relayoutBenchmarks() {
    let holder = FeedHolder()
    keptFeedBenchmark("Feed relayout after one cell changes", holder) { feed in
        holder.flips += 1
        feed.bodies[500].style.height = .points(holder.flips % 2 == 0 ? 48 : 60)
    }
    keptFeedBenchmark("Feed laid out again unchanged", holder) { _ in }
}

/// Times `change` and the feed's next `layoutThatFits`, on a feed laid out once in setup.
private func keptFeedBenchmark(_ name: String, _ holder: FeedHolder,
                               change: @escaping @MainActor @Sendable (Feed) -> Void) {
    Benchmark(name, configuration: .init(scalingFactor: .one)) { benchmark in
        // The benchmark object stays with this task, which waits for the main actor.
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            guard let feed = holder.feed else { return }
            benchmark.startMeasurement()
            change(feed)
            blackHole(feed.root.layoutThatFits(Feed.range).size)
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

/// (a) Yoga's "huge nested layout" benchmark: under an unstyled root, four levels of ten
/// children each, columns and rows alternating, every node 10 x 10 and growing; the root is laid
/// out unconstrained. `Scripts/bench_vs_yoga.py` builds the same tree for Yoga.
@MainActor
enum NestedTree {
    static func make(levels: Int, fanOut: Int) -> any LayoutElement {
        func node(depth: Int) -> StackLayoutSpec {
            let stack = StackLayoutSpec()
            stack.direction = depth % 2 == 0 ? .horizontal : .vertical
            if depth == 0 { stack.direction = .vertical }
            stack.alignItems = .stretch
            if depth > 0 {
                stack.style.flexGrow = 1
                stack.style.preferredSize = CGSize(width: 10, height: 10)
            }
            if depth < levels { stack.children = (0..<fanOut).map { _ in node(depth: depth + 1) } }
            return stack
        }
        return node(depth: 0)
    }
}

/// (b) A 1000-point wide wrapping row of 10x10 children.
@MainActor
enum WrappingRow {
    static func make(count: Int) -> any LayoutElement {
        let row = StackLayoutSpec()
        row.flexWrap = .wrap
        row.style.width = .points(1000)
        row.children = (0..<count).map { _ in
            let child = LayoutSpec()
            child.style.preferredSize = CGSize(width: 10, height: 10)
            return child
        }
        return row
    }
}

/// (c) A feed: each cell is a row of an avatar and a column of text-like leaves and actions.
@MainActor
struct Feed {
    nonisolated static let range = SizeRange(min: CGSize(width: 375, height: 0), max: CGSize(width: 375, height: CGFloat.infinity))

    let root: StackLayoutSpec
    /// Each cell's body (the 48-point leaf), the leaf the relayout benchmark changes.
    let bodies: [LayoutSpec]

    static func make(cells: Int) -> Feed {
        var bodies: [LayoutSpec] = []
        let feed = StackLayoutSpec()
        feed.direction = .vertical
        feed.children = (0..<cells).map { _ in
            let leaves = leafStyles.map { style in
                let leaf = LayoutSpec()
                leaf.style = style
                return leaf
            }
            bodies.append(leaves[bodyIndex])
            return cell(leaves)
        }
        return Feed(root: feed, bodies: bodies)
    }

    /// The styles of a cell's ten leaves: avatar, title, time, subtitle, body, four actions, divider.
    static let leafStyles: [LayoutElementStyle] = [
        leafStyle(width: 40, height: 40) { $0.margin.right = .points(12) },
        leafStyle(height: 20) { $0.flexGrow = 1 },
        leafStyle(width: 40, height: 14) { $0.margin.left = .points(8) },
        leafStyle(width: 150, height: 16) { $0.margin.top = .points(4) },
        leafStyle(height: 48) { $0.margin.top = .points(6) },
    ] + Array(repeating: leafStyle(width: 24, height: 24), count: 4) + [
        leafStyle(height: 1) { $0.margin.top = .points(12) },
    ]
    /// Where the body is in ``leafStyles``.
    static let bodyIndex = 4

    private static func leafStyle(width: CGFloat? = nil, height: CGFloat,
                                  configure: (inout LayoutElementStyle) -> Void = { _ in }) -> LayoutElementStyle {
        var style = LayoutElementStyle()
        if let width { style.width = .points(width) }
        style.height = .points(height)
        configure(&style)
        return style
    }

    private static func stack(_ direction: StackLayoutDirection, _ children: [any LayoutElement],
                              configure: (StackLayoutSpec) -> Void = { _ in }) -> StackLayoutSpec {
        let stack = StackLayoutSpec()
        stack.direction = direction
        stack.children = children
        configure(stack)
        return stack
    }

    /// A cell's specs around its ten leaves (in the order of ``leafStyles``).
    static func cell(_ leaves: [any LayoutElement]) -> LayoutSpec {
        let header = stack(.horizontal, [leaves[1], leaves[2]]) { $0.alignItems = .center }
        let actions = stack(.horizontal, Array(leaves[5..<9])) {
            $0.justifyContent = .spaceBetween
            $0.style.margin.top = .points(8)
        }
        let content = stack(.vertical, [header, leaves[3], leaves[4], actions]) {
            $0.style.flexGrow = 1
            $0.style.flexShrink = 1
        }
        let mainRow = stack(.horizontal, [leaves[0], content]) { $0.alignItems = .start }
        return stack(.vertical, [mainRow, leaves[9]]) {
            $0.style.padding = DimensionInsets(EdgeInsets(top: 12, left: 12, bottom: 12, right: 12))
        }
    }
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
