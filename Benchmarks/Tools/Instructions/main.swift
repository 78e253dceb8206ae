import BenchmarkScenes
import Choreo
import Foundation

/// The calls the layout and frame benchmarks time, made a few times in a row for
/// `Scripts/count_instructions.sh`, which counts the instructions spent in `timedCall`
/// under Valgrind: a count, unlike a time, does not move with the machine's load, so it shows
/// what a change saves.
///
/// - `nested`, `row`, `feed`: the first `layoutThatFits` of a freshly built spec tree.
/// - `frame`: one `renderTree()` of the busy stage, its animations mid-flight (after one
///   frame that is not counted, which gathers the stage's render order).
/// - `sampling`: the frame's reference, the same tracks sampled alone.
/// - `pass`, `transition`: one feed cell changed on the 1,000-cell stage, then the stage's
///   layout pass (g), or an animated layout transition up to its first rendered frame (h); each
///   after two such calls that are not counted, so the stage is in its steady state.
///
/// `swift run -c release Instructions nested|row|feed|frame|sampling|pass|transition [calls]`
/// in `Benchmarks/`.
@inline(never)
func timedCall<Result>(_ body: () -> Result) -> Result { body() }

/// A fresh spec tree of the layout benchmark `name` names, with the range it is laid out in.
@MainActor
func tree(named name: String) -> (root: any LayoutElement, range: SizeRange)? {
    switch name {
    case "nested": (NestedTree.make(), .unconstrained)
    case "row": (WrappingRow.make(), WrappingRow.range)
    case "feed": (Feed.make(cells: 1000).root, Feed.range)
    default: nil
    }
}

/// Makes `calls` counted calls of what `name` names; false when it names nothing.
@MainActor
func run(_ name: String, calls: Int) -> Bool {
    switch name {
    case "frame":
        let scene = BusyStage()
        _ = scene.stage.renderTree()
        for call in 0..<calls {
            scene.clock.now = BusyStage.time(call)
            print(timedCall { scene.stage.renderTree().items.count })
        }
    case "sampling":
        let tracks = BusyTracks()
        for call in 0..<calls { print(timedCall { tracks.sample(at: BusyStage.time(call)) }) }
    case "pass", "transition":
        let clock = ManualClock()
        let stage = Stage(size: CGSize(width: 375, height: 667), clock: clock)
        let screen = FeedScreenNode(cells: 1000)
        stage.rootNode = screen
        stage.layoutIfNeeded()
        for call in -2..<calls {
            screen.cells[500].body.style.height = .points(call % 2 == 0 ? 48 : 60)
            let body: () -> Int = name == "pass" ? { stage.layoutIfNeeded(); return 0 } : {
                screen.transitionLayout(withAnimation: true)
                clock.advance(by: 1.0 / 120)
                return stage.renderTree().items.count
            }
            // Negative calls warm the stage up, uncounted.
            print(call < 0 ? body() : timedCall(body))
            clock.advance(by: 1)
            stage.layoutIfNeeded()
        }
    default:
        guard tree(named: name) != nil else { return false }
        for _ in 0..<calls {
            guard let (root, range) = tree(named: name) else { break }
            print(timedCall { root.layoutThatFits(range).size })
            withExtendedLifetime(root) {}
        }
    }
    return true
}

MainActor.assumeIsolated {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let calls = arguments.count > 1 ? Int(arguments[1]) ?? 0 : 3
    guard let name = arguments.first, calls > 0, run(name, calls: calls) else {
        print("usage: Instructions nested|row|feed|frame|sampling|pass|transition [calls]")
        exit(2)
    }
}
