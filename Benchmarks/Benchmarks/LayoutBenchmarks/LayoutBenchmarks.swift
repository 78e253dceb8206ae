import Benchmark
import Choreo
import Foundation

/// Layout benchmarks. Trees are built and snapshotted once in setup (on the main actor); each
/// iteration times one full layout of the snapshot: flexbox resolution, pixel snapping and the
/// result. The shapes mirror the Yoga baselines measured on the same machine.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal],
                                           timeUnits: .microseconds, maxDuration: .seconds(5))

    layoutBenchmark("Yoga huge nested tree (11,111 nodes, rows and columns)", range: .unconstrained) {
        NestedTree.make(levels: 4, fanOut: 10)
    }
    layoutBenchmark("Wrapping row of 100,000 fixed-size children",
                    range: SizeRange(min: .zero, max: CGSize(width: 1000, height: CGFloat.infinity))) {
        WrappingRow.make(count: 100_000)
    }
    // Exactly 375 wide, as Yoga's `calculateLayout(375, undefined)` lays the root out: with only a
    // maximum width the root and every cell would size to their content (226 points), another
    // tree than the one Yoga is timed on.
    layoutBenchmark("Feed of 1,000 cells x 15 elements",
                    range: SizeRange(min: CGSize(width: 375, height: 0),
                                     max: CGSize(width: 375, height: CGFloat.infinity))) {
        Feed.make(cells: 1000)
    }
}

private func layoutBenchmark(_ name: String, range: SizeRange,
                             _ makeTree: @escaping @MainActor @Sendable () -> any LayoutElement) {
    let holder = SnapshotHolder()
    Benchmark(name, closure: { benchmark in
        guard let snapshot = holder.snapshot else { return }
        for _ in benchmark.scaledIterations {
            blackHole(snapshot.layout(in: range).size)
        }
    }, setup: {
        holder.snapshot = await MainActor.run { LayoutSnapshot(makeTree()) }
    })
}

private final class SnapshotHolder: @unchecked Sendable {
    var snapshot: LayoutSnapshot?
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
enum Feed {
    static func make(cells: Int) -> any LayoutElement {
        let feed = StackLayoutSpec()
        feed.direction = .vertical
        feed.children = (0..<cells).map { _ in cell() }
        return feed
    }

    private static func leaf(width: CGFloat? = nil, height: CGFloat, configure: (inout LayoutElementStyle) -> Void = { _ in }) -> LayoutSpec {
        let spec = LayoutSpec()
        if let width { spec.style.width = .points(width) }
        spec.style.height = .points(height)
        configure(&spec.style)
        return spec
    }

    private static func stack(_ direction: StackLayoutDirection, _ children: [any LayoutElement],
                              configure: (StackLayoutSpec) -> Void = { _ in }) -> StackLayoutSpec {
        let stack = StackLayoutSpec()
        stack.direction = direction
        stack.children = children
        configure(stack)
        return stack
    }

    private static func cell() -> any LayoutElement {
        let header = stack(.horizontal, [
            leaf(height: 20) { $0.flexGrow = 1 },
            leaf(width: 40, height: 14) { $0.margin.left = .points(8) },
        ]) { $0.alignItems = .center }
        let actions = stack(.horizontal, (0..<4).map { _ in leaf(width: 24, height: 24) }) {
            $0.justifyContent = .spaceBetween
            $0.style.margin.top = .points(8)
        }
        let content = stack(.vertical, [
            header,
            leaf(width: 150, height: 16) { $0.margin.top = .points(4) },
            leaf(height: 48) { $0.margin.top = .points(6) },
            actions,
        ]) {
            $0.style.flexGrow = 1
            $0.style.flexShrink = 1
        }
        let mainRow = stack(.horizontal, [
            leaf(width: 40, height: 40) { $0.margin.right = .points(12) },
            content,
        ]) { $0.alignItems = .start }
        return stack(.vertical, [mainRow, leaf(height: 1) { $0.margin.top = .points(12) }]) {
            $0.style.padding = DimensionInsets(EdgeInsets(top: 12, left: 12, bottom: 12, right: 12))
        }
    }
}
