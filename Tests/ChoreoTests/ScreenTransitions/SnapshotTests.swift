@testable import Choreo
import ChoreoSupport
import Foundation
import Testing

/// A card whose label is inset by 10 on every side, laid out by a spec.
@MainActor
final class InsetCard: DisplayNode {
    let label = element(nil, .zero, color: .red, name: "label")

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        backgroundColor = .white
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        InsetLayoutSpec(insets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10), child: label)
    }
}

/// The seeds' CardView: a custom snapshot that is a fresh card.
@MainActor
final class TransitionableCard: DisplayNode, Transitionable {
    private(set) var snapshots = 0

    func makeTransitionSnapshot() -> DisplayNode {
        snapshots += 1
        return InsetCard()
    }
}

@MainActor
@Suite struct SnapshotTests {
    private let start = CGRect(x: 20, y: 47, width: 350, height: 60)
    private let end = CGRect(x: 12, y: 112, width: 366, height: 300)

    /// The card morphing from `start` to `end`, half way, for a source card built by `make`.
    private func halfWay(_ make: () -> DisplayNode) -> TransitionScene {
        let card = make()
        card.transitionIdentifier = "card"
        card.frame = start
        let other = make()
        other.transitionIdentifier = "card"
        other.frame = end
        let scene = TransitionScene(screen("s", [card]))
        scene.transition(to: screen("d", [other]), ["card": .sharedElement])
        scene.advance(0.3)
        return scene
    }

    @Test func imageSnapshotsScaleTheirContentWithTheFrame() throws {
        let scene = halfWay {
            let card = InsetCard()
            card.layoutIfNeeded()
            return card
        }
        // Half way the frame is (16, 79.5, 358, 180): content scale 358/350 by 3.
        let labels = scene.items(named: "label")
        #expect(labels.count == 2)
        let sx: CGFloat = 358 / 350
        let label = try #require(labels.first)
        #expect(close(label.transform, Transform(a: sx, b: 0, c: 0, d: 3, tx: 16 + 10 * sx, ty: 79.5 + 30)))
        #expect(label.bounds == CGSize(width: 330, height: 40))
    }

    @Test func liveCopiesAreLaidOutAgainAtEverySize() throws {
        let scene = halfWay {
            let card = InsetCard()
            card.transitionSnapshotStyle = .liveCopy
            return card
        }
        let label = try #require(scene.items(named: "label").first)
        #expect(label.transform == Transform(translationX: 26, y: 89.5))
        #expect(label.bounds == CGSize(width: 338, height: 160))
    }

    @Test func customSnapshotsAreMadeOnceAndLaidOutAtEverySize() throws {
        var cards: [TransitionableCard] = []
        let scene = halfWay {
            let card = TransitionableCard()
            cards.append(card)
            return card
        }
        #expect(cards.map(\.snapshots) == [1, 1])
        let label = try #require(scene.items(named: "label").first)
        #expect(label.transform == Transform(translationX: 26, y: 89.5))
        #expect(label.bounds == CGSize(width: 338, height: 160))
        scene.advance(0.1)
        #expect(cards.map(\.snapshots) == [1, 1])
    }

    @Test func imageSnapshotsLeaveOutParticipatingDescendants() {
        let source = screen("s", [element("card", start, children: [
            element("title", CGRect(x: 10, y: 10, width: 100, height: 20)),
            element(nil, CGRect(x: 10, y: 35, width: 100, height: 20), name: "subtitle"),
        ])])
        let destination = screen("d", [element("card", end, children: [
            element("title", CGRect(x: 10, y: 10, width: 100, height: 20)),
        ])])
        let scene = TransitionScene(source)
        scene.transition(to: destination, ["card": .sharedElement, "title": .sharedElement])
        scene.advance(0.3)
        // One title per copy of the title; the untagged subtitle rides in the source card's image.
        #expect(scene.items(named: "title").count == 2)
        #expect(scene.items(named: "subtitle").count == 1)
    }
}

/// A card that returns itself as its snapshot (bad input).
@MainActor
final class SelfSnapshottingCard: DisplayNode, Transitionable {
    func makeTransitionSnapshot() -> DisplayNode { self }
}

@MainActor
@Suite struct CustomSnapshotBadInputTests {
    @Test func aCustomSnapshotAlreadyInATreeBecomesAnImage() {
        let card = SelfSnapshottingCard()
        card.transitionIdentifier = "card"
        card.frame = CGRect(x: 20, y: 47, width: 350, height: 60)
        card.backgroundColor = .white
        card.debugName = "card"
        let source = screen("s", [card])
        let scene = TransitionScene(source)
        let warnings = Diagnostics.capture {
            scene.transition(to: screen("d", []), ["card": .crossfade])
        }
        #expect(warnings.count == 1 && warnings[0].contains("already in a tree"))
        #expect(card.supernode === source && card.isHidden)
        scene.advance(0.3)
        #expect(scene.items(named: "card").map(\.opacity) == [0.5])
    }
}
