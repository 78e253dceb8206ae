@testable import Choreo
import Foundation
import Testing

/// A card whose content grows when expanded: a 30 pt header, plus a 50 pt body when expanded.
@MainActor
final class ExpandingCard: DisplayNode {
    let header = DisplayNode(), body = DisplayNode()
    var expanded = false
    var animatedContexts = 0

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        header.style.height = .points(30)
        body.style.height = .points(50)
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        StackLayoutSpec.vertical(children: expanded ? [header, body] : [header])
    }

    override func animateLayoutTransition(_ context: ContextTransitioning) {
        animatedContexts += 1
        super.animateLayoutTransition(context)
    }
}

/// A screen: a card above a footer, in a column.
@MainActor
final class CardScreen: DisplayNode {
    let card = ExpandingCard(), footer = DisplayNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        footer.style.height = .points(20)
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        StackLayoutSpec.vertical(spacing: 10, children: [card, footer])
    }
}

@MainActor
@Suite("Nested nodes resize through their own transition")
struct NestedTransitionTests {
    @Test func theParentReflowsWithTheCardsTransition() {
        let (stage, clock, screen) = makeStage(CardScreen(), size: CGSize(width: 200, height: 300))
        #expect(screen.card.frame == CGRect(x: 0, y: 0, width: 200, height: 30))
        #expect(screen.footer.frame == CGRect(x: 0, y: 40, width: 200, height: 20))
        screen.card.expanded = true
        screen.card.transitionLayout(withAnimation: true)
        #expect(screen.card.animatedContexts == 1)
        #expect(screen.card.frame == CGRect(x: 0, y: 0, width: 200, height: 80))
        #expect(screen.footer.frame == CGRect(x: 0, y: 90, width: 200, height: 20))
        #expect(screen.card.body.frame == CGRect(x: 0, y: 30, width: 200, height: 50))
        // Half-way through the card's 0.2 s ease-in-out: everything at the same progress.
        clock.advance(by: 0.1)
        _ = stage.svg()
        let progress = CGFloat(TimingCurve.easeInOut.progress(at: 0.5))
        #expect(close(screen.card.presentation.frame.height, 30 + 50 * progress))
        #expect(close(screen.footer.presentation.frame.minY, 40 + 50 * progress))
        #expect(close(screen.card.body.presentation.alpha, progress))
        clock.advance(by: 0.1)
        _ = stage.svg()
        #expect(screen.footer.presentation.frame == CGRect(x: 0, y: 90, width: 200, height: 20))
        #expect(screen.card.presentation.frame == CGRect(x: 0, y: 0, width: 200, height: 80))
        #expect(ids(screen.card.subnodes) == ids([screen.card.header, screen.card.body]))
    }

    @Test func collapsingRemovesTheBodyAfterTheFade() {
        let (stage, clock, screen) = makeStage(CardScreen(), size: CGSize(width: 200, height: 300))
        screen.card.expanded = true
        screen.card.transitionLayout(withAnimation: false)
        #expect(screen.footer.frame.minY == 90)
        screen.card.expanded = false
        screen.card.transitionLayout(withAnimation: true)
        clock.advance(by: 0.1)
        _ = stage.svg()
        #expect(screen.card.body.supernode === screen.card)
        clock.advance(by: 0.15)
        _ = stage.svg()
        #expect(screen.card.body.supernode == nil)
        #expect(screen.footer.frame.minY == 40)
    }

    @Test func setNeedsLayoutReachesTheParent() {
        let (stage, _, screen) = makeStage(CardScreen(), size: CGSize(width: 200, height: 300))
        screen.card.expanded = true
        screen.card.setNeedsLayout()
        #expect(screen.needsLayout)
        stage.layoutIfNeeded()
        #expect(screen.footer.frame.minY == 90)
        #expect(screen.card.body.frame == CGRect(x: 0, y: 30, width: 200, height: 50))
    }
}
