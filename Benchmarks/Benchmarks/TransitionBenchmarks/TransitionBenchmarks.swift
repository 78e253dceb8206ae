import Benchmark
import Choreo
import Foundation

/// Preparing a layout transition of a 1,000-node screen on the main actor: snapshot, measure,
/// diff, insert the new nodes and build the default animation. Goal: under 1 ms, so a
/// transition starts within a frame even without asynchronous measurement.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal],
                                           timeUnits: .microseconds, maxDuration: .seconds(5))

    Benchmark("Prepare an animated transition of a 1,000-node screen") { benchmark async in
        // The benchmark object stays with this task, which waits for the main actor.
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let screen = Screen.shared
            for _ in benchmark.scaledIterations {
                screen.toggle()
                benchmark.startMeasurement()
                blackHole(screen.node.transitionLayout(withAnimation: true))
                benchmark.stopMeasurement()
                screen.clock.advance(by: 1)   // let the animation finish outside the measurement
            }
        }
    }

    // The reference: laying the same screen out alone (snapshot and layout, nothing applied).
    Benchmark("Lay out the same 1,000-node screen alone (reference)") { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let screen = Screen.shared
            let range = SizeRange(exactly: screen.stage.size)
            for _ in benchmark.scaledIterations {
                screen.toggle()
                benchmark.startMeasurement()
                blackHole(screen.node.layoutThatFits(range))
                benchmark.stopMeasurement()
            }
        }
    }
}

/// A screen of 1,000 rows in a column; each toggle removes 20 rows, inserts 20 and moves the rest.
@MainActor
final class Screen {
    static let shared = Screen()

    final class ListNode: DisplayNode {
        let rows: [DisplayNode]
        var visible: [Int]

        init(rows: Int) {
            self.rows = (0..<rows).map { _ in
                let row = DisplayNode()
                row.style.height = .points(20)
                row.backgroundColor = .lightGray
                return row
            }
            visible = Array(0..<rows - 20)
            super.init()
            automaticallyManagesSubnodes = true
        }

        override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
            StackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch,
                            children: visible.map { rows[$0] })
        }
    }

    let clock = ManualClock()
    let stage: Stage
    let node = ListNode(rows: 1000)
    private var flipped = false

    private init() {
        stage = Stage(size: CGSize(width: 375, height: 20_000), clock: clock)
        stage.rootNode = node
        stage.layoutIfNeeded()
    }

    func toggle() {
        flipped.toggle()
        node.visible = flipped ? Array(20..<1000) : Array(0..<980)
    }
}
