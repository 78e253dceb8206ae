import Benchmark
import Choreo
import Foundation

/// (g) The feed as display nodes on a stage: 1,000 cell nodes of ten leaf nodes each (11,001
/// nodes) under a screen node, 375 points wide. One cell's body changes height (48 and 60 points
/// in turn) and the stage runs its layout pass, as every frame does after `setNeedsLayout`.
func nodeFeedBenchmarks() {
    let holder = NodeFeedHolder()
    Benchmark("Stage pass after one feed cell changes (11,001 nodes)", configuration: .init(scalingFactor: .one)) { benchmark in
        // The benchmark object stays with this task, which waits for the main actor.
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            guard let screen = holder.screen, let stage = screen.stage else { return }
            holder.flips += 1
            benchmark.startMeasurement()
            screen.cells[500].body.style.height = .points(holder.flips % 2 == 0 ? 48 : 60)
            stage.layoutIfNeeded()
            benchmark.stopMeasurement()
        }
    } setup: {
        await MainActor.run {
            let screen = FeedScreenNode(cells: 1000)
            let stage = Stage(size: CGSize(width: 375, height: 667), clock: ManualClock())
            stage.rootNode = screen
            stage.layoutIfNeeded()
            holder.stage = stage
            holder.screen = screen
        }
    }
}

private final class NodeFeedHolder: @unchecked Sendable {
    var stage: Stage?
    var screen: FeedScreenNode?
    var flips = 0
}

/// A feed cell as a node: its ten leaves are nodes; its spec is ``Feed/cell(_:)``'s.
@MainActor
final class FeedCellNode: DisplayNode {
    let leaves: [DisplayNode] = Feed.leafStyles.map { style in
        let node = DisplayNode()
        node.style = style
        return node
    }
    var body: DisplayNode { leaves[Feed.bodyIndex] }

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        Feed.cell(leaves)
    }
}

/// The screen: its cells in a vertical stack.
@MainActor
final class FeedScreenNode: DisplayNode {
    let cells: [FeedCellNode]

    init(cells: Int) {
        self.cells = (0..<cells).map { _ in FeedCellNode() }
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        let stack = StackLayoutSpec()
        stack.direction = .vertical
        stack.children = cells
        return stack
    }
}
