import Benchmark
import Choreo
import Foundation

/// A screen transition between two 500-node screens with 100 tagged cards each (90 shared, 10
/// removed, 10 inserted), against laying out one of the screens alone in the same run.
/// Goal: preparing the transition (finding, diffing, snapshotting, planning) costs at most
/// twice the layout.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds,
                                           warmupIterations: 5, maxDuration: .seconds(5), maxIterations: 2_000)

    Benchmark("Lay out one 500-node screen") { benchmark async in
        // The benchmark object stays with this task, which waits for the main actor.
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let screen = CardScreen(cards: 0..<100, columns: 1)
            for _ in benchmark.scaledIterations {
                screen.forEachNodeInSubtree { $0.setNeedsLayout() }
                benchmark.startMeasurement()
                screen.layoutIfNeeded()
                benchmark.stopMeasurement()
            }
        }
    }

    Benchmark("Prepare a transition between two 500-node screens (100 tagged)") { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let scene = TransitionScene()
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                let transition = ScreenTransition(from: scene.source, to: scene.destination, in: scene.container,
                                                  definition: scene.definition)
                transition.start()
                benchmark.stopMeasurement()
                transition.cancel()
                scene.clock.advance(by: 1)
            }
        }
    }

    Benchmark("One rendered frame mid-flight (200 copies over two 500-node screens)") { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let scene = TransitionScene()
            let transition = ScreenTransition(from: scene.source, to: scene.destination, in: scene.container,
                                              definition: scene.definition)
            transition.start()
            for iteration in benchmark.scaledIterations {
                benchmark.startMeasurement()
                transition.fractionComplete = 0.4 + 0.2 * CGFloat(iteration % 2)
                blackHole(scene.stage.renderTree().items.count)
                benchmark.stopMeasurement()
            }
        }
    }
}

/// A column (or grid) of cards, each a tagged box with four untagged children laid out by a
/// stack: 1 + 100 x 5 = 501 nodes.
@MainActor
final class CardScreen: DisplayNode {
    private let cards: [DisplayNode]
    private let columns: Int

    init(cards range: Range<Int>, columns: Int) {
        self.columns = columns
        cards = range.map { index in
            let card = Card()
            card.transitionIdentifier = "card.\(index)"
            return card
        }
        super.init()
        automaticallyManagesSubnodes = true
        backgroundColor = .white
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        for card in cards { card.style.width = .fraction(1 / CGFloat(columns) - 0.01) }
        return StackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .start,
                               flexWrap: .wrap, alignContent: .start, lineSpacing: 4, children: cards)
    }

    final class Card: DisplayNode {
        let title = TextNode(text: "Stays in Lisbon", fontSize: 15)
        let subtitle = TextNode(text: "Any week · Add guests", fontSize: 12)
        let icon = ImageNode(intrinsicSize: CGSize(width: 24, height: 24))
        let badge = ImageNode(intrinsicSize: CGSize(width: 12, height: 12))

        override init() {
            super.init()
            automaticallyManagesSubnodes = true
            backgroundColor = .lightGray
            cornerRadius = 12
        }

        override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
            let text = StackLayoutSpec(direction: .vertical, spacing: 2, justifyContent: .start, alignItems: .stretch,
                                       children: [title, subtitle])
            text.style.flexShrink = 1
            let row = StackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .center,
                                      children: [icon, text, badge])
            return InsetLayoutSpec(insets: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: row)
        }
    }
}

/// Both screens in a container on a stage: the source a column of cards 0..<100, the
/// destination a two-column grid of cards 10..<110, every card a shared element.
@MainActor
final class TransitionScene {
    let clock = ManualClock()
    let stage: Stage
    let container = DisplayNode()
    let source = CardScreen(cards: 0..<100, columns: 1)
    let destination = CardScreen(cards: 10..<110, columns: 2)
    let definition: TransitionDefinition = Dictionary(uniqueKeysWithValues: (0..<110).map {
        ("card.\($0)", AnimationType.sharedElement)
    })

    init() {
        let size = CGSize(width: 390, height: 8_000)
        stage = Stage(size: size, clock: clock)
        stage.rootNode = container
        container.addSubnode(source)
        source.frame = CGRect(origin: .zero, size: size)
        destination.frame = CGRect(origin: .zero, size: size)
        stage.layoutIfNeeded()
        destination.layoutIfNeeded()
    }
}
