@testable import Choreo
import Foundation
import Testing

/// A chat bubble: a text label inset by 8 top and bottom and 12 on the sides, at the trailing
/// edge of its column and at most three quarters of its width.
@MainActor
private final class BubbleNode: DisplayNode {
    let label: TextNode

    init(_ text: String) {
        label = TextNode(text: text, fontSize: 15)
        super.init()
        automaticallyManagesSubnodes = true
        style.alignSelf = .end
        style.maxWidth = .fraction(0.75)
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        InsetLayoutSpec(insets: EdgeInsets(top: 8, left: 12, bottom: 8, right: 12), child: label)
    }
}

/// Bubbles in a column (spacing 8, at the bottom) inset by 16.
@MainActor
private final class ChatNode: DisplayNode {
    var bubbles: [BubbleNode] {
        didSet { setNeedsLayout() }
    }

    init(_ bubbles: [BubbleNode]) {
        self.bubbles = bubbles
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        let column = StackLayoutSpec(direction: .vertical, spacing: 8, justifyContent: .end, alignItems: .stretch,
                                     children: bubbles)
        return InsetLayoutSpec(insets: EdgeInsets(top: 16, left: 16, bottom: 16, right: 16), child: column)
    }
}

@MainActor
@Suite("Pixel snapping across nodes")
struct NodeSnappingTests {
    private func chat() -> (Stage, ManualClock, ChatNode) {
        let clock = ManualClock()
        let stage = Stage(size: CGSize(width: 375, height: 300), clock: clock)
        let chat = ChatNode([BubbleNode("Hey! Are we still on for tonight?"), BubbleNode("Yes, 7 pm at the usual place.")])
        stage.rootNode = chat
        stage.layoutIfNeeded()
        return (stage, clock, chat)
    }

    @Test("a nested node's frame is its rounded absolute edges less its supernode's")
    func nestedFramesSnapAsOneTree() {
        let (_, _, chat) = chat()
        let bubble = chat.bubbles[1]
        // Unsnapped, the bubble is (141.56, 251.24, 217.44, 32.75) and its label 12 and 8 further in.
        #expect(bubble.frame == CGRect(x: 142, y: 251, width: 217, height: 33))
        #expect(bubble.label.frame == CGRect(x: 12, y: 8, width: 193, height: 17))
    }

    @Test("the same layout reached through an animated transition snaps as a fresh one")
    func transitionEndsOnTheFreshFrames() {
        let (stage, clock, chat) = chat()
        let fresh = chat.bubbles.map { ($0.frame, $0.label.frame) }
        let moved = BubbleNode("Hey! Are we still on for tonight?")
        chat.bubbles = [moved, chat.bubbles[1]]
        chat.transitionLayout(withAnimation: true)
        clock.advance(by: 1)
        stage.layoutIfNeeded()
        for (bubble, frames) in zip(chat.bubbles, fresh) {
            #expect(bubble.frame == frames.0)
            #expect(bubble.label.frame == frames.1)
        }
    }
}
