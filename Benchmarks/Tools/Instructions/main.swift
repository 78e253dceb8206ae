import BenchmarkScenes
import Choreo
import Foundation

/// The first `layoutThatFits` of a freshly built spec tree, as the layout benchmarks time it,
/// made a few times in a row for `Scripts/count_instructions.sh`, which counts the instructions
/// spent in `timedCall` under Valgrind: a count, unlike a time, does not move with the machine's
/// load, so it shows what a change saves.
///
/// `swift run -c release LayoutInstructions nested|row|feed [layouts]` in `Benchmarks/`.
@inline(never) @MainActor
func timedCall(_ root: any LayoutElement, _ range: SizeRange) -> CGSize {
    root.layoutThatFits(range).size
}

/// A fresh tree of the benchmark `name` names, with the range it is laid out in.
@MainActor
func tree(named name: String) -> (root: any LayoutElement, range: SizeRange)? {
    switch name {
    case "nested": (NestedTree.make(levels: 4, fanOut: 10), .unconstrained)
    case "row": (WrappingRow.make(count: 100_000), SizeRange(min: .zero, max: CGSize(width: 1000, height: CGFloat.infinity)))
    case "feed": (Feed.make(cells: 1000).root, Feed.range)
    default: nil
    }
}

MainActor.assumeIsolated {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let layouts = arguments.count > 1 ? Int(arguments[1]) ?? 0 : 3
    guard let name = arguments.first, tree(named: name) != nil, layouts > 0 else {
        print("usage: LayoutInstructions nested|row|feed [layouts]")
        exit(2)
    }
    for _ in 0..<layouts {
        guard let (root, range) = tree(named: name) else { break }
        print(timedCall(root, range))
        withExtendedLifetime(root) {}
    }
}
